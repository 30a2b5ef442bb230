"""What an app would write to the terminal, for tests of hostile text: the full frame the
screen's compositor renders, as the driver would send it (text and Textual's own escape
codes), so a test can check that no escape sequence from data reaches the terminal."""

from __future__ import annotations

from textual.app import App

# Sequences a hostile name carries (see `HOSTILE`): none may reach the terminal raw.
RAW = ("\x1b]0;", "\x1b]52;", "\x07", "\u202e", "\x1b[2J", "\x1b[10;10H")

HOSTILE = (
    "Anna\x1b]0;PWNED\x07\x1b[2J",  # sets the window title, clears the screen
    "Bob\x1b]52;c;ZXZpbA==\x07\u202e\x1b[10;10H",  # the clipboard, a bidi override, the cursor
)


def terminal_output(app: App) -> str:
    """The whole current frame of `app` as escape codes and text, as a terminal gets it."""
    update = app.screen._compositor.render_update(full=True)
    return update.render_segments(app.console)


def raw_sequences(output: str) -> list[str]:
    """The hostile sequences of `RAW` found in `output` (empty: none reached the terminal)."""
    return [seq for seq in RAW if seq in output]
