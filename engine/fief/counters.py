"""The counters that stand somewhere, lords and troops, and the ledger of their moves.

Every change of where a counter stands, whose it is or who holds it captive is noted in the
ledger of the state it belongs to, so that the index of the board (engine/fief/index.py)
knows when it is out of date and which counters to file anew. Each state has its own ledger:
nothing here is shared between games.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal, final

KNIGHT: Final = "knight"
MAN: Final = "man"
TroopKind = Literal["knight", "man"]
TROOP_KINDS: tuple[TroopKind, TroopKind] = (KNIGHT, MAN)


class Ledger:
    """The moves of one game's counters: how many there were (``moves``) and the latest of them,
    oldest first, so that the index of the board (``GameState.index``) knows when it is out of
    date and which counters to file anew. ``moved[i]`` is the (counter, attribute, value before)
    of move number ``base + i + 1``. Bounded: once too long it keeps its newer half, and an
    index older than that is rebuilt. Each state has its own (``GameState.ledger``)."""

    __slots__ = ("moves", "base", "moved")

    def __init__(self) -> None:
        self.moves = 0
        self.base = 0
        self.moved: list[tuple[Any, str, Any]] = []

    def note(self, counter: Any, name: str, old: Any) -> None:
        moved = self.moved
        moved.append((counter, name, old))
        self.moves += 1
        if len(moved) > LEDGER_SIZE:
            half = len(moved) // 2
            self.base += half
            del moved[:half]

    def since(self, moves: int) -> list[tuple[Any, str, Any]] | None:
        """The moves after move number ``moves``, or None when the ledger no longer holds them
        all."""
        start = moves - self.base
        if start < 0:
            return None
        return self.moved[start:]


LEDGER_SIZE = 4096


class Placed:
    """Counters that stand somewhere: every change of where one stands, whose it is or who
    holds it captive is noted in the ledger of the state it belongs to (``ledger``, given by
    ``GameState.attach``), so an index of the board built from them knows when it is out of
    date and which counters to file anew. A counter not yet attached notes nothing: a state
    attaches its counters when it is made and whenever it indexes them.

    The constructors (``Lord``, ``Troop``) set their fields past ``__setattr__``: a counter
    being made belongs to no ledger yet, so there is nothing to note, and the call of the hook
    for every field made the counters most of the cost of building a state (a new game, a
    clone, a position read). Their fields and defaults are the dataclass's own, in its order
    (tests/test_counters.py compares them)."""

    ledger: Ledger | None = None

    def __setattr__(self, name: str, value: Any) -> None:
        # The value before is read with getattr, not from ``self.__dict__``: touching the
        # instance's __dict__ makes CPython 3.11 give up its fast attribute reads on that
        # counter for good, and counters' attributes are read everywhere.
        if name in WATCHED:
            ledger = self.ledger
            if ledger is not None:
                ledger.note(self, name, getattr(self, name, None))
        set_attribute(self, name, value)

    def mark(self, **marks: Any) -> None:
        """Set attributes the index does not watch (steps, road, marks of the round) past
        ``__setattr__``, which nothing else needs to see: the end of a round resets them on
        every counter, and each step sets them on every unit moved (one by one, as
        ``self.__dict__`` would slow every later read, see ``__setattr__``). A mark already
        there (the very same value) is left as it is: most are at the end of a round, and
        reading one costs less than setting it."""
        assert WATCHED.isdisjoint(marks)
        for name, value in marks.items():
            if getattr(self, name) is not value:
                set_attribute(self, name, value)


WATCHED = frozenset({"village", "owner", "captor"})
set_attribute = object.__setattr__       # past Placed.__setattr__; a global: a lookup less


@final
@dataclass(init=False)
class Lord(Placed):
    """One of the 18 lord tokens; ``owner`` is None while its card is in a deck or hand."""

    name: str
    sex: str
    owner: int | None = None
    village: str | None = None
    road: str | None = None          # waiting on the road from this neighbour (5.1)
    captor: int | None = None        # held captive by this player (6.2.3)
    steps: int = 0                   # steps made this round (5.0, RULINGS 27)
    moved_with_darc: bool = False    # may take a third step (9.1, A31)
    plague_rolled: bool = False      # one Plague roll per round (RULINGS 22)
    spouse: str | None = None        # 1.1
    assassin: bool = False           # Assassin marker (10.3)
    # Holy Relics carried (11.1): any number, no sentence of the rules limits them (issue 17)
    relics: list[str] = field(default_factory=list)
    # A failed Cavalcade (RULINGS 30), or a won ride that ends where it won (E-22), ends the
    # lord's movement this round
    cavalcade_done: bool = False

    def __init__(self, name: str, sex: str, owner: int | None = None,
                 village: str | None = None, road: str | None = None,
                 captor: int | None = None, steps: int = 0, moved_with_darc: bool = False,
                 plague_rolled: bool = False, spouse: str | None = None,
                 assassin: bool = False, relics: list[str] | None = None,
                 cavalcade_done: bool = False) -> None:
        # The fields above, in their order, past ``Placed.__setattr__`` (see Placed);
        # ``relics`` None is a new empty list, the field's default.
        set_attribute(self, "name", name)
        set_attribute(self, "sex", sex)
        set_attribute(self, "owner", owner)
        set_attribute(self, "village", village)
        set_attribute(self, "road", road)
        set_attribute(self, "captor", captor)
        set_attribute(self, "steps", steps)
        set_attribute(self, "moved_with_darc", moved_with_darc)
        set_attribute(self, "plague_rolled", plague_rolled)
        set_attribute(self, "spouse", spouse)
        set_attribute(self, "assassin", assassin)
        set_attribute(self, "relics", [] if relics is None else relics)
        set_attribute(self, "cavalcade_done", cavalcade_done)


@final
@dataclass(init=False)
class Troop(Placed):
    """A Knight or Man at Arms counter; ``village`` None means in the family's stock."""

    owner: int
    kind: TroopKind
    village: str | None = None
    road: str | None = None
    steps: int = 0
    struck: bool = False             # halved by Plague this round (A21)
    new: bool = False                # placed in this Purchase phase (4.1)

    def __init__(self, owner: int, kind: TroopKind, village: str | None = None,
                 road: str | None = None, steps: int = 0, struck: bool = False,
                 new: bool = False) -> None:
        # The fields above, in their order, past ``Placed.__setattr__`` (see Placed).
        set_attribute(self, "owner", owner)
        set_attribute(self, "kind", kind)
        set_attribute(self, "village", village)
        set_attribute(self, "road", road)
        set_attribute(self, "steps", steps)
        set_attribute(self, "struck", struck)
        set_attribute(self, "new", new)

    def to_stock(self) -> None:
        """Back to the family's stock, with none of the marks of its time on the board: a
        counter in the stock has no road, steps, Plague stroke or purchase mark, so a position
        written from the game (which does not write stock counters' marks) reads back equal."""
        self.village = None
        self.mark(road=None, steps=0, struck=False, new=False)
