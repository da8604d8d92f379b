"""Screens the first 150 % sweep did not reach (tools/scale_sweep.py, U3): the LAN lobby at the
host, whose "The computer plays this seat" ran over the seat's "Open to a LAN player", and
Middle-Ages' table, whose Lords' columns ran their names over each other from 125 %. At
1280x720 in French and 1920x1080 in English."""
import pygame
import pytest

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.scenes.host_lobby import FiefHostLobbyScene
from game.fief.table import TableSetup
from game.middle_ages import boards, texts as ma_texts
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell.smoke import post_click
from game.testing import pump
from tests.test_client_scale150 import SIZES, apart, big_app, texts  # noqa: F401 - fixture


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
def test_the_host_lobby_hands_a_seat_to_the_computer_beside_its_state_at_150_percent(big_app):
    """Fief's lobby at the host, a LAN seat open: the check box stands right of the seat's
    words, over none of them; a click on it hands the seat to the computer and the game may
    start."""
    app = big_app
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    lobby = FiefHostLobbyScene(app, TableSetup(GameOptions(players=players, seed=3),
                                               ("human", "lan", "computer")))
    app.stack.push(lobby)
    pump(app, 2)
    assert lobby.hosted is not None, lobby.error
    box = lobby.hand_boxes[1]
    boxes = texts(lobby, app)
    assert [text for text, rect in boxes if rect.colliderect(box.rect)] == []
    assert apart(boxes) == [] and lobby.seat_rows[1].contains(box.rect)
    assert not lobby.start_button.enabled
    post_click(box.rect.center)
    pump(app, 2)
    assert box.checked and lobby.start_button.enabled


@pytest.mark.parametrize("big_app", SIZES, indirect=True, ids=["720-fr", "1080-en"])
@pytest.mark.parametrize("lords", [3, 5])
def test_middle_ages_table_writes_each_column_name_inside_its_column_at_150_percent(
        big_app, monkeypatch, lords):
    """Every Lord's board: each column's name lies inside its column, so that no name runs
    over the next (the table closes up to the units its layout needs)."""
    app = big_app
    written: list[tuple[str, pygame.Rect]] = []
    write = boards.write

    def spy(surface, text, *args, **kwargs):
        rect = write(surface, text, *args, **kwargs)
        written.append((text, rect))
        return rect

    monkeypatch.setattr(boards, "write", spy)
    names = ("Aliénor", "Baudouin", "Constance", "Dreux", "Ermengarde")[:lords]
    colours = ("blue", "red", "green", "yellow", "pink")
    setup = MASetup(tuple(zip(names, colours)), ("human",) * lords, 7, "random")
    scene = MAPlayScene(app, MATable(setup))
    app.stack.push(scene)
    pump(app, 2)
    columns = scene.columns                  # the eight a tile may be played to, each Lord's
    assert len(columns) == 8 * lords
    headers = [(text, rect) for text, rect in written
               if text in {ma_texts.domain_name(d) for d in ma_texts.DOMAINS}]
    assert len(headers) >= 9 * lords         # and the graveyard's
    unwritten = [(seat, domain) for (seat, domain), col in columns.items()
                 if not any(text == ma_texts.domain_name(domain) and col.contains(rect)
                            for text, rect in headers)]
    assert unwritten == []
