"""The example saves that ship in saves/examples load through the rules, mid-game.

When a game's rules change what its log means, regenerate them:
`.venv/bin/python -m tests.saves.make_examples GAME`."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.save import rules_changed
from core.savefile import list_saves, load_match
from tests.saves.make_examples import EXAMPLES

FILES = sorted(EXAMPLES.glob("*.clanhall"))


def test_there_are_examples():
    assert any(p.name == "clans.clanhall" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_example_loads_mid_game(path: Path):
    match, save = load_match(path)
    assert save.game == path.stem and not save.finished and 0 < save.moves
    assert not match.is_over() and match.pending() is not None
    assert save.names[0] == "Ada" and save.seats[0] == "human"
    assert not rules_changed(match, save)  # written before the event log left the fingerprint


def test_examples_list_cleanly():
    infos = list_saves(EXAMPLES)
    assert infos and not any(i.damaged for i in infos)
    assert {i.path for i in infos} == set(FILES)
