"""Hosting and joining LAN games from the interface, over the network engineer's
`net.host.Host` and `net.client.Client` (both run on Textual's own asyncio loop).

The host's player sits at the first human seat ("local"); network seats, and any other
human seats, wait for players to join with the join code; bot seats are played by the
host. The screen is the game's own screen given the seat's `net.session.RemoteSession`
and the table's own part (`tui.screens.net_game.LanTable`).
"""

from __future__ import annotations

from core.i18n import _
from tui.settings.store import records_people
from tui.setup import HUMAN, NETWORK, GameSetup, is_bot

DEFAULT_PORT = 7141


def address(text: str) -> str:
    """ "192.168.1.20" or "host:7141" as a ZeroMQ endpoint, tcp://host:port."""
    text = text.strip()
    if "://" in text:
        return text
    host, sep, port = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    return f"tcp://{host}:{port or DEFAULT_PORT}"


def host_seat_kinds(seats: list[str]) -> tuple[list[str], int]:
    """The host's seat kinds for a setup, and the host's own (local) seat."""
    humans = [i for i, kind in enumerate(seats) if kind == HUMAN]
    if not humans:
        raise ValueError(_("a hosted game needs one Human seat for you"))
    local = humans[0]
    kinds = ["local" if i == local else kind if is_bot(kind) else "remote" for i, kind in enumerate(seats)]
    return kinds, local


async def host_game(app, setup: GameSetup, port: int = DEFAULT_PORT, bind: str | None = None) -> None:
    """Host `setup` on the LAN and show the host's own seat; its players are offered a
    rematch at the end of each game, and up to `setup.spectators` people may watch.
    `bind` defaults to the app's `host_bind` (tests: 127.0.0.1), else every interface."""
    from ai.driver import real_std_streams
    from net.host import Host
    from tui import saving
    from tui.screens.net_game import net_screen

    try:
        kinds, local = host_seat_kinds(setup.seats)
        match = setup.make_match()
    except (ValueError, KeyError) as exc:
        app.notify(_("Cannot host: {reason}").format(reason=exc), severity="error")
        return
    autosaver = None
    if getattr(app, "autosave", True):
        try:
            from core.savefile import Autosaver

            autosaver = Autosaver(saving.folder(app), clock=saving.now, names=match.names)
        except (ImportError, saving.SaveError):
            autosaver = None
    try:
        with real_std_streams():  # bot seats may start worker processes
            host = Host(
                match,
                seat_kinds=kinds,
                bind=bind or str(getattr(app, "host_bind", "0.0.0.0")),
                port=port,
                autosaver=autosaver,
                announce=getattr(setup, "announce", True),
                spectators=setup.spectators,
                spectator_chat=getattr(setup, "spectator_chat", False),
                rematch=True,
            )
            # whether the host's own player agrees to be recorded: every view tells the others
            host.seats[local].record = records_people()
        await host.start()
    except Exception as exc:  # zmq errors: the port is taken, no such interface...
        app.notify(
            _("Cannot host on port {port}: {reason}").format(port=port, reason=exc), severity="error", timeout=10
        )
        return
    if host.announcer is not None:
        host.announcer.when_failed(
            lambda why: app.notify(
                _("The game is not announced on the LAN ({reason}); players join by its address.").format(reason=why),
                severity="warning",
                timeout=10,
            )
        )
    own = host.local_seat(local)
    own.record = host.seats[local].record
    app.open_screen(net_screen(own, host))
    app.run_worker(host.serve(), group="host", exit_on_error=False)
    app.notify(
        _("Hosting on port {port}. Join code: {code}").format(port=host.port, code=host.join_code),
        title=_("Network game"),
        timeout=30,
    )


async def join_game(app, where: str, name: str, code: str, watch: bool = False, server_key: str | None = None) -> None:
    """Join the game at `where` with the join `code`, as `name` (or, with `watch`, watch it);
    `server_key` is the key a secure host printed."""
    from net.client import Client, JoinRefused
    from tui.screens.net_game import net_screen

    client = Client(address(where), name=name or _("Player"), code=code.strip(), watch=watch, server_key=server_key)
    client.record = not watch and records_people()  # the hello says whether this player agrees
    try:
        await client.join(timeout=getattr(app, "join_timeout", 10.0))
    except JoinRefused as exc:
        app.notify(str(exc), title=_("Cannot watch") if watch else _("Cannot join"), severity="error", timeout=10)
        return
    app.open_screen(net_screen(client))


def has_network_seat(setup: GameSetup) -> bool:
    return NETWORK in setup.seats
