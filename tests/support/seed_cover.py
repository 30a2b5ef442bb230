"""How the property tests' games were chosen: trace each candidate game's lines in a rule
package (core/<game>/) and keep a greedy set cover, the fewest games that reach every rule
line all the candidates reach. Run by hand when the rules change, e.g.

    .venv/bin/python -c "from tests.support.seed_cover import ...; cover(cases, 'core/clans/')"

(cases: (seed, a function that plays that seed's checked game)). Python 3.11 has no
sys.monitoring; sys.settrace only on the rule package's frames costs about 2x."""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable, Iterable
from pathlib import Path


def traced_lines(run: Callable[[], object], rule_dir: str) -> set[tuple[str, int]]:
    """The (file, line) pairs of `rule_dir` that `run()` executes."""
    seen: set[tuple[str, int]] = set()

    def local(frame, event, arg):
        if event == "line":
            seen.add((frame.f_code.co_filename, frame.f_lineno))
        return local

    def calls(frame, event, arg):
        if frame.f_code.co_filename.startswith(rule_dir):
            seen.add((frame.f_code.co_filename, frame.f_code.co_firstlineno))
            return local
        return None

    sys.settrace(calls)
    try:
        run()
    finally:
        sys.settrace(None)
    return seen


def greedy_cover(lines_of: dict[Hashable, set]) -> list[Hashable]:
    """The keys, few, whose line sets together hold every line of all of them."""
    chosen, left = [], set().union(*lines_of.values())
    while left:
        best = max(lines_of, key=lambda k: len(lines_of[k] & left))
        chosen.append(best)
        left -= lines_of[best]
    return chosen


def cover(cases: Iterable[tuple[Hashable, Callable[[], object]]], rule_dir: str) -> list[Hashable]:
    """The chosen keys of `cases` (see the module's docstring)."""
    rule_dir = str(Path(rule_dir).resolve())
    return greedy_cover({key: traced_lines(run, rule_dir) for key, run in cases})


def cheap_cover(lines_of: dict[Hashable, set], cost_of: dict[Hashable, float]) -> list[Hashable]:
    """Like `greedy_cover`, but each step keeps the game with the most new lines per unit of
    its cost (e.g. CPU seconds), and games the others make redundant are dropped after: a
    cover that costs less to play, not one of the fewest games."""
    chosen, left = [], set().union(*lines_of.values())
    while left:
        best = max(lines_of, key=lambda k: len(lines_of[k] & left) / cost_of[k])
        chosen.append(best)
        left -= lines_of[best]
    everything = set().union(*lines_of.values())
    for key in reversed(list(chosen)):
        rest = [k for k in chosen if k != key]
        if rest and set().union(*(lines_of[k] for k in rest)) >= everything:
            chosen = rest
    return chosen
