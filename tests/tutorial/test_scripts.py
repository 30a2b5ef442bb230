"""The tutorial scripts replayed on the real engine (issue 31 §6): a rules change that
breaks a step fails here, not in front of a player."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.crimson_company.game import GAME as CRIMSON
from core.crimson_company.game import setup
from core.protocol import IllegalAction
from core.tutorial import SCRIPTS, load_script
from core.tutorial.tutorial import NOT_THIS_STEP, ScriptError, Tutorial

ROOT = Path(__file__).resolve().parents[2]
GAMES = list(SCRIPTS)


def played_through(game: str) -> Tutorial:
    tutorial = Tutorial(load_script(game))
    while not tutorial.finished:
        tutorial.attempt(tutorial.intended()[0])
    return tutorial


@pytest.mark.parametrize("game", GAMES)
def test_every_step_is_the_players_turn_with_exactly_one_intended_move(game):
    script = load_script(game)
    tutorial = Tutorial(script)
    assert 8 <= tutorial.total <= 14
    while not tutorial.finished:
        assert tutorial.state.to_move() == script.player, f"step {tutorial.step + 1}"
        assert len(tutorial.intended()) == 1, f"step {tutorial.step + 1}: {tutorial.intended()}"
        tutorial.attempt(tutorial.intended()[0])
    assert tutorial.state.is_over() and tutorial.state.result()[script.player] == 1.0


@pytest.mark.parametrize("game", GAMES)
def test_every_other_legal_move_is_answered_and_changes_nothing(game):
    tutorial = Tutorial(load_script(game))
    while not tutorial.finished:
        step = tutorial.current
        others = [a for a in tutorial.legal() if a not in tutorial.intended()]
        assert others, f"step {tutorial.step + 1} offers no wrong move to learn from"
        before = tutorial.state.to_wire()
        answers = {tutorial.attempt(a).message for a in others}
        assert tutorial.state.to_wire() == before and all(answers)
        # each "why not" the script writes is reachable from some legal move of its step
        for prefix, message in step.why_not:
            assert message in answers, f"step {tutorial.step + 1}: {prefix} answers no legal move"
        tutorial.attempt(tutorial.intended()[0])


def test_a_wrong_move_gets_the_scripts_words_and_an_unforeseen_one_the_default():
    tutorial = Tutorial(load_script("crimson-company"))
    log = len(tutorial.match.log)
    outcome = tutorial.attempt(("bid", 0, 1))  # the Bard, not the Heimdall
    assert not outcome.accepted and outcome.message.startswith("This time bid on the Heimdall")
    assert tutorial.step == 0 and len(tutorial.match.log) == log
    assert tutorial.why_not(("no-such-move",)) == NOT_THIS_STEP
    with pytest.raises(IllegalAction):
        tutorial.attempt(("bid", 0, 999))


@pytest.mark.parametrize("game", GAMES)
def test_back_and_resume_rebuild_the_position_played_straight_through(game):
    script = load_script(game)
    straight = Tutorial(script)
    positions = []
    while not straight.finished:
        positions.append(straight.state.to_wire())
        straight.attempt(straight.intended()[0])
    for step, wire in enumerate(positions):
        assert Tutorial(script, start_step=step).state.to_wire() == wire
    assert straight.back() and straight.step == len(positions) - 1
    assert straight.state.to_wire() == positions[-1]
    first = Tutorial(script)
    assert not first.back() and first.step == 0


def test_a_script_that_disagrees_with_the_rules_is_caught():
    script = load_script("crimson-company")
    broken = type(script)(**{**script.__dict__, "prelude": script.prelude[:-1]})
    with pytest.raises(ScriptError, match="no scripted reply|matches 0"):
        played_through_script(broken)


def played_through_script(script):
    tutorial = Tutorial(script)
    while not tutorial.finished:
        tutorial.attempt(tutorial.intended()[0])


def test_the_stacked_deal_puts_the_named_cards_on_top_and_nothing_else_changes():
    config = CRIMSON.normalize_config({"variant": "duel", "players": 2})
    plain = setup(config, 7)
    assert plain.to_wire() == CRIMSON.new(config, 7).to_wire()
    stacked = setup(config, 7, ("giant", "bard", "monk", "thief", "njord"))
    names = [stacked.kind_of[c] for c in stacked.market] + [stacked.kind_of[stacked.deck[-1]]]
    from core.crimson_company.cards import INDEX

    assert names == [INDEX[a] for a in ("giant", "bard", "monk", "thief", "njord")]
    assert sorted(stacked.deck + stacked.market) == sorted(plain.deck + plain.market)
    with pytest.raises(ValueError):  # a normal config cannot ask for a stacked deck
        CRIMSON.normalize_config({"variant": "duel", "players": 2, "stack": ["giant"]})


def summary_sections(game: str) -> list[str]:
    text = (ROOT / "tui" / "rules" / f"{game.replace('-', '_')}.md").read_text(encoding="utf-8")
    return re.findall(r"^## (.+)$", text, flags=re.M)


@pytest.mark.parametrize("game", GAMES)
def test_every_section_a_script_teaches_is_a_section_of_the_rules_summary(game):
    taught = load_script(game).sections()
    assert taught and set(taught) <= set(summary_sections(game))
