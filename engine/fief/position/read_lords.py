"""Reading a position's lords, titles and taxes (docs/position-format.md: lords, titles, taxes)."""
from __future__ import annotations

from typing import Any

from ..board import Board
from ..editions.rules import Rules
from ..state import GameState, Tax
from ..titles import taxing_lord
from .fields import as_dict, set_fields, yes_no
from .names import Names, PositionError, fold, read_relic

TITLE_EXTRA_KEYS = {"reserved", "crown_prince_born", "cardinal_order", "crown", "strength"}
# simplified S-13: the titles that give strength in this turn's battles, per lord
STRENGTH_ROLES = ("crown", "darc", "bishop", "cardinal", "pope")


LORD_FRIENDLY = {"owner", "village", "road", "captor", "spouse", "titles", "sex", "bishop_since",
                 "relic"}


def read_lords(entries: Any, state: GameState, names: Names) -> None:
    """The lords section: owner, place, captivity, marriage, titles and any other lord field."""
    for raw_name, entry in as_dict(entries, "lords").items():
        name = names.lord(raw_name, "lords")
        where = f"lords.{name}"
        lord = state.lords[name]
        entry = {"owner": entry} if isinstance(entry, (str, int)) else as_dict(entry, where)
        if "sex" in entry and str(entry["sex"]).upper()[:1] != lord.sex:
            raise PositionError(f"{where}.sex: {name} is {'a man' if lord.sex == 'M' else 'a woman'}")
        if entry.get("owner") is not None:
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
        if entry.get("relic") is not None:             # one relic, or a list of them (11.1)
            carried = entry["relic"] if isinstance(entry["relic"], list) else [entry["relic"]]
            lord.relics = [read_relic(r, f"{where}.relic") for r in carried]
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
    if "strength" in entry:
        t.strength = read_strength_titles(entry["strength"], names)
    if "crown_prince_born" in entry:
        t.crown_prince_born = yes_no(entry["crown_prince_born"], "titles.crown_prince_born")
    if "cardinal_order" in entry:
        order = [names.lord(n, "titles.cardinal_order") for n in entry["cardinal_order"]]
        if sorted(order) != sorted(t.cardinal_order):
            raise PositionError("titles.cardinal_order: list exactly the Cardinals")
        t.cardinal_order = order


def read_strength_titles(entry: Any, names: Names) -> dict[str, list[str]] | None:
    """S-13: ``{"LORD": ["County of SIGY", "bishop"], ...}``, the titles each lord held when
    the movement phase began (a lord not listed held none), or null outside movement and
    battles."""
    if entry is None:
        return None
    out: dict[str, list[str]] = {}
    for lord, held in as_dict(entry, "titles.strength").items():
        where = f"titles.strength.{lord}"
        if not isinstance(held, list):
            raise PositionError(f"{where}: a list of fiefs and of {', '.join(STRENGTH_ROLES)}")
        out[names.lord(lord, "titles.strength")] = [
            t if t in STRENGTH_ROLES else names.fief(t, where) for t in held]
    return out


def check_titles(state: GameState, board: Board, rules: Rules) -> None:
    royal_couple(state)
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


def royal_couple(state: GameState) -> None:
    """1.8.1, read as play would leave it: a married King's wife is the Queen even if the
    position does not name her; a Queen without a King is the Queen Regent. A position that
    names another Queen than the King's wife is refused."""
    t = state.titles
    wife = state.lords[t.king].spouse if t.king is not None else None
    if wife is not None and t.queen is None:
        t.queen = wife
    elif wife is not None and t.queen != wife:
        raise PositionError(f"lords.{t.queen}: the Queen is the King's wife, {wife} (1.8.1)")
    if t.queen is not None and t.king is None:
        t.regent = True


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


def default_tax_markers(data: dict[str, Any], state: GameState, rules: Rules) -> None:
    for i, entry in enumerate(data["players"]):
        if not (isinstance(entry, dict) and "tax_markers" in entry):
            used = sum(1 for tax in state.taxes if tax.player == i)
            state.players[i].tax_markers = rules.stock_tax - used
