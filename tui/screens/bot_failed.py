"""The dialog shown when a seat's bot fails: what happened in one line, where the details
are, and what to do — ask it again, play on against another opponent, or leave."""

from __future__ import annotations

from core.i18n import N_, _
from tui.screens.dialogs import ChoiceDialog

# What a failed bot can be replaced by, strongest first; the failed spec itself is left out.
REPLACEMENTS = (
    (N_("the MCTS bot (normal)"), "mcts"),
    (N_("the MCTS bot (easy)"), "mcts:level=easy"),
    (N_("the greedy bot"), "greedy"),
    (N_("the random bot"), "random"),
)


def one_line(error: str) -> str:
    """The last non-empty line of an error text (a traceback ends with the exception)."""
    lines = [line.strip() for line in error.strip().splitlines() if line.strip()]
    return lines[-1] if lines else _("unknown error")


class BotFailedDialog(ChoiceDialog):
    """Dismisses with ("retry", None), ("replace", spec) or ("leave", None)."""

    def __init__(
        self, name: str, spec: str, error: str, log_path: str, can_retry: bool = True, autosaved: bool = True
    ) -> None:
        who = name if spec in name else f"{name}, bot {spec},"  # names often carry the bot already
        title = _(
            "{who} failed: {one_line}\nThe details are in {log_path}.\nNo move was made for it. What now?"
        ).format(who=who, one_line=one_line(error), log_path=log_path)
        choices: list[tuple[str, object]] = [(_("Ask it again"), ("retry", None))] if can_retry else []
        choices += [
            (_("Play on against {bot} instead").format(bot=_(label)), ("replace", other))
            for label, other in REPLACEMENTS
            if other != spec
        ]
        leave = _("Leave for the menu (the autosave keeps the game)") if autosaved else _("Leave for the menu")
        choices.append((leave, ("leave", None)))
        super().__init__(title, choices, can_cancel=False)
