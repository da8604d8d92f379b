"""Every refusal shown to a player links to its section (issue 20): the battle, election and
diplomacy screens show the referee's refusal in the player's words with a *Read section N*
button beside it, and F1 there opens the step's help with the refusal and its link."""
from functools import partial

import pygame
import pytest
from diplomacy_dialogs import open_dialog
from politics import position

from game.shell import i18n
from game.fief.anim.feed import EventFeed
from game.fief.scenes import battle as battle_scene
from game.fief.scenes import demos
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.diplomacy import DiplomacyScene
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.play import PlayScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.smoke import post_click, post_key
from game.testing import make_app, pump
from game.shell.widgets import label_text


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), map_file=tmp_path / "no-map.tmx")
    pump(app)
    yield app
    i18n.set_language("en")


def join_battle_scene(app):
    """KIRSTEN (seat 2) is asked whether she joins the battle at L'ÉPERVIER (6.0)."""
    position = dict(demos.BATTLE, players=[dict(p) for p in demos.PLAYERS])
    session = demos.local_session(position)
    since = len(session.events(None))
    demos.act(session, 0, "declare_battle village=\"L'ÉPERVIER\" target=1")
    feed = EventFeed(session, None, since, starts=battle_scene.starts_with,
                     ends=lambda e: e.get("kind") == "battle_ended")
    scene = BattleScene(app, feed, session=session, seats=[2])
    app.stack.push(scene)
    scene.clock.speed = "instant"
    pump(app, 5, dt=0.1)
    assert scene.choice is not None and scene.choice[1]["kind"] == "join_battle"
    return scene


def refuse_on_click(scene, button):
    """The button sends what the referee refuses (as a screen gone stale would)."""
    button.on_click = partial(scene.answer, 2, {"kind": "join_battle", "side": "sideways"})
    post_click(button.rect.center)
    pump(scene.app, 2, dt=0.1)


def test_6_0_a_refusal_in_the_battle_links_to_its_section(app):
    scene = join_battle_scene(app)
    refuse_on_click(scene, scene.buttons[0])
    assert scene.error.startswith("Refused (6.0): ")
    link = scene.rule_link.button
    assert link.visible and label_text(link.label) == "Read section 6.0"
    assert scene.panel.contains(link.rect)
    post_click(link.rect.center)
    pump(app)
    ref = app.stack.top
    assert isinstance(ref, RulesReferenceScene) and ref.section.title == "6.0 Declaring and sides"
    post_key(pygame.K_ESCAPE)
    pump(app)
    post_key(pygame.K_F1)                    # F1 from the battle: its rules and the refusal
    pump(app)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene)
    assert (help_scene.step, help_scene.refused_rule) == ("battles", "6.0")
    assert help_scene.refused_button.visible


def test_the_battles_refusal_in_french(app):
    i18n.set_language("fr")
    scene = join_battle_scene(app)
    refuse_on_click(scene, scene.buttons[0])
    assert scene.error.startswith("Refusé (6.0)")
    assert label_text(scene.rule_link.button.label) == "Lire la section 6.0"


def test_a_new_choice_hides_the_last_refusals_link(app):
    scene = join_battle_scene(app)
    refuse_on_click(scene, scene.buttons[0])
    assert scene.rule_link.button.visible
    post_click(next(b for b in scene.buttons if label_text(b.label) == "Stay out").rect.center)
    pump(app, 5, dt=0.1)
    assert not scene.error and not scene.rule_link.button.visible


def test_f1_from_an_election_opens_the_elections_rules(app):
    scene = ElectionScene(app, EventFeed(demos.local_session(dict(demos.BATTLE, players=[
        dict(p) for p in demos.PLAYERS])), None, 0, starts=lambda e: False, ends=lambda e: False))
    app.stack.push(scene)
    pump(app)
    post_key(pygame.K_F1)
    pump(app)
    assert isinstance(app.stack.top, RulesHelpScene) and app.stack.top.step == "elections"


def offer_to_a_full_hand(app) -> DiplomacyScene:
    """GRADY's diplomacy opened by clicks, a tax offered to DAVID, who holds 3 cards: the
    referee refuses it (8.0, nobody holds more than 3 cards, A17), a rule the client leaves to
    it. (The refusal of a talk with nobody ticked that these tests once used can no longer be
    clicked: the talk's button waits for a ticked family, test_client_talk_invites.)"""
    hands = {0: ["tax"], 1: ["harvest", "good_weather", "justice"]}
    _scene, dialog = open_dialog(app, position("purchase", hands=hands, money={0: 3}))
    assert dialog.cards_to.value == 1
    post_click(dialog.card_toggles[0].rect.center)            # give the tax
    pump(app)
    post_click(dialog.offer_button.rect.center)
    pump(app)
    return dialog


def tutorial_play(app) -> PlayScene:
    """The tutorial's prepared table, shown."""
    from game.fief.tutorial_game import tutorial_table

    table = tutorial_table()
    play = PlayScene(app, table.setup, table=table, autosave=False, ceremonies=False)
    app.stack.push(play)
    pump(app, 2)
    return play


def test_8_0_a_refusal_in_diplomacy_links_to_its_section(app):
    dialog = offer_to_a_full_hand(app)
    assert dialog.message == "Refused (8.0): nobody may hold more than 3 cards"
    link = dialog.rule_link.button
    assert link.visible and dialog.panel.contains(link.rect)
    post_click(link.rect.center)
    pump(app)
    assert isinstance(app.stack.top, RulesReferenceScene)
    assert app.stack.top.section.title == "8.0 Diplomacy"
    post_key(pygame.K_ESCAPE)
    pump(app)
    post_key(pygame.K_F1)
    pump(app)
    assert isinstance(app.stack.top, RulesHelpScene) and app.stack.top.refused_rule == "8.0"


def test_1_1_a_refused_marriage_on_the_table_links_to_its_rule(app):
    """The table's decision panel shows the refusal with a link beside it, as F1 does."""
    play = tutorial_play(app)
    marry = next(a for a in play.controller.legal(0) if a.get("kind") == "propose_marriage")
    assert not play.submit(0, dict(marry, lady="NOBODY"))
    pump(app)
    link = play.decision_panel.rule_button
    rule = play.guides.refused.rule
    assert play.mode.error.startswith(f"Refused ({rule})") and link.visible
    assert label_text(link.label) == f"Read section {rule}" and play.panel_rect.contains(link.rect)
    post_click(link.rect.center)
    pump(app)
    ref = app.stack.top
    assert isinstance(ref, RulesReferenceScene) and ref.section.title.startswith("1.1 ")


def test_issue37_a_malformed_refusal_in_the_battle_and_its_f1_help_are_in_french(app):
    """A malformed action's refusal (engine/params.py, worded) is said from its template in
    the player's language on the battle screen and again in the help F1 opens over it."""
    i18n.set_language("fr")
    scene = join_battle_scene(app)
    button = scene.buttons[0]
    button.on_click = partial(scene.answer, 2, {"kind": "join_battle", "side": "attack", "x": 1})
    post_click(button.rect.center)
    pump(app, 2, dt=0.1)
    french = "Refusé : join_battle ne prend pas de paramètre 'x' (il prend side)"
    assert scene.error == french
    post_key(pygame.K_F1)
    pump(app)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.drawn_refusal == french


def test_issue37_f1_on_the_table_says_a_malformed_refusal_in_french(app):
    """The table's F1 help shows the last refusal from its template, in French."""
    i18n.set_language("fr")
    play = tutorial_play(app)
    assert not play.submit(0, {"kind": "give_money", "to": 9, "amount": 1})
    pump(app)
    french = "Refusé : give_money : to est une place (un nombre à partir de 0), pas 9"
    assert play.toast == french
    post_key(pygame.K_F1)
    pump(app)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.drawn_refusal == french


def test_8_0_a_refusal_in_diplomacy_is_said_in_french_from_real_clicks(app):
    """Fief's refusals are worded (engine/errors.py): a French player offering a card to a
    full hand reads the referee's reason in French with its rule, and its link."""
    i18n.set_language("fr")
    dialog = offer_to_a_full_hand(app)
    assert dialog.message == "Refusé (8.0) : personne ne peut avoir plus de 3 cartes en main"
    assert label_text(dialog.rule_link.button.label) == "Lire la section 8.0"
