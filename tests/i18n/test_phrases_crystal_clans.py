"""Crystal Clans speaks in phrases (issue 19 §3): everything its engine says — prompts, the
actions' descriptions, the progress label, the event log, the rules' refusals — is a message
id with arguments that German and Spanish can show in full, reads in the rulebooks' words,
stays byte for byte the English of before, and saves made before the change still load."""

from __future__ import annotations

import hashlib
from functools import cache

import msgpack
import pytest

from core import i18n
from core.crystal_clans import flow, words
from core.crystal_clans.board import HOME, NUM_ZONES
from core.crystal_clans.cards import CARDS, CLAN_NAMES, KIND_BY_NAME, effect_text
from core.crystal_clans.game import GAME
from core.crystal_clans.state import CrystalClansState
from core.i18n.phrase import Phrase, phrase
from core.protocol import IllegalAction
from core.save import (
    _canonical,
    decode_save,
    match_from_save,
    rules_changed,
)
from tests.i18n.engine_phrases import loads_as_before, played, refusals, spoken, untranslated
from tests.saves.make_examples import EXAMPLES
from tests.support.log_complete import without_later_lines

# (config, seed) -> (number of texts, SHA-256 of their English joined by newlines) as the
# engine's f-strings said them before phrases (main at 26dd571, recorded over 2 games each).
# The games with Blood or Stone were re-recorded when Blood Hounds and Supply Golem got
# cheaper (session 14), Skull against Flower (until then the f-strings' own record) when
# Rosepetal Dancers did (2026-11-28): their deals play differently, the words are the same.
# The games with Meteor (Stone against Meteor, and the random clans') were re-recorded when
# Meteor's cards changed (session 25: Meteor Mages, Foretold, Starfall), Stone against Meteor
# again when Citadel Knights got Siegebreaker and Starfall spared a top of 4+ attack (session 27),
# Skull against Flower again when Spirit Guide got Lay to Rest and Menders cost 2 (session 29).
BEFORE = [
    ({"clan1": "blood", "clan2": "water"}, 1, 23073, "19617c2f6cee84fb"),
    ({"clan1": "skull", "clan2": "flower"}, 2, 49335, "bd2cd9a605e92bc4"),
    ({"clan1": "stone", "clan2": "meteor", "mulligan": True}, 3, 23270, "88b8476f61dbb137"),
    ({"clan1": "random", "clan2": "random"}, 4, 31752, "cb2780328aad5a28"),
]


@cache
def said(index: int) -> tuple:
    config, seed, _, _ = BEFORE[index]
    return tuple(spoken("crystal-clans", config, games=2, seed=seed))


@pytest.mark.parametrize("index", range(len(BEFORE)))
def test_english_is_byte_for_byte_what_the_engine_said_before(index, monkeypatch):
    without_later_lines(CrystalClansState, monkeypatch)  # every other line reads as before
    # the action prompt was reworded on purpose (session 17: when the turn passes, not the
    # token's raw position); read as before, every other text still is byte for byte
    monkeypatch.setattr(
        CrystalClansState,
        "action_prompt",
        lambda s: phrase("Choose an action (initiative {token})", token=f"{s.token:+d}"),
    )
    config, seed, count, digest = BEFORE[index]
    texts = spoken("crystal-clans", config, games=2, seed=seed)
    english = "\n".join(str(text) for text in texts)
    assert len(texts) == count
    assert hashlib.sha256(english.encode()).hexdigest()[:16] == digest


@pytest.mark.parametrize("lang", ["de", "es"])
@pytest.mark.parametrize("index", range(len(BEFORE)))
def test_everything_said_in_random_games_reads_in_german_and_spanish(index, lang):
    texts = said(index)
    assert texts and all(isinstance(text, Phrase) for text in texts)
    assert untranslated(list(texts), lang) == []


def game(clan1: str = "blood", clan2: str = "water", seed: int = 5) -> CrystalClansState:
    return GAME.new(GAME.normalize_config({"clan1": clan1, "clan2": clan2}), seed)


def over() -> CrystalClansState:
    s = game()
    s.winner = 0
    return s


def rare_texts() -> list:
    """What random games may miss: every decision's question, every trigger's and battle
    effect's name, the zones seen from each seat, every clan, and the refusals."""
    out: list = list(flow.PROMPT.values())
    out += [words.trigger(kind) for kind in words.TRIGGERS]
    out += [words.effect(effect) for d in CARDS for effect in (d.left, d.right)]
    out += [words.zone(z, seat) for z in range(NUM_ZONES) for seat in (None, 0, 1)]
    out += [words.clan(name) for name in CLAN_NAMES]
    out += [words.cards(game(), range(n)) for n in (0, 1, 2, 5, 9, 12)]
    s = game()
    out += refusals(s, [("bogus",), ("summon", 99, (1,)), ()])
    out += refusals(over(), [("replenish",)])
    out.append(s.decision().prompt)
    return out


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_rare_texts_and_the_refusals_read_in_german_and_spanish(lang):
    texts = rare_texts()
    assert len(texts) > 100 and all(isinstance(text, Phrase) for text in texts)
    assert untranslated(texts, lang) == []


def test_english_reads_as_before():
    """The English of each text is what the engine's f-strings said before phrases."""
    s = game()
    assert str(s.progress_label()) == "round 1, crystals 0–0"
    assert str(s.events[0]) == "P1 plays the Blood clan, P2 the Water clan"
    room = 1 - s.token * (1 if s.active == 0 else -1)  # session 17: the prompt says when the turn passes
    assert str(s.decision().prompt) == f"Choose an action (over {room} initiative passes the turn)"
    for d in CARDS:
        for effect in (d.left, d.right):
            assert str(words.effect(effect)) == effect_text(effect)
    assert str(words.cards(s, range(12))) == ", ".join(s.name(c) for c in range(12))
    assert str(words.zone(HOME[0], 0)) == "home zone" and str(words.zone(HOME[1], 0)) == "enemy home zone"
    assert str(words.zone(HOME[1])) == "north home zone"
    assert str(s.describe(("replenish",))) == "Replenish: discard any cards, draw up to 5"
    refused = (
        r"^\('bogus',\) is not a legal action now "
        r"\(Choose an action \(over \d+ initiative passes the turn\)\)$"
    )
    with pytest.raises(IllegalAction, match=refused):
        s.clone().apply(("bogus",))
    with pytest.raises(IllegalAction, match=r"^the game is over; no more actions are allowed$"):
        over().apply(("replenish",))


def test_german_and_spanish_use_the_rulebooks_words():
    s = game()
    summon = next(a for a in s.legal_actions() if a[0] == "summon" and a[1] == HOME[s.active])
    unit = s.name(summon[2][0])
    i18n.set_language("de")
    assert str(s.progress_label()) == "Runde 1, Kristalle 0–0"
    assert str(s.events[0]) == "P1 spielt den Clan Blut, P2 den Clan Wasser"
    assert str(s.describe(("replenish",))) == "Auffrischen: beliebige Karten ablegen, auf 5 nachziehen"
    assert str(s.describe(summon)).endswith(" ins Heimatgebiet beschwören")
    assert i18n._(unit) in str(s.describe(summon))
    (refusal,) = refusals(over(), [("replenish",)])
    assert str(refusal) == "Das Spiel ist vorbei; es sind keine Aktionen mehr erlaubt"
    assert str(words.effect(CARDS[KIND_BY_NAME["Tridents"]].left)) != effect_text(CARDS[KIND_BY_NAME["Tridents"]].left)
    i18n.set_language("es")
    assert str(s.progress_label()) == "ronda 1, cristales 0–0"
    assert str(s.events[0]) == "P1 juega con el clan Sangre, P2 con el clan Agua"
    assert str(s.describe(summon)).startswith("Convocar ") and str(s.describe(summon)).endswith(" en tu zona de origen")
    assert str(s.describe(("invade",))) == "Invadir la zona de origen enemiga"
    assert str(s.decision().prompt).startswith("Elige una acción (más de ")


def test_a_phrase_from_a_view_crosses_the_wire_and_reads_in_each_language():
    s = game()
    summon = next(a for a in s.legal_actions() if a[0] == "summon")
    text = Phrase.from_wire(msgpack.unpackb(msgpack.packb(s.view(s.active).describe(summon).to_wire())))
    assert text.english() == str(s.describe(summon)) and text.english().startswith("Summon ")
    i18n.set_language("de")
    assert str(text) == str(s.describe(summon)) and "beschwören" in str(text)


def test_the_event_log_crosses_the_wire_as_phrases_and_states_stay_equal():
    s = game()
    for _ in range(30):
        s.apply(s.legal_actions()[0])
    wire = msgpack.unpackb(msgpack.packb(s.to_wire()))
    back = CrystalClansState.from_wire(wire)
    assert back == s and all(isinstance(text, Phrase) for text in back.events)
    assert [str(text) for text in back.events] == [str(text) for text in s.events]


def old_fingerprint(state) -> str:
    """The fingerprint a build before phrases wrote: the wire form with English events."""
    wire = state.to_wire()
    wire["events"] = [Phrase.from_wire(text).english() for text in wire["events"]]
    return hashlib.sha256(msgpack.packb(_canonical(wire), use_bin_type=True)).hexdigest()[:32]


def test_a_save_made_before_phrases_loads_without_rules_changed(monkeypatch):
    config = {"clan1": "stone", "clan2": "skull"}
    with monkeypatch.context() as before_build:  # its log had none of the lines added since
        without_later_lines(CrystalClansState, before_build)
        before = played("crystal-clans", config, 40, names=["Ada", "Brann"])
    match = played("crystal-clans", config, 40, names=["Ada", "Brann"])
    loaded = loads_as_before(match, position=old_fingerprint(before.state))  # taken over the English events
    assert loaded.state == match.state
    i18n.set_language("es")
    assert str(loaded.state.progress_label()).startswith("ronda ")


def test_a_state_from_before_phrases_with_english_events_still_reads():
    s = game()
    wire = s.to_wire()
    wire["events"] = ["P1 plays the Blood clan, P2 the Water clan"]
    old = CrystalClansState.from_wire(wire)
    assert old.events == ["P1 plays the Blood clan, P2 the Water clan"]
    old.apply(old.legal_actions()[0])
    assert isinstance(old.events[0], str) and isinstance(old.events[-1], Phrase)


def as_before_phrases(data: bytes) -> bytes:
    """A save's bytes as a writer before phrases made them: its progress label a plain
    English string instead of a phrase's map (header and checksum made again)."""
    from core import save as saves

    body = msgpack.unpackb(data[saves.HEADER_SIZE :], raw=False)
    body["progress"] = str(match_from_save(decode_save(data)).state.progress_label())
    packed = msgpack.packb(body, use_bin_type=True)
    head = saves.SAVE_MAGIC + saves._HEADER.pack(saves.FORMAT_VERSION, len(packed))
    return head + saves._digest(head, packed) + packed


def test_a_save_from_before_phrases_still_loads():
    # the shipped example was written again when Rosepetal Dancers' cost changed (so with a
    # phrase); the save before phrases is made from it as the old writer wrote it
    save = decode_save(as_before_phrases((EXAMPLES / "crystal-clans.clanhall").read_bytes()))
    match = match_from_save(save)
    assert isinstance(save.progress, str) and save.progress.startswith("round ")  # written before phrases
    assert not rules_changed(match, save)
    assert str(match.state.progress_label()) == save.progress  # the same words, now a phrase


def after_a_battle(seed: int = 3) -> CrystalClansState:
    """A seeded random game played until a battle's damage is dealt (its reveal recorded)."""
    import random

    for k in range(20):
        s, rng = game("skull", "stone", seed + k), random.Random(seed + k)
        while not s.is_over():
            if s.last_battle and "attack" in s.last_battle and s.battle is None:
                return s
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no battle in 20 games")


@pytest.mark.parametrize("lang", ["de", "es"])
def test_the_battle_panel_and_log_line_read_in_german_and_spanish(lang):
    from tui.games.crystal_clans.battle import battle_line, reveal
    from tui.games.crystal_clans.text import render

    s = after_a_battle()
    view = s.view(0)
    english = (
        reveal(view, view.last_battle).plain,
        battle_line(view, view.last_battle),
        render(view, 0, ["A", "B"]).plain,
    )
    assert "attack " in english[0] and "⚔ Battle, " in english[1] and "Last battle" in english[2]
    i18n.set_language(lang)
    panel, line, board = (
        reveal(view, view.last_battle).plain,
        battle_line(view, view.last_battle),
        render(view, 0, ["A", "B"]).plain,
    )
    for word in (" attack ", " dealt ", "Battle", " left", " right", " none", "bold", "guarded", "tricky", "draw pile"):
        assert word not in panel + line + board, word
    for seat in (0, 1):
        c = view.last_battle["cards"][seat]
        if c >= 0:
            assert i18n._(view.name(c)) in panel and i18n._(view.name(c)) in line
