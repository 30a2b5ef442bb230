"""The footer of every screen, in the current language, never cutting a binding.

Key bindings are declared once, at import, with English descriptions marked by N_(); this
footer translates each description as it shows it, so a change of language needs no new
bindings (and the English text stays the one identity of a binding). A German or Spanish
description is longer than the English one, so when the keys do not all fit the footer
shows the most important ones whole and drops the rest whole: they stay in F1 help and in
the command palette (issue 29 §6)."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from core.i18n import N_, _, language

# Textual's own bindings shown in our footers, marked so the catalogues translate them
TEXTUAL_DESCRIPTIONS = (N_("palette"), N_("Dismiss menu"))  # the command palette; an open Select's list

HELP_KEY = "f1"  # the way to every binding the footer drops, so it is the last to go


def priority(key: FooterKey) -> int:
    """How early a key keeps its place when the footer is short (0 first): F1 help, what
    Enter does here, the keys that move the focus, the coach's hint (what a new player
    looks for first), the command palette, then the rest."""
    keys = key.key.split(",")
    if HELP_KEY in keys:
        return 0
    if "enter" in keys:
        return 1
    if "focus" in key.action:
        return 2
    if key.action.rsplit(".", 1)[-1] == "hint":
        return 3
    if key.has_class("-command-palette"):
        return 4
    return 5


def width_of(widget: Widget) -> int:
    """The cells a footer item takes: its text, padding, border and margin."""
    styles = widget.styles
    return widget.get_content_width(Size(0, 0), Size(0, 0)) + styles.gutter.width + styles.margin.width


def kept(widths: list[tuple[int, int]], room: int) -> set[int]:
    """Which items (index, width) fit in `room` cells, taken by `priority` order of their
    indexes as given (most important first); an item that does not fit is left out whole."""
    chosen: set[int] = set()
    for index, width in widths:
        if width <= room:
            chosen.add(index)
            room -= width
    return chosen


def unstyled_compact(key: FooterKey, footer_compact: bool) -> None:
    """Give a key, before it is mounted, the compactness Textual's footer gives it after:
    a key starts compact and takes the footer's (the command palette's key stays
    compact), and each change restyled the key at its mount, twice a key for each
    footer built (~1 ms each)."""
    compact = True if key.has_class("-command-palette") else footer_compact
    key.set_reactive(FooterKey.compact, compact)
    key.set_class(compact, "-compact", update=False)


class Footer(TextualFooter):
    """Textual's footer with its key descriptions and tooltips translated, showing only
    whole keys; on a game screen it starts with the pane holding the keyboard ("▶ Board"),
    on a dialog with what Enter does. A screen with a `footer_words(action)` method names
    a key's deed itself (a dialog's "esc Stay"); "" leaves the key out."""

    _composed: tuple | None = None  # what the footer last showed (see `bindings_changed`)
    _scheduled: tuple | None = None  # what a rebuild already asked for will show

    def shown(self) -> tuple:
        """Everything the footer's compose reads: the pane label, the language, and each
        active binding's key, action, words (the screen's `footer_words` too: a dialog
        shown again for another question may name its keys otherwise), state and group."""
        pane = getattr(self.screen, "pane_label", None)  # a game screen: which pane has the keys
        label = pane() if callable(pane) else ""
        words = getattr(self.screen, "footer_words", None)
        keys = tuple(
            (b.key, b.action, b.description, b.show, id(b.group), enabled, str(tooltip))
            + ((words(b.action),) if callable(words) else ())
            for (_node, b, enabled, tooltip) in self.screen.active_bindings.values()
        )
        return label, language(), self.show_command_palette, keys

    def bindings_changed(self, screen) -> None:
        """Textual rebuilds the footer whenever the screen's bindings may have changed,
        which is at every move of the focus; most moves leave the same keys, and a rebuild
        costs about 100 ms of CPU (every key widget mounted and styled again). Rebuild
        only when what the footer would show has changed, and only on the screen on top:
        under a dialog it waits until its screen is back (a rebuild there would also make
        the dialog draw the dimmed screen under it anew, tens of ms each)."""
        if self._bindings_ready and not self.on_top():
            return  # the screen's return to the top asks again (Textual's stack_updates)
        if screen is self.screen:
            if self._scheduled is not None:
                return  # a rebuild is on its way: it reads the keys as they are when it runs
            shown = self.shown()
            if self._bindings_ready and shown == self._composed:
                return
            if screen.app.app_focus and self.is_attached:
                self._scheduled = shown
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        shown = self.shown()
        if self._bindings_ready:
            self._composed, self._scheduled = shown, None
        label = shown[0]
        if label:
            yield FooterLabel(label, classes="pane-label", markup=False)
        words = getattr(self.screen, "footer_words", None)  # a dialog naming what a key does there
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                said = words(widget.action) if callable(words) else None
                if said == "":
                    continue  # a key this dialog does not offer in its present state
                widget.description = said or _(widget.description)
                if widget.tooltip:
                    widget.tooltip = _(str(widget.tooltip))
                unstyled_compact(widget, self.compact)
            yield widget

    def on_top(self) -> bool:
        """Whether the footer's screen is the one on top (no dialog or screen covers it)."""
        return self.is_attached and self.screen is self.app.screen

    async def recompose(self) -> None:
        if self._bindings_ready and not self.on_top():
            self._scheduled = None  # asked for before a dialog covered it: the screen's return rebuilds it
            return
        await super().recompose()
        self.fit()
        # the new keys' widths are only right once their styles apply, after this refresh
        self.call_after_refresh(self.fit)

    def on_mount(self) -> None:
        # the pane label follows the screen's focus (Textual's own on_mount runs too)
        self.watch(self.screen, "focused", lambda _focused: self.relabel(), init=False)

    def on_resize(self, event: events.Resize) -> None:
        self.fit()

    def relabel(self) -> None:
        """Show the screen's present pane label ("enter: Bid 2", "▶ List") at once. The
        label follows the focus, but Textual asks the footer to rebuild only when the
        screen's bindings change, and two buttons (or panes) with the same keys leave
        them the same: the label stayed on the first button. Called when the screen's focus
        moves, and by a screen whose label changes otherwise (the auction's amount); a
        label that appears or goes away needs a rebuild."""
        if not self.is_attached:
            return
        pane = getattr(self.screen, "pane_label", None)
        label = pane() if callable(pane) else ""
        labels = list(self.query_children(FooterLabel).filter(".pane-label"))
        if bool(labels) != bool(label):
            self.screen.refresh_bindings()  # a rebuild, asked the way Textual asks it
        elif labels and str(labels[0].content) != label:
            labels[0].update(label)
            if self._composed is not None:  # what it shows now: the same keys need no rebuild
                self._composed = (label, *self._composed[1:])
            self.call_after_refresh(self.fit)  # its width changed

    def fit(self) -> None:
        """Show the keys that fit the footer's width whole, by `priority`; hide the rest."""
        if not self.is_attached:  # a recompose that lands after its screen was closed
            return
        room = self.size.width or self.screen.size.width
        if not room:
            return
        keys = list(self.query_children(FooterKey))
        room -= sum(width_of(label) for label in self.query_children(FooterLabel))
        order = sorted(range(len(keys)), key=lambda i: priority(keys[i]))
        shown = kept([(i, width_of(keys[i])) for i in order], room)
        for index, key in enumerate(keys):
            if key.display != (index in shown):  # set at all, a new key's display asks for a layout
                key.display = index in shown
