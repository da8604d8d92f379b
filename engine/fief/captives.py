"""Captives (6.2.3, RULINGS 38, A35, A37): held while the captor has units with them."""
from __future__ import annotations

from ..actions import Action
from ..errors import require
from .match import Match
from .placement import place_or_ask


def captor_present(g: Match, captor: int, village: str) -> bool:
    index = g.state.index()
    if any(t.owner == captor for t in index.troops_at.get(village, ())):
        return True
    return any(l.owner == captor and l.captor is None for l in index.lords_at.get(village, ()))


def free_lord(g: Match, name: str, reason: str) -> None:
    """A captive is released and placed per 2.4.1 (6.2.4, 10.2.3); a 2011 escape one step from
    his prison (003 Souterrain, E-18)."""

    lord = g.state.lords[name]
    captor = lord.captor
    lord.captor = None
    g.emit("lord_freed", lord=name, player=lord.owner, captor=captor, reason=reason)
    one_step = reason == "escape" and g.rules.escape_one_step      # 2011, E-18
    place_or_ask(g, name, "escape" if one_step else "freed")


def check_captives(g: Match, village: str) -> None:
    """A37: a captive left with no unit of his captor is freed at once (by name, so that a saved
    game, whose lords come back sorted, replays the same)."""
    held = [l for l in g.state.index().lords_at.get(village, ()) if l.captor is not None]
    if not held:                    # as after most steps: the sort would cost more than the check
        return
    for lord in sorted(held, key=lambda l: l.name):
        if lord.owner is None or lord.captor is None or lord.village != village:
            continue
        if not captor_present(g, lord.captor, village):
            free_lord(g, lord.name, "captor_gone")


def captive_refusal(g: Match, player: int, name: object) -> str | None:
    lord = g.state.lords.get(name) if isinstance(name, str) else None
    if lord is None or lord.owner is None or lord.captor != player:
        return "you hold no such captive"
    return None


def check_captive_action(g: Match, player: int, action: Action) -> None:
    """The refusal of ``hand_captive lord=X to=SEAT`` or ``release_captive lord=X``, if any
    (6.2.3, RULINGS 38), changing nothing."""
    name = action.get("lord")
    why = captive_refusal(g, player, name)
    require(why is None, "6.2.3", why or "")
    if action.kind == "hand_captive":
        to, lord = action.get("to"), g.state.lords[name]
        require(isinstance(to, int) and to != player and to != lord.owner and any(
            t.owner == to and t.village == lord.village for t in g.state.troops), "6.2.3",
            "a captive is handed only to another player with troops where he is held")


def hand_over(g: Match, player: int, name: str, to: int) -> None:
    """RULINGS 38 / A37: a captor hands a captive to another player who has troops where the
    captive is (checked by ``check_captive_action``)."""
    lord = g.state.lords[name]
    lord.captor = to
    g.emit("captive_handed", lord=name, player=lord.owner, captor=to, previous=player,
           village=lord.village)


def release(g: Match, name: str) -> None:
    """6.2.3: a captor may set his captive free for any reason (checked by
    ``check_captive_action``)."""
    free_lord(g, name, "released")


def captive_action(g: Match, player: int, action: Action) -> None:
    """Free actions ``hand_captive lord=X to=SEAT`` and ``release_captive lord=X``."""
    check_captive_action(g, player, action)
    if action.kind == "hand_captive":
        hand_over(g, player, action.get("lord"), action.get("to"))
    else:
        release(g, action.get("lord"))
