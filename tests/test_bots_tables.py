"""Issue 35: tables of computers end. Two faults kept the introductory game with three families
going for hundreds of rounds, and made other tables long: a hand of cards a family could not
use stopped it drawing for the rest of the game, and a lord too weak alone to enter a marked
village never marched with the lords beside him. The lengths are bench/table_lengths.py's
(docs/bots.md), not tests."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.fief.bots import choose
from engine.fief.game import Game
from engine.fief.position import load_position
from engine.fief.views import view_for

BLUE = 0
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def answer(level: str, game: Game, seat: int) -> Action:
    decision = next(d for d in game.pending() if d.player == seat)
    asked: Any = decision.to_dict()
    return Action.from_dict(choose(level, view_for(game, seat), asked, rng_seed=5,
                                   budget_s=0.02))


def test_2_1_a_baron_discards_the_cards_it_cannot_use_before_drawing():
    """Justice and a second Secret Passage in a family with no title: both go, then it draws."""
    g = load_position({
        "players": [{**PLAYERS[0], "hand": ["justice", "secret_passage", "secret_passage"]},
                    *PLAYERS[1:]],
        "step": "cards_draw", "turn": "blue", "first": "ANN", "round": 2,
        "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})
    first = answer("baron", g, BLUE)
    assert first.kind == "discard" and first.get("card") == "justice"
    g.apply(BLUE, first)
    second = answer("baron", g, BLUE)
    assert second.kind == "discard" and second.get("card") == "secret_passage"
    g.apply(BLUE, second)
    assert answer("baron", g, BLUE).kind == "draw"       # one Secret Passage kept


def test_004_6_two_untitled_lords_march_together_on_a_marked_village():
    """The variant: LORMONT, red's marked village (1 in defence), is the County of BLAYE's last
    village for blue; ARTHUR or HUGUES alone (1) is too weak for it, the two together are not."""
    g = load_position({
        "players": PLAYERS, "edition": "simplified", "step": "movement", "turn": "blue",
        "first": "ANN", "round": 2, "begun": True,
        "villages": {"PAUILLAC": {"units": {"blue": {"men": 1, "lords": ["ARTHUR", "HUGUES"]}}},
                     "BLAYE": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                     "LORMONT": {"units": {"red": {"men": 1}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"ARTHUR": {"owner": "blue"}, "HUGUES": {"owner": "blue"},
                  "RAOUL": {"owner": "red"}, "BLANCHE": {"owner": "green"}}})
    move = answer("baron", g, BLUE)
    assert move.kind == "move" and move.get("to") == "LORMONT"
    assert sorted(move.get("lords")) == ["ARTHUR", "HUGUES"]
