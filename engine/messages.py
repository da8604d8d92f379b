"""English log templates of the events, keyed by event kind.

The templates are gettext message ids: the client shows ``_(template)`` formatted with the
event's parameters, so the French catalog translates the log. Seats are shown by name.
"""
from __future__ import annotations

from typing import Any, Sequence

from .values import thaw

PLAYER_KEYS = {"player", "captor", "previous", "to", "first", "reserved_for", "asker"}
PLAYER_LIST_KEYS = {"players"}

EVENT_TEXT: dict[str, str] = {
    "round_started": "Round {round} begins; {first} is first player",
    "round_ended": "Round {round} ends; the First Player card passes to {first}",
    "start_village": "{player} settles in {village} with {lord}",
    "relic_placed": "A Holy Relic lies in {village}",
    "control_changed": "{player} now controls {village}",
    "income": "{player} collects {total} deniers",
    "recruited": "{player} recruits {knights} knights and {men} men at arms in {village}",
    "built": "{player} builds a {building} in {village}",
    "title_bought": "{lord} of {player} becomes lord of the {fief} ({cost} deniers)",
    "fief_title_granted": "{lord} receives the title of the {fief}",
    "fief_title_lost": "{lord} loses the title of the {fief}",
    "fief_title_vacant": "The title of the {fief} returns to the board",
    "cardinal_made": "{lord} is made Cardinal",
    "purchase_ended": "{player} has finished buying",
    "ransom_offered": "{player} offers {amount} deniers for {lord}",
    "ransom_refused": "{captor} refuses the ransom offered for {lord}",
    "ransom_paid": "{player} pays {amount} deniers to {captor} for {lord}",
    "lord_freed": "{lord} is free",
    "lord_placed": "{lord} arrives in {village}",
    "lord_waiting": "{lord} waits for a village to arrive in",
    "moved": "{player} moves {lords} from {frm} to {to}",
    "movement_ended": "{player} has finished moving",
    "passage_refused": "{lords} of {player} are refused passage",
    "consent_given": "{player} agrees",
    "consent_refused": "{player} refuses",
    "plague_roll": "Plague: {lord} rolls {die}",
    "troops_lost": "{player} loses {knight} knights and {man} men at arms in {village} ({cause})",
    "lord_died": "{lord} of {player} dies ({cause})",
    "marriage_ended": "The marriage of {lords} ends",
    "excommunication_lifted": "The excommunication of {lord} ends",
    "crown_passed": "{lord} takes the crown ({title})",
    "title_lost": "{lord} loses the title {title}",
    "relic_dropped": "A Holy Relic falls in {village}",
    "siege_lifted": "{player} lifts the siege of {village}",
    "money_given": "{player} gives {amount} deniers to {to}",
    "game_won": "Victory for {players} at the end of round {round}!",
}


def render(template: str, params: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """Fill a template; seats become names when ``names`` is given; lists read as 'A, B'."""
    values: dict[str, Any] = {}
    for key, value in params.items():
        value = thaw(value)
        if names is not None and key in PLAYER_KEYS and isinstance(value, int) \
                and not isinstance(value, bool):
            value = names[value]
        elif names is not None and key in PLAYER_LIST_KEYS and isinstance(value, list):
            value = [names[v] for v in value]
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        values[key] = "-" if value is None else value
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template + " " + " ".join(f"{k}={v}" for k, v in sorted(values.items()))
