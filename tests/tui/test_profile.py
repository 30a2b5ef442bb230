"""The player's profile (tui/profile/): the record of finished games against bots, its
defensive opening, the Glicko-2 rating, the Profile screen and the CSV export."""

from __future__ import annotations

import sqlite3

import pytest

from core.match import Match
from tests.support.screens import game_ready, notified, on_screen, turn_of
from tui.profile import record as rec
from tui.profile.glicko import Glicko, update
from tui.profile.rating import next_level, profiles
from tui.profile.screen import ProfileScreen, RatingChart

GAME = "crimson-company"


@pytest.fixture(autouse=True)
def data_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def finished_record(level: str, own: float, played: str = "2026-11-27T10:00:00") -> rec.GameRecord:
    return rec.GameRecord(played, GAME, "duel", 2, 0, ("human", f"mcts:level={level}"), (own, 1.0 - own))


def test_glicko2_worked_example_of_the_paper():
    """Glickman (2012), "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30,
    loses to 1550/100 and 1700/300 -> 1464.06 / 151.52 / 0.05999."""
    after = update(Glicko(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_period_without_games_only_widens_the_rd():
    after = update(Glicko(1500, 200, 0.06), [])
    assert after.rating == 1500 and 200 < after.rd < 201


def test_the_rating_rises_after_a_win_and_falls_after_a_loss():
    won = profiles([finished_record("normal", 1.0)])[GAME]
    lost = profiles([finished_record("normal", 0.0)])[GAME]
    assert won.rating.rating > lost.rating.rating
    after_win_then_loss = profiles([finished_record("normal", 1.0), finished_record("normal", 0.0)])[GAME]
    assert after_win_then_loss.history[1].rating < after_win_then_loss.history[0].rating
    assert after_win_then_loss.history[1].rd < after_win_then_loss.history[0].rd < 350


def test_the_record_against_each_level_and_the_next_level_after_three_wins():
    games = [finished_record("easy", 1.0), finished_record("easy", 0.5)] + [finished_record("normal", 1.0)] * 3
    profile = profiles(games)[GAME]
    assert (profile.levels["easy"].wins, profile.levels["easy"].draws, profile.levels["easy"].losses) == (1, 1, 0)
    assert profile.levels["normal"].wins == 3
    assert profile.next_level == "hard"
    assert next_level(games[:-1]) is None  # two wins in a row against normal are not a run yet
    assert next_level(games + [finished_record("normal", 0.0)]) is None


def test_a_bigger_table_counts_in_the_record_but_leaves_the_two_player_rating_alone():
    # Clans at 3 players has ratings of its own (35-450 where two players span 908): a
    # loss there to hard (281 at 3) must not read as a loss to a 281 on the duel's scale
    duel = rec.GameRecord("2026-11-27T10:00:00", "clans", "standard", 2, 0, ("human", "mcts:level=normal"), (1, 0))
    table = rec.GameRecord(
        "2026-11-27T11:00:00", "clans", "standard", 3, 0, ("human", "mcts:level=hard", "mcts:level=easy"), (1, 3, 0)
    )
    alone, both = profiles([duel])["clans"], profiles([duel, table])["clans"]
    assert both.history == alone.history and len(both.history) == 1
    assert (both.levels["hard"].losses, both.levels["easy"].wins, both.played) == (1, 1, 2)
    assert profiles([table])["clans"].rating is None


def test_a_finished_game_against_a_bot_is_recorded_once():
    match = Match(GAME, None, 7, ["human", "bot:mcts:level=easy"])
    assert rec.record_finished(match, [1.0, 0.0]) is None
    assert rec.record_finished(match, [1.0, 0.0]) is None  # its end shown again: not twice
    connection, warning = rec.open_record()
    games = rec.load_games(connection)
    connection.close()
    assert warning is None and len(games) == 1
    assert games[0].game == GAME and games[0].variant == "duel" and games[0].human_seat == 0
    assert games[0].seats == ("human", "mcts:level=easy") and games[0].results == (1.0, 0.0)


def test_a_game_keeps_the_rating_its_bot_had_when_it_was_played():
    # a level's search may change in a later version (Clans' normal searched 1,000
    # iterations until session 28, 30 since): a game is rated against the bot played
    from ai.ladder import level_rating

    easy = level_rating(GAME, "easy")
    assert easy is not None
    match = Match(GAME, None, 7, ["human", "bot:mcts:level=easy"])
    assert rec.record_finished(match, [1.0, 0.0]) is None
    connection, _warning = rec.open_record()
    kept = rec.load_games(connection)[0]
    connection.close()
    assert kept.rated == {1: easy}
    later = (easy[0] + 300.0, easy[1] + 300.0, easy[2] + 300.0)  # the level searches more now
    today = lambda *_args: later  # noqa: E731 - today's table
    as_played = profiles([kept], today)[GAME].rating.rating
    assert as_played == profiles([kept])[GAME].rating.rating  # today's table is not read
    unkept = rec.GameRecord(*[getattr(kept, f) for f in rec.COLUMNS])  # recorded before ratings were kept
    assert unkept.rated == {}
    assert profiles([unkept], today)[GAME].rating.rating > as_played  # a win over the stronger bot counts more


def test_a_record_of_layout_1_without_ratings_opens_and_gains_them(data_in_tmp):
    data_in_tmp.mkdir(parents=True)
    old = sqlite3.connect(data_in_tmp / rec.FILE_NAME)
    old.execute(rec.SCHEMA)
    old.execute(f"PRAGMA user_version = {rec.LAYOUT}")
    old.execute(
        "INSERT INTO games (played, game, variant, players, human_seat, seats, results, fingerprint)"
        " VALUES ('t', ?, 'duel', 2, 0, '[\"human\", \"mcts:level=easy\"]', '[1.0, 0.0]', 'old')",
        (GAME,),
    )
    old.commit()
    old.close()
    match = Match(GAME, None, 9, ["human", "bot:mcts:level=hard"])
    assert rec.record_finished(match, [0.0, 1.0]) is None  # no warning: the file is ours
    connection, _warning = rec.open_record()
    first, second = rec.load_games(connection)
    connection.close()
    assert first.seats == ("human", "mcts:level=easy") and first.rated == {}
    assert second.rated and set(second.rated) == {1}


@pytest.mark.parametrize(
    "seats", [["human", "human"], ["bot:random", "bot:random"], ["human", "network"]], ids=["hot-seat", "bots", "lan"]
)
def test_games_without_exactly_one_human_against_bots_are_not_recorded(seats, data_in_tmp):
    match = Match(GAME, None, 7, seats)
    assert rec.record_finished(match, [1.0, 0.0]) is None
    assert not (data_in_tmp / rec.FILE_NAME).exists()


@pytest.mark.parametrize(
    "content",
    [b"this is not a database at all" * 200, b"SQLite format 3\x00" + b"\xff" * 5000],
    ids=["text", "torn-header"],
)
def test_a_damaged_database_is_kept_aside_and_a_fresh_one_begun(content, data_in_tmp):
    data_in_tmp.mkdir(parents=True)
    (data_in_tmp / rec.FILE_NAME).write_bytes(content)
    connection, warning = rec.open_record(clock=lambda: 0)
    assert rec.load_games(connection) == []
    connection.close()
    aside = list(data_in_tmp.glob("profile.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert warning is not None and "\n" not in warning and aside[0].name in warning


def test_a_foreign_database_is_kept_aside_too(data_in_tmp):
    data_in_tmp.mkdir(parents=True)
    foreign = sqlite3.connect(data_in_tmp / rec.FILE_NAME)
    foreign.execute("CREATE TABLE recipes (name TEXT)")
    foreign.commit()
    foreign.close()
    match = Match(GAME, None, 3, ["human", "bot:random"])
    warning = rec.record_finished(match, [0.0, 1.0])
    assert warning is not None and "damaged" in warning
    assert len(list(data_in_tmp.glob("profile.sqlite.damaged-*"))) == 1
    connection, again = rec.open_record()
    assert again is None and len(rec.load_games(connection)) == 1
    connection.close()


def test_export_csv_writes_one_row_per_game(tmp_path):
    games = [finished_record("easy", 1.0), finished_record("hard", 0.0)]
    path = rec.export_csv(games, tmp_path / "profile.csv")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("played,game,variant") and len(lines) == 3
    assert "human|mcts:level=hard" in lines[2] and lines[2].endswith("0|1")


# -- the interface (Pilot) -----------------------------------------------------------


async def test_a_resigned_game_the_damaged_record_and_the_rating_on_the_profile_screen(data_in_tmp):
    """One app (it was three), each part on what the one before left in the data folder:
    a resigned game against a bot recorded (the record's only game), then the record
    overwritten with garbage (set aside, a fresh one begun), then four games written to the
    fresh record and read on the screen at 100x40."""
    from tui.app import ClanhallApp
    from tui.setup import GameSetup

    app = ClanhallApp(setup=GameSetup("lucky-draw", {"players": 2}, 3, ["human", "bot:random"]), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await a_resigned_game_against_a_bot_is_recorded_as_a_loss(pilot, await game_ready(pilot))
        await the_profile_screen_of_a_damaged_database_says_so_in_one_line(pilot, data_in_tmp)
        await pilot.resize_terminal(100, 40)
        await the_profile_screen_shows_the_rating_the_record_and_the_next_level(pilot, data_in_tmp)


async def a_resigned_game_against_a_bot_is_recorded_as_a_loss(pilot, game) -> None:
    app = pilot.app
    await turn_of(pilot, game, 0)
    app.action_resign()
    await on_screen(pilot, "ConfirmDialog")
    await pilot.press("y")
    await on_screen(pilot, "GameOverScreen")
    game.game_over()  # shown again: still one game
    await app.push_screen(ProfileScreen())  # an unrated game: its tab says so, an empty chart
    await on_screen(pilot, "ProfileScreen")
    summary = str(app.screen.query_one(".profile-summary").render())
    assert "Not rated yet: 1 game, against no measured level" in summary
    connection, _warning = rec.open_record()
    games = rec.load_games(connection)
    connection.close()
    assert [(g.game, g.seats, g.results) for g in games] == [("lucky-draw", ("human", "random"), (0.0, 1.0))]
    app.close_game()
    await on_screen(pilot, "MainMenu")


async def the_profile_screen_shows_the_rating_the_record_and_the_next_level(pilot, data_in_tmp) -> None:
    from textual.widgets import DataTable

    app = pilot.app
    connection, _warning = rec.open_record()
    games = [finished_record("easy", 0.0)] + [finished_record("normal", 1.0)] * 3
    for n, game in enumerate(games):
        rec.add_game(connection, game, f"game {n}")
    connection.close()
    expected = profiles(games)[GAME].rating
    await pilot.press("p")
    await on_screen(pilot, "ProfileScreen")
    screen = app.screen
    summary = str(screen.query_one(".profile-summary").render())
    assert f"Rating {expected.rating:.0f} ± {expected.rd:.0f} after 4 games" in summary
    assert "Next: try level hard" in str(screen.query_one(".profile-next").render())
    table = screen.query_one(".profile-levels", DataTable)
    rows = [table.get_row_at(i) for i in range(table.row_count)]
    assert [(r[0], r[2], r[3], r[4]) for r in rows] == [("easy", "0", "1", "0"), ("normal", "3", "0", "0")]
    assert screen.query_one(RatingChart).history == profiles(games)[GAME].history
    await pilot.press("x")
    await notified(pilot, "exported to")  # said once the file is written
    exported = (data_in_tmp / rec.CSV_NAME).read_text(encoding="utf-8").splitlines()
    assert len(exported) == 5
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")
    # the command palette's entry opens it too
    command = next(c for c in app.get_system_commands(app.screen) if c.title == "Your profile")
    command.callback()
    await on_screen(pilot, "ProfileScreen")


async def the_profile_screen_of_a_damaged_database_says_so_in_one_line(pilot, data_in_tmp) -> None:
    app = pilot.app
    (data_in_tmp / rec.FILE_NAME).write_bytes(b"garbage" * 1000)
    await app.push_screen(ProfileScreen())
    await on_screen(pilot, "ProfileScreen")
    warning = str(app.screen.query_one("#profile-warning").render())
    assert "damaged" in warning and "\n" not in warning.strip()
    assert "No games yet" in str(app.screen.query_one("#profile-empty").render())
    assert len(list(data_in_tmp.glob("profile.sqlite.damaged-*"))) == 1
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")


def test_a_newcomer_starts_at_the_mean_of_the_ratings_that_still_hold(table_file):
    import json

    from ai import ladder
    from tui.profile.rating import start_rating

    hard = ladder.level_definition("hard", "clans")
    rows = {
        "random": {"rating": 0.0, "low": 0.0, "high": 0.0, "games": 10},
        "easy": {
            "rating": 300.0,
            "low": 200.0,
            "high": 400.0,
            "games": 10,
            "level": ladder.level_definition("easy", "clans"),
        },
        "hard": {"rating": 900.0, "low": 800.0, "high": 1000.0, "games": 10, "level": hard},
    }
    table_file.write_text(json.dumps({"games": {"clans": {"2": {"ratings": rows}}}}))
    assert start_rating("clans", 2) == pytest.approx(400.0)
    rows["hard"]["level"] = {**hard, "iterations": hard["iterations"] // 2}  # hard changed since
    table_file.write_text(json.dumps({"games": {"clans": {"2": {"ratings": rows}}}}))
    ladder.load_table.cache_clear()
    assert start_rating("clans", 2) == pytest.approx(150.0)
    assert start_rating("crimson-company", 2) == 0.0  # nothing measured
