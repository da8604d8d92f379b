"""Issue 38: a fuzzer over save files. Real saves of each game and edition are mutated (a
value replaced by another of any JSON type, a field removed or added, a move dropped or
repeated, the text cut short) and loaded as a hosted game is (``net.resume.load_game``): the
answer is a clear one-line refusal, or a game equal to its replay; never a traceback, never
the file changed."""
from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.collection import game_kind
from engine.fief.options import COLOURS
from engine.record import LoadError, Record
from net.resume import load_game

GAMES = [("fief", {"edition": "1429"}), ("fief", {"edition": "2011"}),
         ("fief", {"edition": "simplified"}), ("middle-ages", {})]
PYTHON_WORDS = re.compile(r"Traceback|\b\w+(Error|Exception)\b")

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.sampled_from(
    [10 ** 30, -(10 ** 9), "", "0", "x" * 300, "BLAYE", "move", "fief"]))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(["kind", "col", "x"]), inner,
                                                 max_size=2)), max_leaves=4)


def real_save(name: str, options: dict[str, Any]) -> str:
    """A game of a few moves, saved as a player's file is."""
    kind = game_kind(name)
    colours = COLOURS if name == "fief" else kind.colours
    record = Record.new(kind, {"players": [{"name": f"P{i}", "colour": colours[i]}
                                           for i in range(3)], "seed": 8, **options})
    for _ in range(10):
        seat = record.game.pending()[0].player
        record.apply(seat, record.game.legal(seat)[-1])
    return record.to_json()


@pytest.fixture(scope="module")
def saves() -> list[str]:
    return [real_save(name, options) for name, options in GAMES]


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def mutate(data: Any, draw: st.DrawFn) -> Any:
    """One change somewhere in ``data``: the place chosen by walking down from the top."""
    if isinstance(data, (dict, list)) and data and draw(st.integers(0, 3)):
        keys = list(data) if isinstance(data, dict) else list(range(len(data)))
        key = draw(st.sampled_from(keys))
        data[key] = mutate(data[key], draw)
        return data
    change = draw(st.sampled_from(["replace", "remove", "add", "repeat"]))
    if change == "remove" and isinstance(data, dict) and data:
        del data[draw(st.sampled_from(sorted(data)))]
    elif change == "remove" and isinstance(data, list) and data:
        del data[draw(st.integers(0, len(data) - 1))]
    elif change == "add" and isinstance(data, dict):
        data[draw(st.sampled_from(["bonus", "kind", "player", "money"]))] = draw(values)
    elif change == "repeat" and isinstance(data, list) and data:
        data.insert(draw(st.integers(0, len(data))), data[draw(st.integers(0, len(data) - 1))])
    else:
        return draw(values)
    return data


@st.composite
def damaged(draw: st.DrawFn, text: str) -> str:
    if draw(st.integers(0, 9)) == 0:                              # cut short
        return text[:draw(st.integers(0, len(text) - 1))]
    return json.dumps(mutate(json.loads(text), draw), ensure_ascii=False, indent=1)


@pytest.mark.parametrize("index", range(len(GAMES)), ids=[f"{n}-{o.get('edition', '')}"
                                                          for n, o in GAMES])
@settings(max_examples=12, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_damaged_save_is_refused_in_one_sentence_or_loads_as_its_replay(
        saves: list[str], folder: Path, index: int, data: st.DataObject) -> None:
    text = data.draw(damaged(saves[index]))
    path = folder / f"fuzz{index}.fief.json"
    path.write_text(text, encoding="utf-8")
    written = path.read_bytes()
    try:
        record, _, _, _, _ = load_game(path)
    except LoadError as refusal:
        message = str(refusal)
        assert "\n" not in message and not PYTHON_WORDS.search(message), message
    else:
        replayed, _ = Record.replaying(record.kind, record.start, record.actions)
        assert replayed.game.snapshot() == record.game.snapshot()
    assert path.read_bytes() == written
