"""Referee cases written from the 2011 rules (rules/003) and the introductory variant
(rules/004) alone, where they differ from 1429 (docs/editions.md): a position, an action, the
outcome or the refusal the text gives."""
from __future__ import annotations

import politics
import pytest

from engine.errors import IllegalAction
from engine.fief.electorate import eligible, weight
from engine.fief.position import load_position
from politics import DAVID, GRADY, KIRSTEN, do, first, pass_windows
from test_rules_victory import end_of_round

ANN, BOB, CID = 0, 1, 2                 # blue, red, green in the positions written here
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def position(edition: str, step: str, **extra) -> dict:
    return {"players": PLAYERS, "edition": edition, "step": step, **extra}


# --- 004 §5 Roi 3 (S-17) with A39: a King who gives away a title has room again -------------

def test_S17_A39_a_king_giving_away_his_second_title_claims_the_one_kept_for_his_family():
    """S-17: the variant's King gives a fief title he holds to any lord; A39: a title kept for
    a family that holds its City is claimed "once he has one" with room for it. FRANÇOIS,
    King, Count of BLAYE and Baron of LA RÉOLE, gives LA RÉOLE to ARTHUR: he holds one title
    now, and red holds SIGY's City, whose title was kept for red."""
    g = load_position(position(
        "simplified", "purchase", turn="red", begun=True,
        villages={"BLAYE": {"fort": "city", "units": {"red": {"lords": ["FRANÇOIS"]}}},
                  "BAZAS": {"fort": "city", "units": {"red": {"men": 1}}},
                  "SIGY": {"fort": "city", "units": {"red": {"men": 1}}},
                  "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                  "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        lords={"FRANÇOIS": {"owner": "red",
                            "titles": ["King", "County of BLAYE", "Barony of LA RÉOLE"]},
               "ARTHUR": {"owner": "blue"}, "BLANCHE": {"owner": "green"}},
        titles={"reserved": {"County of SIGY": "red"}}))
    do(g, BOB, "grant_title fief=\"Barony of LA RÉOLE\" lord=ARTHUR")
    fiefs = g.state.titles.fiefs
    assert (fiefs["Barony of LA RÉOLE"], fiefs["County of SIGY"]) == ("ARTHUR", "FRANÇOIS")
    assert not g.state.titles.vacant_fiefs_reserved


# --- 003 Phase 3 and Prisonnier: the crown's and the Pope's incomes ------------------------

def crown_income(edition: str, lords: dict, villages: dict):
    g = load_position(position(edition, "income", villages=villages, lords=lords))
    pass_windows(g)
    return [p.money for p in g.state.players]


def test_2011_a_captive_king_keeps_his_income_of_5():
    """003 Prisonnier: "Le seigneur prisonnier conserve ses titres et ses revenus"; 003
    Phase 3: the King's title brings 5 ecus. ARTHUR is red's captive."""
    money = crown_income("2011", {"ARTHUR": {"owner": "blue", "titles": ["King"], "captor": "red"},
                                  "HUGUES": {"owner": "red"}, "BLANCHE": {"owner": "green"}},
                         {"TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"],
                                                        "captives": ["ARTHUR"]}}},
                          "BLAYE": {"units": {"blue": {"men": 1}}},
                          "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}})
    assert money == [1 + 5, 1, 1]


def test_2011_a_queen_regent_brings_the_queens_3_not_the_kings_5():
    """003: the Regent "récupère les pouvoirs du roi" (his powers), while the King's 5 ecus
    come with the King's title, which nobody holds: she brings the Queen's 3 (E-25)."""
    money = crown_income("2011", {"BLANCHE": {"owner": "green", "titles": ["Queen Regent"]},
                                  "ARTHUR": {"owner": "blue"}, "HUGUES": {"owner": "red"}},
                         {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                          "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                          "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}})
    assert money == [1, 1, 1 + 3]


# --- 003 Élection du Roi / du Pape: who stands ---------------------------------------------

def ballot_2011(item_lords: dict):
    return politics.game("elections", edition="2011", lords=item_lords, villages={
        "BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
        "BOURG": politics.village("green", men=1)})


def test_2011_a_titled_bishop_or_cardinal_never_stands_for_king_a_titled_layman_does():
    """003 Élection du Roi: "Tout homme titré et qui n'est pas prisonnier ... Il ne doit pas
    avoir un titre religieux"."""
    g = ballot_2011({
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE",
                   "titles": ["Bishop of 1", "Cardinal", "County of SIGY"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Duchy of AUTUN"]},
        "OTHON": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 3"]},
        "GAUVAIN": {"owner": "green", "village": "BOURG"}})
    assert g.state.top().data["item"] == "king"
    assert [n for n in ("ARTHUR", "HUGUES", "RAOUL", "OTHON", "GAUVAIN")
            if eligible(g, "king", g.state.lords[n])] == ["ARTHUR"]
    with pytest.raises(IllegalAction, match="^003 Élection du Roi: HUGUES is a churchman and cannot stand for King$"):
        do(g, GRADY, "declare_candidate lord=HUGUES")


def test_2011_only_bishops_and_cardinals_stand_for_pope():
    """003 Élection du Pape: "Seuls les évêques et les cardinaux peuvent se présenter"."""
    g = ballot_2011({
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Duchy of BOURG"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
        "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 3"]}})
    assert g.state.top().data["item"] == "pope"
    assert [n for n in ("HUGUES", "ARTHUR", "RAOUL", "OTHON")
            if eligible(g, "pope", g.state.lords[n])] == ["HUGUES", "RAOUL", "OTHON"]


# --- 003 Carte Seigneur, Phase 4, Le siège, Le pillage ----------------------------------------

def test_2011_a_family_of_four_lords_plays_no_fifth():
    """003 Carte Seigneur: "Un joueur est limité à 4 seigneurs" (captives included, 2.4.1)."""
    g = politics.game("play_cards", edition="2011", hands={GRADY: ["ARTHUR", "harvest"]},
                      turn="GRADY", villages={"BLAYE": politics.village("blue", men=1,
                                                          lords=["HUGUES", "RAOUL", "OTHON"]),
                                "TOURNUS": {"units": {"red": {"men": 1, "lords": ["CHARLES"],
                                                              "captives": ["THIERRY"]}}}},
                      lords={"THIERRY": {"owner": "blue", "captor": "red"}})
    assert politics.asked(g) == [(GRADY, "play_cards")]
    assert not [c for c in politics.choices(g, GRADY) if "card=ARTHUR" in c]
    with pytest.raises(IllegalAction, match="^003 Carte Seigneur: "):
        do(g, GRADY, "play_card card=ARTHUR")


def purchase_2011(villages: dict, **extra):
    return load_position(position("2011", "purchase", turn="blue", begun=True,
                                  villages=villages, **extra))


def test_2011_troops_bought_go_where_a_free_lord_stands_never_with_a_captive_alone():
    """003 Phase 4: sergeants and knights go "dans les villages où se trouvent une cité, un
    château ou un seigneur non prisonnier". ARTHUR stands free at BLAYE (no castle); blue's
    THIERRY is red's captive at TOURNUS."""
    g = purchase_2011({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                       "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"],
                                                     "captives": ["THIERRY"]}}}},
                      lords={"THIERRY": {"owner": "blue", "captor": "red"}})
    g.state.players[ANN].money = 10
    with pytest.raises(IllegalAction, match="^003 Phase 4: new troops go where you have an uncaptured"):
        do(g, ANN, "recruit village=TOURNUS men=1")
    do(g, ANN, "recruit village=BLAYE knights=1 men=3")
    assert politics.units(g, ANN, "BLAYE") == (1, 4) and g.state.players[ANN].money == 4


def test_2011_the_besieged_buy_no_reinforcement_the_besiegers_do():
    """003 Le siège: "Pendant la phase d'achat, vous ne pouvez pas placer des troupes en
    renfort ... Les assiégeants peuvent acheter des renforts"."""
    g = purchase_2011({"BLAYE": {"fort": "stronghold", "controller": "blue", "besiegers": ["red"],
                                 "units": {"blue": {"men": 2, "lords": ["ARTHUR"]},
                                           "red": {"men": 2, "lords": ["HUGUES"],
                                                   "road": "PAUILLAC"}}}},
                      players=[{"name": "ANN", "colour": "blue", "money": 10},
                               {"name": "BOB", "colour": "red", "money": 10},
                               {"name": "CID", "colour": "green"}])
    assert not [c for c in politics.choices(g, ANN) if c.startswith("recruit")]
    with pytest.raises(IllegalAction, match="^003 Le siège: new troops may not be placed into a besieged"):
        do(g, ANN, "recruit village=BLAYE men=1")
    do(g, ANN, "end_purchase")
    assert politics.asked(g) == [(BOB, "purchase")]
    do(g, BOB, "recruit village=BLAYE men=2")
    assert politics.units(g, BOB, "BLAYE") == (0, 4)


def test_2011_a_pillaged_mill_brings_its_pillager_1_ecu():
    """003 Le pillage: "Le pilleur remporte 1 écu supplémentaire suite à la destruction d'un
    moulin"."""
    g = load_position(position("2011", "pillage", villages={
        "BLAYE": {"mills": 2, "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}}))
    events = do(g, ANN, "pillage village=BLAYE mills=2")
    assert first(events, "pillaged").get("amount") == 2
    assert g.state.players[ANN].money == 2 and g.state.villages["BLAYE"].mills == 0


# --- 004 §4.1 the variant's elections ------------------------------------------------------

def variant_ballot(lords: dict):
    return politics.game("elections", edition="simplified", lords=lords, villages={
        "BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
        "BOURG": politics.village("green", men=1)})


def test_004_4_1_every_titled_lord_votes_for_king_a_lady_and_a_cleric_too_no_cleric_stands():
    """004 §4.1 Élection du roi: "Tout seigneur (homme ou femme) titrés (religieux ou non)
    donne une voix"; candidates "Tout seigneur homme titrés non-religieux"."""
    g = variant_ballot({
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "County of SIGY"]},
        "BLANCHE": {"owner": "green", "village": "BOURG", "titles": ["Duchy of AUTUN"]},
        "JEANNE": {"owner": "green", "village": "BOURG"}})
    assert g.state.top().data["item"] == "king"
    assert [weight(g, "king", p) for p in (GRADY, DAVID, KIRSTEN)] == [2, 1, 1]
    assert [n for n in ("ARTHUR", "HUGUES", "RAOUL", "BLANCHE")
            if eligible(g, "king", g.state.lords[n])] == ["ARTHUR"]


def test_004_4_1_two_cardinals_one_votes_the_other_abstains_the_pope_is_elected():
    """004 §4.1 Élection du pape: "s'il y a deux cardinaux, il faut le vote des deux cardinaux,
    ou d'un cardinal et l'abstention de l'autre"."""
    g = variant_ballot({
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]}})
    assert g.state.top().data["item"] == "pope"
    do(g, GRADY, "declare_candidate lord=HUGUES")
    do(g, DAVID, "no_candidate")
    do(g, GRADY, "ballot for=HUGUES against=-")
    events = do(g, DAVID, "ballot for=- against=-")
    assert first(events, "election_result").get("winner") == "HUGUES"
    assert g.state.titles.pope == "HUGUES"


# --- 004 §5 4-1: a lord with several fiefs gives one to his family, keeping the highest -------

def variant_transfer():
    return load_position(position(
        "simplified", "purchase", turn="blue", begun=True,
        villages={"BLAYE": {"fort": "city", "units": {"blue": {"lords": ["ARTHUR", "THIERRY"]}}},
                  "BAZAS": {"fort": "city", "units": {"blue": {"men": 1}}},
                  "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                  "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        lords={"ARTHUR": {"owner": "blue", "titles": ["County of BLAYE", "Barony of LA RÉOLE"]},
               "THIERRY": {"owner": "blue"}, "HUGUES": {"owner": "red"},
               "BLANCHE": {"owner": "green"}}))


def test_004_5_4_a_count_and_baron_gives_his_barony_to_his_family_never_his_county():
    g = variant_transfer()
    with pytest.raises(IllegalAction, match="largest fief"):
        do(g, ANN, "transfer_title fief=\"County of BLAYE\" lord=THIERRY")
    with pytest.raises(IllegalAction, match="another lord of your family"):
        do(g, ANN, "transfer_title fief=\"Barony of LA RÉOLE\" lord=HUGUES")
    do(g, ANN, "transfer_title fief=\"Barony of LA RÉOLE\" lord=THIERRY")
    assert g.state.titles.fiefs["Barony of LA RÉOLE"] == "THIERRY"


# --- 003 Élection du Roi, 004 §4.1: "1 voix de cardinal ou 2 voix d'évêque", no Pope ---------

@pytest.mark.parametrize("edition,king", [("1429", "ARTHUR"), ("2011", None),
                                          ("simplified", None)])
def test_E26_a_bishop_popes_vote_alone_makes_a_king_in_1429_only(edition, king):
    """1.8: the votes include "two Bishops, or one Cardinal, or the Pope"; 003 and 004 §4.1
    name only "1 voix de cardinal ou 2 voix d'évêque": in 2011 and the variant the Pope who is
    a Bishop (not a Cardinal) is one Bishop's vote (E-26). ARTHUR has 3 votes: his own, Pope
    HUGUES's (Bishop of 1) and Count GAUVAIN's."""
    g = politics.game("elections", edition=edition, villages={
        "BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
        "BOURG": politics.village("green", men=1)}, lords={
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Pope"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
        "GAUVAIN": {"owner": "green", "village": "BOURG", "titles": ["County of SIGY"]}})
    assert g.state.top().data["item"] == "king"
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, KIRSTEN, "no_candidate")
    pass_windows(g)                                   # the Pope's window (RULINGS 8)
    vote = "vote for=ARTHUR decoy=-" if edition == "1429" else "ballot for=ARTHUR against=-"
    abstain = "vote for=- decoy=-" if edition == "1429" else "ballot for=- against=-"
    do(g, GRADY, vote)
    do(g, DAVID, abstain)
    result = first(do(g, KIRSTEN, vote), "election_result")
    assert (result.get("winner"), g.state.titles.king) == (king, king)
    if king is None:
        assert result.get("reason") == "no_churchmen"


# --- S-6 with 7.3: the variant's thresholds, then 1429's ties -------------------------------

def test_S6_7_3_three_players_a_lone_four_beats_a_married_pair_of_six():
    """S-6: with 3 players 4 VP alone or 6 for a married pair; both met at the end of the turn,
    7.3 (RULINGS 45): "a Solo Victory beats an Alliance Victory"."""
    g = end_of_round(3, {
        "ARTHUR": {"owner": "blue", "titles": ["King", "County of SIGY", "Duchy of BOURG"]},
        "HUGUES": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
        "THIERRY": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"],
                    "spouse": "JEANNE"},
        "RAOUL": {"owner": "red", "titles": ["Barony of ST GÉRÔME"]},
        "JEANNE": {"owner": "green", "titles": ["County of TOURNUS"], "spouse": "THIERRY"},
        "OTHON": {"owner": "green", "titles": ["Bishop of 1", "Pope"]}}, edition="simplified")
    assert g.state.winners == [ANN]


# --- 003 Matériel: "12 tuiles Château, 8 tuiles Cité" (E-27) --------------------------------

NINE_CASTLES = ["LIBOURNE", "COUTRAS", "GUÎTRES", "CLUNY", "AUTUN", "VÉZELAY", "MAZILLES",
                "ST PAUL", "ST GÉRÔME"]


@pytest.mark.parametrize("edition,left", [("1429", 0), ("2011", 1)])
def test_E27_2011_castles_and_cities_are_tiles_apart_a_castle_made_city_goes_back(edition, left):
    """1429: 12 Stronghold/Fortified City counters in all (a City is its Stronghold turned
    over); 003 Matériel: "12 tuiles Château, 8 tuiles Cité". With 9 castles, those of TOURNUS
    and PAUILLAC and SIGY's City on the board, 1429 has no Stronghold left, 2011 one castle;
    buying the County of BLAYE turns the castle chosen, PAUILLAC's, into its City (4.3): 2011's
    castle tile goes back (E-27), BLAYE's stays a castle."""
    villages = {v: {"fort": "stronghold"} for v in NINE_CASTLES}
    villages.update({
        "TOURNUS": {"fort": "stronghold", "units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
        "SIGY": {"fort": "city", "units": {"green": {"men": 1, "lords": ["BLANCHE"]}}},
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
        "PAUILLAC": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
        "LORMONT": {"units": {"blue": {"men": 1}}}})
    g = load_position(position(edition, "purchase", turn="blue", begun=True, villages=villages,
                               players=[{"name": "ANN", "colour": "blue", "money": 30},
                                        {"name": "BOB", "colour": "red"},
                                        {"name": "CID", "colour": "green"}],
                               lords={"BLANCHE": {"owner": "green", "titles": ["County of SIGY"]}}))
    assert g.state.forts_stock == left
    if edition == "1429":
        with pytest.raises(IllegalAction, match="^4.2: no Strongholds left"):
            do(g, ANN, "build building=stronghold village=BLAYE")
        return
    do(g, ANN, "build building=stronghold village=BLAYE")
    assert g.state.forts_stock == 0
    do(g, ANN, "buy_title fief=\"County of BLAYE\" lord=ARTHUR city=PAUILLAC")
    forts = (g.state.villages["PAUILLAC"].fort, g.state.villages["BLAYE"].fort)
    assert forts == ("city", "stronghold") and g.state.forts_stock == 1
