"""Games between people in the profile: a hot-seat game at this keyboard, or this
machine's seat at a LAN table. Such a game is recorded only when every person in it
agreed (each with the setting "Record games against people" on; at a hot-seat game each
is asked at its start, `tui/profile/consent.py`): "when both agree" means that one
refusal keeps the game out of everyone's record. Each agreeing person of this machine
gets a row (`tui/profile/record.py`: "person:<name>" seats), and the Profile screen
tallies them as a record against each other person, apart from the rating against bots.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass

from tui.profile.record import GameRecord, add_rows, fingerprint, person, person_name, played_at
from tui.setup import HUMAN, NETWORK, bot_spec, is_bot


@dataclass(frozen=True)
class PeopleGame:
    """A finished game between people as the profile keeps it: the game, its variant,
    each seat's name, each seat's bot spec (None for a person's seat) and the results."""

    game: str
    variant: str
    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    results: tuple[float, ...]

    def record_for(self, seat: int, played: str) -> GameRecord:
        """The row of the person at `seat`."""
        seats = tuple(person(name) if spec is None else spec for name, spec in zip(self.names, self.bots))
        return GameRecord(played, self.game, self.variant, len(self.names), seat, seats, self.results)


def hot_seat_people(match) -> list[int]:
    """The people's seats of a local game between people (two or more human seats and
    no network seat); [] for any other game."""
    seats = list(getattr(match, "seats", None) or [])
    people = [i for i, kind in enumerate(seats) if kind == HUMAN]
    return people if len(people) >= 2 and NETWORK not in seats else []


def record_hot_seat(match, results: list[float], agreed: Mapping[int, bool], clock=time.time) -> str | None:
    """Record a finished hot-seat `match` for each of its people, if every one of them
    agreed (`agreed`: seat -> answer); the one line to show on a problem, else None."""
    people = hot_seat_people(match)
    if not people or not all(agreed.get(seat) is True for seat in people):
        return None
    game = PeopleGame(
        str(getattr(match.game, "id", match.game)),
        str((match.config or {}).get("variant", "")),
        tuple(str(name) for name in match.names),
        tuple(None if i in people else bot_spec(kind) for i, kind in enumerate(match.seats)),
        tuple(float(r) for r in results),
    )
    key, played = fingerprint(match), played_at(clock)
    return add_rows([(game.record_for(seat, played), f"{key}/{seat}") for seat in people])


def lan_agreed(feed) -> bool:
    """Whether every other person at the LAN table of `feed` (a `net.feed.SeatFeed`) agreed
    to be recorded: the host's seat status says so per seat. A table of no other person
    (only bots) is no game between people."""
    kinds, status = list(feed.seat_kinds), list(feed.status or [])
    others = [i for i, kind in enumerate(kinds) if not is_bot(kind) and i != feed.seat]
    return bool(others) and all(i < len(status) and status[i].get("record") is True for i in others)


def record_lan(feed, clock=time.time) -> str | None:
    """Record this machine's seat of the finished LAN game of `feed`, when its player
    agreed (`feed.record`, what its hello told the table) and every other person did; the
    one line to show on a problem, else None. A spectator records nothing."""
    seat, kinds = feed.seat, list(feed.seat_kinds)
    results = list(feed.result or []) if feed.over else []
    names = [str(name) for name in feed.names]
    if seat is None or not feed.record or not lan_agreed(feed) or not len(results) == len(kinds) == len(names):
        return None
    game = PeopleGame(
        str(feed.game_id),
        str((feed.config or {}).get("variant", "")),
        tuple(names),
        tuple(bot_spec(kind) if is_bot(kind) else None for kind in kinds),
        tuple(float(r) for r in results),
    )
    return add_rows([(game.record_for(seat, played_at(clock)), lan_fingerprint(feed))])


def lan_fingerprint(feed) -> str:
    """What makes a LAN game the same game for this seat: the table's game and config,
    the seat's token, the game of the series, the number of moves and the names."""
    parts = [str(feed.game_id), json.dumps(feed.config, sort_keys=True, default=str), str(feed.token)]
    parts += [str((feed.series or {}).get("games", 0)), str(feed.n), json.dumps(list(feed.names))]
    return "lan/" + hashlib.sha256("\n".join(parts).encode()).hexdigest()


@dataclass
class PersonRecord:
    """One person's wins, losses and draws against another person, in one game."""

    player: str
    opponent: str
    wins: int = 0
    losses: int = 0
    draws: int = 0


def people_records(games: list[GameRecord]) -> dict[str, list[PersonRecord]]:
    """Per game, each recorded person's record against each other person (first met
    first); a bot in a game between people counts here for nobody."""
    found: dict[str, dict[tuple[str, str], PersonRecord]] = {}
    for record in games:
        if not record.between_people:
            continue
        player = person_name(record.seats[record.human_seat]) or ""
        tallies = found.setdefault(record.game, {})
        for i, (spec, result) in enumerate(zip(record.seats, record.results)):
            opponent = person_name(spec)
            if i == record.human_seat or opponent is None:
                continue
            tally = tallies.setdefault((player, opponent), PersonRecord(player, opponent))
            own = record.own_result
            if own > result:
                tally.wins += 1
            elif own < result:
                tally.losses += 1
            else:
                tally.draws += 1
    return {game: list(tallies.values()) for game, tallies in found.items()}
