"""The 2011 Purchase phase on screen (003 Phase 4): a Siege Engine bought from the common supply
by clicks on its tab (E-3), the supply and the family's engines as the view counts them; the
crown's heirless title given by the King by clicks (E-10), and shown held by the crown in the
titles panel until then."""

from test_client_2011_ballot import play_scene

from game.shell.smoke import post_click
from game.testing import pump
from game.fief.ui.decisions.purchase import PurchaseMode
from game.fief.ui.titles_panel import panel_rows, titles_panel
from game.shell.widgets import label_text

ENGINES = {"edition": "2011", "step": "purchase", "turn": "white",
           "players": [{"name": "GRADY", "colour": "white", "money": 12},
                       {"name": "DAVID", "colour": "blue", "money": 4},
                       {"name": "KIRSTEN", "colour": "red", "money": 4}],
           "villages": {"BLAYE": {"fort": "stronghold", "units": {"white": {"men": 2, "lords": ["ARTHUR"]}}},
                        "SIGY": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}}}

CROWN = {"edition": "2011", "step": "purchase", "turn": "red", "titles": {"crown": ["County of SIGY"]},
         "players": [{"name": "ANN", "colour": "blue", "money": 3}, {"name": "BOB", "colour": "red", "money": 2},
                     {"name": "CID", "colour": "green"}],
         "lords": {"ARTHUR": {"owner": "red", "titles": ["King"]}},
         "villages": {"SIGY": {"fort": "city", "units": {"blue": {"men": 2}}},
                      "BLAYE": {"units": {"red": {"men": 1, "lords": ["ARTHUR", "HUGUES"]}}},
                      "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}}}


def test_E3_a_siege_engine_is_bought_by_clicks_from_the_common_supply(app):
    scene, table = play_scene(app, ENGINES)
    mode = scene.mode
    assert isinstance(mode, PurchaseMode) and "engines" in mode.tabs
    post_click(mode.tabs["engines"].rect.center)
    pump(app)
    assert mode.tab == "engines" and mode.engine.visible and not mode.places()
    assert label_text(mode.engine.label) == "Buy a Siege Engine — 5 ecus"
    post_click(mode.engine.rect.center)
    pump(app, 2)
    view = scene.controller.views[0]
    assert view["players"][0]["money"] == 7
    assert view["stock"]["engines"] == 11 and view["players"][0]["stock"]["engines"] == 1
    assert any(e["kind"] == "engine_bought" for e in scene.controller.session.events(None))
    # The panel, built again, still offers the tab, counting from the new view.
    mode = scene.mode
    assert isinstance(mode, PurchaseMode) and mode.tab == "engines"
    scene.draw(app.screen)


def test_E3_a_family_short_of_5_ecus_is_offered_no_engine_button(app):
    scene, _table = play_scene(app, dict(ENGINES, players=[dict(ENGINES["players"][0], money=4),
                                                           *ENGINES["players"][1:]]))
    mode = scene.mode
    post_click(mode.tabs["engines"].rect.center)
    pump(app)
    assert mode.tab == "engines" and mode.engine is None


def test_1429_has_no_engines_tab(app):
    scene, _table = play_scene(app, dict(ENGINES, edition="1429"))
    assert isinstance(scene.mode, PurchaseMode) and "engines" not in scene.mode.tabs


def test_E10_the_king_gives_the_crowns_title_by_clicks(app):
    scene, table = play_scene(app, CROWN)
    view = scene.controller.views[1]
    rows = panel_rows(view)
    assert ("title", ("county", "County of SIGY", "held by the crown", None)) in rows
    assert ("text", "Siege Engines in the common supply: 12") in rows
    assert titles_panel(view, 400, 1.0).get_height() > 0
    mode = scene.mode
    assert isinstance(mode, PurchaseMode) and scene.asked.seat == 1
    post_click(mode.tabs["titles"].rect.center)
    pump(app)
    labels = [label_text(b.label) for b in mode.titles.buttons]
    wanted = "Give the crown's title County of SIGY to OTHON — free"
    assert wanted in labels
    button = mode.titles.buttons[labels.index(wanted)]
    while not button.visible:
        post_click(mode.titles.next.rect.center)
        pump(app)
    post_click(button.rect.center)
    pump(app, 2)
    state = table.authority.record.game.state
    assert state.titles.fiefs["County of SIGY"] == "OTHON" and state.titles.crown_fiefs == []
    announcer = scene.guides.announcer                      # the gift is announced
    shown = [announcer.current] + list(announcer.queue)
    assert any(e and e["kind"] == "title_granted_by_crown" for e in shown)
