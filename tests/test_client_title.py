"""The title screen presents the collection (issue 34): one card per game of game/clients.py,
in its order, each with its name, its players and length in the player's language, and its
buttons (its new game, its tutorial, its rules), which open that game's screens; the command
line names the collection too."""
from __future__ import annotations

import pygame
import pytest

from game.clients import COLLECTION
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.fief.scenes.setup import SetupScene
from game.middle_ages.help import MAHelpScene
from game.middle_ages.setup import MASetupScene
from game.shell.i18n import set_language
from game.shell.smoke import post_click, post_key
from game.shell.startup import NAME, parse_args
from game.shell.title_cards import length_words, players_words
from game.shell.widgets import label_text
from game.testing import pump


def test_one_card_per_game_in_the_collections_order(title_app):
    title = title_app.stack.top
    assert [card.client.game for card in title.cards] == ["fief", "middle-ages"]
    assert [[label_text(b.label) for b in card.buttons] for card in title.cards] == \
        [["New game", "Tutorial", "Continue", "Rules"], ["New game", "Tutorial", "Continue", "Rules"]]
    assert title.form.focus is title.new_button is title.cards[0].buttons[0]


@pytest.mark.parametrize("game, label, scene", [
    ("fief", "New game", SetupScene), ("fief", "Rules", RulesReferenceScene),
    ("middle-ages", "New game", MASetupScene), ("middle-ages", "Rules", MAHelpScene)])
def test_a_cards_buttons_open_its_games_screens(title_app, game, label, scene):
    title = title_app.stack.top
    post_click(title.button(label, game).rect.center)
    pump(title_app)
    assert isinstance(title_app.stack.top, scene)


def test_enter_on_the_title_starts_the_first_games_new_game(title_app):
    post_key(pygame.K_RETURN)
    pump(title_app)
    assert isinstance(title_app.stack.top, SetupScene)


def test_players_and_length_in_words_in_both_languages():
    fief, ages = COLLECTION.get("fief").card, COLLECTION.get("middle-ages").card
    try:
        assert players_words(fief.players) == "3–6 players"
        assert length_words(fief.minutes) == "2–4 hours"
        assert players_words(ages.players) == "2–5 players"
        assert length_words(ages.minutes) == "about 30 minutes"
        assert players_words((2, 2)) == "2 players" and length_words((60, 60)) == "about 1 hour"
        set_language("fr")
        assert players_words(fief.players) == "3 à 6 joueurs"
        assert length_words(fief.minutes) == "2 à 4 heures"
        assert length_words(ages.minutes) == "environ 30 minutes"
        assert players_words((1, 1)) == "1 joueur"
    finally:
        set_language("en")


def test_the_command_line_names_the_collection(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--help"], COLLECTION.served())
    assert NAME in capsys.readouterr().out
