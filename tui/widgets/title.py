"""A game screen's title line fitted to its width by design, never cut mid-word.

The title is a few parts (the game, whose turn it is, the progress, "you: <name>"). When
they do not fit with wide separators, the separators narrow; then the parts a screen
marks as droppable go, least important first; only if the parts that must stay are still
too long (names at their longest in a long language) is the line shortened, at a word
boundary and marked with "…"."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

from core.i18n import _

WIDE, NARROW = "  ·  ", " · "


def fit_title(parts: Sequence[str], width: int, drop: Sequence[int] = ()) -> str:
    """`parts` joined for `width` cells (0: any width): wide separators if they fit, else
    narrow ones, else without the parts at the indexes of `drop`, dropped in that order,
    else the line shortened at a word (`clip_words`)."""
    if not width or cell_len(WIDE.join(parts)) <= width:
        return WIDE.join(parts)
    kept = list(range(len(parts)))
    for index in (None, *drop):
        if index is not None and index in kept:
            kept.remove(index)
        line = NARROW.join(parts[i] for i in kept)
        if cell_len(line) <= width:
            return line
    return clip_words(line, width)


def clip_words(text: str, width: int) -> str:
    """`text` in `width` cells: whole words as long as they fit, then "…"."""
    if cell_len(text) <= width:
        return text
    words, line = text.split(" "), ""
    for word in words:
        longer = f"{line} {word}" if line else word
        if cell_len(longer) + 1 > width:
            break
        line = longer
    return line.rstrip(" ·") + "…"


def status_room(screen) -> int:
    """The cells a game screen's status line (`#status`) has for its text: the screen's
    width less the line's padding (0 while the screen is not attached: no fitting)."""
    if not screen.is_attached:
        return 0
    gutter = screen.query_one("#status").styles.gutter.width
    return max(0, screen.app.size.width - gutter)


def game_title(screen, progress: Sequence[str] | None = None) -> str:
    """A game screen's title: the game, whose turn it is (or "game over"), the `progress`
    parts (default: the view's progress label), "you: <name>" for a seat at the keyboard,
    then a LAN table's parts (`LanTable.title_parts`); the progress is what goes first
    when the line is too long, then what the table lets go, then "you: <name>" (the
    player knows it; a join code cut would lock the others out) (`fit_title`)."""
    view = screen.current_view()
    seat = view.to_move() if view is not None else None
    turn = _("{name} to move").format(name=screen.names[seat]) if seat is not None else _("game over")
    if progress is None:
        label = str(view.progress_label()) if view is not None else ""
        progress = [label] if label else []
    parts = [screen.session.game.name, turn, *progress]
    drop = list(range(2, 2 + len(progress)))
    you = None
    if screen.viewer is not None:
        you = len(parts)
        parts.append(_("you: {name}").format(name=screen.names[screen.viewer]))
    if screen.table is not None:
        table, table_drop = screen.table.title_parts(screen)
        drop += [len(parts) + i for i in table_drop]
        parts += table
    return fit_title(parts, status_room(screen), drop=drop if you is None else [*drop, you])
