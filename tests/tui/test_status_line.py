"""The game screen's top line is never cut: at 80 columns a German or Spanish title that
would not fit with wide separators takes narrow ones. (On the screen, with the longest
names, in German and Spanish: tests/tui/test_cut_80.py.)"""

from __future__ import annotations

from tui.widgets.title import fit_title


def test_the_title_keeps_wide_separators_when_they_fit():
    assert fit_title(["a", "b"], 80) == "a  ·  b"
    assert fit_title(["x" * 38, "y" * 38], 80) == "x" * 38 + " · " + "y" * 38  # 81 wide, 79 narrow
