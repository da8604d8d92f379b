"""Foresight before a costly move (issue 36, build 3): the referee says what emptying a
village would cost the family (control, income, fief titles), and a move that really empties
it costs exactly that; the seat that moves finds it in its movement decision's info, and the
client's tooltip on the destination says it (in English and French)."""
import copy

import pygame
import pytest

from movement_saves import movement_save

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec, make_bot
from engine.fief.bots.runner import play_game
from engine.fief.control import controller
from engine.fief.foresight import leaving_costs
from engine.fief.moves import step_limit
from engine.fief.phases.income import compute_income
from engine.record import Record
from game.fief.scenes.open_game import open_game
from game.fief.ui.decisions.movement import MovementMode
from game.fief.ui.move_foresight import leaves_all, leaving_warnings
from game.shell import i18n
from game.shell.smoke import post_motion
from game.testing import pump


def moving_positions(seed: int, rounds: int = 3):
    """Copies of a computer game at movement decisions where emptying a village costs."""
    found = []

    def note(game, _turn):
        pending = game.pending()
        if pending and pending[0].kind == "movement" and len(found) < 6:
            if leaving_costs(game, pending[0].player):
                found.append(game.clone())
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    record = Record.new(FIEF, GameOptions(players=players, seed=seed).to_dict())
    play_game(record.game, [make_bot("squire")] * 3, seed=seed, max_rounds=rounds, on_turn=note)
    return found


@pytest.fixture(scope="module")
def positions():
    return moving_positions(4)


def income_of(g, player):
    return sum(compute_income(g).get(player, {}).values())


def test_foresight_a_move_that_empties_a_village_costs_what_the_referee_said(positions):
    """5.1 and 3.0: the legal move taking every counter of the family out of the village
    leaves its control, and the income, as foreseen."""
    checked = 0
    for g in positions:
        player = g.pending()[0].player
        for village, cost in leaving_costs(g, player).items():
            # Toward a village of its own, so that only the one left changes hands.
            move = next((a for a in g.legal(player) if a.kind == "move"
                         and leaves_all(cost, a.to_dict()) and a.to_dict().get("lords")
                         and all(g.state.lords[n].village == village for n in a.to_dict()["lords"])
                         and controller(g, a.to_dict()["to"]) == player), None)
            if move is None:
                continue
            after = g.clone()
            before = income_of(after, player)
            after.apply(player, move)
            if any(after.state.lords[n].village == village for n in move.to_dict()["lords"]):
                continue        # not carried out yet: a passage asked, or a window of cards
            assert controller(after, village) == cost["control"], (village, cost)
            assert before - income_of(after, player) == cost["income"], (village, cost)
            checked += 1
    assert checked >= 1


@pytest.mark.parametrize("stays", ["lord", "troop"])
def test_foresight_5_0_a_village_no_move_can_empty_is_not_tried(positions, stays):
    """5.0: a counter of the family that has made its steps this round stays, so no move
    empties its village; the referee leaves that village out (the client warns only of a
    move taking every counter listed), and keeps the others."""
    found = 0
    for g in positions:
        player = g.pending()[0].player
        for village in leaving_costs(g, player):
            after = g.clone()
            state = after.state
            lords = [lord for lord in state.lords_in(village)
                     if lord.owner == player and lord.captor is None]
            troops = state.troops_in(village, player)
            if stays == "troop" and not troops:
                continue
            spent = (lords if stays == "lord" else troops)[0]
            spent.mark(steps=step_limit(after, lords))
            costs = leaving_costs(after, player)
            assert village not in costs
            assert set(costs) == set(leaving_costs(g, player)) - {village}
            spent.mark(steps=step_limit(after, lords) - 1)          # a step left: tried again
            assert village in leaving_costs(after, player)
            found += 1
    assert found >= 1


def test_foresight_reaches_the_moving_seat_only_in_its_view(positions):
    g = positions[0]
    player = g.pending()[0].player
    mine = g.view_for(player)["pending"][0]
    assert mine["kind"] == "movement" and mine["info"]["leaving"] == leaving_costs(g, player)
    assert all(d.get("kind") != "movement" for d in g.view_for((player + 1) % 3)["pending"])


def test_foresight_is_left_out_of_a_quick_view_only(positions):
    """Issue 38: the LAN host answers a move with the quick view, the whole one right after;
    the two differ only in the foresight."""
    g = positions[0]
    player = g.pending()[0].player
    quick, whole = g.view_for(player, quick=True), g.view_for(player)
    assert whole["pending"][0]["info"]["leaving"] and "leaving" not in quick["pending"][0]["info"]
    del whole["pending"][0]["info"]["leaving"]
    assert quick == whole
    assert g.view_for(None, quick=True) == g.view_for(None)


def test_foresight_the_tooltip_warns_only_when_everything_leaves():
    info = {"leaving": {"AUTUN": {"control": None, "income": 3, "fiefs": ["County of AUTUN"],
                                  "lords": ["ARTHUR"], "knights": 1, "men": 2}}}
    names = ["Ann", "Bob"]
    whole = {"lords": ["ARTHUR"], "knights": 1, "men": 2}
    lines = leaving_warnings(info, "AUTUN", whole, 0, names, "1429")
    assert lines == ["AUTUN would be left without control", "Your income would fall by 3 deniers a round",
                     "The title County of AUTUN would be lost"]
    assert leaving_warnings(info, "AUTUN", {**whole, "men": 1}, 0, names, "1429") == []
    assert leaving_warnings(info, "BLAYE", whole, 0, names, "1429") == []
    info["leaving"]["AUTUN"]["control"] = 1
    i18n.set_language("fr")
    try:
        french = leaving_warnings(info, "AUTUN", whole, 0, names, "1429")
        assert french[0] == "AUTUN passerait à Bob" and "3 deniers" in french[1]
    finally:
        i18n.set_language("en")


def costly_emptying(game, player):
    """A movement whose origin's emptying costs: that origin, if a move takes all it holds."""
    for village, cost in leaving_costs(game, player).items():
        lords = [a.to_dict() for a in game.legal(player) if a.kind == "move"]
        if cost["lords"] and any(leaves_all(cost, a) and set(a["lords"]) == set(cost["lords"])
                                 for a in lords):
            return {"village": village}
    return None


def test_foresight_the_destination_says_it_before_the_click(title_app, tmp_path):
    """A saved game at a movement decision whose origin's emptying costs: the pointer moved
    (a posted event) onto a lit destination brings the warning into the tooltip; a quick view
    then the whole one of the same move (a LAN host's) each reach the mode."""
    path, wanted = movement_save(tmp_path, costly_emptying)
    app = title_app
    scene = open_game(app, path)
    app.stack.push(scene)
    pump(app, 3)
    try:
        mode = scene.mode
        assert isinstance(mode, MovementMode)
        mode.select(wanted["village"])
        pump(app)
        destination = sorted(mode.destinations())[0]
        village = next(v for v in scene.board.villages if v.name == destination)
        post_motion(tuple(round(c) for c in scene.camera.world_to_screen(village.x, village.y)))
        pump(app)
        assert scene.hovered is village
        lines = scene.tooltip_lines()
        assert any(line.startswith("! ") and wanted["village"] in line for line in lines), lines
        assert pygame.Rect(scene.view).collidepoint(scene.mouse)
        # Issue 38: over the LAN the answer to a move holds the quick view (no foresight) and
        # the whole view of the same move follows: the mode is made again from it (a
        # decision's key is its content), so the warnings come with it.
        c, seat = scene.controller, wanted["player"]
        whole = c.views[seat]
        quick = copy.deepcopy(whole)
        del quick["pending"][0]["info"]["leaving"]
        for view, foresight in ((quick, False), (whole, True)):
            c.views[seat] = view
            c.view_version += 1
            scene.refresh()
            assert isinstance(scene.mode, MovementMode)
            assert ("leaving" in scene.mode.info) is foresight
    finally:
        scene.controller.table.close()
