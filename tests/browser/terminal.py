"""Reading and typing into the terminal of a `clanhall serve` page.

textual-serve draws the screen with xterm.js on a canvas, so the page holds no text to
read. An init script keeps a reference to the page's xterm `Terminal` (caught when its
constructor binds its option accessors, the one place it passes itself to a function we
can see) and `screen()` reads its active buffer through xterm's public API: exactly the
characters the page shows.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

CATCH_TERMINAL = """
(() => {
  const bind = Function.prototype.bind;
  Function.prototype.bind = function (thisArg, ...rest) {
    if (thisArg && thisArg._core && thisArg._addonManager && !window.clanhallTerminal) {
      window.clanhallTerminal = thisArg;
    }
    return bind.call(this, thisArg, ...rest);
  };
})();
"""

READ_SCREEN = """
() => {
  const term = window.clanhallTerminal;
  if (!term) return null;
  const buffer = term.buffer.active;
  const rows = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(true) : "");
  }
  return rows.join("\\n");
}
"""


class BrowserTerminal:
    """The terminal of one browser page: open it, read its screen, press keys, wait."""

    def __init__(self, page, timeout: float = 60.0) -> None:
        self.page = page
        self.timeout = timeout
        page.add_init_script(CATCH_TERMINAL)

    def open(self, url: str) -> None:
        self.page.goto(url)
        self.wait_until(lambda text: text.strip() != "", "the app's first screen")
        self.page.focus(".xterm-helper-textarea")  # where xterm.js takes the keyboard

    def screen(self) -> str:
        """The text on the terminal now ("" before it exists), trailing blanks dropped."""
        text = self.page.evaluate(READ_SCREEN) or ""
        return "\n".join(line.rstrip() for line in text.splitlines())

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)

    def wait_for(self, text: str) -> str:
        return self.wait_until(lambda screen: text in screen, repr(text))

    def wait_for_match(self, pattern: str) -> re.Match:
        """Wait until the regular expression `pattern` matches the screen; the match."""
        screen = self.wait_until(lambda text: re.search(pattern, text) is not None, f"/{pattern}/")
        return re.search(pattern, screen)

    def wait_until(self, condition: Callable[[str], bool], what: str) -> str:
        """Poll the screen until `condition(screen)`; AssertionError with the screen after `timeout`."""
        deadline = time.monotonic() + self.timeout
        while True:
            screen = self.screen()
            if condition(screen):
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {self.timeout:.0f} s for {what}; the screen shows:\n{screen}")
            self.page.wait_for_timeout(100)
