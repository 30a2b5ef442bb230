"""`clanhall` / `clanhall play`: start the full-screen interface.

With no options it opens the main menu. `--game` (with `--players`, `--seed`, options)
starts a game at once; `--load FILE` opens a saved game. Textual is imported inside `run`
so that `clanhall --help` and the headless subcommands stay quick.
"""

from __future__ import annotations

import argparse

from core.i18n import _


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", help=_("start this game at once (clans, crystal-clans, crimson-company)"))
    parser.add_argument(
        "--players",
        metavar="SPEC,SPEC",
        help=_(
            "one seat per comma: human, network or a bot spec (random, greedy, mcts:level=hard); default: human,random"
        )
        + _levels_help(),
    )
    parser.add_argument("--variant", help=_("the game's variant (e.g. duel for Crimson Company)"))
    parser.add_argument("--seed", type=int, default=None, help=_("seed of the game (default: random)"))
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help=_("a game option, may repeat")
    )
    parser.add_argument("--load", metavar="FILE", help=_("open a saved game"))
    parser.add_argument(
        "--saves-dir", metavar="DIR", help=_("folder of saved games (default: $CLANHALL_SAVES_DIR or ./saves)")
    )
    parser.add_argument("--no-autosave", action="store_true", help=_("do not rewrite an autosave after every move"))
    parser.add_argument("--light", action="store_true", help=_("start with the light theme"))
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help=_(
            "language of the interface: en, de or es (default: the one chosen in the settings, "
            "else LC_ALL / LC_MESSAGES / LANG, else English)"
        ),
    )


def _levels_help() -> str:
    """The MCTS levels' measured ratings (`clanhall ladder`), after the bots' help."""
    from ai.ladder import levels_help

    text = levels_help().replace("%", "%%")  # argparse reads % in help as a format
    return f". {text}" if text else ""


def split_players(text: str) -> list[str]:
    """Seat specs from "human,mcts:level=hard,random" (read by `ai.registry.split_specs`)."""
    from ai.registry import split_specs
    from tui.setup import parse_seat

    return [parse_seat(s) for s in split_specs(text)]


def setup_from_args(args):
    """The `GameSetup` the options ask for, or None to open the menu; ValueError if bad."""
    import random

    from ai.registry import parse_spec
    from core.registry import get_game
    from tui.setup import GameSetup

    if not args.game:
        return None
    try:
        game = get_game(args.game)
    except KeyError:
        from core.registry import game_ids

        raise ValueError(
            _("unknown game {game}; known games: {games}").format(
                game=repr(args.game), games=", ".join(game_ids(available_only=False))
            )
        ) from None
    seats = split_players(args.players or "human,random")
    config = {"players": len(seats), "variant": args.variant}
    for opt in args.option:
        key, eq, value = opt.partition("=")
        if not eq:
            raise ValueError(_("--option {option} needs the form KEY=VALUE").format(option=repr(opt)))
        config[key] = parse_spec(f"x:v={value}")[1]["v"]
    config = game.normalize_config(config)
    _check_bots(seats)
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    return GameSetup(game.id, config, seed, seats)


def _check_bots(seats: list[str]) -> None:
    """Make each bot seat's bot once, so a bad spec (mcts:level=zzz) is one line at the
    command line, as `host` and `arena` refuse it, not a failed bot in the game."""
    from ai.registry import make_bot
    from tui.setup import bot_spec, is_bot

    for seat in seats:
        if is_bot(seat):
            bot = make_bot(bot_spec(seat))
            close = getattr(bot, "close", None)
            if close is not None:
                close()


def run(args) -> int:
    try:
        setup = setup_from_args(args)
    except ValueError as exc:
        print(f"clanhall: {exc}")
        return 2
    if args.load and setup is None:
        from tui.saving import SaveError, load_match

        try:  # a damaged save: its message here, and a failing status (not a menu)
            load_match(args.load)
        except SaveError as exc:
            print(f"clanhall: {exc}")
            return 2
    from tui.app import ClanhallApp

    app = ClanhallApp(
        setup=setup, load=args.load, light=args.light, saves_dir=args.saves_dir, autosave=not args.no_autosave
    )
    app.run()
    return int(app.return_code or 0)
