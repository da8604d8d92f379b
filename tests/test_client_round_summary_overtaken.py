"""A round's summary is that round's, or none (issue 36, the 150 % sweep's stale summary).

In a computers' game the bots play on in their thread while a ceremony covers the table, and
the table reads what they did only when it is on top again: rounds 2 to 6 came in one batch,
and the summary then said "End of round 1" with round 6's figures over a round-6 table. A
player watching expects the summary of the round the table shows has just ended: the older
ones are overtaken, and a summary's figures are those of the round it names."""
import copy
import threading

import pygame

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from engine.fief.position import load_position
from game.fief import local_table
from game.fief.scenes.ceremonies import SUMMARY, Ceremonies
from game.fief.scenes.play import PlayScene
from game.fief.scenes.round_summary import RoundSummaryScene, RoundWatch, Summary
from game.fief.scenes.victory import VictoryScene
from game.fief.table import TableSetup
from game.shell.smoke import post_key
from game.testing import pump
from net.bots import seat_bots

NAMES = ("Armagnac", "Bourgogne", "Anjou")


class Gate:
    """The computers' pace held by the test, not by the clock: a computer asked to decide in a
    round past ``open_to`` waits until the test opens it further (their moves are the same,
    only later: the game stays the seed's)."""

    def __init__(self, open_to: int) -> None:
        self.open_to = open_to
        self.moved = threading.Condition()

    def let(self, open_to: int) -> None:
        with self.moved:
            self.open_to = open_to
            self.moved.notify_all()

    def wrap(self, factory):
        def gated(legal, seat):
            bot = factory(legal, seat)

            def play(view, decision, move=0):
                with self.moved:
                    assert self.moved.wait_for(
                        lambda: int(view.get("round", 0) or 0) <= self.open_to, 120)
                return bot(view, decision, move)
            return play
        return gated


def test_a_summary_overtaken_while_a_ceremony_was_up_is_not_shown_late(title_app, monkeypatch):
    """Seed 9, three computers (the game lasts eight rounds): round 1 played, its first
    ceremony stays up (no frame passes) while the computers play rounds 2 to 4; once it is
    closed by a key, the summary shown is round 4's, with its figures, over the round-5 table,
    never round 2's (before: "End of round 2" over round 5)."""
    app = title_app
    gate = Gate(1)
    monkeypatch.setattr(local_table, "seat_bots", lambda *a, **k: gate.wrap(seat_bots(*a, **k)))
    players = tuple(PlayerSpec(NAMES[i], COLOURS[i]) for i in range(3))
    setup = TableSetup(GameOptions(players=players, seed=9), ("computer",) * 3)
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=True)
    app.stack.push(scene)
    session = scene.controller.session
    try:
        for _ in range(3000):                        # to the first ceremony, on events
            if app.stack.top is not scene:
                break
            session.wait(0.05)
            pump(app, 1)
        cover = app.stack.top
        assert cover is not scene and scene.controller.public["round"] <= 2
        reached = threading.Event()                  # round 5 begun, its computers held
        unsubscribe = session.subscribe(
            lambda m: reached.set() if (m.get("view") or {}).get("round", 0) >= 5 else None)
        gate.let(4)
        try:
            assert reached.wait(120), "the computers did not play rounds 2 to 4"
        finally:
            unsubscribe()
        shown: list[RoundSummaryScene] = []
        for _ in range(400):                         # the ceremonies closed by keys, in turn
            top = app.stack.top
            if isinstance(top, RoundSummaryScene) and top is not cover and top not in shown:
                shown.append(top)
            if top is scene or isinstance(top, VictoryScene):
                break
            post_key(pygame.K_RETURN)
            pump(app, 1, dt=0.5)
        assert [(s.round, s.after["round"]) for s in shown] == [(4, 5)]
        assert scene.controller.public["round"] == 5
        summary = shown[0]
        assert {row["seat"]: row["vp"] for row in summary.rows} == \
            {f["player"]: f["vp"] for f in summary.figures} and len(summary.figures) == 3
    finally:
        gate.let(99)
        scene.controller.table.close()


def test_a_batch_of_several_round_ends_summarises_the_last_with_nothing_to_compare():
    """Several rounds read at once: the summary is the last one's; the view the round began
    with is not known, so no change is claimed (the first round seen)."""
    watch = RoundWatch()
    watch.note([{"kind": "round_started", "round": 1}], {"round": 1})
    ended = [{"kind": "round_ended", "round": r, "figures": [{"player": 0, "vp": r}]} for r in (1, 2, 3)]
    summary = watch.note([ended[0], {"kind": "round_started", "round": 2}, ended[1],
                          {"kind": "round_started", "round": 3}, ended[2],
                          {"kind": "round_started", "round": 4}], {"round": 4})
    assert summary is not None
    before, after, round_, figures = summary
    assert (before, after["round"], round_, figures) == (None, 4, 3, [{"player": 0, "vp": 3}])
    one = watch.note([{"kind": "round_ended", "round": 4}, {"kind": "round_started", "round": 5}],
                     {"round": 5})
    assert one is not None and one[0] == {"round": 4} and one[2] == 4


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
        "players": [{"name": n, "colour": c} for n, c in zip(NAMES, ("blue", "red", "green"))],
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
