"""S-13 (004 §6 "Règles d'héritage", §8): a title taken or lost during the movement and battle
phases changes a lord's command at once but his strength only after the battle phase. The
referee notes every lord's titles when the movement phase begins (``titles.strength``, in the
position format and the view) and reads battle strength from them until the battles end."""
from __future__ import annotations

import json

from engine.actions import act
from engine.fief.position import dump_position, load_position
from engine.fief.simplified.strength import lord_strength
from engine.fief.views import view_for


def at(step: str, forced: list[int], **extra) -> dict:
    """004 §9's example: blue's duke and baron in red's castle CHAROLLES, held by a count."""
    return {"players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
            "first": "blue", "step": step, "forced_d6": forced,
            "villages": {"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
                "red": {"men": 1, "lords": ["THIERRY"]},
                "blue": {"lords": ["FRANÇOIS", "BEAUDOIN"]}}}},
            "lords": {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
                      "BEAUDOIN": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
                      "THIERRY": {"owner": "red", "titles": ["County of SIGY"]}}, **extra}


def started(events) -> dict:
    return next(e.to_dict() for e in events if e.kind == "paired_battle_started")


def end_movement(game) -> None:
    while game.pending() and game.pending()[0].kind == "movement":
        game.apply(game.pending()[0].player, act("end_movement"))


def test_s13_a_lord_who_took_a_title_during_movement_fights_with_his_old_strength():
    game = load_position(at("movement", [1] * 11))
    assert game.state.titles.strength == {"BEAUDOIN": ["Barony of LA RÉOLE"],
                                          "FRANÇOIS": ["Duchy of BOURG"],
                                          "THIERRY": ["County of SIGY"]}
    game.state.titles.fiefs["Duchy of AUTUN"] = "THIERRY"     # taken during the movement
    game.state.titles.fiefs["Barony of LA RÉOLE"] = None      # lost during the movement
    end_movement(game)
    assert game.pending()[0].kind == "declare_battle"
    shown = started(game.apply(0, act("declare_battle", village="CHAROLLES", target=1)))
    assert shown["defence"]["lords"] == [{
        "lord": "THIERRY", "player": 1, "strength": 3, "title": "county",
        "later": {"strength": 4, "title": "duchy", "gained": ["Duchy of AUTUN"], "lost": []}}]
    assert shown["defence_total"] == 5                       # the count (3) and the castle (2)
    baron = shown["attack"]["lords"][1]
    assert (baron["strength"], baron["later"]) == (2, {"strength": 1, "title": "man",
                                                       "gained": [],
                                                       "lost": ["Barony of LA RÉOLE"]})
    assert shown["attack_total"] == 6


def test_s13_after_the_battle_phase_the_new_title_counts():
    game = load_position(at("battles", [], titles={"strength": {
        "THIERRY": ["County of SIGY"], "FRANÇOIS": ["Duchy of BOURG"],
        "BEAUDOIN": ["Barony of LA RÉOLE"]}}))
    game.state.titles.fiefs["Duchy of AUTUN"] = "THIERRY"
    state, board, rules = game.state, game.board, game.rules
    assert lord_strength(state, board, rules, "THIERRY", attacking=False) == 3
    assert view_for(game, 2)["titles"]["strength"]["THIERRY"] == ["County of SIGY"]
    while game.pending() and game.pending()[0].kind in ("declare_battle", "battles", "sieges"):
        decision = game.pending()[0]
        game.apply(decision.player, next(a for a in game.legal(decision.player)
                                         if a.kind in ("end_battles", "end_sieges")))
    assert state.stack[0].kind != "battles"
    assert state.titles.strength is None and view_for(game, 2)["titles"]["strength"] is None
    assert lord_strength(state, board, rules, "THIERRY", attacking=False) == 4


def test_s13_a_position_without_noted_titles_reads_the_titles_held():
    """A position written at the battles without ``titles.strength`` (no title changed this
    turn): strength comes from the titles held."""
    game = load_position(at("battles", [1] * 11))
    game.state.titles.fiefs["Duchy of AUTUN"] = "THIERRY"
    shown = started(game.apply(0, act("declare_battle", village="CHAROLLES", target=1)))
    assert shown["defence"]["lords"][0]["strength"] == 4
    assert shown["defence"]["lords"][0]["later"] is None


def test_s13_the_titles_noted_are_written_in_the_position_and_read_back():
    game = load_position(at("movement", []))
    game.state.titles.fiefs["Duchy of AUTUN"] = "THIERRY"
    written = dump_position(game)
    assert written["titles"]["strength"]["THIERRY"] == ["County of SIGY"]
    again = load_position(json.dumps(written))
    assert again.state.titles.strength == game.state.titles.strength
    assert lord_strength(again.state, again.board, again.rules, "THIERRY", False) == 3
