"""10.2 Secret Passage (3 cards): the uses that are not part of a move or a battle.

- 10.2.3 Escape (RULINGS 48): any player, in any window, frees a captive; the captives held with
  him in the same village may escape too. Escaped Lords are placed per 2.4.1; in 2011 (003
  Souterrain, E-18) only during Movement, each to a village one step from his prison.
- 10.1 / 10.2.2 in an Uprising (A2, A28): any player cancels the fortification penalty.
- 10.3 (option ``assassination_roll`` only, RULINGS 47): the target's family foils the attempt.

Its movement uses (10.2.1) and the tunnel attack of a battle (10.2.2) are plays registered by
the movement and battle modules with their own ``use``.
"""
from __future__ import annotations

from itertools import combinations

from ...actions import Action
from ..captives import free_lord
from ..match import Match, Play
from ..moments import ASSASSINATION, UPRISING, WindowContext
from ..windows import card_action, discard_card, spend_card
from .assassination import foil
from .uprising import current_uprising

CARD = "secret_passage"


def captives_with(g: Match, name: str) -> list[str]:
    """The other captives in the same village as this one (they may escape with him)."""
    village = g.state.lords[name].village
    return sorted(l.name for l in g.state.lords.values()
                  if l.owner is not None and l.captor is not None and l.name != name
                  and village is not None and l.village == village)


def escape_action(lord: str, others: list[str]) -> Action:
    """The companions are left out when none, named alone when one (so the text form
    ``play_card card=secret_passage use=escape lord=A others=B`` reads back the same)."""
    if not others:
        return card_action(CARD, "escape", lord=lord)
    return card_action(CARD, "escape", lord=lord, others=others[0] if len(others) == 1 else others)


class Escape(Play):
    card = CARD
    use = "escape"
    rule = "10.2.3"

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        found: list[Action] = []
        names = self.escapers(g, player)
        for name in names:
            others = [o for o in captives_with(g, name) if o in names]
            for size in range(len(others) + 1):
                for group in combinations(others, size):
                    found.append(escape_action(name, list(group)))
        return found

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return bool(self.escapers(g, player))

    def possible(self, g: Match) -> bool:
        """Somebody is captive (whoever plays; in 2011 during Movement): asked at every
        window, so a plain loop."""
        if g.rules.escape_one_step and g.state.phase != g.ruleset.steps["movement"].phase:
            return False
        for lord in g.state.lords.values():
            if lord.captor is not None and lord.owner is not None:
                return True
        return False

    def escapers(self, g: Match, player: int) -> list[str]:
        """The captives this player's card may free: anyone's (RULINGS 48); in 2011 his own
        lords' ("vous pouvez vous évader", 003 Souterrain, E-18), and only during Movement
        ("pendant un déplacement")."""
        own = g.rules.escape_one_step
        if not self.possible(g):
            return []
        found = []
        for lord in g.state.lords.values():
            if lord.captor is not None and lord.owner is not None \
                    and (not own or lord.owner == player):
                found.append(lord.name)
        return sorted(found)

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        others = action.get("others")
        names = [action["lord"], *([others] if isinstance(others, str) else others or ())]
        g.emit("escape_played", player=player, lords=names)
        for name in names:
            if g.state.lords[name].captor is not None:
                free_lord(g, name, "escape")


class Tunnels(Play):
    """A2 / 10.1: in an Uprising's sub-window, cancels the Stronghold or City penalty."""

    card = CARD
    use = "tunnels"
    rule = "10.1"

    def allowed_at(self, moment: str) -> bool:
        return moment == UPRISING

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        frame = current_uprising(g)
        if frame is None or frame.data["tunnels"] or g.state.villages[frame.data["village"]].fort is None:
            return []
        return [card_action(CARD, "tunnels")]

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        frame = current_uprising(g)
        assert frame is not None
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        frame.data["tunnels"] = True
        g.emit("tunnels_played", player=player, village=frame.data["village"])


class Defence(Play):
    """Option ``assassination_roll`` (EN 10.2.3): the target's family foils the attempt."""

    card = CARD
    use = "defence"
    rule = "10.2.3"

    def allowed_at(self, moment: str) -> bool:
        return moment == ASSASSINATION

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, "defence")] if ctx.get("defender") == player else []

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        g.emit("defence_played", player=player, lord=ctx["lord"])
        foil(g)
