"""The screens the sweep at 150 % found overlapping (tools/scale_sweep.py, issue 36): at the
largest interface scale each closes up to its window, at 1280x720 and 1920x1080, so that
nothing lies under anything else: Middle-Ages' new game (the level and the seed ran under
Tutorial and Back), Fief's victory (the buttons over the table, the explanation under the
panel's edge), the round's summary (a French "Ce tour" line on the panel's edge), the hand-off (its "look away" on the panel's edge), the election (the stage under the panels) and the battle (the tray of dice
under them) and the wedding, which a computers' table could not open at all."""
import copy
from typing import Any

import pygame
import pytest

from engine.fief.api import COLOURS, FIEF
from game.fief.anim.cast import Cast
from game.fief.anim.feed import StaticFeed
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.handoff import HandoffScene
from game.fief.scenes.marriage import MarriageScene
from game.fief.scenes.round_summary import RoundSummaryScene
from game.fief.scenes.victory import VictoryScene
from game.fief.ui.label_fit import clipped_labels
from game.middle_ages.setup import MASetupScene
from game.shell.i18n import _
from game.shell.settings import Settings
from game.shell.smoke import post_click, post_key
from game.shell.widgets import label_text
from game.testing import make_app, pump
from fief_tables import hot_seat

SIZES = [((1280, 720), "fr"), ((1920, 1080), "en")]


@pytest.fixture
def big_app(request, tmp_path, monkeypatch, maps):
    """The program at the title, at 150 %, in a window size and a language."""
    size, language = request.param
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", settings=Settings(language=language, ui_scale=1.5), maps=maps)
    pump(app)
    yield app
    app.stack.reset()


def texts(scene: Any, app: Any) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene writes (one line, or wrapped) on a frame drawn now, and where."""
    found: list[tuple[str, pygame.Rect]] = []
    write, wrapped = scene.write, scene.write_wrapped

    def spy_write(surface, text, *args, **kwargs):
        rect = write(surface, text, *args, **kwargs)
        found.append((text, rect))
        return rect

    def spy_wrapped(surface, text, rect, **kwargs):
        height = wrapped(surface, text, rect, **kwargs)
        found.append((text, pygame.Rect(rect.x, rect.y, rect.width, height)))
        return height

    scene.write, scene.write_wrapped = spy_write, spy_wrapped
    try:
        scene.draw(app.screen)
    finally:
        del scene.write, scene.write_wrapped
    return found


def apart(boxes: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    return [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:] if ra.colliderect(rb)]


def named(widget: Any) -> str:
    label = getattr(widget, "label", None)
    return f"{type(widget).__name__} {label_text(label) if label else id(widget)!r}"


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_middle_ages_new_game_of_five_lords_at_150_percent(big_app):
    """Opened from the title's card and filled to five lords by clicks: every control and
    label whole, on the page, and over nothing else."""
    app = big_app
    post_click(app.stack.top.button("New game", "middle-ages").rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, MASetupScene)
    while len(setup.rows) < 5:
        post_click(setup.add_button.rect.center)
        pump(app)
    shown = [w for w in setup.form.widgets if w.visible]
    words = texts(setup, app)
    # Each column of the lords' rows has its caption, above the first row, as Fief's form has.
    captions = {_(word): widget for word, widget in (("Colour", setup.rows[0].colour),
                                                    ("Seat", setup.rows[0].seat))}
    assert all(any(text == caption and rect.bottom <= captions[caption].rect.top
                   for text, rect in words) for caption in captions)
    boxes = [(named(w), w.rect) for w in shown] + words
    assert [name for name, rect in boxes if not setup.panel.contains(rect)] == []
    assert apart(boxes) == []
    assert clipped_labels(shown, app.size) == []


@pytest.fixture(scope="module")
def final_view():
    """Six families' game after its first round, won by the third with three titles."""
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")
    game = FIEF.new({"players": [{"name": n, "colour": COLOURS[i]} for i, n in enumerate(names)],
                     "seed": 3})
    while game.view_for(None)["round"] < 1:
        decision = game.pending()[0]
        game.apply(decision.player, game.legal(decision.player)[0])
    view = copy.deepcopy(game.view_for(None))
    view.update(finished=True, winners=[2],
                victory=[{"players": [2], "alliance": False, "vp": 3, "needed": 3, "rule": "7.1"}])
    view["players"][2]["vp"] = 3
    lord = next(lord for lord in view["lords"] if lord["owner"] == 2)
    lord["titles"] = ["king", "fief:County of BLAYE", "fief:Duchy of BOURG"]
    return view


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_the_victory_of_six_families_at_150_percent(big_app, final_view):
    """The headline, six rows, the explanation and the three buttons: inside the panel and
    apart; then a click on *The game in charts* opens them."""
    app = big_app
    scene = VictoryScene(app, final_view)
    app.stack.push(scene)
    pump(app)
    buttons = [(named(b), b.rect) for b in scene.form.widgets]
    boxes = buttons + texts(scene, app)
    assert [name for name, rect in boxes if not scene.panel.contains(rect)] == []
    assert apart(boxes) == []
    assert clipped_labels(scene.form.widgets, app.size) == []
    post_click(scene.charts_button.rect.center)
    pump(app)
    assert type(app.stack.top).__name__ == "ChartsScene"


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_the_election_stage_stands_above_its_panels_at_150_percent(big_app):
    """Skipped to its end by Space as a player does: the emblem under the header, the stage
    under the emblem, the three panels under the stage, each voter's row in its panel."""
    app = big_app
    cast = Cast(tuple(f"Family {i}" for i in range(6)), tuple(COLOURS[:6]), {}, {})
    scene = ElectionScene(app, StaticFeed([]), cast=cast, item="pope")
    app.stack.push(scene)
    pump(app)
    post_key(pygame.K_SPACE)
    pump(app, 2)
    assert scene.header.bottom <= scene.emblem.top and scene.emblem.bottom <= scene.stage.top
    assert scene.stage.bottom <= scene.voters_rect.top
    assert scene.voters_rect.bottom <= app.size[1] and scene.rule_rect.right <= app.size[0]
    rows = [pygame.Rect(r) for r in scene.drawn["voters"]]
    assert len(rows) == 6 and all(scene.voters_rect.contains(row) for row in rows)


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_the_battle_tray_stands_above_its_panels_at_150_percent(big_app):
    """Declared, started and rolled, skipped to its end by Space: the tray of dice and the
    armies lie between the header and the bottom's panels."""
    app = big_app
    declared = {"kind": "battle_declared", "player": 0, "target": 1, "village": "BLAYE",
                "cavalcade": False, "tunnel": False}
    started = {"kind": "battle_started", "village": "BLAYE", "attacker": 0, "defender": 1,
               "attack": [[0, 0, 3, []]], "defence": [[1, 0, 1, []]], "fort": None,
               "engines": 0, "penalty": 0, "tunnel": False, "gates_open": False,
               "cavalcade": False, "besiegers": [], "attack_strength": side(3, 1),
               "defence_strength": side(1, 1)}
    roll = {"kind": "battle_roll", "village": "BLAYE", "round": 1, "attack_dice": 1,
            "attack_faces": [6], "attack_hits": 3, "defence_dice": 1, "defence_faces": [1],
            "defence_hits": 0, "penalty": 0, "fort": None, "engines": 0, "grail": False,
            "cavalcade_bonus": 0, "attack_strength": side(3, 1), "defence_strength": side(1, 1)}
    scene = BattleScene(app, StaticFeed([declared, started, roll]),
                        cast=Cast(("ANN", "BOB"), ("blue", "red"), {}, {"BLAYE": {"fort": None}}))
    app.stack.push(scene)
    pump(app)
    post_key(pygame.K_SPACE)
    pump(app, 2)
    assert scene.header.bottom <= scene.tray.top and scene.tray.bottom <= scene.bottom.top
    assert scene.log_rect.width > 0 and scene.bottom.bottom <= app.size[1]


def side(sp: int, dice: int) -> dict:
    """A side's strength as the referee tells it, with no modifier."""
    return {"sp": sp, "knights": 0, "men": sp, "lords": 0, "base_dice": 1, "dice": dice,
            "modifiers": []}


class Spectators:
    """The session of a computers' table: no seat of its own, so the public view."""

    def __init__(self, view: dict) -> None:
        self.public = view

    def seats(self) -> tuple[int, ...]:
        return ()

    def view(self, seat: int | None) -> dict:
        assert seat is None, "a computers' table reads the public view"
        return self.public


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_a_computers_table_plays_its_wedding_at_150_percent(big_app, final_view):
    """The wedding of a table with no seat at this screen read seat 0's view and failed on
    the families' names: it reads the public view, says who marries whom, and its ribbon
    and plate end above Continue."""
    app = big_app
    lord, lady = (next(lord["name"] for lord in final_view["lords"] if lord["owner"] == seat)
                  for seat in (0, 1))
    married = {"kind": "married", "seq": 9, "lord": lord, "lady": lady, "players": [0, 1]}
    scene = MarriageScene(app, StaticFeed([married]), session=Spectators(final_view))
    app.stack.push(scene)
    pump(app)
    post_key(pygame.K_SPACE)
    pump(app, 2)
    assert scene.cast.names[:2] == ("Ann", "Bob") and scene.drawn.get("alliance") == (0, 1)
    said = [line.text for line in scene.script.timeline.lines_at(scene.clock.t)]
    assert any(lord in line and lady in line for line in said), said
    assert scene.close_button.rect.bottom <= app.size[1]


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_issue36_the_hand_off_says_look_away_under_its_panel_at_150_percent(big_app):
    """*Show my hand* clicked on the table: the hand-off's words and button lie in its panel,
    and "look away" under it, in the window; its button shows the hand."""
    app = big_app
    scene = hot_seat(app)
    try:
        post_click(scene.hand_button.rect.center)
        pump(app)
        handoff = app.stack.top
        assert isinstance(handoff, HandoffScene)
        *inside, (away, below) = texts(handoff, app)
        boxes = inside + [("button", handoff.confirm_button.rect)]
        assert [text for text, rect in boxes if not handoff.panel.contains(rect)] == []
        assert apart(boxes) == [] and away in ("Everyone else, please look away.",
                                               "Que les autres détournent les yeux, s'il vous plaît.")
        assert below.top >= handoff.panel.bottom and below.bottom <= app.size[1]
        post_click(handoff.confirm_button.rect.center)
        pump(app, 2)
        assert app.stack.top is scene and scene.controller.revealed == handoff.seat
    finally:
        scene.controller.table.close()


@pytest.mark.parametrize("big_app", [((1280, 720), "fr"), ((1920, 1080), "fr")], indirect=True,
                         ids=["720-fr", "1080-fr"])
def test_issue36_the_round_summary_writes_a_long_round_inside_its_panel_at_150_percent(
        big_app, final_view):
    """Four families, the first gaining three victory points, deniers and four titles in
    the round (the line that ran onto the panel's edge in French): every line inside the
    panel, the rounds' lines, the conditions of victory and Continue apart; Continue closes
    it. A name's box and the line under it are apart too (they overlapped by 4-6 px at
    every scale, item 4 of U3)."""
    app = big_app
    before, after = copy.deepcopy(final_view), copy.deepcopy(final_view)
    for view in (before, after):
        del view["players"][4:]
    for lord in before["lords"]:
        lord["titles"] = []
    lord = next(lord for lord in after["lords"] if lord["owner"] == 0)
    lord["titles"] = ["fief:Barony of ST GÉRÔME", "fief:Barony of LA RÉOLE", "fief:County of SIGY",
                      "fief:Duchy of BOURG"]
    after["players"][0].update(vp=3, money=int(before["players"][0]["money"]) + 13)
    scene = RoundSummaryScene(app, before, after, 2)
    app.stack.push(scene)
    pump(app)
    boxes = texts(scene, app)
    assert [text for text, rect in boxes if not scene.panel.contains(rect)] == []
    rounds = [(text, rect) for text, rect in boxes if text.startswith(("This round", "Ce tour"))]
    assert len(rounds) == 4 and rounds[0][0].startswith(("This round: +3", "Ce tour : +3"))
    assert apart(boxes + [("Continue", scene.close_button.rect)]) == []
    post_click(scene.close_button.rect.center)
    pump(app)
    assert app.stack.top is not scene


@pytest.mark.parametrize("scale, size", [(1.0, (1280, 720)), (1.0, (1920, 1080)), (1.25, (1280, 720))])
def test_the_round_summary_of_six_families_writes_no_line_over_another(title_app, final_view,
                                                                        scale, size):
    """Six families (the rows closest together, without their titles' line) at the usual
    scales: each name's box, its round's line and the conditions of victory apart."""
    app = make_app(size, "title", settings=Settings(language="fr", ui_scale=scale))
    scene = RoundSummaryScene(app, final_view, final_view, 1)
    app.stack.push(scene)
    pump(app)
    boxes = texts(scene, app)
    assert len(boxes) >= 12 and apart(boxes + [("Continue", scene.close_button.rect)]) == []
    assert [text for text, rect in boxes if not scene.panel.contains(rect)] == []
    app.stack.reset()
