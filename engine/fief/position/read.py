"""Reading a position: from the hand-written JSON to a ``Game`` at the beginning of its step
(docs/position-format.md). Every part is checked, and a mistake raises ``PositionError`` naming
the part at fault. The lords and titles are read in read_lords.py, the map and the cards in
read_map.py."""
from __future__ import annotations

import json
from typing import Any

from ...serial import from_plain, type_hints
from ..board import Board, load_board
from ..editions.rules import Rules, rules_for
from ..game import Game
from ..match import advance, push
from ..options import GameOptions, OptionsError, PlayerSpec
from ..phases.setup import blank_state
from ..state import RELICS, GameState
from .engines import read_engine_stock
from .gems import settle_gem_pool
from .fields import as_dict, int_list, set_fields
from .frames import read_frames
from .names import Names, PositionError
from .read_lords import (
    check_titles,
    default_tax_markers,
    read_lords,
    read_taxes,
    read_titles_extra,
)
from .read_map import (
    carrier,
    placed_relic,
    read_cards_on_map,
    read_claimed,
    read_decks,
    read_village,
    settle_control,
    troops_in_box,
)

POSITION_FORMAT = "fief-position"
POSITION_VERSION = 1
SETUP_STEP = "setup_villages"

TOP_KEYS = {"format", "version", "edition", "optional", "seed", "rng", "players", "round", "first",
            "step", "turn", "lords", "villages", "disasters", "fortunes", "taxes",
            "disaster_track", "decks", "set_aside", "titles", "forced_d6", "forced_battle", "winners",
            "excommunicated_round", "relics_claimed", "begun", "election", "window", "raw",
            "engines_in_stock"}


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
    settle_gem_pool(state, rules)
    read_lords(data.get("lords", {}), state, names)
    said = {}
    box = troops_in_box(state)
    for village, entry in as_dict(data.get("villages", {}), "villages").items():
        village = names.village(village, "villages")
        said[village] = read_village(village, entry, state, names, box)
    settle_control(state, said)
    for vs in state.villages.values():
        if vs.unowned:                  # simplified S-15: nobody holds it, whoever is there
            vs.controller = None
    read_engine_stock(data, state, names)
    read_titles_extra(data.get("titles", {}), state, names)
    check_titles(state, board, rules)
    read_cards_on_map(data, state, names)
    read_taxes(data.get("taxes", []), state, names)
    default_tax_markers(data, state, rules)
    state.mills_stock = rules.stock_mills - sum(vs.mills for vs in state.villages.values())
    state.forts_stock = rules.stock_forts - rules.forts_out(vs.fort for vs in state.villages.values())
    if state.mills_stock < 0 or state.forts_stock < 0:
        raise PositionError(f"villages: the box has only {rules.stock_mills} mills and "
                            f"{rules.stock_forts} Strongholds/Cities")
    state.relics = {r: carrier(state, r) for r in RELICS if placed_relic(state, r)}
    read_claimed(data, state, board)
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
    frame = push(game, step)
    if "turn" in data:
        if "turn" not in frame.data:
            raise PositionError(f"turn: the {step} step is not played in turns")
        frame.data["turn"] = state.order().index(names.seat(data["turn"], "turn"))
    game.events = []
    under_way = read_frames(data, game, names)
    if not (data.get("begun", False) or under_way) and "stack" not in data.get("raw", {}):
        for hook in game.ruleset.step_hooks:  # as play reaching the step: its window (A1),
            hook(game, step)                  # lords waiting to be placed (RULINGS 23)


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
    hints = type_hints(GameState)
    for key, value in as_dict(raw, "raw").items():
        if key not in hints:
            raise PositionError(f"raw: the state has no field {key!r}")
        try:
            setattr(game.state, key, from_plain(hints[key], value))
        except (TypeError, KeyError, ValueError) as exc:
            raise PositionError(f"raw.{key}: {exc}") from exc
