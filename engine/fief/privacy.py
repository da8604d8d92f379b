"""What a seat's answer to a decision gives away, for the tables that host it: whether it shows
the seat's hand or a secret (at a shared screen its player takes the seat first, A42), and
which answers leave the word with the seat and nothing seen by anyone, so that a hot-seat
table may let them be taken back. ``Match.decisions_of`` marks every decision it makes."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..decisions import Decision

# Decisions whose answer shows the hand or a secret choice: reaction windows and card turns
# (the cards held), secret votes (1.3), casualties chosen in secret (A4), private exchanges,
# offers and talks (8.0), the defence against an assassination (10.3).
SHOWS_HAND = frozenset({"window", "play_cards", "cards", "vote", "ballot", "casualties",
                        "answer_exchange", "answer_offer", "talk", "assassination_defence"})

# Under these optional rules a seat's own view differs from the public one everywhere (its
# troop types, 11.2; its money, A42), so every answer is given at a screen of its own.
EVERYTHING_PRIVATE = frozenset({"fog_of_war", "hidden_money"})

# Answers after which the same seat goes on deciding and nothing was drawn or shown: buying,
# moving, settling sieges and pillages one by one, placing a lord, choosing a first village,
# talking, a power of the Pope's used in a window.
REVOCABLE: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "purchase": ("recruit", "build", "buy_title", "buy_cardinal", "buy_engine",
                 "grant_title"),
    "movement": ("move",),
    "sieges": ("declare_siege", "continue_siege", "lift_siege"),
    "pillage": ("pillage",),
    "place_lord": ("place_lord",),
    "start_village": ("start_village",),
    "talk": ("talk_offer", "leave_talk"),
    "window": ("excommunicate", "lift_excommunication", "request_annulment"),
})


def marked(decision: Decision, everything_private: bool) -> Decision:
    """The decision with what its answer gives away."""
    private = everything_private or decision.kind in SHOWS_HAND or (
        decision.choices is not None and any(c.kind == "play_card" for c in decision.choices))
    revocable = REVOCABLE.get(decision.kind, ())
    if not private and not revocable:
        return decision
    return Decision(decision.player, decision.kind, decision.info, decision.choices, private,
                    revocable)
