"""The code of every character's effect, keyed by ability id (see cards.py for the texts).

Each effect is a task `(ability, card, seat, step, lane, *extra[, answer])`: `seat` makes
the effect's choices, `lane` is where the card was when it fired. A choice is asked with
`s.choose(...)` whose continuation is the next step. "Then" in a text is a new step pushed
*before* the first part acts, so anything the first part sets off (a flipped card's deploy
effect, a destroy effect) resolves first. Destroy effects get `(…, lane, side, by_effect)`.
"""
from __future__ import annotations

from .cards import STRENGTH
from .tasks import task


# -- helpers ---------------------------------------------------------------------------------
def where(s, c):
    """(lane, side) of a card in play, or None."""
    loc = s.find(c)
    return None if loc is None else (loc[0], s.side_at(loc[0], loc[1]))


def side_cards(s, lane, side) -> list:
    k = s.side_index(lane, side)
    return list(s.lanes[lane][k]) if k >= 0 else []


def opp_seats(s, side, lane) -> list:
    """The seats across `lane` from `side` that an effect may aim at."""
    other = s.opponent_side(lane, side)
    return s.seats_of(other) if s.variant not in ("solo", "co-op") else [s.active]


def chooser(s, side, seat) -> int:
    """Who makes `side`'s choice in an effect of `seat`: that side's deciding seat (2v2: the
    team's next player), in solo and co-op the player resolving the effect."""
    return seat if s.variant in ("solo", "co-op") else s.decider(side)


def targets(cards) -> list:
    return [("target", c) for c in cards]


def start(s, t):
    """Step 0 of a deploy effect: the card's (lane, side) now; None if it left play or was
    turned face-down before its turn (then it has no effect)."""
    if s.down[t[1]]:
        return None
    return where(s, t[1])


def strongest_nearest(s, cards, value) -> int:
    best = max(value(c) for c in cards)
    return next(c for c in cards if value(c) == best)


def destroy_chosen(s, t) -> None:
    """The last step of an effect that destroys the card chosen (unless Heimdall stops it)."""
    x = t[-1][1]
    if not s.guarded(x, t[1]):
        s.destroy(x)


def from_pile(s, x, lane, side, text) -> None:
    """Put a destroyed card from the pile onto a side of a lane still in play (no effect)."""
    if x in s.pile and s.alive[lane]:
        s.pile.remove(x)
        s.place(x, lane, side)
        s.log(text)


# -- deploy effects --------------------------------------------------------------------------
@task("alchemist")
def alchemist(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        s.choose(seat, "target", "Alchemist: destroy a card in play and gain its strength in coins",
                 targets(s.cards_in_play()), (ab, c, seat, 1, lane, loc[1]))
    else:
        side, x = t[5], t[-1][1]
        if s.guarded(x, c):
            return
        value = s.strength(x)
        s.destroy(x)
        if value:
            s.fx_gain(side, seat, value, lane)


@task("horseman")
def horseman(s, t):
    """Both sides destroy 3+ strength here (active side first); solo: one card each side."""
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        if start(s, t) is None:
            return
        sides = list(s.lane_sides[lane])
        if s.acting_side() == sides[1]:
            sides.reverse()
        for side in reversed(sides):
            s.stack.append((ab, c, seat, 1, lane, side, 0))
        return
    side, acc = t[5], t[6]
    who = chooser(s, side, seat)
    if step == 2:
        x = t[-1]
        if x[0] == "done":
            return
        if s.variant not in ("solo", "co-op"):  # solo: exactly one card per side
            acc += s.strength(x[1])
            s.stack.append((ab, c, seat, 1, lane, side, acc))
        s.destroy(x[1])
        return
    mine = side_cards(s, lane, side) if s.alive[lane] else []
    if not mine:
        return
    if s.variant in ("solo", "co-op"):
        s.choose(who, "target", "Horseman: destroy one card on this side", targets(mine),
                 (ab, c, seat, 2, lane, side, acc))
        return
    if acc >= 3:
        actions = [("done",)] + targets(mine)
    elif acc + sum(s.strength(x) for x in mine) < 3:
        s.log("Horseman: not enough strength, all cards on this side are destroyed")
        hel = s.hel_active()
        mark = len(s.stack)
        for x in mine:
            s.destroy(x, hel=hel)
        s.stack[mark:] = reversed(s.stack[mark:])
        return
    else:
        actions = targets(mine)
    s.choose(who, "target", "Horseman: destroy cards of total strength 3 or more on your side",
             actions, (ab, c, seat, 2, lane, side, acc))


@task("berserker")
def berserker(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane, side = loc
    for x in side_cards(s, lane, s.opponent_side(lane, side)):
        s.mod[x] = max(s.mod[x] - 2, -STRENGTH[s.kind_of[x]])
    s.log("Berserker lowers the opposing cards' strength by 2")


@task("summoner")
def summoner(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        if s.variant in ("solo", "co-op"):
            x = s.draw()
            if x >= 0:
                s.place(x, loc[0], loc[1], face_down=True)
                s.log(f"Summoner places {s.card_name(x)} face-down")
            return
        slots = [("take", i) for i in range(4) if s.market[i] >= 0]
        s.choose(seat, "market", "Summoner: choose a market card to put into this lane", slots,
                 (ab, c, seat, 1, loc[0], loc[1]))
    else:
        side, slot = t[5], t[-1][1]
        if not s.alive[lane]:
            return
        x = s.take_offer(slot)
        s.place(x, lane, side)
        s.log(f"Summoner puts {s.card_name(x)} into {s.lane_name(lane)}")


@task("blood_priest")
def blood_priest(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        other = s.opponent_side(loc[0], loc[1])
        s.choose(chooser(s, other, seat), "target",
                 "Blood Priest: choose one of your cards in this lane to destroy",
                 targets(side_cards(s, loc[0], other)), (ab, c, seat, 1, lane))
    else:
        destroy_chosen(s, t)


def flip_target(s, t, cards, prompt):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        s.choose(seat, "target", prompt, targets(cards), (ab, c, seat, 1, lane))
    else:
        x = t[-1][1]
        if not s.guarded(x, c):
            s.flip(x)


@task("demon")
def demon(s, t):
    if t[3] == 0:
        loc = start(s, t)
        if loc is None:
            return
        cards = s.lanes[loc[0]][0] + s.lanes[loc[0]][1]
    else:
        cards = []
    flip_target(s, t, cards, "Demon: flip a card in this lane")


@task("chaos_mage")
def chaos_mage(s, t):
    if t[3] == 0 and start(s, t) is None:
        return
    flip_target(s, t, s.cards_in_play() if t[3] == 0 else [], "Chaos Mage: flip any card in play")


@task("thief")
def thief(s, t):
    coin_grab(s, t, 1, lambda mine, theirs: True, "Thief: take a coin from whom?")


@task("beggar")
def beggar(s, t):
    ab, c, seat, step, lane = t[:5]
    if s.variant in ("solo", "co-op"):
        if step == 0 and start(s, t) is not None:
            here = s.castle_coins[lane]
            others = [s.castle_coins[i] for i in range(len(s.lanes)) if s.alive[i] and i != lane]
            if here > 0 and all(here > o for o in others):
                s.castle_coins[lane] -= 1
                s.supply += 1
                s.log("Beggar puts a castle coin back to the supply")
        return
    coin_grab(s, t, 2, lambda mine, theirs: theirs > mine, "Beggar: take 2 coins from whom?")


def coin_grab(s, t, n, condition, prompt):
    """Take n coins from an opponent across this lane (2v2: one of your choice)."""
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        seats = opp_seats(s, loc[1], loc[0])
        s.choose(seat, "opponent", prompt, [("seat", x) for x in seats], (ab, c, seat, 1, loc[0], loc[1]))
    else:
        side, victim = t[5], t[-1][1]
        other = s.opponent_side(lane, side)
        if s.variant in ("solo", "co-op") or condition(s.coins[seat], s.coins[victim]):
            s.fx_take(other, victim, side, seat, n, lane)


@task("ferryman")
def ferryman(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        s.choose(seat, "pile", "Ferryman: place a destroyed card into this lane",
                 [("take", x) for x in sorted(set(s.pile))], (ab, c, seat, 1, loc[0], loc[1]))
    else:
        side, x = t[5], t[-1][1]
        from_pile(s, x, lane, side, f"Ferryman places {s.card_name(x)} into {s.lane_name(lane)}")


@task("shapeshifter")
def shapeshifter(s, t):
    ab, c, seat, step, lane = t[:5]
    if s.variant in ("solo", "co-op"):
        return shapeshifter_solo(s, t)
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        other = s.opponent_side(loc[0], loc[1])
        s.choose(s.decider(other), "target", "Shapeshifter: choose your card that swaps with it",
                 targets(side_cards(s, loc[0], other)), (ab, c, seat, 1, lane))
    else:
        x = t[-1][1]
        if not s.guarded(x, c):
            s.swap(c, x)


def shapeshifter_solo(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        if start(s, t) is None:
            return
        drawn = [x for x in (s.draw(), s.draw(), s.draw()) if x >= 0]
        if not drawn:
            return
        s.hands[seat].extend(drawn)
        s.choose(seat, "target", "Shapeshifter: choose the card that takes its place",
                 [("take", x) for x in drawn], (ab, c, seat, 1, lane) + tuple(drawn))
    else:
        drawn, x = t[5:-1], t[-1][1]
        loc = s.find(c)
        for d in drawn:
            s.hands[seat].remove(d)
            if d != x:
                s.pile.append(d)
        if loc is None:
            s.pile.append(x)
            return
        s.lanes[loc[0]][loc[1]][loc[2]] = x
        s.set_lane(x, loc[0])
        s.set_lane(c, -1)
        s.down[x] = 0
        s.down[c] = 0
        s.mod[c] = 0
        s.pile.append(c)
        s.log(f"Shapeshifter becomes {s.card_name(x)}")


def base_totals(s, lane):
    a, b = s.lanes[lane]
    return sum(s.strength(x) for x in a), sum(s.strength(x) for x in b)


@task("cutthroat")
def cutthroat(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane = loc[0]
    a, b = base_totals(s, lane)
    if a == b:
        s.log("Cutthroat: nobody leads, nothing happens")
        return
    cards = s.lanes[lane][0 if a > b else 1]
    s.destroy(strongest_nearest(s, cards, s.strength))


@task("war_bear")
def war_bear(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        a, b = base_totals(s, loc[0])
        if a == b:
            s.log("War Bear: nobody leads, nothing happens")
            return
        lead = 0 if a > b else 1
        leader = s.side_at(loc[0], lead)
        who = chooser(s, leader, seat)
        s.choose(who, "target", "War Bear: destroy a card on the other side",
                 targets(s.lanes[loc[0]][1 - lead]), (ab, c, seat, 1, loc[0]))
    else:
        destroy_chosen(s, t)


@task("horror")
def horror(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        lane, side = loc
        t = (ab, c, seat, 1, lane, s.opponent_side(lane, side))
        step = 1
    other = t[5]
    if step == 2:
        x, dest = t[-1][1], t[-1][2]
        s.move(x, dest)
    if not s.alive[lane]:
        return
    theirs = side_cards(s, lane, other)
    dests = s.lanes_of(other, exclude=lane)
    if theirs and dests:
        x = theirs[0]
        s.choose(seat, "lane", f"Horror: move {s.card_name(x)} to which lane?",
                 [("move", x, d) for d in dests], (ab, c, seat, 2, lane, other))


@task("loki")
def loki(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        s.stack.append((ab, c, seat, 1, lane, loc[1]))
        s.fx_gain(loc[1], seat, 1, lane)
    elif step == 1:
        if s.find(c) is None:
            return
        others = [x for x in s.cards_in_play() if x != c]
        s.choose(seat, "may", "Loki: swap him with another card?", [("skip",)] + [("swap", x) for x in others],
                 (ab, c, seat, 2, lane))
    else:
        a = t[-1]
        if a[0] == "swap" and not s.guarded(a[1], c):
            s.swap(c, a[1])


@task("monk")
def monk(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        lane, side = loc
        other = s.opponent_side(lane, side)
        s.stack.append((ab, c, seat, 2, lane, other))
        s.choose(seat, "target", "Monk: flip one of your cards in this lane",
                 targets(side_cards(s, lane, side)), (ab, c, seat, 1, lane))
    elif step == 1 or step == 3:
        x = t[-1][1]
        if not s.guarded(x, c):
            s.flip(x)
    else:
        other = t[5]
        if not s.alive[lane]:
            return
        who = chooser(s, other, seat)
        s.choose(who, "target", "Monk: flip one of your cards in this lane",
                 targets(side_cards(s, lane, other)), (ab, c, seat, 3, lane))


@task("brawler")
def brawler(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        if start(s, t) is None:
            return
        others = [x for x in s.cards_in_play() if x != c]
        if not others:
            return
        low = min(s.strength(x) for x in others)
        s.choose(seat, "target", "Brawler: destroy one of the weakest cards",
                 targets([x for x in others if s.strength(x) == low]), (ab, c, seat, 1, lane))
    else:
        destroy_chosen(s, t)


@task("shadow")
def shadow(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        s.stack.append((ab, c, seat, 2, lane))
        s.choose(seat, "target", "Shadow: flip a card on the other side of this lane",
                 targets(side_cards(s, loc[0], s.opponent_side(*loc))), (ab, c, seat, 1, lane))
    elif step == 1:
        x = t[-1][1]
        if not s.guarded(x, c):
            s.flip(x)
    else:
        if s.find(c) is not None and not s.down[c]:
            s.flip(c)


@task("slinger")
def slinger(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane = loc[0]
    flipped = []
    for k in (0, 1):
        up = [x for x in s.lanes[lane][k] if not s.down[x]]
        if up:
            best = max(s.strength(x) for x in up)
            flipped += [x for x in up if s.strength(x) == best]
    for x in flipped:
        s.down[x] = 1
        s.log(f"{s.card_name(x)} is flipped face-down")


@task("siren")
def siren(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        lane, side = loc
        t = (ab, c, seat, 1, lane, s.opponent_side(lane, side), 2)
        step = 1
    other, left = t[5], t[6]
    if step == 2:
        x = t[-1][1]
        if s.guarded(x, c):
            return
        s.move(x, lane)
        left -= 1
    if left <= 0 or not s.alive[lane]:
        return
    elsewhere = [x for i in s.lanes_of(other, exclude=lane) for x in side_cards(s, i, other)]
    who = chooser(s, other, seat)
    s.choose(who, "target", "Siren: move one of your cards from another lane into hers",
             targets(elsewhere), (ab, c, seat, 2, lane, other, left))


@task("seductress")
def seductress(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        if start(s, t) is None:
            return
        s.choose(seat, "target", "Seductress: flip a card, then move it into her lane",
                 targets(s.cards_in_play()), (ab, c, seat, 1, lane))
    elif step == 1:
        x = t[-1][1]
        if s.guarded(x, c):
            return
        s.stack.append((ab, c, seat, 2, lane, x))
        s.flip(x)
    else:
        x = t[5]
        if s.alive[lane]:
            s.move(x, lane)


@task("veteran")
def veteran(s, t):
    ab, c, seat, step, lane = t[:5]
    if s.variant in ("solo", "co-op"):
        # solo: a destroy effect - draw a card and place it face-down in any lane
        side = t[5]
        if step == 0:
            x = s.draw()
            if x < 0:
                return
            s.hands[seat].append(x)
            s.choose(seat, "lane", "Veteran: place the drawn card face-down into a lane",
                     [("place", x, i) for i in s.lanes_of(side)], (ab, c, seat, 1, lane, side))
        else:
            x, i = t[-1][1], t[-1][2]
            s.hands[seat].remove(x)
            s.place(x, i, side, face_down=True)
        return
    if step == 0:
        loc = start(s, t)
        if loc is None:
            return
        acts = [("place", slot, i) for slot in range(4) if s.market[slot] >= 0 for i in s.lanes_of(loc[1])]
        s.choose(seat, "market", "Veteran: place a market card into a lane", acts,
                 (ab, c, seat, 1, lane, loc[1]))
    else:
        side, slot, i = t[5], t[-1][1], t[-1][2]
        if s.alive[i]:
            x = s.take_offer(slot)
            s.place(x, i, side)
            s.log(f"Veteran places {s.card_name(x)} into {s.lane_name(i)}")


@task("clumsy_ogre")
def clumsy_ogre(s, t):
    loc = start(s, t)
    if loc is None:
        return
    others = [x for x, _, _ in s.ordered(lanes=[loc[0]]) if x != t[1]]
    mark = len(s.stack)
    for x in others:
        s.flip(x)
    s.stack[mark:] = reversed(s.stack[mark:])


@task("wizard")
def wizard(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        if start(s, t) is None:
            return
        acts = []
        for x in s.cards_in_play():
            if x != c:
                i, side = where(s, x)
                acts += [("move", x, d) for d in s.lanes_of(side, exclude=i)]
        s.choose(seat, "target", "Wizard: move a card to another lane", acts, (ab, c, seat, 1, lane))
    else:
        x, d = t[-1][1], t[-1][2]
        if not s.guarded(x, c):
            s.move(x, d)


@task("illusionist")
def illusionist(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane, side = loc
    other = s.opponent_side(lane, side)
    s.fx_pay(other, s.decider(other), 2, lane)


@task("traitor")
def traitor(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane, side = loc
    s.fx_gain(s.opponent_side(lane, side), t[2], 2, lane)


@task("troll_mother")
def troll_mother(s, t):
    ab, c, seat, step, lane = t[:5]
    solo = s.variant in ("solo", "co-op")
    if step == 0:
        if start(s, t) is None:
            return
        s.stack.append((ab, c, seat, 1, lane))
        x = s.draw()
        if x >= 0:
            (s.hands if solo else s.waiting)[seat].append(x)
            s.log("Troll Mother draws a card into the hand" if solo else f"Troll Mother brings in {s.card_name(x)}")
    elif step == 1:
        if solo:
            s.choose(seat, "discard", "Troll Mother: discard a card from your hand",
                     [("discard", x) for x in s.hands[seat]], (ab, c, seat, 2, lane))
        else:
            s.choose(seat, "discard", "Troll Mother: discard a market card",
                     [("discard", i) for i in range(4) if s.market[i] >= 0], (ab, c, seat, 2, lane))
    else:
        if solo:
            x = t[-1][1]
            s.hands[seat].remove(x)
        else:
            x = s.take_offer(t[-1][1])
        s.pile.append(x)
        s.log(f"{s.card_name(x)} is discarded")


# -- income effects --------------------------------------------------------------------------
@task("squire")
@task("merchant")
def gain_one(s, t):
    """Squire (deploy) and Merchant (income): gain 1 coin."""
    loc = start(s, t)
    if loc is not None:
        s.fx_gain(loc[1], t[2], 1, loc[0])


@task("tax_collector")
def tax_collector(s, t):
    loc = start(s, t)
    if loc is None:
        return
    lane, side = loc
    other = s.opponent_side(lane, side)
    s.fx_take(other, s.decider(other), side, t[2], 1, lane)


@task("banker")
def banker(s, t):
    loc = start(s, t)
    if loc is None or s.variant in ("solo", "co-op"):
        return
    lane, side = loc
    other = s.decider(s.opponent_side(lane, side))
    if s.coins[t[2]] < s.coins[other]:
        s.fx_gain(side, t[2], 2, lane)


# -- destroy effects: (ability, card, seat, 0, lane, side, by_effect) ------------------------
@task("fanatic")
def fanatic(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        side, by_effect = t[5], t[6]
        if not by_effect:
            return
        cards = [x for i in range(len(s.lanes)) if s.alive[i] and i != lane
                 for k in (0, 1) if s.side_at(i, k) != side for x in s.lanes[i][k]]
        s.choose(seat, "target", "Fanatic: destroy a card on the other side of another lane",
                 targets(cards), (ab, c, seat, 1, lane))
    else:
        destroy_chosen(s, t)


@task("undead")
def undead(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        side = t[5]
        s.choose(seat, "lane", "Undead: go to which lane?",
                 [("lane", i) for i in s.lanes_of(side, exclude=lane)], (ab, c, seat, 1, lane, side))
    else:
        side, i = t[5], t[-1][1]
        from_pile(s, c, i, side, f"Undead rises in {s.lane_name(i)}")


@task("voodoo_doll")
def voodoo_doll(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        s.choose(seat, "target", "Voodoo Doll: destroy another card in play",
                 targets(s.cards_in_play()), (ab, c, seat, 1, lane))
    else:
        destroy_chosen(s, t)


@task("gravedigger")
def gravedigger(s, t):
    s.fx_gain(t[5], t[2], 2, t[4])


# -- scoring effects: change `s.sc` = [lane, rule, values, bonus] --------------------------------
@task("bishop")
def bishop(s, t):
    s.sc[1] = "down"
    s.log("Bishop: the side with more face-down cards wins")


@task("underdog")
def underdog(s, t):
    s.sc[1] = "low"
    s.log("Underdog: the lower total wins")


@task("plague_doctor")
def plague_doctor(s, t):
    lane = t[4]
    vals = s.sc[2]
    for x in s.lanes[lane][0] + s.lanes[lane][1]:
        if s.down[x]:
            vals[x] = 3
    s.sc[1] = "high"
    s.log("Plague Doctor: face-down cards count 3")


@task("fairy")
def fairy(s, t):
    lane = t[4]
    vals = s.sc[2]
    for k in (0, 1):
        cards = s.lanes[lane][k]
        if cards:
            x = strongest_nearest(s, cards, lambda y: vals.get(y, 0))
            vals[x] = vals.get(x, 0) * 2
    s.sc[1] = "high"
    s.log("Fairy doubles the strongest card on each side")


@task("standard_bearer")
def standard_bearer(s, t):
    ab, c, seat, step, lane = t[:5]
    loc = s.find(c)
    vals = s.sc[2]
    for x in s.lanes[lane][loc[1]]:
        if x != c and not s.down[x]:
            vals[x] = vals.get(x, 0) + 1
    s.sc[1] = "high"


@task("musketeer")
def musketeer(s, t):
    ab, c, seat, step, lane = t[:5]
    vals = s.sc[2]
    if s.variant in ("solo", "co-op"):
        vals[c] = vals.get(c, 0) + s.castle_coins[lane] // 2
    else:
        side = s.side_at(lane, s.find(c)[1])
        if s.fx_pay(side, seat, 1, lane):
            vals[c] = vals.get(c, 0) + 3
    s.sc[1] = "high"


@task("mercenary")
def mercenary(s, t):
    ab, c, seat, step, lane = t[:5]
    if step == 0:
        side = s.side_at(lane, s.find(c)[1])
        if s.variant in ("solo", "co-op"):
            acts = [("pay", seat, n) for n in range(0, 4)]
        else:
            acts = [("pay", p, n) for p in s.seats_of(side) for n in range(s.coins[p] + 1)]
            acts = sorted(set(acts), key=lambda a: (a[2], a[1]))
        s.choose(seat, "pay", "Mercenary: pay coins for +1 strength each?", acts, (ab, c, seat, 1, lane, side))
    else:
        side, payer, n = t[5], t[-1][1], t[-1][2]
        paid = s.fx_pay(side, payer, n, lane) if n else 0
        s.sc[2][c] = s.sc[2].get(c, 0) + paid
        s.sc[1] = "high"
