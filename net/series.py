"""A series of games at one LAN table: the running score, and how the next game is set up.

When a game ends the host offers a rematch; when every human seat accepts, the next game
starts on the same connections with the first player rotated:

- every game here has the "first_seat" option (Clans, Crystal Clans, Crimson Company's
  competitive variants): the next game's first player is the seat after this game's
  first player, and everyone keeps their seat;
- where the rules fix the starter (Crimson Company's solo and co-op variants always start
  with seat 1), the players move one seat instead: seat 2's player sits at seat 1, and so
  on round the table.

The score counts wins per player name (names stay with the players when seats move) and
draws (a game with more than one winner).
"""

from __future__ import annotations

from core.match import Match
from core.seat_names import shown_name


class Series:
    """Wins per player name and draws over the games of one table."""

    def __init__(self) -> None:
        self.games = 0
        self.draws = 0
        self.wins: dict[str, int] = {}

    def record(self, names: list[str], result: list[float]) -> None:
        """Count one finished game: its single best seat wins, a shared top is a draw."""
        for name in names:
            self.wins.setdefault(name, 0)
        self.games += 1
        if not result:
            return
        best = max(result)
        winners = [i for i, r in enumerate(result) if r == best]
        if len(winners) == 1:
            self.wins[names[winners[0]]] += 1
        else:
            self.draws += 1

    def to_wire(self) -> dict:
        return {"games": self.games, "draws": self.draws, "wins": [[n, w] for n, w in self.wins.items()]}

    @classmethod
    def from_wire(cls, data) -> "Series | None":
        """A score read back from `to_wire` (a resumed host's side file); None if `data`
        is not one (a damaged file starts the score afresh rather than failing)."""
        if not isinstance(data, dict) or not (_count(data.get("games")) and _count(data.get("draws"))):
            return None
        wins = data.get("wins")
        if not isinstance(wins, list) or len(wins) > MAX_NAMES:
            return None
        table: dict[str, int] = {}
        for item in wins:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and _count(item[1])):
                return None
            table[item[0]] = item[1]
        series = cls()
        series.games, series.draws, series.wins = data["games"], data["draws"], table
        return series


MAX_NAMES = 64  # as many names as a side file's lists may hold


def _count(value) -> bool:
    return type(value) is int and 0 <= value < 1 << 31


def score_line(series: dict | None) -> str:
    """A series score as one line: "After 3 games: Anna 2 · Bob 1 · draws 0"."""
    if not series or not series.get("games"):
        return ""
    games = series["games"]
    wins = " · ".join(f"{shown_name(name)} {count}" for name, count in series.get("wins", []))
    return f"After {games} game{'s' if games != 1 else ''}: {wins} · draws {series.get('draws', 0)}"


def first_player(match: Match) -> int:
    """The seat that took the first turn of `match`."""
    chosen = match.config.get("first_seat", -1)
    if isinstance(chosen, int) and chosen >= 0:
        return chosen
    if match.log:
        return match.log[0].seat
    return match.game.new(match.config, match.seed).to_move() or 0


def has_free_starter(match: Match) -> bool:
    """Whether the rules let the table choose who starts (the "first_seat" option)."""
    variant = match.config.get("variant", "")
    return any(o.key == "first_seat" and o.applies_to(variant) for o in match.game.options())


def next_game(match: Match) -> tuple[dict, list[int]]:
    """The config of the rematch and its seating: new seat i is taken by the player of old
    seat ``order[i]`` (unchanged when the starter is rotated by the option)."""
    n = match.state.num_seats
    config = dict(match.config)
    if has_free_starter(match):
        config["first_seat"] = (first_player(match) + 1) % n
        return config, list(range(n))
    return config, [(i + 1) % n for i in range(n)]
