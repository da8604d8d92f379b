"""Phase 2, Cards (2.1-2.4, RULINGS 21, A1, A6, A17-A19).

- ``cards_draw`` (2.1, 2.2): in turn order each player discards any cards, showing them, or plays
  an Opportunity card instead (FAQ), then draws, one card at a time and deciding after each, up
  to two cards of which at most one from the Lords deck, never beyond 3 in hand (A17). Disasters
  met on the way go face down onto the 3-slot track (discarded face up when it is full) and do
  not count. An empty deck is rebuilt from its discard pile; with both empty the draw is lost
  (A18). No window opens during the draw (A1).
- ``disasters`` (2.3): the track resolves slot by slot (cards/disasters.py), a window after each.
- ``play_cards`` (2.4): one turn per player in turn order (A6), playing any cards of his hand
  (Lords and the white-symbol cards only now), a window after each turn.
"""
from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..cards.disasters import place_disaster
from ..match import Match, Play, Step
from ..moments import TURN
from ..relics import open_relic_powers
from ..state import DISASTER_KINDS, Frame
from ..windows import (
    AFTER_PLAY,
    DISCARD,
    after_turn,
    can_act,
    check_play,
    context,
    discard_card,
    open_window,
    options_for,
)

# --- drawing (2.1, 2.2, A17, A18) ------------------------------------------------------------

def replenish(g: Match, deck: str) -> bool:
    """2.2: an empty deck is its discard pile reshuffled; False when both are empty."""
    state = g.state
    pile, discard = ((state.lords_deck, state.lords_discard) if deck == "lords"
                     else (state.fortune_deck, state.fortune_discard))
    if pile:
        return True
    if not discard:
        return False
    pile.extend(discard)
    discard.clear()
    g.rng.shuffle(pile)
    g.emit("deck_reshuffled", deck=deck, cards=len(pile))
    return True


def draw(g: Match, player: int, deck: str) -> None:
    """Draw one card from the top; from the Fortune deck, Disasters go onto the track until a
    Fortune card comes (2.1). The deck is rebuilt at most once per draw: if it runs out again
    (only Disasters were left, discarded with the track full), the draw is lost (A18)."""
    state = g.state
    pile = state.lords_deck if deck == "lords" else state.fortune_deck
    rebuilt = False
    while pile or not rebuilt:
        if not pile:
            rebuilt = True
            if not replenish(g, deck):
                break
        card = pile.pop()
        if card in DISASTER_KINDS:
            if len(state.disaster_track) < g.rules.disaster_slots:
                state.disaster_track.append(card)
                g.emit("disaster_drawn", player=player, slot=len(state.disaster_track))
            else:
                state.fortune_discard.append(card)
                g.emit("disaster_discarded", player=player, disaster=card)
            continue
        state.players[player].hand.append(card)
        g.emit("card_drawn", player=player, deck=deck)
        g.emit("card_received", audience=(player,), player=player, card=card, deck=deck)
        return
    g.emit("draw_lost", player=player, deck=deck)


def can_draw(g: Match, player: int, deck: str) -> bool:
    state = g.state
    pile, discard = ((state.lords_deck, state.lords_discard) if deck == "lords"
                     else (state.fortune_deck, state.fortune_discard))
    return bool(pile or discard) and len(state.players[player].hand) < g.rules.hand_limit


class CardsDrawData(TypedDict):
    turn: int                    # the place in turn order of the player drawing
    stage: str                   # "discard" until his first draw, then "draw" (2.1)
    draws: int                   # the cards he drew this turn (2 at most)
    lord_drawn: bool             # one of them came from the Lords deck (1 at most)


class CardsDrawView(TypedDict):
    kind: Literal["cards_draw"]
    player: int | None           # the player drawing
    stage: str
    draws: int


class CardsDraw(Step[CardsDrawData]):
    kind = "cards_draw"
    phase = 2
    rule = "2.1"

    def initial(self, g: Match) -> CardsDrawData:
        return {"turn": 0, "stage": "discard", "draws": 0, "lord_drawn": False}

    def current(self, g: Match, frame: Frame[CardsDrawData]) -> int | None:
        order = g.state.order()
        return order[frame.data["turn"]] if frame.data["turn"] < len(order) else None

    def draws(self, g: Match, frame: Frame[CardsDrawData], player: int) -> list[Action]:
        data = frame.data
        if data["draws"] >= g.rules.draw_limit:
            return []
        decks = ["fortune"] + ([] if data["lord_drawn"] else ["lords"])
        return [act("draw", deck=d) for d in decks if can_draw(g, player, d)]

    def decisions(self, g: Match, frame: Frame[CardsDrawData]) -> list[Decision]:
        player = self.current(g, frame)
        if player is None:
            return []
        choices = self.draws(g, frame, player) + [act("end_cards_turn")]
        if frame.data["stage"] == "discard":
            hand = g.state.players[player].hand
            choices = [act("discard", card=c) for c in sorted(set(hand))] \
                + options_for(g, player, context(DISCARD)) + choices
        return [Decision.make(player, "cards", choices, stage=frame.data["stage"],
                              draws=frame.data["draws"])]

    def asks(self, g: Match, frame: Frame[CardsDrawData]) -> bool:
        return self.current(g, frame) is not None

    def check(self, g: Match, frame: Frame[CardsDrawData], player: int,
              action: Action) -> None:
        """The refusal ``apply`` would give, changing nothing (no copy of the game)."""
        self.checked(g, frame, player, action)

    def checked(self, g: Match, frame: Frame[CardsDrawData], player: int,
                action: Action) -> Play | None:
        """The play a card action makes (None for a draw, a discard or the end of the turn),
        once checked: the one check of ``check`` and ``apply``."""
        data = frame.data
        if action.kind == "draw":
            require(action in self.draws(g, frame, player), "2.1",
                    "draw at most two cards, one of them from the Lords deck, up to 3 in hand")
        elif action.kind == "discard":
            card = action["card"]
            require(data["stage"] == "discard", "2.1", "discard before drawing")
            require(card in g.state.players[player].hand, "2.1", "you hold no {card} card",
                    card=card)
        elif action.kind != "end_cards_turn":
            require(data["stage"] == "discard", "2.1",
                    "no card may be played during the draw (FAQ Phase 2)")
            return check_play(g, player, action, context(DISCARD))
        return None

    def apply(self, g: Match, frame: Frame[CardsDrawData], player: int, action: Action) -> None:
        play = self.checked(g, frame, player, action)
        data = frame.data
        if action.kind == "end_cards_turn":
            data.update({"turn": data["turn"] + 1, "stage": "discard", "draws": 0,
                         "lord_drawn": False})
        elif action.kind == "draw":
            data["stage"], data["draws"] = "draw", data["draws"] + 1
            data["lord_drawn"] = data["lord_drawn"] or action["deck"] == "lords"
            draw(g, player, action["deck"])
        elif action.kind == "discard":
            card = action["card"]
            g.state.players[player].hand.remove(card)
            discard_card(g, card)
            g.emit("card_discarded", player=player, card=card)
        else:
            assert play is not None
            play.play(g, player, action, context(DISCARD))

    def proceed(self, g: Match, frame: Frame[CardsDrawData]) -> bool:
        return True

    def view(self, g: Match, frame: Frame[CardsDrawData], seat: int | None) -> CardsDrawView:
        return {"kind": "cards_draw", "player": self.current(g, frame),
                "stage": frame.data["stage"], "draws": frame.data["draws"]}


# --- disasters (2.3) -------------------------------------------------------------------------

class DisastersData(TypedDict):
    struck: list[str] | None     # [disaster, bishopric] just settled: its window comes next


class DisastersView(TypedDict):
    kind: Literal["disasters"]
    track: int                   # the Disasters still face down on the track


class Disasters(Step[DisastersData]):
    kind = "disasters"
    phase = 2
    rule = "2.3"

    def initial(self, g: Match) -> DisastersData:
        return {"struck": None}

    def proceed(self, g: Match, frame: Frame[DisastersData]) -> bool:
        """Slot by slot (A19); once a Disaster's effects (Plague losses) are settled, a window."""
        state = g.state
        while True:
            struck = frame.data["struck"]
            if struck is not None:
                frame.data["struck"] = None
                if open_window(g, "disaster_resolved", disaster=struck[0], bishopric=struck[1]):
                    return False
            if not state.disaster_track:
                return True
            kind = state.disaster_track.pop(0)
            bishopric = place_disaster(g, kind)
            if bishopric is not None:
                frame.data["struck"] = [kind, bishopric]
                return False

    def view(self, g: Match, frame: Frame[DisastersData], seat: int | None) -> DisastersView:
        return {"kind": "disasters", "track": len(g.state.disaster_track)}


# --- playing cards (2.4, A6) -----------------------------------------------------------------

class Played(TypedDict):
    """A play made in a turn of 2.4, whose window waits for what it pushed (A1)."""

    player: int
    play: str                    # the card played, or the power's action kind


class PlayCardsData(TypedDict):
    turn: int                    # the place in turn order of the player whose turn it is (A6)
    started: bool                # he has begun playing: the turn is his until he ends it
    played: NotRequired[Played]  # a play whose window opens once what it pushed is settled
    relics_done: NotRequired[bool]  # the relics' powers were offered (A56)


class PlayCardsView(TypedDict):
    kind: Literal["play_cards"]
    player: int | None           # whose turn it is


class PlayCards(Step[PlayCardsData]):
    kind = "play_cards"
    phase = 2
    rule = "2.4"

    def initial(self, g: Match) -> PlayCardsData:
        return {"turn": 0, "started": False}

    def current(self, g: Match, frame: Frame[PlayCardsData]) -> tuple[int, int] | None:
        """(index in turn order, player) of the player whose turn it is: one who has begun
        playing keeps it until he ends it; players with nothing playable are skipped."""
        order = g.state.order()
        turn = frame.data["turn"]
        if frame.data["started"]:
            return (turn, order[turn]) if turn < len(order) else None
        ctx = context(TURN)
        for index in range(turn, len(order)):
            if can_act(g, order[index], ctx):
                return index, order[index]
        return None

    def decisions(self, g: Match, frame: Frame[PlayCardsData]) -> list[Decision]:
        if frame.data.get("played"):
            return []                                    # the window after the play first
        now = self.current(g, frame)
        if now is None:
            return []
        player = now[1]
        choices = options_for(g, player, context(TURN)) + [act("end_play")]
        return [Decision.make(player, "play_cards", choices)]

    def asks(self, g: Match, frame: Frame[PlayCardsData]) -> bool:
        return not frame.data.get("played") and self.current(g, frame) is not None

    def check(self, g: Match, frame: Frame[PlayCardsData], player: int,
              action: Action) -> None:
        """The refusal ``apply`` would give, changing nothing (no copy of the game)."""
        self.checked(g, frame, player, action)

    def checked(self, g: Match, frame: Frame[PlayCardsData], player: int,
                action: Action) -> tuple[tuple[int, int], Play | None]:
        """Whose turn it is, and the play the action makes (None: the end of the turn), once
        checked: the one check of ``check`` and ``apply``."""
        now = self.current(g, frame)
        if now is None or now[1] != player:
            raise IllegalAction(self.rule, "it is not your turn to play cards")
        return now, None if action.kind == "end_play" else \
            check_play(g, player, action, context(TURN))

    def apply(self, g: Match, frame: Frame[PlayCardsData], player: int, action: Action) -> None:
        now, play = self.checked(g, frame, player, action)
        if play is None:
            frame.data.update({"turn": now[0] + 1, "started": False})
            after_turn(g, self.kind, player)
            return
        play.play(g, player, action, context(TURN))
        frame.data.update({"turn": now[0], "started": True})
        # A1: a window after any effect resolves - at once, or once what the play pushed
        # (a consent, an Uprising's sub-window, a placement...) is settled (``proceed``).
        played: Played = {"player": player, "play": action.get("card") or action.kind}
        if frame is g.state.top():
            open_window(g, AFTER_PLAY, active=player, **played)
        else:
            frame.data["played"] = played

    def proceed(self, g: Match, frame: Frame[PlayCardsData]) -> bool:
        """Once every player has played: the Eyes of St Roseline and the Bone of St Rhadegund
        act (A56, engine/fief/relics.py). First, the window after a play that pushed frames (A1)."""
        played = frame.data.pop("played", None)
        if played is not None:
            open_window(g, AFTER_PLAY, active=played["player"], **played)
            return False
        if not frame.data.get("relics_done"):
            frame.data["relics_done"] = True
            if open_relic_powers(g):
                return False
        return True

    def view(self, g: Match, frame: Frame[PlayCardsData], seat: int | None) -> PlayCardsView:
        now = self.current(g, frame)
        return {"kind": "play_cards", "player": now[1] if now else None}
