"""The Revolt in the introductory variant (rules/004), which says of it only that a famine "pourra
déclencher des révoltes" (004 §3): the variant plays it as 2011 (003 Carte Révolte, E-6) with
no troops. S-22 (a village with its marker alone, or with none) and S-23 (the Cardinal's 3 are
resources, which exist only in phase 5) are the readings of docs/editions.md these cases pin."""
from __future__ import annotations

import politics
from politics import DAVID, GRADY, KIRSTEN, asked, choices, do, first, pass_windows

from engine.fief.control import controller

AROUND = {"BOURG": politics.village("green", men=1, lords=["OTHON"]),
          "BLAYE": politics.village("blue", men=1, lords=["QUENTIN"]),
          "TOURNUS": politics.village("red", men=1, lords=["RAOUL"])}


def famine(step: str = "play_cards", turn: str = "DAVID", mazilles: dict | None = None, **kw):
    """A variant game under famine in bishopric 2; DAVID holds a Revolt card."""
    villages = dict(AROUND)
    villages["MAZILLES"] = mazilles if mazilles is not None else {"units": {"green": {"men": 1}}}
    return politics.game(step, turn=turn, edition="simplified", hands={DAVID: ["uprising"]},
                         disasters={"2": ["famine"]}, villages=villages, **kw)


def rise(g) -> list:
    events = do(g, DAVID, "play_card card=uprising village=MAZILLES")
    return events + pass_windows(g)


# --- S-22: a village whose only piece is its marker, or which has none ---------------------

def test_S22_004_a_revolt_takes_the_lone_marker_the_mills_and_the_control():
    """KIRSTEN's marker alone in MAZILLES with a mill: the ordinary die (1) is a hit, the marker
    falls, so the village is wiped as one without troops (1429 A24): the mill burns and
    MAZILLES is nobody's."""
    g = famine(mazilles={"mills": 1, "units": {"green": {"men": 1}}}, forced_d6=[1])
    events = rise(g)
    assert first(events, "uprising_result").get("hits") == 1
    assert first(events, "troops_lost").get("man") == 1
    vs = g.state.villages["MAZILLES"]
    assert (vs.mills, controller(g, "MAZILLES")) == (0, None)


def test_S22_003_a_lord_beside_the_marker_dies_with_it_no_prisoner():
    """003 Carte Révolte: "Il n'y a pas de prisonniers. Les seigneurs sont éliminés avec les
    troupes": KIRSTEN's MATHILDE, with her marker in MAZILLES, dies."""
    g = famine(mazilles={"units": {"green": {"men": 1, "lords": ["MATHILDE"]}}}, forced_d6=[2])
    events = rise(g)
    died = first(events, "lord_died")
    assert (died.get("lord"), died.get("cause")) == ("MATHILDE", "uprising")
    assert g.state.lords["MATHILDE"].captor is None and g.state.lords["MATHILDE"].owner is None


def test_S22_S4_an_empty_village_of_a_held_fief_rises_without_a_roll_and_stays_the_holders():
    """KIRSTEN holds the Duchy of AUTUN, so MAZILLES has no marker (S-4): nothing is rolled
    (1429 A24), its mill burns, and the village stays the Duchess's (the title holds it)."""
    g = famine(mazilles={"mills": 1}, lords={"OTHON": {"owner": "green",
                                                         "titles": ["Duchy of AUTUN"]}})
    assert controller(g, "MAZILLES") == KIRSTEN
    events = rise(g)
    assert first(events, "uprising_result").get("faces") == ()
    assert g.state.villages["MAZILLES"].mills == 0
    assert controller(g, "MAZILLES") == KIRSTEN


def test_S22_E6_a_castle_turns_a_lone_revolt_away_and_nothing_falls():
    """A castle takes one card away (E-6): one Revolt on KIRSTEN's castle of MAZILLES fails;
    her marker, her mill and her castle stay."""
    g = famine(mazilles={"fort": "stronghold", "mills": 1, "units": {"green": {"men": 1}}})
    events = rise(g)
    assert first(events, "uprising_failed").get("penalty") == 1
    vs = g.state.villages["MAZILLES"]
    assert (vs.fort, vs.mills, controller(g, "MAZILLES")) == ("stronghold", 1, KIRSTEN)


# --- S-23: the Cardinal's 3 are resources, spent only in phase 5 ----------------------------

def cardinal_and_bishop(**kw):
    """GRADY's QUENTIN is Bishop of 2 (MAZILLES's bishopric), KIRSTEN's OTHON a Cardinal."""
    return famine(lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]},
                         "OTHON": {"owner": "green", "titles": ["Bishop of 4", "Cardinal"]}},
                  **kw)


def test_S23_a_revolt_of_the_cards_phase_the_bishop_is_asked_never_the_cardinal():
    """Phase 4 (cards): nobody holds resources (S-3), so after the Bishop of 2 declines the
    Cardinal has nothing to pay his 3 with and is not asked: the Revolt is rolled."""
    g = cardinal_and_bishop(forced_d6=[3])
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    pass_windows(g)
    assert asked(g) == [(GRADY, "stop_uprising")]
    events = do(g, GRADY, "decline_stop lord=QUENTIN")
    events += pass_windows(g)
    assert first(events, "uprising_result").get("hits") == 3
    assert not any(e.kind == "uprising_stop_attempt" for e in events)


def test_S23_in_phase_5_a_cardinal_pays_3_of_his_familys_resources_to_calm_it():
    """Phase 5, after GRADY's purchases: KIRSTEN still holds her 5 resources; DAVID's Revolt
    on MAZILLES lets her Cardinal pay 3 of them and roll (5: calmed, 003 Le cardinal); she has
    2 left for her own purchases."""
    g = cardinal_and_bishop(step="purchase", turn="GRADY", forced_d6=[5],
                            money={GRADY: 4, DAVID: 4, KIRSTEN: 5})
    do(g, GRADY, "end_purchase")
    assert asked(g) == [(DAVID, "window")]
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    pass_windows(g)
    do(g, GRADY, "decline_stop lord=QUENTIN")
    pass_windows(g)
    assert "stop_uprising lord=OTHON role=cardinal" in choices(g, KIRSTEN)
    events = do(g, KIRSTEN, "stop_uprising lord=OTHON role=cardinal") + pass_windows(g)
    attempt = first(events, "uprising_stop_attempt")
    assert (attempt.get("role"), attempt.get("die"), attempt.get("stopped")) == ("cardinal", 5,
                                                                                  True)
    assert g.state.players[KIRSTEN].money == 2
    assert controller(g, "MAZILLES") == KIRSTEN
