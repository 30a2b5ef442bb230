"""A dialog that draws the dimmed screen under it again only when that screen changed.

A dialog over a game is a `ModalScreen` with a translucent background: Textual draws it by
compositing the whole screen under it and tinting every segment (`BackgroundScreen`),
~7-10 ms at 120x40. It did so at every repaint of the dialog's own screen widget — its
compose, its focus moving between buttons, its footer fitted, a layout of the dialog — six
times for one Crimson Company auction turn, though the screen under it had not changed.

The screen under the dialog reaches the dialog only one way: when it paints while covered,
Textual refreshes the dialog with the regions it changed (`Screen._compositor_refresh`).
So the dialog counts those refreshes, and keeps the lines it drew while the count, its size,
its background colour and the theme are the same.

A dialog uncovered by a screen that was over it (F1's help) heard nothing of what changed
under it meanwhile (the screen under told the screen on top): it draws the screen under it
anew. A dialog shown again after it was dismissed (the Crimson Company auction's kept
dialog) need not: pushing it refreshes the screen under it, which tells the dialog.
"""

from __future__ import annotations

from textual import events, on
from textual.geometry import Region
from textual.screen import ModalScreen


class KeepsDimmedBackground(ModalScreen):
    """A modal screen that keeps its drawing of the dimmed screen under it until that
    screen, the dialog's size, its background colour or the theme change."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.changes_under = 0  # refreshes with regions: the screen under it painted
        self.background_drawn: tuple | None = None  # what the kept drawing was drawn from
        self.covered = False  # another screen is over it

    def refresh(self, *regions: Region, **kwargs):
        if regions:
            self.changes_under += 1
        return super().refresh(*regions, **kwargs)

    @on(events.ScreenSuspend)
    def note_covered(self) -> None:
        """Suspended while still on the stack: another screen is over it (not dismissed)."""
        self.covered = self in self.app.screen_stack

    @on(events.ScreenResume)
    def forget_background_if_covered(self) -> None:
        if self.covered:
            self.background_drawn = None
        self.covered = False

    def background_key(self) -> tuple:
        """What the drawing of the background depends on."""
        return (self.size, self.changes_under, self.styles.background, self.app.theme)

    def _render_content(self) -> None:
        """Textual's, unless the kept lines were drawn from the same background (then the
        widget is clean again with them)."""
        key = self.background_key()
        if key == self.background_drawn:
            self._dirty_regions.clear()
            return
        super()._render_content()
        self.background_drawn = key
