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
            # what the bot guessed, said as a player asks it ("reading of the colours" meant
            # little to a new player, the session-18 trial)
            _("What {name} guessed of the secret colours: {readings}").format(
                name=names[reader], readings=" · ".join(parts)
            )
        )
    return lines


def reading_text(name: str, reading, sure: float) -> str:
    """One seat as a bot read it: 'Cora is red, 93% sure at the end (over 80% from move
    14)', or 'Cora is red, 17% sure at the end (never above 80%)' when the bot never gave
    the true colour more than `sure`."""
    colour = _(COLOURS[reading.colour])
    if reading.sure_after_move:
        return _("{name} is {colour}, {chance:.0%} sure at the end (over {sure:.0%} from move {move})").format(
            name=name, colour=colour, chance=reading.final_chance, sure=sure, move=reading.sure_after_move
        )
    # "never that sure" read as a shrug (issue 29 §10): say which level it never passed
    return _("{name} is {colour}, {chance:.0%} sure at the end (never above {sure:.0%})").format(
        name=name, colour=colour, chance=reading.final_chance, sure=sure
    )
