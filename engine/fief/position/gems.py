"""Gems and war damages of the simplified variant in the position format. A family's gems and
the damages it owes are fields of its player entry (``{"colour": "red", "gems": 2,
"damages": 3}``, written only when not 0); the gems no family holds are what the game's 8 leave
(``GameState.gem_pool``), as the mills and castles in the box are."""
from __future__ import annotations

from ..editions.rules import Rules
from ..state import GameState
from .names import PositionError


def settle_gem_pool(state: GameState, rules: Rules) -> None:
    """The gems left to buy: the game's gems less those held (S-3); none in other editions."""
    held = sum(player.gems for player in state.players)
    if held > rules.gems_in_game or any(p.gems < 0 or p.damages < 0 for p in state.players):
        raise PositionError(f"players: {rules.gems_in_game} gems in the game at most, and no "
                            "count below 0 (004 §2.1, S-3)")
    state.gem_pool = rules.gems_in_game - held
