"""The prompt of a Lord's move says where it goes (issue 37, a play-through at 1280x720): on
turns 4, 8 and 12 the Lords go from the bottom row back up to the top one (M4), which "the row
below" did not say; the view's ``destination_row`` tells the client which, in both languages."""
from __future__ import annotations

import random

from game.middle_ages import hints
from game.shell import i18n
from ma_positions import new_game


def asked_to_move(turn: int):
    """A game of three at its first Lord's move of ``turn``, by the first listed answers."""
    game, chooser = new_game(3, seed=5), random.Random(1)
    while True:
        decision = game.pending()[0]
        view = game.view_for(decision.player)
        if decision.kind == "move_lord" and view["turn"] == turn:
            return game, view
        game.apply(decision.player, chooser.choice(game.legal(decision.player)))


def test_turn_four_moves_back_up_to_the_top_row_in_both_languages():
    game, view = asked_to_move(4)
    names = game.seat_names
    player = names[view["asked"]["player"]]
    assert view["destination_row"] == 0
    assert hints.status(view, names, view["asked"]) == \
        f"{player}, move your Lord back up to a tile of the top row (M4)"
    i18n.set_language("fr")
    try:
        assert hints.status(view, names, view["asked"]) == \
            f"{player}, remontez votre Seigneur sur une tuile de la rangée du haut (M4)"
    finally:
        i18n.set_language("en")


def test_another_turn_moves_to_the_row_below():
    game, view = asked_to_move(5)
    names = game.seat_names
    assert view["destination_row"] == 1
    assert hints.status(view, names, view["asked"]) == \
        f"{names[view['asked']['player']]}, move your Lord to a tile of the row below"
