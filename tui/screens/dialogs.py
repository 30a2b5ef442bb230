"""Small modal screens: help with the keys, confirmation, hot-seat hand-over, a choice
list."""

from __future__ import annotations

import math

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import N_, _
from core.terminal import safe_text
from tui.widgets.dimmed import KeepsDimmedBackground
from tui.widgets.footer import Footer
from tui.widgets.keys import key_names

# The help of F1, one section per message so a translator handles one at a time.
HELP_SECTIONS = (
    N_(
        """\
[b]Everywhere[/b]
  F1            this help
  ctrl+p        command palette: new game, save, load, resign, rules, theme
  ctrl+t        next theme: dark, light, colour-blind safe, high contrast
  ctrl+q        quit (in a game it asks once and names the autosave)
  ← → tab enter in a dialog: the highlighted button is what enter does; the
                arrows and tab move between the buttons"""
    ),
    N_(
        """\
[b]Main menu[/b]
  n t p         new game, learn to play, your profile
  l h j         load a game, host or join a network game
  r s q         rules, settings, quit"""
    ),
    N_(
        """\
[b]In a game[/b]
  ↑ ↓  enter    pick an action from the action list (right of the board in a wide
                window, under it in a narrow one)
  tab           move the keys on: board → action list → log (shift+tab back);
                the footer's ▶ names the pane that has them, and only it draws
                its cursor, so enter does what you see
  enter         on the board: pick under the cursor; in the list: play the
                highlighted action; in the log: back to the board
  ?  or  F2     rules of this game
  ctrl+s        save the game
  g             show / hide the game log
  escape        back to the main menu (the game can be saved first)"""
    ),
    N_(
        """\
[b]The coach[/b] (local games)
  h             hint: the bot's top 3 options for you, with their win chances
                (searched from what you may know); h again cancels or closes it
  j             go to the hint's first option (in Clans: its territory on the map);
                after it is played, the next turn starts on the board again
  r             the bots' reasons: each bot move, the win chance it gave itself
                and what it weighed (at once when it knew nothing you do not,
                else when the game is over)
  e             evaluation bar: your latest estimated win chance
  ctrl+z        take back: to your previous decision, the bots' replies undone
  ctrl+y        redo what was taken back (until a new move is made)"""
    ),
    N_(
        """\
[b]Network games[/b]
  h (menu)      host: choose the game and seats (Network seats wait for players);
                the status line shows the port and the join code to give them
  j (menu)      join: the host's address, your name and the join code"""
    ),
    N_(
        """\
[b]On the Clans board[/b]
  arrows        move the cursor from territory to territory
  enter / space select the territory under the cursor; then a highlighted
                neighbour to move all its huts there (mouse clicks work too)
  escape        drop the selection"""
    ),
    N_(
        """\
[b]On the Crystal Clans board[/b]
  arrows        move the cursor over zones, cards, units, crystals and chips
  enter / space pick what is under the cursor (a click works too); » marks what
                may be picked now, ✓ what is ticked
                summon: card(s), then a » zone · move: the ✓ units, then a » zone
                reorder: the units, top first
  escape        drop a half-made selection
  t             the board as text"""
    ),
    N_(
        """\
[b]On the Crimson Company board[/b]
  arrows        move the cursor over the market, the lanes, your cards and the purses
  enter / space pick the spot under the cursor (a click picks at once): a card of
                yours, then a highlighted » lane
  n             jump to the next legal » pick
  escape        drop a half-made pick
  a             the auction dialog again (buy out or pass, sealed bid)
  x             decline an optional effect (destroy no more, do not swap)
  t             the board as plain text, and back"""
    ),
)


KEY_COLUMN = 16  # the sections are written with the keys in the first 16 columns


def help_rows(section: str) -> tuple[str, list[tuple[str, str]]]:
    """A section's heading and its (keys in the reader's spelling, what they do) rows. A
    line with no keys carries on the row above: joined to it, unless it starts a list item ("summon: …")."""
    heading, *lines = section.splitlines()
    rows: list[tuple[str, str]] = []
    for line in lines:
        keys, text = line[:KEY_COLUMN].strip(), line[KEY_COLUMN:].strip()
        if keys or not rows:
            rows.append((key_names(keys), text))  # as the footer writes them: "Strg+s" in German
        else:
            item = ":" in text.split(" ", 1)[0]
            rows[-1] = (rows[-1][0], rows[-1][1] + ("\n" if item else " ") + text)
    return heading, rows


def help_tables() -> Group:
    """The help in the current language as tables whose text column wraps, so a longer
    language keeps the keys and their meaning side by side at any width."""
    parts: list[RenderableType] = []
    for section in HELP_SECTIONS:
        heading, rows = help_rows(_(section))
        table = Table(box=None, show_header=False, padding=(0, 1, 0, 0), expand=True)
        table.add_column(width=KEY_COLUMN - 1, no_wrap=True)
        table.add_column(ratio=1)
        for keys, text in rows:
            table.add_row(Text.from_markup("  " + keys), Text.from_markup(text))
        parts += [Text.from_markup(heading), table, Text("")]
    return Group(*parts)


class HelpScreen(ModalScreen[None]):
    """The keys of clanhall."""

    BINDINGS = [Binding("escape,f1,q", "dismiss", N_("Close"))]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="help-dialog"):
            yield Static(_("Keys"), classes="dialog-title")
            with VerticalScroll():
                yield Static(help_tables(), id="help-text")
            yield Button(_("Close"), id="close", variant="primary")
        yield Footer()  # "esc Close", not the keys of the screen under the help

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)


class FreshKeysOnly(ModalScreen):
    """A modal screen that drops every key pressed before it was shown. A key typed while
    a bot made the last move, or while the previous player played, was meant for the board:
    it must not answer this screen (skip a game's result, uncover the next player's hand).
    A key event carries the time it arrived; the screen's Mount event the time it was put up."""

    shown_at = math.inf  # not shown yet: every key is older

    @on(events.Mount)
    def note_shown(self, event: events.Mount) -> None:
        self.shown_at = event.time

    def on_key(self, event: events.Key) -> None:
        # the key bubbles up from the focused button before the app runs its binding
        if event.time < self.shown_at:
            event.prevent_default()
            event.stop()


# a dialog's Tab, shown in its footer (a ButtonDialog's arrows move as it does)
NEXT_FIELD = Binding("tab", "app.focus_next", N_("choose"), key_display="tab")


class DialogKeys:
    """A dialog whose footer starts with what Enter does now: the highlighted button's
    words ("enter: Quit"), or `enter_words` while a text field has the keys (Enter there
    submits the dialog). Mixed into a ModalScreen that yields a `Footer`."""

    enter_words = ""  # what Enter does in the dialog's text fields (N_-marked), if anything
    focused: Widget | None

    def pane_label(self) -> str:
        focused = self.focused
        if isinstance(focused, Button):
            choice = str(focused.label)
        elif isinstance(focused, Input) and self.enter_words:
            choice = _(self.enter_words)
        else:
            return ""
        return _("enter: {choice}").format(choice=choice)


class ButtonDialog(DialogKeys, KeepsDimmedBackground):
    """A dialog of buttons: the highlighted (focused) one is what Enter presses; the
    arrow keys move between the buttons as Tab and shift+Tab do. Open it with the
    first button focused (`focus_first_button`). Its footer (a subclass yields one) names
    its own keys: what Enter does now, how to move, what Esc does; never the keys of the
    screen under it (issue 29 §10). Over a game it draws the dimmed board under it again
    only when the board changed, not at each move between its buttons (dimmed.py)."""

    BINDINGS = [
        Binding("left,up", "step_button(-1)", N_("Previous button"), show=False),
        Binding("right,down", "step_button(1)", N_("Next button"), show=False),
        Binding("tab", "step_button(1)", N_("choose"), key_display="←/→ tab"),
    ]

    def buttons(self) -> list[Button]:
        """The buttons the keys move between, in the order they are drawn."""
        return [b for b in self.query(Button) if b.focusable and b.display]

    def focus_first_button(self) -> None:
        buttons = self.buttons()
        if buttons:
            buttons[0].focus()

    def action_step_button(self, delta: int) -> None:
        buttons = self.buttons()
        if not buttons:
            return
        here = buttons.index(self.focused) if self.focused in buttons else (-1 if delta > 0 else 0)
        buttons[(here + delta) % len(buttons)].focus()


class ConfirmDialog(ButtonDialog):
    """A yes/no question; dismisses with True for yes. The `default` answer ("no", the
    safe one, unless said otherwise) is the first button and highlighted on open."""

    BINDINGS = [Binding("escape,n", "no", N_("No")), Binding("y", "yes", N_("Yes"))]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None, default: str = "no") -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes or _("Yes"), no or _("No")
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title")
            with Horizontal(classes="dialog-buttons"):
                yes = Button(self.yes, id="yes", variant="error")
                no = Button(self.no, id="no", variant="primary")
                yield from (yes, no) if self.default == "yes" else (no, yes)
        yield Footer()

    def on_mount(self) -> None:
        self.focus_first_button()

    def footer_words(self, action: str) -> str | None:
        """Esc and y say this question's answers ("esc Stay", "y Quit")."""
        return {"no": self.no, "yes": self.yes}.get(action)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_yes(self) -> None:
        self.dismiss(True)

    def action_no(self) -> None:
        self.dismiss(False)


class ChoiceDialog(ModalScreen):
    """Pick one of a few options (e.g. which village counts for which epoch); dismisses
    with the chosen value, or None on escape when `can_cancel`."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, title: str, choices: list[tuple[str, object]], can_cancel: bool = True) -> None:
        super().__init__()
        self.title_text, self.choices, self.can_cancel = title, choices, can_cancel

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="choice-dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield OptionList(*(Option(label, id=str(i)) for i, (label, _) in enumerate(self.choices)), id="choices")
        yield Footer()

    def footer_words(self, action: str) -> str | None:
        """No Esc where the choice must be made (a failed bot's dialog)."""
        return "" if action == "cancel" and not self.can_cancel else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.choices[event.option_index][1])

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)


class QuitConfirm(ConfirmDialog):
    """ctrl+q with a game open: Enter (or ctrl+q again, see ClanhallApp.action_quit)
    quits; the game's autosave is named."""

    def __init__(self, autosave: str) -> None:
        # a file name shown as it is, never as markup, on a row of its own: a path is one
        # long word, and the dialog's edge broke the file's name in two
        folder, slash, name = str(autosave).rpartition("/")
        path = escape(safe_text(folder + slash)) + ("\n" if folder else "") + escape(safe_text(name))
        question = _("Quit clanhall?\nThe game is autosaved in {path}: Load game carries it on.").format(path=path)
        super().__init__(question, yes=_("Quit"), no=_("Stay"), default="yes")
