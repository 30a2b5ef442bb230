"""The example saves that ship in saves/examples load through the rules, mid-game."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.save import HEADER_SIZE, SAVE_MAGIC
from core.savefile import list_saves, load_match
from tests.saves.make_examples import EXAMPLES, example_match

FILES = sorted(EXAMPLES.glob("*.clanhall"))


def test_there_are_examples():
    assert any(p.name == "clans.clanhall" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_example_loads_mid_game(path: Path):
    match, save = load_match(path)
    assert save.game == path.stem and not save.finished and 0 < save.moves
    assert not match.is_over() and match.pending() is not None
    assert save.names[0] == "Ada" and save.seats[0] == "human"
    assert save.progress == match.state.progress_label()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_example_is_what_the_generator_makes(path: Path):
    """The file is the generator's output for the current rules (so it is regenerated
    when they change), and its header is laid out as saves/README.md says."""
    match, _ = load_match(path)
    assert match.state == example_match(path.stem).state
    data = path.read_bytes()
    assert data.startswith(SAVE_MAGIC) and len(data) > HEADER_SIZE


def test_examples_list_cleanly():
    infos = list_saves(EXAMPLES)
    assert infos and not any(i.damaged for i in infos)
    assert {i.path for i in infos} == set(FILES)
