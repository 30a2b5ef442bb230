"""English words that were left on German and Spanish screens (issue 29 §8), each where it
was made: a saved seat's kind in the load preview, the hint's playouts (now lines of play), files whose texts no
domain extracted, and the word check itself (its allow-list names only words the
translations use)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core import i18n
from core.i18n.sources import SOURCES, files
from core.savefile import list_saves, write_save
from tests.i18n.english_words import _TERMS_DE, ALLOWED, english_words, english_words_in, unused_allowances
from tests.saves.support import NOW
from tui.screens.save_dialogs import preview_save, seat_kind

ROOT = Path(__file__).resolve().parents[2]
MARKS = ("_(", "N_(", "lazy(", "phrase(", "ngettext(")
MACHINERY = "core/i18n/"  # the translation functions themselves, no text of theirs


@pytest.mark.parametrize(
    ("lang", "kinds"),
    [
        ("de", ["Mensch", "Netzwerk", "Mensch", "Bot · leicht", "Bot · zufällig"]),
        ("es", ["Humano", "Red", "Humano", "Bot · fácil", "Bot · al azar"]),
    ],
)
def test_a_saved_seats_kind_reads_in_the_language(lang, kinds):
    i18n.set_language(lang)
    seats = ["human", "remote", "local", "bot:mcts:level=easy", "bot:random"]
    assert [seat_kind(seat) for seat in seats] == kinds


def test_the_load_preview_names_no_seat_spec(tmp_path):
    from core.match import Match

    for names in (["Ada", "Bruno"], None):  # named seats; the seats' default names
        match = Match("crystal-clans", {"players": 2}, 3, seats=["human", "bot:mcts:level=easy"], names=names)
        write_save(match, directory=tmp_path / str(bool(names)), now=NOW)
    i18n.set_language("de")
    named, unnamed = (preview_save(list_saves(tmp_path / folder)[0]) for folder in ("True", "False"))
    assert "Spieler: Ada (Mensch), Bruno (Bot · leicht)" in named
    assert "Spieler: Spieler 1 (Mensch), Bot · leicht\n" in unnamed  # the bot's name says its kind
    shown = [text.split("\n", 1)[1] for text in (named, unnamed)]  # below the file's name
    assert not any(spec in text for text in shown for spec in ("human", "bot:", "easy"))


def test_the_hint_title_counts_the_lines_of_play_in_the_language():
    from tui.coach.hint_panel import HintPanel

    i18n.set_language("de")
    panel = HintPanel()
    titles: list[str] = []
    panel.query_one = lambda selector, kind=None: _Recorder(titles)  # type: ignore[method-assign]
    panel.show("Ada", ["① …"], 300)
    assert "300 Spielverläufe" in titles[0] and "lines of play" not in titles[0]  # once merged


class _Recorder:
    """Stands in for the panel's widgets: keeps what the title is set to."""

    def __init__(self, titles: list[str]) -> None:
        self.titles = titles
        self.display = True

    def update(self, text: str = "", **_kwargs) -> None:
        self.titles.append(str(text))


def test_every_file_with_marked_texts_belongs_to_a_domain():
    """A file outside every domain's patterns is never extracted: its texts stay English in
    every language (tui/profile/ was so)."""
    covered = {path for domain in SOURCES for path in files(domain, ROOT)}
    left = []
    for top in ("core", "ai", "net", "tui"):
        for path in sorted((ROOT / top).glob("**/*.py")):
            relative = str(path.relative_to(ROOT))
            if "__pycache__" in path.parts or relative.startswith(MACHINERY) or relative in covered:
                continue
            if any(mark in path.read_text(encoding="utf-8") for mark in MARKS):
                left.append(relative)
    assert left == []


@pytest.mark.parametrize("lang", ["de", "es"])
def test_every_allowed_word_is_one_the_translations_use(lang):
    assert unused_allowances(lang) == []


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_word_check_finds_english_and_passes_the_language(lang):
    assert {"game", "players", "seed", "human", "thinking"} <= english_words(lang)
    assert english_words_in(["Seed 1234 · Ada is thinking", "Ada (human)"], lang) == [
        "'Seed' in 'Seed 1234 · Ada is thinking'",
        "'thinking' in 'Seed 1234 · Ada is thinking'",
        "'human' in 'Ada (human)'",
    ]
    native = {"de": "Startwert 1234 · 60 Spielverläufe · Ada (Mensch) · Lane 2", "es": "Semilla 1234 · Ada (Humano)"}
    assert english_words_in([native[lang]], lang) == []


def test_every_game_term_german_keeps_is_in_a_rules_glossary():
    """A term the German texts keep in English ("Lane") is explained in the glossary of a
    German rules summary (the `?` screen), not only allowed by the word check."""
    glossaries = ""
    for summary in sorted((ROOT / "tui" / "rules").glob("*.de.md")):
        text = summary.read_text(encoding="utf-8")
        assert "\n## Glossar\n" in text, summary.name
        glossaries += text.split("\n## Glossar\n", 1)[1]
    kept = [word for word in ALLOWED["de"][_TERMS_DE].split() if word != "Lanes"]
    assert [word for word in kept if f"**{word}**" not in glossaries] == []


def test_the_profile_names_bot_levels_as_the_new_game_form_does():
    from tui.profile.screen import level_word

    i18n.set_language("de")
    assert [level_word(level) for level in ("easy", "hard", "random")] == ["leicht", "schwer", "zufällig"]
    assert level_word("mcts:level=9\x1b]0;x") == "mcts:level=9\\x1b]0;x"  # from the file: made safe, as it is
