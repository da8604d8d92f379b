"""The script of an election ceremony (1.3-1.8): engine events in, a timeline out.

The see or the throne is presented; candidates step forward (``candidate_declared``); each
voter's markers are laid face down on the candidates they chose (``vote_placed`` says where,
never which is which, A11); then ``election_result`` reveals them one by one in the order they
were laid, each with its weight, the tally climbs to the engine's tally, the rule of this
election is checked and the winner is mitred, given the tiara or crowned, or the failure is
announced. Nothing is counted here that the result event does not say: the tally shown is a
running sum of the weights the event gives (a 2011 AGAINST token's weight is negative, E-4),
and from the verdict on it is the event's tally (where the referee counts a total below 0 as 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from engine.fief.api import event_types as ev
from game.shell import tween
from game.fief.anim.battle_words import event_text
from game.fief.anim.cast import Cast, see_name
from game.fief.ui.event_votes import reason_words
from game.shell.timeline import Beat, Timeline
from game.shell.i18n import N_, _, ngettext

PRESENT, STEP_FORWARD, PLACE, FLIP, VERDICT, CROWN, CANCEL, NOTE = 2.0, 1.0, 0.9, 0.85, 1.4, 2.6, 1.8, 0.5
REVEAL_INTRO = 0.6

REASONS: dict[str, str] = {
    "elected": N_("elected"),
    "no_votes": N_("No vote was cast"),
    "tie": N_("A tie elects nobody"),
    "no_majority": N_("Nobody has more than half of the votes cast"),
    "too_few_votes": N_("Fewer than {n} votes"),
    "no_churchmen": N_("Without two Bishops, a Cardinal or the Pope among the votes"),
}


@dataclass
class Candidate:
    """A candidate lord in the election scene and their place in the row."""

    player: int
    lord: str
    appear_at: float
    slot: int


@dataclass
class Marker:
    """A vote marker laid on a candidate, face down until it is turned."""

    player: int
    lord: str
    placed_at: float
    order: int                       # the n-th marker laid on this candidate
    flip_at: float | None = None
    face: str = "down"               # down, for, decoy (1429), against (2011, E-4)
    weight: int = 0                  # the votes it gives: negative for an AGAINST token

    def face_at(self, t: float) -> str:
        return self.face if self.flip_at is not None and t >= self.flip_at + FLIP * 0.5 else "down"

    def flip(self, t: float) -> float:
        """0 face down, 1 face up; the marker turns over in between."""
        if self.flip_at is None:
            return 0.0
        return tween.progress(t, self.flip_at, FLIP * 0.8)


class ElectionScript:
    """Everything an election scene shows, laid out in time from the election's events."""

    def __init__(self, events: Sequence[dict[str, Any]], cast: Cast, item: str | None = None,
                 weights: dict[int, int] | None = None) -> None:
        self.cast = cast
        self.events = [e for e in events if "audience" not in e]
        self.item = item
        self.weights = dict(weights or {})
        self.timeline = Timeline()
        self.candidates: list[Candidate] = []
        self.markers: list[Marker] = []
        self.voted: list[tuple[int, float, int]] = []  # who voted, when, how many markers
        self.result: ev.ElectionResultEvent | None = None
        self.result_beat: Beat | None = None
        self.verdict_at: float | None = None
        self.crown_at: float | None = None
        self.cancelled: Beat | None = None
        self.banners: list[tuple[Beat, str, str]] = []
        self.min_votes = 0            # the fewest votes that elect, as the referee tells it
        for e in self.events:
            if self.item is None and e.get("item"):
                self.item = e["item"]
            if e.get("kind") in ("candidates_declared", "election_result"):
                self.min_votes = int(e.get("min_votes") or 0)
        present = self.timeline.add("present", PRESENT, -1)
        self.timeline.cue(present.start + 0.2, "bells" if self.title != "king" else "horn")
        for index, event in enumerate(self.events):
            handler = getattr(self, "on_" + event.get("kind", ""), None)
            if handler is not None:
                handler(index, event)
            else:
                beat = self.timeline.add("note", NOTE, index)
                self.timeline.say(beat.start, event_text(event, cast))

    # --- what is elected --------------------------------------------------------------------
    @property
    def title(self) -> str:
        item = self.item or "king"
        return item.split(":")[0]

    @property
    def see(self) -> str | None:
        item = self.item or ""
        return item.split(":")[1] if item.startswith("bishop:") else None

    @property
    def end(self) -> float:
        return self.timeline.end

    def heading(self) -> str:
        if self.title == "bishop":
            return _("Election of the Bishop of {see}").format(see=see_name(self.see))
        if self.title == "pope":
            return _("Election of the Pope")
        return _("Election of the King of France")

    def office(self) -> str:
        if self.title == "bishop":
            return _("Bishop of {see}").format(see=see_name(self.see))
        return _("Pope") if self.title == "pope" else _("King of France")

    def candidacy(self) -> str:
        """What a candidate is until the verdict: not yet the Bishop (issue 36, defect 4)."""
        if self.title == "bishop":
            return _("candidate for the bishopric of {see}").format(see=see_name(self.see))
        return _("candidate for the papacy") if self.title == "pope" else _("candidate for the crown")

    def conditions(self) -> list[str]:
        """The majority rule of this election, in words (1.4.1, 1.7.1, 1.8); the least number
        of votes is the one the referee tells with the election."""
        if self.title == "pope":
            return [_("More than half of the votes cast")]
        if self.title == "king":
            return [_("The most votes, without a tie"),
                    _("At least {n} votes").format(n=self.min_votes),
                    _("Among them two Bishops, a Cardinal or the Pope")]
        return [_("The most votes, without a tie")]

    def condition_marks(self, t: float) -> list[str | None]:
        """Per condition: None (not judged yet), "met" or "failed", from the result's reason
        (the engine checks them in this order)."""
        n = len(self.conditions())
        if self.result is None or self.verdict_at is None or t < self.verdict_at:
            return [None] * n
        reason = self.result["reason"]
        if reason == "elected":
            return ["met"] * n
        failed = {"tie": 0, "no_majority": 0, "no_votes": 0, "too_few_votes": 1,
                  "no_churchmen": 2}.get(reason, 0)
        failed = min(failed, n - 1)
        return ["met"] * failed + ["failed"] + [None] * (n - failed - 1)

    def reason_text(self) -> str:
        if self.result is None:
            return ""
        reason = self.result.get("reason", "")
        if reason == "no_votes":                # who has votes, since nobody used them
            return reason_words(reason, self.item or self.result.get("item"))
        return _(REASONS.get(reason, reason)).format(n=self.min_votes)

    # --- events ------------------------------------------------------------------------------
    def candidate(self, player: int, lord: str, at: float) -> Candidate:
        for c in self.candidates:
            if c.lord == lord:
                return c
        c = Candidate(player, lord, at, len(self.candidates))
        self.candidates.append(c)
        return c

    def on_candidate_declared(self, index: int, e: ev.CandidateDeclaredEvent) -> None:
        beat = self.timeline.add("candidate", STEP_FORWARD, index, lord=e.get("lord"))
        self.candidate(e["player"], e["lord"], beat.start)
        self.timeline.say(beat.start, _("{player} presents {lord}").format(
            player=self.cast.name(e.get("player")), lord=e.get("lord")))
        self.timeline.cue(beat.start + 0.2, "flip")

    def on_candidates_declared(self, index: int, e: ev.CandidatesDeclaredEvent) -> None:
        beat = self.timeline.add("note", 0.3, index)
        self.timeline.say(beat.start, _("The candidates are {lords}").format(
            lords=", ".join(e.get("lords") or [])), "italic")

    def on_vote_placed(self, index: int, e: ev.VotePlacedEvent) -> None:
        beat = self.timeline.add("vote", PLACE, index, player=e.get("player"))
        player = e["player"]
        self.voted.append((player, beat.start, len(e.get("on") or [])))
        for i, lord in enumerate(e.get("on") or []):
            order = sum(1 for m in self.markers if m.lord == lord)
            self.markers.append(Marker(player, lord, beat.start + 0.15 * i, order))
        if e.get("on"):
            self.timeline.say(beat.start, _("{player} lays {n} markers face down").format(
                player=self.cast.name(player), n=len(e["on"])) if len(e["on"]) != 1 else
                _("{player} lays a marker face down").format(player=self.cast.name(player)))
            self.timeline.cue(beat.start + 0.4, "flip")
        else:
            self.timeline.say(beat.start, _("{player} lays no marker").format(
                player=self.cast.name(player)))

    def on_ballot_revealed(self, index: int, e: ev.BallotRevealedEvent) -> None:
        """Each marker's reveal is told again by the result (its ``markers``, in the same
        order), where the reveal beat turns them over: no beat of its own."""

    def on_election_result(self, index: int, e: ev.ElectionResultEvent) -> None:
        self.result = e
        self.item = e.get("item", self.item)
        for player, lord in (e.get("candidates") or []):
            self.candidate(player, lord, self.timeline.end)
        revealed = list(e.get("markers") or [])
        duration = REVEAL_INTRO + FLIP * len(revealed) + VERDICT + (CROWN if e.get("winner") else 0.6)
        beat = self.timeline.add("reveal", duration, index)
        self.result_beat = beat
        self.timeline.say(beat.start, _("The markers are turned over"), "italic")
        used: set[int] = set()
        at = beat.start + REVEAL_INTRO
        for player, face, lord, votes in revealed:
            marker = next((i for i, m in enumerate(self.markers)
                           if i not in used and m.player == player and m.lord == lord), None)
            if marker is None:     # joined late (no vote_placed seen): lay it now, face down
                order = sum(1 for m in self.markers if m.lord == lord)
                self.markers.append(Marker(player, lord, beat.start, order))
                marker = len(self.markers) - 1
            used.add(marker)
            m = self.markers[marker]
            m.flip_at, m.face, m.weight = at, face, int(votes or 0)
            if face == "for":
                text = _("{player}: {votes} votes for {lord}") if votes != 1 else \
                    _("{player}: 1 vote for {lord}")
                self.timeline.say(at + FLIP * 0.5, text.format(player=self.cast.name(player),
                                                               votes=votes, lord=lord))
            elif face == "against":
                text = ngettext("{player}: {votes} vote against {lord}",
                                "{player}: {votes} votes against {lord}", -int(votes))
                self.timeline.say(at + FLIP * 0.5, text.format(player=self.cast.name(player),
                                                               votes=-votes, lord=lord), "italic")
            else:
                self.timeline.say(at + FLIP * 0.5, _("{player}: a decoy on {lord}").format(
                    player=self.cast.name(player), lord=lord), "italic")
            self.timeline.cue(at, "flip")
            at += FLIP
        self.verdict_at = at
        winner = e.get("winner")
        if winner:
            self.crown_at = at + VERDICT * 0.6
            self.timeline.say(at, _("{lord} is elected {office}!").format(lord=winner, office=self.office()),
                              "bold")
            self.timeline.cue(self.crown_at, "fanfare" if self.title == "king" else "bells")
        else:
            self.timeline.say(at, _("Nobody is elected: {reason}").format(reason=self.reason_text()), "bold")
            self.timeline.cue(at, "knell")

    def on_election_cancelled(self, index: int, e: ev.ElectionCancelledEvent) -> None:
        beat = self.timeline.add("cancel", CANCEL, index)
        self.cancelled = beat
        self.timeline.say(beat.start, _("The election is not held"), "bold")
        self.timeline.cue(beat.start, "knell")

    # --- what the scene asks ------------------------------------------------------------------
    def candidates_at(self, t: float) -> list[Candidate]:
        return [c for c in self.candidates if c.appear_at <= t]

    def tally_at(self, t: float) -> dict[str, int]:
        """Votes shown per candidate at ``t``: the weights of the markers turned over (an
        AGAINST token's negative, E-4); from the verdict on, the referee's tally."""
        if self.result is not None and self.verdict_at is not None and t >= self.verdict_at:
            final = {str(name): int(votes) for name, votes in self.result.get("tally") or []}
            return {c.lord: final.get(c.lord, 0) for c in self.candidates}
        tally = {c.lord: 0 for c in self.candidates}
        for m in self.markers:
            if m.face in ("for", "against") and m.flip_at is not None and t >= m.flip_at + FLIP * 0.5:
                tally[m.lord] = tally.get(m.lord, 0) + m.weight
        return tally

    def markers_on(self, lord: str, t: float) -> list[Marker]:
        return [m for m in self.markers if m.lord == lord and m.placed_at <= t]

    def has_voted(self, player: int, t: float) -> bool:
        """Whether ``player`` has laid a marker by ``t`` (one who laid none has none drawn:
        issue 36, defect 7)."""
        return any(p == player and at <= t and laid for p, at, laid in self.voted)

    def laid_none(self, player: int, t: float) -> bool:
        """Whether ``player``'s turn to vote came by ``t`` and he laid no marker."""
        return any(p == player and at <= t and not laid for p, at, laid in self.voted)

    def winner(self) -> str | None:
        return self.result.get("winner") if self.result else None

    def summary(self, t: float) -> dict[str, Any]:
        return {"candidates": [c.lord for c in self.candidates_at(t)],
                "markers": sorted((m.player, m.lord, m.face_at(t)) for m in self.markers if m.placed_at <= t),
                "tally": self.tally_at(t),
                "verdict": self.verdict_at is not None and t >= self.verdict_at,
                "log": [line.text for line in self.timeline.lines_at(t)]}
