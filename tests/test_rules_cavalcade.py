"""Cavalcades (5.2, RULINGS 28, 30, A22, A50, FR 5.2 and its FAQ) and the Secret Passage in a
move (10.2.1, A28): the rulebook examples and one test per rule."""
import json
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.war import DAVID, GRADY, KIRSTEN, asked, decision, do, first, game, units

POSITIONS = Path(__file__).parent / "positions"
WHITE, BLUE = 0, 1


def example(name: str, **changes):
    data = json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))
    data.update(changes)
    return load_position(data)


def test_5_2_beaudoin_rides_through_charolles_and_leaves_a_knight():
    g = example("cavalcade_5_2_beaudoin_blaye_charolles")
    do(g, WHITE, "move lords=BEAUDOIN to=CHAROLLES knights=2")              # move 1
    do(g, WHITE, "move lords=BEAUDOIN to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    assert asked(g) == [(BLUE, "let_pass")]
    events = do(g, BLUE, "let_pass allow=no")
    roll = first(events, "battle_roll")
    assert (roll.get("attack_hits"), roll.get("defence_hits")) == (4, 2)   # 1 hit +1 bonus
    assert units(g, BLUE, "CHAROLLES") == (0, 0) and units(g, WHITE, "CHAROLLES") == (2, 0)
    assert asked(g) == [(WHITE, "cavalcade_on")]                            # it must go on
    events = do(g, WHITE, "cavalcade_on leave=1")
    assert units(g, WHITE, "CHAROLLES") == (1, 0)
    assert g.state.lords["BEAUDOIN"].village == "L'ÉPERVIER"
    assert units(g, WHITE, "L'ÉPERVIER") == (1, 0)
    assert g.state.villages["CHAROLLES"].controller == WHITE


def test_5_2_fr_faq_a_victorious_cavalcade_may_turn_back():
    """FR FAQ of 5.2: the victorious army must go on ("on doit continuer obligatoirement son
    mouvement, mais ce peut être en faisant demi-tour"): its next step is chosen after the
    battle, the road it came by included; it is not fixed when the Cavalcade is declared."""
    g = example("cavalcade_5_2_beaudoin_blaye_charolles")
    do(g, WHITE, "move lords=BEAUDOIN to=CHAROLLES knights=2")
    do(g, WHITE, "move lords=BEAUDOIN to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    do(g, BLUE, "let_pass allow=no")
    offered = {a.text() for a in decision(g, "cavalcade_on").choices}
    assert {"cavalcade_on leave=0", "cavalcade_on leave=1 to=BLAYE"} <= offered
    with pytest.raises(IllegalAction, match="^5.2: the Cavalcade goes on by the road it declared"):
        do(g, WHITE, "cavalcade_on leave=0 to=SIGY")
    events = do(g, WHITE, "cavalcade_on leave=1 to=BLAYE")
    assert first(events, "cavalcade_passed").get("to") == "BLAYE"
    assert g.state.lords["BEAUDOIN"].village == "BLAYE"
    assert units(g, WHITE, "BLAYE") == (1, 0) and units(g, WHITE, "CHAROLLES") == (1, 0)


def test_5_2_the_defender_adds_one_hit_per_die_rolled():
    g = example("cavalcade_5_2_defender_bonus")
    do(g, WHITE, "move lords=BEAUDOIN,CHARLES to=\"L'ÉPERVIER\" knights=3 cavalcade=yes")
    events = do(g, BLUE, "let_pass allow=no")
    roll = first(events, "battle_roll")
    assert roll.get("defence_dice") == 2 and roll.get("defence_faces") == (2, 1)
    assert (roll.get("cavalcade_bonus"), roll.get("defence_hits")) == (2, 5)
    assert units(g, WHITE, "CHAROLLES") == (2, 0)


def charolles(**kw):
    """GRADY's lord and Knights wait at CHAROLLES (DAVID's) on the road from BLAYE."""
    return game({"CHAROLLES": {"units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 1, "lords": ["HUGUES"], "road": "BLAYE", "steps": 1}}}},
        step="movement", **{"lords": {"HUGUES": {"owner": "blue", "steps": 1}}, **kw})


def test_5_2_only_lords_and_knights_ride():
    g = charolles()
    with pytest.raises(IllegalAction, match="^5.2: a Cavalcade is made by lords and Knights"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 men=1 cavalcade=yes")


def test_5_2_a_cavalcade_needs_another_step_after_it():
    g = charolles(lords={"HUGUES": {"owner": "blue", "steps": 2}})
    with pytest.raises(IllegalAction, match="^5.0: a lord makes at most 2 steps"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")


def test_5_2_no_cavalcade_through_a_stronghold():
    g = game({"CHAROLLES": {"fort": "stronghold", "units": {
        "red": {"men": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["HUGUES"], "road": "BLAYE"}}}}, step="movement")
    with pytest.raises(IllegalAction, match="Stronghold or a Fortified City"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")


def test_5_2_a_blocker_may_let_the_cavalcade_pass():
    g = charolles()
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    events = do(g, DAVID, "let_pass allow=yes")
    assert "battle_started" not in [e.kind for e in events]
    assert g.state.lords["HUGUES"].village == "L'ÉPERVIER"


def test_rulings30_the_cavalcader_may_fight_a_blocker_who_would_let_him_pass():
    g = charolles(forced_battle=[3, 3, 1])
    events = do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes fight=1")
    assert first(events, "battle_started").get("cavalcade") is True
    assert "let_pass" not in [k for _, k in asked(g)]


def test_rulings30_a_stopped_cavalcade_cannot_move_again():
    g = charolles(forced_battle=[1, 1, 1, 1])
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    events = do(g, DAVID, "let_pass allow=no")
    assert first(events, "battle_roll").get("defence_hits") == 4      # 2 dice + 2
    do(g, GRADY, "battle_choice choice=truce")
    events = do(g, DAVID, "battle_choice choice=truce")
    assert first(events, "cavalcade_failed")
    assert g.state.lords["HUGUES"].cavalcade_done
    with pytest.raises(IllegalAction, match="^5.2"):
        do(g, GRADY, "move lords=HUGUES to=BLAYE knights=1")
    knight = next(t for t in g.state.troops if t.owner == GRADY and t.kind == "knight"
                  and t.village == "CHAROLLES")
    assert knight.steps >= g.rules.darc_steps                # no step left this round


def test_rulings30_allies_of_circumstance_join_only_the_defence_and_may_only_leave():
    g = game({"CHAROLLES": {"units": {
        "red": {"knights": 1, "lords": ["OTHON"]},
        "green": {"knights": 1, "lords": ["ARTHUR"], "road": "COUTRAS"},
        "blue": {"knights": 2, "lords": ["HUGUES"], "road": "BLAYE"}}}},
        step="movement", forced_battle=[1, 1, 1, 1])
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    do(g, DAVID, "let_pass allow=no")
    choices = decision(g, "join_battle").choices
    assert [a.get("side") for a in choices] == ["defence", "out"]
    do(g, KIRSTEN, "join_battle side=defence")
    stances = decision(g, "battle_stance").choices
    assert [a.get("stance") for a in stances] == ["stay", "leave"]


def test_5_2_faq_a_cavalcade_leaves_a_besieged_stronghold_fighting_the_besiegers():
    g = game({"BLAYE": {"fort": "stronghold", "besiegers": ["red"], "engines": {"red": 1},
                        "units": {"blue": {"knights": 2, "men": 2, "lords": ["HUGUES"]},
                                  "red": {"men": 2, "lords": ["OTHON"], "road": "PAUILLAC"}}}},
             step="movement", forced_battle=[1, 1, 1])
    do(g, GRADY, "move lords=HUGUES to=CHAROLLES knights=2 cavalcade=yes")
    assert asked(g) == [(DAVID, "let_pass")]
    events = do(g, DAVID, "let_pass allow=no")
    assert first(events, "battle_started").get("penalty") == 0
    do(g, GRADY, "capture lord=OTHON to=0")
    assert g.state.lords["OTHON"].captor == GRADY
    do(g, GRADY, "cavalcade_on leave=0")
    assert g.state.lords["HUGUES"].village == "CHAROLLES"
    assert g.state.villages["BLAYE"].besiegers == []


def test_5_2_leaving_by_a_road_an_enemy_came_in_by():
    g = game({"BLAYE": {"units": {"blue": {"knights": 1, "lords": ["HUGUES"]},
                                  "red": {"men": 1, "lords": ["OTHON"], "road": "PAUILLAC"}}}},
             step="movement", forced_battle=[3, 1])
    do(g, GRADY, "move lords=HUGUES to=PAUILLAC knights=1 cavalcade=yes")
    assert asked(g) == [(DAVID, "let_pass")]


def test_rulings28_a_group_refused_passage_can_no_longer_cavalcade():
    g = charolles()
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2")
    do(g, DAVID, "consent allow=no")
    with pytest.raises(IllegalAction, match="RULINGS 28|^5.0"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")


def test_A22_no_cavalcade_under_heavy_rain():
    g = charolles(disasters={"1": ["heavy_rain"]})
    with pytest.raises(IllegalAction, match="^2.3.1"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")


# --- Secret Passage in a move (10.2.1, A28) -----------------------------------------------------

def test_10_2_1_secret_passage_escapes_a_besieged_stronghold():
    g = game({"BLAYE": {"fort": "stronghold", "besiegers": ["red"], "engines": {"red": 1},
                        "units": {"blue": {"men": 2, "lords": ["HUGUES"]},
                                  "red": {"men": 1, "lords": ["OTHON"], "road": "PAUILLAC"}}}},
             step="movement", players=3)
    g.state.players[GRADY].hand = ["secret_passage"]
    events = do(g, GRADY, "move lords=HUGUES to=CHAROLLES men=2 secret_passage=yes")
    assert first(events, "passage_played").get("use") == "pass"
    assert g.state.lords["HUGUES"].village == "CHAROLLES" and units(g, GRADY, "CHAROLLES") == (0, 2)
    assert g.state.players[GRADY].hand == [] and "secret_passage" in g.state.fortune_discard


def test_10_2_1_secret_passage_allows_one_step_in_heavy_rain():
    g = game({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["HUGUES"]}}}},
             step="movement", disasters={"1": ["heavy_rain"]})
    g.state.players[GRADY].hand = ["secret_passage"]
    with pytest.raises(IllegalAction, match="^2.3.1"):
        do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=2")
    events = do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=2 secret_passage=yes")
    assert first(events, "passage_played").get("use") == "heavy_rain"
    with pytest.raises(IllegalAction, match="^10.2"):
        do(g, GRADY, "move lords=HUGUES to=LORMONT men=2 secret_passage=yes")


def test_10_2_1_a_step_needing_nothing_refuses_the_card():
    g = game({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["HUGUES"]}}}}, step="movement")
    g.state.players[GRADY].hand = ["secret_passage"]
    with pytest.raises(IllegalAction, match="^10.2.1: this step needs no Secret Passage"):
        do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=2 secret_passage=yes")
    assert g.state.players[GRADY].hand == ["secret_passage"]
