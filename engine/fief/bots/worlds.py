"""Worlds standing at the decision asked, for the Duke's search (search.py).

``determinize.rebuild`` stands a world at the start of the seat's turn in a round step, which
is the decision asked for purchases, movement, battles and marriage proposals. Two decisions
that shape a game are asked inside a turn, so the world is carried on to them from what the
view shows:

- the answer to a marriage proposal (1.1): the world stands at the asker's turn of the Marriage
  step, and the asker's proposal (the decision's ``asker``, ``lord``, ``lady``) is played;
- a candidacy or a vote in an election (1.3-1.8; 2011's FOR and AGAINST tokens, E-4): the
  Elections step and the election frame are put back from the election's own view (the item,
  the stage, the candidates, the voters' weights, where the markers lie). Which of another
  voter's two markers is his FOR is hidden (A11): it is guessed as the Baron lays them (on his
  own or his ally's candidate), else drawn at random, so the world never reads the secret.

Anything else (a window, a battle in progress) gives no world: the Duke answers as the Baron.
"""
from __future__ import annotations

import random
from typing import Any

from ...decisions import DecisionDict
from ...actions import act
from ...errors import EngineError
from ..game import Game
from ..queries import ally_of, items, voting_lords
from ..state import Frame
from ..views import View
from .determinize import faithful, rebuild

ELECTION_KINDS = ("candidate", "vote", "ballot")


def world_at(view: View, decision: DecisionDict[str, dict[str, Any]], seed: int) -> Game | None:
    """A world drawn with ``seed`` whose pending decision is the one asked, or None."""
    kind = decision["kind"]
    if faithful(view, decision):
        return rebuild(view, decision, seed)
    if kind == "answer_marriage":
        return at_proposal(view, decision, seed)
    if kind in ELECTION_KINDS:
        return at_election(view, decision, seed)
    return None


def at_proposal(view: View, decision: DecisionDict[str, dict[str, Any]],
                seed: int) -> Game | None:
    """The Marriage step at the asker's turn, his proposal played (1.1)."""
    frames = view.get("frames") or []
    info = decision["info"]
    if len(frames) != 1 or frames[0]["kind"] != "marriage":
        return None
    asker = info["asker"]
    world = rebuild(view, {**decision, "kind": "marriage", "player": asker}, seed)
    try:
        world.apply(asker, act("propose_marriage", lord=info["lord"], lady=info["lady"]))
    except EngineError:
        return None
    return world


def at_election(view: View, decision: DecisionDict[str, dict[str, Any]],
                seed: int) -> Game | None:
    """The Elections step with the election asked on top, at the seat's turn (1.3)."""
    frames = view.get("frames") or []
    if len(frames) != 2 or frames[0]["kind"] != "elections" or frames[1]["kind"] != "election":
        return None
    shown: dict[str, Any] = dict(frames[1])
    if shown["stage"] not in ("candidacy", "vote"):
        return None
    world = rebuild(view, None, seed)
    state = world.state
    queue = items(world)
    if shown["item"] not in queue or world.state.stack:
        return None
    order = world.ruleset.round
    state.last_step = order[order.index("elections") - 1]
    rng = random.Random(seed ^ 0x5EED)
    data = {"item": shown["item"], "stage": shown["stage"],
            "turn": state.order().index(decision["player"]),
            "candidates": [list(c) for c in shown["candidates"]],
            "weights": [[p, w, voting_lords(world, shown["item"], p)] for p, w in shown["votes"]],
            "markers": [markers_of(world, entry, view["seat"], rng) for entry in shown["markers"]],
            "held": shown["stage"] == "vote"}
    state.stack.append(Frame("elections", {"index": queue.index(shown["item"]), "ran": True,
                                           "held": False}))
    state.stack.append(Frame("election", data))
    pending = world.pending()
    if not pending or pending[0].player != decision["player"] \
            or pending[0].kind != decision["kind"]:
        return None
    return world


def markers_of(world: Game, entry: dict[str, Any], seat: int | None,
               rng: random.Random) -> list[Any]:
    """[voter, FOR, other] of a voter's markers: the seat's own as it knows them; another's
    guessed from where they lie (A11: which is which is hidden)."""
    player = entry["player"]
    if player == seat:
        return [player, entry.get("for"), entry.get("decoy", entry.get("against"))]
    on = list(entry["on"])
    friends = {player, ally_of(world, player)}
    own = [name for name in on if world.state.lords[name].owner in friends]
    if own:
        for_ = own[0]
    else:
        rng.shuffle(on)
        for_ = on[0] if on and (len(on) == 2 or rng.random() < 0.5) else None
    rest = [name for name in on if name != for_]
    return [player, for_, rest[0] if rest else None]
