"""An import error in clanhall's own code fails loudly: no guard turns it into a quieter
program (a generic screen, no replay, no bot process, "not installed")."""

from __future__ import annotations

import argparse
import sys

import pytest


def test_a_game_screen_that_fails_to_import_is_an_error(monkeypatch):
    import tui.screens as screens

    monkeypatch.setitem(screens.GAME_SCREENS, "clans", "tui.games.no_such_screen:ClansScreen")
    with pytest.raises(ModuleNotFoundError, match="no_such_screen"):
        screens.game_screen_class("clans")


def test_a_game_without_a_screen_of_its_own_gets_the_generic_one():
    from tests.support import toy_game
    from tui.games.base import GameScreen
    from tui.screens import game_screen_class

    toy_game.register()
    assert game_screen_class("lucky-draw") is GameScreen


def test_a_broken_replay_screen_is_an_error_not_a_notice(monkeypatch):
    from tui.saving import open_replay

    class App:
        def __init__(self) -> None:
            self.notices: list[str] = []

        def notify(self, message, **kwargs) -> None:
            self.notices.append(message)

    monkeypatch.setitem(sys.modules, "tui.screens.replay", None)  # its import fails
    app = App()
    with pytest.raises(ImportError):
        open_replay(app, match=None)
    assert app.notices == []


def test_a_broken_bot_worker_module_is_an_error(monkeypatch):
    from ai.driver import BotDriver

    monkeypatch.setitem(sys.modules, "ai.worker", None)
    with pytest.raises(ImportError):
        BotDriver("mcts:iterations=10", seed=1, process=True)


def test_a_broken_rules_module_is_not_reported_as_rules_not_installed(monkeypatch):
    import core.registry
    from tui.commands import setup_from_args

    def broken(game_id):
        raise ModuleNotFoundError("No module named 'core.clans.rules'", name="core.clans.rules")

    monkeypatch.setattr(core.registry, "get_game", broken)
    args = argparse.Namespace(game="clans", players=None, variant=None, option=[], seed=None)
    with pytest.raises(ModuleNotFoundError):
        setup_from_args(args)
