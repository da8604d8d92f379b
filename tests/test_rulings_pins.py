"""1429 rulings (docs/rules.md, the project's RULINGS) that no test pinned by its number until
the second sweep of issue 35: each a referee case, a position, an action and its outcome."""
from __future__ import annotations

from collections import Counter

from engine.fief import combat
from tests.war import GRADY, do, first, game


def test_rulings32_a_familys_units_on_two_roads_fight_as_one_group():
    """FR 6.0 FAQ: all of a player's units in the village, even on different roads, take part."""
    g = game({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": [{"knights": 1, "lords": ["HUGUES"], "road": "BLAYE"},
                 {"men": 2, "lords": ["ARTHUR"], "road": "COUTRAS"}]}}},
        lords={"HUGUES": {"owner": "blue"}, "ARTHUR": {"owner": "blue"}},
        forced_battle=[1, 1, 1])
    events = do(g, GRADY, "declare_battle village=CHAROLLES target=1")
    started = first(events, "battle_started").to_dict()
    assert started["attack"][0][3] == ["ARTHUR", "HUGUES"]     # both groups' lords
    assert (started["attack_strength"]["sp"], started["attack_strength"]["dice"]) == (7, 2)


def test_rulings34_battle_dice_show_1_1_2_2_3_3_hits_never_a_blank():
    """FR 6.2.2: two faces of each of 1, 2 and 3 hits; one Uprising card is 2 to 4 hits."""
    g = game({"CHAROLLES": {"units": {"red": {"men": 1, "lords": ["OTHON"]}}}}, seed=7)
    faces = Counter(face for _ in range(600) for face in combat.roll(g, 1).faces)
    assert set(faces) == {1, 2, 3}
    assert all(150 <= n <= 250 for n in faces.values())        # about 200 each of 600
    uprising = {combat.roll(g, 1, bonus_per_die=1).hits for _ in range(200)}
    assert uprising == {2, 3, 4}
