"""Phase 6 battles (6.0-6.3, RULINGS 31-37, A4, A8, A34, A45-A51): one test per rule, and
every worked example of the rulebooks played with its printed dice (forced faces: the attacking
side's dice first, then the defending side's, round after round)."""
import json
from pathlib import Path

import pytest

from engine.fief import combat
from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.position import load_position
from engine.fief.game import Game
from engine.fief.views import view_for
from tests.politics import game as politics_game, village
from tests.war import (DAVID, GRADY, KIRSTEN, all_of, asked, decision, do, first, game,
                       keep_fighting, kinds, units)

POSITIONS = Path(__file__).parent / "positions"
WHITE, BLUE, RED = 0, 1, 2      # GRADY, DAVID, KIRSTEN in the English examples


def example(name: str, **changes):
    data = json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))
    data.update(changes)
    return load_position(data)


# --- worked examples -------------------------------------------------------------------------

def test_6_2_1_grady_15_sp_attacks_david_stronghold_with_two_dice_then_one():
    g = example("battle_6_2_1_grady_attacks_david_stronghold")
    events = do(g, WHITE, "declare_battle village=\"L'ÉPERVIER\" target=1")
    started = first(events, "battle_started")
    assert (started.get("fort"), started.get("penalty")) == ("stronghold", 1)
    roll = first(events, "battle_roll")
    assert roll.get("attack_dice") == 2 and roll.get("attack_faces") == (1, 3)
    assert roll.get("attack_hits") == 4
    assert roll.get("defence_dice") == 2 and roll.get("defence_hits") == 5
    # 6.2.2: DAVID has no choice, 1 Man at Arms and 1 Knight; GRADY loses 2 Men and 1 Knight.
    assert units(g, BLUE, "L'ÉPERVIER") == (2, 1)
    assert units(g, WHITE, "L'ÉPERVIER") == (3, 0)
    # Round 2: GRADY has 10 SP (1 die after the penalty), DAVID 7 SP (2 dice).
    g.state.forced_battle = [1, 1, 1]
    events = keep_fighting(g)
    roll = first(events, "battle_roll")
    assert (roll.get("attack_dice"), roll.get("defence_dice")) == (1, 2)


def gunter_hit(hits: int):
    """GUNTER's Gauvain (titled), Blanche (untitled lady), 1 Man at Arms and 1 Knight take
    ``hits`` from two attacking dice; GUNTER's single die shows 1 (no effect on two Knights)."""
    faces = {2: [1, 1], 3: [1, 2], 4: [2, 2], 5: [2, 3], 6: [3, 3]}[hits]
    g = example("battle_6_2_2_gunter_gauvain_blanche", forced_battle=faces + [1])
    events = do(g, WHITE, "declare_battle village=BLAYE target=1")
    assert first(events, "battle_roll").get("attack_hits") == hits
    return g, events


def test_6_2_2_gunter_two_hits_kill_the_man_at_arms_only():
    g, _ = gunter_hit(2)
    assert units(g, 1, "BLAYE") == (1, 0)
    assert {l.name for l in g.state.lords_in("BLAYE") if l.owner == 1} == {"GAUVAIN", "BLANCHE"}


def test_6_2_2_gunter_three_hits_kill_the_knight_only():
    g, _ = gunter_hit(3)
    assert units(g, 1, "BLAYE") == (0, 1)


def test_6_2_2_gunter_four_hits_both_lords_captive():
    g, events = gunter_hit(4)
    assert units(g, 1, "BLAYE") == (0, 0)
    assert asked(g) == [(WHITE, "capture")]
    do(g, WHITE, "capture lord=BLANCHE to=0")
    events = do(g, WHITE, "capture lord=GAUVAIN to=0")
    assert g.state.lords["GAUVAIN"].captor == WHITE and g.state.lords["BLANCHE"].captor == WHITE
    assert first(events, "battle_ended").get("outcome") == "victory"
    assert g.state.villages["BLAYE"].controller == WHITE


def test_6_2_2_gunter_five_hits_one_lord_killed_the_other_captive():
    g, _ = gunter_hit(5)
    d = decision(g, "casualties")
    assert d.player == 1 and len(d.choices) == 2            # GUNTER chooses which lord dies
    do(g, 1, "casualties knights=1:1 men=1:1 lords=BLANCHE")
    assert g.state.lords["BLANCHE"].owner is None
    do(g, WHITE, "capture lord=GAUVAIN to=0")
    assert g.state.lords["GAUVAIN"].captor == WHITE


def test_6_2_2_gunter_six_hits_all_killed():
    g, events = gunter_hit(6)
    assert {e.get("lord") for e in all_of(events, "lord_died")} == {"GAUVAIN", "BLANCHE"}
    assert g.state.titles.bishops["1"] is None
    assert first(events, "battle_ended").get("winner") == "attack"


def test_6_0_kirsten_and_grady_defeat_gunter_and_the_alliance_ends():
    g = example("battle_6_0_kirsten_grady_against_gunter")
    do(g, RED, "declare_battle village=BLAYE target=1")
    assert asked(g) == [(WHITE, "join_battle")]
    events = do(g, WHITE, "join_battle side=attack")
    started = first(events, "battle_started")
    assert [row[0] for row in started.get("attack")] == [0, 2]   # sides combine their SP (6.2)
    assert first(events, "battle_roll").get("attack_dice") == 2
    d = decision(g, "casualties")                            # KIRSTEN allocates the one hit
    assert d.player == RED
    events = do(g, RED, "casualties men=0:1")
    assert first(events, "lord_died").get("lord") == "MATHILDE"
    assert first(events, "marriage_ended")
    assert g.state.lords["HUGUES"].spouse is None
    assert units(g, WHITE, "BLAYE") == (0, 1) and units(g, RED, "BLAYE") == (2, 1)
    assert first(events, "battle_ended").get("winner") == "attack"
    assert g.state.villages["BLAYE"].controller == RED      # A34: the attacking principal


def test_10_2_2_kirsten_attacks_a_stronghold_from_the_tunnels():
    g = example("battle_10_2_2_kirsten_tunnels")
    with pytest.raises(IllegalAction, match="RULINGS 36"):
        do(g, RED, "declare_battle village=MAZILLES target=1")
    events = do(g, RED, "declare_battle village=MAZILLES target=1 secret_passage=yes")
    assert first(events, "battle_started").get("penalty") == 0
    assert first(events, "battle_roll").get("attack_dice") == 1
    assert "secret_passage" not in g.state.players[RED].hand
    assert "secret_passage" in g.state.fortune_discard


# --- 6.0 declaring ---------------------------------------------------------------------------

def test_6_0_troops_without_a_lord_cannot_attack():
    g = game({"BLAYE": {"units": {"blue": {"knights": 2}, "red": {"men": 1, "lords": ["OTHON"]}}}})
    assert asked(g) == [(DAVID, "declare_battle")]    # GRADY's leaderless Knights: his turn passes
    g = game({"BLAYE": {"units": {"blue": {"knights": 2},
                                  "red": {"men": 1, "lords": ["OTHON"]}}},
              "PAUILLAC": {"units": {"blue": {"men": 2, "lords": ["HUGUES"]},
                                     "red": {"men": 1}}}})
    assert g.legal(GRADY) == [act("declare_battle", village="PAUILLAC", target=1),
                              act("end_battles")]
    with pytest.raises(IllegalAction, match="^6.0: a battle is declared by an uncaptured lord"):
        do(g, GRADY, "declare_battle village=BLAYE target=1")


def test_6_0_lone_lords_on_both_sides_do_not_fight():
    g = game({"BLAYE": {"units": {"blue": {"lords": ["HUGUES"]}, "red": {"lords": ["OTHON"]}}}})
    assert "declare_battle" not in [kind for _, kind in asked(g)]


def test_A8_one_battle_per_village_in_a_battle_phase():
    g = game({"BLAYE": {"units": {"blue": {"knights": 3, "lords": ["HUGUES"]},
                                  "red": {"knights": 3, "lords": ["OTHON"]}}}},
             forced_battle=[1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    do(g, GRADY, "battle_choice choice=truce")
    do(g, DAVID, "battle_choice choice=truce")
    assert asked(g) == [(DAVID, "declare_battle")]     # GRADY is done; DAVID may attack there
    assert g.legal(DAVID) == [act("declare_battle", village="BLAYE", target=0),
                              act("end_battles")]


def test_A45_no_battle_under_heavy_rain():
    g = game({"BLAYE": {"units": {"blue": {"knights": 1, "lords": ["HUGUES"]},
                                  "red": {"men": 1}}},
              "PAUILLAC": {"units": {"blue": {"knights": 1, "lords": ["CHARLES"]},
                                     "red": {"men": 1}}},
              "BAZAS": {"units": {"blue": {"knights": 1, "lords": ["ARTHUR"]}, "red": {"men": 1}}}},
             disasters={"1": ["heavy_rain"]})
    assert g.legal(GRADY) == [act("declare_battle", village="BAZAS", target=1), act("end_battles")]
    with pytest.raises(IllegalAction, match="Heavy Rain"):
        do(g, GRADY, "declare_battle village=BLAYE target=1")


def test_6_0_a_player_may_attack_his_ally():
    g = example("battle_6_0_kirsten_grady_against_gunter", players=[
        {"name": "GRADY", "colour": "white"}, {"name": "GUNTER", "colour": "green"},
        {"name": "KIRSTEN", "colour": "red"}, {"name": "DAVID", "colour": "blue"}],
        turn="GRADY", first="GRADY")
    do(g, WHITE, "declare_battle village=BLAYE target=1")
    assert g.state.top().kind == "battle"


def test_rulings37_a_lone_lord_attacked_is_captured_without_dice():
    g = game({"BLAYE": {"units": {"red": {"lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}})
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert "battle_roll" not in kinds(events)
    events = do(g, GRADY, "capture lord=OTHON to=0")
    assert g.state.lords["OTHON"].captor == GRADY
    assert first(events, "battle_ended").get("outcome") == "lone_lords"
    assert g.state.villages["BLAYE"].controller == GRADY


def test_rulings35_capture_is_optional():
    g = game({"BLAYE": {"units": {"red": {"lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}})
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, GRADY, "release lord=OTHON")
    assert g.state.lords["OTHON"].captor is None and g.state.lords["OTHON"].village == "BLAYE"
    assert first(events, "capture_declined")
    assert g.state.villages["BLAYE"].controller == DAVID   # 6.3: control does not change


# --- sides (RULINGS 31, A46) -----------------------------------------------------------------

def three_in_blaye(**kw):
    return game({"BLAYE": {"units": {
        "red": {"knights": 1, "men": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"},
        "green": {"men": 2, "road": "ST MÉDARD"}}}}, **kw)


def test_A46_leaderless_troops_may_only_defend():
    g = three_in_blaye()
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    d = decision(g, "join_battle")
    assert d.player == KIRSTEN
    assert set(d.choices) == {act("join_battle", side="defence"), act("join_battle", side="out")}
    with pytest.raises(IllegalAction, match="^6.0"):
        do(g, KIRSTEN, "join_battle side=attack")


def test_A46_a_player_staying_out_keeps_his_units():
    g = three_in_blaye(forced_battle=[3, 3, 1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=out")
    assert [row[0] for row in first(events, "battle_started").get("defence")] == [1]
    assert units(g, KIRSTEN, "BLAYE") == (0, 2)


def test_rulings31_an_ally_of_the_besieged_who_switches_opens_the_gates():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "green": {"knights": 1, "lords": ["ARTHUR"], "road": "ST MÉDARD"},
        "blue": {"knights": 3, "men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1, 1, 1, 1, 1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=defence")
    assert first(events, "battle_roll").get("penalty") == 1
    assert asked(g) == [(KIRSTEN, "battle_stance")]
    events = do(g, KIRSTEN, "battle_stance stance=switch")
    assert first(events, "battle_stance").get("gates_open") is True
    events = keep_fighting(g)
    assert first(events, "battle_roll").get("penalty") == 0


def test_A46_principals_decide_for_their_side():
    g = three_in_blaye(forced_battle=[1, 3, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=defence")
    assert first(events, "battle_roll").get("attack_hits") == 4
    d = decision(g, "casualties")                   # DAVID allocates over KIRSTEN's men too
    assert d.player == DAVID
    assert act("casualties", knights="1:1", men="2:1") in d.choices
    do(g, DAVID, "casualties knights=1:1 men=2:1")
    assert units(g, KIRSTEN, "BLAYE") == (0, 1) and units(g, DAVID, "BLAYE") == (0, 2)


# --- 6.2 dice --------------------------------------------------------------------------------

def test_6_2_strength_and_dice_thresholds():
    g = three_in_blaye()
    assert [combat.base_dice(g, sp) for sp in (0, 1, 6, 7, 12, 13, 30)] == [0, 1, 1, 2, 2, 3, 3]


def test_6_2_untitled_lady_and_captives_have_no_strength():
    g = game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["BLANCHE"], "captives": ["HUGUES"]}}}},
             lords={"HUGUES": "blue"})
    assert combat.lord_sp(g, g.state.lords["BLANCHE"]) == 0
    assert combat.lord_sp(g, g.state.lords["HUGUES"]) == 0


def test_A48_darc_adds_a_die_up_to_four():
    g = game({"BLAYE": {"units": {"red": {"knights": 1, "lords": ["OTHON"]},
                                  "blue": {"knights": 5, "lords": ["JEANNE"], "road": "PAUILLAC"}}}},
             lords={"JEANNE": {"owner": "blue", "titles": ["darc"]}},
             forced_battle=[1, 1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "battle_roll").get("attack_dice") == 4


def test_A49_no_penalty_when_the_controller_is_not_defending():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 1, "lords": ["OTHON"]},
        "green": {"men": 2, "lords": ["ARTHUR"], "road": "ST MÉDARD"},
        "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[2, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=2")
    events = do(g, DAVID, "join_battle side=out")
    assert first(events, "battle_started").get("penalty") == 0


def test_6_2_1_no_penalty_when_the_besieged_attack_out():
    g = game({"BLAYE": {"fort": "stronghold", "besiegers": ["red"], "engines": {"red": 1},
                        "units": {"blue": {"knights": 1, "lords": ["HUGUES"]},
                                  "red": {"knights": 1, "lords": ["OTHON"], "road": "PAUILLAC"}}}},
             forced_battle=[3, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "battle_started").get("penalty") == 0
    assert units(g, DAVID, "BLAYE") == (0, 0)


# --- 6.2.2 losses ----------------------------------------------------------------------------

def test_6_2_2_a_knight_needs_three_hits():
    g = game({"BLAYE": {"units": {"red": {"knights": 2, "lords": ["OTHON"]},
                                  "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[1, 1, 2, 2])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert units(g, DAVID, "BLAYE") == (2, 0)          # 2 hits: nothing
    assert units(g, GRADY, "BLAYE") == (1, 0)          # 4 hits: one Knight, one hit lost
    assert first(events, "battle_roll").get("defence_hits") == 4


def test_A4_casualty_choices_stay_hidden_until_both_are_in():
    g = game({"BLAYE": {"units": {"red": {"knights": 1, "men": 3, "lords": ["OTHON"]},
                                  "blue": {"knights": 1, "men": 3, "lords": ["HUGUES"],
                                           "road": "PAUILLAC"}}}},
             forced_battle=[1, 2, 2, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert sorted(asked(g)) == [(GRADY, "casualties"), (DAVID, "casualties")]
    assert {d.get("suggested") for d in g.pending()} == {"casualties men=0:3",
                                                         "casualties men=1:3"}
    events = do(g, GRADY, "casualties knights=0:1")
    assert kinds(events) == ["casualties_chosen"]
    battle = view_for(g, DAVID)["frames"][-1]
    assert battle["chosen"] == ["attack"] and "knights" not in json.dumps(battle["chosen"])
    assert units(g, GRADY, "BLAYE") == (1, 3)
    events = do(g, DAVID, "casualties men=1:3")
    assert [e.get("side") for e in all_of(events, "casualties")] == ["attack", "defence"]
    assert units(g, GRADY, "BLAYE") == (0, 3) and units(g, DAVID, "BLAYE") == (1, 0)


def test_6_2_2_an_allocation_that_leaves_hits_unused_is_refused():
    g = game({"BLAYE": {"units": {"red": {"knights": 1, "men": 3, "lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[3, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert set(decision(g, "casualties").choices) == {act("casualties", knights="1:1"),
                                                      act("casualties", men="1:3")}
    with pytest.raises(IllegalAction, match="^6.2.2: 3 hits remove the most strength possible"):
        do(g, DAVID, "casualties men=1:2")


def test_A47_nobody_is_captured_when_both_lose_all_their_troops():
    g = game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["OTHON"]},
                                  "blue": {"men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert "lord_captured" not in kinds(events) and asked(g) != [(GRADY, "capture")]
    assert first(events, "battle_ended").get("outcome") == "only_lords"
    assert g.state.villages["BLAYE"].controller == DAVID


# --- 6.1 / 6.3 the end of a battle ---------------------------------------------------------------

def two_armies(**kw):
    return game({"BLAYE": {"units": {"red": {"knights": 2, "men": 2, "lords": ["OTHON"]},
                                      "blue": {"knights": 2, "men": 2, "lords": ["HUGUES"],
                                               "road": "PAUILLAC"}}}}, **kw)


def test_6_3_surrender_disbands_troops_and_lords_go_captive():
    g = two_armies(forced_battle=[1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    do(g, GRADY, "battle_choice choice=continue")
    events = do(g, DAVID, "battle_choice choice=surrender")
    assert units(g, DAVID, "BLAYE") == (0, 0)
    d = decision(g, "capture")
    assert act("release", lord="OTHON") not in d.choices
    events = do(g, GRADY, "capture lord=OTHON to=0")
    assert g.state.lords["OTHON"].captor == GRADY
    assert first(events, "battle_ended").get("outcome") == "surrender"


def test_6_3_truce_needs_both_principals():
    g = two_armies(forced_battle=[1, 1, 1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    do(g, GRADY, "battle_choice choice=truce")
    events = do(g, DAVID, "battle_choice choice=continue")
    assert first(events, "battle_roll").get("round") == 2
    do(g, GRADY, "battle_choice choice=continue")
    do(g, DAVID, "battle_choice choice=truce")
    assert asked(g) == [(GRADY, "answer_truce")]
    events = do(g, GRADY, "answer_truce accept=yes")
    assert first(events, "battle_ended").get("outcome") == "truce"
    assert g.state.villages["BLAYE"].controller == DAVID


def test_6_1_only_the_attacker_of_a_fortification_breaks_off_alone():
    g = two_armies(forced_battle=[1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert act("battle_choice", choice="break_off") not in decision(g, "battle_choice").choices
    with pytest.raises(IllegalAction, match="^6.1: only the attacker of a Stronghold or City"):
        do(g, GRADY, "battle_choice choice=break_off")
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 3, "lords": ["HUGUES"], "road": "PAUILLAC"}}}}, forced_battle=[1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, GRADY, "battle_choice choice=break_off")
    assert first(events, "battle_ended").get("outcome") == "break_off"


def test_A51_three_rolls_in_a_row_without_losses_end_the_battle():
    g = game({"BLAYE": {"units": {"red": {"knights": 2, "lords": ["OTHON"]},
                                  "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[1] * 12)
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    events += keep_fighting(g)
    events += keep_fighting(g)
    assert len(all_of(events, "battle_roll")) == 3
    assert first(events, "battle_ended").get("outcome") == "stalemate"
    assert units(g, GRADY, "BLAYE") == (2, 0) and units(g, DAVID, "BLAYE") == (2, 0)


def test_rulings36_an_attacker_left_without_dice_breaks_off():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "battle_roll").get("attack_dice") == 1      # 8 SP: 2 - 1
    events = keep_fighting(g)                                          # now 7 SP: still 1 die
    assert first(events, "battle_roll").get("attack_dice") == 1
    assert units(g, GRADY, "BLAYE") == (2, 0)
    g2 = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 3, 1])
    events = do(g2, GRADY, "declare_battle village=BLAYE target=1")    # 7 SP: 1 die
    events = keep_fighting(g2)                                          # 4 SP: no die left
    assert first(events, "battle_ended").get("outcome") == "break_off"


def test_rulings33_the_battle_ends_when_the_attacking_side_has_no_lord():
    import engine.fief.cards  # noqa: F401  (the Ambush card)

    g = two_armies(forced_battle=[1, 1])
    g.state.players[DAVID].hand = ["ambush"]
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert decision(g, "window").player == DAVID
    events = do(g, DAVID, "play_card card=ambush lord=HUGUES")
    assert g.state.lords["HUGUES"].captor == DAVID
    assert first(events, "battle_ended").get("outcome") == "leaderless"
    assert units(g, GRADY, "BLAYE") == (2, 2)        # RULINGS 49: the troops stay


def test_A34_control_goes_to_the_principal_of_the_side_still_present():
    g = game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["OTHON"]},
                                  "green": {"men": 2, "road": "ST MÉDARD"},
                                  "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[3, 3, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=out")
    assert first(events, "lord_died").get("lord") == "OTHON"
    assert g.state.villages["BLAYE"].controller == GRADY    # not KIRSTEN, an earlier arrival
    assert first(events, "battle_ended").get("controller") == GRADY


def test_10_2_2_a_secret_passage_played_in_the_battle_window_cancels_the_penalty():
    import engine.fief.cards  # noqa: F401  (the card plays)

    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"men": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1])
    g.state.players[GRADY].hand = ["secret_passage"]
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    window = decision(g, "window")
    assert window.player == GRADY and window.get("moment") == "battle_start"
    events = do(g, GRADY, "play_card card=secret_passage use=attack")
    assert first(events, "tunnel").get("village") == "BLAYE"
    roll = first(events, "battle_roll")
    assert (roll.get("penalty"), roll.get("attack_dice")) == (0, 2)


# --- A1: the window after each player's Battle turn ------------------------------------------

def battle_turns(blaye: dict) -> Game:
    """GRADY (blue) in turn at BLAYE; DAVID and KIRSTEN elsewhere, KIRSTEN holding an
    Assassination, playable in any window (A1)."""
    return politics_game("battles", hands={KIRSTEN: ["assassination"]}, turn="GRADY",
                         villages={"BLAYE": blaye, "SIGY": village("red", men=1, lords=["RAOUL"]),
                                   "BOURG": village("green", men=1, lords=["OTHON"])})


def after_turn_of(g) -> int | None:
    ctx = g.state.top().data.get("ctx", {})
    return ctx.get("player") if ctx.get("moment") == "after_turn" else None


def test_A1_window_after_a_battle_turn_with_nothing_to_declare():
    """GRADY has nothing to declare nor besiege: his turn is over at once, and the window
    after it opens all the same before DAVID's turn."""
    g = battle_turns({"units": {"blue": {"men": 2, "lords": ["QUENTIN"]}}})
    assert asked(g) == [(KIRSTEN, "window")] and after_turn_of(g) == GRADY
    do(g, KIRSTEN, "pass")
    assert after_turn_of(g) == DAVID                 # DAVID's turn, empty too, then his window


def test_A1_window_after_a_battle_turn_ended_by_the_last_battle():
    """GRADY takes DAVID's lone lord (RULINGS 37); with nothing left to declare his turn ends
    without an ``end_`` action, and the window after it opens."""
    g = battle_turns({"units": {"blue": {"men": 2, "lords": ["QUENTIN"]},
                                "red": {"lords": ["BLANCHE"], "road": "PAUILLAC"}}})
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    do(g, GRADY, "capture lord=BLANCHE to=0")
    assert asked(g) == [(KIRSTEN, "window")] and after_turn_of(g) == GRADY


def test_A1_window_after_a_battle_turn_ended_by_its_player():
    g = battle_turns({"units": {"blue": {"men": 2, "lords": ["QUENTIN"]},
                                "red": {"lords": ["BLANCHE"], "road": "PAUILLAC"}}})
    do(g, GRADY, "end_battles")
    assert asked(g) == [(KIRSTEN, "window")] and after_turn_of(g) == GRADY
