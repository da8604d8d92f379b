"""2011, E-10 (003 "Perdre le titre", La mort): the crown's heirless titles go, free, only to a
lord with room for a fief title: RULINGS 4 (1.2 vs 4.3) keeps 1429's limit of two, which 003
does not lift. Issue 40, survivor 1: the limit's `>=` turned into `>` let the King give a
third title, and no test saw it. Every holding of 0, 1, 2 titles is tried, for the lords of
the crown's own family and of another, as a listed choice and as a played action."""
from __future__ import annotations

import itertools

import pytest

from engine.errors import IllegalAction
from engine.fief.position import load_position
from engine.fief.titles import fiefs_of
from tests.war import do

HELD = ["Duchy of BOURG", "Duchy of AUTUN", "County of BLAYE", "County of CHAROLLES"]
CROWN = ["County of SIGY", "Barony of LA RÉOLE"]


def crown_turn(hugues: int, othon: int):
    """BOB is King (ARTHUR) in his Purchase turn, the crown holding two heirless titles;
    HUGUES (his family) holds ``hugues`` fief titles, OTHON (CID's) ``othon``."""
    return load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": "2011", "step": "purchase", "turn": "red", "titles": {"crown": CROWN},
        "villages": {"BLAYE": {"units": {"red": {"men": 1, "lords": ["ARTHUR", "HUGUES"]}}},
                     "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
        "lords": {"ARTHUR": {"owner": "red", "titles": ["King"]},
                  "HUGUES": {"owner": "red", "titles": HELD[:hugues]},
                  "OTHON": {"owner": "green", "titles": HELD[2:2 + othon]}}})


@pytest.mark.parametrize("hugues,othon", list(itertools.product(range(3), range(3))))
def test_E10_the_crown_gives_a_title_only_to_a_lord_holding_fewer_than_two(hugues, othon):
    g = crown_turn(hugues, othon)
    assert [len(fiefs_of(g.state, lord)) for lord in ("HUGUES", "OTHON")] == [hugues, othon]
    granted = {a.text() for a in g.legal(1) if a.kind == "grant_title"}
    for lord, held in (("HUGUES", hugues), ("OTHON", othon)):
        for fief in CROWN:
            text = f"grant_title fief='{fief}' lord={lord}"
            if held < 2:
                assert text in granted
                continue
            assert text not in granted, f"{lord} holds {held}: {text} listed"
            with pytest.raises(IllegalAction, match=f"E-10: {lord} already holds 2 fief titles"):
                do(crown_turn(hugues, othon), 1, text)


def test_E10_a_lord_given_his_second_title_is_given_no_third():
    g = crown_turn(1, 0)
    do(g, 1, f"grant_title fief='{CROWN[0]}' lord=HUGUES")
    assert sorted(fiefs_of(g.state, "HUGUES")) == sorted([HELD[0], CROWN[0]])
    assert not [a for a in g.legal(1) if a.kind == "grant_title" and "lord=HUGUES" in a.text()]
    with pytest.raises(IllegalAction, match="E-10: HUGUES already holds 2 fief titles"):
        do(g, 1, f"grant_title fief='{CROWN[1]}' lord=HUGUES")
    assert g.state.titles.crown_fiefs == [CROWN[1]]
