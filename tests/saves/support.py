"""Helpers of the save tests: which games and variants to cover, and seeded random play."""

from __future__ import annotations

import random
from datetime import datetime, timezone

from core import registry
from core.match import Match

TOY = "lucky-draw"
NOW = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)


def game_cases() -> list[tuple[str, str, int]]:
    """(game id, variant, players) for the toy game and every installed game's variants,
    at the fewest and the most players each variant allows."""
    from tests.support import toy_game

    cases = [(TOY, "standard", 2), (TOY, "standard", 4)]
    for gid in registry.game_ids():
        if gid == TOY:
            continue
        game = registry.get_game(gid)
        for variant in game.variants:
            counts = game.player_counts(variant)
            for players in sorted({counts.start, counts.stop - 1}):
                cases.append((gid, variant, players))
    assert toy_game.GAME.id == TOY
    return cases


def case_id(case: tuple[str, str, int]) -> str:
    return f"{case[0]}-{case[1]}-{case[2]}p"


def random_step(match: Match, rng: random.Random) -> None:
    """Play one uniformly random legal action for the seat to move."""
    p = match.pending()
    match.submit(p.seat, p.legal_actions[rng.randrange(len(p.legal_actions))])


def play_random(gid: str, variant: str, players: int, seed: int, moves: int | None = None) -> Match:
    """A seeded random match, played to the end or for `moves` actions."""
    from tests.support import toy_game

    game = toy_game.GAME if gid == TOY else gid  # usable before the registry knows it
    match = Match(
        game, {"variant": variant, "players": players}, seed, names=[f"Player {i + 1}" for i in range(players)]
    )
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves):
        random_step(match, rng)
    return match
