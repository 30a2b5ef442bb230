"""Which tutorials a player finished and where an unfinished one stands, kept in the
settings file (tui/settings/store.py) as flat keys: "learn.<game>" the step to resume
(a number) and "learned.<game>" (true once finished). A value of the wrong type reads as
nothing remembered."""

from __future__ import annotations

from tui.settings.store import SettingsError, load_settings, save_settings


def _settings() -> dict:
    try:
        return load_settings()
    except SettingsError:
        return {}


def resume_step(game: str) -> int:
    """The step (from 0) an unfinished tutorial of `game` stopped at; 0 if none."""
    value = _settings().get(f"learn.{game}")
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def finished(game: str) -> bool:
    """Whether the player finished `game`'s tutorial once."""
    return _settings().get(f"learned.{game}") is True


def remember(game: str, step: int, done: bool = False) -> None:
    """Keep `step` as where to resume (and `done` once the tutorial is finished); other
    settings are kept. SettingsError if the file cannot be written."""
    settings = _settings()
    settings[f"learn.{game}"] = 0 if done else step
    if done:
        settings[f"learned.{game}"] = True
    save_settings(settings)
