"""What the engine says during play, gathered from seeded random games, and which of it a
language cannot show: the check behind each game's "no English word on a German screen"
test (tests/i18n/test_phrases_<game>.py)."""

from __future__ import annotations

import gettext
import hashlib
import random

import msgpack
import pytest

from core.i18n import load_catalogue
from core.i18n.phrase import Phrase, Said
from core.match import Match
from core.protocol import IllegalAction
from core.registry import get_game
from core.save import _HEADER, HEADER_SIZE, SAVE_MAGIC, decode_save, encode_save, match_from_save, rules_changed


def spoken(game_id: str, config: dict, games: int = 3, seed: int = 1, max_steps: int = 3000) -> list[Said]:
    """Every text the engine gives a reader over `games` random games of `config`: each
    decision's prompt, each legal action's description (from the state and from the mover's
    view, as the interface and a LAN client read them), the progress label, and the event
    log's new lines (games whose states keep one)."""
    game = get_game(game_id)
    said: list[Said] = []
    for k in range(games):
        rng = random.Random(seed * 1000 + k)
        state = game.new(game.normalize_config(config), seed * 1000 + k)
        for _ in range(max_steps):
            said.append(state.progress_label())
            said += list(getattr(state, "events", ()))
            if state.is_over():
                break
            decision, seat, legal = state.decision(), state.to_move(), state.legal_actions()
            assert decision is not None and seat is not None
            view = state.view(seat)
            said.append(decision.prompt)
            said += [state.describe(a) for a in legal]
            said += [view.describe(a) for a in legal]
            state.apply(rng.choice(legal))
    return said


def known(catalogue: gettext.NullTranslations, msgid: str, plural: bool) -> bool:
    """Whether `catalogue` (or a catalogue chained behind it) holds `msgid`."""
    key = (msgid, 0) if plural else msgid
    part: gettext.NullTranslations | None = catalogue
    while part is not None:
        if key in getattr(part, "_catalog", {}):
            return True
        part = getattr(part, "_fallback", None)
    return False


def untranslated(texts: list[Said], lang: str) -> list[str]:
    """What of `texts` `lang` cannot show in full: plain strings (English sentences, not
    phrases), phrases whose English does not render, and message ids (a phrase's own or an
    argument's) missing from the language's catalogues. Empty phrases (no label) pass."""
    catalogue = load_catalogue(lang)
    problems: set[str] = set()
    # a random game says the same thing many times over (each action described from the
    # state and from the view, most of them again next turn): equal texts have equal
    # problems, so each is checked once (a phrase's own hash looks at its argument names
    # only, so the texts are told apart by `_identity`)
    for text in {_identity(text): text for text in texts}.values():
        if isinstance(text, str):
            if text:
                problems.add(f"a plain string: {text!r}")
            continue
        if not text.template:
            continue
        if not text.renders():
            problems.add(f"does not render: {text!r}")
        for phrase in _walk(text):
            if phrase.template and not known(catalogue, phrase.template, bool(phrase.plural)):
                problems.add(f"no {lang} translation: {phrase.template!r}")
    return sorted(problems)


def _identity(text: Said) -> str | tuple:
    """What makes a text the text it is: a plain string, or a phrase's template, plural form,
    count and arguments (its argument phrases by their own identity)."""
    if isinstance(text, str):
        return text
    if not text.args:
        return (text.template, text.plural, text.n)
    args = [(k, _identity(v) if isinstance(v, Phrase) else v) for k, v in text.args.items()]
    return (text.template, text.plural, text.n, tuple(args))


def _walk(text: Phrase):
    yield text
    for value in text.args.values():
        if isinstance(value, Phrase):
            yield from _walk(value)


def played(game_id: str, config: dict, moves: int, names: list[str]) -> Match:
    """A seeded match after `moves` moves, each the legal action the move count picks."""
    match = Match(game_id, config, 11, names=names)
    for _ in range(moves):
        pending = match.pending()
        match.submit(pending.seat, pending.legal_actions[len(match.log) % len(pending.legal_actions)])
    return match


def saved_the_old_way(match: Match, position: str | None = None) -> bytes:
    """The save a build before phrases wrote of `match`: its progress an English sentence,
    and, where given, `position` as its fingerprint (a state whose fingerprint took the
    English texts the old way)."""
    data = encode_save(match, created=0)
    body = msgpack.unpackb(data[HEADER_SIZE:], raw=False)
    assert isinstance(body["progress"], dict)  # a phrase's map today
    body["progress"] = match.state.progress_label().english()
    if position is not None:
        body["position"] = position
    packed = msgpack.packb(body, use_bin_type=True)
    version = _HEADER.unpack_from(data, len(SAVE_MAGIC))[0]
    head = SAVE_MAGIC + _HEADER.pack(version, len(packed))
    return head + hashlib.sha256(head + packed).digest() + packed


def loads_as_before(match: Match, position: str | None = None) -> Match:
    """`match` saved the old way and loaded again: its progress read as the English it was,
    no 'rules changed'; the loaded match."""
    save = decode_save(saved_the_old_way(match, position))
    assert save.progress == str(match.state.progress_label()) and isinstance(save.progress, str)
    loaded = match_from_save(save, strict=True)
    assert not rules_changed(loaded, save)
    return loaded


def refusals(state, actions) -> list:
    """What the rules say when each of `actions` is tried on (a clone of) `state`."""
    said = []
    for action in actions:
        with pytest.raises(IllegalAction) as refused:
            state.clone().apply(action)
        said.append(refused.value.args[0])
    return said
