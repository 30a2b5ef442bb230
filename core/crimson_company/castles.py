"""Castle cards: the plain castle and the castles with special rules (optional at setup).

A castle's effect is active while its lane is in play. Its income and scoring effects run
before the characters' ones; its after-play effect runs after the played card's deploy
effect and everything that follows from it.
"""
from __future__ import annotations

from core.i18n.phrase import phrase

from .tasks import task

# (castle id, name, text)
CASTLES = (
    ("castle", "Castle", ""),
    ("tollgate", "Tollgate", "Income: if your side has more cards in this lane than the other side, gain 1 coin."),
    ("hill_fort", "Hill Fort", "Scoring: every face-down card in this lane counts 1."),
    ("marsh_keep", "Marsh Keep", "Scoring: the side with fewer cards in this lane gets +2 strength."),
    ("chapel", "Chapel", "After a card is played into this lane, its player gains 1 coin."),
    ("citadel", "Citadel", "This lane is scored only when a side has 5 or more cards in it."),
)
CASTLE_ID = tuple(r[0] for r in CASTLES)
CASTLE_NAME = tuple(r[1] for r in CASTLES)
CASTLE_TEXT = tuple(r[2] for r in CASTLES)
SPECIAL = tuple(range(1, len(CASTLES)))
TOLLGATE, HILL_FORT, MARSH_KEEP, CHAPEL, CITADEL = 1, 2, 3, 4, 5


def scoring_threshold(castle: int) -> int:
    """How many cards on one side make this lane score."""
    return 5 if castle == CITADEL else 4


@task("castle_income")
def castle_income(s, t):
    """Tollgate: the active side gains a coin if it has more cards in the lane."""
    _, lane, seat, side = t
    if not s.alive[lane] or s.castle[lane] != TOLLGATE:
        return
    mine = s.side_index(lane, side)
    if mine < 0:
        return
    cards = s.lanes[lane]
    if len(cards[mine]) > len(cards[1 - mine]):
        s.log(phrase("Tollgate: 1 coin for {side}", side=s.side_name(side)))
        s.fx_gain(side, seat, 1, lane)


@task("castle_scoring")
def castle_scoring(s, t):
    """Hill Fort and Marsh Keep change the lane's count before any character does."""
    _, lane = t
    castle = s.castle[lane]
    sc = s.sc
    if castle == HILL_FORT:
        for c in s.lanes[lane][0] + s.lanes[lane][1]:
            if s.down[c]:
                sc[2][c] = 1
        s.log(phrase("Hill Fort: face-down cards count 1"))
    elif castle == MARSH_KEEP:
        a, b = len(s.lanes[lane][0]), len(s.lanes[lane][1])
        if a != b:
            sc[3][0 if a < b else 1] += 2
            s.log(phrase("Marsh Keep: +2 for the side with fewer cards"))


@task("castle_after_play")
def castle_after_play(s, t):
    """Chapel: whoever played a card into the lane gains a coin."""
    _, lane, seat, side = t
    if s.alive[lane] and s.castle[lane] == CHAPEL:
        s.log(phrase("Chapel: 1 coin for {side}", side=s.side_name(side)))
        s.fx_gain(side, seat, 1, lane)


def _loose(text: str) -> str:
    return "".join(c for c in text.lower() if c not in " -_")


def parse_castles(value) -> str:
    """The `castles` option as one canonical string: "none"; "1" to "3" (that many castle
    cards drawn at random); or named cards joined by "+" ("tollgate+citadel"), each on a
    lane drawn at random. Rulebook: "eine oder mehrere Burgenkarten ... ersetzt"."""
    text = str(value).strip().lower()
    if text in ("", "none", "0", "no", "false"):
        return "none"
    if text in ("1", "2", "3"):
        return text
    names = {_loose(CASTLE_ID[i]): CASTLE_ID[i] for i in SPECIAL}
    names.update({_loose(CASTLE_NAME[i]): CASTLE_ID[i] for i in SPECIAL})
    chosen = []
    for part in text.replace(",", "+").split("+"):
        key = _loose(part)
        if key not in names:
            raise ValueError(phrase(
                "option castles cannot be {value}: {part} is no castle card; "
                "give none, 1, 2 or 3, or up to 3 of {cards} joined by +",
                value=repr(value), part=repr(part.strip()), cards=", ".join(CASTLE_ID[i] for i in SPECIAL)))
        chosen.append(names[key])
    if len(chosen) > 3 or len(set(chosen)) != len(chosen):
        raise ValueError(phrase("option castles cannot be {value}: name up to 3 different castle cards",
                                value=repr(value)))
    return "+".join(chosen)


def castle_cards(spec: str, lanes: int, rng) -> tuple:
    """The castle of every lane for the `castles` option `spec`: the chosen cards (or
    that many drawn) on lanes drawn at random, a plain castle elsewhere."""
    if spec == "none":
        return (0,) * lanes
    if spec.isdigit():
        pool = list(SPECIAL)
        rng.shuffle(pool)
        chosen = pool[:int(spec)]
    else:
        chosen = [CASTLE_ID.index(name) for name in spec.split("+")]
    where = list(range(lanes))
    rng.shuffle(where)
    castle = [0] * lanes
    for lane, card in zip(where, chosen):
        castle[lane] = card
    return tuple(castle)
