"""Clans passes the shared protocol checks and plays in the arena."""

from ai.arena import format_table, run_arena
from core.clans.game import GAME
from core.match import Match
from tests.support.conformance import check_illegal_is_refused, play_random_game
from tui.cli import main


def test_conformance_on_random_games():
    for seed in range(30):
        play_random_game(GAME, {"players": 2 + seed % 3}, seed)
    check_illegal_is_refused(GAME, {"players": 3}, 1)


def test_match_pending_offers_the_seats_view_only():
    m = Match("clans", {"players": 3}, 8)
    p = m.pending()
    assert p.view.colours[p.seat] == m.state.colours[p.seat]
    assert sum(c == -1 for c in p.view.colours) == 2
    assert p.decision.kind == "move" and p.legal_actions == m.state.legal_actions()


def test_arena_plays_three_random_bots(capsys):
    stats = run_arena("clans", ["random", "random", "random"], games=12, seed=3)
    assert stats.games == 12 and sum(stats.wins) == 12
    assert "games/s" in format_table(stats)
    assert main(["arena", "--game", "clans", "--players", "random,random", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "Clans" in out and "4 games" in out
