"""The end of a game in charts (issue 36, item 6): each family's figures round by round, read
from the referee's events and from nothing else.

The event that ends a round (``round_ended``, or ``game_won`` / ``game_ended_at_round_limit`` /
``game_ended_stalled`` for the last one) carries every family's figures (engine/fief/figures.py): victory points,
villages controlled, money unless it was hidden (A42), the introductory game's gems (S-3), and
troop counters on the map except in the introductory game, which has no armies (004 §2.2).
This module turns a log of events into one series per measure; what a measure cannot show is
said (a note) rather than drawn as zeros. Nothing here draws (render/line_chart.py does).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.shell.i18n import N_
from game.fief.ui.counts import MONEY_LABELS, count, money, rules_of

ROUND_ENDS = ("round_ended", "game_won", "game_ended_at_round_limit", "game_ended_stalled")
MEASURES = ("vp", "money", "villages", "troops")

# A measure's tab, and what its chart shows (msgids).
TABS: dict[str, str] = {"vp": N_("Victory points"), "villages": N_("Villages"),
                        "troops": N_("Troops"), "gems": N_("Gems")}
CAPTIONS: dict[str, str] = {
    "vp": N_("Victory points of each family at the end of each round (7.0)."),
    "money": N_("The treasury of each family at the end of each round."),
    "gems": N_("Resources are spent in their phase (S-3): the chart shows the gems each "
               "family keeps at the end of each round."),
    "villages": N_("Villages each family controls at the end of each round (5.1)."),
    "troops": N_("Troop counters each family has on the map at the end of each round."),
}
NO_TROOPS = N_("The introductory game has no armies (004 §2.2): there are no troops to chart.")
HIDDEN_MONEY = N_("Money was hidden in this game (optional rule A42): it is not charted.")
NO_ROUND = N_("No round has ended yet: the charts start at the end of round 1.")


@dataclass(frozen=True)
class Series:
    """One measure over the rounds: ``values[seat][i]`` at the end of ``rounds[i]``; ``key``
    is the figure read (``money`` or ``gems`` for the money tab); ``note`` (a msgid) says why
    nothing is drawn when ``values`` is empty."""

    measure: str
    key: str
    rounds: tuple[int, ...]
    values: tuple[tuple[int, ...], ...]
    note: str = ""


def figures_by_round(events: Iterable[Mapping[str, Any]]) -> list[tuple[int, list[Mapping[str, Any]]]]:
    """(round, figures by seat) for every round whose end the events tell, in order; a round
    told twice (a log read again) keeps its last telling."""
    rounds: dict[int, list[Mapping[str, Any]]] = {}
    for event in events:
        if event.get("kind") in ROUND_ENDS and isinstance(event.get("figures"), list):
            rounds[int(event.get("round", 0))] = list(event["figures"])
    return sorted(rounds.items())


def event_rounds(events: Sequence[Mapping[str, Any]], round_now: int) -> list[int]:
    """The round each event happened in, the last of them in ``round_now`` (the view read with
    them): a batch read at once may span several rounds (a table's computers playing on while
    a ceremony covered the screen), an event before a ``round_started`` being of the round
    before it."""
    rounds, current = [], round_now
    for event in reversed(events):
        rounds.append(current)
        if event.get("kind") == "round_started":
            current = int(event.get("round", current + 1)) - 1
    return rounds[::-1]


def figure_key(measure: str, rounds: list[tuple[int, list[Mapping[str, Any]]]]) -> str:
    """The figure a measure reads: the money tab reads gems where the events carry them."""
    rows = [row for _r, figures in rounds for row in figures]
    if measure == "money" and rows and all("gems" in row for row in rows):
        return "gems"
    return measure


def series(rounds: list[tuple[int, list[Mapping[str, Any]]]], measure: str, families: int) -> Series:
    """The measure's series for ``families`` seats, or an empty one with the reason."""
    key = figure_key(measure, rounds)
    if not rounds:
        return Series(measure, key, (), (), NO_ROUND)
    rows = [row for _r, figures in rounds for row in figures]
    if not all(key in row for row in rows):
        return Series(measure, key, (), (), NO_TROOPS if measure == "troops" else HIDDEN_MONEY)
    values = []
    for seat in range(families):
        by_seat = [next((int(r[key]) for r in figures if r.get("player") == seat), 0)
                   for _round, figures in rounds]
        values.append(tuple(by_seat))
    return Series(measure, key, tuple(r for r, _f in rounds), tuple(values))


def tab_label(measure: str, key: str, edition: Any) -> str:
    """The tab's msgid: the edition's money by its name (Deniers, Ecus), else the measure."""
    if measure == "money" and key == "money":
        return MONEY_LABELS[rules_of(edition).money]["sum"]
    return TABS[key]


def amount(key: str, n: int, edition: Any) -> str:
    """A value in words with its plural form: "3 victory points", "12 deniers", "1 gem"."""
    if key == "money":
        return money(n, edition)
    return count({"troops": "counters"}.get(key, key), n)
