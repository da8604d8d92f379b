"""Issue 36, item 6: the event that ends each round (round_ended, game_won,
game_ended_at_round_limit) carries every family's figures (7.0) so that the end of a game
charts them from the events alone: victory points, villages controlled (5.1), money unless it
is hidden (A42), gems in the introductory game (S-3), troop counters on the map except in the
introductory game, which has no armies (004 §2.2)."""
from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pytest

from engine.actions import Action
from engine.events import Event
from engine.fief.bots.registry import make
from engine.fief.bots.runner import play_game
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.position import load_position

PLAYERS = tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:3])
ENDS = ("round_ended", "game_won", "game_ended_at_round_limit")


def played(edition: str, optional: frozenset[str] = frozenset(),
           rounds: int = 2) -> tuple[Game, list[Event]]:
    """A game of computers to the end of ``rounds`` (the table's limit), and all it told."""
    game = Game.new(GameOptions(players=PLAYERS, edition=edition, seed=5, max_rounds=rounds,
                                optional=optional))
    told: list[Event] = []

    def apply(seat: int, action: Action) -> list[Event]:
        events = game.apply(seat, action)
        told.extend(events)
        return events

    play_game(game, [make("squire") for _ in PLAYERS], 5, max_rounds=rounds + 1, apply=apply)
    return game, told


@pytest.fixture(scope="module")
def two_rounds() -> Callable[[str], tuple[Game, tuple[Event, ...]]]:
    """Each edition's two rounds played once for the module (1429's by two tests); the
    events are immutable and each test is given a clone of the game, as loaded."""
    play = functools.cache(played)

    def fresh(edition: str) -> tuple[Game, tuple[Event, ...]]:
        game, told = play(edition)
        return Game(game.state.clone(), game.board), tuple(told)
    return fresh


def round_ends(told: Sequence[Event]) -> list[dict]:
    return [e.to_dict() for e in told if e.kind in ENDS]


@pytest.mark.parametrize("edition", ["1429", "2011", "simplified"])
def test_7_0_every_round_ends_with_every_familys_figures_and_the_last_as_the_final_view(edition,
                                                                                       two_rounds):
    game, told = two_rounds(edition)
    ends = round_ends(told)
    assert [e["round"] for e in ends] == list(range(1, len(ends) + 1)) and ends
    assert all(e.get("audience") is None for e in ends)        # every seat is told
    for event in ends:
        assert [row["player"] for row in event["figures"]] == [0, 1, 2]
    last, view, state = ends[-1]["figures"], game.view_for(None), game.state
    assert state.finished                                      # nothing moved since
    for seat, row in enumerate(last):
        assert row["vp"] == view["players"][seat]["vp"]
        assert row["villages"] == sum(1 for v in view["villages"].values()
                                      if v["controller"] == seat)
        assert row["money"] == view["players"][seat]["money"] == state.players[seat].money
        if edition == "simplified":                            # 004 §2.2: no armies; S-3 gems
            assert "troops" not in row and row["gems"] == view["players"][seat]["gems"]
        else:
            assert "gems" not in row
            assert row["troops"] == sum(1 for t in state.troops
                                        if t.owner == seat and t.village is not None)


def test_a42_hidden_money_is_not_in_the_public_figures():
    _game, told = played("1429", frozenset({"hidden_money"}), rounds=1)
    figures = round_ends(told)[-1]["figures"]
    assert figures and all("money" not in row and "vp" in row for row in figures)


def test_the_figures_change_as_the_game_goes(two_rounds):
    """Not a constant: over two rounds of 1429 someone's money changes (income, 3.0)."""
    _game, told = two_rounds("1429")
    first, last = (e["figures"] for e in round_ends(told)[:2])
    assert [r["money"] for r in first] != [r["money"] for r in last] or \
        [r["troops"] for r in first] != [r["troops"] for r in last]


def test_1_2_and_1_1_the_round_ends_with_each_familys_titles_and_marriage():
    """The figures name each family's titles (1.2) as its lords' views do, and the family it is
    married into (1.1): a round's summary read after the next round began names its own
    round's (before: read from the view at poll time)."""
    game = load_position({
        "players": [{"name": c.upper(), "colour": c} for c in ("blue", "red", "green")],
        "step": "end_round", "begun": True, "round": 3, "first": "red",
        "lords": {"CHARLES": {"owner": "blue", "titles": ["County of SIGY", "king"]},
                  "JEANNE": {"owner": "red", "spouse": "CHARLES", "titles": ["bishop of SIGY"]},
                  "THIERRY": {"owner": "green"}}})
    ended = next(e.to_dict() for e in game.events if e.kind == "round_ended")
    view = game.view_for(None)
    assert [(row["titles"], row["allies"]) for row in ended["figures"]] == \
        [(["fief:County of SIGY", "king"], [1]), (["bishop:5", "queen"], [0]), ([], [])]
    for row in ended["figures"]:         # as the lords' views name them
        assert row["titles"] == [t for lord in view["lords"] if lord["owner"] == row["player"]
                                 for t in lord["titles"]]
