"""`clanhall saves` (list saved games) and `clanhall replay FILE` (step through one).

`tui.cli` calls `add_arguments(parser)` / `run(args)` of this module for `saves`, and of
the `replay` object below for `replay`. Textual is imported only inside `replay.run`.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

from rich.cells import cell_len

from core.i18n import _, ngettext
from core.save import SaveError
from core.savefile import SaveInfo, list_saves, load_match, saves_dir, stale_temp_files
from core.seat_names import shown_names
from core.terminal import safe_text


def add_saves_dir_argument(parser: argparse.ArgumentParser) -> None:
    """The `--saves-dir` option shared by every command that reads or writes saves."""
    parser.add_argument(
        "--saves-dir",
        default=None,
        metavar="DIR",
        help=_("folder of saved games (default: $CLANHALL_SAVES_DIR or ./saves)"),
    )


# -- clanhall saves ----------------------------------------------------------------------
def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_saves_dir_argument(parser)
    parser.add_argument("--verify", action="store_true", help=_("also replay every save through the rules (slower)"))
    parser.add_argument("--clean", action="store_true", help=_("delete temporary files left by interrupted writes"))


def when(moment: datetime | None) -> str:
    """A timestamp as the listing shows it, in local time: "2026-11-22 23:42" (in UTC,
    marked so, when local time cannot show it, e.g. the year 9999 east of Greenwich)."""
    if moment is None:
        return "-"
    try:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, ValueError, OSError):
        return moment.strftime("%Y-%m-%d %H:%M UTC")


def format_saves(infos: list[SaveInfo]) -> str:
    """The `clanhall saves` table: one row per save, damaged files with their reason."""
    header = (_("game"), _("players"), _("progress"), _("moves"), _("last played"), _("status"), _("file"))
    rows: list[tuple[str, ...]] = []
    for info in infos:
        if info.damaged:
            rows.append(
                ("?", "-", "-", "-", "-", _("damaged: {error}").format(error=reason(info.error)), info.path.name)
            )
            continue
        rows.append(
            (
                info.game_name or info.game,
                ", ".join(shown_names(list(info.players))),
                str(info.progress) or "-",
                str(info.moves),
                when(info.updated),
                (_("autosave, ") if info.autosave else "")
                + _(info.status)
                + (_(" (rules changed since)") if info.note else ""),
                info.path.name,
            )
        )
    rows = [tuple(safe_text(cell) for cell in row) for row in rows]  # names come from files
    # Widths in terminal cells: a CJK character or an emoji takes two.
    widths = [max(cell_len(r[i]) for r in [header, *rows]) for i in range(len(header) - 1)]
    lines = []
    for row in [header, *rows]:
        cells = [pad(c, w, right=i == 3) for i, (c, w) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells + [row[-1]]).rstrip())
    return "\n".join(lines)


def pad(text: str, cells: int, right: bool = False) -> str:
    """`text` filled with spaces to `cells` terminal cells (on the left when `right`)."""
    fill = " " * max(0, cells - cell_len(text))
    return fill + text if right else text + fill


def reason(error: str | None) -> str:
    """Why a save is damaged, without the "damaged:" its message may already begin with
    (the listing says "damaged: " itself)."""
    text = error or ""
    for said in (_("damaged: {problem}"), "damaged: {problem}"):
        prefix = said.partition("{problem}")[0]
        if prefix and text.startswith(prefix):
            return text[len(prefix) :]
    return text


def run(args) -> int:
    folder = saves_dir(args.saves_dir)
    if args.clean:
        removed = 0
        for temp in stale_temp_files(folder):
            try:
                temp.unlink()
                removed += 1
            except OSError as exc:
                print(_("could not delete {file}: {error}").format(file=temp, error=exc.strerror or exc))
        print(
            ngettext(
                "Deleted {n} temporary file left by interrupted writes.",
                "Deleted {n} temporary files left by interrupted writes.",
                removed,
            ).format(n=removed)
        )
    infos = list_saves(folder, verify=args.verify)
    if not infos:
        print(_("No saved games in {folder}.").format(folder=folder))
        return 0
    print(_("Saved games in {folder}:").format(folder=folder))
    print(format_saves(infos))
    if args.verify:
        print()
        print(format_verdicts(infos))
    return 0


def verdict(info: SaveInfo) -> str:
    """What replaying one save through the rules found, in one line naming the file."""
    name = safe_text(info.path.name)
    if info.damaged:
        return _("{file}: damaged: {error}").format(file=name, error=safe_text(reason(info.error)))
    if info.note:
        return _("{file}: replays, but the rules changed since (it reaches another position)").format(file=name)
    return _("{file}: good, replays through the rules").format(file=name)


def format_verdicts(infos: list[SaveInfo]) -> str:
    """`saves --verify`: a verdict per save, then a summary line with the counts."""
    damaged = sum(1 for i in infos if i.damaged)
    changed = sum(1 for i in infos if not i.damaged and i.note)
    good = len(infos) - damaged - changed
    summary = ngettext(
        "{n} save verified: {good} good, {changed} with changed rules, {damaged} damaged.",
        "{n} saves verified: {good} good, {changed} with changed rules, {damaged} damaged.",
        len(infos),
    ).format(n=len(infos), good=good, changed=changed, damaged=damaged)
    return "\n".join([*(verdict(i) for i in infos), summary])


# -- clanhall replay FILE ----------------------------------------------------------------
def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help=_("the save file to replay (a path, or a file name in the saves folder)"))
    parser.add_argument(
        "--move", type=int, default=None, help=_("start at this move number (default: the start of the game)")
    )
    add_saves_dir_argument(parser)


def find_save(name: str, saves_dir_option: str | None = None) -> Path:
    """`name` as given if that file exists, else the file of that name in the saves folder
    (so `clanhall replay clans-2026-….clanhall` works from anywhere)."""
    path = Path(name)
    if not path.exists():
        candidate = saves_dir(saves_dir_option) / name
        if candidate.exists():
            return candidate
    return path


def _replay_run(args) -> int:
    path = find_save(args.file, args.saves_dir)
    try:
        match, save = load_match(path)
    except SaveError as exc:
        print(f"clanhall replay: {exc}")
        return 2
    from tui.screens.replay import ReplayApp

    app = ReplayApp(match, title=save.title or safe_text(path.name), start=args.move)
    app.run()
    return int(app.return_code or 0)  # 1 after an uncaught error (in the error log)


replay = SimpleNamespace(add_arguments=_replay_arguments, run=_replay_run)
"""`clanhall replay FILE [--move N] [--saves-dir DIR]`: the replay viewer of one save."""
