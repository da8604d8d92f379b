"""Referee behaviours bench/mutants.py found untested (issue 40): the Cardinal card is offered,
and opens a window (A1), only while a Bishop who is not yet a Cardinal is in play (1.5), and a
position giving a lord two Bishop titles is refused (RULINGS 4: at most one Bishop title per
lord)."""
from __future__ import annotations

import pytest

from engine.fief.position import PositionError, load_position


def cardinal_hand(bishops: dict[str, list[str]]):
    """GRADY holds the Cardinal card in his play-cards turn; ``bishops``: lord -> titles."""
    lords = {name: {"owner": "red", "village": "SIGY", "titles": titles}
             for name, titles in bishops.items()}
    return load_position({"players": [{"name": "GRADY", "colour": "blue", "hand": ["cardinal"]},
                                      {"name": "DAVID", "colour": "red"},
                                      {"name": "KIRSTEN", "colour": "green"}],
                          "step": "play_cards", "first": "GRADY", "round": 2, "lords": lords})


def cardinal_plays(g) -> list[str]:
    return [a.text() for a in g.legal(0) if a.kind == "play_card" and a["card"] == "cardinal"]


def test_1_5_the_cardinal_card_needs_a_bishop_not_yet_a_cardinal():
    assert cardinal_plays(cardinal_hand({"RAOUL": ["Bishop of 2"]})) == \
        ["play_card card=cardinal lord=RAOUL"]
    already = cardinal_hand({"RAOUL": ["Bishop of 2", "Cardinal"]})
    assert already.state.titles.cardinals.count(None) >= 1       # a biretta is free
    assert cardinal_plays(already) == []


def test_rulings_4_a_position_giving_a_lord_two_bishop_titles_is_refused():
    with pytest.raises(PositionError, match="at most one Bishop title"):
        cardinal_hand({"RAOUL": ["Bishop of 2", "Bishop of 3"]})
    titles = cardinal_hand({"RAOUL": ["Bishop of 2"]}).state.titles
    assert list(titles.bishops.values()).count("RAOUL") == 1


@pytest.mark.parametrize("step", ["income", "movement", "cards_draw"])
def test_A1_a_cardinal_card_with_no_bishop_to_raise_opens_no_window(step):
    """Its only Bishop already a Cardinal, GRADY's card has no play: nobody is asked whether
    to play it (windows.anyone_may_act), the step goes on."""
    g = load_position({"players": [{"name": "GRADY", "colour": "blue", "hand": ["cardinal"]},
                                   {"name": "DAVID", "colour": "red"},
                                   {"name": "KIRSTEN", "colour": "green"}],
                       "step": step, "round": 2,
                       "lords": {"RAOUL": {"owner": "red", "village": "SIGY",
                                           "titles": ["Bishop of 2", "Cardinal"]}}})
    assert "window" not in [d.kind for d in g.pending()]
