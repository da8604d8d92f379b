"""Demonstration battles and ceremonies, built from hand-written positions.

Each demo loads a position (engine.fief.position), seats every family at this screen through a
``LocalSession`` (the same interface a real table uses), plays the opening moves and returns
the scene, ready to push. They serve ``--scene battle-demo`` style starts, the screenshots in
docs/ and the client's tests.

    from game.fief.scenes import demos
    demos.push_demo(app, "battle-demo")     # or siege-demo, election-bishop-demo, ...

``scripted(name)`` plays a demo to its end with fixed answers, for screenshots and tests.
"""
from __future__ import annotations

import argparse
import os
from typing import Any, Callable

import pygame

from engine.actions import Action
from engine.fief.api import FIEF, load_position
from engine.record import Record
from game.shell import i18n
from game.fief.anim.feed import EventFeed
from game.fief.client import CLIENT
from game.shell.app import App
from game.shell.contract import Collection
from game.fief.scenes.battle import BattleScene, starts_with
from game.fief.scenes.battle_feed import ends_with
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.marriage import MarriageScene
from game.shell.settings import Settings
from net.authority import Authority
from net.seats import SeatTable
from net.local_session import LocalSession

PLAYERS = [{"name": "GRADY", "colour": "white"}, {"name": "DAVID", "colour": "blue"},
           {"name": "KIRSTEN", "colour": "red"}]

BATTLE = {
    "players": PLAYERS, "step": "battles", "turn": "GRADY", "first": "GRADY",
    "lords": {"JEANNE": {"owner": "white", "titles": ["d'ARC"]},
              "RAOUL": {"owner": "blue", "titles": ["County of BLAYE"]}},
    "villages": {"L'ÉPERVIER": {"fort": "stronghold", "mills": 1, "units": {
        "blue": {"knights": 2, "men": 4, "lords": ["RAOUL"]},
        "white": {"knights": 3, "men": 3, "lords": ["BEAUDOIN", "JEANNE"], "road": "CHAROLLES"},
        "red": {"men": 2, "lords": ["ISABEAU"], "road": "ST MÉDARD"}}}},
    # Round 1: the attack rolls 3, 3, 2 and the defence 1, 2, 1; round 2: 2, 2 against 1.
    "forced_battle": [3, 3, 2, 1, 2, 1, 2, 2, 1],
}

SIEGE = {
    "players": PLAYERS, "step": "battles", "turn": "KIRSTEN", "first": "KIRSTEN",
    "lords": {"GAUVAIN": {"owner": "red", "titles": ["County of SIGY"]}},
    "villages": {"BLAYE": {"fort": "city", "besiegers": ["red"], "engines": {"red": 2}, "units": {
        "blue": {"knights": 1, "men": 4, "lords": ["THIERRY"]},
        "red": {"knights": 4, "men": 3, "lords": ["GAUVAIN", "ARTHUR"], "road": "PAUILLAC"}}}},
    # Round 1: the attack rolls 2, 1, 2 and the defence 2, 1; then DAVID surrenders.
    "forced_battle": [2, 1, 2, 2, 1],
}

# The introductory game (the simplified variant), 004 §9's example: GRADY's duke (4) and baron
# (2), with a Bishop who brings nothing in attack, against DAVID's castle (2) holding a count
# (3); the ordinary dice fixed for four rounds.
PAIRED = {
    "players": PLAYERS, "edition": "simplified", "round": 2, "first": "white", "step": "battles",
    "lords": {"FRANÇOIS": {"owner": "white", "titles": ["Duchy of BOURG"]},
              "BEAUDOIN": {"owner": "white", "titles": ["Barony of LA RÉOLE"]},
              "HUGUES": {"owner": "white", "titles": ["Bishop of 1"]},
              "THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}},
    "villages": {"CHAROLLES": {"controller": "blue", "fort": "stronghold", "units": {
        "blue": {"men": 1, "lords": ["THIERRY"]},
        "white": {"lords": ["FRANÇOIS", "BEAUDOIN", "HUGUES"]}}}},
    "forced_d6": [6, 6, 5, 3, 2, 1, 4, 4, 3, 3, 3, 6, 4, 1, 1, 1, 4, 4, 5, 1, 1, 1, 1, 6,
                  4, 3, 1, 3],
}


def village(colour: str, men: int = 1, lords: list[str] | None = None) -> dict[str, Any]:
    return {"units": {colour: {"men": men, "lords": lords or []}}}


BISHOP = {
    "players": PLAYERS, "step": "elections", "round": 2, "first": "GRADY",
    "lords": {"CHARLES": {"owner": "red", "titles": ["Bishop of 4"], "bishop_since": 1}},
    "villages": {"ST PAUL": village("blue"), "SIGY": village("blue", lords=["THIERRY"]),
                 "ST CIERS D'ABZAC": village("white"),
                 "BEAUJEU": village("white", lords=["FRANÇOIS"]),
                 "BOURG": village("red", lords=["CHARLES"])},
}

POPE = {
    "players": PLAYERS, "step": "elections", "round": 2, "first": "GRADY",
    "lords": {"HUGUES": {"owner": "white", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
              "RAOUL": {"owner": "blue", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
              "CHARLES": {"owner": "red", "village": "BOURG", "titles": ["Bishop of 3", "Cardinal biretta"]},
              "OTHON": {"owner": "red", "village": "BOURG", "titles": ["Bishop of 4"]},
              "FRANÇOIS": {"owner": "blue", "village": "TOURNUS", "titles": ["Bishop of 5"]}},
    "villages": {"BLAYE": village("white"), "TOURNUS": village("blue"), "BOURG": village("red")},
}

KING = {
    "players": PLAYERS, "step": "elections", "round": 2, "first": "GRADY",
    "lords": {"ARTHUR": {"owner": "white", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
              "HUGUES": {"owner": "white", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
              "RAOUL": {"owner": "blue", "village": "TOURNUS", "titles": ["Bishop of 2"]},
              "OTHON": {"owner": "blue", "village": "TOURNUS", "titles": ["Bishop of 3"]},
              "GAUVAIN": {"owner": "red", "village": "BOURG", "titles": ["County of SIGY"]},
              "GEOFFROY": {"owner": "red", "village": "BOURG", "titles": ["County of BLAYE"]}},
    "villages": {"BLAYE": village("white"), "TOURNUS": village("blue"), "BOURG": village("red")},
}

MARRIAGE = {
    "players": PLAYERS, "step": "marriage", "round": 2, "first": "GRADY",
    "lords": {"QUENTIN": {"owner": "white", "village": "BLAYE", "titles": ["County of BLAYE"]},
              "MIREILLE": {"owner": "blue", "village": "TOURNUS"}},
    "villages": {"BLAYE": village("white", lords=["QUENTIN"]),
                 "TOURNUS": village("blue", lords=["MIREILLE"])},
}


def local_session(position: dict[str, Any], kinds: list[str] | None = None):
    """A LocalSession over a game loaded from ``position``; every seat human unless told."""

    game = load_position(position)
    players = [(p.name, p.colour) for p in game.state.players]
    seats = SeatTable.build(players, kinds or ["human"] * len(players))
    authority = Authority(seats, record=Record.of(FIEF, game),
                          events=list(game.events))
    tokens = {s.index: s.token for s in seats.seats if s.kind == "human"}
    return LocalSession(authority, tokens)


def act(session, seat: int, text: str) -> list[dict[str, Any]]:
    """Submit an action written as text; returns the events it caused (public copies)."""
    before = len(session.events(None))
    result = session.submit(seat, Action.parse(text).to_dict(), session.authority.move())
    if not result:
        raise RuntimeError(f"demo action refused: {text}: {result.message}")
    return session.events(None)[before:]


def answer_pending(session, answers: dict[str, Callable[[dict[str, Any]], str | None]],
                   limit: int = 60) -> None:
    """Answer every pending decision by kind until none of ``answers`` applies."""
    for _ in range(limit):
        pending = [(seat, d) for seat in session.seats() for d in session.view(seat)["pending"]]
        todo = [(seat, text) for seat, d in pending if d["kind"] in answers
                for text in [answers[d["kind"]](d)] if text]
        if not todo:
            return
        seat, text = todo[0]
        act(session, seat, text)


def suggested(decision: dict[str, Any]) -> str:
    return decision["info"]["suggested"]


BATTLE_ANSWERS: dict[str, Callable[[dict[str, Any]], str | None]] = {
    "join_battle": lambda d: "join_battle side=defence",
    "casualties": suggested,
    "battle_choice": lambda d: "battle_choice choice=continue",
    "battle_stance": lambda d: "battle_stance stance=stay",
    "capture": lambda d: Action.from_dict(d["choices"][0]).text(),
    "window": lambda d: "pass",
    "assign_fief": lambda d: Action.from_dict(d["choices"][-1]).text(),
}


# --- the demos ---------------------------------------------------------------------------------

def declared_battle(app: "App", position: dict[str, Any], seat: int, declaration: str,
                    answers: dict[str, Callable[[dict[str, Any]], str | None]] | None = None
                    ) -> BattleScene:
    """The battle scene of a battle ``seat`` declares in ``position``, taken before any loss;
    with ``answers``, the battle is fought to its end by them."""
    session = local_session(position)
    since = len(session.events(None))
    act(session, seat, declaration)
    first = next(e for e in session.events(None)[since:] if starts_with(e))
    feed = EventFeed(session, None, since, starts=starts_with, ends=ends_with(first))
    scene = BattleScene(app, feed, session=session)
    if answers:
        answer_pending(session, answers)
    return scene


def battle_demo(app: "App", played: bool = False):
    """GRADY attacks DAVID's Stronghold of L'ÉPERVIER with d'ARC at his side; KIRSTEN may join."""
    return declared_battle(app, BATTLE, 0, "declare_battle village=\"L'ÉPERVIER\" target=1",
                           BATTLE_ANSWERS if played else None)


def siege_demo(app: "App", played: bool = False):
    """KIRSTEN's besiegers attack DAVID's Fortified City of BLAYE with a two-dice siege engine;
    DAVID surrenders."""
    answers = dict(BATTLE_ANSWERS)
    answers["battle_choice"] = lambda d: ("battle_choice choice=surrender"
                                          if d["info"].get("side") == "defence"
                                          else "battle_choice choice=continue")
    return declared_battle(app, SIEGE, 2, "declare_battle village=BLAYE target=1",
                           answers if played else None)


def paired_demo(app: "App", played: bool = False):
    """The introductory game's battle by paired dice (004 §9's example), GRADY fighting on."""
    answers: dict[str, Callable[[dict[str, Any]], str | None]] = {
        "paired_battle_choice": lambda d: "paired_battle_choice choice=continue"}
    return declared_battle(app, PAIRED, 0, "declare_battle village=CHAROLLES target=1",
                           answers if played else None)


# The 2011 edition's King (E-4): FOR and AGAINST tokens, 3 votes needed.
ELECTIONS = {"bishop": BISHOP, "pope": POPE, "king": KING, "king-2011": dict(KING, edition="2011")}

# Fixed answers for the scripted ceremonies: candidates, then each voter's markers.
ELECTION_SCRIPTS: dict[str, list[tuple[int, str]]] = {
    "bishop": [(0, "declare_candidate lord=FRANÇOIS"), (1, "declare_candidate lord=THIERRY"),
               (0, "vote for=FRANÇOIS decoy=THIERRY"), (1, "vote for=THIERRY decoy=-"),
               (2, "vote for=FRANÇOIS decoy=-")],
    "pope": [(0, "declare_candidate lord=HUGUES"), (1, "declare_candidate lord=RAOUL"),
             (2, "declare_candidate lord=CHARLES"),
             (0, "vote for=HUGUES decoy=-"), (1, "vote for=HUGUES decoy=RAOUL"),
             (2, "vote for=CHARLES decoy=HUGUES")],
    "king": [(0, "declare_candidate lord=ARTHUR"), (2, "declare_candidate lord=GAUVAIN"),
             (0, "vote for=ARTHUR decoy=GAUVAIN"), (1, "vote for=ARTHUR decoy=-"),
             (2, "vote for=GAUVAIN decoy=ARTHUR")],
    "king-2011": [(0, "declare_candidate lord=ARTHUR"), (2, "declare_candidate lord=GAUVAIN"),
                  (0, "ballot for=ARTHUR against=GAUVAIN"), (1, "ballot for=ARTHUR against=-"),
                  (2, "ballot for=GAUVAIN against=-")],
}


def election_demo(app: "App", kind: str = "bishop", played: bool = False):
    """The election of a Bishop (of SIGY), the Pope or the King, every family at this screen."""

    session = local_session(ELECTIONS[kind])
    since = len(session.events(None))
    scene = ElectionScene.for_session(app, session, since=since)
    if played:
        for seat, text in ELECTION_SCRIPTS[kind]:
            act(session, seat, text)
            scene.pull()
            scene.refresh_decisions()       # as between frames: the voters' weights are read
    return scene


def marriage_demo(app: "App", played: bool = True):
    """QUENTIN, Count of BLAYE (GRADY), marries MIREILLE (DAVID)."""

    session = local_session(MARRIAGE)
    since = len(session.events(None))
    act(session, 0, "propose_marriage lord=QUENTIN lady=MIREILLE")
    act(session, 1, "answer_marriage accept=yes")
    return MarriageScene.for_session(app, session, since=since)


DEMOS: dict[str, Callable[..., Any]] = {
    "battle-demo": battle_demo,
    "siege-demo": siege_demo,
    "paired-battle-demo": paired_demo,
    "election-demo": lambda app, played=False: election_demo(app, "bishop", played),
    "election-bishop-demo": lambda app, played=False: election_demo(app, "bishop", played),
    "election-pope-demo": lambda app, played=False: election_demo(app, "pope", played),
    "election-king-demo": lambda app, played=False: election_demo(app, "king", played),
    "election-2011-demo": lambda app, played=False: election_demo(app, "king-2011", played),
    "marriage-demo": lambda app, played=True: marriage_demo(app, played),
}


def push_demo(app: "App", name: str, played: bool = False):
    """Build the demo ``name`` and push it on the app's scene stack; returns the scene."""
    scene = DEMOS[name](app, played=played)
    app.stack.push(scene)
    return scene


# --- screenshots ---------------------------------------------------------------------------------

def moment(scene: Any, name: str) -> float:
    """A named moment of a played demo: where its screenshot is taken."""
    script = scene.script
    if name == "battle":                   # round 2: the dice have landed, hits fly
        return script.rolls[1].landed_at + 0.45
    if name == "pairs":                    # round 1: both rows sorted, four pairs compared
        return script.paired_rolls[0].pair_at(3) + 0.3
    if name == "siege":
        return script.rolls[0].landed_at + 0.35
    if name.startswith("election"):
        return (script.crown_at or script.verdict_at or script.end) + 1.6
    return script.end


SHOTS: dict[str, tuple[str, str]] = {     # file name -> (demo, moment)
    "screenshot-battle.png": ("battle-demo", "battle"),
    "screenshot-battle-choice.png": ("battle-choice", "end"),
    "screenshot-siege.png": ("siege-demo", "siege"),
    "screenshot-simplified-battle.png": ("paired-battle-demo", "pairs"),
    "screenshot-simplified-battle-end.png": ("paired-battle-demo", "end"),
    "screenshot-election-bishop.png": ("election-bishop-demo", "election"),
    "screenshot-election-pope.png": ("election-pope-demo", "election"),
    "screenshot-election-king.png": ("election-king-demo", "election"),
    "screenshot-election-2011.png": ("election-2011-demo", "election"),
    "screenshot-marriage.png": ("marriage-demo", "end"),
}


def shoot(folder: str, size: tuple[int, int] = (1600, 900), only: list[str] | None = None) -> list[str]:
    """Open a real window (run it under Xvfb on a server) and save each demo at its moment."""


    written = []
    i18n.set_language("en")
    app = App(Settings(), clients=Collection((CLIENT,)), size=size, fullscreen=False)
    for filename, (demo, when) in SHOTS.items():
        if only and filename not in only:
            continue
        while len(app.stack):
            app.stack.pop()
        if demo == "battle-choice":           # between rounds: GRADY chooses what comes next
            scene = push_demo(app, "battle-demo")
            answer_pending(scene.session, {k: v for k, v in BATTLE_ANSWERS.items()
                                           if k in ("join_battle", "casualties", "battle_stance")})
        else:
            scene = push_demo(app, demo, played=True)
        app.frame(0.0)
        scene.clock.t = moment(scene, when)
        scene.clock.previous = scene.clock.t
        for _ in range(3):
            app.frame(0.0)
        path = os.path.join(folder, filename)
        pygame.image.save(app.screen, path)
        written.append(path)
    pygame.quit()
    return written


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description="Save the demo scenes as screenshots (run under xvfb-run).")
    parser.add_argument("folder", nargs="?", default="docs")
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    for path in shoot(args.folder, (w, h), args.only):
        print("wrote", path)
