"""Positions of Middle-Ages written by hand (docs/middle-ages.md, "Positions"), so a rule case
can be set up without playing to it, and any game written back in the same form.

A tile is written ``"domain-number"`` as M2.2 names it (``"rampart-12"``; ``"rampart 12"``
too). Seats are named by seat number, name or colour. Everything but the players and the rows
has a default: the piles hold the tiles not written elsewhere, shuffled from the seed (blue
tiles in the draw pile; orange ones set aside with 4 or 5 players, M3.1); ``draws`` puts the
tiles it lists on top of the draw pile, the first drawn first. A position loaded is played up
to its first decision (``settle``)."""
from __future__ import annotations

import json
from typing import Any

from ..errors import OptionsError
from ..rng import Rng, seed_state
from .game import MiddleAges
from .options import Options
from .state import PlayerState, State
from .tiles import (
    BLUE,
    BY_NAME,
    COIN_TOKENS,
    DOMAINS,
    EVENT_RULES,
    EVENT_TURNS,
    EVENTS_DEALT,
    ORANGE,
    PARCEL_TOKENS,
    ROWS,
    TILES,
    TURNS,
    Domain,
    EventCard,
)
from .asks import EFFECT_DOMAIN
from .effects import finish_effect, has_options
from .position_checks import (
    PositionError,
    check_flow,
    check_pawns,
    check_tiles,
    read_list,
    tile_text,
    whole,
)
from .turn import discard_free, lords_row

PHASES = ("placement", "play", "restoration", "over")


def read_tile(text: Any, where: str) -> int:
    """A tile from ``"domain number"`` or ``"domain-number"`` as M2.2 writes it (a symbol
    noted after it, ``"village-9 (P)"``, is allowed), or its identity in the table."""
    if isinstance(text, int) and not isinstance(text, bool) and 0 <= text < len(TILES):
        return text
    words = str(text).lower().replace("-", " ").split()
    symbol = words.pop() if len(words) == 3 and words[2] in ("(p)", "(c)") else None
    found = BY_NAME.get("-".join(words)) if len(words) == 2 else None
    if found is None:
        raise PositionError(f"{where}: {text!r} is no tile (write 'domain-number', e.g. "
                            f"'rampart-12'; the table of M2.2 numbers each domain's tiles)")
    tile = TILES[found]
    if symbol is not None and symbol != ("(p)" if tile.peasant else "(c)" if tile.chest else ""):
        carries = "a Peasant" if tile.peasant else "a Chest" if tile.chest else "no symbol"
        raise PositionError(f"{where}: {tile.name} carries {carries} (M2.2)")
    return found


def read_tiles(items: Any, where: str) -> list[int]:
    if not isinstance(items, list):
        raise PositionError(f"{where}: a list of tiles is expected")
    return [read_tile(item, f"{where}[{i}]") for i, item in enumerate(items)]


# M7 names two cards otherwise than their keys do.
CARD_NAMES = {"costly_ceremonies": EventCard.LAVISH_CEREMONIES,
              "good_harvests": EventCard.GOOD_HARVEST}


def read_card(text: Any) -> EventCard | None:
    """An Event card by its key (``lavish_ceremonies``), its English name as M7 writes it
    (``"Costly Ceremonies"``) or its French one (``"Cérémonies dispendieuses"``)."""
    key = str(text).strip().lower().replace(" ", "_").replace("-", "_")
    for card, rule in EVENT_RULES.items():
        if key == card.value or str(text).strip().lower() == rule.french.lower():
            return card
    return CARD_NAMES.get(key)


def read_domain(text: Any, where: str) -> str:
    if text not in [d.value for d in DOMAINS]:
        raise PositionError(f"{where}: {text!r} is no domain ({', '.join(DOMAINS)})")
    return str(text)


def seat_of(text: Any, players: list[PlayerState], where: str) -> int:
    for seat, player in enumerate(players):
        if text in (seat, player.name, player.colour):
            return seat
    raise PositionError(f"{where}: {text!r} names no seat")


def read_player(data: Any, where: str) -> PlayerState:
    if not isinstance(data, dict):
        raise PositionError(f"{where}: a player is an object")
    money = data.get("money", 0)
    if isinstance(money, int) and not isinstance(money, bool) and money < 0:
        raise PositionError(f"{where}: money is never negative (MA-8)")
    player = PlayerState(str(data.get("name", "")), str(data.get("colour", "")),
                         whole(money, f"{where}.money"))
    for tile in read_tiles(data.get("board", []), f"{where}.board"):
        player.tiles_of(TILES[tile].domain).append(tile)
    player.graveyard = read_tiles(data.get("graveyard", []), f"{where}.graveyard")
    player.coin_tokens = [read_domain(d, f"{where}.coins")
                          for d in read_list(data.get("coins", []), f"{where}.coins")]
    tokens = data.get("tokens", {})
    if not isinstance(tokens, dict):
        raise PositionError(f"{where}.tokens: an object, domain -> the type its token adds")
    player.parcel_tokens = {read_domain(d, f"{where}.tokens"): read_domain(t, f"{where}.tokens")
                            for d, t in tokens.items()}
    for pawn in ("lord", "scout"):
        place = data.get(pawn)
        if place is not None:
            if not (isinstance(place, list) and len(place) == 2):
                raise PositionError(f"{where}.{pawn}: [row, column] or null")
            setattr(player, pawn, [whole(place[0], f"{where}.{pawn} row", 0, ROWS - 1),
                                   whole(place[1], f"{where}.{pawn} column")])
    return player


def load_position(text: str | dict[str, Any]) -> MiddleAges:
    """The game a position describes; ``PositionError`` says what is wrong with it."""
    data = json.loads(text) if isinstance(text, str) else text
    if not isinstance(data, dict) or data.get("game") != "middle-ages":
        raise PositionError("a position of Middle-Ages says \"game\": \"middle-ages\"")
    raw = data.get("players")
    if not isinstance(raw, list):
        raise PositionError("players: a list of players is expected")
    players = [read_player(p, f"players[{i}]") for i, p in enumerate(raw)]
    seed = whole(data.get("seed", 0), "seed", -2**63)
    try:
        options = Options(tuple((p.name, p.colour) for p in players), seed)
    except OptionsError as exc:
        raise PositionError(str(exc)) from exc
    state = State(options=dict(options.to_dict()), players=players, rng=seed_state(seed))
    read_table(state, data)
    read_flow(state, data)
    if "rng" in data:
        state.rng = whole(data["rng"], "rng", -2**63)   # where a dumped game left it
    check_tiles(state)
    check_pawns(state)
    check_flow(state)
    game = MiddleAges(state)
    settle(game)
    return game


def settle(game: MiddleAges) -> None:
    """Play the position up to its first decision, as play reaching it would (its events are
    in ``game.events``): a turn written at its start with a tile still free on the Lords' row
    is before step 1, so that tile is discarded (M4.1); an effect awaited with no legal choice
    is skipped and its income paid (MA-17); a turn written at its end is refilled and its
    Event struck (M4.3, M4.4), and turn 16's plays need no decision (MA-1)."""
    state = game.state
    if state.phase == "play" and state.current == 0 and state.asked is None and state.turn:
        discard_free(game, lords_row(state.turn))
    seat = state.playing()
    if state.phase == "play" and state.asked is not None and seat is not None \
            and not has_options(state, seat, state.asked):
        domain = EFFECT_DOMAIN[state.asked]
        game.tell("effect_void", player=seat, domain=domain.value)
        finish_effect(game, seat, domain)
    game.advance()


def read_table(state: State, data: dict[str, Any]) -> None:
    """Rows, piles, Event cards and the token supply."""
    rows = data.get("rows")
    if not isinstance(rows, list) or len(rows) != 4:
        raise PositionError("rows: four rows, top first, are expected")
    for r, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != state.n + 1:
            raise PositionError(f"rows[{r}]: a list of {state.n + 1} places (M3: players + 1), "
                                "a tile or null each")
    state.rows = [[read_tile(t, f"rows[{r}][{c}]") if t is not None else None
                   for c, t in enumerate(row)] for r, row in enumerate(rows)]
    state.discard = read_tiles(data.get("discard", []), "discard")
    written = {t for row in state.rows for t in row if t is not None} | set(state.discard)
    for player in state.players:
        written |= {t for column in player.columns.values() for t in column}
        written |= set(player.graveyard)
    rng = Rng(state)
    draws = read_tiles(data.get("draws", []), "draws")
    if draws and "pile" in data:
        raise PositionError("draws: give either the whole pile or its next draws, not both")
    written |= set(draws)
    for pile, tiles in (("pile", BLUE), ("orange", ORANGE if state.n >= 4 else ())):
        if pile in data:
            setattr(state, pile, read_tiles(data[pile], pile))
        else:
            rest = [t for t in tiles if t not in written]
            rng.shuffle(rest)
            setattr(state, pile, rest)
    state.pile += list(reversed(draws))         # the top of the pile is its last tile
    cards = [read_card(c) for c in read_list(data.get("cards") or list(EventCard)[:4], "cards")]
    if len(cards) != 4 or None in cards:
        raise PositionError(f"cards: four Event cards among {', '.join(EventCard)}")
    state.events = [str(c) for c in cards]
    struck = struck_before(data)
    state.events_done = whole(data.get("cards_done", struck), "cards_done", 0, EVENTS_DEALT)
    if not 0 <= state.events_done <= (struck if data.get("phase") != "over" else EVENTS_DEALT):
        raise PositionError(f"cards_done: {struck} of the four Event cards have struck before "
                            f"this turn (M4.4: the k-th at the end of turn 4k)")
    placed_coins = sum(len(p.coin_tokens) for p in state.players)
    state.coin_supply = whole(data.get("coin_supply", COIN_TOKENS - placed_coins), "coin_supply",
                              0, COIN_TOKENS)
    used = {t for p in state.players for t in p.parcel_tokens.values()}
    supply = data.get("parcel_supply", [d.value for d in PARCEL_TOKENS if d.value not in used])
    state.parcel_supply = [read_domain(d, "parcel_supply") for d in read_list(supply,
                                                                              "parcel_supply")]


def struck_before(data: dict[str, Any]) -> int:
    """The Event cards struck before the position's turn (M4.4: the k-th at the end of turn
    4k), all four once the game is over: the default of ``cards_done``."""
    if data.get("phase") == "over":
        return EVENTS_DEALT
    turn = whole(data.get("turn", 0), "turn", 0, TURNS)
    return sum(1 for t in EVENT_TURNS if t < turn)


def read_flow(state: State, data: dict[str, Any]) -> None:
    """Where the game stands: the turn, the phase, the order of play and who plays."""
    state.turn = whole(data.get("turn", 0), "turn", 0, TURNS)
    state.phase = str(data.get("phase", "placement" if state.turn == 0 else "play"))
    if state.phase not in PHASES or (state.phase == "placement") != (state.turn == 0):
        raise PositionError(f"phase: one of {', '.join(PHASES)}, the placement at turn 0 "
                            "only (M3.6), the others at turns 1 to 16")
    played = 0
    if "order" in data:
        state.order = [seat_of(s, state.players, "order") for s in read_list(data["order"],
                                                                               "order")]
    elif state.phase == "play":
        state.order, played = play_order(state)
    else:
        state.order = list(range(state.n))
    if state.phase == "placement":           # M3.6: those whose Lord stands have placed it
        played = next((i for i, s in enumerate(state.order) if state.players[s].lord is None),
                      len(state.order))
    if sorted(state.order) != list(range(state.n)):
        raise PositionError("order: every seat once (a seat's Lord on neither the Lords' row "
                            "nor the row below leaves the order to be written)")
    state.current = whole(data.get("current", played), "current", 0, state.n)
    asked = data.get("asked")
    if asked is not None and asked not in ("village", "rampart", "church", "palace"):
        raise PositionError("asked: village, rampart, church or palace (an effect's choice)")
    state.asked = asked
    if "restoring" in data:
        state.restoring = [seat_of(s, state.players, "restoring")
                           for s in read_list(data["restoring"], "restoring")]
    elif state.phase == "restoration":       # MA-10: those with a Graveyard tile, in order
        state.restoring = [s for s in state.order if state.players[s].graveyard]
    state.version = whole(data.get("move", 0), "move")
    state.scores = data.get("scores")
    state.winners = data.get("winners")
    for key in ("scores", "winners"):
        values = data.get(key)
        if values is not None:
            for i, value in enumerate(read_list(values, key)):
                whole(value, f"{key}[{i}]")


def play_order(state: State) -> tuple[list[int], int]:
    """The order of play a position implies (M4.2) and how many have played: the Lords still
    on the Lords' row play left to right; those already on the row below have played (in seat
    order: theirs no longer matters, M4.2 fixes it only for the plays to come). On turn 16,
    where no Lord moves (MA-1), those whose tile is taken have played."""
    row = lords_row(state.turn)
    waiting = sorted((p.lord[1], s) for s, p in enumerate(state.players)
                     if p.lord is not None and p.lord[0] == row)
    moved = [s for s, p in enumerate(state.players)
             if p.lord is not None and p.lord[0] != row and state.turn < 16]
    if state.turn == 16:
        return [s for _, s in waiting], sum(1 for c, _ in waiting if state.rows[row][c] is None)
    return moved + [s for _, s in waiting], len(moved)


def dump_position(game: MiddleAges) -> dict[str, Any]:
    """The game in the hand-written form (piles written out, so it reloads exactly)."""
    state = game.state

    def player(p: PlayerState) -> dict[str, Any]:
        return {"name": p.name, "colour": p.colour, "money": p.money,
                "board": [tile_text(t) for d in DOMAINS for t in p.tiles_of(Domain(d))],
                "graveyard": [tile_text(t) for t in p.graveyard], "coins": list(p.coin_tokens),
                "tokens": dict(p.parcel_tokens), "lord": p.lord, "scout": p.scout}
    return {
        "game": "middle-ages", "seed": state.options.get("seed", 0), "move": state.version,
        "turn": state.turn, "phase": state.phase, "order": list(state.order),
        "current": state.current, "asked": state.asked, "restoring": list(state.restoring),
        "players": [player(p) for p in state.players],
        "rows": [[tile_text(t) if t is not None else None for t in row] for row in state.rows],
        "pile": [tile_text(t) for t in state.pile],
        "orange": [tile_text(t) for t in state.orange],
        "discard": [tile_text(t) for t in state.discard],
        "cards": list(state.events), "cards_done": state.events_done,
        "coin_supply": state.coin_supply, "parcel_supply": list(state.parcel_supply),
        "rng": state.rng, "scores": state.scores, "winners": state.winners,
    }
