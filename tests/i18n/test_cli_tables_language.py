"""The command line's tables in German and Spanish (issue 29 §8): `clanhall arena` (its summary
and fairness tables, and its `--sprt` test), `arena --report FILE`, `saves`, `saves --verify` and
`ladder`, run
through `tui.cli.main` with `--lang` on small runs of random bots, print no English word
(tests/i18n/english_words.py). The bot specs a user typed (`random #1`) are the user's words
and stay as typed; file names and paths are no words."""

from __future__ import annotations

import pytest

from core import i18n
from core.savefile import write_save
from tests.i18n.english_words import english_words_in
from tests.i18n.screens_read import GAMES_OF, played
from tests.saves.support import NOW
from tui import cli

# it plays arena and ladder games: the full suite's tier, not `make check`'s
pytestmark = pytest.mark.slow

# the bot specs typed (`--players random,random` labels its seats "random #1", "random #2")
SPECS = ("random", "greedy", "#1", "#2")
# the name of the statistic `--sprt` reports, the same in every language (besides LLR, GSPRT)
STATISTICS = ("pentanomial",)


def _run(capsys, *argv: str) -> str:
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 0, out + err
    return out


def _english(out: str, lang: str) -> list[str]:
    return english_words_in(out.splitlines(), lang, SPECS + STATISTICS)


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_arena_its_report_and_the_ladder_print_no_english(capsys, tmp_path, lang):
    results = str(tmp_path / "arena.sqlite")
    arena = ["--lang", lang, "arena", "--game", "crystal-clans", "--players", "random,random"]
    played = _run(capsys, *arena, "--games", "2", "--seed", "3", "--results", results)
    reported = _run(capsys, "--lang", lang, "arena", "--report", results)
    ladder = ["--lang", lang, "ladder", "--game", "crystal-clans", "--entrants", "random,greedy", "--games", "1"]
    rated = _run(capsys, *ladder, "--results", str(tmp_path / "ladder.sqlite"))
    sprt = ["--lang", lang, "arena", "--game", "crimson-company", "--players", "random,greedy", "--games", "4"]
    tested = _run(capsys, *sprt, "--sprt", "elo0=0,elo1=100")
    i18n.set_language(lang)
    for out in (played, reported, rated, tested):
        assert _english(out, lang) == [], out
    assert ("Platz 1" if lang == "de" else "puesto 1") in played  # the by-seat table, translated
    assert reported.count("\n") > 12  # every table of the report, the clan matrix too


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_saves_listing_and_its_check_print_no_english(capsys, tmp_path, lang):
    for game_id in GAMES_OF[lang]:  # Spanish translates Crystal Clans' progress, not the others'
        write_save(played(game_id, 12), directory=tmp_path, now=NOW)
    listed = _run(capsys, "--lang", lang, "saves", "--saves-dir", str(tmp_path))
    verified = _run(capsys, "--lang", lang, "saves", "--verify", "--saves-dir", str(tmp_path))
    i18n.set_language(lang)
    for out in (listed, verified):
        assert english_words_in(out.splitlines(), lang) == [], out
    assert listed.count(".clanhall") == len(GAMES_OF[lang])


def test_the_check_sees_the_english_tables(capsys, tmp_path):
    """The same arena in English is caught (the check can fail)."""
    out = _run(capsys, "arena", "--game", "crystal-clans", "--players", "random,random", "--games", "2")
    found = _english(out, "de")
    assert any("'games'" in line for line in found) and any("'seat'" in line for line in found), found
