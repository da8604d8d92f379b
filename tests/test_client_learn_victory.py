"""The victory screen explains the win (issue 20) as the referee tells it (the final view's
``victory``): the winners' points and the titles that give them; an alliance's win says both
families hold the points together (7.2); a shared win is the tie of RULINGS 45."""
import copy

import pytest

from engine.fief.api import COLOURS, FIEF
from game.shell import i18n
from game.fief.scenes.victory import VictoryScene
from game.shell.smoke import post_click
from game.testing import pump


@pytest.fixture(scope="module")
def final_view():
    game = FIEF.new({"players": [{"name": n, "colour": COLOURS[i]} for i, n in enumerate(("Ann", "Bob", "Cid", "Dan"))],
                     "seed": 3})
    while game.view_for(None)["round"] < 1:
        decision = game.pending()[0]
        game.apply(decision.player, game.legal(decision.player)[0])
    return game.view_for(None)


def lord_of(view, seat, n=0):
    return [lord for lord in view["lords"] if lord["owner"] == seat][n]


def test_a_solo_win_names_its_titles_and_the_rule(title_app, final_view):
    view = copy.deepcopy(final_view)
    view.update(finished=True, winners=[2],
                victory=[{"players": [2], "alliance": False, "vp": 3, "needed": 3, "rule": "7.1"}])
    view["players"][2]["vp"] = 3
    lord_of(view, 2)["titles"] = ["king", "fief:County of BLAYE", "fief:Duchy of BOURG"]
    scene = VictoryScene(title_app, view)
    title_app.stack.push(scene)
    pump(title_app)
    lines = scene.explanation()
    assert lines[0] == "Cid: 3 victory points (King, County of BLAYE, Duchy of BOURG)."
    assert lines[1].startswith("A family with 3 victory points wins alone (7.1).")
    i18n.set_language("fr")
    try:
        pump(title_app)
        assert scene.explanation()[1].startswith("Une famille avec 3 points de victoire gagne seule (7.1).")
    finally:
        i18n.set_language("en")
    post_click(scene.board_button.rect.center)
    pump(title_app)
    assert title_app.stack.top is not scene


def test_an_alliance_win_says_why_both_families_win(title_app, final_view):
    view = copy.deepcopy(final_view)
    view.update(finished=True, winners=[0, 1],
                victory=[{"players": [0, 1], "alliance": True, "vp": 4, "needed": 4, "rule": "7.2"}])
    view["players"][0]["vp"], view["players"][1]["vp"] = 3, 1
    scene = VictoryScene(title_app, view)
    title_app.stack.push(scene)
    pump(title_app)
    assert scene.explanation()[-1] == ("Ann and Bob are allied by marriage: together they hold 4 victory points, "
                                       "and an alliance with 4 victory points wins for both families (7.2).")
    view["victory"] = [{"players": [0], "alliance": False, "vp": 3, "needed": 3, "rule": "7.1"},
                       {"players": [1], "alliance": False, "vp": 3, "needed": 3, "rule": "7.1"}]
    assert "RULINGS 45" in scene.explanation()[-1]
