"""A round's summary is that round's, or none (issue 36, the 150 % sweep's stale summary).

Where the computers do not wait for this screen (a LAN host's, for a remote screen; at a table
of this screen they do: test_client_ceremonies_paced.py) they play on while a ceremony covers
the table, and the table reads what they did only when it is on top again: rounds 2 to 6 came
in one batch, and the summary then said "End of round 1" with round 6's figures over a round-6
table. A player watching expects the summary of the round the table shows has just ended: the
older ones are overtaken, and a summary's figures, titles and alliances are those of the round
it names; an election of an earlier round is shown with that round's events."""
import copy
import threading

import pygame

from engine.fief.position import load_position
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.ceremonies import SUMMARY, Ceremonies
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.round_summary import RoundSummaryScene, RoundWatch, Summary, family_lines
from game.fief.scenes.victory import VictoryScene
from game.shell.smoke import post_key
from game.testing import pump
from fief_tables import COMPUTERS, Gate, first_ceremony, gated_computers


def played_to(session, gate: Gate, open_to: int) -> None:
    """The computers let play to the start of round ``open_to + 1``, where they wait; no frame
    passes meanwhile, so the screen reads nothing of it (a ceremony covers it)."""
    reached = threading.Event()
    unsubscribe = session.subscribe(
        lambda m: reached.set() if (m.get("view") or {}).get("round", 0) > open_to else None)
    gate.let(open_to)
    try:
        assert reached.wait(120), f"the computers did not play to round {open_to + 1}"
    finally:
        unsubscribe()


def test_a_ceremony_of_an_earlier_round_is_that_rounds_or_is_overtaken(title_app, monkeypatch):
    """Seed 9, three computers, at a table that does not wait for this screen (as a LAN host
    does not wait for a remote one). Round 1's summary stays up while they play rounds 2 to 4;
    closed by a key, round 2's battle opens, and stays up while they play round 5. Closed, the
    one summary shown is round 5's, with its figures, over the round-6 table (before: "End of
    round 2" over a later round), and round 4's elections (a Bishop's and the King's), read in
    round 5, are shown with round 4's events and say "In round 4" (before: looked for among
    round 6's events, skipped silently); the battle said "In round 2"."""
    app = title_app
    gate = Gate(1)
    scene = gated_computers(app, monkeypatch, gate, seed=9)
    scene.controller.table.pace_ceremonies(None)        # the table does not wait
    session = scene.controller.session
    try:
        cover = first_ceremony(app, scene)
        assert cover is not scene and scene.controller.public["round"] <= 2
        played_to(session, gate, 4)
        shown: list[RoundSummaryScene] = []
        elections: list[ElectionScene] = []
        for _ in range(400):                         # the ceremonies closed by keys, in turn
            top = app.stack.top
            if isinstance(top, BattleScene) and gate.open_to == 4:
                battle = top
                played_to(session, gate, 5)          # under round 2's battle
            if isinstance(top, RoundSummaryScene) and top is not cover and top not in shown:
                shown.append(top)
            if isinstance(top, ElectionScene) and top not in elections:
                elections.append(top)
            if top is scene or isinstance(top, VictoryScene):
                break
            post_key(pygame.K_RETURN)
            pump(app, 1, dt=0.5)
        assert gate.open_to == 5 and scene.controller.public["round"] == 6
        assert battle.drawn.get("held_in") == "In round 2"     # over a later board
        assert [e.drawn.get("held_in") for e in elections[:2]] == ["In round 4"] * 2
        assert [(s.round, s.after["round"]) for s in shown] == [(5, 6)]
        assert [(e.item, e.held_in) for e in elections][:2] == [("bishop:4", 4), ("king", 4)]
        for election in elections[:2]:               # round 4's candidacies and votes
            kinds = [event["kind"] for event in election.feed.events]
            assert kinds.count("election_result") == 1 and "vote_placed" in kinds
            assert {"candidate_declared", "candidates_declared"} & set(kinds)
        summary = shown[0]
        assert {row["seat"]: row["vp"] for row in summary.rows} == \
            {f["player"]: f["vp"] for f in summary.figures} and len(summary.figures) == 3
    finally:
        gate.let(99)
        scene.controller.table.close()


def test_a_batch_of_several_round_ends_summarises_the_last_against_the_round_befores_end():
    """Several rounds read at once: the summary is the last one's. The view kept is older than
    that round: it is compared with the figures of the round before's end, read in the same
    batch (before: no change claimed), its new title (1.2) and point (7.0) said."""
    watch = RoundWatch()
    watch.note([{"kind": "round_started", "round": 1}], {"round": 1})
    ended = [{"kind": "round_ended", "round": r, "figures": [
        {"player": 0, "vp": r, "villages": 2, "titles": ["king"] * (r == 3), "allies": []}]}
        for r in (1, 2, 3)]
    summary = watch.note([ended[0], {"kind": "round_started", "round": 2}, ended[1],
                          {"kind": "round_started", "round": 3}, ended[2],
                          {"kind": "round_started", "round": 4}], {"round": 4})
    assert summary is not None
    before, after, round_, figures, previous = summary
    assert (before, after["round"], round_, figures, previous) == \
        (None, 4, 3, ended[2]["figures"], ended[1]["figures"])
    after = {"players": [{"name": "Ann", "vp": 3}], "lords": []}
    [row] = family_lines(None, after, figures, previous)
    assert (row["vp_change"], row["new_titles"], row["villages_change"]) == (1, ["king"], 0)
    one = watch.note([{"kind": "round_ended", "round": 4}, {"kind": "round_started", "round": 5}],
                     {"round": 5})
    assert one is not None and one[0] == {"round": 4} and one[2] == 4
    assert one.previous == ended[2]["figures"]


def test_a_queued_summary_gives_way_to_a_later_rounds():
    """A summary still waiting when a later round's arrives is dropped: one summary, the newer."""
    queue = Ceremonies()
    queue.note([{"kind": "round_ended", "round": 1}], Summary(None, {"round": 2}, 1, []))
    queue.note([{"kind": "battle_declared", "village": "X"}, {"kind": "round_ended", "round": 2}],
               Summary(None, {"round": 3}, 2, []))
    assert [(e["kind"], e.get("summary", (0, 0, 0))[2]) for e in queue.queue] == \
        [("battle_declared", 0), (SUMMARY, 2)]


def test_the_games_end_overtakes_a_round_summary_the_victory_screen_follows():
    """Round 5 ended and the game was won at the end of round 6, read at once (the sweep's
    computers' game: "End of round 5" over the victory's table, "no change" for all): no
    summary; one queued earlier is dropped when the game's end arrives."""
    watch = RoundWatch()
    watch.note([{"kind": "round_started", "round": 5}], {"round": 5})
    assert watch.note([{"kind": "round_ended", "round": 5}, {"kind": "round_started", "round": 6},
                       {"kind": "game_won", "round": 6}], {"round": 6, "finished": True}) is None
    queue = Ceremonies()
    queue.note([{"kind": "round_ended", "round": 5}], Summary({"round": 5}, {"round": 6}, 5, []))
    queue.note([{"kind": "married", "lord": "A", "lady": "B"}, {"kind": "game_won", "round": 6}])
    assert [e["kind"] for e in queue.queue] == ["married"]


def test_a_summary_read_in_the_next_round_names_its_own_rounds_titles_and_alliance(title_app):
    """1.2, 1.1: round 3 ends with CHARLES (blue) King and Count of SIGY, married to JEANNE
    (red); the table reads the view a few moves into round 4, where the King is dead and the
    marriage ended. The summary of round 3 still names round 3's titles and alliance, from
    the event that ended it (before: "no title", no ally, read from the later view)."""
    game = load_position({
        "players": [{"name": n, "colour": c} for n, c in zip(COMPUTERS, ("blue", "red", "green"))],
        "step": "end_round", "begun": True, "round": 3, "first": "red",
        "lords": {"CHARLES": {"owner": "blue", "titles": ["County of SIGY", "king"]},
                  "JEANNE": {"owner": "red", "spouse": "CHARLES"},
                  "THIERRY": {"owner": "green"}}})
    ended = next(e.to_dict() for e in game.events if e.kind == "round_ended")
    later = copy.deepcopy(game.view_for(None))
    for lord in later["lords"]:                     # round 4: the King died, his widow alone
        lord["titles"], lord["spouse"] = [], None
    later["lords"] = [lord for lord in later["lords"] if lord["name"] != "CHARLES"]
    summary = RoundSummaryScene(title_app, None, later, 3, figures=ended["figures"])
    title_app.stack.push(summary)
    pump(title_app, 1)
    assert [(r["titles"], r["allies"]) for r in summary.rows] == \
        [(["fief:County of SIGY", "king"], [1]), (["queen"], [0]), ([], [])]
    post_key(pygame.K_RETURN)
    pump(title_app, 1)
    assert title_app.stack.top is not summary
