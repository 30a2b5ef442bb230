"""One name per seat (core/seat_names.py): the rule, its defaults in each language, old
saves' defaults, and the places that make names with it (the match, the setup, the host)."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from core.match import Match
from core.seat_names import bot_level, seat_names, shown_name, shown_names, stored_name
from tui.setup import bot_choices, default_names


@pytest.fixture
def lang():
    yield set_language
    set_language("en")


def test_a_bot_nobody_named_goes_by_its_level_numbered_when_two_read_the_same():
    kinds = ["human", "bot:mcts:level=hard", "bot:mcts:level=hard", "bot:random", "bot:greedy", "network"]
    assert seat_names(kinds) == ["Player 1", "Bot · hard", "Bot · hard (2)", "Bot · random", "Bot · greedy", "Player 6"]


def test_a_given_name_is_kept_and_a_blank_one_takes_the_default():
    kinds = ["human", "bot:mcts:level=easy", "remote"]
    assert seat_names(kinds, ["Anna", " ", ""]) == ["Anna", "Bot · easy", "Player 3"]
    assert seat_names(kinds, ["Anna", "Robo", "Cleo"]) == ["Anna", "Robo", "Cleo"]


def test_bot_levels_from_every_spec_the_seats_use():
    assert bot_level("bot:mcts:level=master,iterations=10") == "master"
    assert bot_level("bot:mcts") == "normal"  # ai.mcts.DEFAULT_LEVEL
    assert bot_level("bot:mcts:iterations=300") == "mcts"
    assert bot_level("bot") == "random"  # the LAN table's bare "bot" seat
    assert bot_level("human") is None and bot_level("local") is None


def test_old_default_names_of_saves_read_by_the_new_rule():
    """Saves from before the rule named seats "Bot 2 (mcts)" and "Remote 3" (in the
    writer's language): those are no names of their own, so the rule names the seat."""
    kinds = ["human", "bot:mcts:level=hard", "remote"]
    assert seat_names(kinds, ["Anna", "Bot 2 (mcts)", "Remote 3"]) == ["Anna", "Bot · hard", "Player 3"]
    assert seat_names(kinds, ["Anna", "Bot 2 (mcts)", "Entfernt 3"]) == ["Anna", "Bot · hard", "Player 3"]
    # a name that only looks like another seat's old default is the player's own
    assert seat_names(kinds, ["Remote 2", "Bot 1 (mcts)", "Carl"]) == ["Remote 2", "Bot 1 (mcts)", "Carl"]
    match = Match("clans", {"players": 3}, 1, seats=kinds, names=["Anna", "Bot 2 (mcts)", "Remote 3"])
    assert match.names == ["Anna", "Bot · hard", "Player 3"]


def test_defaults_read_in_the_readers_language_whatever_language_wrote_them(lang):
    names = ["Player 1", "Bot · hard", "Bot · hard (2)", "Bot · random", "Anna"]
    lang("de")
    assert shown_names(names) == ["Spieler 1", "Bot · schwer", "Bot · schwer (2)", "Bot · zufällig", "Anna"]
    assert stored_name("Bot · schwer (2)") == "Bot · hard (2)" and stored_name("Spieler 4") == "Player 4"
    lang("es")
    assert shown_name("Spieler 2") == "Jugador 2" and shown_name("Bot · schwer") == "Bot · difícil"
    lang("en")
    assert shown_name("Jugador 2") == "Player 2" and shown_name("Bot · difícil (3)") == "Bot · hard (3)"
    assert shown_name("Player 2 (watching)") == "Player 2 (watching)"  # a name, not a default


def test_the_match_and_the_setup_name_seats_by_the_rule(lang):
    kinds = ["human", "bot:random", "bot:random"]
    assert Match("clans", {"players": 3}, 1, seats=kinds).names == ["Player 1", "Bot · random", "Bot · random (2)"]
    lang("de")
    assert default_names(kinds + ["network"]) == ["Spieler 1", "Bot · zufällig", "Bot · zufällig (2)", "Spieler 4"]
    # the new-game form offers each bot by the name its seat will go by
    assert ("Bot · schwer", "bot:mcts:level=hard") in bot_choices()


def test_the_host_command_names_its_bot_seats_by_the_rule():
    import argparse

    from net.host_command import _host_arguments, _make_host

    parser = argparse.ArgumentParser()
    _host_arguments(parser)
    args = parser.parse_args(
        ["--game", "clans", "--players", "3", "--bots", "mcts:level=hard,random", "--no-autosave", "--no-announce"]
    )
    host = _make_host(args)
    assert host.match.names == ["Player 1", "Bot · hard", "Bot · random"]
    assert [seat.name for seat in host.table.seats] == host.match.names


def finished_duel(seed: int = 2) -> Match:
    """A Crimson Company duel played to the end (its describe texts begin "Player N …")."""
    import random

    match = Match(
        "crimson-company", {"variant": "duel"}, seed, seats=["human", "bot:mcts:level=hard"], names=["Anna", ""]
    )
    rng = random.Random(seed)
    while not match.is_over():
        pending = match.pending()
        match.submit(pending.seat, rng.choice(pending.legal_actions))
    return match


def test_the_replay_and_the_save_preview_say_each_name_once(lang):
    from tui.screens.replay import ALL_OPEN, Replay

    match = finished_duel()
    lang("de")
    replay = Replay(match)
    assert replay.names == ["Anna", "Bot · schwer"]
    for key in (ALL_OPEN, None, 0):
        for line in replay.move_texts(key):
            number, _dot, rest = line.partition(". ")
            name = replay.names[match.log[int(number) - 1].seat]
            assert rest.startswith(name + ": ") and not rest.startswith(f"{name}: {name}"), line
            assert "Spieler" not in rest and "Player" not in rest, line
    assert not replay.text_of(0, None).startswith(("Anna", "Spieler", "Bot"))


def test_the_analysis_names_the_seat_once_and_words_both_moves_as_the_log():
    from types import SimpleNamespace

    from tui.analysis.screen import AnalysisScreen

    match = finished_duel()
    move = next(i for i, e in enumerate(match.log) if e.seat == 1 and len(match.state_at(i).legal_actions()) > 1)
    legal = match.state_at(move).legal_actions()
    decision = SimpleNamespace(move=move, seat=1, played=legal[0], best=legal[1], chance=0.6, played_chance=0.3)
    line = AnalysisScreen(match).mistake_line(decision)
    assert line.startswith(f"move {move + 1}: Bot · hard: ") and "Player 2" not in line, line
    assert "; better: " in line and "Bot · hard" not in line.partition("; better: ")[2], line


def test_the_bots_reasons_name_the_bot_once():
    from tui.coach.reasons import BotReason, ReasonsScreen

    reason = BotReason(4, 1, "bids 1 coin on Wizard", 0.55, (), public=True)  # said without its subject
    line = ReasonsScreen([reason], ["Anna", "Bot · hard"], over=False).line(reason)
    assert line.startswith("  4. Bot · hard: bids 1 coin on Wizard — "), line


def test_the_saves_list_reads_default_names_in_the_readers_language(tmp_path, lang):
    from core.savefile import list_saves, write_save
    from tui.save_commands import format_saves

    write_save(finished_duel(), directory=tmp_path, now=0.0)
    lang("de")
    assert "Anna, Bot · schwer" in format_saves(list_saves(tmp_path))
