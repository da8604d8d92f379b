"""Measures of a world that every level reasons with: strength on the map, distances, how far a
family stands from each fief title, and one number that says how well a family is doing.

They read a ``Game`` built by ``determinize.rebuild`` (or a simulated one inside the Duke's
search), so they see only what the view showed plus hidden parts drawn at random; none of them
looks at hands or decks.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from ..board import Board
from ..counters import KNIGHT
from ..game import Game
from ..queries import ally_of, controller, lord_strength, side_strength, victory_points

# Strength points (6.2): a Knight 3, a Man at Arms 1, a Lord 1.
SP_KNIGHT, SP_MAN, SP_LORD = 3, 1, 1

T = TypeVar("T")
FAR = 10 ** 9                     # more road steps than any map has
UNREACHABLE = 99                  # the steps to a village no road leads to (dist)


def distances(board: Board) -> dict[str, dict[str, int]]:
    """Road steps between every pair of villages, computed once per board (``Board.derived``:
    a pure function of the board, safe to share between games and threads)."""
    found = board.derived.get("distances")
    if found is not None:
        return found
    out = {start: road_steps(board, start) for start in board.villages}
    board.derived["distances"] = out
    return out


def road_steps(board: Board, start: str, walls: frozenset[str] = frozenset()) -> dict[str, int]:
    """Road steps from ``start`` to every village reached without entering one of ``walls``
    (a breadth-first walk; ``rides.march_table`` walls off what the family cannot take)."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in board.neighbours(here):
            if nxt not in seen and nxt not in walls:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def dist(g: Game, a: str, b: str) -> int:
    return distances(g.board)[a].get(b, UNREACHABLE)


def memo(g: Game, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
    """Per-game cache of a measure, valid while the game's move number stays the same (the
    measures are asked many times for one decision; a world changes only through ``apply``).
    Kept in the game's ``bot_memo``, never through ``g.__dict__``: touching it would make
    CPython give up its fast reads of ``g.state`` and the like for the rest of the game (2.4
    times slower). The measures of the position (``POSITIONAL``) outlive the move
    (``positional``)."""
    cache = g.bot_memo
    version = (g.state.version, len(g.state.stack), g.state.round, g.state.phase)
    if cache is None or cache[0] != version:
        cache = (version, {})
        g.bot_memo = cache
    table = cache[1]
    if key not in table:
        table[key] = positional(g, key, compute, table) if key[0] in POSITIONAL else compute()
    return table[key]


# The measures that read nothing but the position ``position_key`` sums up.
POSITIONAL = frozenset({"strength", "plans", "score"})


def positional(g: Game, key: tuple[Any, ...], compute: Callable[[], T],
               table: dict[tuple[Any, ...], Any]) -> T:
    """A measure of the position, kept in the game's ``bot_position_memo`` for as long as
    its state's position stays the same: most moves of a playout change none of what they
    read (a card played or not, a marriage proposed, a vote), and the fief plans and scores
    were a sixth of the Duke's search."""
    found = table.get(POSITION)
    if found is None:
        found = table[POSITION] = position_measures(g)
    if key not in found:
        found[key] = compute()
    value: T = found[key]
    return value


POSITION = ("position",)


def position_measures(g: Game) -> dict[tuple[Any, ...], Any]:
    """The measures kept for the game's position, made once a move (``bot_position_memo``:
    the state, its ledger's count of counter moves, the rest of its key, the measures). After
    a move of the counters the position is new, and its key (``position_key``) is made only if
    the next move leaves them where they are: in the movement, where nearly every move is a
    step, making the key cost more than the measures it kept."""
    state = g.state
    moves = state.ledger.moves
    kept = g.bot_position_memo
    if kept is None or kept[0] is not state or kept[1] != moves:
        g.bot_position_memo = (state, moves, None, {})
        return g.bot_position_memo[3]
    position = position_key(g)
    if kept[2] != position:
        g.bot_position_memo = kept = (state, moves, position, {})
    return kept[3]


def position_key(g: Game) -> tuple[Any, ...]:
    """What the strength map, the fief plans and the score read of a state, besides where
    the counters stand, whose they are and who holds them captive (``counters.WATCHED``,
    counted by the state's ledger), in values an action may change: each village's control,
    fortification and mills, the titles (``titles_key``), money, marriages and the end of
    the game. The board and the edition never change."""
    state = g.state
    return (len(state.troops), len(state.lords),
            [(v.controller, v.unowned, v.fort, v.mills) for v in state.villages.values()],
            titles_key(g), [p.money for p in state.players],
            [l.spouse for l in state.lords.values()], state.finished, list(state.winners or ()))


def titles_key(g: Game) -> tuple[Any, ...]:
    """Who holds each title that gives a lord his strength in the variant (``lord_strength``,
    004 §2.2, and those frozen for the movement and the battles, S-13); they make the victory
    points too (7.0)."""
    t = g.state.titles
    return (list(t.fiefs.items()), list(t.bishops.items()), list(t.cardinals), t.king,
            t.queen, t.pope, t.darc, t.strength)


def strength_map(g: Game) -> dict[str, dict[int, int]]:
    """Strength of each family's free units in each village (roads included)."""
    return memo(g, ("strength",), lambda: compute_strength(g))


def compute_strength(g: Game) -> dict[str, dict[int, int]]:
    """Knights 3, Men at Arms 1, lords 1 (6.2); in the simplified variant the lords' titles
    alone, as they count in an attack (004 §2.2: the markers are no troops)."""
    if g.rules.title_strength:
        return variant_strength(g)
    out: dict[str, dict[int, int]] = {}
    for village, troops in g.state.index().troops_at.items():   # not the troops in stock
        here = out.setdefault(village, {})
        for t in troops:
            here[t.owner] = here.get(t.owner, 0) + (SP_KNIGHT if t.kind == KNIGHT else SP_MAN)
    for lord in g.state.lords.values():
        if lord.village is not None and lord.owner is not None and lord.captor is None:
            here = out.setdefault(lord.village, {})
            here[lord.owner] = here.get(lord.owner, 0) + SP_LORD
    return out


def variant_strength(g: Game) -> dict[str, dict[int, int]]:
    """The simplified variant: each family's free lords by their attacking strength."""
    out: dict[str, dict[int, int]] = {}
    for lord in g.state.lords.values():
        if lord.village is not None and lord.owner is not None and lord.captor is None:
            here = out.setdefault(lord.village, {})
            here[lord.owner] = here.get(lord.owner, 0) + lord_power(g, lord.name)
    return out


def lord_power(g: Game, name: str) -> int:
    """What one lord adds to an attack: 1 (6.2), or his title's strength in the variant."""
    if g.rules.title_strength:
        return memo(g, ("powers",), lambda: powers(g))[name]
    return SP_LORD


class Powers(dict[str, int]):
    """The variant: each lord's strength in an attack (``lord_strength``), worked out when
    first asked, for as long as the titles stay where they are (``titles_key``): asked of
    every lord at every step of a playout, they change only with a title."""

    def __init__(self, g: Game, titles: tuple[Any, ...]) -> None:
        super().__init__()
        self.state, self.board, self.rules, self.titles = g.state, g.board, g.rules, titles

    def __missing__(self, name: str) -> int:
        power = self[name] = lord_strength(self.state, self.board, self.rules, name, True)
        return power


def powers(g: Game) -> Powers:
    """The lords' strengths kept by the game (``bot_powers``) while its titles are the same."""
    titles = titles_key(g)
    kept = g.bot_powers
    if not isinstance(kept, Powers) or kept.state is not g.state or kept.titles != titles:
        kept = Powers(g, titles)
        g.bot_powers = kept
    return kept


def defence_strength(g: Game, village: str, player: int) -> int:
    """A family's strength defending a village: its units there, and in the simplified
    variant its clerics and the place itself when it controls it (004 §2.2, §8): the total
    alone, without the parts a battle shows (a lord's strength after the battle phase among
    them), which were a tenth of the variant's playouts."""
    if g.rules.place_strength:
        return side_strength(g.state, g.board, g.rules, village, [player], False,
                             controller(g, village))
    return strength_map(g).get(village, {}).get(player, 0)


def enemy_defence(g: Game, village: str, player: int, friends: tuple[int, ...] = ()) -> int:
    """The strength of every other family (not our ally) defending a village (kept while the
    world stands: the movement asks it of each road of each lord, and of every village for
    the roads it can take, rides.march_table)."""
    def compute() -> int:
        families = set(strength_map(g).get(village, {})) | {controller(g, village)}
        return sum(defence_strength(g, village, p) for p in families
                   if p is not None and p != player and p not in friends)
    return memo(g, ("enemy_defence", village, player, friends), compute)


def enemy_strength(sm: dict[str, dict[int, int]], village: str, player: int,
                   friends: tuple[int, ...] = ()) -> int:
    return sum(sp for p, sp in sm.get(village, {}).items() if p != player and p not in friends)


def threat_near(g: Game, sm: dict[str, dict[int, int]], village: str, player: int) -> int:
    """The largest enemy strength standing in the village or one road away."""
    places = (village, *g.board.neighbours(village))
    return max((sp for v in places for p, sp in sm.get(v, {}).items() if p != player), default=0)


def friends_of(g: Game, player: int) -> tuple[int, ...]:
    ally = ally_of(g, player)
    return (ally,) if ally is not None else ()


def free_lords(g: Game, player: int) -> list:
    return [l for l in g.state.family(player) if l.village is not None and l.captor is None]


class FiefPlan(NamedTuple):
    """How far a family stands from one fief title (4.3: every village and a Stronghold).
    A named tuple: made for every fief and family at each step of a playout, where a frozen
    dataclass's constructor cost a tenth of the Duke's search."""

    fief: str
    missing: tuple[str, ...]        # villages of the fief it does not control
    enemy: int                      # enemy strength standing in them
    reach: int                      # road steps from its nearest free lord to the nearest one
    fort: bool                      # a Stronghold or City stands in a village it controls there
    cost: float                     # lower is closer


def fief_plans(g: Game, player: int) -> list[FiefPlan]:
    """Every fief title still to win, closest first."""
    return memo(g, ("plans", player), lambda: compute_plans(g, player))


def compute_plans(g: Game, player: int) -> list[FiefPlan]:
    """The plans in plain loops, each village's controller read in place (``controller``:
    its occupant, else the fief's governor, unless S-15 left it without owner), the fief's
    governor found once: the Duke's playouts ask this most."""
    state = g.state
    villages = state.villages
    sm = strength_map(g)
    table = distances(g.board)            # dist(g, a, b), the rows looked up once a call
    rows = [table[l.village] for l in free_lords(g, player)]
    plans = []
    for name, fief in g.board.fiefs.items():
        holder = state.titles.fiefs.get(name)
        governor = state.lords[holder].owner if holder else None     # control.fief_holder
        if holder is not None and governor == player:
            continue
        lacking: list[str] = []
        fort = False
        enemy = 0
        reach = FAR                       # the fewest steps from a free lord to a missing one
        for v in fief.villages:
            here = villages[v]
            owner = here.controller
            if owner is None and not here.unowned:
                owner = governor
            if owner == player:
                fort = fort or bool(here.fort)
                continue
            lacking.append(v)
            for p, sp in sm.get(v, {}).items():
                if p != player:
                    enemy += sp
            for row in rows:
                steps = row.get(v, UNREACHABLE)
                if steps < reach:
                    reach = steps
        missing = tuple(lacking)
        if not missing or not rows:
            reach = 9 if missing else 0       # nothing missing; no free lord to go
        held = 6 if holder is not None else 0   # taking a held title means taking its City
        cost = (2.5 * len(missing) + 0.6 * enemy + 1.5 * reach + (0 if fort else 5)
                + g.rules.title_cost(len(fief.villages)) / 3 + held)
        plans.append(FiefPlan(name, missing, enemy, reach, fort, cost))
    plans.sort(key=lambda p: (p.cost, p.fief))
    return plans


def income_of(g: Game, player: int) -> int:
    villages = [v for v in g.board.villages if controller(g, v) == player]
    return len(villages) * g.rules.village_income + \
        sum(g.state.villages[v].mills for v in villages) * g.rules.mill_income


def army(g: Game, player: int) -> int:
    """The strength of the family's troops on the map (the index's: not those in stock)."""
    return sum(SP_KNIGHT if t.kind == KNIGHT else SP_MAN
               for troops in g.state.index().troops_at.values() for t in troops
               if t.owner == player)


def score(g: Game, player: int) -> float:
    return memo(g, ("score", player), lambda: compute_score(g, player))


def compute_score(g: Game, player: int) -> float:
    """How well a family is doing: victory points first, then what leads to them (fief titles
    almost in reach, income, armies, lords, money, Church and crown titles)."""
    state = g.state
    if state.finished and state.winners is not None:
        if player in state.winners:
            return 1000.0
        if state.winners:
            return -200.0
    vp = victory_points(state, player)
    ally = ally_of(g, player)
    allied = victory_points(state, ally) if ally is not None else 0
    return (40.0 * vp + 12.0 * allied * (1 if vp + allied >= 2 else 0.5)
            + prospects(g, player))


def prospects(g: Game, player: int) -> float:
    """What leads a family to its next victory points: fief titles almost in reach, income,
    armies, lords, money, Church titles (the Duke's evaluation adds the sides' points)."""
    state = g.state
    plans = fief_plans(g, player)[:2]
    near = sum(max(0.0, 6.0 - p.cost) for p in plans)
    lords = free_lords(g, player)
    churchmen = sum(1 for l in state.family(player)
                    if l.name in state.titles.bishops.values() or l.name in state.titles.cardinals)
    return (3.0 * near + 2.0 * income_of(g, player) + 0.35 * army(g, player)
            + 4.0 * len(lords) + 0.3 * state.players[player].money + 2.0 * churchmen)

