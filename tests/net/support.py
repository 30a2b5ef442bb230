"""Helpers for the network tests: a host and bot clients on 127.0.0.1, bounded in time.
Lucky Draw, the toy game most of them host, is registered by tests/net/conftest.py."""

from __future__ import annotations

import asyncio

from core.match import Match
from core.registry import game_ids, get_game
from net.client import Client, play_bot
from net.host import Host

FAST = dict(heartbeat=0.5)  # drops are seen within ~2 s, yet a loaded machine is not "dead"
TEST_GAMES = sorted(set(game_ids()) | {"lucky-draw"})


def players_for(game_id: str) -> int:
    """Three seats where the game allows it (two remote, one host bot), else two."""
    game = get_game(game_id)
    counts = game.player_counts(game.variants[0])
    return 3 if 3 in counts else counts.start


def make_host(
    game_id: str, seed: int = 7, remote: int = 2, players: int | None = None, config: dict | None = None, **kwargs
) -> Host:
    """A host on a random free port of 127.0.0.1: `remote` remote seats, bots for the rest
    (`config`: more of the game's options)."""
    players = players or players_for(game_id)
    kinds = ["remote"] * remote + ["bot:random"] * (players - remote)
    match = Match(game_id, {"players": players, **(config or {})}, seed, seats=kinds)
    options = dict(bind="127.0.0.1", port=0, linger=1.0, **FAST)
    options.update(kwargs)
    return Host(match, seat_kinds=kinds, **options)


def client(host: Host, name: str, **kwargs) -> Client:
    options = dict(FAST)
    options.update(kwargs)
    return Client(host.endpoint, name, host.join_code, **options)


async def two_joined(game_id: str = "lucky-draw", **host_options) -> tuple[Host, Client, Client]:
    """A started host of a two-seat game whose seats Anna and Bob have both joined
    (`host_options`: more of `make_host`'s, e.g. rematch=True or spectators=2)."""
    host = make_host(game_id, remote=2, players=2, **host_options)
    await host.start()
    a, b = client(host, "Anna"), client(host, "Bob")
    await a.join(timeout=60)
    await b.join(timeout=60)
    return host, a, b


def run(coro, timeout: float = 90.0):
    """Run `coro` on a fresh event loop, failing the test if it takes longer than `timeout`."""

    async def bounded():
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


async def bot_game(host: Host, clients: list[Client], seed: int = 1, timeout: float = 60.0):
    """Join every client, play them all with random bots, serve until over; returns
    (host result, client results)."""
    from ai.registry import make_bot

    for c in clients:
        await c.join(timeout=60)

    async def play(c: Client, i: int):
        try:
            return await play_bot(c, make_bot("random", seed=seed + i), timeout=timeout)
        finally:
            await c.close()

    results = await asyncio.gather(host.serve(), *(play(c, i) for i, c in enumerate(clients)))
    return results[0], list(results[1:])
