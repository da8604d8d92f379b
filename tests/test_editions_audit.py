"""Rows of docs/editions.md that no other test pinned, found by an outcome-first pass over
EDITIONS' tables (issue 35): each case is a position a referee tester would write, played
against the referee. The 2011 rows the 1429 tests already replay are in test_2011_shared.py."""
from __future__ import annotations

import politics
import pytest
from politics import DAVID, village
from test_rules_movement import move, moving, refused
from test_rules_opportunity import KIRSTEN, choices, court
from test_simplified_battles import battles_position, told
from test_rules_victory import end_of_round

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.cards.disasters import strike_plague
from engine.fief.position import load_position
from engine.fief.simplified.strength import lord_strength

BARONY = "Barony of LA RÉOLE"          # LA RÉOLE and BAZAS


@pytest.mark.parametrize("edition", ["1429", "2011"])
def test_10_4_justice_spares_the_crown_prince_as_the_king_and_queen(edition):
    """2011 row Assassination / Justice: "Pope, King, Queen and crown prince immune"."""
    g = court(hands={KIRSTEN: ["justice"]}, turn="KIRSTEN", edition=edition,
              lords={"QUENTIN": {"owner": "blue", "assassin": True},
                     "RAOUL": {"owner": "red", "titles": ["King"]},
                     "ISABEAU": {"owner": "red", "spouse": "RAOUL", "titles": ["Queen"]},
                     "OTHON": {"owner": "green", "assassin": True, "titles": ["Crown Prince"]}})
    assert g.state.titles.crown_prince == "OTHON"
    assert [c for c in choices(g, KIRSTEN) if "justice" in c] == [
        "play_card card=justice lord=QUENTIN"]


STRENGTHS = {                                   # lord: (titles, attack, defence)
    "RAOUL": (["King"], 5, 5), "ISABEAU": (["Queen"], 5, 5), "MATHILDE": (["darc"], 5, 5),
    "JEANNE": ([], 0, 0), "GAUVAIN": ([], 1, 1), "BLANCHE": (["County of BLAYE"], 3, 3),
    "HUGUES": (["Bishop of 1"], 0, 2), "OTHON": (["Bishop of 2", "Cardinal"], 0, 3),
    "THIERRY": (["Bishop of 3", "Pope"], 0, 4),
    "CHARLES": (["Bishop of 4", "Duchy of AUTUN"], 0, 4),
    "ARTHUR": (["Bishop of 5", "Barony of ST GÉRÔME"], 0, 2),
}


def test_004_2_2_strength_king_queen_darc_5_clerics_2_3_4_in_defence_only():
    """Variant, Strength: King/Queen 5, d'Arc 5; clerics in defence only, Bishop 2, Cardinal 3,
    Pope 4, a cleric with a fief title the higher of the two; an untitled lady none."""
    owners = ("blue", "red", "green")
    lords = {name: {"owner": owners[i % 3], "village": "BLAYE", "titles": titles}
             for i, (name, (titles, _, _)) in enumerate(STRENGTHS.items())}
    lords["ISABEAU"]["spouse"] = "RAOUL"
    lords["ISABEAU"]["owner"] = lords["RAOUL"]["owner"]
    g = load_position({"players": list(owners), "edition": "simplified", "round": 2,
                       "step": "movement", "turn": "blue", "begun": True, "lords": lords})
    assert {name: (lord_strength(g.state, g.board, g.rules, name, True),
                   lord_strength(g.state, g.board, g.rules, name, False))
            for name in STRENGTHS} == {name: (a, d) for name, (_, a, d) in STRENGTHS.items()}


def title_purchase(castle: bool = True, bazas: bool = True, money: int = 10):
    la_reole: dict = {"units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}}
    if castle:
        la_reole["fort"] = "stronghold"
    villages = {"LA RÉOLE": la_reole}
    if bazas:
        villages["BAZAS"] = {"units": {"blue": {"men": 1}}}          # blue's marker
    return load_position({
        "players": [{"colour": "blue", "money": money}, "red", "green"],
        "edition": "simplified", "round": 2, "first": "blue", "step": "purchase",
        "turn": "blue", "lords": {"GAUVAIN": "blue", "RAOUL": "red"}, "villages": villages})


def test_s3_a_fief_title_costs_2_resources_a_village_every_village_and_a_castle():
    g = title_purchase()
    g.apply(0, act("buy_title", fief=BARONY, lord="GAUVAIN"))
    assert g.state.titles.fiefs[BARONY] == "GAUVAIN" and g.state.players[0].money == 10 - 4


@pytest.mark.parametrize("change,words", [
    ({"castle": False}, "one village of the fief must hold your castle"),
    ({"bazas": False}, "you must control every village of the fief"),
    ({"money": 3}, "that title costs 4 resources"),
])
def test_s3_a_fief_title_refused_without_a_village_a_castle_or_the_resources(change, words):
    g = title_purchase(**change)
    assert not any(a.kind == "buy_title" for a in g.legal(0))
    with pytest.raises(IllegalAction, match=f"^003 Titres de fief: {words}"):
        g.apply(0, act("buy_title", fief=BARONY, lord="GAUVAIN"))
    assert g.state.titles.fiefs[BARONY] is None


def test_004_6_darc_and_the_lords_with_her_go_three_villages_in_the_variant():
    g = load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "step": "movement", "turn": "blue", "begun": True, "first": "blue",
        "lords": {"MATHILDE": {"owner": "blue", "titles": ["darc"]}, "GAUVAIN": "blue",
                  "RAOUL": "red", "OTHON": "green"},
        "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["MATHILDE", "GAUVAIN"]}}},
                     "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BAZAS": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}}})
    for to in ("CHAROLLES", "COUTRAS", "BOURG"):
        g.apply(0, act("move", lords=["MATHILDE", "GAUVAIN"], to=to))
    assert {g.state.lords[n].village for n in ("MATHILDE", "GAUVAIN")} == {"BOURG"}
    with pytest.raises(IllegalAction, match="^004 §6"):
        g.apply(0, act("move", lords=["GAUVAIN"], to="GUÎTRES"))


def plagued(edition: str, die: int, men: int = 1):
    """A Plague strikes bishopric 3 (the die rolled ``die``): blue's QUENTIN in CADILLAC with
    ``men`` sergeants (markers in the variant), a lone one in ST GÉRÔME."""
    g = load_position({
        "players": ["blue", "red", "green"], "edition": edition, "round": 2,
        "first": "blue", "step": "play_cards", "forced_d6": [die],
        "lords": {"QUENTIN": "blue", "GAUVAIN": {"owner": "blue", "village": "BLAYE"},
                  "RAOUL": {"owner": "red", "village": "SIGY"}},
        "villages": {"CADILLAC": {"units": {"blue": {"men": men, "lords": ["QUENTIN"]}}},
                     "ST GÉRÔME": {"units": {"blue": {"men": 1}}}}})
    strike_plague(g, "3")
    return g


@pytest.mark.parametrize("die,dies", [(3, True), (4, False)])
def test_004_3_the_plague_kills_a_lord_on_1_to_3_and_leaves_the_markers(die, dies):
    g = plagued("simplified", die)
    assert [(e.get("lord"), e.get("died")) for e in g.events if e.kind == "plague_roll"] == [
        ("QUENTIN", dies)]
    assert (g.state.lords["QUENTIN"].owner is None) == dies
    assert [t.owner for t in g.state.troops_in("ST GÉRÔME")] == [0]
    assert [t.owner for t in g.state.troops_in("CADILLAC")] == [0]


def queen_plays_arthur(edition: str, prince: bool):
    """DAVID (red) holds the Queen ISABEAU of the free King QUENTIN (blue's), and plays ARTHUR's
    card; with ``prince``, his RAOUL is Crown Prince already."""
    raoul = {"owner": "red", "titles": ["Crown Prince"]} if prince else {"owner": "red"}
    return politics.game(
        "play_cards", turn="DAVID", edition=edition, hands={DAVID: ["ARTHUR"]},
        villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"]),
                  "BLAYE": village("blue", men=1, lords=["QUENTIN"], fort="stronghold")},
        lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "red", "titles": ["Queen"]}, "RAOUL": raoul})


@pytest.mark.parametrize("edition", ["1429", "2011", "simplified"])
def test_s18_one_crown_prince_at_a_time(edition):
    g = queen_plays_arthur(edition, prince=False)
    politics.do(g, DAVID, "play_card card=ARTHUR")
    assert politics.asked(g) == [(DAVID, "crown_prince")]
    g = queen_plays_arthur(edition, prince=True)
    politics.do(g, DAVID, "play_card card=ARTHUR")
    assert (DAVID, "crown_prince") not in politics.asked(g)
    assert g.state.titles.crown_prince == "RAOUL"


@pytest.mark.parametrize("edition,rule", [("1429", "2.3.1"), ("2011", "003 Mauvais temps"),
                                          ("simplified", "004 §3")])
def test_2_3_1_a_step_in_bad_weather_is_refused_with_the_editions_rule(edition, rule):
    """2011 row "bad weather" and the variant's storm: no movement into, out of or inside the
    bishopric (without a Secret Passage); the refusal names the edition's own rule."""
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "MAZILLES": {"units": {"blue": {"men": 1, "lords": ["CHARLES"]}}}},
                  edition=edition, disasters={"3": ["heavy_rain"], "2": ["heavy_rain"]})
    game.apply(0, move("THIERRY", "CHAROLLES"))                          # 1 to 1: dry
    for lord, to in (("THIERRY", "L'ÉPERVIER"), ("CHARLES", "MÂCON"), ("CHARLES", "ST PAUL")):
        assert refused(game, 0, move(lord, to), rule)


def omen_turn(disasters: list[str], card: str):
    return politics.game("play_cards", turn="DAVID", edition="simplified",
                         hands={DAVID: [card]}, disasters={"1": disasters},
                         villages={"TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
                         lords={"RAOUL": {"owner": "red"}})


@pytest.mark.parametrize("card,cancels,other", [("harvest", "famine", "heavy_rain"),
                                                ("good_weather", "heavy_rain", "famine")])
def test_E13_004_4_a_good_omen_cancels_its_calamity_beside_the_other_but_adds_nothing(
        card, cancels, other):
    """004 §4: "Annule une famine en cours ou bien si aucune tempête n'est présente ajoute 1"."""
    g = omen_turn([cancels, other], card)
    events = politics.do(g, DAVID, f"play_card card={card} bishopric=1")
    assert politics.first(events, "disaster_cancelled").get("disaster") == cancels
    assert g.state.disasters["1"] == [other]
    g = omen_turn([other], card)
    assert f"play_card bishopric=1 card={card}" not in choices(g, DAVID), "no bonus there"
    with pytest.raises(IllegalAction):
        politics.do(g, DAVID, f"play_card card={card} bishopric=1")


@pytest.mark.parametrize("edition,blue", [("simplified", 2 + 2 + 2 * 1 + 1),
                                          ("2011", 2 + 2 + 2 * 2 + 1)])
def test_s3_e11_income_villages_mills_tallage_good_weather_and_the_king(edition, blue):
    """S-3 (2011's Phase 3): 1 a controlled village, 2 a mill, the tallage on the villages of
    the fief the family controls (1 each in the variant, 2 in 2011), a Fine Weather's 1 a mill
    of its bishopric, the King's 5."""
    g = load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "income", "round": 2,
        "villages": {"LA RÉOLE": {"fort": "stronghold",
                                  "units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}},
                     "BAZAS": {"mills": 1, "units": {"blue": {"men": 1}}},
                     "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"mills": 2, "units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"GAUVAIN": {"owner": "blue", "titles": [BARONY]},
                  "RAOUL": {"owner": "red", "titles": ["King"]}, "BLANCHE": {"owner": "green"}},
        "taxes": [{"player": "blue", "target": BARONY}],
        "fortunes": {"4": ["good_weather"]}})
    politics.pass_windows(g)
    assert [p.money for p in g.state.players] == [blue, 1 + 5, 1 + 2 * 2 + 2]


SOLO_3 = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]},
          "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG"]}}
SOLO_4 = {**SOLO_3, "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG", "King"]}}
PAIR = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"],
                    "spouse": "ISABEAU"},
        "ISABEAU": {"owner": "red", "titles": ["Duchy of BOURG"], "spouse": "THIERRY"}}
PAIR_4 = {**PAIR, "CHARLES": {"owner": "red", "titles": ["Barony of ST GÉRÔME"]}}
PAIR_5 = {**PAIR, "CHARLES": {"owner": "red",
                              "titles": ["Barony of ST GÉRÔME", "County of BLAYE"]}}


@pytest.mark.parametrize("players,lords,won", [
    (3, SOLO_3, None), (3, SOLO_4, [0]), (4, SOLO_3, [0]), (5, SOLO_3, [0]),
    (3, PAIR_5, None), (4, PAIR_4, None), (4, PAIR_5, [0, 1]), (5, PAIR_4, [0, 1])])
def test_s6_the_end_of_the_turn_crowns_by_the_tables_thresholds(players, lords, won):
    """S-6: 3 players 4 alone or 6 a married pair; 4 players 3 or 5; 5 or 6 players 3 or 4 (a
    married family never wins alone, from 3 players)."""
    assert end_of_round(players, lords, edition="simplified").state.winners == won


def test_s19_a_counter_attack_is_a_round_with_the_sides_as_they_stand_clerics_included():
    """S-19: red's Bishop defends CLUNY (2, in defence only) with the village (1) against blue's
    duke (4); after a round of ties the attack stops and red counter-attacks: the Bishop's dice
    are still rolled (004 §8's change of who is engaged is not played)."""
    game = load_position(battles_position(
        villages={"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": ["FRANÇOIS"]}}}},
        lords={"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
               "ARTHUR": {"owner": "red", "titles": ["Bishop of 2"]}},
        forced=[3] * 7 + [4] * 7))
    events = told(game, 0, act("declare_battle", village="CLUNY", target=1))
    first_round = next(e for e in events if e["kind"] == "paired_round")
    assert (first_round["attack_rolled"], first_round["defence_rolled"]) == ([3] * 4, [3] * 3)
    told(game, 0, act("paired_battle_choice", choice="stop"))
    events = told(game, 1, act("paired_battle_choice", choice="counter"))
    second = next(e for e in events if e["kind"] == "paired_round")
    assert (second["attack_rolled"], second["defence_rolled"]) == ([4] * 4, [4] * 3)


@pytest.mark.parametrize("edition", ["1429", "2011", "simplified"])
@pytest.mark.parametrize("cardinal_first", [False, True])
def test_2011_taxes_the_bishops_tithe_comes_before_a_cardinals_whatever_the_order(
        edition, cardinal_first):
    """2011 row "taxes": priority Bishop > Cardinal > Pope (003 Carte Impôt), whoever played
    first: the Bishop of 1 takes BLAYE's two mills (2 each); the Cardinal's tithe there is
    empty."""
    taxes = [{"player": "blue", "target": "1", "lord": "HUGUES", "role": "bishop"},
             {"player": "red", "target": "1", "lord": "RAOUL", "role": "cardinal"}]
    g = load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "income", "round": 2,
        "villages": {"BLAYE": {"mills": 2, "units": {"green": {"men": 1, "lords": ["BLANCHE"]}}},
                     "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"blue": {"men": 1, "lords": ["HUGUES"]}}}},
        "lords": {"HUGUES": {"owner": "blue", "titles": ["Bishop of 1"]},
                  "RAOUL": {"owner": "red", "titles": ["Bishop of 5", "Cardinal"]},
                  "BLANCHE": {"owner": "green"}},
        "taxes": taxes[::-1] if cardinal_first else taxes})
    politics.pass_windows(g)
    assert [p.money for p in g.state.players] == [1 + 2 * 2, 1, 1]
