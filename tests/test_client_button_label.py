"""A button's word sits in its middle, the primary (bold) one as the others: Junicode's image is
taller than its letters (a line gap below them), and centring the image set "Commencer",
"Start" and "Back to the title" 5 to 7 pixels high on every primary button of both games."""
import pygame
import pytest

from game.fief.ui.decisions.controls import ChoiceButton
from game.shell.widgets import Button


def ink_band(button: Button) -> tuple[int, int]:
    """The label's ink, top and bottom rows, relative to the button: the pixels that differ
    from the same button drawn without a word."""
    surface = pygame.Surface((button.rect.right + 10, button.rect.bottom + 10))
    label = button.label
    blank = surface.copy()
    button.label = " "          # not "": a catalogue's translation of "" is its header
    button.draw(blank)
    button.label = label
    button.draw(surface)
    rows = [y for y in range(surface.get_height())
            if any(surface.get_at((x, y)) != blank.get_at((x, y)) for x in range(surface.get_width()))]
    return rows[0] - button.rect.top, button.rect.bottom - 1 - rows[-1]


@pytest.mark.parametrize("kind", [Button, ChoiceButton])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_primary_buttons_word_is_as_centred_as_another_buttons(kind, scale):
    """The capital-led word "Commencer" (no descender): its margins above and below differ by
    no more than 3 pixels in a primary button, as in a plain one (before: 12 against 2 for
    a primary Button at 1.0)."""
    pygame.font.init()
    margins = {}
    for primary in (False, True):
        button = kind("Commencer", lambda: None, primary=primary)
        button.scale = scale
        button.rect = pygame.Rect(20, 20, round(220 * scale), round(46 * scale))
        margins[primary] = ink_band(button)
    for primary, (above, below) in margins.items():
        assert abs(above - below) <= 3, (primary, above, below)
    assert abs(margins[True][0] - margins[False][0]) <= 2, margins


def test_a_primary_buttons_word_is_centred_in_french_too(french):
    """The same in French, where the catalogue is installed (and gives "" its header)."""
    test_a_primary_buttons_word_is_as_centred_as_another_buttons(Button, 1.0)
