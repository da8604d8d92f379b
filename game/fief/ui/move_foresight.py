"""What a move would cost, said on its destination before the click (issue 36, build 3: a
move that leaves a village without control, loses income or breaks a fief title).

The referee answers the question: the movement decision's info ``leaving`` gives, for each of
the family's villages whose emptying would cost it something, who would control it, the income
lost, the fief titles lost, and which of its counters stand there (engine/fief/foresight.py).
The client only compares those counters with the ones the player chose to move.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.shell.i18n import _, ngettext
from game.fief.ui.counts import money
from game.fief.ui.event_sentences import join
from game.fief.ui.texts import fief_name


def leaving_warnings(info: Mapping[str, Any], origin: str | None, move: Mapping[str, Any],
                     seat: int | None, names: Sequence[str], edition: Any) -> list[str]:
    """The warnings for ``move`` (lords, knights, men) out of ``origin``; none when some of
    the family's counters stay, or when leaving costs nothing."""
    cost = (info.get("leaving") or {}).get(origin or "")
    if not cost or not leaves_all(cost, move):
        return []
    out = []
    control = cost.get("control")
    if control is None:
        out.append(_("{village} would be left without control").format(village=origin))
    elif control != seat:
        family = names[control] if 0 <= control < len(names) else str(control)
        out.append(_("{village} would pass to {family}").format(village=origin, family=family))
    lost = int(cost.get("income") or 0)
    if lost > 0:
        out.append(_("Your income would fall by {money} a round").format(money=money(lost, edition)))
    fiefs = [fief_name(f) for f in cost.get("fiefs") or []]
    if fiefs:
        out.append(ngettext("The title {fiefs} would be lost", "The titles {fiefs} would be lost",
                            len(fiefs)).format(fiefs=join(fiefs)))
    return out


def leaves_all(cost: Mapping[str, Any], move: Mapping[str, Any]) -> bool:
    """Whether the move takes every counter the referee listed as standing there."""
    return (set(cost.get("lords") or []) <= set(move.get("lords") or [])
            and int(move.get("knights") or 0) >= int(cost.get("knights") or 0)
            and int(move.get("men") or 0) >= int(cost.get("men") or 0))
