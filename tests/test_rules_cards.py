"""Phase 2, cards (2.1-2.2, 2.4-2.4.7, 1.5, 1.8.2, 9.1, 9.2, RULINGS 17, 18, 23, A1, A6, A15,
A17, A18, A27, A31, A32): discarding and drawing, playing Lords, Harvest, Good Weather and Taxes, and
the Lords-deck Opportunity cards d'ARC and Cardinal.
"""
import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.phases.income import compute_income
from engine.fief.moments import TURN
from engine.fief.windows import context, options_for
from politics import (DAVID, GRADY, GUNTER, KIRSTEN, all_of, asked, choices, decision, do, first,
                      game, hand, kinds, pass_windows, village)

HOME = {"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="stronghold"),
        "TOURNUS": village("red", men=1, lords=["RAOUL"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}


def drawing(turn="GRADY", **kw):
    villages = dict(HOME)
    villages.update(kw.pop("villages", {}))
    return game("cards_draw", villages=villages, turn=turn, **kw)


def playing(turn="GRADY", **kw):
    villages = dict(HOME)
    villages.update(kw.pop("villages", {}))
    return game("play_cards", villages=villages, turn=turn, **kw)


# --- 2.1 discard and draw ----------------------------------------------------------------------

def test_2_1_example_kirsten_draws_a_lord_then_two_disasters_then_a_fortune():
    g = drawing(turn="KIRSTEN", decks={"lords": ["ARTHUR"],
                                       "fortune": ["heavy_rain", "plague", "harvest"]})
    assert asked(g) == [(KIRSTEN, "cards")]
    events = do(g, KIRSTEN, "draw deck=lords")
    assert first(events, "card_received").audience == (KIRSTEN,)
    events = do(g, KIRSTEN, "draw deck=fortune")
    assert [e.get("slot") for e in all_of(events, "disaster_drawn")] == [1, 2]
    assert all(e.get("disaster") is None for e in all_of(events, "disaster_drawn"))  # face down
    assert g.state.disaster_track == ["heavy_rain", "plague"]
    assert hand(g, KIRSTEN) == ["ARTHUR", "harvest"]
    assert choices(g, KIRSTEN) == ["end_cards_turn"]                   # two cards drawn


def test_2_1_example_dave_draws_a_fortune_card_looks_at_it_then_a_lord():
    g = drawing(turn="DAVID", decks={"lords": ["ARTHUR", "HUGUES"], "fortune": ["tax"]})
    do(g, DAVID, "draw deck=fortune")
    assert hand(g, DAVID) == ["tax"]                                   # seen before deciding
    assert choices(g, DAVID) == ["draw deck=fortune", "draw deck=lords", "end_cards_turn"]
    do(g, DAVID, "draw deck=lords")
    assert hand(g, DAVID) == ["tax", "ARTHUR"]
    assert choices(g, DAVID) == ["end_cards_turn"]


def test_2_1_never_two_lords_cards():
    g = drawing(decks={"lords": ["ARTHUR", "HUGUES"], "fortune": ["tax"]})
    do(g, GRADY, "draw deck=lords")
    assert choices(g, GRADY) == ["draw deck=fortune", "end_cards_turn"]
    with pytest.raises(IllegalAction):
        do(g, GRADY, "draw deck=lords")
    do(g, GRADY, "end_cards_turn")
    assert asked(g) == [(DAVID, "cards")]


def test_A17_nobody_draws_beyond_three_cards():
    g = drawing(hands={GRADY: ["tax", "justice"]}, decks={"fortune": ["harvest", "ambush"]})
    do(g, GRADY, "draw deck=fortune")
    assert hand(g, GRADY) == ["tax", "justice", "harvest"]
    assert choices(g, GRADY) == ["end_cards_turn"]


def test_A18_a_disaster_drawn_with_the_track_full_is_discarded_and_drawing_goes_on():
    g = drawing(disaster_track=["famine", "famine", "plague"],
                decks={"fortune": ["heavy_rain", "tax"]})
    events = do(g, GRADY, "draw deck=fortune")
    assert first(events, "disaster_discarded").get("disaster") == "heavy_rain"   # face up
    assert g.state.fortune_discard[-1] == "heavy_rain"
    assert hand(g, GRADY) == ["tax"]


def test_2_2_an_empty_deck_is_rebuilt_from_its_discard_pile():
    g = drawing(decks={"fortune": ["tax"]})
    state = g.state
    state.fortune_discard.extend(state.fortune_deck[:-1])
    del state.fortune_deck[:-1]
    do(g, GRADY, "draw deck=fortune")
    assert state.fortune_deck == []
    events = do(g, GRADY, "draw deck=fortune")
    assert first(events, "deck_reshuffled").get("deck") == "fortune"
    assert len(hand(g, GRADY)) == 2


def test_A18_both_piles_empty_no_draw_is_offered():
    g = drawing()
    g.state.lords_discard.extend(g.state.lords_deck)
    g.state.lords_deck.clear()
    g.state.lords_discard.clear()
    assert "draw deck=lords" not in choices(g, GRADY)


def test_A18_a_deck_rebuilt_from_disasters_only_loses_the_draw():
    g = drawing(disaster_track=["famine", "famine", "plague"])
    g.state.fortune_deck[:], g.state.fortune_discard[:] = ["heavy_rain"], ["heavy_rain"]
    events = do(g, GRADY, "draw deck=fortune")
    assert [e.kind for e in events if e.kind != "card_drawn"] == [
        "disaster_discarded", "deck_reshuffled", "disaster_discarded", "disaster_discarded",
        "draw_lost"]
    assert hand(g, GRADY) == []


def test_2_1_discarded_cards_are_shown_and_only_before_drawing():
    g = drawing(hands={GRADY: ["tax", "harvest"]}, decks={"fortune": ["justice"]})
    events = do(g, GRADY, "discard card=tax")
    assert first(events, "card_discarded").audience is None
    assert g.state.fortune_discard[-1] == "tax"
    do(g, GRADY, "draw deck=fortune")
    assert "discard card=harvest" not in choices(g, GRADY)


def test_FAQ_phase_2_an_opportunity_card_may_be_played_instead_of_discarded_not_while_drawing():
    g = drawing(hands={GRADY: ["darc"]}, decks={"fortune": ["tax"]},
                villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "BLANCHE"])})
    assert "play_card card=darc lady=BLANCHE" in choices(g, GRADY)
    do(g, GRADY, "draw deck=fortune")
    assert not [c for c in choices(g, GRADY) if c.startswith("play_card")]
    with pytest.raises(IllegalAction):
        do(g, GRADY, "play_card card=darc lady=BLANCHE")


def test_A1_no_window_opens_between_the_draws():
    g = drawing(hands={DAVID: ["assassination"]})
    do(g, GRADY, "end_cards_turn")
    assert asked(g) == [(DAVID, "cards")]


# --- 2.4 play cards ------------------------------------------------------------------------------

def test_2_4_1_a_new_lord_goes_to_a_stronghold_of_his_family():
    g = playing(hands={GRADY: ["ARTHUR"]})
    assert choices(g, GRADY) == ["play_card card=ARTHUR", "end_play"]
    events = do(g, GRADY, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "BLAYE"
    assert g.state.lords["ARTHUR"].owner == GRADY


def test_2_4_1_a_family_has_at_most_four_lords_captives_included():
    blaye = village("blue", men=1, lords=["QUENTIN", "ALIÉNOR", "HUGUES"], fort="stronghold")
    bourg = village("green", men=1, lords=["OTHON"])
    bourg["units"]["green"]["captives"] = ["GAUVAIN"]
    g = playing(hands={GRADY: ["ARTHUR"], DAVID: ["tax"]}, villages={"BLAYE": blaye,
                                                                      "BOURG": bourg},
                lords={"GAUVAIN": {"owner": "blue"}})
    assert options_for(g, GRADY, context(TURN)) == []
    g.state.lords["GAUVAIN"].owner = g.state.lords["GAUVAIN"].captor = g.state.lords[
        "GAUVAIN"].village = None
    assert [a.text() for a in options_for(g, GRADY, context(TURN))] == ["play_card card=ARTHUR"]


def test_A6_lords_and_white_cards_only_in_ones_own_turn_of_2_4():
    g = playing(hands={GRADY: ["harvest", "ARTHUR"], DAVID: ["assassination"]})
    do(g, GRADY, "end_play")
    assert asked(g) == [(DAVID, "window")]
    assert options_for(g, GRADY, g.state.top().data["ctx"]) == []


def test_A15_the_queens_family_may_make_a_new_male_lord_crown_prince():
    g = playing(hands={DAVID: ["ARTHUR"]}, turn="DAVID",
                villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"])},
                lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
                       "ISABEAU": {"owner": "red", "titles": ["Queen"]}})
    events = do(g, DAVID, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "TOURNUS"
    assert asked(g) == [(DAVID, "crown_prince")]
    events = do(g, DAVID, "crown_prince accept=yes")
    assert first(events, "crown_prince_born").get("lord") == "ARTHUR"
    t = g.state.titles
    assert (t.crown_prince, t.crown_prince_born) == ("ARTHUR", True)


def test_1_8_2_no_crown_prince_while_the_queen_is_captive():
    tournus = village("red", men=1, lords=["RAOUL"])
    tournus["units"]["blue"] = {"men": 1, "captives": ["ISABEAU"]}
    g = playing(hands={DAVID: ["ARTHUR"]}, turn="DAVID", villages={"TOURNUS": tournus},
                lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
                       "ISABEAU": {"owner": "red", "titles": ["Queen"]}})
    do(g, DAVID, "play_card card=ARTHUR")
    assert (DAVID, "crown_prince") not in asked(g)


def test_rulings17_another_crown_prince_after_the_first_died():
    g = playing(hands={DAVID: ["ARTHUR"]}, turn="DAVID",
                villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"])},
                lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
                       "ISABEAU": {"owner": "red", "titles": ["Queen"]}},
                titles={"crown_prince_born": True})
    do(g, DAVID, "play_card card=ARTHUR")
    assert asked(g) == [(DAVID, "crown_prince")]


def test_4_3_1_a_title_kept_for_the_family_returns_with_a_new_lord():
    g = playing(hands={GRADY: ["ARTHUR"]},
                villages={"BLAYE": village("blue", men=1, fort="city"),
                          "PAUILLAC": village("blue", men=1), "LORMONT": village("blue", men=1)},
                titles={"reserved": {"County of BLAYE": "blue"}})
    do(g, GRADY, "play_card card=ARTHUR")
    assert g.state.titles.fiefs["County of BLAYE"] == "ARTHUR"


def test_2_4_2_2_4_7_example_david_cancels_famine_then_adds_the_harvest_bonus():
    g = playing(turn="DAVID", hands={DAVID: ["harvest", "harvest"]},
                disasters={"1": ["famine"]})
    assert "play_card bishopric=1 card=harvest" in choices(g, DAVID)
    events = do(g, DAVID, "play_card card=harvest bishopric=1")
    assert first(events, "disaster_cancelled").get("disaster") == "famine"
    assert g.state.disasters["1"] == [] and g.state.fortune_discard[-2:] == ["famine", "harvest"]
    do(g, DAVID, "play_card card=harvest bishopric=1")
    assert g.state.fortunes["1"] == ["harvest"]
    assert "bishopric=1" not in " ".join(choices(g, DAVID))


def test_2_4_7_example_harvest_and_good_weather_make_a_mill_pay_4():
    g = playing(turn="DAVID", hands={DAVID: ["harvest", "good_weather"]},
                villages={"TOURNUS": village("red", men=1, lords=["RAOUL"], mills=1)})
    do(g, DAVID, "play_card card=harvest bishopric=2")
    do(g, DAVID, "play_card card=good_weather bishopric=2")
    assert compute_income(g)[DAVID] == {"villages": 1, "mills": 4}


def test_2_4_7_without_famine_only_one_harvest_per_bishopric():
    g = playing(turn="DAVID", hands={DAVID: ["harvest", "harvest"]})
    do(g, DAVID, "play_card card=harvest bishopric=2")
    assert "play_card bishopric=2 card=harvest" not in choices(g, DAVID)


def test_2_4_3_example_good_weather_removes_heavy_rain_then_a_harvest_is_possible():
    g = playing(hands={GRADY: ["good_weather", "harvest"]}, disasters={"3": ["heavy_rain"]})
    assert "play_card bishopric=3 card=harvest" not in choices(g, GRADY)   # 2.3.1
    do(g, GRADY, "play_card card=good_weather bishopric=3")
    assert g.state.disasters["3"] == [] and g.state.fortunes["3"] == []
    do(g, GRADY, "play_card card=harvest bishopric=3")
    assert g.state.fortunes["3"] == ["harvest"]


def test_2_4_3_no_good_weather_on_famine_nor_harvest_on_heavy_rain():
    g = playing(hands={GRADY: ["good_weather", "harvest"]},
                disasters={"1": ["famine"], "2": ["heavy_rain"]})
    options = choices(g, GRADY)
    assert "play_card bishopric=1 card=good_weather" not in options
    assert "play_card bishopric=2 card=harvest" not in options
    assert "play_card bishopric=1 card=harvest" in options


def test_2_4_5_example_kirstens_royal_tallage_on_the_duchy_of_bourg():
    villages = {"LIBOURNE": village("blue", men=1), "BOURG": village("blue", men=1),
                "GUÎTRES": village("blue", men=1), "COUTRAS": village("red", men=1),
                "SIGY": village("green", men=1, lords=["OTHON"])}
    g = playing(turn="KIRSTEN", hands={KIRSTEN: ["tax"]}, villages=villages,
                lords={"OTHON": {"owner": "green", "titles": ["King"]}})
    events = do(g, KIRSTEN, "play_card card=tax tax=tallage target='Duchy of BOURG' lord=OTHON")
    assert first(events, "tax_played").get("role") == "king"
    assert g.state.players[KIRSTEN].tax_markers == 2
    income = compute_income(g)
    assert income[KIRSTEN]["tallage"] == 8
    assert income[GRADY]["villages"] == 4 and income[DAVID]["villages"] == 2   # BLAYE, TOURNUS...


def test_2_4_5_rulings19_a_fief_lord_tallages_his_own_fief_the_king_only_ungoverned_ones():
    g = playing(hands={GRADY: ["tax"]},
                villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="city")},
                lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE", "King"]},
                       "RAOUL": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}})
    tallages = [c for c in choices(g, GRADY) if "tallage" in c]
    assert "play_card card=tax lord=QUENTIN target='County of BLAYE' tax=tallage" in tallages
    assert not any("LA RÉOLE" in c for c in tallages)
    assert any("Duchy of BOURG" in c for c in tallages)


def test_2_4_6_tithes_of_a_bishop_a_cardinal_and_the_pope():
    g = playing(hands={GRADY: ["tax"], DAVID: ["tax"], KIRSTEN: ["tax"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]},
                       "RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]},
                       "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Pope"]}})
    tithes = lambda seat: sorted(c for c in choices(g, seat) if "tithe" in c)
    assert tithes(GRADY) == ["play_card card=tax lord=QUENTIN target=1 tax=tithe"]
    do(g, GRADY, "end_play")
    pass_windows(g)
    assert tithes(DAVID) == ["play_card card=tax lord=RAOUL target=1 tax=tithe",
                             "play_card card=tax lord=RAOUL target=2 tax=tithe",
                             "play_card card=tax lord=RAOUL target=3 tax=tithe"]
    do(g, DAVID, "end_play")
    pass_windows(g)
    assert tithes(KIRSTEN) == ["play_card card=tax lord=OTHON target=3 tax=tithe",
                               "play_card card=tax lord=OTHON target=all tax=tithe"]


def test_2_4_6_example_the_pope_tithes_all_and_the_bishop_of_3_keeps_his_own():
    villages = {"ST GÉRÔME": village("red", men=1, mills=1),
                "BLAYE": village("red", men=1, mills=2)}
    g = playing(villages=villages, hands={KIRSTEN: ["tax"], GRADY: ["tax"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 3"]},
                       "OTHON": {"owner": "green", "titles": ["Bishop of 1", "Pope"]}})
    do(g, GRADY, "play_card card=tax tax=tithe target=3 lord=QUENTIN")
    pass_windows(g)                       # A1: the Pope may act after the Tithe resolves
    do(g, GRADY, "end_play")
    pass_windows(g)
    do(g, KIRSTEN, "play_card card=tax tax=tithe target=all lord=OTHON")
    income = compute_income(g)
    assert income[GRADY]["tithe"] == 2 and income[KIRSTEN]["tithe"] == 4


def test_A27_three_tax_markers_so_three_taxes_a_round():
    g = playing(hands={GRADY: ["tax"]}, players=3,
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]}})
    g.state.players[GRADY].tax_markers = 0
    assert not any("tithe" in c for c in choices(g, GRADY))


# --- 9.1 d'ARC and 9.2 Cardinal -----------------------------------------------------------------

def test_9_1_example_gunter_makes_mireille_darc():
    g = playing(players=4, turn="GUNTER", hands={GUNTER: ["darc"]},
                villages={"SIGY": village("yellow", men=1, lords=["GAUVAIN"]),
                          "TOURNUS": village("red", men=1, lords=["RAOUL", "MIREILLE"])})
    events = do(g, GUNTER, "play_card card=darc lady=MIREILLE")     # another family's lady
    assert first(events, "darc_played").get("owner") == DAVID
    assert g.state.titles.darc == "MIREILLE"
    from engine.fief.phases.marriage import marriageable
    assert not marriageable(g, g.state.lords["MIREILLE"])           # she may never marry


def test_A31_darc_only_on_an_unmarried_lady():
    g = playing(hands={GRADY: ["darc"]},
                villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "MIREILLE"])},
                lords={"MIREILLE": {"owner": "red", "spouse": "RAOUL"}})
    assert not any("darc" in c for c in choices(g, GRADY))


def test_1_5_example_francois_bishop_of_sigy_is_made_cardinal():
    g = playing(hands={GRADY: ["cardinal"]},
                villages={"SIGY": village("red", men=1, lords=["FRANÇOIS"])},
                lords={"FRANÇOIS": {"owner": "red", "titles": ["Bishop of 5"]}})
    events = do(g, GRADY, "play_card card=cardinal lord=FRANÇOIS")   # any family (A32)
    assert first(events, "cardinal_made").get("lord") == "FRANÇOIS"
    t = g.state.titles
    assert "FRANÇOIS" in t.cardinals[:3] and t.cardinal_order == ["FRANÇOIS"]
    assert "cardinal" not in hand(g, GRADY)


def test_A32_no_bishop_no_cardinal_card():
    g = playing(hands={GRADY: ["cardinal"]})
    assert not any("cardinal" in c for c in choices(g, GRADY))


def test_9_2_the_popes_refusal_keeps_the_card_in_hand():
    g = playing(hands={GRADY: ["cardinal"]},
                lords={"RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Pope"]}})
    do(g, GRADY, "play_card card=cardinal lord=RAOUL")
    assert asked(g) == [(DAVID, "consent")]
    do(g, DAVID, "consent allow=no")
    assert hand(g, GRADY) == ["cardinal"] and g.state.titles.cardinals == [None] * 4
    do(g, GRADY, "play_card card=cardinal lord=RAOUL")
    do(g, DAVID, "consent allow=yes")
    assert g.state.titles.cardinals[0] == "RAOUL" and hand(g, GRADY) == []


def test_1_5_the_popes_own_family_needs_no_consent():
    g = playing(hands={GRADY: ["cardinal"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1", "Pope"]},
                       "RAOUL": {"owner": "red", "titles": ["Bishop of 2"]}})
    do(g, GRADY, "play_card card=cardinal lord=RAOUL")
    assert g.state.titles.cardinals[0] == "RAOUL"


# --- RULINGS 23: the last fallback for placing a lord ------------------------------------------

ELSEWHERE = {"TOURNUS": village("red", men=1, lords=["RAOUL"]),
             "BOURG": village("green", men=1, lords=["OTHON"])}


def test_rulings23_a_homeless_lord_may_go_to_an_uncontrolled_village_without_asking():
    g = game("play_cards", villages=ELSEWHERE, turn="GRADY", hands={GRADY: ["ARTHUR"]})
    do(g, GRADY, "play_card card=ARTHUR")
    offered = {a.get("village") for a in decision(g, "place_lord").choices}
    assert offered == set(g.board.villages)       # uncontrolled, or another's with consent
    events = do(g, GRADY, "place_lord lord=ARTHUR village=SIGY")
    assert first(events, "lord_placed").get("village") == "SIGY"
    assert g.state.villages["SIGY"].controller == GRADY


def test_rulings23_another_players_village_with_his_consent():
    g = game("play_cards", villages=ELSEWHERE, turn="GRADY", hands={GRADY: ["ARTHUR"]})
    do(g, GRADY, "play_card card=ARTHUR")
    do(g, GRADY, "place_lord lord=ARTHUR village=TOURNUS")
    assert asked(g) == [(DAVID, "consent")]
    events = do(g, DAVID, "consent allow=yes")
    assert first(events, "lord_placed").get("village") == "TOURNUS"
    assert g.state.villages["TOURNUS"].controller == DAVID      # he arrives after DAVID


def test_rulings23_a_refused_village_is_struck_off_and_the_owner_chooses_again():
    g = game("play_cards", villages=ELSEWHERE, turn="GRADY", hands={GRADY: ["ARTHUR"]})
    do(g, GRADY, "play_card card=ARTHUR")
    do(g, GRADY, "place_lord lord=ARTHUR village=TOURNUS")
    events = do(g, DAVID, "consent allow=no")
    assert first(events, "placement_refused").get("host") == DAVID
    again = decision(g, "place_lord")
    assert "TOURNUS" not in {a.get("village") for a in again.choices}
    assert dict(again.info)["refused"] == ("TOURNUS",)
    assert g.state.lords["ARTHUR"].village is None


def test_rulings23_refused_everywhere_the_lord_waits_and_is_placed_next_round():
    """Every village is held by DAVID or KIRSTEN and both refuse: ARTHUR waits off the map;
    at the start of the next round he is placed again (and may be let in then)."""
    names = sorted(game("play_cards").board.villages)
    held = {v: village("red" if i % 2 else "green", men=1) for i, v in enumerate(names)}
    held["TOURNUS"], held["BOURG"] = ELSEWHERE["TOURNUS"], ELSEWHERE["BOURG"]
    g = game("play_cards", villages=held, turn="GRADY", hands={GRADY: ["ARTHUR"]})
    do(g, GRADY, "play_card card=ARTHUR")
    events = []
    for name in names:
        g.apply(GRADY, act("place_lord", lord="ARTHUR", village=name))
        host = g.pending()[0].player
        events += do(g, host, "consent allow=no")
    assert kinds(events).count("placement_refused") == len(names)
    assert first(events, "lord_waiting").get("lord") == "ARTHUR"
    assert g.state.lords["ARTHUR"].village is None and g.state.lords["ARTHUR"].owner == GRADY

    later = game("end_round", villages=ELSEWHERE, lords={"ARTHUR": {"owner": "blue",
                                                                    "village": None}})
    assert asked(later) == [(GRADY, "place_lord")]
    assert dict(decision(later, "place_lord").info)["reason"] == "waiting"


def test_A1_a_window_after_a_card_played_in_a_2_4_turn_then_the_turn_goes_on():
    g = playing(hands={GRADY: ["harvest", "tax"], KIRSTEN: ["assassination"]})
    do(g, GRADY, "play_card card=harvest bishopric=1")
    assert asked(g) == [(KIRSTEN, "window")]
    ctx = g.state.top().data["ctx"]
    assert (ctx["moment"], ctx["player"], ctx["play"]) == ("after_play", GRADY, "harvest")
    do(g, KIRSTEN, "pass")
    assert asked(g) == [(GRADY, "play_cards")]               # still his turn


def test_2_4_1_with_another_of_his_lords_no_consent_even_in_anothers_village():
    """QUENTIN waits on a road of DAVID's TOURNUS: ARTHUR joins him there without asking
    (RULINGS 23's consent is only for the last tier)."""
    tournus = village("red", men=1, lords=["RAOUL"])
    tournus["units"]["blue"] = {"men": 1, "lords": ["QUENTIN"], "road": "AUTUN"}
    g = game("play_cards", villages={"TOURNUS": tournus, "BOURG": ELSEWHERE["BOURG"]},
             turn="GRADY", hands={GRADY: ["ARTHUR"]})
    events = do(g, GRADY, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "TOURNUS"
    assert (DAVID, "consent") not in asked(g)
