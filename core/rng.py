"""The seeded random number generator every state owns.

SplitMix64: one 64-bit integer of state, so cloning and saving it cost nothing and the
same seed gives the same sequence on every Python version and machine.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic PRNG (SplitMix64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit value."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return (self.next64() * n) >> 64

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        """One element of a non-empty sequence."""
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher–Yates). `next64` written out in the loop: the
        search shuffles hidden cards in every determinization, and the call was half the
        cost; the sequence is the same (tests/test_rng.py)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = s

    def clone(self) -> "Rng":
        return Rng(self.state)

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self.next64())
