"""Every event the referee tells has the form its kind declares (engine/fief/event_kinds/):
checked in random games with every optional rule, free actions and Cavalcades
(test_typed_boundaries.py, in the same pass as frames, decisions and views), and, through
``told_events_conform`` (conftest.py), in every test of the suite, rulebook examples included.
An event's ``chance`` mark follows its kind (event_kinds/chance.py)."""
from __future__ import annotations

from conforms import problems

from engine.events import Event
from engine.fief.event_kinds.catalog import KINDS
from engine.fief.event_kinds.chance import CHANCE
from engine.fief.messages import EVENT_TEXT


def departures(event: Event) -> list[str]:
    """How the event's JSON form departs from its kind's declaration (empty when it conforms)."""
    form = KINDS.get(event.kind)
    if form is None:
        return [f"{event.kind}: no declared kind"]
    return problems(event.to_dict(), form, event.kind)


def test_every_declared_kind_has_a_log_line_and_every_log_line_a_kind():
    assert set(KINDS) == set(EVENT_TEXT)
    assert CHANCE <= set(KINDS)


def test_a_departure_from_a_kind_is_found():
    """The check itself: an unknown kind, a missing or extra parameter, a wrong type."""
    good = Event.make("lord_placed", lord="HUGUES", village="BLAYE", player=1)
    assert departures(good) == []
    assert departures(Event.make("lord_landed", lord="HUGUES")) != []
    assert departures(Event.make("lord_placed", lord="HUGUES", player=1)) != []
    assert departures(Event.make("lord_placed", lord="HUGUES", village="BLAYE", player=1,
                                 extra=2)) != []
    assert departures(Event.make("lord_placed", lord="HUGUES", village="BLAYE",
                                 player="one")) != []
