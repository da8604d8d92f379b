"""Soak test of the 2011 edition (issue 21): random players play complete games (default 200,
a cap of 200 rounds) and the edition's invariants are checked after every action; every error
is reported with its seed.

    .venv/bin/python bench/soak_2011.py --games 200

Checked at every action: each family's 8 Knights and 15 sergeants, the 12 Siege Engines (the
families' plus the common supply, E-3) never turned past one side, money never below 0, the
box's castles and mills, control (tests/test_engine_properties.py), no Ambush anywhere (E-2),
the crown's heirless titles vacant and listed once (E-10),
vote tokens (at most one ballot per voter, never FOR and AGAINST on one candidate, E-4) and
hidden tokens absent from the other seats' views; every 100th action a made-up action is
refused without changing anything.
"""
from __future__ import annotations

import collections
import random
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]

import edition_soak  # noqa: E402
from random_play import choose
from test_engine_properties import check_control, check_refusal

from engine.fief.counters import KNIGHT, MAN
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.views import view_for

ENGINES_IN_THE_BOX = 12


def check_2011(game: Game) -> None:
    """The 2011 edition's invariants after an action."""
    state, rules = game.state, game.rules
    for seat in range(state.n):
        kinds = [t.kind for t in state.troops if t.owner == seat]
        assert kinds.count(KNIGHT) == rules.stock_knights == 8, "8 Knights a family"
        assert kinds.count(MAN) == rules.stock_men == 15, "15 sergeants a family"
        assert state.players[seat].money >= 0
        assert 0 <= state.players[seat].tax_markers <= rules.stock_tax
        assert "ambush" not in state.players[seat].hand, "E-2: no Ambush"
    assert len(state.engines) + state.engine_pool == ENGINES_IN_THE_BOX, "E-3: 12 engines"
    assert all(e.level <= rules.engine_top_level for e in state.engines), "E-3: one-sided"
    villages = state.villages
    assert rules.forts_out(vs.fort for vs in villages.values()) + state.forts_stock == \
        rules.stock_forts                                          # E-27: 2011's castles alone
    assert sum(vs.mills for vs in villages.values()) + state.mills_stock == rules.stock_mills
    assert "ambush" not in state.fortune_deck + state.fortune_discard, "E-2: no Ambush"
    crown = state.titles.crown_fiefs
    assert len(crown) == len(set(crown)), "E-10: each title once"
    assert all(state.titles.fiefs[f] is None for f in crown), "E-10: the crown's titles are vacant"
    for frame in state.stack:
        if frame.kind == "election":
            voters = [player for player, _, _ in frame.data["markers"]]
            assert len(voters) == len(set(voters)), "E-4: one ballot per voter"
            assert all(f is None or f != a for _, f, a in frame.data["markers"]), "E-4"
    check_control(game)


def check_hidden_tokens(game: Game) -> None:
    """E-4: a voter's FOR and AGAINST tokens are named to him alone."""
    for seat in range(game.state.n):
        for frame in view_for(game, seat)["frames"]:
            if frame["kind"] == "election":
                for marker in frame["markers"]:
                    if marker["player"] != seat:
                        assert "for" not in marker and "against" not in marker


def soak_one(seed: int, max_rounds: int) -> tuple[Game, int, collections.Counter]:
    players = 3 + seed % 4
    game = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                              for c in COLOURS[:players]),
                                edition="2011", seed=seed))
    chooser = random.Random(seed)
    seen: collections.Counter = collections.Counter()
    applied = 0
    while not game.state.finished and game.state.round <= max_rounds:
        seat, action = choose(game, chooser)
        if applied % 100 == 0:
            check_refusal(game, seat, action)
        for event in game.apply(seat, action):
            seen[event.kind] += 1
        applied += 1
        check_2011(game)
        if game.state.top() is not None and game.state.top().kind == "election":
            check_hidden_tokens(game)
    return game, applied, seen


def main() -> int:
    return edition_soak.main(__doc__.splitlines()[0], "the 2011 edition", soak_one, (
        "ballot_cast", "election_result", "engine_bought", "engines_destroyed",
        "fief_title_to_crown", "title_granted_by_crown", "siege_declared",
        "disaster_struck", "tax_played", "game_won"))


if __name__ == "__main__":
    sys.exit(main())
