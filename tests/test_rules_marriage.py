"""Phase 1, marriages (1.1, 1.1.1, 1.8.1, RULINGS 6, 7, A5, A16).

Each test loads a position at the Marriage step: in turn order a family may propose one marriage
and the other family answers.
"""
from engine.fief.deaths import kill_lord
from engine.fief.victory import ally_of
from politics import (DAVID, GRADY, GUNTER, KIRSTEN, asked, choices, do, first, game,
                      pass_windows, village)


def families(players=4, **kw):
    """GRADY: QUENTIN and ALIÉNOR; DAVID: JEANNE and RAOUL; KIRSTEN: MATHILDE and OTHON;
    GUNTER (4 players): BLANCHE."""
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN", "ALIÉNOR"]),
                "TOURNUS": village("red", men=1, lords=["JEANNE", "RAOUL"]),
                "BOURG": village("green", men=1, lords=["MATHILDE", "OTHON"])}
    if players == 4:
        villages["SIGY"] = village("yellow", men=1, lords=["BLANCHE"])
    villages.update(kw.pop("villages", {}))
    return game("marriage", players=players, villages=villages, **kw)


def test_1_1_example_quentin_and_jeanne_ally_their_families():
    g = families()
    assert asked(g) == [(GRADY, "marriage")]
    events = do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    assert first(events, "marriage_proposed").get("to") == DAVID
    assert asked(g) == [(DAVID, "answer_marriage")]
    events = do(g, DAVID, "answer_marriage accept=yes")
    assert first(events, "married").get("players") == (GRADY, DAVID)
    lords = g.state.lords
    assert (lords["QUENTIN"].spouse, lords["JEANNE"].spouse) == ("JEANNE", "QUENTIN")
    assert ally_of(g, GRADY) == DAVID and ally_of(g, DAVID) == GRADY


def test_1_1_a_refused_proposal_ends_the_turn():
    g = families()
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    events = do(g, DAVID, "answer_marriage accept=no")
    assert first(events, "marriage_refused")
    assert g.state.lords["QUENTIN"].spouse is None
    assert asked(g) == [(DAVID, "marriage")]               # one proposal per turn (A5)


def test_1_1_one_marriage_per_family_at_a_time():
    g = families()
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=MATHILDE")
    do(g, KIRSTEN, "answer_marriage accept=yes")
    offers = choices(g, DAVID)
    assert offers == ["pass_marriage", "propose_marriage lady=BLANCHE lord=RAOUL"]
    do(g, DAVID, "pass_marriage")
    assert asked(g) == [(GUNTER, "marriage")]             # KIRSTEN, married, is skipped


def test_A5_churchmen_captives_and_darc_cannot_marry():
    from engine.fief.phases.marriage import proposals

    tournus = village("red", men=1, lords=["JEANNE", "ARTHUR"])
    tournus["units"]["green"] = {"men": 1, "captives": ["RAOUL"]}
    g = families(villages={"TOURNUS": tournus},
                 lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]},
                        "RAOUL": {"owner": "red"},
                        "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Cardinal"]},
                        "BLANCHE": {"owner": "yellow", "titles": ["d'ARC"]}})
    assert [a.text() for a in proposals(g, DAVID)] == [
        "propose_marriage lady=ALIÉNOR lord=ARTHUR", "propose_marriage lady=MATHILDE lord=ARTHUR"]
    assert asked(g) == [(GRADY, "marriage")]
    assert choices(g, GRADY) == ["pass_marriage", "propose_marriage lady=ALIÉNOR lord=ARTHUR"]


def test_A5_a_family_does_not_marry_within_itself():
    g = families(players=3, villages={"BLAYE": village("blue", men=1,
                                                        lords=["QUENTIN", "ALIÉNOR"])})
    assert "propose_marriage lord=QUENTIN lady=ALIÉNOR" not in choices(g, GRADY)


def test_1_8_1_the_kings_bride_becomes_queen():
    g = families(lords={"QUENTIN": {"owner": "blue", "titles": ["King"]}})
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    events = do(g, DAVID, "answer_marriage accept=yes")
    assert first(events, "queen_crowned").get("lord") == "JEANNE"
    assert (g.state.titles.queen, g.state.titles.regent) == ("JEANNE", False)


def test_1_1_a_queen_regents_husband_does_not_become_king():
    g = families(lords={"JEANNE": {"owner": "red", "titles": ["Queen Regent"]}})
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, "JEANNE", True)


def test_1_1_1_rulings6_any_death_of_a_spouse_ends_the_alliance():
    g = families()
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    kill_lord(g, "JEANNE", "plague")
    assert g.state.lords["QUENTIN"].spouse is None
    assert ally_of(g, GRADY) is None
    assert first(g.events, "marriage_ended").get("cause") == "death"


def test_rulings7_three_players_marry_with_every_effect_but_the_alliance():
    g = families(players=3, villages={"TOURNUS": village("red", men=1, lords=["JEANNE"]),
                                      "SIGY": village("red", fort="city")},
                 lords={"JEANNE": {"owner": "red", "titles": ["County of SIGY"]}})
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    assert ally_of(g, GRADY) is None                      # solo victory only (7.2)
    kill_lord(g, "JEANNE", "assassination")               # DAVID's last lord (4.3.1)
    assert g.state.titles.fiefs["County of SIGY"] == "QUENTIN"


def test_A1_a_window_after_each_players_marriage_turn():
    g = families(hands={KIRSTEN: ["darc"]})
    do(g, GRADY, "pass_marriage")
    assert asked(g) == [(KIRSTEN, "window")]
    window = g.state.top().data["ctx"]
    assert (window["moment"], window["step"], window["player"]) == ("after_turn", "marriage",
                                                                    GRADY)
    pass_windows(g)
    assert asked(g) == [(DAVID, "marriage")]
