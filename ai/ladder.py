"""The rating ladder's fit: ratings with intervals from games among bots, anchored at
`random` = 0, on the Elo scale (400 / ln 10 per unit of log-strength).

A game is read as a ranking of its players, best first (`outcomes_of_game`). The model is
Plackett–Luce: player i has strength exp(θ_i), and a ranking is drawn by picking the
winner among all players with probability exp(θ_i) / Σ exp(θ_j), then the second among
the rest, and so on. With two players that is exactly Bradley–Terry (Elo's logistic
curve), so one fit serves duels and 3–4-player Clans alike. A tie is read as every order
of the tied players, equally weighted (a drawn duel is half a win each).

The fit is maximum likelihood by Newton's method (the log-likelihood is concave in θ), in
pure Python: a ladder has a dozen players at most. Intervals come from the Fisher
information (the inverse of the negative Hessian at the optimum, the anchor held at 0), so
each interval is a rating's uncertainty relative to `random`; it grows with the number of
steps between the two, so two strong neighbours' intervals overlap long after the games
have shown one stronger. How far apart two levels are is therefore measured by the *step*
between them (`LadderFit.step`): the difference of their ratings with its own interval,
from the same covariance (var a + var b − 2 cov ab). A small prior — `prior`
virtual games per pairing that met, split as a win each way — keeps the fit finite when
one bot won every game against another (as the strongest levels do against `random`);
it pulls such a gap towards even only as much as `prior` games out of all would.

The shipped table (`ai/ladder_table.json`, written by `clanhall ladder --write`) is read
by `level_rating`, which the new-game form and `clanhall play --help` show. Beside each
level's rating the table keeps what that level searched with when it was measured
(`level_definition`); a level changed since then has no rating until the ladder is run
again, so no stale number is shown (a row without one, from before, is read as it is).
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ai import levels
from ai.heuristics import heuristic_for
from core.i18n.phrase import phrase

ELO = 400 / math.log(10)  # rating points per unit of log-strength
ANCHOR = "random"
Z95 = 1.959964  # a two-sided 95 % interval of a normal estimate
TABLE_PATH = Path(__file__).with_name("ladder_table.json")
MAX_TIED = 4  # a tie among more players is read as one order (4! = 24 orders at most)


@dataclass(frozen=True)
class Outcome:
    """One ranking of players, best first, counted `weight` times."""

    weight: float
    ranking: tuple[str, ...]


@dataclass(frozen=True)
class Rating:
    """A player's fitted rating (Elo scale, the anchor at 0), its 95 % interval and the
    number of games it played."""

    name: str
    rating: float
    low: float
    high: float
    games: int


def outcomes_of_game(players: Sequence[str], result: Sequence) -> list[Outcome]:
    """The rankings one game stands for: players ordered by their result (higher first;
    a result may be a tuple such as (share of the win, score), so the losers of a Clans
    game are ordered by their scores); players with equal results are tied, read as every
    order of them, equally weighted."""
    groups: dict = {}
    for name, r in zip(players, result):
        groups.setdefault(r, []).append(name)
    parts = [groups[r] for r in sorted(groups, reverse=True)]
    orders: list[tuple[str, ...]] = [()]
    for group in parts:
        perms = list(itertools.permutations(group)) if len(group) <= MAX_TIED else [tuple(group)]
        orders = [o + p for o in orders for p in perms]
    weight = 1.0 / len(orders)
    return [Outcome(weight, o) for o in orders]


@dataclass(frozen=True)
class Step:
    """How far `upper` is above `lower`: the difference of their ratings and its 95 %
    interval (which, unlike their own intervals, does not grow with their distance from
    the anchor)."""

    lower: str
    upper: str
    gap: float
    low: float
    high: float


@dataclass(frozen=True)
class LadderFit:
    """A fit: every player's rating, and the covariance of their log-strengths (the
    anchor's row and column are 0), from which any two players' step is read."""

    ratings: dict[str, Rating]
    names: tuple[str, ...]
    covariance: tuple[tuple[float, ...], ...]
    z: float = Z95

    def step(self, lower: str, upper: str) -> Step:
        """`upper`'s rating minus `lower`'s, with its interval."""
        i, j = self.names.index(lower), self.names.index(upper)
        cov = self.covariance
        sd = math.sqrt(max(cov[i][i] + cov[j][j] - 2 * cov[i][j], 0.0)) * ELO
        gap = self.ratings[upper].rating - self.ratings[lower].rating
        return Step(lower, upper, gap, gap - self.z * sd, gap + self.z * sd)

    def rising(self) -> list[Rating]:
        """Every rating, weakest first."""
        return sorted(self.ratings.values(), key=lambda r: r.rating)

    def steps(self, order: Sequence[str]) -> list[Step]:
        """The step from each player in `order` to the next (players not rated left out)."""
        rated = [name for name in order if name in self.ratings]
        return [self.step(a, b) for a, b in zip(rated, rated[1:])]


def fit(
    games: Iterable[tuple[Sequence[str], Sequence]],
    anchor: str = ANCHOR,
    prior: float = 1.0,
    z: float = Z95,
) -> dict[str, Rating]:
    """Ratings of every player in `games` ((players, result) per game), anchored so that
    `anchor` is 0. ValueError (one line) if the anchor did not play or a player is not
    linked to it by games."""
    return fit_ladder(games, anchor, prior, z).ratings


def fit_ladder(
    games: Iterable[tuple[Sequence[str], Sequence]],
    anchor: str = ANCHOR,
    prior: float = 1.0,
    z: float = Z95,
    known: dict[str, tuple[float, float]] | None = None,
) -> LadderFit:
    """`fit`, keeping the covariance so that steps between players can be read.

    `known` extends a fit already made: {player: (rating, standard deviation)} (Elo) from
    an earlier fit, whose games are not at hand, taken as a normal prior on that player's
    rating (the Laplace approximation of the earlier fit, without the covariances between
    its players). A new player then needs games linking it to the anchor or to a known
    player; the anchor need not play."""
    known = {name: found for name, found in (known or {}).items() if name != anchor}
    outcomes: list[Outcome] = []
    played: dict[str, int] = {}
    met: set[tuple[str, str]] = set()
    for players, result in games:
        if len(set(players)) != len(players):
            raise ValueError(phrase("a game lists the same player twice: {players}", players=", ".join(players)))
        outcomes += outcomes_of_game(players, result)
        for name in players:
            played[name] = played.get(name, 0) + 1
        met.update(itertools.combinations(sorted(players), 2))
    if anchor not in played and not known:
        raise ValueError(phrase("the ladder needs games of {anchor}, its zero", anchor=anchor))
    _check_linked(played, met, {anchor, *known})
    if prior > 0:
        for a, b in sorted(met):
            outcomes += [Outcome(prior / 2, (a, b)), Outcome(prior / 2, (b, a))]
    names = [anchor] + sorted(set(played) - {anchor})
    priors = {names.index(n): (r / ELO, sd / ELO) for n, (r, sd) in known.items() if n in played}
    theta, cov = _newton(names, outcomes, priors)
    full = [[0.0] * len(names)] + [[0.0] + list(row) for row in cov]  # the anchor's row and column: 0
    ratings = {}
    for i, name in enumerate(names):
        sd = math.sqrt(max(full[i][i], 0.0))
        low, high = (theta[i] - z * sd) * ELO, (theta[i] + z * sd) * ELO
        ratings[name] = Rating(name, theta[i] * ELO, low, high, played.get(name, 0))
    return LadderFit(ratings, tuple(names), tuple(tuple(row) for row in full), z)


def _check_linked(played: dict[str, int], met: set[tuple[str, str]], roots: set[str]) -> None:
    """ValueError naming a player no chain of games links to the anchor or a known player
    (`roots`): its rating relative to the anchor would mean nothing."""
    linked, frontier = set(roots), list(roots)
    while frontier:
        here = frontier.pop()
        for a, b in met:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in linked:
                    linked.add(y)
                    frontier.append(y)
    apart = sorted(set(played) - linked)
    if apart:
        raise ValueError(phrase("no games link {player} to {anchor}", player=apart[0], anchor=ANCHOR))


def _newton(
    names: list[str], outcomes: list[Outcome], priors: dict | None = None, steps: int = 200
) -> tuple[list[float], list[list[float]]]:
    """The maximum-likelihood log-strengths (names[0], the anchor, held at 0) and the
    covariance of the others (the inverse of the negative Hessian); `priors` {index:
    (mean, sd)} in log-strength adds a normal prior on those players (the maximum is then
    a posterior mode)."""
    index = {n: i for i, n in enumerate(names)}
    stages = [(o.weight, [index[n] for n in o.ranking]) for o in outcomes]
    priors = priors or {}
    theta = [priors[i][0] if i in priors else 0.0 for i in range(len(names))]  # the known where they were
    for _ in range(steps):
        value, grad, hess = _derivatives(theta, stages, priors=priors)
        step = _solve([[-h for h in row[1:]] for row in hess[1:]], grad[1:])
        scale = 1.0
        while scale > 1e-6:  # backtracking: a Newton step that lowers the likelihood is shortened
            trial = [0.0] + [t + scale * s for t, s in zip(theta[1:], step)]
            if _derivatives(trial, stages, value_only=True, priors=priors)[0] >= value - 1e-12:
                break
            scale /= 2
        theta = trial
        if max((abs(s) * scale for s in step), default=0.0) < 1e-10:
            break
    _, _, hess = _derivatives(theta, stages, priors=priors)
    cov = _inverse([[-h for h in row[1:]] for row in hess[1:]])
    return theta, cov


def _derivatives(theta: list[float], stages, value_only: bool = False, priors: dict | None = None):
    """The Plackett–Luce log-likelihood at `theta` (plus the log-density of the normal
    `priors`), its gradient and Hessian."""
    n = len(theta)
    value = 0.0
    grad = [0.0] * n
    hess = [[0.0] * n for _ in range(n)]
    for i, (mean, sd) in (priors or {}).items():
        value -= (theta[i] - mean) ** 2 / (2 * sd * sd)
        grad[i] -= (theta[i] - mean) / (sd * sd)
        hess[i][i] -= 1 / (sd * sd)
    for weight, order in stages:
        for k in range(len(order) - 1):  # the last pick is certain
            rest = order[k:]
            top = max(theta[j] for j in rest)
            exps = [math.exp(theta[j] - top) for j in rest]
            total = sum(exps)
            value += weight * (theta[order[k]] - top - math.log(total))
            if value_only:
                continue
            probs = [e / total for e in exps]
            grad[order[k]] += weight
            for a, pa in zip(rest, probs):
                grad[a] -= weight * pa
                hess[a][a] -= weight * pa
                for b, pb in zip(rest, probs):
                    hess[a][b] += weight * pa * pb
    return value, grad, hess


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix · x = vector (Gauss–Jordan with partial pivoting)."""
    n = len(vector)
    rows = [list(r) + [v] for r, v in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-300:
            raise ValueError(phrase("the ladder's games do not determine every rating"))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        p = rows[col][col]
        rows[col] = [x / p for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col]:
                f = rows[r][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col])]
    return [rows[r][n] for r in range(n)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [_solve(matrix, [1.0 if r == c else 0.0 for r in range(n)]) for c in range(n)]
    return [[columns[c][r] for c in range(n)] for r in range(n)]


# -- the shipped table -------------------------------------------------------------------


def entrant_key(spec: str) -> str:
    """How the table names a player: a level's name for `mcts:level=L`, else the spec."""
    name, _, options = spec.partition(":")
    if name == "mcts" and options.startswith("level=") and "," not in options:
        return options.partition("=")[2]
    return spec


def table_steps(fit: LadderFit) -> list[Step]:
    """The steps the table keeps, weakest first: a level's is up from the level below it
    (an entrant between the two, greedy or a spec, is no step of the levels' ladder); the
    lowest level's, and every other entrant's, up from the entrant just below it."""
    order = [r.name for r in fit.rising()]
    steps = []
    for k in range(1, len(order)):
        lower = order[k - 1]
        if entrant_key(order[k]) in levels.LEVELS:
            below = [name for name in order[:k] if entrant_key(name) in levels.LEVELS]
            lower = below[-1] if below else lower
        steps.append(fit.step(lower, order[k]))
    return steps


def level_definition(name: str, game: str | None = None) -> dict | None:
    """What the level `name` searches with, as the table keeps it beside its rating; None
    for a bot that is no level (random, greedy, an explicit spec). With `game`, the budget
    is the one that game plays the level with (`ai.levels.level_for`), "c" is the
    exploration the level searches that game with (the game's own where its heuristic names
    one, `EXPLORATION`, else the level's), "temperature" the level's times the game's
    `TEMPERATURE_SCALE`, and "knowledge" the version of the game's
    heuristic once it is past 1 (`VERSION`: rows from before stop being shown)."""
    if name not in levels.LEVELS:
        return None
    level = levels.level_for(name, game)
    heuristic = None if game is None else heuristic_for(game)
    c = level.c if heuristic is None else heuristic.exploration_or(level.c)
    temperature = level.temperature if heuristic is None else heuristic.scaled_temperature(level.temperature)
    definition = {"iterations": level.iterations, "workers": level.workers, "c": c, "temperature": temperature}
    if heuristic is not None and heuristic.version != 1:
        definition["knowledge"] = heuristic.version
    return definition


@lru_cache(maxsize=1)
def load_table(path: str | None = None) -> dict:
    """The shipped ladder table ({} if it is missing or unreadable: ratings are extras)."""
    try:
        data = json.loads(Path(path or TABLE_PATH).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def table_entry(table: dict, game: str, players: int = 2) -> dict:
    """The ratings of one game and table size in a ladder table ({} if it has none)."""
    entry = table.get("games", {}).get(game, {}).get(str(players), {})
    return entry if isinstance(entry, dict) else {}


def row_rating(entry: dict, key: str, game: str | None = None) -> tuple[float, float, float] | None:
    """(rating, low, high) of the entrant `key` ("hard", "greedy") in a table entry (of
    `game`); None where it was not measured, or was measured with another definition of the
    level than today's."""
    row = entry.get("ratings", {}).get(key)
    if not isinstance(row, dict):
        return None
    if "level" in row and row["level"] != level_definition(key, game):
        return None
    try:
        return float(row["rating"]), float(row["low"]), float(row["high"])
    except (KeyError, TypeError, ValueError):
        return None


def known_ratings(entry: dict, game: str | None = None, z: float = Z95) -> dict[str, tuple[float, float]]:
    """{entrant: (rating, standard deviation)} of a table entry's (of `game`) ratings that
    still hold: the prior of a fit that extends it (`fit_ladder(known=…)`)."""
    out = {}
    for key in entry.get("ratings", {}):
        found = row_rating(entry, key, game)
        if found is not None and key != ANCHOR:
            out[key] = (found[0], max((found[2] - found[1]) / (2 * z), 1e-6))
    return out


def level_rating(game: str, level: str, players: int = 2) -> tuple[float, float, float] | None:
    """(rating, low, high) of a level ("hard", or a spec "mcts:level=hard", "greedy") in
    `game` at a table of `players`, from the shipped table; None where it was not measured,
    or was measured with another definition of the level than today's."""
    return row_rating(table_entry(load_table(), game, players), entrant_key(level), game)


def rating_label(game: str, level: str, players: int = 2) -> str:
    """A level's rating as the new-game form shows it, "≈ 420 ± 40" (± half the 95 %
    interval: as "(380–460)" a seat choice took two rows at 80 columns); "" if unmeasured."""
    found = level_rating(game, level, players)
    if found is None:
        return ""
    rating, low, high = found
    return f"≈ {rating:.0f} ± {(high - low) / 2:.0f}"


def _rating_text(found: tuple[float, float, float]) -> str:
    rating, low, high = found
    return f"{rating:.0f} ({low:.0f}–{high:.0f})"


def levels_help() -> str:
    """Every measured bot of every game (weakest first, the anchor left out) in one
    paragraph, for `clanhall play --help` ("" if the table holds none)."""
    parts = []
    for game, by_players in sorted(load_table().get("games", {}).items()):
        for players in sorted(by_players, key=str):
            ratings = by_players[players].get("ratings", {}) if isinstance(by_players[players], dict) else {}
            found = {name: level_rating(game, name, int(players)) for name in ratings if name != ANCHOR}
            ordered = sorted((rating, name) for name, rating in found.items() if rating)
            if ordered:
                where = phrase("{game}, {players} players", game=game, players=players)
                parts.append(f"{where}: {', '.join(f'{name} {_rating_text(r)}' for r, name in ordered)}")
    if not parts:
        return ""
    return str(phrase("bots rated against random (0), with intervals (95%): {ratings}", ratings="; ".join(parts)))


def choice_label(label: str, game: str | None, seat: str, players: int) -> str:
    """A seat choice of the new-game form ("bot:mcts:level=hard") with its level's rating
    in `game` at this table ("Bot: mcts hard ≈ 420 ± 40"); any other choice, or an
    unmeasured level, keeps its label alone."""
    spec = seat.removeprefix("bot:")
    if game is None or entrant_key(spec) == spec:  # not an MCTS level
        return label
    rated = rating_label(game, spec, players)
    return f"{label} {rated}" if rated else label
