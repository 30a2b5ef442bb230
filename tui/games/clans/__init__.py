"""Clans in the interface: its screen, the map widget and the replay texts.

Importing the package registers them (`tui.games.registry`)."""

from tui.games.clans.board import ClansBoard
from tui.games.clans.screen import ClansScreen
from tui.games.clans.text import open_text
from tui.games.registry import GameInterface, register

register(GameInterface("clans", screen=ClansScreen, open_text=open_text, replay_board=ClansBoard))
