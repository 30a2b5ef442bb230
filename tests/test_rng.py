"""core.rng: the shuffle written out for speed deals exactly as the plain Fisher–Yates."""

from __future__ import annotations

from core.rng import Rng


def reference_shuffle(rng: Rng, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = (rng.next64() * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]


def test_the_shuffle_is_the_reference_fisher_yates_and_leaves_the_same_state():
    for seed in (0, 1, 7, 2**63 + 5, 2**64 - 1):
        for n in (0, 1, 2, 3, 10, 40, 121):
            fast, slow = Rng(seed), Rng(seed)
            a, b = list(range(n)), list(range(n))
            fast.shuffle(a)
            reference_shuffle(slow, b)
            assert a == b and fast.state == slow.state
            assert fast.next64() == slow.next64()


def test_a_known_deal_stays_the_same():
    # saves replay from seeds: a shuffle that changed would move every saved game
    items = list(range(10))
    Rng(2026).shuffle(items)
    assert items == EXPECTED_2026


EXPECTED_2026 = [1, 0, 6, 7, 3, 9, 2, 5, 4, 8]  # what the shuffle dealt before it was written out
