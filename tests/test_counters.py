"""The counters' constructors (engine/fief/counters.py) set their fields past the ledger's hook:
they must stay the dataclass's fields, in its order, with its defaults, and a counter made so
must note its later moves like any other."""
import dataclasses
import inspect

import pytest

from engine.fief.counters import Ledger, Lord, Troop
from engine.fief.state import Player, Titles, VillageState
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


def test_a_clone_reads_a_counter_in_one_call_and_copies_its_lists():
    """serial.flat_fields: a class of scalar fields, and lists of scalars, is copied without a
    call per field (issue 38), each list copied: a lord's relics, a village's arrivals and
    besiegers, a family's hand are never shared with the copy."""
    assert all(flat_fields(kind) is not None for kind in (Troop, Lord, VillageState, Player))
    assert flat_fields(Titles) is None                 # its dicts are copied field by field
    troop = Troop(2, "man", village="BLAYE", road="SIGY", steps=1, struck=True, new=True)
    lord = Lord("JEANNE", "F", owner=1, village="BLAYE", relics=["grail"])
    village = VillageState(controller=1, arrivals=[1, 0], besiegers=[2], relics=["grail"])
    family = Player("Ann", "blue", money=4, hand=["harvest"])
    copies = clone_plain([troop, lord, village, family])
    assert copies == [troop, lord, village, family]
    assert all(copy is not value for copy, value in zip(copies, [troop, lord, village, family]))
    lists = [lord.relics, village.arrivals, village.besiegers, village.relics, family.hand]
    copied = [copies[1].relics, copies[2].arrivals, copies[2].besiegers, copies[2].relics,
              copies[3].hand]
    assert copied == lists and all(a is not b for a, b in zip(copied, lists))
