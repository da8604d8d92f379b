"""Middle-Ages' labels made smaller to stay in their room (drawing.fit): a table at 150 % in
French with lords named as long as the set-up allows, where the banner, the lords' names and
the columns' names must shrink, every label written measured against its place, the buttons
and the other labels' letters (test_client_ma_table.record_labels); and fit's floor."""
from __future__ import annotations

import pygame
import pytest

from game.middle_ages import drawing, texts
from game.shell import fonts, i18n
from game.shell import palette as pal
from game.shell.settings import Settings
from game.testing import make_app, pump
from test_client_ma_table import open_table, record_labels

# As long as the set-up takes a name (16 letters, game/middle_ages/setup.py), wide letters
LONG = (("Wilhelmine Mauve", "blue"), ("Guillaume Maumoe", "red"), ("Mathilde Wambrée", "green"))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_fitted_labels_shrink_into_their_room_at_150_percent(tmp_path, monkeypatch, maps, size):
    """drawing.fit makes a label smaller to keep it in its room: at 150 % in French, with
    three lords named as long as the set-up allows, the banner's turn and order stay clear of
    the Rules button, each lord's name clear of its score, every name of a column, of the
    Graveyard and of an Event card inside its place; no label's letters touch another's, no
    label lies over a button of the table or leaves its tile, card or board."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", settings=Settings(language="fr", ui_scale=1.5), maps=maps)
    try:
        scene = open_table(app, 3, names=LONG)
        written = record_labels(monkeypatch)
        scene.motion.skip()
        pump(app)
        buttons = [w.rect for w in scene.form.widgets if w.visible and w.rect.width > 0]
        assert len(written) > 60 and buttons
        for i, label in enumerate(written):
            text, rect = label.text, label.rect
            assert (label.place or app.screen.get_rect()).contains(rect), (text, rect)
            assert rect.collidelist(buttons) < 0, (text, rect)
            assert not [o.text for o in written[i + 1:] if label.touches(o)], text
    finally:
        app.stack.reset()
        i18n.set_language("en")


def test_fit_takes_the_largest_size_that_fits_and_never_goes_below_its_floor():
    """drawing.fit: the largest size up to the one asked at which the label fits its room;
    where even the floor (``least``, the table's small size) is too big, the floor: a label is
    kept readable (no real table reaches it: the test above would not see the floor lost)."""
    name = "Wilhelmine Mauve"
    size = drawing.fit(name, "bold", 30, 150, 7)
    assert fonts.width(name, "bold", size) <= 150 < fonts.width(name, "bold", size + 1)
    assert fonts.width(name, "bold", 12) > 40
    assert drawing.fit(name, "bold", 20, 40, 12) == 12


def test_an_event_cards_wrapped_lines_keep_apart_at_1280x720(tmp_path, monkeypatch, maps):
    """An Event card's text wrapped on two lines (MA-10's four cards, in French at 1280x720):
    each line starts below the image of the one above it, so that no descender of one line
    (the "g", "p" and "3" of "gagne 3 par") falls on the letters of the next (the body
    face's line size, its point size, set them 3 pixels into each other)."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), "title", settings=Settings(language="fr"), maps=maps)
    try:
        scene = open_table(app, 3)
        written = record_labels(monkeypatch)
        scene.motion.skip()
        pump(app)
        in_cards = [label for label in written if label.place is not None
                    and label.place.height < app.screen.get_height() // 4]
        pairs = [(a, b) for a, b in zip(in_cards, in_cards[1:])
                 if a.place == b.place and a.rect.x == b.rect.x and b.rect.y > a.rect.y]
        assert len(pairs) >= 2, [label.text for label in in_cards]
        for above, below in pairs:
            assert above.rect.bottom <= below.rect.y, (above.text, below.text)
    finally:
        app.stack.reset()
        i18n.set_language("en")


class Drawn(pygame.Surface):
    """A surface that keeps where each image was put on it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.images: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        self.images.append((source, pygame.Rect((dest[0], dest[1]), source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("width", [40, 44, 60, 110])
def test_a_tiles_number_stays_off_its_picture_on_a_narrow_tile(width):
    """M2.2: a tile shows its domain's picture and its number. A tile as narrow as a board's
    column at 1280x720 (the one a lord has just taken, 44 pixels) drew its number on its
    picture ("Rampart 8": the 8 over the stronghold's tower); the picture now keeps to the
    left of the number, for every domain and the widest numbers."""
    for domain in texts.DOMAINS:
        for number in (8, 18, 23):
            surface = Drawn((width, 64))
            drawing.tile(surface, pygame.Rect(0, 0, width, 64),
                         {"domain": domain, "number": number}, lambda v: round(v * 0.67))
            numbers = {id(fonts.text(str(number), "bold", size, pal.INK)) for size in range(6, 40)}
            picture = surface.images[0]                  # drawn first, under the words
            number_image = next(i for i in surface.images if id(i[0]) in numbers)
            offset = (number_image[1].x - picture[1].x, number_image[1].y - picture[1].y)
            ink = pygame.mask.from_surface(picture[0])
            assert ink.overlap(pygame.mask.from_surface(number_image[0]), offset) is None, \
                (domain, number, width)
