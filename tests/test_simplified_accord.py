"""S-15 (004 §8, §9): a coalition that cannot agree. The principal proposes the side's losses
(S-9) and, for the attack, the place taken for himself; every other family of the coalition
accepts or refuses; one refusal applies the text's fallback with the game's dice: the side's
losses drawn by die (deaths, then prisoners, then the rest), the place taken left without
owner, a city's title to the King, or with no King the fief broken up."""
from __future__ import annotations

import json

import pytest
from test_simplified_battles import battles_position, three_families

from engine.actions import act
from engine.errors import IllegalAction, NotYourDecision
from engine.fief.control import controller, refresh
from engine.fief.position import dump_position, load_position
from engine.fief.position.cli import main

BLUE, RED, GREEN = 0, 1, 2


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def defence_coalition(forced: list[int]):
    """Blue's duke (4) attacks red in CLUNY (red's marker, red's untitled ARTHUR, the village);
    green's count (3) joins the defence: 4 dice against 5. Four sixes against five fours give
    the defence 4 prisoner points: the proposal takes the count (3), then ARTHUR (1)."""
    game = three_families([6, 6, 6, 6, 4, 4, 4, 4, 4] + forced)
    game.apply(BLUE, act("declare_battle", village="CLUNY", target=RED))
    game.apply(GREEN, act("join_battle", side="defence"))
    game.apply(BLUE, act("paired_battle_choice", choice="stop"))
    return game, game.apply(RED, act("paired_battle_choice", choice="stop"))


def test_s15_the_coalition_is_asked_on_its_principals_proposal_and_may_accept():
    game, events = defence_coalition([])
    proposal = next(e for e in events if e.kind == "coalition_proposal")
    assert (proposal.get("side"), proposal.get("player"), proposal.get("asked")) == \
        ("defence", RED, (GREEN,))
    assert proposal.get("captured") == ("THIERRY", "ARTHUR")
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (GREEN, "coalition_accord")
    assert decision.get("captured") == ("THIERRY", "ARTHUR") and not decision.private
    with pytest.raises(IllegalAction, match="S-15"):
        game.apply(GREEN, act("coalition_accord", answer="maybe"))
    with pytest.raises(NotYourDecision, match="coalition_accord"):
        game.apply(RED, act("coalition_accord", answer="refuse"))
    events = game.apply(GREEN, act("coalition_accord", answer="accept"))
    ended = next(e.to_dict() for e in events if e.kind == "paired_battle_ended")
    assert ended["defence"]["captured"] == ["THIERRY", "ARTHUR"]
    assert "losses_drawn" not in kinds(events)


def test_s15_one_refusal_draws_the_losses_by_die_deaths_then_prisoners_then_the_rest():
    """Green refuses: the 4 prisoner points are drawn among the pieces they could remove:
    a 3 draws the third (the village, 1 point), a 2 the second of the three left (ARTHUR);
    the 2 points left remove nobody (the count needs 3): war damages, shared by die."""
    game, _ = defence_coalition([3, 2, 1, 2])
    events = game.apply(GREEN, act("coalition_accord", answer="refuse"))
    draws = [e.to_dict() for e in events if e.kind == "losses_drawn"]
    assert [(d["loss"], d["points"], d["candidates"], d["faces"], d["chosen"]) for d in draws] \
        == [("prisoners", 4, ["THIERRY", "ARTHUR", "CLUNY"], [3], "CLUNY"),
            ("prisoners", 3, ["THIERRY", "ARTHUR"], [2], "ARTHUR")]
    assert all(e.chance for e in events if e.kind == "losses_drawn")
    ended = next(e.to_dict() for e in events if e.kind == "paired_battle_ended")
    assert ended["defence"]["captured"] == ["ARTHUR"] and ended["defence"]["taken"] == ["CLUNY"]
    assert ended["defence"]["damages"] == 2
    assert game.state.lords["THIERRY"].captor is None
    assert controller(game, "CLUNY") == BLUE                   # one family attacked: no question


def city_coalition(king: bool):
    """Blue's duke (4) and green's untitled RAOUL (1) attack red's city CHAROLLES held by the
    count of CHAROLLES (3 and the city 3): the defence takes 6 prisoner points, the count is
    captured and the city taken; green is asked whether blue may have it."""
    lords = {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
             "RAOUL": "green",
             "THIERRY": {"owner": "red", "titles": ["County of CHAROLLES"]}}
    villages = {"CHAROLLES": {"controller": "red", "fort": "city", "units": {
        "red": {"men": 1, "lords": ["THIERRY"]},
        "blue": {"lords": ["FRANÇOIS"]}, "green": {"lords": ["RAOUL"]}}}}
    if king:
        lords["ARTHUR"] = {"owner": "red", "titles": ["king"]}
        villages["CLUNY"] = {"controller": "red", "units": {"red": {"lords": ["ARTHUR"]}}}
    game = load_position(battles_position(villages, lords, [6] * 5 + [1] * 6 + [6] * 5 + [1]))
    game.apply(BLUE, act("declare_battle", village="CHAROLLES", target=RED))
    game.apply(GREEN, act("join_battle", side="attack"))
    game.apply(BLUE, act("paired_battle_choice", choice="continue"))
    events = game.apply(GREEN, act("coalition_stance", stance="stay"))
    proposal = next(e for e in events if e.kind == "coalition_proposal")
    assert (proposal.get("side"), proposal.get("place_to")) == ("attack", BLUE)
    assert game.pending()[0].get("place_to") == BLUE
    return game, game.apply(GREEN, act("coalition_accord", answer="refuse"))


def test_s15_a_place_its_takers_do_not_agree_on_stays_without_owner_the_title_to_the_king():
    game, events = city_coalition(king=True)
    assert "place_unowned" in kinds(events) and "place_taken" not in kinds(events)
    state = game.state
    assert controller(game, "CHAROLLES") is None and state.villages["CHAROLLES"].unowned
    assert state.troops_in("CHAROLLES") == []                   # red's marker went home
    assert state.titles.fiefs["County of CHAROLLES"] is None
    assert state.titles.crown_fiefs == ["County of CHAROLLES"]
    crown = next(e for e in events if e.kind == "fief_title_to_crown")
    assert crown.get("player") == RED                           # the King's family gives it
    assert state.villages["CHAROLLES"].fort == "city"
    again = load_position(json.dumps(dump_position(game)))      # written and read back
    assert again.state.villages["CHAROLLES"].unowned and controller(again, "CHAROLLES") is None


def test_s15_with_no_king_the_fief_is_broken_up_its_holder_keeps_the_villages_not_occupied():
    game, events = city_coalition(king=False)
    state = game.state
    broken = next(e.to_dict() for e in events if e.kind == "fief_broken_up")
    assert broken["fief"] == "County of CHAROLLES" and broken["player"] == RED
    assert sorted(broken["kept"]) == ["L'ÉPERVIER", "ST MÉDARD"]
    assert state.titles.fiefs["County of CHAROLLES"] is None and not state.titles.crown_fiefs
    assert state.villages["CHAROLLES"].fort == "stronghold"     # no fief, no city
    assert controller(game, "CHAROLLES") is None
    assert controller(game, "ST MÉDARD") == RED == controller(game, "L'ÉPERVIER")
    assert [t.owner for t in state.troops_in("ST MÉDARD")] == [RED]


def test_s15_a_place_left_without_owner_goes_to_the_first_family_present_when_presence_changes():
    """5.1 resumes once the families present change: RAOUL leaves, blue's duke holds it."""
    game, _ = city_coalition(king=True)
    game.state.lords["RAOUL"].village = None
    refresh(game, "CHAROLLES")
    assert controller(game, "CHAROLLES") == BLUE and not game.state.villages["CHAROLLES"].unowned


def test_position_cli_plays_a_battle_of_the_variant_to_a_coalitions_refusal(tmp_path, capsys):
    """``python -m engine.position`` plays the variant's positions: green joins the attack on
    the city, then refuses blue's proposal; the place is left without owner (S-15)."""
    path = tmp_path / "city.json"
    lords = {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]}, "RAOUL": "green",
             "THIERRY": {"owner": "red", "titles": ["County of CHAROLLES"]}}
    villages = {"CHAROLLES": {"controller": "red", "fort": "city", "units": {
        "red": {"men": 1, "lords": ["THIERRY"]},
        "blue": {"lords": ["FRANÇOIS"]}, "green": {"lords": ["RAOUL"]}}}}
    path.write_text(json.dumps(battles_position(villages, lords, [6] * 5 + [1] * 6 + [6] * 5 + [1])),
                    encoding="utf-8")
    code = main([str(path), "-a", "declare_battle village=CHAROLLES target=1",
                 "-a", "green: join_battle side=attack",
                 "-a", "paired_battle_choice choice=continue",
                 "-a", "green: coalition_stance stance=stay",
                 "-a", "green: coalition_accord answer=refuse"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "CHAROLLES stays without owner: its takers did not agree" in out
    assert "The County of CHAROLLES is broken up" in out
    written = json.loads(out[out.index("{"):])
    assert written["villages"]["CHAROLLES"]["unowned"] is True
