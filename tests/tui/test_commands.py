"""`clanhall play` options: seats, options, errors — without starting the interface."""

import argparse

import pytest

from tui import commands
from tui.setup import parse_seat, seat_label


def parse(*argv):
    parser = argparse.ArgumentParser()
    commands.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_no_game_opens_the_menu():
    assert commands.setup_from_args(parse()) is None


def test_players_split_into_seats_keeping_bot_options():
    seats = commands.split_players("human,mcts:level=hard,iterations=50,random,network")
    assert seats == ["human", "bot:mcts:level=hard,iterations=50", "bot:random", "network"]


def test_setup_from_args_builds_the_game():
    setup = commands.setup_from_args(parse("--game", "lucky-draw", "--players", "human,random,random", "--seed", "7"))
    assert setup.game_id == "lucky-draw"
    assert setup.config["players"] == 3
    assert setup.seed == 7
    assert setup.seats == ["human", "bot:random", "bot:random"]
    match = setup.make_match()
    assert match.names == ["Player 1", "Bot · random", "Bot · random (2)"]


@pytest.mark.parametrize(
    "argv, words",
    [
        (("--game", "chess"), "unknown game"),
        (("--game", "lucky-draw", "--players", "human"), "2–4 players"),
        (("--game", "lucky-draw", "--option", "nonsense"), "KEY=VALUE"),
        # a bot that cannot be made is refused before the interface opens (it opened, then failed)
        (("--game", "lucky-draw", "--players", "human,mcts:level=zzz"), "unknown level 'zzz'"),
        (("--game", "lucky-draw", "--players", "human,nobot"), "unknown bot 'nobot'"),
        (("--game", "lucky-draw", "--players", "human,random:speed=9"), "bad options for bot 'random'"),
    ],
)
def test_bad_options_are_refused_clearly(argv, words, capsys):
    assert commands.run(parse(*argv)) == 2
    assert words in capsys.readouterr().out


def test_seat_specs_read_well():
    assert parse_seat("random") == "bot:random"
    assert parse_seat("net") == "network"
    assert seat_label("bot:mcts:level=hard") == "Bot · hard"
    assert seat_label("bot:random") == "Bot · random"
    assert seat_label("human") == "Human"
    with pytest.raises(ValueError):
        parse_seat(" ")


def test_help_does_not_import_textual():
    import subprocess
    import sys

    code = "import sys; from tui.cli import build_parser; build_parser().format_help(); print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
