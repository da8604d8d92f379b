"""Colour-blind play (issue 20): the setting, ticked by a click, gives every family's pieces on
the map and its board in the left column the family's own pattern, besides the safe colours,
so two families never differ by colour alone."""
import pygame
from test_client_learn_cards import TAX_TURN, position_scene

from game.shell import i18n
from game.fief.render.icons import stack_chip
from game.fief.render.patterns import PATTERNS, patterned
from game.shell.settings_menu import SettingsScene
from game.shell.smoke import post_click
from game.testing import pump
from game.shell.widgets import label_text


def test_each_family_has_its_own_pattern_inside_its_piece_only():
    grey = (128, 128, 128)
    chip = stack_chip("blue", grey, 2, 3, 0, 24)
    images = {colour: pygame.image.tobytes(patterned(chip, colour, grey), "RGBA") for colour in PATTERNS}
    assert len(set(images.values())) == len(PATTERNS)          # six different patterns
    plain = pygame.image.tobytes(chip, "RGBA")
    assert all(image != plain for image in images.values())
    marked = patterned(chip, "red", grey)
    w, h = chip.get_size()
    assert all(marked.get_at((x, y)) == chip.get_at((x, y))   # nothing drawn outside the chip
               for x in range(w) for y in range(h) if chip.get_at((x, y)).a == 0)


def screen_at(rect):
    return pygame.image.tobytes(pygame.display.get_surface().subsurface(rect).copy(), "RGB")


def test_ticking_the_setting_patterns_the_pieces_and_the_family_boards(title_app):
    scene = position_scene(title_app, TAX_TURN)
    pump(title_app, 2)
    chip = next(s for s in scene.pieces.hotspots if s.kind == "stack" and s.key[0] == "BLAYE").rect
    board = scene.left_rect.inflate(-4, -4).clip(pygame.Rect(scene.left_rect.x, scene.left_rect.y + 60, 40, 200))
    before = screen_at(chip), screen_at(board)
    settings = SettingsScene(title_app)
    title_app.stack.push(settings)
    pump(title_app)
    assert label_text(settings.colourblind.label) == "Colour-blind: safe colours and family patterns"
    post_click(settings.colourblind.rect.center)
    pump(title_app)
    assert title_app.settings.colourblind
    post_click(settings.back_button.rect.center)
    pump(title_app, 2)
    assert title_app.stack.top is scene and scene.pieces.colourblind
    chip = next(s for s in scene.pieces.hotspots if s.kind == "stack" and s.key[0] == "BLAYE").rect
    after = screen_at(chip), screen_at(board)
    assert after[0] != before[0] and after[1] != before[1]
    token = pygame.Surface((20, 20), pygame.SRCALPHA)
    token.fill((200, 40, 40))
    assert scene.pieces.patterned(token, 0) is not token        # the pieces are patterned


def test_the_setting_reads_in_french(title_app):
    i18n.set_language("fr")
    settings = SettingsScene(title_app)
    assert label_text(settings.colourblind.label) == "Daltonisme : couleurs adaptées et motifs des familles"
