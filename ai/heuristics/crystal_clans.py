"""Crystal Clans knowledge for the search: a smooth evaluation of an unfinished game.

A game runs to ~300 actions, far too long for random playouts to say much, so playouts
are cut short and the position is scored. A seat's prospects count what leads to the
4 crystals that win: crystals taken, crystal zones held (holding 2 of 3 lets it score),
units on the board, and cards in hand. The difference between the two seats becomes a
value in (0, 1) through a logistic curve.

Reads the public attributes of core.crystal_clans.state.CrystalClansState (collected,
squads, hands); a determinized state knows both hands.
"""

from __future__ import annotations

from math import exp

NUM_ZONES = 9
CRYSTAL_ZONES = (3, 4, 5)
CRYSTAL = 1.0  # a crystal taken
HOLD = 0.35  # a crystal zone with only our squad in it
UNIT = 0.08  # a unit on the board
CARD = 0.03  # a card in hand
SCALE = 0.8  # prospects difference that makes a value of 0.78
# 24 (12 until session 23): at 1,000 iterations depth 24 plays as well as 12 (+8, -61 to +78,
# 82 games), but only at 24 does three times the search show its worth (3,000 against 1,000
# iterations: +120, +32 to +227, H1 of elo1 = 100; +52 and undecided at 12), which is what
# separates hard from normal (bench/RESULTS.md, "Crystal Clans: why more search buys little").
PLAYOUT_DEPTH = 24
# 2: playouts of 24 actions; the ladder table's ratings from depth 12 are retired.
VERSION = 2
# The searched moves' values lie close together here (0.05 apart on average at 1,000
# iterations), so a level's temperature in value units draws nearly at random among them:
# easy at half its temperature (0.025) beat easy 72-28 (100 games, session 23), and easy
# was 413 Elo below normal (+193 above beginner) on the ladder.
TEMPERATURE_SCALE = 0.5


def prospects(state) -> list[float]:
    """Per-seat weighted count of crystals, held crystal zones, units and cards."""
    squads = state.squads
    out = []
    for seat in (0, 1):
        mine, theirs = seat * NUM_ZONES, (1 - seat) * NUM_ZONES
        held = sum(1 for z in CRYSTAL_ZONES if squads[mine + z] and not squads[theirs + z])
        units = sum(len(squads[mine + z]) for z in range(NUM_ZONES))
        out.append(CRYSTAL * len(state.collected[seat]) + HOLD * held + UNIT * units + CARD * len(state.hands[seat]))
    return out


def evaluate(state) -> list[float]:
    """[value of seat 0, value of seat 1], summing to 1."""
    p0, p1 = prospects(state)
    v0 = 1.0 / (1.0 + exp(-(p0 - p1) / SCALE))
    return [v0, 1.0 - v0]
