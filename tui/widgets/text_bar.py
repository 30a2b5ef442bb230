"""A bar drawn in text, for progress and win chances inside a line of text."""

from __future__ import annotations


def bar(fraction: float, width: int = 12) -> str:
    """A text progress bar, e.g. ▰▰▰▰▱▱▱▱."""
    full = max(0, min(width, round(fraction * width)))
    return "▰" * full + "▱" * (width - full)
