"""Log lines name each seat once, by its display name, in the third person (issue 29 §4).

Seeded games of each game, their moves drawn at random (a bot seat differs from a person
only by its name here), worded for every reader by `core.narration.tell` and laid out by
the log panel's functions (`tui.log_lines`), in each language: every line of an action
starts with its actor's display name and a colon; no line names a seat twice; no seat is left as "Player N" or "P1";
no line asks a question (a prompt copied as a line); a line another reader gets never
says "your" (or the German and Spanish words for it).
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from core.i18n import set_language
from core.match import Match
from core.narration import narrate, tell
from core.seat_names import shown_names
from core.session import LogLine
from tui.log_lines import panel_lines

# seat kinds, so the defaults are the rule's ("Bot · hard"), and names given at a hot seat
KINDS = ["human", "bot:mcts:level=hard", "bot:mcts:level=hard", "human"]
GIVEN = ["Anna", "", "Robo", ""]
CONFIGS = [
    ("clans", {"players": 4}),
    ("crystal-clans", {"clan1": "blood", "clan2": "water", "mulligan": True}),
    ("crystal-clans", {"clan1": "meteor", "clan2": "flower"}),
    ("crystal-clans", {"clan1": "stone", "clan2": "skull"}),
    ("crimson-company", {"variant": "duel"}),
    ("crimson-company", {"variant": "free-for-all", "players": 3}),
    ("crimson-company", {"variant": "co-op", "players": 2}),
]
MOVES = 400  # per game: enough to reach battles, abilities and scoring in each
YOUR = {
    "en": re.compile(r"\byour?\b", re.I),
    "de": re.compile(r"\b(dein|deine|deinen|deinem|deiner|deines|du)\b", re.I),
    "es": re.compile(r"\b(tu|tus)\b", re.I),
}
LABEL = re.compile(r"\b(Player|Spieler|Jugador) [1-6]\b|\bP[1-6]\b")
# Events that quote words the engine keeps byte for byte as before (saves fingerprinted
# before phrases read them, tests/i18n/test_phrases_*): a revealed card's own effect text
# ("…, return this card to your hand") and the solo game's lines to its one player.
QUOTED = re.compile(
    r"reveals .*: (left|right) effect|deckt .* auf: (linker|rechter) Effekt|revela .*: efecto"
    r"|onto your side|You draw 3 cards|You win the castle"
    r"|auf deine Seite|Du ziehst 3 Karten|Du gewinnst die Burg"
)


@pytest.fixture(params=["en", "de", "es"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def played_lines(game_id: str, config: dict, seed: int):
    """(reader, actor, display names, lines) for every reader of every move of a seeded
    game, laid out in the current language."""
    stored, told = _told(game_id, tuple(sorted(config.items())), seed)
    names = shown_names(stored)
    for reader, actor, line in told:
        yield reader, actor, names, panel_lines(line, names)


@functools.cache
def _told(game_id: str, config: tuple, seed: int) -> tuple[list[str], list[tuple[int | None, int, LogLine]]]:
    """A seeded game played once: its seats' stored names and (reader, actor, log line)
    of every move. The lines hold phrases, worded only when read, so the three languages'
    cases read one play (the play, not the reading, is what costs)."""
    config_map = dict(config)
    n = Match(game_id, config_map, seed).state.num_seats
    match = Match(game_id, config_map, seed, seats=KINDS[:n], names=GIVEN[:n])
    readers: list[int | None] = [*range(n), None]
    rng = random.Random(seed)
    told = []
    while not match.is_over() and len(match.log) < MOVES:
        pending = match.pending()
        action = rng.choice(pending.legal_actions)
        telling = tell(match.state, match.names, pending.seat, action, readers)
        entry = match.submit(pending.seat, action)
        for reader in readers:
            line = LogLine.told(entry.seat, telling.of(reader), entry.events, reader in telling.hidden)
            told.append((reader, entry.seat, line))
    return list(match.names), told


@pytest.mark.parametrize("game_id, config", CONFIGS, ids=[f"{g}-{i}" for i, (g, _c) in enumerate(CONFIGS)])
def test_random_games_log_lines_name_each_seat_once_by_its_display_name(game_id, config, lang):
    bad: list[str] = []
    for reader, actor, names, lines in played_lines(game_id, config, seed=3):
        lead, events = lines[0], lines[1:]
        name = names[actor]
        if not lead.startswith(name + ": "):  # one format for every actor, a bot's too
            bad.append(f"not led by {name!r}: {lead}")
        for line in lines:
            if any(line.count(other) > 1 for other in names):
                bad.append(f"a name twice: {line}")
            if LABEL.search(line.replace(name, "")):
                bad.append(f"a seat by its label: {line}")
            if line.rstrip().endswith("?"):
                bad.append(f"a question: {line}")
            if reader != actor and YOUR[lang].search(line) and not (line in events and QUOTED.search(line)):
                bad.append(f"'your' for reader {reader}: {line}")
    assert not bad, "\n".join(sorted(set(bad))[:20])


def test_the_default_names_are_the_rules_in_the_readers_language(lang):
    match = Match("crimson-company", {"variant": "duel"}, 1, seats=KINDS[:2], names=GIVEN[:2])
    assert match.names == ["Anna", "Bot · hard"]  # stored as the rule makes them
    assert shown_names(match.names)[1] == {"en": "Bot · hard", "de": "Bot · schwer", "es": "Bot · difícil"}[lang]


def test_crystal_clans_answers_in_random_games_are_told_not_asked():
    """A yes or no to an optional step is what was done, in the third person; the list of
    choices keeps the question's own words (describe)."""
    for seed in range(40):
        match = Match("crystal-clans", {"clan1": "water", "clan2": "meteor"}, seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.log) < MOVES:
            pending = match.pending()
            action = rng.choice(pending.legal_actions)
            if action[0] in ("yes", "no", "keep-top", "to-bottom"):
                line = str(narrate(match.state, action))
                assert not line.endswith("?") and "your" not in line, line
                assert line.startswith(f"P{pending.seat + 1} "), line
                return
            match.submit(pending.seat, action)
    pytest.fail("no optional step in 40 seeded games")
