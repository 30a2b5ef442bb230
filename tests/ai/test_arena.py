"""`clanhall arena`: bots play each other headless, optionally in parallel and saved."""

from __future__ import annotations

import argparse

from ai import arena
from ai.registry import split_specs


def test_arena_counts_every_game_and_shares_ties():
    stats = arena.run_arena("lucky-draw", ["mcts:iterations=20", "random", "greedy"], 6, seed=3)
    assert stats.games == 6 and abs(sum(stats.wins) - 6) < 1e-9
    assert "mcts:iterations=20" in arena.format_table(stats)


def test_parallel_games_give_the_serial_totals():
    specs = ["greedy", "random"]
    serial = arena.run_arena("lucky-draw", specs, 8, seed=5)
    parallel = arena.run_arena("lucky-draw", specs, 8, seed=5, jobs=2)
    assert (parallel.wins, parallel.scores, parallel.actions) == (serial.wins, serial.scores, serial.actions)


def test_arena_writes_games_as_saves_that_load(tmp_path):
    from core.savefile import load_match

    stats = arena.run_arena("take-away", ["random", "random", "random"], 3, seed=1, save_dir=str(tmp_path))
    files = sorted(tmp_path.iterdir())
    assert len(files) == 3
    match, _ = load_match(files[0])
    assert match.is_over() and match.game.id == "take-away"
    assert stats.games == 3


def test_cli_runs_the_arena(capsys):
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    args = parser.parse_args(["--game", "lucky-draw", "--players", "greedy,random", "--games", "4", "--jobs", "2"])
    assert arena.run(args) == 0
    out = capsys.readouterr().out
    assert "greedy" in out and "4 games" in out


def test_player_specs_keep_their_options():
    assert split_specs("mcts:seconds=1,workers=1,random, greedy:samples=2") == [
        "mcts:seconds=1,workers=1",
        "random",
        "greedy:samples=2",
    ]


def test_cli_fills_the_variants_table_with_random_bots_by_default(capsys):
    from tui.cli import main

    assert main(["arena", "--game", "crimson-company", "--variant", "free-for-all", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("\nrandom ") == 3 and "3 games" in out
    assert main(["arena", "--game", "crimson-company", "--variant", "solo", "--games", "2"]) == 0
    assert capsys.readouterr().out.count("\nrandom ") == 1


def test_arena_never_overwrites_a_save_in_its_folder(tmp_path):
    arena.run_arena("take-away", ["random", "random"], 2, seed=1, save_dir=str(tmp_path))
    first = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    arena.run_arena("take-away", ["random", "random"], 2, seed=2, save_dir=str(tmp_path), jobs=2)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert len(after) == 4
    assert all(after[name] == data for name, data in first.items())  # the first run's games kept
