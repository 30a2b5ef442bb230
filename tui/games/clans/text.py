"""Clans as text where the board widget says too little: the secret colours, for the
replay's all-open view of a finished game."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.clans.state import COLOURS
from core.i18n import _


def open_text(state, names: list[str]) -> Text:
    """Each seat's secret colour and that colour's score on the track."""
    out = Text(_("Secret colours: "), Style(bold=True))
    out.append(
        " · ".join(
            _("{name} {colour} ({points} points)").format(
                name=names[seat], colour=_(COLOURS[colour]), points=state.colour_scores[colour]
            )
            for seat, colour in enumerate(state.colours)
        )
    )
    return out


def bot_readings(state, seats: list[str], names: list[str]) -> list[str]:
    """For each MCTS bot seat that read colours (belief on), a line saying how sure its
    belief (ai.belief) was of every other seat's true colour before the last move, and
    after which move it passed 80 %. Empty until the game is over: during a game this is
    the bot's knowledge, not the player's."""
    from ai.belief import SURE, reading_of_game
    from tui.setup import bot_spec, is_bot

    if not state.is_over():
        return []
    lines = []
    for reader, seat in enumerate(seats):
        spec = bot_spec(seat) if is_bot(seat) else ""
        if not spec.startswith("mcts") or "belief=off" in spec.replace(" ", ""):
            continue
        try:
            readings = reading_of_game(state, reader)
        except ValueError:
            continue
        parts = [reading_text(names[r.seat], r, SURE) for r in readings]
        lines.append(
            _("{name}'s reading of the colours: {readings}").format(name=names[reader], readings=" · ".join(parts))
        )
    return lines


def reading_text(name: str, reading, sure: float) -> str:
    """One seat as a bot read it: 'Cora red 93% (over 80% after move 14)', or 'Cora red
    17% (never above 80%)' when the bot never gave the true colour more than `sure`."""
    colour = _(COLOURS[reading.colour])
    if reading.sure_after_move:
        return _("{name} {colour} {chance:.0%} (over {sure:.0%} after move {move})").format(
            name=name, colour=colour, chance=reading.final_chance, sure=sure, move=reading.sure_after_move
        )
    # "never that sure" read as a shrug (issue 29 §10): say which level it never passed
    return _("{name} {colour} {chance:.0%} (never above {sure:.0%})").format(
        name=name, colour=colour, chance=reading.final_chance, sure=sure
    )
