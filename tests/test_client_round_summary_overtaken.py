"""A round's summary is that round's, or none (issue 36, the 150 % sweep's stale summary).

In a computers' game the bots play on in their thread while a ceremony covers the table, and
the table reads what they did only when it is on top again: rounds 2 to 6 came in one batch,
and the summary then said "End of round 1" with round 6's figures over a round-6 table. A
player watching expects the summary of the round the table shows has just ended: the older
ones are overtaken, and a summary's figures are those of the round it names."""
import threading

import pygame

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.scenes.ceremonies import SUMMARY, Ceremonies
from game.fief.scenes.play import PlayScene
from game.fief.scenes.round_summary import RoundSummaryScene, RoundWatch, Summary
from game.fief.scenes.victory import VictoryScene
from game.fief.table import TableSetup
from game.shell.smoke import post_key
from game.testing import pump

NAMES = ("Armagnac", "Bourgogne", "Anjou")


def round_of(message: dict) -> int:
    view = message.get("view") or {}
    return int(view.get("round", 0) or 0) if not view.get("finished") else 99


def test_a_summary_overtaken_while_a_ceremony_was_up_is_not_shown_late(title_app):
    """Seed 8, three computers: the first ceremony stays up (no frame passes) while the bots
    play three more rounds; once it is closed by a key, the summary shown is the last round's,
    with that round's figures, never round 1's over a later table."""
    app = title_app
    players = tuple(PlayerSpec(NAMES[i], COLOURS[i]) for i in range(3))
    setup = TableSetup(GameOptions(players=players, seed=8), ("computer",) * 3)
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=True)
    app.stack.push(scene)
    session = scene.controller.session
    for _ in range(3000):                            # to the first ceremony, on events
        if app.stack.top is not scene:
            break
        session.wait(0.05)
        pump(app, 1)
    cover = app.stack.top
    assert cover is not scene and not isinstance(cover, VictoryScene)
    first = int(scene.controller.public.get("round", 0))
    reached = threading.Event()                      # the bots two rounds further on
    unsubscribe = session.subscribe(
        lambda m: reached.set() if round_of(m) >= first + 3 else None)
    try:
        assert reached.wait(120), "the computers did not play three more rounds"
    finally:
        unsubscribe()
    shown: list[RoundSummaryScene] = []
    for _ in range(400):                             # the ceremonies closed by keys, in turn
        top = app.stack.top
        if isinstance(top, RoundSummaryScene) and top is not cover and top not in shown:
            shown.append(top)
            now = int(scene.controller.public.get("round", 0))
            assert now <= top.round + 1, f"End of round {top.round} over round {now}"
            assert int(top.after.get("round", 0)) <= top.round + 1
            figures = {row["seat"]: row["vp"] for row in top.rows}
            assert figures == {f["player"]: f["vp"] for f in top.figures}
        if isinstance(top, VictoryScene) or len(shown) >= 2:
            break
        if top is not scene:
            post_key(pygame.K_RETURN)
        pump(app, 1, dt=0.5)
    assert shown, "no summary was shown"
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
