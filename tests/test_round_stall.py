"""A table of computers whose round never ends (issue 35: a computer undoing its own purchase
for ever) is stopped, not played for ever: the host gives every table of computers the option
``round_decisions`` (engine.contract.ROUND_DECISIONS, the bot runner's limit too), and Fief's
referee ends a round not over after that many decisions with the standings, told to every seat
and kept in the save, as at the round limit (``max_rounds``). A person's table never gets it.
Shown with small limits: an ordinary first round takes more than 12 decisions."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import net.lobby
from engine.contract import ROUND_DECISIONS
from engine.errors import OptionsError
from engine.fief.bots.registry import make
from engine.fief.bots.runner import Stats, play_game
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.titles import victory_points
from engine.fief.views import view_for
from engine.middle_ages.options import Options as MiddleAgesOptions
from engine.record import Record, parse_save
from net.__main__ import main
from net.lobby import Settings
from net.seats import SeatTable

PLAYERS = tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:3])
NAMES = [(p.name, p.colour) for p in PLAYERS]


def stalled_game(limit: int) -> tuple[Game, Stats]:
    game = Game.new(GameOptions(players=PLAYERS, edition="simplified", seed=11,
                                round_decisions=limit))
    stats = Stats()
    play_game(game, [make("squire") for _ in PLAYERS], 11, max_rounds=5, stats=stats)
    return game, stats


def test_the_referee_ends_a_round_not_over_after_its_decisions_with_the_standings():
    game, stats = stalled_game(12)
    state = game.state
    assert state.finished and state.winners == [] and state.round == 1
    assert state.round_moves == 12 and stats.stalled is None      # the referee ended it
    ended = [e for e in game.events if e.kind == "game_ended_stalled"]
    assert len(ended) == 1 and ended[0].audience is None          # every seat is told
    told = ended[0].to_dict()
    assert told["round"] == 1 and told["decisions"] == 12
    assert sorted(s["player"] for s in told["standings"]) == [0, 1, 2]
    assert [s["vp"] for s in told["standings"]] == sorted(
        (victory_points(state, p) for p in range(3)), reverse=True)
    assert view_for(game, 0)["finished"] and game.pending() == [] and game.legal(0) == []


def test_the_stall_guard_is_a_number_of_decisions_absent_from_other_games():
    with pytest.raises(OptionsError, match="round_decisions"):
        GameOptions(players=PLAYERS, round_decisions=0)
    assert "round_decisions" not in GameOptions(players=PLAYERS).to_dict()
    kept = GameOptions(players=PLAYERS, round_decisions=40).to_dict()
    assert GameOptions.from_dict(kept).round_decisions == 40
    unguarded = Game.new(GameOptions(players=PLAYERS, edition="simplified", seed=11))
    play_game(unguarded, [make("squire") for _ in PLAYERS], 11, max_rounds=1)
    assert unguarded.state.round_moves == 0 and "round_moves" not in unguarded.snapshot()


@pytest.mark.parametrize("kinds, guarded", [(["computer"] * 3, True),
                                            (["computer", "human", "computer"], False),
                                            (["remote", "computer", "computer"], False)])
def test_only_a_table_of_computers_gets_the_stall_guard(kinds, guarded):
    options = Settings("simplified", seed=3).options(SeatTable.build(NAMES, kinds))
    assert options.get("round_decisions") == (ROUND_DECISIONS if guarded else None)


def test_middle_ages_takes_the_stall_guard_of_a_table_of_computers():
    options = Settings(game="middle-ages", seed=3).options(
        SeatTable.build([("Ann", "blue"), ("Bob", "red")], ["computer", "computer"]))
    assert MiddleAgesOptions.from_dict(options).players == (("Ann", "blue"), ("Bob", "red"))


HOST = ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--bind", "127.0.0.1",
        "--no-announce", "--port", "0", "--edition", "simplified", "--seed", "11",
        "--seats", "computer,computer,computer", "--bot", "squire", "--exit-when-finished"]


@pytest.mark.parametrize("rounds", [[], ["--max-rounds", "3"]])
def test_a_headless_table_of_computers_ends_a_stalled_round_and_saves_it(
        capsys, tmp_path, monkeypatch, rounds):
    monkeypatch.setattr(net.lobby, "ROUND_DECISIONS", 30)
    assert main(HOST + ["--save-dir", str(tmp_path), *rounds]) == 0
    saved = next(line for line in capsys.readouterr().out.splitlines()
                 if line.startswith("saved "))
    text = Path(saved.removeprefix("saved ")).read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["options"]["round_decisions"] == 30
    assert data["state"]["finished"] is True and data["state"]["winners"] == []
    assert data["state"]["round_moves"] == 30
    _, events = Record.from_data(parse_save(text))        # the save replays to that end
    ended = [e.to_dict() for e in events if e.kind == "game_ended_stalled"]
    assert [(e["round"], e["decisions"]) for e in ended] == [(data["state"]["round"], 30)]
    assert [e for e in events if e.kind == "game_ended_stalled"][0].audience is None
