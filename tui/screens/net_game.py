"""Network play in the interface: the game screens, driven by a seat feed instead of a
local match.

A feed (`net.client.Client` when joining, `net.host.LocalSeat` for the host's own seat)
knows what one seat may know: its view, the legal actions when it must act, the log as
that seat may read it, and the result. `FeedMatch` presents a feed with the few match
methods the screens read, and `net_screen_for` adds `NetPlay` to the game's own screen:
choices go to the host (`feed.act`), and every message from the host redraws the screen.

A spectator's feed has no seat: the screen shows the view of no seat and asks nothing.
At the end of a game the result screen shows the series score and, for a seat, the
host's rematch offer (`y`); when everyone accepts, the host's fresh welcome starts the
next game on this same screen.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message

from core.i18n import N_, _
from core.match import LogEntry, Pending
from core.seat_names import shown_name, shown_names
from tui.log_lines import wire_entry_lines
from tui.setup import HUMAN, NETWORK


class FeedMatch:
    """A seat feed seen through the match methods the game screens use (read-only)."""

    def __init__(self, feed, host=None) -> None:
        self.feed, self.host = feed, host
        self.game = feed.game
        self.config = feed.config
        self.seed = 0
        self.listeners: list = []

    @property
    def names(self) -> list[str]:
        """The seats' names as this reader reads them (a default "Player 2" in its language)."""
        return shown_names(self.feed.names)

    @property
    def seats(self) -> list[str]:
        return [HUMAN if i == self.feed.seat else NETWORK for i in range(len(self.feed.names))]

    @property
    def state(self):
        return self.feed.view

    @property
    def log(self) -> list[LogEntry]:
        return [LogEntry(seat, (), text) for seat, text in self.feed.log]

    def pending(self) -> Pending | None:
        feed = self.feed
        if feed.over or not feed.my_turn or feed.view is None:
            return None
        return Pending(feed.seat, feed.decision, feed.view, list(feed.legal))

    def is_over(self) -> bool:
        return bool(self.feed.over)

    def result(self) -> list[float]:
        return list(self.feed.result or [])


class FeedEvent(Message):
    """Something came from the host (a new view, your turn, an error, the end...)."""

    def __init__(self, event) -> None:
        super().__init__()
        self.event = event


class NetPlay:
    """Mixed into a game screen: the seat is played over the network."""

    hints_allowed = False  # no coach at a network table: each seat plays on its own

    def setup_feed(self, feed, host=None) -> None:
        self.feed, self.host = feed, host
        self.shown_log = 0
        self.sent_turn = None
        self.over_screen = None  # the result screen while it is shown
        self._unsubscribe = feed.subscribe(lambda event: self.post_message(FeedEvent(event)))

    @property
    def savable_match(self):
        """The real match when this app hosts the game; a joined seat has none to save."""
        return self.host.match if self.host is not None else None

    def current_view(self):
        return self.feed.view

    def status_text(self) -> str:
        text = super().status_text()
        if self.feed.watching:
            text += "  ·  " + _("you are watching")
        if self.feed.watchers:
            text += "  ·  " + _("watching: {names}").format(names=", ".join(self.feed.watchers))
        if self.host is not None and not self.finished:
            text += "  ·  " + _("port {port}, code {code}").format(port=self.host.port, code=self.host.join_code)
        return text

    def start_play(self) -> None:
        self.sync_log()
        self.advance()

    def on_feed_event(self, message: FeedEvent) -> None:
        kind = message.event.kind
        if kind == "error":
            data = message.event.data
            self.notify(data.get("message", _("refused")), title=_("The host refused"), severity="error")
        elif kind == "lost":
            self.set_thinking(_("The host does not answer; reconnecting…"))
            return
        elif kind in ("bye", "closed") and not self.feed.over:
            self.set_thinking(_("The host has closed the game."))
            return
        elif kind == "chat":
            data = message.event.data
            self.write_log(f"{data.get('name')}: “{data.get('text')}”")
            return
        elif kind in ("rematch-offer", "series-over"):
            self.series_news(kind, message.event.data)
            return
        elif kind == "welcome" and self.finished:
            self.next_game()
            return
        self.sync_log()
        if not self.finished:
            self.advance()

    def sync_log(self) -> None:
        for seat, text in self.feed.log[self.shown_log :]:
            for line in wire_entry_lines(str(text), seat, self.match.names):
                self.write_log(line)
        self.shown_log = len(self.feed.log)

    def advance(self) -> None:
        self.turn += 1
        self.waiting_for = None
        if self.feed.view is None:
            self.set_thinking(_("Waiting for the host…"))
            return
        if self.match.is_over():
            self.refresh_board(None)
            self.game_over()
            return
        pending = self.match.pending()
        if pending is not None:
            self.ask_human(pending.seat)
            return
        self.clear_actions()
        self.refresh_board(None)
        decision = self.feed.decision
        waiting = [shown_name(s["name"]) for s in (self.feed.status or []) if not s.get("connected", True)]
        if decision:
            line = _("Waiting for {name}…").format(name=self.match.names[decision.seat])
        else:
            line = _("Waiting for the other players…")
        if waiting:
            line += " " + _("(not connected: {names})").format(names=", ".join(waiting))
        self.set_thinking(line)

    def submit(self, seat: int, action) -> None:
        if action not in self.feed.legal:
            from core.protocol import IllegalAction

            raise IllegalAction(_("{action} is not one of your legal actions now").format(action=repr(action)))
        self.waiting_for = None
        self.clear_actions()
        self.set_thinking(_("Sent to the host…"))
        self.run_worker(self.feed.act(action), group="net", exclusive=True)

    # -- the series ---------------------------------------------------------------------
    def game_over(self) -> None:
        from tui.widgets.result import GameOverScreen

        if self.finished:
            return
        self.finished = True
        self.clear_actions()
        self.set_thinking("")
        self.refresh_status()
        self.over_screen = GameOverScreen(
            self.match,
            resigned=self.resigned,
            extra=self.final_notes(),
            series=self.feed.series,
            rematch=self.feed.seat is not None,
        )
        self.app.push_screen(self.over_screen, self.after_game_over)
        if self.feed.offer is not None or self.feed.series_over is not None:
            self.tell_over_screen()

    def refresh_status(self) -> None:
        from textual.widgets import Static

        self.query_one("#status", Static).update(self.status_text())

    def after_game_over(self, answer: str | None) -> None:
        self.over_screen = None
        if answer == "rematch":
            self.action_rematch()

    def tell_over_screen(self) -> None:
        from tui.widgets.result import GameOverScreen

        offer = self.feed.offer or {}
        if self.over_screen is not None:
            self.over_screen.post_message(
                GameOverScreen.SeriesNews(
                    self.feed.series, shown_names(offer.get("waiting", [])), bool(offer), self.feed.series_over
                )
            )

    def series_news(self, kind: str, data: dict) -> None:
        """A rematch offer (or its progress), or the end of the series."""
        self.tell_over_screen()
        if kind == "series-over":
            self.notify(str(data.get("reason")), title=_("The series is over"), timeout=10)
            self.set_thinking(_("The series is over: {reason}").format(reason=data.get("reason")))
        elif self.over_screen is None and self.feed.seat is not None and self.feed.offer is not None:
            waiting = ", ".join(shown_names(data.get("waiting", [])))
            self.set_thinking(_("Rematch offered: y to accept (waiting for {names})").format(names=waiting))

    def action_rematch(self) -> None:
        """Accept the host's rematch offer."""
        if self.feed.seat is None or self.feed.offer is None:
            self.notify(_("No rematch is on offer."), severity="warning")
            return
        waiting = shown_names([n for n in self.feed.offer.get("waiting", []) if n != self.feed.names[self.feed.seat]])
        self.run_worker(self.feed.rematch(True), group="net")
        if waiting:
            self.set_thinking(_("Rematch accepted; waiting for {names}…").format(names=", ".join(waiting)))
        else:
            self.set_thinking(_("Rematch accepted…"))

    def next_game(self) -> None:
        """The host started the next game of the series: this screen plays it."""
        from textual.widgets import RichLog

        from net.series import score_line

        if self.over_screen is not None and self.app.screen is self.over_screen:
            self.over_screen.dismiss(None)
        self.over_screen = None
        self.finished, self.resigned, self.shown_log = False, None, 0
        self.match.config = self.feed.config
        self.humans = [] if self.feed.seat is None else [self.feed.seat]
        self.viewer = self.feed.seat
        self.query_one("#log", RichLog).clear()
        games = (self.feed.series or {}).get("games", 0)
        self.write_log(_("Game {number} of the series.").format(number=games + 1) + " " + score_line(self.feed.series))
        self.set_thinking(_("Waiting for the host…"))

    def action_resign(self) -> None:
        from tui.screens.dialogs import ConfirmDialog

        if self.feed.seat is None:
            self.notify(_("A spectator has no seat to resign."), severity="warning")
            return

        def confirmed(yes: bool) -> None:
            if yes:
                self.run_worker(self.feed.resign(), group="net")

        self.app.push_screen(ConfirmDialog(_("Resign this network game?"), yes=_("Resign"), no=_("Play on")), confirmed)

    def on_unmount(self) -> None:
        # (GameScreen.on_unmount runs too: Textual calls the handler of every class)
        self._unsubscribe()
        self.app.run_worker(self._shut_down(), group="net-close")

    async def _shut_down(self) -> None:
        if self.feed.offer is not None and self.feed.seat is not None:
            await self.feed.rematch(False)  # leaving ends the series for the others
        if self.host is not None:
            await self.host.stop()
        else:
            await self.feed.close()


def net_screen_for(feed, host=None):
    """The game's own screen, played over the network through `feed`."""
    from tui.screens import game_screen_class

    base = game_screen_class(feed.game.id)
    bindings = [Binding("y", "rematch", N_("Rematch"), show=False)]
    cls = type(f"Net{base.__name__}", (NetPlay, base), {"__module__": base.__module__, "BINDINGS": bindings})
    screen = cls(FeedMatch(feed, host))
    screen.setup_feed(feed, host)
    return screen
