"""Referee cases of the introductory variant written from its text (rules/004, cited "004 §n")
before reading the referee: a position, an action, the outcome or the refusal the text gives.
Where the text is silent the variant plays as 2011 (docs/editions.md); these cases are the rules
the variant states itself, section by section, that no other test pinned."""
from __future__ import annotations

import politics
import pytest
from politics import DAVID, GRADY, KIRSTEN, choices, do, pass_windows
from test_rules_victory import end_of_round

from engine.errors import IllegalAction
from engine.fief.deaths import kill_lord
from engine.fief.electorate import can_hold, eligible, weight
from engine.fief.phases.elections import decide
from engine.fief.phases.marriage import proposals
from engine.fief.position import load_position
from engine.fief.victory import ally_of

ANN, BOB, CID = 0, 1, 2
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def variant(step: str, **extra) -> dict:
    return {"players": PLAYERS, "edition": "simplified", "round": 2, "first": "ANN",
            "step": step, **extra}


# --- 004 §3 Glossaire: a barony has 2 villages, a county 3, a duchy 4 ------------------------

def test_004_s3_a_barony_has_two_villages_a_county_three_a_duchy_four():
    board = load_position(variant("purchase")).board
    sizes = {"barony": 2, "county": 3, "duchy": 4}
    assert {name: len(f.villages) for name, f in board.fiefs.items()} == {
        name: sizes[f.kind] for name, f in board.fiefs.items()}
    assert {f.kind for f in board.fiefs.values()} == set(sizes)


# --- 004 §4.1 Mariages ---------------------------------------------------------------------

def families(players: int = 3, **kw):
    """GRADY: QUENTIN and ALIÉNOR; DAVID: JEANNE and RAOUL; KIRSTEN: MATHILDE and OTHON;
    GUNTER (4 players): BLANCHE."""
    villages = {"BLAYE": politics.village("blue", men=1, lords=["QUENTIN", "ALIÉNOR"]),
                "TOURNUS": politics.village("red", men=1, lords=["JEANNE", "RAOUL"]),
                "BOURG": politics.village("green", men=1, lords=["MATHILDE", "OTHON"])}
    if players == 4:
        villages["SIGY"] = politics.village("yellow", men=1, lords=["BLANCHE"])
    villages.update(kw.pop("villages", {}))
    return politics.game("marriage", players=players, villages=villages,
                         edition="simplified", **kw)


def test_004_s4_1_a_cleric_man_and_darc_never_marry():
    """004 §4.1 Mariages: "un seigneur homme non-marié, non-clerc" and "une seigneur femme
    non-mariée et non-d'Arc". QUENTIN is Bishop, MATHILDE d'Arc: no proposal names them."""
    g = families(lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]},
                        "MATHILDE": {"owner": "green", "titles": ["d'ARC"]}})
    offered = {a.text() for seat in (GRADY, DAVID, KIRSTEN) for a in proposals(g, seat)}
    assert offered == {"propose_marriage lady=ALIÉNOR lord=RAOUL",
                       "propose_marriage lady=ALIÉNOR lord=OTHON",
                       "propose_marriage lady=JEANNE lord=OTHON"}


def test_004_s4_1_a_player_has_one_marriage_at_a_time():
    """004 §4.1: "chaque joueur ne peut avoir qu'un mariage en cours": GRADY and KIRSTEN wed;
    DAVID may then court only GUNTER's BLANCHE."""
    g = families(players=4)
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=MATHILDE")
    do(g, KIRSTEN, "answer_marriage accept=yes")
    assert choices(g, DAVID) == ["pass_marriage", "propose_marriage lady=BLANCHE lord=RAOUL"]
    assert not any(a.get("lady") == "ALIÉNOR" for a in proposals(g, DAVID))


def test_004_s4_1_with_three_players_a_marriage_is_an_alliance():
    """004 §4.1 "Le mariage correspond à une alliance entre joueurs" and FIN's thresholds "à
    deux" from 3 players (S-6): unlike 1429's three players (RULINGS 7), the pair is allied."""
    g = families()
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    assert (ally_of(g, GRADY), ally_of(g, DAVID)) == (DAVID, GRADY)


def test_004_s4_1_the_alliance_lasts_until_a_spouse_dies():
    """004 §4.1 "L'alliance dure tant que dure le mariage, c'est à dire jusqu'à ce qu'un des
    époux meurt"."""
    g = families()
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    kill_lord(g, "QUENTIN", "plague")
    assert ally_of(g, DAVID) is None and g.state.lords["JEANNE"].spouse is None


# --- 004 §4.1 Élections des évèques --------------------------------------------------------

BISHOPRIC_1 = ("BLAYE", "CHAROLLES", "LORMONT", "PAUILLAC", "ST MÉDARD")


def bishop_position(held: tuple[str, ...] = BISHOPRIC_1, lords: dict | None = None,
                    villages: dict | None = None, **kw):
    """Bishopric 1 (BLAYE its cathedral town): blue holds BLAYE and LORMONT with markers, red
    the others of ``held``; blue's QUENTIN in BLAYE, red's RAOUL in TOURNUS."""
    places: dict = {v: {"units": {"blue" if v in ("BLAYE", "LORMONT") else "red": {"men": 1}}}
                    for v in held}
    places["BLAYE"] = {"units": {"blue": {"men": 1, "lords": ["QUENTIN"]}}}
    places["TOURNUS"] = {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}
    places["BOURG"] = {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}
    base = {"QUENTIN": "blue", "RAOUL": "red", "OTHON": "green"}
    return load_position(variant("elections", lords={**base, **(lords or {})},
                                 villages={**places, **(villages or {})}, **kw))


def test_004_s4_1_no_bishop_elected_while_a_village_of_the_bishopric_is_uncontrolled():
    """004 §4.1: "Il faut que tout les villages de l'évéché sans évèque soit controlés par des
    joueurs"."""
    assert can_hold(bishop_position(), "bishop:1")
    assert not can_hold(bishop_position(held=BISHOPRIC_1[:-1]), "bishop:1")


def test_004_s4_1_a_bishop_candidate_needs_no_village_there_but_is_an_unmarried_man_not_king():
    """004 §4.1 Candidat: "Tout seigneur, homme, non déjà évèque, non marié, non roi. Et il
    n'est pas nécessaire que le joueur candidat possède des villages dans l'évéché"."""
    g = bishop_position(lords={
        "OTHON": "green", "ARTHUR": {"owner": "green", "village": "BOURG"},
        "CHARLES": {"owner": "green", "village": "BOURG", "titles": ["King"]},
        "HUGUES": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 2"]},
        "BLANCHE": {"owner": "red", "village": "TOURNUS", "spouse": "RAOUL"}})
    lords = g.state.lords
    assert [n for n in ("OTHON", "ARTHUR", "CHARLES", "HUGUES", "RAOUL", "BLANCHE")
            if eligible(g, "bishop:1", lords[n])] == ["OTHON", "ARTHUR"]


def test_004_s4_1_bishop_votes_village_1_cathedral_town_2_bishop_2_cardinal_3_pope_3():
    """004 §4.1 Votes: "Village = 1, Chef-lieu = 2, Évèque en place avant ce tour = 2,
    Cardinal = 3, Pape = 3". Blue: BLAYE (2) + LORMONT (1) + its Bishop of 2 (2); red: three
    villages (3) + its Cardinal (3); green: its Pope (3), no village."""
    g = bishop_position(lords={
        "QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"]},
        "RAOUL": {"owner": "red", "titles": ["Bishop of 3", "Cardinal"]},
        "OTHON": {"owner": "green", "titles": ["Bishop of 4", "Pope"]}})
    assert [weight(g, "bishop:1", p) for p in (ANN, BOB, CID)] == [2 + 1 + 2, 3 + 3, 3]


def test_004_s4_1_a_bishop_elected_this_turn_gives_no_bishops_votes():
    """004 §4.1 "Évèque en place avant ce tour = 2": QUENTIN, elected Bishop of 2 this turn,
    brings blue only its villages."""
    g = bishop_position(lords={"QUENTIN": {"owner": "blue", "titles": ["Bishop of 2"],
                                           "bishop_since": 2}})
    assert weight(g, "bishop:1", ANN) == 2 + 1


def test_004_s4_1_a_tie_elects_no_bishop_this_turn():
    """004 §4.1 "S'il y a égalité de voix alors il n'y a pas d'élu pour ce tour"."""
    g = bishop_position()
    assert decide(g, "bishop:1", {"QUENTIN": 3, "OTHON": 3}, {}) == (None, "tie")
    assert decide(g, "bishop:1", {"QUENTIN": 3, "OTHON": 2, "ARTHUR": 2}, {}) == (
        "QUENTIN", "elected")                             # relative majority


# --- 004 §4.1 Élection du pape -------------------------------------------------------------

def test_004_s4_1_the_popes_election_needs_two_cardinals_and_no_pope():
    one = {"RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]}}
    two = {**one, "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Cardinal"]}}
    pope = {**two, "QUENTIN": {"owner": "blue", "titles": ["Bishop of 4", "Pope"]}}
    assert [can_hold(bishop_position(lords=lords), "pope") for lords in (one, two, pope)] == [
        False, True, False]


def test_004_s4_1_a_captive_cardinal_gives_no_vote_for_pope():
    """004 §4.1 "chaque cardinal non-prisonnier donne une voix": red's Cardinal RAOUL is
    green's captive."""
    g = bishop_position(
        lords={"RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]},
               "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Cardinal"]}},
        villages={"BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"],
                                                "captives": ["RAOUL"]}}},
                  "TOURNUS": {"units": {"red": {"men": 1}}}})
    assert [weight(g, "pope", p) for p in (ANN, BOB, CID)] == [0, 0, 1]


def test_004_s4_1_three_cardinals_split_one_each_elect_no_pope():
    """004 §4.1 "à la majorité absolue : il faut plus de la moitié des exprimés": with three
    Cardinals, one vote against one and an abstention elects nobody; one vote and two
    abstentions elects."""
    g = bishop_position()
    assert decide(g, "pope", {"RAOUL": 1, "OTHON": 1}, {}) == (None, "no_majority")
    assert decide(g, "pope", {"RAOUL": 1, "OTHON": 0}, {}) == ("RAOUL", "elected")


# --- 004 §4.1 Élection du roi and §5.1.5: the excommunicated do not vote -----------------------

def test_004_s5_1_5_an_excommunicated_titled_lord_gives_no_vote_for_king():
    """004 §5 Pape 5: the excommunicated "ne peut plus voter ni être candidat"."""
    g = bishop_position(lords={
        "QUENTIN": {"owner": "blue", "titles": ["County of SIGY", "excommunicated"]},
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]}})
    assert weight(g, "king", ANN) == 1
    assert not eligible(g, "king", g.state.lords["QUENTIN"])
    assert eligible(g, "king", g.state.lords["ARTHUR"])


# --- 004 §4.3 and §5: calamities and the crown's and the Pope's incomes ------------------------

def income_position(lords: dict, villages: dict, **kw):
    """Each family's income told by the Income step (spent or lost in its purchase turn)."""
    g = load_position(variant("income", lords=lords, villages=villages, **kw))
    events = list(g.events) + pass_windows(g)
    told = {e.get("player"): e.get("total") for e in events if e.kind == "income"}
    return [told.get(seat, 0) for seat in (ANN, BOB, CID)]


def test_004_s4_3_a_famine_leaves_the_mills_of_its_bishopric_without_income():
    """004 §4.3 "Famine : Aucun revenu des moulins": blue's two mills of BLAYE (bishopric 1)
    give nothing; its village still gives 1; red's mill of TOURNUS (bishopric 2) gives 2."""
    money = income_position(
        {"GAUVAIN": "blue", "RAOUL": "red", "BLANCHE": "green"},
        {"BLAYE": {"mills": 2, "units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}},
         "TOURNUS": {"mills": 1, "units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
         "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        disasters={"1": ["famine"]})
    assert money == [1, 1 + 2, 1]


def test_004_s5_the_pope_5_the_king_5_the_queen_3_resources():
    """004 §5: Pape 6 "un revenu de 5 ressources", Roi 4 "5 ressources", Reine 2 "3"."""
    money = income_position(
        {"GAUVAIN": {"owner": "blue", "titles": ["Bishop of 1", "Pope"]},
         "RAOUL": {"owner": "red", "titles": ["King"], "spouse": "BLANCHE"},
         "BLANCHE": {"owner": "green", "titles": ["Queen"]}},
        {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}},
         "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
         "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}})
    assert money == [1 + 5, 1 + 5, 1 + 3]


# --- 004 §4.4: taxes and good omens ------------------------------------------------------------

def test_004_s4_4_the_king_lays_the_taille_on_his_fief_or_an_unattributed_one_never_anothers():
    """004 §4.4 Impôts (taille): "Le seigneur titré peut la posé sur un de ses fiefs. Le roi
    peut la posé sur un fief dont le titre n'est pas attribué": red's King, Baron of LA RÉOLE,
    may tax his barony and every fief without a title holder, not green's County of SIGY."""
    g = politics.game("play_cards", turn="DAVID", edition="simplified", hands={DAVID: ["tax"]},
                      villages={"TOURNUS": politics.village("red", men=1, lords=["RAOUL"]),
                                "BLAYE": politics.village("blue", men=1, lords=["QUENTIN"]),
                                "SIGY": politics.village("green", men=1, lords=["OTHON"],
                                                         fort="city")},
                      lords={"RAOUL": {"owner": "red", "titles": ["King", "Barony of LA RÉOLE"]},
                             "QUENTIN": "blue",
                             "OTHON": {"owner": "green", "titles": ["County of SIGY"]}})
    taxed = sorted(a.get("target") for a in g.legal(DAVID) if a.get("tax") == "tallage")
    assert taxed == sorted(set(g.board.fiefs) - {"County of SIGY"})
    with pytest.raises(IllegalAction):
        do(g, DAVID, "play_card card=tax lord=RAOUL target=\"County of SIGY\" tax=tallage")


@pytest.mark.parametrize("card", ["harvest", "good_weather"])
def test_004_s4_4_no_two_identical_good_omens_on_one_bishopric(card):
    """004 §4.4 "Deux cartes identiques ne peuvent pas être posées sur le même évêché"."""
    g = politics.game("play_cards", turn="DAVID", edition="simplified", hands={DAVID: [card]},
                      fortunes={"1": [card]},
                      villages={"TOURNUS": politics.village("red", men=1, lords=["RAOUL"])})
    assert f"play_card bishopric=1 card={card}" not in choices(g, DAVID)
    assert f"play_card bishopric=2 card={card}" in choices(g, DAVID)
    with pytest.raises(IllegalAction):
        do(g, DAVID, f"play_card card={card} bishopric=1")

# --- FIN: the victory points -------------------------------------------------------------------

@pytest.mark.parametrize("crown,won", [("Queen Regent", None), ("Pope", [0])])
def test_004_fin_the_queen_brings_no_victory_point_the_pope_one(crown, won):
    """004 FIN: "Chaque titre de fief rapporte 1 PV. Les titres de roi et de pape rapporte 1
    PV chacun": with 3 players 4 points win alone; three fiefs and a Regent are 3."""
    lords = {"ISABEAU": {"owner": "blue", "titles": [crown, "County of SIGY"]},
             "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG", "Barony of LA RÉOLE"]}}
    if crown == "Pope":
        lords["OTHON"] = {"owner": "blue", "titles": ["Bishop of 1", "Pope"]}
        lords["ISABEAU"]["titles"] = ["County of SIGY"]
    assert end_of_round(3, lords, edition="simplified").state.winners == won
