"""Words for the Crystal Clans board: what to point at for each decision, the labels of
the choice chips, and why a pick was refused."""

from __future__ import annotations

from core.crystal_clans.actions import INVADE_COST, REPLENISH_COST
from core.crystal_clans.board import CRYSTAL_ZONES, TRACK_END, sign
from core.crystal_clans.cards import CARDS
from core.crystal_clans.squads import activation_cost
from core.i18n import N_, _
from tui.games.crystal_clans.names import CRYSTALS, ZONE_NAMES
from tui.games.crystal_clans.names import card as translated_card
from tui.games.crystal_clans.names import name as card_name

HINTS = {
    "action": N_("Card(s), then a » zone: summon · a » zone: activate · a » crystal: score · or a chip."),
    "free": N_("Free action: card(s), then a » zone: summon · a » zone: activate."),
    "order": N_("Pick the units of the squad in the tray, top unit first."),
    "trim": N_("Pick the unit to discard from the squad (tray under the zones)."),
    "move": N_("The ✓ units move (pick one to leave it behind); pick a » zone, or Stay."),
    "battle?": N_("Battle or not: pick a chip under the zones."),
    "sac": N_("Pick a unit in the tray to sacrifice, or No."),
    "commit": N_(
        "Pick your battle card from your hand (◀ left effect if your style beats "
        "theirs: bold > guarded > tricky > bold; else ▶ right)."
    ),
    "replenish": N_("Pick cards from your hand to discard, one by one, then Done."),
    "free-crystal": N_("Pick a » crystal to score for free."),
    "mulligan": N_("Tick cards to shuffle back, then the chip (nothing ticked: keep the hand)."),
    "starfall": N_("Pick a » zone to target, or No."),
    "bombard": N_("Pick a » zone to target, or No."),
    "c-frost": N_("Pick a » zone to target, or No."),
    "undertow": N_("Pick the » zone to pull the enemy squad from, or No."),
    "clone": N_("Pick a » zone for the Tridents, or No."),
    "toss": N_("Pick a unit in the tray, then a » zone to place it in; or No."),
    "blood_rite": N_("Pick a card from your hand to discard, or No."),
    "mind_spike": N_("Pick a card from your hand to discard."),
    "inform": N_("Pick the card (in the tray) to put on top of your draw pile."),
    "foresight": N_("Keep the card (in the tray) on top of your draw pile, or put it at the bottom."),
    "quarry": N_("Pick the Ballista (↺, from your discard pile, beside your hand), or No."),
    "c-geode": N_("Pick a card (↺, from your discard pile, beside your hand), or No."),
    "soul_harvest": N_("Pick a card (↺, from your discard pile, beside your hand), or No."),
    "lay_to_rest": N_("Pick a card of your opponent's discard pile from the list below, or No."),
    "c-keeper": N_("Pick a hero (↺, from your discard pile, beside your hand), or No."),
    "cult_rise": N_("Pick a unit (↺, from your discard pile, beside your hand), or No."),
}
LIST_HINT = N_("Choose from the list below.")

CHIP_LABELS = {
    "replenish": N_("Replenish {cost}"),
    "invade": N_("Invade {cost}"),
    "stay": N_("Stay"),
    "done": N_("Done"),
    "battle": N_("Battle!"),
    "no-battle": N_("No battle"),
    "yes": N_("Yes"),
    "no": N_("No"),
    "send": N_("Send them home"),
    "keep-top": N_("Keep on top"),
    "to-bottom": N_("To the bottom"),
}


def chip_label(choice: str, ticked: int) -> str:
    if choice == "mulligan":
        return _("Mulligan {ticked}").format(ticked=ticked) if ticked else _("Keep this hand")
    costs = {"replenish": REPLENISH_COST, "invade": INVADE_COST}
    return _(CHIP_LABELS[choice]).format(cost=costs.get(choice)) if choice in CHIP_LABELS else choice


def hint(kind: str, on_board: int, legal: int) -> str:
    """What to point at, given how many of the `legal` actions have a board form."""
    if not on_board:
        return _(LIST_HINT)
    if kind in HINTS:
        return _(HINTS[kind])
    if on_board < legal:
        return _("Choose from the list below, or a chip under the zones.")
    return _("Pick a » item on the board.")


def budget(view, seat: int) -> int:
    """The most initiative `seat` may pay for one action (to the track's end)."""
    return TRACK_END - view.token * sign(seat)


def why_not(view, seat: int, kind: str, token: tuple, picked: list[int]) -> str:
    """Why pointing at `token` does nothing now (`picked`: the cards ticked so far)."""
    what = token[0]
    if picked and what in ("zone", "crystal", "mine", "choice"):
        names = ", ".join(card_name(view, c) for c in picked)
        return _("{names} cannot go there: pick a » target, or esc to drop the selection.").format(names=names)
    if what in ("hand", "discard"):
        return _why_not_card(view, seat, kind, token, picked)
    if what == "unit":
        return _("That unit is not a choice now. ") + _(HINTS.get(kind, LIST_HINT))
    if what == "zone":
        return _why_not_zone(view, seat, kind, token[1])
    if what == "crystal":
        return _why_not_crystal(view, seat, kind, token[1])
    if what == "mine":
        return _why_not_flip(view, seat, token[1])
    return _("That is not a choice now. ") + _(HINTS.get(kind, LIST_HINT))


def _why_not_card(view, seat, kind, token, picked) -> str:
    d = translated_card(CARDS[token[1]])
    if kind not in ("action", "free"):
        return _("That card is not a choice now. ") + _(HINTS.get(kind, LIST_HINT))
    if picked:
        return _(
            "{name} cannot join this summon: one summon is at most 3 cards, all into one zone. Esc drops the selection."
        ).format(name=d.name)
    if kind == "action" and d.summon > budget(view, seat):
        return _("{name} costs {summon} to summon; you may spend at most {budget}.").format(
            name=d.name, summon=d.summon, budget=budget(view, seat)
        )
    return _("{name} cannot be summoned now.").format(name=d.name)


def _why_not_zone(view, seat, kind, zone) -> str:
    name = ZONE_NAMES[zone]
    if kind in ("action", "free"):
        if not view.squad(seat, zone):
            return _(
                "You have no squad in the {name} to activate. To summon, pick a card from your hand first."
            ).format(name=name)
        cost = activation_cost(view, seat, zone)
        return _("Activating the squad in the {name} costs {cost}; you may spend {budget}.").format(
            name=name, cost=cost, budget=budget(view, seat)
        )
    if kind == "move":
        return _(
            "The ✓ units cannot move to the {name}: squads move to an adjacent zone "
            "(only all-Flying units two zones, or out of a zone with an enemy squad)."
        ).format(name=name)
    if kind in ("starfall", "bombard", "c-frost", "undertow"):
        return _("There is no enemy squad in reach in the {name}.").format(name=name)
    return _("The {name} is not a choice now. ").format(name=name) + _(HINTS.get(kind, LIST_HINT))


def _why_not_crystal(view, seat, kind, slot) -> str:
    if kind != "action":
        return _("Crystals are not a choice now. ") + _(HINTS.get(kind, LIST_HINT))
    held = sum(1 for z in CRYSTAL_ZONES if view.controls(seat, z))
    if held < 2:
        return _("To score a crystal you must hold two crystal zones ◆; you hold {held}.").format(held=held)
    x = view.row[slot]
    return _("{name} costs {cost}; you may spend {budget}.").format(
        name=CRYSTALS[x].name, cost=CRYSTALS[x].cost, budget=budget(view, seat)
    )


def _why_not_flip(view, seat, x) -> str:
    c = CRYSTALS[x]
    if x not in view.collected[seat]:
        return _("{name} is your opponent's.").format(name=c.name)
    if x in view.flipped:
        return _("{name} is facedown already: its effect is spent.").format(name=c.name)
    if c.timing != "flip":
        return _("{name} has no effect to flip for ({text})").format(name=c.name, text=c.text)
    return _("{name} cannot be flipped now (only as your action, when its effect can happen).").format(name=c.name)
