"""Games of the 2011 edition played whole through the referee contract alone (as
tests/test_contract.py plays every game): random players to the end of the game, with what
``check`` says agreeing with ``apply``, a clone and a restored snapshot playing on as the game,
views that are JSON; and every level of computer player playing the edition without a refusal
(bench/soak_2011.py plays 200 games with the edition's invariants at every action)."""
from __future__ import annotations

import json
import random

import pytest
from conforms import problems
from test_typed_boundaries import data_form

from engine.errors import EngineError
from engine.fief.api import FIEF
from engine.fief.bots.registry import LEVELS, make
from engine.fief.bots.runner import Stats, play_game
from engine.fief.decision_kinds import FiefDecision
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.views import View, view_for
from engine.record import Record

COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")


def table(players: int, seed: int) -> dict:
    return {"players": [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(players)],
            "edition": "2011", "seed": seed}


@pytest.mark.parametrize("seed,players", [(0, 3)])
def test_2011_random_game_played_to_its_end_through_the_contract(seed, players):
    game = FIEF.new(table(players, seed))
    twin = game.clone()
    chooser = random.Random(seed)
    kinds: set[str] = set()
    while not game.finished:
        pending = game.pending()
        assert pending, "a game not over waits for somebody"
        seat = chooser.choice(sorted({d.player for d in pending}))
        actions = game.legal(seat)
        assert actions, f"seat {seat} is asked but offered nothing"
        action = chooser.choice(actions)
        assert game.check(seat, action) is None, action.text()
        if game.move % 50 == 0:
            for viewer in [None, *range(players)]:
                json.dumps(game.view_for(viewer))
        events = game.apply(seat, action, game.move)
        kinds.update(e.kind for e in events)
        assert twin.apply(seat, action) == events, "a clone plays on exactly as the game"
        assert game.move < 20_000, "a random game of 2011 ends"
    assert game.winners
    assert {"ballot_cast", "election_result", "game_won"} <= kinds
    restored = FIEF.restore(game.snapshot())
    assert restored.finished and restored.winners == game.winners
    assert json.dumps(twin.snapshot(), sort_keys=True) == json.dumps(game.snapshot(),
                                                                     sort_keys=True)


def test_2011_a_save_records_and_restores_the_edition():
    record = Record.new(FIEF, table(4, 5))
    chooser = random.Random(5)
    for _ in range(400):
        seat = chooser.choice(sorted({d.player for d in record.game.pending()}))
        record.apply(seat, chooser.choice(record.game.legal(seat)))
    again = Record.from_json(record.to_json())
    assert again.game.options["edition"] == "2011"
    assert again.game.snapshot() == record.game.snapshot()


def test_2011_a_made_up_answer_is_refused_with_a_rule_and_changes_nothing():
    game = FIEF.new(table(3, 2))
    seat = game.pending()[0].player
    before = json.dumps(game.snapshot(), sort_keys=True)
    with pytest.raises(EngineError):
        game.apply(seat, {"kind": "buy_engine", "params": {}})
    assert json.dumps(game.snapshot(), sort_keys=True) == before


@pytest.mark.parametrize("level", LEVELS)
def test_2011_every_bot_level_plays_the_edition_without_a_refusal(level):
    """The Duke searches one world per decision, whatever the clock: given 0.02 s of its
    thread's time instead, how many worlds it searched (and so its answers, and whether one
    was refused) depended on the machine's speed; two worlds cost 2.9 s of CPU here."""
    game = FIEF.new(table(4, 11))
    stats = Stats()
    bots = [make(level, worlds=1) if level == "duke" else make(level) for _ in range(4)]
    play_game(game, bots, 11, 2, 0.02, stats)
    assert game.finished or game.state.round > 2
    assert (stats.refusals, stats.fallbacks) == (0, 0)
    assert stats.kinds.get("ballot", 0) > 0 or stats.kinds.get("purchase", 0) > 0


def test_2011_frames_decisions_and_views_have_their_declared_forms():
    """As tests/test_typed_boundaries.py for 1429: the ballots, the purchases with engines and
    the views of a 2011 game are the declared TypedDicts (decision_kinds, views)."""
    seen: set[str] = set()
    for seed in (1, 2):
        game = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                                  for c in COLOURS[:4]),
                                    edition="2011", seed=seed))
        chooser = random.Random(seed)
        while not game.finished and game.state.round <= 10:
            for frame in game.state.stack:
                assert problems(frame.data, data_form(game, frame.kind), frame.kind) == []
            for decision in game.pending():
                seen.add(decision.kind)
                assert problems(decision.to_dict(), FiefDecision, decision.kind) == []
            if game.state.version % 20 == 0 or game.state.top().kind == "election":
                for seat in [None, *range(game.state.n)]:
                    assert problems(view_for(game, seat), View, f"view of {seat}") == []
            seat = chooser.choice(sorted({d.player for d in game.pending()}))
            game.apply(seat, chooser.choice(game.legal(seat)))
    assert {"ballot", "purchase", "candidate"} <= seen
