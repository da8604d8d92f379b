"""English texts of Middle-Ages for the client: each event's log line, each decision's prompt,
the domains' and Event cards' names and texts (tooltips). Every one is a gettext message id:
the client shows ``_(text)`` formatted with the event's or decision's parameters (a seat shown
by its name, a domain or card by its translated name), so the French catalogue translates them.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from ..events import Event
from ..values import thaw

SEAT_KEYS = ("player", "to", "by")      # event parameters that name a seat

EVENT_TEXT: Mapping[str, str] = MappingProxyType({
    "game_set_up": "The rows are laid out and four Event cards dealt",
    "lord_placed": "{player} places their Lord on the top row",
    "turn_started": "Turn {turn} begins",
    "tile_discarded": "The tile nobody stands on is discarded",
    "lord_moved": "{player} moves their Lord to the row below",
    "scout_returned": "{player}'s Scout comes home",
    "tile_taken": "{player} takes a {domain} tile",
    "effect_void": "{player}'s {domain} has no effect this time",
    "symbols_counted": "{player} gains {amount} from the symbols on their fief",
    "mill_paid": "{player} pays {amount} to {to} (Mill)",
    "attacked": "{by} attacks {player}, who pays {amount}",
    "income": "{player} receives {amount} from their {domain}",
    "tile_restored": "{player} brings a {domain} tile back from their Graveyard",
    "scout_placed": "{player} reserves a tile with their Scout",
    "coin_token_placed": "{player} puts an Extra-coin token under their {domain}",
    "parcel_token_placed": "{player} puts a {type} Parcel token under their {domain}",
    "row_refilled": "A new row of tiles is laid out",
    "pile_replaced": "The draw pile is replaced",
    "event_applied": "Event: {card}",
    "game_over": "The game is over",
})

PROMPTS: Mapping[str, str] = MappingProxyType({
    "place_lord": "{player}, place your Lord on a tile of the top row",
    "move_lord": "{player}, move your Lord to a tile of the row below",
    "village": "{player}, choose a tile of your Graveyard to bring back",
    "rampart": "{player}, choose a tile for your Scout to reserve",
    "church": "{player}, choose the domain for your Extra-coin token",
    "palace": "{player}, choose a Parcel token and the domain it goes under",
    "restoration": "{player}, choose a tile of your Graveyard to bring back (Restoration)",
})

DOMAIN_NAMES: Mapping[str, str] = MappingProxyType({
    "fields": "Fields", "mill": "Mill", "village": "Village", "rampart": "Rampart",
    "market": "Market", "barracks": "Barracks", "church": "Church", "palace": "Palace"})

DOMAIN_TEXT: Mapping[str, str] = MappingProxyType({
    "fields": "Effect: gain 1 per Peasant on your tiles. Income: 2 per Fields tile.",
    "mill": "Effect: each opponent with fewer Mills pays you 2. Income: 2 per Mill tile.",
    "village": "Effect: bring a tile back from your Graveyard, without its effect. "
               "Income: 2 per Village and per Rampart tile.",
    "rampart": "Effect: your Scout reserves a tile of another row. "
               "Income: 2 per Fields and per Rampart tile.",
    "market": "Effect: gain 1 per Chest on your tiles. Income: 2 per Mill and per Market tile.",
    "barracks": "Effect: attack every player with fewer Ramparts than your Barracks: they lose "
                "their leftmost tile and pay you 2. Income: 2 per Village and per Barracks tile.",
    "church": "Effect: an Extra-coin token under one of your domains (1 more per tile counted). "
              "Income: 3 per Church tile.",
    "palace": "Effect: a Parcel token under one of your domains (its income counts that type "
              "too). Income: 3 per Palace tile.",
})

# The computer levels' names (levels.LEVELS), weakest first.
LEVEL_NAMES: Mapping[str, str] = MappingProxyType({
    "random": "Random", "reeve": "Reeve", "steward": "Steward", "chancellor": "Chancellor"})

CARD_NAMES: Mapping[str, str] = MappingProxyType({
    "skilled_trades": "Skilled trades", "precious_goods": "Precious goods",
    "alliance": "Alliance", "barbarian_invasion": "Barbarian invasion",
    "black_death": "Black Death", "new_defences": "New defences",
    "triumphant_return": "Triumphant return", "baby_boom": "Baby boom",
    "peasant_revolt": "Peasant revolt", "restoration": "Restoration",
    "good_harvest": "Good harvest", "reconstruction_aid": "Reconstruction aid",
    "extended_lordship": "Extended lordship", "lavish_ceremonies": "Lavish ceremonies",
    "earthquake": "Earthquake"})

CARD_TEXT: Mapping[str, str] = MappingProxyType({
    "skilled_trades": "Each player gains 1 per Peasant on their tiles.",
    "precious_goods": "Each player gains 1 per Chest on their tiles.",
    "alliance": "Each player gains 3 per Church and per Palace tile.",
    "barbarian_invasion": "Each player loses a Mill tile and a Fields tile to their Graveyard.",
    "black_death": "Each player loses a Village tile and a Barracks tile to their Graveyard.",
    "new_defences": "Each player gains 3 per Rampart tile.",
    "triumphant_return": "Each player gains 2 per Market and per Barracks tile.",
    "baby_boom": "Each player gains 2 per Mill and per Village tile.",
    "peasant_revolt": "Each player loses a Palace tile to their Graveyard.",
    "restoration": "Each player brings a tile back from their Graveyard, without its effect.",
    "good_harvest": "Each player gains 2 per Fields tile.",
    "reconstruction_aid": "Each player gains 3 per tile in their Graveyard.",
    "extended_lordship": "Each player gains 2 per domain holding at least one tile.",
    "lavish_ceremonies": "Each player loses 2 per Church and per Palace tile.",
    "earthquake": "Each player loses a Rampart tile to their Graveyard.",
})


def event_text(event: Event, names: Sequence[str]) -> str:
    """An event's English log line (the client translates the template and the names first):
    seats by name, domains and cards by their names."""
    params = {key: thaw(value) for key, value in event.params}
    for key in SEAT_KEYS:
        if isinstance(params.get(key), int):
            params[key] = names[params[key]]
    for key in ("domain", "type"):
        if params.get(key) in DOMAIN_NAMES:
            params[key] = DOMAIN_NAMES[params[key]]
    if params.get("card") in CARD_NAMES:
        params["card"] = CARD_NAMES[params["card"]]
    return EVENT_TEXT[event.kind].format(**params)
