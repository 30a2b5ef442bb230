"""The builders of the wire protocol's messages (`net.protocol`): the only way the host
and client make one, each with the protocol version and its type."""

from __future__ import annotations

from core.i18n.phrase import Said
from net.schema import MAX_CHAT, VERSION, wire_text


def _msg(kind: str, **fields) -> dict:
    return {"v": VERSION, "type": kind, **fields}


def hello(
    name: str,
    code: str,
    token: str | None = None,
    watch: bool = False,
    session: str | None = None,
    record: bool = False,
) -> dict:
    msg = _msg("hello", name=name, code=code, token=token)
    if watch:
        msg["watch"] = True
    if session:
        msg["session"] = session
    if record:  # only when true, as watch: a player who did not agree sends what it always did
        msg["record"] = True
    return msg


def welcome(
    game: str,
    config: dict,
    seat: int | None,
    token: str,
    names: list[str | dict],  # a default as a map (core.seat_names.name_to_wire)
    seats: list[str],
    spectator_chat: bool = False,
    series: dict | None = None,
) -> dict:
    return _msg(
        "welcome",
        game=game,
        config=config,
        seat=seat,
        token=token,
        names=list(names),
        seats=list(seats),
        spectator_chat=spectator_chat,
        series=series,
    )


def view(
    n: int,
    state: dict,
    log_from: int,
    log: list,
    status: list[dict],
    over: bool,
    result: list[float] | None = None,
    scores: list[float] | None = None,
    watchers: list[str] | None = None,
) -> dict:
    return _msg(
        "view",
        n=n,
        state=state,
        log_from=log_from,
        log=log,
        status=status,
        over=over,
        result=result,
        scores=scores,
        watchers=list(watchers or []),
    )


def your_turn(n: int, decision: dict, legal: list) -> dict:
    return _msg("your-turn", n=n, decision=decision, legal=legal)


def act(n: int, action) -> dict:
    return _msg("act", n=n, action=to_wire_action(action))


def error(code: str, message: Said, ref: str | None = None) -> dict:
    return _msg("error", code=code, message=wire_text(message, 2000), ref=ref)


def chat(text: Said, seat: int | None = None, name: str | None = None) -> dict:
    return _msg("chat", text=wire_text(text, MAX_CHAT), seat=seat, name=name)


def resign() -> dict:
    return _msg("resign")


def ping(t: float) -> dict:
    return _msg("ping", t=t)


def pong(t: float) -> dict:
    return _msg("pong", t=t)


def bye(reason: Said = "") -> dict:
    return _msg("bye", reason=wire_text(reason, 500))


def rematch(accept: bool) -> dict:
    return _msg("rematch", accept=bool(accept))


def rematch_offer(accepted: list[str], waiting: list[str], series: dict) -> dict:
    return _msg("rematch-offer", accepted=list(accepted), waiting=list(waiting), series=series)


def series_over(reason: Said, series: dict) -> dict:
    return _msg("series-over", reason=wire_text(reason, 500), series=series)


def to_wire_action(action) -> list:
    """An action tuple as msgpack lists (what `act` and `your-turn` carry)."""
    return [to_wire_action(x) if isinstance(x, (list, tuple)) else x for x in action]
