"""Text from outside (a save file, a peer on the network) made safe to print on a terminal.

A player name or title read from a file or a socket may carry escape sequences that move
the cursor, recolour or clear the screen, or bidirectional overrides that make the line
read differently from its bytes. `safe_text` shows every such character as a visible
escape (``\\x1b``, ``\\u202e``) and leaves all other text, accents and emoji included, as it is.
"""

from __future__ import annotations

import unicodedata

# Bidirectional embeddings, overrides and isolates: invisible, yet they reorder the line.
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)}


def _unsafe(ch: str) -> bool:
    return ch in _BIDI or unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in "\u200d"


def safe_text(text: str) -> str:
    """`text` with control, format and bidi characters shown as visible escapes."""
    if text.isprintable():  # the common case costs one C-level scan
        return text
    out = []
    for ch in text:
        if _unsafe(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)
