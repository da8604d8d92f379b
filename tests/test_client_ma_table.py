"""Middle-Ages' table as a new user finds it (issue 37), by real input events where it is input:
every label whole from 1280x720 to 4K in English and French, answers naming the tile they
choose, unlit tiles saying why, number keys picking answers, tooltips clear of the choices,
the coins' amounts clear of the lords' names, the boards filling the table, and the pawns,
cards, payments and attacks animated from the referee's events."""
from __future__ import annotations

from typing import NamedTuple

import pygame
import pytest

from game.middle_ages import boards, drawing, hints, texts
from game.middle_ages import table as seating
from game.middle_ages.layout import Spots
from game.middle_ages.motion import Motion
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import fonts, i18n
from game.shell.palette import INK
from game.shell.smoke import post_key, post_motion
from game.testing import pump
from game.shell.widgets import label_text

FRAMES = 4000          # a bound on a failing test, never reached by a passing one
NAMES = (("Ann", "blue"), ("Bob", "red"), ("Cid", "green"), ("Dora", "yellow"),
         ("Ermengarde", "pink"))


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def open_table(app, players: int, seed: int = 7, names=NAMES) -> MAPlayScene:
    scene = MAPlayScene(app, MATable(MASetup(names[:players], ("human",) * players, seed,
                                             "random")))
    app.stack.push(scene)
    pump(app)
    return scene


def play_until(app, scene: MAPlayScene, done) -> None:
    """Answer with the last listed answer (by its number key) until ``done()``."""
    for _ in range(FRAMES):
        if done():
            return
        asked = scene.asked
        assert asked is not None
        scene.motion.skip()
        key = pygame.K_1 + min(len(scene.answers), 9) - 1
        post_key(key)
        pump(app)
    raise AssertionError("never reached")


def moving(scene: MAPlayScene) -> bool:
    asked = scene.asked
    return asked is not None and asked["kind"] == "move_lord"


SIZES = ((1280, 720), (1600, 900), (1920, 1080), (3840, 2160))


class Label(NamedTuple):
    """A label the table wrote: its words, size, rectangle, the tile, card or board it was
    written for (None: the table itself), and its ink (the letters' own pixels in ``rect``)."""

    text: str
    size: int
    rect: pygame.Rect
    place: pygame.Rect | None
    ink: pygame.mask.Mask

    def touches(self, other: Label) -> bool:
        """Whether a pixel of this label's letters lies on one of ``other``'s, the lines of one
        wrapped text too (a card's words: fonts.line_step keeps them apart)."""
        offset = (other.rect.x - self.rect.x, other.rect.y - self.rect.y)
        return self.ink.overlap(other.ink, offset) is not None


def record_labels(monkeypatch) -> list[Label]:
    """Every label the table writes, as it draws it."""
    written: list[Label] = []
    owner: list[pygame.Rect] = []
    original = drawing.write

    def record(surface, text, pos, size, colour=INK, role="body", *args, **kwargs):
        rect = original(surface, text, pos, size, colour, role, *args, **kwargs)
        ink = pygame.mask.from_surface(fonts.text(text, role, size, colour))
        written.append(Label(text, size, rect, owner[-1] if owner else None, ink))
        return rect

    def owned(function, place):
        def drawn(surface, *args, **kwargs):
            owner.append(place(args).copy())
            try:
                return function(surface, *args, **kwargs)
            finally:
                owner.pop()
        return drawn

    monkeypatch.setattr(drawing, "write", record)
    monkeypatch.setattr(boards, "write", record)
    monkeypatch.setattr(drawing, "tile", owned(drawing.tile, lambda a: a[0]))
    monkeypatch.setattr(drawing, "card_face", owned(drawing.card_face, lambda a: a[0]))
    monkeypatch.setattr(boards, "board", owned(boards.board, lambda a: a[1]))
    return written


@pytest.mark.parametrize("players,language,sizes", [
    (2, "fr", SIZES[::3]), (3, "en", SIZES[::3]), (4, "fr", SIZES[::3]), (5, "en", SIZES),
    (5, "fr", SIZES)])
def test_every_label_of_the_table_is_readable_and_whole_from_1280x720_to_4k(
        title_app, monkeypatch, players, language, sizes):
    """Every label the table writes (names, numbers, money, scores, incomes, the Event cards'
    words) is at least the table's small size (drawing.SMALL: 11 pixels at 1280x720) and
    whole inside the tile, card or board it belongs to, with 2 to 5 lords, at every size and
    in both languages; every domain's name is written in its tile or column."""
    app = title_app
    i18n.set_language(language)
    scene = open_table(app, players)
    play_until(app, scene, lambda: scene.view["turn"] >= 3 and moving(scene))
    written = record_labels(monkeypatch)
    names = {texts.domain_name(d) for d in texts.DOMAINS}
    for size in sizes:
        app.on_resize(size)
        written.clear()
        scene.motion.skip()
        pump(app)
        least = scene.px(drawing.SMALL)
        places = list(scene.spots.tiles.values()) + list(scene.spots.columns.values())
        shown = [(text, rect) for text, _s, rect, _o, _i in written if text in names]
        assert {text for text, _r in shown} == names, size
        for text, rect in shown:
            assert any(place.contains(rect) for place in places), (size, text, rect)
        for text, font_size, rect, place, _ink in written:
            assert font_size >= least, (size, text, font_size)
            assert (place or app.screen.get_rect()).contains(rect), (size, text, rect, place)
        done = {str(card["card"]) for card in scene.view["events"] if card.get("done")}
        for rect, card in scene.spots.cards:
            on_it = " ".join(label.text for label in written if label.place == rect)
            assert card in done or texts.card_text(card) in on_it, (size, card, on_it)
        for seat, name in scene.spots.names.items():
            assert scene.regions.boards[seat].contains(name)
            assert not name.colliderect(scene.spots.purses[seat]), (size, seat)


def test_answers_name_the_tile_they_choose_and_number_keys_pick_them(title_app):
    app = title_app
    scene = open_table(app, 3)
    play_until(app, scene, lambda: moving(scene))
    row = int(scene.view["destination_row"])
    seat = int(scene.asked["player"])
    labels = [label_text(button.label) for button, _a in scene.answers]
    for i, (label, (_b, action)) in enumerate(zip(labels, scene.answers)):
        info = scene.view["rows"][row][action["col"]]
        assert label == f"{i + 1}  {texts.domain_name(info['domain'])} {info['number']}, " \
                        f"row {row + 1}"
    second = scene.answers[1][1]
    move = scene.view["move"]
    post_key(pygame.K_2)                                  # the number key of the second answer
    pump(app)
    assert scene.view["move"] == move + 1
    assert scene.view["players"][seat]["lord"] == [row, second["col"]]


def test_M5_7_the_extra_coin_choice_says_what_it_does_and_each_answer_its_income():
    view = {"rows": [[None]], "destination_row": None,
            "players": [{"seat": 0, "income": {"mill": 4, "market": 6}, "graveyard": []}]}
    asked = {"kind": "church", "player": 0}
    assert "raises that domain's rate by 1" in hints.explain(view, asked)
    assert texts.answer_label({"kind": "coin", "domain": "mill"}, view, 0) == \
        "Under Mill (income now 4)"
    try:
        i18n.set_language("fr")
        assert texts.answer_label({"kind": "coin", "domain": "mill"}, view, 0) == \
            "Sous Moulin (revenu actuel 4)"
        assert "M5.7" in hints.explain(view, asked)
    finally:
        i18n.set_language("en")


def test_M5_4_a_tile_not_lit_says_why_occupied_reserved_or_the_scouts_own_row():
    tile = {"domain": "mill", "number": 3}
    view = {"rows": [[tile, tile, tile], [tile, tile, tile], [tile, tile, tile],
                     [tile, tile, tile]],
            "destination_row": 1,
            "players": [{"seat": 0, "lord": [0, 0], "scout": None},
                        {"seat": 1, "lord": [1, 0], "scout": [1, 1]},
                        {"seat": 2, "lord": [0, 2], "scout": [2, 2]}]}
    move = {"kind": "move_lord", "player": 0}
    assert hints.unlit_reasons(view, move, {(1, 2)}) == {(1, 0): "Occupied", (1, 1): "Reserved"}
    scout = {"kind": "rampart", "player": 1}          # Bob's own Scout reserves nothing against him
    lit = {(0, 1), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2)}
    assert hints.unlit_reasons(view, scout, lit) == {
        (0, 0): "Occupied", (0, 2): "Occupied", (1, 0): "Occupied", (1, 1): "Your row",
        (1, 2): "Your row"}


def test_an_occupied_tile_of_the_row_to_choose_from_is_marked_on_the_table(title_app):
    app = title_app
    scene = open_table(app, 3)
    play_until(app, scene, lambda: moving(scene) and any(
        p["lord"] is not None and p["lord"][0] == scene.view["destination_row"]
        for p in scene.view["players"]))
    row = int(scene.view["destination_row"])
    taken = next(tuple(p["lord"]) for p in scene.view["players"]
                 if p["lord"] is not None and p["lord"][0] == row)
    scene.motion.skip()
    pump(app)
    assert taken not in scene.answers_by_tile()
    assert hints.unlit_reasons(scene.view, scene.asked, scene.answers_by_tile())[taken] == \
        "Occupied"
    assert "occupied" in hints.explain(scene.view, scene.asked)


def test_a_tiles_tooltip_never_covers_the_tiles_to_choose_from(title_app):
    app = title_app
    scene = open_table(app, 4)
    play_until(app, scene, lambda: scene.view["turn"] >= 2 and moving(scene))
    scene.motion.skip()
    pump(app)
    lit = scene.answers_by_tile()
    row = int(scene.view["destination_row"])
    above = [spot for spot in scene.tiles if spot[0] == row - 1 and
             scene.view["rows"][spot[0]][spot[1]] is not None]
    for spot in above + sorted(lit):
        post_motion(scene.tiles[spot].center)
        pump(app)
        assert scene.tooltip_rect is not None, spot
        for other in scene.choice_rects():
            if not other.collidepoint(scene.tiles[spot].center):
                assert not scene.tooltip_rect.colliderect(other), (spot, other)


def test_the_coins_amount_never_covers_a_lords_name(title_app):
    app = title_app
    scene = open_table(app, 3)
    play_until(app, scene, lambda: bool(scene.motion.timeline.beats_of("coins")))
    seen = 0
    for beat in scene.motion.timeline.beats_of("coins"):
        scene.motion.clock.t = beat.start + beat.duration / 2
        pump(app, dt=0.0)
        assert scene.labels
        seen += 1
        for label in scene.labels:
            for name in scene.spots.names.values():
                assert not label.colliderect(name)
    assert seen


def test_the_boards_fill_the_table_and_the_chronicle_takes_the_spare_slot(title_app):
    app = title_app
    for players in (2, 3, 4, 5):
        scene = open_table(app, players)
        regions = scene.regions
        left = regions.side.x
        below = app.screen.get_height() - regions.rows.bottom
        used = sum(b.width * b.height for b in regions.boards)
        if regions.log is not None and regions.log.y >= regions.rows.bottom:
            used += regions.log.width * regions.log.height
        assert used >= 0.85 * left * below, players        # no large empty area
        assert (regions.log is not None) == (players in (2, 3, 5))
        if players == 2:        # the room under the Event cards, two a line, holds the chronicle
            assert regions.cards.bottom < regions.log.y and regions.log.bottom <= regions.rows.bottom
            assert regions.log.x == regions.cards.x and regions.log.height >= scene.px(90)
        assert regions.cards.width >= scene.px(150)
        app.stack.pop()


def motion_views(lord=None, scout=None):
    player = {"seat": 0, "colour": "blue", "lord": lord, "scout": scout, "columns": {},
              "graveyard": []}
    return {"rows": [], "players": [player, dict(player, seat=1, colour="red")]}


def test_pawns_walk_and_an_attack_sends_coins_and_a_tile_flying_from_the_events():
    motion = Motion()
    before = motion_views(lord=[0, 1])
    events = [{"kind": "lord_moved", "player": 0, "row": 1, "col": 2},
              {"kind": "attacked", "player": 1, "by": 0, "tile": None, "domain": None,
               "amount": 2},
              {"kind": "attacked", "player": 1, "by": 0, "tile": 5, "domain": "mill",
               "amount": 0},
              {"kind": "mill_paid", "player": 1, "to": 0, "amount": 2},
              {"kind": "event_applied", "card": "earthquake", "money": [0, 0],
               "destroyed": [[], [7]]}]
    rampart = {"id": 7, "domain": "rampart", "number": 4}
    after = motion_views(lord=[1, 2])
    after["players"][1]["graveyard"] = [rampart]
    motion.add(events, before, after)
    walk, = motion.timeline.beats_of("walk")
    assert walk.data["start"] == (0, 1) and walk.data["end"] == (1, 2)
    assert (0, "lord") in motion.walking()                 # hidden from its tile until it arrives
    pays = motion.timeline.beats_of("pay")
    assert [(p.data["payer"], p.data["payee"], p.data["amount"]) for p in pays] == \
        [(1, 0, 2), (1, 0, 2)]
    attack, earthquake = motion.timeline.beats_of("fall")   # the tiles lost fall to the Graveyard
    assert (attack.data["seat"], attack.data["domain"]) == (1, "mill")
    assert (earthquake.data["seat"], earthquake.data["domain"]) == (1, "rampart")
    card, = motion.timeline.beats_of("card")
    assert card.start < earthquake.start < card.end       # while the card is shown
    assert motion.turning() == {"earthquake": 0.0}
    motion.skip()
    assert motion.walking() == {} and motion.turning() == {}


def test_a_walking_scout_is_drawn_as_a_scout_and_a_lord_as_a_lord(monkeypatch):
    """MA: the Scout is the square pawn, the Lord the round one, on the way as on the tile
    (bench/mutants.py: ``==`` to ``!=`` in ``draw_walks`` swapped them while walking)."""
    motion = Motion()
    before = motion_views(lord=[0, 1], scout=[0, 1])
    events = [{"kind": "lord_moved", "player": 0, "row": 1, "col": 2},
              {"kind": "scout_placed", "player": 0, "row": 2, "col": 3}]
    motion.add(events, before, motion_views(lord=[1, 2], scout=[2, 3]))
    tiles = {(r, c): pygame.Rect(100 * c, 100 * r, 90, 90) for r in range(3) for c in range(4)}
    spots = Spots(tiles, {}, {}, {}, {}, [], pygame.Rect(0, 0, 10, 10))
    drawn: list[bool] = []
    monkeypatch.setattr(drawing, "pawn", lambda surface, centre, colour, px, scout, *rest:
                        drawn.append(scout))
    surface = pygame.Surface((400, 300))
    for beat in motion.timeline.beats_of("walk"):
        motion.clock.t = beat.start + beat.duration / 2
        motion.draw_walks(surface, spots, before, int, False)
    assert drawn == [False, True, True]         # the Scout waits at its start meanwhile


@pytest.mark.parametrize("players,size,language", [(3, (1920, 1080), "en"),
                                                   (5, (1280, 720), "fr")])
def test_the_key_to_the_table_fills_the_side_panels_free_room(title_app, players, size,
                                                               language):
    """When the chronicle has a board slot of its own, the side panel's free room under the
    prompt holds the key to the pictures (pawns, symbols, backs, tokens, numbers), whole, clear
    of the answers; with the chronicle in the side panel (four lords) the key stands over it
    (tests/test_client_ma_key.py checks every decision)."""
    app = title_app
    i18n.set_language(language)
    app.on_resize(size)
    scene = open_table(app, players)
    play_until(app, scene, lambda: moving(scene))
    pump(app)
    assert scene.key is not None and scene.regions.side.contains(scene.key)
    assert not any(scene.key.colliderect(button.rect) for button, _a in scene.answers)
    assert scene.key.bottom <= scene.away.button.rect.y
    four = open_table(app, 4)
    pump(app)
    assert four.regions.log is None and four.key is not None
    assert four.key.bottom <= four.away.button.rect.y

