"""Reading a position: from the hand-written JSON to a ``Game`` at the beginning of its step
(docs/position-format.md). Every part is checked, and a mistake raises ``PositionError`` naming
the part at fault."""
from __future__ import annotations

import dataclasses
import json
import typing
from typing import Any

from ...rng import Rng
from ...serial import from_plain
from ..board import Board, load_board
from ..editions.rules import Rules, rules_for
from ..game import Game
from ..match import advance, push
from ..options import GameOptions, OptionsError, PlayerSpec
from ..phases.setup import blank_state
from ..state import CARDINAL_CARD, CITY, DARC_CARD, DISASTER_KINDS, RELICS, STRONGHOLD, GameState, Tax
from ..counters import KNIGHT, MAN, Lord
from .engines import engine_from_supply, read_engine_stock
from .names import Names, PositionError, fold

POSITION_FORMAT = "fief-position"
POSITION_VERSION = 1
SETUP_STEP = "setup_villages"

TOP_KEYS = {"format", "version", "edition", "optional", "seed", "rng", "players", "round", "first",
            "step", "turn", "lords", "villages", "disasters", "fortunes", "taxes",
            "disaster_track", "decks", "set_aside", "titles", "forced_d6", "forced_battle", "winners",
            "excommunicated_round", "raw", "engines_in_stock"}
GROUP_KEYS = {"knights", "men", "lords", "captives", "road", "steps", "struck", "new"}
TITLE_EXTRA_KEYS = {"reserved", "crown_prince_born", "cardinal_order", "crown"}

LORD_FRIENDLY = {"owner", "village", "road", "captor", "spouse", "titles", "sex", "bishop_since"}


def load_position(source: dict[str, Any] | str, board: Board | None = None) -> Game:
    """Build the game a position describes, at the beginning of its step, and run the automatic
    work up to the first decision (its events are in ``game.events``)."""
    game = build_game(parse(source), board or load_board())
    advance(game)
    return game


def parse(source: dict[str, Any] | str) -> dict[str, Any]:
    if isinstance(source, str):
        try:
            source = json.loads(source)
        except json.JSONDecodeError as exc:
            raise PositionError(f"not a JSON position ({exc.msg} at line {exc.lineno})") from exc
    if not isinstance(source, dict):
        raise PositionError("a position is a JSON object")
    unknown = sorted(set(source) - TOP_KEYS)
    if unknown:
        raise PositionError(f"unknown part(s) {', '.join(unknown)}; known parts: "
                            f"{', '.join(sorted(TOP_KEYS))}")
    if source.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError(f"format: expected {POSITION_FORMAT!r}")
    if source.get("version", POSITION_VERSION) > POSITION_VERSION:
        raise PositionError(f"version: this game reads positions up to version {POSITION_VERSION}")
    return source


def build_game(data: dict[str, Any], board: Board) -> Game:
    """The game of a parsed position, its step pushed but nothing run yet."""
    options = read_options(data)
    rules = rules_for(options.edition)
    state = blank_state(options, board)
    names = Names(board, state.players)
    read_players(data, state, names, rules)
    read_lords(data.get("lords", {}), state, names)
    said = {}
    for village, entry in as_dict(data.get("villages", {}), "villages").items():
        village = names.village(village, "villages")
        said[village] = read_village(village, entry, state, names)
    settle_control(state, said)
    read_engine_stock(data, state, names)
    read_titles_extra(data.get("titles", {}), state, names)
    check_titles(state, board, rules)
    read_cards_on_map(data, state, names)
    read_taxes(data.get("taxes", []), state, names)
    default_tax_markers(data, state, rules)
    state.mills_stock = rules.stock_mills - sum(vs.mills for vs in state.villages.values())
    state.forts_stock = rules.stock_forts - sum(1 for vs in state.villages.values() if vs.fort)
    if state.mills_stock < 0 or state.forts_stock < 0:
        raise PositionError(f"villages: the box has only {rules.stock_mills} mills and "
                            f"{rules.stock_forts} Strongholds/Cities")
    state.relics = {r: carrier(state, r) for r in RELICS if placed_relic(state, r)}
    state.forced_d6 = int_list(data.get("forced_d6", []), "forced_d6", 1, 6)
    state.forced_battle = int_list(data.get("forced_battle", []), "forced_battle", 0, 6)
    state.excommunicated_round = int(data.get("excommunicated_round", -1))
    if "rng" in data:
        state.rng = int(data["rng"])
    read_decks(data, state, names, rules)
    game = Game(state, board)
    read_flow(data, game, names)
    apply_raw(data.get("raw", {}), game)
    return game


def read_options(data: dict[str, Any]) -> GameOptions:
    players = data.get("players")
    if not isinstance(players, list):
        raise PositionError("players: list the families, e.g. [\"blue\", \"red\", \"green\"] or "
                            "[{\"name\": \"DAVID\", \"colour\": \"blue\", \"money\": 9}, ...]")
    specs = []
    for i, entry in enumerate(players):
        entry = {"colour": entry} if isinstance(entry, str) else entry
        if not isinstance(entry, dict) or "colour" not in entry:
            raise PositionError(f"players[{i}]: give at least a colour")
        colour = str(entry["colour"]).lower()
        specs.append(PlayerSpec(str(entry.get("name", colour.capitalize())), colour))
    try:
        return GameOptions(players=tuple(specs), edition=str(data.get("edition", "1429")),
                           optional=frozenset(data.get("optional", ())),
                           seed=int(data.get("seed", 0)))
    except OptionsError as exc:
        raise PositionError(str(exc)) from exc


def read_players(data: dict[str, Any], state: GameState, names: Names, rules: Rules) -> None:
    for i, entry in enumerate(data["players"]):
        if isinstance(entry, str):
            entry = {}
        player = state.players[i]
        player.money = int(entry.get("money", 0))
        player.hand = [names.card(c, f"players[{i}].hand") for c in entry.get("hand", [])]
        known = {"name", "colour", "money", "hand"}
        set_fields(player, {k: v for k, v in entry.items() if k not in known}, f"players[{i}]")
        if len(player.hand) > rules.hand_limit:
            raise PositionError(f"players[{i}].hand: at most {rules.hand_limit} cards (2.1)")


def set_fields(obj: Any, values: dict[str, Any], where: str) -> None:
    """Set dataclass fields by their own names (the generic part of the format)."""
    hints = typing.get_type_hints(type(obj))
    fields = {f.name for f in dataclasses.fields(obj)}
    for key, value in values.items():
        if key not in fields:
            raise PositionError(f"{where}: unknown field {key!r}")
        try:
            setattr(obj, key, from_plain(hints[key], value))
        except (TypeError, KeyError, ValueError) as exc:
            raise PositionError(f"{where}.{key}: {exc}") from exc


def as_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected an object")
    return value


def int_list(values: Any, where: str, low: int, high: int) -> list[int]:
    if not isinstance(values, list) or not all(isinstance(v, int) and low <= v <= high
                                               for v in values):
        raise PositionError(f"{where}: a list of whole numbers from {low} to {high}")
    return list(values)


def read_lords(entries: Any, state: GameState, names: Names) -> None:
    """The lords section: owner, place, captivity, marriage, titles and any other lord field."""
    for raw_name, entry in as_dict(entries, "lords").items():
        name = names.lord(raw_name, "lords")
        where = f"lords.{name}"
        lord = state.lords[name]
        entry = {"owner": entry} if isinstance(entry, (str, int)) else as_dict(entry, where)
        if "sex" in entry and str(entry["sex"]).upper()[:1] != lord.sex:
            raise PositionError(f"{where}.sex: {name} is {'a man' if lord.sex == 'M' else 'a woman'}")
        if "owner" in entry:
            lord.owner = names.seat(entry["owner"], f"{where}.owner")
        if entry.get("village") is not None:
            lord.village = names.village(entry["village"], f"{where}.village")
        if entry.get("road") is not None:
            lord.road = names.village(entry["road"], f"{where}.road")
        if entry.get("captor") is not None:
            lord.captor = names.seat(entry["captor"], f"{where}.captor")
        if entry.get("spouse") is not None:
            marry(state, name, names.lord(entry["spouse"], f"{where}.spouse"), where)
        for title in entry.get("titles", []):
            give_title(state, names, name, title, f"{where}.titles")
        if "bishop_since" in entry:
            state.titles.bishop_since[name] = int(entry["bishop_since"])
        set_fields(lord, {k: v for k, v in entry.items() if k not in LORD_FRIENDLY}, where)


def marry(state: GameState, a: str, b: str, where: str) -> None:
    for one, other in ((a, b), (b, a)):
        spouse = state.lords[one].spouse
        if spouse not in (None, other):
            raise PositionError(f"{where}: {one} is already married to {spouse}")
    if state.lords[a].sex == state.lords[b].sex:
        raise PositionError(f"{where}: a marriage unites a Lord and a Lady (1.1)")
    state.lords[a].spouse, state.lords[b].spouse = b, a


def give_title(state: GameState, names: Names, lord: str, text: Any, where: str) -> None:
    t = state.titles
    key = " ".join(str(text).lower().replace("_", " ").replace("'", "").split())
    single = {"king": "king", "queen": "queen", "queen regent": "queen", "regent": "queen",
              "pope": "pope", "crown prince": "crown_prince", "darc": "darc", "d arc": "darc",
              "excommunicated": "excommunicated"}
    if key in single:
        attr = single[key]
        holder = getattr(t, attr)
        if holder not in (None, lord):
            raise PositionError(f"{where}: {holder} already holds {attr.replace('_', ' ')}")
        setattr(t, attr, lord)
        if "regent" in key:
            t.regent = True
        if attr == "crown_prince":
            t.crown_prince_born = True
    elif key.startswith("bishop"):
        number = names.bishopric(key.removeprefix("bishop").strip().removeprefix("of").strip(), where)
        if t.bishops[number] not in (None, lord):
            raise PositionError(f"{where}: {t.bishops[number]} is already Bishop of {number}")
        if any(h == lord and n != number for n, h in t.bishops.items()):
            raise PositionError(f"{where}: a lord holds at most one Bishop title (RULINGS 4)")
        t.bishops[number] = lord
    elif key in ("cardinal", "cardinal biretta"):
        slots = [3] if key == "cardinal biretta" else [0, 1, 2]
        free = [s for s in slots if t.cardinals[s] is None]
        if lord in t.cardinals:
            raise PositionError(f"{where}: {lord} is already a Cardinal")
        if not free:
            raise PositionError(f"{where}: no {key} left")
        t.cardinals[free[0]] = lord
        t.cardinal_order.append(lord)
    else:
        fief = names.fief(str(text), where)
        if t.fiefs[fief] not in (None, lord):
            raise PositionError(f"{where}: {t.fiefs[fief]} already holds the {fief}")
        t.fiefs[fief] = lord


def read_titles_extra(entry: Any, state: GameState, names: Names) -> None:
    entry = as_dict(entry, "titles")
    unknown = set(entry) - TITLE_EXTRA_KEYS
    if unknown:
        raise PositionError(f"titles: unknown {', '.join(sorted(unknown))} (titles are given "
                            f"per lord; here only {', '.join(sorted(TITLE_EXTRA_KEYS))})")
    t = state.titles
    for fief, family in as_dict(entry.get("reserved", {}), "titles.reserved").items():
        t.vacant_fiefs_reserved[names.fief(fief, "titles.reserved")] = \
            names.seat(family, "titles.reserved")
    # 2011 (E-10): heirless titles the King or the Queen Regent may give.
    t.crown_fiefs = [names.fief(f, "titles.crown") for f in entry.get("crown", [])]
    if any(t.fiefs[f] is not None for f in t.crown_fiefs):
        raise PositionError("titles.crown: the crown holds only titles no lord holds")
    if "crown_prince_born" in entry:
        t.crown_prince_born = bool(entry["crown_prince_born"])
    if "cardinal_order" in entry:
        order = [names.lord(n, "titles.cardinal_order") for n in entry["cardinal_order"]]
        if sorted(order) != sorted(t.cardinal_order):
            raise PositionError("titles.cardinal_order: list exactly the Cardinals")
        t.cardinal_order = order


def check_titles(state: GameState, board: Board, rules: Rules) -> None:
    for lord in state.lords.values():
        fiefs = [f for f, h in state.titles.fiefs.items() if h == lord.name]
        if len(fiefs) > rules.max_fief_titles:
            raise PositionError(f"lords.{lord.name}: at most {rules.max_fief_titles} fief titles (4.3)")
    holders = [h for h in (*state.titles.fiefs.values(), *state.titles.bishops.values(),
                           *state.titles.cardinals, state.titles.king, state.titles.queen,
                           state.titles.pope, state.titles.crown_prince, state.titles.darc) if h]
    for name in holders:
        if state.lords[name].owner is None:
            raise PositionError(f"lords.{name}: a lord holding a title needs an owner")


def read_village(village: str, entry: Any, state: GameState, names: Names) -> dict[str, Any]:
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
            if read_group(village, seat, as_dict(group, f"{where}.units.{who}"), state, names):
                inside.append(seat)
    vs.besiegers = [names.seat(b, f"{where}.besiegers") for b in entry.get("besiegers", [])]
    for who, level in as_dict(entry.get("engines", {}), f"{where}.engines").items():
        place_engine(state, village, names.seat(who, f"{where}.engines"), level, where)
    said: dict[str, Any] = {"order": order, "inside": inside}
    if "arrivals" in entry:
        said["arrivals"] = [names.seat(p, f"{where}.arrivals") for p in entry["arrivals"]]
    if entry.get("controller") is not None:
        said["controller"] = names.seat(entry["controller"], f"{where}.controller")
    known = {"fort", "mills", "relic", "units", "besiegers", "engines", "arrivals", "controller"}
    set_fields(vs, {k: v for k, v in entry.items() if k not in known}, where)
    return said


def settle_control(state: GameState, said: dict[str, dict[str, Any]]) -> None:
    """Arrival order and controller of every occupied village (5.1): as written, else the
    families in the order their stacks are listed, the first one standing inside in control."""
    for village, vs in state.villages.items():
        info = said.get(village, {"order": [], "inside": []})
        order = list(info["order"])
        present = {t.owner for t in state.troops if t.village == village}
        present |= {l.owner for l in state.lords.values()
                    if l.village == village and l.owner is not None and l.captor is None}
        for lord in state.lords.values():
            if lord.village == village and lord.captor is None and lord.owner not in order \
                    and lord.owner is not None:
                order.append(lord.owner)
                if lord.road is None:
                    info["inside"].append(lord.owner)
        order = [p for p in order if p in present]
        vs.arrivals = info.get("arrivals", order)
        if "controller" in info:
            if info["controller"] not in present:
                raise PositionError(f"villages.{village}.controller: the controller of an occupied "
                                    f"village has units there; an empty village belongs to its "
                                    f"fief's title holder")
            vs.controller = info["controller"]
        elif order:
            inside = [p for p in info["inside"] if p in present]
            vs.controller = inside[0] if inside else order[0]


def read_relic(value: Any, where: str) -> str:
    key = fold(value).lower().replace("holy ", "").replace("saint ", "").replace("st ", "")
    for relic in RELICS:
        if relic in key:
            return relic
    raise PositionError(f"{where}: relics are {', '.join(RELICS)}")


def read_group(village: str, seat: int, group: dict[str, Any], state: GameState,
               names: Names) -> bool:
    """One stack of a family's units in a village; True when it stands inside (not on a road)."""
    where = f"villages.{village}.units"
    unknown = set(group) - GROUP_KEYS
    if unknown:
        raise PositionError(f"{where}: unknown {', '.join(sorted(unknown))}; a stack has "
                            f"{', '.join(sorted(GROUP_KEYS))}")
    road = group.get("road")
    if road is not None:
        road = names.village(road, f"{where}.road")
        if road not in names.board.neighbours(village):
            raise PositionError(f"{where}.road: no road joins {village} and {road}")
    for kind, key in ((KNIGHT, "knights"), (MAN, "men")):
        count = int(group.get(key, 0))
        stock = [t for t in state.troops if t.owner == seat and t.kind == kind and t.village is None]
        if count > len(stock):
            raise PositionError(f"{where}: {state.players[seat].colour} has no more {key} "
                                f"in the box (A41)")
        for troop in stock[:count]:
            troop.village, troop.road = village, road
            troop.steps = int(group.get("steps", 0))
            troop.struck, troop.new = bool(group.get("struck", False)), bool(group.get("new", False))
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
    return any(l.relic == relic for l in state.lords.values()) or \
        any(relic in vs.relics for vs in state.villages.values())


def carrier(state: GameState, relic: str) -> str | None:
    return next((l.name for l in state.lords.values() if l.relic == relic), None)


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


def read_taxes(entries: Any, state: GameState, names: Names) -> None:
    """Tax markers (2.4.4-2.4.6); who levies them and by which title is inferred when omitted."""
    if not isinstance(entries, list):
        raise PositionError("taxes: a list of tax markers")
    for i, entry in enumerate(entries):
        where = f"taxes[{i}]"
        entry = as_dict(entry, where)
        player = names.seat(entry.get("player"), f"{where}.player")
        target = str(entry.get("target", ""))
        if fold(target) in names.fiefs:
            kind, target = "tallage", names.fiefs[fold(target)]
        elif fold(target) == "ALL":
            kind, target = "tithe", "all"
        else:
            kind, target = "tithe", names.bishopric(target, f"{where}.target")
        lord = names.lord(entry["lord"], f"{where}.lord") if "lord" in entry else None
        role = entry.get("role") or infer_role(state, player, kind, target, lord)
        if role is None:
            raise PositionError(f"{where}: no lord of this family can levy it; give 'lord' and 'role'")
        lord = lord or taxing_lord(state, player, role, target)
        if lord is None:
            raise PositionError(f"{where}: give the taxing 'lord'")
        state.taxes.append(Tax(player, lord, kind, target, role, i))


def infer_role(state: GameState, player: int, kind: str, target: str, lord: str | None) -> str | None:
    t = state.titles
    family = {l.name for l in state.family(player)} if lord is None else {lord}
    if kind == "tallage":
        if t.fiefs.get(target) in family:
            return "fief"
        crown = t.king if t.king else (t.queen if t.regent else None)
        return "king" if crown in family else None
    if target == "all":
        return "pope" if t.pope in family else None
    if t.bishops.get(target) in family:
        return "bishop"
    if any(c in family for c in t.cardinals if c):
        return "cardinal"
    return None


def taxing_lord(state: GameState, player: int, role: str, target: str) -> str | None:
    t = state.titles
    family = [l.name for l in state.family(player)]
    by_role: dict[str, list[str | None]] = {
        "fief": [t.fiefs.get(target)], "king": [t.king, t.queen], "pope": [t.pope],
        "bishop": [t.bishops.get(target)], "cardinal": [c for c in t.cardinal_order]}
    candidates = by_role.get(role, [])
    return next((c for c in candidates if c in family), None)


def default_tax_markers(data: dict[str, Any], state: GameState, rules: Rules) -> None:
    for i, entry in enumerate(data["players"]):
        if not (isinstance(entry, dict) and "tax_markers" in entry):
            used = sum(1 for tax in state.taxes if tax.player == i)
            state.players[i].tax_markers = rules.stock_tax - used


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


def read_flow(data: dict[str, Any], game: Game, names: Names) -> None:
    """Round, first player, and the step (with whose turn it is) the game stands at."""
    state = game.state
    kinds = game.ruleset.round
    step = data.get("step", kinds[0])
    if step not in kinds and step != SETUP_STEP:
        raise PositionError(f"step: one of {', '.join([SETUP_STEP, *kinds])}")
    state.round = int(data.get("round", 0 if step == SETUP_STEP else 1))
    state.first = names.seat(data["first"], "first") if "first" in data else 0
    if data.get("winners") is not None:
        state.winners = sorted(names.seat(w, "winners") for w in data["winners"])
        state.finished, state.phase, state.last_step = True, game.step(kinds[-1]).phase, kinds[-1]
        return                           # a finished game waits for nothing
    state.phase = game.step(step).phase
    state.last_step = previous_step(kinds, step, state.round)
    frame = push(game, step)             # the step's own decision, not its opening window (A1)
    if "turn" in data:
        if "turn" not in frame.data:
            raise PositionError(f"turn: the {step} step is not played in turns")
        frame.data["turn"] = state.order().index(names.seat(data["turn"], "turn"))
    game.events = []


def previous_step(kinds: tuple[str, ...], step: str, round_number: int) -> str | None:
    if step == SETUP_STEP:
        return None
    index = kinds.index(step)
    if index > 0:
        return kinds[index - 1]
    return SETUP_STEP if round_number <= 1 else kinds[-1]


def apply_raw(raw: Any, game: Game) -> None:
    """Machine-written parts that the friendly format does not express (interruption frames,
    fields added by later rules): they replace the state's field as is."""
    hints = typing.get_type_hints(GameState)
    for key, value in as_dict(raw, "raw").items():
        if key not in hints:
            raise PositionError(f"raw: the state has no field {key!r}")
        try:
            setattr(game.state, key, from_plain(hints[key], value))
        except (TypeError, KeyError, ValueError) as exc:
            raise PositionError(f"raw.{key}: {exc}") from exc
