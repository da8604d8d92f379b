"""2.3 Disasters (10 cards: Heavy Rain 4, Famine 4, Plague 2).

Drawn face down onto the 3-slot track during 2.1 (phases/cards.py), then resolved in track order
(A19): a d6 names the Bishopric, 6 is a false alarm; a second Disaster of a type already on that
Bishopric is discarded (RULINGS 21). They stay until the end of the round (7.0); in 2011 until
the next round's Phase 2 begins (E-19).

- Heavy Rain (2.3.1, A22): no movement into, out of or inside the Bishopric, no battle there
  (``heavy_rain`` is the test the movement and battle modules use); Uprisings are not affected.
- Famine (2.3.2): its mills yield nothing at Income (income.py) and it may cause Uprisings.
- Plague (2.3.3, A20): every Lord there rolls the d6 (captives included) and dies on 1-3; each
  player's troops in each village are halved, rounded down, the owner choosing; Siege Engines are
  spared. Lords and counters are struck once a round (RULINGS 22, A21; movement.py does entering).
"""
from __future__ import annotations

from ..deaths import kill_lord
from ..match import Match
from ..phases.common import halve
from ..counters import KNIGHT, MAN


def discard_disasters(g: Match) -> None:
    """The Disasters on the map go to the discard pile: at the end of the round (7.0), or in
    2011 at the start of the next round's Phase 2 (003 Phase 2, E-19)."""
    state = g.state
    for cards in state.disasters.values():
        state.fortune_discard.extend(cards)
        cards.clear()


def discard_disasters_at_cards(g: Match, kind: str) -> None:
    """A step hook of 2011 (E-19): the Calamities of the last round go when Phase 2 starts."""
    if kind == "cards_draw" and g.rules.disasters_to_cards:
        discard_disasters(g)


def bishopric_of_village(g: Match, village: str) -> str:
    return str(g.board.villages[village].bishopric)


def heavy_rain(g: Match, village: str) -> bool:
    """2.3.1 / A22: True when the village lies in a Bishopric under Heavy Rain."""
    return "heavy_rain" in g.state.disasters[bishopric_of_village(g, village)]


def famine(g: Match, village: str) -> bool:
    """2.3.2: True when the village lies in a Bishopric under Famine."""
    return "famine" in g.state.disasters[bishopric_of_village(g, village)]


def villages_of(g: Match, bishopric: str) -> tuple[str, ...]:
    """The villages of a Bishopric in name order. The board alone decides them, and each
    election asks them for every Bishopric (``can_hold``), so they are worked out once per
    board (``Board.derived``)."""
    board = g.board
    key = ("villages_of", bishopric)
    found = board.derived.get(key)
    if found is None:
        found = board.derived[key] = tuple(sorted(v for v, see in board.see.items()
                                                  if see == bishopric))
    return found


def place_disaster(g: Match, kind: str) -> str | None:
    """2.3: roll for the Bishopric; returns it, or None for a false alarm or a duplicate."""
    state = g.state
    die = g.rng.d6()
    bishopric = str(die)
    if die == g.rules.false_alarm_face or bishopric not in state.disasters:
        state.fortune_discard.append(kind)
        g.emit("disaster_false_alarm", disaster=kind, die=die)
        return None
    if kind in state.disasters[bishopric]:
        state.fortune_discard.append(kind)
        g.emit("disaster_duplicate", disaster=kind, die=die, bishopric=bishopric)
        return None
    state.disasters[bishopric].append(kind)
    g.emit("disaster_struck", disaster=kind, die=die, bishopric=bishopric)
    if kind == "plague":
        strike_plague(g, bishopric)
    return bishopric


def strike_plague(g: Match, bishopric: str) -> None:
    """2.3.3 / A20: each Lord rolls once; then each player's troops per village are halved.

    Loss choices are pushed last-first so that they are asked in turn order (A4).
    """

    state = g.state
    villages = villages_of(g, bishopric)
    rank: dict[int | None, int] = {p: i for i, p in enumerate(state.order())}
    lords = sorted((l for l in state.lords.values() if l.owner is not None
                    and l.village in villages and not l.plague_rolled),
                   key=lambda l: (rank[l.owner], l.name))
    for lord in lords:
        if lord.owner is None or lord.village not in villages:   # died of an earlier roll's
            continue                     # effects, or freed by them and waiting to be placed
        lord.plague_rolled = True
        die = g.rng.d6()
        died = die <= g.rules.plague_death_max
        g.emit("plague_roll", lord=lord.name, die=die, died=died)
        if died:
            kill_lord(g, lord.name, "plague")
    for player in reversed(state.order()):
        for village in reversed(villages):
            troops = [t for t in state.troops if t.owner == player and t.village == village
                      and t.kind in (KNIGHT, MAN) and not t.struck]
            halve(g, player, village, troops, "plague")
