"""Steps under way in a position: an election in progress and an open reaction window, in the
friendly format (docs/position-format.md: election, window) rather than as the engine's own
frames under ``raw``.

An election is written with its title, stage, whose turn it is, the candidates declared and
the markers placed; the votes each family's FOR marker carries are worked out again from the
position, as the election does when its vote opens (1.4, A10). A window is written with its
moment, its public context (seats as colours), the family it started from, and how far
priority has gone round (A1).
"""
from __future__ import annotations

from typing import Any

from ..electorate import items, voting_lords, weight
from ..game import Game
from ..match import push
from ..moments import WindowContext
from ..phases.elections import ElectionData
from ..state import Frame
from ..windows import WindowData, window_order
from .fields import as_dict
from .names import Names, PositionError

SEAT_KEYS = ("player", "attacker", "defender")      # context values that are a seat
SEATS_KEYS = ("attack", "defence")                  # context values that are seats
WINDOW_KEYS = {"moment", "active", "pos", "passes"}
ELECTION_KEYS = {"item", "stage", "turn", "candidates", "markers"}


# --- reading -------------------------------------------------------------------------------

def read_frames(data: dict[str, Any], game: Game, names: Names) -> bool:
    """Push the election and the window a position says are under way; True if it said any
    (the step has then begun: its opening window is behind it)."""
    said = False
    if data.get("election") is not None:
        read_election(as_dict(data["election"], "election"), game, names)
        said = True
    if data.get("window") is not None:
        read_window(as_dict(data["window"], "window"), game, names)
        said = True
    return said


def item_of(value: Any, names: Names) -> str:
    """'bishop 5', 'bishop of SIGY', 'bishop:5', 'pope' or 'king'."""
    text = " ".join(str(value).lower().replace(":", " ").split())
    if text in ("pope", "king"):
        return text
    if text.startswith("bishop"):
        see = text.removeprefix("bishop").strip().removeprefix("of").strip()
        return f"bishop:{names.bishopric(see, 'election.item')}"
    raise PositionError(f"election.item: {value!r} is none of 'bishop N', 'pope', 'king'")


def read_election(entry: dict[str, Any], game: Game, names: Names) -> None:
    unknown = set(entry) - ELECTION_KEYS
    if unknown:
        raise PositionError(f"election: unknown {', '.join(sorted(unknown))}; known: "
                            f"{', '.join(sorted(ELECTION_KEYS))}")
    state = game.state
    bottom = state.stack[-1]
    if bottom.kind != "elections":
        raise PositionError("election: an election is under way only in the elections step")
    item = item_of(entry.get("item"), names)
    stage = entry.get("stage", "candidacy")
    if stage not in ("candidacy", "window", "vote"):
        raise PositionError("election.stage: 'candidacy', 'window' or 'vote'")
    order = state.order()
    turn = entry.get("turn")
    index = len(order) if turn in (None, "done") else order.index(names.seat(turn, "election.turn"))
    candidates = [[names.seat(who, "election.candidates"),
                   names.lord(lord, "election.candidates")]
                  for who, lord in as_dict(entry.get("candidates", {}),
                                           "election.candidates").items()]
    markers = []
    for who, placed in as_dict(entry.get("markers", {}), "election.markers").items():
        placed = as_dict(placed, f"election.markers.{who}")
        markers.append([names.seat(who, "election.markers"),
                        *(names.lord(placed[k], "election.markers") if placed.get(k) else None
                          for k in ("for", "decoy"))])
    held = stage == "vote"
    weights = [[p, weight(game, item, p), voting_lords(game, item, p)]
               for p in order] if held else []
    bottom.data.update({"index": items(game).index(item), "ran": True, "held": False})
    push(game, "election", ElectionData(item=item, stage=stage, turn=index,
                                        candidates=candidates, weights=weights,
                                        markers=markers, held=held))


def read_window(entry: dict[str, Any], game: Game, names: Names) -> None:
    if "moment" not in entry:
        raise PositionError("window: give at least its moment (step_start, after_turn, ...)")
    ctx: dict[str, Any] = {}
    for key, value in entry.items():
        if key in WINDOW_KEYS - {"moment"}:
            continue
        if key in SEAT_KEYS and value is not None:
            value = names.seat(value, f"window.{key}")
        elif key in SEATS_KEYS:
            value = [names.seat(v, f"window.{key}") for v in value]
        ctx[key] = value
    ctx = {"moment": str(entry["moment"]), **ctx}
    active = names.seat(entry["active"], "window.active") if "active" in entry else None
    window: WindowData = {"ctx": typed_context(ctx), "order": window_order(game, active),
                          "pos": int(entry.get("pos", 0)), "passes": int(entry.get("passes", 0))}
    push(game, "window", window)


def typed_context(ctx: dict[str, Any]) -> WindowContext:
    context: WindowContext = {"moment": ctx["moment"]}
    context.update(ctx)                 # type: ignore[typeddict-item]
    return context


# --- writing -------------------------------------------------------------------------------

def write_frames(game: Game, out: dict[str, Any]) -> None:
    """The election and the window on top of the round step, in the friendly format, when
    nothing else is under way above the step (otherwise ``raw`` keeps the stack)."""
    stack = game.state.stack[1:]
    if stack and stack[0].kind == "election":
        out["election"] = election_entry(game, stack[0])
        stack = stack[1:]
    if len(stack) == 1 and stack[0].kind == "window":
        out["window"] = window_entry(game, stack[0])


def election_entry(game: Game, frame: Frame[ElectionData]) -> dict[str, Any]:
    state = game.state
    colour = [p.colour for p in state.players]
    data = frame.data
    item = data["item"].replace(":", " ")
    order = state.order()
    entry: dict[str, Any] = {"item": item, "stage": data["stage"],
                             "turn": colour[order[data["turn"]]]
                             if data["turn"] < len(order) else "done"}
    if data["candidates"]:
        entry["candidates"] = {colour[p]: lord for p, lord in data["candidates"]}
    if data["markers"]:
        entry["markers"] = {colour[p]: {"for": f, "decoy": d} for p, f, d in data["markers"]}
    return entry


def window_entry(game: Game, frame: Frame[WindowData]) -> dict[str, Any]:
    colour = [p.colour for p in game.state.players]
    data = frame.data
    entry: dict[str, Any] = {}
    for key, value in data["ctx"].items():
        if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
            value = colour[value]
        elif key in SEATS_KEYS and isinstance(value, list):
            value = [colour[v] for v in value]
        entry[key] = value
    entry["active"] = colour[data["order"][0]]
    if data["pos"]:
        entry["pos"] = data["pos"]
    if data["passes"]:
        entry["passes"] = data["passes"]
    return entry
