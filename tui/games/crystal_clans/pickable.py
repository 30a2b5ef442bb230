"""The base of everything on the Crystal Clans board that can be pointed at: a zone, a
card, a unit, a crystal, a choice chip.

A click posts `Picked(token, instance)` and the screen decides what it means. The
keyboard cursor is not Textual's focus (moving the focus from widget to widget restyles
the screen and rebuilds the footer at every step): the board pane has the focus and
the screen says which pickable is under the cursor (`set_cursor`); see pane.py.
Its state shows as marks, never by colour alone: the cursor "▶", a legal pick "»", a
ticked item "✓" (or its place, 1 2 3, when ordering a squad).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from tui.themes import board_palette


def seat_style(seat: int) -> Style:
    return Style(color=board_palette().seats[seat], bold=True)  # "P1" / "P2" name it too


class Pickable(Widget):
    """Something on the board the player may pick."""

    class Picked(Message):
        """The player picked `token` (card `instance`, if it is a card or unit)."""

        def __init__(self, source: "Pickable") -> None:
            super().__init__()
            self.source, self.token, self.instance = source, source.token, source.instance

    def __init__(self, token: tuple | None = None, instance: int | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.token, self.instance = token, instance
        self.legal = False
        self.ticked = 0  # 0: not ticked; n: the n-th pick; -1: ticked
        self.cursor = False

    def set_state(self, legal: bool, ticked: int = 0) -> None:
        """Light the pickable up (a legal pick) or tick it (already picked)."""
        if (legal, ticked) == (self.legal, self.ticked):
            return
        self.legal, self.ticked = legal, ticked
        self.set_class(legal and not ticked, "-legal")
        self.set_class(bool(ticked), "-ticked")
        self.refresh()

    def changed(self, *signature) -> bool:
        """Whether what the pickable shows differs from last time (each redraw of the
        board asks; repainting only what changed keeps the board quick)."""
        if signature == getattr(self, "_signature", None):
            return False
        self._signature = signature
        return True

    def marks(self) -> Text:
        """Two characters: the cursor, then ✓ / its place / » / nothing."""
        cursor = "▶" if self.cursor else " "
        if self.ticked:
            state = "✓" if self.ticked == -1 else str(self.ticked)[-1]
        else:
            state = "»" if self.legal else " "
        return Text(cursor + state, Style(bold=True))

    def set_cursor(self, on: bool) -> None:
        if on != self.cursor:
            self.cursor = on
            self.set_class(on, "-cursor")
            self.refresh()

    def pick(self) -> None:
        if self.token is not None:
            self.post_message(self.Picked(self))

    def on_click(self, event) -> None:
        event.stop()
        self.pick()


class ChoiceChip(Pickable):
    """A choice with no place on the board: Replenish, Invade, Stay, Done, Yes, No…"""

    DEFAULT_CSS = """
    ChoiceChip { width: auto; height: 1; padding: 0 1 0 0; margin: 0 1 0 0; }
    """

    def __init__(self, choice: str, label: str, **kwargs) -> None:
        super().__init__(("choice", choice), **kwargs)
        self.label = label

    def set_label(self, label: str) -> None:
        if label != self.label:  # a change of width: lay the row out again
            self.label = label
            self.refresh(layout=True)

    def render(self) -> Text:
        out = self.marks()
        out.append(f"[{self.label}]", Style(bold=self.legal))
        return out
