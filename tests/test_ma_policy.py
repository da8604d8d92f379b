"""Middle-Ages: the playouts' judgement of a tile (policy.py) reckons what the rules will pay
as the greedy level's ``worth`` does: the incomes to come (M2.3, M5), the face-up Events (M7),
and the empty-domain penalty (M8) weighted by the turn. Each term is checked against the rules'
own functions on positions of real games, a tile added to a lord's board by hand."""
from __future__ import annotations

import random

import pytest

from engine.collection import game_kind
from engine.middle_ages import board
from engine.middle_ages.event_cards import amount_for
from engine.middle_ages.policy import events_value, promise, tile_value
from engine.middle_ages.state import PlayerState, State
from engine.middle_ages.tiles import (
    DOMAINS,
    EMPTY_DOMAIN_PENALTY,
    EVENT_RULES,
    IN_BOX,
    TILES,
    TURNS,
    EventCard,
)

KIND = game_kind("middle-ages")


def states(n: int, seed: int) -> list[State]:
    """Every position of a game played at random (copies, free to change)."""
    game = KIND.new({"players": [{"name": f"P{i}", "colour": KIND.colours[i]}
                                 for i in range(n)], "seed": seed})
    chooser = random.Random(seed)
    seen = []
    while not game.finished:
        seen.append(game.state.clone())
        decision = game.pending()[0]
        game.apply(decision.player, chooser.choice(decision.choices))
    return seen


def promised(player: PlayerState) -> float:
    """bots.worth's incomes promised per turn: each domain's as often as its tiles are in the box."""
    return sum(board.income(player, d) * IN_BOX[d] for d in DOMAINS) / len(TILES)


def events_pay(state: State, player: PlayerState) -> int:
    return sum(amount_for(EVENT_RULES[EventCard(card)], player)
               for card in state.events[state.events_done:])


@pytest.mark.parametrize("n,seed", [(2, 3), (4, 5)])
def test_M5_M7_a_tiles_promise_and_events_are_what_one_more_such_tile_changes(n, seed):
    """With coin and Parcel tokens (M5.7, M5.8) as the game gave them: adding a tile of each
    domain raises the incomes promised by ``promise`` and the face-up Events' pay by
    ``events_value``, exactly."""
    checked = 0
    for state in states(n, seed)[::7]:
        for player in state.players:
            for tile in TILES[::5]:
                first = player.count(tile.domain) == 0
                before = promised(player), events_pay(state, player)
                expected = (promise(player, tile.domain), events_value(state, tile, first))
                player.tiles_of(tile.domain).append(tile.id)
                after = promised(player), events_pay(state, player)
                player.tiles_of(tile.domain).pop()
                assert after[0] - before[0] == pytest.approx(expected[0])
                assert after[1] - before[1] == expected[1]
                checked += 1
    assert checked > 100


def test_M8_an_empty_domains_first_tile_weighs_more_as_the_end_nears():
    """The same first tile of a domain, judged on turn 2 and on turn 14: its share of the 10
    coins of M8 grows from 10 x 2/16 to 10 x 14/16 (the promise of the turns left shrinks)."""
    state = next(s for s in states(2, 7) if s.turn == 2 and s.phase == "play")
    player = state.players[0]
    tile = next(t for t in TILES if player.count(t.domain) == 0 and not t.peasant
                and not t.chest and t.domain.value in ("mill", "fields", "market"))
    values = {}
    for turn in (2, 14):
        state.turn = turn
        values[turn] = tile_value(state, 0, tile.id) - events_value(state, tile, True)
    shrink = (14 - 2) * promise(player, tile.domain)
    assert values[14] - values[2] == pytest.approx(
        EMPTY_DOMAIN_PENALTY * (14 - 2) / TURNS - shrink)
