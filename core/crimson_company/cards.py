"""The character collection: one row per character (the data), effects live in effects.py.

A card in play is a small int (its card id); `kind_of[card]` (per game) points into this
table. Rows: ability id, English name, strength, effect kind, card text (our own wording,
agreeing with the rulebook's clarifications). Solo texts are the rulebook's solo changes.
"""
from __future__ import annotations

DEPLOY, INCOME, RECRUIT, DESTROY, PASSIVE, SCORING, PLAIN = (
    "deploy", "income", "recruitment", "destroy", "passive", "scoring", "none")

# (ability id, name, strength, kind, text)
CARDS = (
    ("alchemist", "Alchemist", 3, DEPLOY,
     "Destroy a card in play (this one included) and gain coins equal to its strength."),
    ("horseman", "Horseman of the Apocalypse", 5, DEPLOY,
     "Each player destroys cards of total strength 3 or more on their side of this lane, "
     "active player first; who cannot reach 3 destroys all their cards here."),
    ("bard", "Bard", 2, PASSIVE,
     "Passive: to buy out your bid, an opponent must pay one coin more than the bid."),
    ("berserker", "Berserker", 4, DEPLOY,
     "Lower the strength of every card on the opponent's side of this lane by 2 (never below 0)."),
    ("summoner", "Summoner", 2, DEPLOY,
     "Put a market card of your choice onto your side of this lane, without its effect."),
    ("bishop", "Bishop", 2, SCORING,
     "Scoring: the side with more face-down cards in this lane wins it; strength does not count."),
    ("blood_priest", "Blood Priest", 5, DEPLOY,
     "Destroy a card on the opponent's side of this lane; the opponent chooses which."),
    ("demon", "Demon", 4, DEPLOY,
     "Flip a card in this lane (either side, this one included)."),
    ("thief", "Thief", 2, DEPLOY, "Take one coin from the opponent."),
    ("fanatic", "Fanatic", 3, DESTROY,
     "Destroy: if a card effect destroyed this card, destroy a card on the opponent's side of another lane."),
    ("ferryman", "Ferryman", 2, DEPLOY,
     "Place a card from the destroyed pile onto your side of this lane (it fires no effect)."),
    ("fairy", "Fairy", 1, SCORING,
     "Scoring: the strongest card on each side of this lane counts double "
     "(one per side; on a tie the one nearest the castle)."),
    ("fenrir", "Fenrir", 5, PASSIVE,
     "Passive: cards the opponent plays into this lane are played face-down."),
    ("shapeshifter", "Shapeshifter", 3, DEPLOY,
     "The opponent chooses a card on their side of this lane; it swaps places with this card."),
    ("cutthroat", "Cutthroat", 2, DEPLOY,
     "The player leading in this lane (base strength) destroys their strongest card here "
     "(nearest the castle on a tie); on a tied lead nothing happens."),
    ("heimdall", "Heimdall", 4, PASSIVE,
     "Passive: stop the next effect that targets a card in this lane (either side), then flip this card."),
    ("hel", "Hel", 3, PASSIVE,
     "Passive: while Hel is in play no destroy effect fires, even when a lane is won."),
    ("horror", "Horror", 5, DEPLOY,
     "Move every card on the opponent's side of this lane, one at a time, each to another lane of your choice."),
    ("war_bear", "War Bear", 5, DEPLOY,
     "The player leading in this lane (this card counted) destroys a card on the other side here."),
    ("loki", "Loki", 2, DEPLOY,
     "Gain 1 coin. Then you may swap this card with any other card in play (either side)."),
    ("monk", "Monk", 3, DEPLOY,
     "You flip one of your cards in this lane, then the opponent flips one of theirs here."),
    ("musketeer", "Musketeer", 3, SCORING,
     "Scoring: pay 1 coin to the supply if you can; if you did, this card gets +3 strength."),
    ("njord", "Njord", 3, PASSIVE,
     "Passive: whoever plays a card onto this card's side of this lane gains 1 coin."),
    ("plague_doctor", "Plague Doctor", 2, SCORING,
     "Scoring: every face-down card in this lane counts 3."),
    ("brawler", "Brawler", 4, DEPLOY,
     "Destroy the weakest other card in play (base strength, face-down cards 0; you choose on a tie)."),
    ("shadow", "Shadow", 2, DEPLOY,
     "Flip a card on the opponent's side of this lane, then flip this card."),
    ("slinger", "Slinger", 3, DEPLOY,
     "Flip all the strongest face-up cards on each side of this lane (each side on its own)."),
    ("siren", "Siren", 3, DEPLOY,
     "The opponent moves 2 of their cards from other lanes to their side of this lane (they choose which)."),
    ("undead", "Undead", 2, DESTROY,
     "Destroy: instead of the destroyed pile, go to your side of another lane of your choice."),
    ("seductress", "Seductress", 3, DEPLOY,
     "Flip any card in play, then move it to its side of this lane."),
    ("veteran", "Veteran", 4, DEPLOY,
     "Take a market card and place it on your side of any lane (its deploy effect does not fire)."),
    ("fortune_teller", "Fortune Teller", 2, RECRUIT,
     "Recruitment: you may also bid on the face-up top card of the deck."),
    ("clumsy_ogre", "Clumsy Ogre", 6, DEPLOY,
     "Flip all other cards in this lane (both sides)."),
    ("underdog", "Underdog", 1, SCORING,
     "Scoring: the side with the lower total strength wins this lane."),
    ("mercenary", "Mercenary", 3, SCORING,
     "Scoring: you may pay coins to the supply; this card gets +1 strength per coin paid."),
    ("beggar", "Beggar", 1, DEPLOY,
     "If an opponent of your choice has more coins than you, take 2 of their coins."),
    ("chaos_mage", "Chaos Mage", 3, DEPLOY, "Flip any card in play."),
    ("wizard", "Wizard", 4, DEPLOY,
     "Move any other card in play to another lane (it stays on its side)."),
    ("illusionist", "Illusionist", 2, DEPLOY,
     "The opponent pays 2 coins to the supply (as many as they have)."),
    ("traitor", "Traitor", 1, DEPLOY,
     "This card is played onto the opponent's side of the lane. Its player gains 2 coins."),
    ("freyja", "Freyja", 4, PASSIVE,
     "Passive: while Freyja is in play, every card is played into her lane."),
    # Designed by us. It once recruited the deck's top card "for free (play it this turn)",
    # a third card in front of its owner against the rulebook's "Kontrolle" (at most two:
    # one recruited in her own round, one in the opponent's): now it plays that card at once.
    ("troll_mother", "Troll Mother", 4, DEPLOY,
     "Play the face-up top card of the deck at once into a lane on your side (its effect "
     "fires); then discard a market card of your choice."),
    # further characters of our own design
    ("merchant", "Merchant", 2, INCOME, "Income: gain 1 coin."),
    ("tax_collector", "Tax Collector", 1, INCOME, "Income: take 1 coin from the opponent."),
    ("banker", "Banker", 3, INCOME, "Income: if you have fewer coins than the opponent, gain 2 coins."),
    ("haggler", "Haggler", 2, RECRUIT,
     "Recruitment: when the opponent lets you have a card, 1 coin of your bid comes back to you."),
    ("quartermaster", "Quartermaster", 3, RECRUIT,
     "Recruitment: when an opponent buys out your bid, also gain 1 coin."),
    ("squire", "Squire", 2, DEPLOY, "Gain 1 coin."),
    ("voodoo_doll", "Voodoo Doll", 1, DESTROY, "Destroy: destroy another card in play of your choice."),
    ("gravedigger", "Gravedigger", 2, DESTROY, "Destroy: gain 2 coins."),
    ("standard_bearer", "Standard Bearer", 2, SCORING,
     "Scoring: every other face-up card on your side of this lane gets +1 strength."),
    ("giant", "Giant", 6, PLAIN, "No effect."),
    ("pikeman", "Pikeman", 4, PLAIN, "No effect."),
)

ABILITY = tuple(r[0] for r in CARDS)
NAME = tuple(r[1] for r in CARDS)
STRENGTH = tuple(r[2] for r in CARDS)
KIND = tuple(r[3] for r in CARDS)
TEXT = tuple(r[4] for r in CARDS)
INDEX = {a: i for i, a in enumerate(ABILITY)}

# The rulebook's solo/co-op changes of card texts.
SOLO_TEXT = {
    "horseman": "Destroy one card on each side of this lane.",
    "bard": "Passive: when you gain a coin, gain another.",
    "summoner": "Draw a card from the deck; place it face-down on your side of this lane.",
    "beggar": "If this lane's castle holds more coins than any other, put one of them back to the supply.",
    "shapeshifter": "Draw 3 cards; swap one of them for this card, then discard the other two and this card.",
    "musketeer": "Scoring: +1 strength for every 2 coins on this lane's castle.",
    "troll_mother": "Draw a card from the deck, then discard a card from your hand.",
    "veteran": "Destroy: draw a card from the deck; place it face-down on your side of any lane.",
    "fortune_teller": "Recruitment: you may discard the top card of the deck.",
}
SOLO_KIND = {"veteran": DESTROY}
# the effect kind of each character in solo and co-op (the solo changes applied)
KIND_SOLO = tuple(SOLO_KIND.get(a, k) for a, k in zip(ABILITY, KIND))


def text_of(kind: int, solo: bool = False) -> str:
    """The text of character `kind` (its solo text in solo and co-op)."""
    if solo:
        return SOLO_TEXT.get(ABILITY[kind], TEXT[kind])
    return TEXT[kind]
