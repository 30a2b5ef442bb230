"""What only a LAN table adds to a game screen: `LanTable`, a part the screen owns.

The game itself reaches the screen through a `net.session.RemoteSession` (its view, its
turn, its log, as this seat may know them), like any session. The table's part is the
rest: the status line's watchers and join code, the line while others are awaited, the
host's refusals, chat and connection news, the result screen with the series score and the
rematch offer (`y`), the next game of the series on the same screen, a resignation sent to
the host, and on leaving the answer to an open rematch offer and the host's shutdown (when
this app hosts) or the bye.

A spectator's feed has no seat: the screen shows the view of no seat and asks nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.i18n import _
from core.session import CLOSED, ERROR, VIEW, SessionEvent

if TYPE_CHECKING:
    from textual.screen import Screen

    from tui.games.base import GameScreen


class Finished:
    """A game seen through its session, as the result screen reads a match: names, the
    final view, the moves, the result."""

    def __init__(self, session) -> None:
        self.game, self.names = session.game, list(session.names)
        self.state = session.view()
        self.log = session.log()
        self.seats = ["network"] * len(self.names)
        self._result = session.result()

    def result(self) -> list[float]:
        return list(self._result or [])

    def is_over(self) -> bool:
        return True


class LanTable:
    """The LAN table's part of a game screen: `feed` is the seat's (a `net.client.Client`,
    or the host's own `net.local_seat.LocalSeat` with `host` the running `net.host.Host`)."""

    def __init__(self, feed, host=None) -> None:
        self.feed, self.host = feed, host
        self.over_screen: Any = None  # the result screen while it is shown

    @property
    def savable_match(self):
        """The real match when this app hosts the game; a joined seat has none to save."""
        return self.host.match if self.host is not None else None

    def title_parts(self, screen: GameScreen) -> tuple[list[str], list[int]]:
        """The table's parts of the title, and the indexes of those that may go when the
        line is too long, least important first (`tui.widgets.title.fit_title`): the
        spectators' names, then the port (named only when it is not the one the join
        dialog assumes; the hosting notice names it too). "you are watching" and the join
        code stay."""
        from net.protocol import DEFAULT_PORT

        parts: list[str] = []
        watchers = port = None
        if self.feed.watching:
            parts.append(_("you are watching"))
        if self.feed.watchers:
            watchers = len(parts)
            parts.append(_("watching: {names}").format(names=", ".join(self.feed.watchers)))
        if self.host is not None and not screen.finished:
            parts.append(_("code {code}").format(code=self.host.join_code))
            if self.host.port != DEFAULT_PORT:
                port = len(parts)
                parts.append(_("port {port}").format(port=self.host.port))
        return parts, [i for i in (watchers, port) if i is not None]

    def waiting_line(self, screen: GameScreen) -> str:
        """The thinking line while another seat is to move (who is not connected, too)."""
        decision = self.feed.decision
        waiting = [s["name"] for s in (self.feed.status or []) if not s.get("connected", True)]
        if decision:
            line = _("Waiting for {name}…").format(name=screen.names[decision.seat])
        else:
            line = _("Waiting for the other players…")
        if waiting:
            line += " " + _("(not connected: {names})").format(names=", ".join(waiting))
        return line

    # -- the host's news ------------------------------------------------------------------
    def on_news(self, screen: GameScreen, event: SessionEvent) -> None:
        kind, data = event.kind, event.data
        if kind == ERROR:
            screen.notify(str(data.get("message", _("refused"))), title=_("The host refused"), severity="error")
        elif kind == "lost":
            screen.set_thinking(_("The host does not answer; reconnecting…"))
            return
        elif kind in ("bye", CLOSED) and not self.feed.over:
            screen.set_thinking(_("The host has closed the game."))
            return
        elif kind == "chat":
            screen.write_log(f"{data.get('name')}: “{data.get('text')}”")
            return
        elif kind in ("rematch-offer", "series-over"):
            self.series_news(screen, kind, data)
            return
        elif kind == VIEW and screen.finished and not screen.session.over:
            self.next_game(screen)
            return
        screen.sync_log()
        if not screen.finished:
            screen.advance()

    # -- the series -----------------------------------------------------------------------
    def game_over(self, screen: GameScreen) -> None:
        """The result screen, with the series score and, for a seat, the rematch offer."""
        from textual.widgets import Static

        from tui.widgets.result import GameOverScreen

        screen.query_one("#status", Static).update(screen.status_text())
        self.over_screen = GameOverScreen(
            Finished(screen.session),
            resigned=screen.resigned,
            extra=screen.final_notes(),
            series=self.feed.series,
            rematch=self.feed.seat is not None,
        )
        screen.app.push_screen(self.over_screen, lambda answer: self.after_game_over(screen, answer))
        if self.feed.offer is not None or self.feed.series_over is not None:
            self.tell_over_screen()

    def after_game_over(self, screen: GameScreen, answer: str | None) -> None:
        self.over_screen = None
        if answer == "rematch":
            self.rematch(screen)

    def tell_over_screen(self) -> None:
        from tui.widgets.result import GameOverScreen

        offer = self.feed.offer or {}
        if self.over_screen is not None:
            self.over_screen.post_message(
                GameOverScreen.SeriesNews(
                    self.feed.series, list(offer.get("waiting", [])), bool(offer), self.feed.series_over
                )
            )

    def series_news(self, screen: GameScreen, kind: str, data: dict) -> None:
        """A rematch offer (or its progress), or the end of the series."""
        self.tell_over_screen()
        if kind == "series-over":
            screen.notify(str(data.get("reason")), title=_("The series is over"), timeout=10)
            screen.set_thinking(_("The series is over: {reason}").format(reason=data.get("reason")))
        elif self.over_screen is None and self.feed.seat is not None and self.feed.offer is not None:
            waiting = ", ".join(data.get("waiting", []))
            screen.set_thinking(_("Rematch offered: y to accept (waiting for {names})").format(names=waiting))

    def rematch(self, screen: GameScreen) -> None:
        """Accept the host's rematch offer."""
        if self.feed.seat is None or self.feed.offer is None:
            screen.notify(_("No rematch is on offer."), severity="warning")
            return
        waiting = [n for n in self.feed.offer.get("waiting", []) if n != self.feed.names[self.feed.seat]]
        screen.run_worker(self.feed.rematch(True), group="net")
        if waiting:
            screen.set_thinking(_("Rematch accepted; waiting for {names}…").format(names=", ".join(waiting)))
        else:
            screen.set_thinking(_("Rematch accepted…"))

    def next_game(self, screen: GameScreen) -> None:
        """The host started the next game of the series: this screen plays it."""
        from textual.widgets import RichLog

        from net.series import score_line

        if self.over_screen is not None and screen.app.screen is self.over_screen:
            self.over_screen.dismiss(None)
        self.over_screen = None
        screen.finished, screen.resigned, screen.shown_log, screen.asked_at = False, None, 0, None
        screen.humans = sorted(screen.session.seats)
        screen.viewer = self.feed.seat
        screen.query_one("#log", RichLog).clear()
        games = (self.feed.series or {}).get("games", 0)
        screen.write_log(
            _("Game {number} of the series.").format(number=games + 1) + " " + score_line(self.feed.series)
        )
        screen.set_thinking(_("Waiting for the host…"))

    def resign(self, screen: GameScreen) -> None:
        from tui.screens.dialogs import ConfirmDialog

        if self.feed.seat is None:
            screen.notify(_("A spectator has no seat to resign."), severity="warning")
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                screen.run_worker(self.feed.resign(), group="net")

        screen.app.push_screen(
            ConfirmDialog(_("Resign this network game?"), yes=_("Resign"), no=_("Play on")), confirmed
        )

    # -- leaving --------------------------------------------------------------------------
    def shut_down(self, screen: GameScreen) -> None:
        """On leaving the table: refuse an open rematch offer, then stop hosting or say bye."""
        screen.session.detach()
        screen.app.run_worker(self._shut_down(), group="net-close")

    async def _shut_down(self) -> None:
        if self.feed.offer is not None and self.feed.seat is not None:
            await self.feed.rematch(False)  # leaving ends the series for the others
        if self.host is not None:
            await self.host.stop()
        else:
            await self.feed.close()


def net_screen(feed, host=None) -> Screen:
    """The game's own screen, played at a LAN table through `feed` (see `LanTable`)."""
    from net.session import RemoteSession
    from tui.screens import game_screen_class

    return game_screen_class(feed.game.id)(RemoteSession(feed), LanTable(feed, host))
