"""1429 rulings (docs/rules.md) read clause by clause against the referee: for RULINGS 30, 33,
41, 46, 47, 51, 53 and A53 the clauses no other test asserted, each a referee case written from
the text (FR 5.2, the FR FAQ of 6.3, 6.4, 10.1, 10.3, 11.1, 11.1.1 and the FAQ "un joueur qui
n'a plus de seigneur"): a position, the actions, the outcome or the rule a refusal cites."""
from __future__ import annotations

import politics
import pytest
from politics import hand, village

import engine.fief.cards  # noqa: F401  (the Opportunity cards' plays)
from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.test_rules_opportunity import court, mazilles
from tests.war import (DAVID, GRADY, KIRSTEN, asked, decision, do, first, game, keep_fighting,
                       kinds, units)

# --- RULINGS 30 (FR 5.2): "et la deuxième pour d'ARC qui peut bouger de 3 étapes" ----------


def test_rulings30_darcs_army_may_ride_after_its_second_step_and_goes_on_to_a_third():
    """JEANNE, d'ARC, and two Knights have made two steps and wait at CHAROLLES (DAVID's):
    with her third step still to come, they may force their way through it."""
    g = game({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["JEANNE"], "road": "BLAYE", "steps": 2}}}},
        step="movement", lords={"JEANNE": {"owner": "blue", "steps": 2, "titles": ["d'ARC"]}},
        forced_battle=[3, 3, 3, 1])
    events = do(g, GRADY, "move lords=JEANNE to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    assert kinds(events) == ["cavalcade_declared"] and asked(g) == [(DAVID, "let_pass")]
    events = do(g, DAVID, "let_pass allow=no")
    assert first(events, "battle_ended").get("winner") == "attack"
    events = do(g, GRADY, "cavalcade_on leave=0")
    assert first(events, "cavalcade_passed")
    assert g.state.lords["JEANNE"].village == "L'ÉPERVIER"
    assert units(g, GRADY, "L'ÉPERVIER") == (2, 0) and g.state.lords["JEANNE"].steps == 3


def test_rulings30_no_ride_once_darcs_third_step_is_spent():
    g = game({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["JEANNE"], "road": "BLAYE", "steps": 3}}}},
        step="movement", lords={"JEANNE": {"owner": "blue", "steps": 3, "titles": ["d'ARC"]}})
    with pytest.raises(IllegalAction, match="^5.0: a lord makes at most 3 steps"):
        do(g, GRADY, "move lords=JEANNE to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")


def test_rulings30_three_rounds_without_losses_stop_the_ride_for_the_round():
    """A50: the ride fails on 3 rounds without losses as on a truce: HUGUES and his Knights
    stay at CHAROLLES with a step to spare and may not take it."""
    g = game({"CHAROLLES": {"units": {
        "red": {"knights": 1, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["HUGUES"], "road": "BLAYE", "steps": 1}}}},
        step="movement", lords={"HUGUES": {"owner": "blue", "steps": 1}}, forced_battle=[1] * 9)
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 cavalcade=yes")
    do(g, DAVID, "let_pass allow=no")
    keep_fighting(g)
    events = keep_fighting(g)
    assert first(events, "battle_ended").get("outcome") == "stalemate"
    assert first(events, "cavalcade_failed").get("village") == "CHAROLLES"
    with pytest.raises(IllegalAction, match="^5.2: a lord whose Cavalcade failed"):
        do(g, GRADY, "move lords=HUGUES to=BLAYE knights=2")
    assert units(g, GRADY, "CHAROLLES") == (2, 0)


# --- RULINGS 33 (FR FAQ of 6.3): "les seigneurs engagés même en tant qu'alliés peuvent
# continuer la bataille" ---------------------------------------------------------------------

def test_rulings33_an_allys_lord_keeps_the_attack_going_when_the_attackers_lord_is_taken():
    """GRADY attacks DAVID at BLAYE with KIRSTEN's ARTHUR at his side; DAVID's Ambush takes
    HUGUES, GRADY's only lord: the attacking side still has ARTHUR, so the dice are rolled."""
    g = game({"BLAYE": {"units": {
        "red": {"knights": 2, "men": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 2, "lords": ["HUGUES"], "road": "PAUILLAC"},
        "green": {"men": 1, "lords": ["ARTHUR"], "road": "ST MÉDARD"}}}},
        forced_battle=[1, 1, 1, 1])
    g.state.players[DAVID].hand = ["ambush"]
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    do(g, KIRSTEN, "join_battle side=attack")
    events = do(g, DAVID, "play_card card=ambush lord=HUGUES")
    assert g.state.lords["HUGUES"].captor == DAVID
    assert "battle_ended" not in kinds(events)
    roll = first(events, "battle_roll")
    assert (roll.get("attack_dice"), roll.to_dict()["attack_strength"]["lords"]) == (2, 1)
    assert asked(g) == [(GRADY, "casualties")]


# --- RULINGS 41 (FR 6.4): "les joueurs qui assiègent le même lieu peuvent chacun ajouter un
# engin", any players, not only allies --------------------------------------------------------

def test_rulings41_a_third_family_lays_its_own_siege_beside_another_besieger():
    g = game({"BLAYE": {"fort": "stronghold", "besiegers": ["blue"], "engines": {"blue": 1},
                        "units": {"red": {"knights": 2, "lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"},
                                  "green": {"men": 1, "lords": ["ARTHUR"],
                                            "road": "ST MÉDARD"}}}}, turn="KIRSTEN")
    do(g, KIRSTEN, "end_battles")
    assert asked(g) == [(KIRSTEN, "sieges")]
    events = do(g, KIRSTEN, "declare_siege village=BLAYE")
    assert first(events, "siege_declared").get("level") == 1
    assert g.state.villages["BLAYE"].besiegers == [GRADY, KIRSTEN]
    placed = sorted((e.owner, e.level) for e in g.state.engines if e.village == "BLAYE")
    assert placed == [(GRADY, 1), (KIRSTEN, 1)]


# --- RULINGS 46 (FR 10.1): stop attempts "carte par carte" ----------------------------------

def test_rulings46_a_bishop_tries_once_per_card_and_stops_only_the_card_he_wins():
    """Two Uprisings on MAZILLES: QUENTIN, Bishop of 2, stops the first on a 3, tries again
    against the second, rolls a 1 and is stoned; the second card alone is rolled."""
    g = mazilles(hands={DAVID: ["uprising"], GRADY: ["uprising"]}, forced_d6=[3, 1],
                 forced_battle=[2], villages={"MAZILLES": village("green", men=2)},
                 lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]}})
    do(g, DAVID, "play_card card=uprising village=MAZILLES")
    do(g, GRADY, "play_card card=uprising village=MAZILLES")
    events = do(g, GRADY, "stop_uprising lord=QUENTIN role=bishop")
    assert first(events, "uprising_stop_attempt").get("stopped") is True
    assert asked(g) == [(GRADY, "stop_uprising")]           # the second card: a new attempt
    events = do(g, GRADY, "stop_uprising lord=QUENTIN role=bishop")
    assert first(events, "uprising_stop_attempt").get("die") == 1
    assert first(events, "lord_died").get("cause") == "stoned"
    result = first(events, "uprising_result")
    assert (result.get("cards"), result.get("dice"), result.get("hits")) == (1, 1, 3)
    assert politics.units(g, KIRSTEN, "MAZILLES") == (0, 0)


# --- RULINGS 47 (FR 10.3): the Assassination is automatic; no Secret Passage against it ------

def test_rulings47_by_default_the_target_is_never_asked_for_a_secret_passage():
    g = court(hands={GRADY: ["assassination"], DAVID: ["secret_passage", "ambush"]})
    events = do(g, GRADY, "play_card card=assassination sponsor=HUGUES target=RAOUL")
    assert kinds(events) == ["assassination_played", "lord_died"]
    assert first(events, "lord_died").get("lord") == "RAOUL"
    assert asked(g) == [(GRADY, "play_cards")]                 # no defence, no window for it
    assert hand(g, DAVID) == ["secret_passage", "ambush"]


# --- RULINGS 51 (FR 11.1): a Relic is given or sold to a Lord in the same village, no marker -

def test_rulings51_a_relic_is_sold_to_another_familys_lord_there_without_a_marker():
    g = game({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]},
                                  "red": {"men": 1, "lords": ["OTHON"], "road": "PAUILLAC"}}}},
             step="movement", lords={"ARTHUR": {"owner": "blue", "relic": "spear"}},
             optional=["holy_relics"])
    events = do(g, GRADY, "give_relic lord=ARTHUR to_lord=OTHON")
    assert first(events, "relic_given")
    assert g.state.relics["spear"] == "OTHON" and g.state.lords["ARTHUR"].relics == []
    assert [p.diplomacy for p in g.state.players] == [3, 3, 3]


# --- RULINGS 53 (FR 11.1.1): the Teeth work on any Lord, who keeps all his titles -----------

def test_rulings53_the_teeth_save_another_familys_king_from_an_assassination():
    g = court(hands={GRADY: ["assassination"]}, optional=["holy_relics"],
              lords={"OTHON": {"owner": "green", "relic": "geronce"},
                     "RAOUL": {"owner": "red", "titles": ["King"]}})
    events = do(g, GRADY, "play_card card=assassination sponsor=HUGUES target=RAOUL")
    assert "lord_died" not in kinds(events) and asked(g) == [(KIRSTEN, "geronce")]
    events = do(g, KIRSTEN, "geronce revive=yes")
    assert first(events, "lord_revived").get("lord") == "RAOUL"
    assert (g.state.titles.king, g.state.lords["RAOUL"].village) == ("RAOUL", "TOURNUS")
    assert "geronce" not in g.state.relics


# --- A53 (FR 12.0 FAQ): "il peut continuer à jouer : piocher des cartes, en jouer, négocier" -

LORDLESS = {"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="stronghold"),
            "TOURNUS": village("red", men=1, lords=["RAOUL"])}


def test_A53_a_family_without_lords_still_draws_its_cards():
    g = politics.game("cards_draw", villages=LORDLESS, turn="KIRSTEN",
                      decks={"lords": ["ARTHUR"], "fortune": ["harvest", "tax"]})
    assert asked(g) == [(KIRSTEN, "cards")]
    do(g, KIRSTEN, "draw deck=fortune")
    do(g, KIRSTEN, "draw deck=fortune")
    assert hand(g, KIRSTEN) == ["harvest", "tax"]


def test_A53_it_plays_the_cards_that_need_no_lord_and_never_a_tax():
    g = politics.game("play_cards", villages=LORDLESS, turn="KIRSTEN",
                      hands={KIRSTEN: ["harvest", "tax", "uprising"]}, disasters={"1": ["famine"]})
    offered = politics.choices(g, KIRSTEN)
    assert "play_card bishopric=2 card=harvest" in offered
    assert "play_card card=uprising village=BLAYE" in offered
    assert not any("card=tax" in text for text in offered)
    with pytest.raises(IllegalAction, match="^2.4.4"):
        do(g, KIRSTEN, "play_card card=tax tax=tallage target='County of BLAYE' lord=QUENTIN")
    events = do(g, KIRSTEN, "play_card card=harvest bishopric=2")
    assert first(events, "fortune_played").get("bishopric") == "2"
    assert hand(g, KIRSTEN) == ["tax", "uprising"]


def test_A53_a_family_whose_only_lord_is_captive_pays_his_ransom_and_he_comes_home():
    blaye = village("blue", men=1, lords=["QUENTIN"], fort="stronghold")
    blaye["units"]["blue"]["captives"] = ["OTHON"]
    g = politics.game("ransoms", begun=False, money={KIRSTEN: 3},
                      villages={"BLAYE": blaye, "TOURNUS": LORDLESS["TOURNUS"],
                                "BOURG": village("green", men=2)},
                      lords={"OTHON": {"owner": "green"}})
    assert asked(g) == [(KIRSTEN, "ransom")]
    events = do(g, KIRSTEN, "pay_ransoms")
    assert first(events, "ransom_paid")
    assert (g.state.lords["OTHON"].captor, g.state.lords["OTHON"].village) == (None, "BOURG")
    assert (g.state.players[KIRSTEN].money, g.state.players[GRADY].money) == (1, 2)
    assert decision(g, "purchase").player == GRADY


def test_A53_a_family_without_lords_builds_where_it_controls_but_buys_no_troops_there():
    """The reading this edition takes (docs/rules.md, 12.0): buildings follow 4.2, "on a
    Village controlled by the Player", lord or none; troops need a free Lord or a Stronghold."""
    g = load_position({"players": [{"name": "ANN", "colour": "blue", "money": 20}, "red", "green"],
                       "step": "purchase", "turn": "blue", "begun": True,
                       "villages": {"PAUILLAC": {"units": {"blue": {"men": 1}}}}})
    with pytest.raises(IllegalAction, match="^4.1"):
        do(g, GRADY, "recruit village=PAUILLAC men=1")
    do(g, GRADY, "build village=PAUILLAC building=mill")
    do(g, GRADY, "build village=PAUILLAC building=stronghold")
    assert (g.state.villages["PAUILLAC"].mills, g.state.villages["PAUILLAC"].fort) \
        == (1, "stronghold")
    do(g, GRADY, "recruit village=PAUILLAC men=2")
    assert units(g, GRADY, "PAUILLAC") == (0, 3) and g.state.players[GRADY].money == 5
