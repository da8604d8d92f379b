"""Issue 36, item 6: the end of a game in charts. The victory screen of a finished game (a
save loaded at its end) and its replay open "The game in charts": victory points, money,
villages and troops per family and round, read from the events that ended the rounds (the
referee's figures, engine/fief/figures.py), four tabs switched by clicks and keys; the
introductory game says it has no troops instead of drawing zeros; English and French; the
page fits 1280x720 and 1920x1080."""
from __future__ import annotations

import functools
import json
from collections.abc import Callable

import pygame
import pytest

from engine.fief.api import COLOURS, FIEF
from engine.fief.bots.registry import make
from engine.fief.bots.runner import play_game
from engine.record import Record
from game.fief.scenes.charts import ChartsScene
from game.fief.scenes.replay import ReplayScene
from game.fief.scenes.victory import VictoryScene
from game.fief.ui.round_figures import (HIDDEN_MONEY, NO_ROUND, NO_TROOPS, ROUND_ENDS,
                                        figures_by_round, series)
from game.shell import fonts, i18n, paths
from game.shell.load import LoadScene
from game.shell.smoke import post_click, post_key
from game.shell.widgets import label_text
from game.testing import make_app, pump

NAMES = ("Ann", "Bob", "Cid")
# Seeds and levels whose computers end a three-family game in a few rounds (1429: round 4).
GAMES = {"1429": ("baron", 6), "simplified": ("squire", 6)}


def played_to_its_end(edition: str) -> tuple[str, str]:
    """A three-family game of ``edition`` played to its end by computers: its save as the
    client writes one (the record and the table's seats) and its public events, as JSON."""
    level, seed = GAMES[edition]
    record = Record.new(FIEF, {"players": [{"name": n, "colour": COLOURS[i]} for i, n in enumerate(NAMES)],
                               "seed": seed, "edition": edition})
    told: list[dict] = []

    def apply(seat, action):
        events = record.apply(seat, action)
        told.extend(e.to_dict() for e in events if e.audience is None)
        return events

    play_game(record.game, [make(level)] * 3, seed=seed, apply=apply)
    assert record.game.finished
    data = json.loads(record.to_json())
    data["table"] = {"options": data["options"], "seats": ["human", "computer", "computer"]}
    return json.dumps(data), json.dumps(told)


@pytest.fixture(scope="module")
def ended() -> Callable[[str], tuple[str, str]]:
    """Each edition's game played once for the module's tests that open it (three open the
    same 1429 game), kept as text: every test reads its own copy."""
    return functools.cache(played_to_its_end)


def finished_save(ended: Callable[[str], tuple[str, str]],
                  edition: str) -> tuple[str, list[dict]]:
    """The finished game of ``edition`` saved in the test's home; its name and its public
    events."""
    save, told = ended(edition)
    name = f"Ended {edition}"
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    (paths.saves_dir() / f"{name}.json").write_text(save, encoding="utf-8")
    return name, json.loads(told)


def figures(told: list[dict], key: str, seat: int) -> tuple[int, ...]:
    return tuple(row[key] for e in told if e["kind"] in ROUND_ENDS for row in e["figures"]
                 if row["player"] == seat)


def open_slot(app, name: str, button: str) -> None:
    """Title -> Load -> the save named ``name`` -> ``button`` (open_button, replay_button)."""
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene) and [s.name for s in load.slots] == [name]
    post_click(load.rows[0][1].center)
    pump(app)
    post_click(getattr(load, button).rect.center)
    pump(app, 3)


def fits(button) -> bool:
    width = fonts.font("bold" if button.primary else "body", button.font_size).size(
        label_text(button.label))[0]
    return width <= button.rect.width - button.rect.height // 2


def inside(scene: ChartsScene) -> bool:
    """Every tab, the Close button and the chart within the page, and the page on screen."""
    screen = pygame.Rect((0, 0), scene.size)
    rects = [t.rect for t in scene.tabs.values()] + [scene.close_button.rect, scene.chart_rect]
    return screen.contains(scene.panel) and all(scene.panel.contains(r) for r in rects) \
        and scene.chart_rect.height > scene.px(200)


def test_a_finished_game_loaded_shows_its_charts_and_the_tabs_switch_by_clicks(title_app,
                                                                               ended):
    name, told = finished_save(ended, "1429")
    open_slot(title_app, name, "open_button")
    for _ in range(30):                                  # any ceremony left, then the victory
        if isinstance(title_app.stack.top, VictoryScene):
            break
        post_key(pygame.K_SPACE)
        pump(title_app, 2)
    victory = title_app.stack.top
    assert isinstance(victory, VictoryScene)
    post_click(victory.charts_button.rect.center)
    pump(title_app)
    charts = title_app.stack.top
    assert isinstance(charts, ChartsScene) and charts.measure == "vp" and inside(charts)
    last_round = max(e["round"] for e in told if e["kind"] in ROUND_ENDS)
    assert charts.series["vp"].rounds == tuple(range(1, last_round + 1))
    for measure in ("vp", "money", "villages", "troops"):
        post_click(charts.tabs[measure].rect.center)
        pump(title_app)
        assert charts.measure == measure and charts.tabs[measure].primary
        shown = charts.series[measure]
        assert [shown.values[s] for s in range(3)] == [figures(told, measure, s) for s in range(3)]
    assert any(len(set(v)) > 1 for v in charts.series["vp"].values)   # the points did change
    post_key(pygame.K_LEFT)                               # keys too: troops -> villages
    post_key(pygame.K_1)                                  # -> victory points
    pump(title_app)
    assert charts.measure == "vp"
    post_click(charts.close_button.rect.center)
    pump(title_app)
    assert title_app.stack.top is victory


def test_the_introductory_game_says_it_has_no_troops_and_charts_gems_in_french(title_app,
                                                                                ended):
    name, told = finished_save(ended, "simplified")
    open_slot(title_app, name, "replay_button")
    replay = title_app.stack.top
    assert isinstance(replay, ReplayScene)
    post_click(replay.buttons[-2].rect.center)            # Charts
    pump(title_app)
    charts = title_app.stack.top
    assert isinstance(charts, ChartsScene) and inside(charts)
    assert charts.series["troops"].values == () and charts.series["troops"].note == NO_TROOPS
    assert charts.series["money"].key == "gems"
    assert charts.series["money"].values[0] == figures(told, "gems", 0)
    i18n.set_language("fr")
    try:
        post_click(charts.tabs["troops"].rect.center)
        pump(title_app)
        assert charts.measure == "troops"
        assert i18n._(charts.series["troops"].note).startswith("Le jeu d'initiation n'a pas d'armée")
        assert i18n._(charts.tabs["money"].label) == "Pierres précieuses"
        post_click(charts.tabs["villages"].rect.center)
        pump(title_app)
        line = charts.drawn
        assert line is not None and line[0][0] == "villages" and line[0][-1] == "fr"
    finally:
        i18n.set_language("en")
    post_key(pygame.K_ESCAPE)
    pump(title_app)
    assert title_app.stack.top is replay


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_charts_page_fits_the_window_in_both_languages(tmp_path, monkeypatch, maps, size,
                                                          ended):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", maps=maps)
    _name, told = finished_save(ended, "1429")
    charts = ChartsScene(app, told, [(n, COLOURS[i]) for i, n in enumerate(NAMES)], "1429")
    app.stack.push(charts)
    try:
        for language in ("en", "fr"):
            i18n.set_language(language)
            charts.settings_changed()
            pump(app)
            assert inside(charts)
            for tab in charts.tabs.values():         # every tab's word within its button
                assert fits(tab), (language, label_text(tab.label))
    finally:
        i18n.set_language("en")


def test_what_a_game_cannot_chart_is_said_not_drawn_as_zeros():
    """A42 hidden money: no money in the figures, the tab says why; no round ended yet: every
    tab says the charts start at the end of round 1; a round told twice keeps its last telling."""
    hidden = [{"kind": "round_ended", "round": 1, "first": 1,
               "figures": [{"player": 0, "vp": 0, "villages": 3, "troops": 4},
                           {"player": 1, "vp": 1, "villages": 2, "troops": 5}]}]
    rounds = figures_by_round(hidden + [dict(hidden[0], figures=[
        {"player": 0, "vp": 2, "villages": 3, "troops": 4},
        {"player": 1, "vp": 1, "villages": 2, "troops": 5}])])
    assert series(rounds, "vp", 2).values == ((2,), (1,))
    money = series(rounds, "money", 2)
    assert money.values == () and money.note == HIDDEN_MONEY
    assert all(series([], m, 2).note == NO_ROUND for m in ("vp", "money", "villages", "troops"))
