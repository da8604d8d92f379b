"""8.0 Diplomacy (RULINGS 20, A17, A42, A43, 11.3): deniers given freely and openly; a
Diplomacy marker buys a card exchange or a private talk, at any time, whatever is pending.
"""
import pytest

from engine.errors import IllegalAction
from engine.fief.views import redact, view_for
from politics import DAVID, GRADY, KIRSTEN, asked, do, first, game, hand, village


def table(**kw):
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                "TOURNUS": village("red", men=1, lords=["RAOUL"]),
                "BOURG": village("green", men=1, lords=["OTHON"])}
    return game("marriage", villages=villages, **kw)


def test_rulings20_deniers_are_given_openly_without_a_marker():
    g = table(money={GRADY: 5})
    events = do(g, GRADY, "give_money to=1 amount=3")
    assert first(events, "money_given").audience is None
    assert [p.money for p in g.state.players] == [2, 3, 0]
    assert g.state.players[GRADY].diplomacy == 3


def test_A43_a_marker_buys_a_card_exchange_that_the_other_accepts():
    g = table(hands={GRADY: ["tax"], DAVID: ["justice", "harvest"]})
    events = do(g, GRADY, "offer_cards to=1 give=tax take=justice")
    assert first(events, "cards_offered").audience is None
    assert first(events, "cards_offered").get("give") == 1   # how many, not which
    assert first(events, "cards_offered_detail").audience == (GRADY, DAVID)
    assert g.state.players[GRADY].diplomacy == 2
    assert asked(g) == [(DAVID, "answer_exchange")]
    do(g, DAVID, "answer_exchange accept=yes")
    assert hand(g, GRADY) == ["justice"] and sorted(hand(g, DAVID)) == ["harvest", "tax"]


def test_A43_a_refused_exchange_keeps_the_cards_but_the_marker_is_spent():
    g = table(hands={GRADY: ["tax"], DAVID: ["justice"]})
    do(g, GRADY, "offer_cards to=1 give=tax take=justice")
    do(g, DAVID, "answer_exchange accept=no")
    assert hand(g, GRADY) == ["tax"] and g.state.players[GRADY].diplomacy == 2


def test_A17_an_exchange_never_leaves_a_hand_above_three():
    g = table(hands={GRADY: ["tax"], DAVID: ["justice", "harvest", "ambush"]})
    with pytest.raises(IllegalAction):
        do(g, GRADY, "offer_cards to=1 give=tax")
    with pytest.raises(IllegalAction):
        do(g, GRADY, "offer_cards to=1 give=uprising")          # not in his hand
    assert g.state.players[GRADY].diplomacy == 3


def test_8_0_without_a_marker_no_exchange_with_open_diplomacy_no_marker_needed():
    g = table(hands={GRADY: ["tax"]})
    g.state.players[GRADY].diplomacy = 0
    with pytest.raises(IllegalAction):
        do(g, GRADY, "offer_cards to=1 give=tax")
    g = table(hands={GRADY: ["tax"]}, optional=["open_diplomacy"])
    do(g, GRADY, "offer_cards to=1 give=tax")
    do(g, DAVID, "answer_exchange accept=yes")
    assert hand(g, DAVID) == ["tax"] and g.state.players[GRADY].diplomacy == 0


def test_A43_a_private_talk_moves_cards_and_deniers_unseen_by_the_others():
    g = table(hands={GRADY: ["tax"], DAVID: ["justice"]}, money={DAVID: 4})
    events = do(g, GRADY, "open_talk with=1")
    assert first(events, "talk_opened").get("players") == (GRADY, DAVID)
    assert sorted(asked(g)) == [(GRADY, "talk"), (DAVID, "talk")]
    events = do(g, DAVID, "talk_offer to=0 give=justice pay=2 take=tax")
    offer = first(events, "offer_made")
    assert offer.audience == (GRADY, DAVID) and redact(offer, KIRSTEN) is None
    talk = next(f for f in view_for(g, KIRSTEN)["frames"] if f["kind"] == "private_talk")
    assert "offer" not in talk
    events = do(g, GRADY, "answer_offer accept=yes")
    assert first(events, "offer_accepted").audience == (GRADY, DAVID)
    assert hand(g, GRADY) == ["justice"] and hand(g, DAVID) == ["tax"]
    assert [p.money for p in g.state.players] == [2, 2, 0]
    do(g, GRADY, "leave_talk")
    events = do(g, DAVID, "leave_talk")
    assert first(events, "talk_closed").audience is None
    assert g.state.top().kind != "private_talk"


def test_rulings20_diplomacy_at_any_time_even_while_a_card_resolves():
    g = game("play_cards", turn="DAVID", hands={DAVID: ["uprising"], KIRSTEN: ["tax"]},
             villages={"MAZILLES": village("green", men=2, fort="stronghold"),
                       "TOURNUS": village("red", men=1, lords=["RAOUL"])},
             disasters={"2": ["famine"]}, forced_battle=[1])
    g.state.players[GRADY].hand = ["uprising"]
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    assert asked(g) == [(GRADY, "window")]                      # the Uprising's sub-window
    do(g, KIRSTEN, "offer_cards to=0 give=tax")
    do(g, GRADY, "answer_exchange accept=yes")
    assert asked(g) == [(GRADY, "window")] and hand(g, GRADY) == ["uprising", "tax"]


def test_8_0_a_family_in_a_talk_may_open_another_which_is_held_first():
    """docs/rules.md (and rules.fr.md) 8.0, *A second talk*: 1429 lets a marker open a talk at any time with
    the families of one's choice and, unlike 2011 (E-8), never forbids two talks; the newer
    is held first, the talk it interrupts waits and then resumes as it was."""
    g = table(hands={DAVID: ["justice"]})
    do(g, GRADY, "open_talk with=1")
    assert view_for(g, DAVID)["players"][DAVID]["talk"]["invite"] == [GRADY, KIRSTEN]
    events = do(g, DAVID, "open_talk with=2")                 # a member opens a second talk
    assert first(events, "talk_opened").get("players") == (DAVID, KIRSTEN)
    assert [p.diplomacy for p in g.state.players] == [2, 2, 3]      # a marker each
    assert sorted(asked(g)) == [(DAVID, "talk"), (KIRSTEN, "talk")]  # GRADY's talk waits
    with pytest.raises(IllegalAction, match="offer to a member of this talk"):
        do(g, DAVID, "talk_offer to=0 give=justice")
    offer = first(do(g, DAVID, "talk_offer to=2 give=justice"), "offer_made")
    assert offer.audience == (DAVID, KIRSTEN) and redact(offer, GRADY) is None
    do(g, KIRSTEN, "answer_offer accept=yes")
    do(g, DAVID, "leave_talk")
    assert first(do(g, KIRSTEN, "leave_talk"), "talk_closed").get("players") == (DAVID, KIRSTEN)
    assert hand(g, KIRSTEN) == ["justice"]
    assert sorted(asked(g)) == [(GRADY, "talk"), (DAVID, "talk")]    # the first talk resumes
    assert g.state.top().data == {"members": [GRADY, DAVID], "left": [], "offer": None}
