"""The card data: six full clans, fifteen crystals, every ability with text and code."""

from core.crystal_clans import abilities, flow  # noqa: F401 (abilities registers the code of each ability)
from core.crystal_clans.ability_table import ABILITIES, ON_SUMMON
from core.crystal_clans.cards import CARDS, CLAN_NAMES, DECKS, effect_text
from core.crystal_clans.crystals import CRYSTALS

SIGNATURES = {
    "blood": "horde",
    "skull": "undying",
    "flower": "sleep",
    "stone": "builder",
    "meteor": "foresight",
    "water": "shift",
}


def test_each_clan_has_27_cards_3_heroes_and_commons_6_6_3_3_3_3():
    for clan in CLAN_NAMES:
        cards = [c for c in CARDS if c.clan == clan]
        assert len(cards) == 9 and len(DECKS[clan]) == 27
        assert sorted(c.copies for c in cards if c.hero) == [1, 1, 1]
        assert sorted((c.copies for c in cards if not c.hero), reverse=True) == [6, 6, 3, 3, 3, 3]
        assert any(SIGNATURES[clan] in c.abilities for c in cards)


def test_known_numbers_from_the_rulebook():
    by = {c.name: c for c in CARDS}
    for name, (a, d, act) in {
        "Marauders": (5, 1, 1),
        "Condor": (6, 10, 2),
        "Trappers": (1, 3, 1),
        "Chieftains": (2, 2, 2),
        "Ancestral Warriors": (2, 2, 1),
        "Ancestral Knights": (4, 4, 1),
        "Enchanter Malek": (8, 6, 2),
    }.items():
        assert (by[name].attack, by[name].defense, by[name].activation) == (a, d, act), name
    assert by["Boneknife Cultists"].summon == 4
    assert all(c.activation == 3 for c in CARDS if c.descriptor == "Structure")
    assert all("undying" in c.abilities for c in CARDS if c.descriptor == "Reanimated")


def test_every_ability_has_text_and_code():
    triggered = set(ON_SUMMON) | {
        "bombard",
        "breeze",
        "undertow",
        "toss",
        "slither",
        "cult_rise",
        "blade_dance",
        "mend",
        "tempo",
    }
    for c in CARDS:
        for ab in c.abilities:
            assert ab in ABILITIES, ab
            if ab in triggered:
                assert ab in flow.RUN, ab
        for effect in (c.left, c.right):
            assert effect_text(effect)


def test_fifteen_crystals_with_costs_3_to_9():
    assert len(CRYSTALS) == 15 and len({x.name for x in CRYSTALS}) == 15
    assert all(3 <= x.cost <= 9 for x in CRYSTALS)
    by = {x.name: x for x in CRYSTALS}
    assert by["The Wind's Wish"].cost == 9
    assert {"Soren's Bounty", "Keeper of Souls"} <= set(by)
