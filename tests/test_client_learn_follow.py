"""Following the game (issue 20): banners announce what changes the game for everybody, one
at a time, in order, skippable by a click; a summary closes each round, with what changed,
the victory conditions and who is closest."""
import pygame
import pytest

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec
from game.shell import i18n
from game.fief.scenes.play import PlayScene
from game.fief.scenes.round_summary import RoundSummaryScene, RoundWatch, family_lines
from game.shell.smoke import post_click, post_key
from game.fief.table import TableSetup
from game.testing import pump
from game.fief.ui.announcements import SHOW_SECONDS

NAMES = ("Ann", "Bob", "Cid", "Dan")


def first_round():
    """The public views and events of seed 3's first round, four families, each playing its
    first legal action: the round's start view, its end view and all its events."""
    game = FIEF.new({"players": [{"name": n, "colour": COLOURS[i]} for i, n in enumerate(NAMES)], "seed": 3})
    events, start = [], None
    while game.view_for(None)["round"] < 2:
        if start is None and game.view_for(None)["round"] == 1:
            start = game.view_for(None)
        decision = game.pending()[0]
        for event in game.apply(decision.player, game.legal(decision.player)[0]):
            if event.audience is None:
                events.append(event.to_dict())
    return start, game.view_for(None), events


@pytest.fixture(scope="module")
def round_one():
    return first_round()


def play_scene(app, ceremonies=False):
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES))
    setup = TableSetup(GameOptions(players=players, seed=3), ("human",) * 4)
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=ceremonies)
    app.stack.push(scene)
    pump(app, 2)
    return scene


def test_banners_come_one_at_a_time_in_order_and_a_click_skips(title_app, round_one):
    _start, _end, events = round_one
    scene = play_scene(title_app)
    notable = [e for e in events if e["kind"] in ("disaster_struck", "lord_died")]
    assert len(notable) >= 2, "seed 3's first round strikes with a disaster and kills a lord"
    scene.on_events(events)
    announcer = scene.guides.announcer
    assert announcer.current == notable[0] and list(announcer.queue) == notable[1:]
    pump(title_app)
    heading, line, effect = announcer.lines(scene.controller.names)
    assert heading == "Disaster!" and "strikes bishopric" in line and effect.endswith("(2.3).")
    post_click(announcer.close_rect.center)
    pump(title_app)
    assert announcer.current == notable[1]
    pump(title_app, round(SHOW_SECONDS) + 1, dt=1.0)     # a banner leaves by itself (frames of a second)
    assert announcer.current == (notable[2] if len(notable) > 2 else None)
    i18n.set_language("fr")
    try:
        announcer.current = notable[0]
        heading, line, _effect = announcer.lines(scene.controller.names)
        assert heading == "Désastre !" and "évêché" in line.lower()
    finally:
        i18n.set_language("en")


def test_a_right_click_on_the_banner_skips_it_but_a_left_click_elsewhere_is_the_maps(title_app, round_one):
    _start, _end, events = round_one
    scene = play_scene(title_app)
    scene.on_events(events)
    announcer = scene.guides.announcer
    pump(title_app)
    first = announcer.current
    post_click(announcer.rect.center, button=3)
    pump(title_app)
    assert announcer.current is not first


def test_the_round_summary_says_what_changed_and_who_is_closest(title_app, round_one):
    start, end, _events = round_one
    rows = family_lines(start, end)
    assert [r["name"] for r in rows] == list(NAMES)
    summary = RoundSummaryScene(title_app, start, end, 1)
    title_app.stack.push(summary)
    pump(title_app)
    assert "A family wins alone with 3 victory points (7.1)." in summary.conditions()
    assert "(7.2)" in summary.conditions()                    # four families: alliances count
    assert summary.closest() == "Nobody has a victory point yet."      # round 1 gives none
    end["players"][1]["vp"] = end["players"][3]["vp"] = 1
    assert summary.closest() == "Nobody has a victory point yet."      # read when it was made
    assert RoundSummaryScene(title_app, start, end, 1).closest() == "Closest to victory: Bob and Dan (1 victory point)."
    end["players"][1]["vp"] = end["players"][3]["vp"] = 0
    income = [r for r in rows if r["money_change"]]
    assert income, "the round's income changed some treasury"
    assert "denier" in summary.changes(income[0])
    i18n.set_language("fr")
    try:
        pump(title_app)
        assert summary.conditions().startswith("Une famille gagne seule avec 3 points de victoire")
    finally:
        i18n.set_language("en")
    post_key(pygame.K_RETURN)
    pump(title_app)
    assert title_app.stack.top is not summary


def test_the_play_scene_opens_the_summary_when_a_round_ends(title_app, round_one):
    _start, _end, events = round_one
    scene = play_scene(title_app, ceremonies=True)
    ended = [e for e in events if e["kind"] == "round_ended"]
    scene.on_events(ended)
    top = title_app.stack.top
    assert isinstance(top, RoundSummaryScene)
    post_click(top.close_button.rect.center)
    pump(title_app)
    assert title_app.stack.top is scene


def test_round_watch_compares_with_the_round_start():
    watch = RoundWatch()
    assert watch.note([{"kind": "round_started"}], {"round": 1}) is None
    assert watch.note([{"kind": "income"}], {"round": 1, "x": 1}) is None
    assert watch.note([{"kind": "round_ended"}, {"kind": "round_started"}], {"round": 2}) == \
        ({"round": 1}, {"round": 2}, 0, [], None)


@pytest.mark.parametrize("edition, players, alone, together", [
    ("1429", 3, 3, None), ("1429", 4, 3, 4), ("simplified", 3, 4, 6), ("simplified", 5, 3, 4)])
def test_the_view_says_what_winning_asks_by_edition_and_players(edition, players, alone, together):
    """7.1, 7.2 (alliances from four families) and the simplified variant's S-6 table: the
    referee's numbers, carried by every view."""
    game = FIEF.new({"players": [{"name": n, "colour": COLOURS[i]} for i, n in enumerate(
        ("Ann", "Bob", "Cid", "Dan", "Eve")[:players])], "seed": 1, "edition": edition})
    assert game.view_for(None)["goal"] == {"alone": alone, "together": together}


def test_the_summary_states_the_goal_the_view_carries(title_app, round_one):
    start, end, _events = round_one
    simplified = dict(end, goal={"alone": 4, "together": 6})
    summary = RoundSummaryScene(title_app, start, simplified, 1)
    assert summary.conditions() == ("A family wins alone with 4 victory points (7.1). Two families allied by "
                                    "marriage win together with 6 victory points between them (7.2).")
    three = RoundSummaryScene(title_app, start, dict(end, goal={"alone": 3, "together": None}), 1)
    assert three.conditions() == "A family wins alone with 3 victory points (7.1)."
