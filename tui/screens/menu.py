"""The main menu: new game, load game, host, join, rules, settings, quit."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Static

from core.i18n import N_, _
from tui.widgets.footer import Footer

BANNER = (
    "  ___ _             _        _ _ \n"
    " / __| |__ _ _ _   | |_  __ _| | |\n"
    "| (__| / _` | ' \\  | ' \\/ _` | | |\n"
    " \\___|_\\__,_|_||_| |_||_\\__,_|_|_|"
)

# button id -> (label, key, app action); the labels are translated where shown
ENTRIES = (
    ("new", N_("New game"), "n", "new_game"),
    ("learn", N_("Learn to play"), "t", "learn"),
    ("profile", N_("Your profile"), "p", "profile"),
    ("load", N_("Load game"), "l", "load_game"),
    ("host", N_("Host a network game"), "h", "host"),
    ("join", N_("Join a network game"), "j", "join"),
    ("rules", N_("Rules"), "r", "rules"),
    ("settings", N_("Settings"), "s", "settings"),
    ("quit", N_("Quit"), "q", "quit"),
)


class MainMenu(Screen):
    """The first screen: every way into a game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"choose('{bid}')", label, show=True) for bid, label, key, _action in ENTRIES),
        Binding("down", "app.focus_next", N_("Next"), show=False),
        Binding("up", "app.focus_previous", N_("Previous"), show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(BANNER, id="banner", markup=False)
            yield Static("Crystal Clans · Crimson Company · Clans", id="tagline")
            for bid, label, key, _action in ENTRIES:
                with Center():
                    yield Button(Content(f"{_(label)}  [{key}]"), id=f"menu-{bid}", classes="menu-button")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose((event.button.id or "").removeprefix("menu-"))

    def action_choose(self, bid: str) -> None:
        action = {b: a for b, _label, _key, a in ENTRIES}[bid]
        if action == "quit":
            self.app.exit()
        elif action == "learn":  # the tutorials (tui/learn/) are the menu's own, not the app's
            from tui.learn.screen import LearnMenu

            self.app.push_screen(LearnMenu())
        elif action == "profile":  # the player's rating and record (tui/profile/)
            from tui.profile.screen import ProfileScreen

            self.app.push_screen(ProfileScreen())
        else:
            getattr(self.app, f"action_{action}")()
