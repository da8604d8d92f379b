"""The rules the variant's text (rules/004) states as 2011 and 1429 do: 1429's cases replayed
with every position loaded as a game of the variant, row by row of 004's words (as
test_2011_shared.py does for 2011)."""
from __future__ import annotations

import pytest
import test_rules_cards as cards
import test_rules_disasters as disasters
import test_rules_income as income
import test_rules_marriage as marriage
import test_rules_opportunity as opportunity
import test_rules_purchase as purchase

from replayed import positions_as


SHARED = {     # 004's words for each row; the rows whose numbers or procedure differ are above
    "§4.1 Mariages (un homme non-clerc, une femme non-d'Arc; le roi marié, sa femme reine)": [
        marriage.test_1_1_example_quentin_and_jeanne_ally_their_families,
        marriage.test_A5_churchmen_captives_and_darc_cannot_marry,
        marriage.test_1_8_1_the_kings_bride_becomes_queen],
    "§5 Pape 3 et 5 (annuler un mariage, excommunier un par tour, levée à sa mort)": [
        opportunity.test_1_7_excommunication_strips_church_titles_once_a_round,
        opportunity.test_1_7_the_popes_death_ends_the_excommunication,
        opportunity.test_1_7_annulment_at_a_spouses_request_with_the_popes_consent],
    "§4.3 (le dé: l'évêché x, 6 rien; 3 calamités au plus)": [
        disasters.test_2_3_a_six_is_a_false_alarm,
        cards.test_A18_a_disaster_drawn_with_the_track_full_is_discarded_and_drawing_goes_on],
    "§4.3 Famine (aucun revenu des moulins, des révoltes)": [
        income.test_2_3_2_famine_mills_yield_nothing,
        opportunity.test_10_1_example_ones_own_tithe_bars_an_uprising_but_a_famine_there_allows_it],
    "§4.2 (2 cartes au plus dont 1 personnage, 3 en main)": [
        cards.test_2_1_example_dave_draws_a_fortune_card_looks_at_it_then_a_lord,
        cards.test_2_1_never_two_lords_cards],
    "§4.4 Bons présages": [
        income.test_2_4_7_harvest_and_good_weather_each_add_one_per_mill,
        cards.test_2_4_3_example_good_weather_removes_heavy_rain_then_a_harvest_is_possible],
    "§4.4 Impôts (dîme: évêque, cardinal, pape)": [
        income.test_2_4_6_tithe_takes_every_mill_income_of_the_bishopric_with_bonuses,
        income.test_2_4_6_first_cardinal_has_priority_over_later_cardinals_and_the_pope,
        income.test_a27_cardinal_tithe_needs_a_governed_bishopric],
    "§5 Roi 1 (offrir gratuitement un titre de fief)": [
        purchase.test_rulings_18_the_king_may_grant_a_title_for_nothing],
    "§6 évènements (assassinat, Justice)": [
        opportunity.test_10_3_rulings47_the_assassination_is_automatic_and_marks_its_sponsor,
        opportunity.test_10_4_justice_beheads_an_assassin_but_not_the_crowned_nor_the_pope],
}


@pytest.fixture
def positions_of_the_variant(monkeypatch):
    """Every position loaded by the test is a game of the variant."""
    positions_as(monkeypatch, "simplified")


@pytest.mark.parametrize("test", [pytest.param(test, id=f"{row[:12]}-{test.__name__}")
                                  for row, tests in SHARED.items() for test in tests])
def test_004_rows_the_variant_states_as_2011_and_1429(test, positions_of_the_variant):
    test()
