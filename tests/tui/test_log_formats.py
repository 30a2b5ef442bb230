"""One log format everywhere (issue 29 §4): the actor's name, a colon, what it did — for a
person and a bot alike, at a hot seat, against a bot, at a LAN table and in a replay."""

from __future__ import annotations

import pytest

from ai.session import LocalSession
from core.match import Match
from core.seat_names import shown_names
from net import protocol as P
from net.effects import Send
from net.feed import SeatFeed
from net.session import RemoteSession
from net.table import Table
from tui.log_lines import panel_lines
from tui.screens.replay import Replay

# Crimson Company's auction and lanes; Crystal Clans, whose battle cards are chosen face down
GAMES = [("crimson-company", {"variant": "duel"}, 14), ("crystal-clans", {"clan1": "water", "clan2": "meteor"}, 200)]
SEED = 5
VS_BOT = ["human", "bot:mcts:level=hard"]
ANNA = b"\x00anna"


def pick(legal: list, step: int):
    """The action played at `step`: spread over the legal ones, the same in every log here."""
    return legal[(step * 7919 + 13) % len(legal)]


def played(game: tuple, kinds: list[str]) -> Match:
    """A duel of Anna against seat 2 (`kinds`), each seat playing `pick`'s action."""
    game_id, config, moves = game
    match = Match(game_id, config, SEED, seats=kinds, names=["Anna", ""])
    while len(match.log) < moves and not match.is_over():
        pending = match.pending()
        match.submit(pending.seat, pick(pending.legal_actions, len(match.log)))
    return match


def leads(lines: list[list[str]]) -> list[str]:
    return [entry[0] for entry in lines]


def local_leads(match: Match, seats: list[int]) -> list[str]:
    session = LocalSession(match, 0 if len(seats) == 1 else None, bots={}, seats=seats)
    names = shown_names(match.names)
    return leads([panel_lines(line, names) for line in session.log()])


def lan_leads(game: tuple) -> list[str]:
    """Anna's log at a LAN table against the hard bot, as her client shows it."""
    game_id, config, moves = game
    match = Match(game_id, config, SEED, seats=["remote", VS_BOT[1]])
    table = Table(match, seat_kinds=["remote", VS_BOT[1]], join_code="CODE-CODE")
    effects = table.start(0.0) + table.receive(ANNA, P.hello("Anna", "CODE-CODE"), 0.0)
    while len(match.log) < moves and not match.is_over():
        pending = match.pending()
        action = pick(pending.legal_actions, len(match.log))
        if pending.seat == 1:
            effects += table.bot_moved(1, len(match.log), action, 0.0)
        else:
            effects += table.receive(ANNA, P.act(len(match.log), P.to_wire_action(action)), 0.0)
    feed = SeatFeed()
    for effect in effects:
        if isinstance(effect, Send) and effect.peer == ANNA:
            feed.handle(P.decode_from_host(P.encode(effect.msg)))
    session = RemoteSession(feed)
    return leads([panel_lines(line, session.names) for line in session.log()])


def assert_one_format(lines: list[str], actors: list[int], names: list[str]) -> None:
    for line, actor in zip(lines, actors, strict=True):
        said = line.removeprefix(f"{names[actor]}: ")
        assert said != line, f"not led by {names[actor]!r}: {line}"
        assert names[actor] not in said, f"the actor named twice: {line}"


@pytest.mark.parametrize("game", GAMES, ids=[g[0] for g in GAMES])
def test_every_log_reads_name_colon_move_for_a_person_and_a_bot(game):
    vs_bot = played(game, VS_BOT)
    actors = [entry.seat for entry in vs_bot.log]
    assert set(actors) == {0, 1}
    names = ["Anna", "Bot · hard"]
    hot_seat = local_leads(played(game, ["human", "human"]), [0, 1])
    assert_one_format(hot_seat, actors, ["Anna", "Player 2"])
    against_bot = local_leads(vs_bot, [0])
    assert_one_format(against_bot, actors, names)
    lan = lan_leads(game)
    assert_one_format(lan, actors, names)
    replayed = [text.partition(". ")[2] for text in Replay(vs_bot).move_texts(0)]
    assert_one_format(replayed, actors, names)
    # the same move reads the same against a bot here, at a LAN table and in the replay
    assert against_bot == lan == replayed
    if game[0] == "crystal-clans":  # a hidden choice reads like any other line, in every log
        assert "Bot · hard: made a hidden choice" in against_bot
        assert "Player 2: made a hidden choice" in hot_seat
