"""The action list's amount rows: a card's bids (or a sealed bid's, or a payment's
amounts) are one row, the amount picked on it with ←/→ or digits, so that a turn's list
fits the screen (a duel's opening bid turn: 24 rows become 4; later ones up to 92 → 4).
The keys are said once, in the prompt (`keys_line`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.i18n import _

AMOUNT_VERBS = ("bid", "sealed", "pay")  # actions whose last part is an amount of coins
GROUP_PREFIX = "amounts-"  # the row id of a group: GROUP_PREFIX + its number


def amount_key(action: tuple) -> tuple | None:
    """What an amount action is about without its amount (("bid", 2, 5) -> ("bid", 2)),
    None for an action with no amount."""
    if len(action) >= 2 and action[0] in AMOUNT_VERBS and isinstance(action[-1], int):
        return tuple(action[:-1])
    return None


@dataclass
class AmountRow:
    """One row for the actions of `key` that differ only in their amount."""

    key: tuple
    indices: list[int]  # into the legal actions, by amount, smallest first
    amounts: list[int]
    at: int = 0  # which amount the row plays now
    typed: str = ""  # digits typed so far
    marks: dict[int, str] = field(default_factory=dict)  # amount -> the hint's mark

    @property
    def index(self) -> int:
        """The legal action the row plays now."""
        return self.indices[self.at]

    @property
    def amount(self) -> int:
        return self.amounts[self.at]

    def step(self, by: int) -> None:
        """One amount up or down (kept within the legal ones)."""
        self.at = max(0, min(len(self.amounts) - 1, self.at + by))
        self.typed = ""

    def choose(self, amount: int) -> bool:
        """Play `amount` from now on, if it is one of the row's."""
        if amount not in self.amounts:
            return False
        self.at = self.amounts.index(amount)
        return True

    def type_digit(self, digit: str) -> bool:
        """A digit typed on the row: it extends the amount typed so far (1 then 2: 12) or,
        where that is no legal amount, starts a new one."""
        for text in (self.typed + digit, digit):
            if text.lstrip("0") and self.choose(int(text)):
                self.typed = text
                return True
        self.typed = ""
        return False

    def label(self, said: str) -> str:
        """The row's text: the action it plays now (`said`, its amount first: list_words.py)
        and the hint's marks, where it marked amounts of this row. The keys and the range
        are said once, in the prompt (`keys_line`), not in every row: with them a row took
        two lines (issue 29 §1)."""
        marks = " ".join(f"{mark}{amount}" for amount, mark in sorted(self.marks.items(), key=lambda m: m[1]))
        head = f"{self.marks[self.amount]} " if self.amount in self.marks else ""
        return head + said + (f"  ({marks})" if marks else "")


def keys_line(rows: list[AmountRow]) -> str:
    """The prompt's line for a list with amount rows: the keys that change an amount, and
    the range when every row has the same; "" without amount rows."""
    if not rows:
        return ""
    ranges = {(row.amounts[0], row.amounts[-1]) for row in rows}
    if len(ranges) == 1:
        ((low, high),) = ranges
        return _("List: ←/→ or digits, amount {low}–{high}").format(low=low, high=high)
    return _("List: ←/→ or digits, amount")


def rows_of(legal: list, listed) -> list[int | AmountRow]:
    """The list's rows for the `listed` indices into `legal`: an amount action joins the
    row of its key (made where its first amount is), any other is a row of its own; a key
    with a single amount stays a plain row."""
    rows: list[int | AmountRow] = []
    groups: dict[tuple, AmountRow] = {}
    for i in listed:
        key = amount_key(legal[i])
        if key is None:
            rows.append(i)
            continue
        if key not in groups:
            groups[key] = AmountRow(key, [], [])
            rows.append(groups[key])
        groups[key].indices.append(i)
        groups[key].amounts.append(legal[i][-1])
    for group in groups.values():
        order = sorted(range(len(group.amounts)), key=lambda k: group.amounts[k])
        group.indices = [group.indices[k] for k in order]
        group.amounts = [group.amounts[k] for k in order]
    return [row.indices[0] if isinstance(row, AmountRow) and len(row.indices) == 1 else row for row in rows]
