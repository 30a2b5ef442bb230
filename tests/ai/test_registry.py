"""The bot registry: names, options, and third-party bots through entry points."""

from __future__ import annotations

import pickle
from importlib.metadata import EntryPoint

import pytest

from ai import registry
from ai.base import Bot
from ai.greedy import GreedyBot
from ai.mcts import LEVELS, MCTSBot
from ai.random_bot import RandomBot


class PluginBot(Bot):
    """A third-party bot: always the last legal action."""

    name = "plugin"

    def __init__(self, seed=None, flavour="plain"):
        self.flavour = flavour

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        return legal[-1]


def test_builtin_names():
    assert registry.bot_names()[:3] == ["random", "greedy", "mcts"]


def test_make_bot_with_options():
    assert isinstance(registry.make_bot("random"), RandomBot)
    assert isinstance(registry.make_bot("greedy:samples=3"), GreedyBot)
    bot = registry.make_bot("mcts:level=hard")
    assert isinstance(bot, MCTSBot) and bot.level == "hard"
    assert bot.seconds == LEVELS["hard"].seconds and bot.workers == LEVELS["hard"].workers
    bot = registry.make_bot("mcts:iterations=5000")
    assert (bot.iterations, bot.seconds) == (5000, None)
    bot = registry.make_bot("mcts:seconds=1.5,workers=2")
    assert (bot.iterations, bot.seconds, bot.workers) == (None, 1.5, 2)


def test_every_level_has_a_budget():
    for name in LEVELS:
        bot = MCTSBot(level=name)
        assert bot.iterations or bot.seconds
    # A level is a fixed search (its rating holds on any machine); the default one is
    # small enough to answer within the 2 s the menu promises (~4,000 iterations/s a core).
    assert all(MCTSBot(level=name).seconds is None for name in LEVELS)
    assert MCTSBot().iterations <= 4000


@pytest.mark.parametrize(
    "spec,words",
    [
        ("mcts:level=impossible", "unknown level"),
        ("mcts:iterations=0", "iterations"),
        ("mcts:speed=9", "bad options"),
        ("mcts:hard", "key=value"),
        ("nobody", "unknown bot"),
    ],
)
def test_bad_specs_are_refused_clearly(spec, words):
    with pytest.raises(ValueError, match=words):
        registry.make_bot(spec)


def test_bots_pickle():
    # The interface runs bots in a child process, so they must cross a pipe.
    for spec in ("random", "greedy", "mcts:iterations=50,workers=2"):
        bot = registry.make_bot(spec, seed=3)
        clone = pickle.loads(pickle.dumps(bot))
        assert type(clone) is type(bot) and vars(clone).keys() == vars(bot).keys()


def test_entry_point_bots_are_found(monkeypatch):
    ep = EntryPoint(name="plugin", value=f"{__name__}:PluginBot", group="clanhall.bots")

    def fake_entry_points(group=None, **kw):
        return [ep] if group == "clanhall.bots" else []

    monkeypatch.setattr("importlib.metadata.entry_points", fake_entry_points)  # read at each look-up
    assert "plugin" in registry.bot_names()
    bot = registry.make_bot("plugin:flavour=spicy", seed=1)
    assert isinstance(bot, PluginBot) and bot.flavour == "spicy"
    assert bot.choose(None, 0, [("a",), ("b",)]) == ("b",)


@pytest.mark.parametrize(
    "text, specs",
    [
        ("mcts:iterations=300,workers=1", ["mcts:iterations=300,workers=1"]),
        (
            "human,mcts:level=hard,iterations=50,random,network",
            ["human", "mcts:level=hard,iterations=50", "random", "network"],
        ),
        ("random, greedy:samples=2,", ["random", "greedy:samples=2"]),
        ("mcts,iterations=30", ["mcts:iterations=30"]),
    ],
)
def test_one_parser_splits_every_list_of_bot_specs(text, specs):
    assert registry.split_specs(text) == specs


def test_explicit_iterations_mean_that_many_in_one_tree():
    """The default level searches on two workers; `iterations=N` alone must not split N."""
    assert MCTSBot(iterations=30).workers == 1
    assert registry.make_bot("mcts:iterations=300").workers == 1
    assert registry.make_bot("mcts:iterations=300,workers=2").workers == 2
    assert registry.make_bot("mcts").workers == LEVELS["normal"].workers
    assert registry.make_bot("mcts:level=easy").workers == LEVELS["easy"].workers
