"""One lane of Crimson Company: its castle, then each side's cards from the castle outwards.

    [ 1♜Tollgate ]◆P1   Σ 7  Berserker 4  ▼Monk 0   Giant 6
       +1c if more    P2   Σ 5  Thief 2      Demon 4

The castle cell (two lines: the name, then a short tag of its special rule, the coins on
it in solo and co-op, "tied") is the lane's spot; every card is a spot of its own. A lane
out of play shrinks to one line saying who won it. On a wide terminal the castle's rule is
written out under the lane when the terminal is tall enough.
"""

from __future__ import annotations

import textwrap

from rich.style import Style

from core.crimson_company.castles import scoring_threshold
from core.i18n import N_, _, ngettext
from tui.games.crimson_company.cards import (
    BOLD,
    MUTED,
    OWN,
    card_label,
    card_style,
    fit,
    own_side,
    short_label,
    side_label,
    side_name,
    side_style,
)
from tui.games.crimson_company.names import CASTLE_NAME, CASTLE_TEXT
from tui.games.crimson_company.row import PAD, Cell, PickRow, wrap

# a castle's special rule in a few characters (the full text: detail line, wide terminal)
RULE_TAG = ("", N_("more: +1c"), N_("▼ count 1"), N_("fewer +2"), N_("play +1c"), N_("5 to score"))
CASTLE_W = 14  # the castle cell's text: "1♜" and a whole castle name ("Hügelfestung")
SIDE_W = 11  # "◆P1+P3 Σ12 "
MIN_CARD, MAX_CARD = 6, 18
RULE = Style(dim=True, italic=True)


def lane_spot(lane: int) -> tuple:
    return ("lane", lane)


class LaneRow(PickRow):
    """A lane of a Crimson Company view."""

    def __init__(self, lane: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lane = lane
        self.rule_line = False  # write the castle's rule out under the lane

    def show(self, view, viewer: int | None, names: list[str], rule_line: bool = False) -> None:
        self.rule_line = rule_line
        super().show(view, viewer, names)

    def build(self, width: int) -> list[list[Cell]]:
        view, lane = self.view, self.lane
        if view is None or lane >= len(view.lanes):
            return []
        castle = view.castle[lane]
        head = Cell(fit(f"{lane + 1}♜{CASTLE_NAME[castle]}", CASTLE_W).ljust(CASTLE_W), BOLD)
        if not view.alive[lane]:  # in line with a live lane's castle: its gutter and mark
            return [[Cell("  "), head, Cell(" " + self.outcome(), MUTED)]]
        spot = lane_spot(lane)
        totals = view.lane_totals(lane)
        mine = own_side(view, self.viewer)
        lines: list[list[Cell]] = []
        for k, side in enumerate(view.lane_sides[lane]):
            label = (OWN if side == mine else " ") + side_label(view, side)
            cards = self.card_lines(view.lanes[lane][k], width - CASTLE_W - PAD - SIDE_W)
            lines.append([Cell(fit(label, 6).ljust(6), side_style(side)), Cell(f" Σ{totals[k]:>2} ", BOLD), *cards[0]])
            lines += [[Cell(" " * SIDE_W), *more] for more in cards[1:]]
        left = [Cell(head.text, BOLD, spot), Cell(self.castle_tag().ljust(CASTLE_W), MUTED, spot)]
        blank = Cell(" " * (CASTLE_W + PAD))  # under the castle cell of a lane that grew
        lines = [[left[y] if y < 2 else blank, *line] for y, line in enumerate(lines)]
        if self.rule_line and CASTLE_TEXT[castle]:
            indent = 4
            for part in textwrap.wrap(CASTLE_TEXT[castle], max(width - indent, 20)):
                lines.append([Cell(" " * indent), Cell(part, RULE)])
        return lines

    def spot_at(self, x: int, y: int) -> tuple | None:
        """A click on a lane's empty part (a side's label, its total, past the cards)
        means the lane."""
        spot = super().spot_at(x, y)
        if spot is None and self.view is not None and self.view.alive[self.lane]:
            return lane_spot(self.lane) if 0 <= y < 2 else None
        return spot

    def card_lines(self, cards: list[int], room: int) -> list[list[Cell]]:
        """A side's cards in `room` columns: in even cells if every label fits whole;
        else each as wide as its label, with its short name; else on as many lines as
        they take (a crowded lane grows, its names stay whole)."""
        view = self.shown
        if not cards:
            return [[Cell(" —", MUTED)]]
        each = max(MIN_CARD, min(MAX_CARD, room // len(cards))) - PAD
        labels = [card_label(view, c, each) for c in cards]
        if not any("…" in label for label in labels):
            return [[Cell(label.ljust(each), card_style(view, c), ("card", c)) for c, label in zip(cards, labels)]]
        cells = [Cell(short_label(view, c), card_style(view, c), ("card", c)) for c in cards]
        return wrap(cells, room, indent=0)

    def castle_tag(self) -> str:
        """The castle cell's second line: its rule's tag, the coins on it, "tied"; when
        they do not all fit, the rule's tag goes (the detail line has the rule), so that
        the coins and the tie are never cut."""
        view, lane = self.shown, self.lane
        state = []
        coins = view.castle_coins[lane] if view.castle_coins else 0
        if coins:
            state.append(f"●{coins}")
        if lane in view.tied:
            state.append(_("tied"))
        rule = _(RULE_TAG[view.castle[lane]]) if RULE_TAG[view.castle[lane]] else ""
        whole = " ".join(p for p in [rule, *state] if p)
        return whole if len(whole) <= CASTLE_W else fit(" ".join(state) or rule, CASTLE_W)

    def outcome(self) -> str:
        view = self.shown
        winner = view.lane_winner[self.lane]
        if winner < 0:
            return _("out of play")
        return _("won by {side} ({name})").format(
            side=side_label(view, winner), name=side_name(view, winner, self.names)
        )

    def detail(self) -> str:
        """The lane in words: castle and rule, totals, when it scores."""
        view, lane = self.shown, self.lane
        castle = view.castle[lane]
        text = _("Lane {value}, {castle_name}").format(value=lane + 1, castle_name=CASTLE_NAME[castle])
        if CASTLE_TEXT[castle]:
            text += f": {CASTLE_TEXT[castle]}"
        if not view.alive[lane]:
            said = self.outcome()  # "won by P1 (Ada)": only its first letter raised, never the names
            return f"{text}\n{said[:1].upper()}{said[1:]}."
        a, b = view.lane_totals(lane)
        sides = view.lane_sides[lane]
        text += _(
            "\nStrength {side_label} {a} – {b} {side_label2}; scored when a side has {scoring_threshold} cards"
        ).format(
            side_label=side_label(view, sides[0]),
            a=a,
            b=b,
            side_label2=side_label(view, sides[1]),
            scoring_threshold=scoring_threshold(castle),
        )
        coins = view.castle_coins[lane] if view.castle_coins else 0
        if coins:
            text += ngettext(
                "; {coins} coin on the castle counts for the robbers",
                "; {coins} coins on the castle count for the robbers",
                coins,
            ).format(coins=coins)
        return text + "."
