"""Save files on disk: the one place clanhall reads and writes saves.

`core.save` turns a match into bytes and back; this module puts those bytes in files.
It never reads the clock: every writer takes `now` (a datetime or epoch seconds) or, for
the autosaver, a `clock` callable from its caller.

    from datetime import datetime, timezone
    from core.savefile import (write_save, load_match, list_saves, Autosaver,
                               find_unfinished_autosaves, saves_dir)

    folder = saves_dir(args.saves_dir)                 # --saves-dir, $CLANHALL_SAVES_DIR, ./saves
    path = write_save(match, directory=folder, now=datetime.now(timezone.utc))
    match, save = load_match(path)                     # SaveError with a clear message
    for info in list_saves(folder): ...                # never raises; damaged files marked
    autosaver = Autosaver(folder, clock=lambda: datetime.now(timezone.utc))
    match.listeners.append(autosaver)                  # writes its slot after every action

Writes are atomic: the bytes go to a temporary file in the same folder, are flushed and
fsynced, and `os.replace` puts the file in place, so a crash leaves either the old good
file or the new good file, never a partial one.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Mapping

from core.i18n.phrase import Phrase, Said, phrase
from core.match import Match
from core.registry import get_game
from core.save import (
    HEADER_SIZE,
    MAX_BODY,
    RULES_CHANGED,
    SaveData,
    SaveError,
    decode_save,
    encode_save,
    make_match_id,
    match_from_save,
    rules_changed,
)

SAVE_SUFFIX = ".clanhall"
AUTOSAVE_PREFIX = "autosave-"
ENV_VAR = "CLANHALL_SAVES_DIR"
DEFAULT_DIR = "saves"
_TEMP_SUFFIX = ".tmp"

Clock = Callable[[], "datetime | float"]


def saves_dir(option: str | os.PathLike | None = None, environ: Mapping[str, str] | None = None) -> Path:
    """The saves folder: the `--saves-dir` option if given, else $CLANHALL_SAVES_DIR,
    else ./saves (relative to the working directory)."""
    if option:
        return Path(option)
    env = (os.environ if environ is None else environ).get(ENV_VAR)
    return Path(env) if env else Path(DEFAULT_DIR)


# -- names -------------------------------------------------------------------------------
def _slug(text: str, limit: int = 24) -> str:
    """`text` as a file-name part: lower-case ASCII letters, digits and single dashes."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    out = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return out[:limit].strip("-") or "x"


def _date(now: datetime | float | None) -> str:
    if now is None:
        return "undated"
    if isinstance(now, (int, float)):
        now = datetime.fromtimestamp(now, timezone.utc)
    if now.tzinfo is None:
        now = now.replace(tzinfo=timezone.utc)
    return now.astimezone(timezone.utc).strftime("%Y-%m-%d-%H%M")


def save_file_name(
    match: Match, now: datetime | float | None, *, title: str = "", names: list[str] | None = None
) -> str:
    """A file name that says game, date (UTC) and players, and the title if there is one:
    "clans-2026-11-22-2242-anna-vs-bob.clanhall"."""
    players = "-vs-".join(_slug(n, 12) for n in (names or match.names))
    parts = [match.game.id, _date(now)] + ([_slug(title, 32)] if title else []) + [players]
    return "-".join(parts)[:150] + SAVE_SUFFIX


def _free_path(directory: Path, name: str) -> Path:
    """`directory/name`, or with "-2", "-3", ... before the suffix if that exists."""
    path = directory / name
    stem = name[: -len(SAVE_SUFFIX)]
    n = 2
    while path.exists():
        path = directory / f"{stem}-{n}{SAVE_SUFFIX}"
        n += 1
    return path


# -- writing -----------------------------------------------------------------------------
def atomic_write(path: str | os.PathLike, data: bytes, *, replace: bool = True) -> Path:
    """Write `data` to `path` so that readers see the old file or the whole new one.
    With `replace=False` an existing `path` is never replaced: FileExistsError instead
    (the file appears by a hard link, which fails atomically if the name is taken, so two
    processes writing into one folder cannot overwrite each other).

    The temporary file sits in the same folder (".NAME.PID.tmp"), so `os.replace` is a
    rename within one file system; it is fsynced before the rename and the folder after.
    On any error the temporary file is removed and the old file is untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{os.getpid()}{_TEMP_SUFFIX}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            os.link(tmp, path)
            os.unlink(tmp)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)
    return path


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_save(
    match: Match,
    path: str | os.PathLike | None = None,
    *,
    directory: str | os.PathLike | None = None,
    now: datetime | float | None,
    created: datetime | float | None = None,
    names: list[str] | None = None,
    title: str = "",
    match_id: str | None = None,
) -> Path:
    """Save `match` atomically and return the path written.

    With `path`, that file is written (replaced if it exists). Without it, a new file named
    by `save_file_name` goes into `directory` (default: `saves_dir()`), never replacing
    another save. `now` is the caller's clock reading (None: undated); `created` defaults
    to `now`. Raises OSError if the folder cannot be written, ValueError if the match
    cannot be encoded (see `encode_save`).
    """
    data = encode_save(
        match, names=names, created=created if created is not None else now, updated=now, title=title, match_id=match_id
    )
    if path is not None:
        return atomic_write(path, data)
    folder = Path(directory) if directory is not None else saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    name = save_file_name(match, now, title=title, names=names)
    while True:  # another writer may take the free name first: then take the next one
        try:
            return atomic_write(_free_path(folder, name), data, replace=False)
        except FileExistsError:
            continue


def save_match(
    match: Match,
    path: str | os.PathLike | None = None,
    *,
    directory: str | os.PathLike | None = None,
    now: datetime | float | None = None,
    **kwargs,
) -> Path:
    """`write_save` with `now` optional (undated saves), for headless tools like the arena."""
    return write_save(match, path, directory=directory, now=now, **kwargs)


# -- reading -----------------------------------------------------------------------------
def read_save(path: str | os.PathLike) -> SaveData:
    """The checked contents of the save at `path`; `SaveError` naming the file otherwise.
    The file is only read, never changed."""
    path = Path(path)
    try:
        data = _read_small_file(path)
    except FileNotFoundError:
        raise SaveError(str(path), phrase("no such file")) from None
    except IsADirectoryError:
        raise SaveError(str(path), phrase("is a folder, not a save file")) from None
    except OSError as exc:
        raise SaveError(str(path), phrase("cannot be read ({problem})", problem=str(exc.strerror or exc))) from None
    return decode_save(data, source=str(path))


def _read_small_file(path: Path) -> bytes:
    """The bytes of `path` if it is a regular file no larger than a save can be.

    Checked before reading and bounded while reading, so a device (/dev/zero), a FIFO
    (which would block), a huge file or one that grows is refused instead of read."""
    limit = HEADER_SIZE + MAX_BODY
    info = path.stat()
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(path)
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(str(path), _kind(info.st_mode))
    if info.st_size > limit:
        raise SaveError(str(path), phrase("not a clanhall save (too large: {size} bytes)", size=info.st_size))
    with path.open("rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:  # it grew while we looked
        raise SaveError(str(path), phrase("not a clanhall save (more than {limit} bytes)", limit=limit))
    return data


def _kind(mode: int) -> Phrase:
    """Why a non-regular file is not a save, in words (one sentence each: articles differ)."""
    for test, words in (
        (stat.S_ISFIFO, phrase("not a clanhall save (a pipe, not a file)")),
        (stat.S_ISCHR, phrase("not a clanhall save (a device, not a file)")),
        (stat.S_ISBLK, phrase("not a clanhall save (a device, not a file)")),
        (stat.S_ISSOCK, phrase("not a clanhall save (a socket, not a file)")),
    ):
        if test(mode):
            return words
    return phrase("not a clanhall save (a special file, not a file)")


def load_match(path: str | os.PathLike) -> tuple[Match, SaveData]:
    """The match saved at `path`, its log replayed through the rules, and the save data.
    `SaveError` (naming the file and the problem) for anything that cannot be resumed."""
    save = read_save(path)
    return match_from_save(save, source=str(path)), save


@dataclass(frozen=True)
class SaveInfo:
    """One line of a saves listing. `error` is None for a good file, else why it is damaged
    (then only `path` and `error` are meaningful). `note` is a warning about a good file
    (a verified listing notes saves whose rules changed since)."""

    path: Path
    game: str = ""
    game_name: str = ""
    players: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    progress: Said = ""  # a phrase (saves before phrases: English)
    moves: int = 0
    created: datetime | None = None
    updated: datetime | None = None
    finished: bool = False
    title: str = ""
    match_id: str = ""
    error: str | None = None
    note: str = ""

    @property
    def damaged(self) -> bool:
        return self.error is not None

    @property
    def autosave(self) -> bool:
        return self.path.name.startswith(AUTOSAVE_PREFIX)

    @property
    def status(self) -> str:
        """ "finished", "in progress" or "damaged"."""
        return "damaged" if self.damaged else "finished" if self.finished else "in progress"


def save_info(path: str | os.PathLike, *, verify: bool = False) -> SaveInfo:
    """The listing line of one file; never raises (a bad file gives `error`). The log is
    checked for form but replayed through the rules only with `verify` (slower)."""
    path = Path(path)
    note = ""
    try:
        save = read_save(path)
        if verify and rules_changed(match_from_save(save, source=str(path)), save):
            note = RULES_CHANGED
    except SaveError as exc:
        return SaveInfo(path, error=exc.problem)
    updated = save.updated
    if updated is None:
        try:
            updated = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
        except OSError:
            updated = None
    return SaveInfo(
        path,
        game=save.game,
        game_name=_game_name(save.game),
        players=save.names,
        seats=save.seats,
        progress=save.progress,
        moves=save.moves,
        created=save.created,
        updated=updated,
        finished=save.finished,
        title=save.title,
        match_id=save.match_id,
        note=note,
    )


def _game_name(game_id: str) -> str:
    try:
        return get_game(game_id).name
    except Exception:  # unknown or not installed: the listing still shows the id
        return game_id


def list_saves(directory: str | os.PathLike | None = None, *, verify: bool = False) -> list[SaveInfo]:
    """Every save in `directory` (default `saves_dir()`), most recently played first,
    damaged files last with their reason. A missing folder is an empty list; never raises.
    With `verify`, each log is replayed too, so a save the rules refuse shows as damaged."""
    folder = Path(directory) if directory is not None else saves_dir()
    try:
        paths = [
            p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX) and not p.name.startswith(".") and p.is_file()
        ]
    except OSError:
        return []
    infos = [save_info(p, verify=verify) for p in paths]
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    infos.sort(key=lambda i: (i.damaged, -(i.updated or epoch).timestamp(), i.path.name))
    return infos


def find_unfinished_autosaves(directory: str | os.PathLike | None = None) -> list[SaveInfo]:
    """The autosaves of games not yet finished, most recent first: what the menu offers
    to continue on start. Damaged autosaves are left out."""
    return [i for i in list_saves(directory) if i.autosave and not i.damaged and not i.finished]


def stale_temp_files(directory: str | os.PathLike | None = None) -> list[Path]:
    """Temporary files left by a writer that died mid-write (its process is gone).
    They are never read as saves; a caller may delete them."""
    folder = Path(directory) if directory is not None else saves_dir()
    out = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    for p in entries:
        m = re.fullmatch(r"\..+\.(\d+)" + re.escape(_TEMP_SUFFIX), p.name)
        if m and not _alive(int(m.group(1))):
            out.append(p)
    return out


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists but is not ours
    return True


# -- autosave ----------------------------------------------------------------------------
class Autosaver:
    """A match listener that rewrites the match's autosave slot after every action.

        autosaver = Autosaver(folder, clock=lambda: datetime.now(timezone.utc))
        match.listeners.append(autosaver)

    The slot is "autosave-<game>-<match id>.clanhall" in `directory`; each write is atomic,
    so a crash between or during actions leaves the last complete state. A write that fails
    (disk full, folder gone: OSError; a match that cannot be encoded: ValueError) does not
    stop the game: the error is kept in `last_error` and
    passed to `on_error` if given. To keep autosaving a loaded game, use `Autosaver.resume`.
    """

    def __init__(
        self,
        directory: str | os.PathLike | None = None,
        *,
        clock: Clock,
        names: list[str] | None = None,
        created: datetime | float | None = None,
        match_id: str | None = None,
        path: str | os.PathLike | None = None,
        on_error: Callable[[Exception], None] | None = None,
    ) -> None:
        self.directory = Path(directory) if directory is not None else saves_dir()
        self.clock = clock
        self.names = names
        self.created = created
        self.match_id = match_id
        self.path: Path | None = Path(path) if path is not None else None
        self.on_error = on_error
        self.last_error: Exception | None = None
        self.writes = 0

    @classmethod
    def resume(
        cls,
        save: SaveData,
        path: str | os.PathLike,
        *,
        clock: Clock,
        directory: str | os.PathLike | None = None,
        **kwargs,
    ) -> "Autosaver":
        """An autosaver for a match loaded from `path`: an autosave keeps its own slot; a
        manual save gets a new slot (so the save it came from is never overwritten)."""
        path = Path(path)
        if path.name.startswith(AUTOSAVE_PREFIX):
            return cls(
                directory if directory is not None else path.parent,
                clock=clock,
                created=save.created,
                match_id=save.match_id,
                path=path,
                **kwargs,
            )
        # named by when it resumed, so resuming one save twice never mixes two futures
        return cls(
            directory if directory is not None else path.parent,
            clock=clock,
            created=save.created,
            match_id=make_match_id(clock(), save.seed),
            **kwargs,
        )

    def slot(self, match: Match) -> Path:
        """The autosave file of `match`, fixed at the first write; a new slot never takes
        the place of an existing file."""
        if self.path is None:
            if self.created is None:
                self.created = self.clock()
            if self.match_id is None:
                self.match_id = make_match_id(self.created, match.seed)
            self.directory.mkdir(parents=True, exist_ok=True)
            self.path = _free_path(self.directory, f"{AUTOSAVE_PREFIX}{match.game.id}-{self.match_id}{SAVE_SUFFIX}")
        return self.path

    def __call__(self, match: Match, entry=None) -> None:
        self.save(match)

    def save(self, match: Match) -> Path | None:
        """Write the slot now; returns its path, or None if the write failed."""
        try:
            path = self.slot(match)
            write_save(match, path, now=self.clock(), created=self.created, names=self.names, match_id=self.match_id)
        except (OSError, ValueError) as exc:
            self.last_error = exc
            if self.on_error:
                self.on_error(exc)
            return None
        self.last_error = None
        self.writes += 1
        return path
