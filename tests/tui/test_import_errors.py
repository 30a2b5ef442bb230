"""An import error in clanhall's own code fails loudly: no guard turns it into a quieter
program (a generic screen, no replay, no bot process, "not installed")."""

from __future__ import annotations

import argparse
import sys

import pytest


def break_clans_screen(monkeypatch) -> None:
    """Make the Clans screen module fail to import, as a broken install would."""
    from tui.games import registry

    monkeypatch.setattr(registry, "_INTERFACES", {})  # registered again only if it imports
    monkeypatch.delitem(sys.modules, "tui.games.clans", raising=False)  # its __init__ runs again
    monkeypatch.setitem(sys.modules, "tui.games.clans.screen", None)  # ... and its screen import fails


def test_a_game_screen_that_fails_to_import_is_an_error(monkeypatch):
    from tui.screens import game_screen_class

    break_clans_screen(monkeypatch)
    with pytest.raises(ImportError, match="tui.games.clans.screen"):
        game_screen_class("clans")


async def test_a_game_screen_that_fails_to_import_ends_in_one_line_and_the_error_log(monkeypatch, tmp_path, capsys):
    from tui.app import ClanhallApp
    from tui.setup import HUMAN, GameSetup

    log = tmp_path / "errors.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    break_clans_screen(monkeypatch)
    app = ClanhallApp(setup=GameSetup("clans", {}, 1, [HUMAN, HUMAN]), autosave=False, saves_dir=str(tmp_path))
    with pytest.raises(ImportError):  # the pilot raises what ended the app
        async with app.run_test() as pilot:
            await pilot.pause()
    assert app.return_code == 1
    assert app.game_screen() is None  # no generic screen in its place
    [line] = [text for text in capsys.readouterr().err.splitlines() if text.startswith("clanhall:")]
    assert "tui.games.clans.screen" in line and str(log) in line
    assert "Traceback" in log.read_text() and "tui.games.clans.screen" in log.read_text()


def test_a_game_without_a_screen_of_its_own_gets_the_generic_one():
    from tests.support import toy_game
    from tui.games.base import GameScreen
    from tui.screens import game_screen_class

    with toy_game.registered():
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


def test_a_broken_web_server_module_is_an_error_not_textual_serve_missing(monkeypatch, capsys):
    import tui.serve

    parser = argparse.ArgumentParser()
    tui.serve.add_arguments(parser)
    monkeypatch.setitem(sys.modules, "tui.web_server", None)  # its import fails
    with pytest.raises(ImportError, match="tui.web_server"):
        tui.serve.run(parser.parse_args([]))
    assert "not installed" not in capsys.readouterr().out


def test_a_broken_dask_module_of_ours_is_an_error_not_dask_missing(monkeypatch):
    from ai.backends import DaskCluster

    monkeypatch.setitem(sys.modules, "ai.dask_http", None)  # ours fails; Dask itself is there
    with pytest.raises(ImportError, match="ai.dask_http"):
        DaskCluster("local", 1)


def test_a_broken_rules_module_is_raised_not_left_out_of_the_games(monkeypatch):
    import core.registry

    monkeypatch.setitem(core.registry._GAMES, "broken-game", "core.no_such_rules:GAME")
    with pytest.raises(ModuleNotFoundError, match="core.no_such_rules"):
        core.registry.game_ids()
    assert "broken-game" in core.registry.game_ids(available_only=False)


def test_a_broken_command_module_is_an_error_not_a_missing_command(monkeypatch):
    from tui.cli import build_parser

    monkeypatch.setitem(sys.modules, "tui.save_commands", None)
    with pytest.raises(ImportError, match="tui.save_commands"):
        build_parser()


@pytest.mark.parametrize("ask", ["ask_save", "ask_load", "ask_quit", "offer_continue"])
def test_a_broken_save_dialog_module_is_an_error_not_a_notice(monkeypatch, tmp_path, ask):
    from tui import saving

    class App:
        saves_option = str(tmp_path)

        def __init__(self) -> None:
            self.notices: list[str] = []

        def notify(self, message, **kwargs) -> None:
            self.notices.append(message)

    monkeypatch.setitem(sys.modules, "tui.screens.save_dialogs", None)
    app = App()
    args = (app,) if ask in ("ask_load", "offer_continue") else (app, None)
    with pytest.raises(ImportError, match="save_dialogs"):
        getattr(saving, ask)(*args)
    assert app.notices == []


def test_a_save_whose_rules_fail_to_import_is_an_error_not_a_damaged_save(monkeypatch):
    import core.save
    from core.match import Match

    save = core.save.decode_save(core.save.encode_save(Match("clans", {}, 1)))

    def broken(game_id):
        raise ModuleNotFoundError("No module named 'core.clans.rules'", name="core.clans.rules")

    monkeypatch.setattr(core.save, "get_game", broken)
    with pytest.raises(ModuleNotFoundError):
        core.save.match_from_save(save)


def test_a_broken_built_in_bot_is_an_error_not_a_bad_spec(monkeypatch):
    import ai.registry

    monkeypatch.setitem(ai.registry._BUILTIN, "broken", "ai.no_such_bot:Bot")
    with pytest.raises(ModuleNotFoundError, match="ai.no_such_bot"):
        ai.registry.make_bot("broken")
    with pytest.raises(ModuleNotFoundError, match="ai.no_such_bot"):
        ai.registry.bot_names()


async def test_a_broken_rules_module_ends_the_app_in_one_line_not_a_cannot_start_notice(monkeypatch, tmp_path, capsys):
    from tui.app import ClanhallApp
    from tui.setup import HUMAN, GameSetup

    log = tmp_path / "errors.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))

    def broken(self):
        raise ModuleNotFoundError("No module named 'core.clans.rules'", name="core.clans.rules")

    monkeypatch.setattr(GameSetup, "make_match", broken)
    app = ClanhallApp(setup=GameSetup("clans", {}, 1, [HUMAN, HUMAN]), autosave=False, saves_dir=str(tmp_path))
    with pytest.raises(ModuleNotFoundError):
        async with app.run_test() as pilot:
            await pilot.pause()
    assert app.return_code == 1
    [line] = [text for text in capsys.readouterr().err.splitlines() if text.startswith("clanhall:")]
    assert "core.clans.rules" in line and str(log) in line


@pytest.mark.parametrize("command", ["arena", "ladder"])
def test_a_broken_built_in_bot_ends_arena_and_ladder_as_a_bug(monkeypatch, tmp_path, capsys, command):
    import ai.registry
    from tui.cli import main

    log = tmp_path / "errors.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    monkeypatch.setitem(ai.registry._BUILTIN, "broken", "ai.no_such_bot:Bot")
    ladder = ["--entrants", "broken,random", "--results", str(tmp_path / "ladder.sqlite")]
    players = ["--players", "broken,random"] if command == "arena" else ladder
    assert main([command, "--game", "clans", *players, "--games", "1"]) == 1  # a bug, not a bad option (2)
    [line] = capsys.readouterr().err.strip().splitlines()
    assert "unexpected error" in line and "ai.no_such_bot" in line and str(log) in line
    assert "Traceback" in log.read_text()
