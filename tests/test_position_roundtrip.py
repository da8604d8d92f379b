"""Issue 17, section 3: the position format expresses every situation random play reaches.

Positions sampled from random games (3 to 6 families, with and without the optional rules; the
first actions of each game, setup included, then one every few actions) are written, read back
and written again: the two writings are identical, the games are the same state
(interchangeable counters aside), the same decisions are pending and every seat has the same
legal actions. Legal actions are compared as sets: their order follows the order in which the
board's index filed the counters over the game, which a position (like a save replayed from
another history) does not keep.

The suite samples the same 2,000 positions as ever but checks only those that show something
the chunk's earlier ones did not (``traits``: a field of the state set for the first time, a
new stack of frames, a new decision asked), about 300, and every ``PLAIN_EVERY``-th besides:
every field and frame the 2,000 reach is written and read back, for a sixth of the CPU.
bench/soak_positions.py checks every one of the 2,000, or more (docs/engine.md).
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions
from engine.fief.position import dump_position, load_position, position_text
from engine.fief.position.write import differing_fields, friendly_position, read_back, with_raw
from tests.random_play import choose, options

POSITIONS = 2000              # sampled (each is checked by bench/soak_positions.py)
CHUNKS = 8                    # spread over the test workers
EVERY = 13                    # one position every so many actions
PLAIN_EVERY = 50              # a sampled position checked whatever its traits
MAX_ROUNDS = 14
OPTIONAL = (frozenset(), frozenset({"holy_relics"}), frozenset({"holy_relics", "fog_of_war"}),
            frozenset({"open_diplomacy", "assassination_roll"}))
FOLDED = frozenset(COLOURS)   # keys that name a family, like lords' and villages' names


def sampled_games(chunk: int) -> Iterator[Game]:
    """Random games, each position every ``EVERY`` actions, endlessly (the caller stops)."""
    seed = chunk * 1000
    while True:
        seed += 1
        base = options(seed, 3 + seed % 4)
        game = Game.new(GameOptions(players=base.players, seed=seed,
                                    optional=OPTIONAL[seed % len(OPTIONAL)]), remember=True)
        chooser = random.Random(seed)
        applied = 0
        while not game.state.finished and game.state.round <= MAX_ROUNDS:
            seat, action = choose(game, chooser)
            game.apply(seat, action)
            applied += 1
            if applied % EVERY == 0 or applied <= 4:    # setup's draws and choices too
                yield game


def set_paths(value: Any, path: str, out: set[str]) -> set[str]:
    """The paths to every value of ``value`` that is set (not empty, zero, false or None),
    names and lists folded: ``/lords/*/captor``, ``/troops[]/struck``. Walked with a stack of
    its own, an empty or false item skipped where it is met and each key folded once: the
    2,000 states are three million values, and a call for each was a fifth of the test."""
    folds: dict[str, str] = {}
    stack = [(value, path)]
    while stack:
        value, path = stack.pop()
        kind = type(value)
        if kind is dict:
            for key, item in value.items():
                if not item:
                    continue        # an empty container or a false leaf has no path set
                folded = folds.get(key)
                if folded is None:
                    folded = folds[key] = ("*" if key[:1].isupper() or key[:1].isdigit()
                                           or key in FOLDED else key)
                stack.append((item, path + "/" + folded))
        elif kind is list or kind is tuple:
            inner = path + "[]"
            for item in value:
                if item:
                    stack.append((item, inner))
        elif value:
            out.add(path)
    return out


def traits(game: Game) -> set[str]:
    """What the position holds, read from the state's own dictionary (none of the position
    code, whose defect would otherwise hide the positions that show it): the fields set, the
    stack of frames and the decisions asked."""
    found = set_paths(game.state.to_dict(), "", set())
    found.add("frames:" + "/".join(frame.kind for frame in game.state.stack))
    found.update("asked:" + decision.kind for decision in game.pending())
    return found


def same_answers(one: Game, two: Game) -> bool:
    return one.pending() == two.pending() and all(
        sorted(a.text() for a in one.legal(seat)) == sorted(a.text() for a in two.legal(seat))
        for seat in range(one.state.n))


def check_round_trip(game: Game, full_dump: bool = False) -> None:
    """Written, read back and written again: the same writing, state, decisions and legal
    actions. ``full_dump`` also holds the test's steps to ``dump_position``'s own."""
    friendly = friendly_position(game)          # dump_position's steps, the reading kept
    read = read_back(friendly, game.board)
    written = with_raw(friendly, game.state, read)
    if full_dump:
        assert dump_position(game) == written
    again = load_position(position_text(written))
    # Written again: the same friendly parts (so the same reading back, shared) and the
    # same raw part against it, that is dump_position(again) == written.
    assert with_raw(friendly_position(again), again.state, read) == written
    assert differing_fields(game.state, again.state) == []
    assert same_answers(game, again), written.get("step")


def chosen_positions(chunk: int, sampled: int) -> Iterator[tuple[int, Game]]:
    """(index in the chunk, game) of the chunk's first ``sampled`` positions that the suite
    checks: those with a trait the chunk had not met, and every ``PLAIN_EVERY``-th."""
    seen: set[str] = set()
    for index, game in enumerate(sampled_games(chunk)):
        if index == sampled:
            return
        found = traits(game)
        if not found <= seen or index % PLAIN_EVERY == 0:
            seen |= found
            yield index, game


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_positions_of_random_games_round_trip(chunk):
    checked = 0
    for index, game in chosen_positions(chunk, POSITIONS // CHUNKS):
        try:
            check_round_trip(game, full_dump=checked % 10 == 0)
        except AssertionError as failed:
            raise AssertionError(f"chunk {chunk}, position {index}: {failed}") from failed
        checked += 1
    assert checked >= 20, checked       # the first positions of each game alone are new
