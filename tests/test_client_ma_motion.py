"""Middle-Ages on screen (issue 23), by real input events: the tile taken slides from its row
to its domain column and the income is counted out coin by coin, both from the referee's
events, and a click or Space skips them; an Event card is announced with what it did to each
lord; the end screen counts every fortune with the referee's numbers; the tooltips tell a
domain's effect and what its income pays now. Computer moves are waited for on the session's
inbox; animations are driven by the frames' time, never by the clock."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.shell import i18n
from game.shell import your_turn
from game.shell.audio import audio_for
from game.middle_ages import table as seating
from game.middle_ages import hints, texts
from game.middle_ages.layout import Spots
from game.middle_ages.end import MAEndScene, tie_words, verdict
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import palette
from game.shell.title import TitleScene
from game.shell.smoke import post_click, post_key, post_motion
from game.testing import pump
from ma_positions import give, named, new_game, told

from engine.middle_ages.turn import final_scoring
from engine.middle_ages.views import view_for

FRAMES = 4000          # a bound on a failing test, never reached by a passing one


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def open_table(app, seats, seed=7, level="random") -> MAPlayScene:
    names = (("Ann", "blue"), ("Bob", "red"), ("Cid", "green"))[:len(seats)]
    scene = MAPlayScene(app, MATable(MASetup(names, seats, seed, level)))
    app.stack.push(scene)
    pump(app)
    return scene


def settle(app, scene: MAPlayScene) -> None:
    """Until the table waits for a person here, or the game is over (computers' moves read)."""
    for _ in range(FRAMES):
        if scene.asked is not None or scene.view["phase"] == "over":
            return
        scene.table.session.wait(5.0)
        pump(app)


def place_lords(app, scene: MAPlayScene) -> None:
    """Both lords of a hot-seat table put their Lords on the top row by clicks (M3.5)."""
    for _ in range(FRAMES):
        if scene.view["phase"] == "play":
            return
        post_click(scene.tiles[min(scene.answers_by_tile())].center)
        pump(app)


def test_M4_2_the_tile_taken_slides_to_its_column_and_the_income_is_counted_coin_by_coin(
        title_app):
    app = title_app
    scene = open_table(app, ("human", "human"))
    place_lords(app, scene)
    scene.motion.skip()
    pump(app)
    seat = int(scene.asked["player"])
    money = scene.view["players"][seat]["money"]
    played = audio_for(app).played
    played.clear()
    post_click(scene.tiles[min(scene.answers_by_tile())].center)   # M4.2.1: move the Lord
    pump(app)
    slide = scene.motion.timeline.beats_of("slide")[-1]
    coins = scene.motion.timeline.beats_of("coins")[-1]
    assert slide.data["seat"] == seat == coins.data["seat"]
    taken = [p for p in scene.view["players"] if p["seat"] == seat][0]
    assert slide.data["face"] in taken["columns"][slide.data["domain"]]   # the tile, by its face
    assert coins.data["money"] == scene.view["players"][seat]["money"]    # the event's numbers
    assert coins.start >= slide.end                        # the tile lands, then the coins come
    assert scene.motion.busy
    shown = []
    while scene.motion.busy:
        pump(app, dt=0.08)
        shown.append(scene.motion.money_shown(seat))
    counted = [m for m in shown if m is not None]
    assert counted[0] <= money + 1 and counted == sorted(counted)      # counted up, coin by coin
    assert len(set(counted)) >= min(coins.data["amount"], 3)
    assert scene.motion.money_shown(seat) is None          # done: the board shows the view's
    cues = [name for name in played if name != your_turn.SOUND]   # the next lord's turn apart
    assert cues[:2] == ["flip", "chime"]                   # the tile laid, then the coins


def test_a_click_on_the_table_or_space_skips_the_animations(title_app):
    app = title_app
    scene = open_table(app, ("human", "human"))
    place_lords(app, scene)
    assert scene.motion.busy                               # turn 1 announced
    post_key(pygame.K_SPACE)
    pump(app)
    assert not scene.motion.busy
    post_click(scene.tiles[min(scene.answers_by_tile())].center)   # a move: more to show
    pump(app)
    assert scene.motion.busy
    post_click((scene.regions.side.x - scene.px(8), scene.size[1] // 2))   # on nothing: skips
    pump(app)
    assert not scene.motion.busy


def test_M7_an_event_card_is_announced_with_what_it_did_to_each_lord(title_app):
    app = title_app
    scene = open_table(app, ("computer", "computer"), seed=3)
    for _ in range(FRAMES):
        if scene.motion.timeline.beats_of("card"):
            break
        scene.table.session.wait(5.0)
        pump(app)
    card = scene.motion.timeline.beats_of("card")[0]
    event = card.data["event"]
    assert event["kind"] == "event_applied"
    scene.motion.clock.t = card.start + card.duration / 2
    assert card in scene.motion.running("card")
    words = texts.card_changes(event, scene.names)
    assert words.split(" · ")[0].startswith(scene.names[0])
    assert all(f"{name} {change:+d}" in words if change else f"{name} 0" in words
               for name, change in zip(scene.names, event["money"]))
    pump(app)                                              # and it is drawn


def test_M8_the_end_screen_counts_every_fortune_with_the_referees_numbers(title_app):
    app = title_app
    scene = open_table(app, ("computer", "computer", "computer"), seed=5)
    settle(app, scene)
    assert scene.view["phase"] == "over" and scene.over is not None
    post_key(pygame.K_SPACE)                               # the last moves' animations skipped
    pump(app)
    end = app.stack.top
    assert isinstance(end, MAEndScene)
    assert [line["score"] for line in end.lines] == scene.over["scores"] == scene.view["scores"]
    assert [line["penalty"] for line in end.lines] == scene.over["penalties"]
    assert [line["money"] for line in end.lines] == [p["money"] for p in scene.view["players"]]
    assert {line["seat"] for line in end.lines if line["winner"]} == set(scene.view["winners"])
    assert not end.counted
    pump(app, 3)
    assert 0 < end.shown(0, 100) < 100 or end.lines[0]["money"] == 0   # being counted
    post_click(end.panel.center)                            # a click shows every number
    pump(app)
    assert end.counted and end.shown(len(end.lines) - 1, 100) == 100
    post_click(end.table_button.rect.center)                # See the table
    pump(app)
    assert app.stack.top is scene
    assert scene.menu_button.label == "Back to the title"
    post_click(scene.menu_button.rect.center)
    pump(app)
    assert isinstance(app.stack.top, TitleScene)


def test_MA8_the_end_screen_shows_the_penalty_the_referee_took_and_what_was_owed(title_app,
                                                                                  monkeypatch):
    app = title_app
    game = new_game(2)
    game.state.players[0].money = 25                     # 8 empty domains: 80 owed, 25 taken
    game.state.players[1].money = 100
    give(game, 1, *(named(t) for t in ("fields-1", "mill-1", "village-3", "rampart-1",
                                       "market-4", "barracks-4", "church-5")))
    final_scoring(game)
    over = told(game.events, "game_over")[0].to_dict()
    end, written = end_screen_written(app, game, over, monkeypatch)
    assert [(line["money"], line["penalty"], line["owed"], line["score"]) for line in end.lines] \
        == [(25, 25, 80, 0), (100, 10, 10, 90)]
    assert "−25" in written and "−10" in written and "0" in written and "90" in written
    assert "80 owed" in written and "10 owed" not in written, "only a capped penalty says so"
    assert not any(text.startswith("Tie broken") for text in written), "no tie: nothing said"


def end_screen_written(app, game, over: dict, monkeypatch) -> tuple[MAEndScene, list[str]]:
    """The end screen of ``over`` shown, its animation skipped, and every text it wrote."""
    end = MAEndScene(app, view_for(game.state, None), over, lambda: None)
    app.stack.push(end)
    written: list[str] = []
    monkeypatch.setattr(end, "write", lambda surface, text, pos, **kw: written.append(text))
    end.skip()
    pump(app)
    return end, written


def test_M10_the_end_screen_names_the_domains_the_referee_compared_to_break_a_tie(title_app,
                                                                                  monkeypatch):
    game = new_game(2)
    for seat, tiles in enumerate((("palace-2", "church-5"), ("palace-5", "mill-1"))):
        game.state.players[seat].money = 100
        give(game, seat, *(named(t) for t in tiles))
    final_scoring(game)
    over = told(game.events, "game_over")[0].to_dict()
    assert over["tie_break"] == ["palace", "church"] and over["winners"] == [0]
    _, written = end_screen_written(title_app, game, over, monkeypatch)
    assert "Tie broken by the most tiles of: Palace, Church" in written


def test_the_tooltips_tell_a_domains_effect_and_what_its_income_pays_now(title_app):
    app = title_app
    scene = open_table(app, ("human", "computer"))
    (seat, domain), rect = next(iter(scene.columns.items()))
    post_motion(rect.center)
    pump(app)
    income = scene.view["players"][seat]["income"][domain]
    text = scene.tooltip(scene.pointer)
    assert text.startswith("Fields: Effect: gain 1 per Peasant")
    assert text.endswith(f"Income with the tiles on the board now: {income}")
    card = scene.spots.cards[0]
    post_motion(card[0].center)
    pump(app)
    assert scene.tooltip(scene.pointer) == f"{texts.card_name(card[1])}: {texts.card_text(card[1])}"
    post_motion(scene.spots.graves[0].center)
    pump(app)
    assert scene.tooltip(scene.pointer) == "The Graveyard is empty."
    post_motion(scene.spots.scores[1].center)             # M8: what the score so far is
    pump(app)
    assert scene.tooltip(scene.pointer) == "Money 0; score if the game ended now 0: 10 less " \
        "for each of 8 domains without a tile, never below 0 (M8)."
    assert texts.graveyard_list([{"domain": "fields", "number": 3},
                                 {"domain": "mill", "number": 12}]) == \
        "In the Graveyard: Fields 3, Mill 12"


def test_M8_the_end_screens_words_take_their_plural_forms_in_both_languages():
    lines = [{"name": "Ann", "winner": True}, {"name": "Bob", "winner": True},
             {"name": "Cid", "winner": False}]
    changes = {"kind": "event_applied", "card": "earthquake", "money": [0, 2, 0],
               "destroyed": [[40], [], [41, 42]]}
    try:
        assert verdict(lines[1:]) == "Bob wins the game"
        assert verdict(lines) == "Ann, Bob share the victory"
        assert texts.card_changes(changes, ["Ann", "Bob", "Cid"]) == \
            "Ann 0 (1 tile lost) · Bob +2 · Cid 0 (2 tiles lost)"
        i18n.set_language("fr")
        assert verdict(lines[1:]) == "Bob gagne la partie"
        assert verdict(lines) == "Ann, Bob se partagent la victoire"
        assert texts.card_changes(changes, ["Ann", "Bob", "Cid"]) == \
            "Ann 0 (1 tuile perdue) · Bob +2 · Cid 0 (2 tuiles perdues)"
        assert tie_words(["palace", "church", "village"]) == \
            "Égalité départagée par le plus de tuiles : Palais, Église, Village"
    finally:
        i18n.set_language("en")


def test_M6_the_draw_pile_shows_its_size_and_the_number_on_its_top_tiles_back_only(title_app):
    app = title_app
    scene = open_table(app, ("human", "computer"))
    (rect, key), = scene.pile_spots                       # 2 players: no orange pile (M3.1)
    post_motion(rect.center)
    pump(app)
    pile = scene.view["pile"]
    assert key == "pile" and "order" not in pile
    assert scene.tooltip(scene.pointer) == (
        f"The draw pile: {pile['size']} tiles, face down; the number on the back of its top "
        f"tile is {pile['top_number']} (the rest of its order is hidden).")


def test_the_lords_colours_follow_the_colour_blind_setting(title_app):
    app = title_app
    scene = open_table(app, ("human", "computer"))
    board = scene.regions.boards[0]
    edge = (board.centerx, board.y)                           # the top of Ann's board's frame
    assert app.screen.get_at(edge)[:3] == palette.family("blue")
    app.apply_settings(replace(app.settings, colourblind=True))
    pump(app)
    assert app.screen.get_at(edge)[:3] == palette.family("blue", True) != palette.family("blue")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_M7_an_event_cards_banner_covers_none_of_the_choices_asked_meanwhile(title_app, size):
    """Turn 4's Event card is announced while the next lord already chooses a tile of turn 5:
    the banner (up to 2.4 s) goes where it covers no lit tile, lit column or answer."""
    app = title_app
    app.on_resize(size)
    names = (("Ann", "blue"), ("Bob", "red"), ("Cid", "green"), ("Dora", "yellow"),
             ("Ermengarde", "pink"))
    scene = MAPlayScene(app, MATable(MASetup(names, ("human",) * 5, 7, "random")))
    app.stack.push(scene)
    for _ in range(FRAMES):
        pump(app)
        if scene.motion.timeline.beats_of("card") and scene.asked is not None:
            break
        if scene.asked is not None:
            scene.motion.skip()
            scene.choose(scene.asked["choices"][-1])
    card = scene.motion.timeline.beats_of("card")[0]
    assert scene.asked["kind"] == "move_lord"
    scene.motion.clock.t = card.start + card.duration / 2
    pump(app)
    assert card in scene.motion.running("card") and len(scene.motion.banners) == 1
    banner = scene.motion.banners[0]
    choices = scene.choice_rects()
    assert len(choices) >= 2 and not any(banner.colliderect(r) for r in choices), banner
    assert app.screen.get_rect().contains(banner)


def test_M2_2_a_tiles_tooltip_says_its_symbol_and_back_and_a_columns_its_tokens():
    """The tooltips name what the little pictures are: a tile's symbol and back (M2.2), the
    tokens under a domain (M5.7, M5.8), from the view alone."""
    view = {"rows": [[{"domain": "fields", "number": 10, "peasant": True, "chest": False,
                       "orange": True}, {"domain": "mill", "number": 3, "orange": False}]],
            "players": [{"seat": 0, "income": {"mill": 5}, "coin_tokens": ["mill"],
                         "parcel_tokens": {"mill": "market"}, "graveyard": []}]}
    tiles = {(0, 0): pygame.Rect(0, 0, 10, 10), (0, 1): pygame.Rect(20, 0, 10, 10)}
    spots = Spots(tiles, {(0, "mill"): pygame.Rect(0, 50, 10, 10)}, {}, {}, {}, [],
                  pygame.Rect(0, 0, 1, 1))
    assert hints.tooltip_text(view, (5, 5), spots, []).startswith(
        "Fields 10 (a Peasant, orange back): Effect:")
    assert hints.tooltip_text(view, (25, 5), spots, []).startswith("Mill 3 (blue back): ")
    column = hints.tooltip_text(view, (5, 55), spots, [])
    assert "An Extra-coin token: 1 more per tile its income counts (M5.7). A Market Parcel " \
           "token: its income counts Market tiles too (M5.8). Income with the tiles on the " \
           "board now: 5" in column
