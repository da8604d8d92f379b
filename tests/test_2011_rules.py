"""The 2011 edition's numbers and procedures outside the elections (rules/003; docs/editions.md,
one test per row of the difference table and per ruling E-1 to E-7; E-4 is in
test_2011_elections.py, E-8 changes no state of the rules; the purchases, Siege Engines (E-3)
and rides (E-7) are in test_2011_engines.py)."""
from collections import Counter

import politics
import pytest

from engine.actions import act
from engine.errors import IllegalAction, OptionsError
from engine.fief.api import EDITIONS, FIEF
from engine.fief.board import load_board
from engine.fief.deaths import kill_lord
from engine.fief.editions.catalog import ruleset_for
from engine.fief.editions.rules import RULES_1429, RULES_2011
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.position import PositionError, dump_position, load_position
from engine.fief.state import CARDINAL_CARD, DARC_CARD, LORD_SEX
from engine.fief.views import view_for
from tests.war import asked, do, first, game


def new_2011(seed: int = 3, players: int = 4) -> Game:
    return Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                                for c in COLOURS[:players]),
                                edition="2011", seed=seed))


# --- offered wherever a game starts -----------------------------------------------------------

def test_2011_is_offered_and_accepted_as_an_edition_option():
    assert EDITIONS.get("2011")
    game = FIEF.new({"players": [{"name": n, "colour": c} for n, c in
                                 (("A", "blue"), ("B", "red"), ("C", "green"))],
                     "edition": "2011", "seed": 4})
    assert game.options["edition"] == "2011" and game.ruleset.edition == "2011"
    restored = FIEF.restore(game.snapshot())
    assert restored.ruleset is ruleset_for("2011")


def test_2011_refuses_the_optional_rules_of_1429():
    players = tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:3])
    with pytest.raises(OptionsError, match="2011 edition has no optional rule holy_relics"):
        GameOptions(players=players, edition="2011", optional=frozenset({"holy_relics"}))
    assert GameOptions(players=players, edition="2011",
                       optional=frozenset({"hidden_money"})).has("hidden_money")


# --- setup (003 "Mise en place", "Commencer la partie") ----------------------------------------

def test_2011_starting_stock_8_knights_15_sergeants_no_engines_5_ecus_3_tax_3_embassy():
    g = new_2011()
    for seat in range(4):
        kinds = Counter(t.kind for t in g.state.troops if t.owner == seat)
        assert kinds == {"knight": 8, "man": 15}
        player = g.state.players[seat]
        assert (player.money, player.tax_markers, player.diplomacy) == (5, 3, 3)
    assert g.state.engines == [] and g.state.engine_pool == 12         # E-3
    assert new_2011().state.engine_pool == RULES_2011.engine_pool
    assert RULES_1429.engine_pool == 0 and RULES_1429.stock_men == 13


def test_2011_start_on_the_board_a_lord_a_knight_three_sergeants_and_a_castle_in_turn():
    g = new_2011()
    order = g.state.order()
    assert asked(g) == [(order[0], "start_village")]
    do(g, order[0], "start_village village=BLAYE")
    vs = g.state.villages["BLAYE"]
    here = Counter(t.kind for t in g.state.troops_in("BLAYE"))
    assert vs.fort == "stronghold" and here == {"knight": 1, "man": 3}
    assert [l.owner for l in g.state.lords_in("BLAYE")] == [order[0]]
    assert asked(g) == [(order[1], "start_village")]


def test_2011_first_lord_is_drawn_never_a_cardinal_nor_darc_which_go_back_in():
    for seed in range(8):
        g = new_2011(seed)
        assert all(sum(1 for l in g.state.lords.values() if l.owner == s) == 1 for s in range(4))
        deck = g.state.lords_deck
        assert deck.count(CARDINAL_CARD) == 3 and deck.count(DARC_CARD) == 1
        assert len(deck) == 22 - 4


def test_E1_the_2011_edition_plays_on_this_projects_board():
    board = load_board()
    assert len(board.fiefs) == 8 and len(board.bishoprics) == 5 and len(board.villages) == 24
    assert set(new_2011().state.villages) == set(board.villages)


def test_E2_decks_24_events_without_ambush_10_calamities_22_characters():
    g = new_2011()
    deck = Counter(g.state.fortune_deck)
    assert sum(deck.values()) == 34 and "ambush" not in deck
    assert deck == {"harvest": 5, "good_weather": 5, "tax": 5, "uprising": 4,
                    "secret_passage": 3, "assassination": 1, "justice": 1,
                    "heavy_rain": 4, "famine": 4, "plague": 2}
    assert len(LORD_SEX) + RULES_2011.cardinal_cards + RULES_2011.darc_cards == 22
    assert ("play_card", "ambush") not in ruleset_for("2011").plays
    assert ("play_card", "ambush") in ruleset_for("1429").plays


def test_E2_a_position_of_2011_with_an_ambush_card_is_refused():
    data = {"players": ["blue", "red", "green"], "edition": "2011", "step": "cards_draw",
            "decks": {"fortune": ["harvest", "ambush"]}}
    with pytest.raises(PositionError, match="'ambush' is not a card of this deck"):
        load_position(data)
    data["edition"] = "1429"
    assert "ambush" in load_position(data).state.fortune_deck


def test_E5_the_battle_dice_and_strengths_are_those_of_1429():
    for name in ("battle_faces", "dice_thresholds", "max_dice", "sp_man", "sp_knight",
                 "hits_knight", "sp_lord", "darc_dice", "stronghold_penalty", "city_penalty",
                 "null_rounds_to_end"):
        assert getattr(RULES_2011, name) == getattr(RULES_1429, name), name


def mazilles_2011(cards: int, fort: str | None, d6: int) -> Game:
    """KIRSTEN's 2 sergeants and 2 knights in MAZILLES under famine; DAVID and GRADY hold
    Revolt cards."""
    hands = {1: ["uprising"] * min(cards, 3), 0: ["uprising"] * max(0, cards - 3)}
    return politics.game("play_cards", turn="DAVID", edition="2011", hands=hands,
                         disasters={"2": ["famine"]}, forced_d6=[d6],
                         villages={"MAZILLES": politics.village("green", men=2, knights=2,
                                                                fort=fort),
                                   "BOURG": politics.village("green", men=1, lords=["OTHON"]),
                                   "TOURNUS": politics.village("red", men=1, lords=["RAOUL"])})


def revolt(g: Game, cards: int) -> list:
    events = do(g, politics.DAVID, "play_card card=uprising village=MAZILLES")
    for _ in range(cards - 1):
        events += do(g, politics.DAVID, "play_card card=uprising village=MAZILLES")
    while g.pending() and g.pending()[0].kind == "window":
        events += g.apply(g.pending()[0].player, act("pass"))
    return events


def revolt_roll(result) -> tuple:
    """What the event says was thrown: (roll, cards, dice, faces, bonus, hits)."""
    return tuple(result.get(k) for k in ("roll", "cards", "dice", "faces", "bonus", "hits"))


def test_E6_a_revolt_is_the_ordinary_die_plus_1_per_extra_card():
    """The event says the procedure: one ordinary die (``roll`` d6) for the 3 cards, +2."""
    g = mazilles_2011(3, None, 2)
    events = revolt(g, 3)
    assert revolt_roll(first(events, "uprising_result")) == ("d6", 3, 1, (2,), 2, 4)


def test_10_1_the_1429_uprising_tells_a_battle_die_per_card_each_plus_1():
    """The same two cards in 1429: two battle dice (``roll`` battle_dice), +1 hit each."""
    g = politics.game("play_cards", turn="DAVID", hands={1: ["uprising", "uprising"]},
                      disasters={"2": ["famine"]},
                      villages={"MAZILLES": politics.village("green", men=2, knights=2),
                                "BOURG": politics.village("green", men=1, lords=["OTHON"]),
                                "TOURNUS": politics.village("red", men=1, lords=["RAOUL"])})
    roll, cards, dice, faces, bonus, hits = revolt_roll(first(revolt(g, 2), "uprising_result"))
    assert (roll, cards, dice, len(faces), bonus) == ("battle_dice", 2, 2, 2, 2)
    assert hits == sum(faces) + 2


def test_E6_a_castles_malus_takes_one_card_away():
    g = mazilles_2011(2, "stronghold", 5)
    result = first(revolt(g, 2), "uprising_result")
    assert revolt_roll(result) == ("d6", 1, 1, (5,), 0, 5)
    g = mazilles_2011(1, "stronghold", 5)
    assert first(revolt(g, 1), "uprising_failed").get("penalty") == 1


def test_2011_cards_in_hand_at_most_3_draw_at_most_2_three_calamity_slots():
    assert (RULES_2011.hand_limit, RULES_2011.draw_limit, RULES_2011.disaster_slots) == (3, 2, 3)


# --- income (003 Phase 3) ----------------------------------------------------------------------

def income_position(edition: str) -> Game:
    """At Income with a King, a Queen and a Pope: the Pope's standing powers open the step's
    window first (A1); once everyone passes, the income is paid."""
    game = load_position({
        "players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                    {"name": "CID", "colour": "green"}],
        "edition": edition, "step": "income",
        "villages": {"BLAYE": {"mills": 1, "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"ARTHUR": {"owner": "blue", "titles": ["King"], "spouse": "BLANCHE"},
                  "BLANCHE": {"owner": "green", "titles": ["Queen"], "spouse": "ARTHUR"},
                  "HUGUES": {"owner": "red", "titles": ["Bishop of 1", "Cardinal", "Pope"]}},
    })
    politics.pass_windows(game)
    return game


def test_2011_income_king_5_pope_5_queen_3_a_village_1_a_mill_2():
    g = income_position("2011")
    assert [p.money for p in g.state.players] == [1 + 2 + 5, 1 + 5, 1 + 3]
    g = income_position("1429")
    assert [p.money for p in g.state.players] == [1 + 2, 1, 1 + 2]      # 1429: Queen 2 alone


def test_E3_every_seat_sees_the_engines_left_in_the_supply_and_each_familys_own():
    g = politics.buying_2011()
    do(g, 0, "buy_engine")
    for seat in (None, 0, 1):
        view = view_for(g, seat)
        assert view["stock"]["engines"] == 11
        assert view["players"][0]["stock"]["engines"] == 1
    assert "engines" not in view_for(income_position("1429"), 0)["stock"]


# --- inheritance: the crown's heirless titles (003 "Perdre le titre", E-10) ---------------------

def heirless(step: str = "income", **extra) -> Game:
    data = {"players": [{"name": "ANN", "colour": "blue", "money": 9},
                        {"name": "BOB", "colour": "red"}, {"name": "CID", "colour": "green"}],
            "edition": "2011", "step": step,
            "villages": {"SIGY": {"fort": "city", "units": {"blue": {"men": 2,
                                                                     "lords": ["THIERRY"]}}},
                         "BLAYE": {"units": {"red": {"men": 1, "lords": ["ARTHUR", "HUGUES"]}}}},
            "lords": {"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]},
                      "ARTHUR": {"owner": "red", "titles": ["King"]}}}
    data.update(extra)
    return load_position(data)


def test_2011_inheritance_an_unmarried_last_lords_title_goes_to_the_king():
    g = heirless()
    g.events = []
    kill_lord(g, "THIERRY", "test")
    assert g.state.titles.fiefs["County of SIGY"] is None
    assert g.state.titles.crown_fiefs == ["County of SIGY"]
    assert g.state.titles.vacant_fiefs_reserved == {}
    assert first(g.events, "fief_title_to_crown").get("player") == 1
    g = load_position({"players": ["blue", "red", "green"], "step": "income",
                       "villages": {"SIGY": {"fort": "city", "units": {
                           "blue": {"men": 2, "lords": ["THIERRY"]}}}},
                       "lords": {"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]},
                                 "ARTHUR": {"owner": "red", "village": "SIGY",
                                            "titles": ["King"]}}})
    kill_lord(g, "THIERRY", "test")
    assert g.state.titles.vacant_fiefs_reserved == {"County of SIGY": 0}   # 1429: kept


def test_2011_inheritance_without_king_or_regent_the_title_returns_to_the_board():
    g = heirless(lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}})
    kill_lord(g, "THIERRY", "test")
    assert g.state.titles.crown_fiefs == [] and g.state.titles.fiefs["County of SIGY"] is None
    assert g.state.titles.vacant_fiefs_reserved == {"County of SIGY": 0}   # as 1429 (4.3.1)


KING_ONLY = {"ARTHUR": {"owner": "red", "titles": ["King"]}}


def test_E10_the_king_gives_a_crown_title_free_to_any_lord_in_his_purchase_turn():
    g = heirless("purchase", turn="red", titles={"crown": ["County of SIGY"]}, lords=KING_ONLY,
                 villages={"BLAYE": {"units": {"red": {"men": 1, "lords": ["ARTHUR", "HUGUES"]}}},
                           "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}})
    legal = [a.text() for a in g.legal(1)]
    assert "grant_title fief='County of SIGY' lord=OTHON" in legal
    assert "grant_title fief='County of SIGY' lord=HUGUES" in legal
    events = do(g, 1, "grant_title fief='County of SIGY' lord=OTHON")
    assert first(events, "title_granted_by_crown").get("lord") == "OTHON"
    assert g.state.titles.fiefs["County of SIGY"] == "OTHON" and g.state.titles.crown_fiefs == []


def test_E10_only_the_crown_gives_and_only_the_crowns_titles():
    g = heirless("purchase", turn="blue", titles={"crown": ["County of SIGY"]}, lords=KING_ONLY)
    with pytest.raises(IllegalAction, match="E-10: only the King or the Queen Regent"):
        do(g, 0, "grant_title fief='County of SIGY' lord=THIERRY")
    g = heirless("purchase", turn="red", titles={"crown": ["County of SIGY"]}, lords=KING_ONLY)
    with pytest.raises(IllegalAction, match="E-10: the crown holds no title"):
        do(g, 1, "grant_title fief='Barony of LA RÉOLE' lord=HUGUES")


def test_E10_the_crowns_titles_are_written_in_a_position_and_seen_by_all():
    g = heirless("purchase", turn="red", titles={"crown": ["County of SIGY"]}, lords=KING_ONLY)
    assert dump_position(g)["titles"]["crown"] == ["County of SIGY"]
    assert view_for(g, None)["titles"]["crown"] == ["County of SIGY"]


# --- the Cardinal (003 "Le cardinal"): no consent of the Pope ----------------------------------

def test_2011_cardinal_bought_for_5_is_made_at_once_without_the_popes_consent():
    g = politics.buying_2011(money=5, lords={"ARTHUR": {"owner": "blue", "titles": ["Bishop of 1"]},
                               "HUGUES": {"owner": "red", "village": "SIGY",
                                          "titles": ["Bishop of 5", "Cardinal", "Pope"]}})
    events = do(g, 0, "buy_cardinal lord=ARTHUR")
    assert "consent" not in [d.kind for d in g.pending()]
    assert first(events, "cardinal_made").get("lord") == "ARTHUR"
    assert g.state.titles.cardinals[3] == "ARTHUR" and g.state.players[0].money == 0


def test_2011_cardinal_card_on_a_bishop_without_the_popes_consent():
    g = load_position({"players": [{"name": "GRADY", "colour": "blue", "hand": ["cardinal"]},
                                   {"name": "DAVID", "colour": "red"},
                                   {"name": "KIRSTEN", "colour": "green"}],
                       "edition": "2011", "step": "play_cards", "first": "GRADY", "round": 2,
                       "lords": {"RAOUL": {"owner": "red", "village": "SIGY",
                                           "titles": ["Bishop of 2", "Pope"]},
                                 "HUGUES": {"owner": "blue", "village": "BLAYE",
                                            "titles": ["Bishop of 1"]}}})
    politics.pass_windows(g)                    # E-28: the card is played in GRADY's turn of the Pose
    do(g, 0, "play_card card=cardinal lord=HUGUES")
    assert g.state.titles.cardinals[0] == "HUGUES" and g.state.players[0].hand == []


def test_2011_a_position_names_cards_as_003_and_004_do_in_english_or_french():
    g = load_position({"players": [{"name": "A", "colour": "blue",
                                    "hand": ["Révolte", "Beau temps", "fine weather"]},
                                   "red", "green"],
                       "edition": "2011", "step": "play_cards",
                       "disasters": {"1": ["bad weather"], "2": ["Tempête"]},
                       "fortunes": {"3": ["Bonne récolte"]}})
    assert sorted(g.state.players[0].hand) == ["good_weather", "good_weather", "uprising"]
    assert g.state.disasters["1"] == ["heavy_rain"] and g.state.disasters["2"] == ["heavy_rain"]
    assert g.state.fortunes["3"] == ["harvest"]
