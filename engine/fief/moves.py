"""Moving units (5.0, 5.1, 2.3.1, 2.3.3, 9.1, RULINGS 22, 27, 28, 43, 55, A21, A31, A36, E-15):
a ``move`` checked into a ``Group`` (``gather``: who steps, how far each may go, who must allow
it to pass) and carried out one step (``execute``), with the listing of the moves out of a
village. The Movement step, a Cavalcade and a Secret Passage all move through here."""
from __future__ import annotations

from operator import attrgetter
from typing import NotRequired, TypedDict, cast

from ..actions import Action, ActionDict, act
from ..errors import IllegalAction, malformed, require
from ..events import Event
from .captives import check_captives
from .cards.justice import immune
from .cards.uprising import may_rise
from .control import besieged_here, note_arrival, present, refresh
from .counters import KNIGHT, MAN, Lord, Troop
from .deaths import kill_lord
from .match import Match
from .phases.common import halve
from .state import Frame
from .windows import open_window


def as_names(value: object) -> tuple[str, ...]:
    """Lords named in an action: a name, a list, or none; anything else is malformed."""
    if value is None or isinstance(value, str):
        return () if value is None else (value,)
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return cast("tuple[str, ...]", value)
    raise malformed("lords are named, one or a comma-separated list, not {value}", value=repr(value))


def step_limit(g: Match, lords: list[Lord]) -> int:
    """5.0 / 9.1: two steps, three for a group travelling with d'ARC."""
    darc = g.state.titles.darc
    if darc is None:                # as most of the game: no lord to look for
        return g.rules.steps
    return g.rules.darc_steps if any(l.name == darc for l in lords) else g.rules.steps


def movable_troops(g: Match, player: int, village: str, limit: int) -> dict[str, list[Troop]]:
    """Troops able to step now, those with the most steps left first."""
    knights: list[Troop] = []
    men: list[Troop] = []
    for troop in g.state.index().troops_at.get(village, ()):
        if troop.owner == player and troop.steps < limit:
            if troop.kind == KNIGHT:            # two lists, not a dict of pools: cheaper
                knights.append(troop)
            else:
                men.append(troop)
    knights.sort(key=by_steps)
    men.sort(key=by_steps)
    return {KNIGHT: knights, MAN: men}


by_steps = attrgetter("steps")


def move_action(g: Match, lord: str, to: str, knights: int, men: int) -> Action:
    """The ``move`` of one lord and his troops, made once and shared (``Board.derived``, an
    immutable value): the listing offers the same few thousand moves over and over."""
    derived = g.board.derived
    key = ("move", lord, to, knights, men)
    found = derived.get(key)
    if found is None:
        found = derived[key] = act("move", lords=[lord], to=to, knights=knights, men=men)
    return found


def moves_out(g: Match, lord: str, here: str, loads: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    """Every ``move`` of a lord with each load toward each neighbour of ``here``, in the
    listing's order: a value of the board alone (no Heavy Rain, no siege to reinforce, no
    refusal: the caller sees to those), made once per board and shared."""
    derived = g.board.derived
    key = ("moves_out", lord, here, loads)
    found = derived.get(key)
    if found is None:
        if len(derived) > 20_000:                        # bounded, as loads vary widely
            derived.clear()
        found = derived[key] = tuple(move_action(g, lord, to, k, m)
                                     for to in g.board.neighbours(here) for k, m in loads)
    return found


def heavy_rain(g: Match, village: str) -> bool:
    return "heavy_rain" in g.state.disasters[g.board.see[village]]


def rained_villages(g: Match) -> frozenset[str] | set[str]:
    """2.3.1: every village of a bishopric under Heavy Rain (usually none), for the listing
    of moves, which would otherwise ask ``heavy_rain`` of every road of every lord."""
    state = g.state
    rained = [b for b, kinds in state.disasters.items() if "heavy_rain" in kinds]
    if not rained:
        return frozenset()
    see = g.board.see
    return {v for v in g.board.villages if see[v] in rained}


class Group:
    """A checked move: the units that step together, the players who must allow it to pass
    (``ask``) and, for a reinforcement of a besieged place, the besieged player whose consent
    lets it in (``host``, RULINGS 43)."""

    def __init__(self, lords: list[Lord], troops: list[Troop], captives: list[Lord],
                 here: str, to: str, ask: list[int], host: int | None = None) -> None:
        self.lords, self.troops, self.captives = lords, troops, captives
        self.here, self.to, self.ask, self.host = here, to, ask, host


def gather(g: Match, player: int, action: Action, rain_ok: bool = False) -> Group:
    """Check a ``move`` against 5.0 and gather what moves; raises IllegalAction otherwise
    (``rain_ok``: a Secret Passage is played, for Heavy Rain or a 2011 siege, E-15)."""
    state = g.state
    names = as_names(action.get("lords"))
    require(bool(names), "5.0", "troops move only with a lord")
    found = [state.lords.get(n) for n in names]
    here = found[0].village if found[0] is not None else None
    leading = here is not None          # a loop, not all(generator): cheaper for a lord or two
    for l in found:
        if l is None or l.owner != player or l.captor is not None or l.village != here:
            leading = False
            break
    if not leading or here is None:
        # One test above for the usual move, then the rule broken first, in this order.
        known = [l for l in found if l is not None]
        require(len(known) == len(found), "5.0", "unknown lord")
        require(all(l.owner == player for l in known), "5.0", "move only your own lords")
        require(all(l.captor is None for l in known), "6.2.3", "a captive cannot lead a move")
        require(all(l.village is not None for l in known), "5.0", "this lord is not on the map")
        raise IllegalAction("5.0", "a group moves from one village")
    lords = cast("list[Lord]", found)                   # each one checked above
    to = action.get("to")
    if not (to in g.board.villages and g.board.adjacent(here, to)):    # messages made if needed
        require(to in g.board.villages, "5.0", "there is no village {village!r}", village=to)
        require(False, "5.0", "no road joins {here} and {to}", here=here, to=to)
    most = 0                            # the most steps made by a lord of the group
    for l in lords:
        require(not l.cavalcade_done, "5.2",
                "a lord whose Cavalcade failed cannot move again this round")
        most = max(most, l.steps)
    require(rain_ok or not (heavy_rain(g, here) or heavy_rain(g, to)), *g.rules.rain_step_refusal)
    require(rain_ok or g.rules.besieged_may_leave or not besieged_here(g, player, here),
            *g.rules.besieged_step_refusal)
    limit = step_limit(g, lords)
    if most >= limit:
        require(False, "5.0", "a lord makes at most {limit} steps a round",
                limit=limit)
    troops = pick_troops(g, player, here, limit, action)
    captives = pick_captives(g, player, here, limit, action)
    check_refused(g, player, lords, troops, to)
    check_cede(g, player, here, action.get("cede"))
    host = reinforcement_host(g, player, to, action.get("reinforce"))
    return Group(lords, troops, captives, here, to, askers(g, player, lords, here, to), host)


def reinforcement_host(g: Match, player: int, to: str, reinforce: object) -> int | None:
    """RULINGS 43 (6.4.1, FR): anyone may bring troops into a besieged place with the consent
    of the besieged player; they enter it (no battle, not kept on a road outside). The
    besieged player's own units enter without asking. Returns the player to ask, or None."""
    if not reinforce:
        return None
    vs = g.state.villages[to]
    require(bool(vs.besiegers), "6.4.1", "only a besieged place is reinforced")
    require(vs.controller not in (None, player), "6.4.1",
            "your own units enter the place you hold without asking")
    require(player not in vs.besiegers, "6.4.1", "you cannot reinforce a place you besiege")
    return vs.controller


def may_reinforce(g: Match, player: int, to: str) -> bool:
    """Whether ``move ... reinforce=yes`` into ``to`` is worth listing (RULINGS 43)."""
    vs = g.state.villages[to]
    return bool(vs.besiegers) and vs.controller not in (None, player) \
        and player not in vs.besiegers


def pick_troops(g: Match, player: int, here: str, limit: int, action: Action) -> list[Troop]:
    knights, men = action.get("knights", 0), action.get("men", 0)
    require(isinstance(knights, int) and isinstance(men, int) and knights >= 0 and men >= 0,
            "5.0", "give numbers of knights and men at arms")
    if knights == men == 0:                         # a lord alone: no troop to look for
        return []
    pools = movable_troops(g, player, here, limit)
    if len(pools[KNIGHT]) < knights or len(pools[MAN]) < men:            # message made if needed
        require(False, "5.0",
                "not that many troops able to move (each makes at most {limit} steps a round)",
                limit=limit)
    return pools[KNIGHT][:knights] + pools[MAN][:men]


def pick_captives(g: Match, player: int, here: str, limit: int, action: Action) -> list[Lord]:
    state = g.state
    names = as_names(action.get("captives"))
    captives: list[Lord] = []
    for name in names:
        lord = state.lords.get(name)
        if lord is None or lord.captor != player or lord.village != here:
            raise IllegalAction("6.2.3", "{name} is not your captive here", name=name)
        require(lord.steps < limit, "5.0", "{name} has no step left this round", name=name)
        captives.append(lord)
    return captives


def movement_frame(g: Match) -> Frame[MovementData] | None:
    """The Movement step's frame, when it is the step of the round."""
    frame = g.state.stack[0] if g.state.stack else None
    return frame if frame is not None and frame.kind == "movement" else None


def refused_roads(g: Match) -> dict[str, str]:
    """Lords refused passage this turn, with the road they came by (RULINGS 28)."""
    frame = movement_frame(g)
    return frame.data.get("refused", {}) if frame is not None else {}


def check_refused(g: Match, player: int, lords: list[Lord], troops: list[Troop], to: str) -> None:
    """5.0 / RULINGS 28: refused passage, a lord goes back the way he came (a new step) or stays;
    going back, he may not abandon the troops he brought (he may add troops that were there)."""
    state = g.state
    refused = refused_roads(g)
    if not refused:
        return
    turned = [l for l in lords if l.name in refused]
    if not turned:
        return
    require(all(refused[l.name] == to for l in turned), "5.0",
            "passage was refused: go back the way you came or stay in the village")
    here = turned[0].village
    assert here is not None                             # a group stands somewhere (gather)
    moving = {id(t) for t in troops}
    staying = [l for l in state.family(player) if l.village == here and l.captor is None
               and l not in lords and l.road == to]
    stranded = [t for t in state.troops_in(here, player) if t.road == to and id(t) not in moving]
    require(not stranded or bool(staying), "5.0",
            "a lord refused passage may not go back abandoning the troops he brought")


def check_cede(g: Match, player: int, here: str, cede: object) -> None:
    """RULINGS 29: a controller who leaves names which player present takes control."""
    if cede is None:
        return

    require(g.state.villages[here].controller == player, "5.1",
            "only the controller of the village names who takes control after him")
    require(isinstance(cede, int) and cede != player and cede in present(g.state, here), "5.1",
            "control passes only to another player present in the village")


def askers(g: Match, player: int, lords: list[Lord], here: str, to: str) -> list[int]:
    """A36 / RULINGS 55: who must allow this step out of ``here`` toward ``to``."""
    state = g.state
    vs = state.villages[here]
    ask: list[int] = []
    roads = {l.road for l in lords}
    passing, back = roads != {None}, roads == {to}     # any lord on a road, all on this one
    holder = vs.controller
    if passing and not back and holder is not None and holder != player:
        ask.append(holder)
    index = state.index()
    on_road: set[int | None] = set()   # loops, not set comprehensions: usually none is added
    for t in index.troops_at.get(here, ()):
        if t.road == to:
            on_road.add(t.owner)
    for l in index.lords_at.get(here, ()):
        if l.road == to and l.captor is None:
            on_road.add(l.owner)
    on_road.discard(player)
    if on_road:                                        # usually nobody waits on that road
        for other in state.order():
            if other in on_road and other not in ask:
                ask.append(other)
    if vs.besiegers and vs.controller == player:        # 5.0 / 6.4.1: leaving a besieged place
        ask += [b for b in vs.besiegers if b not in ask]
    return ask


def execute(g: Match, player: int, group: Group, cede_to: int | None) -> None:
    """Make the step: units change village, control and captives are rechecked, Plague strikes."""
    state = g.state
    here, to = group.here, group.to
    holder = state.villages[to].controller
    road = here if holder not in (None, player) and group.host is None else None
    state.step_units(group.troops, [*group.lords, *group.captives], here, to, road)
    if g.telling:
        knights = sum(1 for t in group.troops if t.kind == KNIGHT)
        g.tell(Event("moved", (                      # frozen_params's form, made here
            ("captives", tuple([c.name for c in group.captives])), ("frm", here),
            ("knights", knights), ("lords", tuple([l.name for l in group.lords])),
            ("men", len(group.troops) - knights), ("player", player), ("to", to))))  # men: MAN
    refresh(g, here, cede_to)
    check_captives(g, here)
    note_arrival(state, player, to)
    refresh(g, to)
    if group.host is not None:
        g.emit("place_reinforced", player=player, village=to, host=group.host,
               lords=[l.name for l in group.lords])
    plague_on_entry(g, player, group)
    note_step(g, player, group)


# --- reaction windows around a step (A1, A31) -----------------------------------------------

BEFORE_STEP, AFTER_STEP = "before_step", "after_step"
STEP_CARDS = frozenset(("assassination", "justice", "secret_passage", "uprising"))


class StepContext(TypedDict):
    """The public context of the windows around a step: who moves which lords, from, to."""

    player: int
    lords: list[str]
    frm: str
    to: str


class Declared(TypedDict):
    """A step held while the window before it runs (A1)."""

    player: int
    action: ActionDict           # the ``move``, checked again once the window closes


class MovementData(TypedDict):
    """The Movement step's frame (phases/movement.py); the moves of this module read and
    note in it the passages refused and the steps made."""

    turn: int                    # the place in turn order of the family moving
    pending: ActionDict | None   # a step held until those asked let it pass (A36)
    reinforce: NotRequired[int]  # the besieged player asked to let it in (RULINGS 43)
    declared: NotRequired[Declared]  # a step held until the window before it closes
    stepped: NotRequired[StepContext]  # a step made whose window waits for its consequences
    refused: NotRequired[dict[str, str]]  # lords refused passage this turn: the road they
                                          # came by, the only one open to them (RULINGS 28)


def step_context(player: int, group: Group) -> StepContext:
    """The public context of the windows around a step: who moves which lords, from, to."""
    return {"player": player, "lords": [l.name for l in group.lords], "frm": group.here,
            "to": group.to}


def note_step(g: Match, player: int, group: Group) -> None:
    """A step was made: the ``after_step`` window opens once the step's own consequences
    (Plague losses, deaths, placements) are settled, whoever made it (a move, a Secret
    Passage, a Cavalcade): at once when nothing is left to settle, else when the Movement
    step comes back on top (``Movement.proceed``)."""
    frame = movement_frame(g)
    if frame is None:
        return
    if frame is g.state.top():
        open_window(g, AFTER_STEP, active=player, **step_context(player, group))
    else:
        frame.data["stepped"] = step_context(player, group)


def step_at_stake(g: Match, player: int, group: Group) -> bool:
    """Whether a card someone holds could change this step before it is made, so that the
    ``before_step`` window is worth opening (A1): an Assassination by another family (its
    target may be a lord of the group), a Justice on a lord of the group bearing an Assassin
    marker, a Secret Passage freeing a captive the group carries, an Uprising in the village
    it leaves or the one it enters. Hands are looked at first: usually nobody holds any."""
    state = g.state
    for p in state.players:
        if not STEP_CARDS.isdisjoint(p.hand):
            break
    else:
        return False                # nobody holds any (a loop: cheaper than a generator)
    for other in state.order():
        hand = state.players[other].hand
        if "assassination" in hand and other != player and state.index().families.get(other):
            return True
        if "justice" in hand and any(l.assassin and not immune(g, l.name) for l in group.lords):
            return True
        if "secret_passage" in hand and group.captives:
            return True
        if "uprising" in hand and (may_rise(g, other, group.here) or may_rise(g, other, group.to)):
            return True
    return False


def plague_on_entry(g: Match, player: int, group: Group) -> None:
    """2.3.3 / RULINGS 22 / A21: one roll per lord a round; entering troops halved once."""
    see = g.board.see
    bishopric = see[group.to]
    if "plague" not in g.state.disasters[bishopric] or bishopric == see[group.here]:
        return                      # only entering the plagued bishopric strikes (2.3.3)
    for lord in [*group.lords, *group.captives]:
        if lord.plague_rolled or lord.owner is None:
            continue
        lord.plague_rolled = True
        die = g.rng.d6()
        died = die <= g.rules.plague_death_max
        g.emit("plague_roll", lord=lord.name, die=die, died=died)
        if died:
            kill_lord(g, lord.name, "plague")
    fresh = [t for t in group.troops if not t.struck and t.village == group.to]
    halve(g, player, group.to, fresh, "plague")
