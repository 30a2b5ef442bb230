"""Crimson Company in the interface: its screen, board rows, auction dialog and texts.

Importing the package registers them (`tui.games.registry`)."""

from tui.games.crimson_company.screen import CrimsonCompanyScreen
from tui.games.crimson_company.text import open_text, render
from tui.games.registry import GameInterface, register

register(GameInterface("crimson-company", screen=CrimsonCompanyScreen, open_text=open_text, board_text=render))
