"""The Secret Passage card in a move and in a battle (10.2.1, 10.2.2, RULINGS 48, A22, A28).

In a move, ``move ... secret_passage=yes`` plays the card from the mover's hand for that one step
of that group (A28): under Heavy Rain it allows the step in, out of or inside the bishopric (the
usual leave to pass is still asked: "the usual movement rules apply", FR 10.2.1); otherwise it
spares the step every leave it needed: escaping a besieged Stronghold or City, passing through
another's village, or leaving by the road an enemy came in by. A step that needs neither refuses
the card.

In a battle, a participant of the attacking side plays it in a battle window to attack from the
tunnels: no attacker penalty for the rest of the battle (``battle.tunnel``). The escape of a
captive (10.2.3) and the Uprising's use are in cards/secret_passage.py.
"""
from __future__ import annotations


from ..actions import Action
from ..errors import require
from .battle.tactics import can_tunnel, tunnel
from .match import Match, Play
from .moments import WindowContext
from .moves import Group, MovementData, execute, gather, heavy_rain
from .phases.common import ask_consent
from .state import Frame
from .windows import BATTLE_MOMENTS, card_action, discard_card, spend_card

CARD = "secret_passage"


def check_passage(g: Match, player: int, action: Action) -> Group:
    """Check ``move ... secret_passage=yes`` and gather its group; IllegalAction otherwise."""
    require(CARD in g.state.players[player].hand, "10.2", "you hold no Secret Passage card")
    group = gather(g, player, action, rain_ok=True)
    require(group.host is None, "6.4.1", "a reinforcement goes in with the besieged player's "
            "consent, not through a Secret Passage")
    rain = heavy_rain(g, group.here) or heavy_rain(g, group.to)
    require(rain or bool(group.ask), "10.2.1",
            "this step needs no Secret Passage: no Heavy Rain, siege or leave to pass")
    return group


def passage_move(g: Match, frame: Frame[MovementData], player: int, action: Action) -> None:
    """``move ... secret_passage=yes``: checked, then made."""
    passage_step(g, frame, player, action, check_passage(g, player, action))


def passage_step(g: Match, frame: Frame[MovementData], player: int, action: Action,
                 group: Group) -> None:
    """Called by the Movement step with a checked group: the card is spent for this step."""
    rain = heavy_rain(g, group.here) or heavy_rain(g, group.to)
    spend_card(g, player, CARD)
    discard_card(g, CARD)
    g.emit("passage_played", player=player, lords=[l.name for l in group.lords],
           frm=group.here, to=group.to, use="heavy_rain" if rain else "pass")
    if rain and group.ask:
        frame.data["pending"] = action.to_dict()
        ask_consent(g, player, group.ask, action.to_dict(), "5.0")
        return
    group.ask = []
    execute(g, player, group, action.get("cede"))


class Tunnels(Play):
    """10.2.2 / A28: a participant of the attacking side cancels every attacker penalty for the
    rest of the battle (the tunnel attack)."""

    card = CARD
    use = "attack"
    rule = "10.2.2"

    def allowed_at(self, moment: str) -> bool:
        return moment in BATTLE_MOMENTS

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, "attack")] if can_tunnel(g, player) else []

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        tunnel(g, player)
        spend_card(g, player, CARD)
        discard_card(g, CARD)
