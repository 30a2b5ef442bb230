"""The bots' reasons: for each bot move, the win chance it gave itself and the options it
weighed — shown only when they tell the players nothing secret.

A bot decides from its own view. Its estimate and its runner-up options can tell what it
holds (a card in hand, its secret colour), so a move's reasons are public at once only
when the bot knew nothing a human at this keyboard does not (`core.secrecy.knows_no_more`,
e.g. the Crimson Company duel); otherwise they open when the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import N_, _
from core.narration import narrate, predicate
from core.seat_names import shown_names
from tui.coach.hint_panel import _share, option_lines


@dataclass(frozen=True)
class BotReason:
    """One bot move and how the bot weighed it (texts made when it was played)."""

    move: int  # 1-based, the move's number in the game's log
    seat: int
    said: str  # the move as the log put it
    win_chance: float | None  # the bot's estimate of the move it played; None: a forced move
    weighed: tuple[str, ...]  # its top options and the one it played, as weighed_lines words them
    public: bool  # shown during the game (else only once it is over)
    drew: bool = False  # it played a weaker option on purpose (its level's temperature)


def reason_for(state, seat: int, move: int, said: str, advice, humans: list[int], hidden: bool) -> BotReason:
    """The reason record of a bot's move in `state` (before it is played); `hidden`: the
    move itself is a secret choice (its reasons would name it)."""
    from core.secrecy import knows_no_more

    readers = [h for h in humans if h != seat]
    public = not hidden and all(knows_no_more(state, seat, h) for h in readers)
    if advice is None:
        return BotReason(move, seat, said, None, (), public)
    view = state.view(seat)

    def told(action) -> str:  # the bot's options in the log's words, without its own name
        return predicate(narrate(view, action), seat, [])

    weighed = tuple(weighed_lines(advice, told))
    return BotReason(move, seat, said, advice.played_chance, weighed, public, advice.drew)


def weighed_lines(advice, describe, k: int = 3) -> list[str]:
    """What a bot weighed: its top `k` options (`option_lines`), the one it played marked
    and, when it is not among them, added with its own estimate; a weaker option drawn on
    purpose says so."""
    lines = option_lines(advice, describe, k)
    played = advice.played_option
    if advice.iterations == 0 or played is None:
        return lines
    top = [o.action for o in advice.top(k)]
    if played.action in top:
        i = top.index(played.action)
        lines[i] += " " + _("← played")
    else:
        lines.insert(
            len(top),
            _("▸ {move} — wins {chance:.0%}, {share} of the search ← played").format(
                move=describe(played.action), chance=played.win_chance, share=_share(played.share)
            ),
        )
    if advice.drew:
        lines.append(_("It played a weaker option on purpose: this level draws its move among the good ones."))
    return lines


class ReasonsScreen(ModalScreen[None]):
    """The list of bot moves with their estimates; the highlighted one shows what it weighed."""

    BINDINGS = [Binding("escape,r,q", "dismiss", N_("Close"))]
    DEFAULT_CSS = """
    ReasonsScreen { align: center middle; }
    ReasonsScreen > Vertical {
        width: 90%; max-width: 110; height: 90%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    ReasonsScreen #reasons-title { text-style: bold; }
    ReasonsScreen OptionList { height: 1fr; border: none; }
    ReasonsScreen #reasons-detail { height: auto; min-height: 4; border-top: solid $panel; }
    """

    def __init__(self, reasons: list[BotReason], names: list[str], over: bool) -> None:
        super().__init__()
        self.reasons, self.names, self.over = list(reversed(reasons)), shown_names(names), over

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_("The bots' reasons — newest first (esc: close)"), id="reasons-title")
            yield OptionList(*[Option(self.line(r), id=str(i)) for i, r in enumerate(self.reasons)], id="reasons")
            yield Static(id="reasons-detail", markup=False)

    def shown(self, r: BotReason) -> bool:
        return r.public or self.over

    def line(self, r: BotReason) -> str:
        head = f"{r.move:>3}. {self.names[r.seat]}: {r.said}"  # `said` has no subject: the name once
        if not self.shown(r):
            return head + " — " + _("reasons when the game is over")
        if r.win_chance is None:
            return head + " — " + _("its only option")
        if r.drew:
            return (
                head
                + " — "
                + _("gave this move {chance}: a weaker one, drawn on purpose").format(chance=f"{r.win_chance:.0%}")
            )
        return head + " — " + _("gave itself {chance}").format(chance=f"{r.win_chance:.0%}")

    def on_mount(self) -> None:
        if not self.reasons:
            self.query_one("#reasons-detail", Static).update(_("No bot has moved yet."))
            return
        self.query_one(OptionList).highlighted = 0
        self.query_one(OptionList).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        r = self.reasons[int(event.option.id or 0)]
        detail = self.query_one("#reasons-detail", Static)
        if not self.shown(r):
            detail.update(
                _(
                    "What this bot weighed would tell what it holds (its hand, its colour): "
                    "it opens when the game is over."
                )
            )
        elif not r.weighed or r.win_chance is None:
            detail.update(_("It had only one option."))
        else:
            detail.update(_("It weighed:\n") + "\n".join(r.weighed))
