"""Clicks on a village where the player has two or more lords, posted as real pygame mouse
events on the drawn map (issue 40, survivor 4: a click on one lord ticked every lord of the
village). 5.0: a click on a lord's token selects that lord alone, with the troops able to
follow; a click on the village (beside the tokens) selects every lord there."""

import pytest

from engine.fief.api import FIEF, GameOptions, PlayerSpec
from engine.fief.position import load_position
from engine.record import Record
from game.fief.local_table import LocalTable
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click
from game.fief.table import TableSetup
from game.testing import pump
from game.fief.ui.decisions.movement import MovementMode

LORDS = ["BEAUDOIN", "CHARLES", "RAOUL"]


def movement_scene(app, lords, knights=2, men=3):
    """GRADY (white) moves; his ``lords`` stand in BLAYE with troops, nobody else's anywhere."""
    game = load_position({
        "players": [{"name": "GRADY", "colour": "white"}, {"name": "DAVID", "colour": "blue"},
                    {"name": "KIRSTEN", "colour": "red"}],
        "step": "movement", "turn": "GRADY",
        "villages": {"BLAYE": {"units": {"white": {"knights": knights, "men": men,
                                                   "lords": list(lords)}}}}})
    setup = TableSetup(GameOptions(players=tuple(PlayerSpec(p.name, p.colour)
                                                 for p in game.state.players), seed=1),
                       ("human", "human", "human"))
    table = LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events))
    scene = PlayScene(app, setup, table=table, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 3)
    assert isinstance(scene.mode, MovementMode)
    return scene


def lord_spots(scene):
    return {spot.key[0]: spot.rect for spot in scene.pieces.hotspots if spot.kind == "lord"}


def ticked(scene):
    return sorted(name for name, toggle in scene.mode.toggles.items() if toggle.checked)


def click(app, pos):
    post_click(pos)
    pump(app, 2)


@pytest.mark.parametrize("count", [2, 3])
def test_5_0_a_click_on_one_lord_ticks_that_lord_only(title_app, count):
    app = title_app
    lords = LORDS[:count]
    scene = movement_scene(app, lords)
    spots = lord_spots(scene)
    assert set(lords) <= set(spots), spots            # every lord's token is on the map
    for lord in reversed(lords):
        click(app, spots[lord].center)
        assert scene.mode.origin == "BLAYE"
        assert ticked(scene) == [lord], lord
        assert scene.mode.lord_highlights() == {lord}
    # each lord alone takes along every troop able to follow (the referee's moves say so)
    assert (scene.mode.knights.value, scene.mode.men.value) == (2, 3)


def test_5_0_a_click_on_the_village_beside_its_tokens_ticks_every_lord(title_app):
    app = title_app
    scene = movement_scene(app, LORDS[:2])
    spots = lord_spots(scene)
    click(app, spots["CHARLES"].center)
    assert ticked(scene) == ["CHARLES"]
    blaye = scene.board.village("BLAYE")
    centre = next((p for p in village_points(scene, blaye) if scene.pieces.hit(p) is None), None)
    assert centre is not None, "no free point of BLAYE to click"
    click(app, centre)
    assert ticked(scene) == ["BEAUDOIN", "CHARLES"]


def village_points(scene, village):
    """Screen points on and around the village's mark, nearest first."""
    x, y = scene.camera.world_to_screen(village.x, village.y)
    radius = int(scene.renderer.hit_radius(village, scene.camera.zoom))
    for r in range(0, radius, 2):
        for dx, dy in ((0, 0), (r, 0), (-r, 0), (0, r), (0, -r)):
            point = (int(x + dx), int(y + dy))
            if scene.village_at(point) is village:
                yield point
