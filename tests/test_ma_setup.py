"""Middle-Ages: components (M2, MA-2, MA-5, MA-6), options (M1), set-up (M3, MA-11)."""
from __future__ import annotations

from pathlib import Path

import pytest
import sources
from ma_positions import M2_2_PAGE, new_game

from engine.actions import act
from engine.errors import IllegalAction, OptionsError
from engine.middle_ages.api import MIDDLE_AGES
from engine.middle_ages.game import MiddleAges
from engine.middle_ages.options import Options
from engine.middle_ages.tiles import (
    BLUE,
    BY_NAME,
    DOMAIN_RULES,
    DOMAINS,
    EVENT_RULES,
    ORANGE,
    TILES,
    Domain,
    EventCard,
)


def test_M2_84_tiles_by_domain_52_blue_32_orange():
    counts = {d: sum(1 for t in TILES if t.domain is d) for d in DOMAINS}
    assert [counts[d] for d in DOMAINS] == [14, 13, 12, 11, 10, 9, 8, 7]
    assert len(TILES) == 84 and len(BLUE) == 52 and len(ORANGE) == 32


def test_M2_incomes_rates_and_counted_domains():
    d = Domain
    assert {k: (r.rate, r.counts) for k, r in DOMAIN_RULES.items()} == {
        d.FIELDS: (2, (d.FIELDS,)), d.MILL: (2, (d.MILL,)),
        d.VILLAGE: (2, (d.VILLAGE, d.RAMPART)), d.RAMPART: (2, (d.FIELDS, d.RAMPART)),
        d.MARKET: (2, (d.MILL, d.MARKET)), d.BARRACKS: (2, (d.VILLAGE, d.BARRACKS)),
        d.CHURCH: (3, (d.CHURCH,)), d.PALACE: (3, (d.PALACE,))}


def test_M2_2_the_tile_table_exactly_as_the_page_writes_it():
    """Every tile's number, back (``*`` orange) and symbol (``p`` Peasant, ``c`` Chest)."""
    written = {d.value: " ".join(f"{t.number}{'p' if t.peasant else ''}"
                                 f"{'c' if t.chest else ''}{'*' if t.orange else ''}"
                                 for t in TILES if t.domain is d) for d in DOMAINS}
    assert written == M2_2_PAGE
    assert [sum(1 for t in TILES if t.domain is d) for d in DOMAINS] == \
        [14, 13, 12, 11, 10, 9, 8, 7]
    assert [sum(1 for t in TILES if t.domain is d and t.orange) for d in DOMAINS] == \
        [5, 5, 5, 4, 4, 3, 3, 3]
    assert TILES[BY_NAME["rampart-12"]].orange and TILES[BY_NAME["rampart-12"]].peasant


def test_M2_2_properties_of_the_table():
    assert len(TILES) == 84 and len(BLUE) == 52 and len(ORANGE) == 32
    for t in TILES:
        assert not (t.peasant and t.chest), "at most one symbol"
        assert (t.peasant or t.chest) == (t.number >= 9), "MA-6: symbols only on 9-23"
    assert sum(t.peasant for t in TILES) == 27 == sum(t.chest for t in TILES)
    for number in range(1, 24):
        assert 3 <= sum(1 for t in TILES if t.number == number) <= 4
    for pile in (BLUE, ORANGE):
        assert {TILES[t].number for t in pile} == set(range(1, 24)), "each pile: every number"
    blue = [TILES[t] for t in BLUE]
    assert (sum(t.peasant for t in blue), sum(t.chest for t in blue),
            sum(not t.peasant and not t.chest for t in blue)) == (17, 17, 18)
    assert len(BY_NAME) == 84, "within a domain no two tiles share a number"


def test_M7_fifteen_event_cards():
    assert len(EventCard) == 15 == len(EVENT_RULES)


@pytest.mark.parametrize("n", [1, 6])
def test_M1_two_to_five_players(n):
    players = [{"name": f"P{i}", "colour": "blue"} for i in range(n)]
    with pytest.raises(OptionsError, match="M1"):
        MIDDLE_AGES.new({"players": players, "seed": 1})


def test_M3_5_colours_differ_and_names_are_distinct():
    with pytest.raises(OptionsError, match="colour"):
        Options((("A", "blue"), ("B", "blue")))
    with pytest.raises(OptionsError, match="M2"):
        Options((("A", "blue"), ("B", "mauve")))
    with pytest.raises(OptionsError, match="name"):
        Options((("A", "blue"), (" ", "red")))
    with pytest.raises(OptionsError):
        MIDDLE_AGES.new({"players": "all", "seed": 1})


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_M3_set_up_four_rows_of_players_plus_one_sorted_four_events(n):
    state = new_game(n, seed=n).state
    assert len(state.rows) == 4
    for row in state.rows:
        numbers = [TILES[t].number for t in row if t is not None]
        assert len(row) == n + 1 and numbers == sorted(numbers)
    assert len(state.events) == 4 and len(set(state.events)) == 4
    on_table = [t for row in state.rows for t in row]
    assert all(not TILES[t].orange for t in on_table if t is not None), "M3.2: blue rows"
    assert len(state.pile) == 52 - 4 * (n + 1)
    assert len(state.orange) == (32 if n >= 4 else 0), "M3.1: orange set aside with 4-5"
    assert all(p.money == 0 for p in state.players), "MA-8: money starts at 0"
    assert state.coin_supply == 8 and len(state.parcel_supply) == 8, "MA-5"
    assert sorted(state.order) == list(range(n)) and state.phase == "placement"


def test_MA11_the_same_seed_sets_up_the_same_game_another_seed_another():
    a, b, c = new_game(4, 11).state, new_game(4, 11).state, new_game(4, 12).state
    assert a.to_dict() == b.to_dict()
    assert (a.rows, a.events, a.order) != (c.rows, c.events, c.order)


def test_M3_5_first_placement_in_the_drawn_order_one_lord_per_tile():
    game = new_game(3, seed=5)
    order = list(game.state.order)
    first = order[0]
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (first, "place_lord")
    assert [a.text() for a in decision.choices] == [f"place col={c}" for c in range(4)]
    game.apply(first, act("place", col=2))
    second = game.pending()[0]
    assert second.player == order[1] and act("place", col=2) not in second.choices
    refusal = game.check(order[1], act("place", col=2))
    assert isinstance(refusal, IllegalAction) and refusal.rule == "M3.6"
    assert game.check(order[1], act("place", col=9)).rule == "M3.6"
    game.apply(order[1], act("place", col=0))
    game.apply(order[2], act("place", col=3))
    state = game.state
    assert state.phase == "play" and state.turn == 1
    assert state.order == [order[1], first, order[2]], "M4.2: left to right"
    assert state.rows[0][1] is None and state.discard, "M4.1: the empty tile is discarded"


def test_a_restored_snapshot_is_the_same_game():
    game = new_game(4, seed=3)
    again = MIDDLE_AGES.restore(game.snapshot())
    assert isinstance(again, MiddleAges) and again.snapshot() == game.snapshot()
    with pytest.raises(ValueError, match="Middle-Ages"):
        MIDDLE_AGES.restore({"players": 3})


def test_the_options_name_the_edition_and_refuse_others():
    game = MIDDLE_AGES.new({"players": [{"name": "A", "colour": "blue"},
                                        {"name": "B", "colour": "red"}], "seed": 2})
    assert game.options["edition"] == "standard" and tuple(MIDDLE_AGES.editions) == ("standard",)
    with pytest.raises(OptionsError, match="edition"):
        MIDDLE_AGES.new({**game.options, "edition": "1429"})
    with pytest.raises(OptionsError, match="optional"):
        MIDDLE_AGES.new({**game.options, "optional": ["fog_of_war"]})


def test_the_referee_of_middle_ages_imports_nothing_of_fief():
    """Each game is its own package beside the shared values (DESIGN, "A collection")."""
    package = Path(__file__).resolve().parent.parent / "engine" / "middle_ages"
    for path in package.glob("*.py"):
        for statement in sources.imports(path):
            names = [f"{'.' * statement.level}{statement.name}", *statement.names]
            assert not any("fief" in name for name in names), (path.name, names)


def test_M1_a_game_of_sixteen_turns_takes_no_round_limit():
    """M1: Middle-Ages always ends after 16 turns, so the round limit a table of computers may
    take (``TableOptions.max_rounds``) is refused rather than silently ignored; so is any option
    the game does not know."""
    players = [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"}]
    with pytest.raises(OptionsError, match="M1: .*16 turns"):
        MIDDLE_AGES.new({"players": players, "seed": 1, "max_rounds": 3})
    with pytest.raises(OptionsError, match="'bonus'"):
        MIDDLE_AGES.new({"players": players, "seed": 1, "bonus": "x" * 10})
    assert MIDDLE_AGES.new({"players": players, "seed": 1}).move == 0
