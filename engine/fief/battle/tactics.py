"""Cards played into a battle from a reaction window: the Ambush (10.5) and the Secret Passage
(10.2.2).
"""
from __future__ import annotations

from ...errors import require
from ..counters import Lord
from ..match import Match
from ..moves import heavy_rain
from ..state import Frame
from .captures import settle_control, take_captive
from .data import ATT, DEF, BattleData
from .sides import defended_fort, side_units

# --- card effects in battle (10.5 Ambush, 10.2.2 Secret Passage), called by the windows -------

def current_battle(g: Match) -> Frame[BattleData] | None:
    """The innermost battle being fought, if any."""
    for frame in reversed(g.state.stack):
        if frame.kind == "battle":
            return frame
    return None


def engaged_lords(g: Match, data: BattleData) -> list[Lord]:
    return side_units(g, data, ATT)[1] + side_units(g, data, DEF)[1]


def ambush_targets(g: Match, player: int) -> list[str]:
    """10.5 / A30: a player with a lord engaged in the battle may take any other family's lord
    engaged in it (none under Heavy Rain, A22)."""
    frame = current_battle(g)
    if frame is None or frame.data["stage"] in ("join", "end"):
        return []

    if heavy_rain(g, frame.data["village"]):
        return []
    lords = engaged_lords(g, frame.data)
    if not any(l.owner == player for l in lords):
        return []
    return sorted(l.name for l in lords if l.owner != player)


def ambush(g: Match, player: int, target: str) -> None:
    """10.5 / A30: the target is captured at once by the ambusher (by one of his lords there);
    his troops stay (RULINGS 49); the battle ends at its next check if the attacking side has no
    lord left (RULINGS 33)."""
    require(target in ambush_targets(g, player), "10.5",
            "ambush a lord of another family engaged in a battle where you have a lord")
    frame = current_battle(g)
    assert frame is not None
    take_captive(g, target, player, frame.data["village"], "ambush")
    frame.data["null_rounds"] = 0
    settle_control(g, frame.data)


def can_tunnel(g: Match, player: int) -> bool:
    """10.2.2 / A28: a participant of the attacking side may cancel every attacker penalty."""
    frame = current_battle(g)
    if frame is None or frame.data["stage"] in ("join", "end") or frame.data["tunnel"]:
        return False
    return player in frame.data["sides"][ATT] and defended_fort(g, frame.data) is not None


def tunnel(g: Match, player: int) -> None:
    """10.2.2: the attacking side attacks from the tunnels for the rest of this battle."""
    require(can_tunnel(g, player), "10.2.2",
            "a Secret Passage helps the attacking side of a battle against a Stronghold or City")
    frame = current_battle(g)
    assert frame is not None
    frame.data["tunnel"] = True
    g.emit("tunnel", player=player, village=frame.data["village"])
