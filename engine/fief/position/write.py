"""Writing a position: any game back in the hand-written format, exactly (what the friendly
parts cannot say is kept under ``raw``), and as text a person would write."""
from __future__ import annotations

import dataclasses
import json
from collections import Counter
from functools import lru_cache
from operator import attrgetter
from typing import Any, NamedTuple

from ...serial import all_field_names, field_names, to_plain
from ..counters import KNIGHT, Lord, Troop
from ..game import Game
from ..board import Board
from ..state import Engine, GameState
from .engines import engine_stock_entry
from .frames import write_frames
from .names import PositionError
from .read import POSITION_FORMAT, POSITION_VERSION, build_game, parse
from .read_map import default_claimed

# The one encoder of ``position_text``: ``json.dumps(value, ensure_ascii=False)`` makes a new one
# at every call, and a position's text encodes every part of it (a third of its cost).
TEXT = json.JSONEncoder(ensure_ascii=False).encode
# The counts of a game played, not of a position: a position read starts them at 0 (its moves,
# and its round's decisions for a table of computers' round_decisions).
UNWRITTEN = ("version", "round_moves")


def dump_position(game: Game) -> dict[str, Any]:
    """The position of a game in the hand-written format; what the friendly parts cannot say
    (an interruption frame in progress, for instance) is kept exactly under ``raw``."""
    friendly = friendly_position(game)
    return with_raw(friendly, game.state, read_back(friendly, game.board))


def read_back(friendly: dict[str, Any], board: Board) -> GameState | None:
    """The state the friendly parts of a position give when read, or None when they cannot be
    read: what they fail to say is what ``raw`` must keep. The same parts always read back
    the same (tests/test_position_roundtrip.py shares one reading between two writings)."""
    try:
        return build_game(parse(json.loads(json.dumps(friendly))), board).state
    except PositionError:
        return None


def with_raw(friendly: dict[str, Any], state: GameState,
             read: GameState | None) -> dict[str, Any]:
    """The friendly parts, with under ``raw`` each field of ``state`` they did not give back."""
    raw = {name: to_plain(getattr(state, name)) for name in differing_fields(state, read)}
    return {**friendly, "raw": raw} if raw else friendly


def differing_fields(state: GameState, again: GameState | None) -> list[str]:
    """The fields of a state that the friendly parts did not give back (all of them when the
    friendly parts could not be read), compared as ``canonical`` does, on the objects
    themselves: writing both states out in full took most of the time of a dump."""
    names = [name for name in all_field_names(GameState) or () if name not in UNWRITTEN]
    if again is None:
        return names
    return [name for name in names
            if comparable(name, getattr(state, name)) != comparable(name, getattr(again, name))]


def canonical(state: dict[str, Any]) -> dict[str, Any]:
    """A state's plain form where interchangeable counters are compared as multisets: which
    identical counter lies where, the move counts and the Cardinal card slot do not matter."""
    data = dict(state)
    for name in UNWRITTEN:
        data.pop(name, None)
    for key in ("troops", "engines"):
        if key in data:
            data[key] = sorted(data[key], key=lambda d: json.dumps(d, sort_keys=True))
    if "titles" in data:
        titles = dict(data["titles"])
        cards = sorted((c for c in titles["cardinals"][:3] if c), key=str)
        titles["cardinals"] = cards + [None] * (3 - len(cards)) + titles["cardinals"][3:]
        data["titles"] = titles
    return data


def comparable(name: str, value: Any) -> Any:
    """A field as ``canonical`` compares it: interchangeable counters as a multiset (of their
    fields' values, which are scalars), the Cardinal cards whatever their slot."""
    if name in COUNTERS:
        return Counter(map(attrgetter(*counter_fields(COUNTERS[name])), value))
    if name == "titles":
        cards = sorted((c for c in value.cardinals[:3] if c), key=str)
        return dataclasses.replace(value, cardinals=cards + [None] * (3 - len(cards))
                                   + value.cardinals[3:])
    return value


COUNTERS = {"troops": Troop, "engines": Engine}   # the state's interchangeable counters


def counter_fields(kind: type) -> tuple[str, ...]:
    return field_names(kind) or ()


class Standing(NamedTuple):
    """The counters in each village, gathered in one pass for all the villages written: the
    lords in the order of their names."""
    troops: dict[str, list[Troop]]
    lords: dict[str, list[Lord]]
    engines: dict[str, list[Engine]]


def standing(state: GameState) -> Standing:
    found = Standing({}, {}, {})
    for troop in state.troops:
        if troop.village is not None:
            found.troops.setdefault(troop.village, []).append(troop)
    for lord in sorted(state.lords.values(), key=lambda l: l.name):
        if lord.village is not None and lord.owner is not None:
            found.lords.setdefault(lord.village, []).append(lord)
    for engine in state.engines:
        if engine.village is not None:
            found.engines.setdefault(engine.village, []).append(engine)
    return found


def friendly_position(game: Game) -> dict[str, Any]:
    state = game.state
    out: dict[str, Any] = {"format": POSITION_FORMAT, "version": POSITION_VERSION}
    if state.options.get("edition", "1429") != "1429":
        out["edition"] = state.options["edition"]
    if state.options.get("optional"):
        out["optional"] = list(state.options["optional"])
    out["seed"] = state.options.get("seed", 0)
    out["rng"] = state.rng
    out["players"] = [player_entry(game, seat) for seat in range(state.n)]
    out["round"] = state.round
    out["first"] = state.players[state.first].colour
    if state.winners is not None:
        out["winners"] = [state.players[w].colour for w in state.winners]
    bottom = state.stack[0] if state.stack else None
    if bottom is not None:
        out["step"] = bottom.kind
        out["begun"] = True              # its start (window, waiting lords) is behind it
        write_frames(game, out)
        if "turn" in bottom.data and bottom.data["turn"] < state.n:
            out["turn"] = state.players[state.order()[bottom.data["turn"]]].colour
    out["lords"] = {name: entry for name, lord in sorted(state.lords.items())
                    if (entry := lord_entry(game, lord))}
    where = standing(state)
    out["villages"] = {v: entry for v in state.villages
                       if (entry := village_entry(game, v, where))}
    out["disasters"] = {b: list(c) for b, c in state.disasters.items() if c}
    out["fortunes"] = {b: list(c) for b, c in state.fortunes.items() if c}
    out["taxes"] = [{"player": state.players[t.player].colour, "target": t.target,
                     "lord": t.lord, "role": t.role} for t in state.taxes]
    out["disaster_track"] = list(state.disaster_track)
    stock = engine_stock_entry(state, game.rules)
    if stock:
        out["engines_in_stock"] = {state.players[s].colour: n for s, n in sorted(stock.items())}
    out["set_aside"] = list(state.set_aside)
    out["decks"] = {"lords": state.lords_deck[::-1], "fortune": state.fortune_deck[::-1],
                    "lords_discard": list(state.lords_discard),
                    "fortune_discard": list(state.fortune_discard)}
    out["titles"] = titles_extra(game)
    out["forced_d6"] = list(state.forced_d6)
    out["forced_battle"] = list(state.forced_battle)
    claimed = claimed_relics(game)
    if claimed is not None:
        out["relics_claimed"] = claimed
    if state.excommunicated_round >= 0:
        out["excommunicated_round"] = state.excommunicated_round
    return {k: v for k, v in out.items() if v not in ({}, [])}


def changed_fields(obj: Any, skip: set[str]) -> dict[str, Any]:
    """Fields of a dataclass that differ from a fresh one's defaults, in their plain form."""
    out = {}
    kind: type = type(obj)
    for name, default in field_defaults(kind):
        if name in skip:
            continue
        value = getattr(obj, name)
        if value != default:
            out[name] = to_plain(value)
    return out


@lru_cache(maxsize=None)
def field_defaults(kind: type) -> tuple[tuple[str, Any], ...]:
    """Each field of a dataclass and the value a fresh one has (None for a field without a
    default): the same for every value of the class, so worked out once per class. Only
    compared with, never handed out."""
    return tuple((f.name, f.default if f.default is not dataclasses.MISSING else (
        f.default_factory() if f.default_factory is not dataclasses.MISSING else None))
        for f in dataclasses.fields(kind))


def player_entry(game: Game, seat: int) -> dict[str, Any]:
    player = game.state.players[seat]
    entry: dict[str, Any] = {"name": player.name, "colour": player.colour, "money": player.money}
    if player.hand:
        entry["hand"] = list(player.hand)
    extra = changed_fields(player, {"name", "colour", "money", "hand"})
    rules = game.rules
    extra.setdefault("diplomacy", player.diplomacy)
    if extra["diplomacy"] == (0 if game.option("open_diplomacy") else rules.stock_diplomacy):
        del extra["diplomacy"]
    used = sum(1 for tax in game.state.taxes if tax.player == seat)
    extra.setdefault("tax_markers", player.tax_markers)
    if extra["tax_markers"] == rules.stock_tax - used:
        del extra["tax_markers"]
    entry.update(extra)
    return entry


def lord_titles(game: Game, name: str) -> list[str]:
    t = game.state.titles
    held = [f for f, h in t.fiefs.items() if h == name]
    held += [f"bishop {n}" for n, h in t.bishops.items() if h == name]
    if name in t.cardinals:
        held.append("cardinal biretta" if t.cardinals[3] == name else "cardinal")
    for attr, text in (("pope", "pope"), ("king", "king"), ("queen", "queen"),
                       ("crown_prince", "crown prince"), ("darc", "d'ARC"),
                       ("excommunicated", "excommunicated")):
        if getattr(t, attr) == name:
            held.append("queen regent" if attr == "queen" and t.regent else text)
    return held


def lord_entry(game: Game, lord: Lord) -> dict[str, Any]:
    """A lord in play; a lord out of play (in a deck, dead) only if a mark of his outlived
    him (``owner`` null), else nothing."""
    state = game.state
    if lord.owner is None:
        marks = changed_fields(lord, {"name", "sex", "owner"})
        return {"owner": None, **marks} if marks else {}
    entry: dict[str, Any] = {"owner": state.players[lord.owner].colour, "sex": lord.sex}
    if lord.village is None:
        entry["village"] = None
    if lord.captor is not None:
        entry["captor"] = state.players[lord.captor].colour
    if lord.spouse is not None:
        entry["spouse"] = lord.spouse
    titles = lord_titles(game, lord.name)
    if titles:
        entry["titles"] = titles
    if lord.name in state.titles.bishop_since:
        entry["bishop_since"] = state.titles.bishop_since[lord.name]
    if lord.relics:
        entry["relic"] = lord.relics[0] if len(lord.relics) == 1 else list(lord.relics)
    entry.update(changed_fields(lord, {"name", "sex", "owner", "village", "road", "captor",
                                       "spouse", "relics"}))
    return entry


def village_entry(game: Game, village: str, where: Standing) -> dict[str, Any]:
    state = game.state
    vs = state.villages[village]
    units = units_of(game, village, where) if village in where.troops or village in where.lords \
        else {}
    entry: dict[str, Any] = {}
    inside = [c for c, groups in units.items()
              if any("road" not in g for g in (groups if isinstance(groups, list) else [groups]))]
    default = inside[0] if inside else next(iter(units), None)
    if vs.controller is not None and state.players[vs.controller].colour != default:
        entry["controller"] = state.players[vs.controller].colour
    if vs.fort:
        entry["fort"] = vs.fort
    if vs.mills:
        entry["mills"] = vs.mills
    if units:
        entry["units"] = units
    order = [p.colour for p in state.players]
    if [order[p] for p in vs.arrivals] != list(units):
        entry["arrivals"] = [order[p] for p in vs.arrivals]
    if vs.besiegers:
        entry["besiegers"] = [order[p] for p in vs.besiegers]
    engines = {order[e.owner]: e.level for e in where.engines.get(village, ())}
    if engines:
        entry["engines"] = engines
    if vs.relics:
        entry["relic"] = vs.relics[0] if len(vs.relics) == 1 else list(vs.relics)
    entry.update(changed_fields(vs, {"controller", "arrivals", "mills", "fort", "besiegers",
                                     "relics"}))
    return entry


def units_of(game: Game, village: str, where: Standing) -> dict[str, Any]:
    """The stacks of each family in a village, in order of arrival: troops grouped by road, steps
    and marks, each lord and captive with the stack on his road."""
    state = game.state
    stacks: dict[int, dict[tuple, dict[str, Any]]] = {}
    for troop in where.troops.get(village, ()):
        key = (troop.road, troop.steps, troop.struck, troop.new)
        stack = stacks.setdefault(troop.owner, {}).setdefault(key, group_head(key))
        field = "knights" if troop.kind == KNIGHT else "men"
        stack[field] = stack.get(field, 0) + 1
    for lord in where.lords.get(village, ()):
        holder = lord.captor if lord.captor is not None else lord.owner
        assert holder is not None                   # ``standing`` lists only owned lords
        family = stacks.setdefault(holder, {})
        key = next((k for k in family if k[0] == lord.road), (lord.road, 0, False, False))
        stack = family.setdefault(key, group_head(key))
        stack.setdefault("captives" if lord.captor is not None else "lords", []).append(lord.name)
    arrivals = state.villages[village].arrivals
    seats = [p for p in arrivals if p in stacks] + sorted(p for p in stacks if p not in arrivals)
    out: dict[str, Any] = {}
    for seat in seats:
        groups = [tidy_group(g) for g in stacks[seat].values()]
        out[state.players[seat].colour] = groups[0] if len(groups) == 1 else groups
    return out


def group_head(key: tuple) -> dict[str, Any]:
    road, steps, struck, new = key
    return {"road": road, "steps": steps, "struck": struck, "new": new}


def tidy_group(group: dict[str, Any]) -> dict[str, Any]:
    order = ("knights", "men", "lords", "captives", "road", "steps", "struck", "new")
    return {k: group[k] for k in order if group.get(k) not in (None, 0, False, [])}


def claimed_relics(game: Game) -> list[str] | None:
    """The relics taken at least once (A54), when they are not the default that
    ``read_map.default_claimed`` infers from where the relics lie."""
    state = game.state
    if state.relics_claimed == default_claimed(state, game.board):
        return None
    return list(state.relics_claimed)


def titles_extra(game: Game) -> dict[str, Any]:
    t = game.state.titles
    out: dict[str, Any] = {}
    if t.vacant_fiefs_reserved:
        out["reserved"] = {f: game.state.players[p].colour
                           for f, p in t.vacant_fiefs_reserved.items()}
    if t.crown_prince_born != (t.crown_prince is not None):
        out["crown_prince_born"] = t.crown_prince_born
    if t.crown_fiefs:
        out["crown"] = list(t.crown_fiefs)
    if len(t.cardinal_order) > 1:
        out["cardinal_order"] = list(t.cardinal_order)
    if t.strength is not None:                 # simplified S-13, during movement and battles
        out["strength"] = {name: list(held) for name, held in sorted(t.strength.items())}
    return out


def position_text(position: dict[str, Any], width: int = 96) -> str:
    """JSON as a person would write it: one line for every part that fits on one."""
    def render(value: Any, indent: int) -> str:
        flat = TEXT(value)
        if len(flat) + indent <= width or not isinstance(value, (dict, list)) or not value:
            return flat
        pad = " " * (indent + 2)
        if isinstance(value, dict):
            items = [f"{pad}{TEXT(k)}: {render(v, indent + 2)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
        if all(not isinstance(v, (dict, list)) for v in value):
            return "[\n" + ",\n".join(packed(value, pad, width)) + "\n" + " " * indent + "]"
        items = [pad + render(v, indent + 2) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"

    return render(position, 0) + "\n"


def packed(values: list[Any], pad: str, width: int) -> list[str]:
    """Scalars of a long list, as many to a line as fit."""
    lines: list[str] = []
    line = ""
    for text in map(TEXT, values):
        if line and len(pad) + len(line) + len(text) + 2 > width:
            lines.append(pad + line)
            line = ""
        line = f"{line}, {text}" if line else text
    return lines + [pad + line]
