"""The Crystal Clans tutorial (issue 31): its stacked deal (and that normal deals are the
seed's as before), its script replayed on the engine with the rules each step shows, the
squad's sums explained where they first show (issue 29), and the tutorial on the Crystal
Clans screen: played by keys to the end in English with one wrong move answered by its
"why not"; German and Spanish read without replaying every key."""

from __future__ import annotations

import pytest

from core import i18n
from core.crystal_clans.board import HOME
from core.crystal_clans.cards import CARDS, CLAN_NAMES
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.game import GAME
from core.i18n import _
from core.tutorial import load_script
from core.tutorial.crystal_clans import CRYSTAL_ORDER, PLAYER, STACK, ZONES
from core.tutorial.tutorial import Tutorial
from tests.support.waiting import pilot_wait_until
from tests.tutorial.keys import play_step, play_wrong_move, press_play, text_of, wrong_then_last_step_translated
from tui.app import ClanhallApp
from tui.games.crystal_clans.screen import CrystalClansScreen
from tui.games.crystal_clans.zones import squad_sums
from tui.learn import progress
from tui.learn.command import learn_app
from tui.learn.crystal_clans import zones_lit
from tui.learn.screen import LIT, KeyRulesScreen, TutorialScreen

GAME_ID = "crystal-clans"


def names(state, cards) -> list[str]:
    return [CARDS[state.kinds[c]].name for c in cards]


# -- the stacked deal ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 7, 31, 1234])
def test_a_deal_without_a_stack_is_the_seeds_as_before(seed):
    for first, second in [("stone", "flower"), ("blood", "water"), ("random", "random")]:
        config = GAME.normalize_config({"clan1": first, "clan2": second, "mulligan": seed % 2 == 1})
        assert GAME.new(config, seed).to_wire() == GAME.new(config, seed, ((), ()), ()).to_wire()


def test_the_stacked_deal_puts_the_named_cards_and_crystals_on_top_and_nothing_else_changes():
    config = GAME.normalize_config({"clan1": "flower", "clan2": "stone", "first_seat": 0})
    plain = GAME.new(config, 31)
    stacked = GAME.new(config, 31, STACK, CRYSTAL_ORDER)
    assert names(stacked, stacked.hands[0]) == list(STACK[0][:5])
    assert names(stacked, stacked.hands[1]) == list(STACK[1][:6])  # the second player's sixth card
    assert names(stacked, stacked.draw[0][::-1][:3]) == list(STACK[0][5:8])
    assert [CRYSTALS[x].name for x in stacked.row] == list(CRYSTAL_ORDER[:3])
    assert CRYSTALS[stacked.crystal_deck[-1]].name == CRYSTAL_ORDER[3]
    for seat in (0, 1):
        assert sorted(stacked.hands[seat] + stacked.draw[seat]) == sorted(plain.hands[seat] + plain.draw[seat])
    assert sorted(stacked.row + stacked.crystal_deck) == sorted(plain.row + plain.crystal_deck)
    assert stacked.rng.state == plain.rng.state  # the seed's draws are all made as before
    with pytest.raises(ValueError):  # a card the clan's deck does not hold
        GAME.new(config, 31, ((), ("Condor",)), ())
    with pytest.raises(ValueError):  # no config option reaches the stack
        GAME.normalize_config({"clan1": "stone", "stack": [["Sentinels"]]})


def test_the_speed_fingerprints_still_cover_every_clan():
    # tests/crystal_clans/test_speed_equivalence.py replays 150 seeded games against its
    # recorded digests; the stack hook adds no draw to GAME.new, which this checks cheaply
    for clan in CLAN_NAMES:
        config = GAME.normalize_config({"clan1": clan, "clan2": clan})
        assert GAME.new(config, 5).to_wire() == GAME.new(config, 5, ((), ()), ()).to_wire()


# -- the script on the engine ---------------------------------------------------------------
def test_the_script_plays_a_real_game_that_shows_each_rule():
    tutorial = Tutorial(load_script(GAME_ID))
    assert 8 <= tutorial.total <= 14
    state = tutorial.state
    assert state.clans == ("flower", "stone") and PLAYER == 1
    assert len(state.hands[PLAYER]) == 6 and len(state.hands[1 - PLAYER]) == 4  # 5, one summoned
    seen: dict[str, object] = {}
    while not tutorial.finished:
        state = tutorial.state
        step = tutorial.step + 1
        if step == 8:  # Builder: the Ballista (a Structure) may go straight into the centre
            centre = [a for a in tutorial.legal() if a[0] == "summon" and a[1] == 4]
            assert {names(state, a[2])[0] for a in centre} == {"Ballista"}
        if step in (10, 11, 12, 13):
            seen[f"token before {step}"] = state.token
            assert state.crystal_zones_controlled(PLAYER) == 2
        tutorial.attempt(tutorial.intended()[0])
        if step == 1:
            assert state.token == -1  # 4 paid from +3: a neutral space, still the player's turn
        if step == 7:
            battle = tutorial.state.last_battle
            assert battle["names"] == ("Menders", "Siege Tower")
            assert battle["triggered"] == ("right", "left")  # Bold beat Guarded
            assert names(tutorial.state, battle["destroyed"][0]) == ["Dandelion Knights"]
            assert battle["destroyed"][1] == ()
    final = tutorial.state
    assert final.is_over() and final.winner == PLAYER
    assert [CRYSTALS[x].name for x in final.collected[PLAYER]] == [
        "Dawn Shard",
        "Sun Stone",
        "The Wind's Wish",
        "Star Fragment",
    ]
    assert seen["token before 11"] == 6 and seen["token before 13"] == 0
    assert names(final, final.squad(PLAYER, 4)) == ["Sentinels", "Ballista"]
    assert names(final, final.squad(PLAYER, 3)) == ["Sentinels"]
    assert not final.squad(1 - PLAYER, 3) and final.squad(1 - PLAYER, HOME[1 - PLAYER])


def test_a_wrong_move_is_answered_with_the_steps_words_and_changes_nothing():
    tutorial = Tutorial(load_script(GAME_ID))
    lone = next(a for a in tutorial.legal() if a[0] == "summon" and len(a[2]) == 1)
    before = tutorial.state.to_wire()
    outcome = tutorial.attempt(lone)
    assert not outcome.accepted and outcome.message.startswith("Summon the two Sentinels")
    assert tutorial.state.to_wire() == before and tutorial.step == 0
    for _step in range(6):
        tutorial.attempt(tutorial.intended()[0])
    ballista = next(
        a for a in tutorial.legal() if a == ("battle-card", a[1]) and names(tutorial.state, [a[1]]) == ["Ballista"]
    )
    assert tutorial.attempt(ballista).message == "Keep the Ballista: you will summon it in a moment."


# -- the screens ------------------------------------------------------------------------------
def test_the_squads_numbers_are_explained_where_they_first_show():
    """Issue 29: the C of a squad's sums on the board is its activation cost; step 2, the
    first with a squad on the board, says so with the very sums the board shows."""
    tutorial = Tutorial(load_script(GAME_ID), start_step=1)
    assert tutorial.state.squad(PLAYER, HOME[PLAYER]) and not Tutorial(load_script(GAME_ID)).state.squad(
        PLAYER, HOME[PLAYER]
    )
    shown = squad_sums(tutorial.view(), PLAYER, HOME[PLAYER])
    assert shown == "A8 D10 C1" and shown in tutorial.current.goal and "activation cost" in tutorial.current.goal


async def test_the_crystal_clans_tutorial_played_by_keys_to_its_end():
    """Every step by keys, at 80x24 (a frame there costs less than half of one at 120x40;
    the panel's and the list's texts are the same): only the check that step 2's squad
    sums are on the board is made at 120x40, the size whose zone cell holds them. The end's
    button starts the real game (its match made as the app makes it); that it is then
    shown, as every started game is, tests/tutorial/test_learn_screen.py sees; the button
    is below the rules at 80x24, so the player tabs to it."""
    app = learn_app(GAME_ID, restart=True, bot_processes=False, bot_delay=0)
    started = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert isinstance(screen, CrystalClansScreen)  # the game's own screen, no private path
        tutorial = screen.tutorial
        assert {w.id for w in screen.query(f".{LIT}")} == {"cc-hand", "cc-track", f"zone-{HOME[PLAYER]}"}
        wrong = await play_wrong_move(pilot, screen)
        assert tutorial.step == 0 and wrong not in tutorial.intended()
        assert text_of(screen, "#learn-said") == "Not this one: " + tutorial.why_not(wrong)
        while not tutorial.finished:
            assert text_of(screen, "#learn-goal") == tutorial.current.goal
            assert text_of(screen, "#learn-progress") == "Learn to play Crystal Clans — step {} of {}".format(
                tutorial.step + 1, tutorial.total
            )
            if tutorial.step == 1:
                await sums_shown_at_120_columns(pilot, screen)
            await play_step(pilot, screen)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(line in shown for line in tutorial.script.summary)
        assert progress.finished(GAME_ID) and progress.resume_step(GAME_ID) == 0
        app.open_match = started.append  # the match the button makes, kept from the screen
        await press_play(pilot, rules)
        match = await pilot_wait_until(pilot, lambda: started and started[0], "the real game started")
        assert match.game.id == GAME_ID and match.seats == ["human", "bot:mcts:level=beginner"]
        assert match.config["clan1"] == "stone"  # the human keeps the clan learned


async def sums_shown_at_120_columns(pilot, screen) -> None:
    """The sums step 2's goal explains are on the board at 120x40 (the zone cell there cuts
    the C's number: the zone widget's, reported); back to 80x24."""
    sums = squad_sums(screen.tutorial.view(), PLAYER, HOME[PLAYER])
    zone = screen.query_one(f"#zone-{HOME[PLAYER]}")
    await pilot.resize_terminal(120, 40)
    await pilot_wait_until(pilot, lambda: sums[:-1] in str(zone.render()), "the squad's sums in its zone")
    await pilot.resize_terminal(80, 24)


async def test_the_crystal_clans_tutorial_reads_in_german_and_spanish():
    """German and Spanish without every key, one app (the tutorial screen opened in each
    language in turn): the last step's panel and board, a wrong move's answer, the step
    taken and the key rules (the steps before are the same code, played by keys in
    English above)."""
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for lang in ("de", "es"):
            i18n.set_language(lang)
            screen = TutorialScreen(GAME_ID, len(load_script(GAME_ID).steps) - 1)
            app.push_screen(screen)
            tutorial = screen.tutorial
            await pilot_wait_until(pilot, lambda shown=screen: shown.waiting_for is not None, f"the last step ({lang})")
            assert text_of(screen, "#learn-goal") == _(tutorial.current.goal) != tutorial.current.goal, lang
            assert text_of(screen, "#learn-progress") == _("Learn to play {game} — step {number} of {total}").format(
                game=_("Crystal Clans"), number=tutorial.total, total=tutorial.total
            ), lang
            await wrong_then_last_step_translated(pilot, app, screen)
            app.pop_screen()  # the key rules, back to the menu


def test_a_steps_zones_are_lit_and_no_others():
    tutorial = Tutorial(load_script(GAME_ID), start_step=4)  # move a Sentinel centre -> west
    assert zones_lit(set(tutorial.current.focus)) == {ZONES.index("west"), ZONES.index("centre")}
    assert zones_lit({"north"}) == {0, 1, 2}  # a row that names none of its zones: all of it
