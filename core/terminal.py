"""Text from outside (a save file, a peer on the network) made safe to print on a terminal.

A player name or title read from a file or a socket may carry escape sequences that move
the cursor, recolour or clear the screen, set the window title or the clipboard, ring the
bell, or bidirectional overrides that make the line read differently from its bytes.
`safe_text` shows every such character as a visible escape (``\\x1b``, ``\\u202e``) and leaves
all other text, accents and emoji included, as it is.

`safe_tree` does it once for a whole decoded message or save body, where it enters the
program (the wire decoder, the save decoder), so no screen has to remember: every string in
it is made safe, and a map key that is not a string is refused. A line break stays there
(a log line or a prompt may have several; it moves no cursor and sets no title); a text
that must be one line — a name, a title — goes through `one_line` as well.
"""

from __future__ import annotations

import unicodedata
from typing import Any

# Bidirectional embeddings, overrides and isolates: invisible, yet they reorder the line.
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)}

MAX_DEPTH = 32
"""How deep a tree from outside may nest: a state's wire form is a few levels, a phrase at
most five; msgpack allows 1,024, deeper than Python's recursion is safe to walk."""


_SCALARS = (int, float, bool, type(None))


class UnsafeTree(ValueError):
    """A decoded tree that cannot be made safe: a map key that is not a string, or nesting
    deeper than `MAX_DEPTH`. The message says which, in English, for the refusal."""


def _unsafe(ch: str) -> bool:
    return ch in _BIDI or unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in "\u200d"


def safe_text(text: str, *, keep: str = "") -> str:
    """`text` with control, format and bidi characters shown as visible escapes; the
    characters in `keep` (such as a line break) are left as they are."""
    if text.isprintable():  # the common case costs one C-level scan
        return text
    out = []
    for ch in text:
        if ch not in keep and _unsafe(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


def one_line(text: str) -> str:
    """`safe_text` of a text that must stay on one line (a name, a title): a line break in
    it is shown escaped too, so it cannot start a line that looks like another's."""
    return safe_text(text)


def safe_tree(tree: Any) -> Any:
    """`tree` (maps, lists, strings, numbers from msgpack or JSON) with every string made
    safe by `safe_text` — line breaks kept — changed in place where it can be;
    `UnsafeTree` if a map key is not a string, a value is of another kind (bytes, say), or
    it nests deeper than `MAX_DEPTH`."""
    return _safe(tree, 0)


def _safe(node: Any, depth: int) -> Any:
    kind = type(node)
    if kind is str:
        if node.isprintable():
            return node
        return safe_text(node, keep="\n")
    if kind is list:
        if depth >= MAX_DEPTH:
            raise UnsafeTree(f"nested deeper than {MAX_DEPTH}")
        for i, item in enumerate(node):
            if type(item) is str:
                if not item.isprintable():
                    node[i] = safe_text(item, keep="\n")
            elif type(item) in (list, dict):
                node[i] = _safe(item, depth + 1)
            elif type(item) not in _SCALARS:
                raise UnsafeTree(f"a value is a {type(item).__name__}")
        return node
    if kind is dict:
        if depth >= MAX_DEPTH:
            raise UnsafeTree(f"nested deeper than {MAX_DEPTH}")
        out = {}
        for key, value in node.items():
            if type(key) is not str:
                raise UnsafeTree(f"a map key is a {type(key).__name__}, not a string")
            if not key.isprintable():
                key = safe_text(key)
            out[key] = _safe(value, depth + 1)
        return out
    if kind in _SCALARS:
        return node
    raise UnsafeTree(f"a value is a {kind.__name__}")
