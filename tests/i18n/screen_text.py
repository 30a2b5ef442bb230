"""What a screen shows as text, and which English of our catalogues is in it: the check behind
"no English word on a German or Spanish screen" (tests/i18n/test_whole_game_language.py)."""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po
from textual._context import visible_screen_stack
from textual.geometry import Region
from textual.strip import Strip

from core.i18n.sources import SCOPE

LOCALE = Path(__file__).resolve().parents[2] / "core" / "i18n" / "locale"
CELL = 12.2  # an SVG screenshot's cell width in pixels (Textual's export)
_TEXT = re.compile(r'<text class="[^"]*" x="([0-9.]+)" y="([0-9.]+)"[^>]*>([^<]*)</text>')
_FIELD = re.compile(r"\{[^{}]*\}|%\(?\w*\)?[sd]|\n")
_WORD = re.compile(r"[A-Za-z][a-z']+")


def screen_lines(app) -> list[str]:
    """The app's screen as lines of text (from its SVG screenshot)."""
    rows: dict[float, dict[int, str]] = {}
    for x, y, text in _TEXT.findall(app.export_screenshot()):
        rows.setdefault(float(y), {})[round(float(x) / CELL)] = html.unescape(text).replace("\xa0", " ")
    lines = []
    for y in sorted(rows):
        line = ""
        for column, text in sorted(rows[y].items()):
            line = line.ljust(column) + text
        lines.append(line)
    return lines


def frame_lines(app) -> list[str]:
    """The app's screen as lines of text, read from the screen's compositor: the top screen
    composed over the screens it lets show through, as the terminal gets it (the text of
    `screen_lines`, every row, at a fifth of its cost: no SVG is made; tests/support/drawn_rows.py
    reads one row the same way)."""
    compositor = app.screen._compositor
    visible_screen_stack.set(app._background_screens)  # what export_screenshot renders with
    width, height = compositor.size
    rows = compositor._render_chops(Region(0, 0, width, height), lambda _y: True)
    return [Strip.join(strip for strip in row.values() if strip is not None).text.replace("\xa0", " ") for row in rows]


@cache
def english_fragments(lang: str) -> tuple[str, ...]:
    """Pieces of our English messages (between their placeholders) that `lang` translates
    differently: text of two words or more that a screen in `lang` should not show."""
    fragments: set[str] = set()
    for domain in SCOPE[lang]:
        with open(LOCALE / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as po:
            catalogue = read_po(po)
        for message in catalogue:
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            translated = " ".join(message.string if isinstance(message.string, tuple) else (message.string,))
            for msgid in ids:
                for piece in _FIELD.split(msgid):
                    piece = piece.strip(" .,:;·()[]—-")
                    if len(_WORD.findall(piece)) >= 2 and len(piece) >= 6 and piece not in translated:
                        fragments.add(piece)
    return tuple(sorted(fragments))


def english_in(lines: list[str], lang: str) -> list[str]:
    """The English fragments found on the screen's lines, each with its line."""
    text = "\n".join(lines)
    present = [fragment for fragment in english_fragments(lang) if fragment in text]  # most lines hold none
    found = []
    for line in lines if present else ():
        for fragment in present:
            if fragment in line:
                found.append(f"{fragment!r} in {line.strip()!r}")
    return found
