"""No row of Crimson Company's action list wraps (issue 29 §1): over every turn of seeded
games in each variant, in English, German and Spanish, at 120x40 and 80x24, each row the
screen would show (its own words, list_words.py, and the amount rows of bids.py) takes one
line of the list; the keys that change an amount are said once, in the prompt.

How: the rows of every seeded turn are worded by the screen's own code and put into the
screen's list all at once (the list scrolls, so its scrollbar takes its cells: the
narrowest the list gets); the list then has as many lines as rows, or a row wrapped. The
games are played headless (seeded random moves): what is checked is the words of each
turn's rows, not the play. One app reads the three languages in turn, each at both sizes."""

from __future__ import annotations

import random
from functools import cache

from rich.cells import cell_len
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from core.i18n import set_language
from core.match import Match
from core.seat_names import shown_names
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.games.crimson_company.bids import AmountRow, rows_of

VARIANTS = {"duel": 2, "2v2": 4, "free-for-all": 4, "solo": 1, "co-op": 2}
SEEDS = range(3)  # three whole games per variant: every kind of decision comes up (see ROWS_SEEN)


@cache
def seeded_turns() -> tuple[tuple[str, object, list], ...]:
    """(decision kind, the view of the one to move, legal actions) of every turn of the
    seeded games, played once for every language."""
    turns = []
    for variant, players in VARIANTS.items():
        for seed in SEEDS:
            match = Match("crimson-company", {"variant": variant, "players": players}, seed, seats=["human"] * players)
            rng = random.Random(seed)
            while not match.is_over():
                state = match.state
                legal = state.legal_actions()
                turns.append((state.decision().kind, state.view(state.to_move()), legal))
                match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    return tuple(turns)


def turn_rows(screen, view, legal: list) -> list[str]:
    """The rows the screen's list shows for a turn, worded by the screen."""
    rows = []
    for row in rows_of(legal, range(len(legal))):
        if isinstance(row, AmountRow):
            rows.append(row.label(screen.list_label(view, legal[row.index])))
        else:
            rows.append(screen.list_label(view, legal[row]))
    return rows


def all_rows(screen) -> tuple[set[str], set[str]]:
    """Every distinct row of the seeded games in the current language, and the kinds of
    decision they came from."""
    rows: set[str] = set()
    for _kind, view, legal in seeded_turns():
        rows.update(turn_rows(screen, view, legal))
    return rows, {kind for kind, _view, _legal in seeded_turns()}


async def lines_of(pilot, actions: OptionList, rows: list[str]) -> int:
    """The list's lines once it holds `rows`."""
    actions.set_options([Option(row) for row in rows])
    await pilot_wait_until(pilot, lambda: actions.virtual_size.height >= len(rows), "the rows laid out")
    return actions.virtual_size.height


async def test_no_row_of_a_crimson_turn_wraps(monkeypatch):
    """One app reads the three languages in turn, the game opened again in each (its
    prompt is worded when it opens): English at 120x40 then 80x24, German the other way,
    Spanish as English, so each language is read at both sizes with one resize each (it
    was one app per language: the same checks, two more apps and three more resizes)."""
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        sizes, last = ((120, 40), (80, 24)), None
        for lang in ("en", "de", "es"):
            set_language(lang)
            config = {"variant": "duel", "players": 2, "first_seat": 0}
            app.open_match(Match("crimson-company", config, 3, seats=["human", "bot:random"]))
            screen = await pilot_wait_until(
                pilot, lambda last=last: (s := app.game_screen()) and s is not last and s.waiting_for == 0 and s
            )
            assert screen.amount_rows, f"the first turn is a bid: its rows pick an amount ({lang})"
            prompt = str(screen.query_one("#prompt").render())
            assert "←/→" in prompt, f"the prompt names the amount keys ({lang}): {prompt!r}"
            shown = [str(o.prompt) for o in screen.query_one("#actions", OptionList).options]
            assert not any("←/→" in row for row in shown), f"the keys are in the rows again ({lang}): {shown}"
            seats = shown_names([f"Player {i + 1}" for i in range(6)])  # the names of every variant's seats
            with monkeypatch.context() as patch:
                patch.setattr(type(screen), "names", property(lambda _screen, seats=seats: seats))
                rows, kinds = all_rows(screen)
            assert {"bid", "pay", "sealed_bid", "robber", "pass", "answer", "call", "deploy"} <= kinds, kinds
            rows_in_order = sorted(rows, key=cell_len)
            actions = screen.query_one("#actions", OptionList)
            for size in sizes:
                await pilot.resize_terminal(*size)
                await pilot_wait_until(pilot, lambda size=size, s=screen: s.size == size, f"at {size}")
                lines = await lines_of(pilot, actions, rows_in_order)
                widest = rows_in_order[-3:]
                assert lines == len(rows_in_order), f"rows wrap at {size} in {lang}, the widest: {widest}"
            sizes, last = sizes[::-1], screen
