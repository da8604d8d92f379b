"""Your turn (issue 36, item 5): a sound and, when the window is not focused, its attention
request, once when a decision becomes a seat's at this screen; never on every frame, never for
a computer's decision nor a LAN seat's; off with the setting. Fief in hot-seat with a computer,
Middle-Ages hosted on the LAN with a joined player and a computer."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.fief.autoplay import Driver
from game.fief.scenes.play import PlayScene
from game.middle_ages import table as seating
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import settings as prefs
from game.shell import your_turn
from game.shell.audio import audio_for
from game.shell.settings_menu import SettingsScene
from game.shell.smoke import post_click
from game.testing import pump
from net.bots import RandomBot
from net.host import HostConfig
from net.session import RemoteSession
from tests.net_waits import until
from tests.test_client_play import setup_for

FRAMES = 6000          # a bound on a failing test, never reached by a passing one


@pytest.fixture
def flashes(monkeypatch):
    """The attention requests asked (the dummy video driver has no task bar)."""
    asked: list[int] = []
    monkeypatch.setattr(your_turn, "attention", lambda: asked.append(1) or True)
    return asked


@pytest.fixture
def tells(monkeypatch):
    """The seat at each tell of any table's notifier (from the table's first look on)."""
    told: list[int] = []
    see = your_turn.YourTurn.see

    def watched(self, seat):
        result = see(self, seat)
        if result:
            told.append(seat)
        return result
    monkeypatch.setattr(your_turn.YourTurn, "see", watched)
    return told


def fief_table(app, kinds) -> PlayScene:
    scene = PlayScene(app, setup_for(kinds, 3), bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    return scene


def test_fief_tells_a_seat_here_once_not_every_frame_nor_for_a_computer(title_app, flashes, tells):
    app = title_app
    audio_for(app).played.clear()                 # it keeps only the last 64 sounds
    scene = fief_table(app, ("computer", "human", "computer"))
    for _ in range(FRAMES):                       # the computer chooses first: nothing told
        if scene.asked is not None:
            break
        assert scene.your_turn.told == 0
        scene.controller.session.wait(0.02)
        pump(app)
    assert scene.asked is not None and scene.asked.seat == 1
    assert scene.your_turn.told == 1 and tells == [1] and flashes == [1]
    assert list(audio_for(app).played).count(your_turn.SOUND) == 1
    pump(app, 30)                                 # the same decision, frame after frame
    assert scene.your_turn.told == 1 and flashes == [1]
    driver = Driver(app)                          # answered by clicks; the computers play
    driver.play(scene, timeout=120, stop=lambda s: s.your_turn.told >= 3)
    assert scene.your_turn.told == 3 and tells == [1, 1, 1] and len(flashes) == 3
    assert driver.actions >= 2                    # a tell per turn of the seat, not per action


def test_the_setting_turns_it_off(title_app, flashes):
    app = title_app
    app.apply_settings(replace(app.settings, your_turn=False))
    scene = fief_table(app, ("human", "computer", "computer"))
    for _ in range(FRAMES):
        if scene.asked is not None:
            break
        scene.controller.session.wait(0.02)
        pump(app)
    pump(app, 5)
    assert scene.asked is not None and scene.your_turn.told == 0 and flashes == []


def test_middle_ages_over_the_lan_tells_this_screens_seat_only(title_app, flashes, tells,
                                                              monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)
    app = title_app
    setup = MASetup((("Ann", "blue"), ("Bob", "red"), ("Cid", "pink")),
                    ("human", "lan", "computer"), seed=9, level="random")
    table = MATable(setup, lan=HostConfig(bind="127.0.0.1"))
    bob = RemoteSession.join("127.0.0.1", table.hosted.host.port, name="Bob")  # type: ignore[union-attr]
    try:
        bob.set_ready()
        until(bob, lambda: bob.latest)
        scene = MAPlayScene(app, table)
        app.stack.push(scene)
        bot, others = RandomBot(1), set()
        for _ in range(FRAMES):
            if scene.view["turn"] > 3:
                break
            others.add((scene.view.get("asked") or {}).get("player"))   # whose decision
            view, seen = bob.latest, bob.latest_standing
            decision = seen["asked"][0] if seen and seen["asked"] else None
            if decision is not None and seen["move"] == table.hosted.authority.move():
                assert bob.submit(1, bot(view, decision), seen["move"])
            elif scene.asked is not None:
                pump(app, 3)                      # the decision stays a few frames: told once
                targets = scene.answers_by_tile()
                rect = scene.tiles[min(targets)] if targets else scene.answers[0][0].rect
                post_click(rect.center)
            elif (scene.view.get("asked") or {}).get("player") == 1:
                move = table.hosted.authority.move()
                until(bob, lambda move=move: bob.latest and bob.latest["move"] == move)
            else:
                table.session.wait(2.0)
            pump(app)
        assert scene.view["turn"] > 3 and {0, 1} <= others   # here and Bob were asked
        assert len(tells) >= 3 and set(tells) == {0} and scene.your_turn.told == len(tells) == len(flashes)
    finally:
        bob.close()
        app.stack.reset()
        table.close()


class FakeWindow:
    def __init__(self, fails: bool = False) -> None:
        self.fails, self.flashed = fails, []

    def flash(self, operation):
        if self.fails:
            raise pygame.error("That operation is not supported")
        self.flashed.append(operation)


def test_the_attention_request_only_when_the_window_is_not_focused(monkeypatch):
    window = FakeWindow()
    monkeypatch.setattr(your_turn, "display_window", lambda: window)
    monkeypatch.setattr(pygame.key, "get_focused", lambda: True)
    assert not your_turn.attention() and window.flashed == []
    monkeypatch.setattr(pygame.key, "get_focused", lambda: False)
    assert your_turn.attention() and window.flashed == [pygame.FLASH_UNTIL_FOCUSED]
    monkeypatch.setattr(your_turn, "display_window", lambda: FakeWindow(fails=True))
    assert not your_turn.attention()              # a system without it: the sound only


def test_the_setting_is_a_box_of_the_settings_screen_and_is_kept(title_app):
    app = title_app
    post_click(app.stack.top.settings_button.rect.center)
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene) and scene.your_turn.checked
    post_click(scene.your_turn.rect.center)
    pump(app)
    assert not app.settings.your_turn and not prefs.load().your_turn
