"""The `clanhall` command line."""

from tui.cli import build_parser, main


def test_help_lists_arena(capsys):
    parser = build_parser()
    assert "arena" in parser.format_help()


def test_arena_rejects_unknown_game(capsys):
    assert main(["arena", "--game", "chess", "--players", "random,random", "--games", "1"]) == 2
    assert "unknown game" in capsys.readouterr().out
