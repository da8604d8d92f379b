"""The 2011 edition's purchases and Siege Engines (rules/003 Phase 4, ruling E-3 of
docs/editions.md), its ride (003 Phase 5 "Chevauchée", E-7) and the positions that name its
engines; the edition's other rows are in test_2011_rules.py."""
import json
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.control import destroy_engines
from engine.fief.editions.rules import RULES_2011
from engine.fief.game import Game
from engine.fief.phases.sieges import continue_siege
from engine.fief.position import dump_position, load_position, main
from engine.fief.state import Engine
from politics import buying_2011
from tests.war import GRADY, asked, do, first, game

POSITIONS = Path(__file__).parent / "positions"
WHITE, BLUE, RED = 0, 1, 2


# --- purchases (003 Phase 4) and Siege Engines (E-3) -------------------------------------------

def test_2011_purchase_costs_sergeant_1_knight_3_mill_3_castle_10_title_2_a_village():
    r = RULES_2011
    assert (r.cost_man, r.cost_knight, r.cost_mill, r.cost_fort, r.title_cost_per_village,
            r.cost_cardinal, r.max_new_troops_per_village, r.max_mills_per_village) == \
        (1, 3, 3, 10, 2, 5, 4, 2)
    assert (r.sp_man, r.sp_knight, r.hits_knight, r.sp_lord) == (1, 3, 3, 1)
    g = buying_2011()
    do(g, 0, "recruit village=BLAYE knights=1 men=3")
    assert g.state.players[0].money == 20 - 3 - 3


def test_E3_a_siege_engine_is_bought_for_5_from_the_common_supply_of_12():
    g = buying_2011()
    assert act("buy_engine") in g.legal(0)
    events = do(g, 0, "buy_engine")
    bought = first(events, "engine_bought")
    assert (bought.get("cost"), bought.get("supply")) == (5, 11)
    assert g.state.players[0].money == 15 and g.state.engine_pool == 11
    assert [(e.owner, e.village) for e in g.state.engines] == [(0, None)]


def test_E3_no_engine_when_the_supply_is_empty_or_the_money_short():
    g = buying_2011(money=4)
    assert act("buy_engine") not in g.legal(0)
    with pytest.raises(IllegalAction, match="E-3: a Siege Engine costs 5 ecus"):
        do(g, 0, "buy_engine")
    g = buying_2011()
    g.state.engine_pool = 0
    before = json.dumps(g.state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction, match="E-3: no Siege Engine is left"):
        do(g, 0, "buy_engine")
    assert json.dumps(g.state.to_dict(), sort_keys=True) == before


def test_E3_1429_sells_no_siege_engine():
    data = {"players": [{"name": "ANN", "colour": "blue", "money": 20},
                        {"name": "BOB", "colour": "red"}, {"name": "CID", "colour": "green"}],
            "step": "purchase", "turn": "blue",
            "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}}}
    g = load_position(data)
    assert act("buy_engine") not in g.legal(0)
    with pytest.raises(IllegalAction):
        do(g, 0, "buy_engine")


def epervier(**changes) -> Game:
    data = json.loads((POSITIONS / "battle_6_4_kirsten_besieges_epervier.json").read_text("utf-8"))
    data.update(changes)
    data["edition"] = "2011"
    return load_position(data)


def test_2011_a_siege_needs_troops_and_a_lord_no_engine():
    g = epervier()
    assert asked(g) == [(RED, "sieges")]
    events = do(g, RED, "declare_siege village=\"L'ÉPERVIER\"")
    assert first(events, "siege_declared").get("level") == 0
    assert g.state.villages["L'ÉPERVIER"].besiegers == [RED] and g.state.engines == []


def test_E3_an_engine_goes_with_the_siege_and_stays_one_sided():
    g = epervier()
    g.state.engine_pool -= 1
    g.state.engines.append(Engine(RED))
    events = do(g, RED, "declare_siege village=\"L'ÉPERVIER\"")
    assert first(events, "siege_declared").get("level") == 1
    engine = g.state.engines[0]
    assert (engine.village, engine.level) == ("L'ÉPERVIER", 1)
    continue_siege(g, RED, "L'ÉPERVIER")
    assert engine.level == 1                                   # never turned (E-3)


def test_E3_a_beaten_sides_engines_are_destroyed_back_to_the_supply():
    g = epervier()
    g.state.engine_pool -= 2
    g.state.engines += [Engine(RED, "L'ÉPERVIER"), Engine(BLUE)]
    g.events = []
    destroy_engines(g, "L'ÉPERVIER", RED)
    assert [(e.owner, e.village) for e in g.state.engines] == [(BLUE, None)]
    assert g.state.engine_pool == 11
    assert first(g.events, "engines_destroyed").get("count") == 1


def test_E3_an_assault_beaten_destroys_the_besiegers_engine():
    besieged = {"fort": "stronghold", "besiegers": ["red"], "engines": {"red": 1}, "units": {
        "white": {"knights": 3, "lords": ["BEAUDOIN"]},
        "red": {"knights": 1, "lords": ["ISABEAU"], "road": "ST MÉDARD"}}}
    g = epervier(villages={"L'ÉPERVIER": besieged}, forced_battle=[0, 3, 3, 3] * 6)
    assert g.state.engine_pool == 11                          # taken from the supply (E-3)
    events = do(g, RED, "declare_battle village=\"L'ÉPERVIER\" target=0")
    for _ in range(20):
        if any(e.kind == "battle_ended" for e in events) or not g.pending():
            break
        d = g.pending()[0]
        choice = next((c for c in d.choices or () if c.kind in ("battle_choice",)
                       and c.get("choice") == "continue"), None)
        events += g.apply(d.player, choice or g.legal(d.player)[0])
    ended = first(events, "battle_ended")
    assert ended.get("winner") == "defence"
    assert first(events, "engines_destroyed").get("player") == RED
    assert g.state.engines == [] and g.state.engine_pool == 12


# --- the ride (003 Phase 5 "Chevauchée", E-7) --------------------------------------------------

def riding(edition: str) -> Game:
    return game({"CHAROLLES": {"units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"lords": ["HUGUES", "ARTHUR"], "road": "BLAYE", "steps": 1}}}},
        step="movement", edition=edition,
        lords={"HUGUES": {"owner": "blue", "steps": 1},
                     "ARTHUR": {"owner": "blue", "steps": 1}})


def test_2011_ride_by_lords_alone():
    g = riding("2011")
    do(g, GRADY, "move lords=HUGUES,ARTHUR to=\"L'ÉPERVIER\" cavalcade=yes")
    assert g.pending()[0].kind == "let_pass"
    with pytest.raises(IllegalAction, match="^5.2: a Cavalcade needs Knights"):
        do(riding("1429"), GRADY, "move lords=HUGUES,ARTHUR to=\"L'ÉPERVIER\" cavalcade=yes")


def test_2011_ride_never_with_sergeants():
    g = game({"CHAROLLES": {"units": {
        "red": {"knights": 2, "lords": ["OTHON"]},
        "blue": {"knights": 2, "men": 1, "lords": ["HUGUES"], "road": "BLAYE", "steps": 1}}}},
        step="movement", edition="2011", lords={"HUGUES": {"owner": "blue", "steps": 1}})
    with pytest.raises(IllegalAction,
                       match="^003 Chevauchée: a ride is made by lords and knights only"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\" knights=2 men=1 cavalcade=yes")


# --- positions of the edition (engine/fief/position/engines.py) --------------------------------

def test_2011_position_names_the_edition_its_engines_and_the_supply():
    path = POSITIONS / "edition2011_engines_and_supply.json"
    g = load_position(path.read_text(encoding="utf-8"))
    assert g.ruleset.edition == "2011" and g.state.engine_pool == 10
    assert sorted((e.owner, e.village) for e in g.state.engines) == \
        [(WHITE, None), (RED, "L'ÉPERVIER")]
    do(g, WHITE, "buy_engine")
    dumped = dump_position(g)
    assert dumped["edition"] == "2011" and dumped["engines_in_stock"] == {"white": 2}
    assert load_position(dumped).state.engine_pool == 9


def test_2011_position_cli_plays_a_ballot(tmp_path, capsys):
    data = {"players": [{"name": "GRADY", "colour": "blue"}, {"name": "DAVID", "colour": "red"},
                        {"name": "KIRSTEN", "colour": "green"}],
            "edition": "2011", "step": "elections", "round": 2,
            "villages": {"ST PAUL": {"units": {"red": {"men": 1}}},
                         "SIGY": {"units": {"red": {"men": 1, "lords": ["THIERRY"]}}},
                         "ST CIERS D'ABZAC": {"units": {"blue": {"men": 1}}},
                         "BEAUJEU": {"units": {"blue": {"men": 1, "lords": ["FRANÇOIS"]}}}}}
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main([str(path), "-a", "declare_candidate lord=FRANÇOIS",
                 "-a", "red: no_candidate", "-a", "ballot for=FRANÇOIS against=-",
                 "-a", "red: ballot for=- against=FRANÇOIS"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "Election of bishop:5: - (no_votes)" in out                     # 2 - 3 counts 0
    position = json.loads(out[out.index("{"):])
    assert position["edition"] == "2011"
    assert "Bishop of 5" not in json.dumps(position["lords"]["FRANÇOIS"])
