"""The Clans tutorial (2 players): ten steps of a real game, ending in a win.

The deal is seed 5's (you are Green, your opponent Black); the game so far (the prelude,
fourteen moves, no village yet) and every step were found by bench/clans_tutorial_search.py,
greedy play picked for what its last moves teach: moving huts, villages (yours and your
opponent's), a village on hostile land, the end of an epoch, a favourable landscape's
bonus, a dispute, reading the opponent's colour from the villages it founds, and the 12th
village that ends the game. Actions are the engine's own (`("move", src, dst)` names
territories, whose ids never change), so `spell` keeps them as they are. A step's focus
names the territories it concerns ("territory:N", lit on the map) and "epochs" or
"colour" for the epoch track and your secret colour.
"""

from __future__ import annotations

from core.clans.game import GAME
from core.i18n import N_
from core.protocol import Action, State
from core.tutorial.script import Script, Spelled, Step

CONFIG = {"players": 2, "first_seat": 0}
SEED = 5

PRELUDE: tuple[Spelled, ...] = (
    ("move", 9, 17),
    ("move", 48, 47),
    ("move", 46, 56),
    ("move", 16, 26),
    ("move", 54, 43),
    ("move", 20, 21),
    ("move", 57, 56),
    ("move", 31, 40),
    ("move", 11, 10),
    ("move", 27, 26),
    ("move", 25, 35),
    ("move", 37, 49),
    ("move", 32, 22),
    ("move", 53, 52),
)

# the sections of the rules summary (tui/rules/clans.md), by heading
AIM = "The aim"
BOARD = "The board"
TURN = "Your turn: one move"
VILLAGES = "Villages"
EPOCHS = "Epochs"
END = "The end"
HERE = "Playing it here"

# said for a legal move a step has no more particular answer for
ANOTHER_MOVE = N_("A legal move, but this step asks for the one marked ▶ in the list.")


def spell(state: State, action: Action) -> Spelled:
    """Clans actions name territories, which never change: as they are."""
    return tuple(action)


def new(config: dict, seed: int) -> State:
    """The game's own deal (Clans has no deck to stack)."""
    return GAME.new(config, seed)


def lit(*territories: int) -> tuple[str, ...]:
    """The focus of a step about `territories`: the map, and those territories on it."""
    return ("map", *(f"territory:{t}" for t in territories))


STEPS = (
    Step(
        goal=N_(
            "Move huts: take all the huts of territory 40 (a green and a blue) onto territory 50. A move always "
            "takes every hut of a territory onto a neighbouring territory that is not empty."
        ),
        focus=lit(40, 50),
        expect=(("move", 40, 50),),
        why_not=(
            (("move", 40), N_("Territory 40's huts go to 50 this time: 50 holds a black hut.")),
            (("move",), N_("Start with territory 40: its two huts go onto 50.")),
        ),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 13, 23),),
        done=N_("Territory 40 is empty now: no hut may ever move onto it again. Your opponent moved 13 onto 23."),
        teaches=(TURN, BOARD, HERE),
    ),
    Step(
        goal=N_(
            "You are Green: only you can see that (under the map). Move the red and yellow huts of 17 onto 18; "
            "18 is left with a single inhabited neighbour."
        ),
        focus=(*lit(17, 18), "colour"),
        expect=(("move", 17, 18),),
        why_not=((("move", 17), N_("Move 17 onto 18: it leaves 18 with almost no neighbours.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 29, 18),),
        done=N_(
            "Your opponent moved 29 onto 18: 18 and 28 have no inhabited neighbour left, so both became villages "
            "and they took two bonus chips. Each colour in a village scores one point per hut in it."
        ),
        teaches=(AIM, VILLAGES),
    ),
    Step(
        goal=N_(
            "Found a village yourself: move the hut of 7 onto 8. Territory 8 then has no inhabited neighbour: "
            "it becomes a village, you take a chip, and green and blue score."
        ),
        focus=lit(7, 8),
        expect=(("move", 7, 8),),
        why_not=((("move", 7), N_("Onto 8: that is the move that leaves 8 alone.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 34, 44),),
        done=N_("Village 3: green and blue scored 2 points each, and your chip is worth 1 point at the end."),
        teaches=(VILLAGES,),
    ),
    Step(
        goal=N_(
            "Mountains are hostile in epoch I (the − on the epoch track): a village there scores nothing. "
            "Move 49 onto 38: it founds a village on mountain 38; nobody scores, but you take the chip."
        ),
        focus=(*lit(49, 38), "epochs"),
        expect=(("move", 49, 38),),
        why_not=((("move", 49), N_("Onto 38: the village on the mountain scores for nobody.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 58, 59),),
        done=N_(
            "You took the fourth chip, the last of epoch I: epoch II began, with grassland favourable and steppe "
            "hostile. Your opponent's village on steppe 59 scored nothing either."
        ),
        teaches=(EPOCHS, VILLAGES),
    ),
    Step(
        goal=N_(
            "A village can appear away from your huts: move the red hut of 36 onto 26. Territory 47 loses its "
            "last inhabited neighbour and becomes a village."
        ),
        focus=lit(36, 26, 47),
        expect=(("move", 36, 26),),
        why_not=((("move", 36), N_("Onto 26: 26 is where your own colour gathers.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 5, 6),),
        done=N_("Steppe is hostile in epoch II: yellow's village on 47 scores nothing, but the chip is yours."),
        teaches=(VILLAGES, EPOCHS),
    ),
    Step(
        goal=N_(
            "Gather huts for a big village: move the red and blue huts of 10 onto territory 0 (steppe, "
            "favourable in epoch III)."
        ),
        focus=lit(10, 0),
        expect=(("move", 10, 0),),
        why_not=((("move", 10), N_("Onto 0: steppe will be favourable in epoch III.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 30, 39),),
        done=N_(
            "Guess your opponent's colour: they just founded a village on 19 that holds one black hut, the last "
            "chip of epoch II. Players found villages that help their own colour: Black is a good guess."
        ),
        teaches=(AIM,),
    ),
    Step(
        goal=N_(
            "Epoch III: steppe is favourable (+3). Move the green hut of 1 onto territory 0: it founds a village of "
            "four huts on steppe."
        ),
        focus=(*lit(1, 0), "epochs"),
        expect=(("move", 1, 0),),
        why_not=((("move", 1), N_("Onto 0: that village is on the favourable steppe.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 44, 45),),
        done=N_("4 huts plus the epoch's bonus of 3: red, green, blue and black scored 7 points each."),
        teaches=(EPOCHS, VILLAGES),
    ),
    Step(
        goal=N_(
            "Move the huts of 50 onto 39: it founds a village of five huts, two of them green, with the last chip "
            "of epoch III."
        ),
        focus=(*lit(50, 39), "epochs"),
        expect=(("move", 50, 39),),
        why_not=((("move", 50), N_("Onto 39: that founds the village.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 15, 6),),
        done=N_(
            "Every colour in it scored 5. Epoch IV began (mountain favourable, +4), and your opponent founded a "
            "village on 6 with black in it again."
        ),
        teaches=(EPOCHS,),
    ),
    Step(
        goal=N_(
            "A dispute: when all five colours meet in a village, the colours with a single hut leave before it "
            "scores. Move 35 onto 26: only green keeps two huts there."
        ),
        focus=(*lit(35, 26), "colour"),
        expect=(("move", 35, 26),),
        why_not=((("move", 35), N_("Onto 26: there all five colours meet.")),),
        otherwise=ANOTHER_MOVE,
        replies=(("move", 22, 23),),
        done=N_("The lone huts left: only green stayed, and scored 2 huts plus the bonus of 4, 6 points."),
        teaches=(VILLAGES,),
    ),
    Step(
        goal=N_(
            "The 12th village ends the game and always gets a 5-point bonus. Move 12 onto 21 to found it: "
            "yellow, green and black score 8."
        ),
        focus=(*lit(12, 21), "epochs"),
        expect=(("move", 12, 21),),
        why_not=((("move", 12), N_("Onto 21: that founds the 12th village.")),),
        otherwise=ANOTHER_MOVE,
        done=N_("The game is over: colours are revealed and chips are added. Green wins, 36 to 33."),
        teaches=(END,),
    ),
)

SCRIPT = Script(
    game="clans",
    config=CONFIG,
    seed=SEED,
    player=0,
    intro=N_(
        "A game of Clans for two: fourteen moves are played and no village is founded yet. You own one of the "
        "five colours in secret; your opponent owns another."
    ),
    steps=STEPS,
    summary=(
        N_("You secretly own one of the five colours: score the most for it without giving it away."),
        N_("A move takes all the huts of a territory onto a neighbouring territory that is not empty."),
        N_("A group of 7 or more huts may no longer move."),
        N_(
            "A territory whose neighbours are all empty becomes a village: its founder takes a chip (1 point), and "
            "each colour in it scores a point per hut."
        ),
        N_("Each epoch has a favourable landscape (plus its bonus) and a hostile one (nobody scores)."),
        N_("A village with all five colours is disputed: the colours with a single hut leave before it scores."),
        N_("The 12th village ends the game; the colours are revealed and each player adds their chips."),
        N_("Watch which colours the others' villages help: that is how you guess their colours."),
    ),
    spell=spell,
    new=new,
    prelude=PRELUDE,
)
