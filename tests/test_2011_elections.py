"""The 2011 edition's elections (rules/003 "Élections et votes", docs/editions.md rows "votes",
"Bishop votes", "Bishop candidates", "King's election", "Pope's powers"; ruling E-4).

Positions are the 1429 election tests' own, played with ``"edition": "2011"``: the ceremony is
the same, the second token is an AGAINST token whose weight is taken away.
"""
import pytest
from politics import DAVID, GRADY, KIRSTEN, asked, do, first, game, village

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.electorate import eligible, weight
from engine.fief.views import view_for


def bishopric5_2011(**kw):
    """DAVID holds ST PAUL and SIGY (the cathedral town), GRADY ST CIERS D'ABZAC and BEAUJEU,
    KIRSTEN's CHARLES is Bishop of 4 (2 votes)."""
    villages = {
        "ST PAUL": village("red", men=1), "SIGY": village("red", men=1, lords=["THIERRY"]),
        "ST CIERS D'ABZAC": village("blue", men=1),
        "BEAUJEU": village("blue", men=1, lords=["FRANÇOIS"]),
        "BOURG": village("green", men=1, lords=["CHARLES"]),
    }
    villages.update(kw.pop("villages", {}))
    lords = {"CHARLES": {"owner": "green", "titles": ["Bishop of 4"], "bishop_since": 1}}
    lords.update(kw.pop("lords", {}))
    return game("elections", edition="2011", villages=villages, lords=lords, **kw)


def result(events):
    return first(events, "election_result")


def test_2011_bishop_votes_village_1_cathedral_town_2_sitting_bishop_2():
    g = bishopric5_2011()
    assert [weight(g, "bishop:5", p) for p in (GRADY, DAVID, KIRSTEN)] == [2, 3, 2]


def test_2011_votes_are_a_for_and_an_against_token_never_a_decoy():
    g = bishopric5_2011()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    decision = g.pending()[0]
    assert (decision.player, decision.kind) == (GRADY, "ballot")
    assert act("ballot", **{"for": "FRANÇOIS", "against": "THIERRY"}) in decision.choices
    with pytest.raises(IllegalAction, match="^003 Élections: vote"):
        do(g, GRADY, "vote for=FRANÇOIS decoy=-")


def test_E4_an_against_token_subtracts_its_voters_weight():
    g = bishopric5_2011()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "ballot for=FRANÇOIS against=THIERRY")        # +2 FRANÇOIS, -2 THIERRY
    do(g, DAVID, "ballot for=THIERRY against=-")               # +3 THIERRY
    events = do(g, KIRSTEN, "ballot for=- against=FRANÇOIS")  # -2 FRANÇOIS
    r = result(events)
    assert r.get("markers") == ((GRADY, "for", "FRANÇOIS", 2), (GRADY, "against", "THIERRY", -2),
                                (DAVID, "for", "THIERRY", 3), (KIRSTEN, "against", "FRANÇOIS", -2))
    assert r.get("tally") == (("FRANÇOIS", 0), ("THIERRY", 1))
    assert (r.get("winner"), g.state.titles.bishops["5"]) == ("THIERRY", "THIERRY")


def test_E4_a_total_below_zero_counts_as_zero():
    g = bishopric5_2011()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "ballot for=- against=THIERRY")
    do(g, DAVID, "ballot for=- against=FRANÇOIS")
    events = do(g, KIRSTEN, "ballot for=FRANÇOIS against=THIERRY")
    r = result(events)
    assert r.get("tally") == (("FRANÇOIS", 0), ("THIERRY", 0))   # -1 and -4, both counted 0
    assert (r.get("winner"), r.get("reason")) == (None, "no_votes")


def test_E4_both_tokens_of_a_voter_never_lie_on_one_candidate():
    g = bishopric5_2011()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    listed = g.pending()[0].choices
    assert act("ballot", **{"for": "FRANÇOIS", "against": "FRANÇOIS"}) not in listed
    assert len(listed) == 3 * 3 - 2                           # kept or on one of two, not twice
    with pytest.raises(IllegalAction) as refusal:
        do(g, GRADY, "ballot for=FRANÇOIS against=FRANÇOIS")
    assert refusal.value.rule == "003 Élections"


def test_2011_bishop_election_tie_postpones_to_the_next_turn():
    g = bishopric5_2011(villages={"ST PAUL": village("blue", men=1)})   # GRADY 3, DAVID 2
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    do(g, GRADY, "ballot for=FRANÇOIS against=THIERRY")       # FRANÇOIS 3, THIERRY -3
    do(g, DAVID, "ballot for=THIERRY against=-")              # THIERRY -1
    events = do(g, KIRSTEN, "ballot for=THIERRY against=FRANÇOIS")   # THIERRY 1, FRANÇOIS 1
    r = result(events)
    assert r.get("tally") == (("FRANÇOIS", 1), ("THIERRY", 1))
    assert (r.get("winner"), r.get("reason")) == (None, "tie")
    assert g.state.titles.bishops["5"] is None               # held again next round


def test_2011_bishop_candidates_an_unmarried_man_not_king_not_captive_not_bishop():
    g = bishopric5_2011(lords={"FRANÇOIS": {"owner": "blue", "village": "BEAUJEU",
                                            "spouse": "JEANNE"},
                               "JEANNE": {"owner": "green", "village": "BOURG"}})
    lords = g.state.lords
    assert not eligible(g, "bishop:5", lords["FRANÇOIS"])      # married
    assert eligible(g, "bishop:5", lords["THIERRY"])
    assert not eligible(g, "bishop:5", lords["CHARLES"])       # already a Bishop
    assert not eligible(g, "bishop:5", lords["JEANNE"])        # a woman


def kingdom_2011(**kw):
    """GRADY's Baron ARTHUR stands; Cardinal HUGUES (GRADY), Bishops RAOUL and OTHON (DAVID),
    and KIRSTEN's Count GAUVAIN: each titled free lord 1 vote."""
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
    return game("elections", edition="2011", villages=villages, lords=lords, **kw)


def test_2011_king_each_titled_free_lord_one_vote_three_votes_and_a_cardinals_support():
    g = kingdom_2011()
    assert g.state.top().data["item"] == "king"
    assert [weight(g, "king", p) for p in (GRADY, DAVID, KIRSTEN)] == [2, 2, 1]
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "declare_candidate lord=GAUVAIN")
    do(g, GRADY, "ballot for=ARTHUR against=GAUVAIN")         # ARTHUR and Cardinal HUGUES
    do(g, DAVID, "ballot for=ARTHUR against=-")               # two Bishops
    events = do(g, KIRSTEN, "ballot for=GAUVAIN against=ARTHUR")
    r = result(events)
    assert r.get("tally") == (("ARTHUR", 3), ("GAUVAIN", 0))
    assert (r.get("winner"), g.state.titles.king) == ("ARTHUR", "ARTHUR")


def test_2011_king_an_against_token_can_bring_him_under_three_votes():
    g = kingdom_2011()
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "ballot for=ARTHUR against=-")               # 2
    do(g, DAVID, "ballot for=ARTHUR against=-")               # 4
    events = do(g, KIRSTEN, "ballot for=- against=ARTHUR")    # 3
    assert result(events).get("winner") == "ARTHUR"
    g = kingdom_2011(lords={"QUENTIN": {"owner": "green", "village": "BOURG",
                                        "titles": ["County of BLAYE"]}})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    do(g, GRADY, "ballot for=ARTHUR against=-")               # 2
    do(g, DAVID, "ballot for=- against=-")
    events = do(g, KIRSTEN, "ballot for=- against=ARTHUR")    # 2 - 2 = 0
    r = result(events)
    assert (r.get("winner"), r.get("reason")) == (None, "no_votes")


def test_2011_king_without_a_cardinal_or_two_bishops_is_not_elected():
    g = kingdom_2011()
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "declare_candidate lord=GAUVAIN")
    do(g, GRADY, "ballot for=- against=-")
    do(g, DAVID, "ballot for=GAUVAIN against=-")              # two Bishops for GAUVAIN: 2
    events = do(g, KIRSTEN, "ballot for=GAUVAIN against=-")   # 3 votes, two Bishops
    assert result(events).get("winner") == "GAUVAIN"
    g = kingdom_2011(lords={"RAOUL": {"owner": "red", "village": "TOURNUS",
                                      "titles": ["County of BLAYE"]}})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, DAVID, "no_candidate")
    do(g, KIRSTEN, "declare_candidate lord=GAUVAIN")
    do(g, GRADY, "ballot for=- against=-")
    do(g, DAVID, "ballot for=GAUVAIN against=-")              # a Count and one Bishop
    events = do(g, KIRSTEN, "ballot for=GAUVAIN against=-")
    r = result(events)
    assert (r.get("winner"), r.get("reason")) == (None, "no_churchmen")


def test_2011_pope_elected_by_cardinals_only_more_than_half():
    lords = {
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
        "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 3", "Cardinal"]},
        "CHARLES": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 4"]},
    }
    villages = {"BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
                "BOURG": village("green", men=1)}
    g = game("elections", edition="2011", villages=villages, lords=lords)
    assert g.state.top().data["item"] == "pope"
    assert [weight(g, "pope", p) for p in (GRADY, DAVID, KIRSTEN)] == [1, 1, 1]
    do(g, GRADY, "declare_candidate lord=HUGUES")
    do(g, DAVID, "no_candidate")
    do(g, KIRSTEN, "declare_candidate lord=CHARLES")
    do(g, GRADY, "ballot for=HUGUES against=CHARLES")
    do(g, DAVID, "ballot for=HUGUES against=-")
    events = do(g, KIRSTEN, "ballot for=CHARLES against=HUGUES")
    r = result(events)
    assert r.get("tally") == (("HUGUES", 1), ("CHARLES", 0))
    assert (r.get("winner"), g.state.titles.pope) == ("HUGUES", "HUGUES")


def test_E4_tokens_lie_face_down_only_the_voter_knows_which_is_which():
    g = bishopric5_2011()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    events = do(g, GRADY, "ballot for=FRANÇOIS against=THIERRY")
    cast = first(events, "ballot_cast")
    assert cast.audience == (GRADY,)
    placed = first(events, "vote_placed")
    assert placed.audience is None and list(placed.get("on")) == ["FRANÇOIS", "THIERRY"]
    own = view_for(g, GRADY)["frames"][-1]["markers"][0]
    other = view_for(g, DAVID)["frames"][-1]["markers"][0]
    assert (own["for"], own["against"]) == ("FRANÇOIS", "THIERRY")
    assert "for" not in other and "against" not in other and other["on"] == ["FRANÇOIS", "THIERRY"]
    assert g.pending()[0].private                            # the answer is a secret (privacy)
    assert asked(g) == [(DAVID, "ballot")]
