"""Phase 3, Income (3.0, 2.4.2-2.4.7, RULINGS 24, 25, A27, A44).

Computed at once for every family, then paid; tax markers go back to their owners and Fortune
cards on the map to the discard pile. Disasters stay until the end of the round (7.0).
"""
from __future__ import annotations

from collections import defaultdict

from ..control import controller, fief_holder, is_besieged
from ..match import Match, NoData, Step
from ..state import Frame, Tax
from ..titles import bishopric_of, is_cardinal


def mill_value(g: Match, bishopric: str) -> int:
    """2 per mill, +1 per Harvest and +1 per Good Weather on the bishopric (each once, 2.4.7)."""
    if "famine" in g.state.disasters[bishopric]:
        return 0
    bonus = len(set(g.state.fortunes[bishopric]) & {"harvest", "good_weather"})
    return g.rules.mill_income + g.rules.mill_bonus * bonus


def tax_still_valid(g: Match, tax: Tax) -> bool:
    """RULINGS 25: a tax follows its title and pays only while the title stays in the family."""
    state = g.state
    t = state.titles
    if tax.role == "fief":
        return fief_holder(state, tax.target) == tax.player
    if tax.role == "king":
        return t.king is not None and state.lords[t.king].owner == tax.player or (
            t.regent and t.queen is not None and state.lords[t.queen].owner == tax.player)
    lord = state.lords[tax.lord]
    if lord.owner != tax.player:
        return False
    if tax.role == "bishop":
        return bishopric_of(state, tax.lord) == tax.target
    if tax.role == "cardinal":
        return is_cardinal(state, tax.lord)
    return t.pope == tax.lord


def tither(g: Match, bishopric: str) -> int | None:
    """2.4.6: the Bishop first, then the first Cardinal, then the Pope; only if governed (A27)."""
    state = g.state
    if state.titles.bishops.get(bishopric) is None:
        return None
    tithes = [x for x in state.taxes if x.kind == "tithe" and tax_still_valid(g, x)
              and (x.target == bishopric or x.target == "all")]
    priority = {"bishop": 0, "cardinal": 1, "pope": 2}
    tithes.sort(key=lambda x: (priority[x.role], x.order))
    return tithes[0].player if tithes else None


def tallaged(g: Match, player: int, fief: str) -> int:
    """The villages a tallage counts: all of its fief (2.4.5), or in 2011 those of the fief
    the taxing family controls ("2 écus par village contrôlé du fief", 003 Impôt, E-11) and
    that are not besieged ("vous ne percevrez plus les revenus qu'il rapporte", 003 Le siège,
    E-30), as a besieged village's mills pay no tithe."""
    villages = g.board.fiefs[fief].villages
    if not g.rules.tallage_controlled_only:
        return len(villages)
    return sum(1 for v in villages
               if controller(g, v) == player and not is_besieged(g.state, v))


def compute_income(g: Match) -> dict[int, dict[str, int]]:
    """Each family's income by source, as the log and the family board show it."""
    state = g.state
    board = g.board
    income: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    titheholders = {b: tither(g, b) for b in state.disasters}
    for name, village in board.villages.items():
        owner = controller(g, name)
        besieged = is_besieged(state, name)
        if owner is not None and not besieged:
            income[owner]["villages"] += g.rules.village_income
        mills = state.villages[name].mills
        if mills and owner is not None and not besieged:
            bishopric = str(village.bishopric)
            value = mills * mill_value(g, bishopric)
            taker = titheholders[bishopric]
            if taker is None:
                income[owner]["mills"] += value
            else:
                income[taker]["tithe"] += value
    for tax in state.taxes:
        if tax.kind == "tallage" and tax_still_valid(g, tax):
            income[tax.player]["tallage"] += g.rules.tallage_per_village * tallaged(g, tax.player, tax.target)
    royal = [(state.titles.queen, g.rules.queen_income), (state.titles.king, g.rules.king_income),
             (state.titles.pope, g.rules.pope_income)]
    for holder, amount in royal:
        owner = state.lords[holder].owner if holder is not None else None   # titled: in play
        if owner is not None and amount:
            income[owner]["titles"] += amount
    return {p: {k: n for k, n in v.items() if n} for p, v in income.items()}


def private_money(g: Match, *players: int) -> tuple[int, ...] | None:
    """Who may hear of a sum of money: everyone, unless the table hides money (A42)."""
    return tuple(players) if g.option("hidden_money") else None


class Income(Step[NoData]):
    kind = "income"
    phase = 3
    rule = "3.0"

    def initial(self, g: Match) -> NoData:
        return {}

    def proceed(self, g: Match, frame: Frame[NoData]) -> bool:
        state = g.state
        for player, sources in sorted(compute_income(g).items()):
            total = sum(sources.values())
            state.players[player].money += total
            g.emit("income", audience=private_money(g, player), player=player, total=total, **sources)
        for tax in state.taxes:
            state.players[tax.player].tax_markers += 1
        state.taxes.clear()
        for bishopric, cards in state.fortunes.items():
            state.fortune_discard.extend(cards)
            cards.clear()
        return True
