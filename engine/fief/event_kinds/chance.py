"""The kinds of event that are chance: a die rolled, a card drawn or seen, a deck shuffled, a
secret revealed, a new round. The referee marks such events ``chance`` when it tells them
(``Match.emit``), so a client knows, without a list of its own, that no undo goes back past
them."""
from __future__ import annotations

# Dice and draws (2.1-2.3, 6.2, 10.1, 11.1), hidden things revealed (secret votes 1.3, exchanged
# cards 8.0, casualties chosen in secret A4), and the turns of a round and of the game.
CHANCE: frozenset[str] = frozenset({
    "assassination_roll", "battle_roll", "card_drawn", "card_received", "cards_exchanged",
    "casualties", "deck_reshuffled", "disaster_discarded", "disaster_drawn",
    "disaster_duplicate", "disaster_false_alarm", "disaster_struck", "draw_lost",
    "election_result", "game_won", "losses_drawn", "offer_accepted", "paired_battle_ended",
    "paired_round",
    "plague_roll", "relic_famine",
    "relic_placed", "relic_rain", "round_started", "uprising_result", "uprising_stop_attempt"})
