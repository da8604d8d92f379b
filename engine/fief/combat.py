"""Battle arithmetic shared by battles, Cavalcades and Uprisings (6.2-6.2.2, 10.1, RULINGS 34-36,
A47, A48): strength points, dice, the fortification penalty, rolls, and casualty allocation.

Pure functions over counts and the edition's rules, so the battle frame, the Cavalcade and the
Uprising (issue 4) compute everything the same way and tests can check the rulebook numbers
directly. Every number comes from ``g.rules``; every die from ``g.rng`` (forced faces first).

Stable API:
    lord_sp(g, lord) / side_sp(g, troops, lords)     strength points (6.2)
    base_dice(g, sp), dice_for(g, sp, darc, penalty)  dice (6.2, A48)
    fortification_penalty(g, fort, engine_levels, cancelled)   6.2.1, 6.4.2
    roll(g, dice, minus_per_die, bonus_per_die, bonus_if_rolled) -> Roll
    troop_loss_options(knights, men, hits, hits_knight) -> [(k, m)]   one owner's troops
    side_losses(g, pools, lords, hits) -> SideLosses      what a side must lose (A47)
    casualty_choices(...) / check_casualties(...)          a principal's own choice
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Sequence, TypedDict

from ..errors import IllegalAction, require
from .match import Match
from .state import CITY, STRONGHOLD
from .counters import KNIGHT, Lord, Troop
from .titles import is_titled

# Beyond this many valid allocations a decision lists none and the submitted one is checked.
MAX_LISTED_CHOICES = 60


# --- strength and dice (6.2, 6.2.1, A48) ---------------------------------------------------

def lord_sp(g: Match, lord: Lord) -> int:
    """6.2 / RULINGS 5 / A35: a male lord 1 SP, a titled lady or d'ARC 1, an untitled lady 0,
    a captive 0."""
    if lord.captor is not None:
        return 0
    if lord.sex == "M" or is_titled(g.state, lord.name) or g.state.titles.darc == lord.name:
        return g.rules.sp_lord
    return 0


def troop_sp(g: Match, troop: Troop) -> int:
    return g.rules.sp_knight if troop.kind == KNIGHT else g.rules.sp_man


def side_sp(g: Match, troops: Iterable[Troop], lords: Iterable[Lord]) -> int:
    """6.2: allies on one side add their strength points before the dice are counted."""
    return sum(troop_sp(g, t) for t in troops) + sum(lord_sp(g, l) for l in lords)


def base_dice(g: Match, sp: int) -> int:
    """6.2: 1-6 SP roll 1 die, 7-12 roll 2, 13 or more roll 3 (0 SP roll none)."""
    return g.rules.dice_for_sp(sp)


def fortification_penalty(g: Match, fort: str | None, engine_levels: int = 0,
                          cancelled: bool = False) -> int:
    """6.2.1 / 6.4.2: -1 die against a Stronghold, -2 against a Fortified City; Siege Engines
    cancel up to 2 dice in all (RULINGS 41); a Secret Passage or opened gates cancel it all."""
    if fort is None or cancelled:
        return 0
    penalty = g.rules.city_penalty if fort == CITY else (
        g.rules.stronghold_penalty if fort == STRONGHOLD else 0)
    return max(0, penalty - min(engine_levels, g.rules.engine_cancel_cap))


def dice_for(g: Match, sp: int, darc: bool = False, penalty: int = 0) -> int:
    """A48: base dice by SP, +1 for an uncaptured d'ARC taking part, minus the penalty left
    after cancellation; never below 0 nor above 4."""
    dice = base_dice(g, sp) + (g.rules.darc_dice if darc else 0) - penalty
    return max(0, min(dice, g.rules.max_dice))


@dataclass(frozen=True)
class Roll:
    """One side's roll: the faces shown and the hits they inflict after every modifier."""

    faces: tuple[int, ...]
    hits: int


def roll(g: Match, dice: int, minus_per_die: int = 0, bonus_per_die: int = 0,
         bonus_if_rolled: int = 0) -> Roll:
    """A48: roll ``dice`` battle dice; each face loses ``minus_per_die`` (the Holy Grail, never
    below 0); then +``bonus_per_die`` per die rolled (Cavalcade defender 5.2, Uprising 10.1)
    and +``bonus_if_rolled`` once if at least one die was rolled (the Holy Spear 11.1.1)."""
    faces = tuple(g.rng.battle_die(g.rules.battle_faces) for _ in range(max(dice, 0)))
    hits = sum(max(0, face - minus_per_die) for face in faces)
    if faces:
        hits += bonus_per_die * len(faces) + bonus_if_rolled
    return Roll(faces, hits)


# --- casualties (6.2.2, RULINGS 35, A47) ---------------------------------------------------

def troop_loss_options(knights: int, men: int, hits: int, hits_knight: int = 3) -> list[tuple[int, int]]:
    """6.2.2: every (knights, men) loss that removes as many SP as possible without exceeding the
    hits (a Knight needs ``hits_knight`` hits, a Man at Arms one). Fewest knights first."""
    best, options = -1, []
    for k in range(0, knights + 1):
        if k * hits_knight > hits:
            break
        m = min(men, hits - k * hits_knight)
        absorbed = k * hits_knight + m
        if absorbed > best:
            best, options = absorbed, [(k, m)]
        elif absorbed == best:
            options.append((k, m))
    return options


@dataclass(frozen=True)
class SideLosses:
    """What one side must lose to a number of hits: troops by kind (distributed over the owners
    by the principal) and how many lords die once no troop is left (A47)."""

    totals: tuple[tuple[int, int], ...]   # valid (knights, men) totals
    lords_killed: int                     # > 0 only when every troop of the side dies
    all_troops_die: bool


def side_losses(g: Match, pools: dict[int, tuple[int, int]], lords: Sequence[str],
                hits: int) -> SideLosses:
    """A47: the most SP possible up to the hits, troops before lords; once the side has no troop
    left each further hit kills one lord. ``pools`` maps each owner to (knights, men)."""
    knights = sum(k for k, _ in pools.values())
    men = sum(m for _, m in pools.values())
    hk = g.rules.hits_knight
    totals = troop_loss_options(knights, men, hits, hk)
    everything = knights * hk + men
    if everything <= hits:
        return SideLosses(((knights, men),), min(len(lords), hits - everything), True)
    return SideLosses(tuple(totals), 0, False)


class CasualtyParams(TypedDict, total=False):
    """The parameters of a ``casualties`` action: ``"owner:count"`` for each owner with a loss
    of that kind, and the lords killed; a single value alone, several as a list, none
    omitted."""

    knights: str | list[str]
    men: str | list[str]
    lords: str | list[str]


@dataclass(frozen=True)
class Casualties:
    """One allocation: per owner the knights and men removed, and the lords killed."""

    knights: tuple[tuple[int, int], ...]   # (owner, count), owners with a loss only
    men: tuple[tuple[int, int], ...]
    lords: tuple[str, ...]

    def count(self, owner: int, kind: str) -> int:
        pairs = self.knights if kind == KNIGHT else self.men
        return dict(pairs).get(owner, 0)

    def as_params(self) -> CasualtyParams:
        """The action parameters of this allocation (``casualties`` action): each parameter is
        omitted when empty, a single value alone, several as a list, so that the text form
        (``casualties knights=0:1 men=0:1``) reads back to the same action."""
        params: CasualtyParams = {}
        knights = compact([f"{o}:{n}" for o, n in self.knights])
        if knights is not None:
            params["knights"] = knights
        men = compact([f"{o}:{n}" for o, n in self.men])
        if men is not None:
            params["men"] = men
        lords = compact(list(self.lords))
        if lords is not None:
            params["lords"] = lords
        return params


def compact(items: list[str]) -> str | list[str] | None:
    """None for no item, the item itself for one, the list for several (text round trip)."""
    if not items:
        return None
    return items[0] if len(items) == 1 else items


def _spread(total: int, caps: list[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """Every way to take ``total`` counters from owners with the given caps (owner, cap)."""
    if not caps:
        return [()] if total == 0 else []
    (owner, cap), rest = caps[0], caps[1:]
    found = []
    for n in range(min(cap, total), -1, -1):
        for tail in _spread(total - n, rest):
            found.append((((owner, n),) if n else ()) + tail)
    return found


def casualty_choices(g: Match, pools: dict[int, tuple[int, int]], lords: Sequence[str],
                     hits: int, limit: int = MAX_LISTED_CHOICES) -> list[Casualties] | None:
    """Every valid allocation of a side's losses, or None when there are more than ``limit``
    (the principal's submitted allocation is then checked by ``check_casualties``)."""
    losses = side_losses(g, pools, lords, hits)
    owners = sorted(pools)
    choices: list[Casualties] = []
    lord_sets = list(combinations(sorted(lords), losses.lords_killed))
    for k, m in losses.totals:
        for ks in _spread(k, [(o, pools[o][0]) for o in owners]):
            for ms in _spread(m, [(o, pools[o][1]) for o in owners]):
                for dead in lord_sets:
                    choices.append(Casualties(ks, ms, tuple(dead)))
                    if len(choices) > limit:
                        return None
    return choices


def suggest(g: Match, choices: Sequence[Casualties], principal: int,
            keep_first: Sequence[str] = ()) -> Casualties:
    """A reasonable one-click allocation: lose Men at Arms before Knights (Knights shrug off
    small rolls), allies' counters before the principal's own, and lords least worth keeping
    (``keep_first`` names the lords to keep longest)."""
    def key(c: Casualties):
        knights = sum(n for _, n in c.knights)
        own = dict(c.knights).get(principal, 0) + dict(c.men).get(principal, 0)
        kept = sum(1 for name in c.lords if name in keep_first)
        return (knights, own, kept, c.lords)
    return min(choices, key=key)


def parse_counts(value, owners: Iterable[int], rule: str) -> dict[int, int]:
    """Read ``owner:count`` items of a ``casualties`` action; a bare number means the only owner."""

    owners = sorted(owners)
    items = () if value is None else (value if isinstance(value, tuple) else (value,))
    counts: dict[int, int] = {}
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and len(owners) == 1:
            owner, count = owners[0], item
        else:
            owner_text, sep, count_text = str(item).partition(":")
            if not sep or not owner_text.isdigit() or not count_text.isdigit():
                raise IllegalAction(rule, "write losses as SEAT:COUNT, not {item!r}", item=item)
            owner, count = int(owner_text), int(count_text)
        if owner not in owners or count < 0:
            raise IllegalAction(rule, "seat {seat} has no troops on this side", seat=owner)
        counts[owner] = counts.get(owner, 0) + count
    return {o: n for o, n in counts.items() if n}


def losses_words(totals: Iterable[tuple[int, int]]) -> str:
    """The losses a side may take, in English, for the refusal's message: "1 knight and 3 men
    at arms or 2 knights and 0 men at arms". The refusal also carries them as ``counts``
    ("1:3 2:0", no word in them), from which a client says them in its player's language."""
    return " or ".join(f"{k} {'knight' if k == 1 else 'knights'} and {m} "
                       f"{'man' if m == 1 else 'men'} at arms" for k, m in totals)


def check_casualties(g: Match, pools: dict[int, tuple[int, int]], lords: Sequence[str],
                     hits: int, knights: dict[int, int], men: dict[int, int],
                     dead: Sequence[str], rule: str = "6.2.2") -> Casualties:
    """Validate a principal's own allocation (A47) and return it in canonical form."""

    losses = side_losses(g, pools, lords, hits)
    for owner, (k, m) in pools.items():
        require(knights.get(owner, 0) <= k and men.get(owner, 0) <= m, rule,
                "seat {seat} does not have that many troops in the battle", seat=owner)
    total = (sum(knights.values()), sum(men.values()))
    require(total in losses.totals, rule,
            "{hits} hits remove the most strength possible without exceeding the hits: {losses}",
            hits=hits, losses=losses_words(losses.totals),
            counts=" ".join(f"{k}:{m}" for k, m in losses.totals))
    require(len(set(dead)) == len(dead) and all(name in lords for name in dead), rule,
            "only lords of this side can be killed")
    require(len(dead) == losses.lords_killed, rule,
            "lords killed: {count} (lords are hit only once every troop is dead)",
            count=losses.lords_killed)
    return Casualties(tuple(sorted((o, n) for o, n in knights.items() if n)),
                      tuple(sorted((o, n) for o, n in men.items() if n)),
                      tuple(sorted(dead)))
