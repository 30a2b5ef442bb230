"""How a key combination is written for a person to read, one spelling per language.

Textual's footer writes ctrl+p as "^p", a terminal convention a new player does not know
(the session-18 trial read "^p" in the footer, "ctrl+p" in F1 and "Strg+g" on the German
form's button). Polished Textual apps (Posting, Harlequin) keep the caret in the footer
but write "ctrl+p" in their docs, the same split. We write the modifier as the keyboard
prints it, everywhere a person reads a key: "ctrl+p" in English and Spanish, "Strg+p" in
German (the German texts already said "Strg+s"). It costs three cells a key in the footer,
which drops a key whole when short of room (F1 lists every key)."""

from __future__ import annotations

from core.i18n import _

CTRL = "ctrl+"


def key_name(key: str) -> str:
    """One key combination in the reader's language: "ctrl+p" is "Strg+p" in German; any
    other key as given."""
    if key.startswith(CTRL) and len(key) > len(CTRL):
        # Translators: a key pressed with Ctrl, as your keyboards print it ("Strg+{key}")
        return _("ctrl+{key}").format(key=key[len(CTRL) :])
    return key


def key_names(keys: str) -> str:
    """Each space-separated key of a help line's key column in the reader's language."""
    return " ".join(key_name(word) for word in keys.split(" "))
