"""Battle events carry every number a scene shows (issue 16, section 5): each side's strength
points and what makes them, its dice, and every modifier with the rule that gives it
(6.2, 6.2.1, 6.4.2, 9.1, A48); the end of a battle says which rule ended it (RULINGS 36)."""
from tests.war import GRADY, do, first, game, keep_fighting


def strengths(event):
    """The two sides' strengths as the event's JSON form gives them."""
    data = event.to_dict()
    return data["attack_strength"], data["defence_strength"]


def kinds(strength):
    return {m["kind"]: m for m in strength["modifiers"]}


def test_6_2_strength_points_and_dice_of_each_side_come_with_the_roll():
    g = game({"BLAYE": {"units": {
        "red": {"knights": 2, "men": 3, "lords": ["OTHON"]},
        "blue": {"knights": 1, "men": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    started, roll = first(events, "battle_started"), first(events, "battle_roll")
    attack, defence = strengths(started)
    assert (attack["knights"], attack["men"], attack["lords"], attack["sp"]) == (1, 2, 1, 6)
    assert (defence["knights"], defence["men"], defence["lords"], defence["sp"]) == (2, 3, 1, 10)
    assert (attack["dice"], defence["dice"]) == (1, 2)          # 1-6 SP: 1 die, 7-12: 2
    assert strengths(roll)[0]["dice"] == roll.get("attack_dice") == 1
    assert strengths(roll)[1]["dice"] == roll.get("defence_dice") == 2
    assert attack["modifiers"] == [] and defence["modifiers"] == []


def test_6_2_1_and_6_4_2_the_fortification_and_the_engines_are_listed_with_their_rules():
    g = game({"BLAYE": {"fort": "city", "besiegers": ["blue"], "engines": {"blue": 1}, "units": {
        "red": {"knights": 1, "lords": ["OTHON"]},
        "blue": {"knights": 4, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    attack = strengths(first(events, "battle_started"))[0]
    mods = kinds(attack)
    assert (mods["fortification"]["rule"], mods["fortification"]["dice"]) == ("6.2.1", -2)
    assert (mods["engines"]["rule"], mods["engines"]["dice"]) == ("6.4.2", 1)
    assert attack["base_dice"] == 3 and attack["dice"] == 2     # 13 SP: 3 dice, -2 + 1
    assert first(events, "battle_started").get("penalty") == 1


def test_9_1_darc_adds_a_die_to_her_side():
    g = game({"BLAYE": {"units": {
        "red": {"men": 2, "lords": ["OTHON"]},
        "blue": {"men": 2, "lords": ["JEANNE"], "road": "PAUILLAC"}}}},
        lords={"JEANNE": {"titles": ["d'ARC"]}}, forced_battle=[1, 1, 1, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    attack = strengths(first(events, "battle_started"))[0]
    assert kinds(attack)["darc"]["rule"] == "9.1"
    assert attack["dice"] == attack["base_dice"] + 1


def test_rulings36_a_battle_ended_for_want_of_dice_says_so():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[1, 3, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")          # 7 SP: 1 die
    ended = first(keep_fighting(g), "battle_ended")               # 4 SP: no die left
    assert (ended.get("outcome"), ended.get("rule")) == ("break_off", "RULINGS 36")
    attack, defence = strengths(ended)
    assert attack["dice"] == 0 and defence["sp"] > 0


def test_6_3_a_victory_names_its_rule():
    g = game({"BLAYE": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 3, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
        forced_battle=[2, 2, 0])
    ended = first(do(g, GRADY, "declare_battle village=BLAYE target=1"), "battle_ended")
    assert (ended.get("outcome"), ended.get("winner"), ended.get("rule")) == ("victory", "attack", "6.3")
