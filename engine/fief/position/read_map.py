"""Reading a position's map and cards: villages and their stacks, control, relics, the cards on
bishoprics and the decks (docs/position-format.md: villages, disasters, fortunes, decks)."""
from __future__ import annotations

from typing import Any

from ...rng import Rng
from ..board import Board
from ..counters import KNIGHT, MAN, Lord, Troop
from ..editions.rules import Rules
from ..state import CARDINAL_CARD, CITY, DARC_CARD, DISASTER_KINDS, RELICS, STRONGHOLD, GameState
from .engines import engine_from_supply
from .fields import as_dict, set_fields, yes_no
from .names import Names, PositionError, read_relic

GROUP_KEYS = frozenset({"knights", "men", "lords", "captives", "road", "steps", "struck", "new"})
VILLAGE_KEYS = frozenset({"fort", "mills", "relic", "units", "besiegers", "engines", "arrivals",
                          "controller"})

Box = dict[tuple[int, str], list[Troop]]


def troops_in_box(state: GameState) -> Box:
    """Each family's Knights and Men at Arms not yet placed, in the order of the state's
    counters: the stacks of the villages are taken from them (``read_group``)."""
    box: Box = {}
    for troop in state.troops:
        if troop.village is None:
            box.setdefault((troop.owner, troop.kind), []).append(troop)
    return box


def read_village(village: str, entry: Any, state: GameState, names: Names,
                 box: Box) -> dict[str, Any]:
    """A village's buildings, relic, siege and stacks; control is settled once all units are
    placed (``settle_control``), so this returns what the entry says about it."""
    where = f"villages.{village}"
    entry = as_dict(entry, where)
    vs = state.villages[village]
    fort = entry.get("fort")
    if fort not in (None, STRONGHOLD, CITY):
        raise PositionError(f"{where}.fort: 'stronghold', 'city' or null")
    vs.fort = fort
    vs.mills = int(entry.get("mills", 0))
    if not 0 <= vs.mills <= 2:
        raise PositionError(f"{where}.mills: a village has at most 2 mills (4.2)")
    if entry.get("relic") is not None:                 # one relic, or a list of them
        loose = entry["relic"] if isinstance(entry["relic"], list) else [entry["relic"]]
        vs.relics = [read_relic(r, f"{where}.relic") for r in loose]
    order: list[int] = []
    inside: list[int] = []
    for who, groups in as_dict(entry.get("units", {}), f"{where}.units").items():
        seat = names.seat(who, f"{where}.units")
        order.append(seat)
        groups = groups if isinstance(groups, list) else [groups]
        for group in groups:
            if read_group(village, seat, as_dict(group, f"{where}.units.{who}"), state, names,
                          box):
                inside.append(seat)
    vs.besiegers = [names.seat(b, f"{where}.besiegers") for b in entry.get("besiegers", [])]
    for who, level in as_dict(entry.get("engines", {}), f"{where}.engines").items():
        place_engine(state, village, names.seat(who, f"{where}.engines"), level, where)
    said: dict[str, Any] = {"order": order, "inside": inside}
    if "arrivals" in entry:
        said["arrivals"] = [names.seat(p, f"{where}.arrivals") for p in entry["arrivals"]]
    if entry.get("controller") is not None:
        said["controller"] = names.seat(entry["controller"], f"{where}.controller")
    if not VILLAGE_KEYS.issuperset(entry):        # any other field of the village by its name
        set_fields(vs, {k: v for k, v in entry.items() if k not in VILLAGE_KEYS}, where)
    return said


def settle_control(state: GameState, said: dict[str, dict[str, Any]]) -> None:
    """Arrival order and controller of every occupied village (5.1): as written, else the
    families in the order their stacks are listed, the first one standing inside in control.
    Who stands where is gathered in one pass over the counters, not one per village."""
    present: dict[str, set[int]] = {}
    for troop in state.troops:
        if troop.village is not None:
            present.setdefault(troop.village, set()).add(troop.owner)
    free_lords: dict[str, list[Lord]] = {}
    for lord in state.lords.values():
        if lord.village is not None and lord.owner is not None and lord.captor is None:
            present.setdefault(lord.village, set()).add(lord.owner)
            free_lords.setdefault(lord.village, []).append(lord)
    for village, vs in state.villages.items():
        if village not in said and village not in present:
            continue                   # nobody there and nothing said: no arrivals, no controller
        info = said.get(village, {"order": [], "inside": []})
        order = list(info["order"])
        here = present.get(village, set())
        for lord in free_lords.get(village, ()):
            if lord.owner not in order:
                order.append(lord.owner)
                if lord.road is None:
                    info["inside"].append(lord.owner)
        order = [p for p in order if p in here]
        vs.arrivals = info.get("arrivals", order)
        if "controller" in info:
            if info["controller"] not in here:
                raise PositionError(f"villages.{village}.controller: the controller of an occupied "
                                    f"village has units there; an empty village belongs to its "
                                    f"fief's title holder")
            vs.controller = info["controller"]
        elif order:
            inside = [p for p in info["inside"] if p in here]
            vs.controller = inside[0] if inside else order[0]


def read_group(village: str, seat: int, group: dict[str, Any], state: GameState,
               names: Names, box: Box) -> bool:
    """One stack of a family's units in a village; True when it stands inside (not on a road)."""
    where = f"villages.{village}.units"
    if not GROUP_KEYS.issuperset(group):
        unknown = set(group) - GROUP_KEYS
        raise PositionError(f"{where}: unknown {', '.join(sorted(unknown))}; a stack has "
                            f"{', '.join(sorted(GROUP_KEYS))}")
    road = group.get("road")
    if road is not None:
        road = names.village(road, f"{where}.road")
        if road not in names.board.neighbours(village):
            raise PositionError(f"{where}.road: no road joins {village} and {road}")
    marks: dict[str, Any] | None = None          # read once a stack has troops
    for kind, key in ((KNIGHT, "knights"), (MAN, "men")):
        count = int(group.get(key, 0))
        if not count:
            continue
        stock = box.get((seat, kind), [])
        if count > len(stock):
            raise PositionError(f"{where}: {state.players[seat].colour} has no more {key} "
                                f"in the box (A41)")
        taken, box[(seat, kind)] = stock[:count], stock[count:]
        if marks is None:
            marks = {"road": road, "steps": int(group.get("steps", 0)),
                     "struck": yes_no(group.get("struck", False), f"{where}.struck"),
                     "new": yes_no(group.get("new", False), f"{where}.new")}
        for troop in taken:
            troop.village = village
        if any(marks.values()):     # the box's troops are new (blank_state): unmarked
            for troop in taken:
                troop.mark(**marks)
    for raw_name in group.get("lords", []):
        name = names.lord(raw_name, f"{where}.lords")
        lord = state.lords[name]
        if lord.owner not in (None, seat):
            raise PositionError(f"{where}: {name} belongs to {state.players[lord.owner].colour}")
        if lord.captor is not None:
            raise PositionError(f"{where}: {name} is a captive; list him under his captor's 'captives'")
        place_lord(lord, seat, village, road, where)
    for raw_name in group.get("captives", []):
        name = names.lord(raw_name, f"{where}.captives")
        lord = state.lords[name]
        if lord.owner is None or lord.owner == seat:
            raise PositionError(f"{where}: captive {name} needs an owner (in 'lords') other "
                                f"than his captor")
        lord.captor = seat
        place_lord(lord, lord.owner, village, road, where)
    return road is None


def place_lord(lord: Lord, owner: int, village: str, road: str | None, where: str) -> None:
    if lord.village not in (None, village):
        raise PositionError(f"{where}: {lord.name} is already placed in {lord.village}")
    lord.owner, lord.village, lord.road = owner, village, road


def place_engine(state: GameState, village: str, seat: int, level: Any, where: str) -> None:
    if level not in (1, 2):
        raise PositionError(f"{where}.engines: a Siege Engine shows 1 or 2 dice (6.4)")
    spare = next((e for e in state.engines if e.owner == seat and e.village is None), None)
    if spare is None:
        spare = engine_from_supply(state, seat)          # 2011: bought from the supply (E-3)
    if spare is None:
        raise PositionError(f"{where}.engines: {state.players[seat].colour} has only 2 Siege Engines")
    spare.village, spare.level = village, level


def placed_relic(state: GameState, relic: str) -> bool:
    return any(relic in l.relics for l in state.lords.values()) or \
        any(relic in vs.relics for vs in state.villages.values())


def carrier(state: GameState, relic: str) -> str | None:
    return next((l.name for l in state.lords.values() if relic in l.relics), None)


def read_cards_on_map(data: dict[str, Any], state: GameState, names: Names) -> None:
    for key, allowed in (("disasters", DISASTER_KINDS), ("fortunes", ("harvest", "good_weather"))):
        for number, cards in as_dict(data.get(key, {}), key).items():
            bishopric = names.bishopric(number, key)
            kinds = [names.card(c, f"{key}.{number}") for c in cards]
            if any(k not in allowed for k in kinds):
                raise PositionError(f"{key}.{number}: only {', '.join(allowed)} lie on a bishopric")
            getattr(state, key)[bishopric] = kinds
    state.disaster_track = [names.card(c, "disaster_track") for c in data.get("disaster_track", [])]
    state.set_aside = [names.card(c, "set_aside") for c in data.get("set_aside", [])]


def read_decks(data: dict[str, Any], state: GameState, names: Names, rules: Rules) -> None:
    """Decks: the named cards lie on top in order; the rest of the box is shuffled beneath."""
    decks = as_dict(data.get("decks", {}), "decks")
    unknown = set(decks) - {"lords", "fortune", "lords_discard", "fortune_discard"}
    if unknown:
        raise PositionError(f"decks: unknown {', '.join(sorted(unknown))}")
    read = {key: [names.card(c, f"decks.{key}") for c in decks.get(key, [])]
            for key in ("lords", "fortune", "lords_discard", "fortune_discard")}
    if "fortune_discard" not in decks:
        read["fortune_discard"] = ["tax" for _ in state.taxes]    # played Tax cards (2.4.4)
    state.lords_discard, state.fortune_discard = read["lords_discard"], read["fortune_discard"]
    in_play = [c for p in state.players for c in p.hand] + state.set_aside + state.lords_discard \
        + state.fortune_discard + state.disaster_track \
        + [c for cards in state.fortunes.values() for c in cards] \
        + [c for cards in state.disasters.values() for c in cards] \
        + [l.name for l in state.lords.values() if l.owner is not None] \
        + [CARDINAL_CARD for c in state.titles.cardinals[:3] if c] \
        + ([DARC_CARD] if state.titles.darc else [])
    for key, box in (("lords", rules.lords_box()), ("fortune", rules.fortune_deck())):
        pool = list(box)
        for card in in_play + read[key]:
            if card in pool:
                pool.remove(card)
            elif card in box:
                raise PositionError(f"decks.{key}: the box has only {box.count(card)} "
                                    f"{card!r} card(s), this position uses more")
        for card in read[key]:
            if card not in box:
                raise PositionError(f"decks.{key}: {card!r} is not a card of this deck")
        Rng(state).shuffle(pool)
        setattr(state, f"{key}_deck", pool + read[key][::-1])


def default_claimed(state: GameState, board: Board) -> list[str]:
    """The relics taken at least once (A54), as a position says by default: every relic a lord
    carries or that lies loose away from the principal villages (only a lord moves one), in
    the order of the box."""
    principals = {b.principal for b in board.bishoprics.values()}
    moved = {r for village, vs in state.villages.items() if village not in principals
             for r in vs.relics}
    carried = {r for l in state.lords.values() for r in l.relics}
    return [r for r in RELICS if r in moved | carried]


def read_claimed(data: dict[str, Any], state: GameState, board: Board) -> None:
    """``relics_claimed``: the relics already taken once, which any lord may pick up (A54);
    default ``default_claimed``."""
    if "relics_claimed" not in data:
        state.relics_claimed = default_claimed(state, board)
        return
    claimed = [read_relic(r, "relics_claimed") for r in data["relics_claimed"]]
    missing = [r for r in default_claimed(state, board) if r not in claimed]
    if missing:
        raise PositionError(f"relics_claimed: {', '.join(missing)} has been taken (a lord carries "
                            f"it or it lies away from the principal villages)")
    state.relics_claimed = claimed
