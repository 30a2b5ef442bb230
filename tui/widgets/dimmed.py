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

That picture is only true if the screen under the dialog finishes its own updates, and two
things of Textual's stood in the way (issue 29, session 18):

- A screen lays out and paints when it goes idle, but not while the app holds every
  screen's updates (`App.batch_update`, which a widget's recompose takes: every rebuild of a
  dialog's footer), and the batch's end wakes only the app. A dialog opened at a bot's move
  rebuilds its footer just as the game screen under it lays out the move, so the game
  screen kept the move unlaid-out and unpainted, and the dialog the picture of before it
  (the log without its last line, in every run of the Crimson bench move).
  `WakesScreensUnder` wakes, at a batch's end, each screen on view with an update waiting.
- A screen under a dialog that paints marks the same regions for a repaint of its own, and
  paints them again at its next wake, telling the dialog again (Textual's echo): each wake
  of the screen under would draw the dimmed board once more though nothing changed.
  `ShownUnderDialogs` drops that echo; the screen repaints itself whole when it is back
  on top (`Screen._on_screen_resume`).
"""

from __future__ import annotations

from textual import events, on
from textual.app import App
from textual.geometry import Region
from textual.screen import ModalScreen, Screen


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


def update_waiting(screen: Screen) -> bool:
    """Whether `screen` has a layout, a scroll, widgets to paint or a recompose waiting
    (not the echo `ShownUnderDialogs` drops, which an unchanged screen under a dialog has)."""
    return bool(
        screen._layout_required or screen._scroll_required or screen._dirty_widgets or screen._recompose_required
    )


class WakesScreensUnder(App):
    """An app whose screens on view under a dialog finish the updates they went idle with
    while the app's updates were held (mixed in before App)."""

    def _end_batch(self) -> None:
        super()._end_batch()
        if self._batch_count or not self.screen_stack:
            return
        for screen in (*self._background_screens, self.screen):
            if update_waiting(screen):
                screen.check_idle()  # its idle resumes its update timer


class ShownUnderDialogs(Screen):
    """A screen that paints what changes while a dialog covers it once, not again at each
    later wake (mixed in before Screen)."""

    def _compositor_refresh(self) -> None:
        covered = self.is_attached and self.app.screen_stack[-1:] != [self]
        asked = self._repaint_required  # a repaint asked for before this paint stays asked
        super()._compositor_refresh()
        if covered and not asked:
            self._repaint_required = False  # Textual's echo of the regions it just painted
