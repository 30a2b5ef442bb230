"""Guided first games ("Learn to play"): scripts as data and the tutorial driver.

`script.py` holds the data types (`Script`, `Step`), `tutorial.py` the driver a screen
talks to (`Tutorial`), and one module per game holds its script (`SCRIPT`); texts are
message ids in the game's translation domain (core/i18n/sources.py). `SCRIPTS` names the
games that have one; `load_script(game)` imports it.
"""

from __future__ import annotations

from importlib import import_module

from core.tutorial.script import Script

# game id -> the module holding its SCRIPT, in the order the menu offers them
SCRIPTS = {
    "crimson-company": "core.tutorial.crimson_company",
    "clans": "core.tutorial.clans",
    "crystal-clans": "core.tutorial.crystal_clans",
}


def load_script(game: str) -> Script:
    """The tutorial script of `game` (KeyError: that game has none yet)."""
    return import_module(SCRIPTS[game]).SCRIPT
