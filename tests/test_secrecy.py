"""core.secrecy: a choice is secret from a seat when its view cannot tell it apart."""

from core.secrecy import hidden_from, indistinguishable
from tests.support import toy_game


def test_a_card_played_face_up_is_not_secret_but_state_is_left_unchanged():
    state = toy_game.GAME.new({"players": 2}, 3)
    before = state.to_wire()
    action = state.legal_actions()[0]
    assert hidden_from(state, state.to_move(), action) == set()
    assert indistinguishable(state, action, 1 - state.to_move()) is None
    assert state.to_wire() == before


def test_a_choice_whose_effects_no_view_shows_is_secret():
    state = toy_game.GAME.new({"players": 3}, 3)
    # Blank the piles from every view: the played card can no longer be seen.
    original_view = type(state).view

    def blind_view(self, seat):
        v = original_view(self, seat)
        v.piles = [0] * len(v.piles)
        if seat is not None:
            v.hands[seat] = sorted(v.hands[seat])
        return v

    type(state).view = blind_view
    try:
        actor = state.to_move()
        hidden = hidden_from(state, actor, state.legal_actions()[0])
        assert hidden == {s for s in range(3) if s != actor}
        assert hidden_from(state, actor, state.legal_actions()[0], seats=[actor]) == set()
        first, second = state.legal_actions()[:2]
        assert indistinguishable(state, first, (actor + 1) % 3) == second
        assert indistinguishable(state, first, None) == second  # a spectator neither
        assert indistinguishable(state, first, (actor + 1) % 3, tries=0) is None
    finally:
        type(state).view = original_view
