"""Opportunity cards and the Pope's powers (10.1-10.5, 1.4, 1.5, 1.7, RULINGS 11, 12, 14, 46-49,
A2, A7, A23-A30): Uprisings with their stop attempts and combined roll, Secret Passage escapes,
Assassination, Justice, Ambush, excommunication and annulment.
"""
import pytest

from engine.fief.deaths import kill_lord
from engine.errors import IllegalAction
from engine.fief.moments import TURN
from engine.fief.windows import context, options_for
from politics import (DAVID, GRADY, KIRSTEN, all_of, asked, choices, do, first, game, hand,
                      units, village)


def turn_of(seat_name, **kw):
    """A position at the Play Cards step, in the turn of the named family."""
    return game("play_cards", turn=seat_name, **kw)


# --- 10.1 Uprising -------------------------------------------------------------------------------

def mazilles(**kw):
    """10.1 example: a Stronghold and 2 Men at Arms (KIRSTEN's) in MAZILLES, under Famine."""
    villages = {"MAZILLES": village("green", men=2, fort="stronghold"),
                "BOURG": village("green", men=1, lords=["OTHON"]),
                "BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                "TOURNUS": village("red", men=1, lords=["RAOUL"])}
    villages.update(kw.pop("villages", {}))
    kw.setdefault("disasters", {"2": ["famine"]})
    return turn_of(kw.pop("turn", "DAVID"), villages=villages, **kw)


def test_10_1_example_two_uprisings_on_mazilles_destroy_the_stronghold():
    g = mazilles(hands={DAVID: ["uprising"], GRADY: ["uprising"]}, forced_battle=[1])
    events = do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert first(events, "uprising_played").get("village") == "MAZILLES"
    assert asked(g) == [(GRADY, "window")]                      # the sub-window (A2)
    assert choices(g, GRADY) == ["pass", "play_card card=uprising village=MAZILLES"]
    events = do(g, GRADY, "play_card card=uprising village=MAZILLES")
    result = first(events, "uprising_result")
    assert (result.get("dice"), result.get("faces"), result.get("hits")) == (1, (1,), 2)
    assert units(g, KIRSTEN, "MAZILLES") == (0, 0)
    assert g.state.villages["MAZILLES"].fort is None
    assert first(events, "uprising_destroyed").get("stronghold") is True
    assert g.state.fortune_discard[-2:] == ["uprising", "uprising"]


def test_10_1_example_one_uprising_against_a_stronghold_rolls_no_die_and_fails():
    g = mazilles(hands={DAVID: ["uprising"]})
    events = do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert first(events, "uprising_failed").get("penalty") == 1
    assert units(g, KIRSTEN, "MAZILLES") == (0, 2)
    assert g.state.villages["MAZILLES"].fort == "stronghold"


def test_A23_only_a_taxed_or_starving_village_and_never_by_ones_own_tax():
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="city"),
                "PAUILLAC": village("blue", men=1), "LORMONT": village("blue", men=1),
                "TOURNUS": village("red", men=1, lords=["RAOUL"])}
    g = turn_of("GRADY", villages=villages, hands={GRADY: ["uprising", "harvest"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]}},
                taxes=[{"player": "blue", "target": "County of BLAYE"}])
    assert not any("uprising" in c for c in choices(g, GRADY))      # his own Tallage
    g.state.players[GRADY].hand, g.state.players[DAVID].hand = ["harvest"], ["uprising"]
    assert [a.text() for a in options_for(g, DAVID, context(TURN))] == [
        f"play_card card=uprising village={v}" for v in ("BLAYE", "LORMONT", "PAUILLAC")]


def test_10_1_example_ones_own_tithe_bars_an_uprising_but_a_famine_there_allows_it():
    g = turn_of("GRADY", hands={GRADY: ["uprising", "harvest"]},
                villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                          "TOURNUS": village("red", men=1, lords=["RAOUL"])},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]}},
                taxes=[{"player": "blue", "target": 1}])
    assert not any("uprising" in c for c in choices(g, GRADY))
    g.state.disasters["1"].append("famine")
    assert "play_card card=uprising village=BLAYE" in choices(g, GRADY)


def test_A23_a_papal_tithe_taxes_only_governed_bishoprics():
    g = turn_of("DAVID", hands={DAVID: ["uprising"]},
                villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                          "TOURNUS": village("red", men=1, lords=["RAOUL"])},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 3", "Pope"]}},
                taxes=[{"player": "blue", "target": "all"}])
    villages = sorted(a.get("village") for a in options_for(g, DAVID, context(TURN)))
    assert villages == ["CADILLAC", "COUTRAS", "L'ÉPERVIER", "ST GÉRÔME", "VÉZELAY"]


def test_A26_rulings11_the_bishop_stops_it_on_3_to_6():
    g = mazilles(hands={DAVID: ["uprising"], GRADY: ["uprising"]}, forced_d6=[3],
                 lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]}})
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    do(g, GRADY, "pass")
    assert asked(g) == [(GRADY, "stop_uprising")]
    assert choices(g, GRADY) == ["stop_uprising lord=QUENTIN role=bishop",
                                 "decline_stop lord=QUENTIN"]
    events = do(g, GRADY, "stop_uprising lord=QUENTIN role=bishop")
    assert first(events, "uprising_stop_attempt").get("stopped") is True
    assert first(events, "uprising_failed").get("cards") == 0
    assert units(g, KIRSTEN, "MAZILLES") == (0, 2)


def test_rulings11_12_a_failed_bishop_is_stoned_then_a_cardinal_pays_3_and_never_dies():
    g = mazilles(hands={DAVID: ["uprising"]}, forced_d6=[2, 1], money={KIRSTEN: 5},
                 villages={"MAZILLES": village("green", men=2)},
                 lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]},
                        "OTHON": {"owner": "green", "titles": ["Bishop of 4", "Cardinal"]}})
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    events = do(g, GRADY, "stop_uprising lord=QUENTIN role=bishop")
    assert first(events, "lord_died").get("cause") == "stoned"
    assert asked(g) == [(KIRSTEN, "stop_uprising")]
    events = do(g, KIRSTEN, "stop_uprising lord=OTHON role=cardinal")
    attempt = first(events, "uprising_stop_attempt")
    assert (attempt.get("die"), attempt.get("stopped")) == (1, False)
    assert g.state.players[KIRSTEN].money == 2 and g.state.lords["OTHON"].owner == KIRSTEN
    assert first(events, "uprising_result").get("dice") == 1           # one roll after all


def test_A26_a_captive_bishop_cannot_try_and_a_poor_cardinal_cannot_pay():
    bourg = village("green", men=1, lords=["OTHON"])
    bourg["units"]["green"]["captives"] = ["QUENTIN"]
    g = mazilles(hands={DAVID: ["uprising"]}, money={KIRSTEN: 2},
                 villages={"BOURG": bourg, "MAZILLES": village("green", men=2),
                           "BLAYE": village("blue", men=1)},
                 lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]},
                        "OTHON": {"owner": "green", "titles": ["Bishop of 4", "Cardinal"]}})
    events = do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert not all_of(events, "uprising_stop_attempt")
    assert first(events, "uprising_result")


def test_A24_without_troops_one_die_suffices_lords_die_and_mills_burn_not_a_city():
    g = mazilles(hands={DAVID: ["uprising"]}, villages={
        "MAZILLES": {"fort": "city", "mills": 2},
        "AUTUN": {"mills": 1, "units": {"blue": {"lords": ["ALIÉNOR"]}}}})
    mills_stock = g.state.mills_stock
    events = do(g, DAVID, "play_card card=uprising village=AUTUN")
    assert first(events, "uprising_result").get("faces") == ()          # no roll needed
    assert g.state.lords["ALIÉNOR"].owner is None
    assert g.state.villages["AUTUN"].mills == 0 and g.state.mills_stock == mills_stock + 1
    do_more = mazilles(hands={DAVID: ["uprising"]}, villages={"MAZILLES": {"fort": "city",
                                                                            "mills": 2}})
    events = do(do_more, DAVID, "play_card card=uprising village=MAZILLES")
    assert first(events, "uprising_failed")                            # 1 card - 2: no die


def test_A25_several_families_in_the_order_the_card_player_chooses():
    mazilles_units = {"units": {"green": {"men": 2}, "blue": {"knights": 1, "men": 3}}}
    g = mazilles(hands={DAVID: ["uprising"]}, villages={"MAZILLES": mazilles_units},
                 forced_battle=[2])
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert asked(g) == [(DAVID, "uprising_order")]
    do(g, DAVID, "uprising_order player=0")                  # GRADY first: 3 hits for him
    assert asked(g) == [(GRADY, "losses")]                   # each owner allocates his own
    assert choices(g, GRADY) == ["losses knights=0 men=3", "losses knights=1 men=0"]
    do(g, GRADY, "losses knights=1 men=0")
    assert units(g, GRADY, "MAZILLES") == (0, 3) and units(g, KIRSTEN, "MAZILLES") == (0, 2)


def test_A25_hits_beyond_the_first_familys_troops_go_to_the_next():
    mazilles_units = {"units": {"green": {"men": 2}, "blue": {"knights": 1, "men": 3}}}
    g = mazilles(hands={DAVID: ["uprising"]}, villages={"MAZILLES": mazilles_units},
                 forced_battle=[3])
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    do(g, DAVID, "uprising_order player=2")                  # KIRSTEN first: 4 hits
    assert units(g, KIRSTEN, "MAZILLES") == (0, 0)
    assert units(g, GRADY, "MAZILLES") == (1, 1)             # the 2 hits left


def test_rulings46_captives_die_too_when_every_troop_dies():
    mazilles_units = village("green", men=1, lords=["BLANCHE"])
    mazilles_units["units"]["green"]["captives"] = ["QUENTIN"]
    g = mazilles(hands={DAVID: ["uprising"]}, forced_battle=[1],
                 villages={"MAZILLES": mazilles_units, "BLAYE": village("blue", men=1)},
                 lords={"QUENTIN": {"owner": "blue"}})
    events = do(g, DAVID, "play_card card=uprising village=MAZILLES")
    dead = [e.get("lord") for e in all_of(events, "lord_died")]
    assert dead == ["QUENTIN", "BLANCHE"]                              # the captive first


def test_A2_a_secret_passage_cancels_the_penalty_and_nothing_else_interrupts():
    g = mazilles(hands={DAVID: ["uprising"], GRADY: ["secret_passage"], KIRSTEN: ["darc"]},
                 forced_battle=[2])
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert asked(g) == [(GRADY, "window")]                             # not KIRSTEN's d'ARC
    events = do(g, GRADY, "play_card card=secret_passage use=tunnels")
    assert first(events, "uprising_result").get("hits") == 3
    assert units(g, KIRSTEN, "MAZILLES") == (0, 0)


def test_10_1_three_uprisings_roll_three_dice_for_6_to_12_hits():
    g = mazilles(players=3, hands={DAVID: ["uprising"], GRADY: ["uprising", "uprising"]},
                 villages={"MAZILLES": village("green", knights=4, men=2)},
                 forced_battle=[3, 3, 3])
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    do(g, GRADY, "play_card card=uprising village=MAZILLES")
    events = do(g, GRADY, "play_card card=uprising village=MAZILLES")
    result = first(events, "uprising_result")
    assert (result.get("dice"), result.get("hits")) == (3, 12)         # 3 x 3 + 3 bonus hits


# --- 10.2.3 Secret Passage escape ---------------------------------------------------------------

def test_10_2_3_rulings48_any_player_frees_a_captive_and_those_held_with_him():
    bourg = village("green", men=1, lords=["OTHON"])
    bourg["units"]["green"]["captives"] = ["QUENTIN", "RAOUL"]
    g = turn_of("KIRSTEN", hands={KIRSTEN: ["secret_passage"]}, villages={
        "BOURG": bourg, "BLAYE": village("blue", men=1, fort="stronghold"),
        "TOURNUS": village("red", men=1)},
        lords={"QUENTIN": {"owner": "blue"}, "RAOUL": {"owner": "red"}})
    options = [c for c in choices(g, KIRSTEN) if "escape" in c]
    assert "play_card card=secret_passage lord=QUENTIN others=RAOUL use=escape" in options
    do(g, KIRSTEN, "play_card card=secret_passage use=escape lord=QUENTIN others=RAOUL")
    lords = g.state.lords
    assert (lords["QUENTIN"].captor, lords["QUENTIN"].village) == (None, "BLAYE")
    assert (lords["RAOUL"].captor, lords["RAOUL"].village) == (None, "TOURNUS")


# --- 10.3 Assassination, 10.4 Justice ------------------------------------------------------------

def court(**kw):
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN", "HUGUES"]),
                "TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"]),
                "BOURG": village("green", men=1, lords=["OTHON"])}
    villages.update(kw.pop("villages", {}))
    return turn_of(kw.pop("turn", "GRADY"), villages=villages, **kw)


def test_10_3_rulings47_the_assassination_is_automatic_and_marks_its_sponsor():
    g = court(hands={GRADY: ["assassination"]},
              lords={"RAOUL": {"owner": "red", "titles": ["King"]}})
    options = [c for c in choices(g, GRADY) if "assassination" in c]
    assert len(options) == 2 * 3 and not any("target=HUGUES" in c for c in options)
    events = do(g, GRADY, "play_card card=assassination sponsor=HUGUES target=RAOUL")
    assert first(events, "lord_died").get("cause") == "assassination"
    assert g.state.lords["HUGUES"].assassin and g.state.titles.king is None


def test_A29_a_family_without_lords_cannot_assassinate():
    g = court(hands={KIRSTEN: ["assassination"]}, turn="KIRSTEN",
              villages={"BOURG": village("green", men=1)})
    assert (KIRSTEN, "play_cards") not in asked(g)


def test_rulings47_option_the_english_roll_and_the_secret_passage_defence():
    g = court(hands={GRADY: ["assassination"], DAVID: ["secret_passage"]},
              optional=["assassination_roll"])
    do(g, GRADY, "play_card card=assassination sponsor=HUGUES target=RAOUL")
    assert asked(g) == [(DAVID, "assassination_defence")]
    events = do(g, DAVID, "play_card card=secret_passage use=defence")
    assert first(events, "assassination_foiled").get("lord") == "RAOUL"
    assert g.state.lords["RAOUL"].owner == DAVID and g.state.lords["HUGUES"].assassin
    g = court(hands={GRADY: ["assassination"]}, optional=["assassination_roll"], forced_d6=[4])
    events = do(g, GRADY, "play_card card=assassination sponsor=HUGUES target=RAOUL")
    assert (first(events, "assassination_roll").get("died"), g.state.lords["RAOUL"].owner) \
        == (False, DAVID)


def test_10_4_justice_beheads_an_assassin_but_not_the_crowned_nor_the_pope():
    g = court(hands={KIRSTEN: ["justice"]}, turn="KIRSTEN",
              lords={"QUENTIN": {"owner": "blue", "assassin": True},
                     "RAOUL": {"owner": "red", "assassin": True, "titles": ["King"]},
                     "ISABEAU": {"owner": "red", "assassin": True, "spouse": "RAOUL",
                                 "titles": ["Queen"]},
                     "HUGUES": {"owner": "blue", "assassin": True, "titles": ["Bishop of 1",
                                                                               "Pope"]}})
    assert [c for c in choices(g, KIRSTEN) if "justice" in c] == [
        "play_card card=justice lord=QUENTIN"]
    events = do(g, KIRSTEN, "play_card card=justice lord=QUENTIN")
    assert first(events, "lord_died").get("cause") == "justice"


def test_A30_ambush_is_played_only_in_a_battle():
    g = court(hands={GRADY: ["ambush", "assassination"]})
    assert not any("ambush" in c for c in choices(g, GRADY))


# --- the Pope (1.7, A7) ---------------------------------------------------------------------------

def papacy(**kw):
    lords = {"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1", "Pope"]},
             "RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]},
             "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Cardinal biretta"]}}
    lords.update(kw.pop("lords", {}))
    return court(lords=lords, **kw)


def test_1_7_excommunication_strips_church_titles_once_a_round():
    g = papacy()
    assert asked(g) == [(GRADY, "play_cards")]
    events = do(g, GRADY, "excommunicate lord=RAOUL")
    assert first(events, "excommunicated").get("lord") == "RAOUL"
    t = g.state.titles
    assert (t.excommunicated, t.bishops["2"], t.cardinals[0]) == ("RAOUL", None, None)
    assert g.state.lords_discard[-1] == "cardinal"
    assert not any(c.startswith("excommunicate") for c in choices(g, GRADY))   # one at a time
    do(g, GRADY, "lift_excommunication lord=RAOUL")
    assert t.excommunicated is None and t.bishops["2"] is None          # nothing restored
    assert not any(c.startswith("excommunicate") for c in choices(g, GRADY))   # once a round


def test_A7_the_purchasable_biretta_returns_without_a_card():
    g = papacy()
    discard = list(g.state.lords_discard)
    do(g, GRADY, "excommunicate lord=OTHON")
    assert g.state.titles.cardinals[3] is None and g.state.lords_discard == discard


def test_1_7_the_popes_death_ends_the_excommunication():
    g = papacy()
    do(g, GRADY, "excommunicate lord=RAOUL")
    kill_lord(g, "QUENTIN", "plague")
    assert g.state.titles.excommunicated is None


def test_A14_an_excommunicated_king_stays_king():
    g = papacy(lords={"ISABEAU": {"owner": "red"}, "RAOUL": {"owner": "red", "titles": ["King"]}})
    do(g, GRADY, "excommunicate lord=RAOUL")
    assert g.state.titles.king == "RAOUL"


def test_1_7_annulment_at_a_spouses_request_with_the_popes_consent():
    g = papacy(turn="DAVID", lords={"HUGUES": {"owner": "blue", "spouse": "ISABEAU"},
                                   "ISABEAU": {"owner": "red"}})
    do(g, DAVID, "request_annulment lord=ISABEAU")
    assert asked(g) == [(GRADY, "consent")]
    events = do(g, GRADY, "consent allow=yes")
    assert first(events, "marriage_ended").get("cause") == "annulment"
    assert g.state.lords["HUGUES"].spouse is None


def test_rulings14_never_the_royal_couple_once_a_crown_prince_was_placed():
    lords = {"HUGUES": {"owner": "blue", "spouse": "ISABEAU", "titles": ["King"]},
             "ISABEAU": {"owner": "red", "titles": ["Queen"]}}
    g = papacy(turn="DAVID", lords=lords, titles={"crown_prince_born": True})
    assert not any("annulment" in c for c in choices(g, DAVID))
    g = papacy(turn="DAVID", lords=lords)
    do(g, DAVID, "request_annulment lord=ISABEAU")
    do(g, GRADY, "consent allow=yes")
    assert (g.state.titles.king, g.state.titles.queen) == ("HUGUES", None)


def test_1_7_the_pope_may_refuse_an_annulment():
    g = papacy(turn="DAVID", lords={"HUGUES": {"owner": "blue", "spouse": "ISABEAU"},
                                   "ISABEAU": {"owner": "red"}})
    do(g, DAVID, "request_annulment lord=ISABEAU")
    do(g, GRADY, "consent allow=no")
    assert g.state.lords["ISABEAU"].spouse == "HUGUES"


def test_1_7_only_the_popes_family_excommunicates():
    g = papacy(turn="DAVID", hands={DAVID: ["justice"]},
               lords={"HUGUES": {"owner": "blue", "assassin": True}})
    with pytest.raises(IllegalAction):
        do(g, DAVID, "excommunicate lord=OTHON")
    assert hand(g, DAVID) == ["justice"]
