"""Crystal Clans' detail line describes what is under the cursor now (issue 29, a German
trial): a card played from the action list left the hand, its pooled widget under the
cursor went blank or showed another card, and the line kept describing the card played.
One 80x24 app (size is not the point) on a seeded game (seed 40, 40 moves, as
test_s16_crystal_log.py: seat 1 may summon a card alone), the list focused as a player
does with tab, the card played from it, the detail read once the board is redrawn
without the card (seat 1 then orders the squad)."""

from __future__ import annotations

from textual.widgets import Static

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


async def test_the_detail_line_forgets_a_card_that_left_the_hand():
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(seeded_match("crystal-clans", 40, config={"clan1": "blood", "clan2": "skull"}))
        screen = await pilot_wait_until(pilot, lambda: (s := app.game_screen()) and s.waiting_for == 0 and s)
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
