"""The arena's fairness tables: by seat, by turn order, by clan and by pairing."""

from __future__ import annotations

import argparse

import pytest

from ai import arena, playing
from ai.tables import GameRecord, by_clan, by_first_player, by_pairing, by_seat, wilson

RECORDS = [
    GameRecord(("a", "b"), (1.0, 0.0), first_player=0, clans=("blood", "skull")),
    GameRecord(("b", "a"), (1.0, 0.0), first_player=1, clans=("skull", "blood")),
    GameRecord(("a", "b"), (0.5, 0.5), first_player=1, clans=("blood", "blood")),
    GameRecord(("b", "a"), (0.0, 1.0), first_player=0, clans=("water", "blood")),
]


def test_by_seat_counts_the_seat_whoever_sat_there():
    rows = by_seat(RECORDS)
    assert [(r.label, r.wins, r.games) for r in rows] == [("seat 1", 2.5, 4), ("seat 2", 1.5, 4)]


def test_by_first_player_follows_who_started():
    rows = by_first_player(RECORDS)
    # the starters: seat 1 won, seat 2 lost, a tie, seat 1 lost
    assert [(r.label, r.wins, r.games) for r in rows] == [("first player", 1.5, 4), ("2nd player", 2.5, 4)]


def test_by_clan_and_by_pairing():
    clans = {r.label: (r.wins, r.games) for r in by_clan(RECORDS)}
    assert clans == {"blood": (3.0, 5), "skull": (1.0, 2), "water": (0.0, 1)}
    pairs = {r.label: (r.wins, r.games) for r in by_pairing(RECORDS)}
    assert pairs == {"blood vs skull": (1.0, 2), "blood vs water": (1.0, 1)}  # mirror left out


def test_wilson_interval_contains_the_rate_and_narrows_with_games():
    lo, hi = wilson(50, 100)
    lo2, hi2 = wilson(500, 1000)
    assert lo < 0.5 < hi and hi2 - lo2 < hi - lo


@pytest.mark.parametrize("game_id", ["clans", "crystal-clans", "crimson-company"])
def test_the_arena_records_who_started_each_game(game_id):
    stats = arena.run_arena(game_id, ["random", "random"], 4, seed=9)
    assert len(stats.records) == 4
    for g, record in enumerate(stats.records):
        match, _, _ = playing.play_game(game_id, stats_config(game_id), 9 + g, ["random", "random"], g % 2)
        first_turn = next(e.seat for e in match.log if game_id != "crystal-clans" or e.action[0] != "mulligan")
        assert record.first_player == (match.state.start if game_id == "crimson-company" else first_turn)
    if game_id == "crystal-clans":
        assert all(r.clans and len(r.clans) == 2 for r in stats.records)
    else:
        assert all(r.clans is None for r in stats.records)


def stats_config(game_id):
    from core.registry import get_game

    return get_game(game_id).normalize_config({"players": 2})


def test_the_arena_prints_the_fairness_tables(capsys):
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    assert arena.run(parser.parse_args(["--game", "crystal-clans", "--games", "6"])) == 0
    out = capsys.readouterr().out
    assert "by seat" in out and "by turn order" in out and "first player" in out
    assert "by clan" in out and "by pairing" in out


@pytest.mark.parametrize("game_id,players", [("clans", 3), ("crystal-clans", 2), ("crimson-company", 2)])
def test_first_seat_fixes_who_takes_the_first_turn(game_id, players):
    from core.registry import get_game

    game = get_game(game_id)
    for seat in range(players):
        for seed in range(4):
            config = {"players": players, "first_seat": seat}
            _, _, first = playing.play_game(game_id, game.normalize_config(config), seed, ["random"] * players)
            assert first == seat
    with pytest.raises(ValueError, match="first_seat"):
        game.normalize_config({"players": players, "first_seat": players})


def test_fixed_seats_also_fix_the_starter_and_first_player_picks_it(capsys):
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    for extra, starter in ((["--fixed-seats"], "seat 1"), (["--first-player", "2"], "seat 2")):
        args = parser.parse_args(["--game", "clans", "--games", "6", *extra])
        assert arena.run(args) == 0
        out = capsys.readouterr().out
        first_row = out.split("by turn order")[1].splitlines()[1].split()
        seat_row = next(line.split() for line in out.split("by seat")[1].splitlines() if line.startswith(starter))
        assert first_row[2:] == seat_row[2:]  # the starter's wins are that seat's wins
    args = parser.parse_args(
        ["--game", "crimson-company", "--variant", "solo", "--players", "random", "--games", "2", "--fixed-seats"]
    )
    assert arena.run(args) == 0  # no starter to choose in solo: no error
