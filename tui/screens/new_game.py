"""The new-game screen: game, variant, number of players, who sits in each seat and under
what name, the game's own options and the seed. Dismisses with a `GameSetup`, or None on
cancel."""

from __future__ import annotations

import random
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ai.ladder import choice_label
from core.i18n import N_, _
from tui.settings.store import SettingsError, last_game, remember_choices, remembered_choices
from tui.setup import HUMAN, NETWORK, GameSetup, bot_spec, default_names, is_bot, seat_choices
from tui.widgets.footer import Footer
from tui.widgets.keys import key_name

NAME_LENGTH = 20  # what the boards and the score lines have room for


# words the form shows whose English is written elsewhere (the seat kinds of tui.setup, the
# games' variants, the choices of core.protocol's first-player option and Crimson Company's
# difficulty), marked here so the catalogues hold them
FORM_WORDS = (
    N_("Human"),
    N_("Network"),
    N_("duel"),
    N_("2v2"),
    N_("free-for-all"),
    N_("solo"),
    N_("co-op"),
    N_("yes"),
    N_("no"),
    N_("random"),
    N_("seat 1"),
    N_("seat 2"),
    N_("seat 3"),
    N_("seat 4"),
    N_("seat 5"),
    N_("seat 6"),
    N_("easy"),
    N_("medium"),
    N_("hard"),
    N_("very hard"),
    N_("crazy"),
    # the bots' levels (tui.setup.MCTS_LEVELS) in the seat choices
    N_("beginner"),
    N_("normal"),
    N_("expert"),
    N_("master"),
)


def kind_label(label: str, seat: str) -> str:
    """A seat choice as the form shows it, in the current language, a bot's level
    translated too ("Bot: mcts hard" reads "Bot: mcts schwer" in German)."""
    said = _(label)
    if said != label or not is_bot(seat):
        return said
    options = bot_spec(seat).partition(":")[2]
    level = dict(p.partition("=")[::2] for p in options.split(",") if p).get("level")
    if level and label.endswith(" " + level):
        return label[: -len(level)] + _(level)
    return label


def available_games() -> list:
    """The games whose rules are installed, as `Game` objects."""
    from core.registry import game_ids, get_game

    return [get_game(gid) for gid in game_ids()]


def default_bot(choices: list[tuple[str, str]]) -> str:
    """The bot a new seat gets: mcts on normal if there is one, else the first bot."""
    specs = [spec for _, spec in choices if spec.startswith("bot:")]
    for spec in specs:
        if spec == "bot:mcts:level=normal":
            return spec
    return specs[0] if specs else HUMAN


class NewGameScreen(Screen):
    """Set up a game. `seed` fixes the proposed seed (tests); by default it is random.
    It opens on `game_id`, else on the game last started from this form (the settings
    file), else on the first game installed."""

    BINDINGS = [
        Binding("escape", "cancel", N_("Back")),
        # ctrl+g first: the footer shows a binding's first key, and the Start button says ctrl+g
        Binding("ctrl+g,ctrl+enter", "start", N_("Start")),
    ]

    def __init__(
        self, seed: int | None = None, game_id: str | None = None, hosting: bool = False, variant: str | None = None
    ) -> None:
        super().__init__()
        self.hosting = hosting  # the other seats default to network seats; a port to host on
        self.games = {g.id: g for g in available_games()}
        first = next(iter(self.games), "")  # "": no game is installed
        if game_id is None:
            game_id = last_game(self.form_kind)
        self.game_id: str = game_id if game_id is not None and game_id in self.games else first
        self.seed = seed if seed is not None else random.randrange(1 << 31)
        self.kinds = seat_choices()
        self.seats: list[str] = []
        self.names: list[str] = []  # typed names; "" keeps the seat's default name
        self.variant = None
        if self.game:
            self.variant = variant if variant in self.game.variants else self.game.variants[0]
        self.option_values: dict = {}  # chosen option values, kept across variant changes
        self.players = 0
        if self.game:
            self._reset_players(self.game.player_counts(self.variant).start)
            self._recall(keep_variant=variant in self.game.variants)

    @property
    def game(self):
        return self.games.get(self.game_id)

    def _reset_players(self, n: int) -> None:
        bot = NETWORK if self.hosting else default_bot(self.kinds)
        self.players = n
        old = self.seats or [HUMAN]
        self.seats = (old + [bot] * n)[:n]
        self.names = (self.names + [""] * n)[:n]

    # -- the last choices per game (the settings file) ----------------------------------
    @property
    def form_kind(self) -> str:
        """Which form's choices are remembered: a hosted game's seats differ from a local one's."""
        return "host" if self.hosting else "new_game"

    def _recall(self, keep_variant: bool = False) -> None:
        """Take the last choices made for this game, where they still fit what is offered."""
        said = remembered_choices(self.form_kind, self.game_id)
        if not keep_variant and said.get("variant") in self.game.variants:
            self.variant = said["variant"]
        counts = self.game.player_counts(self.variant)
        players = said.get("players")
        self._reset_players(players if isinstance(players, int) and players in counts else counts.start)
        specs = {spec for _, spec in self.kinds}
        for i in range(self.players):
            seat, name = said.get(f"seat.{i}"), said.get(f"name.{i}")
            if seat in specs:
                self.seats[i] = seat
            if isinstance(name, str):
                self.names[i] = name[:NAME_LENGTH]
        for opt in self.game.options():
            if f"option.{opt.key}" in said:  # checked against its choices when shown
                self.option_values[opt.key] = said[f"option.{opt.key}"]

    def _remember(self, setup: GameSetup) -> None:
        """Keep this game's choices for the next time the form opens on it."""
        choices: dict = {"variant": self.variant, "players": self.players}
        for i, seat in enumerate(self.seats):
            choices[f"seat.{i}"] = seat
            choices[f"name.{i}"] = self.names[i].strip()
        for opt in self.shown_options():
            choices[f"option.{opt.key}"] = setup.config.get(opt.key)
        try:
            remember_choices(self.form_kind, self.game_id, choices)
        except SettingsError as exc:  # the game starts all the same
            self.app.notify(str(exc), severity="warning")

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(_("Host a network game") if self.hosting else _("New game"), classes="screen-title")
        with VerticalScroll(id="form"):
            if not self.games:
                yield Static(_("No game's rules are installed yet."), id="no-games")
            else:
                yield from self._row(
                    _("Game"),
                    Select(
                        [(g.name, g.id) for g in self.games.values()],
                        value=self.game_id,
                        allow_blank=False,
                        id="game",
                        compact=True,
                    ),
                )
                yield Vertical(id="game-part")
                yield from self._row(_("Seed"), Input(str(self.seed), type="integer", id="seed", compact=True))
                if self.hosting:
                    yield from self._row(_("Port"), Input("7141", type="integer", id="port", compact=True))
                    yield from self._row(
                        _("Announce"),
                        Select(
                            [
                                (_("on the LAN (players pick it from a list)"), True),
                                (_("no (they type the address)"), False),
                            ],
                            value=True,
                            allow_blank=False,
                            id="announce",
                            compact=True,
                            tooltip=_("Announcing tells where the game is, never the join code"),
                        ),
                    )
                    yield from self._row(_("Spectators"), Input("0", type="integer", id="spectators", compact=True))
                    yield from self._row(
                        _("Spectator chat"),
                        Select(
                            [(_("no (spectators only read)"), False), (_("yes (spectators may chat)"), True)],
                            value=False,
                            allow_blank=False,
                            id="spectator-chat",
                            compact=True,
                        ),
                    )
        with Horizontal(id="form-buttons"):
            start = _("Start  [{key}]").format(key=key_name("ctrl+g"))  # the key as the footer writes it
            yield Button(Content(start), id="start", variant="primary", disabled=not self.games)
            yield Button(Content(_("Back  [esc]")), id="cancel")
        yield Footer()

    def _row(self, label: str, widget, classes: str = ""):
        with Horizontal(classes=f"form-row {classes}".strip()):
            yield Label(label, classes="form-label")
            yield widget

    async def on_mount(self) -> None:
        if self.game:
            # Focus first: a key typed while the rows are being mounted must not be
            # undone by a focus that arrives after them.
            self.query_one("#game", Select).focus()
            await self._rebuild()

    async def _rebuild(self) -> None:
        """Re-lay out the part of the form that depends on the game and the variant."""
        part = self.query_one("#game-part", Vertical)
        await part.remove_children()
        game = self.game
        rows = []
        if suggests_tutorial(self.game_id):
            rows.append(self._tutorial_row())
        if len(game.variants) > 1:
            rows.append(
                self._mk_row(
                    _("Variant"),
                    Select(
                        [(_(v), v) for v in game.variants],
                        value=self.variant,
                        allow_blank=False,
                        id="variant",
                        compact=True,
                    ),
                )
            )
        counts = list(game.player_counts(self.variant))
        if len(counts) > 1:
            rows.append(
                self._mk_row(
                    _("Players"),
                    Select(
                        [(str(n), n) for n in counts], value=self.players, allow_blank=False, id="players", compact=True
                    ),
                )
            )
        for i, seat in enumerate(self.seats):
            rows.append(self._seat_row(i, seat))
        if self._rated():
            rows.append(self._rating_legend())
        for opt in self.shown_options():
            rows.append(self._mk_row(_(opt.label), self._option_widget(opt), "option-row"))
        await part.mount_all(rows)

    def _tutorial_row(self) -> Horizontal:
        """One line offering the game's tutorial, for a player who never opened it."""
        name = _(self.game.name)
        return Horizontal(
            Label(_("New to {game}?").format(game=name), classes="form-label"),
            Button(_("Learn to play it first"), id="learn-suggest", compact=True),
            id="learn-suggestion",
            classes="form-row",
        )

    def _mk_row(self, label: str, widget, classes: str = "") -> Horizontal:
        row = Horizontal(Label(label, classes="form-label"), widget, classes=f"form-row {classes}".strip())
        return row

    def _seat_row(self, i: int, seat: str) -> Horizontal:
        """A seat: who plays it, and the name it goes by (a joining player brings their own)."""
        kind = Select(
            [
                (choice_label(kind_label(label, spec), self.game_id, spec, self.players), spec)
                for label, spec in self.kinds
            ],
            value=seat,
            allow_blank=False,
            id=f"seat-{i}",
            compact=True,
        )
        name = Input(
            self.names[i],
            placeholder=self._default_name(i),
            id=f"name-{i}",
            max_length=NAME_LENGTH,
            compact=True,
            classes="seat-name",
            tooltip=_("The name this seat goes by; empty keeps the one shown"),
        )
        name.disabled = seat == NETWORK
        return Horizontal(
            Label(_("Seat {value}").format(value=i + 1), classes="form-label"), kind, name, classes="form-row seat-row"
        )

    def _rated(self) -> bool:
        """Whether a seat's choices show a bot level's rating ("≈ 231 ± 228")."""
        return any(choice_label(label, self.game_id, spec, self.players) != label for label, spec in self.kinds)

    def _rating_legend(self) -> Horizontal:
        """One line under the seats saying what "≈ 231 ± 228" is: the numbers alone read
        as nothing to a new player (issue 29)."""
        if self.players > 2:  # a bigger table's ratings are its own, lower (tables of luck)
            said = _("≈ a bot level's rating at a table of {players}, ± its uncertainty").format(players=self.players)
        else:
            said = _("≈ a bot level's rating in this game, ± its uncertainty")
        return Horizontal(
            Label(_("Ratings"), classes="form-label"),
            Static(said, classes="form-legend"),
            id="rating-legend",
            classes="form-row",
        )

    def _default_name(self, i: int) -> str:
        if self.seats[i] == NETWORK:
            return _("named by who joins")
        return default_names(self.seats)[i]

    def shown_options(self) -> list:
        """The game's options that mean something in the chosen variant."""
        return [opt for opt in self.game.options() if opt.applies_to(self.variant)]

    def _option_widget(self, opt):
        value = self.option_values.get(opt.key, opt.default)
        choices = self._choices(opt)
        if choices:
            value = value if value in choices else opt.default
            return Select(
                [(_(opt.label_of(c)), c) for c in choices],
                value=value,
                allow_blank=False,
                id=f"opt-{opt.key}",
                tooltip=_(opt.help) or None,
                compact=True,
            )
        return Input(
            "" if value is None else str(value), id=f"opt-{opt.key}", tooltip=_(opt.help) or None, compact=True
        )

    def _choices(self, opt) -> tuple:
        """An option's choices at this table: a seat option ("handicap_seat") offers only
        the seats there are (and its non-seat choices, such as -1, "second player")."""
        if opt.key.endswith("_seat"):
            return tuple(c for c in opt.choices if not isinstance(c, int) or c < self.players)
        return opt.choices

    # -- events ------------------------------------------------------------------------
    async def on_select_changed(self, event: Select.Changed) -> None:
        wid = event.select.id or ""
        value: Any = event.value  # each select holds its own kind: a game id, a count, a seat spec
        if wid in ("game", "variant", "players"):
            self._read_seats()  # what was typed, even if its messages are still queued, outlives the rebuild
        if wid == "game" and value != self.game_id:
            self.game_id = value
            self.variant = self.game.variants[0]
            self.seats = []
            self._reset_players(self.game.player_counts(self.variant).start)
            self._recall()
            await self._rebuild()
        elif wid == "variant" and value != self.variant:
            self.variant = value
            counts = self.game.player_counts(self.variant)
            if self.players not in counts:
                self._reset_players(counts.start)
            await self._rebuild()
        elif wid == "players" and value != self.players:
            self._reset_players(value)
            await self._rebuild()
        elif wid.startswith("opt-"):
            self.option_values[wid[4:]] = value
        elif wid.startswith("seat-"):
            i = int(wid[5:])
            self.seats[i] = value
            name = self.query_one(f"#name-{i}", Input)
            name.placeholder = self._default_name(i)
            name.disabled = value == NETWORK

    def on_input_changed(self, event: Input.Changed) -> None:
        wid = event.input.id or ""
        if wid.startswith("name-"):
            self.names[int(wid[5:])] = event.value

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "learn-suggest":
            self.open_tutorial()
        else:
            self.action_cancel()

    def open_tutorial(self) -> None:
        """The chosen game's tutorial, where it stopped; back here when it is left."""
        from tui.learn import progress
        from tui.learn.screen import TutorialScreen

        self.app.push_screen(TutorialScreen(self.game_id, progress.resume_step(self.game_id)))

    def on_screen_resume(self) -> None:
        if not suggests_tutorial(self.game_id):
            for row in self.query("#learn-suggestion"):
                row.remove()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        if not self.game:
            return
        try:
            setup = self.setup()
        except ValueError as exc:
            self.notify(str(exc), title=_("Cannot start"), severity="error")
            return
        self._remember(setup)
        self.dismiss(setup)

    def setup(self) -> GameSetup:
        """The `GameSetup` the form describes; ValueError naming a bad field."""
        game = self.game
        self._read_seats()
        config = {"players": self.players, "variant": self.variant}
        for opt in self.shown_options():
            widget = self.query_one(f"#opt-{opt.key}")
            if isinstance(widget, Input):
                config[opt.key] = _typed(widget.value, opt.default)
            elif isinstance(widget, Select):  # an option is shown as one or the other
                config[opt.key] = widget.value
        config = game.normalize_config(config)
        text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(text) if text else random.randrange(1 << 31)
        except ValueError:
            raise ValueError(_("the seed must be a whole number, not {text!r}").format(text=text)) from None
        setup = GameSetup(game.id, config, seed, list(self.seats), self.seat_names())
        if self.hosting:
            port = self.query_one("#port", Input).value.strip()
            if not port.isdigit() or not 0 < int(port) < 65536:
                raise ValueError(_("the port must be a number from 1 to 65535, not {port!r}").format(port=port))
            setup.port = int(port)
            setup.announce = bool(self.query_one("#announce", Select).value)
            watchers = self.query_one("#spectators", Input).value.strip() or "0"
            if not watchers.isdigit() or not 0 <= int(watchers) <= 64:
                raise ValueError(
                    _("spectators must be a number from 0 to 64, not {watchers!r}").format(watchers=watchers)
                )
            setup.spectators = int(watchers)
            setup.spectator_chat = bool(self.query_one("#spectator-chat", Select).value)
        return setup

    def _read_seats(self) -> None:
        # The widgets are the truth: a change whose message is still queued counts too.
        for i in range(self.players):
            seats, names = self.query(f"#seat-{i}").results(Select), self.query(f"#name-{i}").results(Input)
            for seat in seats:  # none while the form is being built
                self.seats[i] = str(seat.value)  # a seat spec (the select has no blank)
            for name in names:
                self.names[i] = name.value

    def seat_names(self) -> list[str]:
        """Each seat's name: the typed one, else its default; ValueError on a clash."""
        names = [typed.strip() or default for typed, default in zip(self.names, default_names(self.seats))]
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            if self.seats[i] == NETWORK:
                continue
            other = seen.setdefault(name.casefold(), i)
            if other != i:
                raise ValueError(
                    _("seats {value} and {value2} are both called {name!r}; give each seat its own name").format(
                        value=other + 1, value2=i + 1, name=name
                    )
                )
        return names


def suggests_tutorial(game_id: str | None) -> bool:
    """Whether the form offers `game_id`'s tutorial: there is one, and the player has
    neither finished it nor got past its first step."""
    from core.tutorial import SCRIPTS
    from tui.learn import progress

    return game_id in SCRIPTS and not progress.finished(game_id) and progress.resume_step(game_id) == 0


def _typed(text: str, default):
    """An option typed in a text box, converted like its default (int, float, bool, str)."""
    text = text.strip()
    if text == "":
        return default
    if isinstance(default, bool):
        return text.lower() in ("1", "yes", "true", "on")
    for kind in (int, float):
        if isinstance(default, kind):
            try:
                return kind(text)
            except ValueError:
                raise ValueError(_("{text!r} is not a {name__}").format(text=text, name__=kind.__name__)) from None
    return text
