"""Title and setup driven by posted pygame events, as a player would: clicks and keys."""

import pygame
import pytest

from engine.fief.options import COLOURS
from game.shell import i18n, saves
from game.fief.setup_save import read_save, write_save
from game.fief.scenes.board import BoardScene
from game.shell.load import LoadScene
from game.shell.overlays import MessageScene
from game.fief.scenes.play import PlayScene
from game.shell.settings_menu import SettingsScene
from game.fief.scenes.setup import SetupScene, default_table
from game.shell.title import TitleScene
from game.shell.smoke import key_event, post_click, post_key
from game.testing import make_app, pump


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(map_file=tmp_path / "no-map.tmx")
    pump(app)
    yield app
    i18n.set_language("en")


def type_text(text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def clear_field():
    pygame.event.post(key_event(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL))


def test_title_new_game_by_mouse_opens_the_setup(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    assert isinstance(app.stack.top, SetupScene)


def test_title_by_keyboard_settings_and_back_then_escape_quits(app):
    # Fief's New game -> Tutorial -> Rules -> Middle-Ages' New game -> Tutorial -> Rules -> Join
    # a LAN game -> Load -> Settings (Continue is disabled)
    for _ in range(8):
        post_key(pygame.K_DOWN)
    pump(app)
    assert app.stack.top.form.focus is app.stack.top.settings_button
    post_key(pygame.K_RETURN)
    pump(app)
    assert isinstance(app.stack.top, SettingsScene)
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert isinstance(app.stack.top, TitleScene)
    post_key(pygame.K_ESCAPE)  # first Esc points at Quit, the second quits
    pump(app)
    assert app.running and app.stack.top.form.focus is app.stack.top.quit_button
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert not app.running


def test_continue_is_greyed_without_an_autosave_and_opens_it_when_there(app):
    title = app.stack.top
    assert not title.continues["fief"].enabled
    post_click(title.continues["fief"].rect.center)
    pump(app)
    assert app.stack.top is title
    write_save(default_table())
    post_click(title.load_button.rect.center)  # leave and come back so the title looks again
    pump(app)
    assert isinstance(app.stack.top, LoadScene) and len(app.stack.top.slots) == 1
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert title.continues["fief"].enabled
    post_click(title.continues["fief"].rect.center)
    pump(app)
    assert isinstance(app.stack.top, BoardScene)
    assert app.stack.top.table == default_table()


def test_setup_form_builds_the_options_and_reaches_the_board(app):
    post_key(pygame.K_RETURN)  # "New game" has the focus
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and len(setup.rows) == 4
    post_click(setup.rows[0].name.rect.center)
    clear_field()
    type_text("Jeanne")
    post_click(setup.add_button.rect.center)  # a fifth family
    post_click(setup.rules["holy_relics"].rect.center)
    post_click(setup.rules["fog_of_war"].rect.center)
    post_click(setup.seed.rect.center)
    clear_field()
    type_text("12x34")  # the seed takes digits only
    pump(app)
    assert setup.seed.text == "1234"
    post_click(setup.start_button.rect.center)
    pump(app)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    options = board.table.options
    assert [p.name for p in options.players] == ["Jeanne", "Bourgogne", "Anjou", "Foix", "Armagnac"]
    assert [p.colour for p in options.players] == list(COLOURS[:5])
    assert board.table.seats == ("human", "computer", "computer", "computer", "computer")
    assert options.optional == frozenset({"holy_relics", "fog_of_war"})
    assert options.seed == 1234 and options.edition == "1429"
    assert [type(s) for s in app.stack] == [TitleScene, PlayScene]  # setup was replaced
    assert read_save(saves.paths.autosave_path("fief")) == board.table


def test_setup_refuses_a_duplicate_colour_with_a_visible_message(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    error_area = pygame.Rect(setup.panel.x + 60, setup.start_button.rect.y,
                             setup.back_button.rect.x - setup.panel.x - 80, setup.start_button.rect.h)
    before = app.screen.subsurface(error_area).copy()
    post_click(setup.rows[1].colour.arrow_rects()[0].center)  # red -> blue, like row 0
    pump(app)
    assert setup.rows[1].colour.value == setup.rows[0].colour.value == "blue"
    post_click(setup.start_button.rect.center)
    pump(app)
    assert app.stack.top is setup
    assert "colour" in setup.error
    after = app.screen.subsurface(error_area)
    changed = sum(1 for x in range(0, error_area.w, 3) for y in range(0, error_area.h, 3)
                  if before.get_at((x, y)) != after.get_at((x, y)))
    assert changed > 50  # the message is drawn
    post_click(setup.rows[1].colour.arrow_rects()[1].center)  # fix it: blue -> red
    pump(app)
    assert setup.error == ""


def test_setup_refusal_is_translated_in_french(app):
    i18n.set_language("fr")
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    post_click(setup.rows[0].name.rect.center)
    clear_field()
    post_click(setup.start_button.rect.center)
    pump(app)
    assert setup.error.startswith("Mise en place")


def test_setup_keeps_three_to_six_families(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    for _ in range(4):
        post_click(setup.add_button.rect.center)
        pump(app)
    assert len(setup.rows) == 6 and not setup.add_button.enabled
    assert len({row.colour.value for row in setup.rows}) == 6
    for _ in range(5):
        post_click(setup.rows[-1].remove.rect.center)
        pump(app)
    assert len(setup.rows) == 3 and not setup.rows[0].remove.enabled


def test_setup_tab_moves_the_focus_and_escape_goes_back(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    post_key(pygame.K_TAB)
    post_key(pygame.K_TAB)
    pump(app)
    assert setup.form.focus is setup.rows[0].name
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert isinstance(app.stack.top, TitleScene)


def test_load_screen_lists_a_broken_save_with_the_reason_and_lets_it_be_deleted(app, tmp_path):
    broken = saves.paths.saves_dir() / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene) and len(load.slots) == 1
    assert "cannot be read" in load.slot_details(load.slots[0])
    post_click(load.open_button.rect.center)         # Open says why, in one sentence
    pump(app)
    assert isinstance(app.stack.top, MessageScene) and "broken.json" in app.stack.top.body()
    post_key(pygame.K_RETURN)
    pump(app)
    assert app.stack.top is load
    post_click(load.delete_button.rect.center)
    post_click(load.delete_button.rect.center)       # the second click confirms
    pump(app)
    assert not broken.exists() and load.slots == [] and app.stack.top is load
