"""The LAN lobby on the command line: `clanhall games` lists the games announced on the
network and exits; `clanhall join` without an address lists them and lets the user pick
one by number, then asks for what discovery cannot tell (the join code, a secure host's
key, a name).

Exit codes of `clanhall games`: 0 games were listed, 1 none was heard, 2 discovery cannot
run here (no multicast interface, or $CLANHALL_NO_DISCOVERY is set). `clanhall join`
without an address returns 1 when no game is heard and 2 when none is picked (stdin is
closed or not answered), before it joins.
"""

from __future__ import annotations

import argparse
import sys
from types import SimpleNamespace

from core.i18n import _, lazy
from core.terminal import safe_text

DEFAULT_WAIT = 2.5  # seconds: a game answers a query within about a second
_MAX_TRIES = 5  # wrong answers to one question before giving up


def add_wait_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--wait",
        type=float,
        default=DEFAULT_WAIT,
        metavar="SECONDS",
        help=_("how long to listen for games on the LAN (default {seconds})").format(seconds=f"{DEFAULT_WAIT:g}"),
    )


def _games_arguments(parser: argparse.ArgumentParser) -> None:
    add_wait_argument(parser)


def _heard(command: str, wait: float, no_discovery: str = "", listing: bool = False):
    """The games heard on the LAN in `wait` seconds, or the exit code after one line
    saying why there are none (2: a bad --wait or no discovery here, 1: nothing heard,
    said as "No games heard …" when `listing`, else as "clanhall COMMAND: no games heard …")."""
    from net.discovery import DiscoveryError, find_games

    if not _wait_ok(wait):
        print(f"clanhall {command}: {_WAIT_RANGE}")
        return 2
    try:
        games = find_games(wait)
    except DiscoveryError as exc:
        print(f"clanhall {command}: {exc}{no_discovery}")
        return 2
    if not games:
        if listing:
            nothing = _("No games heard on the LAN in {seconds} s.")
        else:
            nothing = f"clanhall {command}: " + _("no games heard on the LAN in {seconds} s.")
        print(f"{nothing.format(seconds=f'{wait:g}')} {_WHY_NONE}")
        return 1
    return games


def _games_run(args) -> int:
    games = _heard("games", args.wait, listing=True)
    if isinstance(games, int):
        return games
    print(table(games))
    print(_("Join one: clanhall join (then pick its number), or clanhall join ADDRESS --name NAME --code CODE"))
    return 0


_WAIT_RANGE = lazy("--wait must be from 0 to 60 seconds")


def _wait_ok(wait: float) -> bool:
    return 0 <= wait <= 60  # a NaN is refused too


_WHY_NONE = lazy("If multicast is blocked on this network, join by address: clanhall join HOST[:PORT]")


def table(games) -> str:
    """The games as a numbered table, one line each (notes on a line of their own)."""
    rows = [("#", _("game"), _("variant"), _("seats"), _("secure"), _("host"), _("address"))]
    for i, g in enumerate(games, 1):
        rows.append(
            (
                str(i),
                g.game_name,
                g.variant or "-",
                g.seats_text,
                _("yes") if g.secure else _("no"),
                g.host or "?",
                g.where,
            )
        )
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    lines = []
    for i, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
        if i and games[i - 1].note:
            lines.append(" " * (widths[0] + 2) + _("(cannot be joined from here: {why})").format(why=games[i - 1].note))
    return "\n".join(lines)


def _ask(prompt: str) -> str | None:
    """One line typed by the user, or None if stdin is closed."""
    print(prompt, end="", flush=True)
    try:
        line = sys.stdin.readline() if sys.stdin is not None and not sys.stdin.closed else ""
    except (OSError, ValueError):
        line = ""
    return line.strip() if line else None


def pick_game(games):
    """The game the user picks by number from `games` (printed first), or None."""
    print(table(games))
    for _try in range(_MAX_TRIES):
        answer = _ask(_("Pick a game (1-{n}, enter to cancel): ").format(n=len(games)))
        if not answer:
            return None
        if not answer.isdigit() or not 1 <= int(answer) <= len(games):
            print("  ! " + _("type a number from 1 to {n}").format(n=len(games)))
            continue
        game = games[int(answer) - 1]
        if game.joinable:
            return game
        print("  ! " + _("that game cannot be joined: {why}").format(why=game.note or _("every seat is taken")))
    return None


def complete_join(args) -> int | None:
    """Fill in what `clanhall join` was not given: the address (a game picked from those
    heard on the LAN), the join code, a secure host's key and a name, asked on stdin.
    None when the join can go on, else the exit code (after one line saying why)."""
    if not args.address:
        games = _heard("join", args.wait, _("; give the address: clanhall join HOST[:PORT]"))
        if isinstance(games, int):
            return games
        game = pick_game(games)
        if game is None:
            print("clanhall join: " + _("no game picked; give the address: clanhall join HOST[:PORT]"))
            return 2
        args.address = game.where
        print(_("Joining {game} at {address}").format(game=safe_text(game.title), address=game.where))
        if game.secure and not args.server_key:
            args.server_key = _ask(_("This host is secure: its server key (the host printed it): "))
            if not args.server_key:
                print("clanhall join: " + _("a secure host needs --server-key (the key the host printed)"))
                return 2
    if not args.code:
        args.code = _ask(_("Join code (the host shows it): "))
        if not args.code:
            print("clanhall join: " + _("the join code is needed (--code C): discovery tells where, not who may sit"))
            return 2
    if not args.name:
        args.name = _ask(_("Your name: "))
        if not args.name:
            print("clanhall join: " + _("a name is needed (--name N)"))
            return 2
    return None


games = SimpleNamespace(add_arguments=_games_arguments, run=_games_run)
