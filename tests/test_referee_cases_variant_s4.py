"""Referee cases of the variant's S-4 (004 §2.1): a family holding a fief's title has no
markers there, however the title came to it. Apart from test_referee_cases_variant.py because
the fix they pin changes seeded games of the variant (held until the Measure ends)."""
from __future__ import annotations

from test_referee_cases_variant import ANN, BOB, variant
from test_simplified_battles import battles_position, told

from engine.actions import act
from engine.fief.control import controller
from engine.fief.deaths import kill_lord
from engine.fief.position import load_position


# --- 004 §2.1 and S-4: a fief held needs no markers, however its title came --------------------

def test_004_s2_1_s4_a_city_won_in_battle_lifts_the_winners_markers_in_its_fief():
    """004 §2.1 "Si le fief est controlé on retire les pions SERGENT de chaque village du fief
    car un village inoccupé appartient implicitement au propriétaire du fief": blue's duke takes
    red's city CHAROLLES and with it the County (§8); blue's marker in ST MÉDARD, of the same
    fief, goes back to its stock, none is put in CHAROLLES, and both stay blue's."""
    game = load_position(battles_position(
        villages={"CHAROLLES": {"controller": "red", "fort": "city", "units": {
            "red": {"men": 1, "lords": ["THIERRY"]}, "blue": {"lords": ["FRANÇOIS"]}}},
            "ST MÉDARD": {"units": {"blue": {"men": 1}}}},
        lords={"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
               "THIERRY": {"owner": "red", "titles": ["County of CHAROLLES"]}},
        forced=[6] * 4 + [1] * 6 + [6] * 4 + [1] * 6))     # 4 v 6, then 4 v 2: all to blue
    stock = len(game.state.stock(ANN, "man"))
    told(game, ANN, act("declare_battle", village="CHAROLLES", target=BOB))
    while game.pending() and game.pending()[0].kind == "paired_battle_choice":
        told(game, game.pending()[0].player, act("paired_battle_choice", choice="continue"))
    assert game.state.titles.fiefs["County of CHAROLLES"] == "FRANÇOIS"
    assert game.state.troops_in("ST MÉDARD") == [] and game.state.troops_in("CHAROLLES") == []
    assert len(game.state.stock(ANN, "man")) == stock + 1
    assert controller(game, "ST MÉDARD") == controller(game, "CHAROLLES") == ANN


def test_004_s2_1_s4_a_title_inherited_by_a_spouse_lifts_the_spouses_markers():
    """004 §7: the last lord's titles go to the spouse; red, now holding the County of
    CHAROLLES, takes back its marker from ST MÉDARD (S-4)."""
    game = load_position(variant(
        "play_cards", lords={"THIERRY": {"owner": "blue", "titles": ["County of CHAROLLES"],
                                         "spouse": "JEANNE"},
                             "JEANNE": {"owner": "red", "village": "TOURNUS"},
                             "OTHON": {"owner": "green", "village": "BOURG"}},
        villages={"CHAROLLES": {"fort": "city", "units": {"blue": {"lords": ["THIERRY"]}}},
                  "ST MÉDARD": {"units": {"red": {"men": 1}}}}))
    kill_lord(game, "THIERRY", "plague")
    assert game.state.titles.fiefs["County of CHAROLLES"] == "JEANNE"
    assert game.state.troops_in("ST MÉDARD") == []
    assert controller(game, "ST MÉDARD") == BOB
