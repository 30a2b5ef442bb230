"""`clanhall arena`: bots play each other headless; prints wins, scores and speed."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from ai.registry import split_specs
from ai.tables import GameRecord, by_clan, by_first_player, by_pairing, by_seat, format_rows, wilson
from core.match import Match
from core.registry import get_game


@dataclass
class ArenaStats:
    """Running totals of an arena: per seat-spec wins (ties shared), scores, games."""

    specs: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    records: list[GameRecord] = field(default_factory=list)  # one per game, in game order

    def __post_init__(self) -> None:
        self.wins = [0.0] * len(self.specs)
        self.scores = [0.0] * len(self.specs)

    def add(self, result: list[float], scores: list[float], actions: int) -> None:
        self.games += 1
        self.actions += actions
        for i, (r, s) in enumerate(zip(result, scores)):
            self.wins[i] += r
            self.scores[i] += s


def play_game(
    game_id: str, config: dict, seed: int, specs: list[str], rotate: int = 0
) -> tuple[Match, list[int], int | None]:
    """One bot game; seat i is played by specs[(i + rotate) % n]. Returns the match, the
    spec index of each seat and the seat that took the first turn (see `_first_player`)."""
    from ai.registry import make_bot

    n = len(specs)
    order = [(i + rotate) % n for i in range(n)]
    bots = [make_bot(specs[order[i]], seed=seed * 101 + i) for i in range(n)]
    match = Match(game_id, config, seed, seats=[f"bot:{specs[k]}" for k in order], names=[specs[k] for k in order])
    first_decision: int | None = None
    first_turn: int | None = None
    while (p := match.pending()) is not None:
        if first_decision is None:
            first_decision = p.seat
        if first_turn is None and p.decision.kind == "action":
            first_turn = p.seat  # Crystal Clans: the first turn after the mulligans
        action = bots[p.seat].choose(p.view, p.seat, p.legal_actions)
        match.submit(p.seat, action)
    return match, order, _first_player(match, first_turn if first_turn is not None else first_decision)


def _first_player(match: Match, seen: int | None) -> int | None:
    """The seat that took the first turn: the start player a game keeps (Crimson Company's
    `start`), else the one seen while playing (a Crystal Clans "action" after the
    mulligans, else the first decision, as in Clans)."""
    start = getattr(match.state, "start", None)
    return start if isinstance(start, int) else seen


def run_arena(
    game_id: str,
    specs: list[str],
    games: int,
    seed: int,
    config: dict | None = None,
    save_dir: str | None = None,
    rotate_seats: bool = True,
    on_game=None,
    jobs: int = 1,
) -> ArenaStats:
    """Play `games` games and gather the stats by bot spec (seats rotate each game).

    With `jobs` > 1 the games are played in that many processes at once (the totals are
    the same as serial play: every game's seed and seating depend only on its number).
    With `save_dir`, every game is written there as a save."""
    game = get_game(game_id)
    config = dict(config or {})
    config["players"] = len(specs)
    config = game.normalize_config(config)
    stats = ArenaStats(specs)
    start = time.perf_counter()
    tasks = [
        (game_id, config, seed + g, specs, g % len(specs) if rotate_seats else 0, save_dir, g) for g in range(games)
    ]
    outcomes: Iterator[tuple[list[float], list[float], int, GameRecord]]
    if jobs <= 1 or games <= 1:
        outcomes = map(_play_and_score, tasks)
        pool = None
    else:
        from concurrent.futures import ProcessPoolExecutor

        from ai.parallel import start_context

        pool = ProcessPoolExecutor(
            max_workers=jobs, mp_context=start_context(), initializer=_copy_registry, initargs=(_registry_entries(),)
        )
        outcomes = pool.map(_play_and_score, tasks)
    try:
        for by_spec_r, by_spec_s, actions, record in outcomes:
            stats.add(by_spec_r, by_spec_s, actions)
            stats.records.append(record)
            if on_game:
                on_game(stats)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    stats.seconds = time.perf_counter() - start
    return stats


def _play_and_score(task) -> tuple[list[float], list[float], int, GameRecord]:
    """One arena game (a picklable task): the result and scores by spec, its length and
    its record for the fairness tables."""
    game_id, config, seed, specs, rotate, save_dir, index = task
    match, order, first = play_game(game_id, config, seed, specs, rotate)
    result, scores = match.result(), match.state.scores()
    by_spec_r = [0.0] * len(specs)
    by_spec_s = [0.0] * len(specs)
    for seat, k in enumerate(order):
        by_spec_r[k] += result[seat]
        by_spec_s[k] += scores[seat]
    if save_dir:
        _save(match, save_dir, index)
    clans = getattr(match.state, "clans", None)
    record = GameRecord(tuple(match.names), tuple(result), first, tuple(clans) if clans else None)
    return by_spec_r, by_spec_s, len(match.log), record


def _registry_entries() -> dict:
    from core import registry

    return dict(registry._GAMES)


def _copy_registry(entries: dict) -> None:
    # Games registered at run time (test games) must be known in the worker processes too.
    from core import registry

    for gid, target in entries.items():
        registry._GAMES.setdefault(gid, target)


def _save(match: Match, save_dir: str, index: int) -> None:
    """Write game `index` into `save_dir` under a new name: a save already there (from an
    earlier run, or another worker's) is never replaced."""
    from core.savefile import save_match

    save_match(match, directory=save_dir, title=f"arena {index + 1:05d}")


def format_table(stats: ArenaStats) -> str:
    """The arena's table: one row per bot spec."""
    n = stats.games
    rows = [f"{'seat / bot':<28} {'wins':>8} {'win %':>7} {'95% CI':>15} {'avg score':>10}"]
    for i, spec in enumerate(stats.specs):
        lo, hi = wilson(stats.wins[i], n)
        rate = stats.wins[i] / n if n else 0.0
        rows.append(
            f"{spec:<28} {stats.wins[i]:>8.1f} {rate * 100:>6.1f}% "
            f"{f'{lo * 100:.1f}–{hi * 100:.1f}%':>15} {stats.scores[i] / max(n, 1):>10.2f}"
        )
    gps = n / stats.seconds if stats.seconds else float("inf")
    rows.append(f"{n} games in {stats.seconds:.2f} s: {gps:.1f} games/s, {stats.actions / max(n, 1):.1f} actions/game")
    return "\n".join(rows)


def add_arguments(parser) -> None:
    parser.add_argument("--game", required=True, help="clans | crystal-clans | crimson-company")
    parser.add_argument("--variant", default=None, help="the game's variant (default: its first)")
    parser.add_argument(
        "--players",
        default=None,
        help="comma-separated bot specs, one per seat, e.g. random,mcts:level=hard "
        "(default: a random bot in each seat of the variant's smallest table)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option, repeatable")
    parser.add_argument("--save-dir", default=None, help="write every game as a save here")
    parser.add_argument(
        "--fixed-seats",
        action="store_true",
        help="do not rotate bots through the seats; seat 1 also starts (unless --first-player says otherwise)",
    )
    parser.add_argument(
        "--first-player",
        type=int,
        default=None,
        metavar="N",
        help="seat N takes the first turn in every game (default: drawn at random, as the rules say)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="games played at once in separate processes (default 1; give bots workers=1 when using more)",
    )


def parse_options(pairs: list[str]) -> dict:
    from ai.registry import _typed

    out = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq:
            raise SystemExit(f"--option {pair!r}: use KEY=VALUE")
        out[key] = _typed(value)
    return out


def run(args) -> int:
    config = parse_options(args.option)
    if args.variant:
        config["variant"] = args.variant
    if args.first_player is not None:
        config["first_seat"] = args.first_player - 1
    try:
        game = get_game(args.game)
        variant = game.normalize_config({"variant": config.get("variant")})["variant"]
        chooses_starter = any(o.key == "first_seat" and o.applies_to(variant) for o in game.options())
        if args.fixed_seats and chooses_starter:
            config.setdefault("first_seat", 0)  # fixed seats: seat 1 starts every game
        if args.players:
            specs = split_specs(args.players)
        else:
            specs = ["random"] * game.player_counts(variant).start
        config["players"] = len(specs)
        game.normalize_config(config)
        from ai.registry import make_bot

        for s in specs:
            make_bot(s)
    except (KeyError, ValueError, ImportError) as exc:
        print(f"clanhall arena: {exc.args[0] if exc.args else exc}")
        return 2
    stats = run_arena(
        args.game,
        specs,
        args.games,
        args.seed,
        config,
        args.save_dir,
        rotate_seats=not args.fixed_seats,
        jobs=max(1, args.jobs),
    )
    print(f"{game.name}: {', '.join(specs)}")
    print(format_table(stats))
    print()
    print(format_fairness(stats))
    return 0


def format_fairness(stats: ArenaStats) -> str:
    """The fairness tables: by seat, by first player and, where the game has clans, by
    clan and by pairing of clans."""
    parts = [format_rows("by seat", by_seat(stats.records))]
    first = by_first_player(stats.records)
    if first:
        parts.append(format_rows("by turn order", first))
    clans = by_clan(stats.records)
    if clans:
        parts.append(format_rows("by clan", clans))
        pairs = by_pairing(stats.records)
        if pairs:
            parts.append(format_rows("by pairing (first named)", pairs))
    return "\n\n".join(parts)
