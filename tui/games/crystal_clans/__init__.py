"""Crystal Clans in the interface: its screen, zones, track, cards and texts.

Importing the package registers them (`tui.games.registry`)."""

from tui.games.crystal_clans.screen import CrystalClansScreen
from tui.games.crystal_clans.text import open_text, render
from tui.games.registry import GameInterface, register

register(GameInterface("crystal-clans", screen=CrystalClansScreen, open_text=open_text, board_text=render))
