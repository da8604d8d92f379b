"""Whom the Diplomacy dialog offers for a private talk: the referee's view says it (the
player's own ``talk`` field: 8.0 any other family in 1429; 2011 and the variant the ally by
marriage alone, nobody while a talk goes on or without a token, 003 Jeton Ambassade, E-8,
S-20), and the dialog shows only those, or why nobody, in English and French. The variant's
F1 help falls back on 2011's paragraphs, then 1429's (docs/editions.md)."""
import pytest
from diplomacy_dialogs import drawn_texts, open_dialog
from politics import position, village

from engine.actions import act
from engine.fief.position import load_position
from engine.fief.views import view_for
from game.shell import i18n
from game.fief.scenes.rules_help import RULES, RULES_2011, RulesHelpScene
from game.shell.smoke import post_click
from game.testing import pump
from game.shell.widgets import label_text

EMBASSY = "003 Jeton Ambassade"
NO_ALLY = ("an embassy token opens a talk with your ally by marriage, and you have no ally by "
           "marriage")


def table(edition="2011", married=(("QUENTIN", "JEANNE"),), **kw):
    """GRADY (blue): QUENTIN; DAVID (red): JEANNE; KIRSTEN (green): OTHON; GUNTER (yellow):
    BLANCHE, at GRADY's purchases; QUENTIN and JEANNE married (GRADY and DAVID allied)."""
    villages = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                "TOURNUS": village("red", men=1, lords=["JEANNE"]),
                "BOURG": village("green", men=1, lords=["OTHON"]),
                "SIGY": village("yellow", men=1, lords=["BLANCHE"])}
    lords = {husband: {"spouse": wife} for husband, wife in married}
    return position("purchase", players=4, villages=villages, lords=lords, edition=edition,
                    turn="blue", **kw)


# --- the view ---------------------------------------------------------------------------------

def test_8_0_in_1429_any_other_family_may_be_invited():
    talk = view_for(load_position(table("1429", married=())), 0)["players"][0]["talk"]
    assert talk == {"invite": [1, 2, 3], "rule": None, "why": None, "values": {}}


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E8_the_ally_by_marriage_alone_and_only_ones_own_field(edition):
    view = view_for(load_position(table(edition)), 0)
    assert view["players"][0]["talk"]["invite"] == [1]
    assert all("talk" not in p for p in view["players"][1:])        # another seat's: not shown
    assert all("talk" not in p for p in view_for(load_position(table(edition)), None)["players"])


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E8_nobody_without_an_ally_or_while_a_talk_goes_on_or_without_a_token(edition):
    g = load_position(table(edition, married=()))
    talk = view_for(g, 2)["players"][2]["talk"]
    assert talk == {"invite": [], "rule": EMBASSY, "why": NO_ALLY, "values": {}}
    g = load_position(table(edition))
    g.apply(0, act("open_talk", **{"with": 1}))
    assert g.state.top().kind == "private_talk"
    talk = view_for(g, 0)["players"][0]["talk"]          # the opener, and the others alike
    assert (talk["invite"], talk["why"]) == ([], "two talks cannot take place at the same time")
    g = load_position(table(edition))
    g.state.players[0].diplomacy = 0
    talk = view_for(g, 0)["players"][0]["talk"]
    assert (talk["invite"], talk["rule"], talk["why"]) == \
        ([], EMBASSY, "you have no embassy token left")


# --- the dialog -------------------------------------------------------------------------------

def dialog_of(app, edition, married=(("QUENTIN", "JEANNE"),)):
    """The play scene of the table, its Diplomacy dialog opened by a click (GRADY's hand)."""
    scene, dialog = open_dialog(app, table(edition, married=married))
    assert scene.controller.revealed == 0
    return scene, dialog


def test_E8_the_2011_dialog_offers_the_ally_alone_and_opens_the_talk_by_clicks(app):
    scene, dialog = dialog_of(app, "2011")
    assert [label_text(t.label) for t in dialog.talk_toggles] == ["DAVID"]
    assert dialog.talk_toggles[0].checked and dialog.talk_button.enabled   # the one to ask
    assert dialog.panel.contains(dialog.talk_button.rect)
    post_click(dialog.talk_button.rect.center)
    pump(app, 2)
    view = scene.controller.views[0]
    assert view["step"] == "private_talk" and view["frames"][-1]["members"] == [0, 1]
    assert view["players"][0]["diplomacy"] == 2


@pytest.mark.parametrize("language, hint", [("en", "Tick a family to invite first."),
                                            ("fr", "Cochez d'abord une famille à inviter.")])
def test_8_0_the_1429_talk_button_waits_for_a_ticked_family_then_invites_it(app, language,
                                                                          hint):
    """A talk with nobody is refused (8.0), so the dialog does not offer one: its button is
    disabled, and a line says to tick a family, until one is ticked; clicks on it do nothing."""
    i18n.set_language(language)
    try:
        scene, dialog = dialog_of(app, "1429", married=())
        assert [label_text(t.label) for t in dialog.talk_toggles] == \
            ["DAVID", "KIRSTEN", "GUNTER"]
        assert not any(t.checked for t in dialog.talk_toggles)
        assert not dialog.talk_button.enabled and hint in drawn_texts(dialog, app)
        post_click(dialog.talk_button.rect.center)                # disabled: nothing happens
        pump(app, 2)
        assert app.stack.top is dialog and not dialog.message
        assert scene.controller.views[0]["step"] == "purchase"
        post_click(dialog.talk_toggles[1].rect.center)            # KIRSTEN
        pump(app)
        assert dialog.talk_button.enabled and hint not in drawn_texts(dialog, app)
        post_click(dialog.talk_toggles[1].rect.center)            # unticked again: disabled
        pump(app)
        assert not dialog.talk_button.enabled and hint in drawn_texts(dialog, app)
        post_click(dialog.talk_toggles[1].rect.center)
        pump(app)
        post_click(dialog.talk_button.rect.center)
        pump(app, 2)
        view = scene.controller.views[0]
        assert view["step"] == "private_talk" and view["frames"][-1]["members"] == [0, 2]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language, said", [
    ("en", "Nobody to invite (003 Jeton Ambassade): an embassy token opens a talk with your ally "
           "by marriage, and you have no ally by marriage"),
    ("fr", "Personne à inviter (003 Jeton Ambassade) : un jeton Ambassade ouvre une discussion "
           "avec votre allié par mariage, et vous n'avez pas d'allié par mariage")])
def test_E8_without_an_ally_the_dialog_says_why_nobody_in_both_languages(app, language, said):
    i18n.set_language(language)
    try:
        scene, dialog = dialog_of(app, "2011", married=())
        assert dialog.talk_toggles == [] and not dialog.talk_button.enabled
        assert dialog.talk_note == said
        assert " ".join(dialog.talk_lines) == said                 # wrapped, every word drawn
        post_click(dialog.talk_button.rect.center)                # a disabled button: nothing
        pump(app, 2)
        assert scene.controller.views[0]["step"] == "purchase" and not dialog.message
    finally:
        i18n.set_language("en")


# --- F1: the variant reads as 2011 where 004 is silent ----------------------------------------

def drawn(app, step, edition):
    help_scene = RulesHelpScene(app, step, edition=edition)
    app.stack.push(help_scene)
    pump(app)
    shown = list(help_scene.drawn_paragraphs)
    help_scene.close()
    return shown


def test_the_variants_help_falls_back_on_2011_then_on_1429(app):
    # The elections: 2011's ballot of FOR and AGAINST tokens (E-4), not 1429's open vote.
    elections = drawn(app, "elections", "simplified")
    assert RULES_2011["elections"][1] in elections
    assert not set(RULES["elections"]) & set(elections)
    assert "5 resources a round" in elections[2] and "ecus" not in " ".join(elections)
    # A step 2011 does not define either reads as 1429; one the variant defines, as itself.
    assert drawn(app, "marriage", "simplified") == list(RULES["marriage"])
    assert "(S-4)" in " ".join(drawn(app, "movement", "simplified"))
