"""Rows of Crimson Company's action list that still wrapped after session 16 (issue 29 §1)
take one line at 80x24 and 120x40 in English, German and Spanish:

- a robber's discard in solo and co-op naming a long card ("Discard Horseman of the
  Apocalypse (● → lane 1)", 47 cells against the list's 38 at 80 columns): the row names
  it by its short name, and the detail line shows the full name when the row is
  highlighted;
- a row carrying the hint's marks: a plain row was marked with the log's whole sentence
  ("① Discards Horseman of the Apocalypse instead (coins onto the castle of lane 1)"),
  and stayed that sentence once the hint closed; an amount row's marks ("(①2 ②3 ③1)")
  came on top of its words. Marked, a row keeps its own words, short enough for the marks.

How (the proofs of test_s16_crimson_rows.py): one app reads the three languages in turn, the
solo game opened again in each (its words are made when it asks). The real screen's list is
checked as drawn, then with a hint on its three widest rows (the coach's answer handed to the
screen as the coach hands it, no search: what is checked is the rows, not the search), then
closed. The rows of every turn of the seeded games (test_s16's, played headless once) are
worded by the screen with the hint's marks on them and put into the list at once: the list
then has as many lines as rows, or a row wrapped."""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import OptionList, Static

from ai.coach import Advice
from ai.coach import Option as Hinted
from core.crimson_company import cards
from core.i18n import set_language
from core.seat_names import shown_names
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import stopped_at
from tests.tui.test_s16_crimson_rows import lines_of, seeded_turns
from tui.app import ClanhallApp
from tui.coach.hint_panel import MARKS
from tui.games.crimson_company.bids import AmountRow, rows_of
from tui.games.crimson_company.names import NAME, short_name

HORSEMAN = cards.NAME.index("Horseman of the Apocalypse")


def discards_the_horseman(state) -> bool:
    """A robber's turn in which seat 0 may discard the Horseman (its coins to a castle)."""
    return state.decision().kind == "robber" and any(
        a[0] == "discard" and len(a) == 3 and state.kind_of[a[1]] == HORSEMAN for a in state.legal_actions()
    )


def marked_rows(screen) -> list[str]:
    """Every distinct row of the seeded games' turns with the hint's marks on it: a plain
    row with ① (② and ③ take as many cells), an amount row with all three on its amounts (the first on the one
    it shows)."""
    rows: set[str] = set()
    for _kind, view, legal in seeded_turns():
        for row in rows_of(legal, range(len(legal))):
            if isinstance(row, AmountRow):
                row.marks = dict(zip(reversed(row.amounts), MARKS))
                row.at = len(row.amounts) - 1
                rows.add(screen.amount_label(view, row, legal[row.index]))
            else:
                rows.add(screen.marked_label(view, legal[row], MARKS[0]))  # ②, ③: as wide
    return sorted(rows, key=cell_len)


async def one_line_each(pilot, actions: OptionList, what: str) -> None:
    await pilot_wait_until(pilot, lambda: actions.virtual_size.height >= actions.option_count, f"{what} laid out")
    rows = [str(option.prompt) for option in actions.options]
    assert actions.virtual_size.height == len(rows), f"{what}: a row wraps: {sorted(rows, key=cell_len)[-2:]}"


async def hint_on_widest(pilot, screen, lang: str) -> None:
    """A hint on the three widest rows: marked, each on one line; closed: the rows' own words."""
    actions = screen.query_one("#actions", OptionList)
    before = [str(option.prompt) for option in actions.options]
    widest = sorted(
        range(len(screen.legal)), key=lambda i: -cell_len(screen.list_label(screen.pending.view, screen.legal[i]))
    )
    options = tuple(Hinted(screen.legal[i], 30 - k, 0.5, 0.5) for k, i in enumerate(widest[:3]))
    screen.coach.hinting = True  # as if h had asked; the coach's answer arrives
    screen.coach._ready(screen.turn, 0, Advice(0, options, 90))
    await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint shown")
    marked = [str(option.prompt) for option in actions.options if str(option.prompt)[:1] in MARKS]
    assert len(marked) == 3, f"three rows marked ({lang}): {marked}"
    await one_line_each(pilot, actions, f"the marked list ({lang})")
    screen.close_hint()
    await refreshed(screen)  # the panel's scroll into view, asked after a refresh, done while it is mounted
    after = [str(option.prompt) for option in actions.options]
    assert after == before, f"the rows after the hint closed ({lang}): {after}"


async def at_size(pilot, screen, size: tuple[int, int]) -> None:
    await pilot.resize_terminal(*size)
    await pilot_wait_until(pilot, lambda: screen.size == size, f"at {size}")


async def every_marked_row_fits(pilot, screen, monkeypatch, lang: str) -> None:
    """The seeded games' rows, marked, put into the list at once: one line each. Then the
    screen's own rows again."""
    seats = shown_names([f"Player {i + 1}" for i in range(6)])  # the names of every variant's seats
    with monkeypatch.context() as patch:
        patch.setattr(type(screen), "names", property(lambda _screen: seats))
        rows = marked_rows(screen)
    actions = screen.query_one("#actions", OptionList)
    lines = await lines_of(pilot, actions, rows)
    assert lines == len(rows), f"marked rows wrap at {screen.size} in {lang}, the widest: {rows[-3:]}"
    screen.fill_action_list(screen.pending.view)


async def full_name_in_detail(pilot, screen, lang: str) -> None:
    """The discard row naming the Horseman by its short name, highlighted in the list: the
    detail line names the card in full."""
    actions = screen.query_one("#actions", OptionList)
    rows = [str(option.prompt) for option in actions.options]
    short, full = short_name(HORSEMAN, 0), NAME[HORSEMAN]
    row = next((i for i, r in enumerate(rows) if "(●" in r and short in r and full not in r), None)
    assert row is not None, f"a discard row names the Horseman short ({lang}): {rows}"
    actions.focus()
    await pilot_wait_until(pilot, lambda: actions.has_focus, f"the list focused ({lang})")
    actions.highlighted = row
    detail = screen.query_one("#cc-detail", Static)
    await pilot_wait_until(pilot, lambda: full in str(detail.render()), f"the full name in the detail line ({lang})")


async def test_long_names_and_the_hints_marks_keep_each_row_on_one_line(monkeypatch):
    """The solo robber's list and its hint at both sizes; the seeded games' marked rows at
    80x24 only: a row's room is the list's at 80 columns (list_words.ROW_ROOM), and the list
    is wider at 120 (which the solo list's check there shows). The sizes alternate from
    language to language, so each language costs one resize."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        order, last = ((80, 24), (120, 40)), None
        for lang in ("en", "de", "es"):
            set_language(lang)
            app.open_match(stopped_at("solo", 1, discards_the_horseman))  # a match of its own per language
            screen = await pilot_wait_until(
                pilot, lambda last=last: (s := app.game_screen()) and s is not last and s.waiting_for == 0 and s
            )
            actions = screen.query_one("#actions", OptionList)
            await pilot_wait_until(pilot, lambda s=screen, a=actions: a.option_count == len(s.legal), "the list")
            for size in order:
                await at_size(pilot, screen, size)
                await one_line_each(pilot, actions, f"the solo robber's list at {size} ({lang})")
                await hint_on_widest(pilot, screen, f"{lang}, {size}")
                if size == (80, 24):
                    await every_marked_row_fits(pilot, screen, monkeypatch, lang)
            await full_name_in_detail(pilot, screen, lang)
            order, last = order[::-1], screen
    set_language("en")
