"""The Crystal Clans tutorial: thirteen steps of a real game, Stone against Flower, to a win.

You play the Stone clan as the second player (P2, home zone at the top), so you start with
six cards. Your opponent (Flower) opened by summoning Dandelion Knights (the prelude). The
steps teach summoning a squad and its cost in initiative, activating and moving through the
zones, attacking and the battle with battle cards and styles, the Stone clan's Builder, the
order of a squad, and scoring crystals while controlling two crystal zones; the opponent's
scripted turns march into the west crystal zone (to be attacked) and end deep in your side
of the track (a long last turn: three crystals, two of them giving initiative back).
Actions are spelled with card and crystal names and zone words (`spell`).
"""

from __future__ import annotations

from core.crystal_clans.cards import CARDS
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.game import GAME
from core.i18n import N_
from core.protocol import Action, State
from core.tutorial.script import Script, Spelled, Step

# zones as the script writes them, by board.py's number (P1's home is south, P2's north)
ZONES = (
    "north-west",
    "north-home",
    "north-east",
    "west",
    "centre",
    "east",
    "south-west",
    "south-home",
    "south-east",
)
CONFIG = {"clan1": "flower", "clan2": "stone", "mulligan": False, "first_seat": 0}
SEED = 31
PLAYER = 1
# each seat's draw pile, top first: the hands (P2's sixth card, the second player's extra
# one, is its sixth name) and what the opponent's Replenish draws
STACK = (
    (
        "Dandelion Knights",
        "Spirit Guide",
        "Menders",
        "Queen Bumble",
        "Bumble Cavalry",
        "Mother",
        "Dandelion Knights",
        "Pollen Fairies",
    ),
    ("Sentinels", "Sentinels", "Ballista", "Siege Tower", "Workers", "Lithomancers"),
)
# the row of three, then the next to come
CRYSTAL_ORDER = ("Dawn Shard", "Sun Stone", "The Wind's Wish", "Star Fragment")


def spell(state: State, action: Action) -> Spelled:
    """`action` with card and crystal names for instances and row slots, zone words."""
    s = state
    kind = action[0]

    def name(card: int) -> str:
        return CARDS[s.kinds[card]].name  # type: ignore[attr-defined]

    if kind == "summon":
        return ("summon", ZONES[action[1]], tuple(sorted(name(c) for c in action[2])))
    if kind == "activate":
        return ("activate", ZONES[action[1]])
    if kind == "move":
        return ("move", ZONES[action[1]], tuple(name(c) for c in action[2]))
    if kind == "order":
        return ("order", tuple(name(c) for c in action[1]))
    if kind in ("battle-card", "discard", "discard-unit"):
        return (kind, name(action[1]))
    if kind == "score":
        return ("score", CRYSTALS[s.row[action[1]]].name)  # type: ignore[attr-defined]
    if kind == "crystal":
        return ("crystal", CRYSTALS[action[1]].name)
    return tuple(action)


def new(config: dict, seed: int) -> State:
    """The game with `STACK` on top of the draw piles and `CRYSTAL_ORDER` on the crystals."""
    return GAME.new(config, seed, STACK, CRYSTAL_ORDER)


PRELUDE = (("summon", "south-home", ("Dandelion Knights",)),)
# the opponent's second turn: to the west crystal zone by the south-west field, then a
# Spirit Guide at home (the token passes onto your side)
MARCH = (
    ("activate", "south-home"),
    ("move", "south-west", ("Dandelion Knights",)),
    ("activate", "south-west"),
    ("move", "west", ("Dandelion Knights",)),
    ("summon", "south-home", ("Spirit Guide",)),
)
# the opponent's third turn: Replenish (keeping every card), then two dear units at home
RECRUIT = (
    ("replenish",),
    ("done",),
    ("summon", "south-home", ("Dandelion Knights", "Mother")),
    ("order", ("Dandelion Knights", "Mother", "Spirit Guide")),
)

AIM = "The aim"
BOARD = "The board"
SETUP = "Setting up"
INITIATIVE = "Initiative"
ACTIONS = "Actions"
BATTLE = "Battle"
SCORE_NOW = N_("Score a crystal now: that is what holding two crystal zones is for.")

STEPS = (
    Step(
        goal=N_(
            "You play second, so you drew a sixth card. Summon both Sentinels into your home zone as one "
            "squad (at most 3 units); you pay their summon costs, 2 + 2, in initiative."
        ),
        focus=("hand", "north", "zone:north-home", "track"),
        expect=(("summon", "north-home", ("Sentinels", "Sentinels")),),
        why_not=(
            (("replenish",), N_("Your hand is full of units: put some on the board first.")),
            (("summon",), N_("Summon the two Sentinels, just them: attack 4 and defense 5 each.")),
        ),
        done=N_(
            "The token moved 4 spaces towards your opponent. It is on a neutral space, not yet on their side, "
            "so you act again."
        ),
        teaches=(SETUP, ACTIONS, INITIATIVE),
    ),
    Step(
        goal=N_(
            "Activate your new squad: pay its activation cost (1), then it may move to an adjacent zone. "
            "The squad's numbers on the board are its attack, defense and that cost: A8 D10 C1, the C "
            "the cost of its dearest unit."
        ),
        focus=("north", "zone:north-home", "track"),
        expect=(("activate", "north-home"),),
        why_not=((("summon",), N_("Keep these cards for now: your Sentinels must reach the crystal zones.")),),
        otherwise=N_("Activate the squad in your home zone."),
        teaches=(ACTIONS, INITIATIVE),
    ),
    Step(
        goal=N_(
            "Move both Sentinels to the centre crystal zone. The middle row holds the three crystal zones; "
            "your home zone is at the top, your opponent's at the bottom."
        ),
        focus=("north", "middle", "zone:north-home", "zone:centre"),
        expect=(("move", "centre", ("Sentinels", "Sentinels")),),
        why_not=(
            (("move", "centre"), N_("Move both: two Sentinels hold a zone better than one.")),
            (("move",), N_("The fields at the sides hold no crystal; the centre crystal zone does.")),
            (("stay",), N_("Staying wastes the activation: go to the centre.")),
        ),
        replies=MARCH,
        done=N_(
            "The token passed onto your opponent's side: your turn ended. They marched their Knights to the "
            "west crystal zone and summoned a Spirit Guide, which paid the token back onto your side."
        ),
        teaches=(BOARD, INITIATIVE),
    ),
    Step(
        goal=N_(
            "To score crystals you must control two of the three crystal zones. Activate your squad in the "
            "centre to go after the Knights in the west."
        ),
        focus=("middle", "zone:centre", "track"),
        expect=(("activate", "centre"),),
        why_not=((("summon",), N_("First the attack: activate your squad in the centre.")),),
        otherwise=N_("Activate your squad in the centre."),
        teaches=(AIM, ACTIONS),
    ),
    Step(
        goal=N_(
            "Move one Sentinel into the west crystal zone, onto the enemy Knights; the other stays to hold the centre."
        ),
        focus=("middle", "zone:centre", "zone:west"),
        expect=(("move", "west", ("Sentinels",)),),
        why_not=(
            (("move", "west"), N_("Keep one Sentinel in the centre: you need two zones.")),
            (("move",), N_("The enemy squad is in the west crystal zone.")),
            (("stay",), N_("Staying starts no battle: move into the west crystal zone.")),
        ),
        teaches=(BOARD, ACTIONS),
    ),
    Step(
        goal=N_("Attack: start a battle with the enemy squad in this zone."),
        focus=("middle", "zone:west", "battle"),
        expect=(("battle",),),
        why_not=((("no-battle",), N_("Without a battle both squads stay, and neither side controls the zone.")),),
        teaches=(BATTLE,),
    ),
    Step(
        goal=N_(
            "Pick a battle card from your hand; both are revealed at once. Bold beats Guarded, Guarded beats "
            "Tricky, Tricky beats Bold: the card that wins gets its left effect, the other its right one. "
            "Play the Siege Tower (Bold)."
        ),
        focus=("hand", "battle"),
        expect=(("battle-card", "Siege Tower"),),
        why_not=(
            (("battle-card", "Ballista"), N_("Keep the Ballista: you will summon it in a moment.")),
            (("battle-card",), N_("Play the Siege Tower: its left effect, +3 attack, is what kills the Knights.")),
        ),
        replies=(("battle-card", "Menders"),),
        done=N_(
            "Their Menders (Guarded) lost to your Bold card: your Siege Tower gave +3 attack, their Menders "
            "only +3 defense. Your 7 attack destroyed the Knights; their 4 did not kill your Sentinels "
            "(defense 5). Battle cards go to the discard pile."
        ),
        teaches=(BATTLE,),
    ),
    Step(
        goal=N_(
            "Your Stone clan's ability, Builder: a Structure such as the Ballista may be summoned straight "
            "into a zone where you have a Builder, and Sentinels are Builders. Summon the Ballista into the "
            "centre."
        ),
        focus=("hand", "middle", "zone:centre"),
        expect=(("summon", "centre", ("Ballista",)),),
        why_not=(
            (("summon", "west"), N_("The west would do too, but this step guards the centre.")),
            (("summon",), N_("At home the Ballista guards nothing: summon it straight into the centre.")),
            (("score",), N_("Score in a moment: first the Builder.")),
        ),
        otherwise=N_("Summon the Ballista into the centre crystal zone."),
        teaches=(ACTIONS,),
    ),
    Step(
        goal=N_(
            "Order the squad: only its top unit is exposed, and damage hits it first. Put the Sentinels "
            "(defense 5) on top of the Ballista (defense 4)."
        ),
        focus=("middle", "zone:centre"),
        expect=(("order", ("Sentinels", "Ballista")),),
        why_not=((("order",), N_("Put the Sentinels on top: their defense is higher.")),),
        teaches=(ACTIONS,),
    ),
    Step(
        goal=N_(
            "You control two crystal zones (your squad there, none of the enemy's): score a crystal by paying "
            "its cost in initiative. Take the cheapest, the Dawn Shard (3)."
        ),
        focus=("crystals", "middle", "zone:west", "zone:centre", "track"),
        expect=(("score", "Dawn Shard"),),
        why_not=(
            (
                ("score",),
                N_("What you pay past the neutral spaces is your opponent's next turn: take the cheapest crystal."),
            ),
        ),
        otherwise=SCORE_NOW,
        replies=RECRUIT,
        done=N_(
            "One crystal of the four you need. Your opponent replenished (discard any cards, draw up to 5) and "
            "summoned Mother and Knights at home, which paid the token 6 spaces into your side."
        ),
        teaches=(AIM, ACTIONS, INITIATIVE),
    ),
    Step(
        goal=N_(
            "A long turn: the token is 6 spaces into your side. Score the Sun Stone (7): when scored it gives "
            "you 4 initiative back, so your turn goes on."
        ),
        focus=("crystals", "track"),
        expect=(("score", "Sun Stone"),),
        why_not=((("score",), N_("That would work too, but take the Sun Stone first: it gives initiative back.")),),
        otherwise=SCORE_NOW,
        done=N_("7 paid, 4 gained: the token is still on your side."),
        teaches=(AIM, INITIATIVE),
    ),
    Step(
        goal=N_("Now The Wind's Wish (9): it gives you 6 initiative back when scored."),
        focus=("crystals", "track"),
        expect=(("score", "The Wind's Wish"),),
        why_not=((("score",), N_("Take The Wind's Wish now: it gives 6 initiative back.")),),
        otherwise=SCORE_NOW,
        done=N_("Three crystals. The token is on the middle space: still your turn."),
        teaches=(AIM, INITIATIVE),
    ),
    Step(
        goal=N_("Score a fourth crystal to win. The Star Fragment costs 3."),
        focus=("crystals",),
        expect=(("score", "Star Fragment"),),
        why_not=((("score",), N_("Any crystal wins now, but that one costs more than the Star Fragment.")),),
        otherwise=SCORE_NOW,
        done=N_("Four crystals: you win."),
        teaches=(AIM,),
    ),
)

SCRIPT = Script(
    game="crystal-clans",
    config=CONFIG,
    seed=SEED,
    player=PLAYER,
    intro=N_(
        "You play the Stone clan (P2, home zone at the top) against the Flower clan (P1, at the bottom). "
        "Collect 4 crystals to win. Your opponent went first and summoned Dandelion Knights at home."
    ),
    steps=STEPS,
    summary=(
        N_("Win by collecting 4 crystals."),
        N_("The second player draws one more card at the start: six instead of five."),
        N_(
            "Every action costs initiative: the token moves towards your opponent. You act again until it "
            "passes the neutral spaces onto their side; what you pay beyond that is their turn."
        ),
        N_("Summon: up to 3 units from your hand into your home zone as one squad; pay their summon costs."),
        N_(
            "Activate: pay the squad's highest activation cost, reorder it, move some or all of it to an "
            "adjacent zone, and battle an enemy squad there. Only the top unit is exposed."
        ),
        N_(
            "Battle: both play a battle card in secret. Bold beats Guarded, Guarded beats Tricky, Tricky beats "
            "Bold; the winning card gets its left effect. Then both squads deal their attack at once, from the "
            "top unit down."
        ),
        N_("Score: control 2 of the 3 crystal zones (your squad there, none of the enemy's) and pay a crystal's cost."),
        N_("Each clan has an ability: the Stone clan's Builders let Structures be summoned straight into their zone."),
    ),
    spell=spell,
    new=new,
    prelude=PRELUDE,
    # the real game after it: the human (first seat there) keeps the Stone clan learned here
    extra={"real_game": {"clan1": "stone", "clan2": "flower"}},
)
