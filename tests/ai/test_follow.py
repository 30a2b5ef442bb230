"""`clanhall arena --follow clan1,clan2`: seat options that stay with their bot when the
seats rotate, so a clan matrix of equal bots swaps who starts while each clan keeps its bot."""

from __future__ import annotations

import pytest

from ai.arena import plan
from ai.playing import play_task, seated_config
from ai.results import ResultsFile
from ai.sprt import SprtTest
from ai.sprt_run import run_sprt
from tui.cli import main as clanhall_main


def test_seated_config_moves_the_options_with_their_bots():
    config = {"clan1": "skull", "clan2": "water", "players": 2}
    assert seated_config(config, ("clan1", "clan2"), 0) == config
    assert seated_config(config, ("clan1", "clan2"), 1) == {"clan1": "water", "clan2": "skull", "players": 2}
    assert seated_config(config, (), 1) == config  # nothing follows: the seat keeps its option
    three = {"a": 1, "b": 2, "c": 3}
    # seat i is played by bot (i + 1) % 3, and bot k keeps the value of key k
    assert seated_config(three, ("a", "b", "c"), 1) == {"a": 2, "b": 3, "c": 1}


def _clan_of_bot(row, bot: int) -> str:
    return row.clans[row.order.index(bot)]


def test_every_game_of_a_plan_gives_each_bot_its_own_clan():
    tasks = plan(
        "crystal-clans", ["random", "greedy"], 4, 5, {"clan1": "skull", "clan2": "water"}, follow=("clan1", "clan2")
    )
    rows = [play_task(t) for t in tasks]
    assert {r.order for r in rows} == {(0, 1), (1, 0)}  # the seats did rotate
    assert all(_clan_of_bot(r, 0) == "skull" and _clan_of_bot(r, 1) == "water" for r in rows)


def test_without_follow_the_clan_stays_with_the_seat():
    rows = [
        play_task(t) for t in plan("crystal-clans", ["random", "greedy"], 2, 5, {"clan1": "skull", "clan2": "water"})
    ]
    assert [_clan_of_bot(r, 0) for r in rows] == ["skull", "water"]


def test_an_sprt_pair_keeps_each_clan_with_its_bot(tmp_path):
    points = [{"clan1": "blood", "clan2": "stone"}]
    results = ResultsFile(str(tmp_path / "r.sqlite"), {"test": 1})
    run = run_sprt(
        "crystal-clans",
        ["random", "random"],
        SprtTest(0, 200),
        8,
        3,
        None,
        points,
        results=results,
        follow=("clan1", "clan2"),
    )
    rows = results.rows()
    results.close()
    assert run.played == len(rows) >= 2
    assert all(_clan_of_bot(r, 0) == "blood" and _clan_of_bot(r, 1) == "stone" for r in rows)


@pytest.mark.parametrize(
    ("follow", "says"),
    [
        ("clan1,nope", "has no option nope"),
        ("clan1", "one option per seat"),
        ("clan1,clan1", "one option per seat"),
    ],
)
def test_a_wrong_follow_is_refused_in_one_line(follow, says, capsys):
    code = clanhall_main(
        ["arena", "--game", "crystal-clans", "--players", "random,random", "--games", "2", "--follow", follow]
    )
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 2 and len(out) == 1 and says in out[0]


def test_follow_with_fixed_seats_is_refused(capsys):
    code = clanhall_main(
        [
            "arena",
            "--game",
            "crystal-clans",
            "--players",
            "random,random",
            "--games",
            "2",
            "--follow",
            "clan1,clan2",
            "--fixed-seats",
        ]
    )
    assert code == 2 and "rotate" in capsys.readouterr().out
