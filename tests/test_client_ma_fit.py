"""Middle-Ages' labels made smaller to stay in their room (drawing.fit): a table at 150 % in
French with lords named as long as the set-up allows, where the banner, the lords' names and
the columns' names must shrink, every label written measured against its place, the buttons
and the other labels' letters (test_client_ma_table.record_labels); and fit's floor."""
from __future__ import annotations

import pytest

from game.middle_ages import drawing
from game.shell import fonts, i18n
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
