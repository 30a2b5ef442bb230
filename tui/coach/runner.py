"""Where the coach thinks: a bot seat of its own (`tui.bot_runner.BotSeat`, so a searching
bot in its own process), started on the first hint and closed with the game screen. It is
handed the *view* of the player on turn (never the true state) and answers with an
`ai.coach.Advice`.
"""

from __future__ import annotations

from tui.bot_runner import BotSeat
from tui.setup import BOT_PREFIX

DEFAULT_SPEC = "mcts"  # the default level: about a second on two cores


def start_coach(spec: str, seed: int, processes: bool = True) -> BotSeat:
    """The coach of one game, seeded from the game (same view, same hint)."""
    return BotSeat(BOT_PREFIX + spec, seed=seed, processes=processes)
