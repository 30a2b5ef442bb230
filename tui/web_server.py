"""The web server of `clanhall serve`: textual-serve's `Server`, made fit to leave running.

Kept apart from `tui/serve.py` so that `clanhall --help` does not import aiohttp. What it
changes in textual-serve, and why:

- the socket is opened by the caller (a port in use is reported before any output);
- the page's own addresses follow the address the browser asked for, not the bind address;
- the Host header must name this machine and a websocket's Origin must be the page's own,
  so a web site visited in another tab cannot drive a game (cross-site websocket) nor reach
  a server on 127.0.0.1 by pointing its name there (DNS rebinding);
- each tab's app is a process of its own session, started without a shell, asked to quit on
  shutdown and ended if it has not after a while; at most `max_tabs` run at once;
- a malformed websocket message is dropped (one line in the server's output, the first per tab);
- textual-serve's log lines are one line each; a traceback goes to the error log.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import re
import shlex
import signal
import socket
from typing import Any

import aiohttp_jinja2
from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from core.errorlog import log_text

log = logging.getLogger("clanhall.serve")

# textual-serve's page loads a web font from Google: a LAN without the Internet waits for it,
# and every player's browser would tell Google about the game. The terminal's own fallback
# fonts (monospace) do.
WEB_FONT = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>\s*")

MAX_MESSAGE_BYTES = 64 * 1024  # a keystroke or a paste; textual-serve allowed aiohttp's 4 MB
MAX_CELLS = 1000  # widest or tallest terminal a browser may ask for
MAX_ERROR_OUTPUT = 256 * 1024  # of a tab's app's error output, kept for the error log
QUIT_SECONDS = 10.0  # how long a tab's app may take to quit before it is ended
SHUTDOWN_SECONDS = 20.0  # cap on the whole shutdown, whatever a tab does


class TabApp(AppService):
    """The app process behind one browser tab: `argv` run without a shell, in its own session
    (so Ctrl+C in the server's terminal reaches the server, which quits each app in order)."""

    def __init__(self, argv: list[str], **kwargs: Any) -> None:
        super().__init__(shlex.join(argv), **kwargs)
        self.argv = argv
        self._stderr_task: asyncio.Task[None] | None = None

    async def _open_app_process(self, width: int = 80, height: int = 24):
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=self._build_environment(width=width, height=height),
            start_new_session=True,
        )
        self._stdin = process.stdin
        # textual-serve copies an app's error output to the server's terminal; a crash's
        # traceback goes to the error log instead, with one line here.
        self._stderr_task = asyncio.create_task(self._log_error_output(process.stderr))
        process.stderr = quiet = asyncio.StreamReader()
        quiet.feed_eof()
        return process

    async def _log_error_output(self, stream: asyncio.StreamReader) -> None:
        """Keep what the app writes to its error output (up to `MAX_ERROR_OUTPUT`); log it at its end."""
        kept = bytearray()
        while chunk := await stream.read(65536):
            kept += chunk[: max(0, MAX_ERROR_OUTPUT - len(kept))]
        text = kept.decode("utf-8", "replace").strip()
        if text:
            path = log_text("clanhall serve: a tab's app wrote to its error output", text)
            last = text.splitlines()[-1][:200]
            log.warning("a tab's app reported an error (%s); the details are in %s", last, path)

    async def run(self) -> None:
        await super().run()
        await self.remote_close()  # the app is gone (quit or crashed): the page says "Session ended"

    async def end(self) -> None:
        """Ask the app to quit; end the process if it has not within `QUIT_SECONDS`."""
        process = self._process
        try:
            await asyncio.wait_for(self._quit(), QUIT_SECONDS)
        except asyncio.TimeoutError:
            log.warning("a tab's app did not quit within %.0f s; ended", QUIT_SECONDS)
        if process is not None and process.returncode is None:
            process.kill()
            await process.wait()
        if self._stderr_task is not None:
            await self._stderr_task

    async def _quit(self) -> None:
        await self.stop()  # returns when the app has closed its output...
        if self._process is not None:
            await self._process.wait()  # ...and this when it has exited


class ClanhallServer(Server):
    """Serves `argv` (the interface) to every browser tab on the already listening `sock`."""

    def __init__(self, argv: list[str], sock: socket.socket, max_tabs: int = 8) -> None:
        host, port = sock.getsockname()[:2]
        super().__init__(shlex.join(argv), host=host, port=port, title="clanhall")
        self.argv = argv
        self.sock = sock
        self.max_tabs = max_tabs
        self.loopback_only = ipaddress.ip_address(host.split("%")[0]).is_loopback
        self.tabs: dict[web.WebSocketResponse, TabApp] = {}

    # -- running -------------------------------------------------------------------------
    def initialize_logging(self) -> None:
        handler = OneLineHandler()
        for name in ("textual-serve", "clanhall.serve", "aiohttp"):
            logger = logging.getLogger(name)
            logger.handlers[:] = [handler]
            logger.setLevel(logging.INFO if name != "aiohttp" else logging.WARNING)
            logger.propagate = False

    def serve(self, debug: bool = False) -> None:
        """Serve until SIGINT or SIGTERM, then quit every tab's app and return."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, self.request_exit)
        try:
            web.run_app(
                self._make_app(),
                sock=self.sock,
                handle_signals=False,
                loop=loop,
                print=None,
                access_log=None,
                shutdown_timeout=SHUTDOWN_SECONDS,
            )
        finally:
            asyncio.set_event_loop(None)

    async def on_startup(self, app: web.Application) -> None:
        """textual-serve prints its logo here; `clanhall serve` has said where to go already."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every tab: its handler then asks its app to quit (see `handle_websocket`)."""
        for websocket in list(self.tabs):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"clanhall serve stopped")

    # -- who may ask -----------------------------------------------------------------------
    def host_allowed(self, request: web.Request) -> bool:
        """Whether the Host header names this server (not another site's name pointed here)."""
        name = (request.url.host or "").strip("[]").lower()
        try:
            address = ipaddress.ip_address(name.split("%")[0])
        except ValueError:
            address = None
        if self.loopback_only:
            return name == "localhost" or (address is not None and address.is_loopback)
        if address is not None or name == "localhost":
            return True
        return name.split(".")[0] == socket.gethostname().split(".")[0].lower()

    def refuse_host(self, request: web.Request) -> web.Response:
        log.warning("refused a request naming host %r (from %s)", request.host, request.remote)
        return web.Response(
            status=403,
            text=f"clanhall serve: open this page by this machine's address, e.g. http://127.0.0.1:{self.port}/\n",
        )

    @staticmethod
    def same_origin(request: web.Request) -> bool:
        """A browser's websocket must come from the page this server gave (no Origin: not a browser)."""
        origin = request.headers.get("Origin")
        return origin is None or origin == f"{request.scheme}://{request.host}"

    # -- the page --------------------------------------------------------------------------
    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        if not self.host_allowed(request):
            return self.refuse_host(request)
        page = aiohttp_jinja2.render_string("app_index.html", request, self._page_context(request))
        return web.Response(text=WEB_FONT.sub("", page), content_type="text/html")

    def _page_context(self, request: web.Request) -> dict[str, Any]:
        """textual-serve's page, its addresses made from the one the browser used."""
        base = f"{request.scheme}://{request.host}"
        static = request.app.router["static"].url_for(filename="/")
        websocket = request.app.router["websocket"].url_for()
        font_size = request.query.get("fontsize", "16")
        return {
            "font_size": int(font_size) if font_size.isdigit() and 6 <= int(font_size) <= 64 else 16,
            "app_websocket_url": "ws" + base.removeprefix("http") + str(websocket),
            "config": {"static": {"url": f"{base}{str(static).rstrip('/')}/"}},
            "application": {"name": self.title},
        }

    # -- one tab ---------------------------------------------------------------------------
    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        if not self.host_allowed(request):
            return self.refuse_host(request)
        if not self.same_origin(request):
            log.warning("refused a websocket from another site's page (%s)", request.headers.get("Origin"))
            return web.Response(status=403, text="clanhall serve: a page from another site may not play here\n")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES)
        await websocket.prepare(request)
        if len(self.tabs) >= self.max_tabs:
            log.warning("refused a tab from %s: %d tabs are playing already", request.remote, self.max_tabs)
            note = f"\r\n  clanhall serve: {self.max_tabs} tabs are playing already; close one and reload.\r\n"
            await websocket.send_bytes(note.encode())
            await websocket.close()
            return websocket
        try:
            size = terminal_size(request.query)
        except ValueError:
            size = (80, 24)  # the page always sends numbers; something else gets a plain terminal
        tab = TabApp(
            self.argv,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.download_manager,
        )
        self.tabs[websocket] = tab
        try:
            await tab.start(*size)
            await self._process_messages(websocket, tab)
        except Exception as exc:
            path = log_text("clanhall serve: a tab", _traceback(exc))
            log.warning("a tab failed (%s: %s); the details are in %s", type(exc).__name__, exc, path)
        finally:
            del self.tabs[websocket]
            await tab.end()
            await websocket.close()
        return websocket

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """Pass the browser's keys, sizes and focus to the app; drop what is malformed."""
        warned = False
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                kind, data = parse_message(message.data)
            except ValueError as exc:
                if not warned:
                    log.warning("dropped a malformed message from a tab (%s); later ones are dropped silently", exc)
                    warned = True
                continue
            if kind == "stdin":
                await app_service.send_bytes(data.encode("utf-8"))
            elif kind == "resize":
                await app_service.set_terminal_size(*data)
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()


def parse_message(text: str) -> tuple[str, Any]:
    """A browser message `[kind, data]` checked: ("stdin", str), ("resize", (w, h)), ("ping", str),
    ("blur", None) or ("focus", None); ValueError naming what is wrong otherwise."""
    try:
        envelope = json.loads(text)
    except ValueError:
        raise ValueError("not JSON") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise ValueError("not a [kind, data] list")
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind in ("stdin", "ping"):
        if not isinstance(data, str) or (kind == "ping" and len(data) > 100):
            raise ValueError(f"{kind} without its text")
        return kind, data
    if kind == "resize":
        if not isinstance(data, dict):
            raise ValueError("resize without its size")
        return kind, terminal_size(data)
    if kind in ("blur", "focus"):
        return kind, None
    raise ValueError(f"unknown kind {kind[:20]!r}")


def terminal_size(fields) -> tuple[int, int]:
    """(width, height) from a query or a resize message, each kept within 1..MAX_CELLS."""

    def cells(key: str, default: int) -> int:
        value = fields.get(key, default)
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise ValueError(f"{key} is not a number") from None
        return min(max(number, 1), MAX_CELLS)

    return cells("width", 80), cells("height", 24)


def _traceback(exc: BaseException) -> str:
    import traceback

    return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


class OneLineHandler(logging.Handler):
    """Prints a log record as one line "clanhall serve: ..."; a traceback goes to the error log."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = record.getMessage().strip().splitlines() or [""]
            text = line[0]
            if record.exc_info and record.exc_info[1] is not None:
                path = log_text(f"clanhall serve ({record.name})", _traceback(record.exc_info[1]))
                text += f" (the details are in {path})"
            print(f"clanhall serve: {text}", flush=True)
        except Exception:
            self.handleError(record)
