"""Where every counter stands: the index of the board a state derives from its counters (never
saved), built in one pass and then caught up from the ledger of moves (counters.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from .counters import Ledger, Lord, Troop


class Counted(Protocol):
    """What an index is made from: a state's counters and the ledger of their moves (the
    state itself, GameState, seen from below it)."""

    troops: list[Troop]
    lords: dict[str, Lord]
    ledger: Ledger

    def attach(self) -> None:
        """Give every counter the state's ledger (counters added since it was made)."""


# Beyond this many moves since an index was made, rebuilding it is as cheap as catching up.
CATCH_UP_MOVES = 32


@dataclass
class Index:
    """The counters by place, in the state's own order: lists of troops per village and in
    each stock, lords per village and per family, and the players present in each village
    (an uncaptured lord or a troop, A35). Never saved: it is derived.

    Built in one pass over the counters (``of``), then kept up to date by ``caught_up``: the
    ledger of moves names the counters moved, and only the lists of the villages and stocks
    they left or entered are made anew, from what those lists held and the troops moved (a
    step changes two villages; a full rebuild was a third of the cost of a move). The lists,
    sets and mappings of an index are never changed once it is made, so what was read from
    an older one stays as it was."""

    moves: int
    troops_at: dict[str, list[Troop]]
    stock: dict[tuple[int, str], list[Troop]]
    lords_at: dict[str, list[Lord]]
    families: dict[int, list[Lord]]
    present: dict[str, set[int]]
    counters: tuple[list[Troop], dict[str, Lord]] = field(repr=False)   # the state's own
    sizes: tuple[int, int] = (0, 0)                    # how many troops and lords they were
    ranks: dict[int, int] = field(default_factory=dict, repr=False)   # id -> place (ranks_of)

    @classmethod
    def of(cls, state: Counted) -> "Index":
        troops_at: dict[str, list[Troop]] = {}
        stock: dict[tuple[int, str], list[Troop]] = {}
        for troop in state.troops:
            village = troop.village
            if village is None:
                key = (troop.owner, troop.kind)
                if key in stock:
                    stock[key].append(troop)
                else:
                    stock[key] = [troop]
            elif village in troops_at:
                troops_at[village].append(troop)
            else:
                troops_at[village] = [troop]
        state.attach()                  # counters added since the state was made, if any
        index = cls(state.ledger.moves, troops_at, stock, {}, {}, {}, (state.troops, state.lords),
                    (len(state.troops), len(state.lords)),
                    ranks_of(state))
        index.file_lords()
        for village in troops_at.keys() | index.lords_at.keys():
            index.count_present(village)
        return index

    def file_lords(self) -> None:
        """The lords per family and per village (18 of them: always all at once)."""
        lords_at: dict[str, list[Lord]] = {}
        families: dict[int, list[Lord]] = {}
        for lord in self.counters[1].values():
            owner = lord.owner
            if owner is None:
                continue
            families.setdefault(owner, []).append(lord)
            if lord.village is not None:
                lords_at.setdefault(lord.village, []).append(lord)
        self.lords_at, self.families = lords_at, families

    def count_present(self, village: str) -> None:
        owners = {t.owner for t in self.troops_at.get(village, ())}
        owners |= {l.owner for l in self.lords_at.get(village, ())        # filed: owned
                   if l.captor is None and l.owner is not None}
        if owners:
            self.present[village] = owners
        else:
            self.present.pop(village, None)

    def rank(self, troop: Troop) -> int:
        """A troop's place in the state's ``troops`` (how frames name a troop)."""
        return self.ranks[id(troop)]

    def caught_up(self, state: Counted) -> "Index | None":
        """A new index with the lists the latest moves changed made anew, or None when the
        whole index must be rebuilt: too many moves, the ledger no longer holds them, or a
        counter moved that is not one of those indexed (another game's, or a new one)."""
        troops, lords = self.counters
        ledger = state.ledger
        if ledger.moves - self.moves > CATCH_UP_MOVES or troops is not state.troops \
                or lords is not state.lords or self.sizes != (len(troops), len(lords)):
            return None
        moved = ledger.since(self.moves)
        if moved is None:
            return None
        ranks = self.ranks
        villages: set[str] = set()
        stocks: set[tuple[int, str]] = set()
        troops_moved: dict[int, Troop] = {}
        lords_moved: dict[int, Lord] = {}
        owners_changed = False
        counter: Troop | Lord
        for counter, name, old in moved:
            if name == "village" and old is not None:
                villages.add(old)
            village, key = counter.village, id(counter)
            if village is not None:
                villages.add(village)
            if type(counter) is Troop:
                if key not in troops_moved:
                    place = ranks.get(key)          # one of the troops indexed, in its place?
                    if place is None or troops[place] is not counter:
                        return None
                    troops_moved[key] = counter
                if village is None or name == "owner" or (name == "village" and old is None):
                    stocks.add((counter.owner, counter.kind))
                    if name == "owner":
                        stocks.add((old, counter.kind))
            else:
                if key not in lords_moved:
                    if lords.get(counter.name) is not counter or key not in ranks:
                        return None                 # not one of the lords indexed
                    lords_moved[key] = counter
                owners_changed = owners_changed or name == "owner"
        return self.refiled_all(ledger.moves, villages, stocks, list(troops_moved.values()),
                                list(lords_moved.values()), owners_changed)

    def successor(self, moves: int) -> "Index":
        """A new index at the latest move sharing every list of this one (never changed once
        made), with its own copy of who is present; the caller refiles what moved."""
        return Index(moves, self.troops_at, self.stock, self.lords_at, self.families,
                     dict(self.present), self.counters, self.sizes, self.ranks)

    def stepped(self, moves: int, troops: list[Troop], lords: list[Lord], here: str,
                to: str) -> "Index | None":
        """The index once ``troops`` and ``lords`` filed in ``here`` stepped to ``to`` (the
        counters already moved, nothing else since this index): only those two villages'
        lists change. None when one of them was not filed in ``here``."""
        new = self.successor(moves)
        if troops:
            troops_at = moved_between(self.troops_at, troops, here, to, self.ranks)
            if troops_at is None:
                return None
            new.troops_at = troops_at
        if lords:
            lords_at = moved_between(self.lords_at, lords, here, to, self.ranks)
            if lords_at is None:
                return None
            new.lords_at = lords_at
        new.count_present(here)
        new.count_present(to)
        return new

    def refiled_all(self, moves: int, villages: set[str], stocks: set[tuple[int, str]],
                    troops_moved: list["Troop"], lords_moved: list["Lord"],
                    owners_changed: bool) -> "Index":
        """The new index once the villages and stocks the moves touched are known."""
        new = self.successor(moves)
        new.troops_at = new.refiled(self.troops_at, villages, troops_moved, village_of)
        new.stock = new.refiled(self.stock, stocks, troops_moved, stock_of)
        if owners_changed:
            new.file_lords()
        elif lords_moved:
            new.lords_at = new.refiled(self.lords_at, villages, lords_moved, lord_village_of)
        for village in villages:
            new.count_present(village)
        return new

    def refiled(self, lists: dict[Any, list[Any]], keys: set[Any], moved: list[Any],
                key_of: Callable[[Any], Any]) -> dict[Any, list[Any]]:
        """A copy of ``lists`` (by village, or by stock) where the list of each of ``keys`` is
        made anew: what it held but the counters moved, and those moved that belong there,
        in the state's order."""
        if not keys or not moved:
            return lists
        lists = dict(lists)
        ranks = self.ranks
        gone: set[int] = set()
        arriving: dict[Any, list[Any]] = {}     # one pass over those moved, not one per key
        for counter in moved:
            gone.add(id(counter))
            arriving.setdefault(key_of(counter), []).append(counter)
        for key in keys:
            found = [c for c in lists.get(key, ()) if id(c) not in gone]
            if key in arriving:
                found += arriving[key]
                if len(found) > 1:
                    found.sort(key=lambda c: ranks[id(c)])
            if found:
                lists[key] = found
            else:
                lists.pop(key, None)
        return lists


def moved_between(lists: dict[str, list[Any]], moved: list[Any], here: str, to: str,
                  ranks: dict[int, int]) -> dict[str, list[Any]] | None:
    """A copy of ``lists`` (by village) with ``moved`` taken out of the list of ``here`` and
    put in that of ``to``, in the state's order; None when they were not all in ``here``."""
    there = lists.get(here, ())
    gone = {id(c) for c in moved}
    left = [c for c in there if id(c) not in gone]
    if len(left) + len(moved) != len(there):
        return None
    entered = [*lists.get(to, ()), *moved]
    entered.sort(key=lambda c: ranks[id(c)])
    lists = dict(lists)
    if left:
        lists[here] = left
    else:
        del lists[here]
    lists[to] = entered
    return lists


def ranks_of(state: Counted) -> dict[int, int]:
    """Each counter's place in the state, by identity: a troop's in ``troops``, a lord's in
    ``lords`` (the order of every list of the index)."""
    ranks = {id(troop): i for i, troop in enumerate(state.troops)}
    ranks.update((id(lord), i) for i, lord in enumerate(state.lords.values()))
    return ranks


def village_of(troop: Troop) -> str | None:
    return troop.village


def stock_of(troop: Troop) -> tuple[int, str] | None:
    return (troop.owner, troop.kind) if troop.village is None else None


def lord_village_of(lord: Lord) -> str | None:
    return lord.village if lord.owner is not None else None
