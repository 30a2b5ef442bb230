"""Every game and variant in the interface, as a user plays it: the app started the way
`clanhall play --game G --players human,mcts:iterations=30,...` starts it, driven by
Textual's Pilot, the human's moves picked from the action list with the keyboard, the bots
answering through the app's own bot runner (one case per game from their worker
processes, the other variants' from a thread: `in_thread`); the game ends on the result
screen. A bot failure (its dialog) fails the test.

What a case must prove is that its game and variant reaches its result through the
interface with the kinds of decision the variant asks answered by keys, not that a whole
game's seventy moves are (issue 30 §3: an interface test costs the frames it draws). So
each case names the kinds it must meet (`PLANS`: decision kinds picked from the list, and
dialogs), the test collects the kinds the human answered and asserts them, and all cases
but one start late: the first `share` of a seeded random game played through the match,
and from there the interface plays it with its bots in their worker processes to the
result screen. bench/e2e_late_starts.py found the seeds and shares: the fewest answers
that still meet every kind. A run is deterministic (the bots are seeded and bounded by
iterations, the human's picks seeded), so a case meets the same kinds every time; should a
change of the rules or the bots make it miss one, the assert names it (pick a new plan
with the bench). Clans with four players is played from its first move, the way
`clanhall play` opens a game (its setup, not `open_match`): ten moves and the
village-order dialog. The set-up of the other variants is started in the interface by
tests/tui/test_flow.py and the snapshots; Crystal Clans is played from its first move
through the interface by tests/tui/games/crystal_clans/test_board.py and the language
tests (tests/i18n/test_whole_game_language.py); the Crimson Company duel's first moves by
tests/tui/games/crimson_company/test_board.py."""

from __future__ import annotations

import argparse
import random
from collections import Counter
from dataclasses import dataclass

import pytest
from textual.screen import ModalScreen
from textual.widgets import OptionList

from tests.e2e.cases import CASES, IDS
from tests.support.game_screens import logged, refreshed
from tests.support.late import late_match
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.commands import setup_from_args
from tui.games.base import GameScreen
from tui.screens.bot_failed import BotFailedDialog
from tui.screens.dialogs import ChoiceDialog
from tui.widgets.hand_over import HandOverScreen
from tui.widgets.result import GameOverScreen

BOT = "mcts:iterations=30"
MAX_ANSWERS = 3000  # a game's human decisions and dialogs, with room to spare


@dataclass(frozen=True)
class Plan:
    """How a case is played: `late` is (seed, share) of the headless random start
    (`tests/support/late.py`), None from the first move; `kinds` is what the human must
    answer by keys on the way (decision kinds, and dialogs as "dialog:<class>");
    `processes`: the bots think in their worker processes (else in a thread)."""

    late: tuple[int, float] | None
    kinds: frozenset[str]
    processes: bool = True


def plan(late: tuple[int, float] | None, *kinds: str) -> Plan:
    return Plan(late, frozenset(kinds))


def in_thread(how: Plan) -> Plan:
    """`how` with its bots thinking in a thread: one case per game has them in worker
    processes, the path that differs by game (each game's views are pickled to its own
    process; tests/e2e/test_spawn.py spawns each game's); the other variants differ in
    their seats and screens, not in that path, and a process costs ~0.6 s of CPU to start
    (issue 30 §3: 10 of the 14 processes the cases started). Each game's case with
    processes is the one with the fewest bots (Clans: two players, one process; four
    players started three)."""
    return Plan(how.late, how.kinds, processes=False)


# found by bench/e2e_late_starts.py: the fewest answers that meet the kinds (Crystal Clans
# by bench/e2e_prescreen.py over 300 seeds headless, then played here)
PLANS = {
    "clans-2": plan((2, 0.85), "move", "dialog:ChoiceDialog"),  # 3 answers
    "clans-3": in_thread(plan((1, 0.75), "move")),  # 2
    "clans-4": in_thread(plan(None, "move", "dialog:ChoiceDialog")),  # from the first move: 11
    "crystal-clans": plan((163, 0.85), "action", "order", "move", "battle?", "trim"),  # 7
    "crimson-duel": plan((1, 0.75), "bid", "answer", "deploy", "dialog:AuctionDialog"),  # 5
    "crimson-2v2": in_thread(plan((4, 0.85), "bid", "answer", "deploy", "dialog:AuctionDialog")),  # 4
    "crimson-ffa-3": in_thread(plan((4, 0.85), "sealed_bid", "call", "answer", "deploy", "dialog:AuctionDialog")),
    "crimson-solo": plan((21, 0.75), "robber", "target", "lane", "deploy"),  # 5
    "crimson-co-op": in_thread(plan((21, 2 / 3), "pass", "deploy", "may", "robber", "target")),  # 5
}


def play_args(game_id: str, config: dict) -> argparse.Namespace:
    """What `clanhall play` parses from its command line for this case."""
    players = ",".join(["human"] + [BOT] * (config["players"] - 1))
    return argparse.Namespace(
        game=game_id, players=players, variant=config.get("variant"), option=[], seed=21, load=None
    )


async def pick_from_action_list(pilot, screen: GameScreen, rng: random.Random) -> str:
    """Play a random legal action from its row of the list, and wait until the game has
    logged it: the list's choice reaches the game in messages and a worker. Returns the
    kind of the decision answered. The action is drawn from the turn's legal actions, not
    from the list's rows, so the game a seed plays does not change with the list's layout
    (rows grouped or cut differently); only an action the list does not offer (a long list
    cut to its first rows) is replaced by a random row of the list."""
    turn = screen.session.pending()
    assert turn is not None, "the list is offered on the keyboard's turn"
    actions = screen.query_one("#actions", OptionList)
    row = screen.row_id(turn.legal[rng.randrange(len(turn.legal))])
    if row is not None:
        index = actions.get_option_index(row)
    else:
        playable = [i for i in range(actions.option_count) if not actions.get_option_at_index(i).disabled]
        index = playable[rng.randrange(len(playable))]
    n = screen.shown_log
    await refreshed(screen)  # the turn's own focus (a board's, put off until the refresh) taken
    actions.focus()  # applied from the app's queue: until then enter would go to a board
    await pilot_wait_until(pilot, lambda: screen.focused is actions, "the list holding the keys")
    actions.highlighted = index
    await pilot.press("enter")
    await logged(pilot, screen, n)
    return turn.decision.kind


async def answer_dialog(pilot, dialog: ModalScreen) -> None:
    """A dialog that asks the human: take its first choice (a choice list), or close it
    to answer from the action list (the auction dialog), or go on (a hand-over); wait
    until it is closed and a choice taken has been logged."""
    if isinstance(dialog, BotFailedDialog):
        raise AssertionError(f"a bot failed: {dialog.title_text}")
    app = pilot.app
    if isinstance(dialog, ChoiceDialog):
        screen = app.game_screen()
        n = screen.shown_log
        dialog.query_one(OptionList).focus()
        await pilot.press("enter")
        await logged(pilot, screen, n)
        return
    await pilot.press("enter" if isinstance(dialog, HandOverScreen) else "escape")
    await pilot_wait_until(pilot, lambda: app.screen is not dialog, f"{type(dialog).__name__} closed")


async def play_to_the_end(pilot, app: ClanhallApp, rng: random.Random) -> Counter:
    """Answer every human decision until the result screen shows; returns how often each
    kind was answered by keys (see `Plan`). Bounded by answers, not seconds; waiting for
    the bots has a deadline only as a hang guard."""
    met: Counter = Counter()
    for _ in range(MAX_ANSWERS):
        await pilot_wait_until(pilot, lambda: something_to_answer(app), "a decision, a dialog or the result")
        if isinstance(app.screen, GameOverScreen):
            return met
        screen = app.game_screen()
        if isinstance(app.screen, ModalScreen):
            met[f"dialog:{type(app.screen).__name__}"] += 1
            await answer_dialog(pilot, app.screen)
        else:
            met[await pick_from_action_list(pilot, screen, rng)] += 1
    raise AssertionError(f"no result after {MAX_ANSWERS} answers")


def something_to_answer(app: ClanhallApp) -> bool:
    """The result, a dialog (mounted: it drops an older key), or the human's turn on the
    game screen."""
    if isinstance(app.screen, (GameOverScreen, ModalScreen)):
        return app.screen.is_mounted
    screen = app.game_screen()
    return screen is not None and screen.waiting_for is not None and bool(screen.legal)


async def play_case(game_id: str, config: dict, how: Plan, saves_dir: str):
    """Play one case to its result screen as `how` says; the match and the kinds met."""
    setup = setup_from_args(play_args(game_id, config))
    late = late_match(setup.make_match, how.late[0], how.late[1]) if how.late else None
    app = ClanhallApp(setup=None if late else setup, bot_delay=0, saves_dir=saves_dir, bot_processes=how.processes)
    # 80x24: what a case proves does not depend on the size (the snapshots and the board
    # tests check the layouts), and a smaller screen is a cheaper frame
    async with app.run_test(size=(80, 24)) as pilot:
        if late:
            app.open_match(late)
        start = len(late.log) if late else 0
        met = await play_to_the_end(pilot, app, random.Random(3))
        match = app.screen.match
        drivers = app.game_screen().bots.values()
        assert all(driver.process == how.processes for driver in drivers), "the bots thought elsewhere"
        assert match.is_over() and (late is None or match is late)
        bots_moved = any(entry.seat != 0 for entry in match.log[start:])
    return match, met, bots_moved


@pytest.mark.parametrize("case,game_id,config", CASES, ids=IDS)
async def test_the_interface_plays_a_whole_game_against_the_bot(case, game_id, config, tmp_path, monkeypatch):
    log = tmp_path / "clanhall.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    how = PLANS[case]
    match, met, bots_moved = await play_case(game_id, config, how, str(tmp_path / "saves"))
    assert how.kinds <= set(met), f"not answered by keys: {sorted(how.kinds - set(met))} (met {dict(met)})"
    assert bots_moved or config["players"] == 1
    assert match.seats[0] == "human" and all(s == f"bot:{BOT}" for s in match.seats[1:])
    assert not log.exists(), log.read_text()
