"""Hostile files the interface reads on its own: the settings file (deep, huge, odd) and an
analysis kept beside the saves (deep, or out of range for its game). Each is passed over
with one line, and the program goes on."""

from __future__ import annotations

import json
import math
import os
import random

import pytest

from ai.analysis import DecisionReview, GameReview
from core.match import Match
from tests.support.waiting import pilot_wait_until
from tests.tui.analysis.test_screen import BUDGET, finished_clans
from tui import cli
from tui.analysis import cache
from tui.settings import store

DEEP_LIST = "[" * 100_000 + "]" * 100_000
DEEP_OBJECT = '{"a":' * 5_000 + "1" + "}" * 5_000  # under the size cap, deep enough to recurse


# -- the settings file ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        DEEP_OBJECT,
        "[" * 5_000 + "]" * 5_000,
        '{"language": {"nested": ["de"]}}',
        '{"language": 7}',
        '{"language": "de", "newer": [1, 2]}',
        '{"language": "de", "scale": NaN}',
        '{"language": "de", "scale": 1e400}',
        '{"n": ' + "9" * 5_000 + "}",
        " " * (store.MAX_BYTES - 20) + '{"language": "de"}   ',
    ],
    ids=["deep-object", "deep-list", "nested", "wrong-type", "nested-unknown", "nan", "infinite", "long-int", "huge"],
)
def test_an_odd_settings_file_is_one_warning_and_no_settings(tmp_path, monkeypatch, content):
    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text(content)
    code, warning = store.remembered_language()
    assert code is None
    assert warning and "\n" not in warning and "it is ignored" in warning
    store.remember_language("es")  # the odd file is moved aside, nothing lost
    assert (tmp_path / "settings.json.damaged").read_text() == content
    assert store.remembered_language() == ("es", None)


def test_a_settings_file_of_another_kind_is_one_warning(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").mkdir()
    code, warning = store.remembered_language()
    assert code is None and "is not a file" in warning
    os.rmdir(tmp_path / "settings.json")
    os.mkfifo(tmp_path / "settings.json")  # reading it would wait for a writer forever
    assert "is not a file" in store.remembered_language()[1]


def test_unknown_plain_settings_from_a_newer_version_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"language": "de", "theme": "light", "delay": 0.5}')
    assert store.remembered_language() == ("de", None)
    store.remember_language("es")
    assert json.loads((tmp_path / "settings.json").read_text()) == {"language": "es", "theme": "light", "delay": 0.5}


@pytest.mark.parametrize(
    "content", [DEEP_OBJECT, DEEP_LIST, '{"language": ["de"]}'], ids=["deep-object", "deep-list", "nested"]
)
def test_help_works_with_a_nested_settings_file(tmp_path, monkeypatch, capsys, content):
    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text(content)
    with pytest.raises(SystemExit) as stop:
        cli.main(["--help"])
    assert stop.value.code == 0
    out, err = capsys.readouterr()
    assert "usage: clanhall" in out
    assert err.count("\n") == 1 and "settings file" in err and "Traceback" not in err


# -- an analysis kept beside the saves -------------------------------------------------------
def honest_review(match: Match) -> GameReview:
    """A review that fits `match`: every decision with a choice, the move played judged best."""
    decisions = []
    for move, entry in enumerate(match.log):
        if len(match.state_at(move).legal_actions()) > 1:
            decisions.append(DecisionReview(move, entry.seat, entry.action, entry.action, 0.5, 0.5))
    return GameReview(len(match.seats), 1.0, tuple(decisions))


def edited(review: GameReview, index: int, **changes) -> dict:
    wire = review.to_wire()
    fields = ["move", "seat", "played", "best", "chance", "played_chance"]
    row = wire["decisions"][index]
    for name, value in changes.items():
        row[fields.index(name)] = value
    return wire


def log_entries(path) -> int:
    return path.read_text().count("--- ") if path.exists() else 0


def test_a_kept_review_that_fits_its_game_is_read_back(tmp_path):
    match = finished_clans()
    review = honest_review(match)
    assert cache.store(tmp_path, match, 1.0, review) is not None
    assert cache.load(tmp_path, match, 1.0) == review


@pytest.mark.parametrize(
    "wire",
    [
        lambda r: edited(r, 0, seat=99),
        lambda r: edited(r, 0, chance=1e300),
        lambda r: edited(r, 1, played_chance=-0.5),
        lambda r: edited(r, -1, move=10_000),
        lambda r: edited(r, 0, move=-1),
        lambda r: edited(r, 2, move=0),  # out of order, and not the move logged there
        lambda r: edited(r, 0, played=["no", "such", "move"]),
        lambda r: edited(r, 0, best=["no", "such", "move"]),
        lambda r: {**r.to_wire(), "seats": 99},
        lambda r: {**r.to_wire(), "seconds": float("inf")},
        lambda r: {**r.to_wire(), "decisions": [[math.inf, 0, [1], [1], 0.5, 0.5]]},
        lambda r: {**r.to_wire(), "decisions": {"abcdef": 1}},
        lambda r: [r.to_wire()],
    ],
    ids=[
        "seat-99",
        "chance-1e300",
        "negative-chance",
        "move-past-the-end",
        "move-before-the-start",
        "out-of-order",
        "played-not-logged",
        "best-illegal",
        "seats-99",
        "infinite-seconds",
        "infinite-move",
        "decisions-a-map",
        "a-list",
    ],
)
def test_a_kept_review_out_of_range_is_ignored_and_logged_once(tmp_path, monkeypatch, wire):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    match = finished_clans()
    path = cache.path_for(tmp_path, match, 1.0)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(wire(honest_review(match))), encoding="utf-8")
    assert cache.load(tmp_path, match, 1.0) is None
    assert log_entries(tmp_path / "errors.log") == 1
    assert "analysed again" in (tmp_path / "errors.log").read_text()


@pytest.mark.parametrize(
    "text",
    [DEEP_LIST, '{"decisions": ' + DEEP_LIST + "}", "\xff\xfe", "x" * (cache.MAX_FILE + 1)],
    ids=["deep", "deep-decisions", "not-utf-8", "huge"],
)
def test_a_kept_review_deep_damaged_or_huge_is_ignored(tmp_path, monkeypatch, text):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    match = finished_clans()
    path = cache.path_for(tmp_path, match, 1.0)
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="latin-1")
    assert cache.load(tmp_path, match, 1.0) is None
    assert log_entries(tmp_path / "errors.log") == 1


async def test_the_analysis_screen_reviews_again_over_a_hostile_kept_review(tmp_path, monkeypatch):
    from tui.analysis.screen import AnalysisScreen
    from tui.app import ClanhallApp

    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    match = finished_clans()
    screen = AnalysisScreen(match, folder=tmp_path, **BUDGET)
    path = cache.path_for(tmp_path, match, screen.budget)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(edited(honest_review(match), 0, seat=99, chance=1e300)), encoding="utf-8")
    app = ClanhallApp(autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(screen)
        await pilot_wait_until(pilot, lambda: screen.review is not None, "the analysis done again")
        summary = await pilot_wait_until(pilot, lambda: screen.query("#analysis-summary"), "the summary")
        assert "kept for next time" in str(summary.first().render())
        assert all(0 <= d.seat < 2 for d in screen.review.decisions)
    assert log_entries(tmp_path / "errors.log") == 1
    assert cache.load(tmp_path, match, screen.budget) == screen.review  # the new one replaced it


def test_honest_review_covers_a_random_game():
    """The helper above makes a review the cache accepts (so the cases above test one fault each)."""
    match = finished_clans(seed=random.Random(1).randrange(100))
    assert cache.misfit(honest_review(match), match) is None
