"""The counters' constructors (engine/fief/counters.py) set their fields past the ledger's hook:
they must stay the dataclass's fields, in its order, with its defaults, and a counter made so
must note its later moves like any other."""
import dataclasses
import inspect

import pytest

from engine.fief.counters import Ledger, Lord, Troop
from engine.serial import clone_plain, field_names, flat_fields


@pytest.mark.parametrize("kind", [Lord, Troop])
def test_constructor_takes_every_field_in_order_with_its_default(kind):
    params = list(inspect.signature(kind.__init__).parameters.values())[1:]
    fields = dataclasses.fields(kind)
    assert [p.name for p in params] == [f.name for f in fields]
    for param, f in zip(params, fields):
        if f.default_factory is not dataclasses.MISSING:
            assert param.default is None            # None stands for a new default value
        else:
            assert param.default == (inspect.Parameter.empty if f.default is dataclasses.MISSING
                                     else f.default), f.name


@pytest.mark.parametrize("kind, args", [(Lord, ("JEANNE", "F")), (Troop, (0, "knight"))])
def test_a_counter_made_has_every_field_and_a_fresh_default_list(kind, args):
    one, two = kind(*args), kind(*args)
    assert one == two and vars(one).keys() == set(field_names(kind))
    if kind is Lord:
        one.relics.append("grail")
        assert two.relics == []                     # each lord his own list
    rebuilt = kind(*[getattr(one, name) for name in field_names(kind)])
    assert rebuilt == one                           # as serial.clone_plain rebuilds it


def test_a_counter_made_notes_nothing_then_notes_its_moves_once_attached():
    troop = Troop(0, "knight", village="BLAYE")
    ledger = Ledger()
    object.__setattr__(troop, "ledger", ledger)
    assert ledger.moves == 0
    troop.village = "SIGY"
    assert ledger.moves == 1 and ledger.since(0) == [(troop, "village", "BLAYE")]


def test_a_clone_reads_a_troop_in_one_call_but_copies_a_lord_field_by_field():
    """serial.flat_fields: only a class of scalar fields is copied without a call per field
    (a lord's relics are a list, which a copy must not share)."""
    assert flat_fields(Troop) is not None and flat_fields(Lord) is None
    troop = Troop(2, "man", village="BLAYE", road="SIGY", steps=1, struck=True, new=True)
    lord = Lord("JEANNE", "F", owner=1, village="BLAYE", relics=["grail"])
    copied_troop, copied_lord = clone_plain([troop, lord])
    assert copied_troop == troop and copied_troop is not troop
    assert copied_lord == lord and copied_lord.relics is not lord.relics
