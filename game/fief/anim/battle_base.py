"""The ground every part of a battle's script stands on: what it holds (rows, rolls, banners,
the battle's conditions over time) and the helpers its beats share (a log line, a row found or
opened, a lord's token, the conditions changed at a time, a card's banner, the counters a row
reveals). The beats themselves are in ``battle_beats`` (a battle), ``battle_calamities`` (an
Uprising, the Plague) and ``battle_paired`` (the simplified variant's paired dice)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

from game.fief.anim.battle_pieces import CARD, NOTE, Counter, LordToken, PairedRoll, Roll, Row
from game.fief.anim.battle_words import event_text
from game.fief.anim.cast import Cast
from game.shell.timeline import Beat, Timeline


class ScriptBase:
    """A battle's script in the making: each event handed to its ``on_<kind>`` beat."""

    def __init__(self, events: Sequence[dict[str, Any]], cast: Cast) -> None:
        self.cast = cast
        self.events = [e for e in events if "audience" not in e]
        self.timeline = Timeline()
        self.rows: list[Row] = []
        self.rolls: list[Roll] = []
        self.banners: list[tuple[Beat, str, str]] = []      # beat, title, subtitle
        self.info: list[tuple[float, dict[str, Any]]] = []   # battle conditions over time
        self.mode = "battle"
        self.village: str | None = None
        self.attacker: int | None = None
        self.defender: int | None = None
        self.cavalcade = False
        self.siege = False
        self.ended: Beat | None = None
        self.outcome: dict[str, Any] | None = None
        self.rounds: list[tuple[float, int]] = []
        self.paired = False                       # a battle by paired dice (simplified variant)
        self.defenders: list[int] = []            # ... its defence's families, principal first
        self.paired_rolls: list[PairedRoll] = []
        self.timeline.add("open", 0.0, -1)
        for index, event in enumerate(self.events):
            handler = getattr(self, "on_" + event.get("kind", ""), None)
            if handler is not None:
                handler(index, event)
            else:
                self.note(index, event)

    @property
    def end(self) -> float:
        return self.timeline.end

    def say(self, at: float, event: Mapping[str, Any], style: str = "body") -> None:
        self.timeline.say(at, event_text(event, self.cast), style)

    def row(self, seat: int | None, at: float, side: str | None = None) -> Row:
        for row in self.rows:
            if row.seat == seat and (row.left_at is None):
                return row
        row = Row(seat, at)
        if side is not None:
            row.moves.append((at, side))
        self.rows.append(row)
        return row

    def lord_token(self, name: str) -> LordToken | None:
        for row in self.rows:
            for token in row.lords:
                if token.name == name:
                    return token
        return None

    def set_info(self, at: float, **changes: Any) -> None:
        current = dict(self.info[-1][1]) if self.info else {}
        current.update(changes)
        self.info.append((at, current))

    def info_at(self, t: float) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for at, info in self.info:
            if at <= t:
                found = info
        return found

    def note(self, index: int, event: dict[str, Any]) -> None:
        beat = self.timeline.add("note", NOTE, index, event=event.get("kind"))
        self.say(beat.start, event)

    def card(self, index: int, event: dict[str, Any], title: str) -> Beat:
        beat = self.timeline.add("card", CARD, index, title=title)
        self.banners.append((beat, title, event_text(event, self.cast)))
        self.say(beat.start, event)
        self.timeline.cue(beat.start, "card")
        return beat

    def fill_units(self, row: Row, knights: int, men: int, lords: Sequence[str], at: float,
                   unknown: int = 0) -> None:
        """The counters of a row as the battle reveals them (11.2: every unit is shown)."""
        i = 0
        for kind, n in (("knight", knights), ("man", men), ("unknown", unknown)):
            pool = row.knights if kind == "knight" else row.men
            have = len([c for c in pool if c.kind == kind and c.fell_at is None])
            for _n in range(max(0, n - have)):
                pool.append(Counter(kind, row.seat, at + 0.05 * i))
                i += 1
        for name in lords:
            if self.lord_token(name) is None:
                row.lords.append(LordToken(name, row.seat, at + 0.05 * i))
                i += 1

