"""Saves of a seeded game for the client tests that open a table at a movement decision: three
families played by the Squire (seed 4) until the movement a test wants, then written with the
table's seats, as the title's Continue opens them."""
import json

import pytest

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec, make_bot
from engine.fief.bots.runner import play_game
from engine.record import Record
from game.fief.table import TableSetup


class Stop(Exception):
    pass


def movement_save(folder, wanted, seats=None):
    """The save of the first movement decision for which ``wanted(game, player)`` returns what
    the test needs (a dict; None plays on), seated as ``seats`` say (by default the moving
    family a person's, the others the computer's); returns (path, that dict with "player")."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    options = GameOptions(players=players, seed=4)
    record = Record.new(FIEF, options.to_dict())
    found = {}

    def note(game, _turn):
        pending = game.pending()
        if pending and pending[0].kind == "movement":
            player = pending[0].player
            needed = wanted(game, player)
            if needed is not None:
                found.update(needed, player=player)
                raise Stop
    with pytest.raises(Stop):
        play_game(record.game, [make_bot("squire")] * 3, seed=4, max_rounds=4, on_turn=note,
                  apply=record.apply)
    if seats is None:
        seats = tuple("human" if p == found["player"] else "computer" for p in range(3))
    data = record.to_dict()
    data["table"] = TableSetup(options, seats).to_dict()
    path = folder / "moving.fief.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, found


def group_to_move(game, player):
    """A village of ``player``'s whose lords may move with at least two men at arms."""
    for action in game.legal(player):
        move = action.to_dict()
        if move.get("kind") == "move" and int(move.get("men", 0) or 0) >= 2:
            return game.state.lords[move["lords"][0]].village
    return None


def anns_group(game, player):
    """Ann's first movement with a group that has men to leave behind (5.0): its village."""
    village = group_to_move(game, player) if player == 0 else None
    return None if village is None else {"village": village}
