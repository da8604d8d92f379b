"""The checks of a hand-written position of Middle-Ages (position.py): whole numbers within
their bounds, lists where lists are written, each tile in one place, and Lords and Scouts
where play could have left them, so that a position either loads and plays on, or is refused
with the field and the rule it breaks (``PositionError``), never a traceback."""
from __future__ import annotations

from typing import Any

from .state import State
from .tiles import EVENT_TURNS, TILES, TURNS, EventCard
from .turn import destination_row, lords_row


class PositionError(ValueError):
    """A position that cannot be read; the message says where and why."""


def whole(value: Any, where: str, low: int = 0, high: int | None = None) -> int:
    """A whole number written in a position, within its bounds, or the fault named."""
    if not isinstance(value, int) or isinstance(value, bool) or value < low \
            or (high is not None and value > high):
        bounds = f"{low} to {high}" if high is not None else f"{low} or more"
        raise PositionError(f"{where}: a whole number, {bounds}, not {value!r}")
    return value


def read_list(items: Any, where: str) -> list[Any]:
    if not isinstance(items, list):
        raise PositionError(f"{where}: a list is expected, not {items!r}")
    return items


def tile_text(tile: int) -> str:
    return TILES[tile].name


def check_tiles(state: State) -> None:
    """Each tile in one place at most (M2), one Lord per tile (MA-3)."""
    places = [t for row in state.rows for t in row if t is not None]
    places += state.pile + state.orange + state.discard
    for player in state.players:
        places += [t for column in player.columns.values() for t in column] + player.graveyard
    doubles = sorted({t for t in places if places.count(t) > 1})
    if doubles:
        raise PositionError(f"tiles written twice: {', '.join(tile_text(t) for t in doubles)}")
    lords = [tuple(p.lord) for p in state.players if p.lord is not None]
    if len(lords) != len(set(lords)):
        raise PositionError("MA-3: one Lord per tile")


def check_pawns(state: State) -> None:
    """A Lord or a Scout stands on a place of the table (M3: players + 1 a row); a Lord still
    to play, on a tile (M4.2.2 takes the tile it leaves); a Scout, on a tile (M5.4)."""
    for seat, player in enumerate(state.players):
        for pawn, place in (("lord", player.lord), ("scout", player.scout)):
            if place is not None and not place[1] < state.n + 1:
                raise PositionError(f"players[{seat}].{pawn}: column 0 to {state.n}")
        if player.scout is not None and state.rows[player.scout[0]][player.scout[1]] is None:
            raise PositionError(f"players[{seat}].scout: a Scout reserves a tile (M5.4)")
    if state.phase == "placement" and None in state.rows[0]:
        raise PositionError("rows[0]: at the placement the top row holds players + 1 tiles "
                            "(M3.3)")
    if state.phase == "play":
        row = lords_row(state.turn)
        waiting = state.order[state.current + (state.asked is not None):]
        free = [c for c, t in enumerate(state.rows[destination_row(state.turn)])
                if t is not None and state.lord_at(destination_row(state.turn), c) is None]
        if state.turn < TURNS and waiting and len(free) <= len(waiting):
            raise PositionError(f"rows[{destination_row(state.turn)}]: too few tiles without "
                                "a Lord for the Lords still to move (MA-3: at least two for "
                                "the last)")
        for seat in waiting:
            lord = state.players[seat].lord
            if lord is None or lord[0] != row or state.rows[row][lord[1]] is None:
                raise PositionError(f"players[{seat}].lord: a Lord still to play stands on "
                                    f"the tile it will take, on row {row} (M4.2)")
        check_discarded(state, row)
        for seat in state.order[:state.current] if state.turn < TURNS else ():
            lord = state.players[seat].lord
            if lord is None or lord[0] != destination_row(state.turn) \
                    or state.rows[lord[0]][lord[1]] is None:
                raise PositionError(f"players[{seat}].lord: a Lord that has played turn "
                                    f"{state.turn} stands on a tile of row "
                                    f"{destination_row(state.turn)} (M4.2.1)")


def check_discarded(state: State, row: int) -> None:
    """M4.1: once a turn's plays have begun, the Lords' row holds no tile without a Lord (step
    1 discarded it); such a tile would be lost when the row is refilled. A turn written at its
    start (nobody has played, nothing asked) is before step 1, and loading discards it."""
    if state.current == 0 and state.asked is None:
        return
    for col, tile in enumerate(state.rows[row]):
        if tile is not None and state.lord_at(row, col) is None:
            raise PositionError(f"rows[{row}][{col}]: {tile_text(tile)} has no Lord on the "
                                f"Lords' row after plays have begun: step 1 discarded it "
                                f"(M4.1); write it in the discard pile")


def check_flow(state: State) -> None:
    """A Restoration awaited at the end of a turn whose card it is (M4.4: the k-th card at the
    end of turn 4k, MA-10); a game over after turn 16 (M8)."""
    if state.phase == "restoration":
        card = state.events[state.events_done] if state.events_done < len(state.events) else None
        if state.turn not in EVENT_TURNS or card != EventCard.RESTORATION \
                or state.events_done != EVENT_TURNS.index(state.turn):
            raise PositionError("phase: a Restoration is chosen at the end of turn 4k when the "
                                "k-th card is Restoration (M4.4, MA-10); cards_done: the cards "
                                "struck before it")
    if state.phase == "over" and state.turn != TURNS:
        raise PositionError(f"phase: the game is over after turn {TURNS} (M8)")
