"""Saving, loading and replaying from the interface, over the saves engineer's modules.

`core.savefile` reads and writes the files; this module only asks the player (which file)
and reports the outcome. If the save modules are not installed, the player is told so.
"""
from __future__ import annotations

from datetime import datetime, timezone


class SaveError(Exception):
    """A save that cannot be written or read; the message says why."""


def _savefile():
    try:
        from core import savefile
    except ImportError:
        raise SaveError("saving is not available in this build (core.savefile is missing)") from None
    return savefile


def save_now(match, directory=None):
    """Write `match` to a new file in the saves folder; returns the path."""
    savefile = _savefile()
    try:
        return savefile.write_save(match, directory=directory,
                                   now=datetime.now(timezone.utc))
    except OSError as exc:
        raise SaveError(f"cannot write the save: {exc}") from None


def load_match(path):
    """The match saved at `path`, replayed; SaveError with the reason otherwise."""
    savefile = _savefile()
    from core.save import SaveError as CoreSaveError

    try:
        match, _ = savefile.load_match(path)
    except CoreSaveError as exc:
        raise SaveError(str(exc)) from None
    return match


def ask_save(app, match) -> None:
    """Save the game and say where it went."""
    try:
        path = save_now(match)
    except SaveError as exc:
        app.notify(str(exc), title="Not saved", severity="error", timeout=8)
        return
    app.notify(f"Saved to {path}", title="Game saved")


def ask_load(app) -> None:
    """Let the player pick one of the saved games, then open it."""
    from tui.screens.dialogs import ChoiceDialog

    try:
        savefile = _savefile()
    except SaveError as exc:
        app.notify(str(exc), severity="error")
        return
    infos = [i for i in savefile.list_saves() if not i.damaged]
    if not infos:
        app.notify(f"No saved games in {savefile.saves_dir()}.", severity="warning")
        return
    choices = [(f"{i.game_name} · {', '.join(i.players)} · {i.progress or f'{i.moves} moves'}"
                f" · {i.status}", str(i.path)) for i in infos]

    def chosen(path) -> None:
        if path:
            app.load_game(path)

    app.push_screen(ChoiceDialog("Load a saved game", choices), chosen)


def open_replay(app, match) -> None:
    """Step through `match` from the start (the replay screen, when installed)."""
    try:
        from tui.screens.replay import ReplayScreen
    except ImportError:
        app.notify("The replay viewer is not installed; save the game and run "
                   "`clanhall replay FILE`.", severity="warning", timeout=8)
        return
    app.push_screen(ReplayScreen(match))
