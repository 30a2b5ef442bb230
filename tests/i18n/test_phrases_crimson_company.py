"""Crimson Company speaks in phrases (issue 19 §3): everything its engine says — prompts,
the actions' descriptions, the progress label, the event log, the rules' refusals — is a
message id with arguments that German can show in full, reads in the rulebook's words,
stays the same English as before, crosses the wire, and saves made before the change still
load."""

from __future__ import annotations

import hashlib
import random

import msgpack
import pytest

from core import i18n
from core.crimson_company.state import CCState
from core.i18n.phrase import Phrase, phrase
from core.protocol import IllegalAction
from core.registry import get_game
from core.save import rules_changed
from core.savefile import load_match
from tests.i18n.engine_phrases import loads_as_before, played, spoken, untranslated
from tests.saves.make_examples import EXAMPLES
from tests.support.log_complete import without_later_lines

GAME = "crimson-company"

CONFIGS = {
    "duel": {"variant": "duel", "players": 2},
    "duel-castles": {"variant": "duel", "players": 2, "castle_rules": True},
    "tournament": {"variant": "duel", "players": 2, "tournament": True},
    "2v2": {"variant": "2v2", "players": 4},
    "ffa-3": {"variant": "free-for-all", "players": 3},
    "ffa-5-placements": {"variant": "free-for-all", "players": 5, "placements": True, "castles": "2"},
    "solo": {"variant": "solo", "players": 1},
    "co-op": {"variant": "co-op", "players": 2, "castle_rules": True},
}

# sha256 (16 hex digits) of what main said, before phrases, over `english_record` of each
# configuration (two seeded random games plus a refusal every 10 steps), joined by newlines
BEFORE = {
    "duel": "71fd39c35e275106",
    "duel-castles": "d5a68a3c2c636747",
    "tournament": "c6af8e3bf447084d",
    "2v2": "a4017ee7309ba15f",
    "ffa-3": "265d962ac2c7f884",
    "ffa-5-placements": "07e869e254ae7417",
    "solo": "fb9af48ac66c962b",
    "co-op": "a3703474bedd6660",
}


def refusals_along(config: dict, seed: int = 7, steps: int = 400) -> list:
    """What the rules say to a made-up action every 10 steps of a random game (and once
    the game is over)."""
    game = get_game(GAME)
    s = game.new(game.normalize_config(config), seed)
    rng = random.Random(seed)
    said = []
    for step in range(steps):
        if step % 10 == 0 or s.is_over():
            with pytest.raises(IllegalAction) as refused:
                s.clone().apply(("nope", 99))
            said.append(refused.value.args[0])
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    return said


def english_record(name: str) -> list:
    k = list(CONFIGS).index(name)
    return spoken(GAME, CONFIGS[name], games=2, seed=k + 1) + refusals_along(CONFIGS[name])


# Lines reworded on purpose since the record, read here as they were so that every other
# line is still checked byte for byte: a scored lane's totals name their sides (session 17).
REWORDED = {
    "Lane {number}: {a} for {first}, {b} for {second}": "Lane {number}: {a} against {b}",
    "Lane {number}: {a} for {first}, {b} for {second} (face-down cards)": (
        "Lane {number}: {a} against {b} face-down cards"
    ),
    "Lane {number}: {a} for {first}, {b} for {second} (the lower total wins)": (
        "Lane {number}: {a} against {b} (the lower total wins)"
    ),
}


def reworded_as_before(monkeypatch) -> None:
    original = CCState.log

    def log(self, text):
        before = REWORDED.get(getattr(text, "template", None))
        if before is not None:
            text = phrase(before, number=text.args["number"], a=text.args["a"], b=text.args["b"])
        original(self, text)

    monkeypatch.setattr(CCState, "log", log)


@pytest.mark.parametrize("name", list(CONFIGS))
def test_english_reads_byte_for_byte_as_before(name, monkeypatch):
    without_later_lines(CCState, monkeypatch)  # every other line reads as before
    reworded_as_before(monkeypatch)
    said = english_record(name)
    text = "\n".join(str(x) for x in said)
    assert hashlib.sha256(text.encode()).hexdigest()[:16] == BEFORE[name]


@pytest.mark.parametrize("name", list(CONFIGS))
def test_everything_said_in_random_games_is_a_phrase_german_can_show(name):
    said = english_record(name)
    assert said and all(isinstance(text, Phrase) for text in said)
    assert untranslated(said, "de") == []


def test_german_uses_the_rulebook_s_words():
    i18n.set_language("de")
    game = get_game(GAME)
    s = game.new(game.normalize_config({"variant": "duel"}), 3)
    assert str(s.progress_label()) == "Runde 1, Burgen 0–0"
    assert str(s.decision().prompt) == "Biete Münzen auf eine Karte im Angebot"
    bid = s.legal_actions()[0]
    assert str(s.describe(bid)).startswith(f"Spieler {s.active + 1} bietet 1 Münze auf ")
    assert any(str(e) == f"Runde 1: Spieler {s.active + 1} ist am Zug" for e in s.events)
    s.apply(bid)
    assert str(s.decision().prompt) == "Zahle das Gebot für 1 Münze aus oder passe"
    coop = game.new(game.normalize_config({"variant": "co-op", "players": 2}), 3)
    assert str(coop.progress_label()) == "Runde 1, Burgen 0–0 gegen die Raubritter"
    assert str(coop.lane_name(1)) == "Lane 2"
    assert "Troll-Mutter" in str(Phrase("Troll Mother: discard a market card"))
    with pytest.raises(IllegalAction) as refused:
        s.apply(("nope",))
    assert str(refused.value.args[0]) == (
        "('nope',) ist jetzt keine erlaubte Aktion (Zahle das Gebot für 1 Münze aus oder passe)"
    )


def test_the_refusals_are_phrases_and_read_in_german():
    game = get_game(GAME)
    s = game.new(game.normalize_config({"variant": "solo"}), 5)
    while not s.is_over():
        s.apply(s.legal_actions()[0])
    with pytest.raises(IllegalAction) as over:
        s.apply(("play", 0, 0))
    said = over.value.args[0]
    assert isinstance(said, Phrase) and untranslated([said], "de") == []
    assert str(said) == "the game is over; no more actions are allowed"
    i18n.set_language("de")
    assert str(said) == "Das Spiel ist vorbei; es sind keine Aktionen mehr erlaubt"


def test_the_log_and_prompt_cross_the_wire_as_phrases():
    game = get_game(GAME)
    s = game.new(game.normalize_config({"variant": "2v2", "players": 4}), 9)
    rng = random.Random(9)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    back = CCState.from_wire(msgpack.unpackb(msgpack.packb(s.view(0).to_wire()), raw=False))
    assert back.events == s.events and all(isinstance(e, Phrase) for e in back.events)
    assert back.decision() == s.view(0).decision()
    i18n.set_language("de")
    assert [str(e) for e in back.events] == [str(e) for e in s.events]
    assert any(str(e).startswith("Runde ") for e in back.events)


def test_a_save_made_before_phrases_loads_without_rules_changed():
    # its fingerprint over the English log and prompt: what `state_digest` takes today
    loaded = loads_as_before(played(GAME, {"variant": "duel"}, 30, names=["Ada", "Brann"]))
    i18n.set_language("de")
    assert str(loaded.state.progress_label()).startswith("Runde ")


def test_the_example_save_from_before_phrases_still_loads():
    match, save = load_match(EXAMPLES / "crimson-company.clanhall")
    assert isinstance(save.progress, str) and save.progress.startswith("round ")  # written before phrases
    assert not rules_changed(match, save)
    assert str(match.state.progress_label()) == save.progress  # the same words, now a phrase
    assert all(isinstance(e, Phrase) for e in match.state.events)


def test_the_board_s_own_words_read_in_german_and_english_as_before():
    """The Crimson screen's hints and spot details (not the engine's) are marked too."""
    from tui.games.crimson_company.refusals import spot_words
    from tui.games.crimson_company.screen import ordinal

    spots = [("market", 1), ("lane", 0)]
    assert [ordinal(k) for k in (0, 1, 2, 11)] == [
        "nearest the castle",
        "2nd from the castle",
        "3rd from the castle",
        "12th from the castle",
    ]
    assert spot_words(spots) == "lane or card on offer"
    i18n.set_language("de")
    assert [ordinal(k) for k in (0, 1)] == ["am nächsten an der Burg", "2. von der Burg aus"]
    assert spot_words(spots) == "Lane oder Karte im Angebot"
