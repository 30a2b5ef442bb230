"""A thinking bot's progress line (tui.games.base.GameScreen.show_progress): it says
whose estimate the percentage is (the best move found so far, not the bot's chance in the
game), every word of it in the player's language, and a game between bots only names
the best move so far (a person's game never: it could give a secret choice away)."""

from __future__ import annotations

import pytest

from ai.base import Progress
from core import i18n
from tests.support.game_screens import drawn
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.setup import GameSetup

WORDS = {
    "en": ("lines of play, best move so far wins 40%", "best so far: "),
    "de": ("Spielverläufe, bester Zug bisher gewinnt 40%", "bisher am besten: "),
    "es": ("líneas de juego, la mejor jugada hasta ahora gana el 40%", "la mejor hasta ahora: "),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
async def test_the_progress_line_says_whose_estimate_in_the_players_language(lang):
    i18n.set_language(lang)
    setup = GameSetup("lucky-draw", {"players": 2}, 3, ["bot:random", "bot:random"])
    app = ClanhallApp(setup=setup, bot_delay=3600, autosave=False, bot_processes=False)  # no bot moves here
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot_wait_until(pilot, lambda: app.game_screen() is not None, "the game screen")
        screen = await drawn(pilot)
        view = screen.session.view()
        action = screen.match.state.legal_actions()[0]
        screen.show_progress(0, Progress(iterations=120, best_action=action, win_rate=0.4, budget_fraction=0.5))
        thinking = str(screen.query_one("#thinking").render())
        estimate, best = WORDS[lang]
        assert estimate in " ".join(thinking.split()), thinking
        assert best + str(view.describe(action)) in thinking, thinking
