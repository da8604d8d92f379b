"""Referee cases of the 2011 edition written from its text (rules/003, cited "003 <heading>")
before reading the referee, heading by heading, for rules no 2011 test pinned yet (the ones
shared with 1429 are replayed in test_2011_shared.py; earlier cases in
test_referee_cases_2011b.py and test_2011_*.py)."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, KIRSTEN, choices, do, game, pass_windows, village
from test_2011_elections import bishopric5_2011
from test_rules_victory import end_of_round

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.deaths import kill_lord
from engine.fief.electorate import eligible, weight
from engine.fief.phases.income import compute_income

HOME = {"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="stronghold"),
        "TOURNUS": village("red", men=1, lords=["RAOUL"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}


def playing(turn: str = "GRADY", **kw):
    """The cards step (003 Pose de cartes) of a 2011 game, ``turn``'s turn to play."""
    villages = dict(HOME)
    villages.update(kw.pop("villages", {}))
    return game("play_cards", edition="2011", villages=villages, turn=turn, **kw)


def items(g) -> list[str]:
    """The elections the step offers now (the item of the first decision, if any)."""
    return [dict(d.info).get("item") for d in g.pending() if d.kind == "candidate"]


# --- 003 Élection d'un Évêque ------------------------------------------------------------------

def test_003_eveque_condition_no_election_while_a_village_of_the_bishopric_is_empty():
    """003 Élection d'un Évêque, Condition: "Tous les villages composant l'évêché doivent être
    contrôlés": with ST PAUL empty (and its fief unheld), bishopric 5 elects nobody."""
    assert items(bishopric5_2011()) == ["bishop:5"]
    g = bishopric5_2011(villages={"ST PAUL": {"units": {}}})
    assert "bishop:5" not in items(g)
    assert not any(d.kind == "ballot" for d in g.pending())


def test_003_eveque_les_voix_a_cardinal_3_and_the_pope_3():
    """003 Élection d'un Évêque, Les voix: "Cardinal déjà en place | 3 voix", "Pape déjà en
    place | 3 voix", with no village there: GRADY's Cardinal adds 3 to his 2 villages, KIRSTEN's
    Pope (not a Bishop) gives 3 beside her Bishop's 2."""
    g = bishopric5_2011(lords={
        "FRANÇOIS": {"owner": "blue", "titles": ["Cardinal"]},
        "HUGUES": {"owner": "green", "titles": ["Pope"]}},
        villages={"BOURG": village("green", men=1, lords=["CHARLES", "HUGUES"])})
    assert [weight(g, "bishop:5", p) for p in (GRADY, DAVID, KIRSTEN)] == [5, 3, 5]


# --- 003 Avantages du Pape: the excommunicated neither vote nor stand --------------------------

def test_003_pape_an_excommunicated_titled_lord_neither_votes_nor_stands_for_king():
    """003 Avantages du Pape: "Quand un seigneur est excommunié, il ne peut ni voter, ni se
    présenter à une élection": GRADY's Count QUENTIN, excommunicated, gives no vote for King and
    cannot stand; DAVID's Baron RAOUL does both."""
    g = game("elections", edition="2011", villages=HOME, lords={
        "QUENTIN": {"owner": "blue", "titles": ["County of SIGY", "excommunicated"]},
        "RAOUL": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}})
    assert [weight(g, "king", p) for p in (GRADY, DAVID)] == [0, 1]
    lords = g.state.lords
    assert [eligible(g, "king", lords[n]) for n in ("QUENTIN", "RAOUL")] == [False, True]


# --- 003 Élection du Roi ----------------------------------------------------------------------

def crowned(**lords):
    """Three titled laymen and two Bishops, at the elections of a 2011 round."""
    base = {"QUENTIN": {"owner": "blue", "titles": ["County of SIGY"]},
            "RAOUL": {"owner": "red", "titles": ["Barony of LA RÉOLE"]},
            "OTHON": {"owner": "green", "titles": ["County of BLAYE"]},
            "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1"]},
            "HUGUES": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]}}
    base.update(lords)
    return game("elections", edition="2011", villages=HOME, lords=base)


def test_003_roi_conditions_no_election_while_the_title_is_filled():
    """003 Élection du Roi, Conditions: "Le titre est vacant": the King's election is offered
    with the crown vacant, never while OTHON reigns."""
    assert "king" in items(crowned())
    reigning = crowned(OTHON={"owner": "green", "titles": ["County of BLAYE", "King"]})
    assert "king" not in items(reigning)


def test_003_roi_candidature_a_titled_lady_does_not_stand_a_titled_man_does():
    """003 Élection du Roi, Candidature: "Tout homme titré et qui n'est pas prisonnier peut se
    présenter": the Countess JEANNE does not stand, though she votes ("Un seigneur titré
    non-prisonnier donne 1 voix")."""
    g = crowned(OTHON={"owner": "green"},
                JEANNE={"owner": "green", "village": "BOURG", "titles": ["County of BLAYE"]})
    lords = g.state.lords
    assert [eligible(g, "king", lords[n]) for n in ("JEANNE", "QUENTIN")] == [False, True]
    assert weight(g, "king", KIRSTEN) == 1


# --- 003 Élection du Roi, Perte du titre, and Avantages de la reine ------------------------------

def royal_family(**lords):
    """DAVID's King ARTHUR, his Queen ISABEAU and, unless changed, the Crown Prince THIERRY."""
    base = {"ARTHUR": {"owner": "red", "village": "TOURNUS", "titles": ["King"],
                       "spouse": "ISABEAU"},
            "ISABEAU": {"owner": "red", "village": "TOURNUS", "titles": ["Queen"],
                        "spouse": "ARTHUR"},
            "THIERRY": {"owner": "red", "village": "TOURNUS", "titles": ["Crown Prince"]}}
    base.update(lords)
    return game("marriage", edition="2011",
                villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                          "TOURNUS": village("red", men=1)}, lords=base)


def test_003_roi_perte_du_titre_the_crown_prince_becomes_king_at_his_death():
    """003 Perte du titre: "Le Roi perd son titre à sa mort. Le prince héritier devient roi"."""
    g = royal_family()
    kill_lord(g, "ARTHUR", "battle")
    t = g.state.titles
    assert (t.king, t.crown_prince, t.regent) == ("THIERRY", None, False)


def test_003_reine_without_an_heir_the_queen_becomes_regent():
    """003 Avantages de la reine: "Au décès du roi et en l'absence d'un héritier, elle devient
    régente et récupère les pouvoirs du roi"."""
    g = royal_family(THIERRY={"owner": "red", "village": "TOURNUS"})
    kill_lord(g, "ARTHUR", "plague")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, "ISABEAU", True)


# --- 003 Carte Impôt: who plays a tallage or a tithe, and where ---------------------------------

def test_003_impot_taille_a_lord_tallages_his_own_fief_not_another_nor_an_unheld_one():
    """003 Carte Impôt, "Où la jouer ?": "Un de ses fiefs (Seigneur). Un fief qui n'a pas
    encore été attribué (Roi)": GRADY's Count QUENTIN tallages his County of BLAYE, never
    DAVID's Barony of LA RÉOLE nor the unheld Duchy of BOURG."""
    g = playing(hands={GRADY: ["tax"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]},
                       "RAOUL": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}})
    tallages = [c for c in choices(g, GRADY) if "tallage" in c]
    assert tallages == ["play_card card=tax lord=QUENTIN target='County of BLAYE' tax=tallage"]
    for fief in ("Barony of LA RÉOLE", "Duchy of BOURG"):
        with pytest.raises(IllegalAction):
            g.apply(GRADY, act("play_card", card="tax", tax="tallage", target=fief,
                               lord="QUENTIN"))


def test_003_impot_taille_the_king_tallages_an_unheld_fief_never_a_held_one():
    """003 Carte Impôt: the King's tallage is on "Un fief qui n'a pas encore été attribué":
    KIRSTEN's King OTHON may tallage the unheld Duchy of BOURG, not DAVID's Barony."""
    g = playing(turn="KIRSTEN", hands={KIRSTEN: ["tax"]},
                lords={"OTHON": {"owner": "green", "titles": ["King"]},
                       "RAOUL": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}})
    tallages = [c for c in choices(g, KIRSTEN) if "tallage" in c]
    assert "play_card card=tax lord=OTHON target='Duchy of BOURG' tax=tallage" in tallages
    assert not any("LA RÉOLE" in c for c in tallages)
    with pytest.raises(IllegalAction):
        g.apply(KIRSTEN, act("play_card", card="tax", tax="tallage",
                             target="Barony of LA RÉOLE", lord="OTHON"))


def test_003_impot_dime_the_pope_tithes_only_bishoprics_with_a_bishop():
    """003 Avantages du Pape: "Il peut prélever la dîme sur tous les évêchés où il y a un
    évêque" (the Tax card: "Tous les évêchés constitués (Pape)"): with a Bishop of 1 alone in
    play, KIRSTEN's Pope tithes bishopric 1 or all, never bishopric 2 which has none."""
    g = playing(turn="KIRSTEN", hands={KIRSTEN: ["tax"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]},
                       "OTHON": {"owner": "green", "titles": ["Pope"]}})
    tithes = sorted(c for c in choices(g, KIRSTEN) if "tithe" in c)
    assert not any("target=2" in c or "target=5" in c for c in tithes)
    assert "play_card card=tax lord=OTHON target=all tax=tithe" in tithes
    with pytest.raises(IllegalAction):
        g.apply(KIRSTEN, act("play_card", card="tax", tax="tithe", target=2, lord="OTHON"))


def test_003_pose_two_tallages_never_lie_on_one_fief():
    """003 Pose de cartes: "Il est interdit de poser 2 cartes identiques au même endroit":
    QUENTIN's second Tax card is refused on the County of BLAYE he has already tallaged, and
    the tallage is paid once: 2 ecus a controlled village (003 Phase 3), the County's three
    (its empty villages are its holder's, E-24)."""
    g = playing(hands={GRADY: ["tax", "tax"]},
                lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]}})
    do(g, GRADY, "play_card card=tax tax=tallage target='County of BLAYE' lord=QUENTIN")
    pass_windows(g)
    assert not any("tallage" in c for c in choices(g, GRADY))
    with pytest.raises(IllegalAction):
        g.apply(GRADY, act("play_card", card="tax", tax="tallage", target="County of BLAYE",
                           lord="QUENTIN"))
    assert compute_income(g)[GRADY]["tallage"] == 6


# --- 003 Le siège: the besieged family's troops go straight in ------------------------------

def test_003_siege_the_besieged_familys_troops_moving_in_enter_the_castle():
    """003 Le siège: "vos troupes se déplaçant dans la ville assiégée rentrent directement dans
    le château ou la cité": DAVID's THIERRY brings 2 sergeants from L'ÉPERVIER into his
    besieged CHAROLLES, without a battle nor anyone's leave, and they join the besieged."""
    g = game("movement", edition="2011", turn="DAVID", villages={
        "CHAROLLES": {"fort": "stronghold", "controller": "red", "besiegers": ["blue"],
                      "units": {"red": {"men": 1, "lords": ["RAOUL"]},
                                "blue": {"men": 3, "lords": ["QUENTIN"], "road": "BLAYE"}}},
        "L'ÉPERVIER": village("red", men=2, lords=["THIERRY"]),
        "BOURG": village("green", men=1, lords=["OTHON"])})
    do(g, DAVID, "move lords=THIERRY to=CHAROLLES men=2")
    pass_windows(g)
    state = g.state
    assert state.lords["THIERRY"].village == "CHAROLLES"
    assert sum(1 for t in state.troops if t.owner == DAVID and t.village == "CHAROLLES") == 3
    assert state.villages["CHAROLLES"].besiegers == [GRADY]
    assert state.villages["CHAROLLES"].controller == DAVID


# --- 003 Prisonnier: the jailer moves his captive ------------------------------------------

def test_003_prisonnier_the_captor_moves_his_captive_with_him():
    """003 Prisonnier: "Le pion est désormais contrôlé par le joueur qui l'a fait prisonnier et
    peut être déplacé par ce dernier": GRADY's QUENTIN takes DAVID's captive RAOUL from BLAYE
    to CHAROLLES; DAVID may not move him."""
    g = game("movement", edition="2011", villages={
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["QUENTIN"], "captives": ["RAOUL"]}}},
        "TOURNUS": village("red", men=1, lords=["THIERRY"]),
        "BOURG": village("green", men=1, lords=["OTHON"])},
        lords={"RAOUL": {"owner": "red"}})
    assert not any("RAOUL" in c for c in choices(g, DAVID))
    do(g, GRADY, "move lords=QUENTIN to=CHAROLLES men=1 captives=RAOUL")
    pass_windows(g)
    assert g.state.lords["RAOUL"].village == "CHAROLLES"
    assert g.state.lords["RAOUL"].captor == GRADY


# --- 003 Phase 7: no winner, the first player card passes to the left -----------------------

def test_003_phase_7_no_winner_the_first_player_card_passes_on():
    """003 Phase 7, Pas de vainqueur: "S'il n'y a pas de vainqueur, passez la carte Premier
    joueur à gauche. Commencez un nouveau tour de jeu": one fief is no victory; RED, next in
    turn order after BLUE, is first in the new round."""
    g = end_of_round(3, {"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}},
                     edition="2011", first="BLUE", round=4)
    assert g.state.winners is None and not g.state.finished
    assert (g.state.round, g.state.first) == (5, 1)
