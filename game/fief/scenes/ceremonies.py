"""The ceremonies a table owes its players (a battle, a wedding, an election's outcome), queued
in the order of their events and opened one at a time over the play scene.

A hand-off screen comes first (it guards a player's private information); a ceremony whose event
arrives while one is up waits in the queue and is played once the play scene is on top again,
then the next one when that ceremony closes (issue 19). Undo drops the queue: the events it
replays were already shown. At a table of this screen the computers wait from the event that
completes a ceremony until the queue is empty again (net/pace.py), so each is shown in its own
round; over the LAN they do not, and an election of an earlier round replays that round's.
"""
from __future__ import annotations

import logging
from typing import Any

from engine.events import Event
from game.fief.anim.cast import Cast
from game.fief.anim.feed import StaticFeed
from game.fief.controller import Controller
from game.fief.scenes import battle, marriage
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.round_summary import RoundSummaryScene, Summary
from game.fief.ui.round_figures import ROUND_ENDS
from game.shell.stack import Shell

log = logging.getLogger(__name__)
CEREMONY_KINDS = frozenset({"battle_declared", "paired_battle_declared", "married", "election_result",
                            "election_cancelled"})
GAME_ENDS = frozenset(ROUND_ENDS) - {"round_ended"}
# The events that complete a ceremony: the computers of a table at this screen wait there until
# it has been shown (net/pace.py); a battle's own decisions are played before its end.
COMPLETES = frozenset({"battle_ended", "paired_battle_ended", "married", "election_result",
                       "election_cancelled", "round_ended"})
SUMMARY = "round_summary"          # the queue's own entry: a round's summary, in its place


def completes_ceremony(event: Event) -> bool:
    """Whether the computers wait for the screen after this event (``LocalTable.pace_ceremonies``)."""
    return event.kind in COMPLETES


class Ceremonies:
    """The queue of events that open a ceremony, oldest first."""

    def __init__(self) -> None:
        self.queue: list[dict[str, Any]] = []

    def note(self, events: list[dict[str, Any]], summary: Summary | None = None,
             unattended: bool = False) -> None:
        """Queue the ceremonies of new events, and the round's summary (``summary``: what
        ``RoundWatch.note`` gave) in the place of the event that ended the round: after that
        round's battles, before the next round's elections (issue 36, defect 3). A summary
        still waiting is dropped for the newer one: a player expects the summary of the round
        the table shows just ended, not round 1's over round 6 (the 150 % sweep's stale one);
        the game's end drops it too, the victory screen telling the last standings."""
        for event in events:
            if event.get("kind") in CEREMONY_KINDS:
                self.queue.append(event)
            elif event.get("kind") == "round_ended" and summary is not None \
                    and int(event.get("round", 0)) == summary.round:
                self.drop_summary()                         # overtaken
                self.queue.append({"kind": SUMMARY, "summary": summary, "unattended": unattended})
            elif event.get("kind") in GAME_ENDS:            # the victory follows, the last word
                self.drop_summary()

    def drop_summary(self) -> None:
        """Take a round's summary still waiting out of the queue (a newer round's, or the
        game's end, overtook it)."""
        self.queue[:] = [e for e in self.queue if e.get("kind") != SUMMARY]

    def clear(self) -> None:
        self.queue.clear()

    def open_next(self, app: Shell, controller: Controller) -> bool:
        """Push the next ceremony's scene; False when none is left to show."""
        while self.queue:
            event = self.queue.pop(0)
            try:
                if open_ceremony(app, controller, event):
                    return True
            except Exception:  # noqa: BLE001 - a ceremony failing must not stop the game
                log.exception("cannot open the ceremony of %s", event.get("kind"))
        return False


def open_ceremony(app: Shell, controller: Controller, event: dict[str, Any]) -> bool:
    """A battle opens the battle scene (which also takes the battle's decisions); a wedding and
    the outcome of an election are replayed as ceremonies that ask nothing."""
    kind = event.get("kind")
    if kind == SUMMARY:
        summary = event["summary"]
        app.stack.push(RoundSummaryScene(app, summary.before, summary.after, summary.round,
                                         unattended=event["unattended"], figures=summary.figures,
                                         previous=summary.previous))
        return True
    if kind in ("battle_declared", "paired_battle_declared"):    # paired: the simplified variant
        # The event came from the public reader: the feed reads the same numbering.
        battle.open_scene(app, controller.session, event, reader=None, seats=controller.humans,
                          held_in=earlier_round(controller, event))
        return True
    if kind == "married":
        marriage.open_scene(app, controller.session, event, reader=None)
        return True
    return replay_election(app, controller, event)


def round_of(controller: Controller, event: dict[str, Any]) -> int:
    """The round a public event (as received, with its ``seq``) happened in, as the log keeps
    it; the table's round now when it is not found there."""
    seq = int(event.get("seq", 0) or 0)
    return next((e.round for e in controller.log if seq and e.private_to is None
                 and e.event.get("seq") == seq), int(controller.public.get("round", 0) or 0))


def earlier_round(controller: Controller, event: dict[str, Any]) -> int | None:
    """The round of an event shown after the table's round moved on (over the LAN the host's
    computers play on while a ceremony covers the table), None for this round's."""
    held_in = round_of(controller, event)
    return held_in if held_in != int(controller.public.get("round", 0) or 0) else None


def replay_election(app: Shell, controller: Controller, result: dict[str, Any]) -> bool:
    """The public events of the election that ``result`` (its ``election_result`` or
    ``election_cancelled``) ended, shown by the election ceremony: its item's, of the round it
    was held in, up to the result (a round-4 election opened in round 5 was looked for among
    round 5's events and skipped silently). False when nobody stood: nothing to show."""
    item, seq = result.get("item"), int(result.get("seq", 0) or 0)
    held_in = round_of(controller, result)
    events = [e.event for e in controller.log if e.private_to is None and e.round == held_in
              and e.event.get("item") == item and (not seq or int(e.event.get("seq", 0) or 0) <= seq)]
    if not any(e.get("kind") in ("candidate_declared", "candidates_declared") for e in events):
        return False
    plain = [{k: v for k, v in e.items() if k != "seq"} for e in events]
    app.stack.push(ElectionScene(app, StaticFeed(plain), cast=Cast.from_view(controller.public),
                                 item=item, held_in=earlier_round(controller, result)))
    return True


__all__ = ["CEREMONY_KINDS", "Ceremonies", "completes_ceremony", "open_ceremony"]
