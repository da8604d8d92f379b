"""Issue 36's last defects, each on the state that caused it: "No title can be bought now"
says what is missing (defect 11); a disaster's banner leaves the villages it names in sight
(defect 6); beside a LAN game's chat the chronicle keeps a useful height (defect 13)."""

import pygame
import pytest
from test_client_2011_ballot import play_scene

from game.fief.local_table import LocalTable
from game.fief.scenes.play import PlayScene
from game.fief.ui.announcements import away_from
from game.fief.ui.log_panel import Line
from game.testing import make_app
from net.host import HostConfig
from net.lobby import Settings
from net.table import HostedTable, TableConfig
from game.fief.ui.decisions.purchase import PurchaseMode
from game.shell.smoke import post_click
from game.testing import pump

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


# 2011: the Plague strikes bishopric 2 (CLUNY, AUTUN, TOURNUS, MAZILLES, MÂCON), where GRADY's
# troops stand in CLUNY: the panel asks for their losses there, under the banner.
PLAGUE = {"edition": "2011", "step": "purchase", "turn": "white",
          "players": [{"name": "GRADY", "colour": "white", "money": 3},
                      {"name": "DAVID", "colour": "blue", "money": 4},
                      {"name": "KIRSTEN", "colour": "red", "money": 4}],
          "villages": {"CLUNY": {"units": {"white": {"men": 4, "lords": ["ARTHUR"]}}},
                       "SIGY": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}}}


def test_defect6_the_plagues_banner_leaves_cluny_in_sight(title_app):
    app = title_app                                           # the real map, 1280x720
    scene, _table = play_scene(app, PLAGUE)
    plague = {"kind": "disaster_struck", "disaster": "plague", "bishopric": 2, "die": 2}
    scene.guides.announcer.note([plague], "2011")
    scene.draw(app.screen)
    banner = scene.guides.announcer.rect
    cluny = scene.village_point("CLUNY")
    assert cluny is not None and banner.width > 0
    top = away_from(banner, scene.view, [], scene.px(14), 0)      # where it used to stand
    assert top.collidepoint(cluny), "the state no longer puts CLUNY under the top banner"
    assert not banner.inflate(scene.px(20), scene.px(20)).collidepoint(cluny)
    for name in ("AUTUN", "TOURNUS", "MAZILLES", "MÂCON"):        # the rest of the bishopric
        point = scene.village_point(name)
        assert point is None or not banner.collidepoint(point), name


def test_defect6_a_banner_stays_on_top_when_nothing_it_names_is_there():
    area = pygame.Rect(0, 0, 1000, 600)
    rect = pygame.Rect(0, 0, 600, 120)
    assert away_from(rect, area, [(500, 500)], 14, 28).top == 14
    assert away_from(rect, area, [(500, 60)], 14, 28).bottom == 586


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_defect13_beside_the_lan_chat_the_chronicle_shows_a_dozen_lines(size, tmp_path,
                                                                         monkeypatch, maps):
    """A LAN game hosted at this screen; the chronicle holds 40 lines of a real length."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", maps=maps)
    hosted = HostedTable.create([("Ann", "blue"), ("Bob", "red"), ("Cid", "green")],
                                ["human", "remote", "computer"], Settings(seed=3),
                                TableConfig(announce=False, lan=HostConfig(bind="127.0.0.1")))
    hosted.open()
    hosted.start_game(force=True)
    table = LocalTable.hosting(hosted)
    try:
        scene = PlayScene(app, table.setup, table=table, autosave=False, ceremonies=False)
        app.stack.push(scene)
        pump(app, 2)
        assert scene.chat is not None and scene.chat.rect.width > 0
        text = "Ann recruits 1 knight and 3 men-at-arms in CLUNY for 6 deniers."
        scene.log_panel.set_lines([Line(f"{i}. {text}", frozenset({0})) for i in range(40)])
        scene.log_panel.draw(app.screen)
        shown = {t.split(".")[0] for t in scene.log_panel.visible_lines if t[0].isdigit()}
        assert len(shown) >= 12, (size, scene.log_rect, scene.log_panel.visible_lines)
        assert scene.view.height >= size[1] * 0.55              # the map keeps most of it
    finally:
        app.stack.reset()
        table.close()


def test_defect6_a_marriages_banner_leaves_its_lords_in_sight(title_app):
    """The tutorial's marriage: QUENTIN stands in BLAYE, under the banner's first place."""
    app = title_app
    scene, _table = play_scene(app, {**NO_TITLE, "villages": {
        "BLAYE": {"units": {"white": {"men": 2, "lords": ["QUENTIN"]}}},
        "TOURNUS": {"units": {"blue": {"men": 2, "lords": ["MIREILLE"]}}}}})
    married = {"kind": "married", "lord": "QUENTIN", "lady": "MIREILLE", "players": [0, 1]}
    scene.guides.announcer.note([married], "1429")
    scene.draw(app.screen)
    banner = scene.guides.announcer.rect
    blaye = scene.village_point("BLAYE")
    assert blaye is not None and away_from(banner, scene.view, [], scene.px(14), 0).collidepoint(blaye)
    for name in ("BLAYE", "TOURNUS"):
        point = scene.village_point(name)
        assert point is None or not banner.collidepoint(point), name
