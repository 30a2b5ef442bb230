"""The designed Clans map holds the properties the rulebook and our facts sheet require."""

from collections import Counter

from core.clans.board import GRID_COLUMNS, GRID_ROWS, LAKES, LANDSCAPES, NEIGHBOURS, REGIONS, TERRITORIES, is_river


def test_sixty_territories_with_ids_in_order():
    assert len(TERRITORIES) == 60
    assert [t.id for t in TERRITORIES] == list(range(60))


def test_adjacency_is_symmetric_and_irreflexive():
    for t in TERRITORIES:
        assert t.id not in t.neighbours
        for n in t.neighbours:
            assert t.id in NEIGHBOURS[n], (t.id, n)


def test_every_territory_borders_three_to_eight_others():
    assert all(3 <= len(t.neighbours) <= 8 for t in TERRITORIES)


def test_board_is_connected():
    seen, stack = {0}, [0]
    while stack:
        for n in NEIGHBOURS[stack.pop()]:
            if n not in seen:
                seen.add(n)
                stack.append(n)
    assert len(seen) == 60


def test_twelve_connected_regions_of_five():
    assert len(REGIONS) == 12 and all(len(r) == 5 for r in REGIONS)
    for region in REGIONS:
        members = set(region)
        seen, stack = {region[0]}, [region[0]]
        while stack:
            for n in NEIGHBOURS[stack.pop()]:
                if n in members and n not in seen:
                    seen.add(n)
                    stack.append(n)
        assert seen == members


def test_landscapes_fifteen_each_and_all_four_in_every_region():
    assert Counter(t.landscape for t in TERRITORIES) == {land: 15 for land in LANDSCAPES}
    for region in REGIONS:
        kinds = Counter(TERRITORIES[t].landscape for t in region)
        assert set(kinds) == set(LANDSCAPES) and sorted(kinds.values()) == [1, 1, 1, 2]


def test_positions_are_unique_hex_cells_and_lakes_are_not_territories():
    cells = {t.pos for t in TERRITORIES}
    assert len(cells) == 60
    assert all(0 <= c < GRID_COLUMNS and 0 <= r < GRID_ROWS for c, r in cells)
    assert not cells & set(LAKES) and len(cells) + len(LAKES) == GRID_COLUMNS * GRID_ROWS


def test_rivers_run_between_regions():
    rivers = [(t.id, n) for t in TERRITORIES for n in t.neighbours if is_river(t.id, n)]
    assert rivers and all(TERRITORIES[a].region != TERRITORIES[b].region for a, b in rivers)
