"""The battle scene for the simplified variant's paired dice (004 §7-§9), headless: both rows of
dice thrown, sorted and compared pair by pair, the points counted as the pairs are shown, each
side's strength explained from its lords' titles and its place ("clerics never attack"), the
lords killed and captured, the place taken and the war damages owed, all as the events carry
them; keys posted to skip and replay. The events follow docs/editions.md."""

import pygame

from game.fief.anim.battle import BattleScript
from game.fief.anim.battle_pieces import ATTACK, DEFENCE
from game.fief.anim.cast import Cast
from game.fief.anim.feed import StaticFeed
from game.fief.scenes import battle as battle_scene
from game.fief.scenes import demos
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.battle_feed import ends_with
from game.shell.smoke import post_click, post_key
from game.testing import pump
from game.shell.widgets import label_text
from game.shell.i18n import set_language
from game.fief.ui.event_lines import event_text

CAST = Cast(("ANN", "BOB", "CID"), ("blue", "red", "green"),
            {"RAOUL": {"sex": "M", "owner": 0, "titles": []},
             "ODON": {"sex": "M", "owner": 0, "titles": ["bishop:2"]},
             "HUGUES": {"sex": "M", "owner": 2, "titles": []},
             "OTHON": {"sex": "M", "owner": 1, "titles": []}},
            {"BLAYE": {"fort": "stronghold", "engines": [], "stacks": [], "controller": 1}},
            edition="simplified")


def lord(name, player, strength, title):
    return {"lord": name, "player": player, "strength": strength, "title": title}


def pair(a, d, result="none", against=None):
    return {"attack": a, "defence": d, "result": result, "against": against}


def points(deaths=0, prisoners=0):
    return {"deaths": deaths, "prisoners": prisoners}


def paired_round(number, a_rolled, d_rolled, pairs, a_total, d_total, a_left, d_left):
    a_before, d_before = points(), points()
    return {"kind": "paired_round", "village": "BLAYE", "round": number,
            "attack_rolled": a_rolled, "defence_rolled": d_rolled,
            "attack_sorted": sorted(a_rolled, reverse=True),
            "defence_sorted": sorted(d_rolled, reverse=True), "pairs": pairs,
            "attack_points": a_before, "defence_points": d_before,
            "attack_total": a_total, "defence_total": d_total,
            "attack_dice_left": a_left, "defence_dice_left": d_left}


def losses(pts, killed=(), captured=(), taken=(), damages=0, shares=()):
    return {"points": pts, "killed": list(killed), "captured": list(captured),
            "taken": list(taken), "damages": damages, "shares": list(shares)}


def rulebook_example():
    """004 §9: a duke (4) and a baron (2) attack a castle (2) holding a count (3), 6 dice against
    5; a Bishop on the attack brings nothing. The attackers take 2 death points (the baron
    dies), the defenders 1 death and 4 prisoner points (a tie of kinds counts as prisoners: the
    count is captured and the castle taken)."""
    return [
        {"kind": "paired_battle_declared", "player": 0, "targets": [1], "village": "BLAYE",
         "ride": False},
        {"kind": "battle_joined", "player": 2, "side": "attack", "village": "BLAYE"},
        {"kind": "paired_battle_started", "village": "BLAYE", "attacker": 0, "defender": 1,
         "ride": False, "attack_total": 6, "defence_total": 5,
         "attack": {"seats": [0, 2], "total": 6, "place": 0, "place_kind": None, "titles": 6,
                    "lords": [lord("RAOUL", 0, 4, "duchy"), lord("HUGUES", 2, 2, "barony"),
                              lord("ODON", 0, 0, "bishop")]},
         "defence": {"seats": [1], "total": 5, "place": 2, "place_kind": "stronghold",
                     "titles": 3, "lords": [lord("OTHON", 1, 3, "county")]}},
        paired_round(1, [6, 4, 3, 1, 1, 2], [3, 6, 1, 3, 5],
                     [pair(6, 6), pair(4, 5, "death", "attack"), pair(3, 3),
                      pair(2, 3, "death", "attack"), pair(1, 1), pair(1, None)],
                     points(2), points(), 4, 5),
        {"kind": "paired_battle_choice", "player": 0, "side": "attack", "choice": "continue",
         "village": "BLAYE"},
        paired_round(2, [6, 3, 6, 5], [4, 3, 3, 2, 2],
                     [pair(6, 4, "prisoner", "defence"), pair(6, 3, "prisoner", "defence"),
                      pair(5, 3, "prisoner", "defence"), pair(3, 2, "death", "defence"),
                      pair(None, 2)],
                     points(2), points(1, 3), 4, 1),
        {"kind": "paired_battle_choice", "player": 0, "side": "attack", "choice": "continue",
         "village": "BLAYE"},
        paired_round(3, [5, 2, 1, 1], [3], [pair(5, 3, "prisoner", "defence"), pair(2, None),
                                            pair(1, None), pair(1, None)],
                     points(2), points(1, 4), 4, 0),
        {"kind": "paired_battle_ended", "village": "BLAYE", "rounds": 3, "outcome": "no_dice",
         "winner": "attack", "ride": False,
         "attack": losses(points(2), killed=["HUGUES"]),
         "defence": losses(points(1, 4), captured=["OTHON"], taken=["BLAYE"]),
         "controller": 0},
    ]


def shown_at(app, scene, t):
    scene.clock.t = t
    scene.draw(app.screen)
    return scene.drawn


def test_004_9_the_rulebook_example_rolls_sorts_and_compares_the_pairs_as_told(app):
    events = rulebook_example()
    assert battle_scene.starts_with(events[0])
    scene = BattleScene(app, StaticFeed(events), cast=CAST)
    app.stack.push(scene)
    script = scene.script
    assert script.paired and script.title() == "Battle of BLAYE"
    first = script.paired_rolls[0]
    # The strength of each side explained from its titles and its place (004 §2.2).
    drawn = shown_at(app, scene, first.beat.start - 0.01)
    assert drawn["strength"] == {ATTACK: (6, 6), DEFENCE: (5, 5)}
    assert drawn["reasons"][ATTACK][:3] == [
        ("RAOUL, duke", "+4"), ("HUGUES, baron", "+2"),
        ("ODON, Bishop: clerics never attack (004 §2.2)", "+0")]
    assert drawn["reasons"][DEFENCE][:2] == [("OTHON, count", "+3"),
                                             ("The castle (defence only)", "+2")]
    # Landed: the dice as rolled; then sorted; then each pair compared in turn.
    drawn = shown_at(app, scene, first.landed_at)
    assert drawn["dice"] == ((6, 4, 3, 1, 1, 2), (3, 6, 1, 3, 5)) and not drawn["pairs"]
    drawn = shown_at(app, scene, first.pair_at(1) + 0.01)
    assert drawn["pairs"] == [(6, 6, "none"), (4, 5, "death")]
    assert drawn["points"][ATTACK] == {"deaths": 1, "prisoners": 0}
    drawn = shown_at(app, scene, first.done_at)
    assert [p[2] for p in drawn["pairs"]] == ["none", "death", "none", "death", "none", "none"]
    assert drawn["points"] == {ATTACK: {"deaths": 2, "prisoners": 0},
                               DEFENCE: {"deaths": 0, "prisoners": 0}}
    # The next round rolls the dice the referee left each side (S-7).
    second = script.paired_rolls[1]
    drawn = shown_at(app, scene, second.landed_at)
    assert drawn["strength"] == {ATTACK: (6, 4), DEFENCE: (5, 5)}
    # Space skips to the end: deaths, prisoners, the place taken, proclaimed.
    post_key(pygame.K_SPACE)
    pump(app, 1, dt=0)
    assert scene.t == script.end
    assert scene.drawn["outcome"] == "A side has no die left"
    assert scene.drawn["points"][DEFENCE] == {"deaths": 1, "prisoners": 4}
    lords = dict(item for row in script.summary(script.end)["rows"] for item in row[4])
    assert lords == {"RAOUL": "free", "HUGUES": "dead", "ODON": "free", "OTHON": "captive"}
    log = script.summary(script.end)["log"]
    assert "The defence (BOB): captured: OTHON; place taken: BLAYE" in log
    # The castle taken flies the attacker's colours from the end on.
    assert (script.fort_holder(script.ended.start - 0.01), script.fort_holder(script.end)) == (1, 0)
    assert "The attack (ANN): killed: HUGUES" in log


def test_skip_and_replay_of_a_paired_battle_draw_the_same_frames(app):
    scene = BattleScene(app, StaticFeed(rulebook_example()), cast=CAST)
    app.stack.push(scene)
    post_key(pygame.K_SPACE)
    pump(app, 1, dt=0)
    skipped = pygame.image.tobytes(app.screen, "RGB")
    summary = scene.script.summary(scene.t)
    post_key(pygame.K_r)
    pump(app, 1, dt=0)
    assert scene.t == 0
    scene.clock.speed = "instant"
    pump(app, 2, dt=0.1)
    scene.clock.speed = "normal"
    pump(app, 1, dt=0)
    assert pygame.image.tobytes(app.screen, "RGB") == skipped
    assert scene.script.summary(scene.t) == summary


def test_004_9_a_battle_of_three_families_with_a_coalition_left_and_damages_shared(app):
    """Two families defend against one; one leaves before the second round; the defence's
    points too few to remove a piece are owed as damages, shared by family (S-5, S-9)."""
    events = [
        {"kind": "paired_battle_declared", "player": 0, "targets": [1, 2], "village": "BLAYE",
         "ride": False},
        {"kind": "paired_battle_started", "village": "BLAYE", "attacker": 0, "defender": 1,
         "ride": False, "attack_total": 4, "defence_total": 6,
         "attack": {"seats": [0], "total": 4, "place": 0, "place_kind": None, "titles": 4,
                    "lords": [lord("RAOUL", 0, 4, "duchy")]},
         "defence": {"seats": [1, 2], "total": 6, "place": 2, "place_kind": "stronghold",
                     "titles": 4, "lords": [lord("OTHON", 1, 3, "county"),
                                            lord("HUGUES", 2, 1, "man")]}},
        paired_round(1, [6, 6, 2, 1], [4, 4, 3, 2, 1, 1],
                     [pair(6, 4, "prisoner", "defence"), pair(6, 4, "prisoner", "defence"),
                      pair(2, 3, "death", "attack"), pair(1, 2, "death", "attack"),
                      pair(None, 1), pair(None, 1)],
                     points(2), points(0, 2), 2, 4),
        {"kind": "coalition_left", "player": 2, "side": "defence", "village": "BLAYE",
         "attack_dice_left": 2, "defence_dice_left": 3},
        {"kind": "paired_battle_choice", "player": 0, "side": "attack", "choice": "stop",
         "village": "BLAYE"},
        {"kind": "paired_battle_choice", "player": 1, "side": "defence", "choice": "stop",
         "village": "BLAYE"},
        {"kind": "paired_battle_ended", "village": "BLAYE", "rounds": 1, "outcome": "stopped",
         "winner": None, "ride": False,
         "attack": losses(points(2), damages=2, shares=[{"player": 0, "amount": 2}]),
         "defence": losses(points(0, 2), taken=["BLAYE"], damages=0),
         "controller": 0},
    ]
    scene = BattleScene(app, StaticFeed(events), cast=CAST)
    app.stack.push(scene)
    script = scene.script
    assert script.subtitle(0.5) == "ANN attacks BOB, CID"
    start = script.timeline.beats_of("start")[0]
    summary = script.summary(start.end)
    assert [(r[0], r[1]) for r in summary["rows"]] == [(0, ATTACK), (1, DEFENCE), (2, DEFENCE)]
    end = script.end
    assert [(r[0], r[1]) for r in script.summary(end)["rows"]] == [(0, ATTACK), (1, DEFENCE), (2, None)]
    drawn = shown_at(app, scene, end)
    assert drawn["strength"][DEFENCE] == (6, 3)          # the dice left without CID (S-7)
    assert drawn["reasons"][ATTACK][-1] == ("War damages owed", "2 points of war damages")
    assert drawn["outcome"] == "The battle is over"
    assert "The attack (ANN): owed by ANN 2 points of war damages" in script.summary(end)["log"]


def test_a_paired_battle_opens_the_scene_and_its_end_closes_it():
    first = rulebook_example()[0]
    assert battle_scene.starts_with(first)
    ends = ends_with(first)
    assert ends({"kind": "paired_battle_ended", "village": "BLAYE"})
    assert not ends({"kind": "paired_battle_ended", "village": "TOURNUS"})
    assert not ends({"kind": "battle_ended", "village": "BLAYE"})
    assert BattleScript([first], CAST).paired


# 004 §9 through the referee, the dice fixed: blue's duke (4) and baron (2) attack red's castle
# (2) holding a count (3); four rounds (the engine's own test, tests/test_simplified_battles.py).
EXAMPLE_9 = {
    "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                {"name": "CID", "colour": "green"}],
    "edition": "simplified", "round": 2, "first": "blue", "step": "battles",
    "lords": {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
              "BEAUDOIN": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
              "THIERRY": {"owner": "red", "titles": ["County of SIGY"]}},
    "villages": {"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
        "red": {"men": 1, "lords": ["THIERRY"]},
        "blue": {"lords": ["FRANÇOIS", "BEAUDOIN"]}}}},
    "forced_d6": [6, 6, 5, 3, 2, 1, 4, 4, 3, 3, 3, 6, 4, 1, 1, 1, 4, 4, 5, 1, 1, 1, 1, 6,
                  4, 3, 1, 3],
}


def declared_at_charolles(app, session):
    """Seat 0 declares its battle on seat 1 at CHAROLLES; the scene opened from the referee's
    declaration, played at once."""
    since = len(session.events(None))
    demos.act(session, 0, "declare_battle village=CHAROLLES target=1")
    first = next(e for e in session.events(None)[since:] if e["kind"] == "paired_battle_declared")
    scene = battle_scene.open_scene(app, session, first)
    scene.clock.speed = "instant"
    return scene


def test_004_9_a_battle_from_the_referee_fought_by_clicks_in_the_scene(app):
    session = demos.local_session(EXAMPLE_9)
    scene = declared_at_charolles(app, session)
    clicked = []
    for _ in range(40):
        pump(app, 1, dt=0.1)
        if scene.over:
            break
        if scene.choice is not None and scene.buttons and scene.buttons[0].visible:
            labels = [label_text(b.label) for b in scene.buttons]
            clicked.append((scene.choice[1]["kind"], labels))
            post_click(scene.buttons[labels.index("Fight on")].rect.center)
    assert scene.over and clicked == [("paired_battle_choice", ["Fight on", "Stop the battle"])] * 3
    events = [e for e in session.events(None) if "audience" not in e]
    rounds = [e for e in events if e["kind"] == "paired_round"]
    assert [r.round for r in scene.script.paired_rolls] == [1, 2, 3, 4] == [r["round"] for r in rounds]
    for roll, event in zip(scene.script.paired_rolls, rounds):
        drawn = shown_at(app, scene, roll.done_at)
        assert drawn["dice"] == (tuple(event["attack_rolled"]), tuple(event["defence_rolled"]))
        assert drawn["pairs"] == [(p["attack"], p["defence"], p["result"]) for p in event["pairs"]]
    drawn = shown_at(app, scene, scene.script.end)
    assert drawn["points"] == {ATTACK: {"deaths": 2, "prisoners": 0},
                               DEFENCE: {"deaths": 1, "prisoners": 4}}
    assert ("Place lost", "CHAROLLES") in drawn["reasons"][DEFENCE]
    lords = dict(item for row in scene.script.summary(scene.t)["rows"] for item in row[4])
    assert lords == {"FRANÇOIS": "free", "BEAUDOIN": "dead", "THIERRY": "captive"}
    post_key(pygame.K_RETURN)
    pump(app, 1)
    assert app.stack.top is not scene


def test_004_6_a_ride_is_named_as_such_and_the_defence_may_counter_attack(app):
    """A ride (004 §6) is a battle by paired dice the rider must win within two rounds: the
    scene calls it a ride; when the attack stops, the defence is asked to counter-attack."""
    events = [{"kind": "paired_battle_declared", "player": 0, "targets": [1], "village": "BLAYE",
               "ride": True},
              {"kind": "paired_battle_choice", "player": 1, "side": "defence",
               "choice": "counter", "village": "BLAYE"}]
    script = BattleScript(events, CAST)
    assert script.title() == "Ride at BLAYE"
    assert [line.text for line in script.timeline.log][-1] == "BOB counter-attacks"
    decision = {"kind": "paired_battle_choice", "info": {"side": "defence"},
                "choices": [{"kind": "paired_battle_choice", "choice": "counter"},
                            {"kind": "paired_battle_choice", "choice": "stop"}]}
    scene = BattleScene(app, StaticFeed(events), cast=CAST)
    app.stack.push(scene)
    scene.set_choice((1, decision))
    assert [label_text(b.label) for b in scene.buttons] == ["Counter-attack", "Stop the battle"]
    scene.clock.skip(scene.script.end)
    scene.draw(app.screen)
    assert scene.drawn["choice"] == (1, "paired_battle_choice")


def test_s13_a_title_taken_this_turn_is_explained_as_counting_after_the_battles(app):
    """S-13: OTHON took the Duchy of AUTUN during the movement; he defends as a count (3),
    and the scene says why, in the event's words (``later``), in English and in French."""
    events = rulebook_example()
    events[2]["defence"]["lords"][0]["later"] = {
        "strength": 4, "title": "duchy", "gained": ["Duchy of AUTUN"], "lost": []}
    scene = BattleScene(app, StaticFeed(events), cast=CAST)
    app.stack.push(scene)
    drawn = shown_at(app, scene, scene.script.paired_rolls[0].beat.start - 0.01)
    assert drawn["reasons"][DEFENCE][:3] == [
        ("OTHON, count", "+3"),
        ("  Duchy of AUTUN taken this turn counts after the battles (S-13)", ""),
        ("The castle (defence only)", "+2")]
    set_language("fr")
    try:
        drawn = shown_at(app, scene, scene.script.paired_rolls[0].beat.start - 0.01)
        assert drawn["reasons"][DEFENCE][1] == (
            "  Duchy of AUTUN, pris ce tour, ne compte qu'après les batailles (S-13)", "")
    finally:
        set_language("en")


# S-15 through the referee: blue's duke and green's RAOUL take red's city CHAROLLES; green,
# asked whether blue may have it, refuses: the city stays without owner, its title to the King.
CITY_COALITION = {
    "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                {"name": "CID", "colour": "green"}],
    "edition": "simplified", "round": 2, "first": "blue", "step": "battles",
    "lords": {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]}, "RAOUL": "green",
              "THIERRY": {"owner": "red", "titles": ["County of CHAROLLES"]},
              "ARTHUR": {"owner": "red", "titles": ["king"]}},
    "villages": {"CHAROLLES": {"controller": "red", "fort": "city", "units": {
        "red": {"men": 1, "lords": ["THIERRY"]},
        "blue": {"lords": ["FRANÇOIS"]}, "green": {"lords": ["RAOUL"]}}},
        "CLUNY": {"controller": "red", "units": {"red": {"lords": ["ARTHUR"]}}}},
    "forced_d6": [6] * 5 + [1] * 6 + [6] * 5 + [1],
}
CLICKS = {"join_battle": "Join the attack", "paired_battle_choice": "Fight on",
          "coalition_stance": "Stay on this side", "coalition_accord": "Refuse: let the dice decide"}


def test_s15_a_coalition_refuses_its_principals_proposal_by_a_click_in_the_scene(app):
    session = demos.local_session(CITY_COALITION)
    scene = declared_at_charolles(app, session)
    asked, prompt = [], ""
    for _ in range(60):
        pump(app, 1, dt=0.1)
        if scene.over:
            break
        if scene.choice is not None and scene.buttons and scene.buttons[0].visible:
            kind = scene.choice[1]["kind"]
            labels = [label_text(b.label) for b in scene.buttons]
            if not asked or asked[-1][:2] != (scene.choice[0], kind):
                asked.append((scene.choice[0], kind, labels))
                scene.draw(app.screen)
                if kind == "coalition_accord":
                    prompt = scene.drawn.get("prompt", "")
            post_click(scene.buttons[labels.index(CLICKS[kind])].rect.center)
    assert [(seat, kind) for seat, kind, _ in asked] == [
        (2, "join_battle"), (0, "paired_battle_choice"), (2, "coalition_stance"),
        (2, "coalition_accord")]
    assert asked[-1][2] == ["Accept the proposal", "Refuse: let the dice decide"]
    assert prompt == ("ANN proposes: CHAROLLES to ANN. Accept, or refuse and let the dice decide "
                      "(S-15)?")
    log = [line.text for line in scene.script.timeline.log]
    assert "CID refuses: the dice will decide (S-15)" in log
    assert "CHAROLLES stays without owner: its takers did not agree (S-15)" in log
    assert scene.over


def test_s15_chronicle_lines_of_a_draw_by_die_with_plural_forms_in_english_and_french():
    drawn = {"kind": "losses_drawn", "village": "CLUNY", "side": "defence", "loss": "prisoners",
             "points": 4, "candidates": ["THIERRY", "ARTHUR", "CLUNY"], "faces": [3],
             "chosen": "CLUNY"}
    one = dict(drawn, points=1, candidates=["ARTHUR"], faces=[], chosen="ARTHUR")
    names = ["ANN", "BOB", "CID"]
    assert event_text(drawn, names, "simplified") == (
        "4 prisoner points to allot: the die draws CLUNY among THIERRY, ARTHUR and CLUNY "
        "(die: 3)")
    assert event_text(one, names, "simplified") == (
        "1 prisoner point to allot: the die draws ARTHUR among ARTHUR (no other could fall)")
    broken = {"kind": "fief_broken_up", "fief": "County of CHAROLLES", "village": "CHAROLLES",
              "player": 1, "kept": ["ST MÉDARD"]}
    set_language("fr")
    try:
        assert event_text(drawn, names, "simplified") == (
            "4 points de prisonnier à attribuer : le dé désigne CLUNY parmi THIERRY, ARTHUR et "
            "CLUNY (dé : 3)")
        assert event_text(broken, names, "simplified") == (
            "Le County of CHAROLLES est démantelé : BOB garde 1 village (ST MÉDARD)")
    finally:
        set_language("en")
