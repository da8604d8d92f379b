"""The bots' measures of a position (engine/fief/bots/heuristics.py) kept from move to move
while the position they read stays the same (``positional``, issue 35: a cheaper Duke that
decides exactly the same): they are what the measures computed afresh are, and each game
keeps its own; and the variant's defence weighed from the side's total alone."""
import random
from dataclasses import replace

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.fief.bots.evaluation import crowns_in_reach, weights
from engine.fief.bots.heuristics import (defence_strength, fief_plans, lord_power, score,
                                         strength_map)
from engine.fief.electorate import weight
from engine.fief.game import Game
from engine.fief.simplified.sides import side_strength as battle_side
from engine.fief.simplified.strength import lord_strength
from engine.fief.titles import is_titled, titles_of
from random_play import choose, options


def measures(game: Game) -> list:
    """Every family's strength map, fief plans and score, as the bots ask them."""
    return [strength_map(game)] + [(fief_plans(game, p), score(game, p))
                                   for p in range(game.state.n)]


def afresh(game: Game) -> list:
    """The same measures of a copy of the game that has kept nothing."""
    return measures(Game(game.state.clone(), game.board))


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(["1429", "2011", "simplified"]), st.integers(0, 10_000),
       st.integers(3, 6))
def test_measures_kept_from_move_to_move_are_those_computed_afresh(edition, seed, players):
    """Asked after every move of a random game (so a measure kept from an earlier move is
    given whenever its position key is unchanged), every measure is what a copy of the game
    computes from nothing, to the last float."""
    game = Game.new(replace(options(seed, players), edition=edition), remember=True)
    chooser = random.Random(seed)
    for move in range(160):
        if game.state.finished:
            break
        asked = measures(game)
        if move % 8 == 0:
            assert asked == afresh(game), f"move {move}"
        game.apply(*choose(game, chooser))
    assert measures(game) == afresh(game)


def test_two_games_keep_their_own_measures():
    """Two games at the same position keep a table each: a change of one (money, the
    control of a village) is seen in its own measures only, even between two moves."""
    first = Game.new(options(5, 4), remember=True)
    second = Game(first.state.clone(), first.board, remember=True)
    assert measures(first) == measures(second)
    assert first.bot_position_memo is not None and second.bot_position_memo is not None
    assert first.bot_position_memo[3] is not second.bot_position_memo[3]
    before = score(second, 0)
    first.state.players[0].money += 30
    first.bot_memo = None                  # a hand edit: no move to forget the last one
    richer = score(first, 0)
    assert richer > before == score(second, 0)
    village = next(v for v in first.board.villages if first.state.villages[v].controller != 0)
    first.state.villages[village].controller = 0
    first.bot_memo = None
    assert score(first, 0) > richer
    assert before == score(second, 0)
    assert measures(first) == afresh(first)
    assert measures(second) == afresh(second)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 6))
def test_s_2_2_a_familys_defence_is_the_total_of_the_battles_side(seed, players):
    """004 §2.2, §8: the variant's defence of a village the bots weigh (the side's total,
    ``queries.side_strength``) is the total the battle shows with its parts, in every village
    for every family, along a random game."""
    game = Game.new(replace(options(seed, players), edition="simplified"), remember=True)
    chooser = random.Random(seed)
    for move in range(120):
        if game.state.finished:
            break
        if move % 10 == 0:
            for village in game.board.villages:
                for player in range(players):
                    shown = battle_side(game, village, [player], "defence", [])[0]["total"]
                    assert defence_strength(game, village, player) == shown, (move, village)
        game.apply(*choose(game, chooser))


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 6))
def test_s_2_2_the_lords_strengths_kept_while_the_titles_stay_are_those_of_their_titles(
        seed, players):
    """004 §2.2, S-13: a lord's strength in an attack kept from move to move while no title
    changes hands (``heuristics.powers``) is what ``lord_strength`` says now, for every lord
    along a random variant game; a copy of the game keeps its own."""
    game = Game.new(replace(options(seed, players), edition="simplified"), remember=True)
    chooser = random.Random(seed)
    for move in range(150):
        if game.state.finished:
            break
        for name in game.state.lords:
            assert lord_power(game, name) == lord_strength(
                game.state, game.board, game.rules, name, True), (move, name)
        game.apply(*choose(game, chooser))
    copy = Game(game.state.clone(), game.board)
    assert [lord_power(copy, n) for n in copy.state.lords] == \
        [lord_power(game, n) for n in game.state.lords]
    assert copy.bot_powers is not game.bot_powers


def test_s_13_a_lords_strength_follows_the_titles_frozen_for_the_movement():
    """S-13: the titles noted when the movement phase began give a lord his strength until
    the battles end; a lord's strength kept by the bots changes with them, and back."""
    game = Game.new(replace(options(3, 4), edition="simplified"), remember=True)
    name = next(n for n, lord in game.state.lords.items() if lord.owner is not None)
    duchy = next(f for f, fief in game.board.fiefs.items() if fief.kind == "duchy")
    alone = lord_power(game, name)
    game.state.titles.strength = {name: [duchy]}
    game.bot_memo = None                   # a hand edit: no move to forget the last one
    assert lord_power(game, name) == lord_strength(game.state, game.board, game.rules, name,
                                                   True) > alone
    game.state.titles.strength = None
    game.bot_memo = None
    assert lord_power(game, name) == alone


@pytest.mark.parametrize("edition, seed", [("1429", 3), ("1429", 8), ("simplified", 0),
                                           ("simplified", 4)])
def test_1_7_1_8_the_votes_kept_for_a_move_are_those_counted_now(edition, seed):
    """1.7, 1.8: each family's votes for the Pope and the King the evaluation keeps for a
    move (``evaluation.weights``) are what ``weight`` counts now, after every move of a
    random game in which they change (seeds found so); the crowns in reach too, as a copy
    that kept nothing sees them."""
    game = Game.new(replace(options(seed, 4), edition=edition), remember=True)
    chooser = random.Random(seed)
    seen = []
    for move in range(120):
        if game.state.finished:
            break
        for item in ("pope", "king"):
            assert weights(game, item) == [weight(game, item, p) for p in range(4)], move
        seen.append([weights(game, item) for item in ("pope", "king")])
        if move % 10 == 0:
            copy = Game(game.state.clone(), game.board)
            assert [crowns_in_reach(game, p) for p in range(4)] == \
                [crowns_in_reach(copy, p) for p in range(4)], move
        game.apply(*choose(game, chooser))
    assert seen[0] != seen[-1]             # the votes changed: a stale table would be seen


def test_1_2_a_lord_is_titled_when_he_holds_any_title_listed():
    """1.2: ``is_titled`` says what ``titles_of`` lists, for every title a lord can hold
    (a fief, a bishopric, a Cardinal's hat, the Pope's, King's, Queen's and Crown Prince's
    crowns) and for none; d'ARC is no title (RULINGS 5)."""
    game = Game.new(options(2, 4))
    state, t = game.state, game.state.titles
    name = next(n for n, lord in state.lords.items() if lord.owner is not None)
    fief, see = next(iter(game.board.fiefs)), next(iter(t.bishops))

    def holds() -> tuple[bool, list[str]]:
        return is_titled(state, name), titles_of(state, name)

    assert holds() == (False, [])
    t.darc = name
    assert holds() == (False, [])
    for give, take in ((lambda: t.fiefs.__setitem__(fief, name), lambda: t.fiefs.pop(fief)),
                       (lambda: t.bishops.__setitem__(see, name),
                        lambda: t.bishops.__setitem__(see, None)),
                       (lambda: t.cardinals.__setitem__(0, name),
                        lambda: t.cardinals.__setitem__(0, None))):
        give()
        assert holds()[0] and holds()[1] != []
        take()
        assert holds() == (False, [])
    for crown in ("pope", "king", "queen", "crown_prince"):
        setattr(t, crown, name)
        assert holds() == (True, [crown])
        setattr(t, crown, None)
    assert holds() == (False, [])
