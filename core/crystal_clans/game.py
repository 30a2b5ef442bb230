"""The Crystal Clans game: options and new games."""

from __future__ import annotations

from core.crystal_clans.cards import CARDS, CLAN_NAMES, DECK_SIZE, DECKS
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.state import CrystalClansState
from core.crystal_clans.words import HANDS_DEALT, clan
from core.i18n.phrase import phrase
from core.protocol import Game, Option, first_seat_option
from core.rng import Rng

HAND_SIZE = 5
ROW_SIZE = 3


class CrystalClansGame(Game):
    """Crystal Clans for two players: each picks a clan (or "random")."""

    id = "crystal-clans"
    name = "Crystal Clans"
    min_players = 2
    max_players = 2

    def options(self):
        clan_choices = tuple(CLAN_NAMES) + ("random",)
        return (
            Option("clan1", "Clan of player 1", clan_choices, "random", "the first seat's clan deck"),
            Option("clan2", "Clan of player 2", clan_choices, "random", "the second seat's clan deck"),
            Option(
                "mulligan",
                "Initial mulligan",
                (False, True),
                False,
                "each player may once shuffle cards back and draw up to 5 before the game",
            ),
            first_seat_option(2),
        )

    def normalize_config(self, config):
        full = super().normalize_config(config)
        for key in ("clan1", "clan2"):
            full[key] = str(full[key]).lower()
            if full[key] not in CLAN_NAMES and full[key] != "random":
                raise ValueError(
                    phrase(
                        "unknown clan {clan}; choose one of {clans} or random",
                        clan=repr(full[key]),
                        clans=", ".join(CLAN_NAMES),
                    )
                )
        full["mulligan"] = bool(full["mulligan"])
        return full

    def new(self, config, seed, stack: tuple[tuple[str, ...], ...] = ((), ()), crystals: tuple[str, ...] = ()):
        """A new game. `stack` and `crystals` (tutorials only: no config option asks for
        them) name cards to lie on top of each seat's shuffled draw pile, and crystals on
        top of the shuffled crystal deck, in the order they are drawn (the first crystals
        make the row); the seed's shuffles are drawn as ever, so the rest is the seed's."""
        config = self.normalize_config(config)
        rng = Rng(seed)
        clans: list[str] = []
        for key in ("clan1", "clan2"):
            c = config[key]
            clans.append(CLAN_NAMES[rng.randrange(len(CLAN_NAMES))] if c == "random" else c)
        s = CrystalClansState.blank()
        s.clans = (clans[0], clans[1])
        s.kinds = DECKS[clans[0]] + DECKS[clans[1]]
        s.rng = rng
        for seat in (0, 1):
            pile = list(range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE))
            rng.shuffle(pile)
            s.draw[seat] = stacked(pile, lambda c: CARDS[s.kinds[c]].name, stack[seat])
        for seat in (0, 1):
            s.draw_cards(seat, HAND_SIZE)
        deck = list(range(len(CRYSTALS)))
        rng.shuffle(deck)
        deck = stacked(deck, lambda x: CRYSTALS[x].name, crystals)
        s.row = [deck.pop() for _ in range(ROW_SIZE)]
        s.crystal_deck = deck
        s.events = [
            phrase("P1 plays the {first} clan, P2 the {second} clan", first=clan(clans[0]), second=clan(clans[1]))
        ]
        s.log(phrase(HANDS_DEALT, n=HAND_SIZE))
        # Rulebook, "Initial Mulligan": after both draw 5, "but before the first player is
        # chosen" -- so the second player's extra card comes after the mulligans.
        s.push(("start", config["first_seat"] + 1))  # 0: drawn at random, else seat + 1
        if config["mulligan"]:
            s.push(("mulligan", 0), ("mulligan", 1))
        s._run()
        return s

    def state_from_wire(self, data):
        return CrystalClansState.from_wire(data)


def stacked(pile: list[int], name_of, on_top: tuple[str, ...]) -> list[int]:
    """`pile` (top last) with one item of each name in `on_top` moved to the top, the
    first named drawn first; `name_of(item)` is an item's name (ValueError: no such item)."""
    rest = list(pile)
    taken = []
    for name in on_top:
        found = [item for item in rest if name_of(item) == name]
        if not found:
            raise ValueError(f"no {name!r} left to stack")
        rest.remove(found[0])
        taken.append(found[0])
    return rest + taken[::-1]


GAME = CrystalClansGame()
