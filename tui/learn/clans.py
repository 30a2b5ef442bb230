"""What a Clans tutorial step lights on the game's own screen: the map, the epoch track,
the detail line with your colour and chips, the list; and on the map the step's
territories, marked ▶ (the board's marks, as the coach's hints use)."""

from __future__ import annotations

from textual.widget import Widget

from tui.games.clans.board import ClansBoard

# the script's focus words -> the screen's widgets
PARTS = {"map": "#board", "epochs": "#epochs", "colour": "#detail", "actions": "#actions"}
MARK = "▶"


def parts(screen, focus: set[str]) -> list[Widget]:
    """The widgets the step's `focus` names."""
    return [screen.query_one(PARTS[name]) for name in sorted(focus) if name in PARTS]


def mark(screen, focus: set[str], intended: list) -> None:
    """The step's territories marked on the map, the board's cursor on the move's source
    (enter picks it, then its destination)."""
    board = screen.query_one(ClansBoard)
    board.mark_hints({int(name.split(":", 1)[1]): MARK for name in focus if name.startswith("territory:")})
    moves = [action for action in intended if action[0] == "move"]
    if moves:
        board.cursor = moves[0][1]


def ask_again(screen) -> None:
    """Nothing before the step is asked again: the map and the list stay as they were."""
