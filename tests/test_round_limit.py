"""Issue 35: a table of computers may be given a round limit (``max_rounds``, the headless
host's ``--max-rounds N``): the referee ends the game at the end of round N, nobody winning,
with the standings told to every seat and kept in the save; a table with a person is never cut
short (the host refuses the option)."""
from __future__ import annotations

import gc
import json
import signal
from pathlib import Path

import pytest

from engine.errors import OptionsError
from engine.fief.bots.registry import make
from engine.fief.bots.runner import play_game
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec
from engine.fief.titles import victory_points
from engine.fief.views import view_for
from net.__main__ import main

PLAYERS = tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:3])


def test_the_referee_ends_the_game_at_the_round_limit_with_the_standings():
    game = Game.new(GameOptions(players=PLAYERS, edition="simplified", seed=11, max_rounds=1))
    play_game(game, [make("squire") for _ in PLAYERS], 11, max_rounds=5)
    state = game.state
    assert state.finished and state.winners == [] and state.round == 1
    ended = [e for e in game.events if e.kind == "game_ended_at_round_limit"]
    assert len(ended) == 1 and ended[0].audience is None          # every seat is told
    standings = ended[0].to_dict()["standings"]
    assert sorted(s["player"] for s in standings) == [0, 1, 2]
    assert [s["vp"] for s in standings] == sorted((victory_points(state, p) for p in range(3)),
                                                  reverse=True)
    assert view_for(game, 0)["finished"] and game.legal(0) == []


def test_a_round_limit_is_a_number_of_rounds_and_absent_from_older_saves():
    with pytest.raises(OptionsError, match="max_rounds"):
        GameOptions(players=PLAYERS, max_rounds=0)
    assert "max_rounds" not in GameOptions(players=PLAYERS).to_dict()
    kept = GameOptions(players=PLAYERS, max_rounds=30).to_dict()
    assert GameOptions.from_dict(kept).max_rounds == 30


HOST = ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--bind", "127.0.0.1",
        "--no-announce", "--port", "0", "--edition", "simplified", "--seed", "11"]


@pytest.mark.parametrize("seats", ["human,computer,computer", "computer,remote,computer", None])
def test_the_host_refuses_a_round_limit_when_a_person_sits_at_the_table(capsys, tmp_path, seats):
    argv = HOST + ["--save-dir", str(tmp_path), "--max-rounds", "3"]
    if seats:
        argv += ["--seats", seats]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "--max-rounds" in err and "every seat is a computer" in err


def test_a_headless_table_of_computers_ends_at_the_round_limit_and_saves_it(capsys, tmp_path):
    argv = HOST + ["--save-dir", str(tmp_path), "--seats", "computer,computer,computer",
                   "--bot", "squire", "--exit-when-finished", "--max-rounds", "1"]
    sigterm = signal.getsignal(signal.SIGTERM)
    assert main(argv) == 0
    # The host run in this process leaves it as it was: SIGTERM not ignored (an ignored signal
    # stays so in every program the test worker starts next: a terminal client then outlived
    # its SIGTERM in test_conformance), nothing left frozen out of the collector's sight.
    assert signal.getsignal(signal.SIGTERM) == sigterm
    assert gc.get_freeze_count() == 0
    saved = next(line for line in capsys.readouterr().out.splitlines()
                 if line.startswith("saved "))
    data = json.loads(Path(saved.removeprefix("saved ")).read_text(encoding="utf-8"))
    assert data["options"]["max_rounds"] == 1
    assert data["state"]["finished"] is True and data["state"]["winners"] == []
    assert data["state"]["round"] == 1
