"""Where the 2011 edition (rules/003) and the introductory variant (rules/004) differ from 1429,
checked against the referee with positions built from their lines (docs/editions.md; the
rulings E-n and S-n are the project's). Issue 35's defects first: the 2011 tallage counts the
villages controlled, a 2011 ride of lords alone fights, the variant's pillage by any lord
present, and the refusal of an attack without a die giving RULINGS 36."""
from __future__ import annotations

import politics
import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.war import GRADY, asked, decision, do, first, game, position

ANN, BOB, CID = 0, 1, 2                 # blue, red, green in the positions written here


# --- 003 Impôt: "2 écus par village contrôlé du fief" (E-11) ---------------------------------

def tallage_position(edition: str) -> dict:
    """ARTHUR (blue) is King and tallages the Duchy of BOURG, which has no holder: blue
    controls LIBOURNE and COUTRAS, red controls BOURG, GUÎTRES is empty."""
    return {
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "income",
        "villages": {"LIBOURNE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "COUTRAS": {"units": {"blue": {"men": 1}}},
                     "BOURG": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                     "TOURNUS": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"ARTHUR": {"owner": "blue", "titles": ["King"]},
                  "HUGUES": {"owner": "red"}, "BLANCHE": {"owner": "green"}},
        "taxes": [{"player": "blue", "target": "Duchy of BOURG"}],
    }


def blue_income(edition: str) -> int:
    g = load_position(tallage_position(edition))
    politics.pass_windows(g)
    return g.state.players[0].money


def test_E11_2011_tallage_pays_2_ecus_a_village_the_taxing_family_controls():
    assert blue_income("2011") == 2 + 2 * 2 + 5           # LIBOURNE and COUTRAS, not BOURG
    assert blue_income("1429") == 2 + 2 * 4               # 2.4.5: every village of the fief


def test_E11_simplified_tallage_1_a_village_controlled():
    assert blue_income("simplified") == 2 + 1 * 2 + 5     # 004 §4 "Impôts": villes controlées


# --- 003 Chevauchée: lords alone ride, and fight (E-12) ---------------------------------------

def lords_ride(edition: str = "2011", forced: list[int] | None = None):
    return game({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"lords": ["HUGUES", "ARTHUR"], "road": "BLAYE", "steps": 1}}}},
        step="movement", edition=edition, forced_battle=forced or [],
        lords={"HUGUES": {"owner": "blue", "steps": 1}, "ARTHUR": {"owner": "blue", "steps": 1}})


def ride(g) -> list:
    events = do(g, GRADY, "move lords=HUGUES,ARTHUR to=\"L'ÉPERVIER\" cavalcade=yes")
    return events + do(g, 1, "let_pass allow=no")


def test_E12_2011_a_ride_of_lords_alone_rolls_its_lords_dice_and_can_win():
    g = lords_ride(forced=[3, 0])
    events = ride(g)
    roll = first(events, "battle_roll")                   # 003: lords 1 point each, 1 die
    assert (roll.get("attack_dice"), roll.get("attack_hits")) == (1, 3)
    assert roll.get("defence_hits") == 1                  # 0 on its die, +1 the ride's (5.2)
    assert decision(g, "casualties").player == GRADY      # no troop: the hit kills a lord
    events = do(g, GRADY, "casualties lords=ARTHUR")
    ended = first(events, "battle_ended")
    assert (ended.get("winner"), ended.get("rounds")) == ("attack", 1)
    assert g.state.lords["OTHON"].owner is None           # the man, then OTHON (A47)
    assert g.state.lords["ARTHUR"].owner is None and g.state.lords["HUGUES"].owner == GRADY


def test_E12_2011_a_ride_of_lords_alone_loses_when_its_lords_fall():
    g = lords_ride(forced=[0, 3])
    events = ride(g)
    ended = first(events, "battle_ended")
    assert (ended.get("winner"), ended.get("rounds")) == ("defence", 1)
    assert first(events, "cavalcade_failed")
    assert g.state.lords["HUGUES"].owner is None and g.state.lords["ARTHUR"].owner is None


# --- 004 §4.8: any lord present destroys the mills (S-16) -------------------------------------

def pillage_position(edition: str):
    return load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "pillage",
        "villages": {"BLAYE": {"mills": 2, "units": {"blue": {"men": 1},
                                                    "red": {"lords": ["HUGUES"]}}},
                     "TOURNUS": {"mills": 1, "units": {"green": {"men": 1}}}},
        "lords": {"HUGUES": {"owner": "red"}, "ARTHUR": {"owner": "blue", "village": "SIGY"},
                  "BLANCHE": {"owner": "green", "village": "SIGY"}}})


def test_S16_simplified_a_lord_in_another_familys_village_destroys_its_mills():
    g = pillage_position("simplified")
    assert asked(g) == [(BOB, "pillage")]                 # blue controls BLAYE, no lord there
    with pytest.raises(IllegalAction, match="^004 §4.8"):
        do(g, BOB, "pillage village=TOURNUS mills=1")     # green's, no lord of red's there
    events = do(g, BOB, "pillage village=BLAYE mills=2")
    assert first(events, "pillaged").get("amount") == 0 and g.state.villages["BLAYE"].mills == 0


def test_6_5_in_1429_and_2011_only_the_controller_pillages():
    for edition in ("1429", "2011"):
        g = pillage_position(edition)
        assert [p for p, _ in asked(g)] == [ANN], edition


# --- RULINGS 36: an attack needs a die, whatever the stage of the turn ----------------------

def test_rulings36_an_attack_without_a_die_is_refused_for_that_reason():
    g = game({"L'ÉPERVIER": {"fort": "stronghold", "units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 1, "lords": ["HUGUES"]}}}}, lords={"HUGUES": {"owner": "blue"}})
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "declare_battle village=\"L'ÉPERVIER\" target=1")
    assert refused.value.rule == "RULINGS 36" and "no die" in refused.value.message
    assert act("declare_battle", village="L'ÉPERVIER", target=1) not in g.legal(GRADY)


# --- 003 Bonne récolte / Beau temps: the other Calamity bars only the bonus (E-13) -----------

def cards_turn(edition: str, disasters: list[str], card: str):
    return politics.game("play_cards", turn="DAVID", edition=edition,
                         hands={1: [card]}, disasters={"1": disasters},
                         villages={"TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
                         lords={"RAOUL": {"owner": "red"}})


@pytest.mark.parametrize("card, cancels, other", [("harvest", "famine", "heavy_rain"),
                                                  ("good_weather", "heavy_rain", "famine")])
def test_E13_2011_a_good_omen_cancels_its_calamity_even_beside_the_other(card, cancels, other):
    g = cards_turn("2011", [cancels, other], card)
    events = do(g, 1, f"play_card card={card} bishopric=1")
    assert first(events, "disaster_cancelled").get("disaster") == cancels
    assert g.state.disasters["1"] == [other]
    with pytest.raises(IllegalAction):                    # 2.3.1 / 2.3.2 in 1429
        do(cards_turn("1429", [cancels, other], card), 1, f"play_card card={card} bishopric=1")


def test_E13_2011_a_good_omen_gives_no_bonus_beside_the_other_calamity():
    g = cards_turn("2011", ["heavy_rain"], "harvest")     # "en absence de mauvais temps"
    assert "play_card bishopric=1 card=harvest" not in politics.choices(g, 1)


# --- 004 §5 Roi 3: the King gives the fief titles he holds (S-17) -----------------------------

def kings_purchase(edition: str):
    return load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "purchase", "turn": "red", "begun": True,
        "villages": {"BLAYE": {"fort": "city",
                               "units": {"red": {"men": 1, "lords": ["FRANÇOIS"]}}},
                     "PAUILLAC": {"units": {"red": {"men": 1}}},
                     "LORMONT": {"units": {"red": {"men": 1}}},
                     "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"FRANÇOIS": {"owner": "red", "titles": ["King", "County of BLAYE"]},
                  "ARTHUR": {"owner": "blue"}, "BLANCHE": {"owner": "green"}}})


def test_S17_simplified_the_king_gives_a_fief_title_he_holds_to_any_lord():
    g = kings_purchase("simplified")
    assert act("grant_title", fief="County of BLAYE", lord="ARTHUR") in g.legal(BOB)
    events = do(g, BOB, "grant_title fief=\"County of BLAYE\" lord=ARTHUR")
    assert first(events, "fief_title_granted").get("lord") == "ARTHUR"
    assert g.state.titles.fiefs["County of BLAYE"] == "ARTHUR"


def test_S17_in_2011_the_king_gives_only_the_crowns_titles():
    g = kings_purchase("2011")
    with pytest.raises(IllegalAction, match="E-10: the crown holds no title"):
        do(g, BOB, "grant_title fief=\"County of BLAYE\" lord=ARTHUR")


# --- 004 §2.2: a village handed over without a fight changes its marker -----------------------

def test_004_2_2_a_village_handed_to_a_family_with_a_lord_there_takes_its_marker():
    g = load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": "simplified", "step": "battles", "turn": "blue", "round": 2,
        "villages": {"BLAYE": {"units": {"blue": {"men": 1}, "red": {"lords": ["HUGUES"]}}},
                     "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"HUGUES": {"owner": "red"}, "ARTHUR": {"owner": "blue"},
                  "BLANCHE": {"owner": "green"}}})
    events = do(g, ANN, "cede_village village=BLAYE to=1")
    assert first(events, "village_marked").get("player") == BOB
    assert g.state.villages["BLAYE"].controller == BOB
    assert [t.owner for t in g.state.troops if t.village == "BLAYE"] == [BOB]


# --- 003 Le siège: "Il est interdit de quitter un château ou une cité assiégée" (E-15) ------

def besieged_at_movement(edition: str, hand: list[str] | None = None):
    data = position({"L'ÉPERVIER": {"fort": "stronghold", "besiegers": ["red"], "units": {
        "blue": {"men": 2, "lords": ["HUGUES"]},
        "red": {"knights": 1, "lords": ["OTHON"], "road": "ST MÉDARD"}}}},
        step="movement", edition=edition, lords={"HUGUES": {"owner": "blue"}})
    data["players"][0]["hand"] = hand or []
    return load_position(data)


def test_E15_2011_a_besieged_castle_is_left_only_through_a_secret_passage():
    leave = "move lords=HUGUES men=2 to=CHAROLLES"
    with pytest.raises(IllegalAction, match="^003 Le siège"):
        do(besieged_at_movement("2011"), GRADY, leave)
    with pytest.raises(IllegalAction, match="^003 Le siège"):
        do(besieged_at_movement("2011"), GRADY, leave + " cavalcade=yes")
    g = besieged_at_movement("2011", hand=["secret_passage"])
    do(g, GRADY, leave + " secret_passage=yes")
    assert g.state.lords["HUGUES"].village == "CHAROLLES"
    g = besieged_at_movement("1429")                      # 6.4.1: the besiegers are asked
    do(g, GRADY, leave)
    assert asked(g)[0][0] == 1
