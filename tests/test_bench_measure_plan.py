"""bench/table_lengths.py's plan of games (issue 35's Measure, run by hand over several
sessions): a run that skips the logged games plays exactly the seeds its cells lack, whole cells
one after another, the smaller tables first, so a Measure cut short is taken up where it stopped
and no logged game is played twice. No game is played here."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from table_lengths import plan, read_seeds  # noqa: E402

SETTINGS = (40, 0.05, 2)


def test_without_logs_every_cell_gets_each_seed_in_turn():
    jobs = plan(["1429", "2011"], [3], ["baron"], range(0, 2), SETTINGS)
    assert [(j[0], j[3]) for j in jobs] == [("1429", 0), ("2011", 0), ("1429", 1), ("2011", 1)]
    assert {j[4:] for j in jobs} == {SETTINGS}


def test_skipping_logged_games_plays_what_each_cell_lacks_a_cell_at_a_time(tmp_path):
    log = tmp_path / "a.log"
    log.write_text("2011 5 duke 0 7 1 40.0\n2011 5 duke 2 9 1 41.0\n"
                   "simplified 3 duke 0 6 1 13.0\n1429 3 duke 1 5 1 12.0\n", encoding="utf-8")
    logged = read_seeds([str(log)])
    jobs = plan(["1429", "2011", "simplified"], [5, 3], ["duke"], range(0, 3), SETTINGS,
                logged)
    assert [(j[0], j[1], j[3]) for j in jobs] == [
        ("1429", 3, 0), ("1429", 3, 2),
        ("2011", 3, 0), ("2011", 3, 1), ("2011", 3, 2),
        ("simplified", 3, 1), ("simplified", 3, 2),
        ("1429", 5, 0), ("1429", 5, 1), ("1429", 5, 2),
        ("2011", 5, 1),
        ("simplified", 5, 0), ("simplified", 5, 1), ("simplified", 5, 2)]
    assert not {(j[0], j[1], j[2], j[3]) for j in jobs} & logged


def test_a_finished_measure_plans_nothing(tmp_path):
    log = tmp_path / "done.log"
    log.write_text("".join(f"2011 4 mixed {seed} 8 1 9.0\n" for seed in range(100)),
                   encoding="utf-8")
    assert plan(["2011"], [4], ["mixed"], range(100), SETTINGS,
                read_seeds([str(log)])) == []
