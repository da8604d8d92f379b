"""Each family's figures as a round ends (7.0), carried by the event that ends the round so
that the end of a game charts them round by round (issue 36, item 6) from the events alone.

Only what every seat may see goes in (the events are public): victory points, villages
controlled (5.1), the treasury unless money is hidden (A42), the introductory game's gems
(S-3), the number of troop counters on the map, which the Fog of War leaves visible
(11.2; the introductory game has no armies, 004 §2.2, so no troops are counted there), the
titles its lords hold (1.2) and the families it is married into (1.1): a round's summary
read a few moves into the next round still names that round's titles and alliances."""
from __future__ import annotations

from .control import controller
from .event_kinds.table import FamilyFigures
from .match import Match
from .titles import titles_of, victory_points
from .victory import married_family


def round_figures(g: Match) -> list[FamilyFigures]:
    """Every family's figures now, by seat."""
    state = g.state
    show_money = not g.option("hidden_money")
    armies = not g.rules.control_markers      # 004 §2.2: a sergeant marks control, no army
    on_map, held = [0] * state.n, [0] * state.n
    for village in g.board.villages:           # as the views show control (5.1, S-15)
        seat = controller(g, village)
        if seat is not None:
            held[seat] += 1
    for troop in state.troops:
        if troop.village is not None:
            on_map[troop.owner] += 1
    figures: list[FamilyFigures] = []
    for seat in range(state.n):
        family = state.players[seat]
        married = married_family(g, seat)
        row: FamilyFigures = {"player": seat, "vp": victory_points(state, seat),
                              "villages": held[seat], "titles": family_titles(g, seat),
                              "allies": [] if married is None else [married]}
        if show_money:
            row["money"] = family.money
        if g.rules.gems_in_game:
            row["gems"] = family.gems
        if armies:
            row["troops"] = on_map[seat]
        figures.append(row)
    return figures


def family_titles(g: Match, seat: int) -> list[str]:
    """The titles the family's lords hold (1.2), lord by lord in the order the views list the
    lords (by name), as ``titles_of`` names them."""
    lords = sorted(g.state.family(seat), key=lambda lord: lord.name)
    return [title for lord in lords for title in titles_of(g.state, lord.name)]
