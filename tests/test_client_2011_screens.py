"""The 2011 edition wherever the screen shows rules: a game started from the New game form with
the edition chosen by clicks; the cards' 2011 texts on hover; F1's 2011 rules of the step; the
Calamities (Disasters) face down on their three slots, and the die that sends one, announced;
the chronicle naming the tokens in both languages."""

import pygame
import pytest
from test_client_2011_ballot import play_scene, seated
from test_client_2011_purchase import ENGINES

from game.shell import i18n
from game.fief.controller import Outcome
from game.fief.scenes.play import PlayScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.fief.scenes.setup import SetupScene
from game.shell.smoke import post_click, post_key, post_motion
from game.testing import pump
from game.fief.ui.announcements import Announcer
from game.fief.ui.card_texts import card_lines
from game.fief.ui.event_lines import event_text

CARDS = {"edition": "2011", "step": "play_cards", "turn": "blue",
         "players": [{"name": "ANN", "colour": "blue", "hand": ["cardinal", "uprising"]},
                     {"name": "BOB", "colour": "red"}, {"name": "CID", "colour": "green"}],
         "disaster_track": ["famine", "plague"],
         "lords": {"OTHON": {"owner": "blue", "titles": ["Bishop of 4"]}},
         "villages": {"BOURG": {"units": {"blue": {"men": 1, "lords": ["OTHON"]}}}}}


@pytest.fixture
def app(title_app):
    return title_app


def at_the_hand(app):
    """ANN's turn of Phase 2, her hand shown once she took the seat."""
    scene = seated(app, CARDS, 0)
    assert app.stack.top is scene and scene.mode is not None
    return scene


def test_a_2011_game_starts_from_the_new_game_form_with_the_edition_chosen_by_clicks(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.edition.value == "1429"
    post_click(setup.edition.arrow_rects()[1].center)
    pump(app)
    assert setup.edition.value == "2011"
    post_click(setup.start_button.rect.center)
    pump(app, 3)
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.table.options.edition == "2011"
    assert scene.controller.public["options"]["edition"] == "2011"
    assert scene.controller.public["stock"]["engines"] == 12          # the common supply (E-3)


def test_a_card_of_the_hand_shows_its_2011_text_on_hover(app):
    scene = at_the_hand(app)
    widget = next(w for w in scene.mode.form.widgets if getattr(w, "card", None) == "cardinal")
    post_motion(widget.rect.center)
    pump(app)
    lines = scene.tooltip_lines()
    assert lines == card_lines("cardinal", "2011") != card_lines("cardinal", "1429")
    assert "without the Pope's consent" in lines[1] and lines[-1] == "Rule 003 Cardinaux"
    revolt = next(w for w in scene.mode.form.widgets if getattr(w, "card", None) == "uprising")
    post_motion(revolt.rect.center)
    pump(app)
    assert scene.tooltip_lines()[0] == "Revolt" and scene.tooltip_lines()[-1] == "Rule 003 Révolte / E-6"
    i18n.set_language("fr")
    try:
        pump(app)
        assert scene.tooltip_lines()[0] == "Révolte"
    finally:
        i18n.set_language("en")


def test_the_calamities_lie_face_down_on_their_three_slots(app):
    scene = at_the_hand(app)
    assert scene.controller.public["disaster_track"] == 2
    pump(app)
    px = scene.px
    x0 = scene.buttons_left - px(140)
    faces = [tuple(app.screen.get_at((x0 + i * px(24) + px(9), px(39))))[:3] for i in range(3)]
    assert faces[0] == faces[1] == (70, 40, 40) and faces[2] != (70, 40, 40)


def test_the_die_that_sends_a_calamity_is_announced_even_for_a_false_alarm():
    announcer = Announcer()
    announcer.note([{"kind": "disaster_false_alarm", "die": 6, "disaster": "heavy_rain"}])
    assert announcer.lines(["ANN"])[:2] == ("False alarm", "Heavy Rain: false alarm (die 6)")


def test_f1_tells_the_2011_rules_of_the_step(app):
    scene, _table = play_scene(app, ENGINES)
    post_key(pygame.K_F1)
    pump(app, 2)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.step == "purchase"
    assert any("Siege Engine costs 5 ecus" in p and "E-3" in p for p in help_scene.drawn_paragraphs)
    post_click(help_scene.buttons["elections"].rect.center)
    pump(app)
    assert any("AGAINST" in p and "E-4" in p for p in help_scene.drawn_paragraphs)


def test_the_chronicle_names_the_2011_tokens_in_both_languages():
    event = {"kind": "ballot_revealed", "item": "king", "lord": "ARTHUR", "marker": "against",
             "player": 1, "votes": -2}
    assert event_text(event, ["ANN", "BOB"]) == "BOB turns over an AGAINST marker on ARTHUR: 2 votes fewer"
    i18n.set_language("fr")
    try:
        assert event_text(event, ["ANN", "BOB"]) == "BOB retourne un marqueur CONTRE sur ARTHUR : 2 voix en moins"
        assert "engin de siège" in event_text({"kind": "engine_bought", "player": 0, "cost": 5,
                                               "supply": 11}, ["ANN"])
    finally:
        i18n.set_language("en")


def test_a_2011_refusal_leads_to_the_2011_rules_and_the_reference_lists_2011_cards(app):
    help_scene = RulesHelpScene(app, "purchase", Outcome(
        False, "003 Phase 4 / E-3: a Siege Engine costs 5 ecus", "003 Phase 4 / E-3"), edition="2011")
    app.stack.push(help_scene)
    pump(app)
    post_click(help_scene.refused_button.rect.center)
    pump(app)
    reference = app.stack.top
    assert isinstance(reference, RulesReferenceScene)
    assert reference.sections[reference.current].title == "The 2011 edition"
    cards = next(s for s in reference.sections if s.title == "Cards")
    assert any(p.startswith("Revolt (003 Révolte / E-6)") for p in cards.paragraphs)
    assert not any(p.startswith("Uprising (10.1)") for p in cards.paragraphs)
