"""The course of the game (M3.6, M4, M8): the first placement, each turn's discard, order of
play, moves and tiles taken, the refill of the emptied row, the Event of every fourth turn, and
the end. ``proceed`` runs everything automatic until somebody must choose."""
from __future__ import annotations

from . import board
from .effects import take_tile
from .event_cards import apply_event
from .match import Match
from .setup import draw_row
from .state import PlayerState
from .tiles import (EMPTY_DOMAIN_PENALTY, EVENT_TURNS, LAST_REFILL_TURN, ROWS, TIE_BREAK, TURNS,
                    Domain)


def lords_row(turn: int) -> int:
    """The row the Lords stand on at the start of a turn: the top row on turn 1 (M3.6), then
    each turn the row below, the bottom row wrapping to the top (M4.2.1)."""
    return (turn - 1) % ROWS


def destination_row(turn: int) -> int:
    """M4.2.1: the row below the Lords' (on turns 4, 8 and 12, the top row)."""
    return turn % ROWS


def proceed(m: Match) -> None:
    """Run the automatic steps until a seat must choose or the game is over."""
    state = m.state
    while True:
        if state.phase == "placement":
            if state.current < state.n:
                return
            start_turn(m, 1)
        elif state.phase == "play":
            if state.asked is not None:
                return
            if state.current >= state.n:
                end_turn(m)
            elif state.turn == TURNS:
                stay(m)
            else:
                return
        elif state.phase == "restoration":
            if state.restoring:
                return
            state.events_done += 1
            state.phase = "play"
            next_turn(m)
        else:
            return


def place_lord(m: Match, seat: int, col: int) -> None:
    """M3.6: a Lord placed on a tile of the top row."""
    state = m.state
    state.players[seat].lord = [0, col]
    m.tell("lord_placed", player=seat, row=0, col=col)
    state.current += 1


def start_turn(m: Match, turn: int) -> None:
    """The turn begins (told first, so that its step 1 is told within it): M4.1 the empty
    tile of the Lords' row discarded (MA-4: a Scout on it goes home); M4.2 the order of play,
    the Lords' left to right (the discarded tile has no Lord: it changes no place)."""
    state = m.state
    state.turn, state.phase, state.current, state.asked = turn, "play", 0, None
    row = lords_row(turn)
    lords = [(player.lord[1], seat) for seat, player in enumerate(state.players)
             if player.lord is not None]
    state.order = [seat for _, seat in sorted(lords)]
    m.tell("turn_started", turn=turn, order=list(state.order), row=row)
    discard_free(m, row)


def discard_free(m: Match, row: int) -> None:
    """M4.1: the tile of the Lords' row with no Lord on it goes to the discard pile (MA-4: a
    Scout on it goes home)."""
    state = m.state
    for col, tile in enumerate(state.rows[row]):
        if tile is not None and state.lord_at(row, col) is None:
            state.rows[row][col] = None
            state.discard.append(tile)
            scout = state.scout_at(row, col)
            if scout is not None:
                state.players[scout].scout = None
            m.tell("tile_discarded", tile=tile, row=row, col=col, scout=scout)


def move_lord(m: Match, seat: int, col: int) -> None:
    """M4.2.1 the Lord to a tile of the row below (M5.4: the lord's Scout on that row comes
    home), then M4.2.2 the tile left is taken."""
    state = m.state
    player = state.players[seat]
    assert player.lord is not None
    left = player.lord[1]
    row = destination_row(state.turn)
    player.lord = [row, col]
    m.tell("lord_moved", player=seat, row=row, col=col)
    if player.scout is not None and player.scout[0] == row:
        player.scout = None
        m.tell("scout_returned", player=seat)
    take_tile(m, seat, lords_row(state.turn), left)


def stay(m: Match) -> None:
    """MA-1: on turn 16 the Lord does not move; its lord takes the tile under it."""
    state = m.state
    seat = state.order[state.current]
    lord = state.players[seat].lord
    assert lord is not None
    take_tile(m, seat, lord[0], lord[1])


def end_turn(m: Match) -> None:
    """M4.3 the emptied row refilled (not from turn 13 on), M4.4 the Event of turns 4, 8, 12
    and 16, then the next turn or the end."""
    state = m.state
    if state.turn <= LAST_REFILL_TURN:
        row = lords_row(state.turn)
        state.rows[row] = draw_row(m)
        m.tell("row_refilled", chance=True, row=row, tiles=list(state.rows[row]))
    if state.turn in EVENT_TURNS:
        if not apply_event(m):
            return                                   # Restauration: choices (MA-10)
        state.events_done += 1
    next_turn(m)


def next_turn(m: Match) -> None:
    if m.state.turn >= TURNS:
        final_scoring(m)
    else:
        start_turn(m, m.state.turn + 1)


def final_scoring(m: Match) -> None:
    """M8: -10 per domain without a tile; the richest wins; ties broken by Palace tiles, then
    Church, and so on leftwards; still tied, the victory is shared."""
    state = m.state
    state.scores = [board.score(player) for player in state.players]
    keys = [(state.scores[seat],) + tuple(player.count(d) for d in TIE_BREAK)
            for seat, player in enumerate(state.players)]
    best = max(keys)
    state.winners = [seat for seat, key in enumerate(keys) if key == best]
    state.phase = "over"
    state.current = 0
    m.tell("game_over", scores=list(state.scores), winners=list(state.winners),
           tie_break=[d.value for d in tie_break(state.scores, state.players)],
           penalties=[board.penalty(p) for p in state.players],
           owed=[EMPTY_DOMAIN_PENALTY * board.empty_domains(p) for p in state.players])


def tie_break(scores: list[int], players: list[PlayerState]) -> list[Domain]:
    """M8: the domains whose tiles were compared to break a tie for the best score, in order
    (none when the best score stands alone; all eight when the victory is shared, MA-26): what
    the end screen shows as "the tie-break counts when used" (M10)."""
    best = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == best]
    used: list[Domain] = []
    for domain in TIE_BREAK:
        if len(tied) < 2:
            break
        used.append(domain)
        most = max(players[seat].count(domain) for seat in tied)
        tied = [seat for seat in tied if players[seat].count(domain) == most]
    return used
