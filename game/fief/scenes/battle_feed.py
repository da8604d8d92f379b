"""Which events open a battle scene and which close it: a battle from its declaration to its end,
an Uprising to its outcome, the Plague's rolls with the losses and deaths they bring (their end
is the first event that does not belong to them)."""
from __future__ import annotations

from typing import Any

START_KINDS = ("battle_declared", "paired_battle_declared", "uprising_played", "plague_roll")


def starts_with(event: dict[str, Any]) -> bool:
    """Whether this event opens a battle scene (a battle, a Cavalcade's fight, an Uprising, the
    Plague)."""
    kind = event.get("kind")
    return kind in START_KINDS or (kind == "disaster_struck" and event.get("disaster") == "plague")


# What may follow an Uprising or the Plague's rolls and still belong to it: losses, deaths and
# what a death brings (titles, marriages, crown, relics). Anything else closes the feed.
AFTERMATH = {"troops_lost", "troops_lost_unseen", "lord_died", "lord_revived", "relic_dropped",
             "marriage_ended", "title_lost", "fief_title_lost", "fief_title_vacant",
             "fief_title_granted", "crown_passed", "control_changed", "excommunication_lifted",
             "card_discarded", "lord_placed", "lord_waiting", "siege_lifted", "captive_handed",
             "lord_freed", "queen_crowned"}
UPRISING = {"uprising_played", "uprising_joined", "uprising_stop_attempt", "uprising_failed",
            "uprising_result", "uprising_destroyed", "tunnels_played"}


def stops_before(first: dict[str, Any]) -> Any:
    """For an Uprising or the Plague: the first unrelated event ends the feed (not kept)."""
    kind = first.get("kind")
    if kind == "uprising_played":
        return lambda e: e.get("kind") not in UPRISING | AFTERMATH
    if kind in ("plague_roll", "disaster_struck"):
        return lambda e: e.get("kind") not in {"plague_roll"} | AFTERMATH
    return None


def ends_with(first: dict[str, Any]) -> Any:
    """The predicate that closes the feed opened by ``first``."""
    kind = first.get("kind")
    village = first.get("village")
    if kind == "battle_declared":
        return lambda e: e.get("kind") == "battle_ended" and e.get("village") == village
    if kind == "paired_battle_declared":
        return lambda e: e.get("kind") == "paired_battle_ended" and e.get("village") == village
    if kind == "uprising_played":
        return lambda e: e.get("kind") in ("uprising_destroyed", "uprising_failed") \
            and e.get("village") == village
    return lambda e: False
