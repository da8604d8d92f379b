"""Issue 35: a table of computers is ended by its referee, nobody winning, with the standings
told to every seat and kept in the save, in two cases; a table with a person is never cut short.

* A round limit (``max_rounds``, the headless host's ``--max-rounds N``): the game ends at the
  end of round N (the host refuses the option when a person sits at the table).
* A round that never ends (a computer undoing its own purchase for ever): the host gives every
  table of computers the option ``round_decisions`` (engine.contract.ROUND_DECISIONS, the bot
  runner's limit too), and a round not over after that many decisions ends the game. Shown with
  small limits: an ordinary first round takes more than 12 decisions."""
from __future__ import annotations

import gc
import json
import signal
from pathlib import Path
from typing import Any

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
HOST = ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--bind", "127.0.0.1",
        "--no-announce", "--port", "0", "--edition", "simplified", "--seed", "11"]
COMPUTERS = ["--seats", "computer,computer,computer", "--bot", "squire", "--exit-when-finished"]


def told_standings(game: Game, kind: str) -> dict[str, Any]:
    """The one event ``kind`` that ended the game, told to every seat, with every family's
    standing best first (victory points; the tie-breaks of 7.3 among equals)."""
    ended = [e for e in game.events if e.kind == kind]
    assert len(ended) == 1 and ended[0].audience is None          # every seat is told
    told = ended[0].to_dict()
    standings = told["standings"]
    assert sorted(s["player"] for s in standings) == [0, 1, 2]
    assert [s["vp"] for s in standings] == sorted(
        (victory_points(game.state, p) for p in range(3)), reverse=True)
    return told


def saved_text(capsys: pytest.CaptureFixture[str]) -> str:
    """The save the host wrote as it closed (its ``saved PATH`` line)."""
    saved = next(line for line in capsys.readouterr().out.splitlines()
                 if line.startswith("saved "))
    return Path(saved.removeprefix("saved ")).read_text(encoding="utf-8")


# ----- the round limit ---------------------------------------------------------------------------
def test_the_referee_ends_the_game_at_the_round_limit_with_the_standings():
    game = Game.new(GameOptions(players=PLAYERS, edition="simplified", seed=11, max_rounds=1))
    play_game(game, [make("squire") for _ in PLAYERS], 11, max_rounds=5)
    state = game.state
    assert state.finished and state.winners == [] and state.round == 1
    told_standings(game, "game_ended_at_round_limit")
    assert view_for(game, 0)["finished"] and game.legal(0) == []


def test_a_round_limit_is_a_number_of_rounds_and_absent_from_older_saves():
    with pytest.raises(OptionsError, match="max_rounds"):
        GameOptions(players=PLAYERS, max_rounds=0)
    assert "max_rounds" not in GameOptions(players=PLAYERS).to_dict()
    kept = GameOptions(players=PLAYERS, max_rounds=30).to_dict()
    assert GameOptions.from_dict(kept).max_rounds == 30


@pytest.mark.parametrize("seats", ["human,computer,computer", "computer,remote,computer", None])
def test_the_host_refuses_a_round_limit_when_a_person_sits_at_the_table(capsys, tmp_path, seats):
    argv = HOST + ["--save-dir", str(tmp_path), "--max-rounds", "3"]
    if seats:
        argv += ["--seats", seats]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "--max-rounds" in err and "every seat is a computer" in err


def test_a_headless_table_of_computers_ends_at_the_round_limit_and_saves_it(capsys, tmp_path):
    argv = HOST + ["--save-dir", str(tmp_path), *COMPUTERS, "--max-rounds", "1"]
    sigterm = signal.getsignal(signal.SIGTERM)
    assert main(argv) == 0
    # The host run in this process leaves it as it was: SIGTERM not ignored (an ignored signal
    # stays so in every program the test worker starts next: a terminal client then outlived
    # its SIGTERM in test_conformance), nothing left frozen out of the collector's sight.
    assert signal.getsignal(signal.SIGTERM) == sigterm
    assert gc.get_freeze_count() == 0
    data = json.loads(saved_text(capsys))
    assert data["options"]["max_rounds"] == 1
    assert data["state"]["finished"] is True and data["state"]["winners"] == []
    assert data["state"]["round"] == 1


# ----- a round that never ends -------------------------------------------------------------------
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
    told = told_standings(game, "game_ended_stalled")
    assert told["round"] == 1 and told["decisions"] == 12
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


def test_M1_a_table_of_computers_of_middle_ages_gets_no_stall_guard_and_refuses_one():
    """Middle-Ages cannot stall (16 turns, every decision moving it on, M1): the host gives
    its table of computers no ``round_decisions``, and its referee refuses the option by its
    rule rather than taking it and doing nothing with it."""
    options = Settings(game="middle-ages", seed=3).options(
        SeatTable.build([("Ann", "blue"), ("Bob", "red")], ["computer", "computer"]))
    assert "round_decisions" not in options
    assert MiddleAgesOptions.from_dict(options).players == (("Ann", "blue"), ("Bob", "red"))
    with pytest.raises(OptionsError, match="M1: .*16 turns.*round_decisions"):
        MiddleAgesOptions.from_dict({**options, "round_decisions": ROUND_DECISIONS})


@pytest.mark.parametrize("rounds", [[], ["--max-rounds", "3"]])
def test_a_headless_table_of_computers_ends_a_stalled_round_and_saves_it(
        capsys, tmp_path, monkeypatch, rounds):
    monkeypatch.setattr(net.lobby, "ROUND_DECISIONS", 30)
    assert main(HOST + ["--save-dir", str(tmp_path), *COMPUTERS, *rounds]) == 0
    text = saved_text(capsys)
    data = json.loads(text)
    assert data["options"]["round_decisions"] == 30
    assert data["state"]["finished"] is True and data["state"]["winners"] == []
    assert data["state"]["round_moves"] == 30
    _, events = Record.from_data(parse_save(text))        # the save replays to that end
    ended = [e for e in events if e.kind == "game_ended_stalled"]
    assert [(e.to_dict()["round"], e.to_dict()["decisions"]) for e in ended] == [
        (data["state"]["round"], 30)]
    assert ended[0].audience is None
