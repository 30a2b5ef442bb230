"""Clans speaks in phrases (issue 19 §3): everything its engine says — prompts, the moves'
and villages' descriptions, the progress label, the rules' refusals — is a message id with
arguments that German can show in full, reads in the rulebook's words, stays the same
English as before, and saves made before the change still load."""

from __future__ import annotations

import msgpack
import pytest

from core import i18n
from core.clans.state import MERGE, ORDER, ClansState, describe_huts
from core.i18n.phrase import Phrase
from core.protocol import IllegalAction
from core.save import rules_changed
from core.savefile import load_match
from tests.clans.positions import position
from tests.i18n.engine_phrases import loads_as_before, played, refusals, spoken, untranslated
from tests.saves.make_examples import EXAMPLES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everything_said_in_random_games_reads_in_german(players):
    said = spoken("clans", {"players": players}, games=2, seed=players)
    assert said and all(isinstance(text, Phrase) for text in said)
    assert untranslated(said, "de") == []


def merge_position() -> ClansState:
    """Two groups of 7+ made neighbours by the last move: the mover must merge them."""
    s = position({1: {"red": 8}, 2: {"blue": 4}, 3: {"green": 3}, 4: {"yellow": 1}})
    s.apply(("move", 3, 2))
    assert s.phase == MERGE
    return s


def order_position() -> ClansState:
    """One move founds two villages that fall into different epochs: the mover orders them."""
    s = position(
        {0: {"red": 2}, 11: {"blue": 1}, 12: {"green": 2}, 40: {"black": 1}, 41: {"black": 1}}, villages_before=3
    )
    s.apply(("move", 11, 12))
    assert s.phase == ORDER
    return s


def rare_texts() -> list:
    """The texts random games seldom reach: the merge and the village order, every refusal."""
    merge, order = merge_position(), order_position()
    over = position({0: {"red": 1}})
    over.phase = "over"
    said = [merge.decision().prompt, order.decision().prompt, merge.progress_label()]
    said += [merge.describe(a) for a in merge.legal_actions()] + [order.describe(a) for a in order.legal_actions()]
    said += refusals(
        position({0: {"red": 1}, 1: {"blue": 1}, 5: {"green": 7}, 6: {"red": 1}}),
        [
            ("move", 11, 1),  # empty source
            ("move", 1, 12),  # empty destination
            ("move", 0, 59),  # not neighbours
            ("move", 0),  # malformed
            ("move", 5, 6),  # a frozen group
            ("village", 1),  # not now
            (),
        ],
    )
    said += refusals(merge, [("move", 1, 2)])  # the larger onto the smaller
    said += refusals(order, [("village", 59)])
    said += refusals(over, [("move", 0, 1)])
    return said


def test_the_rare_texts_and_the_refusals_read_in_german_too():
    said = rare_texts()
    assert len(said) >= 14 and all(isinstance(text, Phrase) for text in said)
    assert untranslated(said, "de") == []


def test_german_uses_the_rulebook_s_words():
    s = position({1: {"red": 2, "blue": 1}, 2: {"blue": 1}, 3: {"green": 1}})
    i18n.set_language("de")
    assert (
        str(s.describe(("move", 1, 2)))
        == "Ziehe 3 Hütten (2× Rot, 1× Blau) von Gebiet 1 (Grasland) nach Gebiet 2 (Bergland)"
    )
    assert str(describe_huts((0, 0, 0, 0, 1))) == "1 Hütte (1× Schwarz)"
    assert str(s.progress_label()) == "Epoche I, 0 von 12 Dörfern"
    assert "Gebiet, das nicht leer ist" in str(s.decision().prompt)
    assert "die kleinere Gruppe zur größeren" in str(merge_position().decision().prompt)
    order = order_position()
    assert str(order.decision().prompt).startswith("Dein Zug hat 2 Dörfer gegründet")
    assert str(order.describe(("village", 0))) == "Das Dorf in Gebiet 0 (Steppe) bekommt Bonus-Chip 4 (Epoche I)"
    frozen = position({5: {"green": 7}, 6: {"red": 1}})
    (refusal,) = refusals(frozen, [("move", 5, 6)])
    assert str(refusal) == (
        "In Gebiet 5 stehen 7 Hütten: Eine Gruppe von 7 oder mehr Hütten darf nicht mehr weiter gezogen werden"
    )


def test_english_reads_as_before():
    """The English of each text is what the engine's f-strings said before phrases."""
    s = position({1: {"red": 2, "blue": 1}, 2: {"blue": 1}, 3: {"green": 1}})
    assert str(s.progress_label()) == "epoch I, 0 of 12 villages"
    assert str(s.decision().prompt) == "Move all huts of a territory onto a neighbouring, non-empty territory"
    order = order_position()
    assert str(order.decision().prompt) == (
        "Your move founded 2 villages: choose the one that takes the next bonus chip (epoch I)"
    )
    assert str(order.describe(("village", 12))) == "The village on territory 12 (steppe) takes chip 4 (epoch I)"
    assert str(describe_huts((1, 1, 1, 1, 1))) == "5 huts (1 red, 1 yellow, 1 green, 1 blue, 1 black)"
    assert str(describe_huts((0, 0, 0, 0, 1))) == "1 hut (1 black)"
    with pytest.raises(IllegalAction, match=r"^territory 11 is empty: there are no huts to move$"):
        s.apply(("move", 11, 1))
    with pytest.raises(IllegalAction, match=r"^\('village', 1\) is not allowed now: the game asks for a move$"):
        s.apply(("village", 1))


def test_a_phrase_from_a_view_crosses_the_wire_and_reads_in_each_language():
    s = position({1: {"red": 2, "blue": 1}, 2: {"blue": 1}, 3: {"green": 1}})
    said = Phrase.from_wire(msgpack.unpackb(msgpack.packb(s.view(1).describe(("move", 1, 2)).to_wire())))
    assert said.english() == "Move 3 huts (2 red, 1 blue) from territory 1 (grassland) onto territory 2 (mountain)"
    i18n.set_language("de")
    assert str(said) == "Ziehe 3 Hütten (2× Rot, 1× Blau) von Gebiet 1 (Grasland) nach Gebiet 2 (Bergland)"


def test_a_save_made_before_phrases_loads_without_rules_changed():
    match = played("clans", {"players": 3}, 25, names=["Ada", "Brann", "Cora"])
    loaded = loads_as_before(match)  # the position fingerprint is the same: a Clans state keeps no text
    assert loaded.state == match.state
    i18n.set_language("de")
    assert str(loaded.state.progress_label()).startswith("Epoche ")


def test_the_example_save_from_before_phrases_still_loads():
    match, save = load_match(EXAMPLES / "clans.clanhall")
    assert isinstance(save.progress, str) and save.progress.startswith("epoch ")  # written before phrases
    assert not rules_changed(match, save)
    assert str(match.state.progress_label()) == save.progress  # the same words, now a phrase
