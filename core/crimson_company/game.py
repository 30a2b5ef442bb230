"""Crimson Company: the Game object, setup of every variant, and the tournament draft.

Where the rulebook is silent we rule as follows (and say so in the log when it happens):
- A card turned face-up fires its deploy effect at most once per turn that way, so that
  forced chains (two Monks flipping each other) end.
- If no card can ever be recruited again (deck, pile and market empty, nothing waiting) or
  after 600 turns, the game ends: most castles wins, a tie is shared; in solo and co-op an
  exhausted deck is a loss.
- Heimdall stops effects that choose a card as their target, from either player (also the
  Monk's flips, the Shapeshifter's exchange and the Siren's moves); the cards a player picks
  to meet the Horseman's toll are a cost, not a target.
- The rule "no coins and an empty supply skips recruitment" holds in the free-for-all too.
- Free-for-all "left to right from the active player's view": the next seat clockwise sits
  on a player's left, so lanes go from its left front round the table to its right front.
- A lane that tied is not scored again in the same scoring phase, even if a card joined it
  meanwhile (e.g. an Undead); the next scoring phase checks it again.
- Tournament picks are made unseen: a view hides the other player's picks until the deck
  is formed.
- A choice with a single possible answer is taken at once (effects are mandatory).
- The duel deck holds one copy of every character (53); the free-for-all deck as many
  copies of the collection without the Bard as its table needs; solo and co-op leave out
  the three characters that only work with an auction or players' coins.
"""

from __future__ import annotations

from core.i18n.phrase import phrase
from core.protocol import Game, Option, first_seat_option
from core.rng import Rng

from . import auction, castles, effects, solo, turn  # noqa: F401  (register their tasks)
from .cards import ABILITY, CARDS, INDEX
from .castles import CASTLE_ID, CASTLE_NAME, SPECIAL, castle_cards, parse_castles
from .speech import player
from .state import CCState
from .tasks import task

DIFFICULTIES = (0, 1, 3, 6, 9)  # coins on each castle (the rulebook's "Münzen pro Burg")
DIFFICULTY_NAMES = ("easy", "medium", "hard", "very hard", "crazy")  # Leicht … Verrückt
DRAFT_PICKS = 15
FFA_TABLE = {3: (60, 50), 4: (80, 70), 5: (100, 90), 6: (120, 110)}  # coins, minimum deck
# cards that need the auction or coins per player, left out of solo and co-op decks
NOT_SOLO = ("haggler", "quartermaster", "banker")


class CastlesOption(Option):
    """The `castles` option: its form offers none, 1-3 drawn or one named card; the command
    line also takes several names ("tollgate+citadel"), see `parse_castles`."""

    def parse(self, value):
        return parse_castles(value)


class CrimsonCompany(Game):
    """The lane-and-auction card game: duel, 2 vs 2, free-for-all, solo and co-op."""

    id = "crimson-company"
    name = "Crimson Company"
    min_players, max_players = 1, 6
    variants = ("duel", "2v2", "free-for-all", "solo", "co-op")
    cooperative_variants = ("solo", "co-op")

    def player_counts(self, variant: str = "duel") -> range:
        return {
            "duel": range(2, 3),
            "2v2": range(4, 5),
            "free-for-all": range(3, 7),
            "solo": range(1, 2),
            "co-op": range(2, 3),
        }.get(variant, range(2, 3))

    def options(self):
        competitive = ("duel", "2v2", "free-for-all")
        return (
            Option(
                "castle_rules",
                "Castles with special rules",
                (False, True),
                False,
                "every lane gets a castle card with a special rule",
            ),
            CastlesOption(
                "castles",
                "Castle cards",
                ("none", "1", "2", "3") + tuple(CASTLE_ID[i] for i in SPECIAL),
                "none",
                "some castles replaced by castle cards: how many (drawn at random) or which",
                choice_labels=("none", "1 drawn", "2 drawn", "3 drawn") + tuple(CASTLE_NAME[i] for i in SPECIAL),
            ),
            Option(
                "handicap",
                "Coin handicap",
                tuple(range(6)),
                0,
                "extra starting coins for the second player (or the handicap seat)",
                variants=competitive,
            ),
            Option(
                "handicap_seat",
                "Handicap seat",
                (-1, 0, 1, 2, 3, 4, 5),
                -1,
                "who gets the handicap coins: the second player in turn order, or a seat",
                variants=competitive,
                choice_labels=("second player", "seat 1", "seat 2", "seat 3", "seat 4", "seat 5", "seat 6"),
            ),
            Option(
                "tournament",
                "Tournament draft",
                (False, True),
                False,
                "each player picks 15 distinct characters; the 30 form the deck",
                variants=("duel",),
            ),
            Option(
                "placements",
                "Play on for placements",
                (False, True),
                False,
                "after a win, the winner's cards leave, its fronts merge and play goes on",
                variants=("free-for-all",),
            ),
            first_seat_option(self.max_players, variants=competitive),
            Option(
                "difficulty",
                "Difficulty",
                DIFFICULTIES,
                1,
                "coins on each castle at the start, as the rulebook's levels: "
                "easy 0, medium 1, hard 3, very hard 6, crazy 9",
                variants=("solo", "co-op"),
                choice_labels=DIFFICULTY_NAMES,
            ),
        )

    def normalize_config(self, config):
        """The base checks plus the handicap seat, which must sit at this table, and one
        way of castle cards at a time."""
        full = super().normalize_config(config)
        if full["castle_rules"] and full["castles"] != "none":
            raise ValueError(
                phrase("choose castle_rules (a castle card on every lane) or castles (some of them), not both")
            )
        seat = full["handicap_seat"]
        if not -1 <= seat < full["players"]:
            raise ValueError(
                phrase(
                    "handicap_seat must be the second player or a seat of {players}, not seat {seat}",
                    players=full["players"],
                    seat=seat + 1,
                )
            )
        return full

    def new(self, config, seed) -> CCState:
        config = self.normalize_config(config)
        return setup(config, seed)

    def state_from_wire(self, data) -> CCState:
        return CCState.from_wire(data)


def collection(variant: str) -> list:
    """The character kinds of a variant's deck (one copy each)."""
    kinds = list(range(len(CARDS)))
    if variant == "free-for-all":
        kinds.remove(INDEX["bard"])
    if variant in ("solo", "co-op"):
        kinds = [k for k in kinds if ABILITY[k] not in NOT_SOLO]
    return kinds


def setup(config: dict, seed: int, stack: tuple[str, ...] = ()) -> CCState:
    """A new game of a normalized `config`. `stack` (tutorials only: no config option asks
    for it) names characters by ability id to lie on top of the shuffled deck, in the
    order they are drawn, so the first four form the market."""
    variant, n = config["variant"], config["players"]
    rng = Rng(seed)
    s = CCState.__new__(CCState)
    s.variant, s.nseats, s.rng = variant, n, rng
    kinds = collection(variant)
    lanes: tuple[tuple[int, int], ...]
    if variant == "duel":
        s.seat_side, s.nsides, lanes, total = (0, 1), 2, ((0, 1),) * 3, 40
    elif variant == "2v2":
        s.seat_side, s.nsides, lanes, total = (0, 1, 0, 1), 2, ((0, 1),) * 3, 80
    elif variant == "free-for-all":
        total, need = FFA_TABLE[n]
        s.seat_side, s.nsides = tuple(range(n)), n
        lanes = tuple((i, (i + 1) % n) for i in range(n) for _ in range(2))
        kinds = kinds * -(-need // len(kinds))
    else:
        s.seat_side, s.nsides, lanes, total = (0,) * n, 2, ((0, 1),) * 3, 40
    s.lane_sides = lanes
    nl = len(lanes)
    if config.get("castle_rules"):
        pool = list(SPECIAL)
        rng.shuffle(pool)
        s.castle = tuple(pool[i % len(pool)] for i in range(nl))
    else:
        s.castle = castle_cards(config.get("castles", "none"), nl, rng)
    s.alive, s.lanes = [True] * nl, [[[], []] for _ in range(nl)]
    s.lane_winner, s.castle_coins = [-1] * nl, [0] * nl
    s.total_coins = s.supply = total
    s.coins = [0] * n
    s.won = [0] * s.nsides
    s.waiting, s.hands = [[] for _ in range(n)], [[] for _ in range(n)]
    s.stack, s.ask, s.auction, s.sc, s.tied, s.outcome = [], None, None, None, [], None
    s.events, s.discard_used, s.passes, s.refired = [], [0] * n, [-1] * n, []
    s.play_on = bool(config.get("placements")) and variant == "free-for-all"
    s.placements, s.gone = [], []
    s.picks = [[] for _ in range(n)] if variant == "duel" and config.get("tournament") else []
    s.round, s.turns = 1, 0
    s.market, s.pile = [-1] * 4, []
    s.start = s.active = 0 if variant in ("solo", "co-op") else rng.randrange(n)
    if config.get("first_seat", -1) >= 0:  # drawn all the same, so the rest stays the seed's
        s.start = s.active = config["first_seat"]
    give_start_coins(s, config)
    if variant == "duel" and config.get("tournament"):
        s.kind_of, s.deck, s.down, s.mod, s.at_lane = (), [], [], [], []
        s.stack = [("turn",), ("draft_end",), ("draft", 1), ("draft", 0)]
        s.log(phrase("Tournament draft: each player picks 15 distinct characters"))
    else:
        deal(s, kinds, stack)
        if variant in ("solo", "co-op"):
            d = int(config.get("difficulty") or 0)
            for i in range(nl):
                s.castle_coins[i] = d
            s.supply -= d * nl
            s.stack = [("solo_round",)]
            s.round = 0
        else:
            s.stack = [("turn",)]
    s.run()
    return s


def deal(s: CCState, kinds: list, stack: tuple[str, ...] = ()) -> None:
    """Make the deck from these character kinds: shuffle, put the `stack`ed characters
    (ability ids, first drawn first) on top, deal the market of four."""
    s.kind_of = tuple(kinds)
    s.down, s.mod, s.at_lane = [0] * len(kinds), [0] * len(kinds), [-1] * len(kinds)
    s.deck = list(range(len(kinds)))
    s.rng.shuffle(s.deck)
    on_top = [s.kind_of.index(INDEX[ability]) for ability in stack]  # KeyError/ValueError: not in this deck
    s.deck = [c for c in s.deck if c not in on_top] + on_top[::-1]
    s.refill_market()


def give_start_coins(s: CCState, config: dict) -> None:
    n, v = s.nseats, s.variant
    order = [(s.start + k) % n for k in range(n)]
    if v == "duel":
        amounts = [3, 4]
    elif v == "2v2":
        amounts = [1, 2, 3, 4]
    elif v == "free-for-all":
        amounts = [n] * n
    else:
        return
    extra = int(config.get("handicap") or 0)
    hseat = config.get("handicap_seat", -1)
    hseat = order[1] if hseat is None or hseat < 0 or hseat >= n else hseat
    for seat, amount in zip(order, amounts):
        s.coins[seat] = amount + (extra if seat == hseat else 0)
    s.supply -= sum(s.coins)


@task("draft")
def draft(s, t):
    """Tournament: a player picks distinct characters one at a time until 15."""
    _, p = t
    picks = s.picks[p]
    if len(picks) >= DRAFT_PICKS:
        return
    s.active = p
    s.stack.append(("draft", p))
    s.choose(
        p,
        "draft",
        phrase("Pick a character for the deck ({number} of {total})", number=len(picks) + 1, total=DRAFT_PICKS),
        [("pick", k) for k in range(len(CARDS)) if k not in picks],
        ("draft_do", p),
    )


@task("draft_do")
def draft_do(s, t):
    _, p, (_, k) = t
    s.picks[p].append(k)
    s.log(
        phrase(
            "{player} picks a character ({number} of {total})",
            player=player(p),
            number=len(s.picks[p]),
            total=DRAFT_PICKS,
        )
    )


@task("draft_end")
def draft_end(s, t):
    kinds = sorted(s.picks[0] + s.picks[1])
    s.active = s.start
    deal(s, kinds)
    s.log(phrase("The 30 drafted cards form the deck"))


GAME = CrimsonCompany()
