"""Single-observer information-set MCTS (SO-ISMCTS) over the core protocol.

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search": the tree
is keyed by actions from the root seat's information set. Every iteration

1. determinizes the root view (`State.determinize`): a full state the seat cannot tell
   apart from the truth, with hidden cards and the RNG freshly sampled;
2. descends with UCT over the children whose actions are legal *in that determinization*,
   using availability counts (how often a child could have been chosen) in place of the
   parent's visit count;
3. expands one untried legal action (leaving out those the game's heuristic `prune`s as
   dominated by another);
4. plays out at random (or with the game's rollout policy) up to a depth cap, and scores
   the cut-off position with the game's heuristic (`ai.heuristics`), or `result()` if
   the game ended;
5. backs up the per-seat values: each node adds the value of the seat that chose its
   action, so 2 to 6 seats (and teams, whose mates share a result) need nothing special.

Where the game's heuristic names a seat's private knowledge (`private_key`, e.g. its
secret colour in Clans), another seat's choices keep their statistics per key, so the
tree models opponents as playing on what they know, while the subtree below stays
shared (our own later choices never learn the key). Without one, this is plain SO-ISMCTS.
Given a `belief` (ai.belief, Clans' secret colours read from the moves), each iteration's
determinization is drawn from it instead of uniformly.

`Search` holds one tree; `RootStats` (visits and value sums of the root's children) is
what root parallelism merges across processes.
"""

from __future__ import annotations

import random
import time
from math import exp, log, sqrt
from typing import Any, Callable

from ai.heuristics import Heuristic, heuristic_for
from core.protocol import Action, IllegalAction, State
from core.rng import Rng

# action -> (visits, sum of the root seat's values)
RootStats = dict

DEFAULT_C = 0.7  # UCT exploration where neither the caller nor the game says
TICK_SECONDS = 0.1  # how often `run` calls its tick (progress, cancellation)


class Node:
    """One action's node: how often it was chosen (`visits`), could have been chosen
    (`avail`), the summed value of the seat that chose it (`total`), and its children."""

    __slots__ = ("seat", "visits", "avail", "total", "children", "split")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.children: dict[Action, Node] = {}
        self.split: dict | None = None  # (private key, action) -> statistics, see iterate


class Search:
    """One ISMCTS tree for `seat` choosing among `legal`, knowing only `view`."""

    def __init__(
        self,
        view: State,
        seat: int,
        legal: list[Action],
        *,
        seed: int | None = None,
        c: float | None = None,
        playout_depth: int | None = None,
        heuristic: Heuristic | None = None,
        split_private: bool = True,
        belief: Any = None,
    ) -> None:
        # Re-redact: even if handed a full state, search only what `seat` may know.
        self.view = view.view(seat)
        self.seat = seat
        # (by default the game's evaluation for this many players, as the MCTS bot's)
        self.heuristic = heuristic or heuristic_for(view.game_id).for_search(view.num_seats)
        if c is None:  # the game's exploration where its heuristic names one
            c = self.heuristic.exploration_or(DEFAULT_C)
        self.c = c
        # Actions another one dominates (the game's `prune`) are never searched, here or
        # deeper; the root keeps them only if the view cannot say (nothing left).
        self.prune = self.heuristic.prune
        self.legal = list(legal)
        if self.prune is not None:
            self.legal = self.prune(self.view, self.legal) or self.legal
        self.playout_depth = self.heuristic.playout_depth if playout_depth is None else playout_depth
        self.private_key = self.heuristic.private_key if split_private else None
        # Where hidden roles are read from the moves (ai.belief), determinizations are
        # drawn from that belief instead of uniformly.
        self.belief = belief
        self.rng = random.Random(seed)
        self.root = Node(seat)
        self.iterations = 0
        self.refused = 0  # iterations skipped because a determinization refused an action

    # -- running ---------------------------------------------------------------------
    def run(
        self,
        iterations: int | None = None,
        deadline: float | None = None,
        tick: Callable[["Search"], bool] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> int:
        """Iterate until `iterations` more are done, `clock()` passes `deadline`, or `tick`
        (called about every `TICK_SECONDS` of `clock`) returns True. Returns the count.
        (Tests pass a fake clock so that a time budget ends after a known number of reads.)"""
        if iterations is None and deadline is None and tick is None:
            raise ValueError("a search needs a limit: iterations, a deadline or a tick")
        done = 0
        next_tick = clock() + TICK_SECONDS if tick else float("inf")
        iterate = self.iterate
        while iterations is None or done < iterations:
            now = clock()
            if deadline is not None and now >= deadline:
                break
            if tick is not None and now >= next_tick:
                next_tick = now + TICK_SECONDS
                if tick(self):
                    break
            try:
                iterate()
            except IllegalAction:
                # A determinization in which one of the seat's own legal actions is not
                # legal (a game bug): skip it rather than fail the whole choice.
                self.refused += 1
            done += 1
        return done

    def iterate(self) -> None:
        """One determinize-select-expand-playout-backup pass."""
        rng = self.rng
        rnd = rng.random
        if self.belief is None:
            state = self.view.determinize(self.seat, Rng(rng.getrandbits(64)))
        else:
            state = self.belief.deal(self.view, self.seat, rnd(), Rng(rng.getrandbits(64)))
        node = self.root
        path = [node]
        c = self.c
        legal: list | None = self.legal
        seat, private, prune = self.seat, self.private_key, self.prune
        table: dict  # the statistics chosen from: a node's children, or its split table
        best: Any  # (bare annotations: nothing runs, they tell mypy what the loop holds)
        best_entry: Any
        # selection and expansion
        while True:
            mover = state.to_move()
            if mover is None:
                break
            if legal is None:
                legal = state.legal_actions()
                if prune is not None:
                    legal = prune(state, legal)
            # Another seat's choice depends on what it knows (its colour, its hand): its
            # statistics are kept per private key, its subtree is shared.
            if private is not None and mover != seat:
                split = True
                pk = private(state, mover)
                if node.split is None:
                    node.split = {}
                table = node.split
            else:
                split = False
                table = node.children
            untried = None
            best = best_entry = None
            best_value = -1.0
            for a in legal:
                entry = table.get((pk, a) if split else a)
                if entry is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                    continue
                entry.avail += 1
                if untried is None:
                    v = entry.total / entry.visits + c * sqrt(log(entry.avail) / entry.visits)
                    if v > best_value:
                        best_value, best, best_entry = v, a, entry
            if untried is not None:
                a = untried[int(rnd() * len(untried))]
                state.apply(a)  # first, so a refused action leaves no unvisited node
                entry = table[(pk, a) if split else a] = Node(mover)
                if split and a not in node.children:
                    node.children[a] = Node(mover)
                path.append(entry)
                break
            state.apply(best)
            path.append(best_entry)
            node = node.children[best] if split else best_entry
            legal = None
        # playout
        values = self._playout(state, rnd)
        for n in path:
            n.visits += 1
            n.total += values[n.seat]
        self.iterations += 1

    def _playout(self, state: State, rnd) -> list[float]:
        depth = self.playout_depth
        policy = self.heuristic.playout_action
        prune = self.prune
        while depth > 0 and state.to_move() is not None:
            legal = state.legal_actions()
            if prune is not None:
                legal = prune(state, legal)
            if policy is None:
                state.apply(legal[int(rnd() * len(legal))])
            else:
                state.apply(policy(state, legal, rnd))
            depth -= 1
        if state.is_over():
            return state.result()
        return self.heuristic.evaluate(state)

    # -- reading the tree ------------------------------------------------------------
    def root_stats(self) -> RootStats:
        """Visits and value sums of the root's children (what root parallelism merges)."""
        return {a: (n.visits, n.total) for a, n in self.root.children.items()}


def merge_stats(parts) -> RootStats:
    """The sum of several searches' root statistics."""
    out: dict = {}
    for stats in parts:
        for a, (v, t) in stats.items():
            ov, ot = out.get(a, (0, 0.0))
            out[a] = (ov + v, ot + t)
    return out


def best_action(stats: RootStats, legal: list[Action]) -> tuple[Action, float, float]:
    """The most visited legal action (ties: the higher mean value, then list order),
    its share of the visits and its mean value. With no statistics: the first legal."""
    total = sum(v for v, _ in stats.values())
    best, key = legal[0], (-1, -1.0)
    for a in legal:
        v, t = stats.get(a, (0, 0.0))
        k = (v, t / v if v else 0.0)
        if k > key:
            best, key = a, k
    visits, mean = key
    if visits <= 0:
        return best, 0.0, 0.0
    return best, visits / total, mean


def sample_action(
    stats: RootStats, legal: list[Action], temperature: float, rng: random.Random
) -> tuple[Action, float, float]:
    """One of the searched legal actions drawn with weight exp((mean - best mean) /
    temperature): a weaker player's choice that still prefers good moves. Returns it with
    its visit share and mean value, like `best_action`."""
    searched = [(a, stats[a]) for a in legal if stats.get(a, (0, 0.0))[0] > 0]
    if not searched:
        return best_action(stats, legal)
    means = [t / v for _, (v, t) in searched]
    top = max(means)
    weights = [exp((m - top) / temperature) for m in means]
    k = rng.choices(range(len(searched)), weights)[0]
    total = sum(v for v, _ in stats.values())
    action, (visits, _) = searched[k]
    return action, visits / total, means[k]
