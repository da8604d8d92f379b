"""Rules of the variant outside its battles and economy: the seating by starting fiefs (S-2),
its elections (004 §4.1), what the view gives the screens (S-3, S-5, S-6, 004 §6), and its
offer to the tables."""
from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from conforms import problems

from engine.actions import act
from engine.fief.api import EDITIONS, FIEF
from engine.fief.cards.disasters import strike_plague
from engine.fief.control import controller
from engine.fief.editions.fief2011 import RULESET_2011
from engine.fief.editions.simplified import RULESET_SIMPLIFIED
from engine.fief.electorate import can_hold
from engine.fief.event_kinds.catalog import KINDS
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.phases.elections import decide
from engine.fief.position import load_position
from engine.fief.simplified.setup import bearing
from engine.fief.views import view_for

COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")


def new_game(players: int, seed: int) -> Game:
    specs = tuple(PlayerSpec(f"P{i}", COLOURS[i]) for i in range(players))
    return Game.new(GameOptions(players=specs, edition="simplified", seed=seed))


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_s2_turn_order_follows_the_starting_fiefs_clockwise_from_the_first_player(players, seed):
    game = new_game(players, seed)
    state, board = game.state, game.board
    start = {lord.owner: lord.village for lord in state.lords.values() if lord.owner is not None}
    angles = [bearing(board, board.villages[start[p]].fief) for p in state.order()]
    turned = [(a - angles[0]) % (2 * math.pi) for a in angles]
    assert turned == sorted(turned), "004 DEBUT / S-2: clockwise from the first player"


@pytest.mark.parametrize("players,alone,pair", [(3, 4, 6), (4, 3, 5), (6, 3, 4)])
def test_s6_the_view_gives_the_victory_points_needed_at_this_table(players, alone, pair):
    view = view_for(new_game(players, 1), None)
    assert view["goal"] == {"alone": alone, "together": pair}


def test_s3_s5_the_view_gives_gems_resources_damages_and_markers_to_every_seat():
    game = new_game(3, 2)
    game.state.players[1].damages, game.state.players[1].money = 4, 7
    view = view_for(game, 0)
    assert view["players"][1]["gems"] == 1 and view["players"][1]["damages"] == 4
    assert view["players"][1]["resources"] == 7
    home = next(l.village for l in game.state.lords.values() if l.owner == 2)
    assert view["villages"][home]["marker"] == 2                       # 004 DEBUT, §6
    assert view_for(FIEF.new({"players": [                             # 1429: 7.1, 7.2
        {"name": "A", "colour": "blue"}, {"name": "B", "colour": "red"},
        {"name": "C", "colour": "green"}]}), 0)["goal"] == {"alone": 3, "together": None}


def test_the_variant_is_offered_as_the_introductory_game():
    assert "simplified" in EDITIONS and "introductory" in EDITIONS["simplified"]
    game = FIEF.new({"players": [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "red"},
                                 {"name": "C", "colour": "green"}], "edition": "simplified"})
    assert game.options["edition"] == "simplified"


def elections_position(edition: str, lords: dict) -> Game:
    return load_position({"players": ["blue", "red", "green"], "edition": edition,
                          "round": 2, "step": "cards_draw", "lords": lords})


@pytest.mark.parametrize("edition,elected", [("simplified", "GAUVAIN"), ("2011", None)])
def test_004_4_1_a_lone_bishop_candidate_is_elected_even_with_no_vote(edition, elected):
    game = elections_position(edition, {"GAUVAIN": "blue"})
    winner, reason = decide(game, "bishop:1", {"GAUVAIN": 0}, {"GAUVAIN": []})
    assert winner == elected and reason == ("elected" if elected else "no_votes")
    assert decide(game, "bishop:1", {"GAUVAIN": 0, "HUGUES": 0}, {})[0] is None


@pytest.mark.parametrize("lords,held", [
    ({"GAUVAIN": {"owner": "blue", "titles": ["County of SIGY"]},
      "HUGUES": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}}, False),   # 2 titled
    ({"GAUVAIN": {"owner": "blue", "titles": ["County of SIGY"]},
      "HUGUES": {"owner": "red", "titles": ["Barony of LA RÉOLE"]},
      "RAOUL": {"owner": "green", "titles": ["County of BLAYE"]}}, False),    # no churchman
    ({"GAUVAIN": {"owner": "blue", "titles": ["County of SIGY"]},
      "HUGUES": {"owner": "red", "titles": ["bishop 1"]},
      "RAOUL": {"owner": "green", "titles": ["cardinal"]}}, True),            # a Cardinal
    ({"GAUVAIN": {"owner": "blue", "titles": ["County of SIGY"]},
      "HUGUES": {"owner": "red", "titles": ["bishop 1"]},
      "RAOUL": {"owner": "green", "titles": ["bishop 2"]}}, True),            # two Bishops
])
def test_004_4_1_the_king_is_elected_only_with_three_titled_lords_and_the_church(lords, held):
    assert can_hold(elections_position("simplified", lords), "king") == held
    assert can_hold(elections_position("2011", lords), "king")              # 2011: any time


def test_every_s_ruling_the_engine_cites_is_written_in_docs_rules_and_editions():
    root = Path(__file__).resolve().parent.parent
    code = "\n".join(p.read_text(encoding="utf-8") for p in (root / "engine").rglob("*.py"))
    cited = set(re.findall(r"\bS-(\d+)\b", code))
    assert {"3", "5", "7", "9"} <= cited
    for doc in ("rules.md", "editions.md"):
        text = (root / "docs" / doc).read_text(encoding="utf-8")
        assert cited <= set(re.findall(r"\bS-(\d+)\b", text)), doc


def test_s4_a_lord_reaching_an_empty_village_of_a_fief_held_waits_on_the_road():
    """004 §6 and S-4: ST PAUL, empty, is red's by its County; blue's lord does not take it."""
    game = load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "movement", "begun": True, "turn": "blue",
        "lords": {"THIERRY": {"owner": "red", "titles": ["County of SIGY"]}, "GAUVAIN": "blue"},
        "villages": {"SIGY": {"fort": "stronghold", "units": {"red": {"lords": ["THIERRY"]}}},
                     "BEAUJEU": {"units": {"blue": {"men": 1, "lords": ["GAUVAIN"]}}}}})
    assert controller(game, "ST PAUL") == 1 and not game.state.troops_in("ST PAUL")
    game.apply(0, act("move", lords="GAUVAIN", to="ST PAUL"))
    assert game.state.lords["GAUVAIN"].road == "BEAUJEU"
    assert controller(game, "ST PAUL") == 1
    assert [t.owner for t in game.state.troops_in("ST PAUL")] == [1]     # the holder's marker


def test_004_5_1_a_cardinal_card_is_played_only_with_the_popes_consent():
    """004 §5.1 "il nomme les cardinaux": unlike 2011, the Pope of another family consents."""
    game = load_position({
        "players": [{"name": "GRADY", "colour": "blue", "hand": ["cardinal"]},
                    {"name": "DAVID", "colour": "red"}, {"name": "KIRSTEN", "colour": "green"}],
        "edition": "simplified", "step": "play_cards", "first": "GRADY", "round": 2,
        "begun": True,                     # GRADY's turn of the Pose (E-28, as 2011)
        "lords": {"RAOUL": {"owner": "red", "village": "SIGY", "titles": ["Bishop of 2", "Pope"]},
                  "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1"]}}})
    game.apply(0, act("play_card", card="cardinal", lord="HUGUES"))
    assert game.state.titles.cardinals[0] is None
    assert any(d.player == 1 for d in game.pending())                  # the Pope is asked


@pytest.mark.parametrize("edition,opened", [("simplified", False), ("2011", True)])
def test_004_4_2_no_card_nor_power_is_played_while_cards_are_drawn_and_calamities_strike(
        edition, opened):
    """A Justice held with an Assassin on the board opens windows in 2011; in the variant none
    opens at the start of, or after a turn in, the draw and the calamities (004 §4.2)."""
    game = load_position({
        "players": [{"name": "GRADY", "colour": "blue", "hand": ["justice"]}, "red", "green"],
        "edition": edition, "step": "cards_draw", "first": "GRADY", "round": 2,
        "lords": {"RAOUL": {"owner": "red", "village": "SIGY", "assassin": True},
                  "HUGUES": {"owner": "blue", "village": "BLAYE"}}})
    windows = []
    while game.state.stack[0].kind in ("cards_draw", "disasters"):
        windows += [f.data["ctx"]["moment"] for f in game.state.stack if f.kind == "window"]
        seat = game.pending()[0].player
        game.apply(seat, game.legal(seat)[-1])
    assert bool(windows) == opened


def test_a_lord_waiting_off_the_map_assassinated_dies_with_no_village_in_the_event():
    """Found by the soak: villages are soon all held in the variant, so a new lord often waits
    off the map (RULINGS 23), and an Assassination may reach him (A29): his ``lord_died``
    names no village, as its kind now declares."""
    game = load_position({
        "players": [{"name": "GRADY", "colour": "blue", "hand": ["assassination"]}, "red",
                    "green"],
        "edition": "simplified", "step": "play_cards", "first": "GRADY", "round": 2,
        "lords": {"RAOUL": {"owner": "red", "village": None},
                  "HUGUES": {"owner": "blue", "village": "BLAYE"}}})
    events = game.apply(0, act("play_card", card="assassination", sponsor="HUGUES",
                               target="RAOUL"))
    died = next(e for e in events if e.kind == "lord_died")
    assert died.get("village") is None
    assert problems(died.to_dict(), KINDS["lord_died"], "lord_died") == []


def test_s1_the_turn_is_the_nine_steps_listed_with_2011s_ransoms():
    from_2011 = RULESET_2011.round
    assert RULESET_SIMPLIFIED.round == from_2011 == (
        "marriage", "elections", "cards_draw", "disasters", "play_cards", "income", "ransoms",
        "purchase", "movement", "battles", "pillage", "end_round")
    replaced = {kind for kind, step in RULESET_SIMPLIFIED.steps.items()
                if step is not RULESET_2011.steps.get(kind)}
    assert replaced == {"setup_villages", "income", "purchase", "movement", "battles",
                        "cavalcade", "paired_battle"}


def test_a_captive_freed_by_the_plague_that_kills_his_captor_does_not_roll_where_he_is_not():
    """Found by the soak (seeds 23, 179, 183): QUENTIN dies of the Plague in CADILLAC, his
    captive MIREILLE is freed and placed with RAOUL in BLAYE, outside the bishopric; she used
    to roll all the same, and to die while her placement was still pending (2.3.3, A20)."""
    game = load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "play_cards", "forced_d6": [1, 1],
        "lords": {"QUENTIN": "blue", "MIREILLE": "red", "RAOUL": {"owner": "red",
                                                                  "village": "BLAYE"}},
        "villages": {"CADILLAC": {"controller": "blue", "units": {
            "blue": {"lords": ["QUENTIN"], "captives": ["MIREILLE"]}}}}})
    strike_plague(game, "3")
    rolls = [e.get("lord") for e in game.events if e.kind == "plague_roll"]
    assert rolls == ["QUENTIN"]
    assert game.state.lords["MIREILLE"].owner == 1
    assert game.state.lords["MIREILLE"].village == "BLAYE"


def test_2_4_1_a_freed_lord_dead_before_he_is_placed_is_placed_nowhere():
    """A Plague freed FRANÇOIS (his captor died), then killed him before his family chose where
    he appears (seed 8037 of the bots' tournament, round 32): the placement lapses, play goes
    on. Before, the family was still asked, and its answer crashed the referee."""
    path = Path(__file__).parent / "positions" / "simplified_2_4_1_freed_lord_dead_before_placed.json"
    game = load_position(path.read_text(encoding="utf-8"))
    assert game.state.lords["FRANÇOIS"].owner is None
    assert [d.kind for d in game.pending()] != ["place_lord"]
    assert all(a.kind != "place_lord" for seat in range(game.state.n) for a in game.legal(seat))
