"""Referee cases written from the 1429 rulebook alone: purchases at their edge values, ransoms
of the royal and church titles, and a combined side's dice (4.1, 4.4, 6.2, 6.2.4, 12.0)."""
from engine.fief.titles import ransom
from politics import GRADY, choices, do, first, game, village
import war


def test_4_4_a_family_without_lords_buys_the_biretta_for_another_familys_bishop():
    """4.4: the purchasable Cardinal Biretta costs 5 and goes at once to a Bishop; A32: any
    family's Bishop; 12.0 FAQ: a family without Lords still buys."""
    g = game("purchase", money={GRADY: 5}, turn="GRADY", villages={
        "LA RÉOLE": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
        "TOURNUS": village("red", men=1, lords=["RAOUL"])},
        lords={"RAOUL": {"owner": "red", "titles": ["bishop 2"]}})
    events = do(g, GRADY, "buy_cardinal lord=RAOUL")
    assert first(events, "cardinal_made").get("lord") == "RAOUL"
    assert g.state.players[GRADY].money == 0 and g.state.titles.cardinals[3] == "RAOUL"


def test_4_0_with_no_denier_a_family_can_only_end_its_purchases():
    g = game("purchase", money={GRADY: 0}, turn="GRADY",
             villages={"BLAYE": village("blue", men=1, lords=["HUGUES"], fort="stronghold")})
    assert choices(g, GRADY) == ["end_purchase"]


def test_6_2_4_ransom_two_plus_two_per_title_royal_and_church_titles_included():
    """6.2.4: 2 deniers plus 2 per title; the King, the Queen and the Crown Prince hold one
    title each (1.2 Royal Titles); d'ARC is no title (RULINGS 5); a Pope who is Cardinal,
    Bishop and Count holds four."""
    lords = {"ARTHUR": {"owner": "blue", "titles": ["king"], "spouse": "ISABEAU"},
             "ISABEAU": {"owner": "red", "titles": ["queen"], "spouse": "ARTHUR"},
             "RAOUL": {"owner": "red", "titles": ["crown prince"]},
             "MIREILLE": {"owner": "green", "titles": ["d'ARC"]},
             "QUENTIN": {"owner": "green",
                         "titles": ["bishop 1", "cardinal", "pope", "County of SIGY"]}}
    g = game("purchase", turn="GRADY", lords=lords, villages={"BLAYE": village("blue", men=1)})
    assert {name: ransom(g, g.state.lords[name]) for name in lords} == {
        "ARTHUR": 4, "ISABEAU": 4, "RAOUL": 4, "MIREILLE": 2, "QUENTIN": 10}


def test_6_2_an_allys_darc_lady_adds_her_die_to_the_side_she_joins():
    """6.2: allies combine their SPs (6 here: 1 die); 9.1: the d'ARC Lady adds a die to her
    side's battles (A48: an uncaptured participant)."""
    g = war.game({"BLAYE": {"units": {
        "red": {"men": 2, "lords": ["OTHON"]},
        "blue": {"men": 3, "lords": ["HUGUES"], "road": "PAUILLAC"},
        "green": {"men": 1, "lords": ["MIREILLE"], "road": "ST MÉDARD"}}}},
        lords={"MIREILLE": {"owner": "green", "titles": ["d'ARC"]}}, forced_battle=[1] * 6)
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    roll = first(do(g, war.KIRSTEN, "join_battle side=attack"), "battle_roll")
    assert dict(roll.get("attack_strength"))["sp"] == 6
    assert (roll.get("attack_dice"), roll.get("defence_dice")) == (2, 1)


def test_1_8_1_a_position_reads_the_married_kings_wife_as_queen_and_a_kingless_queen_as_regent():
    """1.8.1: the King's wife immediately becomes the Queen, and she is worth her 2 deniers
    (3.0) even if the position does not name her; a Queen with no King is the Regent."""
    g = game("income", lords={"ARTHUR": {"owner": "blue", "titles": ["king"],
                                         "spouse": "ISABEAU"},
                              "ISABEAU": {"owner": "red", "spouse": "ARTHUR"}},
             villages={"BLAYE": village("blue", men=1, lords=["ARTHUR"]),
                       "TOURNUS": village("red", men=1, lords=["ISABEAU"])})
    assert (g.state.titles.queen, g.state.titles.regent) == ("ISABEAU", False)
    assert first([e for e in g.events if e.get("player") == 1], "income").get("titles") == 2
    g = game("income", lords={"ISABEAU": {"owner": "red", "titles": ["queen"]}},
             villages={"TOURNUS": village("red", men=1, lords=["ISABEAU"])})
    assert (g.state.titles.queen, g.state.titles.regent) == ("ISABEAU", True)


def test_2_4_2_2_4_3_famine_and_heavy_rain_together_bar_both_good_omens():
    """2.4.2: no Bountiful Harvest on a Bishopric with Heavy Rain; 2.4.3: no Good Weather on
    one with Famine: with both Disasters there, neither card can be played on it."""
    g = game("play_cards", hands={GRADY: ["harvest", "good_weather"]}, turn="GRADY",
             disasters={"2": ["famine", "heavy_rain"]},
             villages={"BLAYE": village("blue", men=1, lords=["HUGUES"])})
    plays = choices(g, GRADY)
    assert "play_card bishopric=1 card=harvest" in plays
    assert not [c for c in plays if "bishopric=2" in c]
