"""Words for the Crystal Clans board: what to point at for each decision, the labels of
the choice chips, and why a pick was refused."""

from __future__ import annotations

from core.crystal_clans.actions import INVADE_COST, REPLENISH_COST
from core.crystal_clans.board import CRYSTAL_ZONES, TRACK_END, sign
from core.crystal_clans.cards import CARDS
from core.crystal_clans.squads import activation_cost
from tui.games.crystal_clans.names import CRYSTALS, ZONE_NAMES
from tui.games.crystal_clans.names import name as card_name

HINTS = {
    "action": "Card(s), then a » zone: summon · a » zone: activate · a » crystal: score · or a chip.",
    "free": "Free action: card(s), then a » zone: summon · a » zone: activate.",
    "order": "Pick the units of the squad in the tray, top unit first.",
    "trim": "Pick the unit to discard from the squad (tray under the zones).",
    "move": "The ✓ units move (pick one to leave it behind); pick a » zone, or Stay.",
    "battle?": "Battle or not: pick a chip under the zones.",
    "sac": "Pick a unit in the tray to sacrifice, or No.",
    "commit": "Pick your battle card from your hand (◀ left effect if your style beats "
    "theirs: bold > guarded > tricky > bold; else ▶ right).",
    "replenish": "Pick cards from your hand to discard, one by one, then Done.",
    "free-crystal": "Pick a » crystal to score for free.",
    "mulligan": "Tick cards to shuffle back, then the chip (nothing ticked: keep the hand).",
    "starfall": "Pick a » zone to target, or No.",
    "bombard": "Pick a » zone to target, or No.",
    "c-frost": "Pick a » zone to target, or No.",
    "undertow": "Pick the » zone to pull the enemy squad from, or No.",
    "clone": "Pick a » zone for the Tridents, or No.",
    "toss": "Pick a unit in the tray, then a » zone to place it in; or No.",
    "blood_rite": "Pick a card from your hand to discard, or No.",
    "mind_spike": "Pick a card from your hand to discard.",
    "inform": "Pick the card (in the tray) to put on top of your draw pile.",
    "foresight": "Keep the card (in the tray) on top of your draw pile, or put it at the bottom.",
    "quarry": "Pick the Ballista (↺, from your discard pile, beside your hand), or No.",
    "c-geode": "Pick a card (↺, from your discard pile, beside your hand), or No.",
    "soul_harvest": "Pick a card (↺, from your discard pile, beside your hand), or No.",
    "c-keeper": "Pick a hero (↺, from your discard pile, beside your hand), or No.",
    "cult_rise": "Pick a unit (↺, from your discard pile, beside your hand), or No.",
}
LIST_HINT = "Choose from the list below."

CHIP_LABELS = {
    "replenish": f"Replenish {REPLENISH_COST}",
    "invade": f"Invade {INVADE_COST}",
    "stay": "Stay",
    "done": "Done",
    "battle": "Battle!",
    "no-battle": "No battle",
    "yes": "Yes",
    "no": "No",
    "send": "Send them home",
    "keep-top": "Keep on top",
    "to-bottom": "To the bottom",
}


def chip_label(choice: str, ticked: int) -> str:
    if choice == "mulligan":
        return f"Mulligan {ticked}" if ticked else "Keep this hand"
    return CHIP_LABELS.get(choice, choice)


def hint(kind: str, on_board: int, legal: int) -> str:
    """What to point at, given how many of the `legal` actions have a board form."""
    if not on_board:
        return LIST_HINT
    if kind in HINTS:
        return HINTS[kind]
    if on_board < legal:
        return "Choose from the list below, or a chip under the zones."
    return "Pick a » item on the board."


def budget(view, seat: int) -> int:
    """The most initiative `seat` may pay for one action (to the track's end)."""
    return TRACK_END - view.token * sign(seat)


def why_not(view, seat: int, kind: str, token: tuple, picked: list[int]) -> str:
    """Why pointing at `token` does nothing now (`picked`: the cards ticked so far)."""
    what = token[0]
    if picked and what in ("zone", "crystal", "mine", "choice"):
        names = ", ".join(card_name(view, c) for c in picked)
        return f"{names} cannot go there: pick a » target, or esc to drop the selection."
    if what in ("hand", "discard"):
        return _why_not_card(view, seat, kind, token, picked)
    if what == "unit":
        return "That unit is not a choice now. " + HINTS.get(kind, LIST_HINT)
    if what == "zone":
        return _why_not_zone(view, seat, kind, token[1])
    if what == "crystal":
        return _why_not_crystal(view, seat, kind, token[1])
    if what == "mine":
        return _why_not_flip(view, seat, token[1])
    return "That is not a choice now. " + HINTS.get(kind, LIST_HINT)


def _why_not_card(view, seat, kind, token, picked) -> str:
    d = CARDS[token[1]]
    if kind not in ("action", "free"):
        return "That card is not a choice now. " + HINTS.get(kind, LIST_HINT)
    if picked:
        return (
            f"{d.name} cannot join this summon: one summon is at most 3 cards, "
            "all into one zone. Esc drops the selection."
        )
    if kind == "action" and d.summon > budget(view, seat):
        return f"{d.name} costs {d.summon} to summon; you may spend at most {budget(view, seat)}."
    return f"{d.name} cannot be summoned now."


def _why_not_zone(view, seat, kind, zone) -> str:
    name = ZONE_NAMES[zone]
    if kind in ("action", "free"):
        if not view.squad(seat, zone):
            return f"You have no squad in the {name} to activate. To summon, pick a card from your hand first."
        cost = activation_cost(view, seat, zone)
        return f"Activating the squad in the {name} costs {cost}; you may spend {budget(view, seat)}."
    if kind == "move":
        return (
            f"The ✓ units cannot move to the {name}: squads move to an adjacent zone "
            "(only all-Flying units two zones, or out of a zone with an enemy squad)."
        )
    if kind in ("starfall", "bombard", "c-frost", "undertow"):
        return f"There is no enemy squad in reach in the {name}."
    return f"The {name} is not a choice now. " + HINTS.get(kind, LIST_HINT)


def _why_not_crystal(view, seat, kind, slot) -> str:
    if kind != "action":
        return "Crystals are not a choice now. " + HINTS.get(kind, LIST_HINT)
    held = sum(1 for z in CRYSTAL_ZONES if view.controls(seat, z))
    if held < 2:
        return f"To score a crystal you must hold two crystal zones ◆; you hold {held}."
    x = view.row[slot]
    return f"{CRYSTALS[x].name} costs {CRYSTALS[x].cost}; you may spend {budget(view, seat)}."


def _why_not_flip(view, seat, x) -> str:
    c = CRYSTALS[x]
    if x not in view.collected[seat]:
        return f"{c.name} is your opponent's."
    if x in view.flipped:
        return f"{c.name} is facedown already: its effect is spent."
    if c.timing != "flip":
        return f"{c.name} has no effect to flip for ({c.text})"
    return f"{c.name} cannot be flipped now (only as your action, when its effect can happen)."
