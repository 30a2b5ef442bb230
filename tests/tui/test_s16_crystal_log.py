"""The Crystal Clans log has room to be read at 80x24 (issue 29 §5): at least 10 lines
under its rule (it had 6), while the action list keeps 3 rows or more and the hand stays
on screen. One app reads 80x24 and then 120x40 (a taller side panel: the log keeps its
lines there too).

The same app then checks the detail line (issue 29, a German trial): it describes what is
under the cursor now. A card played from the action list left the hand, its pooled widget
under the cursor went blank or showed another card, and the line kept describing the card
played. The game (seed 40, 40 moves) lets seat 1 summon a card alone; the list is focused
as a player does with tab, the card played from it, the detail read once the board is
redrawn without the card (seat 1 then orders the squad). It runs after the log checks,
which read only, at 120x40, where a hand card's battle text is cut with … (issue 29 §6):
the detail line has it whole. (It had its own app; sharing this one saves opening the
game again.)"""

from __future__ import annotations

from textual.widgets import OptionList, Static

from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp
from tui.games.crystal_clans.cards import HandCard


def detail_fits_cursor(screen) -> tuple[bool, str, str]:
    """Whether the detail line says what the cursor's widget shows now (nothing when the
    cursor is hidden or gone), with both texts for the message."""
    detail = str(screen.query_one("#detail", Static).content)
    cursor = screen.cursor
    shown = cursor is not None and cursor.display and cursor.parent is not None and cursor.parent.display
    expected = str(cursor.tooltip or "") if shown else ""
    return detail == expected, detail, expected


async def the_detail_forgets_a_card_that_left_the_hand(pilot, screen) -> None:
    app = pilot.app
    forms = {f.items: f for f in screen.picker.forms if len(f.items) == 1 and f.items[0][0] == "hand"}
    card = next((c for c in screen.query(HandCard) if c.display and (c.token,) in forms), None)
    assert card is not None, f"no hand card plays alone here: {screen.picker.forms}"
    screen.move_cursor(card)
    played = str(card.tooltip)
    assert str(screen.query_one("#detail", Static).content) == played, "the detail shows the card first"
    assert "Battle" in played and "…" not in played, f"the detail has the card's battle text whole: {played!r}"
    instance = card.instance
    screen.query_one("#actions").focus()  # the player went to the list (tab) and plays from there
    await pilot_wait_until(pilot, lambda: app.focused is screen.query_one("#actions"), "the list focused")
    screen.play(forms[(card.token,)].action)
    await pilot_wait_until(
        pilot,
        lambda: instance not in screen.board_view.hands[0] and screen.kind == "order",
        "the board redrawn without the card: seat 1 orders its squad",
    )
    fits, detail, expected = detail_fits_cursor(screen)
    assert fits, f"the detail reads {detail!r}, the cursor's widget shows {expected!r}"
    assert detail != played or expected == played, "the detail still describes the card played"


async def test_the_log_has_ten_lines_at_80x24_and_the_detail_follows_the_cursor():
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(seeded_match("crystal-clans", 40, config={"clan1": "blood", "clan2": "skull"}))
        screen = await pilot_wait_until(pilot, lambda: (s := app.game_screen()) and s.waiting_for == 0 and s)
        for size in ((80, 24), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot_wait_until(pilot, lambda size=size: screen.size == size, f"the screen at {size}")
            log = screen.query_one("#log")
            actions = screen.query_one("#actions", OptionList)
            await pilot_wait_until(pilot, lambda log=log: log.scrollable_content_region.height, "the log laid out")
            assert log.scrollable_content_region.height >= 10, f"the log has {log.size} at {size}"
            assert actions.option_count and actions.size.height >= 3, f"the list has {actions.size} at {size}"
            hand = screen.query_one("#cc-hand")
            assert hand.children and screen.region.contains_region(hand.children[0].region), f"the hand at {size}"
        await the_detail_forgets_a_card_that_left_the_hand(pilot, screen)
