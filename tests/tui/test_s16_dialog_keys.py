"""A dialog names its own keys in its own footer (issue 29 §2 and §10): what Enter does
now, how to move between its choices, what Esc does — never the keys of the screen under
it. The result screen's footer has one entry per action and every key it offers is on
the screen (the letters on the buttons, Enter, the arrows and Esc in the footer), at
80x24 and 120x40 in English, German and Spanish.

What is checked is the terminal's bottom line (the frame as drawn, `screen_lines`), so a
footer that is built but covered, or cut, fails. The result screen's app opens at 120x40
and is narrowed to 80x24, as a player's terminal is: one app per language reads both
sizes. The dialogs are opened one after the other on one game screen."""

from __future__ import annotations

from textual.widgets import Button
from textual.widgets._footer import FooterKey, FooterLabel

from core.i18n import _, set_language
from tests.i18n.screen_text import screen_lines
from tests.support.drawn_rows import drawn_row
from tests.support.screens import on_screen, top_is
from tests.support.waiting import pilot_wait_until
from tests.tui.test_cut_80 import assert_buttons_whole
from tests.tui.test_snapshots import seeded_match
from tests.tui.test_snapshots_languages import GAMES
from tui.app import ClanhallApp
from tui.widgets.footer import Footer


def bottom_line(app) -> str:
    """The terminal's last row as drawn (the compositor's row, as the screenshot shows it)."""
    return drawn_row(app, -1)


def footer_items(app) -> list[str]:
    """The top screen's footer items as they read: the Enter label, then each shown key."""
    footer = app.screen.query_one(Footer)
    items = [str(label.content).strip() for label in footer.query_children(FooterLabel)]
    keys = [key for key in footer.query_children(FooterKey) if key.display]
    return items + [f"{key.key_display} {key.description}" for key in keys]


async def footer_says(pilot, *words: str) -> str:
    """Wait until the bottom line shows each of `words`; return the line."""
    app, seen = pilot.app, [""]

    def says() -> bool:
        if not app.screen.query(Footer):
            return False
        seen[0] = bottom_line(app)  # read once per poll
        return all(w in seen[0] for w in words)

    await pilot_wait_until(pilot, says, f"{words} in the footer")
    return seen[0]


async def test_the_result_footer_has_one_entry_per_action_and_fits():
    """One app reads the result screen in each language in turn (a finished game opened
    again replaces the last one): English opens at 120x40 and is narrowed to 80x24, German
    is widened back, Spanish narrowed again, so each language is read at both sizes with
    one resize each (it was one app per language: the same checks, two more apps). The
    game is Crystal Clans, whose result says the most above its buttons: every button's
    label is whole on the screen (tests/tui/test_cut_80.py's check, which had two apps of
    its own for English and Spanish; German: tests/tui/test_trial_s15.py too)."""
    game_id, _moves, config = GAMES["crystal-clans"]
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        sizes, last = ((120, 40), (80, 24)), None
        for lang in ("en", "de", "es"):
            set_language(lang)
            app.open_match(seeded_match(game_id, None, config=config))  # finished: the result is put up
            over = await pilot_wait_until(
                pilot, lambda last=last: top_is(app, "GameOverScreen") and app.screen is not last and app.screen
            )
            new_game = _("enter: {choice}").format(choice=_("New game"))
            for size in sizes:
                await pilot.resize_terminal(*size)
                line = await footer_says(pilot, new_game, f"esc {_('Menu')}", f"←/→ tab {_('choose')}")
                assert line.count(_("New game")) == 1, f"New game named twice at {size} ({lang}): {line!r}"
                for item in footer_items(app):
                    assert item in line, f"{item!r} cut at {size} ({lang}): {line!r}"
                lines = screen_lines(app)
                assert lines[-1].rstrip() == bottom_line(app).rstrip(), "the compositor's row is the screenshot's"
                assert_buttons_whole(app)
                screen_text = "\n".join(lines)
                for button in over.buttons():  # every letter the screen offers is on its button
                    assert str(button.label) in screen_text, f"{button.label} not drawn at {size} ({lang})"
                    assert str(button.label).endswith("]"), button.label
            assert over.query_one("#over-new_game", Button) is over.focused, lang
            sizes, last = sizes[::-1], over


async def open_dialog(pilot, key: str, name: str):
    await pilot.press(key)
    return await on_screen(pilot, name)


async def close_dialog(pilot, game) -> None:
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: pilot.app.screen is game, "the game screen back on top")


async def menu_dialogs(pilot) -> None:
    """The join dialog and the settings over the menu name their own keys (English)."""
    app = pilot.app
    await pilot_wait_until(pilot, lambda: type(app.screen).__name__ == "MainMenu", "the menu")
    await open_dialog(pilot, "j", "JoinDialog")
    await footer_says(pilot, "enter: Join", "esc Cancel", "tab choose")
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")  # else the "s" below may go to the join dialog's field
    await open_dialog(pilot, "s", "SettingsScreen")  # over the menu: its own keys, not the menu's
    line = await footer_says(pilot, "esc Back", "tab choose")
    assert "New game" not in line, line
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")


async def game_dialogs(pilot) -> None:
    """Leave, Save, Help and Quit over a Clans game each name their own keys (German)."""
    app = pilot.app
    app.open_match(seeded_match("clans", 10))
    await pilot_wait_until(pilot, lambda: app.game_screen() is not None and app.game_screen().waiting_for == 0)
    game = app.game_screen()
    game_line = await footer_says(pilot, "▶")  # the game's footer: the pane with the keys
    await open_dialog(pilot, "escape", "ConfirmDialog")  # Leave
    line = await footer_says(
        pilot, _("enter: {choice}").format(choice=_("Stay")), f"esc {_('Stay')}", f"y {_('Leave')}"
    )
    assert "▶" not in line and line != game_line, f"the game's keys under the Leave dialog: {line!r}"
    await close_dialog(pilot, game)
    await open_dialog(pilot, "ctrl+s", "SaveDialog")
    line = await footer_says(pilot, _("enter: {choice}").format(choice=_("Save")), f"esc {_('cancel')}")
    assert "▶" not in line, line
    await close_dialog(pilot, game)
    await open_dialog(pilot, "f1", "HelpScreen")
    line = await footer_says(pilot, f"esc {_('Close')}")
    assert "▶" not in line, line
    await close_dialog(pilot, game)
    await open_dialog(pilot, "ctrl+q", "QuitDialog")  # no autosave: it offers to save first
    line = await footer_says(pilot, _("enter: {choice}").format(choice=_("Save and quit")), f"tab {_('choose')}")
    assert "▶" not in line, line
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: app.screen is game, "the quit dialog closed")


async def auction_dialog(pilot) -> None:
    """Crimson Company's auction names its answers, not the board's keys (Spanish)."""
    app = pilot.app
    app.open_match(seeded_match("crimson-company", 0, config={"variant": "duel"}))  # opens on an answer
    auction = await on_screen(pilot, "AuctionDialog")
    await pilot_wait_until(pilot, lambda: isinstance(auction.focused, Button), "an answer highlighted")
    first = str(auction.focused.label)
    line = await footer_says(
        pilot, _("enter: {choice}").format(choice=first), f"esc {_('Back to the board')}", "←/→ tab"
    )
    assert f"a {_('Auction')}" not in line, f"the board's keys under the auction: {line!r}"
    assert _("Less") not in line, f"no amount to step here: {line!r}"
    await pilot.press("right")
    second = await pilot_wait_until(pilot, lambda: str(auction.focused.label) != first and auction.focused)
    await footer_says(pilot, _("enter: {choice}").format(choice=str(second.label)))


async def hand_over(pilot) -> None:
    """A hot seat's hand-over names its key as its button says, not the board's (Spanish)."""
    from core.match import Match

    pilot.app.open_match(Match("lucky-draw", {"players": 2}, 3, seats=["human", "human"]))
    await on_screen(pilot, "HandOverScreen")  # the keyboard goes to the first seat's player
    line = await footer_says(pilot, f"enter {_('I am ready')}")  # as the button says
    assert "▶" not in line, f"the board's keys under the hand-over: {line!r}"


async def test_every_dialog_names_its_own_keys_not_the_screens_under_it():
    """One app at 80x24 visits the dialogs in turn, each over what it covers in play: the
    menu's (English), a game's (German), the auction (Spanish), the hot seat's hand-over.
    Each part ends where the next begins (a game opened replaces the last), so each check
    is the one its own app made (four apps before, one now)."""
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await menu_dialogs(pilot)
        set_language("de")
        await game_dialogs(pilot)
        set_language("es")
        await auction_dialog(pilot)
        await hand_over(pilot)
