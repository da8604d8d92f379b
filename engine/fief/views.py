"""What one seat may see (DESIGN principle 4): built by listing what to include, never by
deleting from a full copy. The LAN host, the bots and the hot-seat screens all receive this.

Public facts a player at the table sees on the cardboard are shown too: troops bought this
Purchase phase and the steps each counter made this round (per stack, as counts: under Fog of
War they say nothing of the kinds), the lords refused passage this Movement turn (in the
``movement`` frame), the vote markers each voter has placed or still holds (``election``).

Hidden from a seat: other hands (only their size), deck order and the face-down Disaster track
(only sizes), other players' pending choices, and, under the optional rules, other families'
money (hidden_money) and troop types (Fog of War 11.2: a count of counters per stack).
"""
from __future__ import annotations

from typing import Any

from ..events import Event
from .control import controller
from .match import Match
from .state import KNIGHT
from .titles import titles_of, victory_points

VIEW_VERSION = 1

View = dict[str, Any]      # the view's fields are documented in view_for


def view_for(g: Match, seat: int | None) -> View:
    """The view of one seat; ``None`` is a spectator, who sees public information only."""
    state = g.state
    return {
        "format": "fief-view",
        "version": VIEW_VERSION,
        "seat": seat,
        "move": state.version,
        "round": state.round,
        "phase": state.phase,
        "step": state.top().kind if state.top() else None,
        "first": state.first,
        "finished": state.finished,
        "winners": list(state.winners) if state.winners is not None else None,
        "options": {k: v for k, v in state.options.items() if k != "seed"},  # the seed tells the decks
        "players": [player_view(g, p, seat) for p in range(state.n)],
        "lords": [lord_view(g, name) for name, lord in sorted(state.lords.items())
                  if lord.owner is not None],
        "villages": {v: village_view(g, v, seat) for v in sorted(state.villages)},
        "titles": titles_view(g),
        "disasters": {b: list(c) for b, c in state.disasters.items()},
        "fortunes": {b: list(c) for b, c in state.fortunes.items()},
        "taxes": [{"player": t.player, "kind": t.kind, "target": t.target, "role": t.role}
                  for t in state.taxes],
        "relics": {r: h for r, h in sorted(state.relics.items())},
        "disaster_track": len(state.disaster_track),
        "decks": {"lords": len(state.lords_deck), "lords_discard": len(state.lords_discard),
                  "fortune": len(state.fortune_deck), "fortune_discard": len(state.fortune_discard)},
        "stock": {"mills": state.mills_stock, "forts": state.forts_stock},
        "pending": [d.to_dict() for d in g.pending() if d.player == seat],
        "waiting_for": sorted({d.player for d in g.pending()}),
        "frames": [frame_view(g, i, seat) for i in range(len(state.stack))],
    }


def player_view(g: Match, p: int, seat: int | None) -> dict[str, Any]:
    state = g.state
    player = state.players[p]
    own = p == seat
    data: dict[str, Any] = {
        "name": player.name,
        "colour": player.colour,
        "hand_size": len(player.hand),
        "diplomacy": player.diplomacy,
        "tax_markers": player.tax_markers,
        "vp": victory_points(state, p),
        "stock": {"knights": len(state.stock(p, KNIGHT)), "men": len(state.stock(p, "man")),
                  "engines": sum(1 for e in state.engines if e.owner == p and e.village is None)},
    }
    if own or not g.option("hidden_money"):
        data["money"] = player.money
    if own:
        data["hand"] = list(player.hand)
    return data


def lord_view(g: Match, name: str) -> dict[str, Any]:
    lord = g.state.lords[name]
    return {"name": name, "sex": lord.sex, "owner": lord.owner, "village": lord.village,
            "road": lord.road, "captor": lord.captor, "spouse": lord.spouse,
            "assassin": lord.assassin, "relic": lord.relic, "steps": lord.steps,
            "darc": g.state.titles.darc == name, "titles": titles_of(g.state, name)}


def village_view(g: Match, village: str, seat: int | None) -> dict[str, Any]:
    state = g.state
    vs = state.villages[village]
    fog = g.option("fog_of_war")
    stacks: dict[str, dict[str, Any]] = {}
    for troop in state.troops:
        if troop.village != village:
            continue
        key = f"{troop.owner}:{troop.road or ''}"
        stack = stacks.setdefault(key, {"player": troop.owner, "road": troop.road})
        if fog and troop.owner != seat:
            stack["counters"] = stack.get("counters", 0) + 1
        else:
            field = "knights" if troop.kind == KNIGHT else "men"
            stack[field] = stack.get(field, 0) + 1
        if troop.new:                   # bought this Purchase phase: 4 at most a village (4.1)
            stack["new"] = stack.get("new", 0) + 1
        if troop.steps:                 # steps made this round, counter by counter (RULINGS 27)
            steps = stack.setdefault("steps", {})
            steps[str(troop.steps)] = steps.get(str(troop.steps), 0) + 1
    engines = [{"player": e.owner, "level": e.level} for e in state.engines if e.village == village]
    return {"controller": controller(g, village), "occupied_by": vs.controller,
            "arrivals": list(vs.arrivals), "mills": vs.mills, "fort": vs.fort,
            "besiegers": list(vs.besiegers), "relics": list(vs.relics), "engines": engines,
            "stacks": [stacks[k] for k in sorted(stacks)]}


def titles_view(g: Match) -> dict[str, Any]:
    t = g.state.titles
    return {"king": t.king, "queen": t.queen, "regent": t.regent, "pope": t.pope,
            "crown_prince": t.crown_prince, "darc": t.darc, "excommunicated": t.excommunicated,
            "fiefs": dict(t.fiefs), "bishops": dict(t.bishops), "cardinals": list(t.cardinals),
            "reserved": dict(t.vacant_fiefs_reserved)}


def frame_view(g: Match, index: int, seat: int | None) -> dict[str, Any]:
    frame = g.state.stack[index]
    return {"kind": frame.kind, **g.step(frame.kind).view(g, frame, seat)}


def redact(event: Event, seat: int | None) -> dict[str, Any] | None:
    """An event as a seat may receive it: None when addressed to others only."""
    if not event.visible_to(seat):
        return None
    return event.to_dict()
