"""The game-over screen's reading of the colours: each colour-reading bot's belief about
the other seats, only once the game is over."""

from __future__ import annotations

import random

from ai.belief import reading_of_game
from core.clans.game import GAME
from core.clans.state import COLOURS
from tui.games.clans.text import bot_readings

NAMES = ["Ada", "Brann", "Cora"]


def finished_game(players: int, seed: int):
    state = GAME.new({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_each_reading_bot_says_what_it_made_of_the_others_at_the_end():
    state = finished_game(3, 4)
    seats = ["human", "bot:mcts:level=normal", "bot:mcts:level=hard,belief=off"]
    lines = bot_readings(state, seats, NAMES)
    assert len(lines) == 1 and lines[0].startswith("What Brann guessed of the secret colours: ")
    for r in reading_of_game(state, 1):
        assert f"{NAMES[r.seat]} is {COLOURS[r.colour]}, {r.final_chance:.0%} sure" in lines[0]
    assert "Brann " not in lines[0].partition(": ")[2]  # not a reading of itself


def test_nothing_is_shown_while_the_game_runs():
    state = GAME.new({"players": 2}, 3)
    rng = random.Random(3)
    for _ in range(30):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert not state.is_over()
    assert bot_readings(state, ["human", "bot:mcts"], NAMES[:2]) == []


def test_humans_and_other_bots_have_no_reading():
    state = finished_game(2, 9)
    assert bot_readings(state, ["human", "bot:random"], NAMES[:2]) == []
