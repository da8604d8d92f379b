"""The prompt of a Lord's move says where it goes (issue 37, a play-through at 1280x720): on
turns 4, 8 and 12 the Lords go from the bottom row back up to the top one (M4), which "the row
below" did not say; the view's ``destination_row`` tells the client which, in both languages."""
from __future__ import annotations

import random

import pygame

from game.middle_ages import hints, texts
from game.middle_ages.layout import Spots
from game.shell import fonts, i18n
from ma_positions import new_game, played


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


def test_M7_the_chronicle_says_what_each_event_card_did_to_each_lord():
    """M7: an Event card changes every lord's money (or Graveyard); its banner says so for a
    moment, and the chronicle now keeps it: "Event: <card> — Ann +3 · Bob 0 · Cid −2", every
    lord named with the event's own figures, in French too."""
    game, events = played(3, 4)
    names = game.seat_names
    cards = [e.to_dict() for e in events if e.kind == "event_applied"]
    assert len(cards) == 4
    for card in cards:
        line = texts.event_line(card, names)
        head, changes = line.split(" — ")
        assert head == "Event: " + texts.card_name(str(card["card"]))
        for seat, name in enumerate(names):
            amount = int(card["money"][seat])
            assert f"{name} {amount:+d}" in changes if amount else f"{name} 0" in changes
    i18n.set_language("fr")
    try:
        assert texts.event_line(cards[0], names).startswith("Événement : ")
    finally:
        i18n.set_language("en")


def test_M8_the_final_line_wraps_between_lords_never_inside_one():
    """M8: at the end the table's status names the winner and every lord's score. At 1280x720
    in French it wrapped "Baudouin" from its ": 121"; each lord's score now stays on the line
    of its name, whatever the width."""
    names = ["Aliénor", "Baudouin", "Constance"]
    view = {"phase": "over", "scores": [85, 121, 111], "winners": [1]}
    i18n.set_language("fr")
    try:
        line = hints.status(view, names, None)
        for width in range(120, 420, 7):
            wrapped = fonts.wrap(line, "body", 18, width)
            for name, score in zip(names, view["scores"]):
                assert any(name in part and f": {score}" in part.replace("\u00a0", " ")
                           for part in wrapped), (width, wrapped)
    finally:
        i18n.set_language("en")


def test_a_tooltip_names_its_thing_with_the_languages_own_colon():
    """A tile's, a column's and an Event card's tooltips (M2.2, M5, M7) in French put a space
    before the colon, as every other French text of the table does ("Effet : ..."); they
    were English punctuation written in code ("Palais 18 (un Coffre, dos bleu): Effet")."""
    game = new_game(3)
    view = game.view_for(0)
    info = view["rows"][0][0]
    card = str(view["events"][0]["card"])
    box = pygame.Rect(0, 0, 10, 10)
    spots = Spots({(0, 0): box}, {(0, "mill"): box.move(20, 0)}, {}, {}, {},
                  [(box.move(40, 0), card)], box)
    i18n.set_language("fr")
    try:
        said = [hints.tooltip_text(view, (x, 5), spots, []) for x in (5, 25, 45)]
        assert said[0].startswith(f"{texts.domain_name(info['domain'])} {info['number']} (")
        assert said[1].startswith("Moulin : Effet : ")
        assert said[2].startswith(f"{texts.card_name(card)} : ")
        assert all("): " not in s and not s.startswith(("Moulin:",)) for s in said)
        assert ") : Effet" in said[0]
    finally:
        i18n.set_language("en")
