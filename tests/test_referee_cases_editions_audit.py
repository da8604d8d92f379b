"""An audit of the 2011 edition (rules/003) and the introductory variant (rules/004) against
docs/editions.md, written as a grader's cases from the texts: ruling E-2 (the decks' contents,
card by card, in both editions), then ten rows and rulings judged the likeliest to be wrong,
each from an angle no other test took: Good Harvest's bonus, two Events drawn, the variant's
black card, its Calamity with the slots full, the Plague's rounding, a U-turn's step, S-6 at
six, S-3's free title, E-4 with the variant's lone candidate, a titled lady's vote for King."""
from __future__ import annotations

from collections import Counter

import pytest
from politics import DAVID, GRADY, KIRSTEN, choices, do, first, game, hand, pass_windows, village
from test_editions_audit import plagued
from test_rules_movement import move, moving
from test_rules_victory import end_of_round

from engine.actions import act
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.position import load_position
from engine.fief.state import CARDINAL_CARD, DARC_CARD, LORD_SEX

HOME = {"BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="stronghold"),
        "TOURNUS": village("red", men=1, lords=["RAOUL"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}

# --- E-2: the decks, card by card, as the ruling states them ---------------------------------

# E-2: "24 Events: Bountiful Harvest 5, Good Weather 5, Tax 5, Uprising/Revolt 4, Secret
# Passage 3, Assassination 1, Justice 1; Calamities: bad weather 4, famine 4, plague 2".
E2_EVENTS = {"harvest": 5, "good_weather": 5, "tax": 5, "uprising": 4, "secret_passage": 3,
             "assassination": 1, "justice": 1}
E2_CALAMITIES = {"heavy_rain": 4, "famine": 4, "plague": 2}


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E_2_the_decks_hold_24_events_10_calamities_22_characters_card_by_card(edition):
    """E-2 (the variant falls back to 2011's decks): every card of a new game of six, wherever
    set-up put it, is counted: the Event and Calamity pile (003 "Mélangez les cartes Événement
    et Calamité en une seule pile") holds 24 + 10 cards of the kinds and counts the ruling
    gives, no Ambush; the 22 Character cards are the 18 lords (drawn or not), 3 Cardinals and
    d'Arc (003 Matériel)."""
    g = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:6]),
                             edition=edition, seed=5))
    state = g.state
    cards = Counter(state.fortune_deck + state.fortune_discard + state.disaster_track
                    + [card for p in state.players for card in p.hand])
    assert cards == Counter({**E2_EVENTS, **E2_CALAMITIES})
    assert sum(cards[k] for k in E2_EVENTS) == 24 and sum(cards[k] for k in E2_CALAMITIES) == 10
    drawn = [name for name, lord in state.lords.items() if lord.owner is not None]
    characters = Counter(state.lords_deck + state.lords_discard + state.set_aside + drawn)
    assert characters[CARDINAL_CARD] == 3 and characters[DARC_CARD] == 1
    assert {name for name in characters if name in LORD_SEX} == set(LORD_SEX)
    assert sum(characters.values()) == 22 and len(LORD_SEX) == 18


# --- 1. row "Fine Weather / Good Harvest": 1 ecu more a mill of the bishopric ------------------

@pytest.mark.parametrize("edition", ["2011", "simplified"])
@pytest.mark.parametrize("card", ["harvest", "good_weather"])
def test_003_phase_3_004_4_either_good_omen_adds_1_a_mill_of_its_bishopric(edition, card):
    """003 Bonne récolte / Beau temps, 004 §4: with no calamity there, a good omen on
    bishopric 4 adds 1 a mill: green's BOURG (its 2 mills) earns 1 + 2 x 2 + 2 x 1 = 7; red's
    SIGY, no mill, 1 (told by the income: the variant's resources then go unspent, S-3); the
    card is discarded after the income (003 Phase 3)."""
    g = load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "income", "round": 2,
        "villages": {"LA RÉOLE": {"units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}},
                     "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"mills": 2, "units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"GAUVAIN": "blue", "RAOUL": "red", "BLANCHE": "green"},
        "fortunes": {"4": [card]}})
    events = list(g.events) + pass_windows(g)
    told = {e.get("player"): e.get("total") for e in events if e.kind == "income"}
    assert told == {0: 1, 1: 1, 2: 1 + 2 * 2 + 2}
    assert g.state.fortunes["4"] == [] and card in g.state.fortune_discard


# --- 2. row "cards in hand": two Events, without a Character --------------------------------

@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_003_tirage_004_2_two_events_may_be_drawn_without_a_character_never_a_third(edition):
    """003 Tirage "une carte Personnage et une carte Événement, ou deux cartes Événement"; 004
    §2 "2 nouvelles cartes maximum" (as 2011): KIRSTEN draws two Events from the Event pile;
    her two draws are spent, neither pile is offered again."""
    g = game("cards_draw", edition=edition, turn="KIRSTEN", villages=HOME,
             decks={"lords": ["ARTHUR"], "fortune": ["good_weather", "tax", "justice"]})
    do(g, KIRSTEN, "draw deck=fortune")
    do(g, KIRSTEN, "draw deck=fortune")
    assert hand(g, KIRSTEN) == ["good_weather", "tax"]
    assert not [c for c in choices(g, KIRSTEN) if c.startswith("draw")]


@pytest.mark.parametrize("edition,rule", [("2011", "003 Tirage"), ("simplified", "004 §4.2")])
def test_003_tirage_004_2_a_second_character_is_refused_in_the_editions_words(edition, rule):
    """003 Tirage: a draw is "une carte Personnage et une carte Événement, ou deux cartes
    Événement": after a Character, a second Character is refused by the edition's rule, in
    its words (the Character cards, never 1429's Lords deck)."""
    g = game("cards_draw", edition=edition, turn="KIRSTEN", villages=HOME,
             decks={"lords": ["ARTHUR", "HUGUES"], "fortune": ["tax"]})
    do(g, KIRSTEN, "draw deck=lords")
    refused = g.check(KIRSTEN, act("draw", deck="lords"))
    assert refused is not None and refused.rule == rule
    assert "Character" in refused.message and "Lords" not in refused.message


# --- 3. 004 §2: the variant's black card goes to a slot and is replaced ----------------------

def test_004_2_a_black_card_drawn_goes_face_down_to_a_calamity_slot_and_is_drawn_again():
    """004 §2 "si celle-ci est noire elle est placée dans les cases carte calamité face cachée
    et il repioche": KIRSTEN's draw of a plague puts it in the first slot and gives her the
    Tax beneath it; the others see a slot filled, not the card."""
    g = game("cards_draw", edition="simplified", turn="KIRSTEN", villages=HOME,
             decks={"fortune": ["plague", "tax", "justice"]})
    events = do(g, KIRSTEN, "draw deck=fortune")
    assert g.state.disaster_track == ["plague"] and hand(g, KIRSTEN) == ["tax"]
    assert first(events, "disaster_drawn").get("slot") == 1
    assert g.view_for(GRADY)["disaster_track"] == 1


# --- 4. row "calamities": with the three slots full, a Calamity drawn is discarded ----------

def test_004_2_003_tirage_with_three_calamities_waiting_a_fourth_is_discarded_in_the_variant():
    """003 Tirage "Si tous les emplacements sont occupés, la carte Calamité piochée est
    défaussée" (004 says nothing else): KIRSTEN draws famine with three slots full; it goes to
    the discard pile and she gets the Tax beneath."""
    g = game("cards_draw", edition="simplified", turn="KIRSTEN", villages=HOME,
             disaster_track=["plague", "heavy_rain", "plague"],
             decks={"fortune": ["famine", "tax", "justice"]})
    do(g, KIRSTEN, "draw deck=fortune")
    assert g.state.disaster_track == ["plague", "heavy_rain", "plague"]
    assert g.state.fortune_discard[-1] == "famine" and hand(g, KIRSTEN) == ["tax"]


# --- 5. row "plague": half of each army, rounded down ----------------------------------------

def test_003_peste_an_army_of_3_loses_1_an_army_of_1_loses_nothing_the_lord_rolls():
    """003 Peste: "Toute armée présente ... perd la moitié de ses troupes arrondie à
    l'inférieur"; "un seigneur ... lance le dé : de 1 à 3, il meurt". Bishopric 3: QUENTIN
    rolls 4 and lives; his 3 sergeants in CADILLAC lose 1; the lone sergeant of ST GÉRÔME
    stays."""
    g = plagued("2011", 4, men=3)
    assert [(e.get("lord"), e.get("died")) for e in g.events if e.kind == "plague_roll"] == [
        ("QUENTIN", False)]
    assert len(g.state.troops_in("CADILLAC")) == 2 and len(g.state.troops_in("ST GÉRÔME")) == 1


# --- 6. row "movement": a U-turn costs a step -----------------------------------------------

def test_003_deplacement_refused_passage_the_u_turn_costs_the_second_step():
    """003 Traverser un village occupé: "S'il refuse, vous avez le choix entre faire demi-tour
    (coût d'un déplacement) ou engager la bataille": THIERRY enters red's CHAROLLES, is
    refused the way on, goes back to BLAYE: his two steps are spent, no step is left."""
    g = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
               edition="2011")
    g.apply(0, move("THIERRY", "CHAROLLES", men=2))
    g.apply(0, move("THIERRY", "L'ÉPERVIER", men=2))
    g.apply(1, act("consent", allow=False))
    g.apply(0, move("THIERRY", "BLAYE", men=2))
    lord = g.state.lords["THIERRY"]
    assert (lord.village, lord.steps) == ("BLAYE", 2)
    assert not [a for a in g.legal(0) if a.kind == "move"]


# --- 7. S-6 at six players -------------------------------------------------------------------

SOLO_3 = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]},
          "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG"]}}
PAIR_3 = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"],
                      "spouse": "ISABEAU"},
          "ISABEAU": {"owner": "red", "titles": ["Duchy of BOURG"], "spouse": "THIERRY"}}
PAIR_4 = {**PAIR_3, "CHARLES": {"owner": "red", "titles": ["Barony of ST GÉRÔME"]}}


@pytest.mark.parametrize("lords,won", [(SOLO_3, [0]), (PAIR_3, None), (PAIR_4, [0, 1])],
                         ids=["alone_3", "pair_3", "pair_4"])
def test_S_6_six_players_three_points_alone_four_for_a_married_pair(lords, won):
    """S-6: "5 or 6 players, 3 alone or 4 for a pair", checked at the end of the turn."""
    assert end_of_round(6, lords, edition="simplified").state.winners == won


# --- 8. S-3: the King may grant a fief title free ---------------------------------------------

def test_S_3_the_variants_king_grants_a_fief_title_free_with_every_village_and_a_castle():
    """S-3 "fief title 2 per village (the King may grant it free)": blue's THIERRY, in his
    castle of ST GÉRÔME with CADILLAC held, asks the title free with no resource; red's King
    consents: THIERRY is Baron, for nothing."""
    g = load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "step": "purchase", "turn": "blue", "begun": True,
        "villages": {"ST GÉRÔME": {"fort": "stronghold",
                                   "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                     "CADILLAC": {"units": {"blue": {"men": 1}}},
                     "SIGY": {"units": {"red": {"men": 1, "lords": ["CHARLES"]}}}},
        "lords": {"THIERRY": "blue", "CHARLES": {"owner": "red", "titles": ["King"]}}})
    g.apply(0, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True))
    assert [d.player for d in g.pending()] == [1]
    events = g.apply(1, act("consent", allow=True))
    assert g.state.titles.fiefs["Barony of ST GÉRÔME"] == "THIERRY"
    assert first(events, "title_bought").get("cost") == 0


# --- 9. E-4 with 004 §4.1: a lone candidate is elected even with 0 ---------------------------

def bishopric_5(edition: str) -> Game:
    """Bishopric 5 held: GRADY (2 votes: ST CIERS D'ABZAC, BEAUJEU), DAVID (3: ST PAUL and
    SIGY, the cathedral town), KIRSTEN's Bishop of 4 (2)."""
    villages = {"ST PAUL": village("red", men=1), "SIGY": village("red", men=1, lords=["THIERRY"]),
                "ST CIERS D'ABZAC": village("blue", men=1),
                "BEAUJEU": village("blue", men=1, lords=["FRANÇOIS"]),
                "BOURG": village("green", men=1, lords=["CHARLES"])}
    lords = {"CHARLES": {"owner": "green", "titles": ["Bishop of 4"], "bishop_since": 1}}
    return game("elections", edition=edition, villages=villages, lords=lords)


def ballots(g: Game, *votes: tuple[int, str, str]):
    """Each family's FOR and AGAINST tokens (E-4) in turn, "-" kept; the election's result."""
    events: list = []
    for seat, for_, against in votes:
        events = do(g, seat, f"ballot for={for_} against={against}")
    return first(events, "election_result")


@pytest.mark.parametrize("edition,elected", [("simplified", "FRANÇOIS"), ("2011", None)])
def test_S_25_E_4_004_4_1_a_lone_candidate_voted_against_has_0_and_is_elected_in_the_variant(
        edition, elected):
    """E-4: an AGAINST token takes its voter's weight away, a total below 0 counts 0; 004
    §4.1 "si il n'y a qu'un seul candidat, il est élu même avec zéro voix": FRANÇOIS stands
    alone, 2 for him, 3 + 2 against (-3, counted 0): the variant elects him (S-25, the reading
    docs/editions.md records), 2011 nobody."""
    g = bishopric_5(edition)
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "no_candidate")
    result = ballots(g, (GRADY, "FRANÇOIS", "-"), (DAVID, "-", "FRANÇOIS"),
                     (KIRSTEN, "-", "FRANÇOIS"))
    assert result.get("tally") == (("FRANÇOIS", 0),)
    assert (result.get("winner"), g.state.titles.bishops["5"]) == (elected, elected)


# --- 10. row "King's election": a titled lady votes --------------------------------------------

def test_003_election_du_roi_a_titled_lady_gives_her_vote_the_third_that_crowns_arthur():
    """003 Élection du Roi: "Un seigneur titré non-prisonnier donne 1 voix", "au moins 3 voix
    en majorité relative", "au moins 1 voix de cardinal": GRADY's Baron ARTHUR stands; GRADY's
    Cardinal HUGUES and ARTHUR give 2, DAVID abstains, KIRSTEN's Countess BLANCHE gives the
    third vote: ARTHUR is King."""
    lords = {
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
        "BLANCHE": {"owner": "green", "village": "BOURG", "titles": ["County of SIGY"]}}
    g = game("elections", edition="2011", lords=lords,
             villages={"BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
                       "BOURG": village("green", men=1)})
    assert g.state.top().data["item"] == "king"
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    result = ballots(g, (GRADY, "ARTHUR", "-"), (DAVID, "-", "-"), (KIRSTEN, "ARTHUR", "-"))
    assert result.get("tally") == (("ARTHUR", 3),)
    assert (result.get("winner"), g.state.titles.king) == ("ARTHUR", "ARTHUR")
