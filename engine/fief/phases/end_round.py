"""Phase 7, End of round (7.0-7.3, RULINGS 7, 45, 55, A52): disasters go, units on roads enter
their village, victory is checked, and the First Player card passes to the left; a table of
computers with a round limit ends at it (``max_rounds``), or in a round that does not end
(``round_decisions``). The event that ends the round
carries every family's figures (figures.py) for the charts at the end of a game."""
from __future__ import annotations

from ..cards.disasters import discard_disasters
from ..counters import Lord, Troop
from ..figures import round_figures
from ..match import Match, NoData, Step
from ..state import Frame
from ..titles import victory_points
from ..victory import tiebreak_key, winning_sides


def reset_for_round(g: Match) -> None:
    """Per-round marks start afresh: steps (5.0), Plague rolls (RULINGS 22), new troops (4.1).
    Most counters did not move, and a ``mark`` for each of them was a noticeable part of the
    work between two rounds, so only those bearing a mark are reset."""
    for lord in g.state.lords.values():
        if lord.steps != 0 or lord.plague_rolled is not False or lord.cavalcade_done is not False:
            lord.mark(steps=0, plague_rolled=False, cavalcade_done=False)
    for troop in g.state.troops:
        if troop.steps != 0 or troop.struck is not False or troop.new is not False:
            troop.mark(steps=0, struck=False, new=False)


def end_at_limit(g: Match) -> None:
    """The table's round limit (``max_rounds``, a table of computers only) is reached and
    nobody has won: the game ends without a winner, every seat told the standings."""
    state = g.state
    state.winners, state.finished = [], True
    g.emit("game_ended_at_round_limit", round=state.round, standings=standings(g),
           figures=round_figures(g))


def end_if_stalled(g: Match) -> None:
    """A table of computers (``round_decisions``, given by the host) whose round is not over
    after that many decisions is stalled (a computer undoing its own purchase for ever, issue
    35): the game ends there without a winner, every seat told the standings and why, as at
    the round limit. The count is in the state, so a replay ends at the same move."""
    state = g.state
    if state.finished or state.round_moves < state.options["round_decisions"]:
        return
    state.winners, state.finished = [], True
    g.emit("game_ended_stalled", round=state.round, decisions=state.round_moves,
           standings=standings(g), figures=round_figures(g))


def standings(g: Match) -> list[dict[str, int]]:
    """Every family, best first: victory points, then the tie-breaks of 7.3."""
    state = g.state
    order = sorted(range(state.n), key=lambda p: (victory_points(state, p),
                                                   tiebreak_key(g, (p,))), reverse=True)
    return [{"player": p, "vp": victory_points(state, p)} for p in order]


class EndRound(Step[NoData]):
    kind = "end_round"
    phase = 7
    rule = "7.0"

    def initial(self, g: Match) -> NoData:
        return {}

    def proceed(self, g: Match, frame: Frame[NoData]) -> bool:
        state = g.state
        if not g.rules.disasters_to_cards:
            discard_disasters(g)
        units: list[Troop | Lord] = [*state.troops, *state.lords.values()]
        for unit in units:
            if unit.road is not None:              # most are in their village already
                unit.mark(road=None)               # RULINGS 55: they enter the village
        sides = winning_sides(g)
        if sides:
            state.winners = sorted(p for side in sides for p in side["players"])
            state.finished = True
            g.emit("game_won", players=state.winners, round=state.round, sides=sides,
                   figures=round_figures(g))
            return True
        limit = state.options.get("max_rounds")
        if limit is not None and state.round >= limit:
            end_at_limit(g)
            return True
        state.first = (state.first + 1) % state.n
        g.emit("round_ended", round=state.round, first=state.first, figures=round_figures(g))
        return True
