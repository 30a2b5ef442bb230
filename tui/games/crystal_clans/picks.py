"""What a Crystal Clans decision looks like on the board: the picks that make each action.

No widgets here, only the model the board widgets light up from. Every legal action that
has a board form becomes a `Form`: the *items* picked first (cards from the hand, units
of a squad; by kind, since equal cards are one choice) and the *target* picked last (a
zone, a face-up crystal, one of your crystals, or a choice chip such as "Replenish"). A
`Picker` holds the items picked so far; a pick either completes an action, ticks or
unticks an item, or is refused. The one kind of action with no board form (which of
several effects resolves first) is answered from the action list.

Tokens name what is pointed at: ("hand", kind), ("discard", kind) (a card of the discard
pile: an Undying unit to summon, a card to take back), ("unit", kind), ("zone", z),
("crystal", slot), ("mine", crystal id), ("peek", i) (the i-th card from the top of your
draw pile, which you are looking at), ("choice", name).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

# actions answered by a chip below the board: action kind -> chip name
CHOICE_KINDS = (
    "replenish",
    "invade",
    "stay",
    "done",
    "battle",
    "no-battle",
    "yes",
    "no",
    "send",
    "keep-top",
    "to-bottom",
)


class Form(NamedTuple):
    action: tuple
    items: tuple  # tokens picked first (sorted unless `ordered`)
    ordered: bool  # the items are an order (top unit first), not a group
    target: tuple | None  # the last pick; None: the action is made once its items are


class Outcome(NamedTuple):
    kind: str  # "play" | "tick" | "untick" | "refuse"
    action: tuple | None = None


def card_token(view, seat: int, c: int) -> tuple:
    """A summon source: a card in `seat`'s hand, else an Undying unit in its discard pile."""
    return ("hand" if c in view.hands[seat] else "discard", view.kinds[c])


def board_form(view, seat: int, action) -> Form | None:
    """The board form of a legal `action` of `seat` (None: the list answers it)."""
    kind, kinds = action[0], view.kinds
    frame = view.stack[-1] if view.stack else None
    if kind == "summon":
        items = tuple(sorted(card_token(view, seat, c) for c in action[2]))
        return Form(action, items, False, ("zone", action[1]))
    if kind in ("activate", "target", "pull"):
        return Form(action, (), False, ("zone", action[1]))
    if kind == "clone":
        return Form(action, (), False, ("zone", action[2]))
    if kind == "score":
        return Form(action, (), False, ("crystal", action[1]))
    if kind == "crystal":
        return Form(action, (), False, ("mine", action[1]))
    if kind in ("battle-card", "discard"):
        return Form(action, (("hand", kinds[action[1]]),), False, None)
    if kind in ("take", "raise"):
        return Form(action, (("discard", kinds[action[1]]),), False, None)
    if kind in ("discard-unit", "sacrifice"):
        return Form(action, (("unit", kinds[action[1]]),), False, None)
    if kind == "toss":
        return Form(action, (("unit", kinds[action[1]]),), False, ("zone", action[2]))
    if kind == "move":
        items = tuple(sorted(("unit", kinds[c]) for c in action[2]))
        return Form(action, items, False, ("zone", action[1]))
    if kind == "leave":  # a big horde's: unticking a unit that is going leaves it behind
        return Form(action, (), False, ("unit", kinds[action[1]]))
    if kind == "order" and frame is not None and frame[0] == "order":
        fixed = frame[3]
        return Form(action, tuple(("unit", kinds[c]) for c in action[1][fixed:]), True, None)
    if kind == "mulligan":
        items = tuple(sorted(("hand", kinds[c]) for c in action[1]))
        return Form(action, items, False, ("choice", "mulligan"))
    if kind == "top":
        return Form(action, (), False, ("peek", action[1]))
    if kind in CHOICE_KINDS:
        return Form(action, (), False, ("choice", kind))
    return None


def discard_sources(view, seat: int, forms: list[Form]) -> list[int]:
    """Cards of `seat`'s discard pile some action picks (an Undying unit to summon, a
    card to take back into the hand): the board shows them beside the hand."""
    out = []
    for f in forms:
        if not any(t[0] == "discard" for t in f.items):
            continue
        cards = f.action[2] if f.action[0] == "summon" else (f.action[1],)
        out += [c for c in cards if c in view.discard[seat] and c not in out]
    return out


def going_units(forms: list[Form]) -> tuple:
    """The units of a move decision's biggest group: those the board shows ticked as it
    starts (the whole squad, but for units that cannot move or were left behind)."""
    groups = [f.action[2] for f in forms if f.action[0] == "move"]
    return max(groups, key=len, default=())


def decision_squad(view) -> tuple[int, int] | None:
    """(seat, zone) of the squad whose units the current decision picks from, if any."""
    if not view.stack:
        return None
    frame = view.stack[-1]
    if frame[0] in ("order", "trim", "move", "sac"):
        return frame[1], frame[2]
    if frame[0] == "toss":
        return frame[1], frame[3]
    return None


def decision_zone(view) -> int | None:
    """The zone the current decision is about (a battle, a moving or reordered squad)."""
    squad = decision_squad(view)
    if squad is not None:
        return squad[1]
    if view.stack and view.stack[-1][0] == "battle?":
        return view.stack[-1][2]
    if view.battle is not None:
        return view.battle.zone
    return None


def is_plain_choice(form: Form) -> bool:
    """A chip that makes its action with nothing ticked (Stay, Done, Replenish…)."""
    return not form.items and form.target is not None and form.target[0] == "choice"


class Picker:
    """The items picked so far towards one of the `forms`.

    What fits the picks so far is worked out once per set of picks and kept: a board draw
    asks it for every cell, and a summon from a full hand has a hundred forms or more."""

    _MEMO_LIMIT = 64  # sets of picks remembered (ticking back and forth revisits them)

    def __init__(self, forms: list[Form]) -> None:
        self.forms = forms
        self.picks: list[tuple[tuple, int]] = []  # (token, card instance)
        self._counts = [None if f.ordered else Counter(f.items) for f in forms]
        self._memo: dict[tuple, dict] = {}

    # -- questions ---------------------------------------------------------------------
    @property
    def tokens(self) -> list[tuple]:
        return [t for t, _ in self.picks]

    @property
    def instances(self) -> list[int]:
        return [c for _, c in self.picks]

    def _fits(self, form: Form) -> bool:
        sel = self.tokens
        if form.ordered:
            return list(form.items[: len(sel)]) == sel
        return not Counter(sel) - Counter(form.items)

    def _answers(self) -> dict:
        """The memo of the current picks: "fit" (the indices of the forms they fit), then
        what is asked of it."""
        key = tuple(self.tokens)
        memo = self._memo.get(key)
        if memo is None:
            if len(self._memo) >= self._MEMO_LIMIT:
                self._memo.clear()
            fit = self._fitting(key)
            memo = self._memo[key] = {"fit": fit, "consistent": [self.forms[i] for i in fit]}
        return memo

    def _fitting(self, key: tuple) -> list[int]:
        if not key:
            return list(range(len(self.forms)))
        want = Counter(key).items()
        n = len(key)
        out = []
        for i, (f, counts) in enumerate(zip(self.forms, self._counts)):
            if f.items[:n] == key if counts is None else all(counts[t] >= k for t, k in want):
                out.append(i)
        return out

    def consistent(self) -> list[Form]:
        return self._answers()["consistent"]

    def complete(self) -> list[Form]:
        memo = self._answers()
        if "complete" not in memo:
            n = len(self.picks)
            memo["complete"] = [f for f in memo["consistent"] if len(f.items) == n]
        return memo["complete"]

    def targets(self) -> set:
        """Targets that would make an action now (a chip needing no items always does:
        Stay, Done, No… drop whatever is ticked)."""
        memo = self._answers()
        if "targets" not in memo:
            out = {f.target for f in self.complete() if f.target is not None}
            out.update(f.target for f in self.forms if f.target is not None and is_plain_choice(f))
            memo["targets"] = out
        return memo["targets"]

    def addable(self) -> set:
        """Item tokens that may be picked next."""
        memo = self._answers()
        if "addable" not in memo:
            out: set = set()
            picked = Counter(self.tokens)
            n = len(self.picks)
            for i in memo["fit"]:
                counts, items = self._counts[i], self.forms[i].items
                if counts is None:
                    out.update(items[n : n + 1])
                else:
                    out.update(t for t, k in counts.items() if k > picked[t])
            memo["addable"] = out
        return memo["addable"]

    def legal(self, token, instance: int | None = None) -> bool:
        """Whether pointing at `token` (card `instance`) does something now."""
        if instance is not None and instance in self.instances:
            return True
        return token in self.targets() or token in self.addable()

    def next_step(self, form: Form) -> tuple | None:
        """The next pick towards `form` (None if the picks so far do not fit it)."""
        if is_plain_choice(form):
            return form.target
        if not self._fits(form):
            return None
        n = len(self.picks)
        if form.ordered:
            return form.items[n] if n < len(form.items) else form.target
        rest = list((Counter(form.items) - Counter(self.tokens)).elements())
        return rest[0] if rest else form.target

    def first_step(self) -> tuple | None:
        """The next pick of the first action that still fits: where the cursor goes."""
        for f in self.consistent():
            return self.next_step(f)
        return None

    # -- picking -----------------------------------------------------------------------
    def preselect(self, picks: list[tuple[tuple, int]]) -> None:
        """Start with `picks` ticked if some action uses exactly them (a whole squad
        about to move)."""
        want = Counter(t for t, _ in picks)
        if picks and any((Counter(f.items) if c is None else c) == want for f, c in zip(self.forms, self._counts)):
            self.picks = list(picks)

    def drop(self) -> bool:
        had = bool(self.picks)
        self.picks = []
        return had

    def pick(self, token, instance: int | None = None) -> Outcome:
        if instance is not None and instance in self.instances:
            leave = [f for f in self.forms if f.target == token and f.action[0] == "leave"]
            if leave:
                return self._played(leave[0])
            i = self.instances.index(instance)
            ordered = any(f.ordered for f in self.forms)
            self.picks = self.picks[:i] if ordered else self.picks[:i] + self.picks[i + 1 :]
            return Outcome("untick")
        complete = [f for f in self.complete() if f.target == token]
        if token is not None and complete and token[0] not in ("hand", "discard", "unit"):
            return self._played(complete[0])
        plain = [f for f in self.forms if f.target == token and is_plain_choice(f)]
        if plain:
            return self._played(plain[0])
        if token in self.addable() and instance is not None:
            self.picks.append((token, instance))
            left = self.consistent()
            if len(left) == 1 and left[0].target is None:
                return self._played(left[0])  # the rest is forced (the last units' order)
            return Outcome("tick")
        return Outcome("refuse")

    def _played(self, form: Form) -> Outcome:
        self.picks = []
        return Outcome("play", form.action)
