"""Referee cases of the simplified variant (rules/004, cited "004 §n"; rulings S-n of
docs/editions.md): its start (004 "DEBUT"), its income of resources spent in the same phase
or lost, its gems and war damages (004 §2.2, §5, S-3, S-5), read position by position (the
random games of test_simplified_games.py play them whole)."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, KIRSTEN, all_of, asked, do, first, income_position, \
    pass_windows, position, village

from engine.errors import IllegalAction
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.position import load_position
from engine.fief.state import CARDINAL_CARD, DARC_CARD, LORD_NAMES


def income(gems: tuple[int, int, int] = (1, 1, 1), damages: int = 0) -> tuple[Game, list]:
    """The variant's phase 5 begins at politics.income_position; each family holds ``gems``
    and GRADY owes ``damages``. Returns the game once the income is paid, and the events told."""
    data = income_position("simplified")
    for seat, count in enumerate(gems):
        data["players"][seat]["gems"] = count
    data["players"][GRADY]["damages"] = damages
    g = load_position(data)
    return g, list(g.events) + pass_windows(g)


# --- 004 §5 and S-3: the income, in resources -------------------------------------------------

def test_004_s5_s3_villages_mills_fine_weather_and_a_tallage_of_1_a_village():
    """S-3 (004 §5 "le nombre de villages et de moulins que contrôle le joueur"): 1 a village
    (2), 2 a mill and Fine Weather's 1 more (2 x 3, 004 §4 "ajoute 1 au revenu des moulins"),
    the tallage's 1 a controlled village of the County (2, 004 §4 "une ressource par villes
    controlées"): GRADY has 10 resources, DAVID and KIRSTEN 1."""
    g, events = income()
    assert {e.get("player"): e.get("total") for e in all_of(events, "income")} == \
        {GRADY: 10, DAVID: 1, KIRSTEN: 1}
    assert [p.money for p in g.state.players] == [2 + 6 + 2, 1, 1]
    assert g.state.players[GRADY].tax_markers == 3 and g.state.fortunes["1"] == []


def test_004_s5_s3_resources_left_when_a_family_ends_its_purchases_are_lost():
    """S-3 (004 "des revenus périssables et donc qui doivent être dépensés"): GRADY builds a
    mill in BLAYE, where his Count stands, for 3 of his 10 and ends: the 7 left are lost, and
    nothing of them is there at the next phase."""
    g, _ = income()
    assert asked(g) == [(GRADY, "purchase")]
    do(g, GRADY, "build village=BLAYE building=mill")
    events = do(g, GRADY, "end_purchase")
    assert first(events, "resources_lost").get("amount") == 7
    assert g.state.players[GRADY].money == 0 and g.state.villages["BLAYE"].mills == 1


# --- S-3: gems, 8 in the game ------------------------------------------------------------------

def test_s3_no_gem_is_bought_when_the_eight_are_held_a_gem_sold_goes_back_to_the_pool():
    """S-3 (004 "8 pierres précieuses dans le jeu"): the families hold all 8, so GRADY's 10
    resources buy none; he sells one for 10 (20 resources) and the pool has it again, so he
    may buy it back."""
    g, _ = income(gems=(3, 3, 2))
    assert g.state.gem_pool == 0
    with pytest.raises(IllegalAction, match="^S-3.*no gem is left"):
        do(g, GRADY, "buy_gem")
    do(g, GRADY, "sell_gem")
    assert (g.state.players[GRADY].gems, g.state.players[GRADY].money, g.state.gem_pool) == \
        (2, 20, 1)
    do(g, GRADY, "buy_gem")
    assert (g.state.players[GRADY].gems, g.state.players[GRADY].money, g.state.gem_pool) == \
        (3, 10, 0)


def test_s3_a_gem_is_kept_from_turn_to_turn_when_resources_are_not():
    """004 §2 "une monnaie pérenne": GRADY's gem bought with 10 of his resources is still his
    after his purchases end, when his resources are gone."""
    g, _ = income()
    do(g, GRADY, "buy_gem")
    do(g, GRADY, "end_purchase")
    assert (g.state.players[GRADY].gems, g.state.players[GRADY].money) == (2, 0)


# --- S-5: war damages, paid out of the income, then with gems, the rest forgiven --------------

@pytest.mark.parametrize("owed,paid,gems_sold,forgiven,left,gems", [
    (4, 4, 0, 0, 6, 1),        # out of the income alone: 6 of the 10 left
    (14, 14, 1, 0, 6, 0),      # the 10, then a gem sold for 10: its 6 left are spent now
    (25, 20, 1, 5, 0, 0)])     # the 10 and the gem: 5 forgiven
def test_s5_damages_out_of_the_income_then_gems_then_forgiven(owed, paid, gems_sold,
                                                            forgiven, left, gems):
    """004 "des dommages de guerre qui sont des dépenses obligatoires à payer le tour suivant";
    S-5: GRADY's 10 resources pay first, then his gem (10), what is left is forgiven."""
    g, events = income(damages=owed)
    settled, = all_of(events, "damages_settled")
    assert (settled.get("player"), settled.get("owed")) == (GRADY, owed)
    assert (settled.get("paid"), settled.get("gems_sold"), settled.get("forgiven")) == \
        (paid, gems_sold, forgiven)
    family = g.state.players[GRADY]
    assert (family.money, family.gems, family.damages) == (left, gems, 0)
    assert g.state.gem_pool == 8 - 3 + gems_sold


# --- 004 DEBUT: the first lord ---------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_004_debut_each_family_draws_a_lord_never_darc_nor_a_cardinal(seed):
    """004 DEBUT: "pioche une seule carte personnage (autre que l'extension d'Arc ou que le
    titre de cardinal)": each of 4 families has one of the 18 lords; the 3 Cardinal cards and
    d'Arc are still in the deck."""
    g = Game.new(GameOptions(players=tuple(PlayerSpec(f"P{i}", c) for i, c in
                                           enumerate(("blue", "red", "green", "yellow"))),
                             edition="simplified", seed=seed))
    for seat in range(4):
        family = [l.name for l in g.state.lords.values() if l.owner == seat]
        assert len(family) == 1 and family[0] in LORD_NAMES
    deck = g.state.lords_deck
    assert (deck.count(CARDINAL_CARD), deck.count(DARC_CARD), len(deck)) == (3, 1, 22 - 4)


def test_004_debut_the_control_marker_is_one_of_the_familys_15_sergeants():
    """004 DEBUT "un pion de sa couleur qui indique qu'il contrôle ce village" and §2.2 (no
    armies): each family's marker stands on its starting village, 14 sergeants and no knight
    are left in its reserve."""
    g = Game.new(GameOptions(players=tuple(PlayerSpec(f"P{i}", c) for i, c in
                                           enumerate(("blue", "red", "green"))),
                             edition="simplified", seed=4))
    for seat in range(3):
        home = next(l.village for l in g.state.lords.values() if l.owner == seat)
        assert [t.kind for t in g.state.troops_in(home)] == ["man"]
        assert (len(g.state.stock(seat, "man")), len(g.state.stock(seat, "knight"))) == (14, 0)


def test_004_s7_a_besieged_castle_brings_its_holder_no_resource():
    """004 §7 (the siege) and 2011's 003 Le siège ("vous ne percevrez plus les revenus qu'il
    rapporte"), which the variant follows: DAVID's castle of CHAROLLES and its two mills,
    besieged by GRADY's ARTHUR, bring DAVID nothing; his TOURNUS brings 1."""
    g = load_position(position(
        "income", edition="simplified", begun=False,
        lords={"THIERRY": "red", "ARTHUR": "blue", "OTHON": {"owner": "green",
                                                              "village": "BOURG"}},
        villages={"CHAROLLES": {"fort": "stronghold", "mills": 2, "controller": "red",
                                "besiegers": ["blue"], "units": {
                                    "red": {"men": 1, "lords": ["THIERRY"]},
                                    "blue": {"lords": ["ARTHUR"], "road": "BLAYE"}}},
                  "TOURNUS": {"units": {"red": {"men": 1}}}}))
    events = list(g.events) + pass_windows(g)
    assert {e.get("player"): e.get("total") for e in all_of(events, "income")}.get(DAVID) == 1
    assert g.state.villages["CHAROLLES"].controller == DAVID


# --- S-24: the ransoms of the variant, in resources -------------------------------------------

def ransoms(mills: int) -> tuple[Game, list]:
    """Phase 5 begins: DAVID's RAOUL holds GRADY's Baron ARTHUR in TOURNUS; GRADY's QUENTIN
    holds BLAYE, with ``mills`` mills; each family has its one gem."""
    tournus = village("red", men=1, lords=["RAOUL"])
    tournus["units"]["red"]["captives"] = ["ARTHUR"]
    data = position("income", edition="simplified", begun=False,
                    villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"], mills=mills),
                              "TOURNUS": tournus,
                              "BOURG": village("green", men=1, lords=["OTHON"])},
                    lords={"ARTHUR": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]}})
    for seat in data["players"]:
        seat["gems"] = 1
    g = load_position(data)
    return g, list(g.events) + pass_windows(g)


def test_s24_a_ransom_is_paid_out_of_this_phases_resources_and_spent_by_the_jailer():
    """S-24 (E-29 in resources): GRADY's 7 (BLAYE 1, two mills 4, and the two empty villages
    of ARTHUR's Barony, S-4: a captive keeps his income, 003 Prisonnier) pay ARTHUR's 4 before
    any purchase; DAVID, with his village's 1, has 5 to spend in his own purchases, and loses
    what he leaves."""
    g, _ = ransoms(mills=2)
    assert [p.money for p in g.state.players] == [7, 1, 1]
    assert asked(g) == [(GRADY, "ransom")]
    assert first(do(g, GRADY, "pay_ransoms"), "ransom_paid").get("amount") == 4
    do(g, GRADY, "place_lord lord=ARTHUR village=BLAYE")
    assert [p.money for p in g.state.players] == [3, 5, 1]
    do(g, GRADY, "end_purchase")
    assert asked(g) == [(DAVID, "purchase")]
    do(g, DAVID, "build village=TOURNUS building=mill")
    assert first(do(g, DAVID, "end_purchase"), "resources_lost").get("amount") == 2


def test_s24_no_gem_is_sold_to_pay_a_ransom():
    """S-24: the ransoms come before the sales; GRADY's 3 resources (BLAYE and the Barony's
    two villages) do not pay ARTHUR's 4, and his gem is not sold for it: ARTHUR stays DAVID's
    captive."""
    g, _ = ransoms(mills=0)
    do(g, GRADY, "pay_ransoms")
    assert g.state.lords["ARTHUR"].captor == DAVID
    assert (g.state.players[GRADY].gems, g.state.players[GRADY].money) == (1, 3)


# --- 004 §5 Roi, Reine: the crown's rents in resources ------------------------------------------

@pytest.mark.parametrize("crown,told", [
    ({"ARTHUR": {"owner": "blue", "titles": ["King"], "captor": "red"}}, [1 + 5, 1, 1]),
    ({"BLANCHE": {"owner": "green", "titles": ["Queen Regent"]}}, [1, 1, 1 + 3])])
def test_004_s5_a_captive_king_keeps_his_5_a_queen_regent_brings_her_3(crown, told):
    """004 §5 Roi "Il touche un revenu de 5 ressources", Reine "les revenues de 3 ressources";
    003 Prisonnier (a captive keeps his income) and E-25 (a Regent brings the Queen's 3, not
    the King's 5), which the variant follows: each family has its village's 1 besides."""
    lords = {"ARTHUR": {"owner": "blue"}, "HUGUES": {"owner": "red"},
             "BLANCHE": {"owner": "green"}, **crown}
    held = {"captives": ["ARTHUR"]} if lords["ARTHUR"].get("captor") else {}
    g = load_position(position(
        "income", edition="simplified", begun=False, lords=lords,
        villages={"BLAYE": village("blue", men=1, **({} if held else {"lords": ["ARTHUR"]})),
                  "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"], **held}}},
                  "BOURG": village("green", men=1, lords=["BLANCHE"])}))
    events = list(g.events) + pass_windows(g)
    assert [e.get("total") for e in sorted(all_of(events, "income"),
                                           key=lambda e: e.get("player"))] == told
