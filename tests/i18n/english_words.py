"""Single English words on a German or Spanish screen (issue 29 §8): the word-level check
beside `screen_text.english_in` (which looks for whole English phrases of two words or more).

Our English words are the words of every message id the language translates (the compiled
catalogues, `.mo`, and the templates, `.pot`, of the domains in `SCOPE`). A screen in that
language may show one of them only if `ALLOWED` lists it, with the reason it stays: a name, a
German or Spanish word spelled like an English one, a game term the rulebook keeps, a key or
technical name. Every allowed word must occur in the language's own translations, so the list
cannot let through a word the translators never use (`unused_allowances`)."""

from __future__ import annotations

import gettext
import re
from functools import cache

from babel.messages.pofile import read_po

from core.i18n import LOCALE_DIR
from core.i18n.sources import SCOPE

# placeholders, markup and key hints are not words a reader reads
_FIELD = re.compile(r"\{[^{}]*\}|%\(?\w*\)?[sd]|\[/?[a-z $#0-9.]*\]")
# a word of three letters or more: shorter ones are German or Spanish as often as English
# ("es", "de", "an") and a word cut at a column's edge leaves two ("be▏")
_WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ']+[A-Za-zÀ-ÿ]")
# what a screen shows that is no reader's word: bot specs ("mcts:level=easy"), file names and
# paths, option names ("--games"), environment variables ("$CLANHALL_NO_DISCOVERY")
_NOT_WORDS = re.compile(
    r"\$\w+|\S*[A-Za-z]\S*[:=/\\]\S+|\S*[:=/\\]\S*[A-Za-z]\S*|--?[a-z][\w-]*|\S+\.(?:sqlite|json|csv|log|chs|md)\b"
)

_NAMES = "names of the games, the program and the rating scale, the same in every language"
_CARDS_DE = "card, castle, clan and monster names the German rulebooks keep (tui/rules/*.de.md)"
_TERMS_DE = "game terms the German rules summaries keep, each explained in their glossary (tui/rules/*.de.md)"
_SAME_DE = "German words spelled like English ones"
_TECH = "technical names, protocols and keys, written so on any keyboard and in any language"
_CARDS_ES = "clan, monster and card names the Spanish rulebook keeps (tui/rules/crystal_clans.es.md)"
_SAME_ES = "Spanish words spelled like English ones"
_SHORT_ES = "Spanish short card names the board shows where the full name does not fit (meteoro)"

ALLOWED: dict[str, dict[str, str]] = {
    "de": {
        _NAMES: "Clans Clan Crimson Company Crystal clanhall Elo",
        _CARDS_DE: (
            "Astra Berserker Fenrir Freyja Geode Golem Gorza Hel Heimdall Horgath Leviathan Loki Malek "
            "Meteor Nerys Njord Orion Troll Veyla Voodoo"
        ),
        _TERMS_DE: "Lane Lanes Deck Mulligan Horde Underdog Veteran Chips Initiative Handicap Tempo",
        _SAME_DE: (
            "Analyse Start Status Text Team Horror Server Port Siege also was plus Name Test Code Bank Bonus "
            "Browser Chip Client Clients Dialog Form Format Fort Front Hand Land Limit Marker Partner Phrase "
            "Schema Steppe Terminal Token Version West Solo Cursor Ports Socket Argument dir Option Chat Stand "
            "normal war lost lang Illusion Details"
        ),
        _TECH: "SQLite CurveZMQ Esc Enter Tab Ctrl ctrl tab Bot Bots Host",
    },
    "es": {
        _NAMES: "Clans Clan Crimson Company Crystal clanhall Elo",
        _CARDS_ES: "Astra Berserkers Gorza Horgath Malek Nerys Veyla Mulligan Tempo",
        _SAME_ES: (
            "Bot Bots Server error local real solo terminal control panel final coral neutral legal invade "
            "tutorial web normal chat"
        ),
        _SHORT_ES: "met",
        _TECH: "SQLite CurveZMQ Esc Enter Tab Ctrl ctrl tab",
    },
}


# an acronym is a name in every language (LAN, CSV, MCTS, LLR), and a Roman numeral a number
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
# a word touching a block element is the edge of a text a dialog's border covers ("█and)")
_CUT = re.compile(r"[A-Za-zÀ-ÿ']+(?=[\u2580-\u259f])|(?<=[\u2580-\u259f])[A-Za-zÀ-ÿ']+")


def words_of(text: str) -> list[str]:
    """The words a reader reads in `text` (no placeholders, specs, paths or option names)."""
    return _WORD.findall(_ACRONYM.sub(" ", _CUT.sub(" ", _NOT_WORDS.sub(" ", _FIELD.sub(" ", text)))))


def _catalogues(lang: str) -> list[gettext.GNUTranslations]:
    return [gettext.translation(domain, LOCALE_DIR, [lang]) for domain in SCOPE[lang]]


def _template_ids(lang: str) -> list[str]:
    ids: list[str] = []
    for domain in SCOPE[lang]:
        with open(LOCALE_DIR / f"{domain}.pot", "rb") as pot:
            for message in read_po(pot):
                ids += list(message.id) if isinstance(message.id, tuple) else [message.id]
    return [i for i in ids if i]


@cache
def english_words(lang: str) -> frozenset[str]:
    """Our English words (lower case) that a screen in `lang` must not show."""
    ids = _template_ids(lang)
    for catalogue in _catalogues(lang):
        ids += [key[0] if isinstance(key, tuple) else key for key in catalogue._catalog if key]  # type: ignore[attr-defined]
    found = {word.lower() for msgid in ids for word in words_of(msgid)}
    return frozenset(found - allowed(lang))


@cache
def allowed(lang: str) -> frozenset[str]:
    """The allow-list of `lang` in lower case."""
    return frozenset(word.lower() for words in ALLOWED[lang].values() for word in words.split())


@cache
def translated_words(lang: str) -> frozenset[str]:
    """Every word of `lang`'s translations (lower case)."""
    words: set[str] = set()
    for catalogue in _catalogues(lang):
        for text in catalogue._catalog.values():  # type: ignore[attr-defined]
            words |= {word.lower() for word in words_of(text)}
    return frozenset(words)


def unused_allowances(lang: str) -> list[str]:
    """Allowed words that no translation of `lang` uses (the list would hide nothing real)."""
    return sorted(allowed(lang) - translated_words(lang))


def english_words_in(lines: list[str], lang: str, ignore: tuple[str, ...] = ()) -> list[str]:
    """Each English word on the lines, with its line; `ignore`: the screen's own names
    (players, saves) that are no text of ours."""
    english, skip = english_words(lang), {word.lower() for word in ignore}
    found = []
    for line in lines:
        for word in words_of(line):
            if word.lower() in english and word.lower() not in skip:
                found.append(f"{word!r} in {line.strip()!r}")
    return found
