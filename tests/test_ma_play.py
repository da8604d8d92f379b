"""Middle-Ages played whole: random games through the contract keep the invariants of the
rules at every step (tiles conserved, money never negative, one Lord and one Scout per tile,
MA-3; every answer listed is one ``check`` accepts and the other candidates are refused), end
after turn 16 with winners by M8's tie-breaks; views hide the order of the piles (M6); games
are deterministic from their seed (MA-11); the computer levels answer legally and the planning
level beats random."""
from __future__ import annotations

import json
import random

import pytest

from engine.actions import Action
from engine.collection import GAMES, game_kind
from engine.errors import IllegalAction
from engine.middle_ages.asks import asked, candidates, refusal
from engine.middle_ages.tiles import BLUE, TIE_BREAK, TILES, TURNS

KIND = game_kind("middle-ages")


def table(n, seed):
    return {"players": [{"name": f"P{i}", "colour": KIND.colours[i]} for i in range(n)],
            "seed": seed}


def invariants(game):
    state = game.state
    places = [t for row in state.rows for t in row if t is not None]
    places += state.pile + state.orange + state.discard
    for player in state.players:
        assert player.money >= 0, "MA-8"
        places += [t for column in player.columns.values() for t in column] + player.graveyard
        for domain, column in player.columns.items():
            assert all(TILES[t].domain == domain for t in column)
    in_play = list(range(len(TILES))) if state.n >= 4 else list(BLUE)
    assert sorted(places) == in_play, "every tile in one place (M3.1: orange with 4-5 only)"
    lords = [tuple(p.lord) for p in state.players if p.lord is not None]
    scouts = [tuple(p.scout) for p in state.players if p.scout is not None]
    assert len(lords) == len(set(lords)) and len(scouts) == len(set(scouts)), "MA-3"
    assert not set(scouts) & {lord for lord in lords if state.phase != "over"}, "MA-3"
    found = asked(state)
    if found is not None:
        seat, kind = found
        listed = game.legal(seat)
        assert listed, "MA-17: a decision without an answer is skipped, never asked"
        if kind in ("place_lord", "move_lord"):
            assert len(listed) >= 2, "MA-3: a Lord always has a choice"
        for action in candidates(state, seat, kind):
            assert (action in listed) == (refusal(state, seat, kind, action) is None)


def random_game(n, seed, check=True):
    game = KIND.new(table(n, seed))
    chooser = random.Random(seed)
    while not game.finished:
        if check:
            invariants(game)
        decision = game.pending()[0]
        game.apply(decision.player, chooser.choice(decision.choices), game.move)
    return game


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_invariants_and_end_after_turn_16_M8(seed):
    n = 2 + seed % 4
    game = random_game(n, seed)
    invariants(game)
    state = game.state
    assert state.turn == TURNS and game.finished and game.pending() == []
    keys = [(state.scores[s],) + tuple(p.count(d) for d in TIE_BREAK)
            for s, p in enumerate(state.players)]
    assert game.winners == [s for s, key in enumerate(keys) if key == max(keys)]
    assert state.events_done == 4


def test_a_soak_of_random_games_every_one_ends_with_a_winner():
    """Twenty games unchecked, five at each table size, beside the twelve checked above. Of
    40 planted bugs in the rules' modules (bench/mutants.py's operators, 29 November 2026),
    the sixty games this soak once played caught none that the twelve checked games miss
    (one, a Scout's row test inverted, failed three of the sixty and none of these twenty,
    and eleven of the twelve): docs/engine.md, "Smaller forms, measured".
    bench/ma_soak.py plays hundreds more."""
    for seed in range(100, 120):
        game = random_game(2 + seed % 4, seed, check=False)
        assert game.winners


def test_MA11_the_same_seed_and_actions_replay_the_same_game_clones_are_independent():
    game = KIND.new(table(4, 21))
    twin = KIND.new(table(4, 21))
    chooser = random.Random(3)
    for _ in range(30):
        decision = game.pending()[0]
        action = chooser.choice(decision.choices)
        copy = game.clone()
        assert game.apply(decision.player, action) == twin.apply(decision.player, action)
        assert copy.snapshot() != game.snapshot() and copy.move == game.move - 1
    assert game.snapshot() == twin.snapshot()
    restored = KIND.restore(json.loads(json.dumps(game.snapshot())))
    while not game.finished:
        decision = game.pending()[0]
        action = decision.choices[0]
        assert restored.apply(decision.player, action) == game.apply(decision.player, action)
    assert restored.winners == game.winners


def test_M6_views_show_everything_but_the_order_of_the_piles():
    game = KIND.new(table(5, 4))
    view = game.view_for(1)
    text = json.dumps(view)
    assert view["seat"] == 1 and game.view_for(None)["seat"] is None
    assert view["pile"] == {"size": len(game.state.pile),
                            "top_number": TILES[game.state.pile[-1]].number}
    shuffled = game.clone()
    top = shuffled.state.pile[-1]
    rest = shuffled.state.pile[:-1]
    random.Random(1).shuffle(rest)
    shuffled.state.pile = rest + [top]
    random.Random(2).shuffle(shuffled.state.orange)
    shuffled.state.orange.sort(key=lambda t: t == game.state.orange[-1])
    assert json.dumps(shuffled.view_for(1)) == text, "the piles' order is not in the view"
    assert view["asked"]["kind"] == "place_lord"
    assert {p["name"] for p in view["players"]} == {"P0", "P1", "P2", "P3", "P4"}


def test_middle_ages_is_a_game_of_the_collection():
    assert GAMES["middle-ages"] is KIND and KIND.min_players == 2 and KIND.max_players == 5
    assert KIND.bot_levels == ("random", "reeve", "steward", "chancellor")
    with pytest.raises(ValueError, match="levels"):
        KIND.bot("duke")


@pytest.mark.parametrize("level", ["random", "reeve", "steward"])
def test_every_level_answers_legally_and_the_same_way_from_the_same_seed(level):
    game = KIND.new(table(3, 8))
    bot = KIND.bot(level)
    chooser = random.Random(8)
    for move in range(6):
        decision = game.pending()[0]
        view, asked_now = game.view_for(decision.player), decision.to_dict()
        answer = bot.choose(view, asked_now, rng_seed=move)
        assert game.check(decision.player, answer) is None
        assert bot.choose(view, asked_now, rng_seed=move) == answer
        mine = decision.player == 0
        game.apply(decision.player, answer if mine else chooser.choice(decision.choices))


RULES = {"M3.6", "M4.2.1", "M5.3", "M5.4", "M5.7", "M5.8", "M7", "M8", "MA-3", "MA-5", "MA-28"}


def wrong_answers(state, seat, kind):
    """Answers of every kind and shape, most of them wrong for the decision asked."""
    for col in (-1, 0, 1, 2, 9):
        yield Action.make("place", col=col)
        yield Action.make("move", col=col)
        for row in (0, 1, 2, 3, 5):
            yield Action.make("scout", row=row, col=col)
    for tile in (0, 17, 83):
        yield Action.make("restore", tile=tile)
    for domain in ("fields", "rampart", "palace"):
        yield Action.make("coin", domain=domain)
        for kind_ in ("fields", "church"):
            yield Action.make("token", type=kind_, domain=domain)


def test_every_refusal_names_the_section_that_forbids_it():
    game = KIND.new(table(3, 77))
    chooser = random.Random(77)
    while not game.finished:
        decision = game.pending()[0]
        for action in wrong_answers(game.state, decision.player, decision.kind):
            refused = game.check(decision.player, action)
            assert (refused is None) == (action in decision.choices), action.text()
            if refused is not None:
                assert isinstance(refused, IllegalAction) and refused.rule in RULES, refused
                assert str(refused).startswith(refused.rule + ": ")
                assert refused.template is not None, refused        # worded: translatable
                assert refused.template.format(**refused.values) == refused.message
        game.apply(decision.player, chooser.choice(decision.choices))
