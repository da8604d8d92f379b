"""Referee cases of the 2011 edition from its text (rules/003, cited "003 <heading>"), fourth
part: captives and their ransoms (003 Prisonnier, Fin du statut de prisonnier). 003 names the
ransom without a sum or a moment, so 2011 keeps 1429's (6.2.4: 2 and 2 a title, settled when
Phase 4 begins; E-29); battles' captives are 1429's cases replayed in test_2011_shared.py."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, KIRSTEN, all_of, asked, choices, do, first, game, village
from test_rules_victory import end_of_round

from engine.errors import IllegalAction
from engine.fief.cards.disasters import villages_of
from engine.fief.control import controller
from engine.fief.electorate import weight

HOME = {"BLAYE": village("blue", men=1, lords=["HUGUES"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}


def held(captives: list[str], step: str = "ransoms", money: int = 10, turn: str | None = "GRADY",
         **kw):
    """DAVID's RAOUL holds GRADY's ``captives`` in TOURNUS; GRADY has ``money`` ecus."""
    tournus = village("red", men=1, lords=["RAOUL"])
    tournus["units"]["red"]["captives"] = list(captives)
    lords = {"ARTHUR": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
             "QUENTIN": {"owner": "blue"}}
    lords.update(kw.pop("lords", {}))
    if turn is not None:
        kw["turn"] = turn
    return game(step, edition="2011", money={GRADY: money, DAVID: 0},
                villages={**HOME, "TOURNUS": tournus, **kw.pop("villages", {})}, lords=lords, **kw)


# --- 003 Fin du statut de prisonnier: "libéré par son geôlier en contrepartie d'une rançon" --

def test_003_fin_du_statut_a_baron_is_ransomed_for_4_ecus_and_keeps_his_barony():
    """003 Fin du statut de prisonnier; E-29 (6.2.4): 2 ecus and 2 a title. GRADY pays DAVID 4
    of his 10 for his Baron ARTHUR, who comes back with his title (003 Prisonnier: "conserve
    ses titres"); GRADY places him with his HUGUES (E-17)."""
    g = held(["ARTHUR"])
    paid = first(do(g, GRADY, "pay_ransoms"), "ransom_paid")
    assert (paid.get("amount"), paid.get("captor")) == (4, DAVID)
    assert tuple(paid.get("lords")) == ("ARTHUR",)
    assert [p.money for p in g.state.players] == [6, 4, 0]
    assert g.state.lords["ARTHUR"].captor is None
    do(g, GRADY, "place_lord lord=ARTHUR village=BLAYE")
    assert g.state.lords["ARTHUR"].village == "BLAYE"
    assert g.state.titles.fiefs["Barony of LA RÉOLE"] == "ARTHUR"


def test_003_fin_du_statut_two_captives_the_dearest_first_while_the_ecus_last():
    """E-29 (6.2.4, A40): GRADY's 5 ecus pay the Baron ARTHUR (4) first; QUENTIN (2) stays
    DAVID's captive, as GRADY cannot pay him too."""
    g = held(["QUENTIN", "ARTHUR"], money=5)
    events = do(g, GRADY, "pay_ransoms")
    assert [tuple(e.get("lords")) for e in all_of(events, "ransom_paid")] == [("ARTHUR",)]
    assert g.state.players[GRADY].money == 1
    assert (g.state.lords["ARTHUR"].captor, g.state.lords["QUENTIN"].captor) == (None, DAVID)


@pytest.mark.parametrize("accept", [True, False])
def test_003_fin_du_statut_the_jailer_may_refuse_a_lower_ransom(accept):
    """003 "peut être libéré par son geôlier": with 3 ecus, GRADY offers 3 for ARTHUR (worth
    4); DAVID takes it and frees him, or refuses and keeps him, GRADY keeping his ecus."""
    g = held(["ARTHUR"], money=3)
    assert "offer_ransom amount=3 lords=ARTHUR" in choices(g, GRADY)
    do(g, GRADY, "offer_ransom lords=ARTHUR amount=3")
    assert asked(g) == [(DAVID, "answer_ransom")]
    do(g, DAVID, f"answer_ransom accept={'yes' if accept else 'no'}")
    assert g.state.players[GRADY].money == (0 if accept else 3)
    assert g.state.players[DAVID].money == (3 if accept else 0)
    assert g.state.lords["ARTHUR"].captor == (None if accept else DAVID)


def test_003_fin_du_statut_no_purchase_before_the_ransoms_are_settled():
    """E-29 (6.2.4, A40): the ransoms come first in Phase 4: GRADY, whose lord is held, is
    asked to settle it; he may buy nothing yet."""
    g = held(["ARTHUR"])
    assert choices(g, GRADY)[0] == "pay_ransoms"
    assert not any(c.startswith(("recruit", "build", "buy")) for c in choices(g, GRADY))
    with pytest.raises(IllegalAction):
        do(g, GRADY, "recruit village=BLAYE men=1")


# --- 003 Fin du statut de prisonnier: "ou par accord diplomatique" ------------------------------

def test_003_fin_du_statut_the_jailer_frees_his_captive_for_nothing_by_agreement():
    """003 "ou par accord diplomatique": in the Movement phase DAVID sets ARTHUR free without
    a ransom (6.2.3); no ecu changes hands and GRADY places ARTHUR (E-17), with his HUGUES."""
    g = held(["ARTHUR"], step="movement")
    events = do(g, DAVID, "release_captive lord=ARTHUR")
    assert first(events, "lord_freed").get("reason") == "released"
    assert [p.money for p in g.state.players] == [10, 0, 0]
    assert asked(g) == [(GRADY, "place_lord")]
    do(g, GRADY, "place_lord lord=ARTHUR village=BLAYE")
    assert (g.state.lords["ARTHUR"].captor, g.state.lords["ARTHUR"].village) == (None, "BLAYE")


def test_003_fin_du_statut_only_the_jailer_frees_a_captive():
    """003 "libéré par son geôlier": KIRSTEN, who does not hold ARTHUR, cannot free him, nor
    can GRADY, his own family."""
    g = held(["ARTHUR"], step="movement")
    for seat in (KIRSTEN, GRADY):
        with pytest.raises(IllegalAction, match="^6.2.3"):
            do(g, seat, "release_captive lord=ARTHUR")
    assert g.state.lords["ARTHUR"].captor == DAVID


# --- 003 Prisonnier: "ne peut ni voter ni être candidat aux élections" --------------------------

@pytest.mark.parametrize("captive", [True, False])
def test_003_prisonnier_a_captive_bishop_brings_no_bishops_votes(captive):
    """003 Prisonnier ("ne peut ni voter") and Élection d'un évêque ("Chaque évêque en place
    donne 2 voix"): GRADY's Bishop of 2 ARTHUR adds his 2 votes to GRADY's villages for the
    Bishop of 1 while free, none while DAVID holds him."""
    lords = {"ARTHUR": {"owner": "blue", "titles": ["Bishop of 2"]}}
    if captive:
        g = held(["ARTHUR"], step="elections", turn=None, lords=lords)
    else:
        g = held([], step="elections", turn=None, lords=lords,
                 villages={"PAUILLAC": village("blue", men=1, lords=["ARTHUR"])})
    villages = sum(2 if v == g.board.bishoprics[1].principal else 1
                   for v in villages_of(g, "1") if controller(g, v) == GRADY)
    assert weight(g, "bishop:1", GRADY) == villages + (0 if captive else 2)


@pytest.mark.parametrize("captive", [True, False])
def test_003_prisonnier_a_captive_keeps_his_titles_and_their_points(captive):
    """003 Prisonnier: "Le seigneur prisonnier conserve ses titres"; Phase 7: 3 PV alone win.
    Blue's Count THIERRY, red's captive or not, and blue's Baron ARTHUR make blue's 3 fief
    titles: blue wins either way."""
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "County of TOURNUS"]},
             "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
             "RAOUL": {"owner": "red", "village": "TOURNUS"}}
    units = {"red": {"men": 1, "lords": ["RAOUL"]}}
    if captive:
        units["red"]["captives"] = ["THIERRY"]
    else:
        lords["THIERRY"]["village"] = "BOURG"
    g = end_of_round(3, lords, edition="2011",
                     villages={"TOURNUS": {"units": units},
                               "BLAYE": village("blue", men=1, lords=["ARTHUR"])})
    assert (g.state.lords["THIERRY"].captor, g.state.winners) == (1 if captive else None, [0])
