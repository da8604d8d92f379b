"""Phase 1, elections (1.3-1.8, RULINGS 3, 5, 8-10, 13-17, A10-A16).

Each test loads a position at the Elections step; the ceremony is played through its decisions:
candidacies in turn order, the window after them, secret markers, and one public result event.
"""
import pytest

from engine.errors import IllegalAction
from engine.fief.views import view_for
from politics import (DAVID, GRADY, KIRSTEN, asked, choices, do, first, game, pass_windows,
                      village)


def bishopric5(**lords):
    """The villages of the example of 1.4.1: DAVID holds ST PAUL and SIGY (the principal
    village), GRADY ST CIERS D'ABZAC and BEAUJEU, KIRSTEN the Bishop of BOURG."""
    return {
        "ST PAUL": village("red", men=1), "SIGY": village("red", men=1, lords=["THIERRY"]),
        "ST CIERS D'ABZAC": village("blue", men=1),
        "BEAUJEU": village("blue", men=1, lords=["FRANÇOIS"]),
        "BOURG": village("green", men=1, lords=["CHARLES"]),
    }


def example_game(**kw):
    lords = {"CHARLES": {"owner": "green", "titles": ["Bishop of 4"], "bishop_since": 1}}
    lords.update(kw.pop("lords", {}))
    villages = bishopric5()
    villages.update(kw.pop("villages", {}))
    return game("elections", villages=villages, lords=lords, **kw)


def result(events):
    return first(events, "election_result")


def test_1_4_1_example_francois_is_elected_bishop_of_sigy():
    g = example_game()
    assert asked(g) == [(GRADY, "candidate")]
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    assert asked(g) == [(GRADY, "vote")]                 # KIRSTEN has no eligible lord
    do(g, GRADY, "vote for=FRANÇOIS decoy=-")
    do(g, DAVID, "vote for=THIERRY decoy=-")
    events = do(g, KIRSTEN, "vote for=FRANÇOIS decoy=-")
    r = result(events)
    assert r.get("tally") == (("FRANÇOIS", 4), ("THIERRY", 3))
    assert r.get("markers") == ((GRADY, "for", "FRANÇOIS", 2), (DAVID, "for", "THIERRY", 3),
                                (KIRSTEN, "for", "FRANÇOIS", 2))
    assert (r.get("winner"), r.get("reason"), r.get("see")) == ("FRANÇOIS", "elected", "5")
    assert g.state.titles.bishops["5"] == "FRANÇOIS"
    assert g.state.titles.bishop_since["FRANÇOIS"] == g.state.round


def test_issue17_the_count_is_in_the_events_and_the_log_marker_by_marker():
    """1.3 / A11: the markers are turned over together; the log shows each one (whose, its
    face, on whom, its votes) and the result line the votes of every candidate."""
    from engine.fief.messages import event_text
    g = example_game()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=FRANÇOIS decoy=THIERRY")
    do(g, DAVID, "vote for=THIERRY decoy=-")
    events = do(g, KIRSTEN, "vote for=FRANÇOIS decoy=-")
    names = [p.name for p in g.state.players]
    ballots = [event_text(e, names) for e in events if e.kind == "ballot_revealed"]
    assert ballots == ["GRADY turns over a for marker on FRANÇOIS: 2 votes",
                       "GRADY turns over a decoy marker on THIERRY: 0 votes",
                       "DAVID turns over a for marker on THIERRY: 3 votes",
                       "KIRSTEN turns over a for marker on FRANÇOIS: 2 votes"]
    assert all(e.audience is None for e in events if e.kind == "ballot_revealed")   # public
    assert event_text(result(events), names) == \
        "Election of bishop:5: FRANÇOIS (elected); votes: FRANÇOIS 4, THIERRY 3"


def test_1_4_example_grady_with_four_villages_including_the_principal_has_5_votes():
    from engine.fief.electorate import weight

    villages = {v: village("blue", men=1) for v in ("SIGY", "ST PAUL", "BEAUJEU")}
    villages["ST CIERS D'ABZAC"] = village("blue", men=1, lords=["FRANÇOIS"])
    g = game("elections", villages=villages)
    assert weight(g, "bishop:5", GRADY) == 5


def test_A10_a_family_without_lords_votes_through_its_villages():
    villages = bishopric5()
    villages["SIGY"] = village("red", men=1)
    g = game("elections", villages=villages,
             lords={"CHARLES": {"owner": "green", "titles": ["Bishop of 4"], "bishop_since": 1}})
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, GRADY, "vote for=FRANÇOIS decoy=-")
    assert asked(g) == [(DAVID, "vote")]
    assert g.pending()[0].get("votes") == 3


def test_1_4_no_election_while_a_village_of_the_bishopric_is_uncontrolled():
    villages = bishopric5()
    del villages["ST PAUL"]
    g = game("elections", villages=villages)
    assert g.state.top().kind != "election"
    assert g.state.titles.bishops["5"] is None


def test_rulings9_an_empty_village_of_a_governed_fief_counts_for_its_title_holder():
    villages = bishopric5()
    del villages["ST CIERS D'ABZAC"]
    villages["ST PAUL"] = village("blue", men=1)
    villages["SIGY"] = village("blue", men=1, fort="city")
    g = game("elections", villages=villages,
             lords={"FRANÇOIS": {"owner": "blue", "titles": ["County of SIGY"]}})
    assert g.state.top().kind == "election"
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, KIRSTEN, "no_candidate")
    vote = next(d for d in g.pending())
    assert vote.get("votes") == 5                       # SIGY 2, ST PAUL, ST CIERS, BEAUJEU


def test_1_4_1_a_tie_elects_nobody():
    g = example_game(lords={"CHARLES": {"owner": "green", "titles": ["Bishop of 4"],
                                        "bishop_since": 2}})    # elected this round: no vote
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=FRANÇOIS decoy=-")
    events = do(g, DAVID, "vote for=- decoy=THIERRY")   # KIRSTEN has no vote: skipped (A10)
    assert result(events).get("reason") == "elected"
    g = example_game(villages={"ST PAUL": village("blue", men=1)})  # GRADY 3, DAVID 2
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=THIERRY decoy=-")
    do(g, DAVID, "vote for=FRANÇOIS decoy=-")
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert (result(events).get("winner"), result(events).get("reason")) == ("THIERRY", "elected")


def test_1_4_1_equal_votes_leave_the_see_vacant():
    g = example_game(villages={"ST PAUL": village("blue", men=1)})  # GRADY 3, DAVID 2, KIRSTEN 2
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=- decoy=FRANÇOIS")
    do(g, DAVID, "vote for=THIERRY decoy=-")
    events = do(g, KIRSTEN, "vote for=FRANÇOIS decoy=-")
    assert (result(events).get("winner"), result(events).get("reason")) == (None, "tie")
    assert g.state.titles.bishops["5"] is None


def test_1_3_decoys_and_abstentions_count_for_nothing():
    g = example_game()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "no_candidate")
    do(g, GRADY, "vote for=- decoy=FRANÇOIS")
    do(g, DAVID, "vote for=- decoy=-")
    events = do(g, KIRSTEN, "vote for=- decoy=FRANÇOIS")
    assert (result(events).get("winner"), result(events).get("reason")) == (None, "no_votes")


def test_A11_others_see_where_markers_lie_never_which_is_which():
    g = example_game()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    events = do(g, GRADY, "vote for=THIERRY decoy=FRANÇOIS")
    placed = first(events, "vote_placed")
    assert placed.audience is None and placed.get("on") == ("FRANÇOIS", "THIERRY")
    assert placed.get("for") is None
    assert first(events, "vote_cast").audience == (GRADY,)
    frame = lambda seat: next(f for f in view_for(g, seat)["frames"] if f["kind"] == "election")
    assert frame(DAVID)["markers"] == [{"player": GRADY, "on": ["FRANÇOIS", "THIERRY"]}]
    assert frame(GRADY)["markers"][0]["for"] == "THIERRY"
    assert view_for(g, DAVID)["pending"][0]["kind"] == "vote"
    assert view_for(g, KIRSTEN)["pending"] == []


def test_1_4_eligibility_of_bishop_candidates():
    from engine.fief.electorate import eligible

    g = example_game(lords={
        "THIERRY": {"owner": "red", "spouse": "MATHILDE"},
        "MATHILDE": {"owner": "blue", "village": "BEAUJEU"},
        "ARTHUR": {"owner": "red", "village": "SIGY", "titles": ["King"]},
        "HUGUES": {"owner": "red", "village": "SIGY", "titles": ["excommunicated"]},
        "RAOUL": {"owner": "red", "village": "SIGY", "captor": "blue"},
        "OTHON": {"owner": "red", "village": "SIGY"},
        "JEANNE": {"owner": "red", "village": "SIGY"}})
    lords = g.state.lords
    verdict = {n: eligible(g, "bishop:5", lords[n]) for n in
               ("THIERRY", "ARTHUR", "HUGUES", "RAOUL", "OTHON", "JEANNE", "CHARLES")}
    assert verdict == {"THIERRY": False, "ARTHUR": False, "HUGUES": False, "RAOUL": False,
                       "OTHON": True, "JEANNE": False, "CHARLES": False}


def test_1_4_votes_cardinal_3_bishop_2_only_the_highest_title_captives_none():
    from engine.fief.electorate import weight

    g = example_game(lords={
        "CHARLES": {"owner": "green", "titles": ["Bishop of 4", "Cardinal"], "bishop_since": 1},
        "HUGUES": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 1"],
                   "bishop_since": 1},
        "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 2"],
                  "bishop_since": 1, "captor": "red"},
        "RAOUL": {"owner": "red", "village": "SIGY", "titles": ["Bishop of 3", "Cardinal"],
                  "bishop_since": 2}})          # elected this round, made Cardinal since
    assert weight(g, "bishop:5", KIRSTEN) == 3 + 2
    assert weight(g, "bishop:5", DAVID) == 3            # villages only (RULINGS 10)
    assert weight(g, "bishop:5", GRADY) == 2


def test_A13_a_new_bishop_drops_out_of_the_next_bishop_elections():
    villages = bishopric5()
    villages["TOURNUS"] = village("blue", men=1)
    for v in ("CLUNY", "AUTUN", "MAZILLES", "MÂCON"):
        villages[v] = village("blue", men=1)
    g = example_game(villages=villages)
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")          # Bishopric 2 comes first
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=FRANÇOIS decoy=-")            # DAVID has no vote there
    do(g, KIRSTEN, "vote for=- decoy=-")
    assert g.state.titles.bishops["2"] == "FRANÇOIS"
    assert "declare_candidate lord=FRANÇOIS" not in choices(g, GRADY)
    assert asked(g) == [(DAVID, "candidate")]                # GRADY has nobody left to present


def test_1_8_2_a_crown_prince_elected_bishop_is_crown_prince_no_more():
    g = example_game(lords={
        "ARTHUR": {"owner": "blue", "village": "BEAUJEU", "titles": ["King"],
                   "spouse": "ISABEAU"},
        "ISABEAU": {"owner": "red", "village": "SIGY", "titles": ["Queen"]},
        "THIERRY": {"owner": "red", "titles": ["Crown Prince"]}})
    do(g, GRADY, "no_candidate")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "vote for=THIERRY decoy=-")
    do(g, DAVID, "vote for=THIERRY decoy=-")
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert g.state.titles.bishops["5"] == "THIERRY"
    assert g.state.titles.crown_prince is None and g.state.titles.crown_prince_born
    assert first(events, "title_lost").get("title") == "crown_prince"


# --- the Pope (1.7) ----------------------------------------------------------------------------

def cardinals(**kw):
    """Three families with a Cardinal each (Bishops of 1, 2, 3) and KIRSTEN's Bishop of 4."""
    lords = {
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
        "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 3", "Cardinal"]},
        "CHARLES": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 4"]},
    }
    lords.update(kw.pop("lords", {}))
    villages = {"BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
                "BOURG": village("green", men=1)}
    return game("elections", villages=villages, lords=lords, **kw)


def test_1_7_pope_elected_by_more_than_half_of_the_cardinals_votes():
    g = cardinals()
    assert g.state.top().data["item"] == "pope"
    do(g, GRADY, "declare_candidate lord=HUGUES")
    do(g, DAVID, "no_candidate")
    do(g, KIRSTEN, "declare_candidate lord=CHARLES")          # a Bishop may stand (1.7)
    do(g, GRADY, "vote for=HUGUES decoy=-")
    do(g, DAVID, "vote for=HUGUES decoy=CHARLES")
    events = do(g, KIRSTEN, "vote for=CHARLES decoy=-")
    r = result(events)
    assert r.get("tally") == (("HUGUES", 2), ("CHARLES", 1))
    assert (r.get("winner"), g.state.titles.pope) == ("HUGUES", "HUGUES")


def test_1_7_1_example_cardinal_francois_bishop_of_sigy_is_elected_pope():
    g = cardinals(lords={"FRANÇOIS": {"owner": "green", "village": "BOURG",
                                      "titles": ["Bishop of 5", "Cardinal biretta"]}})
    do(g, GRADY, "no_candidate")
    do(g, DAVID, "no_candidate")
    do(g, KIRSTEN, "declare_candidate lord=FRANÇOIS")
    for seat in (GRADY, DAVID, KIRSTEN):
        do(g, seat, "vote for=FRANÇOIS decoy=-")
    t = g.state.titles
    assert t.pope == "FRANÇOIS" and t.bishops["5"] == "FRANÇOIS" and "FRANÇOIS" in t.cardinals


def test_rulings13_majority_of_the_votes_cast_not_of_all_votes():
    g = cardinals()
    do(g, GRADY, "declare_candidate lord=HUGUES")
    do(g, DAVID, "no_candidate")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=HUGUES decoy=-")
    do(g, DAVID, "vote for=- decoy=HUGUES")
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert result(events).get("winner") == "HUGUES"             # 1 of 1 vote cast


def test_1_7_1_no_absolute_majority_no_pope():
    g = cardinals()
    do(g, GRADY, "declare_candidate lord=HUGUES")
    do(g, DAVID, "declare_candidate lord=RAOUL")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=HUGUES decoy=-")
    do(g, DAVID, "vote for=RAOUL decoy=-")
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert (result(events).get("winner"), result(events).get("reason")) == (None, "no_majority")


def test_1_7_no_election_without_two_free_cardinals():
    g = cardinals(lords={"RAOUL": {"owner": "red", "village": "BLAYE",
                                   "titles": ["Bishop of 2", "Cardinal"], "captor": "blue"},
                         "OTHON": {"owner": "green", "village": "BOURG",
                                   "titles": ["Bishop of 3"]}})
    assert g.state.top().kind != "election"


def test_rulings3_only_cardinals_vote_for_the_pope():
    from engine.fief.electorate import weight

    g = cardinals(lords={"ARTHUR": {"owner": "green", "village": "BOURG",
                                    "titles": ["Barony of LA RÉOLE"]}})
    assert [weight(g, "pope", p) for p in (GRADY, DAVID, KIRSTEN)] == [1, 1, 1]


# --- the King (1.8) ----------------------------------------------------------------------------

def kingdom(**kw):
    """GRADY's Baron ARTHUR stands; Cardinal HUGUES (GRADY), Bishops RAOUL and OTHON (DAVID),
    and DAVID's Count GAUVAIN vote."""
    lords = {
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
        "OTHON": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 3"]},
        "GAUVAIN": {"owner": "green", "village": "BOURG", "titles": ["County of SIGY"]},
    }
    lords.update(kw.pop("lords", {}))
    villages = {"BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
                "BOURG": village("green", men=1)}
    return game("elections", villages=villages, lords=lords, **kw)


def test_1_8_king_needs_three_votes_and_the_church():
    g = kingdom()
    assert g.state.top().data["item"] == "king"
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "declare_candidate lord=GAUVAIN")
    do(g, GRADY, "vote for=ARTHUR decoy=-")               # ARTHUR and Cardinal HUGUES: 2
    do(g, DAVID, "vote for=ARTHUR decoy=-")               # two Bishops: 4
    events = do(g, KIRSTEN, "vote for=GAUVAIN decoy=-")
    r = result(events)
    assert (r.get("winner"), r.get("tally")) == ("ARTHUR", (("ARTHUR", 4), ("GAUVAIN", 1)))
    assert sorted(r.get("backers")) == ["ARTHUR", "HUGUES", "OTHON", "RAOUL"]
    assert g.state.titles.king == "ARTHUR"


def test_1_8_fewer_than_three_votes_elect_no_king():
    g = kingdom()
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=ARTHUR decoy=-")
    do(g, DAVID, "vote for=- decoy=ARTHUR")
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert (result(events).get("winner"), result(events).get("reason")) == (None, "too_few_votes")


def test_1_8_votes_without_two_bishops_a_cardinal_or_the_pope_elect_no_king():
    g = kingdom(lords={"HUGUES": {"owner": "blue", "village": "BLAYE",
                                  "titles": ["County of BLAYE"]},
                       "OTHON": {"owner": "green", "village": "BOURG",
                                 "titles": ["Bishop of 3"]}})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=ARTHUR decoy=-")               # ARTHUR, HUGUES
    do(g, DAVID, "vote for=ARTHUR decoy=-")               # one Bishop: RAOUL
    events = do(g, KIRSTEN, "vote for=- decoy=-")
    assert result(events).get("tally") == (("ARTHUR", 3),)
    assert result(events).get("reason") == "no_churchmen"


def test_rulings5_darc_alone_gives_no_vote_and_A14_the_excommunicated_none():
    from engine.fief.electorate import weight

    g = kingdom(lords={"JEANNE": {"owner": "green", "village": "BOURG", "titles": ["d'ARC"]},
                       "GAUVAIN": {"owner": "green", "village": "BOURG",
                                   "titles": ["County of SIGY", "excommunicated"]}})
    assert weight(g, "king", KIRSTEN) == 0
    assert asked(g)[0] == (GRADY, "candidate")


def test_1_8_1_the_new_kings_wife_becomes_queen():
    g = kingdom(lords={"ARTHUR": {"owner": "blue", "village": "BLAYE",
                                  "titles": ["Barony of LA RÉOLE"], "spouse": "BLANCHE"},
                       "BLANCHE": {"owner": "red", "village": "TOURNUS"}})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=ARTHUR decoy=-")
    do(g, DAVID, "vote for=ARTHUR decoy=-")
    do(g, KIRSTEN, "vote for=- decoy=-")
    assert (g.state.titles.king, g.state.titles.queen) == ("ARTHUR", "BLANCHE")


def test_rulings15_a_new_king_ends_the_queen_regent():
    g = kingdom(lords={"BLANCHE": {"owner": "green", "village": "BOURG",
                                   "titles": ["Queen Regent", "Barony of ST GÉRÔME"]}})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "vote for=ARTHUR decoy=-")
    do(g, DAVID, "vote for=ARTHUR decoy=-")
    do(g, KIRSTEN, "vote for=- decoy=-")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == ("ARTHUR", None, False)
    assert t.fiefs["Barony of ST GÉRÔME"] == "BLANCHE"              # her other titles stay


def test_1_8_candidates_are_titled_laymen():
    from engine.fief.electorate import eligible

    g = kingdom(lords={"QUENTIN": {"owner": "blue", "village": "BLAYE"}})
    lords = g.state.lords
    assert [eligible(g, "king", lords[n]) for n in ("ARTHUR", "HUGUES", "QUENTIN", "GAUVAIN")] \
        == [True, False, False, True]


# --- windows and order ---------------------------------------------------------------------

def test_rulings8_a_window_after_candidacies_and_a_dead_candidate_drops_out():
    g = kingdom(hands={DAVID: ["assassination"]})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "declare_candidate lord=GAUVAIN")
    assert asked(g) == [(DAVID, "window")]
    assert g.pending()[0].get("moment") == "after_candidacies"
    events = do(g, DAVID, "play_card card=assassination sponsor=RAOUL target=ARTHUR")
    assert first(events, "lord_died").get("lord") == "ARTHUR"
    pass_windows(g)
    assert asked(g) == [(GRADY, "vote")]
    assert g.state.top().data["candidates"] == [[KIRSTEN, "GAUVAIN"]]


def test_A13_a_cardinal_card_on_a_new_bishop_in_time_for_the_pope():
    villages = bishopric5()
    g = example_game(villages=villages, lords={
        "HUGUES": {"owner": "blue", "village": "BEAUJEU", "titles": ["Bishop of 1",
                                                                      "Cardinal"]}},
        hands={GRADY: ["cardinal"]})
    pass_windows(g)
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "no_candidate")
    pass_windows(g)
    do(g, GRADY, "vote for=FRANÇOIS decoy=-")
    do(g, DAVID, "vote for=- decoy=-")
    do(g, KIRSTEN, "vote for=- decoy=-")
    assert asked(g) == [(GRADY, "window")]
    assert g.pending()[0].get("moment") == "after_election"
    do(g, GRADY, "play_card card=cardinal lord=FRANÇOIS")
    pass_windows(g)
    assert g.state.top().data["item"] == "pope"               # two free Cardinals now
    assert "declare_candidate lord=FRANÇOIS" in choices(g, GRADY)


def test_1_3_only_the_player_asked_may_vote():
    g = example_game()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "no_candidate")
    with pytest.raises(Exception):
        do(g, DAVID, "vote for=FRANÇOIS decoy=-")
    with pytest.raises(IllegalAction):
        do(g, GRADY, "vote for=THIERRY decoy=-")


# --- succession (1.8.1, 1.8.2, RULINGS 16, A16) and churchmen's deaths (1.6) -----------------

def royal_family(**lords):
    """GRADY's King ARTHUR, Count of SIGY, married to DAVID's Queen ISABEAU; their son THIERRY
    of DAVID's family is Crown Prince."""
    base = {"ARTHUR": {"owner": "blue", "village": "BLAYE",
                       "titles": ["King", "County of SIGY"], "spouse": "ISABEAU"},
            "ISABEAU": {"owner": "red", "village": "TOURNUS", "titles": ["Queen"]},
            "THIERRY": {"owner": "red", "village": "TOURNUS", "titles": ["Crown Prince"]}}
    base.update(lords)
    return game("marriage", villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                                      "TOURNUS": village("red", men=1)}, lords=base)


def test_rulings16_the_crown_prince_becomes_king_without_the_dead_kings_fiefs():
    from engine.fief.deaths import kill_lord

    g = royal_family()
    kill_lord(g, "ARTHUR", "battle")
    t = g.state.titles
    assert (t.king, t.queen, t.crown_prince, t.regent) == ("THIERRY", None, None, False)
    assert t.fiefs["County of SIGY"] == "QUENTIN"                  # 4.3.1, his own family


def test_A16_a_captive_crown_prince_still_becomes_king():
    from engine.fief.deaths import kill_lord

    g = royal_family()
    g.state.lords["THIERRY"].captor = GRADY
    kill_lord(g, "ARTHUR", "plague")
    assert g.state.titles.king == "THIERRY"


def test_1_8_1_without_a_crown_prince_the_queen_becomes_queen_regent():
    from engine.fief.deaths import kill_lord

    g = royal_family(THIERRY={"owner": "red", "village": "TOURNUS"})
    kill_lord(g, "ARTHUR", "assassination")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, "ISABEAU", True)


def test_1_8_2_the_crown_prince_outlives_the_queen():
    from engine.fief.deaths import kill_lord

    g = royal_family()
    kill_lord(g, "ISABEAU", "plague")
    t = g.state.titles
    assert (t.king, t.queen, t.crown_prince) == ("ARTHUR", None, "THIERRY")


def test_1_6_a_dead_cardinals_staff_and_biretta_return_and_his_card_is_discarded():
    from engine.fief.deaths import kill_lord

    g = cardinals()
    kill_lord(g, "RAOUL", "plague")
    t = g.state.titles
    assert t.bishops["2"] is None and "RAOUL" not in t.cardinals
    assert g.state.lords_discard[-2:] == ["cardinal", "RAOUL"]


def test_issue17_an_election_in_progress_is_written_and_read_as_a_position():
    """A position may stand in the middle of an election: the example of 1.4.1 with GRADY's
    marker placed, DAVID to vote; the result is the one the whole ceremony gives."""
    from engine.fief.position import dump_position, load_position
    from politics import position
    data = position("elections", villages=bishopric5(),
                    lords={"CHARLES": {"owner": "green", "titles": ["Bishop of 4"],
                                       "bishop_since": 1}},
                    election={"item": "bishop of SIGY", "stage": "vote", "turn": "DAVID",
                              "candidates": {"GRADY": "FRANÇOIS", "DAVID": "THIERRY"},
                              "markers": {"GRADY": {"for": "FRANÇOIS"}}})
    g = load_position(data)
    assert asked(g) == [(DAVID, "vote")]
    written = dump_position(g)
    assert "raw" not in written and written["election"]["markers"] == \
        {"blue": {"for": "FRANÇOIS", "decoy": None}}
    do(g, DAVID, "vote for=THIERRY decoy=-")
    r = result(do(g, KIRSTEN, "vote for=FRANÇOIS decoy=-"))
    assert r.get("tally") == (("FRANÇOIS", 4), ("THIERRY", 3)) and r.get("winner") == "FRANÇOIS"
