"""Who may be elected to what, and who votes with how many votes (1.3-1.8, RULINGS 3, 5, 8-10,
13, A10-A14): the questions an election asks of the position, which the election step and
the computer players both read.
"""
from __future__ import annotations

from ..errors import reason
from .cards.disasters import villages_of
from .control import controller
from .counters import Lord
from .match import Match
from .titles import bishopric_of, is_cardinal, is_ecclesiastic, is_titled

# --- what each election needs ----------------------------------------------------------------


def items(g: Match) -> list[str]:
    """A13: the elections of a Phase 1, in order."""
    return [f"bishop:{b}" for b in sorted(g.state.titles.bishops, key=int)] + ["pope", "king"]


def see_of(item: str) -> str | None:
    return item.split(":")[1] if item.startswith("bishop:") else None


def title_of(item: str) -> str:
    return item.split(":")[0]


def free(lord: Lord) -> bool:
    return lord.owner is not None and lord.captor is None


def free_cardinals(g: Match) -> list[str]:
    return [c for c in g.state.titles.cardinals if c is not None and free(g.state.lords[c])]


def can_hold(g: Match, item: str) -> bool:
    """Whether the title is vacant and the conditions of its election are met (1.4, 1.7, 1.8;
    RULINGS 9: every village of the Bishopric controlled, empty villages of a governed Fief
    included; a Queen Regent does not block the King's election, A12; 2011's Cardinals, E-20)."""
    t = g.state.titles
    see = see_of(item)
    if see is not None:
        return t.bishops[see] is None and all(controller(g, v) is not None
                                              for v in villages_of(g, see))
    if item == "pope":
        return t.pope is None and len(cardinals_counted(g)) >= 2
    return t.king is None and king_electorate(g)


def cardinals_counted(g: Match) -> list[str]:
    """The Cardinals a Pope's election needs two of: uncaptured (1.7), or in 2011 every
    Cardinal in play, captives too, though only the free ones vote (003, E-20)."""
    if g.rules.pope_needs_free_cardinals:
        return free_cardinals(g)
    return [c for c in g.state.titles.cardinals
            if c is not None and g.state.lords[c].owner is not None]


def king_electorate(g: Match) -> bool:
    """The simplified variant (004 §4.1) holds the King's election only with at least
    ``king_min_electors`` free titled lords in play, a Cardinal or two Bishops among them;
    the other editions need none (0)."""
    need = g.rules.king_min_electors
    if not need:
        return True
    state = g.state
    titled = [l.name for l in state.lords.values()
              if l.owner is not None and free(l) and is_titled(state, l.name)]
    return len(titled) >= need and church_support(g, titled)


def church_support(g: Match, lords: list[str]) -> bool:
    """1.8 / A12: the King's votes include two Bishops (Cardinals and a Bishop-Pope count as
    Bishops), or one Cardinal, or the Pope; in 2011 and the variant not the Pope as such, whose
    vote is a Bishop's or a Cardinal's (003, 004 §4.1: E-26)."""
    state = g.state
    bishops = sum(1 for name in lords if bishopric_of(state, name) is not None)
    pope = state.titles.pope if g.rules.pope_backs_king else None
    return bishops >= 2 or any(is_cardinal(state, n) or n == pope for n in lords)


def eligible(g: Match, item: str, lord: Lord) -> bool:
    """Who may stand (1.4, 1.7, 1.8): never a captive nor the excommunicated."""
    state = g.state
    t = state.titles
    if not free(lord) or t.excommunicated == lord.name:
        return False
    if item == "pope":
        return bishopric_of(state, lord.name) is not None or is_cardinal(state, lord.name)
    if lord.sex != "M":
        return False
    if item == "king":
        return is_titled(state, lord.name) and not is_ecclesiastic(state, lord.name)
    return lord.spouse is None and bishopric_of(state, lord.name) is None and t.king != lord.name


def ineligibility(g: Match, item: str, lord: Lord) -> tuple[str, str] | None:
    """Why a lord may not stand (the first condition of ``eligible`` he fails), or None: the
    section that says so (1.4 the Bishop's candidates, 1.7 the Pope's and the excommunicated,
    1.8 the King's) and the text of a refused candidacy."""
    state = g.state
    t = state.titles
    section = {"pope": "1.7", "king": "1.8"}.get(item, "1.4")
    if not free(lord):
        return section, reason("{name} is a captive or out of play, and cannot stand",
                               name=lord.name)
    if t.excommunicated == lord.name:
        return "1.7", reason("{name} is excommunicated and cannot stand (1.7)", name=lord.name)
    if item == "pope":
        if not eligible(g, item, lord):
            return "1.7", reason("only a Bishop or a Cardinal stands for Pope (1.7); {name} is "
                                 "neither", name=lord.name)
        return None
    if lord.sex != "M":
        return section, ("only a man stands for King (1.8)" if item == "king" else
                         "only a man stands for Bishop (1.4)")
    if item == "king":
        if not is_titled(state, lord.name):
            return "1.8", reason("only a titled lord stands for King (1.8); {name} holds no "
                                 "title", name=lord.name)
        if is_ecclesiastic(state, lord.name):
            return "1.8", reason("{name} is a churchman and cannot stand for King (1.8)",
                                 name=lord.name)
        return None
    if lord.spouse is not None:
        return "1.4", reason("{name} is married and cannot become Bishop (1.4)", name=lord.name)
    if bishopric_of(state, lord.name) is not None:
        return "1.4", reason("{name} is a Bishop already (1.2: one Bishop title, A14)",
                             name=lord.name)
    if t.king == lord.name:
        return "1.4", reason("{name} is the King and cannot become Bishop (1.4)", name=lord.name)
    return None


def candidates_of(g: Match, item: str, player: int) -> list[str]:
    return sorted(l.name for l in g.state.family(player) if eligible(g, item, l))


def can_stand(g: Match, item: str, player: int) -> bool:
    """Whether ``candidates_of`` is not empty, stopping at the first eligible lord: asked of
    every family before each election, and at each turn of its candidacies."""
    for lord in g.state.index().families.get(player, ()):
        if eligible(g, item, lord):
            return True
    return False


def voting_lords(g: Match, item: str, player: int) -> list[str]:
    """The player's Lords who vote: free, not excommunicated (A10); for the King, titled (d'ARC
    alone is no title, RULINGS 5); for the Pope, Cardinals (RULINGS 3)."""
    state = g.state
    lords = [l for l in state.family(player) if free(l) and state.titles.excommunicated != l.name]
    if item == "pope":
        return sorted(l.name for l in lords if is_cardinal(state, l.name))
    if item == "king":
        return sorted(l.name for l in lords if is_titled(state, l.name))
    return sorted(l.name for l in lords)


def bishop_lord_votes(g: Match, name: str) -> int:
    """1.4 / RULINGS 10: a Cardinal or the Pope 3, a Bishop in office since the start of the
    round 2; only the highest title counts; a Bishop elected this round gives none, even if
    made Cardinal since."""
    state = g.state
    rules = g.rules
    if state.titles.bishop_since.get(name) == state.round:
        return 0
    if is_cardinal(state, name) or state.titles.pope == name:
        return rules.vote_cardinal
    if bishopric_of(state, name) is not None:
        return rules.vote_bishop
    return 0


def weight(g: Match, item: str, player: int) -> int:
    """How many votes one FOR marker of this player carries (1.4, 1.7, 1.8, A10)."""
    see = see_of(item)
    if see is None:
        return len(voting_lords(g, item, player))
    principal = g.board.bishoprics[int(see)].principal
    votes = sum(g.rules.vote_principal if v == principal else g.rules.vote_village
                for v in villages_of(g, see) if controller(g, v) == player)
    return votes + sum(bishop_lord_votes(g, name) for name in voting_lords(g, item, player))


def min_votes(g: Match, item: str) -> int:
    """The fewest votes that can elect (1.8: the King needs at least ``king_min_votes``); 0
    where the rules ask only for the most votes or a majority. Told with the election, so a
    client shows the condition without knowing the rule."""
    return g.rules.king_min_votes if item == "king" else 0
