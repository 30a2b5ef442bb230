"""A fresh process that has imported nothing can search a position of every game and variant.

The user's bot runs in such a process (the interface's worker, `join --bot`, the host's
bots, arena workers): it receives a pickled view and must find every rule step and card
ability registered by loading the game's package alone. Crimson Company once failed here
with KeyError 'do_answer' because its task table was filled only when game.py happened to
be imported.

The interface's bot worker (`ai.worker.BotWorker`, a spawn child given the bot and then
the views) is the one `join --bot` and the host's bots use: tests/e2e/test_lan.py plays
every case below with two of them, so it is not started again here.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.cases import CASES, IDS, position

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import pickle, sys
assert not any(m == "core" or m.startswith(("core.", "ai.")) for m in sys.modules), "imported too early"
view, seat, legal = pickle.loads(sys.stdin.buffer.read())
from ai.registry import make_bot
action = make_bot("mcts:iterations=25,workers=1,seed=3").choose(view, seat, legal)
print(legal.index(action))
"""


@pytest.mark.parametrize("game_id,config", [c[1:] for c in CASES], ids=IDS)
def test_a_fresh_interpreter_searches_a_pickled_position(game_id, config):
    state = position(game_id, config)
    seat = state.to_move()
    legal = state.legal_actions()
    data = pickle.dumps((state.view(seat), seat, legal))
    done = subprocess.run([sys.executable, "-c", CHILD], input=data, capture_output=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert 0 <= int(done.stdout) < len(legal)
