"""Textual CSS parsed once per test process, not once per app.

Textual parses every stylesheet (the app's .tcss files and each widget class's DEFAULT_CSS)
again for each `App`, and keeps the result only in that app's `Stylesheet`: about a third of
the CPU of starting an app, opening the menu and closing it (0.196 → 0.136 s of CPU a start,
the mean of ten starts in one process). The suite starts well over a thousand
apps. A parse is a function of its inputs — the CSS text, where it was read from, whether it
is a default, its tie breaker, its scope and the stylesheet's variables (the theme) — so the
suite keeps one process-wide cache keyed by all of them; a CSS that fails to parse is not
cached (each app raises its own error). The product is untouched: it starts one app.
"""

from __future__ import annotations

from typing import Any

from textual.css.stylesheet import Stylesheet

TEXTUAL_PARSE_RULES = Stylesheet._parse_rules
PARSED: dict[tuple, Any] = {}


def _parse_rules(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
    variables = tuple(sorted((name, str(value)) for name, value in self._variables.items()))
    key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
    rules = PARSED.get(key)
    if rules is None:
        rules = PARSED[key] = TEXTUAL_PARSE_RULES(self, css, read_from, is_default_rules, tie_breaker, scope)
    # the app's own cache, as Textual's method fills it
    self._parse_cache[(css, read_from, is_default_rules, tie_breaker, scope)] = rules
    return rules


def install() -> None:
    """Parse through the process-wide cache from now on."""
    Stylesheet._parse_rules = _parse_rules  # type: ignore[method-assign]
