"""The engine's declared forms hold for what it really builds: every frame's data is its step's
TypedDict, every decision's ``to_dict`` is the FiefDecision of its kind, every view is a
``View``, every event told has its kind's form and its ``chance`` mark (mypy checks the code
that builds them; these check the values, in random games with every optional rule, free
actions and Cavalcades; test_event_kinds.py holds the checker of events)."""
from __future__ import annotations

import random
import typing
from dataclasses import replace

from conforms import problems
from random_play import choose, options

from engine.actions import Action, act
from engine.fief.decision_kinds import FiefDecision
from engine.fief.event_kinds.catalog import KINDS
from engine.fief.event_kinds.chance import CHANCE
from engine.fief.game import Game
from engine.fief.options import OPTIONAL_RULES
from engine.fief.views import View, view_for
from test_event_kinds import departures

SEEDS = range(4)
ROUNDS = 12
VIEW_EVERY = 15         # actions between two looks at every seat's view (views are costly)


def data_form(game: Game, kind: str) -> object:
    """The TypedDict a step declares for its frames' data (``class Battle(Step[BattleData])``)."""
    step = type(game.step(kind))
    for base in getattr(step, "__orig_bases__", ()):
        if typing.get_origin(base) is not None:
            return typing.get_args(base)[0]
    raise AssertionError(f"{step.__name__} declares no data type")


def unlisted(game: Game, seat: int, chooser: random.Random) -> list[Action]:
    """Actions random play never picks, as no decision lists them: free actions (a talk, a
    card exchange, taking up a relic) and a move made a Cavalcade."""
    state = game.state
    others = [p for p in range(state.n) if p != seat]
    found = [act("open_talk", **{"with": chooser.choice(others)})]
    hand = state.players[seat].hand
    if hand:
        found.append(act("offer_cards", to=chooser.choice(others), give=[hand[0]]))
    found += [act("take_relic", lord=lord.name) for lord in state.family(seat)]
    found += [Action.make("move", **dict(a.params), cavalcade=True)
              for a in game.legal(seat) if a.kind == "move" and a.get("knights")]
    return found


def played(seed: int) -> typing.Iterator[Game]:
    """A random game with every optional rule, yielded after each action; now and then one of
    the ``unlisted`` actions is made when the referee accepts it."""
    table = replace(options(seed, 3 + seed % 4), optional=frozenset(OPTIONAL_RULES))
    game = Game.new(table, remember=True)      # played through apply alone (Game.decided)
    chooser = random.Random(seed)
    while not game.state.finished and game.state.round <= ROUNDS:
        seat, action = choose(game, chooser)
        if chooser.random() < 0.05:
            extra = [a for a in unlisted(game, seat, chooser) if game.check(seat, a) is None]
            action = chooser.choice(extra) if extra else action
        game.apply(seat, action)
        yield game


def test_every_frame_decision_view_and_event_has_its_declared_form():
    """One pass over the games checks all four: playing them is most of the cost."""
    kinds: set[str] = set()
    frames: set[str] = set()
    told: set[str] = set()
    for seed in SEEDS:
        for count, game in enumerate(played(seed)):
            for event in game.events:
                told.add(event.kind)
                assert departures(event) == [], f"seed {seed}, move {game.state.version}"
                assert event.chance == (event.kind in CHANCE), event.kind
            for frame in game.state.stack:
                frames.add(frame.kind)
                where = f"seed {seed}, move {game.state.version}, {frame.kind} frame"
                assert problems(frame.data, data_form(game, frame.kind), where) == []
            for decision in game.pending():
                kinds.add(decision.kind)
                where = f"seed {seed}, move {game.state.version}, {decision.kind}"
                assert problems(decision.to_dict(), FiefDecision, where) == []
            if count % VIEW_EVERY == 0:
                for seat in [None, *range(game.state.n)]:
                    where = f"seed {seed}, move {game.state.version}, view of {seat}"
                    assert problems(view_for(game, seat), View, where) == []
    # The games met most of what is declared, so the forms above were really looked at.
    assert len(kinds) >= 28, sorted(kinds)
    assert len(frames) >= 22, sorted(frames)
    assert len(told) >= 80, sorted(set(KINDS) - told)


def test_a_departure_from_a_declared_form_is_found():
    """The checker itself: an unknown key, a missing one and a wrong value are each caught."""
    game = Game.new(options(1, 3))
    decision = game.pending()[0].to_dict()
    assert problems(decision, FiefDecision) == []
    assert problems({**decision, "extra": 1}, FiefDecision) != []
    assert problems({k: v for k, v in decision.items() if k != "player"}, FiefDecision) != []
    assert problems({**decision, "kind": "vote"}, FiefDecision) != []
    view = view_for(game, 0)
    assert problems(view, View) == []
    assert problems({**view, "round": "one"}, View) != []
    assert problems({**view, "players": [{**view["players"][0], "vp": None}]}, View) != []
