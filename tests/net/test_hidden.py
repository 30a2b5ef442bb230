"""Hidden information stays hidden on the wire: every message each client receives during
a whole game is decoded and searched for what its seat may not know."""

from __future__ import annotations

import pytest

from core.i18n.phrase import said_from_wire
from core.match import Match
from core.narration import named
from net import protocol as P
from net.redact import hidden_from
from tests.net.support import TEST_GAMES, bot_game, client, make_host, players_for, run
from tests.net.table_peers import Peers
from tests.net.table_peers import table as peers_table

SEED = 0x5EED_C1A9_4A11  # big enough that finding it in a message is no accident
HIDDEN = -1


def _ints(obj) -> set[int]:
    """Every integer anywhere in a decoded message (msgpack makes exact types, so a bool
    is never taken for one). A loop, not a recursion: it reads every frame of every game."""
    found: set[int] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is int:
            found.add(item)
        elif kind is dict:
            stack.extend(item)
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            stack.extend(item)
    return found


# -- what each game hides from a seat, checked on the view that seat was sent --------------
def _lucky(view: dict, seat: int, state) -> None:
    for other, hand in enumerate(view["hands"]):
        if other != seat:
            assert set(hand) <= {HIDDEN}, f"seat {seat} sees seat {other}'s hand {hand}"
    assert set(view["deck"]) <= {HIDDEN}


def _clans(view: dict, seat: int, state) -> None:
    if view["phase"] != "over":  # the colours are revealed when the game ends
        for other, colour in enumerate(view["colours"]):
            if other != seat:
                assert colour == HIDDEN, f"seat {seat} sees seat {other}'s secret colour"


def _crystal(view: dict, seat: int, state) -> None:
    other = 1 - seat
    assert set(view["hands"][other]) <= {HIDDEN}, "the other hand is visible"
    assert set(view["draw"][other]) <= {HIDDEN}, "the other draw pile is visible"
    battle = view["battle"]
    if battle is not None and not battle[3]:
        assert battle[2][other] < 0 or battle[2][other] == HIDDEN, "a face-down battle card is visible"


def _crimson(view: dict, seat: int, state) -> None:
    assert set(view["deck"][:-1]) <= {HIDDEN}, "the deck order below the top card is visible"


SECRETS = {"lucky-draw": _lucky, "clans": _clans, "crystal-clans": _crystal, "crimson-company": _crimson}


def _normal(obj):
    """`obj` as it looks after a msgpack round trip (tuples become lists)."""
    import msgpack

    return msgpack.unpackb(msgpack.packb(obj, use_bin_type=True), raw=False, strict_map_key=False)


# Crystal Clans games with a face-down battle card are rare and long: of the bot games
# (as played below) at SEED .. SEED + 149, the shortest with one is SEED + 52's, 115
# moves, where SEED's own has 231 (each seed's game played whole and its hidden
# battle-card choices counted, on 2026-11-28). The search starts there.
HIDDEN_FROM = SEED + 52


def _seed_with_a_hidden_choice(game_id: str, tries: int = 60) -> int:
    """A seed from HIDDEN_FROM whose bot game (as played below) has a face-down battle card
    chosen before the other side's, so the log redaction is exercised; SEED if none is found."""
    if game_id != "crystal-clans":
        return SEED
    from ai.registry import make_bot

    for seed in range(HIDDEN_FROM, HIDDEN_FROM + tries):
        match = Match(game_id, {"players": 2}, seed)
        bots = [make_bot("random", seed=3), make_bot("random", seed=4)]
        while not match.is_over():
            p = match.pending()
            action = bots[p.seat].choose(p.view, p.seat, p.legal_actions)
            if action[0] == "battle-card" and hidden_from(match.state, p.seat, action):
                return seed
            match.submit(p.seat, action)
    return SEED


def _played_on_the_table(game_id: str, seed: int) -> tuple[Match, dict[int, list[bytes]]]:
    """A bot game of `game_id` at the host's table with fake peers (tests/net/table_peers.py:
    the frames the host would send, read by each client's own SeatFeed): Anna and Bob play
    the random bots `bot_game` gives them; the match and each seat's frames."""
    from ai.registry import make_bot

    table = peers_table(game_id, players_for(game_id), seed=seed)
    peers = Peers(table, seed=3)
    feeds = [peers.join("Anna"), peers.join("Bob")]
    for i, feed in enumerate(feeds):
        peers.bots[feed] = make_bot("random", seed=3 + i)
    peers.play()
    return table.match, {feed.seat: peers.frames[peers.peer_of(feed)] for feed in feeds}


def _played_over_the_sockets(game_id: str, seed: int) -> tuple[Match, dict[int, list[bytes]]]:
    """The same over real sockets: a host and two bot clients on 127.0.0.1."""
    frames: dict[int, list[bytes]] = {}

    async def main():
        host = make_host(game_id, seed=seed)
        await host.start()
        clients = [client(host, "Anna"), client(host, "Bob")]
        for c in clients:
            received = frames.setdefault(id(c), [])
            handle = c._on_frames

            async def recording(fs, handle=handle, received=received):
                received.extend(fs)
                await handle(fs)

            c._on_frames = recording
        await bot_game(host, clients, seed=3)
        return host, clients

    host, clients = run(main(), 120)
    return host.match, {c.seat: frames[id(c)] for c in clients}


@pytest.mark.parametrize("game_id", TEST_GAMES)
def test_no_message_carries_another_seats_secrets(game_id):
    """Each title on the table (the host's messages as it encodes them, each client's own
    reading of them); the transport carries them unchanged: the next test."""
    seed = _seed_with_a_hidden_choice(game_id)
    hidden_choices = _check_secrets(game_id, seed, *_played_on_the_table(game_id, seed))
    assert hidden_choices or game_id != "crystal-clans", "no hidden choice was told: the redaction went untried"


def test_no_frame_over_the_sockets_carries_another_seats_secrets():
    """One game over real sockets to the same checks (Lucky Draw: secret hands, a few
    moves), so the transport is shown to carry what the table says and nothing more."""
    _check_secrets("lucky-draw", SEED, *_played_over_the_sockets("lucky-draw", SEED))


def _check_secrets(game_id: str, seed: int, match: Match, frames: dict[int, list[bytes]]) -> int:
    """Every frame each seat was sent holds exactly its view, nothing of the seed or the
    RNG, and a hidden choice of another seat only as a hidden choice; how many lines told
    one."""
    # the true states after 0, 1, 2, ... actions, and every RNG state the game went through
    states = [match.game.new(match.config, match.seed)]
    for entry in match.log:
        nxt = states[-1].clone()
        nxt.apply(entry.action)
        states.append(nxt)
    secret_ints = {seed} | {s.rng.state for s in states} - {0}
    check = SECRETS.get(game_id)
    hidden_choices = 0
    hidden: dict[int, set[int]] = {}

    def hidden_at(i: int) -> set[int]:
        if i not in hidden:
            hidden[i] = hidden_from(states[i], match.log[i].seat, match.log[i].action)
        return hidden[i]

    for seat, received in frames.items():
        views = turns = 0
        for frame in received:
            msg = P.decode_from_host(frame)
            found = secret_ints & _ints(msg)
            assert not found, f"{msg['type']} to seat {seat} holds the seed or the RNG state"
            if msg["type"] == "view":
                views += 1
                n = msg["n"]
                # exactly the seat's view of the true state at that point, nothing more
                assert msg["state"] == _normal(states[n].view(seat).to_wire())
                if check:
                    check(msg["state"], seat, states[n])
                for i, (actor, text) in enumerate(msg["log"], msg["log_from"]):
                    before, action = states[i], match.log[i].action
                    assert actor == match.log[i].seat
                    if actor != seat and seat in hidden_at(i):
                        hidden_choices += 1
                        said = str(said_from_wire(text)).split("\n")[0]  # then the public events
                        assert said.endswith("made a hidden choice"), said
                        assert said != str(before.describe(action))
            elif msg["type"] == "your-turn":
                turns += 1
                n = msg["n"]
                assert states[n].to_move() == seat == msg["decision"]["seat"]
                legal = [a for a, _ in msg["legal"]]
                assert legal == _normal([list(a) for a in states[n].legal_actions()])
            elif msg["type"] == "welcome":
                assert "seed" not in msg and msg["seat"] == seat
        assert views > 0 and turns > 0
    return hidden_choices


def test_a_face_down_choice_is_hidden_and_a_public_one_is_not():
    match = Match("lucky-draw", {"players": 2}, 1)
    state = match.state
    # Lucky Draw plays cards face up: the other seat learns which card was played
    assert hidden_from(state, 0, state.legal_actions()[0]) == set()

    class FaceDown(type(state)):
        """The same game, but the played card goes to a face-down pile."""

        __slots__ = ()

        def view(self, seat):
            v = super().view(seat)
            v.piles = [p if i == seat else HIDDEN for i, p in enumerate(v.piles)]
            return v

        def clone(self):
            c = super().clone()
            c.__class__ = FaceDown
            return c

    hidden = state.clone()
    hidden.__class__ = FaceDown
    assert len(set(hidden.legal_actions())) == 2
    assert hidden_from(hidden, 0, hidden.legal_actions()[0]) == {1}


@pytest.fixture
def face_down_game():
    from tests.net import facedown

    facedown.register()
    yield
    facedown.unregister()


def test_a_face_down_card_is_named_to_its_player_only(face_down_game):

    async def main():
        host = make_host("face-down-draw", seed=SEED, remote=2, players=2)
        await host.start()
        clients = [client(host, "Anna"), client(host, "Bob")]
        await bot_game(host, clients, seed=3)
        return host, clients

    host, clients = run(main())
    log = host.match.log
    for c in clients:
        assert len(c.log) == len(log)
        for i, ((actor, text), entry) in enumerate(zip(c.log, log)):
            if actor == c.seat or i == len(log) - 1:
                # the player's own card, and the last card (the end reveals every pile)
                assert str(text) == str(entry.text)  # "Seat 1 plays a 7"
            else:
                assert named(text, host.match.names) == f"{host.match.names[actor]} made a hidden choice"
                assert str(entry.action[1]) not in named(text, host.match.names)
