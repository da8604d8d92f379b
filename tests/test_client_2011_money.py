"""The 2011 edition counts in ecus (003 Matériel: "5 écus"), 1429 in deniers, the simplified
variant in resources spent in their phase (S-3): each edition's rules table names its money,
and every screen that shows a sum words it from there, in English and French."""

import pytest
from continuing import continued
from test_client_2011_ballot import play_scene
from test_client_2011_purchase import ENGINES

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.api import rules_for
from engine.fief.position import load_position
from game.shell import i18n
from game.clients import COLLECTION
from game.fief.controller import Outcome
from game.fief.scenes.diplomacy import DiplomacyScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.shell.lobby import options_text
from game.shell.smoke import post_click
from game.testing import pump
from game.fief.ui.action_texts import action_text, decision_prompt
from game.fief.ui.card_texts import edition_of
from game.fief.ui.counts import money, money_short, money_word
from game.fief.ui.decisions import purchase
from game.fief.ui.decisions.purchase import PurchaseMode
from game.fief.ui.event_lines import event_text
from game.fief.ui.family_board import treasury_words
from game.shell.widgets import label_text

NAMES = ["ANN", "BOB", "CID"]


def test_each_editions_rules_table_names_its_money():
    assert [rules_for(e).money for e in ("1429", "2011", "simplified")] == \
        ["deniers", "ecus", "resources"]
    assert money_word("2011") == "ecus" and money_word("no such edition") == "deniers"


def test_money_in_words_with_plural_forms_english_and_french(french):
    assert (money(1, "2011"), money(0, "2011"), money(5, "2011")) == ("1 écu", "0 écu", "5 écus")
    assert money_short(5, "2011") == "5 écus" and money_short(None, "2011") == "? écus"
    assert money_short(5, "1429") == "5 d" and money_short(None, "1429") == "? d"
    i18n.set_language("en")
    assert (money(1, "2011"), money(0, "2011"), money(5, "2011")) == ("1 ecu", "0 ecus", "5 ecus")
    assert money(2, "1429") == "2 deniers" and money(3, "simplified") == "3 resources"


MONEY_EVENTS = [
    {"kind": "income", "player": 0, "total": 7},
    {"kind": "title_bought", "lord": "ARTHUR", "player": 0, "fief": "County of SIGY", "cost": 6},
    {"kind": "money_given", "player": 0, "to": 1, "amount": 1},
    {"kind": "ransom_paid", "player": 1, "captor": 0, "lords": ["HUGUES"], "amount": 4},
    {"kind": "pillaged", "player": 2, "mills": 1, "village": "BLAYE", "amount": 1},
    {"kind": "engine_bought", "player": 0, "cost": 5, "supply": 11},
    {"kind": "offer_made", "player": 0, "to": 1, "give": [], "pay": 2, "take": ["tax"], "ask": 0},
]


def test_the_chronicle_counts_2011_sums_in_ecus_and_1429_sums_in_deniers(french):
    lines = [event_text(e, NAMES, "2011") for e in MONEY_EVENTS]
    assert lines[0] == "ANN perçoit 7 écus" and "1 écu" in lines[2] and "(5 écus)" in lines[5]
    assert all("écu" in line and "denier" not in line for line in lines), lines
    i18n.set_language("en")
    lines = [event_text(e, NAMES, "2011") for e in MONEY_EVENTS]
    assert lines[:3] == ["ANN collects 7 ecus",
                         "ARTHUR of ANN becomes lord of the County of SIGY (6 ecus)",
                         "ANN gives 1 ecu to BOB"]
    assert all("ecu" in line and "denier" not in line for line in lines), lines
    assert event_text(MONEY_EVENTS[0], NAMES) == "ANN collects 7 deniers"        # 1429 as before
    assert event_text(MONEY_EVENTS[0], NAMES, "simplified") == "ANN collects 7 resources"


def test_actions_and_prompts_name_the_editions_money():
    assert action_text({"kind": "give_money", "to": 1, "amount": 3}, NAMES, "2011") == \
        "Give 3 ecus to BOB"
    assert action_text({"kind": "give_money", "to": 1, "amount": 3}, NAMES) == "Give 3 deniers to BOB"
    assert decision_prompt("purchase", {"money": 1, "prices": {}}, NAMES, "2011") == \
        "Buy troops, buildings and titles (1 ecu)."
    assert decision_prompt("answer_ransom", {"payer": 1, "amount": 2, "lords": ["HUGUES"]},
                           NAMES, "2011") == "BOB offers 2 ecus for HUGUES."


def test_a_2011_refusal_names_ecus():
    game = load_position(dict(ENGINES, players=[dict(ENGINES["players"][0], money=2),
                                                *ENGINES["players"][1:]]))
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, act("build", village="BLAYE", building="mill"))
    assert str(refused.value).endswith("that costs 3 ecus")


def test_the_family_board_shows_ecus(french):
    assert treasury_words({"money": 12, "diplomacy": 3, "tax_markers": 3}, "2011")[0][0] == "12 écus"
    assert treasury_words({"diplomacy": 3}, "2011")[0][0] == "? écus"          # hidden money
    assert treasury_words({"money": 12}, "1429")[0][0] == "12 d"


def test_the_2011_purchase_panel_counts_ecus_on_screen(app, monkeypatch):
    scene, _table = play_scene(app, ENGINES)
    mode = scene.mode
    assert isinstance(mode, PurchaseMode)
    post_click(mode.tabs["mill"].rect.center)
    pump(app)
    assert mode.tab == "mill" and mode.prompt() == "Buy troops, buildings and titles (12 ecus)."
    written: list[str] = []
    real_write = purchase.write
    monkeypatch.setattr(purchase, "write",
                        lambda surface, text, *a, **kw: written.append(text) or real_write(surface, text, *a, **kw))
    scene.draw(app.screen)
    assert written[:3] == ["Treasury: 12 ecus", "Spent this phase: 0 ecus", "Price: 3 ecus"]
    assert mode.hover_text("BLAYE") == "Build a mill in BLAYE — 3 ecus"


def test_the_diplomacy_screen_gives_ecus_in_a_2011_game(app):
    scene, _table = play_scene(app, ENGINES)
    sent: list[dict] = []
    dialog = DiplomacyScene(app, 0, scene.controller.views[0], scene.controller.names,
                            lambda seat, action: sent.append(action))
    app.stack.push(dialog)
    pump(app)
    assert label_text(dialog.amount.label) == "Ecus"
    assert dialog.sections[0][0] == "Give ecus openly"
    post_click(dialog.give_button.rect.center)
    pump(app)
    assert sent == [{"kind": "give_money", "to": 1, "amount": 1}]


def test_french_names_an_election_without_de_le(french):
    """ "Élection de le Roi" read wrongly on the top bar and in the chronicle."""
    line = event_text({"kind": "election_result", "item": "king", "winner": "ARTHUR",
                       "tally": {"ARTHUR": 3}, "reason": "majority"}, NAMES, "2011")
    assert line.startswith("Élection pour le Roi") and "de le" not in line


def test_continue_restores_a_2011_game_counted_in_ecus_and_the_lobby_names_it(title_app):
    """A 2011 game autosaved is opened again by Continue as 2011 (its supply of engines, its
    money in ecus on the boards); the LAN lobby's line of options names the edition."""
    scene = continued(title_app, "2011")
    public = scene.controller.public
    assert public["options"]["edition"] == "2011" and public["stock"]["engines"] == 12
    assert treasury_words(public["players"][0], edition_of(public))[0][0] == "5 ecus"
    assert options_text(COLLECTION, {"edition": "2011"}) == "Fief (2011 rules)"


def test_003_embassy_tokens_on_the_board_and_the_diplomacy_screen(app):
    """2011's Embassy tokens (003 "3 jetons Ambassades") where 1429 has Diplomacy markers."""
    assert [w for w, _c in treasury_words({"money": 5, "diplomacy": 3}, "2011")][1] == "Embassy 3"
    assert [w for w, _c in treasury_words({"money": 5, "diplomacy": 3}, "1429")][1] == "Diplomacy 3"
    scene, _table = play_scene(app, ENGINES)
    dialog = DiplomacyScene(app, 0, scene.controller.views[0], scene.controller.names,
                            lambda seat, action: None)
    app.stack.push(dialog)
    pump(app)
    titles = [title for title, _y in dialog.sections]
    assert "Exchange cards (an Embassy token)" in titles
    assert "A private talk (an Embassy token)" in titles


def test_E8_a_refused_embassy_talk_leads_to_the_tokens_rule_in_both_languages(app):
    """F1 over a talk refused by 003 gives the embassy token's rule (E-8) in the player's
    language, 2011 and the variant alike; 1429's help has no such paragraph."""
    refused = Outcome(False, "003 Jeton Ambassade: an embassy token opens a talk with your ally "
                      "by marriage alone", "003 Jeton Ambassade")
    for edition in ("2011", "simplified", "1429"):
        help_scene = RulesHelpScene(app, "cards_anytime", refused, edition=edition)
        app.stack.push(help_scene)
        pump(app)
        said = [p for p in help_scene.drawn_paragraphs if "embassy token" in p and "E-8" in p]
        assert bool(said) == (edition != "1429"), edition
        help_scene.close()
    i18n.set_language("fr")
    try:
        help_scene = RulesHelpScene(app, "cards_anytime", refused, edition="2011")
        app.stack.push(help_scene)
        pump(app)
        assert any("jeton Ambassade" in p for p in help_scene.drawn_paragraphs)
        help_scene.close()
    finally:
        i18n.set_language("en")
