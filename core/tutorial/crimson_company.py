"""The Crimson Company duel tutorial: eight steps from a stacked deal, ending in a win.

The game so far (the prelude, ten turns of recruiting one card each, the opponent always
letting it go) leaves lane 1 with three of your cards against one, lane 3 with two of
yours against three; the steps teach the auction (a bid bought out, a buy-out, a bid let
go, a pass), the two waiting cards, deploying, the Berserker's effect, a lane scored at
four cards, a tie, and the second castle that wins. Actions are spelled with characters'
ability ids and lanes counted from 1 (`spell`).
"""

from __future__ import annotations

from core.crimson_company.cards import ABILITY
from core.crimson_company.game import GAME, setup
from core.i18n import N_
from core.protocol import Action, State
from core.tutorial.script import Script, Spelled, Step

# drawn first: the first four make the market; the prelude always recruits from the first
# slot, so the other three (Heimdall, Berserker, Quartermaster) wait for the steps
STACK = (
    "pikeman",
    "heimdall",
    "berserker",
    "quartermaster",
    "banker",
    "merchant",
    "thief",
    "giant",
    "beggar",
    "squire",
    "illusionist",
    "tax_collector",
    "gravedigger",
    "bard",
    "njord",
)
CONFIG = {"variant": "duel", "players": 2, "first_seat": 0}
SEED = 31


def recruited(card: str, lane: int) -> tuple[Spelled, ...]:
    """One turn of the game so far: bid 2 on `card`, the opponent lets it go, play it."""
    return (("bid", card, 2), ("pass",), ("deploy", card, lane))


PRELUDE = (
    *recruited("pikeman", 1),
    *recruited("banker", 1),
    *recruited("merchant", 1),
    *recruited("thief", 3),
    *recruited("giant", 3),
    *recruited("beggar", 3),
    *recruited("squire", 1),
    *recruited("illusionist", 3),
    *recruited("tax_collector", 3),
    *recruited("gravedigger", 2),
)


def spell(state: State, action: Action) -> Spelled:
    """`action` with characters for card ids and market slots, lanes from 1."""
    s = state
    kind = action[0]
    if kind == "bid":
        _, slot, coins = action
        card = s.deck[-1] if slot == 4 else s.market[slot]  # type: ignore[attr-defined]
        return ("bid", ABILITY[s.kind_of[card]], coins)  # type: ignore[attr-defined]
    if kind in ("deploy", "play") and len(action) == 3:
        return (kind, ABILITY[s.kind_of[action[1]]], action[2] + 1)  # type: ignore[attr-defined]
    return tuple(action)


def new(config: dict, seed: int) -> State:
    """The duel with `STACK` on top of the deck."""
    return setup(GAME.normalize_config(config), seed, STACK)


AUCTION = "A turn: four phases"
AIM = "The aim"
SETUP = "Setup"

STEPS = (
    Step(
        goal=N_(
            "Your turn: you took 3 coins of income. Now recruit: bid 1 coin on the Heimdall in the market "
            "(pick it, then choose the bid of 1)."
        ),
        focus=("market", "purses"),
        expect=(("bid", "heimdall", 1),),
        why_not=(
            (("bid", "heimdall"), N_("Bid just 1 coin: a small bid is enough to see what the opponent does.")),
            (("bid",), N_("This time bid on the Heimdall, the strong card in the market.")),
        ),
        replies=(("buyout",), ("bid", "berserker", 1)),
        done=N_(
            "Your opponent bought you out: they paid you 1 coin, you got your bid back too, and they took the "
            "Heimdall. Being bought out is no loss: you gained a coin."
        ),
        teaches=(AUCTION, SETUP),
    ),
    Step(
        goal=N_(
            "Now it is your opponent's turn, and they bid 1 coin on the Berserker. Buy them out: pay 1 coin, "
            "they get the coins and you get the card."
        ),
        focus=("market", "purses", "actions"),
        expect=(("buyout",),),
        why_not=((("pass",), N_("If you pass, they get the Berserker and their coin goes to the supply. Take it.")),),
        replies=(("deploy", "heimdall", 2),),
        done=N_(
            "The Berserker now waits in front of you until your own turn. Your opponent played the Heimdall "
            "into lane 2."
        ),
        teaches=(AUCTION,),
    ),
    Step(
        goal=N_(
            "Your turn again. Bid 1 coin on the Quartermaster. You may hold two waiting cards: the one bought "
            "in their turn and the one recruited in yours."
        ),
        focus=("market", "waiting"),
        expect=(("bid", "quartermaster", 1),),
        why_not=(
            (("bid", "quartermaster"), N_("1 coin is enough: a bid they let go costs you the whole bid.")),
            (("bid",), N_("Bid on the Quartermaster this time.")),
        ),
        replies=(("pass",),),
        done=N_("Your opponent passed: your coin went to the supply and the Quartermaster is yours."),
        teaches=(AUCTION,),
    ),
    Step(
        goal=N_(
            "Deploy: play the Berserker into lane 1. It lowers the strength of every opposing card in its lane "
            "by 2, and it is your fourth card there."
        ),
        focus=("waiting", "lane:1"),
        expect=(("deploy", "berserker", 1),),
        why_not=(
            (
                ("deploy", "berserker"),
                N_("Lane 1 is where the Berserker counts: it already holds three of your cards."),
            ),
            (("deploy",), N_("Play the Berserker first; the Quartermaster comes next.")),
        ),
        done=N_("The Banker opposite now has strength 1. Lane 1 holds four of your cards: it will be scored."),
        teaches=(AUCTION, "Card words"),
    ),
    Step(
        goal=N_("Play the Quartermaster into lane 2. Every recruited card must be played this turn."),
        focus=("waiting", "lane:2"),
        expect=(("deploy", "quartermaster", 2),),
        why_not=(
            (("deploy", "quartermaster", 3), N_("Not lane 3 yet: keep it at two of your cards for later.")),
            (("deploy",), N_("Lane 1 is about to be scored; lane 2 is where this card is useful.")),
        ),
        replies=(("bid", "bard", 1),),
        done=N_(
            "Scoring: lane 1 had four of your cards, 12 strength against 1. You won its castle, and every card "
            "in that lane was destroyed."
        ),
        teaches=(AUCTION, AIM),
    ),
    Step(
        goal=N_("Your opponent bids 1 coin on the Bard. Let them have it: pass."),
        focus=("market", "lane:3"),
        expect=(("pass",),),
        why_not=((("buyout",), N_("Keep your coins for your own turn: pass this time.")),),
        replies=(("deploy", "bard", 3),),
        done=N_(
            "They played the Bard into lane 3: four cards, and 7 strength against your 7. A tie: nobody wins the "
            "castle, and the lane stays in play."
        ),
        teaches=(AUCTION,),
    ),
    Step(
        goal=N_("Your turn. Bid 1 coin on the Njord: it will break the tie in lane 3."),
        focus=("market",),
        expect=(("bid", "njord", 1),),
        why_not=(
            (("bid", "njord"), N_("1 coin is enough.")),
            (("bid",), N_("Bid on the Njord: with 3 strength it wins lane 3.")),
        ),
        replies=(("pass",),),
        done=N_("They passed: the Njord is yours."),
        teaches=(AUCTION,),
    ),
    Step(
        goal=N_(
            "Play the Njord into lane 3. The lane holds four of their cards, so it is scored again at the end "
            "of your turn: win it and you hold two castles."
        ),
        focus=("waiting", "lane:3"),
        expect=(("deploy", "njord", 3),),
        why_not=((("deploy",), N_("Lane 3 is the one that wins the game.")),),
        done=N_("10 against 7: the second castle is yours, and two castles win the game."),
        teaches=(AIM, AUCTION),
    ),
)

SCRIPT = Script(
    game="crimson-company",
    config=CONFIG,
    seed=SEED,
    player=0,
    intro=N_(
        "A duel is under way: ten turns are played. Lane 1 holds three of your cards, lane 3 two. "
        "Win two of the three castles."
    ),
    steps=STEPS,
    summary=(
        N_("Win two of the three castles; each lane leads to one."),
        N_("Each turn: take 3 coins, recruit one card by auction, play your waiting cards, score."),
        N_(
            "Bid on a market card. The opponent buys you out (you get their coins, they the card) or passes "
            "(your coins go to the supply, the card is yours)."
        ),
        N_("You may have two cards waiting: one bought in their turn, one recruited in yours."),
        N_("Play cards on your side of a lane; many have an effect when played."),
        N_(
            "A lane with four cards on one side is scored: the stronger side wins the castle, "
            "and the lane's cards are destroyed."
        ),
        N_("A tie leaves the lane in play, to be scored again."),
    ),
    spell=spell,
    new=new,
    prelude=PRELUDE,
)
