"""The web server of `clanhall serve`: textual-serve's `Server`, made fit to leave running.

Kept apart from `tui/serve.py` so that `clanhall --help` does not import aiohttp. What it
changes in textual-serve, and why:

- the socket is opened by the caller (a port in use is reported before any output);
- the page's own addresses follow the address the browser asked for, not the bind address;
- every request's Host header must name this machine exactly (`tui/serve_hosts.py`; a
  malformed one gets 400, a foreign one 403) and a websocket's Origin must be the page's
  own, so a web site visited in another tab cannot drive a game (cross-site websocket) nor
  reach the server by pointing a name of its own here (DNS rebinding);
- a query value that is not a plain number (`?fontsize=¹²`) gets 400, not a 500;
- each tab's app is a process of its own session, started without a shell, asked to quit on
  shutdown and ended if it has not after a while; at most `max_tabs` run at once;
- a malformed or hostile websocket message (not JSON, `Infinity` or `1e999` for a size, a
  lone surrogate, nesting too deep) is dropped (one line in the server's output, the first
  per tab) and the tab goes on;
- textual-serve's log lines are one line each; a traceback goes to the error log.
"""

from __future__ import annotations

import asyncio
import html
import ipaddress
import json
import logging
import math
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
from core.terminal import safe_text
from tui.serve_hosts import host_policy, read_host

log = logging.getLogger("clanhall.serve")

# textual-serve's page loads a web font from Google: a LAN without the Internet waits for it,
# and every player's browser would tell Google about the game. The terminal's own fallback
# fonts (monospace) do.
WEB_FONT = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>\s*")
PAGE_TITLE = "clanhall — a terminal tabletop"  # the tab's name (textual-serve's page has none)


def with_title(page: str, title: str) -> str:
    """`page` with a <title> in its head (a browser tab otherwise shows the address)."""
    if "<title>" in page:
        return page
    return page.replace("<head>", f"<head>\n    <title>{html.escape(title)}</title>", 1)


MAX_MESSAGE_BYTES = 64 * 1024  # a keystroke or a paste; textual-serve allowed aiohttp's 4 MB
MAX_CELLS = 1000  # widest or tallest terminal a browser may ask for
FONT_SIZES = range(6, 65)  # the page's ?fontsize=N
PLAIN_NUMBER = re.compile(r"[0-9]{1,6}\Z", re.ASCII)  # a size in a query: no ¹², no ١٢, no 1_0
HOST_KEY = "clanhall.host"  # the request's Host header as read (a `Host`)
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
        assert process.stderr is not None  # stderr=PIPE above
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
        try:
            await super().run()
        except asyncio.CancelledError:
            # textual-serve's `run` ends by cancelling its error-output reader and awaiting
            # it; an app that died before that reader first ran makes the await raise here,
            # though no one cancelled this task, and the page would never hear of the end.
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # a real cancellation: pass it on
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

    def __init__(
        self, argv: list[str], sock: socket.socket, max_tabs: int = 8, public_names: list[str] | tuple[str, ...] = ()
    ) -> None:
        host, port = sock.getsockname()[:2]
        super().__init__(shlex.join(argv), host=host, port=port, title="clanhall")
        self.argv = argv
        self.sock = sock
        self.max_tabs = max_tabs
        self.loopback_only = ipaddress.ip_address(host.split("%")[0]).is_loopback
        own_names = ("", "") if self.loopback_only else (socket.getfqdn(), socket.gethostname())
        self.host_policy = host_policy(host, list(public_names), *own_names)
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

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self._check_host)
        return app

    async def on_startup(self, app: web.Application) -> None:
        """textual-serve prints its logo here; `clanhall serve` has said where to go already."""

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every tab: its handler then asks its app to quit (see `handle_websocket`)."""
        for websocket in list(self.tabs):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"clanhall serve stopped")

    # -- who may ask -----------------------------------------------------------------------
    @web.middleware
    async def _check_host(self, request: web.Request, handler) -> web.StreamResponse:
        """Every request (page, websocket, static files, downloads) must name this server in
        its Host header: 400 if the header is malformed, 403 if it names another."""
        header = request.headers.get("Host", "")
        try:
            host = read_host(header)
        except ValueError as exc:
            log.warning("refused a request with a malformed Host %s (%s; from %s)", _shown(header), exc, request.remote)
            return web.Response(status=400, text=f"clanhall serve: malformed Host header: {exc}\n")
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        if not self.host_policy.allows(host, sockname[0] if sockname else None):
            return self.refuse_host(request)
        request[HOST_KEY] = host
        return await handler(request)

    def refuse_host(self, request: web.Request) -> web.Response:
        log.warning(
            "refused a request naming host %s (from %s)", _shown(request.headers.get("Host", "")), request.remote
        )
        return web.Response(
            status=403,
            text=f"clanhall serve: open this page by this machine's address, e.g. http://127.0.0.1:{self.port}/\n",
        )

    @staticmethod
    def same_origin(request: web.Request) -> bool:
        """A browser's websocket must come from the page this server gave (no Origin: not a browser)."""
        origin = request.headers.get("Origin")
        page = (f"{request.scheme}://{request.headers.get('Host', '')}", f"{request.scheme}://{request[HOST_KEY]}")
        return origin is None or origin in page

    # -- the page --------------------------------------------------------------------------
    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        font_size = request.query.get("fontsize", "16")
        if not PLAIN_NUMBER.match(font_size) or int(font_size) not in FONT_SIZES:
            return bad_query(request, "fontsize", f"a whole number from {FONT_SIZES[0]} to {FONT_SIZES[-1]}")
        page = aiohttp_jinja2.render_string("app_index.html", request, self._page_context(request, int(font_size)))
        return web.Response(text=with_title(WEB_FONT.sub("", page), PAGE_TITLE), content_type="text/html")

    def _page_context(self, request: web.Request, font_size: int) -> dict[str, Any]:
        """textual-serve's page, its addresses made from the one the browser used."""
        base = f"{request.scheme}://{request[HOST_KEY]}"
        static = request.app.router["static"].url_for(filename="/")
        websocket = request.app.router["websocket"].url_for()
        return {
            "font_size": font_size,
            "app_websocket_url": "ws" + base.removeprefix("http") + str(websocket),
            "config": {"static": {"url": f"{base}{str(static).rstrip('/')}/"}},
            "application": {"name": self.title},
        }

    # -- one tab ---------------------------------------------------------------------------
    # a refusal is a plain HTTP answer, not a websocket (aiohttp takes any StreamResponse)
    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:  # type: ignore[override]
        if not self.same_origin(request):
            log.warning("refused a websocket from another site's page (%s)", _shown(request.headers.get("Origin", "")))
            return web.Response(status=403, text="clanhall serve: a page from another site may not play here\n")
        try:
            size = terminal_size(request.query)
        except ValueError:
            return bad_query(request, "width and height", f"whole numbers (at most {MAX_CELLS} is used)")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES)
        await websocket.prepare(request)
        if len(self.tabs) >= self.max_tabs:
            log.warning("refused a tab from %s: %d tabs are playing already", request.remote, self.max_tabs)
            note = f"\r\n  clanhall serve: {self.max_tabs} tabs are playing already; close one and reload.\r\n"
            await websocket.send_bytes(note.encode())
            await websocket.close()
            return websocket
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


def bad_query(request: web.Request, field: str, wanted: str) -> web.Response:
    """400 for a query value that is not what the page sends (one line in the server's output)."""
    log.warning("refused a request whose %s is not %s (from %s)", field, wanted, request.remote)
    return web.Response(status=400, text=f"clanhall serve: {field} must be {wanted}\n")


def _shown(text: str) -> str:
    """A header from a peer as one safe, short line for the server's output."""
    return safe_text(repr(text[:100]))


class NotFinite(ValueError):
    """A JSON number a page never sends: NaN, Infinity or one beyond floating point (1e999)."""


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise NotFinite(f"the number {text[:20]} is beyond floating point")
    return number


def _no_constant(name: str) -> float:
    raise NotFinite(f"{name} is not a number the page sends")


def _well_formed(text: str) -> bool:
    """Whether `text` can be written as UTF-8 (no lone surrogate, such as a JSON "\\ud800")."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_message(text: str) -> tuple[str, Any]:
    """A browser message `[kind, data]` checked: ("stdin", str), ("resize", (w, h)), ("ping", str),
    ("blur", None) or ("focus", None); ValueError naming what is wrong otherwise (hostile JSON
    included: NaN, Infinity, 1e999, a lone surrogate, nesting too deep for the parser)."""
    try:
        envelope = json.loads(text, parse_float=_finite_float, parse_constant=_no_constant)
    except NotFinite:
        raise
    except RecursionError:
        raise ValueError("nested too deep") from None
    except ValueError:
        raise ValueError("not JSON") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise ValueError("not a [kind, data] list")
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind in ("stdin", "ping"):
        if not isinstance(data, str) or (kind == "ping" and len(data) > 100):
            raise ValueError(f"{kind} without its text")
        if not _well_formed(data):
            raise ValueError(f"{kind} with a lone surrogate")
        return kind, data
    if kind == "resize":
        if not isinstance(data, dict):
            raise ValueError("resize without its size")
        return kind, terminal_size(data)
    if kind in ("blur", "focus"):
        return kind, None
    raise ValueError(f"unknown kind {safe_text(repr(kind[:20]))}")


def terminal_size(fields) -> tuple[int, int]:
    """(width, height) from a query (plain ASCII digits) or a resize message (JSON numbers,
    finite), each kept within 1..MAX_CELLS; ValueError for anything else."""

    def cells(key: str, default: int) -> int:
        value = fields.get(key, default)
        if isinstance(value, str) and PLAIN_NUMBER.match(value):
            number = int(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, float) and math.isfinite(value):
            number = int(value)
        else:
            raise ValueError(f"{key} is not a number")
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
