"""Events of cards: draws and decks (2.1), disasters (2.3), fortunes (2.4.2, 2.4.3), card
exchanges and private offers (8.0)."""

from typing import Literal

from .common import Deck, Disaster, EventBase


class CardDiscardedEvent(EventBase):
    """Log: {player} discards {card}."""

    kind: Literal["card_discarded"]
    card: str                             # the card
    player: int                           # the seat of the family concerned


class CardDrawnEvent(EventBase):
    """Log: {player} draws a card from the {deck} deck."""

    kind: Literal["card_drawn"]
    deck: Deck                            # the deck: "lords" or "fortune"
    player: int                           # the seat of the family concerned


class CardReceivedEvent(EventBase):
    """Log: You draw {card}. Sent only to the seats it concerns (its audience)."""

    kind: Literal["card_received"]
    card: str                             # the card
    deck: Deck                            # the deck: "lords" or "fortune"
    player: int                           # the seat of the family concerned


class CardsExchangedEvent(EventBase):
    """Log: {player} and {to} exchange cards."""

    kind: Literal["cards_exchanged"]
    give: int                             # cards given
    player: int                           # the seat of the family concerned
    take: int                             # cards taken
    to: int                               # the seat receiving or asked


class CardsOfferedEvent(EventBase):
    """Log: {player} offers {to} an exchange of cards."""

    kind: Literal["cards_offered"]
    give: int                             # cards given
    player: int                           # the seat of the family concerned
    take: int                             # cards taken
    to: int                               # the seat receiving or asked


class CardsOfferedDetailEvent(EventBase):
    """Log: {player} offers {give} to {to} for {take}. Sent only to the seats it concerns (its
    audience).
    """

    kind: Literal["cards_offered_detail"]
    give: list[str]                       # cards given
    player: int                           # the seat of the family concerned
    take: list[str]                       # cards taken
    to: int                               # the seat receiving or asked


class DeckReshuffledEvent(EventBase):
    """Log: The {deck} discard pile is shuffled into a new deck."""

    kind: Literal["deck_reshuffled"]
    cards: int                            # Uprising cards played
    deck: Deck                            # the deck: "lords" or "fortune"


class DisasterCancelledEvent(EventBase):
    """Log: {player} plays {card}: the {disaster} of bishopric {bishopric} ends."""

    kind: Literal["disaster_cancelled"]
    bishopric: str                        # the bishopric (its number, a string)
    card: str                             # the card
    disaster: Disaster                    # the disaster: heavy_rain, famine or plague
    player: int                           # the seat of the family concerned


class DisasterDiscardedEvent(EventBase):
    """Log: {player} draws a {disaster}; the track is full, it is discarded."""

    kind: Literal["disaster_discarded"]
    disaster: Disaster                    # the disaster: heavy_rain, famine or plague
    player: int                           # the seat of the family concerned


class DisasterDrawnEvent(EventBase):
    """Log: {player} draws a Disaster and lays it face down on slot {slot}."""

    kind: Literal["disaster_drawn"]
    player: int                           # the seat of the family concerned
    slot: int                             # the Disaster track slot


class DisasterDuplicateEvent(EventBase):
    """Log: {disaster} already strikes bishopric {bishopric}: the card is discarded."""

    kind: Literal["disaster_duplicate"]
    bishopric: str                        # the bishopric (its number, a string)
    die: int                              # the ordinary die rolled (1-6)
    disaster: Disaster                    # the disaster: heavy_rain, famine or plague


class DisasterFalseAlarmEvent(EventBase):
    """Log: {disaster}: false alarm (die {die})."""

    kind: Literal["disaster_false_alarm"]
    die: int                              # the ordinary die rolled (1-6)
    disaster: Disaster                    # the disaster: heavy_rain, famine or plague


class DisasterStruckEvent(EventBase):
    """Log: {disaster} strikes bishopric {bishopric} (die {die})."""

    kind: Literal["disaster_struck"]
    bishopric: str                        # the bishopric (its number, a string)
    die: int                              # the ordinary die rolled (1-6)
    disaster: Disaster                    # the disaster: heavy_rain, famine or plague


class DrawLostEvent(EventBase):
    """Log: {player} finds no card left to draw in the {deck} deck."""

    kind: Literal["draw_lost"]
    deck: Deck                            # the deck: "lords" or "fortune"
    player: int                           # the seat of the family concerned


class ExchangeRefusedEvent(EventBase):
    """Log: {to} refuses the exchange of cards offered by {player}."""

    kind: Literal["exchange_refused"]
    give: int                             # cards given
    player: int                           # the seat of the family concerned
    take: int                             # cards taken
    to: int                               # the seat receiving or asked


class FortunePlayedEvent(EventBase):
    """Log: {player} plays {card} on bishopric {bishopric}."""

    kind: Literal["fortune_played"]
    bishopric: str                        # the bishopric (its number, a string)
    card: str                             # the card
    player: int                           # the seat of the family concerned


class OfferAcceptedEvent(EventBase):
    """Log: {to} accepts the offer of {player}. Sent only to the seats it concerns (its
    audience).
    """

    kind: Literal["offer_accepted"]
    ask: int                              # deniers asked
    give: list[str]                       # cards given
    pay: int                              # deniers paid
    player: int                           # the seat of the family concerned
    take: list[str]                       # cards taken
    to: int                               # the seat receiving or asked


class OfferMadeEvent(EventBase):
    """Log: {player} offers {to} {give} and {pay} deniers for {take} and {ask} deniers. Sent only
    to the seats it concerns (its audience).
    """

    kind: Literal["offer_made"]
    ask: int                              # deniers asked
    give: list[str]                       # cards given
    pay: int                              # deniers paid
    player: int                           # the seat of the family concerned
    take: list[str]                       # cards taken
    to: int                               # the seat receiving or asked


class OfferRefusedEvent(EventBase):
    """Log: {to} refuses the offer of {player}. Sent only to the seats it concerns (its
    audience).
    """

    kind: Literal["offer_refused"]
    ask: int                              # deniers asked
    give: list[str]                       # cards given
    pay: int                              # deniers paid
    player: int                           # the seat of the family concerned
    take: list[str]                       # cards taken
    to: int                               # the seat receiving or asked


class PlagueRollEvent(EventBase):
    """Log: Plague: {lord} rolls {die}."""

    kind: Literal["plague_roll"]
    die: int                              # the ordinary die rolled (1-6)
    died: bool                            # whether the lord died
    lord: str                             # the lord


class TalkClosedEvent(EventBase):
    """Log: The private talk of {players} ends."""

    kind: Literal["talk_closed"]
    players: list[int]                    # the seats


class TalkLeftEvent(EventBase):
    """Log: {player} leaves the private talk. Sent only to the seats it concerns (its audience)."""

    kind: Literal["talk_left"]
    player: int                           # the seat of the family concerned


class TalkOpenedEvent(EventBase):
    """Log: {player} opens a private talk with {players}."""

    kind: Literal["talk_opened"]
    player: int                           # the seat of the family concerned
    players: list[int]                    # the seats
