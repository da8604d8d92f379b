"""Perishable income, gems, war damages (S-3, S-5) and victory by player count (S-6) as pure
rules; tests/test_simplified_games.py plays them in games."""
from __future__ import annotations

import json

import pytest

from engine.fief.editions.rules import RULES_1429, RULES_2011, RULES_SIMPLIFIED
from engine.fief.position import dump_position, load_position
from engine.fief.position.names import PositionError
from engine.fief.simplified.economy import (
    Settlement,
    gem_purchase_refusal,
    gem_sale_refusal,
    settle_damages,
)


def test_s5_damages_paid_first_out_of_the_income():
    assert settle_damages(income=7, gems=1, owed=3, gem_value=10) == Settlement(4, 1, 3, 0, 0)


def test_s5_then_with_gems_the_change_spent_this_phase():
    assert settle_damages(income=2, gems=1, owed=5, gem_value=10) == Settlement(7, 0, 5, 1, 0)


def test_s5_what_cannot_be_paid_is_forgiven():
    assert settle_damages(income=2, gems=1, owed=25, gem_value=10) == Settlement(0, 0, 12, 1, 13)


def test_s3_a_gem_costs_ten_resources_from_the_eight_of_the_game():
    assert gem_purchase_refusal(10, 1, 10) is None
    assert gem_purchase_refusal(9, 1, 10).startswith("S-3")
    assert "no gem is left" in gem_purchase_refusal(30, 0, 10)
    assert gem_sale_refusal(0).startswith("S-3") and gem_sale_refusal(1) is None


@pytest.mark.parametrize("players,alone,pair", [(3, 4, 6), (4, 3, 5), (5, 3, 4), (6, 3, 4)])
def test_s6_victory_points_by_number_of_players(players, alone, pair):
    assert RULES_SIMPLIFIED.victory_thresholds(players) == (alone, pair)


@pytest.mark.parametrize("rules", [RULES_1429, RULES_2011])
def test_s6_other_editions_keep_their_thresholds(rules):
    assert all(rules.victory_thresholds(n) == (3, 4) for n in range(3, 7))


def test_s6_a_married_pair_is_an_alliance_from_three_players():
    assert RULES_SIMPLIFIED.alliance_min_players == 3


def test_s3_tallage_is_one_a_village_and_the_crown_rents_of_004_s5():
    r = RULES_SIMPLIFIED
    assert (r.tallage_per_village, r.king_income, r.queen_income, r.pope_income) == (1, 5, 3, 5)
    assert (r.start_money, r.start_knights, r.start_men, r.gems_in_game, r.start_gems) == \
        (0, 0, 1, 8, 1)


def test_s3_position_format_gems_and_damages_of_a_family_and_the_pool_left():
    position = {"edition": "simplified", "step": "purchase", "players": [
        {"colour": "blue", "gems": 3, "damages": 4}, "red", {"colour": "green", "gems": 1}]}
    game = load_position(json.dumps(position))
    assert [p.gems for p in game.state.players] == [3, 0, 1]
    assert game.state.players[0].damages == 4 and game.state.gem_pool == 4
    again = dump_position(game)
    assert again["players"][0]["gems"] == 3 and again["players"][0]["damages"] == 4
    position["players"][1] = {"colour": "red", "gems": 5}
    with pytest.raises(PositionError, match="8 gems"):
        load_position(json.dumps(position))


def test_004_s8_pillage_destroys_mills_and_gains_nothing():
    assert RULES_SIMPLIFIED.pillage_per_mill == 0 and RULES_2011.pillage_per_mill == 1
