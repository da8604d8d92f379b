"""The frames of ``update`` messages, each part of a view written as JSON once per move.

After a move the host sends an update to every seat and to the spectators: each seat's view is
its own, but most of it (the villages, the lords, the titles in Fief) is the same for every
seat, and encoding the whole view again for each of them was a third of the host's work per
action in the crowd run (issue 38: 0.2 ms a view, 3.5 views an action). ``UpdateText`` keeps,
for each key of a view, the text of its value at the current move, and writes it again only
when a later view of the same move holds a different value there (compared with ``==``: a
few microseconds against a hundred for the encoding; none for a part that the referee built
once for every view of the position, as Fief's ``Game.shared_view``). A view is a value to
read, never changed once made (``engine.contract``), so a kept value never changes under the
text made from it; and only views of the same move are compared, a position whose parts each
hold the same type of value whoever looks at them. A list of dicts or lists (Fief's
``players``: each seat sees its own purse and hand, every other entry as the others see it) is
kept element by element: a seat's list is written from the texts of the elements equal to the
kept list's at the same place, and only the others are encoded (issue 38: the players were a
fifth of the encoding's cost, written again for every seat). The frame is the one
``protocol.encode`` would make, byte for byte (tests/test_net_viewtext.py).
"""
from __future__ import annotations

import json
import json.encoder
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .eventlog import EventTexts

CONTAINERS = (dict, list)


def json_writer() -> Callable[[Any], str]:
    """``json.dumps(value, ensure_ascii=False, separators=(",", ":"))``, without the set-up
    ``JSONEncoder.encode`` repeats at every call (a third of the cost of a small value, and an
    update is written in a dozen pieces): the C encoder made once, as ``encode`` makes it.

    ``json.encoder.c_make_encoder`` is not public API; the public way, an encoder's ``encode``
    made once (``check_circular=False``, as here), writes the same bytes but took 0.69-1.04 ms
    of CPU an action for the encoding against 0.58-0.89 ms in bench/net_host_cpu.py (1,000
    actions, 8 alternated runs each, ``time.process_time``, load 12-17), about 18% more. So
    the private encoder stays, used only when the interpreter has it (CPython's ``_json``);
    without it, the public ``encode`` serves (tests/test_net_viewtext.py runs both). No check
    for circular values: a view is a tree."""
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return encoder.encode
    chunks = make(None, encoder.default, json.encoder.encode_basestring, None, ":", ",",
                  False, False, True)
    join = "".join
    return lambda value: join(chunks(value, 0))


class UpdateText:
    """Encodes ``update`` messages for one host (one game; not thread-safe: the network
    thread's)."""

    def __init__(self) -> None:
        self.write = json_writer()
        self.move: Any = None
        # view key -> (value, its JSON text, its elements' texts when kept one by one)
        self.parts: dict[str, tuple[Any, str, list[str] | None]] = {}

    def frame(self, update: dict[str, Any]) -> bytes:
        """The frame of ``update`` (a dict with a ``view`` dict and a ``standing`` with its
        ``move``), as ``protocol.encode(update)`` (of the update with the events' dictionaries
        when it holds their texts); raises ``ProtocolError`` when too long."""
        move = update["standing"]["move"]
        if move != self.move:                 # another position: nothing kept is of use
            self.move, self.parts = move, {}
        return p.frame(self.members(update, self.message_part))

    def message_part(self, key: str, value: Any) -> str | None:
        """The view's member, written from its parts; events already written (``EventTexts``)
        as they are; None for the others (encoded)."""
        if key == "view":
            return '"view":' + self.members(value, self.kept)
        if type(value) is EventTexts:
            return f'{self.write(key)}:[{",".join(value)}]'
        return None

    def kept(self, key: str, value: Any) -> str | None:
        """The text of a view's member holding a list or a dict (``"key":value``), kept while
        its value is equal; None for a scalar."""
        if type(value) not in CONTAINERS:
            return None
        kept = self.parts.get(key)
        if kept is not None and (kept[0] is value or kept[0] == value):
            return kept[1]
        if type(value) is list and value and type(value[0]) in CONTAINERS:
            items = self.items(value, kept)
            text = f'{self.write(key)}:[{",".join(items)}]'
            self.parts[key] = (value, text, items)
            return text
        text = self.write({key: value})[1:-1]
        self.parts[key] = (value, text, None)
        return text

    def items(self, value: list[Any], kept: tuple[Any, str, list[str] | None] | None) -> list[str]:
        """The texts of a list's elements: the kept ones where the kept list (of this move)
        holds an equal element at the same place, the others encoded."""
        encode = self.write
        if kept is None or kept[2] is None:
            return [encode(item) for item in value]
        old, texts = kept[0], kept[2]
        return [texts[i] if i < len(texts) and (old[i] is item or old[i] == item)
                else encode(item) for i, item in enumerate(value)]

    def members(self, mapping: dict[str, Any], part: Callable[[str, Any], str | None]) -> str:
        """A dict's JSON text, in its order: each member ``part`` writes (``"key":value``) as
        it says, the runs of the others between them in one call each."""
        encode = self.write
        texts: list[str] = []
        run: dict[str, Any] = {}
        for key, value in mapping.items():
            text = part(key, value)
            if text is None:
                run[key] = value
                continue
            if run:
                texts.append(encode(run)[1:-1])
                run = {}
            texts.append(text)
        if run:
            texts.append(encode(run)[1:-1])
        return "{" + ",".join(texts) + "}"
