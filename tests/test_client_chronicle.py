"""Issue 19, defect 7: every line of the chronicle reads as a sentence, in English and in
French, with its plurals: no "knights , men at arms 2:5", no "winner: -", no "1 deniers".

The lines are worded by the client (game/fief/ui/event_lines.py) from the events' values through
gettext; these tests read every kind of event the referee can tell (tests/chronicle_samples.py,
built from the declared event forms), the lines of a seeded game, and some lines word for word.
"""
import random
import re

import pytest

from chronicle_samples import samples
from engine.fief.game import Game
from game.shell import i18n
from game.fief.ui.event_lines import event_text
from random_play import options, play

NAMES = ["Ann", "Bob", "Cid", "Dee"]
# What a line glued together from raw values looks like, in either language.
BROKEN = re.compile(
    r" ,|: -|\s-$|:\s*$|,\s*$|\(\)|  |\{|\}|\[|\]|\bNone\b|\bTrue\b|\bFalse\b|\w_\w|\bby nobody\b"
    r"|\b1 (knights|deniers|men|mills|votes|hits|dice|cards|counters|ecus|gems)\b"
    r"|\b1 (chevaliers|hommes|moulins|voix d|touches|dés|cartes|pions|écus)\b"
    r"|\b[2-9] (knight|denier|mill|vote|hit|card|counter)\b|\b[2-9] (chevalier|moulin|pion|carte)\b"
    r"|\bla attaque\b|\b(for|against|decoy) marker|\bas bishop\b|\d+:\d+")


@pytest.fixture(params=["en", "fr"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def broken(lines):
    return sorted({line for line in lines if BROKEN.search(line)})


def test_every_kind_of_event_reads_as_a_sentence(language):
    lines = [event_text(event, NAMES) for event in samples()]
    assert len(lines) > 400
    assert broken(lines) == []


def test_a_seeded_game_has_no_broken_line_in_its_chronicle(language):
    game = Game.new(options(4, 4))
    events = list(game.events)
    play(game, random.Random(4), max_rounds=6,
         apply=lambda seat, action: events.extend(Game.apply(game, seat, action)))
    kinds = {e.kind for e in events}
    assert {"battle_ended", "casualties", "recruited", "troops_lost", "income"} <= kinds
    lines = [event_text(e.to_dict(), NAMES) for e in events]
    assert broken(lines) == []


CASUALTIES = {"kind": "casualties", "side": "defence", "hits": 3, "player": 1, "round": 1,
              "village": "DAX", "knights": ["1:1"], "men": ["1:2", "2:1"], "lords": []}
ENDED = {"kind": "battle_ended", "village": "DAX", "outcome": "only_lords", "winner": None}
EXAMPLES = [
    ({"kind": "income", "player": 0, "total": 1},
     "Ann collects 1 denier", "Ann perçoit 1 denier"),
    ({"kind": "recruited", "player": 1, "knights": 0, "men": 1, "village": "DAX"},
     "Bob recruits 1 man at arms in DAX", "Bob recrute 1 homme d'armes à DAX"),
    ({"kind": "troops_lost", "player": 1, "knight": 2, "man": 0, "village": "DAX", "cause": "plague"},
     "Bob loses 2 knights in DAX (Plague)", "Bob perd 2 chevaliers à DAX (Peste)"),
    (CASUALTIES,
     "The defence takes 3 hits: 1 knight and 2 men at arms of Bob; 1 man at arms of Cid",
     "La défense subit 3 touches : 1 chevalier et 2 hommes d'armes de Bob ; 1 homme d'armes de Cid"),
    ({**CASUALTIES, "side": "attack", "hits": 1, "knights": [], "men": [], "lords": ["ALIÉNOR"]},
     "The attack takes 1 hit: ALIÉNOR killed", "L'attaque subit 1 touche : perte du seigneur ALIÉNOR"),
    (ENDED, "The battle of DAX ends (only lords are left) with no winner",
     "La bataille de DAX s'achève (il ne reste que des seigneurs) sans vainqueur"),
    ({**ENDED, "outcome": "victory", "winner": "attack"},
     "The battle of DAX ends (victory): the attack wins",
     "La bataille de DAX s'achève (victoire) : l'attaque l'emporte"),
    ({"kind": "control_changed", "village": "DAX", "player": None},
     "DAX is no longer controlled by anyone", "DAX n'est plus contrôlé par personne"),
    ({"kind": "married", "lord": "JEAN", "lady": "ANNE", "players": [0, 2]},
     "JEAN marries ANNE: the families of Ann and Cid are allied",
     "JEAN épouse ANNE : les familles Ann et Cid sont alliées"),
    ({"kind": "escape_played", "player": 0, "lords": ["JEAN"]},
     "Ann plays a Secret Passage: JEAN escapes", "Ann joue un Passage secret : JEAN s'évade"),
    ({"kind": "battle_roll", "round": 1, "village": "DAX", "attack_faces": [3, 1],
      "attack_hits": 4, "defence_faces": [1], "defence_hits": 1},
     "Round 1 in DAX: the attack rolls 3, 1 for 4 hits, the defence rolls 1 for 1 hit",
     "Tour 1 à DAX : l'attaque obtient 3, 1, soit 4 touches, la défense obtient 1, soit 1 touche"),
    ({"kind": "election_result", "item": "bishop:5", "winner": None, "reason": "tie",
      "min_votes": 0, "tally": [["JEAN", 1], ["ANNE", 1]]},
     "Election of the Bishop of SIGY: nobody is elected (a tie elects nobody); votes: JEAN 1 vote, "
     "ANNE 1 vote", None),
    ({"kind": "ballot_revealed", "player": 2, "marker": "against", "lord": "JEAN", "votes": -1},
     "Cid turns over an AGAINST marker on JEAN: 1 vote fewer",
     "Cid retourne un marqueur CONTRE sur JEAN : 1 voix en moins"),
    ({"kind": "vote_cast", "player": 0, "item": "pope", "for": "JEAN", "decoy": None},
     "You vote for JEAN", "Vous votez pour JEAN"),
]


@pytest.mark.parametrize("event,english,french", EXAMPLES, ids=[e[0]["kind"] for e in EXAMPLES])
def test_lines_word_for_word(event, english, french):
    assert event_text(event, NAMES) == english
    if french is not None:
        i18n.set_language("fr")
        try:
            assert event_text(event, NAMES) == french
        finally:
            i18n.set_language("en")
