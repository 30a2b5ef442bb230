"""The `clanhall` command: the TUI by default, plus headless tools as subcommands.

Each subcommand lives in its owner's module, which offers `add_arguments(parser)` and
`run(args) -> int`; heavy imports (textual, zmq) happen inside `run` so `--help` is quick.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

# name -> (module, one-line help)
COMMANDS = {
    "play": ("tui.commands", "start the full-screen interface (the default)"),
    "arena": ("ai.arena", "bots play each other headless; prints wins and speed"),
    "saves": ("tui.save_commands", "list saved games"),
    "replay": ("tui.save_commands:replay", "step through a saved game"),
    "host": ("net.commands:host", "host a LAN game"),
    "join": ("net.commands:join", "join a LAN game"),
    "serve": ("tui.serve", "serve the interface to web browsers (each tab its own game)"),
    "games": ("net.lobby:games", "list the games announced on the LAN"),
}


def _module(target: str):
    module, _, attr = target.partition(":")
    mod = import_module(module)
    return getattr(mod, attr) if attr else mod


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="clanhall", description="A terminal tabletop for Crystal Clans, Crimson Company and Clans."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (target, help_text) in COMMANDS.items():
        try:
            mod = _module(target)
        except (ImportError, AttributeError):
            continue  # that part is not built yet
        p = sub.add_parser(name, help=help_text, description=help_text)
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]
    args = parser.parse_args(argv)
    from tui.settings.language import apply_language

    try:
        apply_language(getattr(args, "lang", None))
    except ValueError as exc:
        print(f"clanhall: {exc}", file=sys.stderr)
        return 2
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: one line here, the traceback in the log
        from core.errorlog import log_exception

        path = log_exception(f"clanhall {' '.join(argv)}")
        last = (str(exc).strip().splitlines() or [""])[-1]  # some errors carry a whole traceback
        print(
            f"clanhall {argv[0]}: unexpected error ({type(exc).__name__}: {last}); the details are in {path}",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
