"""The registry of game interfaces (tui/games/registry.py): every game of the rules has its
screen, its replay board and its texts there, and the screen and replay read them from it."""

from __future__ import annotations

import pytest
from rich.text import Text

from core.match import Match
from core.registry import UnknownGame
from tui.games.base import GameScreen
from tui.games.registry import GameInterface, interface_for
from tui.screens import game_screen_class
from tui.screens import replay as replay_module

SHIPPED = ("clans", "crystal-clans", "crimson-company")  # the games with an interface of their own


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_game_has_all_its_parts(game_id):
    interface = interface_for(game_id)
    assert interface is not None and interface.game_id == game_id
    assert issubclass(interface.screen, GameScreen) and interface.screen is not GameScreen
    assert game_screen_class(game_id) is interface.screen
    match = Match(game_id, {}, 1)
    names = list(match.names)
    if interface.replay_board is not None:
        assert callable(getattr(interface.replay_board, "show", None))
        assert replay_module.board_widget(game_id) is interface.replay_board
    else:
        assert interface.board_text is not None
        assert isinstance(interface.board_text(match.state.view(0), 0, names), Text)
        assert replay_module.board_renderer(game_id) is interface.board_text
    assert isinstance(interface.open_text(match.state, names), Text)
    revealed = replay_module.open_text(match.state, replay_module.ALL_OPEN, names, game_id)
    assert revealed is not None and interface.open_text(match.state, names).plain in revealed.plain


def test_an_unknown_game_is_one_clear_line():
    with pytest.raises(UnknownGame) as caught:
        game_screen_class("no-such-game")
    line = str(caught.value)
    assert "no-such-game" in line and "clans" in line and "\n" not in line


def test_an_unknown_game_in_a_replay_shows_every_field():
    assert replay_module.board_renderer("no-such-game") is None
    assert replay_module.board_widget("no-such-game") is None


def test_an_interface_without_a_replay_board_is_refused():
    with pytest.raises(ValueError, match="replay board"):
        GameInterface("clans", screen=GameScreen, open_text=lambda state, names: Text())
