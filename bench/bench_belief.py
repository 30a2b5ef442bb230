"""How well the MCTS bot reads the opponents' secret colours in Clans (issue 17 §2).

Plays Clans games between equal bots (default `mcts:iterations=300,workers=1`, belief on),
then, for every seat as the reader and every opponent, asks whether the belief's most
likely colour for that opponent (`ai.belief.read_colours` on the reader's view, what the
bot itself computes) is its true colour, right after one third (4th village) and two
thirds (8th village) of the villages. Chance is 1 in 4 in 2 players and about 1 in 4 in 4
players (the reader knows its own colour; four remain).

    .venv/bin/python bench/bench_belief.py --players 2 --games 200 --jobs 2
    .venv/bin/python bench/bench_belief.py --players 4 --games 200 --jobs 2
    .venv/bin/python bench/bench_belief.py --players 2 --games 40 --calibrate
    .venv/bin/python bench/bench_belief.py --tally str4a.sqlite str4b.sqlite
    .venv/bin/python bench/bench_belief.py --players 4 --games 200 --record g4.jsonl
    .venv/bin/python bench/bench_belief.py --reread g4.jsonl

`--record F` appends each game to F as it ends (so a long run stopped early keeps what it
played); `--reread F ...` plays nothing and reports the readings of the recorded games.

`--calibrate` searches the colour model's temperature, neighbour factor and slip on the
played games (they are played once, then re-read under every setting) and prints, per
setting, the mean probability given to the true colour and the hit rate at two thirds.

`--tally` plays nothing: it adds up arena results files (`clanhall arena --results F`) of
one bot against `belief=off` bots, e.g. several runs of other seeds, and prints that bot's
win share (ties shared) with its 95 % Wilson interval and the mean scores.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing as mp
import sys
import time
from math import log

sys.path.insert(0, ".")
from ai import belief  # noqa: E402
from ai.heuristics import clans as model  # noqa: E402
from ai.registry import make_bot  # noqa: E402
from ai.tables import wilson  # noqa: E402
from core.registry import get_game  # noqa: E402

CHECKPOINTS = {"1/3": 4, "2/3": 8}  # villages founded


def play(args: tuple[int, int, str]) -> tuple[int, int, list]:
    """One game of `spec` bots in every seat: (players, seed, actions)."""
    players, seed, spec = args
    game = get_game("clans")
    state = game.new(game.normalize_config({"players": players}), seed)
    bots = [make_bot(spec, seed=seed * 10 + i) for i in range(players)]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat), seat, state.legal_actions()))
    return players, seed, [a for _, a in state.history]


def positions_at_checkpoints(players: int, seed: int, actions: list) -> dict:
    """The full state right after the 4th and the 8th village is founded."""
    game = get_game("clans")
    state = game.new(game.normalize_config({"players": players}), seed)
    out = {}
    for action in actions:
        state.apply(action)
        for name, villages in CHECKPOINTS.items():
            if name not in out and len(state.villages) >= villages:
                out[name] = state.clone()
    return out


def read(game_rec: tuple, temperature: float | None, slip: float) -> dict:
    """Per checkpoint: [hits, readings, sum of log P(true colour)] over readers x opponents."""
    players, seed, actions = game_rec
    out = {}
    for name, state in positions_at_checkpoints(players, seed, actions).items():
        hits = n = 0
        logp = 0.0
        for reader in range(players):
            b = belief.read_colours(state.view(reader), reader, temperature, slip)
            for other in range(players):
                if other == reader:
                    continue
                chances = b.colour_chances(other)
                truth = state.colours[other]
                hits += b.most_likely(other)[0] == truth
                logp += log(max(chances[truth], 1e-9))
                n += 1
        out[name] = [hits, n, logp]
    return out


def summarise(games: list, temperature: float | None, slip: float, pool) -> dict:
    totals: dict = {name: [0, 0, 0.0] for name in CHECKPOINTS}
    for result in pool.starmap(read, [(g, temperature, slip) for g in games]):
        for name, (h, n, lp) in result.items():
            t = totals[name]
            t[0], t[1], t[2] = t[0] + h, t[1] + n, t[2] + lp
    return totals


def set_neighbour_factor(factor: float) -> None:
    """Change the model's neighbour factor in this process (calibration only)."""
    model.NEIGHBOUR_FACTOR = factor
    model._FACTOR_POW[:] = [factor**k for k in range(8)]
    belief._memo.clear()


def _init_worker(factor: float) -> None:
    set_neighbour_factor(factor)


def tally(files: list[str]) -> str:
    """The win share of the one bot not `belief=off` in each game of arena results `files`."""
    import json
    import sqlite3

    wins = 0.0
    games = 0
    score = others = 0.0
    for name in files:
        try:
            with sqlite3.connect(f"file:{name}?mode=ro", uri=True) as db:
                rows = db.execute("select seats, result, scores from games where error is null").fetchall()
        except sqlite3.Error as exc:
            raise SystemExit(f"{name}: not an arena results file ({exc})") from None
        for seats, result, scores in rows:
            seats, result, scores = json.loads(seats), json.loads(result), json.loads(scores)
            reading = [i for i, s in enumerate(seats) if "belief=off" not in s]
            if len(reading) != 1:
                raise SystemExit(f"{name}: a game without exactly one reading bot: {seats}")
            k = reading[0]
            wins += result[k]
            games += 1
            score += scores[k]
            others += (sum(scores) - scores[k]) / (len(scores) - 1)
    if not games:
        return "no games"
    lo, hi = wilson(wins, games)
    return (
        f"{games} games: the reading bot won {wins:.2f} = {wins / games:.1%} ({lo:.1%}-{hi:.1%}), "
        f"mean score {score / games:.2f} vs {others / games:.2f} for the others"
    )


def _tuples(x):
    """JSON's lists back into the tuples actions are made of."""
    return tuple(_tuples(v) for v in x) if isinstance(x, list) else x


def recorded(files: list[str]) -> list:
    """The games `--record` wrote to `files`: (players, seed, actions) each."""
    games = []
    for name in files:
        with open(name) as f:
            for line in f:
                players, seed, actions = json.loads(line)
                games.append((players, seed, [_tuples(a) for a in actions]))
    return games


def play_all(args, spec: str, ctx) -> list:
    """Play the games (appending each to `args.record` as it ends, if given)."""
    jobs = [(args.players, args.seed * 100_000 + i, spec) for i in range(args.games)]
    out = open(args.record, "a") if args.record else None
    games = []
    with ctx.Pool(args.jobs) as pool:
        for game in pool.imap(play, jobs, chunksize=1):
            games.append(game)
            if out:
                out.write(json.dumps(game) + "\n")
                out.flush()
    if out:
        out.close()
    return games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tally", nargs="+", metavar="FILE", help="add up arena results files (plays nothing)")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--iterations", type=int, default=300, help="the bots' budget per move")
    ap.add_argument("--spec", default=None, help="the bots (default mcts:iterations=N,workers=1)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--record", metavar="FILE", help="append each played game to FILE (JSON lines)")
    ap.add_argument("--reread", nargs="+", metavar="FILE", help="report on games --record wrote (plays nothing)")
    ap.add_argument("--factors", default="0.1,0.2,0.3", help="neighbour factors to try (--calibrate)")
    ap.add_argument("--temperatures", default="0.4,0.75,1.5", help="temperatures to try (--calibrate)")
    ap.add_argument("--slips", default="0.03,0.1,0.3", help="slips to try (--calibrate)")
    args = ap.parse_args()
    if args.tally:
        print(tally(args.tally))
        return 0
    spec = args.spec or f"mcts:iterations={args.iterations},workers=1"
    ctx = mp.get_context("fork")
    start = time.perf_counter()
    if args.reread:
        games = recorded(args.reread)
        players = {g[0] for g in games}
        if len(players) != 1:
            print(f"bench_belief: the recorded games mix player counts {sorted(players)}", file=sys.stderr)
            return 2
        args.players = players.pop()
        print(f"{len(games)} recorded games of {args.players}-player Clans")
    else:
        games = play_all(args, spec, ctx)
        took = time.perf_counter() - start
        print(f"{args.games} games of {args.players}-player Clans, {spec}: played in {took:.0f} s")
    if not args.calibrate:
        with ctx.Pool(args.jobs) as pool:
            report(summarise(games, None, model.SLIP, pool), args.players)
        return 0
    print("factor  temperature  slip   P(truth) 1/3  2/3   hits 1/3  2/3")
    temperatures = [float(x) for x in args.temperatures.split(",")]
    slips = [float(x) for x in args.slips.split(",")]
    for factor in [float(x) for x in args.factors.split(",")]:
        with ctx.Pool(args.jobs, initializer=_init_worker, initargs=(factor,)) as pool:
            for temperature, slip in itertools.product(temperatures, slips):
                t = summarise(games, temperature, slip, pool)
                geo = [f"{pow(2.718281828, t[k][2] / t[k][1]):.3f}" for k in CHECKPOINTS]
                hits = [f"{t[k][0] / t[k][1]:.1%}" for k in CHECKPOINTS]
                print(f"{factor:5.2f}  {temperature:8.2f}  {slip:7.2f}    {geo[0]}  {geo[1]}   {hits[0]}  {hits[1]}")
                sys.stdout.flush()
    return 0


def report(totals: dict, players: int) -> None:
    for name, (hits, n, logp) in totals.items():
        lo, hi = wilson(hits, n)
        print(
            f"after {name} of the villages: most likely colour is the true one in {hits / n:.1%} "
            f"({lo:.1%}-{hi:.1%}) of {n} readings; geometric mean P(true colour) {pow(2.718281828, logp / n):.3f}"
        )


if __name__ == "__main__":
    sys.exit(main())
