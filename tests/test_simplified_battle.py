"""The variant's paired-dice battles on fixed dice (004 §9, S-5, S-7, S-9) and strength from
places and titles (004 §2.2)."""
from __future__ import annotations

from engine.fief.editions.rules import RULES_SIMPLIFIED
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.simplified.allot import LORD, PLACE, Allotment, Piece, allot, share_damages
from engine.fief.simplified.dice import Points, dice_left, paired_round
from engine.fief.simplified.strength import (
    can_attack,
    lord_strength,
    place_strength,
    side_strength,
)


def test_s9_pairs_sorted_high_to_low_difference_1_death_2_prisoner():
    score = paired_round([1, 6, 3], [5, 3, 3])
    assert score.attack_row == (6, 3, 1) and score.defence_row == (5, 3, 3)
    # 6 v 5: a death against the defence; 3 v 3 nothing; 1 v 3: a prisoner against the attack
    assert score.against_defence == Points(deaths=1)
    assert score.against_attack == Points(prisoners=1)


def test_s7_unpaired_dice_of_the_longer_row_score_nothing():
    score = paired_round([6, 6, 6, 6], [1])
    assert score.against_defence == Points(prisoners=1)
    assert score.against_attack == Points()


def test_s7_each_point_removes_one_die_for_the_next_round():
    assert dice_left(6, Points(deaths=1, prisoners=2)) == 3
    assert dice_left(2, Points(prisoners=5)) == 0


def rounds(attack_strength, defence_strength, rolls):
    """Fight the given rounds, checking each side rolls one die per strength point left."""
    against_a, against_d = Points(), Points()
    for a_dice, d_dice in rolls:
        assert len(a_dice) == dice_left(attack_strength, against_a)
        assert len(d_dice) == dice_left(defence_strength, against_d)
        score = paired_round(a_dice, d_dice)
        against_a += score.against_attack
        against_d += score.against_defence
    return against_a, against_d


def test_004_s9_example_duke_and_baron_against_a_castle_holding_a_count():
    """004 §9: 4+2 dice against 3+2; the attackers take 2 death points (the baron dies), the
    defenders 1 death and 4 prisoner points (a tie of kinds: the count is captured and the
    castle taken)."""
    castle = place_strength(RULES_SIMPLIFIED, "stronghold")
    assert castle == 2
    against_a, against_d = rounds(4 + 2, 3 + castle, [
        ([5, 5, 4, 4, 4, 1], [6, 6, 4, 4, 4]),      # two deaths against the attackers
        ([6, 6, 6, 6], [5, 4, 3, 3, 3]),            # a death, 3 prisoners; a die unpaired
        ([6, 1, 1, 1], [4]),                        # a prisoner
    ])
    assert against_a == Points(deaths=2) and against_d == Points(deaths=1, prisoners=4)
    attackers = [Piece("duke", LORD, 4, 0), Piece("baron", LORD, 2, 0)]
    defenders = [Piece("count", LORD, 3, 1), Piece("VILLAGE", PLACE, castle, 1)]
    assert allot(against_a, attackers) == Allotment(killed=("baron",))
    assert allot(against_d, defenders) == Allotment(captured=("count",), taken=("VILLAGE",))


def test_s5_points_too_few_to_remove_a_piece_become_war_damages():
    duke = [Piece("duke", LORD, 4, 0)]
    assert allot(Points(deaths=2, prisoners=1), duke) == Allotment(damages=3)


def test_s9_leftover_points_count_as_the_majority_kind():
    count = [Piece("count", LORD, 3, 0)]
    assert allot(Points(deaths=2, prisoners=1), count) == Allotment(killed=("count",))
    assert allot(Points(deaths=1, prisoners=2), count) == Allotment(captured=("count",))


def test_s8_an_untitled_lady_takes_no_point():
    lady = [Piece("lady", LORD, 0, 0)]
    assert allot(Points(deaths=3), lady) == Allotment(damages=3)


def test_battle_of_three_families_coalition_shares_damages_by_die():
    """Families 0 (a duke) and 1 (a count) attack family 2 holding its city with a baron:
    7 dice against 5. The defenders lose their baron (killed) and the city (taken); the
    attackers' 2 death points remove neither the duke (4) nor the count (3): 2 points of war
    damages, which the coalition's two families share by die."""
    against_a, against_d = rounds(4 + 3, 3 + 2, [
        ([6, 6, 3, 3, 2, 2, 1], [5, 4, 4, 4, 1]),   # d: 2 deaths 1 prisoner; a: 2 deaths
        ([6, 6, 6, 5, 1], [4, 4]),                  # d: 2 prisoners; 3 attack dice unpaired
    ])
    assert against_a == Points(deaths=2) and against_d == Points(deaths=2, prisoners=3)
    attackers = [Piece("duke", LORD, 4, 0), Piece("count", LORD, 3, 1)]
    defenders = [Piece("baron", LORD, 2, 2), Piece("CITY", PLACE, 3, 2)]
    assert allot(against_a, attackers) == Allotment(damages=2)
    assert allot(against_d, defenders) == Allotment(killed=("baron",), taken=("CITY",))
    faces = iter([5, 2, 1])         # 5 is drawn again (two families); 2, then 1
    assert share_damages(2, [0, 1], lambda: next(faces)) == {0: 1, 1: 1}


def test_s5_damages_of_a_single_family_need_no_die():
    def never() -> int:
        raise AssertionError("no die for one family")
    assert share_damages(3, [2], never) == {2: 3}


def test_004_s2_strength_from_titles_highest_only_clerics_in_defence_only():
    """004 §2.2 and its §9 example: a duke (4) and a baron (2) attack a castle (2) holding a
    count (3): 6 against 5; a duke who is also a Bishop defends with 4 and never attacks."""
    game = Game.new(GameOptions(players=tuple(PlayerSpec(f"P{i}", c) for i, c in
                                              enumerate(("blue", "red", "green"))),
                                edition="simplified", seed=2))
    state, board, rules = game.state, game.board, game.rules
    kinds = {kind: [f for f, fief in board.fiefs.items() if fief.kind == kind]
             for kind in ("barony", "county", "duchy")}
    village = next(iter(board.villages))
    for name, owner in (("CHARLES", 0), ("ARTHUR", 0), ("RAOUL", 1), ("JEANNE", 1)):
        lord = state.lords[name]
        lord.owner, lord.village, lord.captor = owner, village, None
    state.titles.fiefs[kinds["duchy"][0]] = "CHARLES"
    state.titles.fiefs[kinds["barony"][0]] = "CHARLES"        # only his highest counts
    state.titles.fiefs[kinds["barony"][1]] = "ARTHUR"
    state.titles.fiefs[kinds["county"][0]] = "RAOUL"
    state.villages[village].fort = "stronghold"
    assert lord_strength(state, board, rules, "CHARLES", attacking=True) == 4
    assert lord_strength(state, board, rules, "JEANNE", attacking=False) == 0   # untitled lady
    # only the lords of the example: the others of the box stay where they were
    here = [l.name for l in state.lords_in(village)]
    assert sorted(here) == ["ARTHUR", "CHARLES", "JEANNE", "RAOUL"]
    assert side_strength(state, board, rules, village, [0], True, controller=1) == 6
    assert side_strength(state, board, rules, village, [1], False, controller=1) == 5
    assert side_strength(state, board, rules, village, [1], True, controller=1) == 3
    state.titles.bishops["1"] = "CHARLES"
    assert lord_strength(state, board, rules, "CHARLES", attacking=False) == 4
    assert lord_strength(state, board, rules, "CHARLES", attacking=True) == 0
    assert can_attack(state, "CHARLES").startswith("004 §2.2")
    assert can_attack(state, "RAOUL") is None
