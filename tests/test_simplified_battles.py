"""Battles of the variant played through the referee on fixed dice (004 §7-§9, S-5, S-7-S-10):
the rulebook's example (a duke and a baron against a castle holding a count), a battle of
three families whose coalition shares its damages by die, damages carried to the next turn,
who may declare, the ride that must win within two rounds, and the forms of what is told."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conforms import problems

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.control import controller
from engine.fief.decision_kinds import FiefDecision
from engine.fief.event_kinds.catalog import KINDS
from engine.fief.position import dump_position, load_position
from engine.fief.simplified.battles import battle_refusal
from engine.fief.simplified.data import PairedBattleData
from engine.fief.views import View, view_for


def battles_position(villages: dict, lords: dict, forced: list[int], **extra) -> dict:
    return {"players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
            "first": "blue", "step": "battles", "lords": lords, "villages": villages,
            "forced_d6": forced, **extra}


def told(game, seat, action) -> list[dict]:
    return [e.to_dict() for e in game.apply(seat, action)]


def example_9(forced: list[int]):
    """004 §9: blue's duke (4) and baron (2) attack red's castle (2) holding a count (3)."""
    return load_position(battles_position(
        villages={"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
            "red": {"men": 1, "lords": ["THIERRY"]},
            "blue": {"lords": ["FRANÇOIS", "BEAUDOIN"]}}}},
        lords={"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
               "BEAUDOIN": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
               "THIERRY": {"owner": "red", "titles": ["County of SIGY"]}},
        forced=forced))


# Four rounds: the attack takes 2 death points, the defence 1 death and 4 prisoner points.
EXAMPLE_DICE = [6, 6, 5, 3, 2, 1, 4, 4, 3, 3, 3,         # 6 v 5: def 3 prisoners, att 1 death
                6, 4, 1, 1, 1, 4, 4,                     # 5 v 2: def 1 prisoner
                5, 1, 1, 1, 1, 6,                        # 5 v 1: att 1 death
                4, 3, 1, 3]                              # 3 v 1: def 1 death: no die left


def test_004_s9_example_the_baron_dies_the_count_is_captured_the_castle_taken():
    game = example_9(EXAMPLE_DICE)
    events = told(game, 0, act("declare_battle", village="CHAROLLES", target=1))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert (started["attack_total"], started["defence_total"]) == (6, 5)
    assert started["attack"]["titles"] == 6 and started["attack"]["place"] == 0
    assert started["defence"]["place"] == 2 and started["defence"]["place_kind"] == "stronghold"
    assert [(l["lord"], l["strength"], l["title"]) for l in started["attack"]["lords"]] == \
        [("FRANÇOIS", 4, "duchy"), ("BEAUDOIN", 2, "barony")]
    frame = game.state.top()
    assert frame.kind == "paired_battle"
    assert problems(frame.data, PairedBattleData, "paired_battle data") == []
    shown = view_for(game, 2)
    assert problems(shown, View, "view in a battle") == []
    assert shown["frames"][-1]["dice_left"] == {"attack": 5, "defence": 2}
    first = next(e for e in events if e["kind"] == "paired_round")
    assert first["attack_sorted"] == [6, 6, 5, 3, 2, 1]
    assert first["defence_sorted"] == [4, 4, 3, 3, 3]
    assert [p["result"] for p in first["pairs"]] == \
        ["prisoner", "prisoner", "prisoner", "none", "death", "none"]
    assert first["pairs"][-1] == {"attack": 1, "defence": None, "result": "none",
                                  "against": None}                          # S-7
    assert (first["attack_dice_left"], first["defence_dice_left"]) == (5, 2)
    for _ in range(3):
        assert game.pending()[0].kind == "paired_battle_choice"
        events = told(game, 0, act("paired_battle_choice", choice="continue"))
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["outcome"] == "no_dice" and ended["rounds"] == 4 and ended["winner"] == "attack"
    assert ended["attack"]["points"] == {"deaths": 2, "prisoners": 0}
    assert ended["attack"]["killed"] == ["BEAUDOIN"] and ended["attack"]["damages"] == 0
    assert ended["defence"]["points"] == {"deaths": 1, "prisoners": 4}
    assert ended["defence"]["captured"] == ["THIERRY"]
    assert ended["defence"]["taken"] == ["CHAROLLES"] and ended["defence"]["damages"] == 0
    state = game.state
    assert state.lords["BEAUDOIN"].owner is None
    assert state.lords["THIERRY"].captor == 0
    assert controller(game, "CHAROLLES") == 0 == ended["controller"]
    assert state.villages["CHAROLLES"].fort == "stronghold"
    assert [t.owner for t in state.troops_in("CHAROLLES")] == [0]        # blue's marker


def three_families(forced: list[int]):
    """Blue's duke attacks red's man in red's village CLUNY; green's count stands there too."""
    return load_position(battles_position(
        villages={"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]},
            "blue": {"lords": ["FRANÇOIS"]}, "green": {"lords": ["THIERRY"]}}}},
        lords={"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
               "THIERRY": {"owner": "green", "titles": ["County of SIGY"]},
               "ARTHUR": "red"},
        forced=forced))


def test_three_families_a_coalition_shares_its_war_damages_by_die_s5_the_winner_s14():
    # 7 attack dice (4 + 3) against 2 (the man 1, the village 1); two pairs lost by 1.
    game = three_families([3, 3, 1, 1, 1, 1, 1, 4, 4, 1, 2])
    told(game, 0, act("declare_battle", village="CLUNY", target=1))
    decision = game.pending()[0]
    assert (decision.kind, decision.player) == ("join_battle", 2)
    events = told(game, 2, act("join_battle", side="attack"))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert started["attack"]["seats"] == [0, 2] and started["attack_total"] == 7
    assert started["defence_total"] == 2
    told(game, 0, act("paired_battle_choice", choice="stop"))
    events = told(game, 1, act("paired_battle_choice", choice="stop"))
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["outcome"] == "stopped" and ended["winner"] == "defence"
    assert ended["attack"]["killed"] == [] and ended["attack"]["damages"] == 2
    assert ended["attack"]["shares"] == [{"player": 0, "amount": 1}, {"player": 2, "amount": 1}]
    assert [p.damages for p in game.state.players] == [1, 0, 1]
    owed = [e for e in events if e["kind"] == "war_damages_owed"]
    assert [(e["player"], e["amount"], e["owed"]) for e in owed] == [(0, 1, 1), (2, 1, 1)]


def test_a_family_not_named_may_join_the_defence_or_stay_out_and_a_coalition_may_leave():
    game = three_families([6, 6, 6, 6, 1, 1, 1, 1])       # 4 v 4: all four pairs to blue
    told(game, 0, act("declare_battle", village="CLUNY", target=1))
    assert {a.get("side") for a in game.legal(2)} == {"attack", "defence", "out"}
    told(game, 2, act("join_battle", side="defence"))
    told(game, 0, act("paired_battle_choice", choice="continue"))
    assert game.pending()[0].kind == "coalition_stance" and game.pending()[0].player == 2
    events = told(game, 2, act("coalition_stance", stance="leave"))
    left = next(e for e in events if e["kind"] == "coalition_left")
    assert (left["side"], left["defence_dice_left"]) == ("defence", 0)   # 5 - 3 (count) - 4 < 0
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["outcome"] == "no_dice" and "THIERRY" not in ended["defence"]["captured"]
    assert game.state.lords["THIERRY"].captor is None


def test_s5_damages_of_a_battle_are_paid_out_of_next_turns_income():
    game = three_families([3, 3, 1, 1, 4, 4])         # 4 v 2: two pairs lost by 1
    told(game, 0, act("declare_battle", village="CLUNY", target=1))
    told(game, 2, act("join_battle", side="out"))
    told(game, 0, act("paired_battle_choice", choice="stop"))
    told(game, 1, act("paired_battle_choice", choice="stop"))
    assert game.state.players[0].damages == 2
    chooser, seen = random.Random(3), []
    while not any(e.kind == "damages_settled" for e in seen):
        seat = chooser.choice(sorted({d.player for d in game.pending()}))
        seen += game.apply(seat, chooser.choice(game.legal(seat)))
    settled = next(e for e in seen if e.kind == "damages_settled").to_dict()
    more = sum(e.get("amount") for e in seen if e.kind == "war_damages_owed"
               and e.get("player") == 0)                   # any battle the random play fought
    assert settled["player"] == 0 and settled["owed"] == 2 + more
    assert game.state.players[0].damages == 0


@pytest.mark.parametrize("lords,rule", [
    ({"FRANÇOIS": {"owner": "blue", "titles": ["bishop 2"]}}, "004 §7.1"),   # a cleric
    ({"JEANNE": "blue"}, "S-8"),                                               # untitled lady
])
def test_004_2_2_clerics_never_attack_and_an_untitled_lady_has_no_strength(lords, rule):
    name = next(iter(lords))
    game = load_position(battles_position(
        villages={"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": [name]}}}},
        lords={**lords, "ARTHUR": "red"}, forced=[]))
    assert not any(d.kind == "declare_battle" and d.player == 0 for d in game.pending())
    assert battle_refusal(game, 0, "CLUNY", [1], []).startswith(rule + ":")


def test_004_3_no_battle_in_a_storm():
    position = battles_position(
        villages={"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": ["FRANÇOIS"]}}}},
        lords={"FRANÇOIS": "blue", "ARTHUR": "red"}, forced=[])
    game = load_position(position)
    assert battle_refusal(game, 0, "CLUNY", [1], []) is None
    game.state.disasters["2"] = ["heavy_rain"]                  # CLUNY's bishopric
    assert battle_refusal(game, 0, "CLUNY", [1], []).startswith("004 §3:")


def test_004_7_1_several_enemies_named_all_defend_and_none_is_asked():
    game = three_families([1] * 20)
    events = told(game, 0, act("declare_battle", village="CLUNY", target=[1, 2]))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert started["defence"]["seats"] == [1, 2] and started["defence_total"] == 2 + 3


def ride_position(forced: list[int]):
    """Blue's baron (2) waits on the road into red's village CHAROLLES, held by red's man (1)
    and the village (1), with a step left to COUTRAS."""
    return load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "movement", "begun": True, "turn": "blue",
        "lords": {"BEAUDOIN": {"owner": "blue", "titles": ["Barony of LA RÉOLE"], "steps": 1},
                  "ARTHUR": "red"},
        "villages": {"CHAROLLES": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]},
            "blue": {"lords": ["BEAUDOIN"], "road": "BLAYE"}}}},
        "forced_d6": forced})


def test_004_6_s10_a_ride_must_be_won_within_two_rounds():
    """Red stands: the battle ends after its second round with the defence keeping its dice,
    so the ride fails and the baron stays where he waited."""
    game = ride_position([3, 3, 3, 3, 3, 3, 3, 3])
    told(game, 0, act("move", lords="BEAUDOIN", to="COUTRAS", cavalcade=True))
    assert game.pending()[0].kind == "let_pass"
    events = told(game, 1, act("let_pass", allow=False))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert started["ride"] and started["attack_total"] == 2 and started["defence_total"] == 2
    events = told(game, 0, act("paired_battle_choice", choice="continue"))
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["rounds"] == 2 and ended["outcome"] == "ride_lost"
    assert any(e["kind"] == "cavalcade_failed" for e in events)
    assert game.state.lords["BEAUDOIN"].village == "CHAROLLES"


def test_004_6_s10_a_ride_won_goes_on_with_the_steps_left():
    game = ride_position([6, 6, 1, 1])             # 2 v 2: two prisoner points, no die left
    told(game, 0, act("move", lords="BEAUDOIN", to="COUTRAS", cavalcade=True))
    events = told(game, 1, act("let_pass", allow=False))
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["rounds"] == 1 and ended["outcome"] == "ride_won"
    assert ended["defence"]["captured"] == ["ARTHUR"] and ended["defence"]["taken"] == ["CHAROLLES"]
    assert game.pending()[0].kind == "cavalcade_on"        # by the road declared, or another
    told(game, 0, act("cavalcade_on", leave=0))
    assert game.state.lords["BEAUDOIN"].village == "COUTRAS"
    assert controller(game, "CHAROLLES") == 0 and game.state.lords["ARTHUR"].captor == 0


def test_simplified_battle_forms_of_events_decisions_frames_and_view():
    """A short random game of the variant: every event, decision, frame and view has its
    declared form, and the view carries what the screens need (S-3, S-5, S-6, 004 §6)."""
    game = example_9(EXAMPLE_DICE)
    chooser = random.Random(1)
    while game.state.round < 4 and not game.finished:
        for decision in game.pending():
            assert problems(decision.to_dict(), FiefDecision, decision.kind) == []
        seat = chooser.choice(sorted({d.player for d in game.pending()}))
        for event in game.apply(seat, chooser.choice(game.legal(seat))):
            assert problems(event.to_dict(), KINDS[event.kind], event.kind) == []
    view = view_for(game, 0)
    assert problems(view, View) == []
    assert view["goal"] == {"alone": 4, "together": 6}                    # S-6, 3 players
    assert {"gems", "damages", "resources"} <= set(view["players"][1])
    assert view["villages"]["CHAROLLES"]["marker"] in (0, 1, None)


def test_position_file_of_004_9_and_a_battle_in_progress_written_and_read_back():
    """The position format expresses a battle of the variant under way (its frame kept raw):
    a game dumped after the first round and loaded again ends as the original does."""
    path = Path(__file__).parent / "positions" / "simplified_9_duke_baron_against_castle_count.json"
    game = load_position(path.read_text(encoding="utf-8"))
    told(game, 0, act("declare_battle", village="CHAROLLES", target=1))
    again = load_position(json.dumps(dump_position(game)))
    assert again.pending()[0].kind == "paired_battle_choice"
    endings = []
    for copy in (game, again):
        events = []
        for _ in range(3):
            events += told(copy, 0, act("paired_battle_choice", choice="continue"))
        endings.append(next(e for e in events if e["kind"] == "paired_battle_ended"))
    assert endings[0] == endings[1] and endings[0]["defence"]["captured"] == ["THIERRY"]


def test_004_7_a_lord_alone_besieges_a_castle_and_the_siege_holds():
    """004 §7: a family with a lord present, not holding the castle, may besiege it instead
    of attacking; no troop is needed (siege_needs_troop), so the siege is not broken at once."""
    game = example_9([])
    assert {a.kind for a in game.legal(0)} == {"declare_battle", "end_battles"}
    game.apply(0, act("end_battles"))
    assert act("declare_siege", village="CHAROLLES") in game.legal(0)
    game.apply(0, act("declare_siege", village="CHAROLLES"))
    assert game.state.villages["CHAROLLES"].besiegers == [0]
    assert game.pending()[0].player != 0                  # blue's turn is over, the siege on


def test_s11_when_the_attack_stops_the_defence_may_counter_attack():
    game = three_families([3, 3, 1, 1, 4, 4, 4, 4, 4, 4])     # 4 v 2, then 2 v 2
    told(game, 0, act("declare_battle", village="CLUNY", target=1))
    told(game, 2, act("join_battle", side="out"))
    told(game, 0, act("paired_battle_choice", choice="stop"))
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (1, "paired_battle_choice")
    assert {a.get("choice") for a in decision.choices} == {"counter", "stop"}
    events = told(game, 1, act("paired_battle_choice", choice="counter"))
    second = next(e for e in events if e["kind"] == "paired_round")
    assert second["round"] == 2 and second["attack_rolled"] == [4, 4]    # 4 - 2 points
    assert second["defence_rolled"] == [4, 4] and [p["result"] for p in second["pairs"]] == \
        ["none", "none"]
    assert game.pending()[0].player == 0                    # the attack is asked first again


def test_s12_the_family_holding_an_empty_village_may_be_named_its_place_defends_it():
    """Blue's untitled lord in CLUNY, which red holds by a marker alone: red is an enemy, the
    village (1) defends; one prisoner point takes it."""
    game = load_position(battles_position(
        villages={"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1}, "blue": {"lords": ["FRANÇOIS"], "road": "AUTUN"}}}},
        lords={"FRANÇOIS": "blue"}, forced=[4, 1]))
    events = told(game, 0, act("declare_battle", village="CLUNY", target=1))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert started["defence"]["lords"] == [] and started["defence"]["place"] == 1
    ended = next(e for e in events if e["kind"] == "paired_battle_ended")
    assert ended["defence"]["taken"] == ["CLUNY"] and controller(game, "CLUNY") == 0


def test_a_city_taken_gives_its_title_to_a_lord_the_winner_chooses_and_ends_once():
    """004 §8: the County of CHAROLLES goes with its city; blue has two lords who may take it
    and chooses (assign_fief); the battle is concluded once, not again after the choice."""
    game = load_position(battles_position(
        villages={"CHAROLLES": {"controller": "red", "fort": "city", "units": {
            "red": {"men": 1, "lords": ["THIERRY"]},
            "blue": {"lords": ["FRANÇOIS", "BEAUDOIN"]}}}},
        lords={"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
               "BEAUDOIN": {"owner": "blue"},
               "THIERRY": {"owner": "red", "titles": ["County of CHAROLLES"]}},
        forced=[6] * 5 + [1] * 6 + [6] * 5 + [1]))         # 5 v 6, then 5 v 1: all to blue
    events = told(game, 0, act("declare_battle", village="CHAROLLES", target=1))
    events += told(game, 0, act("paired_battle_choice", choice="continue"))
    assert game.pending()[0].kind == "assign_fief"
    events += told(game, 0, act("assign_fief", fief="County of CHAROLLES", lord="BEAUDOIN"))
    assert [e["kind"] for e in events].count("paired_battle_ended") == 1
    assert [e["kind"] for e in events].count("place_taken") == 1
    assert game.state.titles.fiefs["County of CHAROLLES"] == "BEAUDOIN"
    assert controller(game, "CHAROLLES") == 0


def test_004_6_a_ride_refused_cites_the_variants_rule():
    game = ride_position([])
    with pytest.raises(IllegalAction, match="004 §6: a ride"):
        game.apply(0, act("move", lords="BEAUDOIN", to="BLAYE", cavalcade=True))
