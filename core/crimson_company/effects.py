"""The code of every character's effect, keyed by ability id (see cards.py for the texts).

Each effect is a task `(ability, card, seat, step, lane, *extra[, answer])` run in steps
(effect_steps.py): an opening at step 0 and, if it asks something, a `then` for the steps
after. "Then" in a text is a new step pushed *before* the first part acts, so anything the
first part sets off (a flipped card's deploy effect, a destroy effect) resolves first.
Destroy effects get `(…, lane, side, by_effect)`.
"""

from __future__ import annotations

from core.i18n.phrase import phrase

from .cards import STRENGTH
from .effect_steps import effect, resume, where
from .state import SHAPESHIFTER_DISCARDS, SHAPESHIFTER_DRAWS, VETERAN_PLACES_DRAWN
from .tasks import task


# -- helpers ---------------------------------------------------------------------------------
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


def strongest_nearest(s, cards, value) -> int:
    best = max(value(c) for c in cards)
    return next(c for c in cards if value(c) == best)


def destroy_chosen(s, t) -> None:
    """The last step of an effect that destroys the card chosen (unless Heimdall stops it)."""
    x = t[-1][1]
    if not s.guarded(x, t[1]):
        s.destroy(x)


def flip_chosen(s, t) -> None:
    """The step of an effect that flips the card chosen (unless Heimdall stops it)."""
    x = t[-1][1]
    if not s.guarded(x, t[1]):
        s.flip(x)


def from_pile(s, x, lane, side, text) -> None:
    """Put a destroyed card from the pile onto a side of a lane still in play (no effect)."""
    if x in s.pile and s.alive[lane]:
        s.pile.remove(x)
        s.place(x, lane, side)
        s.log(text)


# -- deploy effects --------------------------------------------------------------------------
@effect("alchemist")
def alchemist(s, t, seat, lane, side):
    s.choose(
        seat,
        "target",
        phrase("Alchemist: destroy a card in play and gain its strength in coins"),
        targets(s.cards_in_play()),
        resume(t, 1, side),
    )


@alchemist.then
def alchemist_gain(s, t):
    seat, lane, side, x = t[2], t[4], t[5], t[-1][1]
    if s.guarded(x, t[1]):
        return
    value = s.strength(x)
    s.destroy(x)
    if value:
        s.fx_gain(side, seat, value, lane)


@effect("horseman")
def horseman(s, t, seat, lane, side):
    """Both sides destroy 3+ strength here (active side first); solo: one card each side."""
    sides = list(s.lane_sides[t[4]])
    if s.acting_side() == sides[1]:
        sides.reverse()
    for each_side in reversed(sides):
        s.stack.append(resume(t, 1, each_side, 0))


@horseman.then
def horseman_toll(s, t):
    """Step 1: a side chooses a card to destroy (or is done); step 2: it is destroyed."""
    seat, lane, side, acc = t[2], t[4], t[5], t[6]
    if t[3] == 2:
        x = t[-1]
        if x[0] == "done":
            return
        if s.variant not in ("solo", "co-op"):  # solo: exactly one card per side
            acc += s.strength(x[1])
            s.stack.append(resume(t, 1, side, acc))
        s.destroy(x[1])
        return
    who = chooser(s, side, seat)
    mine = side_cards(s, lane, side) if s.alive[lane] else []
    if not mine:
        return
    if s.variant in ("solo", "co-op"):
        s.choose(
            who, "target", phrase("Horseman: destroy one card on this side"), targets(mine), resume(t, 2, side, acc)
        )
        return
    if acc >= 3:
        actions = [("done",)] + targets(mine)
    elif acc + sum(s.strength(x) for x in mine) < 3:
        s.log(phrase("Horseman: not enough strength, all cards on this side are destroyed"))
        hel = s.hel_active()
        mark = len(s.stack)
        for x in mine:
            s.destroy(x, hel=hel)
        s.stack[mark:] = reversed(s.stack[mark:])
        return
    else:
        actions = targets(mine)
    s.choose(
        who,
        "target",
        phrase("Horseman: destroy cards of total strength 3 or more on your side"),
        actions,
        resume(t, 2, side, acc),
    )


@effect("berserker")
def berserker(s, t, seat, lane, side):
    for x in side_cards(s, lane, s.opponent_side(lane, side)):
        s.mod[x] = max(s.mod[x] - 2, -STRENGTH[s.kind_of[x]])
    s.log(phrase("Berserker lowers the opposing cards' strength by 2"))


@effect("summoner")
def summoner(s, t, seat, lane, side):
    if s.variant in ("solo", "co-op"):
        x = s.draw()
        if x >= 0:
            s.place(x, lane, side, face_down=True)
            s.log(phrase("Summoner places {card} face-down", card=s.card_name(x)))
        return
    slots = [("take", i) for i in range(4) if s.market[i] >= 0]
    s.choose(
        seat, "market", phrase("Summoner: choose a market card to put into this lane"), slots, t[:3] + (1, lane, side)
    )


@summoner.then
def summoner_take(s, t):
    lane, side, slot = t[4], t[5], t[-1][1]
    if not s.alive[lane]:
        return
    x = s.take_offer(slot)
    s.place(x, lane, side)
    s.log(phrase("Summoner puts {card} into {lane}", card=s.card_name(x), lane=s.lane_name(lane)))


@effect("blood_priest", then=destroy_chosen)
def blood_priest(s, t, seat, lane, side):
    other = s.opponent_side(lane, side)
    s.choose(
        chooser(s, other, seat),
        "target",
        phrase("Blood Priest: choose one of your cards in this lane to destroy"),
        targets(side_cards(s, lane, other)),
        resume(t, 1),
    )


@effect("demon", then=flip_chosen)
def demon(s, t, seat, lane, side):
    s.choose(
        seat,
        "target",
        phrase("Demon: flip a card in this lane"),
        targets(s.lanes[lane][0] + s.lanes[lane][1]),
        resume(t, 1),
    )


@effect("chaos_mage", then=flip_chosen)
def chaos_mage(s, t, seat, lane, side):
    s.choose(seat, "target", phrase("Chaos Mage: flip any card in play"), targets(s.cards_in_play()), resume(t, 1))


def coin_grab(s, t, seat, lane, side, prompt):
    """Ask which opponent across this lane to take coins from (2v2: one of your choice)."""
    seats = opp_seats(s, side, lane)
    s.choose(seat, "opponent", prompt, [("seat", x) for x in seats], t[:3] + (1, lane, side))


def take_coins(s, t, n, richer_only):
    """Take n coins from the opponent chosen (with `richer_only`: if they have more)."""
    seat, lane, side, victim = t[2], t[4], t[5], t[-1][1]
    if s.variant in ("solo", "co-op") or not richer_only or s.coins[victim] > s.coins[seat]:
        s.fx_take(s.opponent_side(lane, side), victim, side, seat, n, lane)


@effect("thief")
def thief(s, t, seat, lane, side):
    coin_grab(s, t, seat, lane, side, phrase("Thief: take a coin from whom?"))


@thief.then
def thief_take(s, t):
    take_coins(s, t, 1, richer_only=False)


@effect("beggar")
def beggar(s, t, seat, lane, side):
    if s.variant in ("solo", "co-op"):
        beggar_solo(s, t[4])
        return
    coin_grab(s, t, seat, lane, side, phrase("Beggar: take 2 coins from whom?"))


@beggar.then
def beggar_take(s, t):
    take_coins(s, t, 2, richer_only=True)


def beggar_solo(s, lane):
    """Solo and co-op: the castle holding the most coins gives one back to the supply."""
    here = s.castle_coins[lane]
    others = [s.castle_coins[i] for i in range(len(s.lanes)) if s.alive[i] and i != lane]
    if here > 0 and all(here > o for o in others):
        s.castle_coins[lane] -= 1
        s.supply += 1
        s.log(phrase("Beggar puts a castle coin back to the supply"))


@effect("ferryman")
def ferryman(s, t, seat, lane, side):
    s.choose(
        seat,
        "pile",
        phrase("Ferryman: place a destroyed card into this lane"),
        [("take", x) for x in sorted(set(s.pile))],
        t[:3] + (1, lane, side),
    )


@ferryman.then
def ferryman_place(s, t):
    lane, side, x = t[4], t[5], t[-1][1]
    from_pile(
        s, x, lane, side, phrase("Ferryman places {card} into {lane}", card=s.card_name(x), lane=s.lane_name(lane))
    )


@task("shapeshifter")
def shapeshifter(s, t):
    """The opponent's card swaps places with it; solo and co-op: one of three drawn does."""
    (shapeshifter_solo if s.variant in ("solo", "co-op") else shapeshifter_swap)(s, t)


@effect()
def shapeshifter_swap(s, t, seat, lane, side):
    other = s.opponent_side(lane, side)
    s.choose(
        s.decider(other),
        "target",
        phrase("Shapeshifter: choose your card that swaps with it"),
        targets(side_cards(s, lane, other)),
        resume(t, 1),
    )


@shapeshifter_swap.then
def shapeshifter_swap_chosen(s, t):
    x = t[-1][1]
    if not s.guarded(x, t[1]):
        s.swap(t[1], x)


@effect()
def shapeshifter_solo(s, t, seat, lane, side):
    drawn = [x for x in (s.draw(), s.draw(), s.draw()) if x >= 0]
    if not drawn:
        return
    s.hands[seat].extend(drawn)
    s.log(phrase(SHAPESHIFTER_DRAWS))
    s.choose(
        seat,
        "target",
        phrase("Shapeshifter: choose the card that takes its place"),
        [("take", x) for x in drawn],
        resume(t, 1, *drawn),
    )


@shapeshifter_solo.then
def shapeshifter_becomes(s, t):
    c, seat = t[1], t[2]
    drawn, x = t[5:-1], t[-1][1]
    loc = s.find(c)
    for d in drawn:
        s.hands[seat].remove(d)
        if d != x:
            s.pile.append(d)
            s.log(phrase(SHAPESHIFTER_DISCARDS, card=s.card_name(d)))
    if loc is None:
        s.pile.append(x)
        s.log(phrase(SHAPESHIFTER_DISCARDS, card=s.card_name(x)))
        return
    s.lanes[loc[0]][loc[1]][loc[2]] = x
    s.set_lane(x, loc[0])
    s.set_lane(c, -1)
    s.down[x] = 0
    s.down[c] = 0
    s.mod[c] = 0
    s.pile.append(c)
    s.log(phrase("Shapeshifter becomes {card}", card=s.card_name(x)))


def base_totals(s, lane):
    a, b = s.lanes[lane]
    return sum(s.strength(x) for x in a), sum(s.strength(x) for x in b)


@effect("cutthroat")
def cutthroat(s, t, seat, lane, side):
    a, b = base_totals(s, lane)
    if a == b:
        s.log(phrase("Cutthroat: nobody leads, nothing happens"))
        return
    cards = s.lanes[lane][0 if a > b else 1]
    s.destroy(strongest_nearest(s, cards, s.strength))


@effect("war_bear", then=destroy_chosen)
def war_bear(s, t, seat, lane, side):
    a, b = base_totals(s, lane)
    if a == b:
        s.log(phrase("War Bear: nobody leads, nothing happens"))
        return
    lead = 0 if a > b else 1
    who = chooser(s, s.side_at(lane, lead), seat)
    s.choose(
        who,
        "target",
        phrase("War Bear: destroy a card on the other side"),
        targets(s.lanes[lane][1 - lead]),
        t[:3] + (1, lane),
    )


@effect("horror")
def horror(s, t, seat, lane, side):
    horror_next(s, t, lane, s.opponent_side(lane, side))


@horror.then
def horror_move(s, t):
    s.move(t[-1][1], t[-1][2])
    horror_next(s, t, t[4], t[5])


def horror_next(s, t, lane, other):
    """Ask where the next card on the other side goes (step 2 moves it and asks again)."""
    if not s.alive[lane]:
        return
    theirs = side_cards(s, lane, other)
    dests = s.lanes_of(other, exclude=lane)
    if theirs and dests:
        x = theirs[0]
        s.choose(
            t[2],
            "lane",
            phrase("Horror: move {card} to which lane?", card=s.card_name(x)),
            [("move", x, d) for d in dests],
            t[:3] + (2, lane, other),
        )


@effect("loki")
def loki(s, t, seat, lane, side):
    s.stack.append(resume(t, 1, side))
    s.fx_gain(side, seat, 1, t[4])


@loki.then
def loki_swap(s, t):
    """Step 1: offer the swap; step 2: swap with the card chosen."""
    c = t[1]
    if t[3] == 1:
        if s.find(c) is None:
            return
        others = [x for x in s.cards_in_play() if x != c]
        s.choose(
            t[2],
            "may",
            phrase("Loki: swap him with another card?"),
            [("skip",)] + [("swap", x) for x in others],
            resume(t, 2),
        )
    else:
        a = t[-1]
        if a[0] == "swap" and not s.guarded(a[1], c):
            s.swap(c, a[1])


@effect("monk")
def monk(s, t, seat, lane, side):
    other = s.opponent_side(lane, side)
    s.stack.append(t[:3] + (2, lane, other))
    s.choose(
        seat,
        "target",
        phrase("Monk: flip one of your cards in this lane"),
        targets(side_cards(s, lane, side)),
        t[:3] + (1, lane),
    )


@monk.then
def monk_flip(s, t):
    """Steps 1 and 3 flip the card chosen; step 2 asks the opponent to choose theirs."""
    if t[3] != 2:
        flip_chosen(s, t)
        return
    lane, other = t[4], t[5]
    if not s.alive[lane]:
        return
    who = chooser(s, other, t[2])
    s.choose(
        who,
        "target",
        phrase("Monk: flip one of your cards in this lane"),
        targets(side_cards(s, lane, other)),
        resume(t, 3),
    )


@effect("brawler", then=destroy_chosen)
def brawler(s, t, seat, lane, side):
    others = [x for x in s.cards_in_play() if x != t[1]]
    if not others:
        return
    low = min(s.strength(x) for x in others)
    s.choose(
        seat,
        "target",
        phrase("Brawler: destroy one of the weakest cards"),
        targets([x for x in others if s.strength(x) == low]),
        resume(t, 1),
    )


@effect("shadow")
def shadow(s, t, seat, lane, side):
    s.stack.append(resume(t, 2))
    s.choose(
        seat,
        "target",
        phrase("Shadow: flip a card on the other side of this lane"),
        targets(side_cards(s, lane, s.opponent_side(lane, side))),
        resume(t, 1),
    )


@shadow.then
def shadow_flip(s, t):
    """Step 1 flips the card chosen, step 2 the Shadow itself."""
    if t[3] == 1:
        flip_chosen(s, t)
    elif s.find(t[1]) is not None and not s.down[t[1]]:
        s.flip(t[1])


@effect("slinger")
def slinger(s, t, seat, lane, side):
    flipped = []
    for k in (0, 1):
        up = [x for x in s.lanes[lane][k] if not s.down[x]]
        if up:
            best = max(s.strength(x) for x in up)
            flipped += [x for x in up if s.strength(x) == best]
    for x in flipped:
        s.down[x] = 1
        s.log(phrase("{card} is flipped face-down", card=s.card_name(x)))


@effect("siren")
def siren(s, t, seat, lane, side):
    siren_next(s, t, lane, s.opponent_side(lane, side), 2)


@siren.then
def siren_move(s, t):
    x = t[-1][1]
    if s.guarded(x, t[1]):
        return
    s.move(x, t[4])
    siren_next(s, t, t[4], t[5], t[6] - 1)


def siren_next(s, t, lane, other, left):
    """Ask the other side for the next of `left` cards to move here (step 2 moves it)."""
    if left <= 0 or not s.alive[lane]:
        return
    elsewhere = [x for i in s.lanes_of(other, exclude=lane) for x in side_cards(s, i, other)]
    who = chooser(s, other, t[2])
    s.choose(
        who,
        "target",
        phrase("Siren: move one of your cards from another lane into hers"),
        targets(elsewhere),
        t[:3] + (2, lane, other, left),
    )


@effect("seductress")
def seductress(s, t, seat, lane, side):
    s.choose(
        seat,
        "target",
        phrase("Seductress: flip a card, then move it into her lane"),
        targets(s.cards_in_play()),
        resume(t, 1),
    )


@seductress.then
def seductress_flip_move(s, t):
    """Step 1 flips the card chosen, step 2 moves it into her lane."""
    if t[3] == 1:
        x = t[-1][1]
        if s.guarded(x, t[1]):
            return
        s.stack.append(resume(t, 2, x))
        s.flip(x)
    elif s.alive[t[4]]:
        s.move(t[5], t[4])


@task("veteran")
def veteran(s, t):
    """A deploy effect taking a market card; solo and co-op: a destroy effect drawing one."""
    (veteran_draw if s.variant in ("solo", "co-op") else veteran_recruit)(s, t)


@effect()
def veteran_recruit(s, t, seat, lane, side):
    acts = [("place", slot, i) for slot in range(4) if s.market[slot] >= 0 for i in s.lanes_of(side)]
    s.choose(seat, "market", phrase("Veteran: place a market card into a lane"), acts, resume(t, 1, side))


@veteran_recruit.then
def veteran_place(s, t):
    side, slot, i = t[5], t[-1][1], t[-1][2]
    if s.alive[i]:
        x = s.take_offer(slot)
        s.place(x, i, side)
        s.log(phrase("Veteran places {card} into {lane}", card=s.card_name(x), lane=s.lane_name(i)))


@effect(destroyed=True)
def veteran_draw(s, t, seat, lane, side):
    """Solo and co-op, a destroy effect: draw a card and place it face-down in any lane."""
    x = s.draw()
    if x < 0:
        return
    s.hands[seat].append(x)
    s.choose(
        seat,
        "lane",
        phrase("Veteran: place the drawn card face-down into a lane"),
        [("place", x, i) for i in s.lanes_of(side)],
        resume(t, 1, side),
    )


@veteran_draw.then
def veteran_place_drawn(s, t):
    x, i = t[-1][1], t[-1][2]
    s.hands[t[2]].remove(x)
    s.place(x, i, t[5], face_down=True)
    s.log(phrase(VETERAN_PLACES_DRAWN, lane=s.lane_name(i)))


@effect("clumsy_ogre")
def clumsy_ogre(s, t, seat, lane, side):
    others = [x for x, _, _ in s.ordered(lanes=[lane]) if x != t[1]]
    mark = len(s.stack)
    for x in others:
        s.flip(x)
    s.stack[mark:] = reversed(s.stack[mark:])


@effect("wizard")
def wizard(s, t, seat, lane, side):
    acts = []
    for x in s.cards_in_play():
        if x != t[1]:
            i, its_side = where(s, x)
            acts += [("move", x, d) for d in s.lanes_of(its_side, exclude=i)]
    s.choose(seat, "target", phrase("Wizard: move a card to another lane"), acts, resume(t, 1))


@wizard.then
def wizard_move(s, t):
    x, d = t[-1][1], t[-1][2]
    if not s.guarded(x, t[1]):
        s.move(x, d)


@effect("illusionist")
def illusionist(s, t, seat, lane, side):
    other = s.opponent_side(lane, side)
    s.fx_pay(other, s.decider(other), 2, lane)


@effect("traitor")
def traitor(s, t, seat, lane, side):
    s.fx_gain(s.opponent_side(lane, side), seat, 2, lane)


@effect("troll_mother")
def troll_mother(s, t, seat, lane, side):
    """Solo/co-op: draw into the hand. Otherwise the deck's top card is played at once into
    a lane of the owner's side, never laid in front of her: the "Kontrolle" rule allows at
    most two waiting cards (one from each round), and a free recruit would be a third."""
    s.stack.append(resume(t, 1))  # the discard comes after
    if s.variant in ("solo", "co-op"):
        x = s.draw()
        if x >= 0:
            s.hands[seat].append(x)
            s.log(phrase("Troll Mother draws a card into the hand"))
        return
    if not s.deck:
        s.reshuffle()
    lanes = s.deploy_lanes(side)
    if not s.deck or not lanes:
        return
    # the card stays on top of the deck (face up) while its lane is chosen
    s.choose(
        seat,
        "lane",
        phrase("Troll Mother: play {card} into which lane?", card=s.card_name(s.deck[-1])),
        [("lane", i) for i in lanes],
        resume(t, 3, side),
    )


@troll_mother.then
def troll_mother_later(s, t):
    """Step 1 asks for the discard (solo: from the hand, else from the market), step 2 makes
    it; step 3 plays the brought-in card into the chosen lane (its effect fires)."""
    seat = t[2]
    solo = s.variant in ("solo", "co-op")
    if t[3] == 3:
        side, (_, lane) = t[5], t[-1]
        x = s.draw()
        s.log(phrase("Troll Mother brings in {card}", card=s.card_name(x)))
        s.play_card(seat, x, lane, side)
        return
    if t[3] == 1:
        if solo:
            s.choose(
                seat,
                "discard",
                phrase("Troll Mother: discard a card from your hand"),
                [("discard", x) for x in s.hands[seat]],
                resume(t, 2),
            )
        else:
            s.choose(
                seat,
                "discard",
                phrase("Troll Mother: discard a market card"),
                [("discard", i) for i in range(4) if s.market[i] >= 0],
                resume(t, 2),
            )
        return
    if solo:
        x = t[-1][1]
        s.hands[seat].remove(x)
    else:
        x = s.take_offer(t[-1][1])
    s.pile.append(x)
    s.log(phrase("{card} is discarded", card=s.card_name(x)))


# -- income effects --------------------------------------------------------------------------
@effect("squire", "merchant")
def gain_one(s, t, seat, lane, side):
    """Squire (deploy) and Merchant (income): gain 1 coin."""
    s.fx_gain(side, seat, 1, lane)


@effect("tax_collector")
def tax_collector(s, t, seat, lane, side):
    other = s.opponent_side(lane, side)
    s.fx_take(other, s.decider(other), side, seat, 1, lane)


@effect("banker")
def banker(s, t, seat, lane, side):
    if s.variant in ("solo", "co-op"):
        return
    other = s.decider(s.opponent_side(lane, side))
    if s.coins[seat] < s.coins[other]:
        s.fx_gain(side, seat, 2, lane)


# -- destroy effects: (ability, card, seat, 0, lane, side, by_effect) ------------------------
@effect("fanatic", then=destroy_chosen, destroyed=True)
def fanatic(s, t, seat, lane, side):
    if not t[6]:  # destroyed by a won lane, not by an effect
        return
    cards = [
        x
        for i in range(len(s.lanes))
        if s.alive[i] and i != lane
        for k in (0, 1)
        if s.side_at(i, k) != side
        for x in s.lanes[i][k]
    ]
    s.choose(
        seat,
        "target",
        phrase("Fanatic: destroy a card on the other side of another lane"),
        targets(cards),
        resume(t, 1),
    )


@effect("undead", destroyed=True)
def undead(s, t, seat, lane, side):
    s.choose(
        seat,
        "lane",
        phrase("Undead: go to which lane?"),
        [("lane", i) for i in s.lanes_of(side, exclude=lane)],
        resume(t, 1, side),
    )


@undead.then
def undead_rise(s, t):
    side, i = t[5], t[-1][1]
    from_pile(s, t[1], i, side, phrase("Undead rises in {lane}", lane=s.lane_name(i)))


@effect("voodoo_doll", then=destroy_chosen, destroyed=True)
def voodoo_doll(s, t, seat, lane, side):
    s.choose(
        seat, "target", phrase("Voodoo Doll: destroy another card in play"), targets(s.cards_in_play()), resume(t, 1)
    )


@task("gravedigger")
def gravedigger(s, t):
    s.fx_gain(t[5], t[2], 2, t[4])


# -- scoring effects: change `s.sc` = [lane, rule, values, bonus] --------------------------------
@task("bishop")
def bishop(s, t):
    s.sc[1] = "down"
    s.log(phrase("Bishop: the side with more face-down cards wins"))


@task("underdog")
def underdog(s, t):
    s.sc[1] = "low"
    s.log(phrase("Underdog: the lower total wins"))


@task("plague_doctor")
def plague_doctor(s, t):
    lane = t[4]
    vals = s.sc[2]
    for x in s.lanes[lane][0] + s.lanes[lane][1]:
        if s.down[x]:
            vals[x] = 3
    s.sc[1] = "high"
    s.log(phrase("Plague Doctor: face-down cards count 3"))


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
    s.log(phrase("Fairy doubles the strongest card on each side"))


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
        s.choose(seat, "pay", phrase("Mercenary: pay coins for +1 strength each?"), acts, (ab, c, seat, 1, lane, side))
    else:
        side, payer, n = t[5], t[-1][1], t[-1][2]
        paid = s.fx_pay(side, payer, n, lane) if n else 0
        s.sc[2][c] = s.sc[2].get(c, 0) + paid
        s.sc[1] = "high"
