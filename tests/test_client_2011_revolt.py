"""The 2011 Revolt on screen (003 "Carte Révolte", E-6): raised by a click on its button, named
a Revolt wherever 1429 says Uprising, its roll told and drawn as the referee says it was thrown
(the uprising_result event's ``roll``: one ordinary die, +1 for each card beyond the first),
in English and French."""

import politics
from test_2011_rules import mazilles_2011, revolt
from test_client_2011_ballot import seated

from game.shell import i18n
from game.fief.anim.battle import BattleScript
from game.fief.anim.cast import Cast
from game.shell.smoke import post_click
from game.testing import pump
from game.fief.ui.action_texts import action_text, decision_prompt
from game.fief.ui.card_texts import card_title, title_entry
from game.fief.ui.decisions import cards
from game.fief.ui.event_lines import event_text

NAMES = ["GRADY", "DAVID", "KIRSTEN"]

# DAVID (red) may raise MAZILLES, under famine, against KIRSTEN's troops (003 Carte Révolte).
MAZILLES = politics.position(
    "play_cards", turn="DAVID", edition="2011", hands={1: ["uprising"]}, forced_d6=[4],
    disasters={"2": ["famine"]},
    villages={"MAZILLES": politics.village("green", men=2, knights=2),
              "BOURG": politics.village("green", men=1, lords=["OTHON"]),
              "TOURNUS": politics.village("red", men=1, lords=["RAOUL"])})


def test_E6_the_revolt_line_says_the_die_and_the_cards_in_both_languages(french):
    game = mazilles_2011(3, None, 2)
    result = next(e.to_dict() for e in revolt(game, 3) if e.kind == "uprising_result")
    line = event_text(result, NAMES, "2011")
    assert line == "Révolte à MAZILLES (3 cartes) : le dé fait 2, +2 pour les cartes, soit 4 touches"
    i18n.set_language("en")
    assert event_text(result, NAMES, "2011") == \
        "Revolt in MAZILLES (3 cards): the die rolls 2, +2 for the cards, 4 hits"
    one = dict(result, cards=1, bonus=0, hits=2)
    assert event_text(one, NAMES, "2011") == "Revolt in MAZILLES (1 card): the die rolls 2, 2 hits"
    battle = dict(result, roll="battle_dice", dice=2, faces=[3, 1], hits=6)
    assert event_text(battle, NAMES) == "Uprising in MAZILLES: 2 dice rolls 3, 1 for 6 hits"


def test_E6_a_2011_rising_is_a_revolt_in_every_line_and_1429s_an_uprising(french):
    played = {"kind": "uprising_played", "player": 1, "village": "MAZILLES"}
    stop = {"kind": "uprising_stop_attempt", "lord": "OTHON", "village": "MAZILLES",
            "role": "bishop", "die": 3, "player": 2, "stopped": True, "paid": False}
    assert event_text(played, NAMES, "2011") == "DAVID soulève une Révolte à MAZILLES"
    assert event_text(played, NAMES) == "DAVID soulève une Jacquerie à MAZILLES"
    i18n.set_language("en")
    assert event_text(stop, NAMES, "2011") == \
        "OTHON tries to calm the Revolt in MAZILLES as Bishop: die 3"
    assert event_text({"kind": "uprising_failed", "village": "MAZILLES", "cards": 1,
                       "penalty": 1}, NAMES, "2011").startswith(
        "The Revolt in MAZILLES comes to nothing: the fortifications")      # and why (issue 36)
    assert action_text({"kind": "stop_uprising", "lord": "OTHON"}, NAMES, "2011") == \
        "OTHON tries to calm the Revolt"
    assert decision_prompt("uprising_order", {}, NAMES, "2011") == "Who suffers the Revolt first?"
    assert event_text(played, NAMES) == "DAVID raises an Uprising in MAZILLES"


def test_E6_a_revolt_raised_by_a_click_is_told_as_the_die_and_its_cards(app):
    scene = seated(app, MAZILLES, 1)
    raise_it = {"kind": "play_card", "card": "uprising", "village": "MAZILLES"}
    assert scene.mode.text(raise_it) == "Raise a Revolt in MAZILLES"
    post_click(scene.mode.plan(raise_it).point())
    pump(app, 3)
    lines = [event_text(e, NAMES, "2011") for e in scene.controller.session.events(None)]
    assert "DAVID raises a Revolt in MAZILLES" in lines
    assert "Revolt in MAZILLES (1 card): the die rolls 4, 4 hits" in lines, lines


def test_E6_the_revolt_scene_throws_an_ordinary_die_with_the_cards_bonus():
    cast = Cast(("ANN", "BOB"), ("blue", "red"), {},
                {"MAZILLES": {"fort": None, "engines": [], "controller": 1, "besiegers": [],
                              "stacks": [{"player": 1, "road": None, "knights": 2, "men": 2}]}},
                "2011")
    events = [{"kind": "uprising_played", "player": 0, "village": "MAZILLES"},
              {"kind": "uprising_result", "village": "MAZILLES", "roll": "d6", "cards": 3,
               "dice": 1, "faces": [5], "bonus": 2, "hits": 7, "wiped": False, "order": [1]}]
    script = BattleScript(events, cast)
    assert script.title() == "Revolt in MAZILLES"
    (roll,) = script.rolls
    assert roll.kind == "uprising" and roll.label == "the die +2" and roll.attack_hits == 7
    assert [d.sides for d in roll.attack] == [6] and roll.attack[0].face_at(roll.landed_at) == 5
    assert script.modifiers("attack", script.end) == [("Revolt cards", "1")]
    assert next(line.text for line in script.timeline.log) == "ANN raises a Revolt in MAZILLES"


def test_E6_the_card_in_the_hand_is_named_a_revolt(app, monkeypatch):
    scene = seated(app, MAZILLES, 1)                                # DAVID takes the seat
    written: list[str] = []
    real_fit = cards.fit_text
    monkeypatch.setattr(cards, "fit_text",
                        lambda surface, text, *a, **kw: written.append(text) or real_fit(surface, text, *a, **kw))
    scene.draw(app.screen)
    assert "Revolt" in written and "Uprising" not in written
    i18n.set_language("fr")
    try:
        assert card_title("uprising", "2011") == "Révolte" and card_title("uprising") == "Jacquerie"
    finally:
        i18n.set_language("en")


def test_the_risings_losses_read_once_with_their_owner():
    """ "KIRSTEN loses 1 knight of KIRSTEN, 2 men at arms of KIRSTEN" named the owner twice."""
    cast = Cast(("ANN", "BOB"), ("blue", "red"), {},
                {"MAZILLES": {"fort": None, "engines": [], "controller": 1, "besiegers": [],
                              "stacks": [{"player": 1, "road": None, "knights": 1, "men": 2}]}},
                "2011")
    events = [{"kind": "uprising_played", "player": 0, "village": "MAZILLES"},
              {"kind": "troops_lost", "player": 1, "village": "MAZILLES", "cause": "uprising",
               "knight": 1, "man": 2}]
    log = [line.text for line in BattleScript(events, cast).timeline.log]
    assert log[-1] == "BOB loses 1 knight and 2 sergeants"


def test_E6_the_bishops_title_says_he_calms_a_revolt_at_the_risk_of_his_life():
    assert "calm a Revolt" in title_entry("bishop", "2011").text
    assert "stop an Uprising" in title_entry("bishop").text
