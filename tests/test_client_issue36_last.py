"""Issue 36's last defects, each on the state that caused it: "No title can be bought now"
says what is missing (defect 11)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from test_client_2011_ballot import play_scene  # noqa: E402

from game.fief.ui.decisions.purchase import PurchaseMode  # noqa: E402
from game.shell.smoke import post_click  # noqa: E402
from game.testing import pump  # noqa: E402

# GRADY holds two of the County of BLAYE's three villages, no Stronghold there, 3 deniers.
NO_TITLE = {"edition": "1429", "step": "purchase", "turn": "white",
            "players": [{"name": "GRADY", "colour": "white", "money": 3},
                        {"name": "DAVID", "colour": "blue", "money": 4},
                        {"name": "KIRSTEN", "colour": "red", "money": 4}],
            "villages": {"BLAYE": {"units": {"white": {"men": 2, "lords": ["ARTHUR"]}}},
                         "PAUILLAC": {"units": {"white": {"men": 1, "lords": ["HUGUES"]}}},
                         "SIGY": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}}}


def test_4_3_no_title_says_which_villages_stronghold_and_money_are_missing(app):
    scene, _table = play_scene(app, NO_TITLE)
    mode = scene.mode
    assert isinstance(mode, PurchaseMode)
    needs = mode.info["titles"]                                   # the referee's words
    assert needs[0] == {"fief": "County of BLAYE", "villages": ["LORMONT"], "stronghold": True,
                        "cost": 6}
    post_click(mode.tabs["titles"].rect.center)
    pump(app)
    mode = scene.mode
    assert mode.tab == "titles" and not mode.titles.buttons
    lines = mode.no_title_lines()
    assert lines[:4] == ["No title can be bought now (4.3):",
                         "County of BLAYE: control LORMONT too.",
                         "County of BLAYE: one of its villages must hold a Stronghold.",
                         "County of BLAYE: its title costs 6 d, you have 3 d."]
    scene.draw(app.screen)


def test_4_3_with_no_village_of_a_free_fief_it_says_so(app):
    scene, _table = play_scene(app, {**NO_TITLE, "villages": {
        "SIGY": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
        "CLUNY": {"units": {"red": {"men": 1, "lords": ["OTHON"]}}}}})
    mode = scene.mode
    assert isinstance(mode, PurchaseMode) and mode.info["titles"] == []
    assert mode.no_title_lines() == ["No title can be bought now: you control no village of a "
                                     "fief whose title is free (4.3)."]


def test_4_3_the_reasons_are_said_in_french(app, french):
    scene, _table = play_scene(app, NO_TITLE)
    lines = scene.mode.no_title_lines()
    assert lines[0] == "Aucun titre ne peut être acheté maintenant (4.3) :"
    assert "contrôlez aussi LORMONT" in lines[1] and "Place forte" in lines[2]
