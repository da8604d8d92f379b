"""Issue 19: defects of a first game shown by posted input (clicks, pointer moves) through the
whole program's scene stack, checking what the screen shows afterwards."""

import pygame
import pytest

from engine.fief.api import COLOURS
from game.shell import i18n
from game.fief.anim.cast import Cast
from game.fief.anim.feed import StaticFeed
from game.fief.autoplay import Driver, baron_chooser
from game.fief.scenes.election import ElectionScene
from game.shell import palette as pal
from game.shell.smoke import post_click, post_key, post_motion
from game.testing import make_app, pump
from game.shell.click_guard import SPAN
from game.fief.ui.decisions.cards import CardsMode
from game.fief.ui.family_board import px_of, stat_items
from game.fief.ui.texts import card_name
from tests.test_client_first_game import start

BARON = baron_chooser()
LORDS_SEED = 8          # the human holds the Cardinal or d'ARC at the first draw


@pytest.fixture
def app(title_app):
    yield title_app
    i18n.set_language("en")


def draw_button(scene):
    """The decision's button that draws from a deck, when the draw of 2.1 is asked."""
    if not isinstance(scene.mode, CardsMode):
        return None
    return next((b for b in scene.mode.list.buttons
                 if (b.action or {}).get("kind") == "draw" and b.visible), None)


def draws(scene):
    return sum(1 for e in scene.controller.log if e.event.get("kind") == "card_drawn")


def buttons(scene):
    return {str(b.action): tuple(b.rect) for b in scene.mode.list.buttons if b.visible}


def test_defect10_a_draw_keeps_the_buttons_in_place_and_a_quick_second_click_is_ignored(app):
    scene = start(app, ("human", "computer", "computer"))
    Driver(app).play(scene, timeout=60, stop=lambda s: draw_button(s) is not None)
    before, hand = buttons(scene), len(scene.mode.cards)
    spot, drawn = draw_button(scene).rect.center, draws(scene)
    post_click(spot)                       # draws a card: the decision is laid out again
    pump(app)
    assert draws(scene) == drawn + 1 and len(scene.mode.cards) == hand + 1
    after = buttons(scene)                 # the hand's new card pushed no button down
    assert after and all(after[action] == before[action] for action in after if action in before)
    shown = scene.mode
    post_click(spot)                       # at once, on the same spot: a double click
    pump(app)
    assert draws(scene) == drawn + 1 and scene.mode is shown and shown.card is None
    pump(app, 1, dt=SPAN + 1 / 60)        # a moment later the same spot is a deliberate click
    if draw_button(scene) is not None and draw_button(scene).rect.collidepoint(spot):
        post_click(spot)
        pump(app)
        assert draws(scene) == drawn + 2


def lords_first(view, decision):
    """Draws from the Lords deck whenever it may (the Cardinal and d'ARC are in it)."""
    for action in decision.get("choices") or []:
        if action.get("kind") == "draw" and action.get("deck") == "lords":
            return action
    return BARON(view, decision)


def held(scene, cards):
    widgets = getattr(scene.mode, "cards", None) or []
    return next((w for w in widgets if w.card in cards), None)


def test_defect5_pointing_at_the_cardinal_or_darc_in_the_hand_names_the_card_on_a_lords_card(app):
    scene = start(app, ("human", "computer", "computer"), seed=LORDS_SEED)
    Driver(app, choose=lords_first).play(
        scene, timeout=60, stop=lambda s: held(s, {"cardinal", "darc"}) is not None)
    widget = held(scene, {"cardinal", "darc"})
    post_motion(widget.rect.center)
    pump(app)
    lines = scene.tooltip_lines()
    assert lines[0] == card_name(widget.card) and "Fortune" not in lines[0]
    band_y = widget.rect.y + round(widget.rect.height * 0.13)
    assert app.screen.get_at((widget.rect.x + 6, band_y))[:3] == pal.BURGUNDY    # a Lords card


@pytest.mark.parametrize("voters", [3, 4, 6])
def test_defect9_after_skipping_to_the_end_every_voter_shows_its_shield_in_the_panel(
        tmp_path, monkeypatch, voters):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), map_file=tmp_path / "no-map.tmx")
    try:
        cast = Cast(tuple(f"Family {i}" for i in range(voters)), tuple(COLOURS[:voters]), {}, {})
        scene = ElectionScene(app, StaticFeed([]), cast=cast, item="pope")
        app.stack.push(scene)
        pump(app)
        post_key(pygame.K_SPACE)                 # skip to what is known, as a player does
        pump(app, 2)
        rows = [pygame.Rect(r) for r in scene.drawn["voters"]]
        assert len(rows) == voters
        for seat, row in enumerate(rows):
            assert scene.voters_rect.contains(row)
            side = min(scene.px(24), row.height - scene.px(2))
            centre = (row.x + side * 5 // 12, row.centery)          # the voter's shield
            assert app.screen.get_at(centre)[:3] == scene.family(seat), (seat, row)
    finally:
        app.stack.reset()


def test_defect12_in_french_at_1280x720_back_on_the_families_the_reserve_shows_its_knights(app):
    i18n.set_language("fr")
    scene = start(app, ("human", "computer", "computer", "computer"))
    post_key(pygame.K_t)                         # the titles, then the families again
    pump(app)
    post_key(pygame.K_t)
    pump(app, 2)
    assert scene.left.tab == "families"
    view = scene.controller.shown_view()
    px = px_of(scene.scale)
    player = view["players"][0]
    items, _height = stat_items(player, scene.left_content.width, px(16), px(48), px(10), px)
    knights_icon, (x, y) = items[3]
    count_image, (cx, cy) = items[4]
    board_top = scene.left_content.y - scene.left.scroll
    # The knights' count is on the screen, inside the column, in ink: not cut off.
    count_rect = pygame.Rect(scene.left_content.x + cx, board_top + cy, *count_image.get_size())
    assert scene.left_content.contains(count_rect)
    inked = [app.screen.get_at((xx, yy))[:3] for xx in range(count_rect.left, count_rect.right)
             for yy in range(count_rect.top, count_rect.bottom)]
    assert any(sum(abs(a - b) for a, b in zip(p, pal.INK_SOFT)) < 60 for p in inked)
