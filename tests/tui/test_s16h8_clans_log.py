"""The Clans log tells what a seat did in the third person, like every other game's log
("Anna: moves 1 hut …"), while the action list keeps speaking to the chooser ("Move 1 hut
…"): a German trial read "Bot · leicht: Ziehe 1 Hütte …" (issue 29). One seeded random game
to its end (seed 2024 plays 45 moves and one village order: the test
asks for both kinds), each log line read as the log panel and the replay lay it out,
in English and German."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from core import i18n
from core.match import Match
from tui.log_lines import entry_lines
from tui.screens.replay import _said

NAMES = ["Anna", "Bot · easy"]


def _played_game(seed: int = 2024) -> list[tuple[object, object, object]]:
    """Each action of a seeded random Clans game: (the action list's words, the match's
    log entry, the replay's words), the words still phrases (read later, per language)."""
    match, rng, out = Match("clans", {"players": 2}, seed, seats=["human", "bot:random"]), random.Random(seed), []
    while not match.is_over():
        legal = match.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        listed, replayed = match.state.describe(action), _said(match.state.view(None), action, match.state.to_move())
        match.submit(match.state.to_move(), action)
        out.append((listed, match.log[-1], replayed))
    return out


GAME = _played_game()


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_clans_log_line_speaks_in_the_imperative(language):
    i18n.set_language(language)
    kinds = set()
    for listed, entry, replayed in GAME:
        kinds.add(entry.action[0])
        imperative = str(listed).split()[0]  # "Move" / "Ziehe" / "The"
        name = NAMES[entry.seat]
        for line in (entry_lines(entry, NAMES)[0], entry_lines(replace(entry, text=replayed), NAMES)[0]):
            assert line.startswith(f"{name}: "), line
            said = line[len(name) + 2 :]
            assert not said.startswith(imperative), f"the log repeats the action list's words: {line!r}"
            assert said[:1].islower(), f"the log line does not go on from the name: {line!r}"
    assert kinds == {"move", "village"}, f"the game should show both kinds of line: {kinds}"
