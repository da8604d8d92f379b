"""Referee cases of the 2011 edition from its text (rules/003, cited "003 <heading>"), third
part: the draw and its Calamities, the troops' places in the Purchase phase (the draw's limits,
the 4 recruits a village, the castles' price and number are 1429's cases replayed as 2011 in
test_2011_shared.py; first parts: test_referee_cases_2011c.py, test_referee_cases_2011d.py)."""
from __future__ import annotations

import pytest
from politics import GRADY, KIRSTEN, all_of, choices, do, game, hand, units, village

from engine.errors import IllegalAction

HOME = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
        "TOURNUS": village("red", men=1, lords=["RAOUL"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}


# --- 003 Tirage: a Calamity does not count among the two cards drawn ------------------------

def test_003_tirage_a_calamity_drawn_goes_to_a_slot_and_does_not_count():
    """003 Tirage: "Toute carte Calamité piochée est placée sur l'un des trois emplacements";
    "La carte Calamité ne compte pas dans la limite des cartes tirées (2)": KIRSTEN draws a
    Character, then an Event pile whose famine goes to a slot before the Fine Weather she
    keeps: two cards in hand and no third draw."""
    g = game("cards_draw", edition="2011", turn="KIRSTEN", villages=HOME,
             decks={"lords": ["ARTHUR"], "fortune": ["famine", "good_weather", "tax"]})
    do(g, KIRSTEN, "draw deck=lords")
    events = do(g, KIRSTEN, "draw deck=fortune")
    assert [e.get("slot") for e in all_of(events, "disaster_drawn")] == [1]
    assert g.state.disaster_track == ["famine"]
    assert hand(g, KIRSTEN) == ["ARTHUR", "good_weather"]
    assert choices(g, KIRSTEN) == ["end_cards_turn"]


# --- 003 Phase 4: where troops are placed, what a castle costs ------------------------------

def buying(villages: dict, money: int = 20, **kw):
    """GRADY's turn of the Purchase phase of a 2011 round, with ``money`` ecus."""
    places = dict(HOME)
    places.update(villages)
    return game("purchase", edition="2011", turn="GRADY", villages=places,
                money={GRADY: money}, **kw)


def test_003_achats_troops_go_to_a_castle_without_a_lord_not_to_a_bare_village():
    """003 Les troupes, Placement: "Dans les villages où se trouvent une cité, un château ou un
    seigneur non prisonnier": GRADY recruits in his empty castle of CHAROLLES, not in PAUILLAC,
    which he holds with a sergeant alone."""
    g = buying({"CHAROLLES": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                "PAUILLAC": village("blue", men=1)})
    with pytest.raises(IllegalAction, match="^003 Phase 4: new troops go where"):
        do(g, GRADY, "recruit village=PAUILLAC men=1")
    do(g, GRADY, "recruit village=CHAROLLES knights=1 men=1")
    assert units(g, GRADY, "CHAROLLES") == (1, 2)
    assert g.state.players[GRADY].money == 16
