"""The last six client lines of the fresh seed-40 run of bench/mutants.py (issue 40): a fief's
mark exactly 60 px from a village stays put, a pressed button sinks a pixel down, the engine
tab's price is the bold line, a widget that only draws leaves a click to the next one, a side's
principal stands in the first row, and the glyph check of names runs on real faces.
Headless; drawing is checked on the pixels of a rendered surface."""

from types import SimpleNamespace

import pygame

from game.fief.anim.battle import BattleScript
from game.fief.anim.battle_pieces import ATTACK, DEFENCE, Row
from game.fief.render.map_marks import fief_centres
from game.fief.ui.decisions import purchase
from game.shell import fonts
from game.shell.form import Form
from game.shell.widgets import Button, Widget

BLACK = (0, 0, 0)


def board(*xs: float):
    """A fief without an outline whose villages lie on a line at ``xs``."""
    return SimpleNamespace(fiefs=[SimpleNamespace(name="F", points=[])],
                           villages=[SimpleNamespace(fief="F", x=x, y=0.0) for x in xs])


def test_a_fiefs_mark_exactly_60_px_from_its_nearest_village_stays_put_a_nearer_one_steps_aside():
    """The mark steps aside only when it is nearer than 60 px (bench/mutants.py: ``d < 60`` to
    ``<=`` moved a mark lying exactly at 60)."""
    assert fief_centres(board(0.0, 120.0))["F"] == (60.0, 0.0)
    assert fief_centres(board(0.0, 118.0))["F"] == (70.0, 0.0)     # 59 px: 70 px from (0, 0)


def test_a_pressed_button_is_drawn_a_pixel_down_not_a_pixel_right():
    pygame.init()
    button = Button("OK", lambda: None)
    button.rect = pygame.Rect(10, 10, 80, 30)
    for pressed, top_row_drawn in ((False, True), (True, False)):
        button._pressed = pressed
        surface = pygame.Surface((120, 60))
        surface.fill(BLACK)
        button.draw(surface)
        assert (surface.get_at((50, 10))[:3] != BLACK) is top_row_drawn, pressed
        assert surface.get_at((10, 25))[:3] != BLACK, pressed     # the left edge never moves
        assert (surface.get_at((50, 40))[:3] != BLACK) is pressed    # sunk onto the row below


def test_e_3_the_engine_tabs_price_is_the_bold_line_supply_and_own_are_plain(monkeypatch):
    """E-3, E-9: the engines' tab writes the common supply, the family's engines and the price,
    only the price in bold (bench/mutants.py: ``i == 2`` to ``!=`` made the other two bold)."""
    pygame.init()
    written: list[tuple[str, str]] = []
    monkeypatch.setattr(purchase, "write",
                        lambda surface, text, at, size, role="body", **kw: written.append((text, role)))
    mode = SimpleNamespace(px=int, rect=pygame.Rect(0, 0, 300, 400), body_top=0, engine=None,
                           edition="1429", prices={"engine": 5},
                           env=SimpleNamespace(view={"stock": {"engines": 3}}),
                           player=lambda: {"stock": {"engines": 1}})
    purchase.PurchaseMode.draw_engines(mode, pygame.Surface((300, 400)))   # type: ignore[arg-type]
    assert [role for _, role in written] == ["body", "body", "bold"]
    assert "3" in written[0][0] and "1" in written[1][0] and "5" in written[2][0]


class Picture(Widget):
    """A widget that only draws: it keeps the base class's answer to events."""
    focusable = False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (90, 90, 90), self.rect)


def test_a_widget_that_only_draws_leaves_a_click_to_the_button_after_it():
    """The base ``Widget.handle_event`` tracks the pointer and claims nothing, so a form passes a
    click on to the next widget (bench/mutants.py: the base answering True swallowed it)."""
    pygame.init()
    clicked: list[bool] = []
    picture = Picture()
    picture.rect = pygame.Rect(0, 0, 200, 200)
    button = Button("OK", lambda: clicked.append(True))
    button.rect = pygame.Rect(20, 20, 80, 30)
    form = Form([picture, button])
    assert picture.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5))) is False
    assert picture.hovered
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        form.handle_event(pygame.event.Event(kind, pos=(30, 30), button=1))
    assert clicked == [True]


def test_6_the_principal_stands_first_on_his_side_allies_after_in_the_order_they_joined():
    """The field draws a side's rows in this order: the principal first even when an ally's row
    opened before his, then the allies by arrival (bench/mutants.py: ``!=`` to ``==`` put the
    principal last)."""
    script = BattleScript([], None)         # type: ignore[arg-type]
    script.attacker, script.defender = 0, 1
    rows = {seat: Row(seat, at, moves=[(at, side)]) for seat, at, side in
            ((2, 0.0, ATTACK), (0, 1.0, ATTACK), (3, 2.0, ATTACK), (1, 0.5, DEFENCE))}
    script.rows = list(rows.values())
    assert [r.seat for r in script.rows_on(ATTACK, 5.0)] == [0, 2, 3]
    assert [r.seat for r in script.rows_on(DEFENCE, 5.0)] == [1]


def test_a_name_may_hold_a_letter_every_face_draws_but_not_one_they_lack():
    """The glyph check of names (setup) renders with each name face at 20 px
    (bench/mutants.py: ``font(20, role)``, the arguments swapped, broke it)."""
    pygame.init()
    fonts.can_draw.cache_clear()
    assert fonts.can_draw("é") and fonts.can_draw(" ")
    assert not fonts.can_draw(fonts.MISSING)
