"""The game screen's action list and log panes, each saying in the footer what Enter
does while it holds the keyboard (the board's widgets say it for the board)."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import OptionList, RichLog

from core.i18n import N_

# The names of a game screen's three panes, as the footer marks the one holding the keys
PANE_NAMES = {"board": N_("Board"), "list": N_("Actions"), "log": N_("Log")}
PANE_MARK = "▶"


class ActionList(OptionList):
    """The list of legal actions: Enter plays the highlighted one (drawn only while the
    list has the keyboard, see app.tcss)."""

    BINDINGS = [Binding("enter", "select", N_("Play the highlighted action"))]


class GameLog(RichLog):
    """The game log: it only scrolls, so Enter hands the keyboard back to the board."""

    BINDINGS = [Binding("enter", "screen.focus_board", N_("Back to the board"))]
