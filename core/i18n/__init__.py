"""Translations: the current language and the functions that translate into it.

The catalogues are gettext's: `.po` files kept in `core/i18n/locale/<lang>/LC_MESSAGES/`,
one per *domain*, compiled to `.mo` beside them by `make i18n` (Babel's pybabel) and
committed, so an install (editable or not) needs no build step and no Babel at run time.

A domain is the part of the program a string belongs to: `clanhall` (the shared interface),
and one per game. A language need not cover every domain (`SCOPE`): Spanish translates the
shared interface and Crystal Clans, the games whose rulebooks exist in Spanish; whatever a
language does not cover reads in English.

Strings are marked where they are written: `_("...")` translates at once, `N_("...")` only
marks a string for extraction (the card tables, whose English names stay the rules' data and
are translated where they are shown), `lazy("...")` is a string that translates each time it
is read (for module-level tables read after the language is chosen). What the engine says
(log lines, action names, prompts) is a `Phrase` (core/i18n/phrase.py): a message id with
arguments that travels in states, saves and over the network as it is and is rendered in the
language of whoever reads it.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import overload

from core.i18n.sources import SCOPE

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
# code -> the language's name in that language (what the settings screen offers)
LANGUAGES = {"en": "English", "de": "Deutsch", "es": "Español"}
DOMAINS = ("clanhall", "crystal_clans", "crimson_company", "clans")
# SCOPE (core/i18n/sources.py): the domains each language translates
# the variables that name the user's language, in gettext's order of precedence
ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")

_language = ENGLISH
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def load_catalogue(code: str) -> gettext.NullTranslations:
    """Every domain of language `code` chained into one catalogue (English: none).

    A missing .mo is a broken install, not a choice: it raises FileNotFoundError."""
    catalogue: gettext.NullTranslations = gettext.NullTranslations()
    for domain in SCOPE[code]:
        part = gettext.translation(domain, LOCALE_DIR, [code])
        part.add_fallback(catalogue)
        catalogue = part
    return catalogue


def set_language(code: str) -> None:
    """Make `code` (a key of LANGUAGES) the language of everything translated from now on."""
    global _language, _catalogue
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (choose from {', '.join(LANGUAGES)})")
    _catalogue = load_catalogue(code)
    _language = code


def language() -> str:
    """The code of the current language."""
    return _language


def catalogue() -> gettext.NullTranslations:
    """The current language's catalogue (every domain it covers, chained)."""
    return _catalogue


def _(message: str) -> str:
    """`message` (English) in the current language."""
    return _catalogue.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` that fits `n`, in the current language."""
    return _catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English by `context`."""
    return _catalogue.pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for extraction without translating it (it is translated where shown)."""
    return message


class LazyString:
    """A marked string that translates each time it is read: for tables built when a
    module is imported, before (or across) a choice of language."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message

    def __str__(self) -> str:
        return _(self.message)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"lazy({self.message!r})"

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other) if isinstance(other, (str, LazyString)) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.message)


def lazy(message: str) -> LazyString:
    """`message`, translated whenever it is read (see LazyString)."""
    return LazyString(message)


class TranslatedTable(Sequence[str]):
    """A read-only view of a table of marked English strings that reads each in the current
    language (for the card and castle tables, whose English stays the rules' data)."""

    __slots__ = ("table",)

    def __init__(self, table: Sequence[str]) -> None:
        self.table = table

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [_(text) for text in self.table[index]]
        return _(self.table[index])

    def __len__(self) -> int:
        return len(self.table)


def language_of_locale(value: str) -> str | None:
    """The language code of a locale name such as `de_DE.UTF-8@euro` (None if we have none)."""
    code = value.split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
    return code if code in LANGUAGES else None


def language_from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the environment names (LC_ALL, else LC_MESSAGES, else LANG), or None.

    The first variable that is set decides, as in gettext: LC_ALL=C means English even when
    LANG says German; a language we do not have means English too."""
    environ = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            return language_of_locale(value) or ENGLISH
    return None


def choose_language(option: str | None, remembered: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to use: `--lang`, else the one chosen in the settings, else the
    environment's, else English. An unknown `option` raises ValueError; an unknown
    remembered one is passed over (the settings file may come from a newer version)."""
    if option:
        code = language_of_locale(option)
        if code is None:
            raise ValueError(f"unknown language {option!r} (choose from {', '.join(LANGUAGES)})")
        return code
    if remembered is not None and remembered in LANGUAGES:
        return remembered
    return language_from_environment(environ) or ENGLISH
