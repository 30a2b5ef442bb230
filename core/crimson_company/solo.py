"""Solo against the robber knights, and the 2-player co-op: the round of these variants.

The players (side 0) play every card, their own and the robber knights' (side 1): draw 3,
(co-op: pass one face-down to the partner), income of the players' cards, each player plays
one card onto their side, income of the robbers' cards, the other two cards go onto the
robbers' side into the lane with the fewest robber cards (or, once per game and player, one
is discarded and its strength in coins goes onto that lane's castle), then lanes score.
Coins on a castle are bonus strength for the robbers.
"""

from __future__ import annotations

from core.i18n.phrase import phrase

from .cards import INCOME, STRENGTH
from .speech import player
from .state import MAX_TURNS, PASSED_CARDS_SWAPPED
from .tasks import task


@task("solo_round")
def solo_round(s, t):
    s.round += 1
    s.turns += 1
    s.refired.clear()
    s.active = 0
    if s.turns > MAX_TURNS or (not s.deck and not s.pile and not any(s.hands)):
        s.log(phrase("The deck is exhausted: the robber knights keep the land"))
        s.finish(1)
        return
    s.log(phrase("Round {round}", round=s.round))
    todo: list[tuple] = [("solo_fortune",), ("solo_draw",)]
    if s.nseats == 2:
        todo += [("coop_pass", 0), ("coop_pass", 1), ("coop_swap",)]
    todo.append(("solo_income", 0))
    todo += [("hand_play", p) for p in range(s.nseats)]
    todo.append(("solo_income", 1))
    todo += [("rob_play", p) for p in range(s.nseats)] * 2
    todo += [("scoring",), ("solo_round",)]
    s.push(*todo)


@task("solo_fortune")
def solo_fortune(s, t):
    """Solo Fortune Teller: the players may discard the deck's top card."""
    if s.deck and s.has_face_up("fortune_teller", 0):
        s.choose(
            0,
            "may",
            phrase("Fortune Teller: discard {card} from the deck?", card=s.card_name(s.deck[-1])),
            [("keep",), ("discard_top",)],
            ("solo_fortune_do",),
        )


@task("solo_fortune_do")
def solo_fortune_do(s, t):
    if t[-1][0] == "discard_top":
        c = s.draw()
        s.pile.append(c)
        s.log(phrase("Fortune Teller discards {card}", card=s.card_name(c)))


@task("solo_draw")
def solo_draw(s, t):
    for p in range(s.nseats):
        for _ in range(3):
            c = s.draw()
            if c >= 0:
                s.hands[p].append(c)
    s.log(phrase("Each player draws 3 cards") if s.nseats > 1 else phrase("You draw 3 cards"))


@task("coop_pass")
def coop_pass(s, t):
    _, p = t
    s.active = p
    s.choose(
        p,
        "pass",
        phrase("Pass a card face-down to your partner"),
        [("pass", c) for c in s.hands[p]],
        ("coop_pass_do", p),
    )


@task("coop_pass_do")
def coop_pass_do(s, t):
    _, p, (_, c) = t
    s.hands[p].remove(c)
    s.passes[p] = c
    s.log(phrase("{player} passes a card face-down", player=player(p)))


@task("coop_swap")
def coop_swap(s, t):
    a, b = s.passes
    if a >= 0:
        s.hands[1].append(a)
    if b >= 0:
        s.hands[0].append(b)
    if a >= 0 or b >= 0:
        s.log(phrase(PASSED_CARDS_SWAPPED))
    s.passes = [-1, -1]


@task("solo_income")
def solo_income(s, t):
    """Income effects of one side's castles and cards (no base income in these variants)."""
    _, side = t
    s.active = 0
    lanes = s.lane_order()
    todo: list[tuple] = [("castle_income", i, 0, side) for i in lanes if s.castle[i]]
    todo += [("trigger", c, side) for c, i, k in s.ordered(sides=[side], lanes=lanes) if s.kind_is(c, INCOME)]
    s.push(*todo)


def own_lanes(s, p) -> list:
    """Co-op: the left player plays into the leftmost lane and its neighbour, the right
    player into the rightmost and its neighbour (with two lanes left, into both)."""
    alive = [i for i in range(len(s.lanes)) if s.alive[i]]
    if s.nseats == 1 or len(alive) <= 2:
        return alive
    return alive[:2] if p == 0 else alive[-2:]


def player_with_cards(s, t):
    """The player whose card play this is (now active), or None with an empty hand."""
    p = s.active = t[1]
    return p if s.hands[p] else None


@task("hand_play")
def hand_play(s, t):
    p = player_with_cards(s, t)
    if p is None:
        return
    lanes = s.deploy_lanes(0, own_lanes(s, p))
    acts = [("play", c, i) for c in s.hands[p] for i in lanes]
    s.choose(p, "deploy", phrase("Play a card onto your side"), acts, ("hand_play_do", p))


@task("hand_play_do")
def hand_play_do(s, t):
    _, p, (_, c, lane) = t
    s.hands[p].remove(c)
    s.play_card(p, c, lane, 0)


def robber_lanes(s) -> list:
    freyja = s.deploy_lanes(1, [])
    if freyja:
        return freyja
    alive = [i for i in range(len(s.lanes)) if s.alive[i]]
    if not alive:
        return []
    fewest = min(len(s.lanes[i][1]) for i in alive)
    return [i for i in alive if len(s.lanes[i][1]) == fewest]


@task("rob_play")
def rob_play(s, t):
    p = player_with_cards(s, t)
    if p is None:
        return
    lanes = robber_lanes(s)
    acts = [("rob", c, i) for c in s.hands[p] for i in lanes]
    if not s.discard_used[p]:
        acts += [("discard", c, i) for c in s.hands[p] for i in lanes]
    s.choose(p, "robber", phrase("Play a card onto the robber knights' side"), acts, ("rob_play_do", p))


@task("rob_play_do")
def rob_play_do(s, t):
    _, p, (verb, c, lane) = t
    s.hands[p].remove(c)
    if verb == "rob":
        s.play_card(p, c, lane, 1)
        return
    s.discard_used[p] = 1
    s.pile.append(c)
    n = min(STRENGTH[s.kind_of[c]], s.supply)
    s.supply -= n
    s.castle_coins[lane] += n
    s.log(
        phrase(
            "{card} is discarded; {coins} coins onto the castle of {lane}",
            card=s.card_name(c),
            coins=n,
            lane=s.lane_name(lane),
        )
    )


@task("solo_take_castle_coin")
def solo_take_castle_coin(s, t):
    """The players take coins back from castles of their choice, one at a time."""
    _, n = t
    lanes = [i for i in range(len(s.lanes)) if s.alive[i] and s.castle_coins[i] > 0]
    s.choose(
        s.active,
        "castle",
        phrase("Take a coin back from which castle?"),
        [("castle", i) for i in lanes],
        ("solo_take_do", n),
    )


@task("solo_take_do")
def solo_take_do(s, t):
    _, n, (_, lane) = t
    s.castle_coins[lane] -= 1
    s.supply += 1
    s.log(phrase("A coin goes back from the castle of {lane} to the supply", lane=s.lane_name(lane)))
    if n > 1:
        s.stack.append(("solo_take_castle_coin", n - 1))
