"""What a full-screen app of clanhall does with an error nothing caught (a bug).

Textual's own handling prints a long traceback, with local variables, once the screen
closes. `LogsCrashes` writes that traceback to the error log (core/errorlog.py) instead,
leaves the player one line naming the log, and the app exits with status 1 as before.
"""

from __future__ import annotations

import sys

from core.i18n import _
from core.terminal import safe_text


def crash_line(error: BaseException, path) -> str:
    """The one line shown for `error` whose traceback is in the log at `path`."""
    last = safe_text((str(error).strip().splitlines() or [""])[-1])  # some errors carry a whole traceback
    return "clanhall: " + _("unexpected error ({error}); the details are in {path}").format(
        error=f"{type(error).__name__}: {last}", path=path
    )


class LogsCrashes:
    """Mixed into a Textual App (before App): uncaught errors go to the error log."""

    crash_lines: list[str] | None = None  # what is printed once the screen has closed

    def _handle_exception(self, error: Exception) -> None:
        from core.errorlog import log_exception

        path = log_exception(f"{type(self).__name__}: uncaught error in the interface", error)
        super()._handle_exception(error)  # type: ignore[misc]  # sets the exit status 1 and closes
        self._exit_renderables.clear()  # type: ignore[attr-defined]  # Textual's traceback: in the log now
        if not self.crash_lines:  # the first error's line; later ones are in the log
            self.crash_lines = [crash_line(error, path)]

    def _print_error_renderables(self) -> None:
        super()._print_error_renderables()  # type: ignore[misc]
        for line in self.crash_lines or ():
            print(line, file=sys.stderr)  # whole, not folded or cut at the terminal's width
        self.crash_lines = []
