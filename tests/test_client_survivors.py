"""Client behaviours bench/mutants.py found untested (issue 40): what a click reaches when a
panel or a tutorial prompt is on the screen, undo in a LAN game, the join screen's reminder
of the table joined last, the dice counts of a battle roll, the rule a refusal names, a battle
scene's prompt for a title to give, a siege engine's card on the map."""

import pygame
from test_client_battle import defence_and_fight_on, fight

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.shell import lan
from game.fief.local_table import LocalTable
from game.fief.anim.battle_choices import decision_prompt
from game.fief.anim.cast import Cast
from game.fief.scenes import battle_dice, demos
from game.fief.ui.action_texts import refused_rule
from game.fief.ui.map_cards import piece_lines
from game.shell.join import JoinScene
from game.fief.table import TableSetup
from game.testing import pump
from game.shell.chat_panel import ChatPanel
from game.fief.ui.tutorial import LESSONS, Coach


def press(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def test_a_press_outside_the_chat_panel_is_left_to_the_map():
    panel = ChatPanel(lambda text, to: None)
    panel.layout(pygame.Rect(900, 400, 300, 250), 1.0)
    assert panel.handle_event(press((1000, 500)))           # inside: the panel's
    assert not panel.handle_event(press((200, 200)))        # on the map: not the panel's
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(1000, 500), rel=(0, 0), buttons=(0, 0, 0))
    assert not panel.handle_event(motion)                   # passing over it takes nothing


def test_a_click_beside_a_tutorial_prompt_is_not_the_prompts():
    coach = Coach()
    coach.show(LESSONS[1])
    coach.ok_rect = pygame.Rect(600, 500, 120, 40)
    coach.leave_rect = pygame.Rect(400, 500, 160, 40)
    assert not coach.handle(press((100, 100)))              # the map gets it
    assert not coach.handle(press((650, 520), button=3))    # a right click: not a button's
    assert coach.current is LESSONS[1]
    assert coach.handle(press((650, 520))) and coach.current is None     # "Got it"


def test_a_lan_game_offers_no_undo_a_local_one_does():
    players = tuple(PlayerSpec(name, COLOURS[i]) for i, name in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=5), ("human", "human", "human"))
    table = LocalTable(setup)
    seat = table.authority.record.game.pending()[0].player
    assert table.snapshot(seat) is not None
    table.lan = True                                        # hosting: seats over the network
    assert table.snapshot(seat) is None


def test_the_join_screen_names_the_table_joined_last(app, monkeypatch):
    lan.remember(lan.Joined("192.168.1.20", 4567, "token", "Bob", "Ann's table", "g1"))
    join = JoinScene(app)
    written: list[str] = []
    write = join.write

    def noted(surface, text, pos, **kw):
        written.append(text)
        return write(surface, text, pos, **kw)

    monkeypatch.setattr(join, "write", noted)
    app.stack.push(join)
    pump(app, 2)
    assert "Last joined: Ann's table at 192.168.1.20, port 4567" in written


def test_a_battle_roll_shows_each_sides_dice_count_above_its_half(app, monkeypatch):
    scene = demos.push_demo(app, "battle-demo")
    fight(app, scene, defence_and_fight_on)
    written: list[str] = []
    text = battle_dice.fonts.text

    def noted(words, *args, **kw):
        written.append(words)
        return text(words, *args, **kw)

    monkeypatch.setattr(battle_dice.fonts, "text", noted)
    roll = scene.script.rolls[0]
    scene.clock.t = roll.landed_at + 0.05
    scene.draw(app.screen)
    counts = [n for n in (roll.attack_dice, roll.defence_dice)]
    assert all(n > 0 for n in counts)
    expected = ["1 die" if n == 1 else f"{n} dice" for n in counts]
    assert [w for w in written if w in expected] == expected    # the attack's, then the defence's


class Outcome:
    """A refusal as the screens get it: a message, and perhaps its rule."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.message, self.rule = message, rule


def test_a_refusals_rule_is_its_own_or_its_messages_prefix():
    assert refused_rule(Outcome("5.0: no road from BLAYE to DAX")) == "5.0"
    assert refused_rule(Outcome("E-10: only the King gives", rule="E-10")) == "E-10"
    assert refused_rule(Outcome("not your turn")) is None


def test_a_battle_scene_asks_who_receives_a_title_by_its_name():
    decision = {"kind": "assign_fief", "info": {"fief": "County of BLAYE"}}
    assert decision_prompt(decision, Cast(("ANN", "BOB"), ("blue", "red"))) == \
        "Who receives the title County of BLAYE?"


class Spot:
    def __init__(self, kind: str, key: tuple) -> None:
        self.kind, self.key = kind, key


def test_a_siege_engines_card_names_its_owner_and_its_dice():
    view = {"villages": {"BLAYE": {"mills": 2}}, "lords": []}
    assert piece_lines(Spot("engine", ("BLAYE", 1, 2)), view, ["ANN", "BOB"]) == \
        ["Siege engine of BOB (2 dice)", "BLAYE"]
    assert piece_lines(Spot("mills", ("BLAYE",)), view, ["ANN", "BOB"]) == ["2 mills", "BLAYE"]
