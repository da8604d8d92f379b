"""The battle scene, headless: a whole battle fought through the scene's own buttons, the dice
drawn on the faces the engine drew, losses and captives following the events, skip and replay
giving the same frames, and the Cavalcade, Uprising and Plague variants of the script."""

import pygame
import pytest

from game.fief.anim.battle import BattleScript
from game.fief.anim.battle_pieces import ATTACK, DEFENCE
from game.fief.anim.cast import Cast
from game.fief.anim.feed import EventFeed, StaticFeed
from game.fief.scenes import battle as battle_scene
from game.fief.scenes import demos
from game.fief.scenes.battle import BattleScene
from game.shell.smoke import post_click, post_key, post_motion
from game.testing import pump
from game.shell.widgets import label_text


def public(session):
    return [e for e in session.events(None) if "audience" not in e]


def fight(app, scene, answer, limit=400):
    """Play the battle through the scene: let the animation run (fast), and when the scene
    offers a choice click the button ``answer(seat, kind, labels)`` names; hand-offs are
    confirmed by clicking too."""
    scene.clock.speed = "fast"
    clicked = []
    for _ in range(limit):
        pump(app, 1, dt=0.25)
        if scene.over:
            return clicked
        if not scene.clock.caught_up(scene.script.end):
            continue
        if scene.handoff_button.visible:
            post_click(scene.handoff_button.rect.center)
            continue
        if scene.choice is not None and scene.buttons and scene.buttons[0].visible:
            seat, decision = scene.choice
            labels = [label_text(b.label) for b in scene.buttons]
            index = answer(seat, decision["kind"], labels)
            clicked.append((seat, decision["kind"], labels[index]))
            post_click(scene.buttons[index].rect.center)
    raise AssertionError("the battle did not end")


def defence_and_fight_on(seat, kind, labels):
    if kind == "join_battle":
        return labels.index("Join the defence")
    if kind == "battle_choice":
        return labels.index("Fight on")
    return 0                        # the engine's suggestion (casualties), capture, stay


def test_a_whole_battle_through_the_scene_draws_what_the_engine_decided(app):
    scene = demos.push_demo(app, "battle-demo")
    session = scene.session
    clicked = fight(app, scene, defence_and_fight_on)
    kinds = [k for _s, k, _l in clicked]
    assert kinds.count("battle_choice") == 2 and "join_battle" in kinds and "capture" in kinds
    assert ("casualties" in kinds) and any(l.startswith("Accept:") for *_x, l in clicked)
    events = public(session)
    rolls = [e for e in events if e["kind"] == "battle_roll"]
    assert len(scene.script.rolls) == len(rolls) == 2
    # The dice drawn once landed are the faces the engine drew, and so are the hits.
    for roll, event in zip(scene.script.rolls, rolls):
        scene.clock.t = roll.landed_at + 0.05
        scene.draw(app.screen)
        assert scene.drawn["dice"] == (tuple(event["attack_faces"]), tuple(event["defence_faces"]))
        assert scene.drawn["hits"] == (event["attack_hits"], event["defence_hits"])
    # At the end the counters left standing are the troops the engine has in the village.
    scene.clock.skip(scene.script.end)
    scene.draw(app.screen)
    view = session.view(0)
    stacks = {s["player"]: (s.get("knights", 0), s.get("men", 0))
              for s in view["villages"]["L'ÉPERVIER"]["stacks"]}
    for seat, side, knights, men in scene.drawn["rows"]:
        assert (knights, men) == stacks.get(seat, (0, 0)), (seat, side)
    captives = {l["name"]: l["captor"] for l in view["lords"] if l["captor"] is not None}
    assert captives == {"RAOUL": 0, "ISABEAU": 0}
    summary = scene.script.summary(scene.t)
    lords = dict(name_state for row in summary["rows"] for name_state in row[4])
    assert lords["RAOUL"] == lords["ISABEAU"] == "captive" and lords["BEAUDOIN"] == "free"
    assert scene.drawn["outcome"] == "Victory"
    # Enter leaves the finished battle.
    post_key(pygame.K_RETURN)
    pump(app, 1)
    assert app.stack.top is not scene


def test_skip_and_replay_draw_the_same_frames(app):
    scene = demos.push_demo(app, "siege-demo", played=True)
    pump(app, 1)
    post_key(pygame.K_SPACE)                       # skip to the result
    pump(app, 1, dt=0)
    assert scene.t == scene.script.end and scene.over
    skipped = pygame.image.tobytes(app.screen, "RGB")
    summary = scene.script.summary(scene.t)
    post_key(pygame.K_r)                           # replay from the start, fast
    pump(app, 1, dt=0)
    assert scene.t == 0
    scene.clock.speed = "fast"
    seen_dice = set()
    while not scene.clock.caught_up(scene.script.end):
        pump(app, 1, dt=1 / 20)
        if scene.drawn.get("dice"):
            seen_dice.add(scene.drawn["dice"])
    scene.clock.speed = "normal"                   # the hint line names the speed
    pump(app, 1, dt=0)
    assert pygame.image.tobytes(app.screen, "RGB") == skipped
    assert scene.script.summary(scene.t) == summary
    roll = next(e for e in public(scene.session) if e["kind"] == "battle_roll")
    assert (tuple(roll["attack_faces"]), tuple(roll["defence_faces"])) in seen_dice
    # The surrender: the beaten troops are disbanded and the lord is bound, never killed.
    assert scene.script.outcome["outcome"] == "surrender"
    assert dict(summary["rows"][1][4]) == {"THIERRY": "captive"}
    assert summary["rows"][1][2:4] == (0, 0)


def test_the_scene_is_a_pure_function_of_the_events_and_the_time(app):
    scene = demos.push_demo(app, "battle-demo", played=True)
    pump(app, 1)
    events, cast = list(scene.feed.events), scene.cast
    other = BattleScene(app, StaticFeed(events), cast=cast)
    other.resize(app.size)
    for t in (0.5, 3.9, 4.4, 6.4, 12.0, scene.script.end):
        frames = []
        for s in (scene, other):
            s.clock.t = t
            s.draw(app.screen)
            frames.append(pygame.image.tobytes(app.screen, "RGB"))
        assert frames[0] == frames[1], t
    assert BattleScript(events, cast).summary(9.0) == scene.script.summary(9.0)


def test_casualties_in_hot_seat_hide_behind_a_hand_off(app):
    scene = demos.push_demo(app, "battle-demo")
    demos.act(scene.session, 2, "join_battle side=defence")
    scene.clock.speed = "instant"
    for _ in range(5):
        pump(app, 1, dt=0.1)
    seat, decision = scene.choice
    assert (seat, decision["kind"]) == (1, "casualties")
    assert scene.handoff_button.visible and not any(b.visible for b in scene.buttons)
    assert scene.drawn["handoff"] == 1
    post_click(scene.handoff_button.rect.center)
    pump(app, 2, dt=0.1)
    labels = [label_text(b.label) for b in scene.buttons]
    assert labels[0].startswith("Accept:") and all(b.visible for b in scene.buttons)
    assert len(labels) > 1                          # the other allocations are offered too
    # Pointing at a choice outlines the counters it would remove (1 knight and 5 men at arms).
    post_motion(scene.buttons[0].rect.center)
    pump(app, 1, dt=0.1)
    assert labels[0] == ("Accept: DAVID: 1 knight, 3 men at arms · KIRSTEN: 2 men at arms")
    assert scene.drawn["preview"] == 6
    post_click(scene.buttons[0].rect.center)
    pump(app, 3, dt=0.1)
    kinds = [e["kind"] for e in public(scene.session)]
    assert "casualties_chosen" in kinds and kinds.count("casualties") == 2


def test_speed_keys_and_the_modifiers_shown(app):
    scene = demos.push_demo(app, "battle-demo", played=True)
    pump(app, 1, dt=0)
    assert scene.clock.speed == "normal"
    speeds = []
    for _ in range(4):
        post_key(pygame.K_s)
        pump(app, 1, dt=0)
        speeds.append(scene.clock.speed)
    assert speeds == ["fast", "instant", "slow", "normal"]
    assert scene.t == scene.script.end             # "instant" went straight to the end
    post_key(pygame.K_r)
    scene.clock.speed = "slow"
    pump(app, 10, dt=0.1)
    assert scene.t == pytest.approx(0.5)
    roll = scene.script.rolls[0]
    scene.clock.t = roll.landed_at
    scene.draw(app.screen)
    reasons = dict(scene.script.modifiers(ATTACK, scene.t))
    assert reasons == {"Fortification (6.2.1)": "−1 die", "d'ARC (9.1)": "+1 die"}
    assert scene.drawn["modifiers"][ATTACK] == list(reasons.items())
    assert scene.drawn["strength"][ATTACK] == (14, roll.attack_dice)
    assert scene.drawn["strength"][DEFENCE] == (13, roll.defence_dice)


def side(sp, dice, *modifiers, base=1):
    """A side's strength as the referee tells it (engine.fief.strength.SideStrength)."""
    return {"sp": sp, "knights": 0, "men": sp, "lords": 0, "base_dice": base, "dice": dice,
            "modifiers": [dict(zip(("kind", "rule", "dice", "hits_per_die", "hits"), m))
                          for m in modifiers]}


def test_6_2_the_scene_draws_the_referees_strength_not_its_own(app):
    """Issue 16: the battle scene shows each side's strength, dice and modifiers as the events
    carry them. Numbers no rule would give (one Man at Arms rolling four dice, a Stronghold
    costing three dice, a Grail taking two hits a die) are drawn as told, and change when a
    later roll tells new ones."""
    declared = {"kind": "battle_declared", "player": 0, "target": 1, "village": "BLAYE",
                "cavalcade": False, "tunnel": False}
    started = {"kind": "battle_started", "village": "BLAYE", "attacker": 0, "defender": 1,
               "attack": [[0, 0, 1, []]], "defence": [[1, 0, 2, []]], "fort": "stronghold",
               "engines": 0, "penalty": 3, "tunnel": False, "gates_open": False,
               "cavalcade": False, "besiegers": [],
               "attack_strength": side(1, 4, ("fortification", "6.2.1", -3, 0, 0),
                                       ("grail", "11.1.1", 0, -2, 0)),
               "defence_strength": side(2, 3, ("spear", "RULINGS 52", 0, 0, 5))}
    roll = {"kind": "battle_roll", "village": "BLAYE", "round": 1, "attack_dice": 2,
            "attack_faces": [1, 2], "attack_hits": 0, "defence_dice": 1, "defence_faces": [3],
            "defence_hits": 1, "penalty": 3, "fort": "stronghold", "engines": 0, "grail": True,
            "cavalcade_bonus": 0, "attack_strength": side(7, 2, base=2),
            "defence_strength": side(2, 1)}
    scene = BattleScene(app, StaticFeed([declared, started, roll]), cast=Cast(
        ("ANN", "BOB"), ("blue", "red"), {}, {"BLAYE": {"fort": "stronghold"}}))
    app.stack.push(scene)
    scene.clock.t = scene.script.timeline.beats[2].start + 0.01    # the armies stand
    scene.draw(app.screen)
    assert scene.drawn["strength"] == {ATTACK: (1, 4), DEFENCE: (2, 3)}
    assert scene.drawn["modifiers"][ATTACK] == [("Fortification (6.2.1)", "−3 dice"),
                                                ("Holy Grail (11.1.1)", "−2 hit per die")]
    assert scene.drawn["modifiers"][DEFENCE] == [("Holy Spear (RULINGS 52)", "+5 hit")]
    scene.clock.t = scene.script.rolls[0].landed_at
    scene.draw(app.screen)
    assert scene.drawn["strength"] == {ATTACK: (7, 2), DEFENCE: (2, 1)}
    assert scene.drawn["modifiers"] == {ATTACK: [], DEFENCE: []}


def test_cavalcade_uprising_and_plague_scripts():
    cast = Cast(("ANN", "BOB"), ("blue", "red"),
                {"OTHON": {"sex": "M", "owner": 1, "village": "BLAYE", "titles": []},
                 "HUGUES": {"sex": "M", "owner": 0, "village": "BLAYE", "titles": []}},
                {"BLAYE": {"fort": "stronghold", "engines": [], "controller": 1, "besiegers": [],
                           "stacks": [{"player": 1, "road": None, "knights": 1, "men": 2}]}})
    uprising = [
        {"kind": "uprising_played", "player": 0, "village": "BLAYE"},
        {"kind": "uprising_stop_attempt", "lord": "OTHON", "player": 1, "role": "bishop", "die": 2,
         "stopped": False, "village": "BLAYE", "paid": False},
        {"kind": "uprising_result", "village": "BLAYE", "dice": 2, "faces": [3, 1], "hits": 6,
         "wiped": False, "order": [1]},
        {"kind": "troops_lost", "player": 1, "village": "BLAYE", "cause": "uprising", "knight": 1, "man": 2},
    ]
    script = BattleScript(uprising, cast)
    assert script.mode == "uprising" and script.title() == "Uprising in BLAYE"
    d6, mob = script.rolls
    assert d6.kind == "d6" and d6.defence[0].face_at(d6.landed_at) == 2
    assert [d.face_at(mob.landed_at) for d in mob.attack] == [3, 1] and mob.attack_hits == 6
    end = script.summary(script.end)["rows"]
    assert (end[1][0], end[1][2], end[1][3]) == (1, 0, 0)
    plague = [{"kind": "disaster_struck", "disaster": "plague", "die": 3, "bishopric": 2},
              {"kind": "plague_roll", "lord": "HUGUES", "die": 2, "died": True},
              {"kind": "lord_died", "lord": "HUGUES", "player": 0, "village": "BLAYE", "cause": "plague"}]
    script = BattleScript(plague, cast)
    assert script.mode == "plague" and script.rolls[0].defence[0].face == 2
    log = [line.text for line in script.timeline.log]
    assert any(text.startswith("† The family of ANN mourns HUGUES") for text in log)
    assert battle_scene.starts_with(plague[0]) and battle_scene.starts_with(uprising[0])
    cavalcade = [{"kind": "battle_declared", "player": 0, "target": 1, "village": "BLAYE",
                  "cavalcade": True, "tunnel": False},
                 {"kind": "battle_started", "village": "BLAYE", "attacker": 0, "defender": 1,
                  "attack": [[0, 2, 0, ["HUGUES"]]], "defence": [[1, 1, 2, ["OTHON"]]], "fort": None,
                  "engines": 0, "penalty": 0, "tunnel": False, "gates_open": False,
                  "cavalcade": True, "besiegers": [],
                  "attack_strength": side(7, 2, base=2),
                  "defence_strength": side(6, 1, ("cavalcade", "5.2", 0, 1, 0))}]
    script = BattleScript(cavalcade, cast)
    assert script.title() == "Cavalcade at BLAYE"
    assert script.modifiers(DEFENCE, script.end) == [("Blocking a Cavalcade (5.2)",
                                                      "+1 hit per die")]


def test_an_uprising_from_the_engine_through_the_scene(app):
    """10.1 example: DAVID raises MAZILLES, GRADY adds his card from the scene's own window
    buttons; one die against the Stronghold wipes KIRSTEN's two Men at Arms out."""
    def village(colour, men=1, lords=(), fort=None):
        data = {"units": {colour: {"men": men, "lords": list(lords)}}}
        if fort:
            data["fort"] = fort
        return data

    position = {
        "players": [{"name": "GRADY", "colour": "blue", "hand": ["uprising"]},
                    {"name": "DAVID", "colour": "red", "hand": ["uprising"]},
                    {"name": "KIRSTEN", "colour": "green"}],
        "step": "play_cards", "turn": "DAVID", "first": "GRADY", "round": 2, "begun": True,
        "villages": {"MAZILLES": village("green", men=2, fort="stronghold"),
                     "BOURG": village("green", lords=["OTHON"]),
                     "BLAYE": village("blue", lords=["QUENTIN"]),
                     "TOURNUS": village("red", lords=["RAOUL"])},
        "disasters": {"2": ["famine"]}, "forced_battle": [1],
    }
    session = demos.local_session(position)
    demos.act(session, 1, "play_card card=uprising village=MAZILLES")
    first = next(e for e in session.events(None) if e["kind"] == "uprising_played")
    assert battle_scene.starts_with(first)
    scene = battle_scene.open_scene(app, session, first)
    assert app.stack.top is scene
    clicked = fight(app, scene, lambda seat, kind, labels: labels.index("Play uprising"))
    assert clicked == [(0, "window", "Play uprising")]
    assert scene.over and scene.feed.finished
    result = next(e for e in public(session) if e["kind"] == "uprising_result")
    roll = scene.script.rolls[-1]
    scene.clock.t = roll.landed_at + 0.01
    scene.draw(app.screen)
    assert scene.drawn["dice"] == (tuple(result["faces"]), ())
    assert scene.script.mode == "uprising"
    assert scene.script.outcome["kind"] == "uprising_destroyed"
    summary = scene.script.summary(scene.script.end)
    assert [row[2:4] for row in summary["rows"] if row[0] == 2] == [(0, 0)]


def ambush_battle(app, seats: list[int] | None = None) -> BattleScene:
    """The demo battle at L'ÉPERVIER with DAVID (seat 1) holding Ambush, declared and joined,
    its scene pushed at the instant speed: his card window comes before the first roll (A1).
    ``seats``: the seats at this screen (all of them when None)."""
    position = dict(demos.BATTLE, players=[dict(p) for p in demos.PLAYERS])
    position["players"][1]["hand"] = ["ambush"]
    session = demos.local_session(position)
    since = len(session.events(None))
    demos.act(session, 0, "declare_battle village=\"L'ÉPERVIER\" target=1")
    demos.act(session, 2, "join_battle side=out")
    feed = EventFeed(session, None, since, starts=battle_scene.starts_with,
                     ends=lambda e: e.get("kind") == "battle_ended")
    scene = BattleScene(app, feed, session=session,
                        **({} if seats is None else {"seats": seats}))
    app.stack.push(scene)
    scene.clock.speed = "instant"
    return scene


def test_a_card_window_in_hot_seat_hides_the_hand_behind_a_hand_off(app):
    """A1/10.5: DAVID may play Ambush before the first roll; on a shared screen the window
    would show his hand, so it waits behind a hand-off like the casualties (A4)."""
    scene = ambush_battle(app)
    pump(app, 5, dt=0.1)
    seat, decision = scene.choice
    assert (seat, decision["kind"]) == (1, "window")
    assert scene.handoff_button.visible and not any(b.visible for b in scene.buttons)
    assert scene.drawn["handoff"] == 1 and "choice" not in scene.drawn
    post_click(scene.handoff_button.rect.center)
    pump(app, 2, dt=0.1)
    labels = [label_text(b.label) for b in scene.buttons if b.visible]
    assert any(label.startswith("Play Ambush on") for label in labels)
    assert scene.drawn["choice"] == (1, "window")


def test_6_4_only_a_switch_moves_a_lord_to_the_other_side():
    """A lord who stays keeps his side, one who switches crosses over (bench/mutants.py:
    ``and`` to ``or`` in ``on_battle_stance`` moved a lord who only stayed)."""
    cast = Cast(("ANN", "BOB"), ("blue", "red"), {}, {"BLAYE": {"fort": "stronghold"}})
    declared = {"kind": "battle_declared", "player": 0, "target": 1, "village": "BLAYE",
                "cavalcade": False, "tunnel": False}
    for stance, side in (("stay", DEFENCE), ("switch", ATTACK)):
        script = BattleScript([declared, {"kind": "battle_stance", "player": 1, "stance": stance,
                                          "village": "BLAYE", "gates_open": False}], cast)
        bob = next(r for r in script.rows if r.seat == 1)
        assert bob.side(script.timeline.beats[-1].end + 1) == side, stance


def test_6_4_a_stance_taken_in_a_siege_battle_gets_its_beat_and_its_line():
    """The beat's length and the line's wording once shared one name, and the wording won: a
    battle_stance event made the script fail (mypy found it)."""
    cast = Cast(("ANN", "BOB"), ("blue", "red"), {}, {"BLAYE": {"fort": "stronghold"}})
    events = [{"kind": "battle_declared", "player": 0, "target": 1, "village": "BLAYE",
               "cavalcade": False, "tunnel": False},
              {"kind": "battle_stance", "player": 1, "stance": "stay", "village": "BLAYE",
               "gates_open": False}]
    script = BattleScript(events, cast)
    stance = script.timeline.beats[-1]
    assert stance.kind == "stance" and stance.end > stance.start
    assert "BOB stays in the battle" in [line.text for line in script.timeline.log]
