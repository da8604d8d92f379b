"""The bots' shortcuts decide what their definitions decide (issue 35: a cheaper Duke that
plays exactly the same games): a purchase of a fief title asked only of the titles the
referee's own first test lets through (``economy.buyable``, 4.3), the strengths on the map
and the armies read from the state's index of counters, along seeded games of Barons."""
import random
from dataclasses import replace

import pytest

from engine.actions import act
from engine.fief.bots import make
from engine.fief.bots.base import Ctx
from engine.fief.bots.economy import buy_title, legal_purchase, title_lord
from engine.fief.bots.heuristics import SP_KNIGHT, SP_MAN, army, compute_strength
from engine.fief.bots.runner import bot_turn
from engine.fief.counters import KNIGHT
from engine.fief.game import Game
from engine.fief.queries import crown_player
from random_play import options

# Four rounds: at least 26 purchases and five titles bought in each edition. Of bugs planted
# in the shortcuts (a title skipped or let through by ``buyable``, captives counted in the
# strengths, an army of the wrong family), each that nine rounds caught fails by round 2.
ROUNDS = 4


def buy_title_by_definition(ctx: Ctx):
    """``buy_title`` as first written: every title's purchase made and checked."""
    g = ctx.world
    lord = title_lord(ctx)
    if lord is None:
        return None
    crown = crown_player(g.state)
    for fief in sorted(g.board.fiefs, key=lambda f: -len(g.board.fiefs[f].villages)):
        if crown == ctx.seat:
            action = act("buy_title", fief=fief, lord=lord, free=True)
            if legal_purchase(ctx, action):
                return action
        action = act("buy_title", fief=fief, lord=lord)
        if legal_purchase(ctx, action):
            return action
    return None


def strength_by_definition(g: Game) -> dict:
    """Every troop on the map by a scan of them all (the lords as ``compute_strength``)."""
    out: dict = {}
    for t in g.state.troops:
        if t.village is not None:
            here = out.setdefault(t.village, {})
            here[t.owner] = here.get(t.owner, 0) + (SP_KNIGHT if t.kind == KNIGHT else SP_MAN)
    for lord in g.state.lords.values():
        if lord.village is not None and lord.owner is not None and lord.captor is None:
            here = out.setdefault(lord.village, {})
            here[lord.owner] = here.get(lord.owner, 0) + 1
    return out


@pytest.mark.parametrize("edition", ["1429", "2011"])
def test_4_3_a_title_bought_and_the_strengths_are_those_of_their_definitions(edition):
    game = Game.new(replace(options(4, 4), edition=edition), remember=True)
    bots = [make("baron") for _ in range(4)]
    bought = purchases = 0
    for move in range(2500):
        if game.state.finished or game.state.round > ROUNDS:
            break
        decision = game.pending()[0]
        seat = decision.player
        if decision.kind == "purchase":
            ctx = Ctx(game, seat, decision.to_dict(), random.Random(move), bots[seat].style, True)
            found = buy_title(ctx)
            assert found == buy_title_by_definition(ctx), move
            purchases += 1
            bought += found is not None
        if move % 5 == 0:
            assert compute_strength(game) == strength_by_definition(game), move
            assert [army(game, p) for p in range(4)] == [
                sum(SP_KNIGHT if t.kind == KNIGHT else SP_MAN for t in game.state.troops
                    if t.owner == p and t.village is not None) for p in range(4)], move
        bot_turn(game, seat, bots[seat], move, 0.0)
    assert purchases >= 20 and bought >= 1
