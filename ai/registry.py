"""The bot registry: bots by name with options, e.g. "random", "mcts:level=hard".

Built-in bots are listed in `_BUILTIN`; third-party bots install as packages that declare
an entry point in the `clanhall.bots` group (name = factory taking **options).
"""

from __future__ import annotations

import inspect
from importlib import import_module
from typing import TYPE_CHECKING

from ai.base import Bot
from core.i18n.phrase import phrase

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

_BUILTIN: dict[str, str] = {
    "random": "ai.random_bot:RandomBot",
    "greedy": "ai.greedy:GreedyBot",
    "mcts": "ai.mcts:MCTSBot",
}


def parse_spec(spec: str) -> tuple[str, dict]:
    """Split "name:key=value,key=value" into the name and typed options."""
    name, _, rest = spec.strip().partition(":")
    options: dict = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, eq, value = part.partition("=")
        if not eq:
            raise ValueError(
                phrase("bot option {option} in {spec} needs the form key=value", option=repr(part), spec=repr(spec))
            )
        options[key.strip()] = _typed(value.strip())
    return name, options


def split_specs(text: str) -> list[str]:
    """The specs of a comma-separated list ("human,mcts:iterations=300,workers=1,random"):
    a part that is a bot option (key=value, no ":") belongs to the spec before it, so the
    list above holds three specs. Every list of bots or seats is read with this."""
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part and ":" not in part.partition("=")[0] and specs:
            specs[-1] += ("," if ":" in specs[-1] else ":") + part
        else:
            specs.append(part)
    return specs


def _typed(value: str):
    for convert in (int, float):
        try:
            return convert(value)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(value.lower(), value)


def _entry_points() -> dict[str, EntryPoint]:
    # imported here: a bot worker process makes a built-in bot and need not read the
    # installed packages' metadata (about a fifth of its start-up imports)
    from importlib.metadata import entry_points

    return {ep.name: ep for ep in entry_points(group="clanhall.bots")}


def bot_names() -> list[str]:
    """Every bot name that can be made: built-ins first, then installed plug-ins."""
    for target in _BUILTIN.values():  # ours, so one that fails to import is a bug, raised
        _load(target)
    return list(_BUILTIN) + sorted(n for n in _entry_points() if n not in _BUILTIN)


def _load(target: str):
    module, attr = target.split(":")
    return getattr(import_module(module), attr)


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """A bot from its spec; ValueError naming the problem if the spec is wrong."""
    name, options = parse_spec(spec)
    if name in _BUILTIN:
        factory = _load(_BUILTIN[name])  # ours: an import error is a bug, raised, not a bad spec
    else:
        eps = _entry_points()
        if name not in eps:
            raise ValueError(
                phrase("unknown bot {name}; known bots: {known}", name=repr(name), known=", ".join(bot_names()))
            )
        factory = eps[name].load()
    if seed is not None and "seed" not in options:
        options["seed"] = seed
    _check_options(name, factory, options)
    try:
        return factory(**options)
    except TypeError as exc:
        raise ValueError(phrase("bad options for bot {name}: {problem}", name=repr(name), problem=str(exc))) from None


def search_budgets(game_id: str, specs: list[str]) -> dict[str, list]:
    """What each searching bot among `specs` searches a move in `game_id`
    ({spec: [iterations, seconds, workers]}; bots without a budget are left out), for a
    results file to keep (`ai.results.ResultsFile`)."""
    out = {}
    for spec in specs:
        bot = make_bot(spec)
        budget_in = getattr(bot, "budget_in", None)
        if budget_in is not None:
            out[spec] = list(budget_in(game_id))
    return out


def _check_options(name: str, factory, options: dict) -> None:
    """ValueError naming the first option `factory` does not take (Python's own TypeError
    would say it in English and name the class)."""
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return
    unknown = sorted(set(options) - set(params))
    if unknown:
        valid = ", ".join(k for k in params if k != "seed")
        raise ValueError(
            phrase(
                "bad options for bot {name}: no option {option}; its options are: {valid}",
                name=repr(name),
                option=repr(unknown[0]),
                valid=valid,
            )
        )
