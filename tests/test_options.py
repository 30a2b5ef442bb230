"""Game options mean what they say: unknown keys and values are refused with the valid
ones listed, an option a variant does not use is refused naming the variants it serves,
and values typed on a command line ("very hard", "true") become the option's own values."""

import pytest

from core.registry import get_game

CRIMSON = get_game("crimson-company")


@pytest.mark.parametrize(
    "config, words",
    [
        ({"foo": "bar"}, ["no option 'foo'", "castle_rules", "difficulty"]),
        ({"castle_rules": "maybe"}, ["castle_rules cannot be 'maybe'", "false, true"]),
        ({"variant": "solo", "tournament": "true"}, ["tournament applies only to", "duel", "not solo"]),
        ({"variant": "duel", "difficulty": 9}, ["difficulty applies only to", "solo, co-op"]),
        ({"variant": "duel", "placements": True}, ["placements applies only to", "free-for-all"]),
        ({"difficulty": "impossible", "variant": "solo"}, ["0 (easy)", "9 (crazy)"]),
        ({"handicap": 6}, ["handicap cannot be 6", "0, 1, 2, 3, 4, 5"]),
    ],
)
def test_bad_options_are_refused_with_the_valid_ones(config, words):
    with pytest.raises(ValueError) as err:
        CRIMSON.normalize_config(config)
    for word in words:
        assert word in str(err.value)


def test_unknown_option_names_the_valid_ones():
    with pytest.raises(ValueError, match="has no option 'colour'; its options are: first_seat"):
        get_game("clans").normalize_config({"colour": "red"})


@pytest.mark.parametrize(
    "typed, value",
    [("easy", 0), ("medium", 1), ("hard", 3), ("very hard", 6), ("Very-Hard", 6), ("crazy", 9), ("9", 9), (3, 3)],
)
def test_difficulty_takes_the_rulebooks_level_names(typed, value):
    config = CRIMSON.normalize_config({"variant": "solo", "difficulty": typed})
    assert config["difficulty"] == value


@pytest.mark.parametrize("typed, value", [("true", True), ("yes", True), ("off", False), (True, True)])
def test_yes_no_options_take_the_usual_words(typed, value):
    assert CRIMSON.normalize_config({"castle_rules": typed})["castle_rules"] is value


def test_a_variant_may_carry_an_unused_option_at_its_default():
    """Saves and the new-game form carry every option; an unused one at its default is fine."""
    full = CRIMSON.normalize_config({"variant": "duel"})
    assert CRIMSON.normalize_config(full) == full
    assert full["difficulty"] == 1


@pytest.mark.parametrize(
    "game, config, message",
    [
        ("crimson-company", {"variant": "2v2", "players": 3}, "Crimson Company 2v2 is for 4 players, not 3"),
        ("crimson-company", {"variant": "solo", "players": 2}, "Crimson Company solo is for 1 player, not 2"),
        (
            "crimson-company",
            {"variant": "free-for-all", "players": 7},
            "Crimson Company free-for-all is for 3–6 players, not 7",
        ),
        ("clans", {"players": 5}, "Clans is for 2–4 players, not 5"),
        ("crystal-clans", {"players": 3}, "Crystal Clans is for 2 players, not 3"),
        ("clans", {"players": "many"}, "must be a whole number, not 'many'"),
    ],
)
def test_player_counts_read_naturally(game, config, message):
    with pytest.raises(ValueError) as err:
        get_game(game).normalize_config(config)
    assert str(err.value) == message or message in str(err.value)


def test_option_labels():
    opts = {o.key: o for o in CRIMSON.options()}
    assert opts["difficulty"].label_of(6) == "very hard"
    assert opts["handicap_seat"].label_of(-1) == "second player"
    assert opts["handicap_seat"].label_of(2) == "seat 3"
    assert opts["castle_rules"].label_of(True) == "yes"
    assert opts["tournament"].applies_to("duel") and not opts["tournament"].applies_to("2v2")
