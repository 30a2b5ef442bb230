"""The Profile screen: per game, the player's rating ± RD against the ladder's levels,
the record against each level, a chart of the rating game by game, the level to try
next after a winning run, and the record of games between people (each recorded person
against each other, apart from the rating); `x` exports the record as CSV beside the
database."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from ai.ladder import level_rating
from core.i18n import N_, _, ngettext
from core.seat_names import LEVEL_WORDS, shown_name
from core.terminal import safe_text
from tui.profile import record as rec
from tui.profile.glicko import Glicko
from tui.profile.people import PersonRecord, people_records
from tui.profile.rating import GameProfile, profiles
from tui.widgets.footer import Footer

# Above the record of games between people: which games it holds and that the rating
# against the bots leaves them out (tui/profile/rating.py says why).
PEOPLE_HELP = N_(
    "Against people: hot-seat and LAN games that every person agreed to record. "
    "They do not change the rating against the bots."
)


def game_title(game_id: str) -> str:
    """A game's name as menus show it (its id, made safe, if it is not installed)."""
    from core.registry import get_game

    try:
        return get_game(game_id).name
    except Exception:  # a game of a newer or older version: its id is all we know
        return safe_text(game_id)


def rating_line(profile: GameProfile) -> str:
    """ "Rating 612 ± 85 after 12 games" (or that the games met no measured level)."""
    played = profile.played
    rating = profile.rating
    if rating is None:
        return ngettext(
            "Not rated yet: {n} game, against no measured level",
            "Not rated yet: {n} games, against no measured level",
            played,
        ).format(n=played)
    return ngettext("Rating {rating} ± {rd} after {n} game", "Rating {rating} ± {rd} after {n} games", played).format(
        rating=f"{rating.rating:.0f}", rd=f"{rating.rd:.0f}", n=played
    )


def level_word(level: str) -> str:
    """A bot level as the new-game form names it ("leicht"); any other level as recorded
    (made safe: it comes from the profile file)."""
    return _(level) if level in LEVEL_WORDS else safe_text(level)


class RatingChart(PlotextPlot):
    """The rating after each rated game, with its band of ± one RD."""

    def __init__(self, history: list[Glicko], **kwargs) -> None:
        super().__init__(**kwargs)
        self.history = history

    def on_mount(self) -> None:
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        games = list(range(1, len(self.history) + 1))
        if games:
            plt.plot(games, [g.rating + g.rd for g in self.history], color="gray")
            plt.plot(games, [g.rating - g.rd for g in self.history], color="gray")
            plt.plot(games, [g.rating for g in self.history], marker="dot", label=_("your rating"))
        plt.xlabel(_("game"))
        self.refresh()


class ProfileScreen(Screen):
    """The player's own record, rating and chart, one tab per game played."""

    CSS_PATH = str(Path(__file__).with_name("screen.tcss"))
    BINDINGS = [
        Binding("escape", "app.pop_screen", N_("Back")),
        Binding("x", "export", N_("Export CSV")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games: list[rec.GameRecord] = []
        self.warning: str | None = None
        try:
            connection, self.warning = rec.open_record()
            try:
                self.games = rec.load_games(connection)
            finally:
                connection.close()
        except rec.ProfileError as exc:
            self.warning = str(exc)

    def compose(self) -> ComposeResult:
        yield Static(_("Your profile: the games recorded on this machine"), id="profile-head", markup=False)
        if self.warning:
            yield Static(self.warning, id="profile-warning", markup=False)
        found, people = profiles(self.games), people_records(self.games)
        if not found and not people:
            yield Static(_("No games yet: finish a game against a bot and it is recorded here."), id="profile-empty")
        else:
            with TabbedContent(id="profile-games"):
                for game_id in dict.fromkeys([*found, *people]):  # in the order first played
                    with TabPane(game_title(game_id)):
                        if game_id in found:
                            yield from self.compose_game(found[game_id])
                        if game_id in people:
                            yield from self.compose_people(people[game_id])
        yield Footer()

    def compose_people(self, records: list[PersonRecord]) -> ComposeResult:
        """The record of games between people: who against whom, and how it went."""
        yield Static(_(PEOPLE_HELP), classes="profile-people-help", markup=False)
        table: DataTable = DataTable(classes="profile-people", cursor_type="row", zebra_stripes=True)
        table.add_columns(_("Player"), _("Against"), _("Won"), _("Lost"), _("Drawn"))
        for tally in records:
            names = (shown_name(safe_text(tally.player)), shown_name(safe_text(tally.opponent)))
            table.add_row(*names, str(tally.wins), str(tally.losses), str(tally.draws))
        yield table

    def compose_game(self, profile: GameProfile) -> ComposeResult:
        yield Static(rating_line(profile), classes="profile-summary", markup=False)
        if profile.next_level:
            yield Static(
                _("Next: try level {level}").format(level=level_word(profile.next_level)),
                classes="profile-next",
                markup=False,
            )
        table: DataTable = DataTable(classes="profile-levels", cursor_type="row", zebra_stripes=True)
        table.add_columns(_("Level"), _("Its rating"), _("Won"), _("Lost"), _("Drawn"))
        players = next((g.players for g in self.games if g.game == profile.game), 2)
        for level, tally in profile.levels.items():
            measured = level_rating(profile.game, level, players)
            shown = f"{measured[0]:.0f}" if measured else "–"
            table.add_row(level_word(level), shown, str(tally.wins), str(tally.losses), str(tally.draws))
        yield table
        yield RatingChart(profile.history, classes="profile-chart")

    def action_export(self) -> None:
        path = rec.data_dir() / rec.CSV_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            rec.export_csv(self.games, path)
        except OSError as exc:
            self.notify(
                _("The profile could not be exported to {path}: {problem}").format(
                    path=path, problem=exc.strerror or exc
                ),
                severity="error",
                markup=False,
            )
            return
        self.notify(
            ngettext("{n} game exported to {path}", "{n} games exported to {path}", len(self.games)).format(
                n=len(self.games), path=path
            ),
            markup=False,
        )
