"""Phase 2, Disasters (2.3-2.3.3, RULINGS 21, 22, A19-A22).

Each test loads a position at the Disasters step with face-down cards on the track and forced
ordinary dice: the first die names the Bishopric (6: false alarm), the next ones are the Plague
rolls of the Lords there.
"""
from engine.fief.cards.disasters import famine, heavy_rain
from engine.fief.phases.income import compute_income
from politics import (DAVID, GRADY, GUNTER, KIRSTEN, all_of, asked, choices, do, first, game,
                      units, village)


def resolve(track, dice, players=3, **kw):
    return game("disasters", players=players, disaster_track=track, forced_d6=dice, **kw)


def test_2_3_the_die_names_the_bishopric():
    g = resolve(["famine"], [2])
    assert g.state.disasters["2"] == ["famine"]
    assert first(g.events, "disaster_struck").get("bishopric") == "2"
    assert g.state.disaster_track == []


def test_2_3_a_six_is_a_false_alarm():
    g = resolve(["heavy_rain"], [6])
    assert all(cards == [] for cards in g.state.disasters.values())
    assert g.state.fortune_discard[-1] == "heavy_rain"
    assert first(g.events, "disaster_false_alarm").get("die") == 6


def test_rulings21_a_second_disaster_of_a_type_on_a_bishopric_is_discarded():
    g = resolve(["famine", "heavy_rain", "famine"], [3, 3, 3])
    assert g.state.disasters["3"] == ["famine", "heavy_rain"]   # two types may meet (2.3)
    assert first(g.events, "disaster_duplicate").get("disaster") == "famine"
    assert g.state.fortune_discard[-1] == "famine"


def test_2_3_1_heavy_rain_and_2_3_2_famine_cover_their_bishopric():
    g = resolve(["heavy_rain", "famine"], [1, 4],
                villages={"BLAYE": village("blue", men=1, mills=2),
                          "BOURG": village("red", men=1, mills=1)})
    assert heavy_rain(g, "CHAROLLES") and not heavy_rain(g, "BOURG")
    assert famine(g, "LA RÉOLE") and not famine(g, "BLAYE")
    income = compute_income(g)
    assert income[GRADY] == {"villages": 1, "mills": 4} and income[DAVID] == {"villages": 1}


def test_2_3_3_plague_every_lord_rolls_captives_included_and_dies_on_1_to_3():
    sigy = village("blue", men=1, lords=["QUENTIN", "ALIÉNOR"])
    sigy["units"]["blue"]["captives"] = ["RAOUL"]
    g = resolve(["plague"], [5, 3, 4, 1],
                villages={"SIGY": sigy, "TOURNUS": village("red", men=1, lords=["OTHON"])},
                lords={"RAOUL": {"owner": "red"}})
    rolls = [(e.get("lord"), e.get("die"), e.get("died")) for e in all_of(g.events, "plague_roll")]
    assert rolls == [("ALIÉNOR", 3, True), ("QUENTIN", 4, False), ("RAOUL", 1, True)]
    assert g.state.lords["OTHON"].owner == DAVID               # bishopric 2 is spared
    assert all(g.state.lords[n].plague_rolled for n in ("QUENTIN",))


def test_2_3_3_example_gunter_loses_half_of_each_army_and_chooses_which():
    g = resolve(["plague"], [5, 6], players=4,
                villages={"SIGY": village("yellow", knights=2, men=3, lords=["GAUVAIN"]),
                          "ST PAUL": village("yellow", men=1)})
    assert asked(g) == [(GUNTER, "losses")]
    assert choices(g, GUNTER) == ["losses knights=0 men=2", "losses knights=1 men=1",
                                  "losses knights=2 men=0"]
    do(g, GUNTER, "losses knights=0 men=2")
    assert units(g, GUNTER, "SIGY") == (2, 1)
    assert units(g, GUNTER, "ST PAUL") == (0, 1)               # 1 halved and rounded down is 0
    assert g.state.lords["GAUVAIN"].owner == GUNTER


def test_A4_plague_losses_are_chosen_in_turn_order():
    g = resolve(["plague"], [5], villages={
        "SIGY": village("red", knights=1, men=1),
        "ST PAUL": village("blue", knights=1, men=1)})
    assert asked(g) == [(GRADY, "losses")]
    do(g, GRADY, "losses knights=0 men=1")
    assert asked(g) == [(DAVID, "losses")]


def test_A21_a_troop_already_struck_this_round_is_not_halved_again():
    sigy = village("blue", men=4)
    sigy["units"]["blue"]["struck"] = True
    g = resolve(["plague"], [5], villages={"SIGY": sigy})
    assert units(g, GRADY, "SIGY") == (0, 4)


def test_A20_siege_engines_are_spared_and_a_lord_left_alone_stays():
    g = resolve(["plague"], [5, 5], villages={"SIGY": village("blue", men=1,
                                                             lords=["QUENTIN"])})
    assert g.state.lords["QUENTIN"].village == "SIGY"
    assert units(g, GRADY, "SIGY") == (0, 1)


def test_A1_a_window_after_each_disaster_strikes():
    g = resolve(["famine", "heavy_rain"], [1, 2], hands={KIRSTEN: ["darc"]},
                villages={"BOURG": village("green", men=1, lords=["BLANCHE"])})
    assert asked(g) == [(KIRSTEN, "window")]
    window = g.state.top().data["ctx"]
    assert (window["moment"], window["disaster"], window["bishopric"]) == \
        ("disaster_resolved", "famine", "1")
    do(g, KIRSTEN, "pass")
    assert g.state.disasters["2"] == ["heavy_rain"]
    assert g.state.top().data["ctx"]["disaster"] == "heavy_rain"
