"""Every candidate a referee lists passes that referee's own check (issue 40, survivor 2: the
Middle-Ages Palace listed a Parcel token of a type the domain already counted; the decision's
second check hid it from players, but the computers' look-ahead, which plays the unchecked
candidates, played the illegal move). A seeded property over random games of every game and
edition of the collection, through the contract, and over Middle-Ages' look-ahead list."""
from __future__ import annotations

import random

import pytest

from engine.collection import GAMES
from engine.middle_ages.asks import asked, candidates, refusal

MOVES = 600          # actions per game: every phase of a few rounds (0.2 s a game unchecked)


def cases():
    for name, kind in sorted(GAMES.items()):
        for edition in sorted(kind.editions) or [None]:
            yield name, edition


@pytest.mark.parametrize("name,edition", list(cases()))
@pytest.mark.parametrize("seed", [3, 8])
def test_every_listed_action_passes_the_referees_check(name, edition, seed):
    kind = GAMES[name]
    players = kind.min_players + seed % (kind.max_players - kind.min_players + 1)
    options = {"players": [{"name": f"P{i}", "colour": kind.colours[i]} for i in range(players)],
               "seed": seed}
    if edition is not None:
        options["edition"] = edition
    game = kind.new(options)
    chooser = random.Random(seed)
    for _ in range(MOVES):
        if game.finished:
            break
        seats = sorted({d.player for d in game.pending()})
        for seat in seats:
            listed = game.legal(seat)
            for action in listed:
                refused = game.check(seat, action)
                assert refused is None, f"{name} {edition}: {action.text()} listed, {refused}"
        seat = chooser.choice(seats)
        game.apply(seat, chooser.choice(game.legal(seat)), game.move)


def test_middle_ages_look_ahead_candidates_are_all_accepted():
    """``asks.candidates`` is what the planner's playouts play (planner.playout): each one
    must be an answer ``check`` accepts, or the computer plans with illegal moves. Over
    seeded games of 2 to 5 players, every kind of decision met (the Palace's M5.8 included)."""
    kind = GAMES["middle-ages"]
    met: set[str] = set()
    for seed in range(12):
        n = 2 + seed % 4
        game = kind.new({"players": [{"name": f"P{i}", "colour": kind.colours[i]}
                                     for i in range(n)], "seed": seed})
        chooser = random.Random(seed)
        while not game.finished:
            seat, asked_kind = asked(game.state)
            met.add(asked_kind)
            listed = game.legal(seat)
            for action in candidates(game.state, seat, asked_kind):
                refused = refusal(game.state, seat, asked_kind, action)
                assert refused is None, f"{asked_kind}: {action.text()} is a candidate, {refused}"
                assert action in listed
            decision = game.pending()[0]
            game.apply(decision.player, chooser.choice(decision.choices), game.move)
    assert met == {"place_lord", "move_lord", "village", "rampart", "church", "palace",
                   "restoration"}, met
