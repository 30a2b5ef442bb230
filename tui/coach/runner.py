"""Where the coach thinks: a bot of its own (`ai.driver.BotDriver`, so a searching bot in
its own process), started on the first hint and closed with the game screen. It is handed
the *view* of the player on turn (never the true state) and answers with an
`ai.coach.Advice`.
"""

from __future__ import annotations

from ai.driver import BotDriver, instant

DEFAULT_SPEC = "mcts"  # the default level: about a second on two cores


def start_coach(spec: str, seed: int, process: bool = True) -> BotDriver:
    """The coach of one game, seeded from the game (same view, same hint)."""
    return BotDriver(spec, seed=seed, process=process and not instant(spec))
