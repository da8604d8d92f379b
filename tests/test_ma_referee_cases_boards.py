"""Middle-Ages: outcome cases written from MIDDLE-AGES' text alone (M2.2's tiles and symbols,
M5's effects and incomes with the tokens under a domain, M7's events), played against the
referee: each effect counted on the whole Fief board, then its income by M5.0's formula."""
from __future__ import annotations

from ma_positions import give, named, new_game, plain, play_turn, told
from test_ma_domains import take, taking

from engine.actions import act
from engine.middle_ages.event_cards import apply_event
from engine.middle_ages.tiles import DOMAINS, Domain

D = Domain


def income(events) -> int:
    return told(events, "income")[0].get("amount")


def test_M5_1_fields_count_the_peasants_of_every_domain_on_the_board():
    """M5.1: "+1 coin per Peasant symbol on all the tiles of your Fief board", the new tile
    included (MA-6): fields-16, mill-10, village-9 and market-11 carry a Peasant (M2.2), the
    Church's church-13 a Chest. Income 2 x 1 Fields."""
    game = taking(named("fields-16"), before=lambda g: give(
        g, 0, *(named(t) for t in ("mill-10", "village-9", "market-11", "church-13"))))
    events = take(game)
    assert game.state.players[0].money == 4 + 2
    assert income(events) == 2


def test_M5_5_market_counts_every_chest_then_pays_3_a_mill_and_market_with_an_extra_coin():
    """M5.5 with M5.0: 4 Chests (market-15, mill-14, church-13, fields-13; rampart-10 has a
    Peasant), then (2 + 1 Extra-coin) x (1 Mill + 1 Market)."""
    def before(g):
        give(g, 0, *(named(t) for t in ("mill-14", "church-13", "fields-13", "rampart-10")))
        g.state.players[0].coin_tokens = ["market"]
    game = taking(named("market-15"), before=before)
    events = take(game)
    assert income(events) == 3 * 2
    assert game.state.players[0].money == 4 + 6


def test_M5_6_barracks_with_a_church_parcel_token_counts_villages_barracks_and_churches():
    """M5.6: 2 Barracks (the new one counted, MA-19) attack Bob's 1 Rampart, who loses his
    leftmost top tile (a Fields, MA-7) and pays 2; M5.0: the Church Parcel token under Barracks
    adds the 2 Churches: 2 x (1 Village + 2 Barracks + 2 Churches)."""
    def before(g):
        give(g, 0, plain(D.BARRACKS, 1), plain(D.VILLAGE), plain(D.CHURCH), plain(D.CHURCH, 1))
        g.state.players[0].parcel_tokens = {"barracks": "church"}
        g.state.parcel_supply.remove("church")
        give(g, 1, plain(D.FIELDS), plain(D.RAMPART))
        g.state.players[1].money = 5
    game = taking(plain(D.BARRACKS), before=before)
    events = take(game)
    assert [(e.get("player"), e.get("tile")) for e in told(events, "attacked")] == [
        (1, plain(D.FIELDS))]
    assert income(events) == 2 * 5
    assert [p.money for p in game.state.players] == [2 + 10, 3]


def test_M5_2_a_mill_with_both_tokens_and_an_opponent_who_has_1_coin_pays_1():
    """M5.2 and MA-8: Bob (no Mill, 1 coin) pays what he has; M5.0: Extra-coin and Fields
    Parcel token under Mill: (2 + 1) x (2 Mills + 2 Fields)."""
    def before(g):
        give(g, 0, plain(D.MILL, 1), plain(D.FIELDS), plain(D.FIELDS, 1))
        g.state.players[0].coin_tokens = ["mill"]
        g.state.players[0].parcel_tokens = {"mill": "fields"}
        g.state.parcel_supply.remove("fields")
        g.state.players[1].money = 1
    game = taking(plain(D.MILL), before=before)
    events = take(game)
    assert {e.get("player"): e.get("amount") for e in told(events, "mill_paid")} == {1: 1}
    assert income(events) == 3 * 4
    assert [p.money for p in game.state.players] == [1 + 12, 0]


def test_M5_3_a_village_brought_back_by_a_village_counts_in_its_income_with_the_extra_coin():
    """M5.3, MA-16: the Village returned from the Graveyard counts: (2 + 1) x (2 Villages +
    1 Rampart)."""
    back = plain(D.VILLAGE, 1)

    def before(g):
        give(g, 0, plain(D.RAMPART))
        g.state.players[0].graveyard = [back]
        g.state.players[0].coin_tokens = ["village"]
    game = taking(plain(D.VILLAGE), before=before)
    take(game)
    events = game.apply(0, act("restore", tile=back))
    assert income(events) == 3 * 3
    assert game.state.players[0].tiles_of(D.VILLAGE) == [plain(D.VILLAGE), back]


def test_MA17_a_palace_with_no_parcel_token_left_pays_its_income_with_its_extra_coin():
    game = taking(plain(D.PALACE), before=lambda g: setattr(g.state.players[0], "coin_tokens",
                                                             ["palace"]))
    game.state.parcel_supply.clear()
    events = take(game)
    assert told(events, "effect_void") and income(events) == 4
    assert game.pending()[0].player == 1


def test_MA17_a_church_when_every_domain_has_its_extra_coin_pays_4_a_church():
    game = taking(plain(D.CHURCH), before=lambda g: setattr(
        g.state.players[0], "coin_tokens", [d.value for d in DOMAINS]))
    supply = game.state.coin_supply
    events = take(game)
    assert told(events, "effect_void") and income(events) == (3 + 1) * 1
    assert game.state.coin_supply == supply


# --- M7: the events, each named domain on its own ------------------------------------------

def struck(card: str, seat0: list[int], graveyard: list[int] = ()):
    game = new_game(2)
    give(game, 0, *seat0)
    game.state.players[0].graveyard = list(graveyard)
    game.state.events = [card] * 4
    game.state.events_done = 0
    apply_event(game)
    return game


def test_M7_5_black_death_without_a_village_takes_the_barracks_alone():
    game = struck("black_death", [plain(D.FIELDS), plain(D.BARRACKS), plain(D.BARRACKS, 1)])
    player = game.state.players[0]
    assert player.graveyard == [plain(D.BARRACKS, 1)]
    assert player.tiles_of(D.BARRACKS) == [plain(D.BARRACKS)]


def test_M7_9_peasant_revolt_takes_one_palace_the_top_one():
    game = struck("peasant_revolt", [named("palace-2"), named("palace-9")])
    assert game.state.players[0].graveyard == [named("palace-9")]


def test_M7_12_reconstruction_aid_pays_3_a_graveyard_tile_none_for_the_board():
    game = struck("reconstruction_aid", [plain(D.FIELDS)], [plain(D.MILL), plain(D.PALACE)])
    assert game.state.players[0].money == 6 and game.state.players[1].money == 0


def test_M7_13_extended_lordship_pays_2_a_domain_holding_a_tile_not_a_tile():
    game = struck("extended_lordship", [plain(D.FIELDS), plain(D.FIELDS, 1), plain(D.MILL),
                                        plain(D.PALACE)], [plain(D.CHURCH)])
    assert game.state.players[0].money == 2 * 3


# --- M4.2 at turn 16, M4.4, M8: the last play, the last event, then the penalty ----------------

def test_MA1_M8_the_last_tile_fills_a_domain_before_the_penalty_and_the_event_strikes_first():
    """Ann lacks only Fields and plays fields under her Lord at turn 16 (MA-1): +2, no empty
    domain left; Bob's Mill (his 2nd) makes her pay 2 (M5.2) and pays him 2 x 2; then Costly
    Ceremonies takes 2 per Church and Palace from both (M7 14); no penalty (M8): 26 to 27."""
    game = new_game(2)
    give(game, 0, *(plain(d) for d in DOMAINS if d is not D.FIELDS))
    give(game, 1, *(plain(d, 1) for d in DOMAINS))
    game.state.players[0].money, game.state.players[1].money = 30, 25
    play_turn(game, 16, [None, plain(D.FIELDS), plain(D.MILL, 2)], [], [1, 2])
    game.state.events = ["alliance", "alliance", "alliance", "lavish_ceremonies"]
    game.state.events_done = 3
    game.advance()
    assert game.state.finished
    assert game.state.scores == [30 + 2 - 2 - 4, 25 + 2 + 4 - 4]
    assert game.winners == [1]
    assert told(game.events, "game_over")[0].get("penalties") == (0, 0)


# --- M10: every other answer refused, a malformed one as malformed --------------------------

def test_M10_malformed_answers_are_refused_as_such_and_change_nothing():
    """M10: "every other action refused with the rule that forbids it"; an answer that is not
    an action of the game's form (no column, a column that is no whole number, a parameter
    more, a kind unknown) is malformed, never a traceback; another kind of answer cites the
    decision asked (M3.6 at the placement)."""
    game = new_game(3)
    seat = game.pending()[0].player
    before = game.snapshot()
    malformed = [act("place"), act("place", col=True), act("place", col="1"),
                 act("place", col=None), act("place", col=1, extra=2), act("frobnicate"),
                 act("coin", domain=3), act("restore", tile="x")]
    for action in malformed:
        assert type(game.check(seat, action)).__name__ == "MalformedAction", action.text()
    wrong = game.check(seat, act("move", col=1))
    assert wrong.rule == "M3.6" and "place" in str(wrong)
    assert game.snapshot() == before
