"""The Diplomacy dialog offers nothing the referee must refuse, and fits: the offer of an
exchange waits until it exchanges something (8.0: an offer of nothing is refused), with a line
saying what to choose, in English and French; and the largest dialog (six families, three cards,
captives, two Holy Relics to take up, 11.1) lays every control out whole, inside the dialog and
the window, none over another, at 1280x720 and 1920x1080, in English and French."""
import pygame
import pytest
from diplomacy_dialogs import drawn_texts, open_dialog, written
from politics import position, village

from game.fief.ui.label_fit import clipped, clipped_labels
from game.shell import i18n
from game.shell.settings import Settings
from game.shell.smoke import post_click, post_key, post_motion
from game.shell.widgets import Widget, label_text
from game.testing import make_app, pump


@pytest.mark.parametrize("language, hint", [
    ("en", "Tick a card to give or choose one to ask for."),
    ("fr", "Cochez une carte à donner ou choisissez-en une à demander.")])
def test_8_0_the_offer_waits_for_a_card_given_or_asked_then_is_sent(app, language, hint):
    """Nothing ticked and "Ask for: nothing": the button is disabled and a line says what to
    choose, and a click on it sends nothing; a card asked for, or one ticked, turns it on."""
    i18n.set_language(language)
    scene, dialog = open_dialog(app, position("purchase", hands={0: ["tax"]}, money={0: 3}))
    offer, asked = dialog.offer_button, dialog.card_asked
    assert not offer.enabled and hint in drawn_texts(dialog, app)
    post_click(offer.rect.center)                             # disabled: nothing happens
    pump(app, 2)
    assert app.stack.top is dialog and not dialog.message
    assert scene.controller.views[0]["step"] == "purchase"
    post_click(asked.arrow_rects()[1].center)                 # ask for the first card
    pump(app)
    assert asked.value is not None and offer.enabled and hint not in drawn_texts(dialog, app)
    post_click(asked.arrow_rects()[0].center)                 # back to nothing: off again
    pump(app)
    assert asked.value is None and not offer.enabled and hint in drawn_texts(dialog, app)
    post_click(dialog.card_toggles[0].rect.center)            # give the tax
    pump(app)
    assert offer.enabled and hint not in drawn_texts(dialog, app)
    post_click(offer.rect.center)
    pump(app, 2)
    view = scene.controller.views[0]
    assert dialog not in list(app.stack) and view["step"] == "card_exchange"  # DAVID answers
    assert view["frames"][-1]["deal"]["give"] == ["tax"]


def largest(third: str = "KIRSTEN") -> dict:
    """GRADY's purchases in a game of six with Holy Relics: five families to invite (the
    third family named ``third``), three cards of long names, two villages (the board's
    longest name among them), two captives, and two lords of his in BLAYE where the Grail
    lies loose."""
    names = ("GRADY", "DAVID", third, "GUNTER", "MARGUERITE", "BARTHOLOMEW")
    colours = ("blue", "red", "green", "yellow", "magenta", "white")
    players = [{"name": n, "colour": c, "hand": [], "money": 0} for n, c in zip(names, colours)]
    players[0].update(hand=["secret_passage", "assassination", "good_weather"], money=12)
    blaye = village("blue", men=1, lords=["GUILLAUME", "GEOFFROY"], relic="grail")
    blaye["units"]["blue"]["captives"] = ["MATHILDE", "BEAUDOIN"]
    villages = {"BLAYE": blaye, "ST CIERS D'ABZAC": village("blue", men=1),
                **{v: village(c, men=1, lords=[lord]) for v, c, lord in (
                    ("TOURNUS", "red", "JEANNE"), ("BOURG", "green", "OTHON"),
                    ("SIGY", "yellow", "BLANCHE"), ("BAZAS", "magenta", "MIREILLE"),
                    ("CHAROLLES", "white", "THIERRY"))}}
    return {"players": players, "step": "purchase", "first": "GRADY", "round": 2, "begun": True,
            "villages": villages, "optional": ["holy_relics"],
            "lords": {"MATHILDE": {"owner": "red"}, "BEAUDOIN": {"owner": "green"}}}


def named(widget: Widget) -> str:
    """A control in words, for a failure's message."""
    label = getattr(widget, "label", None)
    shown = label_text(label) if label else getattr(widget, "show", str)(widget.value)
    return f"{type(widget).__name__} {shown!r}"


@pytest.fixture
def sized_app(request, tmp_path, monkeypatch, maps):
    """The program at a window size, in a language, at an interface scale (``request.param``),
    on the test board."""
    size, language, scale = request.param
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, map_file=tmp_path / "no-map.tmx",
                   settings=Settings(language=language, ui_scale=scale), maps=maps)
    pump(app)
    yield app
    app.stack.reset()


@pytest.mark.parametrize("sized_app", [
    ((1280, 720), "en", 1.0), ((1280, 720), "fr", 1.0), ((1920, 1080), "en", 1.0),
    ((1920, 1080), "fr", 1.0), ((1280, 720), "fr", 1.25), ((1280, 720), "en", 1.5),
    ((1280, 720), "fr", 1.5), ((1920, 1080), "en", 1.5), ((1920, 1080), "fr", 1.5)],
    indirect=True, ids=["720-en", "720-fr", "1080-en", "1080-fr", "720-fr-125%", "720-en-150%",
                        "720-fr-150%", "1080-en-150%", "1080-fr-150%"])
def test_issue36_the_largest_dialog_lays_every_control_out_whole_and_apart(sized_app):
    """With two relic buttons the right column ran under Close at 1280x720, and at 150 % the
    content (1.5 x 650 units) overlapped in every window (the dialog now closes up): every control
    (with a refusal's message and rule link beside Close: the Grail's first taker must be a
    bishop, A54) and every title and line the dialog writes is inside the dialog, inside the
    window, over nothing else, and whole."""
    app = sized_app
    _scene, dialog = open_dialog(app, largest())
    assert len(dialog.talk_toggles) == 5 and len(dialog.card_toggles) == 3
    assert len(dialog.relic_buttons) == 2 and dialog.release_button.enabled
    post_click(dialog.relic_buttons[0].rect.center)           # refused: a message and a link
    pump(app)
    assert dialog.message.startswith("Refus") and dialog.rule_link.button.visible
    screen, panel = pygame.Rect((0, 0), app.size), dialog.panel
    assert screen.contains(panel)
    controls = [w for w in dialog.form.widgets if w.visible]
    boxes = [(named(w), w.rect) for w in controls] + [("message", dialog.message_area())]
    boxes += written(dialog, app)                 # the titles, the notes, the line of money
    assert [name for name, rect in boxes if not panel.contains(rect)] == []
    assert [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:]
            if ra.colliderect(rb)] == []
    assert clipped_labels(controls, app.size) == []
    for chooser in (dialog.card_asked, dialog.village):         # every value it may show
        for index in range(len(chooser.options)):
            chooser.index = index
            assert clipped(chooser, screen) is None, chooser.show(chooser.value)


LONG = "BARTHOLOMEW DE MONTS"         # 20 characters, in capitals as the other names


@pytest.mark.parametrize("sized_app", [
    ((1280, 720), "en", 1.0), ((1280, 720), "fr", 1.5), ((1920, 1080), "en", 1.5)],
    indirect=True, ids=["720-100%", "720-150%", "1080-150%"])
def test_issue36_a_name_of_20_characters_is_whole_in_every_chooser_of_families(sized_app):
    """Each chooser of a family stepped by clicks to the third family's long name shows it
    whole between its arrows (shrunk at most to 80 %, never cut short): it ran over the arrows
    at 150 % in a 1280x720 window."""
    app = sized_app
    _scene, dialog = open_dialog(app, largest(third=LONG))
    screen = pygame.Rect((0, 0), app.size)
    for chooser in (dialog.money_to, dialog.cards_to, dialog.cede_to, dialog.hand_to):
        post_click(chooser.arrow_rects()[1].center)
        pump(app)
        assert chooser.show(chooser.value) == LONG
        assert clipped(chooser, screen) is None
        assert chooser.shown()[0] == LONG and dialog.tooltip()[0] == []
    assert clipped_labels(dialog.talk_toggles, app.size) == []


@pytest.mark.parametrize("sized_app", [((1280, 720), "en", 1.5)], indirect=True, ids=["720-150%"])
def test_issue36_a_name_too_wide_even_shrunk_is_shown_whole_on_hover_and_on_focus(sized_app,
                                                                                monkeypatch):
    """Twenty Ws do not fit at 80 %: the chooser ends them with "…" and the frame draws the
    whole name in a tooltip while the pointer is on it, and by it while it has the focus from
    the keyboard (not after a click, the pointer gone: it would cover the controls below)."""
    app = sized_app
    wide = "W" * 20
    _scene, dialog = open_dialog(app, largest(third=wide))
    drawn: list[tuple[list[str], tuple[int, int]]] = []
    monkeypatch.setattr("game.fief.scenes.diplomacy.draw_tooltip",
                        lambda _surface, lines, where, _px: drawn.append((lines, where)))
    chooser = dialog.cede_to
    post_click(chooser.arrow_rects()[1].center)
    pump(app)
    assert chooser.show(chooser.value) == wide and chooser.elided
    assert chooser.shown()[0].endswith("…") and clipped(chooser, pygame.Rect((0, 0), app.size))
    post_motion(chooser.rect.center)
    pump(app)
    assert drawn[-1] == ([wide], chooser.rect.center)
    post_motion(dialog.panel.topleft)                          # away: none, though the click
    drawn.clear()                                             # gave it the focus
    pump(app)
    assert drawn == [] and chooser.focused
    post_key(pygame.K_TAB)                                    # the focus leaves it ...
    pump(app)
    assert drawn == [] and not chooser.focused
    post_key(pygame.K_TAB, pygame.KMOD_SHIFT)                 # ... and comes back
    pump(app)
    assert chooser.focused and drawn[-1] == ([wide], chooser.rect.midbottom)


@pytest.mark.parametrize("sized_app", [((1280, 720), "fr", 1.5), ((1920, 1080), "en", 1.5)],
                         indirect=True, ids=["720-150%", "1080-150%"])
def test_issue36_at_150_percent_tab_reaches_every_control_and_enter_gives(sized_app):
    """After a refusal (its message and rule's link beside Close), Tab visits every usable
    control once, each whole in the dialog and under no other control, title, note or the
    message; then Tab to Give and Enter gives GRADY's denier to DAVID."""
    app = sized_app
    scene, dialog = open_dialog(app, largest())
    post_click(dialog.relic_buttons[0].rect.center)           # refused: a message and a link
    pump(app)
    assert dialog.message and dialog.rule_link.button.visible
    usable = dialog.form.usable()
    others = [("message", dialog.message_area())] + written(dialog, app)
    visited = []
    for _ in usable:
        post_key(pygame.K_TAB)
        pump(app)
        visited.append(dialog.form.focus)
    assert sorted(map(id, visited)) == sorted(map(id, usable))
    for widget in visited:
        assert dialog.panel.contains(widget.rect), named(widget)
        assert [named(w) for w in dialog.form.widgets
                if w is not widget and w.visible and w.rect.colliderect(widget.rect)] == []
        assert [text for text, rect in others if rect.colliderect(widget.rect)] == []
    while dialog.form.focus is not dialog.give_button:
        post_key(pygame.K_TAB)
        pump(app)
    post_key(pygame.K_RETURN)
    pump(app, 2)
    players = scene.controller.views[0]["players"]
    assert dialog not in list(app.stack)
    assert (players[0]["money"], players[1]["money"]) == (11, 1)
