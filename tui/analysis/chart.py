"""The win-chance chart: each seat's estimated chance move by move (textual-plotext),
its mistakes marked ×, and a marker on the move the player is looking at."""

from __future__ import annotations

from textual_plotext import PlotextPlot

from ai.analysis import GameReview
from core.i18n import _


class WinChart(PlotextPlot):
    """Drawn from a review; `mark(move)` moves the marker."""

    DEFAULT_CSS = """
    WinChart { height: 1fr; min-height: 10; }
    """

    def __init__(self, review: GameReview, names: list[str], **kwargs) -> None:
        super().__init__(**kwargs)
        self.review, self.names, self.marked = review, names, 0

    def on_mount(self) -> None:
        self.draw()

    def mark(self, move: int) -> None:
        self.marked = move
        self.draw()

    def draw(self) -> None:
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        seats = range(self.review.seats) if self.review.seats > 2 else [0, 1]
        for seat in seats:
            points = self.review.series(seat)
            if points:
                plt.plot([m + 1 for m, _ in points], [c * 100 for _, c in points], label=self.names[seat])
        wrong = self.review.mistakes()
        if wrong:
            plt.scatter([d.move + 1 for d in wrong], [d.chance * 100 for d in wrong], marker="x", label=_("mistake"))
        plt.vline(self.marked + 1)
        plt.ylim(0, 100)
        plt.ylabel(_("win %"))
        plt.xlabel(_("move"))
        self.refresh()
