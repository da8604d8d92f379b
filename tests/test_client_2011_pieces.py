"""The 2011 edition's pieces by their 2011 names (003 Matériel: "15 sergents", "tuile
Château"): its rules table names them as it names its money, and the screens say sergeants and
castles where 1429 says men at arms and Strongholds, its decks Characters and Events, its
Disasters Calamities, in English and French."""

from test_client_2011_ballot import play_scene
from test_client_2011_purchase import ENGINES

from engine.fief.api import rules_for
from game.shell import i18n
from game.fief.scenes import play_panel
from game.shell.smoke import post_click
from game.testing import pump
from game.fief.ui.action_texts import action_text
from game.fief.ui.announcements import Announcer
from game.fief.ui.card_texts import thing_entry
from game.fief.ui.decisions import cards as cards_mode
from game.fief.ui.decisions.purchase import PurchaseMode
from game.fief.ui.event_lines import event_text
from game.shell.widgets import label_text

NAMES = ["ANN", "BOB"]
RECRUITED = {"kind": "recruited", "player": 0, "village": "BLAYE", "knights": 1, "men": 2}
BUILT = {"kind": "built", "player": 1, "village": "BLAYE", "building": "stronghold"}


def test_each_editions_rules_table_names_its_pieces():
    assert (rules_for("1429").man_word, rules_for("1429").fort_word) == ("men", "stronghold")
    assert (rules_for("2011").man_word, rules_for("2011").fort_word) == ("sergeants", "castle")


def test_the_chronicle_says_sergeants_and_castles_in_2011_in_both_languages(french):
    assert event_text(RECRUITED, NAMES, "2011") == "ANN recrute 1 chevalier et 2 sergents à BLAYE"
    assert event_text(BUILT, NAMES, "2011") == "BOB bâtit un château à BLAYE"
    i18n.set_language("en")
    assert event_text(RECRUITED, NAMES, "2011") == "ANN recruits 1 knight and 2 sergeants in BLAYE"
    assert event_text(BUILT, NAMES, "2011") == "BOB builds a castle in BLAYE"
    assert event_text(RECRUITED, NAMES) == "ANN recruits 1 knight and 2 men at arms in BLAYE"
    assert event_text(BUILT, NAMES) == "BOB builds a Stronghold in BLAYE"
    recruit = {"kind": "recruit", "village": "BLAYE", "knights": 0, "men": 1}
    assert action_text(recruit, NAMES, "2011") == "Recruit 0 knights and 1 sergeant in BLAYE"
    assert (thing_entry("man", "2011").name, thing_entry("stronghold", "2011").name) == \
        ("Sergeant", "Castle")


def test_the_2011_purchase_panel_sells_sergeants_and_castles(app):
    scene, _table = play_scene(app, ENGINES)
    mode = scene.mode
    assert isinstance(mode, PurchaseMode)
    assert label_text(mode.men.label) == "Sergeants"
    assert label_text(mode.tabs["stronghold"].label) == "Castle"
    post_click(mode.tabs["stronghold"].rect.center)
    pump(app)
    assert mode.tab == "stronghold" and mode.cost() == 10


def test_2011_decks_are_characters_and_events_and_its_disasters_calamities(french):
    drawn = {"kind": "card_drawn", "player": 0, "deck": "fortune"}
    assert event_text(drawn, NAMES, "2011") == "ANN pioche une carte dans la pioche Événements"
    i18n.set_language("en")
    assert event_text(drawn, NAMES, "2011") == "ANN draws a card from the Events deck"
    assert event_text(drawn, NAMES) == "ANN draws a card from the Fortune deck"
    assert action_text({"kind": "draw", "deck": "lords"}, NAMES, "2011") == \
        "Draw from the Characters deck"
    announcer = Announcer()
    announcer.note([{"kind": "disaster_struck", "disaster": "famine", "die": 2, "bishopric": 2}],
                   "2011")
    assert announcer.lines(NAMES)[0] == "Calamity!"
    announcer.note([], "1429")
    assert announcer.lines(NAMES)[0] == "Disaster!"


def test_the_2011_banner_counts_calamities_and_the_hand_its_events(app, monkeypatch):
    scene, _table = play_scene(app, dict(ENGINES, disaster_track=["famine"], players=[
        dict(ENGINES["players"][0], hand=["tax", "cardinal"]), *ENGINES["players"][1:]]))
    shown: list[str] = []
    real_text = play_panel.fonts.text
    monkeypatch.setattr(play_panel.fonts, "text",
                        lambda text, *a, **kw: shown.append(text) or real_text(text, *a, **kw))
    scene._banner = None
    scene.draw(app.screen)
    assert "Calamities" in shown and "Disasters" not in shown
    widget = cards_mode.CardWidget("tax", lambda card: None, True, "2011")
    assert (widget.deck(), cards_mode.CardWidget("cardinal", None, True, "2011").deck()) == \
        ("Events", "Characters")
