"""Crystals as pickables: the face-up crystals on offer (pick one to score it) and each
side's collected crystals (pick one of yours to flip it for its once-only effect).
A collected crystal turned facedown is marked ▼ and still counts towards the four."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.i18n import _
from tui.games.crystal_clans.names import CRYSTALS
from tui.games.crystal_clans.pickable import Pickable
from tui.themes import board_palette


def crystal_style() -> Style:
    """The ◆ of a crystal, in the running theme's crystal colour."""
    return Style(color=board_palette().crystal, bold=True)


class CrystalChip(Pickable):
    """A face-up crystal on offer, by its slot in the row."""

    DEFAULT_CSS = """
    CrystalChip { width: auto; height: 1; margin: 0 1 0 0; }
    """

    def show(self, slot: int, x: int) -> None:
        self.token, self.crystal = ("crystal", slot), x
        if self.changed(slot, x):
            c = CRYSTALS[x]
            self.tooltip = _("{name}, cost {cost}: {text}").format(name=c.name, cost=c.cost, text=c.text)
            self.refresh(layout=True)

    def render(self) -> Text:
        x = getattr(self, "crystal", None)
        if x is None:
            return Text("")
        out = self.marks()
        out.append("◆", crystal_style())
        out.append(f"{CRYSTALS[x].name} ", Style(bold=True))
        out.append(f"{CRYSTALS[x].cost}")
        return out


class OwnedCrystal(Pickable):
    """A collected crystal; its owner may flip it (when it has a flip effect)."""

    DEFAULT_CSS = """
    OwnedCrystal { width: auto; height: 1; margin: 0 1 0 0; }
    """

    def show(self, x: int, facedown: bool) -> None:
        self.token, self.crystal, self.facedown = ("mine", x), x, facedown
        if self.changed(x, facedown):
            c = CRYSTALS[x]
            state = _("facedown (its effect is spent)") if facedown else _("face up")
            self.tooltip = _("{name}, {state}: {text}").format(name=c.name, state=state, text=c.text)
            self.refresh(layout=True)

    def render(self) -> Text:
        x = getattr(self, "crystal", None)
        if x is None:
            return Text("")
        out = self.marks()
        if self.facedown:
            out.append(f"▼{CRYSTALS[x].name}", Style(dim=True))
        else:
            out.append("◆", crystal_style())
            out.append(CRYSTALS[x].name)
        return out
