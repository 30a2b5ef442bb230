"""The clanhall Textual application: the main menu, and games started from it.

The app owns what outlives a screen: the theme, the bot pacing and the command palette
entries (new game, save, load, resign, rules, help). Game screens are imported only when a
game starts, so the menu is on screen quickly.
"""

from __future__ import annotations

from typing import Iterable

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.keys import format_key
from textual.screen import Screen

from core.i18n import N_, _
from tui import styles_cache
from tui.crash import LogsCrashes
from tui.setup import GameSetup
from tui.widgets.dimmed import WakesScreensUnder
from tui.widgets.keys import key_name

styles_cache.install()

# Textual's own palette commands (App.get_system_commands), marked so that the catalogue
# holds them; a text a later Textual words differently stays English until it is added here.
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Hide the keys and widget help panel"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)


class ClanhallApp(LogsCrashes, WakesScreensUnder, App):
    """The full-screen tabletop (an uncaught error: the error log, exit status 1)."""

    CSS_PATH = "app.tcss"
    TITLE = "clanhall"
    SUB_TITLE = N_("a terminal tabletop")
    BINDINGS = [
        Binding("f1", "help", N_("Help")),
        Binding("ctrl+t", "toggle_theme", N_("Next theme"), show=False),
    ]

    def __init__(
        self,
        setup: GameSetup | None = None,
        load: str | None = None,
        light: bool = False,
        bot_delay: float = 0.4,
        bot_processes: bool = True,
        coach_spec: str = "mcts",
        saves_dir: str | None = None,
        autosave: bool = True,
    ) -> None:
        super().__init__()
        self.saves_option = saves_dir  # None: $CLANHALL_SAVES_DIR or ./saves
        self.autosave = autosave
        self.initial_setup = setup
        self.initial_load = load
        self.bot_delay = bot_delay  # seconds a bot's move stays announced before it lands
        self.bot_processes = bot_processes  # searching bots in a child process (else a thread)
        self.coach_spec = coach_spec  # the bot that gives hints (tui.coach)
        self.analysis_budget: dict = {}  # per decision: seconds= or iterations= (default 0.5 s)
        self.use_theme(light)

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer shows it: ctrl spelled as F1 and the buttons spell it
        ("ctrl+p", German "Strg+p"; tui/widgets/keys.py says why), not Textual's "^p"."""
        modifiers, key = binding.parse_key()
        if binding.key_display or "ctrl" not in modifiers:
            return super().get_key_display(binding)
        modifiers.remove("ctrl")
        return key_name("ctrl+" + "+".join([*modifiers, format_key(key)]))

    def use_theme(self, light: bool) -> None:
        """Register clanhall's themes and show the one chosen in the settings
        (`light`: the light theme this once, as `--light` asks)."""
        from tui.settings.store import remembered_theme
        from tui.themes import DEFAULT, LIGHT, THEMES

        for theme in THEMES.values():
            self.register_theme(theme)
        remembered = remembered_theme()
        self.theme = LIGHT.name if light else remembered if remembered in THEMES else DEFAULT

    def on_mount(self) -> None:
        from tui.screens.menu import MainMenu

        self.sub_title = _(self.SUB_TITLE)
        self.push_screen(MainMenu())
        if self.initial_setup is not None:
            self.start_game(self.initial_setup)
        elif self.initial_load:
            self.load_game(self.initial_load)
        else:
            from tui import saving

            saving.offer_continue(self)

    # -- games -------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        """Start a new game from `setup` on top of the menu (hosted on the LAN if a seat
        is a network seat)."""
        from tui import netplay, saving

        if netplay.has_network_seat(setup):
            self.run_worker(netplay.host_game(self, setup, port=setup.port), group="net-start")
            return

        try:
            match = setup.make_match()
        except (ValueError, KeyError) as exc:  # a bad setup; an ImportError of ours is a bug, raised
            self.notify(_("Cannot start the game: {error}").format(error=exc), severity="error")
            return
        saving.start_autosave(self, match)
        self.open_match(match)

    def open_match(self, match) -> None:
        """Show `match` (new or loaded) on its game's screen, replacing any game on screen."""
        from core.seat_names import shown_names
        from tui.screens import game_screen_for

        # the screens read match.names: a default ("Player 2", "Bot · hard") in this reader's
        # language from here on; saved so, it is still a default (core.seat_names)
        match.names[:] = shown_names(match.names)

        self.open_screen(game_screen_for(match, processes=self.bot_processes, pause=self.bot_delay))

    def open_screen(self, screen) -> None:
        """Show a game screen, replacing any game on screen."""
        self.close_game()
        self.push_screen(screen)

    def close_game(self) -> None:
        """Back to the main menu, dropping the game on screen (its bots are cancelled)."""
        from tui.screens.menu import MainMenu

        while len(self.screen_stack) > 1 and not isinstance(self.screen, MainMenu):
            self.pop_screen()

    def game_screen(self):
        """The game screen in the stack, or None."""
        from tui.games.base import GameScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen
        return None

    def load_game(self, path: str) -> None:
        """Open the saved game at `path`; a clear message if it cannot be read."""
        from tui import saving

        try:
            match, save = saving.load_match(path)
        except saving.SaveError as exc:
            self.notify(str(exc), title=_("Cannot load"), severity="error", timeout=8)
            return
        remote = [i for i, kind in enumerate(match.seats) if kind != "human" and not kind.startswith("bot")]
        if remote:  # a saved network game goes on here, its remote seats played hot-seat
            match.seats = ["human" if i in remote else kind for i, kind in enumerate(match.seats)]
            self.notify(
                _(
                    "The network seats of this save are played at this keyboard; "
                    "to host it again use `clanhall host --resume FILE`."
                ),
                timeout=10,
            )
        saving.start_autosave(self, match, save, path)
        self.open_match(match)

    # -- actions -----------------------------------------------------------------------
    def action_new_game(self) -> None:
        from tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(), self._new_game_chosen)

    def _new_game_chosen(self, setup: GameSetup | None) -> None:
        if setup is not None:
            self.start_game(setup)

    def action_host(self) -> None:
        from tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(hosting=True), self._new_game_chosen)

    def action_join(self) -> None:
        from tui.screens.join import JoinDialog

        def chosen(answer) -> None:
            if answer:
                from tui import netplay

                self.run_worker(netplay.join_game(self, *answer), group="net-start")

        self.push_screen(JoinDialog(), chosen)

    def action_load_game(self) -> None:
        from tui import saving

        saving.ask_load(self)

    def action_save_game(self) -> None:
        from tui import saving

        screen = self.game_screen()
        if screen is None:
            self.notify(_("No game to save."), severity="warning")
            return
        match = getattr(screen, "savable_match", screen.match)
        if match is None:
            why = getattr(screen, "why_not_saved", None)
            self.notify(why() if callable(why) else _("Only the host can save a network game."), severity="warning")
            return
        saving.ask_save(self, match)

    def action_resign(self) -> None:
        screen = self.game_screen()
        if screen is None:
            self.notify(_("No game to resign."), severity="warning")
            return
        screen.action_resign()

    def action_hint(self) -> None:
        screen = self.game_screen()
        if screen is None:
            self.notify(_("No game in progress."), severity="warning")
            return
        screen.action_hint()

    def action_bot_reasons(self) -> None:
        screen = self.game_screen()
        if screen is not None:
            screen.action_reasons()

    def on_unmount(self) -> None:
        # A hosted game whose screen's awaited stop never ran (the app is going away):
        # close its socket and ZeroMQ context now, not in the garbage collector.
        import sys

        host_module = sys.modules.get("net.host")
        if host_module is not None:
            host_module.close_all_now()

    # what the analysis screen asks of its app
    def on_analysis_screen_replay_requested(self, message) -> None:
        from tui.screens.replay import ReplayScreen

        self.push_screen(ReplayScreen(message.match, start=message.move))

    def on_analysis_screen_try_again(self, message) -> None:
        from tui import saving

        saving.start_autosave(self, message.match)
        self.open_match(message.match)
        self.notify(message.note, timeout=8)

    def action_help(self) -> None:
        from tui.screens.dialogs import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_rules(self, game_id: str | None = None) -> None:
        from tui.screens.rules import RulesScreen

        screen = self.game_screen()
        if game_id is None and screen is not None:
            game_id = screen.match.game.id
        self.push_screen(RulesScreen(game_id))

    async def action_quit(self) -> None:
        """Quit in one press; with an unfinished game on screen, ask once: Enter quits
        (the autosave named), or without an autosave offer to save it first."""
        from tui import saving
        from tui.screens.dialogs import QuitConfirm

        screen = self.game_screen()
        asking = isinstance(self.screen, QuitConfirm) or type(self.screen).__name__ == "QuitDialog"
        if screen is not None and not screen.finished and screen.humans and not asking:
            match = screen.savable_match
            path = saving.autosaved(match) if match is not None else None
            if path is not None:
                self.push_screen(QuitConfirm(str(path)), lambda yes: self.exit() if yes else None)
                return
            if match is not None and saving.ask_quit(self, match):
                return
        self.exit()

    def action_settings(self) -> None:
        from tui.settings.screen import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(), self._language_chosen)

    def _language_chosen(self, code: str | None) -> None:
        """Speak `code` from now on, remember it, and show the menu again in it."""
        from core.i18n import LANGUAGES, language, set_language
        from tui.screens.menu import MainMenu
        from tui.settings.store import SettingsError, remember_language

        if code is None or code == language():
            return
        set_language(code)
        self.sub_title = _(self.SUB_TITLE)
        try:
            remember_language(code)
        except SettingsError as exc:
            self.notify(str(exc), severity="warning", timeout=8)
        for screen in self.screen_stack:
            if isinstance(screen, MainMenu):
                screen.refresh(recompose=True)
        self.screen.refresh_bindings()
        self.notify(_("Language: {name}").format(name=LANGUAGES[code]))

    def action_command_palette(self) -> None:
        """Textual's command palette, its search field worded in the current language."""
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette", placeholder=_("Search for commands…")))

    def action_toggle_theme(self) -> None:
        """The next of clanhall's themes, remembered for the next start."""
        from tui.themes import next_theme

        self.choose_theme(next_theme(self.theme))

    def choose_theme(self, name: str) -> None:
        """Show the theme `name` from now on and keep it in the settings."""
        from tui.settings.store import SettingsError, remember_theme
        from tui.themes import THEME_NAMES

        self.theme = name
        try:
            remember_theme(name)
        except SettingsError as exc:
            self.notify(str(exc), severity="warning", timeout=8)
            return
        self.notify(_("Theme: {name}").format(name=_(THEME_NAMES.get(name, name))))

    def open_profile(self) -> None:
        """The Profile screen: the player's rating and record (tui/profile/)."""
        from tui.profile.screen import ProfileScreen

        self.push_screen(ProfileScreen())

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):  # Textual's own, in our words
            yield command._replace(title=_(command.title), help=_(command.help))
        yield SystemCommand(_("New game"), _("Set up and start a new game"), self.action_new_game)
        yield SystemCommand(_("Load game"), _("Open a saved game"), self.action_load_game)
        yield SystemCommand(_("Host a network game"), _("Play with others on the LAN"), self.action_host)
        yield SystemCommand(_("Join a network game"), _("Join a game hosted on the LAN"), self.action_join)
        if self.game_screen() is not None:
            yield SystemCommand(_("Save game"), _("Save the game in progress"), self.action_save_game)
            yield SystemCommand(_("Resign"), _("Give up the game in progress"), self.action_resign)
            yield SystemCommand(_("Hint"), _("The coach's best options for the player on turn"), self.action_hint)
            yield SystemCommand(
                _("The bots' reasons"), _("Each bot move's win chance and what it weighed"), self.action_bot_reasons
            )
        yield SystemCommand(_("Your profile"), _("Your rating and record against the bots"), self.open_profile)
        yield SystemCommand(_("Rules"), _("Read the rules of a game"), self.action_rules)
        yield SystemCommand(_("Help"), _("The keys of clanhall"), self.action_help)
        yield SystemCommand(
            _("Next theme"), _("Dark, light, colour-blind safe or high contrast"), self.action_toggle_theme
        )
        yield SystemCommand(_("Settings"), _("The language and the theme of clanhall"), self.action_settings)
