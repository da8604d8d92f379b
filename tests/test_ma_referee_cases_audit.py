"""Middle-Ages: an audit of the referee against the specification's text (M2.3, M2.4, M4, M7,
MA-4, MA-9), written as a grader's cases: a position, real answers through the referee, and
the numbers the text gives. The boards below hold a different count of every domain, so that
an income or an event counting the wrong domain gives another number than the text's."""
from __future__ import annotations

import pytest

from ma_positions import named, new_game, play_turn, told
from test_ma_domains import take, taking

from engine.actions import act
from engine.middle_ages.event_cards import apply_event
from engine.middle_ages.tiles import TILES, Domain

D = Domain
# The Fief board of the audit: Fields 1, Mills 2, Villages 3, Ramparts 4, Markets 5,
# Barracks 6, Churches 7, Palaces 6 (M2.2 holds enough of each).
COUNTS = {D.FIELDS: 1, D.MILL: 2, D.VILLAGE: 3, D.RAMPART: 4, D.MARKET: 5, D.BARRACKS: 6,
          D.CHURCH: 7, D.PALACE: 6}


def full_board(game, seat: int, spare: int | None = None) -> None:
    """Seat ``seat``'s board gets ``COUNTS`` tiles of each domain, in the table's order, never
    the tile ``spare`` (the one it is about to take) nor a tile of turn 1's rows (rows 1-2)."""
    player = game.state.players[seat]
    shown = {t for row in game.state.rows[:2] for t in row} | {spare}
    for domain, count in COUNTS.items():
        mine = [t.id for t in TILES if t.domain is domain and t.id not in shown][:count]
        player.tiles_of(domain).extend(mine)


# --- MA-9: money is a number; the supply is unlimited ---------------------------------------

def test_MA_9_the_money_supply_is_unlimited_payments_and_incomes_beyond_the_boxs_coins():
    """MA-9: the box's 112 money pieces are worth 40 + 18x5 + 36x10 + 18x50 = 1,390; the
    edition counts money as a number and never runs out. Three lords each hold 1,390 (three
    boxes' worth); Ann takes a Mill: Bob and Cid, with no Mill, pay her 2 each (M5.2) although
    nobody could make change from the box, then her income 2 x 1 Mill (M2.3)."""
    box = 40 * 1 + 18 * 5 + 36 * 10 + 18 * 50

    def before(g):
        for player in g.state.players:
            player.money = box
    game = taking(named("mill-1"), n=3, before=before)
    events = take(game)
    assert [e.get("amount") for e in told(events, "mill_paid")] == [2, 2]
    assert [p.money for p in game.state.players] == [box + 2 + 2 + 2, box - 2, box - 2]
    shown = [p["money"] for p in game.view_for(1)["players"]]
    assert shown == [box + 6, box - 2, box - 2], "M6: a plain number, in every seat's view"
    assert sum(shown) > 3 * box


# --- M2.3 row by row: each domain's income counts exactly its types -------------------------

# domain taken: its income on the audit's board with the new tile (M2.3, M5.0).
INCOMES = [
    (D.FIELDS, 2 * (1 + 1)),                # 2 x Fields
    (D.MILL, 2 * (2 + 1)),                  # 2 x Mills
    (D.VILLAGE, 2 * ((3 + 1) + 4)),         # 2 x (Villages + Ramparts)
    (D.RAMPART, 2 * (1 + (4 + 1))),         # 2 x (Fields + Ramparts)
    (D.MARKET, 2 * (2 + (5 + 1))),          # 2 x (Mills + Markets)
    (D.BARRACKS, 2 * (3 + (6 + 1))),        # 2 x (Villages + Barracks)
    (D.CHURCH, 3 * (7 + 1)),                # 3 x Churches
    (D.PALACE, 3 * (6 + 1)),                # 3 x Palaces
]
# The answer of each effect that asks one, chosen so that it changes no income of this play:
# the Extra-coin under Fields (M5.7), a Mill Parcel token under Fields (M5.8).
ANSWERS = {D.CHURCH: act("coin", domain="fields"),
           D.PALACE: act("token", type="mill", domain="fields")}


@pytest.mark.parametrize("domain,amount", INCOMES, ids=[d.value for d, _ in INCOMES])
def test_M2_3_each_domains_income_counts_its_own_types_on_a_board_holding_every_type(
        domain, amount):
    """M2.3's income column, one row a case: Ann holds 1 Fields, 2 Mills, 3 Villages,
    4 Ramparts, 5 Markets, 6 Barracks, 7 Churches, 6 Palaces and takes the last tile of
    ``domain``; only that domain pays (M4.2.4), its rate times its types' tiles."""
    spare = [t.id for t in TILES if t.domain is domain][-1]
    game = taking(spare, before=lambda g: full_board(g, 0, spare))
    events = take(game)
    if domain is D.RAMPART:
        events = game.apply(0, game.legal(0)[0])
    elif domain in ANSWERS:
        events = game.apply(0, ANSWERS[domain])
    incomes = told(events, "income")
    assert [(e.get("domain"), e.get("amount")) for e in incomes] == [(domain.value, amount)]


# --- M7 row by row: each card that pays counts exactly its types -----------------------------

# card: what the audit's board (and 2 Graveyard tiles) gives or costs (M7, MA-23).
CARDS = [
    ("alliance", 3 * (7 + 6)),              # + 3 x (Churches + Palaces)
    ("new_defences", 3 * 4),                # + 3 x Ramparts
    ("triumphant_return", 2 * (5 + 6)),     # + 2 x (Markets + Barracks)
    ("baby_boom", 2 * (2 + 3)),             # + 2 x (Mills + Villages)
    ("good_harvest", 2 * 1),                # + 2 x Fields
    ("lavish_ceremonies", -2 * (7 + 6)),    # - 2 x (Churches + Palaces)
    ("extended_lordship", 2 * 8),           # + 2 x domains holding a tile
    ("reconstruction_aid", 3 * 2),          # + 3 x Graveyard tiles
]


def struck(card: str):
    """The event of the end of turn 4 (M4.4) on two lords: Ann with the audit's board, two
    Fields in her Graveyard and 100 coins; Bob with nothing and 5 coins."""
    game = new_game(2)
    full_board(game, 0)
    ann, bob = game.state.players
    ann.graveyard = [named("fields-21"), named("fields-23")]
    ann.money, bob.money = 100, 5
    game.state.events = [card, "alliance", "alliance", "alliance"]
    game.state.events_done = 0
    columns = {domain: list(ann.tiles_of(domain)) for domain in D}
    apply_event(game)
    return game, told(game.events, "event_applied")[-1], columns


@pytest.mark.parametrize("card,amount", CARDS, ids=[c for c, _ in CARDS])
def test_M7_each_paying_card_counts_its_own_types_on_a_board_holding_every_type(card, amount):
    game, event, _ = struck(card)
    assert event.get("money") == (amount, 0), "Bob holds nothing: nothing to gain or lose"
    assert [p.money for p in game.state.players] == [100 + amount, 5]


def test_M7_5_black_death_loses_the_top_village_then_the_top_barracks_in_that_order():
    """M7 card 5, MA-22: one Village AND one Barracks, each the top tile of its column; the
    Graveyard receives them in the order the card names them: Village, then Barracks."""
    game, event, columns = struck("black_death")
    ann = game.state.players[0]
    villages, barracks = columns[D.VILLAGE], columns[D.BARRACKS]
    assert ann.graveyard[2:] == [villages[-1], barracks[-1]]
    assert ann.tiles_of(D.VILLAGE) == villages[:-1] and ann.tiles_of(D.BARRACKS) == barracks[:-1]
    assert event.get("destroyed") == ((villages[-1], barracks[-1]), ())


def test_M7_15_earthquake_loses_the_top_rampart_only_no_coins_change():
    game, event, columns = struck("earthquake")
    ann = game.state.players[0]
    ramparts = columns[D.RAMPART]
    assert ann.graveyard[2:] == [ramparts[-1]] and ann.tiles_of(D.RAMPART) == ramparts[:-1]
    assert event.get("money") == (0, 0) and ann.money == 100


# --- MA-4: a reserved tile its owner leaves, taken by nobody, is next turn's discard --------

def test_MA_4_a_reserved_tile_nobody_takes_is_discarded_in_step_1_of_the_next_turn():
    """MA-4: Ann's Scout reserves r3p4; on turn 2 Ann moves onto row 3 elsewhere, so the
    Scout comes home and the tile is free for Bob and Cid (M5.4); nobody takes it, and step 1
    of turn 3 (M4.1) discards it: the one tile of row 3 with no Lord."""
    game = new_game(3)
    row2 = [named("fields-1"), named("fields-3"), None, named("fields-6")]
    row3 = [named("market-2"), named("market-4"), named("market-6"), named("market-8")]
    play_turn(game, 2, row2, row3, [0, 1, 3])
    game.state.players[0].scout = [2, 3]
    assert [a.get("col") for a in game.legal(0)] == [0, 1, 2, 3], "her own reserved tile too"
    events = game.apply(0, act("move", col=0))
    assert told(events, "scout_returned") and game.state.players[0].scout is None
    assert 3 in [a.get("col") for a in game.legal(1)], "free for those who follow"
    game.apply(1, act("move", col=1))
    events = game.apply(2, act("move", col=2))
    discarded = told(events, "tile_discarded")
    assert [(e.get("tile"), e.get("row")) for e in discarded] == [(named("market-8"), 2)]
    assert game.state.discard[-1] == named("market-8") and game.state.turn == 3
