"""Issue 21: the 2011 edition's own cards by their own names (003: Bonne récolte, Beau temps,
Mauvais temps — Good Harvest, Fine Weather, Bad Weather), on the buttons, in the chronicle,
on the map and under a Calamity's banner; 1429 keeps Bountiful Harvest, Good Weather and
Heavy Rain."""
from __future__ import annotations

import pytest

from game.shell import i18n
from game.fief.ui.action_texts import action_text
from game.fief.ui.announcements import disaster_effect
from game.fief.ui.card_texts import card_title
from game.fief.ui.event_lines import event_text

NAMES = ["ANN", "BOB", "CID"]


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("card,old,new", [("harvest", "Bountiful Harvest", "Good Harvest"),
                                          ("good_weather", "Good Weather", "Fine Weather"),
                                          ("heavy_rain", "Heavy Rain", "Bad Weather")])
def test_003_a_card_is_named_as_its_edition_names_it(english, card, old, new):
    assert card_title(card, "1429") == old and card_title(card, "2011") == new


def test_003_the_buttons_and_the_chronicle_name_the_2011_cards(english):
    play = {"kind": "play_card", "card": "harvest", "bishopric": 3}
    assert action_text(play, NAMES, "2011") == "Play Good Harvest on bishopric 3"
    assert action_text(play, NAMES, "1429") == "Play Bountiful Harvest on bishopric 3"
    played = {"kind": "fortune_played", "player": 1, "card": "good_weather", "bishopric": 2}
    assert event_text(played, NAMES, "2011") == "BOB plays Fine Weather on bishopric 2"
    assert event_text(played, NAMES, "1429") == "BOB plays Good Weather on bishopric 2"
    discard = {"kind": "discard", "card": "heavy_rain"}
    assert "Bad Weather" in action_text(discard, NAMES, "2011")


def test_003_a_calamity_banner_says_what_the_2011_card_does(english):
    effect = disaster_effect("heavy_rain", "2011")
    assert effect.startswith("Bad Weather: ") and "Secret Passage" in effect
    assert effect.endswith("(003 Mauvais temps)")
    assert disaster_effect("heavy_rain", "1429").startswith("Heavy Rain: ")


def test_003_the_2011_names_in_french():
    i18n.set_language("fr")
    try:
        assert card_title("harvest", "2011") == "Bonne récolte"
        assert card_title("harvest", "1429") == "Récolte abondante"
        assert card_title("heavy_rain", "2011") == "Mauvais temps"
        play = {"kind": "play_card", "card": "harvest", "bishopric": 3}
        assert action_text(play, NAMES, "2011") == "Jouer Bonne récolte sur l'évêché 3"
        assert disaster_effect("plague", "2011").startswith("Peste : ")
    finally:
        i18n.set_language("en")

