"""Middle-Ages: every tile of M2.2 played through the referee, from the specification's text
alone: its number, back and symbol as the table writes them, then, taken onto an empty Fief
board in a game of three, its domain's effect (M5.1-M5.8) and its income (M5.0, M2.3) with
their exact numbers. The table is copied here from MIDDLE-AGES.md, not read from the engine,
so a wrong entry in the engine's data fails one case by the tile's name."""
from __future__ import annotations

import pytest

from ma_positions import M2_2_PAGE, new_game, play_turn, told

from engine.actions import act
from engine.middle_ages.tiles import BY_NAME, Domain

D = Domain

SPEC_TILES = [(f"{domain}-{entry.rstrip('pc*')}", "p" in entry, "c" in entry, "*" in entry)
              for domain, entries in M2_2_PAGE.items() for entry in entries.split()]
OPPONENT_COINS = 3
# Row 2 (the destination of turn 1): four Markets without symbol, so nothing there counts.
ROW2 = ["market-4", "market-6", "market-2", "market-8"]


def tile_taken(name: str):
    """Turn 1 of three lords: Ann (column 0) stands on ``name`` with an empty board and no
    coin; Bob and Cid, 3 coins each, no tile, stand further right and play after her."""
    game = new_game(3)
    lords = [BY_NAME[name], None, BY_NAME["fields-6"], BY_NAME["fields-8"]]
    play_turn(game, 1, lords, [BY_NAME[t] for t in ROW2], [0, 2, 3])
    for seat in (1, 2):
        game.state.players[seat].money = OPPONENT_COINS
    return game


def test_M2_2_the_specifications_table_has_84_tiles_27_peasants_27_chests_32_orange():
    assert len(SPEC_TILES) == 84
    assert sum(p for _, p, _, _ in SPEC_TILES) == 27 == sum(c for _, _, c, _ in SPEC_TILES)
    assert sum(o for _, _, _, o in SPEC_TILES) == 32


@pytest.mark.parametrize("name,peasant,chest,orange", SPEC_TILES, ids=[t[0] for t in SPEC_TILES])
def test_M2_2_each_tile_its_number_symbol_back_then_M5_its_effect_and_income(
        name, peasant, chest, orange):
    game = tile_taken(name)
    shown = game.view_for(0)["rows"][0][0]
    domain, number = name.rsplit("-", 1)
    assert (shown["domain"], shown["number"], shown["peasant"], shown["chest"],
            shown["orange"]) == (domain, int(number), peasant, chest, orange), "M2.2"
    events = game.apply(0, act("move", col=0))
    ann, bob, cid = game.state.players
    assert ann.columns[domain] == [BY_NAME[name]], "M4.2.2: on top of its own column"
    if domain == "fields":             # M5.1: +1 a Peasant on the board, then 2 x 1 Fields
        assert ann.money == int(peasant) + 2
    elif domain == "market":           # M5.5: +1 a Chest on the board, then 2 x (0 + 1)
        assert ann.money == int(chest) + 2
    elif domain == "mill":             # M5.2: Bob and Cid (0 Mills < 1) pay 2 each; 2 x 1
        assert (ann.money, bob.money, cid.money) == (4 + 2, 1, 1)
    elif domain == "barracks":         # M5.6: 0 Ramparts < 1 Barracks: attacked, pay 2 each
        assert [e.get("player") for e in told(events, "attacked")] == [1, 2]
        assert (ann.money, bob.money, cid.money) == (4 + 2, 1, 1)
        assert bob.graveyard == [] == cid.graveyard, "MA-7: no tile, nothing lost"
    elif domain == "village":          # M5.3: an empty Graveyard, no effect; 2 x (1 + 0)
        assert told(events, "effect_void")[0].get("domain") == "village"
        assert ann.money == 2
    elif domain == "rampart":          # M5.4: the Scout asked; then 2 x (0 Fields + 1)
        assert game.pending()[0].kind == "rampart" and ann.money == 0
        game.apply(0, game.legal(0)[0])
        assert ann.scout is not None and ann.money == 2
    elif domain == "church":           # M5.7: the Extra-coin asked; under Fields: 3 x 1
        assert game.pending()[0].kind == "church" and ann.money == 0
        game.apply(0, act("coin", domain="fields"))
        assert ann.coin_tokens == ["fields"] and ann.money == 3
    else:                              # M5.8: a Mill token under Fields; Palace 3 x 1
        assert game.pending()[0].kind == "palace" and ann.money == 0
        game.apply(0, act("token", type="mill", domain="fields"))
        assert ann.parcel_tokens == {"fields": "mill"} and ann.money == 3
    if domain not in ("mill", "barracks"):
        assert (bob.money, cid.money) == (OPPONENT_COINS, OPPONENT_COINS), "M5: only Ann"
    assert game.pending()[0].player == 1 and game.pending()[0].kind == "move_lord", \
        "M4.2: Bob plays next"
