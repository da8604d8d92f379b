"""Every counted action label over combinations of its numbers, in English and French and in
every edition's words (issue 40, survivor 3: a move button showing the knights' count where
the men at arms' belongs went unnoticed). The expected words are written out here, not built
from the client's own tables, so that a swapped argument, a wrong plural or an edition's word
lost in one label shows."""
from __future__ import annotations

import itertools

import pytest

from engine.fief.api import EDITIONS
from game.shell import i18n
from game.fief.ui.action_texts import action_text

NAMES = ["ANN", "BOB", "CID"]
COUNTS = (0, 1, 2, 7)
# (singular, plural) of each counted word, by language
WORDS = {
    "en": {"knights": ("knight", "knights"), "men": ("man at arms", "men at arms"),
           "sergeants": ("sergeant", "sergeants"), "mills": ("mill", "mills"),
           "deniers": ("denier", "deniers"), "ecus": ("ecu", "ecus"),
           "resources": ("resource", "resources")},
    "fr": {"knights": ("chevalier", "chevaliers"), "men": ("homme d'armes", "hommes d'armes"),
           "sergeants": ("sergent", "sergents"), "mills": ("moulin", "moulins"),
           "deniers": ("denier", "deniers"), "ecus": ("écu", "écus"),
           "resources": ("ressource", "ressources")},
}
# the edition's troop of strength 1 and its money (EDITIONS.md: 2011's sergeants and ecus, the
# simplified variant's sergeants and resources)
MEN = {"1429": "men", "2011": "sergeants", "simplified": "sergeants"}
MONEY = {"1429": "deniers", "2011": "ecus", "simplified": "resources"}
PHRASES = {
    "en": {"move": "Move {lords} to {to}", "with": " with {troops}",
           "recruit": "Recruit {knights} and {men} in {village}",
           "losses": "Lose {knights} and {men}", "pillage": "Pillage {mills} in {village}",
           "offer_ransom": "Offer {amount} for {lords}", "give_money": "Give {amount} to {to}"},
    "fr": {"move": "Déplacer {lords} vers {to}", "with": " avec {troops}",
           "recruit": "Recruter {knights} et {men} à {village}",
           "losses": "Perdre {knights} et {men}", "pillage": "Piller {mills} à {village}",
           "offer_ransom": "Offrir {amount} pour {lords}", "give_money": "Donner {amount} à {to}"},
}


def counted(language: str, word: str, n: int) -> str:
    singular = n == 1 if language == "en" else n in (0, 1)     # French: 0 and 1 are singular
    return f"{n} {WORDS[language][word][0 if singular else 1]}"


@pytest.fixture(params=["en", "fr"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_the_editions_named_here_are_the_referees():
    assert set(EDITIONS) == set(MEN) == set(MONEY)


@pytest.mark.parametrize("edition", sorted(MEN))
def test_a_moves_label_counts_its_knights_and_its_men_each_in_its_own_words(language, edition):
    phrase = PHRASES[language]
    for knights, men in itertools.product(COUNTS, COUNTS):
        for lords in (["Jean"], ["Jean", "Pierre"]):
            action = {"kind": "move", "lords": lords, "to": "BLAYE", "knights": knights,
                      "men": men}
            troops = [counted(language, "knights", knights)] * bool(knights) + \
                [counted(language, MEN[edition], men)] * bool(men)
            expected = phrase["move"].format(lords=", ".join(lords), to="BLAYE")
            if troops:
                expected += phrase["with"].format(troops=", ".join(troops))
            assert action_text(action, NAMES, edition) == expected, (knights, men)


@pytest.mark.parametrize("edition", sorted(MEN))
def test_recruits_and_losses_name_knights_then_the_editions_men(language, edition):
    phrase = PHRASES[language]
    for knights, men in itertools.product(COUNTS, COUNTS):
        k, m = counted(language, "knights", knights), counted(language, MEN[edition], men)
        recruit = {"kind": "recruit", "village": "BLAYE", "knights": knights, "men": men}
        assert action_text(recruit, NAMES, edition) == \
            phrase["recruit"].format(knights=k, men=m, village="BLAYE")
        losses = {"kind": "losses", "knights": knights, "men": men}
        assert action_text(losses, NAMES, edition) == phrase["losses"].format(knights=k, men=m)


@pytest.mark.parametrize("edition", sorted(MEN))
def test_sums_and_mills_are_counted_in_the_editions_words(language, edition):
    phrase = PHRASES[language]
    for n in COUNTS:
        money = counted(language, MONEY[edition], n)
        assert action_text({"kind": "give_money", "amount": n, "to": 1}, NAMES, edition) == \
            phrase["give_money"].format(amount=money, to="BOB")
        offer = {"kind": "offer_ransom", "amount": n, "lords": ["Jean", "Luc"]}
        assert action_text(offer, NAMES, edition) == \
            phrase["offer_ransom"].format(amount=money, lords="Jean, Luc")
        pillage = {"kind": "pillage", "mills": n, "village": "BLAYE"}
        assert action_text(pillage, NAMES, edition) == \
            phrase["pillage"].format(mills=counted(language, "mills", n), village="BLAYE")


def test_a_moves_riders_and_passages_follow_its_troops():
    action = {"kind": "move", "lords": ["Jean"], "to": "BLAYE", "knights": 2, "men": 3,
              "cavalcade": True, "secret_passage": True}
    assert action_text(action, NAMES, "1429") == \
        "Move Jean to BLAYE with 2 knights, 3 men at arms (Cavalcade) (Secret Passage)"


def test_a_battle_declared_with_a_secret_passage_says_so():
    """10.2.2 the tunnels, E-21 a storm: the declaration with the card is another button."""
    plain = {"kind": "declare_battle", "village": "CLUNY", "target": 1}
    for edition in ("1429", "simplified"):
        assert action_text(plain, NAMES, edition) == "Attack BOB in CLUNY"
        assert action_text({**plain, "secret_passage": True}, NAMES, edition) == \
            "Attack BOB in CLUNY (Secret Passage)"


def test_a_won_ride_that_stops_says_so(language):
    """E-22: in 2011 a victorious ride may end where it won."""
    label = action_text({"kind": "cavalcade_on", "stay": True}, NAMES, "2011")
    assert label == {"en": "End the ride here", "fr": "Arrêter la chevauchée ici"}[language]


@pytest.mark.parametrize("edition", sorted(MEN))
def test_a_battles_casualties_name_each_players_knights_and_men_in_the_editions_words(
        language, edition):
    of = {"en": "{troops} of {name}", "fr": "{troops} de {name}"}[language]
    lose = {"en": "Lose {casualty_list}", "fr": "Perdre {casualty_list}"}[language]
    for knights, men in itertools.product(COUNTS[1:], COUNTS[1:]):
        action = {"kind": "casualties", "knights": [f"0:{knights}"], "men": [f"2:{men}"]}
        parts = [of.format(troops=counted(language, "knights", knights), name="ANN"),
                 of.format(troops=counted(language, MEN[edition], men), name="CID")]
        assert action_text(action, NAMES, edition) == lose.format(casualty_list=", ".join(parts))
