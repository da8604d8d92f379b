"""What the bots decide in politics and with their cards (engine/fief/bots/politics.py,
engine/fief/bots/cards.py), pinned on small positions: the leave to pass they give or refuse
(A36), the marriages they seek, the Bishops' elections they stand in and their votes (1.3,
1.4), the cards they keep and play. Issue B: single-line mutants planted in these rules
survived every test that only checked that bots answer legally; each test here names the
decision and the reason for it. The bots are strict (a bug in a handler raises)."""
from __future__ import annotations

import random
from typing import Any

from engine.actions import act
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.cards import keep_value, tax_yield
from engine.fief.bots.heuristics import fief_plans
from engine.fief.deaths import kill_lord
from engine.fief.game import Game
from engine.fief.match import advance
from engine.fief.position import load_position
from engine.fief.queries import weight
from playing import DAVID, GRADY, KIRSTEN, asked, do
from politics import game as politics_game, village
from strict_bots import BLUE, PLAYERS, RED, answer


# --- leave to pass (A36, RULINGS 55) -----------------------------------------------------------

def passing(to: str, fort: str | None = None) -> Game:
    """Blue's THIERRY entered red's CHAROLLES (he waits at its entry, 5.1) and asks red's leave
    to go on to ``to``. Red holds CHAROLLES (JEANNE), TOURNUS (RAOUL) and MÂCON, and a
    Stronghold at ``fort`` if given."""
    red = {"units": {"red": {"men": 1}}}
    villages: dict[str, Any] = {
        "BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}},
        "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}, "MÂCON": red,
        "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}
    if fort is not None:
        villages[fort] = {"fort": "stronghold", **red}
    g = load_position({"players": PLAYERS, "step": "movement", "turn": "blue", "first": "ANN",
                       "round": 2, "begun": True, "villages": villages})
    g.apply(BLUE, act("move", lords=["THIERRY"], to="CHAROLLES", men=2))
    g.apply(BLUE, act("move", lords=["THIERRY"], to=to, men=2))
    assert asked(g) == [(RED, "consent")]
    return g


def aimed_at(g: Game, seat: int) -> set[str]:
    """The villages of the family's two closest fief titles (the Baron's plans)."""
    return {v for p in fief_plans(g, seat)[:2] for v in g.board.fiefs[p.fief].villages}


def test_a36_the_baron_lets_a_rival_pass_away_from_its_plans_and_strongholds():
    """COUTRAS lies in the Duchy of BOURG, none of red's two closest fief titles (the Counties
    of TOURNUS and CHAROLLES), and no Stronghold of red's stands a road from it: leave given."""
    g = passing("COUTRAS")
    assert "COUTRAS" not in aimed_at(g, RED)
    assert answer("baron", g).text() == "consent allow=yes"


def test_a36_the_baron_refuses_a_rival_the_road_into_a_fief_it_aims_at():
    """L'ÉPERVIER is a village of the County of CHAROLLES, which red means to take: leave is
    refused by the Baron (and the Duke, who answers as the Baron); the Squire, open, lets him
    pass."""
    g = passing("L'ÉPERVIER")
    assert "L'ÉPERVIER" in aimed_at(g, RED)
    assert answer("baron", g).text() == "consent allow=no"
    assert answer("duke", g).text() == "consent allow=no"
    assert answer("squire", g).text() == "consent allow=yes"


def test_a36_the_baron_refuses_a_rival_the_road_next_to_its_stronghold():
    """Red's Stronghold at ST GÉRÔME is one road from COUTRAS: leave to go there is refused,
    though COUTRAS lies in none of red's closest fiefs."""
    g = passing("COUTRAS", fort="ST GÉRÔME")
    assert "COUTRAS" not in aimed_at(g, RED)
    assert answer("baron", g).text() == "consent allow=no"


# --- marriages (1.1, RULINGS 7) ------------------------------------------------------------------

def test_rulings7_at_a_table_of_three_the_baron_proposes_no_marriage():
    """With three families a marriage makes no alliance (RULINGS 7: 7.2's shared victory needs
    four players or more), so the Baron, which marries to ally, passes though the referee
    offers proposals to both other families (at four it proposes: tests/test_bots.py)."""
    g = politics_game("marriage", players=3, villages={
        "BLAYE": village("blue", men=1, lords=["QUENTIN", "ALIÉNOR"]),
        "TOURNUS": village("red", men=1, lords=["JEANNE", "RAOUL"]),
        "BOURG": village("green", men=1, lords=["MATHILDE", "OTHON"])})
    assert asked(g) == [(GRADY, "marriage")]
    assert "propose_marriage lady=JEANNE lord=QUENTIN" in [a.text() for a in g.legal(GRADY)]
    assert answer("baron", g).text() == "pass_marriage"


def test_4_3_1_the_heir_of_a_fief_title_is_the_lay_lord_who_may_become_king():
    """THIERRY, Count of SIGY, dies; blue chooses the heir among JEANNE, CHARLES and QUENTIN
    (4.3.1). CHARLES is Bishop of 1: a churchman never becomes King (1.8), nor does a lady, so
    the title goes to QUENTIN."""
    g = load_position({
        "players": PLAYERS, "step": "movement", "turn": "blue",
        "lords": {"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]},
                  "CHARLES": {"owner": "blue", "titles": ["bishop 1"]}},
        "villages": {"SIGY": {"fort": "city", "units": {"blue": {"men": 1,
                                                                 "lords": ["THIERRY"]}}},
                     "BLAYE": {"units": {"blue": {"lords": ["JEANNE", "CHARLES", "QUENTIN"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}}})
    kill_lord(g, "THIERRY", "test")
    advance(g)
    assert asked(g) == [(BLUE, "assign_fief")]
    assert {a.get("lord") for a in g.legal(BLUE)} == {"JEANNE", "CHARLES", "QUENTIN"}
    assert answer("baron", g).text() == "assign_fief fief='County of SIGY' lord=QUENTIN"
    assert answer("squire", g).text() == "assign_fief fief='County of SIGY' lord=QUENTIN"


# --- the Bishops' elections (1.3, 1.4) -----------------------------------------------------------

def bishopric_5(st_paul: str, lords: dict[str, Any] | None = None) -> Game:
    """The Elections step, Bishopric 5 vacant (1.4.1's example): GRADY (blue) holds ST CIERS
    D'ABZAC and BEAUJEU (FRANÇOIS and QUENTIN), DAVID (red) SIGY, the principal village
    (THIERRY), and ST PAUL is the ``st_paul`` family's; KIRSTEN's CHARLES stands at BOURG."""
    return politics_game("elections", villages={
        "ST CIERS D'ABZAC": village("blue", men=1), "ST PAUL": village(st_paul, men=1),
        "BEAUJEU": village("blue", men=1, lords=["FRANÇOIS", "QUENTIN"]),
        "SIGY": village("red", men=1, lords=["THIERRY"]),
        "BOURG": village("green", men=1, lords=["CHARLES"])}, lords=lords or {})


def test_1_4_the_baron_stands_for_bishop_only_where_its_votes_can_carry_it():
    """With ST PAUL red's, DAVID has 3 votes in the bishopric to GRADY's 2: the Baron does not
    stand (its candidate would lose), the Squire stands anyway. With ST PAUL green's, 2 to 2,
    the Baron stands: at a tie nobody is elected (A12), so DAVID cannot win on his own votes.
    With ST PAUL blue's, GRADY has 3 to 2 and the Baron stands."""
    def votes(g: Game) -> list[int]:
        return [weight(g, "bishop:5", p) for p in (GRADY, DAVID)]

    behind, even, ahead = bishopric_5("red"), bishopric_5("green"), bishopric_5("blue")
    assert asked(behind)[0] == (GRADY, "candidate")
    assert (votes(behind), votes(even), votes(ahead)) == ([2, 3], [2, 2], [3, 2])
    assert answer("baron", behind).text() == "no_candidate"
    assert answer("squire", behind).text() == "declare_candidate lord=FRANÇOIS"
    assert answer("baron", even).text() == "declare_candidate lord=FRANÇOIS"
    assert answer("baron", ahead).text() == "declare_candidate lord=FRANÇOIS"


def test_1_4_the_family_stands_the_lord_without_a_fief_title_for_bishop():
    """A Bishop never becomes King (1.8): FRANÇOIS, Baron of LA RÉOLE, stays a lay lord and
    QUENTIN, without a title, stands."""
    g = bishopric_5("blue", {"FRANÇOIS": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]}})
    assert answer("baron", g).text() == "declare_candidate lord=QUENTIN"
    assert answer("squire", g).text() == "declare_candidate lord=QUENTIN"


def test_1_4_a_bot_votes_for_its_own_candidate_and_without_one_lays_no_marker():
    """FRANÇOIS and THIERRY stand. GRADY and DAVID each vote FOR their own candidate, without
    a decoy; KIRSTEN, whose CHARLES is Bishop of 4 (a vote, 1.4), with no candidate and no
    ally, lays no marker."""
    g = bishopric_5("red", {"CHARLES": {"owner": "green", "titles": ["Bishop of 4"],
                                        "bishop_since": 1}})
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    assert asked(g) == [(GRADY, "vote")]
    assert answer("baron", g).text() == "vote decoy=- for=FRANÇOIS"
    do(g, GRADY, "vote decoy=- for=FRANÇOIS")
    assert answer("baron", g).text() == "vote decoy=- for=THIERRY"
    do(g, DAVID, "vote decoy=- for=THIERRY")
    assert asked(g) == [(KIRSTEN, "vote")]
    assert answer("baron", g).text() == "vote decoy=- for=-"


# --- cards (2.1) -------------------------------------------------------------------------------

def test_2_1_a_full_hand_of_useful_cards_is_kept_and_nothing_drawn():
    """Blue holds three cards (2.1: no more may be drawn): a Lord card while its family has
    room, a Bountiful Harvest and Good Weather. Each is worth keeping (more than 1), so the
    bot discards none and ends its turn of cards."""
    hand = ["harvest", "good_weather", "ARTHUR"]
    g = load_position({
        "players": [{**PLAYERS[0], "hand": hand}, *PLAYERS[1:]],
        "step": "cards_draw", "turn": "blue", "first": "ANN", "round": 2,
        "villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})
    assert asked(g) == [(BLUE, "cards")]
    assert "end_cards_turn" in [a.text() for a in g.legal(BLUE)]
    ctx = Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style, True)
    assert all(keep_value(ctx, card, hand) > 1.0 for card in hand)
    assert answer("baron", g).text() == "end_cards_turn"
    assert answer("squire", g).text() == "end_cards_turn"


def test_10_1_the_baron_raises_an_uprising_against_the_family_in_the_lead():
    """Famine in Bishopric 2 (10.1): blue may raise an Uprising in any village there. Red,
    Count of TOURNUS with three villages, leads far ahead of green (one village in the
    bishopric, CLUNY): the Baron strikes red's MÂCON or TOURNUS, never green's CLUNY nor an
    empty village. The Squire plays no Opportunity card."""
    g = load_position({
        "players": [{**PLAYERS[0], "hand": ["uprising"]}, *PLAYERS[1:]],
        "step": "play_cards", "turn": "blue", "first": "ANN", "round": 2, "begun": True,
        "disasters": {"2": ["famine"]},
        "lords": {"RAOUL": {"owner": "red", "titles": ["County of TOURNUS"]}},
        "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                     "TOURNUS": {"units": {"red": {"men": 2, "lords": ["RAOUL"]}}},
                     "MÂCON": {"units": {"red": {"men": 1}}},
                     "BEAUJEU": {"units": {"red": {"men": 1}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}},
                     "CLUNY": {"units": {"green": {"men": 1}}}}})
    assert asked(g) == [(BLUE, "play_cards")]
    assert "play_card card=uprising village=CLUNY" in [a.text() for a in g.legal(BLUE)]
    played = answer("baron", g)
    assert played.get("card") == "uprising" and played.get("village") in ("MÂCON", "TOURNUS")
    assert answer("squire", g).text() == "end_play"


def sigy(hand: list[str], step: str) -> Game:
    """Blue's THIERRY, Count of SIGY and Bishop of 5, at SIGY, blue holding ``hand``."""
    return load_position({
        "players": [{**PLAYERS[0], "hand": hand}, *PLAYERS[1:]], "step": step, "turn": "blue",
        "first": "ANN", "round": 2, "begun": step != "cards_draw",
        "lords": {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "bishop 5"]}},
        "villages": {"SIGY": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                     "TOURNUS": {"units": {"red": {"men": 2, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})


def test_2_4_4_the_tax_is_levied_where_it_yields_most():
    """THIERRY may levy the Tax as the County of SIGY's tallage or as Bishopric 5's tithe.
    The bot values a tallage by the villages it taxes (1, and 2 for each of the County's 3:
    7) and a tithe by the villages of the bishopric (1, and 1 for each of its 4: 5), and
    levies the tallage."""
    g = sigy(["tax"], "play_cards")
    assert asked(g) == [(BLUE, "play_cards")]
    ctx = Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style, True)
    yields = {a.get("tax"): tax_yield(ctx, a) for a in g.legal(BLUE) if a.get("card") == "tax"}
    assert yields == {"tallage": 7.0, "tithe": 5.0}
    tallage = "play_card card=tax lord=THIERRY target='County of SIGY' tax=tallage"
    assert answer("baron", g).text() == tallage
    assert answer("squire", g).text() == tallage


def test_2_1_a_single_secret_passage_is_kept_and_a_card_drawn():
    """One Secret Passage is worth keeping (an escape, 10.2): the bot discards only Justice,
    then draws; it never discards its only Secret Passage."""
    g = sigy(["secret_passage", "justice"], "cards_draw")
    assert answer("baron", g).text() == "discard card=justice"
    do(g, BLUE, "discard card=justice")
    assert answer("baron", g).kind == "draw"
