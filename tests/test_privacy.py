"""Decisions say what answering them gives away (engine/fief/privacy.py), so a hot-seat table
needs no list of kinds: a reaction window or a secret vote is private (a hand-off first, A42),
buying and moving may be taken back, and under Fog of War or hidden money every answer is
given at a screen of its own (11.2, A42)."""
from __future__ import annotations

import random
from dataclasses import replace

from random_play import choose, options

from engine.fief.game import Game


def decisions_met(optional: frozenset[str] = frozenset(), seed: int = 3) -> dict:
    game = Game.new(replace(options(seed, 4), optional=optional))
    chooser = random.Random(seed)
    met = {}
    while not game.state.finished and game.state.round <= 4:
        for d in game.pending():
            met.setdefault(d.kind, d.to_dict())
        game.apply(*choose(game, chooser))
    return met


def test_A42_windows_card_turns_and_secret_votes_are_private_others_are_not():
    met = decisions_met()
    for kind in ("window", "cards", "vote"):
        assert met[kind].get("private") is True, kind
    for kind in ("purchase", "movement", "marriage", "candidate", "start_village"):
        assert "private" not in met[kind], kind


def test_buying_and_moving_may_be_taken_back_a_vote_may_not():
    met = decisions_met()
    assert set(met["purchase"]["revocable"]) >= {"recruit", "build", "buy_title"}
    assert met["movement"]["revocable"] == ["move"]
    assert "revocable" not in met["vote"] and "revocable" not in met["candidate"]


def test_11_2_under_fog_of_war_every_answer_is_private():
    met = decisions_met(frozenset({"fog_of_war"}))
    assert all(d.get("private") is True for d in met.values())
