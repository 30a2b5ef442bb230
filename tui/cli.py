"""The `clanhall` command: the TUI by default, plus headless tools as subcommands.

Each subcommand lives in its owner's module, which offers `add_arguments(parser)` and
`run(args) -> int`; heavy imports (textual, zmq) happen inside `run` so `--help` is quick.

The language is chosen first (`--lang` anywhere on the line, else the settings, else
LC_ALL / LC_MESSAGES / LANG), before the parsers are built, so that every help text and
error, argparse's own words included (tui/cli_words.py), reads in it.
"""

from __future__ import annotations

import argparse
import os
import sys
from importlib import import_module

from core.i18n import N_, _
from net.keys import keys_attached
from tui.cli_words import argparse_words

# name -> (module, one-line help)
COMMANDS = {
    "play": ("tui.commands", N_("start the full-screen interface (the default)")),
    "arena": ("ai.arena", N_("bots play each other headless; prints wins and speed")),
    "ladder": ("ai.ladder_run", N_("rate the bot levels against each other (random = 0)")),
    "saves": ("tui.save_commands", N_("list saved games")),
    "replay": ("tui.save_commands:replay", N_("step through a saved game")),
    "host": ("net.host_command:host", N_("host a LAN game")),
    "join": ("net.join_command:join", N_("join a LAN game")),
    "serve": ("tui.serve", N_("serve the interface to web browsers (each tab its own game)")),
    "games": ("net.lobby:games", N_("list the games announced on the LAN")),
    "learn": ("tui.learn.command", N_("learn a game by playing a short guided game")),
}
LANG_HELP = N_(
    "language of the interface: en, de or es (default: the one chosen in the settings, "
    "else LC_ALL / LC_MESSAGES / LANG, else English)"
)


def _module(target: str):
    module, _, attr = target.partition(":")
    mod = import_module(module)
    return getattr(mod, attr) if attr else mod


def _add_lang(parser: argparse.ArgumentParser) -> None:
    """`--lang` in a parser's help (its value is taken before parsing: `take_lang`)."""
    try:
        parser.add_argument("--lang", metavar="LANG", help=_(LANG_HELP))
    except argparse.ArgumentError:  # the subcommand has its own
        pass


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, worded in the current language. With `only`, the other
    commands are listed but their modules not imported, nor their arguments added: each
    `clanhall` process imports what its own command needs (a host or a join started about
    a quarter sooner), and `only=""` imports none (the top-level help)."""
    parser = argparse.ArgumentParser(
        prog="clanhall", description=_("A terminal tabletop for Crystal Clans, Crimson Company and Clans.")
    )
    _add_lang(parser)
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    for name, (target, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=_(help_text), description=_(help_text))
        if only is not None and name != only:
            continue
        mod = _module(target)
        mod.add_arguments(p)
        for action in p._actions:  # help marked with N_() where it is defined, read here
            if action.help and action.help != argparse.SUPPRESS:
                action.help = _(action.help)
        _add_lang(p)
        p.set_defaults(_run=mod.run)
    return parser


def take_lang(argv: list[str]) -> tuple[list[str], str | None]:
    """`argv` without its `--lang X` / `--lang=X` (anywhere before a `--`), and X (the
    last one given; None if none). ValueError if `--lang` has no value."""
    rest: list[str] = []
    lang = None
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == "--":
            rest += argv[i:]
            break
        if word == "--lang":
            if i + 1 >= len(argv) or argv[i + 1].startswith("-"):
                raise ValueError(_("--lang needs a language: en, de or es"))
            lang, i = argv[i + 1], i + 2
            continue
        if word.startswith("--lang="):
            lang = word.partition("=")[2]
        else:
            rest.append(word)
        i += 1
    return rest, lang


def tolerant_output() -> None:
    """Let stdout and stderr print what their encoding cannot show (a player's "Ōkami 🐉"
    under an ISO-8859-1 locale) as "?" and as escapes, instead of failing mid-line with
    UnicodeEncodeError; the text that can be shown is unchanged."""
    for stream, errors in ((sys.stdout, "replace"), (sys.stderr, "backslashreplace")):
        reconfigure = getattr(stream, "reconfigure", None)  # absent on a replaced stream
        if reconfigure is not None:
            try:
                reconfigure(errors=errors)
            except (ValueError, OSError):  # closed, or not a text stream after all
                pass


SIGPIPE_EXIT = 141  # what a shell reports for a program its reader stopped reading (128 + SIGPIPE)


def main(argv: list[str] | None = None) -> int:
    """Run the command line `argv` (default: the process's); its exit status. A reader that
    stops early (`clanhall saves | head -1`) ends the run quietly with `SIGPIPE_EXIT`."""
    try:
        code = _main(sys.argv[1:] if argv is None else argv)
        sys.stdout.flush()  # inside the try: a pipe closed during the last lines fails here
        return code
    except BrokenPipeError:
        return reader_gone()


def reader_gone() -> int:
    """The reader of our output went away: what is still buffered goes to /dev/null (so
    the flush at exit cannot fail again and print "Exception ignored"), nothing is logged."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError, AttributeError):
            try:
                os.dup2(devnull, stream.fileno())
            except (OSError, ValueError, AttributeError):  # not a real file (a test's capture)
                pass
        except OSError:
            pass
    os.close(devnull)
    return SIGPIPE_EXIT


def _main(argv: list[str]) -> int:
    tolerant_output()
    from tui.settings.language import apply_language

    try:
        argv, lang = take_lang(argv)
        apply_language(lang)
    except ValueError as exc:
        print(f"clanhall: {exc}", file=sys.stderr)
        return 2
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]
    argv = keys_attached(argv)  # a key may begin with "-"
    with argparse_words():
        parser = build_parser(only=argv[0] if argv[0] in COMMANDS else "")
        args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        with argparse_words():
            parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        raise  # not a bug: the reader stopped reading (see `main`)
    except Exception as exc:  # a bug: one line here, the traceback in the log
        from core.errorlog import log_exception

        path = log_exception(f"clanhall {' '.join(argv)}")
        last = (str(exc).strip().splitlines() or [""])[-1]  # some errors carry a whole traceback
        print(
            f"clanhall {argv[0]}: "
            + _("unexpected error ({error}); the details are in {path}").format(
                error=f"{type(exc).__name__}: {last}", path=path
            ),
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
