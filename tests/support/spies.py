"""Spies on Textual widgets that a redraw test counts with (hooks, no clock)."""

from __future__ import annotations

from textual.widgets import Static


def static_updates(monkeypatch) -> list[str | None]:
    """The ids of the `Static`s updated from now on, in order (the list grows as they are)."""
    updated: list[str | None] = []
    update = Static.update

    def noted(self, *args, **kwargs):
        updated.append(self.id)
        return update(self, *args, **kwargs)

    monkeypatch.setattr(Static, "update", noted)
    return updated
