"""A seat's display name: the one rule the screens, the logs, the saves and the LAN host use.

A seat goes by the name it was given. A seat nobody named has a default: a bot "Bot · hard"
(its level, or its kind when it has none: "Bot · random"), numbered when two bots would
read the same ("Bot · hard (2)"); anyone else "Player N", seats counted from 1 — a LAN seat
too, until its joiner's name arrives. A default is stored as it is made, in English, in
saves and on the wire, and `shown_name` reads it in the reader's language ("Spieler 2",
"Bot · schwer"). Because the interface hands a match the names its reader sees, a default
written in any language of the catalogue is recognised as one too, and read in the
current language.

Saves from before this rule named their seats "Bot 2 (mcts)" and "Remote 2": those old
defaults (in any language) count as no name, so such a seat reads by the rule above.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.i18n import LANGUAGES, N_, _, language, load_catalogue
from core.i18n.phrase import Phrase

PLAYER = N_("Player {number}")
BOT = N_("Bot · {level}")
# what a bot's default name may say after "Bot · ": the mcts levels (ai.mcts.LEVELS) and
# the bots without levels, so each is translated ("Bot · schwer", "Bot · zufällig")
LEVEL_WORDS = (
    N_("beginner"),
    N_("easy"),
    N_("normal"),
    N_("hard"),
    N_("expert"),
    N_("master"),
    N_("random"),
    N_("greedy"),
)
# the defaults of older saves ("Remote 2", "Bot 2 (mcts)"), recognised and replaced
OLD_DEFAULTS = (N_("Remote {number}"), N_("Bot {number} ({bot})"))  # marked: their translations stay

_NUMBERED = re.compile(r"(?P<base>.*?) \((?P<count>[2-9]|[1-9][0-9])\)")


def default_name(seat: int) -> str:
    """The name of a seat nobody named (`seat` 0-based): "Player N", stored in English."""
    return PLAYER.format(number=seat + 1)


def bot_level(kind: str) -> str | None:
    """What a bot seat's default name says after "Bot · ": its level ("bot:mcts:level=hard"
    -> "hard"), else the bot's kind ("bot:random" -> "random"); None for a seat that is no
    bot ("human", "network", "remote", "local")."""
    if not kind.startswith("bot"):
        return None
    spec = kind.partition(":")[2] or "random"
    name, _sep, options = spec.partition(":")
    level = dict(option.partition("=")[::2] for option in options.split(",") if option).get("level")
    if name == "mcts" and not options:
        return "normal"  # ai.mcts.DEFAULT_LEVEL: a bare "mcts" plays at that level
    return level or name


def bot_name(level: str) -> str:
    """The default name of a bot of `level` ("hard" -> "Bot · hard"), stored in English."""
    return BOT.format(level=level)


def seat_names(kinds: list[str], names: list[str] | None = None) -> list[str]:
    """Every seat's display name, stored form: the name given (`names`, blank or an old
    default for none), else the seat's default by its kind (`kinds`, as `Match.seats`).
    A list of names of the wrong length is kept as it is, for the caller to refuse."""
    given = list(names or [])
    if given and len(given) != len(kinds):
        return [str(name) if str(name).strip() else default_name(i) for i, name in enumerate(given)]
    out: list[str] = []
    readings: dict[str, int] = {}
    for i, kind in enumerate(kinds):
        name = str(given[i]).strip() if given else ""
        if name and not _old_default(name, i):
            out.append(name)
            continue
        level = bot_level(kind)
        if level is None:
            out.append(default_name(i))
            continue
        base = bot_name(level)
        readings[base] = readings.get(base, 0) + 1
        out.append(base if readings[base] == 1 else f"{base} ({readings[base]})")
    return out


def default_names(seats: int, names: list[str] | None = None) -> list[str]:
    """`seat_names` for `seats` seats of people ("Player N" for each one not named)."""
    return seat_names(["human"] * (len(names) if names else seats), names)


def shown_name(name: str) -> str:
    """A seat's name as the reader reads it: a default in the current language ("Spieler
    2", "Bot · schwer (2)"), whichever language it was written in; any other name as given."""
    stored = stored_name(name)
    count = ""
    numbered = _NUMBERED.fullmatch(stored)
    if numbered and numbered.group("base").startswith("Bot · "):
        stored, count = numbered.group("base"), f" ({numbered.group('count')})"
    player = re.fullmatch(r"Player ([1-9][0-9]?)", stored)
    if player:
        return _(PLAYER).format(number=player.group(1))
    if stored.startswith("Bot · ") and stored[6:] in LEVEL_WORDS:
        return _(BOT).format(level=_(stored[6:])) + count
    return name


def shown_names(names: list[str]) -> list[str]:
    """`shown_name` of each name."""
    return [shown_name(str(name)) for name in names]


def stored_name(name: str) -> str:
    """A default name in the form saves keep (English: "Spieler 2" -> "Player 2", "Bot ·
    schwer (2)" -> "Bot · hard (2)"); any other name as given."""
    numbered = _NUMBERED.fullmatch(name)
    base, count = (numbered.group("base"), f" ({numbered.group('count')})") if numbered else (name, "")
    for code in (language(), *LANGUAGES):
        forms = _forms(code)
        player = forms.player.fullmatch(name)
        if player:
            return default_name(int(player.group(1)) - 1)
        bot = forms.bot.fullmatch(base)
        if bot and bot.group(1) in forms.levels:
            return bot_name(forms.levels[bot.group(1)]) + count
    return name


def _old_default(name: str, seat: int) -> bool:
    """Whether `name` is the default an older save gave seat `seat` ("Remote 2", "Bot 2
    (mcts)", in any language): such a seat has no name of its own."""
    return any(
        (found := pattern.fullmatch(name)) is not None and found.group(1) == str(seat + 1)
        for code in LANGUAGES
        for pattern in _forms(code).old
    )


class _Forms:
    """The default names as language `code` writes them, as patterns."""

    def __init__(self, code: str) -> None:
        catalogue = load_catalogue(code)
        self.player = _pattern(catalogue.gettext(PLAYER), {"number": "([1-9][0-9]?)"})
        self.bot = _pattern(catalogue.gettext(BOT), {"level": "(.+)"})
        self.levels = {catalogue.gettext(word): word for word in LEVEL_WORDS}
        self.old = [_pattern(catalogue.gettext(old), {"number": "([1-9][0-9]?)", "bot": ".+"}) for old in OLD_DEFAULTS]


@lru_cache(maxsize=None)
def _forms(code: str) -> _Forms:
    return _Forms(code)


def _pattern(template: str, fields: dict[str, str]) -> re.Pattern:
    """`template` ("Spieler {number}") as a pattern whose `{field}`s match `fields`."""
    parts = re.split(r"(\{\w+\})", template)
    return re.compile("".join(fields.get(p[1:-1], re.escape(p)) if p.startswith("{") else re.escape(p) for p in parts))


# -- a seat in the engine's words --------------------------------------------------------
# A phrase names a seat by reference, never by its rendered words: the reader's log puts
# the seat's display name in (core.narration.named). Read alone, it says "Player N".


def seat_ref(seat: int) -> Phrase:
    """A reference to seat `seat` (0-based) inside a phrase: reads "Player N" alone, the
    seat's name in a log."""
    return Phrase(PLAYER, {"number": seat + 1})


def seat_of(value: object) -> int | None:
    """The seat (0-based) that `value` refers to when it is a `seat_ref`, else None: read
    from the phrase's form (a map from the wire too), never from its words."""
    if isinstance(value, Phrase) and value.template == PLAYER and not value.plural:
        number = value.args.get("number")
        if type(number) is int and len(value.args) == 1 and 1 <= number <= 64:
            return number - 1
    return None


# -- a seat's name on the wire -----------------------------------------------------------
# A host sends a default as what it is — {"player": N}, {"bot": level} (+ "count": k for
# "Bot · hard (k)") — and a name somebody gave as it is, so each reader words a default in
# its own language, whatever the host's language, and a person's name is never taken for a
# default.


def name_to_wire(name: str, kind: str, seat: int) -> str | dict:
    """Seat `seat`'s name (`kind` as `Match.seats`) as the wire carries it: the rule's
    default as a map, any other name as given. A bot's default only at a bot's seat."""
    stored = stored_name(name)
    if stored == default_name(seat):
        return {"player": seat + 1}
    level = bot_level(kind)
    if level is None:
        return name
    numbered = _NUMBERED.fullmatch(stored)
    base, count = (numbered.group("base"), int(numbered.group("count"))) if numbered else (stored, 1)
    if base != bot_name(level):
        return name
    return {"bot": level, "count": count} if count > 1 else {"bot": level}


def names_to_wire(names: list[str], kinds: list[str]) -> list[str | dict]:
    """Every seat's name as the wire carries it (see `name_to_wire`)."""
    return [name_to_wire(name, kind, i) for i, (name, kind) in enumerate(zip(names, kinds))]


def name_from_wire(value: str | dict) -> str:
    """A seat's name from the wire in the form saves keep ("Bot · hard (2)", "Player 3"; a
    given name as it is): the same on every machine."""
    if isinstance(value, str):
        return value
    if "player" in value:
        return default_name(int(value["player"]) - 1)
    count = int(value.get("count", 1))
    return bot_name(str(value["bot"])) + (f" ({count})" if count > 1 else "")


def shown_wire_name(value: str | dict) -> str:
    """A seat's name from the wire as this reader reads it: a default worded in the current
    language from its parts ("Bot · schwer (2)"), a given name as it is."""
    if isinstance(value, str):
        return value
    if "player" in value:
        return _(PLAYER).format(number=value["player"])
    level, count = str(value["bot"]), int(value.get("count", 1))
    word = _(level) if level in LEVEL_WORDS else level
    return _(BOT).format(level=word) + (f" ({count})" if count > 1 else "")
