"""`clanhall host` and `clanhall join`: LAN play from the command line.

    clanhall host --game clans --players 3 --bots random --port 7141 [--join-code C] [--secure]
                  [--spectators N [--spectator-chat]] [--no-rematch]
    clanhall join 192.168.1.20:7141 --name Anna --code K7WQ-M2PX [--bot mcts | --watch] [--server-key K]

`host` prints the address and join code, then serves until the game is over (seats not
given to bots wait for players to join) and, while every player accepts a rematch, the
games after it. `join` plays headless with `--bot` (leaving at the end of the game), as a
minimal line-based text client (which asks y/n for a rematch), or watches with `--watch`.
zmq is imported only inside `run`, so `--help` stays quick.
"""

from __future__ import annotations

import argparse
import asyncio
import codecs
import logging
import os
import sys
import threading
from types import SimpleNamespace

from core.i18n import _, ngettext
from core.match import shown_name
from core.terminal import safe_text
from net.keys import valid_key


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
        print(f"clanhall host: {_os_error(exc)}")
        return 2
    except (KeyError, ValueError) as exc:
        print(f"clanhall host: {exc.args[0] if exc.args else exc}")
        return 2
    except Exception as exc:  # a damaged save names itself
        print(f"clanhall host: {exc}")
        return 2
    return asyncio.run(_serve(host))


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
    from core.match import default_name

    names = [default_name(i) for i in range(n - len(bots))] + [f"Bot {b}" for b in bots]
    seed = args.seed if args.seed is not None else _secrets.randbits(62)
    match = Match(game, config, seed, seats=kinds, names=names)
    autosaver = None
    if not args.no_autosave:
        autosaver = Autosaver(saves_dir(args.saves_dir), clock=lambda: datetime.now(timezone.utc))
    return Host(match, seat_kinds=kinds, autosaver=autosaver, **common)


def _os_error(exc: OSError) -> str:
    """An OSError as one line: "PATH: Is a directory" (its bare `args[0]` is an errno)."""
    where = f"{exc.filename}: " if exc.filename else ""
    return f"{where}{exc.strerror or exc}"


def _refuse_finished(path: str) -> None:
    """A finished game cannot be hosted: there is no move left to wait for."""
    from core.savefile import read_save

    save = read_save(path)
    if save.finished:
        raise ValueError(_("{path}: this game is finished; watch it with `clanhall replay {path}`").format(path=path))


async def _serve(host) -> int:
    _stop_on_sigterm()
    await host.start()
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
    except asyncio.CancelledError:
        await host.stop()
        return 130
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


def _stop_on_sigterm() -> None:
    """A SIGTERM stops the host as ctrl+c does: byes sent, the LAN announcement withdrawn."""
    import signal

    task = asyncio.current_task()
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


def keypair(path: str | None) -> tuple[bytes, bytes]:
    """A CurveZMQ key pair: read from `path` (two lines, public then secret, Z85), or made
    and written there (owner-only) if the file does not exist; a fresh one if no path."""
    import os

    import zmq

    if path is None:
        return zmq.curve_keypair()
    if os.path.lexists(path):
        if not os.path.isfile(path):
            raise ValueError(_("{path} is not a key file (a folder or special file)").format(path=path))
        with open(path, "rb") as f:
            words = f.read(4096).decode("ascii", errors="replace").split()
        public, secret = (words + ["", ""])[:2]
        if not (valid_key(public) and valid_key(secret)):
            raise ValueError(_("{path} does not hold a key pair (two 40-character Z85 keys)").format(path=path))
        return public.encode(), secret.encode()
    public, secret = zmq.curve_keypair()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(f"{public.decode()}\n{secret.decode()}\n")
    print(_("New key pair in {path}; public key {key}").format(path=path, key=public.decode()))
    return public, secret


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
        print(f"clanhall join: {_os_error(exc)}")
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
    if client.watching:
        print(
            _("Watching {game}: {names}").format(
                game=_(client.game.name), names=", ".join(safe_text(shown_name(n)) for n in client.names)
            )
        )
    else:
        print(
            _("Joined {game} as seat {seat} ({name}); seat token {token}").format(
                game=_(client.game.name),
                seat=client.seat + 1,
                name=safe_text(shown_name(client.names[client.seat])),
                token=client.token,
            )
        )
    sys.stdout.flush()
    try:
        if client.watching:
            client.subscribe(_printer(client))
            await _watch(client)
        elif bot is not None:
            if not args.quiet:
                client.subscribe(_printer(client))
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
            client.subscribe(_printer(client))
            await _text_client(client)
    finally:
        result = client.result
        await client.close()
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


def _printer(client):
    """Prints log lines, chat and connection news as they come."""
    from net.series import score_line

    shown = [0]
    watchers: list[list[str]] = [[]]
    lost = [False]  # the host is silent: say so once, not at every failed reconnect

    def on_event(event) -> None:
        if event.kind != "lost":
            lost[0] = False
        if event.kind == "view":
            for seat, text in client.log[shown[0] :]:
                who = safe_text(shown_name(str(client.names[seat]))) if seat < len(client.names) else seat
                print(f"  {who}: {safe_text(str(text))}")
            shown[0] = len(client.log)
            if client.watchers != watchers[0]:
                watchers[0] = list(client.watchers)
                watching = ", ".join(safe_text(n) for n in client.watchers) or _("nobody")
                print("  " + _("(watching: {names})").format(names=watching))
        elif event.kind == "over":
            result = ", ".join(f"{safe_text(shown_name(n))} {r:g}" for n, r in zip(client.names, client.result or []))
            print("  " + _("Game over: {results}").format(results=result))
        elif event.kind == "rematch-offer":
            waiting = ", ".join(safe_text(shown_name(n)) for n in event.data.get("waiting", []))
            score = safe_text(str(score_line(client.series)))
            if waiting:
                print("  " + _("Rematch? {score} (waiting for {names})").format(score=score, names=waiting))
            else:
                print("  " + _("Rematch? {score}").format(score=score))
        elif event.kind == "series-over":
            print("  " + _("The series is over: {why}").format(why=safe_text(str(event.data.get("reason")))))
        elif event.kind == "chat":
            print(f"  <{safe_text(str(event.data.get('name')))}> {safe_text(str(event.data.get('text')))}")
        elif event.kind == "error":
            print(f"  ! {safe_text(str(event.data.get('message')))}")
        elif event.kind == "lost" and not lost[0]:
            lost[0] = True
            print("  " + _("(connection lost; reconnecting)"))
        elif event.kind == "welcome" and client.reconnects and client.n >= 0:
            print("  " + _("(back in the game)"))
        elif event.kind == "welcome":
            shown[0] = 0  # a new game of the series (or a resync): its log starts anew
            if client.over and client.seat is not None:
                print("\n" + _("A new game begins; you are seat {seat}.").format(seat=client.seat + 1))
        sys.stdout.flush()

    return on_event


async def _ended(client) -> bool:
    """After a game: wait for the host's rematch offer; False when no next game follows
    (the series ended, or the host said goodbye or went silent)."""
    while client.offer is None and client.series_over is None and not client.refused:
        event = await client.changed()
        if event.kind in ("bye", "closed", "lost"):
            return False
    return client.series_over is None and not client.refused


async def _watch(client) -> None:
    """A spectator: print what happens (the printer does) until no game follows; where
    the table lets spectators chat, `/chat TEXT` typed meanwhile is sent."""
    chat = asyncio.ensure_future(_spectator_chat(client)) if client.spectator_chat else None
    try:
        await _follow(client)
    finally:
        if chat is not None:
            chat.cancel()


async def _spectator_chat(client) -> None:
    """Send each `/chat TEXT` line typed by a spectator, until the end of the input."""
    print("  " + _("(spectators may chat here: /chat TEXT)"), flush=True)
    lines = _typed_lines(asyncio.get_running_loop())
    while (line := await lines.get()) is not None:
        line = line.strip()
        if line.startswith("/chat ") and line[6:].strip():
            await client.chat(line[6:])
        elif line:
            print("  ! " + _("a spectator can only chat: /chat TEXT"), flush=True)


def _typed_lines(loop) -> asyncio.Queue:
    """The lines of stdin as they come (None at its end), read by a daemon thread: a
    spectator waiting to type must not keep the program from ending with the game. The
    thread reads the file descriptor itself, so it holds no lock of sys.stdin that the
    interpreter's shutdown would wait for."""
    queue: asyncio.Queue = asyncio.Queue()

    def put(line: str | None) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, line)

    def read() -> None:
        try:
            for line in _stdin_lines():
                put(line)
            put(None)
        except (RuntimeError, OSError, ValueError):  # the loop has ended, or stdin is closed
            pass

    threading.Thread(target=read, name="spectator-stdin", daemon=True).start()
    return queue


def _stdin_lines():
    """stdin's lines, read from its file descriptor when it has one."""
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):  # a stream without one (a test's StringIO)
        yield from sys.stdin
        return
    decoder = codecs.getincrementaldecoder(getattr(sys.stdin, "encoding", None) or "utf-8")(errors="replace")
    pending = ""
    while chunk := os.read(fd, 4096):
        pending += decoder.decode(chunk)
        *lines, pending = pending.split("\n")
        yield from (line + "\n" for line in lines)
        if len(pending) > 65536:  # no line is that long: hand it on rather than grow
            yield pending
            pending = ""
    pending += decoder.decode(b"", final=True)
    if pending:
        yield pending


async def _follow(client) -> None:
    """Wait through games and rematches until no game follows."""
    while not client.refused:
        if client.over:
            if not await _ended(client):
                return
            while client.over and client.series_over is None:  # the others answer the offer
                event = await client.changed()
                if event.kind in ("bye", "closed", "lost"):
                    return
            continue
        event = await client.changed()
        if event.kind in ("bye", "closed"):
            return


def _answers(yes: bool) -> tuple[str, ...]:
    """What a y/n question takes for yes (or no): the English words and the language's own."""
    english = ("y", "yes") if yes else ("n", "no")
    words = _("y, yes") if yes else _("n, no")
    return english + tuple(w.strip().lower() for w in words.split(",") if w.strip())


async def _ask_rematch(client, loop) -> bool:
    """The end of a game: ask y/n for the rematch; True when the next game has begun."""
    if not await _ended(client):
        return False
    answer = ""
    for _try in range(3):  # then anything but yes is a no (a script's leftover input, say)
        print(_("Play again? [y/n]: "), end="", flush=True)
        line = await loop.run_in_executor(None, sys.stdin.readline)
        answer = line.strip().lower() if line else "n"  # the end of the input: no
        if answer in _answers(True) + _answers(False):
            break
    if client.series_over is not None:
        return False
    accept = answer in _answers(True)
    await client.rematch(accept)
    if not accept:
        return False
    print("  " + _("Waiting for the others to answer…"), flush=True)
    while client.over and client.series_over is None and not client.refused:
        event = await client.changed()
        if event.kind in ("bye", "closed", "lost"):
            return False
    return client.series_over is None and not client.over


TEXT_LIST_LIMIT = 200  # actions listed at a turn; /all lists every one (a big horde has ~45,000)


def _list_actions(texts, every: bool = False) -> None:
    """The numbered legal actions, at most TEXT_LIST_LIMIT of them unless `every`."""
    shown = texts if every else texts[:TEXT_LIST_LIMIT]
    for i, text in enumerate(shown, 1):
        print(f"  {i:>3}. {safe_text(str(text))}")
    if len(texts) > len(shown):
        print("  " + _("… and {n} more (/all lists every one; any number is taken)").format(n=len(texts) - len(shown)))


async def _text_client(client) -> None:
    """A minimal line-based client: numbered legal actions, type a number (or /chat text);
    at the end of a game, y/n for a rematch."""
    loop = asyncio.get_running_loop()
    listed_turn, every = None, False  # the turn whose actions are on screen
    while not client.refused:
        if client.over:
            listed_turn = None  # a next game numbers its views from the start again
            if not await _ask_rematch(client, loop):
                return
            continue
        if not client.my_turn:
            await client.changed()
            continue
        n = client.turn_n
        if n != listed_turn:
            listed_turn = n
            print(f"\n{safe_text(str(client.decision.prompt))}")
            _list_actions(client.legal_texts, every=every)
            every = False
        print(_("Your choice (number, /chat TEXT, /resign): "), end="", flush=True)
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            return
        line = line.strip()
        if line == "/all":
            listed_turn, every = None, True  # list this turn again, every action
        elif line.startswith("/chat "):
            await client.chat(line[6:])
        elif line == "/resign":
            await client.resign()
        elif line.isdigit() and 1 <= int(line) <= len(client.legal) and client.turn_n == n:
            await client.act(client.legal[int(line) - 1])
        else:
            print("  ! " + _("type one of the numbers"))


host = SimpleNamespace(add_arguments=_host_arguments, run=_host_run)
join = SimpleNamespace(add_arguments=_join_arguments, run=_join_run)
