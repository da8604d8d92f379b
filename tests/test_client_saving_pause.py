"""Issue 18, faults 2, 5 and 7 on screen: a game that cannot be saved pauses with a dialog
("The game cannot be saved: <reason>", the folder, "Try again", "Play on without saving")
answered by clicks; playing on without saving leaves a lasting notice; a failed autosave and
the host's workers' troubles are shown over the map, not only logged.

The full disk is test_net_saving's: the journal replaced by a file that fails with ENOSPC."""
from pathlib import Path

import pytest

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.shell import lan
from game.fief.autoplay import baron_chooser
from game.fief.local_table import LocalTable
from game.fief.scenes.play import PlayScene
from game.fief.scenes.saving_paused import SavingPausedScene, saving_state
from game.shell.smoke import post_click
from game.fief.table import TableSetup
from game.testing import pump
from net.bots import RandomBot
from net.lobby import Settings
from net.table import HostedTable, TableConfig
from tests.test_client_lan import free_udp_port, hosted_with_the_lan_seat_handed_to_the_computer
from tests.test_net_saving import FULL, fill_disk

NAMES = ("Ann", "Bob", "Cid")


def hosted_scene(app, tmp_path):
    """A hot-seat game of three at this screen whose host saves in ``tmp_path``."""
    players = [(n, COLOURS[i]) for i, n in enumerate(NAMES)]
    hosted = HostedTable.create(players, ["human"] * 3, Settings(seed=6),
                                TableConfig(save_dir=str(tmp_path / "saves")))
    hosted.open()
    hosted.start_game(force=True)
    setup = TableSetup(GameOptions(players=tuple(PlayerSpec(n, c) for n, c in players), seed=6),
                       ("human",) * 3)
    scene = PlayScene(app, setup, table=LocalTable(setup, hosted=hosted), autosave=False,
                      ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    return scene, hosted.authority


def act(scene, auth):
    """The next answer, submitted as the scene's controls submit it; True when applied."""
    seat = auth.record.game.pending()[0].player
    view = auth.view(seat)
    return scene.submit(seat, RandomBot(5, legal=auth.legal_for)(view, view["pending"][0]))


@pytest.fixture
def paused(title_app, tmp_path):
    scene, auth = hosted_scene(title_app, tmp_path)
    assert act(scene, auth)
    moves = len(auth.record.actions)
    fill_disk(auth)
    assert not act(scene, auth)                      # refused, nothing applied
    assert len(auth.record.actions) == moves
    pump(title_app, 2)
    dialog = title_app.stack.top
    assert isinstance(dialog, SavingPausedScene)
    assert dialog.state.cannot_save() == f"The game cannot be saved: {FULL}"
    assert dialog.state.folder_line().endswith(str(tmp_path / "saves"))
    return title_app, scene, auth, dialog


def test_a_full_disk_pauses_the_game_and_try_again_goes_on(paused):
    app, scene, auth, dialog = paused
    moves = len(auth.record.actions)
    post_click(dialog.retry_button.rect.center)
    pump(app, 2)
    assert app.stack.top is scene and not auth.lobby()["saving"]["paused"]
    assert act(scene, auth) and len(auth.record.actions) == moves + 1
    pump(app, 2)
    assert saving_state(scene.controller).notices() == []


def test_playing_on_without_saving_leaves_a_lasting_notice(paused):
    app, scene, auth, dialog = paused
    post_click(dialog.go_on_button.rect.center)
    pump(app, 2)
    assert app.stack.top is scene
    assert act(scene, auth)
    pump(app, 3)
    notices = saving_state(scene.controller).notices()
    assert notices and "not being saved" in notices[0]
    assert app.stack.top is scene                    # no dialog again: the players chose


def test_the_dialog_takes_no_other_input_while_paused(paused):
    app, scene, auth, dialog = paused
    post_click(scene.menu_button.rect.center)        # under the dialog: nothing opens
    pump(app, 2)
    assert app.stack.top is dialog


def test_a_failed_hot_seat_autosave_is_shown_to_the_players(title_app, tmp_path, monkeypatch):
    scene, auth = hosted_scene(title_app, tmp_path)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the saves folder should be")
    scene.controller.autosave_path = blocked / "autosave.json"
    assert act(scene, auth)
    scene.controller.autosave(wait=True)
    pump(title_app, 2)
    notices = saving_state(scene.controller).notices()
    assert len(notices) == 1 and "autosave failed" in notices[0] and str(blocked) in notices[0]
    scene.controller.autosave_path = tmp_path / "autosave.json"
    scene.controller.autosave(wait=True)
    assert saving_state(scene.controller).notices() == []


def test_a_worker_s_trouble_is_reported_on_screen(title_app, tmp_path):
    scene, auth = hosted_scene(title_app, tmp_path)
    auth.report("bots", "the computer players met an error (boom); they go on")
    pump(title_app, 2)
    assert saving_state(scene.controller).notices() == [
        "The host: the computer players met an error (boom); they go on"]
    auth.report("bots", None)
    pump(title_app, 2)
    assert saving_state(scene.controller).notices() == []


def test_a_lan_host_s_screen_pauses_too_and_plays_on_unsaved_by_clicks(title_app, monkeypatch):
    """A LAN game hosted here (its seat 1 handed to the computer): the same dialog."""
    net = lan.Network(bind="127.0.0.1", broadcast="127.255.255.255",
                      discovery_port=free_udp_port(), browse_bind="127.255.255.255",
                      announce_every=0.05, timeout=2.0)
    monkeypatch.setattr(lan, "NETWORK", net)
    monkeypatch.setattr("game.fief.table.BOT_DELAY", 0.0)
    app = title_app
    scene = hosted_with_the_lan_seat_handed_to_the_computer(app)
    auth = scene.controller.table.authority
    choose = baron_chooser()

    def mine():
        pump(app)
        scene.controller.session.wait(0.05)
        return [a for a in scene.controller.asked() if a.seat == 0]

    for _ in range(400):
        if asked := mine():
            break
    assert asked, "this screen's seat was never asked"
    fill_disk(auth)
    assert not scene.submit(0, choose(asked[0].view, asked[0].decision))
    pump(app, 2)
    dialog = app.stack.top
    assert isinstance(dialog, SavingPausedScene) and FULL in dialog.state.cannot_save()
    post_click(dialog.go_on_button.rect.center)
    pump(app, 2)
    assert app.stack.top is scene and auth.lobby()["saving"]["unsaved"]
    assert "not being saved" in saving_state(scene.controller).notices()[0]


def test_try_again_while_the_folder_still_fails_keeps_the_dialog_with_the_reason(paused):
    app, scene, auth, dialog = paused
    folder = Path(auth.lobby()["saving"]["folder"])
    # The stick pulled out: the folder goes away at once (a rename; removing it file by file
    # raced with a writer still finishing in it: "directory not empty").
    folder.rename(folder.with_name(folder.name + "-pulled-out"))
    folder.write_text("a file where the save folder was")          # still no way to save
    post_click(dialog.retry_button.rect.center)
    pump(app, 2)
    assert app.stack.top is dialog and auth.lobby()["saving"]["paused"]
    assert dialog.refusal.startswith("the game cannot be saved: ")
    folder.unlink()
    folder.mkdir()                                                  # the stick is back
    post_click(dialog.retry_button.rect.center)
    pump(app, 2)
    assert app.stack.top is scene and act(scene, auth)
