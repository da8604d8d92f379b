"""Issue 36's defects, each on the state that caused it: a loaded game replays no banner of
its past (defect 1); the round's summary comes after the round's battle (defect 3)."""
import json
import shutil
from dataclasses import replace

import pygame
import pytest

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec, make_bot
from engine.fief.bots.runner import play_game
from engine.record import Record
from game.fief.scenes.ceremonies import SUMMARY, Ceremonies
from game.fief.scenes.open_game import open_game
from game.fief.scenes.round_summary import RoundSummaryScene, Summary
from game.fief.table import TableSetup
from game.fief.ui.announcements import HEADINGS, Announcer
from game.fief.anim.cast import see_name
from game.fief.anim.cast import Cast
from game.fief.anim.election import ElectionScript
from game.fief.ui.card_texts import card_lines
from game.fief.ui.decisions.movement import MovementMode
from game.fief.ui.event_lines import event_text
from game.fief.ui.map_notes import tooltip_rect
from game.fief.ui.tutorial import WELCOME, Coach
from game.fief.ui.event_votes import election_result
from test_client_simplified_screens import PURCHASE as SIMPLIFIED_PURCHASE
from test_client_simplified_screens import play_scene as simplified_scene
from game.fief.ui.texts import item_name, title_name
from game.shell import i18n
from game.fief.ui.decisions.cards import CardsMode
from game.clients import COLLECTION
from game.shell.load import LoadScene
from game.shell.overlays import PauseScene
from game.shell.settings import UI_SCALES
from game.shell.settings_menu import SettingsScene
from game.fief.scenes.save_game import SaveGameScene
from game.fief.scenes.play import PlayScene
from game.shell import paths
from game.shell.save_slots import list_slots, read_slot
from game.shell.smoke import post_click, post_key
from game.testing import pump


def type_text(text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


@pytest.fixture(scope="module")
def round3_text() -> str:
    """A game the computers played through rounds 1 and 2, as the client saves it: played once
    for the module's four tests (a text, which no test can change)."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=4), ("human", "computer", "computer"))
    record = Record.new(FIEF, setup.options.to_dict())
    play_game(record.game, [make_bot("squire")] * 3, seed=4, max_rounds=2, apply=record.apply)
    data = record.to_dict()
    data["table"] = setup.to_dict()
    return json.dumps(data)


@pytest.fixture
def round3_save(tmp_path, round3_text):
    """That game's save, a file of the test's own."""
    path = tmp_path / "round3.fief.json"
    path.write_text(round3_text, encoding="utf-8")
    return path


def test_defect1_a_loaded_game_plays_no_banner_of_its_past(title_app, round3_save):
    app = title_app
    scene = open_game(app, round3_save)
    seen = max(entry.event.get("seq", 0) for entry in scene.controller.log)   # the past read
    app.stack.push(scene)
    pump(app, 3)
    past = [entry.event.get("kind") for entry in scene.controller.log]
    assert scene.controller.public["round"] == 3
    assert sum(kind in HEADINGS for kind in past) >= 3, "the past holds announced events"
    announcer = scene.guides.announcer
    # The computers may play on at once (their thread): a banner of theirs is news, not past.
    shown = [e for e in [announcer.current, *announcer.queue] if e is not None]
    assert all(e.get("seq", 0) > seen for e in shown), shown
    assert len(scene.log_panel.lines) > 20          # the chronicle still tells the past
    scene.controller.table.close()


def test_defect3_the_round_summary_waits_for_the_rounds_battle_and_precedes_the_next_election():
    """The end-of-round summary is queued in the place of the event that ended the round: the
    round's battle first, the summary, then the next round's election (the summary came before
    the round-3 battle, which then played under the Round 4 header)."""
    queue = Ceremonies()
    summary = Summary({"round": 3}, {"round": 4}, 3, [])
    queue.note([{"kind": "battle_declared", "village": "ST MÉDARD"}, {"kind": "pillaged"},
                {"kind": "round_ended", "round": 3}, {"kind": "round_started", "round": 4},
                {"kind": "election_result", "item": "bishop:1"}], summary)
    assert [e["kind"] for e in queue.queue] == ["battle_declared", SUMMARY, "election_result"]
    assert queue.queue[1]["summary"] == summary
    without = Ceremonies()
    without.note([{"kind": "round_ended", "round": 3}])          # no summary asked: none queued
    assert without.queue == []


def test_defect3_a_round_summary_waits_under_a_ceremony_already_open(title_app, round3_save):
    """A summary owed while another screen is up opens once the table is on top again."""
    app = title_app
    scene = open_game(app, round3_save)
    app.stack.push(scene)
    pump(app, 2)
    scene.ceremonies = True
    cover = RoundSummaryScene(app, None, scene.controller.public, 2)
    app.stack.push(cover)                               # a ceremony stands over the table
    scene.on_events([{"kind": "round_ended", "round": 3}, {"kind": "round_started", "round": 4}])
    assert app.stack.top is cover and scene.ceremony_queue.queue[0]["kind"] == SUMMARY
    post_click(cover.close_button.rect.center)
    pump(app, 2)
    top = app.stack.top
    assert isinstance(top, RoundSummaryScene) and top is not cover and top.round == 3
    scene.controller.table.close()


def test_defect7_an_election_names_its_bishopric_by_its_village_everywhere():
    """The panel said "Bishop of 1" where the ceremony said "Bishop of BLAYE"."""
    see = see_name("1")
    assert see != "1" and see.isupper()
    assert item_name("bishop:1") == f"the Bishop of {see}"
    assert title_name("bishop:1") == f"Bishop of {see}"
    assert see in ElectionScript([], Cast((), (), {}, {}), item="bishop:1").heading()


@pytest.mark.parametrize("item, words", [("bishop:2", "villages of the bishopric"),
                                         ("pope", "Cardinal"), ("king", "titled lord")])
def test_defect7_no_vote_cast_says_who_could_have_voted(item, words):
    """A family without votes is never asked to vote, even its candidate's: "No vote was cast"
    now says who has votes in that election."""
    line = election_result({"item": item, "reason": "no_votes", "winner": None, "tally": []},
                           None)
    assert "nobody is elected (no vote was cast: " in line and words in line   # mid-sentence
    i18n.set_language("fr")
    try:
        line = election_result({"item": item, "reason": "no_votes", "tally": []}, None)
        assert "(aucune voix n'a été exprimée : " in line and "POUR" in line
    finally:
        i18n.set_language("en")


def test_defect8_the_introductory_games_good_weather_counts_resources_and_cites_its_rules():
    text = card_lines("good_weather", "simplified")
    assert "resource" in text[1] and "denier" not in text[1] and "storm" in text[1]
    assert "004" in text[3] and "2.4.3" not in text[3]
    assert "denier" in card_lines("good_weather", "1429")[1]      # 1429's own text stays


def test_defect8_the_introductory_games_movement_shows_no_troop_spinners(title_app):
    """The simplified variant's lords move alone (S-4): no Knights or Sergeants to choose."""
    position = dict(SIMPLIFIED_PURCHASE, step="movement")
    scene = simplified_scene(title_app, position)
    mode = scene.mode
    assert isinstance(mode, MovementMode) and mode.lords_at, type(mode)
    post_click(scene.village_point(sorted(mode.lords_at)[0]))
    pump(title_app)
    assert mode.origin is not None and mode.destinations()
    assert not mode.knights.visible and not mode.men.visible
    assert mode.knights.high == mode.men.high == 0            # the referee's moves carry none
    scene.controller.table.close()


def test_defect11_an_uprising_that_comes_to_nothing_says_why():
    """ "The Uprising in BLAYE comes to nothing" came with no die and no reason: the event says
    how many cards were left and what the fortifications took (10.1)."""
    walls = {"kind": "uprising_failed", "village": "BLAYE", "cards": 1, "penalty": 1}
    assert event_text(walls, ["Ann"]) == ("The Uprising in BLAYE comes to nothing: the "
                                          "fortifications take away 1 die, as many as it had, "
                                          "and none is left to roll")
    stopped = dict(walls, cards=0, penalty=0)
    assert event_text(stopped, ["Ann"]).endswith("comes to nothing: every card was stopped")
    assert "Revolt" in event_text(stopped, ["Ann"], "2011")
    i18n.set_language("fr")
    try:
        assert "2 dés" in event_text(dict(walls, cards=2, penalty=2), ["Ann"])
    finally:
        i18n.set_language("en")


def test_defect13_the_save_dialog_replaces_its_date_with_the_name_typed(title_app, round3_save):
    """The name field appended to the timestamp: now the date is selected when the dialog
    opens, and Ctrl+A selects the whole name again."""
    app = title_app
    scene = open_game(app, round3_save)
    app.stack.push(scene)
    pump(app, 2)
    while app.stack.top is not scene:                 # a hand-off first, if one is owed
        post_key(pygame.K_RETURN)
        pump(app)
    post_key(pygame.K_s, mod=pygame.KMOD_CTRL)
    pump(app)
    dialog = app.stack.top
    assert isinstance(dialog, SaveGameScene) and dialog.name_input.text
    type_text("siege")
    pump(app)
    assert dialog.name_input.text == "siege"
    post_key(pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text("Blaye")
    pump(app)
    assert dialog.name_input.text == "Blaye"
    type_text(" 2")
    pump(app)
    assert dialog.name_input.text == "Blaye 2"                 # no selection: typed at the end
    scene.controller.table.close()


def test_defect13_the_draw_prompt_says_when_no_card_is_left_to_draw():
    def prompt(choices):
        class Env:
            view = {"players": [{"hand": ["tax"]}]}
            seat, names, revealed = 0, ["Ann"], True
            decision = {"kind": "cards", "info": {"stage": "draw", "draws": 2}}

        mode = CardsMode.__new__(CardsMode)
        mode.env, mode.options = Env, choices
        return mode.prompt()
    assert prompt([{"kind": "end_cards_turn"}]) == "No card is left to draw: end your turn."
    assert prompt([{"kind": "draw", "deck": "fortune"}, {"kind": "end_cards_turn"}]) == \
        "Draw another card, or stop."


def test_defect5_the_load_list_names_the_game_and_its_rules(title_app, round3_save):
    slot = read_slot(round3_save, COLLECTION.readers)
    assert slot is not None and slot.game == "fief"
    assert slot.summary.settings == {"edition": "1429"}
    details = LoadScene(title_app).slot_details(slot)
    assert "France 1429 (2015 rules)" in details and "Round 3" in details
    data = json.loads(round3_save.read_text(encoding="utf-8"))
    data["options"]["edition"] = "simplified"           # the list reads the save's options
    round3_save.write_text(json.dumps(data), encoding="utf-8")
    details = LoadScene(title_app).slot_details(read_slot(round3_save, COLLECTION.readers))
    assert "Introductory game" in details


@pytest.mark.parametrize("start", ["new game", "tutorial"])
def test_defect5_a_new_game_keeps_the_unfinished_one_and_says_so(title_app, round3_save, start):
    """A new game or the tutorial took the autosave of an unfinished game without a word:
    the unfinished game is now kept as a named save, and the new table says where."""
    app = title_app
    shutil.copy(round3_save, paths.autosave_path("fief"))
    title = app.stack.top
    if start == "tutorial":
        post_click(title.button("Tutorial", "fief").rect.center)
    else:
        post_click(title.new_button.rect.center)
        pump(app)
        post_click(app.stack.top.start_button.rect.center)
    pump(app, 2)
    scene = app.stack.find(PlayScene)
    kept = [s for s in list_slots(COLLECTION.readers) if s.name.startswith("Unfinished")]
    assert len(kept) == 1 and kept[0].summary.detail.round == 3 and not kept[0].finished
    assert scene is not None and kept[0].path.stem in scene.toast and "Load" in scene.toast
    scene.controller.table.close()


def test_defect7_no_marker_is_drawn_beside_a_family_that_laid_none():
    events = [{"kind": "candidate_declared", "player": 0, "lord": "ARTHUR", "item": "bishop:1"},
              {"kind": "vote_placed", "player": 0, "item": "bishop:1", "on": ["ARTHUR"]},
              {"kind": "vote_placed", "player": 1, "item": "bishop:1", "on": []}]
    script = ElectionScript(events, Cast(("Ann", "Bob"), ("blue", "red"), {}, {}),
                            item="bishop:1")
    end = 1e6
    assert script.has_voted(0, end) and not script.laid_none(0, end)
    assert not script.has_voted(1, end) and script.laid_none(1, end)   # "no marker", none drawn
    assert [m.player for m in script.markers] == [0]


def test_defect10_a_tooltip_over_the_decision_panel_stands_beside_it():
    """A card's tooltip covered "Done playing cards": pointing into the decision panel, the
    tooltip is drawn to the panel's left, never over its buttons."""
    screen, panel = pygame.Rect(0, 0, 1280, 720), pygame.Rect(980, 60, 300, 660)
    px = lambda v: round(v)  # noqa: E731
    for mouse in ((1000, 100), (1200, 400), (1270, 700)):
        rect = tooltip_rect((360, 160), mouse, screen, px, panel)
        assert screen.contains(rect) and not rect.colliderect(panel), (mouse, rect)
    over_map = tooltip_rect((360, 160), (400, 300), screen, px, panel)
    assert over_map.topleft == (418, 318)                     # by the pointer, as before


def test_defect9_a_language_chosen_in_the_pause_menu_changes_the_table_under_it(title_app,
                                                                               round3_save):
    """The decision's buttons and the chronicle stayed in the old language until the menu
    closed: they change at once, under the menu."""
    app = title_app
    scene = open_game(app, round3_save)
    app.stack.push(scene)
    pump(app, 2)
    before = [line.text for line in scene.log_panel.lines]
    app.stack.push(PauseScene(app))
    pump(app)
    try:
        app.apply_settings(replace(app.settings, language="fr"))
        after = [line.text for line in scene.log_panel.lines]
        assert len(after) == len(before) and after != before
        assert any("Tour" in text or "à" in text for text in after)
    finally:
        app.apply_settings(replace(app.settings, language="en"))
        scene.controller.table.close()


def test_defect13_settings_keep_the_pointer_on_the_scale_it_just_changed(title_app):
    """A scale change laid Settings out again under the pointer, so the next click hit another
    row: the pointer now stays on the chooser's arrow, and two clicks step it twice."""
    app = title_app
    settings = SettingsScene(app)
    app.stack.push(settings)
    pump(app)
    start = app.settings.ui_scale
    index = UI_SCALES.index(start)
    post_click(settings.ui_scale.arrow_rects()[1].center)
    pump(app)
    arrow = settings.ui_scale.arrow_rects()[1]
    assert app.settings.ui_scale == UI_SCALES[index + 1]
    assert arrow.collidepoint(pygame.mouse.get_pos()), (arrow, pygame.mouse.get_pos())
    post_click(pygame.mouse.get_pos())                      # the same spot, clicked again
    pump(app)
    assert app.settings.ui_scale == UI_SCALES[(index + 2) % len(UI_SCALES)]
    app.apply_settings(replace(app.settings, ui_scale=start))


def test_defect6_a_decision_asked_shows_the_newest_banner_not_an_older_one():
    announcer = Announcer()
    famine = {"kind": "disaster_struck", "disaster": "famine", "bishopric": "1"}
    plague = {"kind": "disaster_struck", "disaster": "plague", "bishopric": "3"}
    announcer.note([famine, plague], "2011")
    assert announcer.current == famine and list(announcer.queue) == [plague]
    announcer.catch_up()                 # the Plague's losses are asked: its banner is shown
    assert announcer.current == plague and not announcer.queue


def test_defect4_a_tutorial_prompt_goes_with_its_decision_and_the_next_comes_in_time():
    """The marriage prompt stayed after the marriage, so the election prompt came only after
    the candidate was presented: a prompt about the decision asked now goes once it is
    answered, and the next step's prompt comes as its step begins."""
    coach = Coach()
    coach.note(1, "marriage", "marriage")
    assert coach.current is not None and coach.current.key == WELCOME
    coach.dismiss()                                   # the welcome waits for its OK
    coach.note(1, "marriage", "marriage")
    assert coach.current is not None and coach.current.key == "marriage"
    coach.note(1, "marriage", "marriage")
    assert coach.current.key == "marriage"            # still asked: it stays
    coach.note(1, "elections", "candidate")           # married; the elections begin
    assert coach.current is not None and coach.current.key == "elections"
