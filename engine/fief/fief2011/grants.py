"""2011: the crown's gift of heirless titles (003 "Perdre le titre", La mort; E-10). The title
of an unmarried last lord goes to the King or the Queen Regent (titles.to_crown, the state's
``titles.crown_fiefs``), "qui peut l'attribuer à qui il veut pendant la phase d'achat": in his
family's Purchase turn he gives it, free, to any free lord in play who has room for a fief
title (1429's limit of two, which 003 does not lift), of any family, his own included. In the
simplified variant he may give so the fief titles he holds himself too (004 §5, S-17).
"""
from __future__ import annotations

from ...actions import Action, act
from ...errors import reason
from ..match import Match
from ..titles import claim_reserved, crown_player, fiefs_of, grant_fief

RULE = "003 Titres de fief / E-10"


def grant_refusal(g: Match, player: int, fief: object, lord: object) -> str | None:
    """Why the family cannot give this title to this lord now, or None."""
    state = g.state
    if crown_player(state) != player:
        return "only the King or the Queen Regent gives the crown's titles"
    if fief not in giftable(g):
        return reason("the crown holds no title {fief!r}", fief=fief)
    if state.titles.fiefs.get(str(fief)) == lord:
        return reason("{lord} holds the {fief} already", lord=lord, fief=fief)
    if not isinstance(lord, str) or lord not in state.lords or state.lords[lord].owner is None:
        return reason("{lord!r} is not a lord in play", lord=lord)
    if state.lords[lord].captor is not None:
        return reason("{lord} is a captive", lord=lord)
    if len(fiefs_of(state, lord)) >= g.rules.max_fief_titles:
        return reason("{lord} already holds {most} fief titles", lord=lord,
                      most=g.rules.max_fief_titles)
    return None


def giftable(g: Match) -> list[str]:
    """The titles the crown may give: those it holds (E-10), and in the simplified variant
    the fief titles the King (or the Queen Regent) holds himself, "qu'il possède déjà"
    (004 §5 Roi 3, S-17)."""
    t = g.state.titles
    found = list(t.crown_fiefs)
    if g.rules.king_gives_own_fiefs:
        crown = t.king if t.king is not None else (t.queen if t.regent else None)
        found += [f for f, holder in sorted(t.fiefs.items()) if holder is not None
                  and holder == crown]
    return found


def grants(g: Match, player: int) -> list[Action]:
    """Every gift the family may make now (a few: the crown's titles times the free lords)."""
    state = g.state
    if crown_player(state) != player:
        return []
    fiefs = giftable(g)
    return [act("grant_title", fief=fief, lord=lord)
            for fief in fiefs for lord in sorted(state.lords)
            if grant_refusal(g, player, fief, lord) is None]


def grant_title(g: Match, player: int, fief: str, lord: str) -> None:
    """The title goes to the lord chosen (checked by ``grant_refusal``). A King who gave a
    title of his own (S-17) has room for another: A39's title kept for his family, whose City
    it holds, is claimed "once he has one"."""
    giver = g.state.titles.fiefs.get(fief)
    g.emit("title_granted_by_crown", fief=fief, lord=lord, player=player)
    grant_fief(g, fief, lord)
    if giver is not None:
        claim_reserved(g, player)
