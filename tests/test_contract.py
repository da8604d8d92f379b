"""The referee contract (engine/contract.py), played through it alone, for every game of the
collection (OpenSpiel's generic random-simulation test): what ``check`` says agrees with what
``apply`` does, a clone and a restored snapshot play on exactly as the game, views are JSON and
read-only, and refusals change nothing."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.actions import Action, act
from engine.collection import GAMES
from engine.contract import GameKind, Referee
from engine.errors import EngineError, NotYourDecision, OptionsError

MOVES = 300          # actions per game: enough to cross every phase a few times


def table(kind: GameKind, players: int, seed: int) -> dict[str, Any]:
    return {"players": [{"name": f"P{i}", "colour": kind.colours[i]} for i in range(players)],
            "seed": seed}


def outsider(game: Referee, chooser: random.Random) -> tuple[int, Action]:
    """An action somebody may not take now: a seat asked nothing, or a made-up answer."""
    asked = {d.player for d in game.pending()}
    idle = [s for s in range(len(game.seat_names)) if s not in asked]
    if idle and chooser.random() < 0.5:
        seat = chooser.choice(idle)
        return seat, act("pass")
    return chooser.choice(sorted(asked)), act("no_such_action", value=chooser.randrange(99))


def snapshot_of(game: Referee) -> dict[str, Any]:
    """The whole position as plain data, compared as it is (its JSON text would be a third
    more to make, and says nothing more: a snapshot holds JSON values only)."""
    return game.snapshot()


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_random_play_through_the_contract_alone(name, seed):
    kind = GAMES[name]
    players = kind.min_players + seed % (kind.max_players - kind.min_players + 1)
    game = kind.new(table(kind, players, seed))
    chooser = random.Random(seed)
    twin = game.clone()
    for _ in range(MOVES):
        if game.finished:
            break
        pending = game.pending()
        assert pending, "a game not over waits for somebody"
        seat = chooser.choice(sorted({d.player for d in pending}))
        actions = game.legal(seat)
        assert actions, f"seat {seat} is asked but offered nothing"
        action = chooser.choice(actions)
        assert game.check(seat, action) is None, action.text()
        before = snapshot_of(game)
        wrong_seat, wrong = outsider(game, chooser)
        refusal = game.check(wrong_seat, wrong)
        assert isinstance(refusal, EngineError)
        with pytest.raises(EngineError) as raised:
            game.apply(wrong_seat, wrong)
        assert str(raised.value) == str(refusal)
        for viewer in [None, *range(players)]:
            json.dumps(game.view_for(viewer))
        assert snapshot_of(game) == before, "checks, refusals and views change nothing"
        version = game.move
        events = game.apply(seat, action, version)
        assert game.move == version + 1
        assert twin.apply(seat, action) == events, "a clone plays on exactly as the game"
    restored = kind.restore(game.snapshot())
    assert restored.pending() == game.pending()
    for seat in range(players):
        assert restored.legal(seat) == game.legal(seat)
    assert snapshot_of(twin) == snapshot_of(game)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_options_a_game_cannot_start_with_are_refused_by_name(name):
    kind = GAMES[name]
    with pytest.raises(OptionsError):
        kind.new(table(kind, kind.min_players - 1, 1))
    with pytest.raises(OptionsError):
        kind.new(table(kind, kind.max_players + 1, 1) if kind.max_players < len(kind.colours)
                 else {"players": "everyone"})
    with pytest.raises(OptionsError):
        kind.new({"seed": 1})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_stale_action_is_refused(name):
    kind = GAMES[name]
    game = kind.new(table(kind, kind.min_players, 5))
    seat = game.pending()[0].player
    action = game.legal(seat)[0]
    with pytest.raises(EngineError):
        game.apply(seat, action, game.move + 1)
    game.apply(seat, action, game.move)
    assert isinstance(game.check(len(game.seat_names), action), NotYourDecision)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_level_of_computer_player_answers_through_the_contract(name):
    kind = GAMES[name]
    game = kind.new(table(kind, kind.min_players, 9))
    decision = game.pending()[0]
    view = game.view_for(decision.player)
    for level in kind.bot_levels:
        answer = kind.bot(level).choose(view, decision.to_dict(), rng_seed=1, budget_s=0.05)
        assert game.check(decision.player, answer) is None, (level, answer)
