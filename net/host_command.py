"""`clanhall host`: serve a LAN game from the command line.

    clanhall host --game clans --players 3 --bots random --port 7141 [--join-code C] [--secure]
                  [--spectators N [--spectator-chat]] [--no-rematch]

It prints the address and join code, then serves until the game is over (seats not given
to bots wait for players to join) and, while every player accepts a rematch, the games
after it. zmq is imported only inside `run`, so `--help` stays quick.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from types import SimpleNamespace

from core.i18n import _, ngettext
from core.match import shown_name
from core.terminal import safe_text
from net.command_line import os_error
from net.keys import keypair


def _host_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", help=_("clans | crystal-clans | crimson-company"))
    parser.add_argument("--players", type=int, default=None, help=_("number of seats"))
    parser.add_argument("--variant", default=None)
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help=_("a game option, repeatable")
    )
    parser.add_argument(
        "--bots", default="", metavar="SPEC,...", help=_("bot specs for the last seats, e.g. random,mcts:level=easy")
    )
    parser.add_argument("--seed", type=int, default=None, help=_("the game's seed (default: random)"))
    parser.add_argument("--port", type=int, default=7141)
    parser.add_argument("--bind", default="0.0.0.0", help=_("address to listen on (127.0.0.1 for this machine only)"))
    parser.add_argument("--join-code", default=None, help=_("the code players must give (default: random)"))
    parser.add_argument(
        "--no-announce",
        action="store_true",
        help=_("do not announce the game on the LAN (it is announced only where --bind listens)"),
    )
    parser.add_argument(
        "--secure", action="store_true", help=_("encrypt with CurveZMQ; clients need the printed server key")
    )
    parser.add_argument(
        "--allow-key",
        action="append",
        default=[],
        metavar="PUBLIC_KEY",
        help=_("with --secure: only clients with these public keys may connect"),
    )
    parser.add_argument(
        "--key-file",
        default=None,
        metavar="PATH",
        help=_(
            "with --secure: keep the server key pair here (made if missing), so the key players know stays the same"
        ),
    )
    parser.add_argument(
        "--resume",
        default=None,
        metavar="SAVE",
        help=_("host the game saved in SAVE (an autosave keeps its join code and seats)"),
    )
    parser.add_argument("--saves-dir", default=None, help=_("where the autosave goes"))
    parser.add_argument("--no-autosave", action="store_true")
    parser.add_argument("--heartbeat", type=float, default=1.0, help=_("seconds between heartbeats"))
    parser.add_argument(
        "--replace-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help=_("a bot stands in for a player gone this long (default: wait)"),
    )
    parser.add_argument("--replace-bot", default="random", help=_("the stand-in bot's spec"))
    parser.add_argument(
        "--spectators",
        type=int,
        default=0,
        metavar="N",
        help=_("let up to N people watch with the join code (`join --watch`); they see no hidden card"),
    )
    parser.add_argument("--spectator-chat", action="store_true", help=_("let spectators chat"))
    parser.add_argument(
        "--no-rematch", action="store_true", help=_("end after one game (default: offer the players a rematch)")
    )
    parser.add_argument("--quiet", action="store_true", help=_("log only warnings"))


def _setup_logging(quiet: bool) -> None:
    logging.basicConfig(
        level=logging.WARNING if quiet else logging.INFO, format="%(asctime)s %(name)s: %(message)s", datefmt="%H:%M:%S"
    )


def _host_run(args) -> int:
    try:
        import zmq  # noqa: F401
    except ImportError:
        print("clanhall host: " + _("pyzmq is not installed"))
        return 2
    _setup_logging(args.quiet)
    try:
        host = _make_host(args)
    except OSError as exc:
        print(f"clanhall host: {os_error(exc)}")
        return 2
    except (KeyError, ValueError) as exc:
        print(f"clanhall host: {exc.args[0] if exc.args else exc}")
        return 2
    except Exception as exc:  # a damaged save names itself
        print(f"clanhall host: {exc}")
        return 2
    return asyncio.run(_serve(host, args))


def _make_host(args):
    import secrets as _secrets
    from datetime import datetime, timezone

    from ai.arena import parse_options
    from ai.registry import split_specs
    from core.match import Match
    from core.registry import get_game
    from core.savefile import Autosaver, saves_dir
    from net.host import Host

    common = dict(
        bind=args.bind,
        port=args.port,
        heartbeat=args.heartbeat,
        replace_after=args.replace_after,
        replace_bot=args.replace_bot,
        announce=not args.no_announce,
        spectators=args.spectators,
        spectator_chat=args.spectator_chat,
        rematch=not args.no_rematch,
    )
    if not 0 <= args.spectators <= 64:
        raise ValueError(_("--spectators must be a number from 0 to 64, not {n}").format(n=args.spectators))
    if args.secure:
        common["secure"] = keypair(args.key_file)
        common["allowed_keys"] = [k.encode() for k in args.allow_key] or None
    if args.join_code:
        common["join_code"] = args.join_code
    if args.resume:
        _refuse_finished(args.resume)
        if args.secure:
            common.pop("secure")  # keep the key clients already know, if the save has one
            if not args.allow_key:
                common.pop("allowed_keys")
        host = Host.resume(args.resume, **common)
        if args.secure and host.secure is None:
            host.secure = keypair(args.key_file)
        return host
    if not args.game:
        raise ValueError(_("--game is required (or --resume SAVE)"))
    try:
        game = get_game(args.game)
    except KeyError:
        from core.registry import game_ids

        known = ", ".join(game_ids(available_only=False))
        raise ValueError(
            _("unknown game {game}; known games: {games}").format(game=repr(args.game), games=known)
        ) from None
    bots = split_specs(args.bots)
    config = parse_options(args.option)
    if args.variant:
        config["variant"] = args.variant
    if args.players:
        config["players"] = args.players
    config = game.normalize_config(config)
    n = game.new(config, 0).num_seats
    if len(bots) > n:
        raise ValueError(_("{bots} bots for {seats} seats").format(bots=len(bots), seats=n))
    from ai.registry import make_bot

    for spec in bots:
        make_bot(spec)
    kinds = ["remote"] * (n - len(bots)) + [f"bot:{b}" for b in bots]
    seed = args.seed if args.seed is not None else _secrets.randbits(62)
    match = Match(game, config, seed, seats=kinds)  # each seat named by core.seat_names
    autosaver = None
    if not args.no_autosave:
        autosaver = Autosaver(saves_dir(args.saves_dir), clock=lambda: datetime.now(timezone.utc))
    return Host(match, seat_kinds=kinds, autosaver=autosaver, **common)


def _refuse_finished(path: str) -> None:
    """A finished game cannot be hosted: there is no move left to wait for."""
    from core.savefile import read_save

    save = read_save(path)
    if save.finished:
        raise ValueError(_("{path}: this game is finished; watch it with `clanhall replay {path}`").format(path=path))


async def _serve(host, args) -> int:
    import zmq

    _stop_on_sigterm()
    try:
        await host.start()
    except (OSError, zmq.ZMQError) as exc:  # the port is taken, the address not this machine's
        why = zmq.strerror(exc.errno or 0) if isinstance(exc, zmq.ZMQError) else (exc.strerror or str(exc))
        print(
            "clanhall host: "
            + _("cannot listen on {address} port {port}: {why}").format(address=host.bind, port=host.port, why=why)
        )
        return 2
    print(
        _("Hosting {game} on port {port} (bound to {address})").format(
            game=_(host.match.game.name), port=host.port, address=host.bind
        )
    )
    print(_("Join code: {code}").format(code=host.join_code))
    if host.secure:
        print(_("Server key: {key}").format(key=host.secure[0].decode()))
    if host.save_path:
        print(_("Autosave: {path}").format(path=host.save_path))
    if host.spectators:
        if host.spectator_chat:
            watch = ngettext(
                "Up to {n} spectator may watch, who may chat",
                "Up to {n} spectators may watch, who may chat",
                host.spectators,
            )
        else:
            watch = ngettext("Up to {n} spectator may watch", "Up to {n} spectators may watch", host.spectators)
        print(watch.format(n=host.spectators))
    host.listeners.append(_host_news)
    sys.stdout.flush()
    try:
        await host.serve()
    except asyncio.CancelledError:  # ctrl+c or SIGTERM: a stop the user asked for
        await host.stop()
        _say_how_to_resume(host, args)
        return 0
    if host.bot_failure:
        saved = (
            _("; the game is saved in {path} (clanhall host --resume it)").format(path=host.save_path)
            if host.save_path
            else ""
        )
        print(f"clanhall host: {host.bot_failure}{saved}")
        return 3
    if host.series.games > 1:
        from net.series import score_line

        print(_("Series over: {score}").format(score=safe_text(str(score_line(host.series.to_wire())))))
    return 0


def _say_how_to_resume(host, args) -> None:
    """After ctrl+c: where the game is saved and the command that hosts it again, one
    line each (a finished game is only saved; an unsaved one says so)."""
    path = host.save_path
    if path is None:
        print(_("Stopped; the game was not saved (--no-autosave)."))
    elif host.match.is_over():
        print(_("Stopped; the finished game is saved in {path}").format(path=path))
    else:
        print(_("Stopped; the game is saved in {path}").format(path=path))
        print(_("Resume it with: {command}").format(command=resume_command(args, str(path))))
    sys.stdout.flush()


def resume_command(args, path: str) -> str:
    """The `clanhall host --resume` command line that serves the saved game as `args` did:
    the join code, seats, tokens and server key come from the save's side file, so only the
    options that are not kept there are repeated (each only where it is not the default)."""
    import shlex

    words = ["clanhall", "host", "--resume", path]
    flags = {"--no-announce": args.no_announce, "--spectator-chat": args.spectator_chat}
    flags["--no-rematch"] = args.no_rematch
    values = {"--bind": args.bind if args.bind != "0.0.0.0" else None}
    values["--port"] = args.port if args.port != 7141 else None
    values["--spectators"] = args.spectators or None
    values["--key-file"] = args.key_file
    values["--heartbeat"] = args.heartbeat if args.heartbeat != 1.0 else None
    values["--replace-after"] = args.replace_after
    values["--replace-bot"] = args.replace_bot if args.replace_bot != "random" else None
    words += [flag for flag, on in flags.items() if on]
    for option, value in values.items():
        if value is not None:
            words += [option, f"{value:g}" if isinstance(value, float) else str(value)]
    if args.secure:
        words.append("--secure")
    for key in args.allow_key:
        words += ["--allow-key", key]
    return " ".join(shlex.quote(w) for w in words)


def _stop_on_sigterm() -> None:
    """A SIGTERM stops the host as ctrl+c does: byes sent, the LAN announcement withdrawn."""
    import signal

    task = asyncio.current_task()
    if task is None:  # called outside a task: nothing to stop
        return
    try:
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    except (NotImplementedError, RuntimeError, ValueError):  # no signals here (Windows, a thread)
        pass


def _host_news(host, event: str) -> None:
    """What the host's terminal says as a series goes on: each result, each new game."""
    from net.series import score_line

    if event == "over":
        names, scores, result = host.match.names, host.match.state.scores(), host.match.result()
        print(
            _("Game over: {results}").format(
                results=", ".join(f"{safe_text(shown_name(n))} {s:g} ({r:g})" for n, s, r in zip(names, scores, result))
            )
        )
    elif event == "rematch":
        print(
            _("Rematch: game {n} begins. {score}").format(
                n=host.series.games + 1, score=safe_text(str(score_line(host.series.to_wire())))
            )
        )
        if host.save_path:
            print(_("Autosave: {path}").format(path=host.save_path))
    sys.stdout.flush()


host = SimpleNamespace(add_arguments=_host_arguments, run=_host_run)
