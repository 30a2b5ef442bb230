"""`clanhall join`: join a LAN game from the command line.

    clanhall join 192.168.1.20:7141 --name Anna --code K7WQ-M2PX [--bot mcts | --watch] [--server-key K]

It plays headless with `--bot` (leaving at the end of the game), as the minimal
line-based text client (`net.text_client`, which asks y/n for a rematch), or watches with
`--watch`. zmq is imported only inside `run`, so `--help` stays quick.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from types import SimpleNamespace

from core.i18n import _
from core.match import shown_name
from core.terminal import safe_text
from net import text_client
from net.command_line import os_error
from net.keys import keypair, valid_key


def _join_arguments(parser: argparse.ArgumentParser) -> None:
    from net.lobby import add_wait_argument

    parser.add_argument(
        "address", metavar="HOST[:PORT]", nargs="?", help=_("without it: pick one of the games announced on the LAN")
    )
    parser.add_argument("--name", help=_("your name at the table (asked if not given)"))
    parser.add_argument("--code", help=_("the join code the host printed (asked if not given)"))
    parser.add_argument("--bot", default=None, metavar="SPEC", help=_("play headless as this bot"))
    parser.add_argument("--watch", action="store_true", help=_("watch the game as a spectator instead of playing"))
    parser.add_argument("--token", default=None, help=_("resume a seat with its token"))
    parser.add_argument("--server-key", default=None, help=_("the host's key (for --secure hosts)"))
    parser.add_argument(
        "--key-file",
        default=None,
        metavar="PATH",
        help=_("our own key pair (made if missing; give its public key to a host that only allows known keys)"),
    )
    parser.add_argument("--timeout", type=float, default=15.0, help=_("seconds to wait for a seat"))
    parser.add_argument("--heartbeat", type=float, default=1.0)
    parser.add_argument("--quiet", action="store_true")
    add_wait_argument(parser)


def _address(text: str) -> str:
    from net.protocol import DEFAULT_PORT

    if "://" in text:
        return text
    if text.startswith("["):  # [ipv6]:port
        host, _, port = text[1:].partition("]")
        return f"tcp://[{host}]:{port.lstrip(':') or DEFAULT_PORT}"
    host, _, port = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    return f"tcp://{host}:{port or DEFAULT_PORT}"


def _join_run(args) -> int:
    try:
        import zmq  # noqa: F401
    except ImportError:
        print("clanhall join: " + _("pyzmq is not installed"))
        return 2
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    if args.watch and args.bot:
        print("clanhall join: " + _("--watch and --bot do not go together (a spectator never plays)"))
        return 2
    if not (args.address and args.code and args.name):
        from net.lobby import complete_join

        stop = complete_join(args)
        if stop is not None:
            return stop
    if args.server_key is not None and not valid_key(args.server_key):
        print("clanhall join: " + _('--server-key must be the 40-character key the host printed ("Server key: ...")'))
        return 2
    try:
        args.keypair = keypair(args.key_file) if args.key_file else None
    except ValueError as exc:
        print(f"clanhall join: {exc}")
        return 2
    except OSError as exc:
        print(f"clanhall join: {os_error(exc)}")
        return 2
    bot = None
    if args.bot:
        from ai.driver import BotDriver

        try:
            bot = BotDriver(args.bot)  # a searching bot in its own process: the heartbeat never waits
        except ValueError as exc:
            print(f"clanhall join: {exc}")
            return 2
    try:
        return asyncio.run(_join(args, bot))
    finally:
        if bot is not None:
            bot.close()


async def _join(args, bot) -> int:
    from net.client import Client, JoinRefused

    pair = getattr(args, "keypair", None)
    client = Client(
        _address(args.address),
        args.name,
        args.code,
        token=args.token,
        server_key=args.server_key,
        keypair=pair,
        heartbeat=args.heartbeat,
        watch=getattr(args, "watch", False),
    )
    try:
        await client.join(timeout=args.timeout)
    except JoinRefused as exc:
        print("clanhall join: " + _("refused: {why}").format(why=safe_text(str(exc))))
        return 3
    game = _(client.game.name) if client.game is not None else "?"  # a joined client has its game
    seat = client.seat
    if seat is None:  # a spectator
        names = ", ".join(safe_text(shown_name(n)) for n in client.names)
        print(_("Watching {game}: {names}").format(game=game, names=names))
    else:
        print(
            _("Joined {game} as seat {seat} ({name}); seat token {token}").format(
                game=game, seat=seat + 1, name=safe_text(shown_name(client.names[seat])), token=client.token
            )
        )
    sys.stdout.flush()
    left = False  # a spectator who left (/quit, the end of its input, ctrl+c)
    try:
        if client.watching:
            client.subscribe(text_client.printer(client))
            left = await _watch(client)
        elif bot is not None:
            if not args.quiet:
                client.subscribe(text_client.printer(client))
            from ai.driver import BotFailed
            from ai.session import play_seat
            from net.session import RemoteSession

            try:
                await play_seat(RemoteSession(client), bot)
            except BotFailed as failure:  # say so in one line, never play for it
                path = failure.logged(f"join --bot {args.bot}")
                print(
                    "clanhall join: "
                    + _("the bot {bot} failed: {error}; the traceback is in {path}").format(
                        bot=args.bot, error=safe_text(failure.line), path=path
                    )
                )
                return 3
        else:
            client.subscribe(text_client.printer(client))
            await text_client.play(client)
    finally:
        result = client.result
        await client.close()
    if left:
        print(_("You left the table."))
        return 0
    if client.refused:
        print(f"clanhall join: {safe_text(str(client.refused))}")
        return 3
    if client.series_over:
        print(_("Series over: {score}").format(score=safe_text(str(client.series_over))))
    if result is not None:
        me = client.seat
        if me is not None:
            print(_("Game over: result {result} (you: {mine})").format(result=result, mine=f"{result[me]:g}"))
        else:
            print(_("Game over: result {result}").format(result=result))
        return 0
    return 1


async def _watch(client) -> bool:
    """A spectator watches until no game follows or it leaves; ctrl+c is leaving too (the
    host gets a bye as the client closes), not an interruption."""
    try:
        return await text_client.watch(client)
    except asyncio.CancelledError:  # ctrl+c: asyncio.run cancels us, and we finish here
        return True


join = SimpleNamespace(add_arguments=_join_arguments, run=_join_run)
