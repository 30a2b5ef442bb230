"""Phrases: what the engine says (log lines, action names, prompts, progress labels) as a
message id with arguments, rendered in the language of whoever reads it.

A `Phrase` is built where the rules speak — `phrase("P{seat} gains {amount} initiative",
seat=1, amount=2)` — and travels as it is: in a state's event log, in a `Decision`'s
prompt, over the LAN (`to_wire`/`from_wire`). Nothing is formatted until somebody reads it
(`str(p)`), so the engine's hot path pays for one small object, not for a sentence, and a
German host and an English client each read the same phrase in their own language.

The id is the English template (gettext's msgid, extracted by `make i18n` because `phrase`
and `phrase_n` are extraction keywords). Arguments are numbers, plain strings (player
names: never translated), or phrases themselves — a card's name is `term(card.name)`, an
English word from a rules table whose translation the catalogue holds.

Phrases from a peer or a file are untrusted: `from_wire` checks their shape and size, and
rendering uses only plain `{name}` fields (no attribute or index access, which a hostile
template could use to read the program's memory) and never raises.
"""

from __future__ import annotations

import gettext
import string
from typing import Any, Union

from core import i18n

# how big a phrase from the wire may be
MAX_TEMPLATE = 2000
MAX_ARGS = 16
MAX_DEPTH = 6  # a log text joins its lines (net.redact.joined, in groups when many): two levels over a line
MAX_ARG_TEXT = 500

Arg = Union[int, float, str, "Phrase"]
Said = Union[str, "Phrase"]  # what a reader may get: an old plain English text, or a phrase

_FORMATTER = string.Formatter()
_ENGLISH = gettext.NullTranslations()


class Phrase:
    """A message id (its English template) with its arguments; `str()` renders it in the
    current language. With `plural`, the template is the singular and `n` picks the form."""

    # _wire: the wire map, made once (a state's to_wire sends its whole event log each
    # time; phrases are never changed once made)
    __slots__ = ("template", "args", "plural", "n", "_wire")

    def __init__(self, template: str, args: dict[str, Arg] | None = None, plural: str = "", n: int = 0) -> None:
        self.template = template
        self.args = args or {}
        self.plural = plural
        self.n = n
        self._wire: dict | None = None

    # -- reading ----------------------------------------------------------------------
    def __str__(self) -> str:
        return self.render(i18n.catalogue())

    def english(self) -> str:
        """The phrase in English whatever the current language (for logs and errors)."""
        return self.render(_ENGLISH)

    def render(self, catalogue: gettext.NullTranslations) -> str:
        """The phrase read through `catalogue`. A translation whose fields do not fit falls
        back to English, and English whose fields do not fit (a bug) to the bare template."""
        if self.plural:
            translated = catalogue.ngettext(self.template, self.plural, self.n)
            english = self.template if self.n == 1 else self.plural
        else:
            translated = catalogue.gettext(self.template) if self.template else ""
            english = self.template
        values = {k: v.render(catalogue) if isinstance(v, Phrase) else str(v) for k, v in self.args.items()}
        if self.plural:
            values.setdefault("n", str(self.n))
        filled = _fill(translated, values)
        if filled is None and translated is not english:
            filled = _fill(english, values)
        return english if filled is None else filled

    def renders(self) -> bool:
        """Whether the English template's fields are all plain names given in the arguments
        (what a test of the engine's phrases checks; a template that does not is a bug)."""
        values = {k: "" for k in self.args} | ({"n": ""} if self.plural else {})
        forms = (self.template, self.plural) if self.plural else (self.template,)
        own = all(_fill(form, values) is not None for form in forms)
        return own and all(v.renders() for v in self.args.values() if isinstance(v, Phrase))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        extra = f", plural={self.plural!r}, n={self.n}" if self.plural else ""
        return f"Phrase({self.template!r}, {self.args!r}{extra})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Phrase):
            return NotImplemented
        return (self.template, self.args, self.plural, self.n) == (other.template, other.args, other.plural, other.n)

    def __hash__(self) -> int:
        return hash((self.template, self.plural, self.n, tuple(sorted(self.args))))

    def terms(self) -> list[str]:
        """Every message id this phrase needs translated: its own and its arguments'."""
        ids = [self.template]
        for value in self.args.values():
            if isinstance(value, Phrase):
                ids += value.terms()
        return ids

    # -- wire -------------------------------------------------------------------------
    def to_wire(self) -> dict:
        """A msgpack-able map: {"p": template, "a": {name: arg}} (+ "pl", "n" for plurals)."""
        out = self._wire
        if out is None:
            out = {"p": self.template}
            if self.args:
                out["a"] = {k: v.to_wire() if isinstance(v, Phrase) else v for k, v in self.args.items()}
            if self.plural:
                out["pl"], out["n"] = self.plural, self.n
            self._wire = out
        return out

    @classmethod
    def from_wire(cls, data: Any, depth: int = 0) -> "Phrase":
        """Rebuild a phrase from `to_wire`'s map; ValueError (saying what) if it is not one."""
        problem = wire_problem(data, depth)
        if problem:
            raise ValueError(f"not a phrase: {problem}")
        return cls._build(data)

    @classmethod
    def _build(cls, data: dict) -> "Phrase":
        if "a" not in data:
            return cls(data["p"], None, data.get("pl", ""), data.get("n", 0))
        args = {k: cls._build(v) if isinstance(v, dict) else v for k, v in data["a"].items()}
        return cls(data["p"], args, data.get("pl", ""), data.get("n", 0))


def phrase(template: str, **args: Arg) -> Phrase:
    """The engine's words `template` (English, `{name}` fields) with `args`, rendered when read."""
    return Phrase(template, args)


def phrase_n(singular: str, plural: str, n: int, **args: Arg) -> Phrase:
    """Like `phrase`, in the form that fits the count `n` (also available as `{n}`)."""
    return Phrase(singular, args, plural, n)


def term(word: str) -> Phrase:
    """An English word from a rules table (a card's, clan's or colour's name), translated
    when read; its catalogue entry comes from the table extractor, not from this call."""
    return Phrase(word)


def said_to_wire(text: Said) -> str | dict:
    """A text as it crosses the wire: a phrase's map, or a plain string as it is."""
    return text.to_wire() if isinstance(text, Phrase) else text


def saids_to_wire(texts: list[Said]) -> list[str | dict]:
    """`said_to_wire` of each text: a state's event log, sent with every view and save, so
    written for speed (one attribute read per phrase already sent once)."""
    return [t if isinstance(t, str) else (t._wire or t.to_wire()) for t in texts]


def said_from_wire(data: Any) -> Said:
    """A text from the wire: a phrase map becomes a Phrase, a string stays; ValueError else."""
    if isinstance(data, str):
        return data
    return Phrase.from_wire(data)


_WIRE_KEYS = frozenset(("p", "a", "pl", "n"))


def said_from_checked(data: str | dict) -> Said:
    """A text from a message whose schema check has already passed it through
    `wire_problem` (net/protocol's `_said`): built without checking it twice."""
    return data if isinstance(data, str) else Phrase._build(data)


def wire_problem(data: Any, depth: int = 0, max_len: int = MAX_TEMPLATE) -> str | None:
    """What is wrong with `data` as a phrase's wire form, or None if it is one.

    A client checks every text of every view it gets (a Clans move list is ~150 phrases of
    ~4 parts each), so the common case is written for speed: exact types (msgpack makes
    no subclasses; `type(x) is int` also keeps out bool) and no sets built per call."""
    kind = type(data)
    if kind is str:
        return None if depth and len(data) <= MAX_ARG_TEXT else "a plain string here"
    if kind is not dict:
        return f"a {kind.__name__} instead of a map"
    if depth > MAX_DEPTH:
        return "nested too deeply"
    if not _WIRE_KEYS.issuperset(data):
        return "unknown keys"
    template = data.get("p")
    if type(template) is not str or len(template) > max_len:
        return "its template is not a string of at most 2000 characters"
    if "pl" in data:
        plural = data["pl"]
        if type(plural) is not str or len(plural) > max_len:
            return "its plural is not a short string"
    if "n" in data:
        n = data["n"]
        if type(n) is not int or abs(n) >= 1 << 31:
            return "its count is not a whole number"
    if "a" not in data:
        return None
    args = data["a"]
    if type(args) is not dict or len(args) > MAX_ARGS:
        return "its arguments are not a map of at most 16"
    for key, value in args.items():
        if type(key) is not str or len(key) > 32 or not key.isidentifier():
            return "an argument's name is not a short identifier"
        kind = type(value)
        if kind is int:
            if abs(value) >= 1 << 53:
                return f"argument {key} is out of range"
        elif kind is str:
            if len(value) > MAX_ARG_TEXT:
                return f"argument {key}: a plain string here"
        elif kind is dict:
            if depth < MAX_DEPTH and len(value) == 1 and type(value.get("p")) is str and len(value["p"]) <= max_len:
                continue  # a term (a card's, a colour's name): most arguments are one
            problem = wire_problem(value, depth + 1)
            if problem:
                return f"argument {key}: {problem}"
        elif kind is not float:
            return f"argument {key} is a {kind.__name__}"
    return None


def _fill(template: str, values: dict[str, str]) -> str | None:
    """`template` with its `{name}` fields filled from `values`; None if a field is missing,
    not a plain name (no attribute, index, conversion or format spec: numbers are passed
    ready formatted), or the template is malformed. `{{` and `}}` are literal braces."""
    out = []
    try:
        for literal, field, spec, conversion in _FORMATTER.parse(template):
            out.append(literal)
            if field is None:
                continue
            if field not in values or conversion or spec:
                return None
            out.append(values[field])
    except ValueError:
        return None
    return "".join(out)
