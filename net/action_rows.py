"""The text client's list of legal actions as rows: an action is a numbered row, except
the actions that differ only in an amount of coins (Crimson Company's bids on one card, a
sealed bid, a payment), which share one lettered row — "a. Player 1 bids 1 coin on Wizard
(amounts 1–6: type a1 to a6)" — so a bidding turn is 4 rows, not 24 or 92.

(The interface groups the same actions in tui/games/crimson_company/bids.py, where the
amount is picked with ←/→ or digits on the row.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.i18n import _

AMOUNT_VERBS = ("bid", "sealed", "pay")  # actions whose last part is an amount of coins
_TYPED_GROUP = re.compile(r"([a-z]+)\s*(\d+)")


def amount_key(action: tuple) -> tuple | None:
    """What an amount action is about without its amount (("bid", 2, 5) -> ("bid", 2)),
    None for an action with no amount."""
    if len(action) >= 2 and action[0] in AMOUNT_VERBS and type(action[-1]) is int:
        return tuple(action[:-1])
    return None


@dataclass
class Row:
    """One row of the list: `code` is what the player types ("3", or "a" and an amount),
    `indices` the legal actions it stands for (by amount, smallest first, for a group)."""

    code: str
    indices: list[int]
    amounts: list[int]

    @property
    def grouped(self) -> bool:
        return bool(self.amounts)


def rows_of(legal: list) -> list[Row]:
    """The rows of a turn's legal actions, in their order (a group where its first amount
    is); a key with a single amount stays a plain numbered row."""
    rows: list[Row] = []
    groups: dict[tuple, Row] = {}
    for i, action in enumerate(legal):
        key = amount_key(action)
        if key is None:
            rows.append(Row("", [i], []))
        elif key in groups:
            groups[key].indices.append(i)
            groups[key].amounts.append(action[-1])
        else:
            groups[key] = Row("", [i], [action[-1]])
            rows.append(groups[key])
    numbered = lettered = 0
    for row in rows:
        if len(row.indices) == 1:
            row.amounts = []
        if row.grouped:
            order = sorted(range(len(row.amounts)), key=row.amounts.__getitem__)
            row.indices = [row.indices[k] for k in order]
            row.amounts = [row.amounts[k] for k in order]
            row.code = letters(lettered)
            lettered += 1
        else:
            numbered += 1
            row.code = str(numbered)
    return rows


def letters(n: int) -> str:
    """The `n`th group's code: a … z, then aa, ab, …"""
    code = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        code = chr(ord("a") + rest) + code
    return code


def row_text(row: Row, texts: list) -> str:
    """What a row says: its action's words (a group's: its smallest amount's) and, for a
    group, the amounts and how to type one."""
    said = str(texts[row.indices[0]])
    if not row.grouped:
        return said
    low, high = row.amounts[0], row.amounts[-1]
    return _("{action} (amounts {low}–{high}: type {code}{low} to {code}{high})").format(
        action=said, low=low, high=high, code=row.code
    )


def chosen(rows: list[Row], typed: str) -> int | None:
    """The legal action `typed` picks ("3": the third numbered row; "a4": group a's amount
    4), or None when it picks none."""
    typed = typed.strip().lower()
    match = _TYPED_GROUP.fullmatch(typed)
    for row in rows:
        if row.grouped and match and row.code == match.group(1):
            amount = int(match.group(2))
            return row.indices[row.amounts.index(amount)] if amount in row.amounts else None
        if not row.grouped and row.code == typed:
            return row.indices[0]
    return None
