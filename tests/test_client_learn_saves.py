"""Save slots (issue 20): the Load screen lists named saves and the autosaves of the last
phases with their date, round, phase, families and a picture of the board; a save is renamed
and deleted there by clicks and typing; the autosave keeps the last phases as they ended."""
import json
import os

import pygame
import pytest

from engine.fief.api import FIEF
from engine.record import Record
from game.shell import i18n, paths, save_slots
from game.shell import palette
from game.shell.load import LoadScene
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click, post_key
from game.testing import pump

PLAYERS = [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"},
           {"name": "Cid", "colour": "green"}]


def write_game(path, phase_at_least=1):
    """A real save: seed 3, played with the first legal action until round 1 reaches
    ``phase_at_least``."""
    record = Record.new(FIEF, {"players": PLAYERS, "seed": 3})
    game = record.game
    while True:
        view = game.view_for(None)
        if view["round"] >= 1 and view["phase"] >= phase_at_least:
            break
        seat = game.pending()[0].player
        record.apply(seat, game.legal(seat)[0])
    data = json.loads(record.to_json())
    data["table"] = {"options": data["options"], "seats": ["human", "computer", "computer"]}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def open_load(app):
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    return load


def type_text(text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_a_save_is_listed_with_its_round_phase_families_and_picture(title_app):
    write_game(paths.saves_dir() / "Friday night.json")
    load = open_load(title_app)
    slot = load.slots[0]
    assert load.slot_name(slot) == "Friday night"
    assert "Round 1 · Phase 1: Marriages and elections" in load.slot_details(slot)
    assert [f.name for f in slot.families] == ["Ann", "Bob", "Cid"]
    assert len(slot.summary.detail.held) == 3        # each family's starting village
    picture = load.picture(slot, (120, 80))
    colours = {picture.get_at((x, y))[:3] for x in range(120) for y in range(80)}
    assert palette.family("blue") in colours               # Ann's village is drawn in her colour
    i18n.set_language("fr")
    pump(title_app)
    assert "Tour 1 · Phase 1 : Mariages et élections" in load.slot_details(slot)
    assert load.open_button.label and i18n._(load.open_button.label) == "Ouvrir"


def test_rename_by_typing_and_refusals_in_words(title_app):
    write_game(paths.saves_dir() / "old name.json")
    (paths.saves_dir() / "taken.json").write_text(
        (paths.saves_dir() / "old name.json").read_text(encoding="utf-8"), encoding="utf-8")
    os.utime(paths.saves_dir() / "taken.json", (1, 1))            # the older of the two
    load = open_load(title_app)
    assert [s.name for s in load.slots] == ["old name", "taken"]
    post_click(load.rename_button.rect.center)
    pump(title_app)
    assert load.renaming and load.form.focus is load.name_input and load.name_input.text == "old name"
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text("taken")
    post_click(load.ok_button.rect.center)
    pump(title_app)
    assert load.renaming and load.message == "A save named “taken” already exists."
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text("a/b")
    post_key(pygame.K_RETURN)
    pump(title_app)
    assert "cannot be a file name" in load.message
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text("Sunday")
    post_key(pygame.K_RETURN)
    pump(title_app)
    assert not load.renaming
    assert (paths.saves_dir() / "Sunday.json").exists() and not (paths.saves_dir() / "old name.json").exists()
    assert load.slot is not None and load.slot.name == "Sunday"


def test_delete_asks_once_more_and_escape_cancels_a_rename(title_app):
    write_game(paths.saves_dir() / "doomed.json")
    load = open_load(title_app)
    post_key(pygame.K_F2)
    pump(title_app)
    assert load.renaming
    post_key(pygame.K_ESCAPE)
    pump(title_app)
    assert not load.renaming and title_app.stack.top is load
    post_key(pygame.K_DELETE)
    pump(title_app)
    assert load.confirm_delete and (paths.saves_dir() / "doomed.json").exists()
    assert load.delete_button.label() == "Really delete?"
    post_click(load.delete_button.rect.center)
    pump(title_app)
    assert not (paths.saves_dir() / "doomed.json").exists() and load.slots == []
    assert load.message == "“doomed” deleted."


def test_a_double_click_opens_the_game(title_app):
    write_game(paths.saves_dir() / "to open.json")
    load = open_load(title_app)
    pump(title_app)
    row = load.rows[0][1]
    post_click(row.center)
    post_click(row.center)
    pump(title_app)
    assert isinstance(title_app.stack.top, PlayScene)


def test_the_autosave_keeps_the_last_three_phases(tmp_path):
    autosave = tmp_path / "autosave.json"
    for rnd, phase in ((1, 1), (1, 2), (1, 2), (1, 3), (1, 4), (1, 5)):
        save_slots.keep_previous_phase(autosave, rnd, phase)
        autosave.write_text(json.dumps({"round": rnd, "phase": phase}), encoding="utf-8")
    kept = sorted(p.name for p in tmp_path.glob("autosave-*.json"))
    assert kept == ["autosave-r01p2.json", "autosave-r01p3.json", "autosave-r01p4.json"]
    assert json.loads((tmp_path / "autosave-r01p4.json").read_text())["phase"] == 4   # as it ended
    assert json.loads(autosave.read_text())["phase"] == 5


def test_the_list_shows_the_autosaves_by_what_they_are(title_app):
    write_game(paths.autosave_path("fief"))
    write_game(paths.saves_dir() / "autosave-r01p1.json")
    load = open_load(title_app)
    names = {load.slot_name(s) for s in load.slots}
    assert names == {"Last autosave (Continue)", "Autosave at the end of a phase"}
    post_key(pygame.K_F2)
    pump(title_app)
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text("autosave")
    post_key(pygame.K_RETURN)
    pump(title_app)
    assert load.message == "“autosave” is kept for the autosaves."


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")
