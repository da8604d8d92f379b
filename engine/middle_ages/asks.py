"""What the game asks now, and the answers: one seat decides at a time (M3.6 placement, M4.2.1
a move, the choice of a Village, Rampart, Church or Palace effect, M5, or of the Restauration
Event, M7 and MA-10). Every decision lists all its answers; ``check`` refuses any other answer
with the rule that forbids it, and the listed answers are exactly the candidates it accepts.

Actions: ``place col=N`` (M3.6), ``move col=N`` (M4.2.1; either may name its ``row``, any row
but its own refused, MA-15), ``restore tile=ID`` (M5.3, M7),
``scout row=R col=N`` (M5.4), ``coin domain=D`` (M5.7), ``token type=T domain=D`` (M5.8)."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..actions import Action, act
from ..decisions import Decision
from ..errors import IllegalAction
from . import board
from .effects import coin_domains, finish_effect, restorable, scout_tiles, token_places
from .match import Match
from .refusals import refuse, require
from .state import State
from .tiles import DOMAIN_RULES, DOMAINS, TILES, Domain
from .turn import destination_row, move_lord, place_lord

# Each decision kind: the rule that asks it and the kind of action that answers it.
RULE: Mapping[str, str] = MappingProxyType({
    "place_lord": "M3.6", "move_lord": "M4.2.1", "village": "M5.3", "rampart": "M5.4",
    "church": "M5.7", "palace": "M5.8", "restoration": "M7"})
ANSWER: Mapping[str, str] = MappingProxyType({
    "place_lord": "place", "move_lord": "move", "village": "restore", "rampart": "scout",
    "church": "coin", "palace": "token", "restoration": "restore"})
EFFECT_DOMAIN: Mapping[str, Domain] = MappingProxyType({
    "village": Domain.VILLAGE, "rampart": Domain.RAMPART, "church": Domain.CHURCH,
    "palace": Domain.PALACE})


def asked(state: State) -> tuple[int, str] | None:
    """The seat asked and the kind of decision, None when the game is over."""
    if state.phase == "restoration":
        return (state.restoring[0], "restoration") if state.restoring else None
    seat = state.playing()
    if seat is None:
        return None
    if state.phase == "placement":
        return seat, "place_lord"
    return seat, state.asked if state.asked is not None else "move_lord"


def candidates(state: State, seat: int, kind: str) -> list[Action]:
    """The answers of a decision, listed without ``check``'s refusals (a playout's pace);
    ``decision`` keeps those ``check`` accepts, and tests/test_ma_play.py holds both equal."""
    player = state.players[seat]
    if kind in ("place_lord", "move_lord"):
        return [act(ANSWER[kind], col=c) for c in free_columns(state, seat, kind)]
    if kind in ("village", "restoration"):
        return [act("restore", tile=t) for t in restorable(player)]
    if kind == "rampart":
        return [act("scout", row=r, col=c) for r, c in scout_tiles(state, seat)]
    if kind == "church":
        return [act("coin", domain=d.value) for d in coin_domains(state, seat)]
    return [act("token", type=t.value, domain=d.value) for t, d in token_places(state, seat)]


def free_columns(state: State, seat: int, kind: str) -> list[int]:
    """The columns a Lord may be placed or moved to (M3.6, M4.2.1, MA-3): a tile with no
    Lord, not reserved by another lord's Scout, left to right."""
    row = 0 if kind == "place_lord" else destination_row(state.turn)
    taken = {tuple(p.lord) for p in state.players if p.lord is not None}
    taken |= {tuple(p.scout) for s, p in enumerate(state.players)
              if p.scout is not None and s != seat}
    return [c for c, tile in enumerate(state.rows[row])
            if tile is not None and (row, c) not in taken]


def decision(state: State) -> Decision | None:
    found = asked(state)
    if found is None:
        return None
    seat, kind = found
    choices = [a for a in candidates(state, seat, kind) if refusal(state, seat, kind, a) is None]
    info: dict[str, object] = {"turn": state.turn, "rule": RULE[kind]}
    if kind == "move_lord":
        info["row"] = destination_row(state.turn)
    return Decision.make(seat, kind, choices, **info)


def refusal(state: State, seat: int, kind: str, action: Action) -> IllegalAction | None:
    try:
        check(state, seat, kind, action)
    except IllegalAction as refused:
        return refused
    return None


def check(state: State, seat: int, kind: str, action: Action) -> None:
    """Refuse an answer to the seat's decision with the rule that forbids it."""
    name = state.players[seat].name
    expected = ANSWER[kind]
    require(action.kind == expected, "other_answer", RULE[kind], name=name, expected=expected,
            given=action.kind)
    if kind in ("place_lord", "move_lord"):
        check_row(state, kind, action)
        check_lord(state, seat, kind, integer(action, "col"))
    elif kind in ("village", "restoration"):
        tile = tile_of(action, "tile")
        require(tile in state.players[seat].graveyard, "not_in_graveyard", RULE[kind],
                domain=TILES[tile].domain.value, number=TILES[tile].number, name=name)
    elif kind == "rampart":
        check_scout(state, seat, integer(action, "row"), integer(action, "col"))
    elif kind == "church":
        domain = domain_of(action, "domain")
        require(state.coin_supply > 0, "no_coin_left")
        require(domain.value not in state.players[seat].coin_tokens, "has_coin", name=name,
                domain=domain.value)
    else:
        check_token(state, seat, domain_of(action, "type"), domain_of(action, "domain"))


def check_row(state: State, kind: str, action: Action) -> None:
    """A Lord placed or moved may name its row: the top row at set-up (M3.6), the row below
    in a turn, the top row after turns 4, 8 and 12 (MA-15); any other row is refused."""
    if action.get("row") is None:
        return
    row = 0 if kind == "place_lord" else destination_row(state.turn)
    given = integer(action, "row")
    require(given == row, "wrong_row", "M3.6" if kind == "place_lord" else "MA-15",
            expected=row + 1, given=given + 1)


def check_lord(state: State, seat: int, kind: str, col: int) -> None:
    """M3.6 / M4.2.1: a tile of the row, with no Lord on it (one Lord per tile), not reserved
    by another lord's Scout (M5.4)."""
    row = 0 if kind == "place_lord" else destination_row(state.turn)
    tiles = state.rows[row]
    require(0 <= col < len(tiles) and tiles[col] is not None, "no_tile", RULE[kind],
            col=col + 1, row=row + 1)
    lord = state.lord_at(row, col)
    require(lord is None, "lord_there", "M3.6" if kind == "place_lord" else "MA-3",
            lord=state.players[lord].name if lord is not None else "")
    scout = state.scout_at(row, col)
    require(scout is None or scout == seat, "reserved",
            scout=state.players[scout].name if scout is not None else "")


def check_scout(state: State, seat: int, row: int, col: int) -> None:
    """M5.4, MA-28: a tile of a row other than the Lord's, with no Lord and no other Scout."""
    lord = state.players[seat].lord
    require(0 <= row < len(state.rows) and 0 <= col < len(state.rows[row])
            and state.rows[row][col] is not None, "no_tile", "M5.4", col=col + 1, row=row + 1)
    require(lord is None or lord[0] != row, "scout_row")
    require(state.lord_at(row, col) is None, "scout_on_lord")
    scout = state.scout_at(row, col)
    require(scout is None or scout == seat, "one_scout")


def check_token(state: State, seat: int, kind: Domain, domain: Domain) -> None:
    """M5.8, MA-5: a type still in the supply, under a domain with no Parcel token whose
    income does not count that type already."""
    player = state.players[seat]
    require(kind.value in state.parcel_supply, "no_parcel_left", type=kind.value)
    require(domain.value not in player.parcel_tokens, "has_parcel", name=player.name,
            domain=domain.value)
    require(kind not in DOMAIN_RULES[domain].counts, "counted", domain=domain.value,
            type=kind.value)


def answer(m: Match, seat: int, kind: str, action: Action) -> None:
    """Apply a checked answer, then the rest of the effect (income) where one was asked."""
    state = m.state
    player = state.players[seat]
    if kind == "place_lord":
        place_lord(m, seat, action["col"])
    elif kind == "move_lord":
        move_lord(m, seat, action["col"])
    elif kind in ("village", "restoration"):
        board.restore(player, action["tile"])
        m.tell("tile_restored", player=seat, tile=action["tile"],
               domain=TILES[action["tile"]].domain.value, rule=RULE[kind])
        if kind == "restoration":
            state.restoring.pop(0)
    elif kind == "rampart":
        player.scout = [action["row"], action["col"]]
        m.tell("scout_placed", player=seat, row=action["row"], col=action["col"])
    elif kind == "church":
        player.coin_tokens.append(action["domain"])
        state.coin_supply -= 1
        m.tell("coin_token_placed", player=seat, domain=action["domain"])
    else:
        player.parcel_tokens[action["domain"]] = action["type"]
        state.parcel_supply.remove(action["type"])
        m.tell("parcel_token_placed", player=seat, type=action["type"], domain=action["domain"])
    if kind in EFFECT_DOMAIN:
        finish_effect(m, seat, EFFECT_DOMAIN[kind])


def integer(action: Action, name: str) -> int:
    value = action[name]
    if not isinstance(value, int) or isinstance(value, bool):
        raise refuse("not_a_number", kind=action.kind, name=name, value=repr(value))
    return value


def tile_of(action: Action, name: str) -> int:
    """A tile's identity (0-83), so that a refusal can name it as the table does (M2.2)."""
    value = integer(action, name)
    if not 0 <= value < len(TILES):
        raise refuse("not_a_tile", kind=action.kind, name=name, last=len(TILES) - 1,
                     value=repr(value))
    return value


def domain_of(action: Action, name: str) -> Domain:
    value = action[name]
    if value not in [d.value for d in DOMAINS]:
        raise refuse("not_a_domain", kind=action.kind, name=name,
                     domains=", ".join(d.value for d in DOMAINS), value=repr(value))
    return Domain(value)
