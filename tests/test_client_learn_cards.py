"""Card and title texts (issue 20): the pointer resting on a card of the hand shows what it
does, when it is played and its rule section, in the player's language; the rules reference
lists every card, title, troop, building and relic, and its search finds them in French too."""
import pygame
from test_client_battle import ambush_battle

from engine.fief.api import CARD_NAMES, COLOURS, FIEF, GameOptions, PlayerSpec, load_position
from engine.record import Record
from game.shell import i18n
from game.fief.autoplay import Driver
from game.fief.local_table import LocalTable
from game.fief.scenes.play import PlayScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.smoke import post_click, post_key, post_motion
from game.fief.table import TableSetup
from game.testing import pump
from game.fief.ui.card_texts import CARDS, LORD_CARD, THINGS, card_entry, card_lines, lines, title_lines
from game.shell.widgets import label_text


def test_every_card_of_the_game_has_a_text():
    for card in CARD_NAMES:
        entry = card_entry(card)
        assert entry.text and entry.section, card
    assert card_entry("FRANÇOIS") is LORD_CARD
    assert card_lines("ambush")[-1] == "Rule 10.5"


def test_resting_on_a_card_of_the_hand_shows_its_text(title_app):
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=3), ("human", "computer", "computer"))
    scene = PlayScene(title_app, setup, bot_delay=0.0, autosave=False, ceremonies=False)
    title_app.stack.push(scene)
    pump(title_app, 2)
    Driver(title_app).play(scene, timeout=120, stop=lambda s: bool(getattr(s.mode, "cards", None)))
    widget = scene.mode.cards[0]
    pump(title_app)
    post_motion(widget.rect.center)
    pump(title_app)
    assert scene.tooltip_lines() == card_lines(widget.card)
    assert scene.tooltip_lines()[-1].startswith("Rule ")
    i18n.set_language("fr")
    try:
        pump(title_app)
        assert scene.tooltip_lines()[-1].startswith("Règle ")
    finally:
        i18n.set_language("en")


def test_the_reference_lists_the_cards_and_finds_them_in_french(title_app):
    i18n.set_language("fr")
    try:
        ref = RulesReferenceScene(title_app)
        title_app.stack.push(ref)
        pump(title_app)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="embuscade"))
        pump(title_app)
        titles = [ref.sections[i].title for i in ref.matches]
        assert "Cartes" in titles and "10.0 Cartes Opportunité" in titles   # the French rules too
        row = next(rect for index, rect in ref.rows if ref.sections[index].title == "Cartes")
        post_click(row.center)
        pump(title_app)
        assert ref.section.title == "Cartes"
        assert any(p.startswith("Embuscade (10.5)") for p in ref.section.paragraphs)
    finally:
        i18n.set_language("en")
    assert set(CARDS) >= {"ambush", "plague", "tax"}


# --- card texts beyond the hand: the chronicle, the titles' tab, the map, a battle's window ----

TAX_TURN = {
    "players": [{"name": "GRADY", "colour": "white", "hand": ["tax"]},
                {"name": "DAVID", "colour": "blue"}, {"name": "KIRSTEN", "colour": "red"}],
    "step": "play_cards", "turn": "GRADY", "first": "GRADY",
    "lords": {"QUENTIN": {"owner": "white", "village": "BLAYE", "titles": ["County of BLAYE"]},
              "RAOUL": {"owner": "blue", "village": "TOURNUS", "titles": ["King"]}},
    "villages": {"BLAYE": {"fort": "stronghold", "mills": 1, "units": {"white": {"men": 2, "lords": ["QUENTIN"]}}},
                 "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["RAOUL"]}}}},
}


def position_scene(app, position, seats=("human", "computer", "computer")):
    """The play scene over a hand-written position (the tutorial's way of starting)."""
    game = load_position(position)
    players = tuple(PlayerSpec(p.name, p.colour) for p in game.state.players)
    setup = TableSetup(GameOptions(players=players, seed=1), tuple(seats))
    table = LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events))
    scene = PlayScene(app, setup, table=table, bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    return scene


def test_a_chronicle_line_naming_a_card_shows_its_text(title_app):
    scene = position_scene(title_app, TAX_TURN)
    tax = next(a for a in scene.controller.legal(0) if a.get("kind") == "play_card" and a.get("card") == "tax")
    assert scene.submit(0, tax)
    pump(title_app, 3)
    rect = next(r for r, line in scene.log_panel.rows if line.card == "tax")
    post_motion(rect.center)
    pump(title_app)
    assert scene.tooltip_lines() == card_lines("tax")
    i18n.set_language("fr")
    try:
        pump(title_app, 2)
        rect = next(r for r, line in scene.log_panel.rows if line.card == "tax")
        post_motion(rect.center)
        pump(title_app)
        assert scene.tooltip_lines()[0] == "Impôt" and scene.tooltip_lines()[-1] == "Règle 2.4.4"
    finally:
        i18n.set_language("en")


def test_a_title_of_the_titles_tab_shows_what_it_gives(title_app):
    scene = position_scene(title_app, TAX_TURN)
    post_key(pygame.K_t)
    pump(title_app, 2)
    assert scene.left.tab == "titles"
    rect = next(r for r, what in scene.left.spots if what == "title:king")
    post_motion(rect.center)
    pump(title_app)
    assert scene.tooltip_lines() == title_lines("king")
    assert scene.tooltip_lines()[-1] == "Rule 1.8"
    rect = next(r for r, what in scene.left.spots if what == "title:county")
    post_motion(rect.center)
    pump(title_app)
    assert scene.tooltip_lines()[0] == "Baron, Count, Duke"


def test_a_piece_of_the_map_shows_what_it_does(title_app):
    scene = position_scene(title_app, TAX_TURN)
    pump(title_app, 2)
    for kind, entry in (("fort", THINGS["stronghold"]), ("mills", THINGS["mill"])):
        spot = next(s for s in scene.pieces.hotspots if s.kind == kind and s.key[0] == "BLAYE")
        post_motion(spot.rect.center)
        pump(title_app)
        assert i18n._(entry.text) in scene.tooltip_lines(), kind
        assert scene.tooltip_lines()[-1] == "Rule " + entry.section
    spot = next(s for s in scene.pieces.hotspots if s.kind == "stack" and s.key[0] == "BLAYE")
    post_motion(spot.rect.center)
    pump(title_app)
    assert scene.tooltip_lines()[-1] == "Rule 4.1" and any(t.startswith("Knight: ") for t in scene.tooltip_lines())


def test_a_lord_of_the_map_shows_what_his_titles_give(title_app):
    """A lord's tooltip names his titles and says what each gives, with its rule, as the
    family boards' badges do (the King: 1.8; a county: a fief title)."""
    scene = position_scene(title_app, TAX_TURN)
    pump(title_app, 2)
    for lord, icon in (("RAOUL", "king"), ("QUENTIN", "county")):
        spot = next(s for s in scene.pieces.hotspots if s.kind == "lord" and s.key[0] == lord)
        post_motion(spot.rect.center)
        pump(title_app)
        shown = scene.tooltip_lines()
        name, text, _when, rule = title_lines(icon)
        assert shown[0] == lord and f"{name}: {text}" in shown, lord
        assert shown[-1] == rule, lord


def test_a_card_button_of_a_battle_window_shows_the_cards_text(title_app):
    scene = ambush_battle(title_app, seats=[1])
    pump(title_app, 5, dt=0.1)
    button = next(b for b in scene.buttons if label_text(b.label).startswith("Play Ambush on"))
    post_motion(button.rect.center)
    pump(title_app)
    assert scene.hovered_card() == "ambush"
    post_click(button.rect.center, button=3)                  # a right click: the whole rule
    pump(title_app)
    assert title_app.stack.top.section.title.startswith("10.0")   # 10.5 Ambush is in 10.0
    post_key(pygame.K_ESCAPE)
    pump(title_app)
    post_motion((5, 5))
    pump(title_app)
    assert scene.hovered_card() is None


def test_a_right_click_on_a_card_or_a_title_opens_its_whole_rule(title_app):
    scene = position_scene(title_app, TAX_TURN)
    widget = scene.mode.cards[0]
    post_click(widget.rect.center, button=3)
    pump(title_app)
    ref = title_app.stack.top
    assert isinstance(ref, RulesReferenceScene) and ref.section.title == "2.4 Play cards"   # Tax, 2.4.4
    post_key(pygame.K_ESCAPE)
    pump(title_app)
    post_key(pygame.K_t)
    pump(title_app, 2)
    rect = next(r for r, what in scene.left.spots if what == "title:king")
    post_click(rect.center, button=3)
    pump(title_app)
    assert title_app.stack.top.section.title.startswith("1.8 The King")


def test_a_card_offered_in_diplomacy_shows_its_text(title_app):
    scene = position_scene(title_app, TAX_TURN)
    post_click(scene.diplomacy_button.rect.center)
    pump(title_app)
    dialog = title_app.stack.top
    toggle = dialog.card_toggles[0]
    post_motion(toggle.rect.center)
    pump(title_app)
    assert dialog.hovered_card() == "tax"


def test_the_family_boards_cards_reserve_and_title_badges_show_their_texts(title_app):
    """The hand on the revealed family's board, its reserve of knights and men at arms, and
    the title badges of its lords (the families' tab of the left column)."""
    scene = position_scene(title_app, TAX_TURN)
    pump(title_app, 2)
    for what, expected in (("card:tax", card_lines("tax")), ("thing:knight", lines(THINGS["knight"])),
                           ("thing:man", lines(THINGS["man"])), ("title:county", title_lines("county"))):
        rect = next(r for r, spot in scene.left.spots if spot == what)
        post_motion(rect.center)
        pump(title_app)
        assert scene.tooltip_lines() == expected, what
    rect = next(r for r, spot in scene.left.spots if spot == "thing:knight")
    post_click(rect.center, button=3)
    pump(title_app)
    assert title_app.stack.top.section.title == "Phase 4: purchase"          # 4.1
