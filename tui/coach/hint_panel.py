"""The hint panel: the coach's top options for the player on turn, with the estimated
win chance of each and the share of the search it got, and a progress bar meanwhile."""

from __future__ import annotations

from typing import Callable

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import ScrollableContainer, Vertical
from textual.widget import Widget
from textual.widgets import ProgressBar, Static

from core.i18n import _
from core.seat_names import shown_name

MARKS = ("①", "②", "③")


def option_lines(advice, describe: Callable[[object], str], k: int = 3, brief: bool = False) -> list[str]:
    """The top `k` options of `advice` as lines: mark, move, win chance, share — and, when
    the search could not tell them from many others (early in a Clans game every move looks
    alike at the depth it reaches), a line that says so instead of a ranking by list order.
    `brief` lines (a narrow panel) leave out the share and say the last line shorter, so
    each option keeps one row and all of them stay in sight."""
    if advice.iterations == 0:
        return [_("{mark} {move}  (the only option)").format(mark=MARKS[0], move=describe(advice.best.action))]
    lines = [_option_line(MARKS[i], describe(o.action), o, brief) for i, o in enumerate(advice.top(k))]
    alike = level_with_best(advice)
    if alike > k and brief:
        lines.append(_("…and {others} more just as good").format(others=alike - k))
    elif alike > k:
        lines.append(
            _(
                "The search sees no difference between these and {others} other moves: "
                "any of them is as good as it can tell."
            ).format(others=alike - k)
        )
    return lines


def _option_line(mark: str, move: str, option, brief: bool) -> str:
    if brief:
        return _("{mark} {move} — wins {chance:.0%}").format(mark=mark, move=move, chance=option.win_chance)
    return _("{mark} {move} — wins {chance:.0%}, {share} of the search").format(
        mark=mark, move=move, chance=option.win_chance, share=_share(option.share)
    )


def level_with_best(advice) -> int:
    """How many options the search could not tell from the best: as many visits, and a win
    chance within half a percentage point."""
    best = advice.best
    return sum(1 for o in advice.options if o.visits == best.visits and abs(o.win_chance - best.win_chance) < 0.005)


def _share(share: float) -> str:
    """A share of the search as a percentage; a small but real one is "<1%", not "0%"."""
    return "<1%" if 0 < share < 0.005 else f"{share:.0%}"


def keys_after(title: str, keys: str, width: int) -> str:
    """`title` then the panel's `keys` on the same line if both fit `width` columns (the
    panel's padding taken off), else the keys on a line of their own: never broken inside
    one ("· h:" once ended a line of the Clans panel at 80 columns, "close" the next)."""
    line = f"{title} · {keys}"
    return line if not width or len(line) <= width - 2 else f"{title}\n{keys}"


class HintBody(Static):
    """The hint's options: whenever they are laid out anew at another size, scrolled into
    view (a short column scrolls, and a scroll asked for before the new rows were laid out
    would miss them)."""

    def on_resize(self, event) -> None:
        if isinstance(self.parent, HintPanel):
            self.parent.bring_into_view()

    def in_view(self) -> bool:
        """Whether the options are within the column that scrolls them (or at its top,
        when they are taller than it); True where nothing scrolls."""
        column = next((a for a in self.ancestors if isinstance(a, ScrollableContainer)), None)
        if column is None:
            return True
        mine, its = self.region, column.region
        return mine.y == its.y or (mine.y >= its.y and mine.bottom <= its.bottom)


class HintPanel(Vertical):
    """Shown while a hint is asked for and after it came; hidden otherwise."""

    DEFAULT_CSS = """
    HintPanel {
        height: auto;
        max-height: 16;  /* three options of three rows each (Crystal Clans at 80x24) */
        padding: 0 1;
        border-top: solid $accent;
        display: none;
    }
    HintPanel #hint-title { text-style: bold; color: $accent; }
    HintPanel ProgressBar { height: 1; }
    HintPanel #hint-body { height: auto; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="hint-title", markup=False)
        yield ProgressBar(total=1.0, show_eta=False, show_percentage=False, id="hint-progress")
        yield HintBody(id="hint-body", markup=False)

    def thinking(self, name: str) -> None:
        """A hint for `name` has been asked for."""
        self.display = True
        self.query_one("#hint-title", Static).update(
            _("Hint for {name} — thinking (h: cancel)").format(name=shown_name(name))
        )
        bar = self.query_one(ProgressBar)
        bar.display = True
        bar.update(progress=0.0)
        self.query_one("#hint-body", Static).update("")

    def progress(self, fraction: float, iterations: int, best: str) -> None:
        self.query_one(ProgressBar).update(progress=max(0.0, min(1.0, fraction)))
        self.query_one("#hint-body", Static).update(
            _("{iterations} lines of play · best so far: {best}").format(iterations=iterations, best=best)
        )

    def show(self, name: str, lines: list[str], iterations: int) -> None:
        """The finished hint: `lines` from `option_lines`. A title too long for one row
        leaves out the count of lines of play (at 80 columns it took a row of its own)."""
        self.display = True
        width = self.width()
        # "lines of play" as a player says it, not the search's "playouts" (issue 29 §8)
        searched = " — " + _("{count} lines of play").format(count=iterations) if iterations else ""
        title = _("Hint for {name}{searched}").format(name=shown_name(name), searched=searched)
        if width and cell_len(title) > width - 3:  # padding, a scrollbar
            title = _("Hint for {name}{searched}").format(name=shown_name(name), searched="")
        self.query_one("#hint-title", Static).update(keys_after(title, _("j: go to ① · h: close"), width))
        self.query_one(ProgressBar).display = False
        self.query_one("#hint-body", Static).update("\n".join(lines))

    def width(self) -> int:
        """The panel's width in cells, its parent's while it is hidden (0: not laid out)."""
        return self.size.width or (self.parent.size.width if isinstance(self.parent, Widget) else 0)

    def fits(self, lines: list[str]) -> bool:
        """Whether each of `lines` fits on one row of the panel (padding off; a panel not
        laid out yet fits anything): else the coach shows the brief lines (`option_lines`),
        as at 80 columns a line of two rows pushed ③ out of sight."""
        width = self.width()
        return not width or all(cell_len(line) <= width - 3 for line in lines)  # padding, a scrollbar

    def bring_into_view(self, tries: int = 10) -> None:
        """Scroll a column too short for the whole hint (80x24) so its options are in view,
        and as much of the title above them as fits. Tried again after the next refresh
        while they are not (a few times at most): under load the column's size could still
        be the old one, and the scroll stopped short of them. A retry that comes after the
        screen closed does nothing (its body is gone with it)."""
        if not self.is_attached:
            return
        body = self.query_one(HintBody)
        body.scroll_visible(animate=False, immediate=True)
        if tries and self.display and not body.in_view():
            self.call_after_refresh(self.bring_into_view, tries - 1)

    def failed(self, text: str) -> None:
        self.display = True
        self.query_one("#hint-title", Static).update(_("No hint"))
        self.query_one(ProgressBar).display = False
        self.query_one("#hint-body", Static).update(text)

    def close(self) -> None:
        self.display = False
