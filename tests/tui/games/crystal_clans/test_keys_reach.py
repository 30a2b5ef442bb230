"""The Crystal Clans board by keyboard alone (issue 29 §6): the arrow keys reach the
crystals on offer even where they are scrolled out of sight (80x24), enter on one picks
it as a click does, and the detail panel scrolls (shift+↓) instead of cutting a long text.
These run after the reading checks on the boards of test_board_reads.py (they move the
cursor): the detail in English and German at 80x24, the crystals in English at both sizes,
enter on one at 120x40, last of all (it may score)."""

from __future__ import annotations

from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import press_until
from tui.games.crystal_clans.cards import HandCard, card_text
from tui.games.crystal_clans.crystals import CrystalChip, OwnedCrystal


async def board_focused_at(pilot, screen, widget) -> None:
    """The board's cursor on `widget` and the board pane focused, once the screen's own
    placing of the cursor after its last refresh has run (it would undo ours)."""
    await refreshed(screen)
    pane = screen.query_one("#board-pane")
    screen.move_cursor(widget)
    pane.focus()
    await pilot_wait_until(pilot, lambda: screen.focused is pane, "the board focused")


async def check_the_detail_panel_scrolls_a_long_card_text(pilot, screen) -> None:
    """At 80x24: with the cursor on the hand card of the longest text, shift+↓ scrolls the
    two-line detail panel to that text's end and shift+↑ back one line; the cursor stays."""
    panel = screen.query_one("#detail-scroll")
    view = screen.current_view()
    card = max((c for c in screen.query(HandCard) if c.display), key=lambda c: len(card_text(view, c.instance)))
    await board_focused_at(pilot, screen, card)
    await pilot_wait_until(pilot, lambda: panel.max_scroll_y > 0, "a card text taller than the panel")
    assert panel.size.height == 2 and panel.scroll_y == 0, (panel.size, panel.scroll_y)
    await press_until(pilot, "shift+down", lambda: panel.scroll_y >= panel.max_scroll_y, limit=40)
    assert screen.cursor is card, "the cursor moved off the card"
    await pilot.press("shift+up")  # the panel scrolls in its own later round
    await pilot_wait_until(pilot, lambda: panel.scroll_y < panel.max_scroll_y, "the panel scrolled up")
    assert panel.scroll_y == panel.max_scroll_y - 1


async def check_the_arrow_keys_reach_the_crystals_and_enter_picks_one(pilot, screen, start, enter: bool) -> None:
    """From `start` (where the turn put the cursor) the arrow keys (↓ at 80x24, where the
    offer is out of sight; → to the crystals' column and ↑ at 120x40) reach a crystal on
    offer, scroll it into sight and show its text in the detail panel; with `enter`, enter
    on it scores it or refuses it in one line, as a click would."""
    size = (screen.size.width, screen.size.height)
    await board_focused_at(pilot, screen, start)
    pane = screen.query_one("#board-pane")
    chips = list(screen.query(CrystalChip))
    assert chips, "the position offers crystals"
    if size == (80, 24):
        in_sight = [c for c in chips if pane.region.contains_region(c.region) and c.region.area]
        assert not in_sight, "a crystal is in sight before the keys scroll to it"
        await press_until(pilot, "down", lambda: isinstance(screen.cursor, CrystalChip), limit=12)
    else:  # over to the crystals' column (the collected ones lie under those on offer), then up
        await press_until(pilot, "right", lambda: isinstance(screen.cursor, (CrystalChip, OwnedCrystal)), limit=12)
        await press_until(pilot, "up", lambda: isinstance(screen.cursor, CrystalChip), limit=12)
    chip = screen.cursor
    # scrolled into sight (the scroll lands with the next refresh)
    await pilot_wait_until(pilot, lambda: pane.region.contains_region(chip.region), "the chip in sight")
    assert chip.tooltip and str(chip.tooltip) in str(screen.query_one("#detail").render())
    if not enter:
        return
    n = len(screen.match.log)
    await pilot.press("enter")
    # a pick: scored, or refused in one line as a click on it would be (cannot afford it)
    await pilot_wait_until(
        pilot,
        lambda: len(screen.match.log) > n or "✗" in str(screen.query_one("#prompt").render()),
        "the crystal scored or refused",
    )
