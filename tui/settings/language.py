"""Choosing the language at start: `--lang`, else the settings, else the environment."""

from __future__ import annotations

import sys

from core.i18n import choose_language, set_language
from tui.settings.store import remembered_language


def apply_language(option: str | None) -> str:
    """Set the language the program speaks from now on and return its code.

    An unknown `--lang` raises ValueError (the command line says so in one line); a
    damaged settings file is reported in one line on stderr and passed over."""
    remembered, warning = remembered_language()
    if warning:
        print(f"clanhall: {warning}", file=sys.stderr)
    code = choose_language(option, remembered)
    set_language(code)
    return code
