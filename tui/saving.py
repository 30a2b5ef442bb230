"""Saving, loading, autosaving and replaying from the interface.

The saves engineer's modules do the work: `core.savefile` reads and writes the files,
`tui.screens.save_dialogs` asks the player (SaveDialog, LoadDialog, QuitDialog) and
`tui.screens.replay` steps through a game. This module only wires them to the app, and
tells the player clearly when a part is missing from the build.
"""

from __future__ import annotations

from datetime import datetime, timezone

from core.i18n import _


class SaveError(Exception):
    """A save that cannot be written or read; the message says why."""


def now() -> datetime:
    return datetime.now(timezone.utc)


def _savefile():
    from core import savefile  # when first needed: start-up does not read saves

    return savefile


def folder(app):
    """The saves folder: `--saves-dir`, $CLANHALL_SAVES_DIR or ./saves."""
    return _savefile().saves_dir(getattr(app, "saves_option", None))


def load_match(path):
    """The match saved at `path` replayed, and its save data; SaveError otherwise."""
    savefile = _savefile()
    from core.save import SaveError as CoreSaveError

    try:
        return savefile.load_match(path)
    except CoreSaveError as exc:
        raise SaveError(str(exc)) from None


def start_autosave(app, match, save=None, path=None) -> None:
    """Rewrite the match's autosave slot after every action (a loaded game keeps its own
    slot, see `Autosaver.resume`). A failing write is reported once, the game goes on."""
    if not getattr(app, "autosave", True) or match.is_over():
        return
    try:
        savefile = _savefile()
    except SaveError:
        return
    reported: list[Exception] = []

    def on_error(exc) -> None:
        if not reported:
            reported.append(exc)
            app.notify(_("Autosave failed: {error}").format(error=exc), severity="warning", timeout=8)

    if save is not None and path is not None:
        saver = savefile.Autosaver.resume(save, path, clock=now, names=match.names, on_error=on_error)
    else:
        saver = savefile.Autosaver(folder(app), clock=now, names=match.names, on_error=on_error)
    match.listeners.append(saver)


def autosaved(match):
    """The file holding `match` as it stands (its autosave slot, written after its last
    action without error), or None: not autosaved, or not yet, or the last write failed."""
    try:
        autosaver = _savefile().Autosaver
    except SaveError:
        return None
    for listener in match.listeners:
        if isinstance(listener, autosaver) and listener.writes and listener.last_error is None:
            return listener.path
    return None


def ask_save(app, match) -> None:
    """Ask for a name and save the game (the SaveDialog), then say where it went."""
    from tui.screens.save_dialogs import SaveDialog

    try:
        directory = folder(app)
    except SaveError as exc:
        app.notify(_("Saving is not available: {error}").format(error=exc), severity="error")
        return

    def saved(path) -> None:
        if path:
            app.notify(_("Saved to {path}").format(path=path), title=_("Game saved"))

    app.push_screen(SaveDialog(match, directory=directory, clock=now, names=match.names), saved)


def ask_load(app) -> None:
    """Let the player pick one of the saved games (the LoadDialog), then open it."""
    from tui.screens.save_dialogs import LoadDialog

    try:
        directory = folder(app)
    except SaveError as exc:
        app.notify(_("Loading is not available: {error}").format(error=exc), severity="error")
        return

    def chosen(path) -> None:
        if path:
            app.load_game(path)

    app.push_screen(LoadDialog(directory=directory), chosen)


def ask_quit(app, match) -> bool:
    """Offer to save an unfinished game before quitting (the QuitDialog). Returns False
    if there is no such prompt, so the caller quits at once."""
    from tui.screens.save_dialogs import QuitDialog

    try:
        directory = folder(app)
    except SaveError:
        return False

    def answered(quit_now: bool) -> None:
        if quit_now:
            app.exit()

    app.push_screen(QuitDialog(match, directory=directory, clock=now, names=match.names), answered)
    return True


def open_replay(app, match) -> None:
    """Step through `match` from the start (the replay screen)."""
    from tui.screens.replay import ReplayScreen

    app.push_screen(ReplayScreen(match))


def offer_continue(app) -> None:
    """On start: if an unfinished game's autosave is in the saves folder, offer to carry
    on with it (the ContinueDialog); "Not now" leaves the main menu as it is."""
    from tui.screens.save_dialogs import ContinueDialog

    savefile = _savefile()
    try:
        directory = folder(app)
        if not savefile.find_unfinished_autosaves(directory):
            return
    except (SaveError, OSError):
        return

    def chosen(path) -> None:
        if path:
            app.load_game(path)

    app.push_screen(ContinueDialog(directory=directory), chosen)
