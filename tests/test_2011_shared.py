"""The rows of docs/editions.md where the 2011 text says what 1429 says (the procedure is
shared): the 1429 rulebook tests of each row are played again with their positions loaded as
2011 games (``"edition": "2011"``), so a change to a shared procedure that breaks the 2011
edition fails here under the row's name. Rows whose numbers or procedure differ have tests of
their own (test_2011_rules.py, test_2011_elections.py)."""
from __future__ import annotations

import pytest
import test_rules_battle as battle
import test_rules_cards as cards
import test_rules_cavalcade as cavalcade
import test_rules_control as control
import test_rules_diplomacy as diplomacy
import test_rules_disasters as disasters
import test_rules_income as income
import test_rules_marriage as marriage
import test_rules_movement as movement
import test_rules_opportunity as opportunity
import test_rules_purchase as purchase
import test_rules_siege as siege
import test_rules_victory as victory

from engine.fief.editions.rules import Rules
from replayed import positions_as

ROWS = {
    "marriage_conditions": [marriage.test_1_1_example_quentin_and_jeanne_ally_their_families,
                            marriage.test_A5_churchmen_captives_and_darc_cannot_marry,
                            marriage.test_1_8_1_the_kings_bride_becomes_queen],
    "victory_3_alone_4_married": [victory.test_7_1_three_fief_titles_win,
                                  victory.test_7_1_two_fiefs_and_the_king_or_the_pope_win,
                                  victory.test_7_2_an_alliance_needs_four_victory_points],
    "bishop_calming_a_revolt": [
        opportunity.test_A26_rulings11_the_bishop_stops_it_on_3_to_6,
        opportunity.test_rulings11_12_a_failed_bishop_is_stoned_then_a_cardinal_pays_3_and_never_dies],
    "cardinal": [cards.test_1_5_example_francois_bishop_of_sigy_is_made_cardinal,
                 purchase.test_4_4_cardinal_biretta_costs_five_and_goes_to_a_bishop,
                 opportunity.test_A7_the_purchasable_biretta_returns_without_a_card],
    "popes_powers": [opportunity.test_1_7_excommunication_strips_church_titles_once_a_round,
                     opportunity.test_1_7_the_popes_death_ends_the_excommunication,
                     opportunity.test_1_7_annulment_at_a_spouses_request_with_the_popes_consent],
    "crown_prince": [cards.test_A15_the_queens_family_may_make_a_new_male_lord_crown_prince],
    "calamities": [disasters.test_2_3_the_die_names_the_bishopric,
                   disasters.test_2_3_a_six_is_a_false_alarm,
                   cards.test_A18_a_disaster_drawn_with_the_track_full_is_discarded_and_drawing_goes_on],
    # (a battle in bad weather is fought with a Secret Passage, E-21: test_editions_sections.py;
    # a step refused cites 003 Mauvais temps: test_editions_audit.py)
    "famine": [income.test_2_3_2_famine_mills_yield_nothing,
               opportunity.test_10_1_example_ones_own_tithe_bars_an_uprising_but_a_famine_there_allows_it],
    "plague": [disasters.test_2_3_3_plague_every_lord_rolls_captives_included_and_dies_on_1_to_3,
               disasters.test_2_3_3_example_gunter_loses_half_of_each_army_and_chooses_which,
               movement.test_rulings_22_one_plague_roll_per_lord_and_one_halving_per_counter_each_round],
    "cards_in_hand": [cards.test_2_1_example_dave_draws_a_fortune_card_looks_at_it_then_a_lord,
                      cards.test_2_1_never_two_lords_cards],
    "fine_weather_good_harvest": [
        income.test_2_4_7_harvest_and_good_weather_each_add_one_per_mill,
        cards.test_2_4_3_example_good_weather_removes_heavy_rain_then_a_harvest_is_possible,
        income.test_income_removes_fortune_cards_and_tax_markers_but_disasters_stay],
    # (the 1429 examples with a King or a Pope count their 2011 income of 5: not listed here)
    # (the tallage counts only the villages the taxer controls in 2011, E-11: not listed here)
    "taxes": [income.test_2_4_6_tithe_takes_every_mill_income_of_the_bishopric_with_bonuses,
              income.test_2_4_6_first_cardinal_has_priority_over_later_cardinals_and_the_pope,
              income.test_rulings_25_tallage_follows_the_title_within_the_family,
              income.test_a27_cardinal_tithe_needs_a_governed_bishopric],
    "income": [income.test_3_0_one_denier_per_village_and_two_per_mill],
    "purchases": [purchase.test_4_1_at_most_four_new_troops_per_village_counted_over_several_purchases,
                  purchase.test_4_2_mill_costs_three_at_most_two_per_village,
                  purchase.test_4_2_stronghold_costs_ten_one_per_village,
                  purchase.test_4_3_title_needs_every_village_and_a_stronghold],
    # (a castle made City goes back to 2011's supply of 12 castles, E-27: the City chosen and
    # the castles left are tested in test_referee_cases_editions.py, not listed here)
    "fief_titles": [purchase.test_4_3_charles_may_pass_on_his_barony_but_keeps_his_county,
                    control.test_a39_taking_the_fortified_city_takes_the_fief_title],
    "inheritance": [control.test_4_3_1_the_family_chooses_the_heir_among_its_lords,
                    control.test_4_3_1_the_spouse_of_a_last_lord_inherits_and_the_city_troops_change_colour,
                    purchase.test_rulings_18_the_king_may_grant_a_title_for_nothing],
    "movement": [movement.test_5_0_grady_moves_from_blaye_through_charolles_to_l_epervier,
                 movement.test_5_0_a_lord_may_go_and_come_back,
                 movement.test_5_0_troops_move_only_with_a_lord,
                 movement.test_rulings_27_troops_are_not_relayed_between_lords,
                 movement.test_9_1_darc_and_those_travelling_with_her_take_a_third_step],
    "ride_E7": [cavalcade.test_5_2_no_cavalcade_through_a_stronghold,
                cavalcade.test_5_2_only_lords_and_knights_ride,
                cavalcade.test_5_2_beaudoin_rides_through_charolles_and_leaves_a_knight],
    "battle_losses_E5": [battle.test_6_2_2_gunter_two_hits_kill_the_man_at_arms_only,
                      battle.test_6_2_2_gunter_three_hits_kill_the_knight_only,
                      battle.test_6_2_2_gunter_four_hits_both_lords_captive,
                      battle.test_6_2_2_gunter_five_hits_one_lord_killed_the_other_captive,
                      battle.test_6_2_strength_and_dice_thresholds],
    # the battle procedure 003 Phase 6 shares: the castle's malus, d'Arc's die, an ally
    # attacked, an untitled lady, lone lords captured at once and capture optional (E-5),
    # surrender, three rounds without losses
    "battle_procedure_E5": [
        battle.test_6_2_1_grady_15_sp_attacks_david_stronghold_with_two_dice_then_one,
        battle.test_A48_darc_adds_a_die_up_to_four,
        battle.test_6_0_a_player_may_attack_his_ally,
        battle.test_6_2_untitled_lady_and_captives_have_no_strength,
        battle.test_rulings37_a_lone_lord_attacked_is_captured_without_dice,
        battle.test_rulings35_capture_is_optional,
        battle.test_6_3_surrender_disbands_troops_and_lords_go_captive,
        battle.test_A51_three_rolls_in_a_row_without_losses_end_the_battle],
    # (the roll differs, E-6: test_2011_rules.py)
    "revolt_E6": [opportunity.test_A23_only_a_taxed_or_starving_village_and_never_by_ones_own_tax,
                  opportunity.test_A24_without_troops_one_die_suffices_lords_die_and_mills_burn_not_a_city],
    "assassination_justice": [
        opportunity.test_10_3_rulings47_the_assassination_is_automatic_and_marks_its_sponsor,
        opportunity.test_10_4_justice_beheads_an_assassin_but_not_the_crowned_nor_the_pope],
    # (the escape is a use of the Movement phase, one step from the prison, E-18:
    # test_editions_sections.py)
    "secret_passage": [battle.test_10_2_2_kirsten_attacks_a_stronghold_from_the_tunnels],
    # (E-14: after the battles, by the controller or the besieger, 1 ecu a mill)
    "pillage_E14": [siege.test_6_5_pillage_one_denier_per_mill_and_the_mill_returns_to_stock,
                    siege.test_rulings44_during_a_siege_only_the_besieger_pillages],
    # (embassy tokens differ, E-8: a talk with the ally by marriage alone, one at a time, ended
    # by its opener: test_2011_embassy.py; the card exchange bought with a token is shared)
    "embassy_card_exchange": [diplomacy.test_A43_a_marker_buys_a_card_exchange_that_the_other_accepts],
}

CASES = [pytest.param(test, id=f"{row}-{test.__name__}") for row, tests in ROWS.items()
         for test in tests]


@pytest.fixture
def positions_of_2011(monkeypatch):
    """Every position loaded by the test is a game of the 2011 edition. Its refusals keep the
    1429 sections the replayed tests name: the shared procedure refuses with the same words,
    and where 003 states the rule the edition cites 003 instead (``Rules.cite``), which
    test_edition_citations.py tests."""
    positions_as(monkeypatch, "2011")
    monkeypatch.setattr(Rules, "cite", lambda rules, refusal: refusal)


@pytest.mark.parametrize("test", CASES)
def test_2011_row_shared_with_1429(test, positions_of_2011):
    test()
