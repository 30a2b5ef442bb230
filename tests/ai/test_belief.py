"""The belief over Clans secret colours: public information only, it reads a colour that
the moves reveal, the search deals from it, and `belief=off` is the old uniform dealing."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from ai import belief as belief_module
from ai.belief import ColourBelief, read_colours
from ai.coach import from_stats
from ai.heuristics import clans as model
from ai.mcts import MCTSBot
from ai.registry import make_bot
from ai.search import Search
from ai.worker import BotWorker
from core.clans.game import GAME
from core.rng import Rng
from tests.clans.positions import played


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_same_public_history_gives_the_same_belief_whatever_the_true_colours(players):
    state = played(players, 31, 36)
    reader = state.to_move()
    own = state.colours[reader]
    others = [s for s in range(players) if s != reader]
    beliefs = []
    for drawn in permutations([c for c in range(5) if c != own], len(others)):
        world = state.clone()
        for s, c in zip(others, drawn):
            world.colours[s] = c
        belief_module._memo.clear()  # nothing remembered from another world either
        # handed the full state of that world (the bot re-redacts) and its view alike
        beliefs.append(read_colours(world, reader))
        assert read_colours(world.view(reader), reader) == beliefs[-1]
    assert beliefs[0].moves_read > 10
    assert all(b == beliefs[0] for b in beliefs)


def _owner_of(colour: int):
    """A player that makes, each turn, the move the colour model rates best for `colour`."""

    def choose(state, legal):
        ratings = model.move_ratings(state, legal)
        return max(range(len(legal)), key=lambda k: ratings[k][colour])

    return choose


@pytest.mark.parametrize("players,played_colour", [(2, 0), (2, 3), (4, 1), (4, 4)])
def test_a_long_run_of_one_colours_moves_is_read_as_that_colour(players, played_colour):
    # Seat 1 plays like the owner of `played_colour` (whatever it really owns), the others
    # at random: after 8 such moves (a game still running, whose colours are secret) the
    # reader of seat 0 gives seat 1 that colour.
    state = GAME.new({"players": players, "first_seat": 0}, 12)
    if state.colours[0] == played_colour:  # the reader's own colour cannot be anyone else's
        state.colours[0], state.colours[2 % players] = state.colours[2 % players], state.colours[0]
    owner, rng = _owner_of(played_colour), random.Random(5)
    seat_one_moves = 0
    while seat_one_moves < 8:
        legal = state.legal_actions()
        if state.to_move() == 1 and len(legal) > 1:
            state.apply(legal[owner(state, legal)])
            seat_one_moves += 1
        else:
            state.apply(legal[rng.randrange(len(legal))])
    assert not state.is_over()
    chances = read_colours(state.view(0), 0).colour_chances(1)
    assert max(range(5), key=chances.__getitem__) == played_colour
    assert chances[played_colour] > 0.8
    # and at the start, before any move, every colour but the reader's own is as likely
    fresh = read_colours(GAME.new({"players": players}, 12).view(0), 0)
    assert fresh.moves_read == 0 and len(set(round(p, 12) for p in fresh.probabilities)) == 1


def test_with_no_replayable_history_the_belief_is_uniform():
    state = played(3, 4, 20)
    state.history = state.history[2:]  # not the game's history: it does not replay
    b = read_colours(state.view(0), 0)
    assert b.moves_read == 0 and len(b.assignments) == 4 * 3
    assert max(b.probabilities) == pytest.approx(min(b.probabilities))


def test_draws_follow_the_probabilities_and_deals_agree_with_the_view():
    state = played(2, 9, 30)
    view = state.view(0)
    b = read_colours(view, 0)
    assert sum(b.probabilities) == pytest.approx(1.0)
    rng = random.Random(2)
    counts = {a: 0 for a in b.assignments}
    for _ in range(4000):
        counts[b.draw(rng.random())] += 1
    for a, p in zip(b.assignments, b.probabilities):
        assert abs(counts[a] / 4000 - p) < 0.03
    dealt = b.deal(view, 0, 0.5, Rng(1))
    assert dealt.view(0) == view and tuple(dealt.colours) == b.draw(0.5)


def test_belief_off_is_the_uniform_dealing_of_before():
    state = played(2, 17, 24)
    seat, legal = state.to_move(), state.legal_actions()
    view = state.view(seat)
    bot = MCTSBot(iterations=200, workers=1, seed=4, belief="off")
    advice = bot.advise(view, seat, legal)
    assert bot.last_belief is None
    # the search as it ran before beliefs existed: the same seed, uniform determinizations
    first_seed = random.Random(4).getrandbits(63)
    old = Search(view, seat, legal, seed=first_seed, c=bot.c)
    old.run(200)
    assert advice == from_stats(seat, old.root_stats(), legal)
    # with the belief on, the same seed deals from the belief instead
    on = MCTSBot(iterations=200, workers=1, seed=4)
    on.advise(view, seat, legal)
    assert isinstance(on.last_belief, ColourBelief) and on.last_belief.moves_read > 5


def test_the_option_is_on_or_off_and_nothing_else():
    assert make_bot("mcts:iterations=10,belief=off").belief is False
    assert make_bot("mcts:iterations=10,belief=on").belief is True
    assert make_bot("mcts:iterations=10").belief is True
    assert "belief off" in make_bot("mcts:iterations=10,belief=off").describe()
    with pytest.raises(ValueError, match="belief must be on or off"):
        make_bot("mcts:belief=sometimes")
    with pytest.raises(ValueError, match="belief must be on or off"):
        make_bot("mcts:belief=2")


def test_other_games_search_without_a_belief(takeaway):
    state = takeaway.position(2, pile=9, turn=0)
    bot = MCTSBot(iterations=50, workers=1, seed=1)
    assert bot.choose(state.view(0), 0, state.legal_actions()) in state.legal_actions()
    assert bot.last_belief is None


def test_root_parallel_helpers_search_with_the_belief():
    state = played(4, 3, 28)
    seat, legal = state.to_move(), state.legal_actions()
    bot = MCTSBot(iterations=120, workers=2, seed=2)
    assert bot.choose(state.view(seat), seat, legal) in legal
    assert bot.last_iterations == 120 and bot.last_belief is not None


@pytest.mark.parametrize("spec", ["mcts:iterations=40,workers=1,seed=3", "mcts:iterations=40,workers=1,belief=off"])
def test_a_spawned_bot_worker_reads_the_history_of_a_long_game(spec):
    state = played(3, 13, 32)
    seat, legal = state.to_move(), state.legal_actions()
    assert seat is not None and len(state.history) == 32
    with BotWorker(spec) as worker:  # a spawn child: the view, history and all, pickled
        assert worker.choose(state.view(seat), seat, legal) in legal


def test_the_reading_of_a_finished_game_names_when_the_belief_was_sure():
    state = GAME.new({"players": 2, "first_seat": 0}, 12)
    owner, rng = _owner_of(state.colours[1]), random.Random(5)
    while not state.is_over():
        legal = state.legal_actions()
        if state.to_move() == 1:
            state.apply(legal[owner(state, legal)])
        else:
            state.apply(legal[rng.randrange(len(legal))])
    (reading,) = read = belief_module.reading_of_game(state, 0)
    assert reading.seat == 1 and reading.colour == state.colours[1]
    assert reading.final_chance > 0.8 and reading.sure_after_move is not None
    assert 1 <= reading.sure_after_move < len(state.history)
    # the moment is a moment of the game: the belief read there is over 80 %
    steps = state.replay_public()
    for number, (position, _, _) in enumerate(steps):
        if number == reading.sure_after_move:
            view = model.with_own_colour(position, 0, state.colours[0])
            assert read_colours(view, 0).colour_chances(1)[state.colours[1]] > 0.8
            break
    assert read == belief_module.reading_of_game(state, 0)


def test_a_running_game_has_no_reading_yet():
    with pytest.raises(ValueError, match="once the game is over"):
        belief_module.reading_of_game(played(2, 3, 10), 0)


def test_a_lan_bot_reads_the_same_belief_from_the_view_it_is_sent():
    # What `join --bot` gets: the host's view message, msgpack over the wire, rebuilt
    # with state_from_wire; its history gives the very belief the host's view gives.
    import msgpack

    from net import protocol as P

    state = played(3, 19, 30)
    seat = state.to_move()
    view = state.view(seat)
    msg = P.view(n=30, state=view.to_wire(), log_from=0, log=[], status=[], over=False)
    received = P.decode_from_host(msgpack.packb(msg, use_bin_type=True))
    rebuilt = GAME.state_from_wire(received["state"])
    assert rebuilt.history == state.history
    belief_module._memo.clear()
    here = read_colours(view, seat)
    belief_module._memo.clear()
    assert read_colours(rebuilt, seat) == here and here.moves_read >= 18
