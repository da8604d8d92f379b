"""2011's embassy tokens (003 "Le jeton Ambassade", EDITIONS E-8; docs/editions.md E-8): "Un
jeton permet de discuter pendant 3 minutes avec un allié. Vous ne pouvez pas refuser une
discussion. Deux discussions ne peuvent avoir lieu en même temps." A token opens a private
talk with the family allied by marriage alone ("Un mariage entraîne une alliance entre 2
joueurs", 003 Mariage et alliance), never a second talk while one goes on at the table, and
the invited cannot end it: it lasts until its opener leaves it (the 3 minutes are the
opener's, kept by the client and the host; the referee has no clock). The simplified variant
(004 says nothing of tokens or talks) plays as 2011; 1429's talks (8.0, A43) are unchanged.
"""
import pytest

from engine.errors import IllegalAction
from politics import DAVID, GRADY, GUNTER, KIRSTEN, asked, do, first, game, village

EMBASSY = "003 Jeton Ambassade"


def table(edition="2011", players=4, married=(("QUENTIN", "JEANNE"),), **kw):
    """GRADY: QUENTIN; DAVID: JEANNE; KIRSTEN: OTHON; GUNTER (4 players): BLANCHE; ``married``
    the couples of the table (QUENTIN and JEANNE by default: GRADY and DAVID allied)."""
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                "TOURNUS": village("red", men=1, lords=["JEANNE"]),
                "BOURG": village("green", men=1, lords=["OTHON"])}
    if players == 4:
        villages["SIGY"] = village("yellow", men=1, lords=["BLANCHE"])
    lords = {husband: {"spouse": wife} for husband, wife in married}
    return game("marriage", players=players, villages=villages, lords=lords, edition=edition,
                **kw)


def refusal(g, seat, text):
    with pytest.raises(IllegalAction) as refused:
        do(g, seat, text)
    return refused.value


# --- with whom --------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_003_embassy_token_opens_a_talk_with_the_ally_by_marriage(edition):
    g = table(edition)
    events = do(g, GRADY, "open_talk with=1")
    assert first(events, "talk_opened").get("players") == (GRADY, DAVID)
    assert g.state.players[GRADY].diplomacy == 2
    assert sorted(asked(g)) == [(GRADY, "talk"), (DAVID, "talk")]


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_003_embassy_talk_with_a_family_not_allied_is_refused_and_keeps_the_token(edition):
    g = table(edition)
    refused = refusal(g, GRADY, "open_talk with=2")
    assert refused.rule == EMBASSY and "ally by marriage" in str(refused)
    assert g.state.players[GRADY].diplomacy == 3 and g.state.top().kind == "marriage"


def test_003_embassy_talk_without_any_marriage_is_refused():
    g = table(married=())
    refused = refusal(g, GRADY, "open_talk with=1")
    assert refused.rule == EMBASSY and "no ally by marriage" in str(refused)
    assert g.state.players[GRADY].diplomacy == 3


@pytest.mark.parametrize("kind", ["open_talk with=1", "offer_cards to=1 give=tax"])
def test_003_without_an_embassy_token_left_the_refusal_names_the_token(kind):
    g = table(hands={GRADY: ["tax"]})
    g.state.players[GRADY].diplomacy = 0
    refused = refusal(g, GRADY, kind)
    assert refused.rule == EMBASSY and "no embassy token left" in str(refused)


def test_003_embassy_talk_with_the_ally_and_another_family_is_refused():
    g = table()
    refused = refusal(g, GRADY, "open_talk with=1,2")
    assert refused.rule == EMBASSY
    assert g.state.players[GRADY].diplomacy == 3


def test_003_embassy_alliance_is_the_marriage_even_with_three_players():
    """003 "Un mariage entraîne une alliance": a married pair of a 3-player table talks (the
    victory stays solo there, RULINGS 7, which is about victory only)."""
    g = table(players=3)
    events = do(g, DAVID, "open_talk with=0")
    assert first(events, "talk_opened").get("players") == (DAVID, GRADY)


def test_1429_private_talk_still_opens_with_anyone_and_several_at_once():
    g = table("1429", married=())
    events = do(g, GRADY, "open_talk with=1,2")
    assert first(events, "talk_opened").get("players") == (GRADY, DAVID, KIRSTEN)


# --- one talk at a time -----------------------------------------------------------------------

def two_couples(edition="2011"):
    """GRADY and DAVID allied, KIRSTEN and GUNTER allied (OTHON and BLANCHE married)."""
    return table(edition, married=(("QUENTIN", "JEANNE"), ("OTHON", "BLANCHE")))


def test_003_two_embassy_talks_cannot_take_place_at_the_same_time():
    g = two_couples()
    do(g, GRADY, "open_talk with=1")
    refused = refusal(g, KIRSTEN, "open_talk with=3")
    assert refused.rule == EMBASSY and "same time" in str(refused)
    assert g.state.players[KIRSTEN].diplomacy == 3
    refused = refusal(g, DAVID, "open_talk with=0")      # nor a talk inside the talk
    assert refused.rule == EMBASSY and g.state.players[DAVID].diplomacy == 3


def test_003_the_next_talk_opens_once_the_first_is_over():
    g = two_couples()
    do(g, GRADY, "open_talk with=1")
    events = do(g, GRADY, "leave_talk")
    assert first(events, "talk_closed").get("players") == (GRADY, DAVID)
    events = do(g, KIRSTEN, "open_talk with=3")
    assert first(events, "talk_opened").get("players") == (KIRSTEN, GUNTER)


def test_1429_two_private_talks_may_still_overlap():
    g = two_couples("1429")
    do(g, GRADY, "open_talk with=1")
    events = do(g, KIRSTEN, "open_talk with=3")
    assert first(events, "talk_opened").get("players") == (KIRSTEN, GUNTER)


# --- the invited cannot refuse ----------------------------------------------------------------

def test_003_the_invited_ally_is_not_asked_to_accept_the_talk():
    g = table(hands={GRADY: ["tax"]})
    do(g, GRADY, "open_talk with=1")
    kinds = {d.kind for d in g.pending() if d.player == DAVID}
    assert kinds == {"talk"}                              # in it at once, no answer of consent
    assert "leave_talk" in {a.kind for a in g.legal(GRADY)}
    ends = {d.player: d.get("ends") for d in g.pending()}
    assert ends == {GRADY: True, DAVID: False}            # the screen's "End the talk"


def test_003_the_invited_leaving_does_not_end_the_talk_nor_the_answers_owed():
    g = table(hands={GRADY: ["tax"]})
    do(g, GRADY, "open_talk with=1")
    events = do(g, DAVID, "leave_talk")
    assert not [e for e in events if e.kind == "talk_closed"]
    assert g.state.top().kind == "private_talk" and asked(g) == [(GRADY, "talk")]
    do(g, GRADY, "talk_offer to=1 give=tax")
    assert asked(g) == [(DAVID, "answer_offer")]          # he must still answer the offer
    do(g, DAVID, "answer_offer accept=yes")
    assert g.state.players[DAVID].hand == ["tax"]


def test_003_the_talk_ends_when_its_opener_leaves_it():
    g = table()
    do(g, GRADY, "open_talk with=1")
    events = do(g, GRADY, "leave_talk")
    assert first(events, "talk_closed").get("players") == (GRADY, DAVID)
    assert g.state.top().kind == "marriage"
    assert not [d for d in g.pending() if d.kind == "talk"]


def test_1429_a_talk_goes_on_while_a_member_is_in_it():
    g = table("1429")
    do(g, GRADY, "open_talk with=1")
    assert {d.player: d.get("ends") for d in g.pending()} == {GRADY: False, DAVID: False}
    events = do(g, GRADY, "leave_talk")
    assert not [e for e in events if e.kind == "talk_closed"]
    assert asked(g) == [(DAVID, "talk")]
    assert g.pending()[0].get("ends") is True            # the last one in ends it (8.0)
