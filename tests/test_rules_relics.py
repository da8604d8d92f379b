"""Holy Relics, optional rule 11.1 (RULINGS 50-53, A54-A56): the Grail and Spear examples,
taking, giving, dropping and capturing relics, the Teeth of St Géronce, Roseline and Rhadegund."""
import dataclasses
import json
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.position import load_position
from engine.fief.relics import open_relic_powers
from tests.war import DAVID, GRADY, KIRSTEN, asked, decision, do, first, game, kinds

POSITIONS = Path(__file__).parent / "positions"
RELICS = {"optional": ["holy_relics"]}


def example(name: str, **changes):
    data = json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))
    data.update(changes)
    return load_position(data)


def test_11_1_1_the_grail_turns_1_1_3_into_0_0_2():
    g = example("relics_11_1_1_grail_david")
    events = do(g, 0, "declare_battle village=CHAROLLES target=1")
    roll = first(events, "battle_roll")
    assert roll.get("attack_faces") == (1, 1, 3) and roll.get("grail") is True
    assert roll.get("attack_hits") == 2


def test_A55_the_grail_does_not_help_the_side_that_started_the_battle():
    g = example("relics_11_1_1_grail_david", turn="DAVID",
                forced_battle=[3, 3, 1, 1, 1])
    events = do(g, 1, "declare_battle village=CHAROLLES target=0")
    roll = first(events, "battle_roll")
    assert roll.get("grail") is False and roll.get("defence_hits") == 3


def test_11_1_1_the_spear_adds_a_hit_to_gunters_4():
    g = example("relics_11_1_1_spear_gunter")
    events = do(g, 0, "declare_battle village=CHAROLLES target=1")
    assert first(events, "battle_roll").get("attack_hits") == 5


def test_rulings52_the_spear_helps_in_defence_too_unless_the_english_rule_is_chosen():
    g = example("relics_11_1_1_spear_gunter", turn="DAVID", forced_battle=[1, 1, 1, 3])
    events = do(g, 1, "declare_battle village=CHAROLLES target=0")
    assert first(events, "battle_roll").get("defence_hits") == 5
    g = example("relics_11_1_1_spear_gunter", turn="DAVID", forced_battle=[1, 1, 1, 3])
    g.rules = dataclasses.replace(g.rules, spear_attack_only=True)
    events = do(g, 1, "declare_battle village=CHAROLLES target=0")
    assert first(events, "battle_roll").get("defence_hits") == 4


def loose_relic(**kw):
    """The Grail lies in BLAYE (principal village of bishopric 1), never taken yet."""
    villages = {"BLAYE": {"relic": "grail", "units": {"blue": {"men": 1, "lords": ["HUGUES",
                                                                                  "ARTHUR"]}}}}
    villages.update(kw.pop("villages", {}))
    return game(villages, step="movement", **RELICS, **kw)


def test_A54_the_first_taker_must_be_the_bishop_a_cardinal_or_the_pope():
    g = loose_relic(lords={"ARTHUR": {"owner": "blue", "titles": ["bishop 1"]}})
    with pytest.raises(IllegalAction, match="^11.1: only this Bishopric's Bishop"):
        do(g, GRADY, "take_relic lord=HUGUES")
    events = do(g, GRADY, "take_relic lord=ARTHUR")
    assert first(events, "relic_taken").get("relic") == "grail"
    assert g.state.lords["ARTHUR"].relics == ["grail"] and g.state.relics["grail"] == "ARTHUR"
    assert g.state.villages["BLAYE"].relics == []


def test_A54_taking_a_relic_in_another_players_village_needs_his_consent():
    g = game({"BLAYE": {"relic": "grail", "units": {
        "red": {"men": 2, "lords": ["OTHON"]},
        "blue": {"men": 1, "lords": ["ARTHUR"], "road": "PAUILLAC"}}}},
        step="movement", lords={"ARTHUR": {"owner": "blue", "titles": ["cardinal"]}}, **RELICS)
    do(g, GRADY, "take_relic lord=ARTHUR")
    assert (DAVID, "consent") in asked(g)
    do(g, DAVID, "consent allow=no")
    assert g.state.lords["ARTHUR"].relics == []
    do(g, GRADY, "take_relic lord=ARTHUR")
    do(g, DAVID, "consent allow=yes")
    assert g.state.lords["ARTHUR"].relics == ["grail"]


def test_rulings51_a_relic_passes_to_a_lord_in_the_same_village_without_a_marker():
    g = loose_relic(lords={"ARTHUR": {"owner": "blue", "relic": "spear"}},
                    villages={"PAUILLAC": {"units": {"red": {"lords": ["OTHON"]}}}})
    diplomacy = g.state.players[GRADY].diplomacy
    with pytest.raises(IllegalAction, match="same village"):
        do(g, GRADY, "give_relic lord=ARTHUR to_lord=OTHON")
    do(g, GRADY, "give_relic lord=ARTHUR to_lord=HUGUES")
    assert g.state.lords["HUGUES"].relics == ["spear"] and g.state.relics["spear"] == "HUGUES"
    assert g.state.players[GRADY].diplomacy == diplomacy


def test_A54_a_captured_carrier_drops_his_relic_and_the_capturing_lord_takes_it():
    g = game({"BLAYE": {"units": {"red": {"lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             lords={"OTHON": {"owner": "red", "relic": "spear"}}, **RELICS)
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, GRADY, "capture lord=OTHON to=0")
    assert g.state.lords["HUGUES"].relics == ["spear"] and g.state.lords["OTHON"].relics == []
    assert first(events, "relic_taken").get("lord") == "HUGUES"


def test_A54_a_dead_carriers_relic_stays_and_any_lord_may_take_it_later():
    g = game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["OTHON"]},
                                  "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             lords={"OTHON": {"owner": "red", "relic": "spear"}}, forced_battle=[3, 1], **RELICS)
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert g.state.lords["OTHON"].owner is None
    assert g.state.villages["BLAYE"].relics == ["spear"] and g.state.relics["spear"] is None
    do(g, GRADY, "take_relic lord=HUGUES")       # no longer needs an ecclesiastic (A54)
    assert g.state.lords["HUGUES"].relics == ["spear"]


def test_11_1_in_battle_a_dying_carriers_relic_passes_to_another_lord_of_his_side():
    g = game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["OTHON", "RAOUL"]},
                                  "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             lords={"OTHON": {"owner": "red", "relic": "grail"}}, forced_battle=[3, 1, 1], **RELICS)
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")   # 3 hits: man + one lord
    do(g, DAVID, "casualties men=1:1 lords=OTHON")
    assert g.state.lords["RAOUL"].relics == ["grail"]
    assert "relic_dropped" not in kinds(events)


def geronce(**kw):
    return game({"BLAYE": {"units": {"red": {"men": 1, "lords": ["OTHON"]},
                                     "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}},
                 "SIGY": {"units": {"green": {"lords": ["ARTHUR"]}}}},
                lords={"OTHON": {"owner": "red", "titles": ["bishop 1"]},
                       "ARTHUR": {"owner": "green", "relic": "geronce"}},
                forced_battle=[3, 1], **RELICS, **kw)


def test_11_1_1_the_teeth_of_st_geronce_cancel_a_death_and_the_lord_keeps_his_titles():
    g = geronce()
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert "lord_died" not in kinds(events)
    assert asked(g) == [(KIRSTEN, "geronce")]            # A56: before any effect of the death
    events = do(g, KIRSTEN, "geronce revive=yes")
    assert first(events, "lord_revived").get("lord") == "OTHON"
    assert g.state.titles.bishops["1"] == "OTHON" and "geronce" not in g.state.relics
    assert g.state.lords["ARTHUR"].relics == []
    assert decision(g, "capture").player == GRADY       # A56: revived without troops, captured
    do(g, GRADY, "capture lord=OTHON to=0")
    assert g.state.lords["OTHON"].captor == GRADY


def test_11_1_1_declining_the_teeth_lets_the_death_happen():
    g = geronce()
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, KIRSTEN, "geronce revive=no")
    assert first(events, "lord_died").get("lord") == "OTHON"
    assert g.state.titles.bishops["1"] is None and g.state.relics["geronce"] == "ARTHUR"


def powers(**kw):
    g = game({"SIGY": {"units": {"blue": {"lords": ["HUGUES"]}}}}, step="movement",
             lords={"HUGUES": {"owner": "blue", "relic": kw.pop("relic")}}, **RELICS, **kw)
    assert open_relic_powers(g)
    return g


def test_11_1_1_roseline_moves_a_heavy_rain_to_the_bishopric_rolled():
    g = powers(relic="roseline", disasters={"1": ["heavy_rain"]}, forced_d6=[3])
    do(g, GRADY, "relic_power relic=roseline bishopric=1")
    assert g.state.disasters["1"] == [] and g.state.disasters["3"] == ["heavy_rain"]


def test_11_1_1_roseline_a_six_or_the_same_number_leaves_the_rain():
    g = powers(relic="roseline", disasters={"2": ["heavy_rain"]}, forced_d6=[2])
    events = do(g, GRADY, "relic_power relic=roseline bishopric=2")
    assert first(events, "relic_rain").get("result") == "stays"
    assert g.state.disasters["2"] == ["heavy_rain"]


def test_A56_rain_moved_onto_rain_or_good_weather_is_discarded():
    g = powers(relic="roseline", disasters={"1": ["heavy_rain"], "2": ["heavy_rain"]},
               fortunes={"4": ["good_weather"]}, forced_d6=[2, 4])
    do(g, GRADY, "relic_power relic=roseline bishopric=1")
    assert g.state.disasters["2"] == ["heavy_rain"] and g.state.disasters["1"] == []
    do(g, GRADY, "relic_power relic=roseline bishopric=2")
    assert g.state.disasters["4"] == [] and g.state.fortunes["4"] == []
    assert g.state.fortune_discard.count("heavy_rain") == 2


def test_11_1_1_rhadegund_lifts_a_famine_on_4_to_6():
    g = powers(relic="rhadegund", disasters={"1": ["famine"], "2": ["famine"]}, forced_d6=[3, 4])
    do(g, GRADY, "relic_power relic=rhadegund bishopric=1")
    do(g, GRADY, "relic_power relic=rhadegund bishopric=2")
    assert g.state.disasters["1"] == ["famine"] and g.state.disasters["2"] == []


def test_A54_several_relics_may_lie_in_one_village():
    g = game({"BLAYE": {"relic": ["grail", "spear"], "units": {"blue": {"men": 1,
                                                                        "lords": ["HUGUES"]}}}},
             step="movement", lords={"HUGUES": {"owner": "blue", "titles": ["bishop 1"]}}, **RELICS)
    do(g, GRADY, "take_relic lord=HUGUES relic=spear")
    assert g.state.lords["HUGUES"].relics == ["spear"] and g.state.villages["BLAYE"].relics == ["grail"]


def test_A56_roseline_and_rhadegund_act_at_the_end_of_play_cards():
    g = game({"SIGY": {"units": {"blue": {"lords": ["HUGUES"]}}}}, step="play_cards", turn=None,
             lords={"HUGUES": {"owner": "blue", "relic": "rhadegund"}},
             disasters={"3": ["famine"]}, forced_d6=[5], **RELICS)
    assert asked(g) == [(GRADY, "relic_power")]
    do(g, GRADY, "relic_power relic=rhadegund bishopric=3")
    assert g.state.disasters["3"] == [] and g.state.top().kind != "relic_powers"


def test_issue17_a_lord_may_carry_several_relics():
    """11.1 sets no limit ("Once taken, a Holy Relic is controlled and moved by the Lord that
    possesses it"; FR "une relique peut être transportée par le seigneur qui la détient"):
    a carrier takes up another relic, and hands over the one he names."""
    g = game({"BLAYE": {"relic": ["grail", "spear"], "units": {"blue": {"men": 1,
              "lords": ["HUGUES", "ARTHUR"]}}}},
             step="movement", lords={"HUGUES": {"owner": "blue", "titles": ["bishop 1"]}},
             relics_claimed=[], **RELICS)
    do(g, GRADY, "take_relic lord=HUGUES relic=grail")
    do(g, GRADY, "take_relic lord=HUGUES relic=spear")
    assert g.state.lords["HUGUES"].relics == ["grail", "spear"]
    assert g.state.relics == {"grail": "HUGUES", "spear": "HUGUES"}
    do(g, GRADY, "give_relic lord=HUGUES to_lord=ARTHUR relic=spear")
    assert g.state.lords["HUGUES"].relics == ["grail"] and g.state.lords["ARTHUR"].relics == ["spear"]
    with pytest.raises(IllegalAction, match="^11.1: HUGUES carries no spear"):
        do(g, GRADY, "give_relic lord=HUGUES to_lord=ARTHUR relic=spear")


def test_rulings50_the_relics_go_out_after_every_family_has_placed_its_starting_units():
    """FR 11.1: the relics are laid once all the starting units are placed, one on each
    Bishopric's principal village (EN says only "at the start of the game")."""
    game = Game.new(GameOptions(players=tuple(PlayerSpec(c, c) for c in ("blue", "red", "green")),
                                seed=3, optional=frozenset({"holy_relics"})))
    assert not any(e.kind == "relic_placed" for e in game.events)
    settled = 0
    while game.pending() and game.pending()[0].kind == "start_village":
        assert not any(e.kind == "relic_placed" for e in game.events), "before the last family"
        chosen = game.pending()[0]
        game.apply(chosen.player, chosen.choices[0])
        settled += 1
    assert settled == 3
    placed = [e.get("village") for e in game.events if e.kind == "relic_placed"]
    starts = [i for i, e in enumerate(game.events) if e.kind == "start_village"]
    first_relic = next(i for i, e in enumerate(game.events) if e.kind == "relic_placed")
    assert first_relic > max(starts)
    principals = {game.board.bishoprics[b].principal for b in game.board.bishoprics}
    assert len(placed) == 5 and set(placed) == principals
