"""The Baron: plans. It settles in a small fief, marches on the missing villages of the fief
titles closest to it (leaving garrisons where control matters), saves for the Stronghold and
the title, fights only battles and sieges it should win, stands only in elections its votes can
carry, seeks an alliance (7.2) with the strongest family, refuses leave toward its own land,
and plays its cards for value, Opportunity cards against the family in the lead."""
from __future__ import annotations

from .base import Bot, Handler, Style
from .squire import HANDLERS


class Baron(Bot):
    name = "baron"
    style = Style(plan_fiefs=True, attack_ratio=1.3, garrison=1, army_target=7, mills=True,
                  save_for_titles=True, elections=True, marriages="ally", cards=True,
                  consent="guard")

    def handler(self, kind: str) -> Handler | None:
        return HANDLERS.get(kind)
