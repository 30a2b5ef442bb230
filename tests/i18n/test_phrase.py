"""Phrases (core/i18n/phrase.py): rendered in the reader's language when read, carried as
they are over the wire, and harmless when they come from a hostile peer or file."""

from __future__ import annotations

import msgpack
import pytest

from core import i18n
from core.i18n.phrase import MAX_DEPTH, Phrase, phrase, phrase_n, said_from_wire, said_to_wire, term, wire_problem
from net import protocol as P


def test_a_phrase_reads_in_the_language_current_when_it_is_read():
    said = phrase("{name} made a hidden choice", name="Ada")
    assert str(said) == "Ada made a hidden choice"
    i18n.set_language("de")
    assert str(said) == "Ada hat verdeckt gewählt"
    assert said.english() == "Ada made a hidden choice"  # logs and errors stay English
    i18n.set_language("es")
    assert str(said) == "Ada hizo una elección oculta"
    assert f"[{said}]" == "[Ada hizo una elección oculta]"


def test_arguments_that_are_phrases_are_translated_too_and_names_are_not():
    inner = term("Play on")  # any catalogue entry works as a term
    outer = phrase("{name} made a hidden choice", name=inner)
    i18n.set_language("de")
    assert str(outer) == "Weiterspielen hat verdeckt gewählt"
    assert outer.terms() == ["{name} made a hidden choice", "Play on"]
    assert str(phrase("{name} made a hidden choice", name="Play on")) == "Play on hat verdeckt gewählt"


def test_plural_forms_follow_the_count():
    one, three = (phrase_n("{who} draws {n} card", "{who} draws {n} cards", k, who="P1") for k in (1, 3))
    assert (str(one), str(three)) == ("P1 draws 1 card", "P1 draws 3 cards")
    assert one.renders() and three.renders()


def test_a_template_whose_fields_do_not_fit_reads_as_its_template_and_is_caught():
    broken = phrase("{who} gains {amount} gold", who="P1")  # amount forgotten
    assert str(broken) == "{who} gains {amount} gold"
    assert not broken.renders()
    assert not phrase("{amount:+d} gold", amount=3).renders()  # numbers come ready formatted


@pytest.mark.parametrize(
    "template",
    ["{x.__class__.__init__.__globals__}", "{x[0]}", "{0}", "{x!r}", "{x:>99999999}", "{", "}{"],
)
def test_a_hostile_template_cannot_reach_into_the_program(template):
    said = Phrase.from_wire({"p": template, "a": {"x": "abc"}})
    assert str(said) == template  # shown as it is, never evaluated, never raising


def test_wire_round_trip_through_msgpack():
    said = phrase("{who} pays {what}", who="Bo", what=phrase_n("{n} coin", "{n} coins", 2))
    wire = msgpack.unpackb(msgpack.packb(said_to_wire(said)), raw=False)
    back = said_from_wire(wire)
    assert back == said and str(back) == "Bo pays 2 coins"
    assert said_from_wire("plain old text") == "plain old text"  # saves and peers before phrases


def _nested(levels: int) -> dict:
    """A phrase's wire map with `levels` phrases nested in one another."""
    data: dict = {"p": "z"}
    for _level in range(levels):
        data = {"p": "a", "a": {"x": data}}
    return data


@pytest.mark.parametrize(
    "data, problem",
    [
        ([1, 2], "a list instead of a map"),
        ({"p": 3}, "template"),
        ({"p": "x" * 2001}, "template"),
        ({"p": "a", "zz": 1}, "unknown keys"),
        ({"p": "a", "a": {"not an id": 1}}, "identifier"),
        ({"p": "a", "a": {"x": [1]}}, "argument x is a list"),
        ({"p": "a", "a": {"x": True}}, "argument x is a bool"),
        ({"p": "a", "a": {"x": 1 << 60}}, "out of range"),
        ({"p": "a", "a": {f"k{i}": 1 for i in range(17)}}, "at most 16"),
        ({"p": "a", "pl": "b", "n": "3"}, "count"),
        (_nested(MAX_DEPTH + 2), "deep"),
    ],
)
def test_malformed_phrases_from_the_wire_are_refused_saying_why(data, problem):
    assert problem in (wire_problem(data) or "")
    with pytest.raises(ValueError, match="not a phrase"):
        Phrase.from_wire(data)


def test_a_phrase_too_big_for_a_message_goes_as_english_cut_short():
    long = phrase("{name} acted", name="n" * 3000)
    assert P.wire_text(long) == long.english()[:2000]
    short = phrase("{name} acted", name="Ada")
    assert P.wire_text(short) == short.to_wire()
    assert P.wire_text("x" * 3000) == "x" * 2000
