"""`clanhall learn --game G`: open a game's tutorial at once (where it stopped last time)."""

from __future__ import annotations

import argparse

from core.i18n import N_, _

GAME_HELP = N_("the game to learn: {games}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from core.tutorial import SCRIPTS

    parser.add_argument("--game", default=None, help=_(GAME_HELP).format(games=", ".join(SCRIPTS)))
    parser.add_argument("--restart", action="store_true", help=_("start the tutorial from its first step"))


def run(args) -> int:
    from core.tutorial import SCRIPTS

    game = args.game or next(iter(SCRIPTS))
    if game not in SCRIPTS:
        print(
            "clanhall: "
            + _("no tutorial for {game} yet; there is one for: {games}").format(
                game=repr(game), games=", ".join(SCRIPTS)
            )
        )
        return 2
    app = learn_app(game, restart=args.restart)
    app.run()
    return int(app.return_code or 0)


def learn_app(game: str, restart: bool = False, **options):
    """The interface opened on `game`'s tutorial, the main menu under it."""
    import inspect
    from pathlib import Path

    from textual import events

    from tui.app import ClanhallApp
    from tui.learn import progress
    from tui.learn.screen import TutorialScreen
    from tui.screens.menu import MainMenu

    class LearnApp(ClanhallApp):
        CSS_PATH = str(Path(inspect.getfile(ClanhallApp)).with_name(ClanhallApp.CSS_PATH))  # not beside this file

        # Textual hands the event to a handler that takes one, and only the event can stop
        # the menu app's own on_mount (the offer to continue a save)
        def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
            event.prevent_default()  # not the menu's start (no offer to continue a save)
            self.sub_title = _(self.SUB_TITLE)
            self.push_screen(MainMenu())
            self.push_screen(TutorialScreen(game, 0 if restart else progress.resume_step(game)))

    return LearnApp(**options)
