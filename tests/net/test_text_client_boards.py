"""The text client's board and action list: a compact board per game within 80 columns,
the Clans player's own secret colour and nobody else's, Crimson Company's bids grouped by
card (typed as a letter and an amount), and the log's lines."""

from __future__ import annotations

import asyncio
import contextlib
import io
import random
from types import SimpleNamespace

import pytest

from core.i18n.phrase import phrase
from core.match import Match
from core.registry import get_game
from core.seat_names import seat_ref
from net import text_client
from net.action_rows import chosen, row_text, rows_of
from net.redact import joined
from net.text_boards import WIDTH, board_lines

NAMES = ["Anna", "Bob", "Cleo", "Dan"]


def _positions(game_id: str, seed: int, steps: int):
    """The positions of a random game (at most `steps` of them)."""
    game = get_game(game_id)
    state = Match(game, game.normalize_config({}), seed).state
    rng = random.Random(seed)
    for _ in range(steps):
        yield state
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", ["clans", "crimson-company", "crystal-clans"])
def test_every_board_fits_80_columns_for_every_reader(game_id):
    boards = 0
    for state in _positions(game_id, seed=11, steps=60):
        for seat in [*range(state.num_seats), None]:
            view = get_game(game_id).state_from_wire(state.view(seat).to_wire())
            lines = board_lines(game_id, view, seat, NAMES[: state.num_seats])
            assert lines and all(len(line) <= WIDTH for line in lines), lines
            boards += 1
    assert boards > 60


def _printed_board(view, seat: int | None) -> str:
    feed = SimpleNamespace(game_id="clans", view=view, seat=seat, names=["Anna", "Bob", "Cleo"])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        text_client.print_board(feed)
    return out.getvalue()


def test_a_clans_player_sees_its_own_secret_colour_and_nothing_of_the_others():
    from core.clans.state import COLOURS

    state = Match("clans", {"players": 3}, 5).state
    swapped = state.clone()
    free = [c for c in range(5) if c not in state.colours]
    swapped.colours = [state.colours[0], free[0], free[1]]  # the others' colours re-dealt
    game = get_game("clans")
    mine = [_printed_board(game.state_from_wire(s.view(0).to_wire()), 0) for s in (state, swapped)]
    assert mine[0] == mine[1]
    assert f"Your secret colour: {COLOURS[state.colours[0]]} (nobody else sees it)" in mine[0]
    spectator = _printed_board(game.state_from_wire(state.view(None).to_wire()), None)
    assert "secret colour" not in spectator
    bob = _printed_board(game.state_from_wire(state.view(1).to_wire()), 1)
    assert f"Your secret colour: {COLOURS[state.colours[1]]}" in bob


def _crimson_bid_turn():
    state = Match("crimson-company", {}, 3).state
    assert state.decision().kind == "bid"
    return state, state.legal_actions(), [state.view(0).describe(a) for a in state.legal_actions()]


def test_crimson_bids_are_one_row_per_card_typed_as_letter_and_amount():
    state, legal, texts = _crimson_bid_turn()
    rows = rows_of(legal)
    assert len(legal) == 24 and [row.code for row in rows] == ["a", "b", "c", "d"]
    assert row_text(rows[0], texts) == "Player 1 bids 1 coin on Wizard (amounts 1–6: type a1 to a6)"
    assert legal[chosen(rows, "b3")] == ("bid", 1, 3)
    assert legal[chosen(rows, " D 6 ")] == ("bid", 3, 6)
    assert chosen(rows, "a9") is None and chosen(rows, "1") is None and chosen(rows, "e1") is None


def test_plain_actions_keep_their_numbers_beside_the_groups():
    legal = [("pass",), ("bid", 0, 1), ("bid", 0, 2), ("pay", 1, 4), ("call", 2)]
    rows = rows_of(legal)
    assert [(r.code, r.indices, r.amounts) for r in rows] == [
        ("1", [0], []),
        ("a", [1, 2], [1, 2]),
        ("2", [3], []),  # a single amount stays a plain row
        ("3", [4], []),
    ]
    assert chosen(rows, "3") == 4 and chosen(rows, "a2") == 2 and chosen(rows, "2") == 3


def test_a_bidding_turn_in_the_text_client_is_a_few_rows_and_takes_a_letter_and_amount(monkeypatch, capsys):
    state, legal, texts = _crimson_bid_turn()
    played = []

    class Feed:
        refused, over, turn_n, seat, names = None, False, 0, 0, ["Anna", "Bob"]
        game_id, view = "crimson-company", state.view(0)
        decision = state.decision()
        legal_texts = texts

        def __init__(self):
            self.legal = legal

        @property
        def my_turn(self):
            return not played

        async def act(self, action):
            played.append(action)
            self.refused = "done"  # end the client's loop

    monkeypatch.setattr("sys.stdin", io.StringIO("7\nc2\n"))
    asyncio.run(text_client.play(Feed()))
    out = capsys.readouterr().out
    assert played == [("bid", 2, 2)]
    rows = [line for line in out.splitlines() if line.startswith("    ") and ". " in line[:8]]
    assert len(rows) == 4, out
    assert "    c. Player 1 bids 1 coin on Berserker (amounts 1–6: type c1 to c6)" in out
    assert "Lane 1, Castle: 0 against 0" in out and "Market: " in out  # the board came first
    assert "  ! type a row's number, or its letter and an amount (as a3)" in out


def test_log_lines_name_the_seat_once_and_indent_what_an_action_set_off():
    names = ["Anna", "Bob"]
    resigned = phrase("{name} resigned; a bot plays on.", name=seat_ref(0))
    assert text_client.log_lines(names, 0, resigned) == ["Anna: resigned; a bot plays on."]
    moved = joined([phrase("Move 2 huts"), phrase("Village 1 is founded\x1b[2J")])
    assert text_client.log_lines(names, 1, moved) == ["Bob: Move 2 huts", "  · Village 1 is founded\\x1b[2J"]
    bid = phrase("{player} bids {coins} coin", player=seat_ref(1), coins=1)
    chip = phrase("Village 2: {player} takes its chip", player=seat_ref(0))
    assert text_client.log_lines(names, 1, joined([bid, chip])) == [
        "Bob: bids 1 coin",  # the subject once, the other seat by its name
        "  · Village 2: Anna takes its chip",
    ]
