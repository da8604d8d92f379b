"""The introductory game (the simplified variant) on the screens, by real input: started from the
New game form with the edition chosen by clicks, its one-line description and no optional rule;
the family boards showing gems, the income left to spend and the war damages owed, and the
points against the number this table needs; a control marker on the map said as such on hover;
F1 reading the variant's rules of the step. Every number is the view's."""

import pygame
import pytest
from continuing import continued
from test_client_simplified_battle import EXAMPLE_9

from engine.fief.api import FIEF, GameOptions, PlayerSpec, load_position
from engine.record import Record
from game.shell import i18n
from game.clients import COLLECTION
from game.fief.local_table import LocalTable
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.handoff import HandoffScene
from game.shell.lobby import options_text
from game.fief.scenes.play import PlayScene
from game.fief.scenes.round_summary import RoundSummaryScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.setup import SetupScene
from game.shell.smoke import post_click, post_key, post_motion
from game.fief.table import TableSetup
from game.testing import pump
from game.fief.ui.decisions.gems import GemPurchaseMode
from game.fief.ui.family_board import treasury_words, vp_text
from game.fief.ui.event_lines import event_text
from game.shell.widgets import label_text

PURCHASE = {
    "edition": "simplified", "step": "purchase", "round": 2, "first": "blue", "turn": "blue",
    "players": [{"name": "ANN", "colour": "blue", "gems": 2, "damages": 3, "money": 7},
                {"name": "BOB", "colour": "red", "gems": 1}, {"name": "CID", "colour": "green"}],
    "lords": {"FRANÇOIS": {"owner": "blue"}, "THIERRY": {"owner": "red"}},
    "villages": {"BLAYE": {"controller": "blue", "units": {"blue": {"men": 1, "lords": ["FRANÇOIS"]}}},
                 "TOURNUS": {"controller": "red", "units": {"red": {"men": 1, "lords": ["THIERRY"]}}}},
}


@pytest.fixture
def app(title_app):
    return title_app


def play_scene(app, position, ceremonies=False):
    """A hot-seat table over a game loaded from ``position``, every seat at this screen; a
    hand-off is confirmed by a click."""
    game = load_position(position)
    players = tuple(PlayerSpec(p.name, p.colour) for p in game.state.players)
    setup = TableSetup(GameOptions(players=players, edition="simplified", seed=1),
                       ("human",) * len(players))
    table = LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events))
    scene = PlayScene(app, setup, table=table, autosave=False, ceremonies=ceremonies)
    app.stack.push(scene)
    pump(app, 2)
    if isinstance(app.stack.top, HandoffScene):
        post_click(app.stack.top.confirm_button.rect.center)
        pump(app, 2)
    return scene


def test_the_introductory_game_starts_from_the_new_game_form_chosen_by_clicks(app):
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.edition.value == "1429"
    relics = setup.rules["holy_relics"]
    post_click(relics.rect.center)                       # ticked in 1429 ...
    pump(app)
    assert relics.checked
    for _ in range(2):
        post_click(setup.edition.arrow_rects()[1].center)
        pump(app)
    assert setup.edition.value == "simplified"
    assert setup.edition.show(setup.edition.value) == "Introductory game (simplified rules)"
    assert not relics.checked and not relics.enabled     # ... the variant has no optional rule
    post_click(relics.rect.center)
    pump(app)
    assert not relics.checked
    post_click(setup.start_button.rect.center)
    pump(app, 3)
    scene = app.stack.top
    if isinstance(scene, HandoffScene):
        post_click(scene.confirm_button.rect.center)
        pump(app, 2)
        scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.table.options.edition == "simplified"
    public = scene.controller.public
    assert public["options"]["edition"] == "simplified"
    # Gems instead of deniers (004 §2.1); the computers may already have traded some.
    assert all(isinstance(p["gems"], int) and "resources" in p for p in public["players"])
    assert public["goal"] == {"alone": 3, "together": 5}        # S-6, 4 families


def test_family_boards_show_gems_income_to_spend_damages_and_the_threshold(app):
    scene = play_scene(app, PURCHASE)
    view = scene.controller.shown_view()
    ann, bob = view["players"][0], view["players"][1]
    assert [w for w, _c in treasury_words(ann)][:3] == ["2 gems", "7 to spend", "3 damages owed"]
    assert [w for w, _c in treasury_words(bob)][:1] == ["1 gem"]
    assert vp_text(ann, view) == "0/4 VP"                # S-6: 3 families, 4 alone
    i18n.set_language("fr")
    assert [w for w, _c in treasury_words(ann)][:3] == ["2 pierres précieuses", "7 à dépenser",
                                                        "3 dommages dus"]
    assert [w for w, _c in treasury_words(bob)][:1] == ["1 pierre précieuse"]


def test_a_control_marker_is_said_as_such_on_hover(app):
    scene = play_scene(app, PURCHASE)
    pump(app)
    markers = [spot for spot in scene.pieces.hotspots if spot.kind == "stack"]
    assert markers
    post_motion(markers[0].rect.center)
    pump(app)
    assert any(line.endswith("control marker (004 §6)") for line in scene.tooltip_lines())


def help_opened(app, step):
    """F1 pressed on the play screen: the rules help of ``step``, drawn."""
    post_key(pygame.K_F1)
    pump(app)
    top = app.stack.top
    assert isinstance(top, RulesHelpScene) and top.step == step
    return top


def test_f1_reads_the_variants_rules_of_the_step(app):
    scene = play_scene(app, PURCHASE)
    top = help_opened(app, "purchase")
    assert any("never in a storm (S-3)" in p for p in top.drawn_paragraphs)
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert app.stack.top is scene


def test_continue_restores_an_introductory_game_and_the_lobby_names_it(title_app):
    """A game of the variant autosaved is opened again by Continue as the variant (its gems and
    threshold in the view); the LAN lobby's line of options names it as the form does."""
    scene = continued(title_app, "simplified")
    public = scene.controller.public
    assert public["options"]["edition"] == "simplified"
    assert public["goal"] == {"alone": 4, "together": 6}                # S-6, 3 families
    assert all("gems" in p for p in public["players"])
    assert options_text(COLLECTION, {"edition": "simplified"}) == "Introductory game (simplified rules)"


def test_s3_gems_are_sold_and_bought_on_the_purchase_panel_by_clicks(app):
    scene = play_scene(app, PURCHASE)
    mode = scene.mode
    assert isinstance(mode, GemPurchaseMode) and "troops" not in mode.tabs
    post_click(mode.tabs["gems"].rect.center)
    pump(app)
    labels = [label_text(b.label) for b in mode.gem_buttons if b.visible]
    assert labels == ["Sell a gem for 10 resources"]     # 7 to spend: no gem to buy (S-3)
    post_click(mode.gem_buttons[0].rect.center)
    pump(app, 3)
    ann = scene.controller.public["players"][0]
    assert (ann["gems"], ann["resources"]) == (1, 17)
    mode = scene.mode
    post_click(mode.tabs["gems"].rect.center)
    pump(app)
    buy = next(b for b in mode.gem_buttons if label_text(b.label) == "Buy a gem for 10 resources")
    post_click(buy.rect.center)
    pump(app, 3)
    ann = scene.controller.public["players"][0]
    assert (ann["gems"], ann["resources"]) == (2, 7)


def test_004_7_a_battle_declared_on_the_panel_opens_the_paired_dice_scene(app):
    """The declaration is clicked on the decision panel; the battle by paired dice is played
    in the battle scene opened over the table as a ceremony (004 §7, §9)."""
    scene = play_scene(app, EXAMPLE_9, ceremonies=True)
    mode = scene.mode
    declare = next(b for b in mode.buttons if b.action is not None
                   and b.action.get("kind") == "declare_battle")
    step = mode.plan(declare.action)
    while step is not None and step.widget is not declare:      # the list may be paged
        post_click(step.point())
        pump(app)
        step = mode.plan(declare.action)
    post_click(declare.rect.center)
    pump(app, 3)
    battle = app.stack.top
    assert isinstance(battle, BattleScene) and battle.script.paired
    assert battle.script.title() == "Battle of CHAROLLES"
    assert battle.script.paired_rolls and battle.script.paired_rolls[0].round == 1


def test_s3_the_chronicle_counts_resources_not_deniers_in_both_languages():
    income = {"kind": "income", "player": 0, "total": 1}
    assert event_text(income, ["Ann"], "simplified") == "Ann collects 1 resource"
    assert event_text(income, ["Ann"]) == "Ann collects 1 denier"
    i18n.set_language("fr")
    try:
        assert event_text(dict(income, total=3), ["Ann"], "simplified") == "Ann perçoit 3 ressources"
    finally:
        i18n.set_language("en")


def test_s6_the_round_summary_states_this_tables_thresholds(app):
    scene = play_scene(app, PURCHASE)
    summary = RoundSummaryScene(app, None, scene.controller.public, 2)
    assert summary.conditions() == ("At this table a family wins alone with 4 victory points, "
                                    "a married pair with 6 victory points between them (S-6).")


def test_s3_the_chronicle_tells_a_gem_bought_from_a_gem_sold():
    bought = {"kind": "gem_traded", "player": 0, "bought": True, "gems": 2, "pool": 5,
              "resources": 10}
    assert event_text(bought, ["Ann"], "simplified") == \
        "Ann buys a gem for 10 resources; gems held: 2"
    assert event_text(dict(bought, bought=False, gems=0), ["Ann"], "simplified") == \
        "Ann sells a gem for 10 resources; gems held: 0"


def test_f1_at_the_battles_tells_s13_and_s15(app):
    """F1 in the battle phase says why a new title does not count yet (S-13) and what a
    coalition's refusal does (S-15)."""
    scene = play_scene(app, EXAMPLE_9)
    top = help_opened(app, "battles")
    assert any("the new ones count after the battles (S-13)" in p for p in top.drawn_paragraphs)
    assert any("the fief is broken up (S-15)" in p for p in top.drawn_paragraphs)
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert app.stack.top is scene
