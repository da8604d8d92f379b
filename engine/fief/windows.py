"""Reaction windows: "at any time" in the rules, made into named moments (RULINGS A1-A3).

An Opportunity card (9.0, 10.0), a Pope's power (1.7, A7) or a Cardinal card (9.2) may be played
whenever the rules let it change an outcome. The engine turns that into *windows*: at a named
moment (the start of a phase step, after a player's turn, after candidacies, before and after a
movement step, in a battle...), ``open_window`` pushes a ``window`` frame, but only if some
player holds something playable there, so that nobody is asked for nothing. Priority passes in
turn order from the active player; an action resolves fully and priority restarts; the window
closes once every player has passed in a row (A1).

Each card module declares what it can do with a ``Play`` registered here (``register_play``):
``options`` lists every legal action of a player at a moment, ``play`` resolves one. The same
plays are offered in a player's own turn of 2.4 (with the white-symbol cards and Lords), in his
discard step of 2.1 (FAQ: an Opportunity card may be played instead of discarded) and inside
sub-windows such as the Uprising's (A2), each host passing its own ``moment``.

The moment names and their rule sections are listed in docs/reaction-windows.md.
"""
from __future__ import annotations

from typing import Any, Literal, TypedDict, Unpack

from ..actions import Action, act
from ..decisions import Decision
from ..errors import IllegalAction, require
from .match import Match, Play, Step, push
from .moments import MomentParams, WindowContext
from .state import CARDINAL_CARD, DARC_CARD, LORD_SEX, Frame

DISCARD = "discard"          # his discard step of 2.1: Opportunity cards only (FAQ Phase 2)
AFTER_PLAY = "after_play"    # after a card or power played in a 2.4 turn resolves (A1)

# Moments opened by the battle agent (6.x): Ambush is playable only there (A30).
BATTLE_MOMENTS = ("battle_start", "battle_round_end")

# The moments at which a standing power (the Pope's excommunication and its lifting, a
# spouse's request for an annulment: ``Play.standing``) opens a window by itself. Its effect
# is the same whatever the moment, so asking its holder at every moment of the game would only
# delay play (issue 17); it is offered in every window that opens for another reason, in the
# holder's own turn of 2.4, and at the start of every step (A1, A7). The window after the
# candidacies of an election (RULINGS 8) is the one moment where it is not the same: declared
# candidates are known, and one excommunicated there drops out before the vote (1.7), so the
# Pope is asked there too.
STANDING_MOMENTS = frozenset({"step_start", "after_candidacies"})

# Beyond this many hands kept by ``plays_for``, the memo starts afresh.
HANDS_KEPT = 4096


def plays_for(g: Match, player: int, moment: str) -> tuple[Play, ...]:
    """The edition's plays the player might make at ``moment`` with the cards he holds, in the
    edition's order: those of the cards held that are allowed there, and the powers (the
    Pope's only while there is a Pope). A hand has at most 3 cards, so this skips nearly all
    of the ~35 plays, and windows ask every player at every moment: the answer is kept per
    hand, moment and Pope in the game's memo (``plays_memo``) (one call in eight finds a new hand)."""
    hand = g.state.players[player].hand
    pope = g.state.titles.pope is not None
    key = (tuple(hand), moment, pope)
    memo = g.plays_memo
    found = memo.get(key)
    if found is None:
        if len(memo) > HANDS_KEPT:
            memo.clear()
        found = tuple(p for p in g.playable(moment)[3]
                      if (p.card is None or p.card in hand) and (pope or not p.needs_pope))
        memo[key] = found
    return found


def key_of(action: Action) -> tuple[str, str | None]:
    if action.kind == "play_card":
        card, use = action.get("card"), action.get("use")
        return ("play_card", card if use is None else f"{card}:{use}")
    return (action.kind, None)


def card_action(card: str, use: str | None = None, **params: Any) -> Action:
    """The text form every card play shares: ``play_card card=uprising village=MAZILLES``."""
    if use is not None:
        params["use"] = use
    return act("play_card", card=card, **params)


# --- hands ----------------------------------------------------------------------------------

def holds(g: Match, player: int, card: str) -> bool:
    return card in g.state.players[player].hand


def is_lords_deck_card(card: str) -> bool:
    return card in LORD_SEX or card in (CARDINAL_CARD, DARC_CARD)


def spend_card(g: Match, player: int, card: str) -> None:
    """Take a played card out of the hand (the caller says where it goes next)."""
    g.state.players[player].hand.remove(card)


def discard_card(g: Match, card: str) -> None:
    """A card goes face up onto its deck's discard pile (2.1, 2.2)."""
    pile = g.state.lords_discard if is_lords_deck_card(card) else g.state.fortune_discard
    pile.append(card)


# --- what a player may do -------------------------------------------------------------------

def context(moment: str, **params: Unpack[MomentParams]) -> WindowContext:
    return {"moment": moment, **params}


def options_for(g: Match, player: int, ctx: WindowContext) -> list[Action]:
    """Every play the player may make at this moment, in the registry's order."""
    found: list[Action] = []
    for play in plays_for(g, player, ctx["moment"]):
        found.extend(play.options(g, player, ctx))
    return found


def can_act(g: Match, player: int, ctx: WindowContext) -> bool:
    """Whether ``options_for`` is not empty, stopping at the first play found."""
    for play in plays_for(g, player, ctx["moment"]):
        if play.can_play(g, player, ctx):
            return True
    return False


def can_open(g: Match, player: int, ctx: WindowContext) -> bool:
    """Whether the player has a play that opens a window at this moment: any but a standing
    power away from ``STANDING_MOMENTS``."""
    standing_here = ctx["moment"] in STANDING_MOMENTS
    for play in plays_for(g, player, ctx["moment"]):
        if (standing_here or not play.standing) and play.can_play(g, player, ctx):
            return True
    return False


def apply_play(g: Match, player: int, action: Action, ctx: WindowContext) -> None:
    """Check a play against its options, then resolve it; nothing changes when refused."""
    check_play(g, player, action, ctx).play(g, player, action, ctx)


def check_play(g: Match, player: int, action: Action, ctx: WindowContext) -> Play:
    """The play an action makes, once checked against its options (the refusal otherwise),
    changing nothing. The refusals that quote the action are raised directly: ``require``
    would write its text every time."""
    play = g.ruleset.plays.get(key_of(action))
    if play is None:
        raise IllegalAction("10.0", "{action} is not a card or power that can be played",
                            action=action.text())
    require(play.allowed_at(ctx["moment"]), play.rule,
            "this card can be played only during your turn of the Play Cards step (2.4)"
            if play.turn_only else "no other Opportunity card may interrupt this one (FAQ)")
    require(play.card is None or holds(g, player, play.card), play.rule,
            "you do not hold a {card} card", card=play.card)
    options = play.options(g, player, ctx)
    if action not in options:
        why = play.refusal(g, player)
        if why is not None:
            raise IllegalAction(*why)
        raise not_possible(play.rule, action, options)
    return play


def not_possible(rule: str, action: Action, options: list[Action],
                 shown: int = 4) -> IllegalAction:
    """A refused play, saying what it would have been allowed to do instead (issue 17: a
    refusal says what is allowed): the first few options, or that there is none now."""
    if not options:
        return IllegalAction(rule, "{action} is not possible now; this card or power has no "
                             "possible use at this moment", action=action.text())
    listed = "; ".join(a.text() for a in options[:shown])
    if len(options) > shown:
        return IllegalAction(rule, "{action} is not possible now; possible: {listed} (and {more} "
                             "more)", action=action.text(), listed=listed,
                             more=len(options) - shown)
    return IllegalAction(rule, "{action} is not possible now; possible: {listed}",
                         action=action.text(), listed=listed)


# --- the window frame -----------------------------------------------------------------------

def window_order(g: Match, active: int | None) -> list[int]:
    """Turn order starting from the active player (A1: the first player outside turns)."""
    order = g.state.order()
    start = g.state.first if active is None else active
    index = order.index(start)
    return order[index:] + order[:index]


def open_window(g: Match, moment: str, active: int | None = None,
                **params: Unpack[MomentParams]) -> bool:
    """Push a window at ``moment`` if some player can act there; True when one was pushed.

    ``params`` is the public context of the moment (village, players of a battle, ...): the
    plays read it and the view shows it. The caller returns from its ``proceed`` so that the
    window runs; its ``resume`` is then called with the finished window. None opens while the
    game's ``windows_passed`` says every player would pass it (a bot's look-ahead).
    """
    passed = g.windows_passed
    if (passed is not None and passed()) or not anyone_may_act(g, moment):
        return False
    closed = g.rules.closed_window_steps          # simplified 004 §4.2: none in these steps
    if closed and params.get("step") in closed:
        return False
    ctx = context(moment, **params)
    order = window_order(g, active)
    for player in order:
        if can_open(g, player, ctx):
            push(g, "window", WindowData(ctx=ctx, order=order, pos=0, passes=0))
            return True
    return False


def anyone_may_act(g: Match, moment: str) -> bool:
    """A quick rejection before asking each player, as at most windows: no power can be used
    (there is no Pope) and no card held has a play allowed at this moment that is possible
    at all (``Play.possible``: a Cardinal card with no Bishop to raise, an Escape with nobody
    captive). Asked at nearly every step and turn, so written out as plain loops; a hand
    with nothing playable here (Lords, Tax, Weather cards) is passed over in one test, and
    a card held by several players is looked at once. The moment's plays are read from
    ``_AT_MOMENT`` in place: a call less at every window."""
    cards, powers, pope_powers, _ = g.playable(moment)
    state = g.state
    standing_here = moment in STANDING_MOMENTS
    for power in powers:
        if (standing_here or not power.standing) and power.possible(g):
            return True
    if pope_powers and state.titles.pope is not None:
        for power in pope_powers:
            if (standing_here or not power.standing) and power.possible(g):
                return True
    playable = cards.keys()
    seen: list[str] = []
    for player in state.players:
        hand = player.hand
        if playable.isdisjoint(hand):
            continue
        for card in hand:
            if card in playable and card not in seen:
                seen.append(card)
                for play in cards[card]:
                    if play.possible(g):
                        return True
    return False


class WindowData(TypedDict):
    """A reaction window (A1): priority goes round ``order`` from ``pos``; it closes once
    every player has passed in a row."""

    ctx: WindowContext           # the moment and its public context
    order: list[int]             # the seats in turn order from the active player
    pos: int                     # where priority stands in ``order`` (it wraps round)
    passes: int                  # passes in a row so far; a play starts the count again


class WindowView(TypedDict):
    kind: Literal["window"]
    moment: str                  # the moment's name
    context: WindowContext       # the moment and its public context
    priority: int | None         # the seat that has priority now


def next_asked(g: Match, frame: Frame[WindowData]) -> tuple[int, int, int] | None:
    """(player, position, passes so far) of the next player able to act, or None: closed.

    Players with nothing playable pass automatically (A1: skipped, never asked).
    """
    data = frame.data
    order, pos, passes = data["order"], data["pos"], data["passes"]
    while passes < len(order):
        player = order[pos % len(order)]
        if can_act(g, player, data["ctx"]):
            return player, pos % len(order), passes
        pos, passes = pos + 1, passes + 1
    return None


class Window(Step[WindowData]):
    kind = "window"
    rule = "A1"

    def decisions(self, g: Match, frame: Frame[WindowData]) -> list[Decision]:
        asked = next_asked(g, frame)
        if asked is None:
            return []
        player = asked[0]
        ctx = frame.data["ctx"]
        choices = [act("pass")] + options_for(g, player, ctx)
        return [Decision.make(player, "window", choices, moment=ctx["moment"], context=ctx)]

    def asks(self, g: Match, frame: Frame[WindowData]) -> bool:
        return next_asked(g, frame) is not None

    def check(self, g: Match, frame: Frame[WindowData], player: int, action: Action) -> None:
        """The refusal ``apply`` would give, changing nothing (no copy of the game)."""
        self.checked(g, frame, player, action)

    def checked(self, g: Match, frame: Frame[WindowData], player: int,
                action: Action) -> tuple[tuple[int, int, int], Play | None]:
        """Who has priority, and the play the action makes (None: a pass), once checked: the
        one check of ``check`` and ``apply``."""
        asked = next_asked(g, frame)
        require(asked is not None and asked[0] == player, self.rule, "it is not your priority")
        assert asked is not None
        play = None if action.kind == "pass" else check_play(g, player, action, frame.data["ctx"])
        return asked, play

    def apply(self, g: Match, frame: Frame[WindowData], player: int, action: Action) -> None:
        asked, play = self.checked(g, frame, player, action)
        if play is None:
            frame.data["pos"], frame.data["passes"] = asked[1] + 1, asked[2] + 1
            return
        play.play(g, player, action, frame.data["ctx"])
        frame.data["pos"], frame.data["passes"] = 0, 0     # priority restarts (A1)

    def proceed(self, g: Match, frame: Frame[WindowData]) -> bool:
        return True

    def view(self, g: Match, frame: Frame[WindowData], seat: int | None) -> WindowView:
        asked = next_asked(g, frame)
        return {"kind": "window", "moment": frame.data["ctx"]["moment"],
                "context": frame.data["ctx"].copy(), "priority": asked[0] if asked else None}


def step_start_window(g: Match, kind: str) -> None:
    """A1: a window at the start of every step of the round (and so at the end of the one
    before), e.g. before Income is computed."""
    open_window(g, "step_start", step=kind)


def after_turn(g: Match, step: str, player: int) -> bool:
    """A1: the window after each player's turn in a phase; True when one was pushed."""
    return open_window(g, "after_turn", active=player, step=step, player=player)
