"""Sieges and pillage (6.4-6.5, RULINGS 24, 40-44, A8, A9, A38): KIRSTEN's examples at
L'ÉPERVIER, siege engines in battle, the effects of a siege, and who may pillage."""
import json
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.position import load_position
from engine.fief.phases.sieges import siege_refusal
from tests.war import DAVID, GRADY, KIRSTEN, asked, decision, do, first, game, keep_fighting, units

POSITIONS = Path(__file__).parent / "positions"
WHITE, BLUE, RED = 0, 1, 2


def example(**changes):
    data = json.loads((POSITIONS / "battle_6_4_kirsten_besieges_epervier.json").read_text("utf-8"))
    data.update(changes)
    if data.get("turn") is None:
        data.pop("turn")
    return load_position(data)


def engine_of(g, seat: int):
    return next(e for e in g.state.engines if e.owner == seat and e.village is not None)


def besieged(**changes):
    """KIRSTEN has besieged L'ÉPERVIER (GRADY's Stronghold) since last round."""
    village = {"fort": "stronghold", "besiegers": ["red"], "engines": {"red": 1}, "units": {
        "white": {"men": 3, "lords": ["BEAUDOIN"]},
        "red": {"knights": 1, "lords": ["ISABEAU"], "road": "ST MÉDARD"}}}
    village.update(changes.pop("village", {}))
    return example(villages={"L'ÉPERVIER": village}, **changes)


def test_6_4_kirsten_too_weak_to_attack_lays_a_siege_with_a_one_die_engine():
    g = example()
    assert asked(g) == [(RED, "sieges")]            # 3 SP - 1 die: no attack possible
    events = do(g, RED, "declare_siege village=\"L'ÉPERVIER\"")
    assert first(events, "siege_declared").get("level") == 1
    assert g.state.villages["L'ÉPERVIER"].besiegers == [RED]
    assert engine_of(g, RED).level == 1 and engine_of(g, RED).village == "L'ÉPERVIER"


def test_6_4_2_kirsten_attacks_next_round_without_penalty():
    g = besieged(forced_battle=[1, 1])
    events = do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    started = first(events, "battle_started")
    assert (started.get("fort"), started.get("engines"), started.get("penalty")) == ("stronghold", 1, 0)
    assert first(events, "battle_roll").get("attack_dice") == 1


def test_A9_continuing_the_siege_turns_the_engine_to_two_dice():
    g = besieged()
    do(g, RED, "end_battles")
    assert set(decision(g, "sieges").choices) == {act("continue_siege", village="L'ÉPERVIER"),
                                                  act("lift_siege", village="L'ÉPERVIER")}
    with pytest.raises(IllegalAction):
        do(g, RED, "end_sieges")
    events = do(g, RED, "continue_siege village=\"L'ÉPERVIER\"")
    assert first(events, "siege_continued").get("level") == 2
    assert engine_of(g, RED).level == 2


def test_6_4_1_lifting_a_siege_returns_the_engine():
    g = besieged()
    do(g, RED, "end_battles")
    do(g, RED, "lift_siege village=\"L'ÉPERVIER\"")
    assert g.state.villages["L'ÉPERVIER"].besiegers == []
    assert all(e.village is None for e in g.state.engines if e.owner == RED)


def test_6_4_kirsten_breaks_off_her_attack_then_besieges():
    g = example(villages={"L'ÉPERVIER": {"fort": "stronghold", "units": {
        "white": {"men": 3, "lords": ["BEAUDOIN"]},
        "red": {"knights": 2, "men": 1, "lords": ["ISABEAU"], "road": "ST MÉDARD"}}}},
        forced_battle=[1, 1])
    do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    events = do(g, RED, "battle_choice choice=break_off")
    assert first(events, "battle_ended").get("outcome") == "break_off"
    assert g.state.villages["L'ÉPERVIER"].besiegers == []    # RULINGS 40: not yet a siege
    assert asked(g) == [(RED, "sieges")]
    do(g, RED, "declare_siege village=\"L'ÉPERVIER\"")
    assert g.state.villages["L'ÉPERVIER"].besiegers == [RED]


def test_rulings41_engines_of_several_besiegers_cancel_two_dice_at_most():
    g = game({"BLAYE": {"fort": "city", "besiegers": ["blue", "green"],
                        "engines": {"blue": 2, "green": 2}, "units": {
                            "red": {"knights": 2, "lords": ["OTHON"]},
                            "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"},
                            "green": {"knights": 2, "lords": ["ARTHUR"], "road": "ST MÉDARD"}}}},
             forced_battle=[1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=attack")
    started = first(events, "battle_started")
    assert (started.get("engines"), started.get("penalty")) == (4, 0)
    assert first(events, "battle_roll").get("attack_dice") == 3


def test_6_4_2_a_one_die_engine_leaves_one_die_of_a_city_penalty():
    g = game({"BLAYE": {"fort": "city", "besiegers": ["blue"], "engines": {"blue": 1}, "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 4, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "battle_started").get("penalty") == 1
    assert first(events, "battle_roll").get("attack_dice") == 2


def test_6_4_a_siege_needs_a_lord_a_troop_and_an_opponents_fortification():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"men": 1, "lords": ["OTHON"]}, "blue": {"knights": 1, "road": "PAUILLAC"}}},
        "PAUILLAC": {"units": {"red": {"men": 1}, "blue": {"knights": 1, "lords": ["HUGUES"],
                                                            "road": "LORMONT"}}},
        "SIGY": {"fort": "stronghold", "units": {"blue": {"knights": 1, "lords": ["ARTHUR"]}}}})
    assert siege_refusal(g, GRADY, "BLAYE") == "a siege needs one of your troops and an uncaptured lord there"
    assert siege_refusal(g, GRADY, "PAUILLAC") == "only a Stronghold or a Fortified City is besieged"
    assert siege_refusal(g, GRADY, "SIGY") == "a siege is laid to a place another player holds"
    do(g, GRADY, "end_battles")
    assert GRADY not in [p for p, _ in asked(g)]          # nothing to besiege: his turn ends


def test_6_4_two_engines_make_two_sieges_at_most():
    g = game({v: {"fort": "stronghold", "units": {
        "red": {"men": 1, "lords": [lord]},
        "blue": {"knights": 1, "lords": [mine], "road": road}}}
        for v, lord, mine, road in (("BLAYE", "OTHON", "HUGUES", "PAUILLAC"),
                                    ("SIGY", "RAOUL", "CHARLES", "ST PAUL"),
                                    ("BAZAS", "GUILLAUME", "ARTHUR", "SIGY"))})
    assert asked(g) == [(GRADY, "sieges")]          # 4 SP against a Stronghold: no attack
    do(g, GRADY, "declare_siege village=BLAYE")
    do(g, GRADY, "declare_siege village=SIGY")
    assert GRADY not in [p for p, _ in asked(g)]         # no engine left: his turn is over
    assert g.state.villages["BAZAS"].besiegers == []


def test_6_4_2_engines_are_destroyed_when_the_besiegers_lose():
    g = besieged(village={"units": {"white": {"knights": 2, "lords": ["BEAUDOIN"]},
                                    "red": {"knights": 1, "lords": ["ISABEAU"],
                                            "road": "ST MÉDARD"}}},
                 forced_battle=[1, 3, 1])
    events = do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    ended = first(events, "battle_ended")
    assert ended.get("winner") == "defence" and not ended.get("besiegers")
    assert all(e.village is None for e in g.state.engines if e.owner == RED)


def test_rulings42_a_siege_ends_when_the_besieger_has_no_lord_left():
    import engine.fief.cards  # noqa: F401  (the Ambush card)

    g = besieged(forced_battle=[1, 1])
    g.state.players[WHITE].hand = ["ambush"]
    do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    do(g, WHITE, "play_card card=ambush lord=ISABEAU")
    assert g.state.villages["L'ÉPERVIER"].besiegers == []


def test_6_4_1_the_besieged_attack_out_without_penalty_and_may_sortie():
    g = besieged(village={"units": {"white": {"knights": 1, "men": 3, "lords": ["BEAUDOIN"]},
                                    "red": {"knights": 1, "lords": ["ISABEAU"],
                                            "road": "ST MÉDARD"}}},
                 turn="GRADY", forced_battle=[3, 1])
    events = do(g, WHITE, "declare_battle village=\"L'ÉPERVIER\" target=2")
    assert first(events, "battle_started").get("penalty") == 0
    do(g, WHITE, "casualties men=0:3")
    assert g.state.villages["L'ÉPERVIER"].besiegers == []       # the besieger is gone


def test_6_4_1_no_income_from_a_besieged_village_or_its_mills():
    g = besieged(step="income", turn=None,
                 village={"mills": 2, "units": {"white": {"men": 3, "lords": ["BEAUDOIN"]},
                                                "red": {"knights": 1, "lords": ["ISABEAU"],
                                                        "road": "ST MÉDARD"}}})
    assert not any(e.kind == "income" and e.get("player") == WHITE for e in g.events)
    assert g.state.players[WHITE].money == 0


def test_A38_the_besieged_add_no_troops_the_besieger_may():
    g = besieged(step="purchase", turn="GRADY",
                 players=[{"name": "GRADY", "colour": "white", "money": 9},
                          {"name": "DAVID", "colour": "blue"},
                          {"name": "KIRSTEN", "colour": "red", "money": 9}])
    with pytest.raises(IllegalAction, match="^4.1"):
        do(g, WHITE, "recruit village=\"L'ÉPERVIER\" men=1")


# --- 6.5 pillage ---------------------------------------------------------------------------

def pillage_position(**kw):
    return game({"BLAYE": {"mills": 2, "units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
                 "L'ÉPERVIER": {"fort": "stronghold", "mills": 1, "besiegers": ["red"],
                                "engines": {"red": 1}, "units": {
                                    "blue": {"men": 2, "lords": ["CHARLES"]},
                                    "red": {"knights": 1, "lords": ["OTHON"],
                                            "road": "ST MÉDARD"}}}},
                step="pillage", turn=None, **kw)


def test_6_5_pillage_one_denier_per_mill_and_the_mill_returns_to_stock():
    g = pillage_position()
    assert asked(g) == [(GRADY, "pillage")]
    stock = g.state.mills_stock
    events = do(g, GRADY, "pillage village=BLAYE mills=2")
    assert first(events, "pillaged").get("amount") == 2
    assert g.state.players[GRADY].money == 2 and g.state.villages["BLAYE"].mills == 0
    assert g.state.mills_stock == stock + 2


def test_rulings44_during_a_siege_only_the_besieger_pillages():
    g = pillage_position()
    assert act("pillage", village="L'ÉPERVIER", mills=1) not in decision(g, "pillage").choices
    do(g, GRADY, "end_pillage")
    assert decision(g, "pillage").player == DAVID          # the besieger
    do(g, DAVID, "pillage village=\"L'ÉPERVIER\" mills=1")
    assert g.state.players[DAVID].money == 1


def test_A1_a_window_after_each_players_pillage_turn():
    g = pillage_position()
    g.state.players[DAVID].hand = ["assassination"]
    do(g, GRADY, "end_pillage")
    assert asked(g) == [(DAVID, "window")]
    ctx = g.state.top().data["ctx"]
    assert (ctx["moment"], ctx["step"], ctx["player"]) == ("after_turn", "pillage", GRADY)
    do(g, DAVID, "pass")
    assert decision(g, "pillage").player == DAVID


def test_6_4_2_a_two_dice_engine_gives_no_extra_die_against_a_stronghold():
    g = besieged(village={"engines": {"red": 2}}, forced_battle=[1, 1])
    events = do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    started = first(events, "battle_started")
    assert (started.get("engines"), started.get("penalty")) == (2, 0)
    assert first(events, "battle_roll").get("attack_dice") == 1      # 3 SP: 1 die, no bonus


def two_besiegers_of_a_city(besiegers=("blue", "green"), **kw):
    """DAVID holds the Fortified City of BLAYE, besieged by GRADY and KIRSTEN, each with a
    one-die engine; GRADY alone (1 die) would lose his die to the City's penalty of 2."""
    return game({"BLAYE": {"fort": "city", "besiegers": list(besiegers),
                           "engines": {b: 1 for b in besiegers}, "units": {
                               "red": {"knights": 2, "lords": ["OTHON"]},
                               "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"},
                               "green": {"knights": 2, "lords": ["ARTHUR"],
                                         "road": "ST MÉDARD"}}}}, **kw)


def test_rulings41_every_besiegers_engine_counts_from_the_declaration():
    g = two_besiegers_of_a_city(forced_battle=[1, 1, 1, 1])
    assert act("declare_battle", village="BLAYE", target=1) in g.legal(GRADY)
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=attack")
    started = first(events, "battle_started")
    assert (started.get("engines"), started.get("penalty")) == (2, 0)
    assert first(events, "battle_roll").get("attack_dice") >= 1


def test_rulings41_36_a_besieger_staying_out_takes_his_engine_away_and_the_attack_breaks_off():
    g = two_besiegers_of_a_city()
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=out")
    started = first(events, "battle_started")
    assert (started.get("engines"), started.get("penalty")) == (1, 1)
    assert first(events, "battle_ended").get("outcome") == "break_off"
    assert "battle_roll" not in [e.kind for e in events]


def test_rulings36_without_another_besieger_the_same_attack_cannot_be_declared():
    g = two_besiegers_of_a_city(besiegers=["blue"])
    with pytest.raises(IllegalAction) as info:
        do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert "RULINGS 36" in info.value.message


def test_rulings42_a_besieger_losing_his_last_troop_mid_battle_ends_his_siege_at_once():
    """KIRSTEN joins GRADY's attack on the City; her only man at arms falls in the first round:
    her siege ends then and there, her engine goes back to her stock, and the second roll counts
    GRADY's engine alone."""
    g = game({"BLAYE": {"fort": "city", "besiegers": ["blue", "green"],
                        "engines": {"blue": 2, "green": 1}, "units": {
                            "red": {"knights": 3, "men": 2, "lords": ["OTHON"]},
                            "blue": {"knights": 3, "lords": ["HUGUES"], "road": "PAUILLAC"},
                            "green": {"men": 1, "lords": ["ARTHUR"], "road": "ST MÉDARD"}}}},
             forced_battle=[1] * 8)
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "join_battle side=attack")
    assert first(events, "battle_roll").get("engines") == 3
    assert first(events, "siege_lifted").get("player") == KIRSTEN
    assert g.state.villages["BLAYE"].besiegers == [GRADY]
    assert all(e.village is None for e in g.state.engines if e.owner == KIRSTEN)
    events = do(g, KIRSTEN, "battle_stance stance=stay")
    events += keep_fighting(g)
    assert first(events, "battle_roll").get("engines") == 2


def test_rulings42_a_siege_ends_when_its_last_lord_dies_outside_the_besiegers_turn():
    """In Play Cards (not a Battle turn, nor KIRSTEN's) GRADY assassinates ISABEAU, the only
    lord of KIRSTEN's siege of L'ÉPERVIER: the siege ends at once, the engine to stock."""
    g = besieged(step="play_cards", turn="GRADY",
                 players=[{"name": "GRADY", "colour": "white", "hand": ["assassination"]},
                          {"name": "DAVID", "colour": "blue"},
                          {"name": "KIRSTEN", "colour": "red"}])
    events = do(g, WHITE, "play_card card=assassination sponsor=BEAUDOIN target=ISABEAU")
    assert first(events, "siege_lifted").get("player") == RED
    assert g.state.villages["L'ÉPERVIER"].besiegers == []
    assert all(e.village is None for e in g.state.engines if e.owner == RED)
    assert units(g, RED, "L'ÉPERVIER") == (1, 0)             # her knight stays, no siege


def test_rulings42_a_siege_ends_when_the_besiegers_last_lord_leaves():
    g = besieged(step="movement", turn="KIRSTEN")
    events = do(g, RED, "move lords=ISABEAU to='ST MÉDARD'")
    assert first(events, "siege_lifted").get("player") == RED
    assert all(e.village is None for e in g.state.engines if e.owner == RED)
