"""Builds Clans positions for tests: only the territories named hold huts (`position`), or
a game played at random for some moves (`played`)."""

import random

from core.clans.board import NUM_TERRITORIES
from core.clans.epochs import EPOCH_OF_VILLAGE
from core.clans.state import COLOURS, MOVE, NUM_COLOURS, ClansState, Village
from core.rng import Rng

C = {name: i for i, name in enumerate(COLOURS)}


def position(
    huts: dict[int, dict[str, int]], *, players=2, colours=None, turn=0, villages_before=0, chips=None
) -> ClansState:
    """A state with `huts` ({territory: {"red": 2, ...}}), everything else empty.

    `villages_before` villages are recorded as already founded (on empty territories far
    from the action, scoring nothing) so the next village falls in the epoch wanted.
    """
    s = ClansState.setup(players, seed=0)
    s.huts = [0] * (NUM_TERRITORIES * NUM_COLOURS)
    for t, by_colour in huts.items():
        for name, n in by_colour.items():
            s.huts[t * NUM_COLOURS + C[name]] = n
    s.totals = [sum(s.huts[t * 5 : t * 5 + 5]) for t in range(NUM_TERRITORIES)]
    s.colours = list(colours if colours is not None else range(players))
    s.village_at = [-1] * NUM_TERRITORIES
    s.villages = []
    spare = [t for t in range(NUM_TERRITORIES - 1, -1, -1) if t not in huts]
    for i in range(villages_before):
        t = spare[i]
        s.village_at[t] = i
        s.villages.append(Village(t, i + 1, EPOCH_OF_VILLAGE[i], 0, (0,) * 5, (0,) * 5, 0, False))
    s.colour_scores = [0] * NUM_COLOURS
    s.chips = list(chips) if chips else [0] * players
    s.turn, s.phase, s.pending = turn, MOVE, []
    s.start, s.history = (), ()  # not a dealt board: no public start to replay from
    s.rng = Rng(1)
    s._legal = None
    return s


def played(players: int, seed: int, moves: int) -> ClansState:
    """A Clans game after `moves` random legal moves (fewer if it ends), seeded."""
    from core.clans.game import GAME

    state = GAME.new({"players": players}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state
