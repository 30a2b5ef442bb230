"""The settings file: what the player chose once and expects remembered (the language).

It lives in the platform's config folder (platformdirs: ~/.config/clanhall on Linux,
~/Library/Application Support/clanhall on macOS, %APPDATA%\\clanhall on Windows), or in
$CLANHALL_CONFIG_DIR when that is set. It is a small JSON object; a damaged, huge or
strange file is reported in one line and read as no settings, and is moved aside (never
overwritten) the first time new settings are saved.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from core.i18n import _

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024


class SettingsError(Exception):
    """The settings file cannot be read or written (one line for the player)."""


def config_dir() -> Path:
    explicit = os.environ.get("CLANHALL_CONFIG_DIR")
    if explicit:
        return Path(explicit).expanduser()
    from platformdirs import user_config_path

    return user_config_path("clanhall", appauthor=False)


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load_settings() -> dict:
    """The saved settings ({} when there are none); SettingsError if the file is damaged."""
    path = settings_path()
    try:
        if not path.is_file():
            return {}
        if path.stat().st_size > MAX_BYTES:
            raise SettingsError(_("the settings file {path} is too large to be ours; it is ignored").format(path=path))
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, SettingsError):
            raise
        raise SettingsError(
            _("the settings file {path} cannot be read ({problem}); it is ignored").format(
                path=path, problem=type(exc).__name__
            )
        ) from exc
    if not isinstance(data, dict):
        raise SettingsError(_("the settings file {path} holds no settings; it is ignored").format(path=path))
    return data


def save_settings(settings: dict) -> Path:
    """Write `settings` atomically (a damaged file is first moved aside to *.damaged)."""
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            load_settings()
        except SettingsError:
            path.replace(path.with_name(FILE_NAME + ".damaged"))
        temporary = path.with_name(FILE_NAME + ".tmp")
        temporary.write_text(json.dumps(settings, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        temporary.replace(path)
    except OSError as exc:
        raise SettingsError(
            _("the settings cannot be saved in {path} ({problem})").format(path=path, problem=exc.strerror or exc)
        ) from exc
    return path


def remembered_language() -> tuple[str | None, str | None]:
    """The language chosen in the settings (or None), and a warning line if the file is damaged."""
    try:
        value = load_settings().get("language")
    except SettingsError as exc:
        return None, str(exc)
    return (value if isinstance(value, str) else None), None


def remember_language(code: str) -> Path:
    """Keep `code` as the language of the next start (other settings are kept)."""
    try:
        settings = load_settings()
    except SettingsError:
        settings = {}
    settings["language"] = code
    return save_settings(settings)
