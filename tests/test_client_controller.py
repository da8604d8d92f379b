"""The controller reads what the referee says about its decisions and events (issue 16): an
answer is taken back only when its decision lists it as ``revocable`` (or it is a free action)
and nothing it caused was chance or private; a decision waits behind a hand-off only when the
referee marks it ``private``. The client keeps no list of kinds of its own."""
import json
from pathlib import Path

import pytest

from engine.fief.api import FIEF, GameOptions, load_position
from engine.record import Record
from game.fief.controller import Controller
from game.fief.local_table import LocalTable
from game.fief.table import TableSetup

POSITION = Path(__file__).parent / "positions" / "purchase_4_1_david_st_medard.json"


def controller(optional=(), humans=3):
    """DAVID buying in ST MÉDARD (4.1), at a table of this screen (all seats human unless
    fewer are asked for), the computers never acting first (it is DAVID's turn)."""
    position = json.loads(POSITION.read_text(encoding="utf-8"))
    position["optional"] = list(optional)
    game = load_position(position)
    options = GameOptions.from_dict(game.state.options)
    kinds = ("human",) * humans + ("computer",) * (3 - humans)
    record = Record.of(FIEF, game)
    table = LocalTable(TableSetup(options, kinds), record=record, events=list(game.events))
    return Controller(TableSetup(options, kinds), table)


@pytest.fixture
def c():
    made = controller()
    yield made
    made.close()


def money(c, seat=0):
    return c.views[seat]["players"][seat]["money"]


def test_4_1_a_recruit_is_revocable_so_it_may_be_taken_back(c):
    asked = c.current()
    assert asked.seat == 0 and asked.kind == "purchase"
    assert "recruit" in asked.decision["revocable"]        # the referee says so, not the client
    before = money(c)
    assert c.submit(0, {"kind": "recruit", "village": "ST MÉDARD", "knights": 0, "men": 1}).ok
    assert money(c) == before - 1 and (c.undo_refusal() is None)
    assert c.undo()
    assert money(c) == before and not (c.undo_refusal() is None)


def test_4_0_ending_the_purchases_is_not_revocable_so_it_stays(c):
    asked = c.current()
    assert "end_purchase" not in asked.decision["revocable"]
    assert c.submit(0, {"kind": "end_purchase"}).ok
    assert c.current() is None or c.current().seat != 0      # the word passed on
    assert not c.table.undoable(0) and not (c.undo_refusal() is None)


def test_rulings_20_a_free_action_may_be_taken_back(c):
    before = money(c)
    assert c.submit(0, {"kind": "give_money", "to": 1, "amount": 2}).ok
    assert money(c) == before - 2 and (c.undo_refusal() is None)
    assert c.undo() and money(c) == before


def test_a42_a_decision_waits_behind_a_hand_off_only_when_the_referee_marks_it_private():
    open_table = controller()
    try:
        asked = open_table.current()
        assert "private" not in asked.decision and not asked.private
        assert not open_table.needs_handoff()
    finally:
        open_table.close()
    hidden = controller(optional=("hidden_money",))
    try:
        asked = hidden.current()
        assert asked.decision["private"] is True and asked.private    # A42: money is hidden
        assert hidden.needs_handoff()
    finally:
        hidden.close()
