"""Where bots think: never on the UI loop.

`BotSeat` holds one seat's bot; the game screen calls `choose` from a Textual thread
worker (`@work(thread=True)`), passing the worker's cancellation and the bot's progress
reports through.
"""
from __future__ import annotations

from typing import Callable

from ai.base import Progress
from tui.setup import bot_spec


class BotSeat:
    """The bot playing one seat of a match."""

    def __init__(self, seat_kind: str, seed: int) -> None:
        from ai.registry import make_bot

        self.spec = bot_spec(seat_kind)
        self.seed = seed
        self.bot = make_bot(self.spec, seed=seed)

    def choose(self, view, seat: int, legal: list, progress: Callable[[Progress], None],
               cancelled: Callable[[], bool]):
        """The bot's action; call from a worker thread, never from the UI loop."""
        return self.bot.choose(view, seat, legal, progress=progress, cancelled=cancelled)
