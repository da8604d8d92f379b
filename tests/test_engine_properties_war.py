"""Random play of whole games with battles, sieges, Cavalcades and relics (OpenSpiel's generic
random-simulation test): every legal action is accepted, and after each one the war invariants
hold: a captive stands with a unit of his captor (or is freed), no dead lord is on the map,
siege engines stand only with their besiegers, every relic is where the state says, and the
counters of the box are all accounted for."""
import random
from collections import Counter

import pytest

from engine.actions import Action, act
from engine.fief.captives import captor_present
from engine.errors import IllegalAction
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.relics import may_take
from engine.fief.views import view_for

COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")
MAX_ACTIONS = 2000


def new_game(seed: int, players: int, optional: frozenset[str]) -> Game:
    specs = tuple(PlayerSpec(f"P{i}", COLOURS[i]) for i in range(players))
    return Game.new(GameOptions(players=specs, seed=seed, optional=optional),
                    remember=True)           # played through apply alone (Game.decided)


def cavalcades(g: Game, player: int) -> list[Action]:
    """Cavalcades the random player may try (legal() lists ordinary moves only)."""
    found = []
    for lord in g.state.family(player):
        if lord.village is None or lord.captor is not None:
            continue
        knights = sum(1 for t in g.state.troops if t.owner == player and t.village == lord.village
                      and t.kind == "knight")
        for to in g.board.neighbours(lord.village):
            if knights:
                found.append(act("move", lords=[lord.name], to=to, knights=knights, cavalcade=True))
    return found


def relic_takes(g: Game, player: int) -> list[Action]:
    """Free actions taking up a relic lying where one of the player's lords stands."""
    return [act("take_relic", lord=l.name) for l in g.state.family(player)
            if may_take(g, player, l.name) is None]


def choose(g: Game, rng: random.Random, player: int) -> Action:
    options = list(g.legal(player))
    if g.state.top().kind == "movement" and rng.random() < 0.3:
        options += cavalcades(g, player)
    options += relic_takes(g, player)
    busy = [a for a in options if not a.kind.startswith("end_") and a.kind != "pass"]
    if busy and rng.random() < 0.75:
        return rng.choice(busy)
    return rng.choice(options)


def being_decided(g: Game) -> set[str]:
    """Captives whose beaten jailers are gone while the victors decide to take them or let
    them go (RULINGS 38): the battle's capture stage settles them before it moves on."""
    villages = {f.data["village"] for f in g.state.stack
                if f.kind == "battle" and f.data["stage"] == "capture"}
    return {l.name for l in g.state.lords.values() if l.captor is not None and l.village in villages}


def check_invariants(g: Game) -> None:
    state = g.state
    pending = being_decided(g)
    for lord in state.lords.values():
        if lord.owner is None:
            assert lord.village is None and lord.captor is None and not lord.relics, lord
        if lord.captor is not None and lord.name not in pending:
            assert lord.village is not None and captor_present(g, lord.captor, lord.village), lord
    for engine in state.engines:
        if engine.village is not None:
            assert engine.owner in state.villages[engine.village].besiegers
    for village, vs in state.villages.items():
        for besieger in vs.besiegers:
            assert any(e.owner == besieger and e.village == village for e in state.engines)
            assert vs.fort is not None and besieger != vs.controller
    for lord in state.lords.values():                 # a relic is carried by its carrier
        assert all(state.relics.get(r) == lord.name for r in lord.relics), lord
    loose = Counter(r for vs in state.villages.values() for r in vs.relics)
    for relic, carrier in state.relics.items():
        if carrier is not None:
            assert relic in state.lords[carrier].relics
        else:
            assert loose[relic] == 1, relic
    owned = Counter(t.owner for t in state.troops)      # counted once, checked for each seat
    for seat in range(state.n):
        assert owned[seat] == g.rules.stock_knights + g.rules.stock_men
    assert state.mills_stock + sum(vs.mills for vs in state.villages.values()) == g.rules.stock_mills


@pytest.mark.parametrize("seed,players,optional", [
    (1, 3, frozenset()),
    (2, 4, frozenset({"holy_relics"})),
    (3, 5, frozenset({"fog_of_war", "holy_relics"})),
    (4, 3, frozenset({"holy_relics"})),
    (5, 6, frozenset({"holy_relics"})),
    (6, 4, frozenset()),
])
def test_random_games_keep_the_war_invariants(seed, players, optional):
    g = new_game(seed, players, optional)
    rng = random.Random(seed)
    battles = relics = 0
    for _ in range(MAX_ACTIONS):
        pending = g.pending()
        if g.state.finished or not pending:
            break
        player = rng.choice(pending).player
        action = choose(g, rng, player)
        try:
            events = g.apply(player, action)
        except IllegalAction as refusal:
            assert action.get("cavalcade"), f"{action.text()} was offered but refused: {refusal}"
            continue
        battles += sum(1 for e in events if e.kind == "battle_started")
        relics += sum(1 for e in events if e.kind == "relic_taken")
        check_invariants(g)
    for seat in range(players):
        view_for(g, seat)
    assert battles > 0
    assert relics > 0 or "holy_relics" not in optional
