"""Referee cases of the 2011 edition from its text (rules/003, cited "003 <heading>"), fifth
part: the start of the game (003 Réserve personnelle, Commencer la partie) and Phase 3's income
as a whole (its rows one by one are in test_2011_rules.py, the shared 1429 ones in
test_2011_shared.py)."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, KIRSTEN, asked, do, game, income_position, pass_windows, \
    position, village

from engine.errors import IllegalAction
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.position import load_position


def new_2011(seed: int = 3, players: int = 3) -> Game:
    return Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                                for c in COLOURS[:players]),
                                edition="2011", seed=seed))


def start_everyone(g: Game) -> list[str]:
    """Each family in turn takes the first of three villages of three fiefs apart."""
    chosen = []
    for place in ("BLAYE", "TOURNUS", "BOURG"):
        (seat, kind), = asked(g)
        assert kind == "start_village"
        do(g, seat, f"start_village village={place}")
        chosen.append(place)
    return chosen


# --- 003 Réserve personnelle and Commencer la partie ----------------------------------------

def test_003_commencer_la_partie_the_knight_and_three_sergeants_come_out_of_the_reserve():
    """003 Commencer la partie: "1 pion Chevalier de sa réserve, 3 pions Sergent de sa réserve":
    once every family has settled, each keeps 7 of its 8 knights and 12 of its 15 sergeants in
    its reserve, and its 5 ecus (003 Réserve personnelle)."""
    g = new_2011()
    start_everyone(g)
    for seat in range(3):
        assert (len(g.state.stock(seat, "knight")), len(g.state.stock(seat, "man"))) == (7, 12)
        assert g.state.players[seat].money == 5


def test_003_commencer_la_partie_a_village_already_taken_is_refused():
    """003 Commencer la partie and Phase 4 Châteaux ("Il ne peut y avoir qu'un château ou cité
    par village"): the second family cannot settle in the first one's village."""
    g = new_2011()
    (first, _), = asked(g)
    do(g, first, "start_village village=BLAYE")
    (second, _), = asked(g)
    with pytest.raises(IllegalAction):
        do(g, second, "start_village village=BLAYE")
    do(g, second, "start_village village=PAUILLAC")
    assert [l.owner for l in g.state.lords_in("PAUILLAC")] == [second]


def test_003_commencer_la_partie_each_castle_comes_from_the_common_reserve_of_12():
    """003 Matériel "12 tuiles Château", La réserve commune (E-27): three families settled,
    three castles stand on the board and nine are left."""
    g = new_2011()
    before = g.state.forts_stock
    start_everyone(g)
    assert sum(1 for v in g.state.villages.values() if v.fort == "stronghold") == 3
    assert (before, g.state.forts_stock) == (12, 9)


# --- 003 Phase 3: the income as a whole, and what it leaves behind --------------------------

def income(edition: str = "2011", money: int = 5):
    """politics.income_position, every family with ``money`` before the income; returns the
    game once the income is paid and each family's total told."""
    g = load_position(income_position(edition, money={GRADY: money, DAVID: money,
                                                      KIRSTEN: money}))
    events = list(g.events) + pass_windows(g)
    return g, {e.get("player"): e.get("total") for e in events if e.kind == "income"}


def test_003_phase_3_villages_mills_fine_weather_and_tallage_added_to_the_ecus_kept():
    """003 Phase 3: 1 ecu a controlled village (2), 2 a mill and Fine Weather's 1 more a mill
    (2 x 3), the tallage's 2 a controlled village of the fief (2 x 2; E-11: not LORMONT, which
    DAVID holds): GRADY earns 12, added to the 5 ecus he kept ("récupérez la valeur en
    écus"); DAVID 1, KIRSTEN 1."""
    g, told = income()
    assert told == {GRADY: 2 + 6 + 4, DAVID: 1, KIRSTEN: 1}
    assert [p.money for p in g.state.players] == [5 + 12, 6, 6]


def test_003_phase_3_tax_tokens_come_back_and_the_good_omens_are_discarded():
    """003 Phase 3: "Une fois les revenus perçus, les jetons Impôts sont récupérés et les cartes
    Beau temps et Bonne récolte sont défaussées": GRADY has his 3 tax tokens again, the
    tallage is off the County and Fine Weather off bishopric 1, in the discard pile."""
    g, _ = income()
    assert g.state.players[GRADY].tax_markers == 3
    assert g.state.taxes == [] and g.state.fortunes["1"] == []
    assert "good_weather" in g.state.fortune_discard


@pytest.mark.parametrize("edition,per_village", [("2011", 2), ("simplified", 1)])
def test_003_le_siege_a_besieged_village_brings_no_tallage(edition, per_village):
    """003 Le siège: "vous gardez le contrôle du village, mais vous ne percevrez plus les
    revenus qu'il rapporte", the tallage's "par village contrôlé du fief" (E-11) among them,
    as the tithe of its mills: GRADY's tallage on his County of BLAYE counts PAUILLAC and
    LORMONT, not his castle of BLAYE, which DAVID besieges (E-30; the variant's 1 a village
    the same, 004 §4)."""
    g = game("income", edition=edition, begun=False,
             lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]},
                    "RAOUL": "red", "OTHON": {"owner": "green", "village": "BOURG"}},
             villages={"PAUILLAC": village("blue", men=1), "LORMONT": village("blue", men=1),
                       "BLAYE": {"fort": "stronghold", "controller": "blue",
                                 "besiegers": ["red"], "units": {
                                     "blue": {"men": 1, "lords": ["QUENTIN"]},
                                     "red": {"men": 2, "lords": ["RAOUL"], "road": "PAUILLAC"}}},
                       "BOURG": village("green", men=1)},
             taxes=[{"player": "blue", "target": "County of BLAYE", "lord": "QUENTIN",
                     "role": "fief"}])
    events = list(g.events) + pass_windows(g)
    mine = next(e for e in events if e.kind == "income" and e.get("player") == GRADY)
    assert (mine.get("villages"), mine.get("tallage")) == (2, 2 * per_village)
    assert g.state.villages["BLAYE"].controller == GRADY


# --- 003 Réserve personnelle, Le jeton Ambassade: three tokens for the game --------------------

def test_003_jeton_ambassade_a_spent_token_does_not_come_back_at_the_rounds_end():
    """003 Réserve personnelle "3 jetons Ambassades" (E-8): GRADY, who spent two, still has one
    when round 3 begins; the tax tokens are the ones 003 gives back (Phase 3)."""
    data = position("end_round", edition="2011",
                    villages={"BLAYE": village("blue", men=1, lords=["ARTHUR"]),
                              "TOURNUS": village("red", men=1, lords=["HUGUES"]),
                              "BOURG": village("green", men=1, lords=["OTHON"])})
    data["players"][GRADY]["diplomacy"] = 1
    g = load_position(data)
    pass_windows(g)
    assert g.state.round == 3
    assert [p.diplomacy for p in g.state.players] == [1, 3, 3]
