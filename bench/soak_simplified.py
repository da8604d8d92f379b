"""Soak test of the simplified variant (issue 22): random players play complete games (default
200, a cap of 200 rounds) and the variant's invariants are checked after every action; every
error is reported with its seed.

    nice .venv/bin/python bench/soak_simplified.py --games 200

Checked at every action: the 8 gems of the game (held plus the pool, none below 0), resources
and damages never below 0, no resources kept outside the Income and purchase steps (S-3), no
Knight and no Siege Engine anywhere (S-3), the box's castles and mills, control
(tests/test_engine_properties.py), at most one control marker of a family in a village, every
event in the form its kind declares (the paired-dice battles' every number, 004 §9), a battle's
dice never below 0, every battle declared ended once; every 100th action a made-up action is refused without changing anything.
"""
from __future__ import annotations

import collections
import random
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]

import edition_soak  # noqa: E402
from conforms import problems
from random_play import choose
from test_engine_properties import check_control, check_refusal

from engine.actions import Action
from engine.fief.counters import KNIGHT
from engine.fief.event_kinds.catalog import KINDS
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec

SPENDING = ("income", "ransoms", "purchase")


def check_simplified(game: Game) -> None:
    """The simplified variant's invariants after an action."""
    state, rules = game.state, game.rules
    families = state.players
    assert sum(p.gems for p in families) + state.gem_pool == rules.gems_in_game == 8, "8 gems"
    assert state.gem_pool >= 0 and all(p.gems >= 0 for p in families)
    assert all(p.money >= 0 and p.damages >= 0 for p in families)
    if not state.stack or state.stack[0].kind not in SPENDING:
        assert all(p.money == 0 for p in families), "S-3: resources are spent or lost"
    assert not any(t.kind == KNIGHT for t in state.troops), "S-3: no troops to buy"
    assert not state.engines and state.engine_pool == 0, "S-3: no siege engines"
    villages = state.villages
    assert rules.forts_out(vs.fort for vs in villages.values()) + state.forts_stock == \
        rules.stock_forts                                          # E-27: 2011's castles alone
    assert sum(vs.mills for vs in villages.values()) + state.mills_stock == rules.stock_mills
    check_control(game)
    markers = collections.Counter((t.owner, t.village) for t in state.troops if t.village)
    assert max(markers.values(), default=0) <= 1, "004 §6: one marker a family in a village"
    for frame in state.stack:
        if frame.kind == "paired_battle" and frame.data["strength"]:
            assert all(v >= 0 for v in frame.data["strength"].values()), "S-7: dice left"


def soak_one(seed: int, max_rounds: int) -> tuple[Game, int, collections.Counter]:
    players = 3 + seed % 4
    game = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                              for c in COLOURS[:players]),
                                edition="simplified", seed=seed))
    chooser = random.Random(seed)
    seen: collections.Counter = collections.Counter()
    applied = 0
    check_simplified(game)
    while not game.state.finished and game.state.round <= max_rounds:
        seat, action = choose(game, chooser)
        if action.kind == "move" and chooser.random() < 0.25:     # a ride (004 §6), unlisted
            ride = Action.make("move", **dict(action.params), cavalcade=True)
            action = ride if game.check(seat, ride) is None else action
        if applied % 100 == 0:
            check_refusal(game, seat, action)
        for event in game.apply(seat, action):
            seen[event.kind] += 1
            assert problems(event.to_dict(), KINDS[event.kind], event.kind) == [], event.kind
        if not any(frame.kind == "paired_battle" for frame in game.state.stack):
            assert seen["paired_battle_declared"] == seen["paired_battle_ended"], "one end"
        applied += 1
        check_simplified(game)
    return game, applied, seen


def main() -> int:
    return edition_soak.main(__doc__.splitlines()[0], "the simplified variant", soak_one, (
        "gems_dealt", "gem_traded", "resources_lost", "damages_settled", "paired_round",
        "paired_battle_ended", "place_taken", "war_damages_owed", "cavalcade_declared", "siege_declared",
        "coalition_left", "coalition_answered", "losses_drawn", "place_unowned",
        "fief_title_to_crown", "fief_broken_up", "game_won"))


if __name__ == "__main__":
    sys.exit(main())
