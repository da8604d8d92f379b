"""The Movement step's own check (5.0, 5.1, 5.2, 2.3.1, 6.2.3, 6.4.1, 10.2.1, 004 §6): the
refusal ``apply`` would give a move, found without the copy of the game the default
``Step.check`` makes. It must say exactly what the copy says, word for word and rule for rule,
for every move a game meets, legal or not, in every edition."""
from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.actions import Action, act
from engine.errors import EngineError, IllegalAction
from engine.fief.game import Game
from engine.fief.match import Match, Step
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from tests.random_play import choose

EDITIONS = ("1429", "2011", "simplified")


def game_for(edition: str, seed: int, players: int = 4) -> Game:
    return Game.new(GameOptions(tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:players]),
                                edition=edition, seed=seed))


def movement_turns(game: Game, chooser: random.Random, rounds: int) -> Iterator[int]:
    """Play at random; yield the seat in turn at each movement decision met."""
    while not game.finished and game.state.round <= rounds:
        frame = game.state.top()
        asked = [d for d in game.pending() if d.kind == "movement"]
        if frame is not None and frame.kind == "movement" and asked:
            yield asked[0].player
        seat, action = choose(game, chooser)
        game.apply(seat, action)


def variants(game: Game, seat: int, legal: list[Action]) -> list[Action]:
    """Moves the step must refuse, each for its own rule, beside the legal ones."""
    state = game.state
    mine = [l.name for l in state.lords.values() if l.owner == seat and l.village]
    other = [l.name for l in state.lords.values() if l.owner not in (None, seat) and l.village]
    villages = sorted(game.board.villages)
    out: list[Action] = []
    for move in [a for a in legal if a.kind == "move"][:2]:
        params = move.to_dict()
        lords, to = params["lords"], params["to"]
        out += [act("move", lords=lords, to=villages[0], knights=0, men=0),   # no road, 5.0
                act("move", lords=lords, to="NOWHERE"),                        # no village, 5.0
                act("move", lords=lords, to=to, knights=9, men=9),             # troops, 5.0
                act("move", lords=lords, to=to, knights=-1, men=0),
                act("move", lords=lords, to=to, cavalcade=True),               # 5.2
                act("move", lords=lords, to=to, cavalcade=True, fight=[seat]),
                act("move", lords=lords, to=to, secret_passage=True),          # 10.2
                act("move", lords=lords, to=to, reinforce=True),               # 6.4.1
                act("move", lords=lords, to=to, cede=seat),                    # 5.1
                act("move", lords=lords, to=to, captives=other[:1]),           # 6.2.3
                act("move", lords=other[:1] or lords, to=to)]                  # 5.0
    out += [act("move", lords=[], to=villages[0]), act("move", lords=mine[:2], to=villages[1]),
            act("move", lords="NOBODY", to=villages[1]), act("recruit", village=villages[0])]
    return out


def copied_check(game: Game, seat: int, action: Action) -> EngineError | None:
    """The default ``Step.check``: the answer applied to a copy of the game."""
    frame = game.state.top()
    assert frame is not None
    try:
        Step.check(game.ruleset.steps[frame.kind], game, frame, seat, action)
    except EngineError as refusal:
        return refusal
    return None


def said(refusal: EngineError | None) -> tuple[str, str, str] | None:
    return None if refusal is None else \
        (type(refusal).__name__, getattr(refusal, "rule", ""), str(refusal))


@pytest.mark.parametrize("edition", EDITIONS)
def test_movement_check_5_0_says_what_the_copy_says(edition: str) -> None:
    compared = refused = 0
    game = game_for(edition, 2)
    for turn, seat in enumerate(movement_turns(game, random.Random(2), rounds=3)):
        if turn % 8 == 0:                         # one decision in 8: the suite stays fast
            legal = game.legal(seat)
            before = game.snapshot()
            for action in [*legal[:4], *variants(game, seat, legal)]:
                frame = game.state.top()
                assert frame is not None
                expected = copied_check(game, seat, action)
                try:
                    game.ruleset.steps[frame.kind].check(game, frame, seat, action)
                    found = None
                except EngineError as refusal:
                    found = refusal
                assert said(found) == said(expected), action.text()
                compared += 1
                refused += found is not None
            assert game.snapshot() == before                    # a check changes nothing
    assert compared > 60 and refused > 40, (compared, refused)


def test_a_move_is_checked_without_copying_the_game(monkeypatch) -> None:
    """Before: ``Game.check`` of a move copied the whole game (about 2 ms for six players),
    for each move the LAN host received."""
    game = game_for("1429", 3, players=6)
    seat = next(movement_turns(game, random.Random(3), rounds=3))
    monkeypatch.setattr(Match, "copy", lambda self: pytest.fail("the game was copied"))
    move = next(a for a in game.legal(seat) if a.kind == "move")
    assert game.check(seat, move) is None
    assert game.check(seat, act("end_movement")) is None
    refusal = game.check(seat, act("move", lords=move.get("lords"), to="NOWHERE"))
    assert isinstance(refusal, IllegalAction) and str(refusal) == "5.0: there is no village 'NOWHERE'"


def test_simplified_lords_move_alone_004_6_without_a_copy(monkeypatch) -> None:
    game = game_for("simplified", 1)
    seat = next(movement_turns(game, random.Random(1), rounds=3))
    monkeypatch.setattr(Match, "copy", lambda self: pytest.fail("the game was copied"))
    move = next(a for a in game.legal(seat) if a.kind == "move")
    params = move.to_dict()
    refusal = game.check(seat, act("move", lords=params["lords"], to=params["to"], knights=1))
    assert isinstance(refusal, IllegalAction) and refusal.rule == "004 §6"
