"""The rulebook's two worked examples, played move by move."""

from tests.crystal_clans.helpers import find, names, play, scenario


def test_battle_example_blood_vs_skull():
    # Player one (Blood) has no hand; Chieftains is the top of her draw pile.
    s = scenario(
        squads={
            (0, 7): ["Trappers", "Condor", "Chieftains"],
            (1, 4): ["Ancestral Warriors", "Ancestral Knights", "Ancestral Warriors"],
        },
        hands={0: [], 1: ["Enchanter Malek", "Necromancers"]},
        draw={0: ["Chieftains", "Marauders"]},
    )
    squad = s.squad(0, 7)
    play(s, ("activate", 7))
    assert s.token == 2  # highest activation cost is 2: 0 -> 2
    play(s, ("order", squad), ("move", 4, squad), ("battle",))
    # P1 has no hand: the top of her draw pile was played face down; P2 chooses now.
    assert s.decision().seat == 1 and s.decision().kind == "commit"
    assert s.battle.cards[0] == find(s, 0, "Chieftains", "squad") or s.name(s.battle.cards[0]) == "Chieftains"
    malek = find(s, 1, "Enchanter Malek", "hand")
    # the committed card of P1 is hidden from P2, and P2's from P1 once committed
    assert s.view(1).battle.cards[0] == -1
    play(s, ("battle-card", malek))
    # reveal: Chieftains (tricky) vs Malek (guarded): P1's right effect (may draw),
    # P2's left effect (+6 defense, return to hand)
    assert s.last_battle["triggered"] == ("right", "left")
    assert s.decision().kind == "may-draw"
    hand_before = len(s.hands[0])
    play(s, ("yes",))
    assert len(s.hands[0]) == hand_before + 1
    assert s.last_battle["attack"] == (10, 8)
    assert s.last_battle["damage"] == (4, 8)  # 10 - 6 defense = 4; 2 + 4 + 2 = 8
    assert names(s, s.last_battle["destroyed"][0]) == ["Trappers"]
    assert names(s, s.last_battle["destroyed"][1]) == ["Ancestral Warriors"]
    assert s.last_battle["lost"][1] == 5  # 5 damage lost on the Condor
    assert s.decision().kind == "b-return" and s.decision().seat == 1
    play(s, ("yes",))
    assert malek in s.hands[1]
    assert s.name(s.discard[0][-1]) == "Chieftains" or "Chieftains" in names(s, s.discard[0])
    assert names(s, s.squad(0, 4)) == ["Condor", "Chieftains"]
    assert names(s, s.squad(1, 4)) == ["Ancestral Knights", "Ancestral Warriors"]
    assert s.battle is None
    assert s.active == 1 and s.to_move() == 1  # token on 2: player two's turn


def test_invade_and_reshuffle_example():
    s = scenario(
        squads={(0, 4): ["Condor"]},
        hands={0: ["Marauders"], 1: ["Necromancers"]},
        draw={1: ["Ancestral Warriors", "Ancestral Knights", "Blade Dancers", "Bone Devotees"]},
        discard={1: ["Boneknife Cultists", "Ancestral Warriors", "Ancestral Warriors"]},
        rest="removed",
        token=-2,
    )
    condor = s.squad(0, 4)
    play(s, ("activate", 4), ("move", 1, condor))
    assert s.token == 0  # paid 2; still her turn (neutral space)
    play(s, ("invade",))
    assert s.token == 3
    # 4 cards discarded, then the empty pile reshuffles and the invasion ends
    assert len(s.draw[1]) == 7 and s.discard[1] == []
    assert s.decision().kind == "free-crystal" and s.decision().seat == 0
    play(s, ("score", 0))
    assert len(s.collected[0]) == 1
    assert s.token == 3  # the free crystal costs no initiative
    assert s.active == 1
