"""No English word on a German or Spanish screen (issue 29 §8): every screen of the interface
— the main menu and what each of its entries opens (new game, learn, profile, load, host,
join, settings, help), and per game the new-game form, the board with its legends, the log,
the hint panel, the bots' reasons, the rules summary, the first tutorial step, the result, the
replay and the analysis — is opened in German and in Spanish and read word by word
(tests/i18n/english_words.py) and phrase by phrase (tests/i18n/screen_text.py).

Here: the menu and what it opens. A game's own screens are read in the app that plays that
game to its end in the language (tests/i18n/test_whole_game_language.py, the same cases:
German for each game, Spanish for Crystal Clans), so the result, the replay and the rules are
the whole game's, and each case starts one app, not two (issue 30 §3); the walks are
tests/i18n/screens_read.py's.

Spanish covers the shared interface and Crystal Clans (core/i18n/sources.py, SCOPE), so the
Spanish run opens that game's screens only. The words come from the compiled catalogues: a
message added since the last `make i18n` reads as English here until its translation is in."""

from __future__ import annotations

import pytest

from core import i18n
from core.savefile import write_save
from tests.i18n.english_words import english_words_in
from tests.i18n.screen_text import frame_lines
from tests.i18n.screens_read import GAMES_OF, app_options, back_to, opened_over, played, read
from tests.saves.support import NOW
from tests.support.game_screens import refreshed
from tests.support.screens import on_screen
from tui.app import ClanhallApp

# the main menu's entries but rules (per game, from its screen), the help and the command palette
MENU_KEYS = ("n", "t", "p", "l", "h", "j", "s", "f1", "ctrl+p")


async def _run(lang: str, tmp_path, monkeypatch, scenario, **options) -> list[str]:
    """`scenario(pilot, seen)` run on a fresh app in `lang`; the English it saw."""
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "clanhall.log"))
    i18n.set_language(lang)
    seen: list[str] = []
    app = ClanhallApp(**app_options(**options))
    async with app.run_test(size=(120, 40)) as pilot:
        await scenario(pilot, seen)
    return seen


@pytest.mark.parametrize("lang", ["de", "es"])
async def test_the_menu_and_what_it_opens_show_no_english(lang, tmp_path, monkeypatch):
    from tui.profile.record import record_finished

    saves = tmp_path / "saves"
    for game_id in GAMES_OF[lang]:
        saves.mkdir(exist_ok=True)  # a short file name: a long one wraps in the preview
        write_save(played(game_id, 12), saves / f"{game_id}.clanhall", now=NOW)
        finished = played(game_id, None, seats=("human", "bot:mcts:level=easy"))
        assert record_finished(finished, finished.result()) is None  # the profile shows its table and chart

    async def scenario(pilot, seen) -> None:
        menu = await on_screen(pilot, "MainMenu")
        await read(pilot, seen, "menu")
        for key in MENU_KEYS:
            await pilot.press(key)
            await opened_over(pilot, menu)
            await read(pilot, seen, f"menu, {key}")
            await back_to(pilot, menu)

    seen = await _run(lang, tmp_path, monkeypatch, scenario, saves_dir=str(saves))
    assert seen == [], "\n".join(seen)


async def test_the_check_sees_english_on_an_english_screen(tmp_path, monkeypatch):
    """The menu read in English is caught by the German check (the check can fail)."""

    async def scenario(pilot, seen) -> None:
        await refreshed(await on_screen(pilot, "MainMenu"))
        seen += english_words_in(frame_lines(pilot.app), "de")

    seen = await _run("en", tmp_path, monkeypatch, scenario)
    assert any("'game'" in line for line in seen), seen
