"""Textual's `StylesCache.get_inner_outer` cached by the two colours alone.

Textual (8.x) wraps the method in `functools.lru_cache(1024)`, so every call's key holds the
`StylesCache` it was called on, and each of those holds the rendered lines of its widget: up
to 1,024 widgets' caches stay alive after their widgets are gone (in a test worker, the
heap grew from 76,000 to 230,000 objects in ten games' screens). Every full garbage
collection reads them all. The result depends only on the colours, so it is cached by them.
"""

from __future__ import annotations

from functools import lru_cache

from textual._styles_cache import StylesCache
from textual.color import Color
from textual.style import Style

_TEXTUAL_INNER_OUTER = getattr(StylesCache.get_inner_outer, "__wrapped__", None)


@lru_cache(1024)
def inner_outer(base_background: Color, background: Color) -> tuple[Style, Style]:
    """The inner and outer background styles of a widget, computed by Textual's own method
    (which reads only the two colours)."""
    assert _TEXTUAL_INNER_OUTER is not None
    return _TEXTUAL_INNER_OUTER(None, base_background, background)


def _get_inner_outer(self: StylesCache, base_background: Color, background: Color) -> tuple[Style, Style]:
    return inner_outer(base_background, background)


def install() -> None:
    """Replace the method, once; a Textual whose method is no longer wrapped in a cache is
    left alone (nothing to fix)."""
    if _TEXTUAL_INNER_OUTER is not None and StylesCache.get_inner_outer is not _get_inner_outer:
        StylesCache.get_inner_outer = _get_inner_outer  # type: ignore[method-assign,assignment]
