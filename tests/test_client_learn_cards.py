"""Card and title texts (issue 20): the pointer resting on a card of the hand shows what it
does, when it is played and its rule section, in the player's language; the rules reference
lists every card, title, troop, building and relic, and its search finds them in French too."""
import pygame

from engine.fief.api import CARD_NAMES, COLOURS, GameOptions, PlayerSpec
from game import i18n
from game.autoplay import Driver
from game.scenes.play import PlayScene
from game.scenes.rules_reference import RulesReferenceScene
from game.smoke import post_click, post_motion
from game.table import TableSetup
from game.testing import pump
from game.ui.card_texts import CARDS, LORD_CARD, card_entry, card_lines


def test_every_card_of_the_game_has_a_text():
    for card in CARD_NAMES:
        entry = card_entry(card)
        assert entry.text and entry.section, card
    assert card_entry("FRANÇOIS") is LORD_CARD
    assert card_lines("ambush")[-1] == "Rule 10.5"


def test_resting_on_a_card_of_the_hand_shows_its_text(title_app):
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=3), ("human", "computer", "computer"))
    scene = PlayScene(title_app, setup, bot_delay=0.0, autosave=False, ceremonies=False)
    title_app.stack.push(scene)
    pump(title_app, 2)
    Driver(title_app).play(scene, timeout=120, stop=lambda s: bool(getattr(s.mode, "cards", None)))
    widget = scene.mode.cards[0]
    pump(title_app)
    post_motion(widget.rect.center)
    pump(title_app)
    assert scene.tooltip_lines() == card_lines(widget.card)
    assert scene.tooltip_lines()[-1].startswith("Rule ")
    i18n.set_language("fr")
    try:
        pump(title_app)
        assert scene.tooltip_lines()[-1].startswith("Règle ")
    finally:
        i18n.set_language("en")


def test_the_reference_lists_the_cards_and_finds_them_in_french(title_app):
    i18n.set_language("fr")
    try:
        ref = RulesReferenceScene(title_app)
        title_app.stack.push(ref)
        pump(title_app)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="embuscade"))
        pump(title_app)
        titles = [ref.sections[i].title for i in ref.matches]
        assert "Cartes" in titles and "10.0 Cartes Opportunité" in titles   # the French rules too
        row = next(rect for index, rect in ref.rows if ref.sections[index].title == "Cartes")
        post_click(row.center)
        pump(title_app)
        assert ref.section.title == "Cartes"
        assert any(p.startswith("Embuscade (10.5)") for p in ref.section.paragraphs)
    finally:
        i18n.set_language("en")
    assert set(CARDS) >= {"ambush", "plague", "tax"}
