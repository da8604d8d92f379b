"""Issue 36, item 8: the loop draws at the full rate only while something moves; idle, it waits
for input (game/shell/pacing.py) and an idle frame showing nothing new is not drawn again.
The CPU figures are bench/idle_cpu.py's; these tests check the decisions, not the clock."""

import pygame

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.scenes.play import PlayScene
from game.fief.scenes.setup import SetupScene
from game.fief.table import TableSetup
from game.shell.smoke import key_event
from game.testing import pump
from game.shell.title import TitleScene


def draws(app, monkeypatch):
    count = [0]
    real = app.stack.draw

    def counted(surface):
        count[0] += 1
        real(surface)
    monkeypatch.setattr(app.stack, "draw", counted)
    return count


def test_menus_are_still_and_an_idle_frame_showing_nothing_new_is_not_drawn(title_app,
                                                                             monkeypatch):
    app = title_app
    assert isinstance(app.stack.top, TitleScene) and not app.stack.animating()
    app.stack.push(SetupScene(app))
    pump(app)
    assert not app.stack.animating()
    count = draws(app, monkeypatch)
    app.pacer.idle = True                   # as after an idle wait that timed out
    app.frame(0.25)
    app.frame(0.25)
    assert count[0] == 0                    # the picture of the last frame: kept on screen
    app.pacer.woken.append(key_event(pygame.K_TAB))      # an idle wait ended by a key
    app.frame(0.01)
    assert count[0] == 1 and app.pacer.woken == []
    before = count[0]
    app.pacer.idle = False                  # busy frames are always drawn
    app.frame(1 / 60)
    assert count[0] == before + 1


def test_the_event_that_ends_an_idle_wait_is_handled_first(title_app):
    app = title_app
    title = app.stack.top
    pygame.event.clear()
    pygame.event.post(key_event(pygame.K_ESCAPE))         # Esc on the title: focus on Quit
    pygame.event.post(key_event(pygame.K_UP))             # then up: the button above it
    dt = app.pacer.pace(busy=False)                       # returns at once: input is waiting
    assert 0 <= dt <= 0.3 and [e.key for e in app.pacer.woken] == [pygame.K_ESCAPE]
    app.frame(dt)
    assert title.form.focus is title.settings_button      # Esc, then Up, in that order


def test_the_table_animates_while_a_journey_or_a_pulse_runs(title_app):
    app = title_app
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    scene = PlayScene(app, TableSetup(GameOptions(players=players, seed=7), ("human",) * 3),
                      autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    scene.guides.forget_past()
    scene.overlays.pulses.clear()
    scene.overlays.travels.clear()
    assert not app.stack.animating()                      # a decision waiting: still
    key = app.stack.frame_key()
    assert app.stack.frame_key() == key                   # nothing new: the same picture
    scene.overlays.note([{"kind": "built", "village": "BLAYE"}], scene.time)
    assert app.stack.animating()                          # a pulse: the full frame rate
    scene.show_toast("a toast")
    assert app.stack.frame_key() != key                   # a toast is something new
    scene.controller.table.close()
