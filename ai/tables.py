"""The arena's fairness tables, as data: who won by seat, by first player and by clan.

One `GameRecord` per game holds what the tables need (and what a results file would keep);
`by_seat`, `by_first_player` and `by_clan` turn a list of them into `Row`s of wins (ties
count as shares) out of games, each with its 95 % Wilson interval (`Row.interval`).
`format_rows` prints a table and `format_columns` lays out any of the arena's tables, in the
reader's language (labels are made in it; clan ids are translated where shown, `shown_label`).
The arena builds the records while it plays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.i18n import N_, _, pgettext

# the players after the first in turn order, as the turn-order table names them (a table
# of at most six seats; an ordinal is worded differently in every language)
LATER_PLAYERS = (N_("2nd player"), N_("3rd player"), N_("4th player"), N_("5th player"), N_("6th player"))


@dataclass(frozen=True)
class GameRecord:
    """One finished arena game: the bot spec in each seat, the result by seat (a win 1,
    a loss 0, ties shared), the seat that took the first turn (None if unknown) and, in a
    game of clans, the clan of each seat (else None)."""

    seats: tuple[str, ...]
    result: tuple[float, ...]
    first_player: int | None = None
    clans: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Row:
    """`wins` out of `games` for one label."""

    label: str
    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


def spec_labels(specs: list[str]) -> list[str]:
    """How each seat's bot spec is named in the tables: as written, and with "#1", "#2" …
    after a spec that appears more than once, so two identical bots are told apart."""
    seen: dict[str, int] = {}
    labels = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        labels.append(f"{spec} #{seen[spec]}" if specs.count(spec) > 1 else spec)
    return labels


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (ties count as half wins)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def by_seat(records: list[GameRecord]) -> list[Row]:
    """Wins of each seat (seat 1 first), whichever bot sat there."""
    n = max((len(r.result) for r in records), default=0)
    return [
        Row(
            _("seat {number}").format(number=i + 1),
            sum(r.result[i] for r in records if i < len(r.result)),
            sum(1 for r in records if i < len(r.result)),
        )
        for i in range(n)
    ]


def by_first_player(records: list[GameRecord]) -> list[Row]:
    """Wins of the player who took the first turn, then of the others, by turn order."""
    known = [(r.result, r.first_player) for r in records if r.first_player is not None]
    n = max((len(result) for result, _ in known), default=0)
    rows = []
    for k in range(n):  # k-th in turn order: seat (first + k) mod seats
        label = _("first player") if k == 0 else _(LATER_PLAYERS[k - 1]) if k <= len(LATER_PLAYERS) else f"{k + 1}."
        rows.append(
            Row(
                label,
                sum((result[(first + k) % len(result)] for result, first in known if k < len(result)), 0.0),
                sum(1 for result, _ in known if k < len(result)),
            )
        )
    return rows


def by_clan(records: list[GameRecord]) -> list[Row]:
    """Wins of each clan over all its games (mirror matches count for both seats)."""
    tally: dict[str, list[float]] = {}
    for r in records:
        for clan, won in zip(r.clans or (), r.result):
            wins_games = tally.setdefault(clan, [0.0, 0])
            wins_games[0] += won
            wins_games[1] += 1
    return [Row(clan, w, int(g)) for clan, (w, g) in sorted(tally.items())]


def by_pairing(records: list[GameRecord]) -> list[Row]:
    """For every pair of different clans, the wins of the first named (alphabetically)."""
    tally: dict[tuple[str, str], list[float]] = {}
    for r in records:
        if not r.clans or len(r.clans) != 2 or r.clans[0] == r.clans[1]:
            continue
        a, b = sorted(r.clans)
        wins_games = tally.setdefault((a, b), [0.0, 0])
        wins_games[0] += r.result[r.clans.index(a)]
        wins_games[1] += 1
    return [Row(f"{a} vs {b}", w, int(g)) for (a, b), (w, g) in sorted(tally.items())]


def format_rows(title: str, rows: list[Row]) -> str:
    """A table: label, wins, win %, 95 % interval, games."""
    head = [title, pgettext("column", "wins"), _("win %"), _("95% CI"), _("games")]
    cells = [
        [row.label, f"{row.wins:.1f}", f"{row.rate * 100:.1f}%", percent_interval(*row.interval), str(row.games)]
        for row in rows
    ]
    return format_columns(head, cells, (28, 8, 7, 15, 6))


def percent_interval(low: float, high: float) -> str:
    """An interval of rates as the tables write it ("9.5–90.5%")."""
    return f"{low * 100:.1f}–{high * 100:.1f}%"


def format_columns(head: list[str], rows: list[list[str]], widths: tuple[int, ...]) -> str:
    """A table's lines: the first column left-aligned, the others right, each as wide as its
    widest cell or heading and at least its `widths` (a translated heading may be longer)."""
    sizes = [
        max([width, len(title)] + [len(row[i]) for row in rows]) for i, (title, width) in enumerate(zip(head, widths))
    ]
    lines = []
    for cells in [head, *rows]:
        first, *rest = cells
        lines.append(" ".join([f"{first:<{sizes[0]}}"] + [f"{cell:>{size}}" for cell, size in zip(rest, sizes[1:])]))
    return "\n".join(lines)


def shown_label(label: str) -> str:
    """A clan row's label in the reader's language: a clan id ("stone") or a pairing of two
    ("blood vs stone"), as the new-game form names the clans."""
    first, sep, second = label.partition(" vs ")
    if sep:
        return _("{first} vs {second}").format(first=_(first), second=_(second))
    return _(label)
