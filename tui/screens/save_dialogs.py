"""The save and load dialogs of the interface.

Both are modal screens that dismiss with a `Path` or None (cancelled). Push them with a
callback, or await them from a worker:

    from datetime import datetime, timezone
    from tui.screens.save_dialogs import LoadDialog, SaveDialog
    clock = lambda: datetime.now(timezone.utc)

    def saved(path):          # Path written, or None if cancelled
        if path: self.notify(f"Saved to {path.name}")
    self.push_screen(SaveDialog(match, directory=folder, clock=clock), saved)

    def chosen(path):         # Path of the chosen save, or None
        if path: match, save = load_match(path)     # may still raise SaveError
    self.push_screen(LoadDialog(directory=folder), chosen)

`folder` is `core.savefile.saves_dir(args.saves_dir)`. SaveDialog asks for a name (it
becomes the save's title and part of the file name) and writes a new file, never replacing
another; a write error is shown in the dialog, which stays open. LoadDialog lists the
saves of the folder (newest first, damaged ones greyed out with the reason) and previews
the highlighted one: players, progress, when, and its last moves; Enter or a double-click
loads the highlighted save (a single click only highlights it), as its footer says.

ContinueDialog is the start-up offer to continue an unfinished game (its autosave); it
dismisses like LoadDialog. QuitDialog is the save-on-quit prompt; it dismisses with True (go on and quit: saved, or
the player chose not to) or False (stay in the game):

    def answered(quit_now):
        if quit_now: self.exit()
    self.push_screen(QuitDialog(match, directory=folder, clock=clock), answered)
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import N_, _, ngettext
from core.match import Match
from core.save import SaveError, rules_changed
from core.savefile import SaveInfo, find_unfinished_autosaves, list_saves, load_match, write_save
from core.seat_names import shown_name
from tui.screens.dialogs import NEXT_FIELD, DialogKeys
from tui.setup import seat_label
from tui.widgets.footer import Footer

_DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{ width: {width}; height: auto; max-height: 90%;
    border: thick $primary; background: $surface; padding: 1 2; }}
{name} .dialog-title {{ text-style: bold; margin-bottom: 1; }}
{name} .dialog-error {{ color: $error; height: auto; }}
{name} .dialog-buttons {{ height: auto; align-horizontal: right; margin-top: 1; }}
{name} .dialog-buttons Button {{ margin-left: 1; }}
"""


class SaveDialog(DialogKeys, ModalScreen[Path | None]):
    """Ask for a save name and write the match; dismisses with the path or None."""

    enter_words = N_("Save")
    DEFAULT_CSS = _DIALOG_CSS.format(name="SaveDialog", width=60)
    BINDINGS = [Binding("escape", "cancel", N_("cancel")), NEXT_FIELD]

    def __init__(
        self,
        match: Match,
        *,
        directory: str | Path,
        clock: Callable,
        names: list[str] | None = None,
        default_name: str = "",
    ) -> None:
        super().__init__()
        self.match = match
        self.directory = Path(directory)
        self.clock = clock
        self.names = names
        self.default_name = default_name

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(_("Save {name}").format(name=self.match.game.name), classes="dialog-title")
            yield Input(value=self.default_name, placeholder=_("a name for this save"), id="save-name")
            yield Label(_("into {directory}").format(directory=self.directory), id="save-folder")
            yield Label("", id="save-error", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Save"), variant="primary", id="save-ok")
                yield Button(_("Cancel"), id="save-cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#save-name", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save-ok":
            self.save()
        else:
            self.dismiss(None)

    def save(self) -> None:
        """Write the save; dismiss with its path, or show why it failed and stay open."""
        title = self.query_one("#save-name", Input).value.strip()
        try:
            path = write_save(self.match, directory=self.directory, now=self.clock(), title=title, names=self.names)
        except OSError as exc:
            self.query_one("#save-error", Label).update(
                _("Could not save into {directory}: {value}").format(
                    directory=self.directory, value=exc.strerror or exc
                )
            )
            return
        except ValueError as exc:
            self.query_one("#save-error", Label).update(str(exc))
            return
        self.dismiss(path)

    def action_cancel(self) -> None:
        self.dismiss(None)


# SaveInfo.status (core/savefile.py) as the preview shows it
STATUS = {"finished": N_("finished"), "in progress": N_("in progress"), "damaged": N_("damaged")}


def describe_save(info: SaveInfo) -> str:
    """One line of the load list: game, players, progress and when."""
    if info.damaged:
        return _("{file} — damaged").format(file=info.path.name)
    when = info.updated.astimezone().strftime("%Y-%m-%d %H:%M") if info.updated else _("undated")
    title = f"{info.title}: " if info.title else (_("autosave: ") if info.autosave else "")
    progress = str(info.progress) or _("move {count}").format(count=info.moves)
    finished = _(" (finished)") if info.finished else ""
    players = ", ".join(map(shown_name, info.players))  # a default name in the reader's language
    return f"{title}{info.game_name} — {players} — {progress}{finished} — {when}"


def seat_kind(seat: str) -> str:
    """A saved seat's kind as the reader reads it ("Mensch", "Netzwerk", "Bot · leicht"),
    never its spec ("human", "remote", "bot:mcts:level=easy")."""
    if seat in ("network", "remote"):
        return _("Network")
    if seat == "local":  # the host's own seat in a LAN game: a person at the host's keyboard
        return _("Human")
    return shown_name(seat_label(seat))


def seat_line(name: str, seat: str) -> str:
    """A saved seat as the preview lists it: "Ada (Mensch)"; a bot that goes by its default
    name once ("Bot · leicht", not "Bot · leicht (Bot · leicht)")."""
    name, kind = shown_name(name), seat_kind(seat)
    return name if name == kind else f"{name} ({kind})"


def preview_save(info: SaveInfo, last_moves: int = 5) -> str:
    """The preview pane's text: the listing fields, and the last moves from a replay as a
    spectator would know them."""
    if info.damaged:
        return info.path.name + "\n\n" + _("This file cannot be loaded:") + f"\n{info.error}"
    when = f"{info.updated.astimezone():%Y-%m-%d %H:%M}" if info.updated else _("unknown")
    moves = ngettext("{count} move", "{count} moves", info.moves).format(count=info.moves)
    lines = [
        info.path.name,
        "",
        _("Game: {name}").format(name=info.game_name),
        _("Players: {players}").format(players=", ".join(map(seat_line, info.players, info.seats))),
        _("Progress: {progress} ({moves})").format(progress=str(info.progress) or "-", moves=moves),
        _("Status: {status}").format(status=_(STATUS.get(info.status, info.status))),
        _("Last played: {when}").format(when=when),
    ]
    try:
        match, save = load_match(info.path)
    except SaveError as exc:
        return "\n".join(lines + ["", _("Cannot be resumed: {problem}").format(problem=exc.problem)])
    if rules_changed(match, save):
        lines += ["", _("Note: the rules changed since this was saved; its moves now lead to a different position.")]
    if match.log:
        # worded as a spectator knows them: a player looking for a save must not read
        # the secret of the one who moved last (a face-down card) in the preview
        from tui.screens.replay import Replay

        replay = Replay(match)
        lines += ["", _("Last moves:")]
        for i in range(max(0, len(match.log) - last_moves), len(match.log)):
            lines.append(f"{i + 1}. {replay.names[match.log[i].seat]}: {replay.text_of(i, None)}")
    return "\n".join(lines)


class SaveList(OptionList):
    """The load dialog's list of saves: a click highlights a save (its preview shows), a
    double-click chooses it, as Enter does; a single click must not load a save the player
    only wanted to look at."""

    async def _on_click(self, event: events.Click) -> None:
        event.prevent_default()  # OptionList's own click handler would select at once
        if event.chain >= 2:
            await super()._on_click(event)  # highlights and selects
            return
        clicked = event.style.meta.get("option")
        if clicked is not None and not self.get_option_at_index(clicked).disabled:
            self.highlighted = clicked


class LoadDialog(ModalScreen[Path | None]):
    """Pick a save from a folder, with a preview; dismisses with its path or None."""

    DEFAULT_CSS = (
        _DIALOG_CSS.format(name="LoadDialog", width="90%")
        + """
    LoadDialog > Vertical { height: 90%; }
    LoadDialog #load-body { height: 1fr; }
    LoadDialog #load-list { width: 1fr; }
    LoadDialog #load-preview-box { width: 1fr; padding: 0 1; border-left: solid $primary; }
    """
    )
    BINDINGS = [Binding("escape", "cancel", N_("cancel"))]
    HEADING = N_("Load a game from {directory}")
    EMPTY = N_("No saved games here yet.")
    CHOOSE, CANCEL = N_("Load"), N_("Cancel")

    def listing(self) -> list[SaveInfo]:
        """The saves offered, in order (damaged ones included, greyed out)."""
        return [i for i in list_saves(self.directory) if self.games is None or i.damaged or i.game in self.games]

    def __init__(self, *, directory: str | Path, games: list[str] | None = None) -> None:
        super().__init__()
        self.directory = Path(directory)
        self.games = games
        self.saves: list[SaveInfo] = []

    def compose(self) -> ComposeResult:
        self.saves = self.listing()
        with Vertical():
            yield Label(_(self.HEADING).format(directory=self.directory), classes="dialog-title")
            with Horizontal(id="load-body"):
                yield SaveList(*[Option(describe_save(i), disabled=i.damaged) for i in self.saves], id="load-list")
                with VerticalScroll(id="load-preview-box"):
                    yield Static(id="load-preview")
            yield Label("" if self.saves else _(self.EMPTY), id="load-error", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_(self.CHOOSE), variant="primary", id="load-ok", disabled=not self.saves)
                yield Button(_(self.CANCEL), id="load-cancel")
        yield Footer()

    def pane_label(self) -> str:
        """The footer's first words: how to choose the highlighted save."""
        return _("enter or double-click: {choose}").format(choose=_(self.CHOOSE)) if self.saves else ""

    def on_mount(self) -> None:
        options = self.query_one("#load-list", OptionList)
        options.focus()
        first = next((n for n, i in enumerate(self.saves) if not i.damaged), None)
        if first is not None:
            options.highlighted = first
        elif self.saves:
            self.query_one("#load-preview", Static).update(preview_save(self.saves[0]))

    @property
    def highlighted(self) -> SaveInfo | None:
        index = self.query_one("#load-list", OptionList).highlighted
        return self.saves[index] if index is not None and index < len(self.saves) else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one("#load-preview", Static).update(preview_save(self.saves[event.option_index]))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(self.saves[event.option_index])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "load-ok" and self.highlighted is not None:
            self.choose(self.highlighted)
        elif event.button.id == "load-cancel":
            self.dismiss(None)

    def choose(self, info: SaveInfo) -> None:
        if info.damaged:
            self.query_one("#load-error", Label).update(f"{info.path.name}: {info.error}")
            return
        self.dismiss(info.path)

    def action_cancel(self) -> None:
        self.dismiss(None)


class QuitDialog(DialogKeys, ModalScreen[bool]):
    """Ask whether to save before quitting. "Save and quit" opens the SaveDialog (quit
    once it has saved; stay here if it is cancelled); "Quit" quits without saving; Cancel
    or Escape stays in the game. Dismisses with True to quit, False to stay."""

    DEFAULT_CSS = _DIALOG_CSS.format(name="QuitDialog", width=60)
    BINDINGS = [Binding("escape", "stay", N_("cancel")), NEXT_FIELD]

    def __init__(self, match: Match, *, directory: str | Path, clock: Callable, names: list[str] | None = None) -> None:
        super().__init__()
        self.match = match
        self.directory = Path(directory)
        self.clock = clock
        self.names = names

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(_("Save the game before quitting?"), classes="dialog-title")
            yield Label(
                (_("{name}, move {count} (finished)") if self.match.is_over() else _("{name}, move {count}")).format(
                    name=self.match.game.name, count=len(self.match.log)
                )
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Save and quit"), variant="primary", id="quit-save")
                yield Button(_("Quit"), variant="error", id="quit-now")
                yield Button(_("Cancel"), id="quit-cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#quit-save", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "quit-save":
            self.app.push_screen(
                SaveDialog(self.match, directory=self.directory, clock=self.clock, names=self.names), self._saved
            )
        elif event.button.id == "quit-now":
            self.dismiss(True)
        else:
            self.dismiss(False)

    def _saved(self, path: Path | None) -> None:
        if path is not None:
            self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)


class ContinueDialog(LoadDialog):
    """On start: offer the unfinished games' autosaves (newest first, with the preview);
    dismisses with the chosen path, or None for "not now". Push it only when there is
    something to continue:

        if find_unfinished_autosaves(folder):
            app.push_screen(ContinueDialog(directory=folder), chosen)
    """

    DEFAULT_CSS = LoadDialog.DEFAULT_CSS.replace("LoadDialog", "ContinueDialog")
    HEADING = N_("Continue an unfinished game?")
    EMPTY = N_("No unfinished games.")
    CHOOSE, CANCEL = N_("Continue"), N_("Not now")

    def listing(self) -> list[SaveInfo]:
        return [i for i in find_unfinished_autosaves(self.directory) if self.games is None or i.game in self.games]
