"""`clanhall serve`: the full interface in a web browser, each browser tab its own app.

textual-serve does the web part: an HTTP page with a terminal (xterm.js) and a websocket
per tab, behind which it runs one `clanhall play` process (Textual's web driver) for that
tab. This module adds what a program open to a network needs around it: the listening
socket is opened before anything else, so a port in use or a bad address is one line and
exit 2; the page's addresses follow the address the browser used (textual-serve would
write the bind address, useless from another machine when bound to 0.0.0.0); a malformed
websocket message is dropped instead of closing the tab; the number of tabs at once is
capped, as each is a process; and on Ctrl+C or SIGTERM every tab's app is asked to quit,
then ended if it does not.
"""

from __future__ import annotations

import argparse
import errno
import getpass
import ipaddress
import os
import socket
import sys

from core.i18n import _
from tui.serve_hosts import LOOPBACK_NAMES, public_name

DEFAULT_PORT = 8000
DEFAULT_BIND = "127.0.0.1"
DEFAULT_MAX_TABS = 8


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--port",
        default=str(DEFAULT_PORT),
        help=_("HTTP port (default {port}; 0: any free one, printed)").format(port=DEFAULT_PORT),
    )
    parser.add_argument(
        "--bind",
        default=DEFAULT_BIND,
        metavar="ADDR",
        help=_("address to listen on (default {address}: this machine only; 0.0.0.0 opens it to the LAN)").format(
            address=DEFAULT_BIND
        ),
    )
    parser.add_argument(
        "--public-name",
        action="append",
        default=[],
        metavar="NAME",
        help=_("another name or address browsers may use to reach this server, such as a proxy's (repeatable)"),
    )
    parser.add_argument(
        "--max-tabs",
        default=str(DEFAULT_MAX_TABS),
        metavar="N",
        help=_("browser tabs playing at once, each a process (default {n})").format(n=DEFAULT_MAX_TABS),
    )
    parser.add_argument(
        "--saves-dir", metavar="DIR", help=_("folder of saved games (default: $CLANHALL_SAVES_DIR or ./saves)")
    )
    parser.add_argument("--light", action="store_true", help=_("start every tab with the light theme"))


def play_command(args) -> list[str]:
    """The command each tab runs: this very Python's `clanhall play`, so a venv serves itself."""
    argv = [sys.executable, "-m", "tui", "play"]
    if args.saves_dir:
        argv += ["--saves-dir", args.saves_dir]
    if args.light:
        argv.append("--light")
    return argv


def is_loopback(host: str) -> bool:
    """Whether `host` is reachable from this machine only."""
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


def open_listener(host: str, port: int) -> socket.socket:
    """A listening TCP socket on (host, port); OSError (with a readable `strerror`) if not."""
    if not 0 <= port <= 65535:
        raise OSError(errno.EINVAL, _("--port {port} is not a port number (0 to 65535)").format(port=port))
    numeric = "127.0.0.1" if host.lower() == "localhost" else host  # no name lookup: no DNS query
    try:
        family, kind, proto, _name, address = socket.getaddrinfo(
            numeric, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE | socket.AI_NUMERICHOST
        )[0]
    except (socket.gaierror, UnicodeError, ValueError):
        raise OSError(
            errno.EINVAL,
            _("--bind {host} is not an IP address (e.g. 127.0.0.1, 0.0.0.0 or ::)").format(host=repr(host)),
        ) from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restart need not wait out TIME_WAIT
        sock.bind(address)
        sock.listen(64)
    except OSError as exc:
        sock.close()
        raise OSError(exc.errno, _bind_error(host, port, exc)) from None
    sock.setblocking(False)
    return sock


def _bind_error(host: str, port: int, exc: OSError) -> str:
    if exc.errno == errno.EADDRINUSE:
        return _(
            "port {port} on {host} is in use (another program, or another clanhall serve); choose one with --port"
        ).format(port=port, host=host)
    if exc.errno == errno.EADDRNOTAVAIL:
        return _("{host} is not an address of this machine; --bind takes one of its own (or 0.0.0.0 for all)").format(
            host=host
        )
    if exc.errno == errno.EACCES:
        return _(
            "not allowed to listen on port {port} (ports below 1024 need privileges); choose one with --port"
        ).format(port=port)
    return _("cannot listen on {host}:{port}: {problem}").format(host=host, port=port, problem=exc.strerror or exc)


def page_url(sock: socket.socket, host: str) -> str:
    """The address to open in a browser, for the message printed at the start."""
    port = sock.getsockname()[1]
    if host in ("", "0.0.0.0", "::"):
        host = socket.gethostname()  # the machine's name: what other machines on the LAN may resolve
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


def lan_warning(port: int) -> str:
    """What a player must know before opening the interface beyond this machine."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (a container, say)
        user = f"uid {os.getuid()}"
    return (
        f"Warning: anyone who can reach port {port} of this machine can open the interface and play, "
        f"with no password; through it they can also read and write saved games on this machine "
        f"as user {user!r} (the saves folder). Serve beyond 127.0.0.1 only on a network you trust."
    )


def whole_number(option: str, text: str) -> int:
    """`text` as an int; ValueError with one line naming `option` if it is not one."""
    try:
        return int(text)
    except ValueError:
        raise ValueError(
            _("{option} takes a whole number, not {text}").format(option=option, text=repr(text))
        ) from None


def check_public_name(text: str) -> None:
    """ValueError with one line if `text` is not a host name or IP address for `--public-name`."""
    try:
        public_name(text)
    except ValueError:
        raise ValueError(
            _("--public-name {name} is not a host name or an IP address (without a port)").format(name=repr(text))
        ) from None


def run(args) -> int:
    try:
        port = whole_number("--port", args.port)
        max_tabs = whole_number("--max-tabs", args.max_tabs)
        if max_tabs < 1:
            raise ValueError(_("--max-tabs must be at least 1"))
        for name in args.public_name:
            check_public_name(name)
    except ValueError as exc:
        print(f"clanhall serve: {exc}")
        return 2
    try:
        import textual_serve  # noqa: F401
    except ImportError as exc:
        print(
            "clanhall serve: "
            + _("textual-serve is not installed here ({problem}); `make venv` installs it").format(problem=exc)
        )
        return 2
    from tui.web_server import ClanhallServer  # ours: an import error here is a bug, raised

    try:
        sock = open_listener(args.bind, port)
    except OSError as exc:
        print(f"clanhall serve: {exc.strerror or exc}")
        return 2
    if not is_loopback(args.bind):
        print(lan_warning(sock.getsockname()[1]))
    print(f"clanhall serve: open {page_url(sock, args.bind)} in a browser; each tab plays its own game.", flush=True)
    print("Ctrl+C stops the server and every game in it (each autosaved as usual).", flush=True)
    server = ClanhallServer(play_command(args), sock, max_tabs=max_tabs, public_names=args.public_name)
    server.serve()
    print("clanhall serve: stopped.")
    return 0
