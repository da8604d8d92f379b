"""The variant's Battles step (004 §7, §7.1): in turn order each family may declare battles,
one at a time and at most one per village (as 2011, A8), each fought at once by paired dice
(simplified/battle.py); then its sieges as 2011. A battle is decided by a free lay lord present
(a cleric never attacks, 004 §2.2), who names his enemies: families with a free lord there, or
the one holding the village, whose place defends it (004 §8). Nothing is fought in a storm
without a Secret Passage played by the attacker (004 §3, E-21).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...actions import Action, act
from ...errors import IllegalAction
from ..counters import Lord
from ..match import Match
from ..moves import heavy_rain
from ..phases.battles import SECRET_PASSAGE, Battles, BattlesData
from ..state import Frame
from ..windows import discard_card, spend_card
from .battle import start_paired_battle
from .sides import ATTACK, DEFENCE, enemies, may_attack, side_strength
from .strength import is_cleric


def as_targets(value: Any) -> list[int]:
    """``target=SEAT`` or ``target=[SEAT, ...]``: the enemies named."""
    items = value if isinstance(value, (tuple, list)) else (value,)
    return [v for v in items if isinstance(v, int) and not isinstance(v, bool)]


def battle_refusal(g: Match, player: int, village: str, targets: list[int],
                   fought: list[str], passage: bool = False) -> str | None:
    """Why the declaration is refused, its rule first, or None. A Secret Passage played with
    it lifts a storm (004 §3 "sauf si une carte souterain est jouée par la coalition ...
    attaquante", E-21) and is played for nothing else: paired dice know no malus."""
    if village in fought:
        return "A8: at most one battle per village in a Battle phase"
    storm = heavy_rain(g, village)
    if storm and not passage:
        return "004 §3: no battle in a bishopric struck by a storm without a Secret Passage"
    if passage and not storm:
        return "004 §3: a Secret Passage is played with a battle only against a storm"
    if passage and SECRET_PASSAGE not in g.state.players[player].hand:
        return "10.2.2: you hold no Secret Passage card"
    if not may_attack(g, player, village):
        return "004 §7.1: only a free lay lord present decides an attack (a cleric never attacks)"
    named = enemies(g, player, village)
    if not targets or len(set(targets)) != len(targets) \
            or any(t not in named for t in targets):
        return "S-12: name enemies present in the village, or the family holding it"
    attack, _ = side_strength(g, village, [player], ATTACK, [])
    if attack["total"] == 0:
        return "S-8: your lords here have no strength to attack with (an untitled lady has none)"
    defence, _ = side_strength(g, village, targets, DEFENCE, [])
    if defence["total"] == 0:
        return "S-7: the enemies named have no strength here: no die of theirs to pair with"
    return None


def declarations(g: Match, player: int, fought: list[str]) -> Iterator[Action]:
    """Every battle against one enemy the family may declare now (naming several is checked
    when asked)."""
    villages = sorted({lord.village for lord in free_lords_of(g, player)
                       if lord.village is not None and not is_cleric(g.state, lord.name)})
    for village in villages:
        if village in fought:
            continue
        passage = heavy_rain(g, village)                 # 004 §3: only with the card (E-21)
        for target in enemies(g, player, village):
            if battle_refusal(g, player, village, [target], fought, passage) is None:
                params: dict[str, Any] = {"village": village, "target": target}
                if passage:
                    params["secret_passage"] = True
                yield act("declare_battle", **params)


def free_lords_of(g: Match, player: int) -> list[Lord]:
    return [lord for lord in g.state.family(player) if lord.captor is None]


class SimplifiedBattles(Battles):
    """2011's Battles step with the variant's declaration and its paired-dice battle."""

    rule = "004 §7"

    def declarations(self, g: Match, player: int, fought: list[str]) -> Iterator[Action]:
        return declarations(g, player, fought)

    def check_declaration(self, g: Match, frame: Frame[BattlesData], player: int,
                          action: Action) -> None:
        data = frame.data
        village = action.get("village")
        targets = as_targets(action.get("target"))
        if village not in g.state.villages:
            raise IllegalAction("004 §7.1", "name a village and the enemies you attack")
        why = battle_refusal(g, player, village, targets, data["fought"],
                             bool(action.get("secret_passage")))
        if why is not None:                 # the battle itself is refused: say why first
            rule, _, text = why.partition(": ")
            raise IllegalAction(rule, text)
        if data["stage"] != "battles":
            raise IllegalAction("A8", "battles come before your sieges")

    def declare(self, g: Match, frame: Frame[BattlesData], player: int, action: Action) -> None:
        """A declaration ``check_declaration`` accepted: the paired battle is fought."""
        village = action.get("village")
        if action.get("secret_passage"):                 # E-21: the storm lifted for it
            spend_card(g, player, SECRET_PASSAGE)
            discard_card(g, SECRET_PASSAGE)
        frame.data["fought"].append(village)
        start_paired_battle(g, village, player, as_targets(action.get("target")))

