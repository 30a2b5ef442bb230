"""Opening a Crystal Clans screen does no work twice (bench/RESULTS.md, "The Crystal Clans
screen: opening and redraw (session 17)"; bench/bench_screen_open.py measures it):

- the classes its size decides (-wide, -tall) are on the screen before its first layout:
  set at the first resize, each restyled every widget of the screen and laid it out again;
- it is laid out for its size once: Textual laid it out when it was shown and again at the
  Resize that layout sent the screen itself, at the same size;
- the heap is kept out of full collections before the board's widgets are made, not once
  they are drawn: a full collection in the opening read the whole process;
- a footer key is styled once at its mount: Textual's footer made each key compact, then
  not, and restyled it at each change;
- a redraw of the board, or the cursor finding its pickables, looks up no widget: the
  screen keeps the ones it made (a query walks the whole screen; a redraw made 17, ~40 %
  of its time).

One app at 120x40 (the size whose classes change) for the four read-only checks; each is
a count or a state read through a hook, never a clock."""

from __future__ import annotations

import gc

from textual.dom import DOMNode
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from core.match import Match
from tests.support.game_screens import opened
from tui.app import ClanhallApp
from tui.games.crystal_clans.pickable import Pickable
from tui.games.crystal_clans.screen import CrystalClansScreen
from tui.games.crystal_clans.zones import ZoneCell


async def test_an_opening_styles_and_lays_out_the_board_once_for_its_size_with_the_heap_frozen(monkeypatch):
    first_layout: list[set[str]] = []
    sized_layouts: list = []  # the layouts for a size (a resume, a resize), not for a widget's change
    frozen_when_made: list[int] = []
    restyled_keys: list[FooterKey] = []
    layout, make_zone, restyle = Screen._refresh_layout, ZoneCell.__init__, FooterKey.update_node_styles

    def laid_out(screen, *args, **kwargs):
        if isinstance(screen, CrystalClansScreen):
            first_layout[:] = first_layout or [set(screen.classes)]
            if args and args[0] is not None:
                sized_layouts.append(args[0])
        return layout(screen, *args, **kwargs)

    def made(cell, *args, **kwargs):
        frozen_when_made.append(gc.get_freeze_count())
        make_zone(cell, *args, **kwargs)

    def restyled(key, *args, **kwargs):
        restyled_keys.append(key)
        return restyle(key, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", laid_out)
    monkeypatch.setattr(ZoneCell, "__init__", made)
    monkeypatch.setattr(FooterKey, "update_node_styles", restyled)
    match = Match("crystal-clans", {"players": 2}, 3, seats=["bot:random", "human"])  # P2 moves first
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot, match, seat=1)
        assert {"-wide", "-tall"} <= first_layout[0], f"the first layout's classes: {first_layout[0]}"
        assert len(sized_layouts) == 1, f"laid out for its size {len(sized_layouts)} times"
        assert len(frozen_when_made) == 9 and all(frozen_when_made), "the zones made on a frozen heap"
        keys = list(screen.query(FooterKey))
        assert keys, "the game screen's footer has its keys"
        bound = [key for key in keys if not key.has_class("-command-palette")]
        assert not [key for key in restyled_keys if key in bound], "a key bound to the footer restyled after its mount"
        # the keys look as Textual's own footer leaves them: compact as the footer (the
        # command palette's key compact), the -compact class with it
        footer_compact = keys[0].parent.compact
        for key in keys:
            compact = key.has_class("-command-palette") or footer_compact
            assert (key.compact, key.has_class("-compact")) == (compact, compact), key.key
        shown = [w for w in screen.query(Pickable) if w.display and w.parent is not None and w.parent.display]
        queries: list = []
        query_one, query = DOMNode.query_one, DOMNode.query

        def counted_one(node, *args, **kwargs):
            queries.append(args)
            return query_one(node, *args, **kwargs)

        def counted(node, *args, **kwargs):
            queries.append(args)
            return query(node, *args, **kwargs)

        monkeypatch.setattr(DOMNode, "query_one", counted_one)
        monkeypatch.setattr(DOMNode, "query", counted)
        screen.draw(screen.board_view)  # the same view drawn again, as each move draws one
        assert not queries, f"a redraw looked up {queries}"
        assert screen.pickables() == shown, "the cursor's pickables, in the screen's order"
        assert not queries, f"the cursor's pickables looked up {queries}"
