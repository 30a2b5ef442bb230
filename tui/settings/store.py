"""The settings file: what the player chose once and expects remembered (the language,
the theme, whether games against people are recorded, the new-game form's last choices
per game).

It lives in the platform's config folder (platformdirs: ~/.config/clanhall on Linux,
~/Library/Application Support/clanhall on macOS, %APPDATA%\\clanhall on Windows), or in
$CLANHALL_CONFIG_DIR when that is set. It is a small flat JSON object; a damaged, huge,
deeply nested or otherwise strange file (or a folder, a pipe…) is reported in one line
and read as no settings, and is moved aside (never overwritten) the first time new
settings are saved.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

from core.i18n import _

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024
# each setting this version reads, and its type
KNOWN: dict[str, type] = {"language": str, "theme": str, "record_people": bool}
PLAIN = (str, int, float, bool, type(None))  # a value that is no list or object


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
    """The saved settings ({} when there are none); SettingsError if the file is damaged,
    too large, not a regular file, or not a flat object of settings of the right types."""
    path = settings_path()
    try:
        if not path.exists() and not path.is_symlink():
            return {}
        if not path.is_file():  # a folder, a pipe, a device, a dangling link
            raise SettingsError(_("the settings file {path} is not a file; it is ignored").format(path=path))
        with open(path, "rb") as stream:
            raw = stream.read(MAX_BYTES + 1)  # the size read is capped, whatever stat says
        if len(raw) > MAX_BYTES:
            raise SettingsError(_("the settings file {path} is too large to be ours; it is ignored").format(path=path))
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # RecursionError: deep nesting
        raise SettingsError(
            _("the settings file {path} cannot be read ({problem}); it is ignored").format(
                path=path, problem=type(exc).__name__
            )
        ) from exc
    if not isinstance(data, dict) or not _is_settings(data):
        raise SettingsError(_("the settings file {path} holds no settings; it is ignored").format(path=path))
    return data


def _is_settings(data: dict) -> bool:
    """Whether `data` is a flat map whose known keys hold values of their type (a key
    this version does not know, from a newer one, is kept if its value is plain)."""
    for key, value in data.items():
        if not isinstance(value, PLAIN) or isinstance(value, float) and not math.isfinite(value):
            return False
        if key in KNOWN and not isinstance(value, KNOWN[key]):
            return False
    return True


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


def remembered_theme() -> str | None:
    """The theme chosen in the settings (a name the app checks against its themes), or
    None when there is none or the file is damaged (the language already said so)."""
    try:
        value = load_settings().get("theme")
    except SettingsError:
        return None
    return value if isinstance(value, str) else None


def remember_theme(name: str) -> Path:
    """Keep the theme `name` for the next start (other settings are kept)."""
    try:
        settings = load_settings()
    except SettingsError:
        settings = {}
    settings["theme"] = name
    return save_settings(settings)


def records_people() -> bool:
    """Whether this machine's player agrees that games against people are recorded in
    the profile (tui/profile/people.py); off when unset or the file is damaged."""
    try:
        return load_settings().get("record_people") is True
    except SettingsError:
        return False


def remember_records_people(on: bool) -> Path:
    """Keep whether games against people are recorded (other settings are kept)."""
    try:
        settings = load_settings()
    except SettingsError:
        settings = {}
    settings["record_people"] = bool(on)
    return save_settings(settings)


def _choices_prefix(form: str, game_id: str) -> str:
    # flat keys ("new_game.clans.seat.1"): the file stays a flat object of plain values
    return f"{form}.{game_id}."


def remembered_choices(form: str, game_id: str) -> dict:
    """The last choices made in `form` ("new_game", "host") for `game_id`, by field
    ("variant", "players", "seat.0", "name.0", "option.first_seat" …); {} when there are
    none or the file is damaged. The form checks each value against what it offers."""
    try:
        settings = load_settings()
    except SettingsError:
        return {}
    prefix = _choices_prefix(form, game_id)
    return {key[len(prefix) :]: value for key, value in settings.items() if key.startswith(prefix)}


def remember_choices(form: str, game_id: str, choices: dict) -> Path:
    """Keep `choices` (field -> plain value) as the last ones of `form` for `game_id`,
    replacing that game's earlier ones, and `game_id` as the game the form opens on next
    time (`last_game`); other settings are kept."""
    try:
        settings = load_settings()
    except SettingsError:
        settings = {}
    prefix = _choices_prefix(form, game_id)
    settings = {key: value for key, value in settings.items() if not key.startswith(prefix)}
    settings.update({prefix + field: value for field, value in choices.items() if isinstance(value, PLAIN)})
    settings[_last_game_key(form)] = game_id
    return save_settings(settings)


def _last_game_key(form: str) -> str:
    return f"{form}.last"  # no game's prefix: that is "<form>.<game id>." with its dot


def last_game(form: str) -> str | None:
    """The game `form` ("new_game", "host") last started, or None (never, or a damaged
    file; the form checks that the game is still installed)."""
    try:
        settings = load_settings()
    except SettingsError:
        return None
    said = settings.get(_last_game_key(form))
    return said if isinstance(said, str) else None
