"""General rulings: effect order, "then", self-inclusion, flips, moves, castles with rules."""

import pytest

from core.crimson_company.castles import CASTLES

from .support import empty, play, put, put_all, score, totals, where


def test_destroy_effects_after_a_won_lane_fire_active_player_first_near_to_far():
    s = empty(active=1, coins=[0, 0])
    s.supply = 2
    s.total_coins = 2
    put(s, 0, 0, "gravedigger")
    put_all(s, 0, 1, ("gravedigger", "giant", "giant", "giant"))
    score(s, 0)
    # player 2 is active: their Gravedigger fires first and empties the supply
    assert s.lane_winner[0] == 1 and s.coins == [0, 2]


def test_a_card_turned_face_down_or_destroyed_before_its_turn_has_no_effect():
    s = empty(coins=[0, 3])
    alc = put(s, 0, 0, "alchemist", down=True)
    th = put(s, 0, 0, "thief", down=True)
    play(s, 0, "clumsy_ogre", 0)
    # both flipped face-up at once; the Alchemist (nearer the castle) fires first
    s.apply(("target", th))
    assert where(s, th) == "pile" and s.coins == [0 + 2, 3], "the Thief never fired"
    assert where(s, alc)[:2] == (0, 0)


def test_a_face_down_scoring_card_has_no_effect():
    s = empty()
    put(s, 0, 0, "bishop", down=True)
    put(s, 0, 0, "squire", down=True)
    put(s, 0, 1, "giant")
    (a, b), rule = totals(s, 0)
    assert rule == "high" and (a, b) == (0, 6)


def test_moving_and_swapping_fire_no_effect():
    s = empty(coins=[2, 2])
    th = put(s, 2, 1, "thief")
    play(s, 0, "wizard", 0)
    s.apply(("move", th, 1))
    assert s.coins == [2, 2] and where(s, th)[:2] == (1, 1)
    g = put(s, 1, 0, "giant")
    s.swap(th, g)
    assert s.coins == [2, 2] and where(s, th)[:2] == (1, 0)


def test_moved_cards_go_far_from_the_castle():
    s = empty()
    a = put(s, 1, 1, "giant")
    b = put(s, 2, 1, "pikeman")
    s.move(b, 1)
    assert s.lanes[1][1] == [a, b]


def test_then_second_part_is_skipped_if_impossible_first_part_done_fully():
    s = empty()
    # Shadow with nothing on the other side: the first part is impossible, the second still flips it
    sh = play(s, 0, "shadow", 0)
    assert s.down[sh] == 1
    # Seductress on a card in her own lane: flipped, then simply not moved
    s = empty()
    g = put(s, 0, 0, "giant")
    play(s, 0, "seductress", 0)
    s.apply(("target", g))
    assert s.down[g] == 1 and where(s, g)[:2] == (0, 0)


def test_castles_have_texts():
    assert len(CASTLES) >= 5 and all(r[2] for r in CASTLES[1:])


def test_tollgate_income_for_the_side_with_more_cards():
    s = empty(coins=[0, 0])
    s.castle = (1, 0, 0)
    put(s, 0, 0, "squire")
    s.stack = [("income", 0)]
    s.run()
    assert s.coins[0] == 1 + 3
    s = empty(coins=[0, 0])
    s.castle = (1, 0, 0)
    s.stack = [("income", 0)]
    s.run()
    assert s.coins[0] == 3


def test_hill_fort_face_down_cards_count_one_before_character_effects():
    s = empty()
    s.castle = (2, 0, 0)
    put(s, 0, 0, "squire", down=True)
    put(s, 0, 0, "squire", down=True)
    put(s, 0, 1, "squire", down=True)
    (a, b), _ = totals(s, 0)
    assert (a, b) == (2, 1)
    # Fairy fires after the castle: it doubles the strongest card, a face-down one worth 1
    s = empty()
    s.castle = (2, 0, 0)
    put(s, 0, 1, "squire", down=True)
    put(s, 0, 0, "fairy")
    (a, b), _ = totals(s, 0)
    assert (a, b) == (2, 2)


def test_marsh_keep_gives_two_to_the_side_with_fewer_cards():
    s = empty()
    s.castle = (3, 0, 0)
    put_all(s, 0, 0, ("squire", "squire", "squire", "squire"))
    put(s, 0, 1, "giant")
    (a, b), _ = totals(s, 0)
    assert (a, b) == (8, 8)
    score(s, 0)
    assert s.tied == [0]


def test_chapel_after_play_comes_after_the_deploy_effect():
    s = empty(coins=[0, 0])
    s.supply = 1
    s.total_coins = 1
    s.castle = (4, 0, 0)
    play(s, 0, "squire", 0)
    # the Squire's deploy effect took the only coin; the Chapel after it gets nothing
    assert s.coins == [1, 0]
    s = empty(coins=[0, 0])
    s.castle = (4, 0, 0)
    play(s, 0, "giant", 0)
    assert s.coins == [1, 0]
    play(s, 0, "giant", 1)
    assert s.coins == [1, 0]


def test_citadel_scores_at_five_cards():
    s = empty()
    s.castle = (5, 0, 0)
    for _ in range(4):
        put(s, 0, 0, "squire")
    s.stack = [("scoring",)]
    s.run()
    assert s.alive[0]
    put(s, 0, 0, "squire")
    s.stack = [("scoring",)]
    s.run()
    assert not s.alive[0] and s.lane_winner[0] == 0


def test_castle_rules_option_puts_special_castles_on_the_lanes():
    from .support import new

    s = new(seed=3, castle_rules=True)
    assert all(c > 0 for c in s.castle) and len(set(s.castle)) == 3
    assert all(c == 0 for c in new(seed=3).castle)


def test_two_monks_cannot_flip_each_other_forever():
    s = empty()
    other = put(s, 0, 1, "monk", down=True)
    m = play(s, 0, "monk", 0)
    # forced: player 1 flips the Monk (the only card), player 2 flips theirs face-up: it fires,
    # and so on; a card fires by being turned face-up only once per turn
    assert s.ask is None and s.stack == []
    assert any("already fired once this turn" in e for e in map(str, s.events))
    assert where(s, m)[0] == 0 and where(s, other)[0] == 0


def test_lane_totals_and_card_text_for_the_interface():
    s = empty()
    put(s, 0, 0, "giant")
    put(s, 0, 0, "pikeman", down=True)
    put(s, 0, 1, "squire")
    assert s.lane_totals(0) == (6, 2)
    c = put(s, 1, 0, "veteran")
    assert "market card" in s.card_text(c)
    so = empty("solo", difficulty=3)
    put(so, 0, 1, "squire")
    assert so.lane_totals(0) == (0, 5)
    v = put(so, 1, 0, "veteran")
    assert so.card_text(v).startswith("Destroy:")


def test_brawler_weakest_by_base_strength_face_down_cards_count_zero():
    s = empty()
    put(s, 0, 1, "beggar")  # strength 1
    d = put(s, 1, 1, "giant", down=True)  # face-down: 0, the weakest
    put(s, 2, 0, "mercenary")  # a scoring effect does not count when choosing
    play(s, 0, "brawler", 0)
    assert where(s, d) == "pile"


def test_views_show_face_down_cards_to_both_players_and_coins_are_public():
    s = empty(coins=[3, 5])
    d = put(s, 0, 1, "giant", down=True)
    for seat in (0, 1):
        v = s.view(seat)
        assert v.lanes[0][1] == [d] and v.down[d] == 1 and str(v.card_name(d)) == "Giant"
        assert v.coins == [3, 5]


def test_tournament_both_players_may_pick_the_same_character():
    from .support import new

    s = new(seed=1, tournament=True)
    for _ in range(30):
        s.apply(s.legal_actions()[0])  # both pick the first 15 characters
    assert len(s.kind_of) == 30 and sorted(set(s.kind_of)) == list(range(15))
    assert all(s.kind_of.count(k) == 2 for k in range(15))


def test_musketeer_coin_goes_to_the_supply():
    s = empty(coins=[2, 0])
    supply = s.supply
    put(s, 0, 0, "musketeer")
    totals(s, 0)
    assert s.coins[0] == 1 and s.supply == supply + 1


def test_every_legal_action_has_a_sentence():
    import random

    from .support import new

    for variant in ("duel", "2v2", "free-for-all", "solo", "co-op"):
        s = new(variant, seed=4)
        rnd = random.Random(4)
        for _ in range(150):
            if s.is_over():
                break
            acts = s.legal_actions()
            for a in acts:
                text = str(s.describe(a))
                assert text and ": (" not in text, f"no sentence for {a}: {text}"
            s.apply(acts[rnd.randrange(len(acts))])


def test_after_a_tie_scoring_effects_no_longer_apply_until_scored_again():
    s = empty(coins=[5, 0])
    merc = put(s, 0, 0, "mercenary")
    put_all(s, 0, 0, ("squire", "squire", "squire"))
    put(s, 0, 1, "giant")
    put(s, 0, 1, "giant")
    put(s, 0, 1, "squire")  # 14 against 3 + 6 = 9 before paying
    s.stack = [("scoring",)]
    s.run()
    s.apply(("pay", 0, 5))  # 14 against 14: a tie
    assert s.tied == [0] and s.sc is None and s.coins[0] == 0
    assert s.lane_totals(0) == (9, 14), "the paid strength is gone after the tie"
    assert s.strength(merc) == 3


def test_tournament_picks_are_secret_until_the_deck_is_formed():
    from core.crimson_company.cards import NAME
    from core.crimson_company.state import HIDDEN
    from core.rng import Rng

    from .support import check_view_hides, new

    s = new(seed=3, tournament=True)
    for _ in range(5):
        s.apply(s.legal_actions()[-1])  # player 1 picks the last 15 characters
    assert s.to_move() == 0 and s.view(1).legal_actions() == [], "the choices left show the picks"
    for _ in range(10):
        s.apply(s.legal_actions()[-1])
    assert s.to_move() == 1
    v = s.view(1)
    assert v.picks[0] == [HIDDEN] * 15 and s.view(0).picks[0] == s.picks[0]
    assert not any(NAME[k] in e for k in s.picks[0] for e in map(str, v.events)), "the log names a secret pick"
    check_view_hides(s)
    d = v.determinize(1, Rng(5))
    assert d.view(1) == v and d.legal_actions() == s.legal_actions()
    assert len(set(d.picks[0])) == 15


@pytest.mark.parametrize("count", [1, 2, 3])
def test_castles_option_replaces_that_many_castles(count):
    """Rulebook: "eine oder mehrere Burgenkarten" replace castles — not always all three."""
    from .support import new

    for seed in range(8):
        s = new(seed=seed, castles=str(count))
        special = [c for c in s.castle if c > 0]
        assert len(special) == count and len(set(special)) == count


def test_castles_option_names_the_cards():
    from core.crimson_company.castles import CASTLE_ID

    from .support import new

    seen_lanes = set()
    for seed in range(12):
        s = new(seed=seed, castles="Tollgate+citadel")
        assert sorted(CASTLE_ID[c] for c in s.castle if c > 0) == ["citadel", "tollgate"]
        seen_lanes.add(s.castle.index(0))
    assert len(seen_lanes) > 1  # the lanes are drawn


@pytest.mark.parametrize("bad", ["4", "moat", "tollgate+tollgate", "tollgate+chapel+citadel+hill fort"])
def test_castles_option_refuses_what_is_not_castle_cards(bad):
    from core.crimson_company.game import GAME

    with pytest.raises(ValueError, match="option castles cannot be"):
        GAME.normalize_config({"castles": bad})
    with pytest.raises(ValueError, match="not both"):
        GAME.normalize_config({"castles": "1", "castle_rules": True})


async def test_castles_travel_in_saves_and_to_lan_clients(tmp_path):
    import asyncio

    from core.match import Match
    from core.savefile import load_match, write_save
    from net.client import Client
    from net.host import Host
    from tests.support.waiting import DEADLINE, async_wait_until

    match = Match("crimson-company", {"variant": "duel", "castles": "chapel"}, 4, seats=["remote", "bot:random"])
    loaded, _ = load_match(write_save(match, directory=tmp_path, now=None))
    assert loaded.config["castles"] == "chapel" and loaded.state.castle == match.state.castle

    async def join():
        host = Host(match, seat_kinds=["remote", "bot:random"], bind="127.0.0.1", port=0, bot_processes=False)
        await host.start()
        client = Client(host.endpoint, "Ann", host.join_code)
        try:
            await client.join(timeout=DEADLINE)
            # the welcome seats the client; its first view is a message of its own
            view = await async_wait_until(lambda: client.view, "the client's first view")
            return client.config, view.castle
        finally:
            await client.close()
            await host.stop()

    config, castle = await asyncio.wait_for(join(), DEADLINE * 2)  # a hang guard only
    assert config["castles"] == "chapel" and tuple(castle) == match.state.castle
