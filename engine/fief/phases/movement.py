"""Phase 5, Movement (5.0, 5.1, 2.3.1, 2.3.3, 9.1, RULINGS 22, 27, 28, 43, 55, A1, A21, A31, A36).

In turn order each family moves its groups one step at a time: ``move`` takes lords (at least
one, uncaptured), chosen troops and captives from a village to a neighbour. Each counter makes
at most 2 steps a round (3 when it steps with d'ARC), so troops cannot be relayed. A group that
entered a village held by another player waits on that road; to pass on it needs the
controller's leave, and anyone's who arrived this round on the road it takes.

Reaction windows (A1) open before and after each step of a moving group. After a step
(``after_step``) anything playable may be played: d'ARC on a lady of the group lets it take a
third step (A31). Before a step (``before_step``) a window opens only when a card someone holds
could change that step: an Assassination or a Justice on a lord of the group, a Secret Passage
freeing a captive it carries, an Uprising where it leaves or where it goes; the step is then
checked again and does not happen if it is no longer possible (``step_lapsed``).
"""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from ...actions import Action, act
from ..captives import check_captives
from ..cards.justice import immune
from ..cards.uprising import may_rise
from ..control import note_arrival, refresh
from ...decisions import Decision
from ...errors import IllegalAction, require
from ...events import Event
from ..flow import Step, round_step
from .common import ask_consent, halve
from ..state import KNIGHT, MAN, Frame, Lord, Troop
from ..tables import tables
from ..windows import after_turn, open_window

if TYPE_CHECKING:
    from ..game import Game


def as_names(value) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(value)


def step_limit(g: "Game", lords: list[Lord]) -> int:
    """5.0 / 9.1: two steps, three for a group travelling with d'ARC."""
    darc = g.state.titles.darc
    if darc is None:                # as most of the game: no lord to look for
        return g.rules.steps
    return g.rules.darc_steps if any(l.name == darc for l in lords) else g.rules.steps


def movable_troops(g: "Game", player: int, village: str, limit: int) -> dict[str, list[Troop]]:
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


@lru_cache(maxsize=16)
def movement_decision(player: int) -> Decision:
    """The decision of the player moving (an immutable value, made once per seat)."""
    return Decision.make(player, "movement", None)


def move_action(lord: str, to: str, knights: int, men: int) -> Action:
    """The ``move`` of one lord and his troops, made once and shared: the listing offers the
    same few thousand moves over and over, and an action is an immutable value."""
    key = (lord, to, knights, men)
    found = _MOVES.get(key)
    if found is None:
        found = _MOVES[key] = act("move", lords=[lord], to=to, knights=knights, men=men)
    return found


_MOVES: dict[tuple[str, str, int, int], Action] = {}


def moves_out(g: "Game", lord: str, here: str, loads: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    """Every ``move`` of a lord with each load toward each neighbour of ``here``, in the
    listing's order: a value of the board alone (no Heavy Rain, no siege to reinforce, no
    refusal: the caller sees to those), made once per board and shared."""
    derived = tables(g.board).derived
    key = ("moves_out", lord, here, loads)
    found = derived.get(key)
    if found is None:
        if len(derived) > 20_000:                        # bounded, as loads vary widely
            derived.clear()
        found = derived[key] = tuple(move_action(lord, to, k, m)
                                     for to in g.board.neighbours(here) for k, m in loads)
    return found


def heavy_rain(g: "Game", village: str) -> bool:
    return "heavy_rain" in g.state.disasters[tables(g.board).see[village]]


def rained_villages(g: "Game") -> frozenset[str] | set[str]:
    """2.3.1: every village of a bishopric under Heavy Rain (usually none), for the listing
    of moves, which would otherwise ask ``heavy_rain`` of every road of every lord."""
    state = g.state
    rained = [b for b, kinds in state.disasters.items() if "heavy_rain" in kinds]
    if not rained:
        return frozenset()
    see = tables(g.board).see
    return {v for v in g.board.villages if see[v] in rained}


class Group:
    """A checked move: the units that step together, the players who must allow it to pass
    (``ask``) and, for a reinforcement of a besieged place, the besieged player whose consent
    lets it in (``host``, RULINGS 43)."""

    def __init__(self, lords: list[Lord], troops: list[Troop], captives: list[Lord],
                 here: str, to: str, ask: list[int], host: int | None = None) -> None:
        self.lords, self.troops, self.captives = lords, troops, captives
        self.here, self.to, self.ask, self.host = here, to, ask, host


def gather(g: "Game", player: int, action: Action, rain_ok: bool = False) -> Group:
    """Check a ``move`` against 5.0 and gather what moves; raises IllegalAction otherwise."""
    state = g.state
    names = as_names(action.get("lords"))
    require(bool(names), "5.0", "troops move only with a lord")
    lords = [state.lords.get(n) for n in names]
    here = lords[0].village if lords[0] is not None else None
    leading = here is not None          # a loop, not all(generator): cheaper for a lord or two
    for l in lords:
        if l is None or l.owner != player or l.captor is not None or l.village != here:
            leading = False
            break
    if not leading:
        # One test above for the usual move, then the rule broken first, in this order.
        require(not any(l is None for l in lords), "5.0", "unknown lord")
        require(all(l.owner == player for l in lords), "5.0", "move only your own lords")
        require(all(l.captor is None for l in lords), "6.2.3", "a captive cannot lead a move")
        require(all(l.village is not None for l in lords), "5.0", "this lord is not on the map")
        require(False, "5.0", "a group moves from one village")
    to = action.get("to")
    if not (to in g.board.villages and g.board.adjacent(here, to)):    # messages made if needed
        require(to in g.board.villages, "5.0", f"there is no village {to!r}")
        require(False, "5.0", f"no road joins {here} and {to}")
    most = 0                            # the most steps made by a lord of the group
    for l in lords:
        require(not l.cavalcade_done, "5.2",
                "a lord whose Cavalcade failed cannot move again this round")
        most = max(most, l.steps)
    require(rain_ok or not (heavy_rain(g, here) or heavy_rain(g, to)), "2.3.1",
            "no movement in, into or out of a bishopric under Heavy Rain")
    limit = step_limit(g, lords)
    if most >= limit:
        require(False, "5.0", f"a lord makes at most {limit} steps a round")
    troops = pick_troops(g, player, here, limit, action)
    captives = pick_captives(g, player, here, limit, action)
    check_refused(g, player, lords, troops, to)
    check_cede(g, player, here, action.get("cede"))
    host = reinforcement_host(g, player, to, action.get("reinforce"))
    return Group(lords, troops, captives, here, to, askers(g, player, lords, here, to), host)


def reinforcement_host(g: "Game", player: int, to: str, reinforce: object) -> int | None:
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


def may_reinforce(g: "Game", player: int, to: str) -> bool:
    """Whether ``move ... reinforce=yes`` into ``to`` is worth listing (RULINGS 43)."""
    vs = g.state.villages[to]
    return bool(vs.besiegers) and vs.controller not in (None, player) \
        and player not in vs.besiegers


def pick_troops(g: "Game", player: int, here: str, limit: int, action: Action) -> list[Troop]:
    knights, men = action.get("knights", 0), action.get("men", 0)
    require(isinstance(knights, int) and isinstance(men, int) and knights >= 0 and men >= 0,
            "5.0", "give numbers of knights and men at arms")
    if knights == men == 0:                         # a lord alone: no troop to look for
        return []
    pools = movable_troops(g, player, here, limit)
    if len(pools[KNIGHT]) < knights or len(pools[MAN]) < men:            # message made if needed
        require(False, "5.0",
                f"not that many troops able to move (each makes at most {limit} steps a round)")
    return pools[KNIGHT][:knights] + pools[MAN][:men]


def pick_captives(g: "Game", player: int, here: str, limit: int, action: Action) -> list[Lord]:
    state = g.state
    names = as_names(action.get("captives"))
    captives = []
    for name in names:
        lord = state.lords.get(name)
        require(lord is not None and lord.captor == player and lord.village == here, "6.2.3",
                f"{name} is not your captive here")
        require(lord.steps < limit, "5.0", f"{name} has no step left this round")
        captives.append(lord)
    return captives


def refused_roads(g: "Game") -> dict[str, str]:
    """Lords refused passage this turn, with the road they came by (RULINGS 28)."""
    frame = g.state.stack[0] if g.state.stack else None
    return frame.data.get("refused", {}) if frame is not None and frame.kind == "movement" else {}


def check_refused(g: "Game", player: int, lords: list[Lord], troops: list[Troop], to: str) -> None:
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
    moving = {id(t) for t in troops}
    staying = [l for l in state.family(player) if l.village == here and l.captor is None
               and l not in lords and l.road == to]
    stranded = [t for t in state.troops_in(here, player) if t.road == to and id(t) not in moving]
    require(not stranded or bool(staying), "5.0",
            "a lord refused passage may not go back abandoning the troops he brought")


def check_cede(g: "Game", player: int, here: str, cede: object) -> None:
    """RULINGS 29: a controller who leaves names which player present takes control."""
    if cede is None:
        return
    from ..control import present

    require(g.state.villages[here].controller == player, "5.1",
            "only the controller of the village names who takes control after him")
    require(isinstance(cede, int) and cede != player and cede in present(g.state, here), "5.1",
            "control passes only to another player present in the village")


def askers(g: "Game", player: int, lords: list[Lord], here: str, to: str) -> list[int]:
    """A36 / RULINGS 55: who must allow this step out of ``here`` toward ``to``."""
    state = g.state
    vs = state.villages[here]
    ask: list[int] = []
    roads = {l.road for l in lords}
    passing, back = roads != {None}, roads == {to}     # any lord on a road, all on this one
    if passing and not back and vs.controller not in (None, player):
        ask.append(vs.controller)
    index = state.index()
    on_road: set[int] = set()          # loops, not set comprehensions: usually none is added
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


def execute(g: "Game", player: int, group: Group, cede_to: int | None) -> None:
    """Make the step: units change village, control and captives are rechecked, Plague strikes."""
    state = g.state
    here, to = group.here, group.to
    holder = state.villages[to].controller
    road = here if holder not in (None, player) and group.host is None else None
    state.step_units(group.troops, [*group.lords, *group.captives], here, to, road)
    knights = sum(1 for t in group.troops if t.kind == KNIGHT)
    g.tell(Event("moved", (                          # frozen_params's form, made here
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


def step_context(player: int, group: Group) -> dict:
    """The public context of the windows around a step: who moves which lords, from, to."""
    return {"player": player, "lords": [l.name for l in group.lords], "frm": group.here,
            "to": group.to}


def note_step(g: "Game", player: int, group: Group) -> None:
    """A step was made: the ``after_step`` window opens once the step's own consequences
    (Plague losses, deaths, placements) are settled, whoever made it (a move, a Secret
    Passage, a Cavalcade): at once when nothing is left to settle, else when the Movement
    step comes back on top (``Movement.proceed``)."""
    frame = g.state.stack[0] if g.state.stack else None
    if frame is None or frame.kind != "movement":
        return
    if frame is g.state.top():
        open_window(g, AFTER_STEP, active=player, **step_context(player, group))
    else:
        frame.data["stepped"] = step_context(player, group)


def step_at_stake(g: "Game", player: int, group: Group) -> bool:
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


def plague_on_entry(g: "Game", player: int, group: Group) -> None:
    """2.3.3 / RULINGS 22 / A21: one roll per lord a round; entering troops halved once."""
    see = tables(g.board).see
    bishopric = see[group.to]
    if "plague" not in g.state.disasters[bishopric] or bishopric == see[group.here]:
        return                      # only entering the plagued bishopric strikes (2.3.3)
    from ..deaths import kill_lord  # imported past the return: an import costs every step
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


@round_step(5, 0)
class Movement(Step):
    kind = "movement"
    rule = "5.0"

    def start(self, g: "Game", frame: Frame) -> None:
        frame.data.update(turn=0, pending=None)

    def current(self, g: "Game", frame: Frame) -> int | None:
        """The player in turn if he has a free lord on the map, else None (``proceed`` passes
        him over). Read-only, so that a view never changes the game."""
        order = g.state.order()
        turn = frame.data["turn"]
        if turn >= len(order):
            return None
        for lord in g.state.index().families.get(order[turn], ()):      # a loop: cheaper
            if lord.village and lord.captor is None:                    # than any(generator)
                return order[turn]
        return None

    def decisions(self, g: "Game", frame: Frame) -> list[Decision]:
        if frame.data.get("stepped"):
            return []                                    # the window after a step first
        player = self.current(g, frame)
        if player is None:
            return []
        return [movement_decision(player)]

    def asks(self, g: "Game", frame: Frame) -> bool:
        return not frame.data.get("stepped") and self.current(g, frame) is not None

    def proceed(self, g: "Game", frame: Frame) -> bool:
        """A1: the window after a step; else the player in turn has no lord left to move and
        is passed over; done after the last."""
        stepped = frame.data.pop("stepped", None)
        if stepped is not None:
            open_window(g, AFTER_STEP, active=stepped["player"], **stepped)
            return False
        order = g.state.order()
        if frame.data["turn"] >= len(order):
            return True
        self.end_turn(g, frame, order[frame.data["turn"]])
        return False

    def end_turn(self, g: "Game", frame: Frame, player: int) -> None:
        """His turn is over, ended by him or with no lord left to move: the window after it
        opens either way (A1)."""
        frame.data["turn"] += 1
        frame.data.pop("refused", None)
        after_turn(g, self.kind, player)

    def view(self, g: "Game", frame: Frame, seat: int | None) -> dict[str, Any]:
        """Public: whose turn it is and the lords refused passage this turn, with the road
        they came by (RULINGS 28: they may only go back that way or stay)."""
        order = g.state.order()
        turn = frame.data["turn"]
        return {"player": order[turn] if turn < len(order) else None,
                "refused": dict(frame.data.get("refused", {}))}

    def legal(self, g: "Game", frame: Frame, player: int) -> list[Action]:
        """Each free lord alone, or with every troop able to follow, toward each neighbour.
        Built from the same tests as ``gather``, reading the counters in each village from the
        state's index; a lord refused passage is left to ``gather`` itself (RULINGS 28)."""
        if player != self.current(g, frame):
            return []
        moves = [act("end_movement")]
        state = g.state
        index = state.index()
        refused = refused_roads(g)
        rained = rained_villages(g)
        # Without Heavy Rain and sieges (RULINGS 43: moves that reinforce), the moves out of a
        # village are a value of the board (``moves_out``).
        plain = not rained and not any(vs.besiegers for vs in state.villages.values())
        darc = state.titles.darc
        for lord in index.families.get(player, ()):
            here = lord.village
            if here is None or lord.captor is not None or lord.cavalcade_done or here in rained:
                continue
            limit = g.rules.darc_steps if lord.name == darc else g.rules.steps   # step_limit
            if lord.steps >= limit:
                continue
            able = [t for t in index.troops_at.get(here, ()) if t.owner == player and t.steps < limit]
            knights = sum(1 for t in able if t.kind == KNIGHT)
            loads = tuple(sorted({(0, 0), (knights, len(able) - knights)}))
            if plain and lord.name not in refused:
                moves.extend(moves_out(g, lord.name, here, loads))
                continue
            for to in g.board.neighbours(here):
                if to in rained or refused.get(lord.name, to) != to:
                    continue
                reinforce = may_reinforce(g, player, to)
                for k, m in loads:
                    variants = [move_action(lord.name, to, k, m)]
                    if reinforce:                                # RULINGS 43
                        variants.append(act("move", lords=[lord.name], to=to, knights=k,
                                            men=m, reinforce=True))
                    for action in variants:
                        if lord.name in refused:
                            try:
                                gather(g, player, action)
                            except IllegalAction:
                                continue
                        moves.append(action)
        return moves

    def apply(self, g: "Game", frame: Frame, player: int, action: Action) -> None:
        if action.kind == "end_movement":
            g.emit("movement_ended", player=player)
            self.end_turn(g, frame, player)
            return
        require(action.kind == "move", self.rule, f"{action.kind} is not a movement")
        if action.get("cavalcade"):                              # 5.2 (engine/fief/cavalcade.py)
            from ..cavalcade import start_cavalcade
            return start_cavalcade(g, player, action)
        group = self.checked(g, player, action)
        if step_at_stake(g, player, group) and \
                open_window(g, BEFORE_STEP, active=player, **step_context(player, group)):
            frame.data["declared"] = {"player": player, "action": action.to_dict()}
            return                                       # the step waits for the window (A1)
        self.step(g, frame, player, action, group)

    @staticmethod
    def checked(g: "Game", player: int, action: Action) -> Group:
        """The group of a legal ``move`` (with a Secret Passage or not); IllegalAction else."""
        if action.get("secret_passage"):                         # 10.2.1 (engine/fief/passage.py)
            from ..passage import check_passage
            return check_passage(g, player, action)
        return gather(g, player, action)

    @staticmethod
    def step(g: "Game", frame: Frame, player: int, action: Action, group: Group) -> None:
        """Take a checked step, asking leave to pass first when needed (A36)."""
        if action.get("secret_passage"):
            from ..passage import passage_step
            return passage_step(g, frame, player, action, group)
        if group.ask or group.host is not None:
            frame.data["pending"] = action.to_dict()
            host = [] if group.host is None or group.host in group.ask else [group.host]
            if host:                      # asked only as the besieged host (RULINGS 43)
                frame.data["reinforce"] = group.host
            ask_consent(g, player, group.ask + host, action.to_dict(),
                        "5.0" if group.ask else "6.4.1")
            return
        execute(g, player, group, action.get("cede"))

    def resume_declared(self, g: "Game", frame: Frame, declared: dict) -> None:
        """The window before a step closed: the step is made if it is still possible (its lord
        may have been assassinated, its village risen...), else it lapses."""
        player, action = declared["player"], Action.from_dict(declared["action"])
        try:
            require(self.current(g, frame) == player, self.rule, "the mover's turn is over")
            group = self.checked(g, player, action)
        except IllegalAction as exc:
            g.emit("step_lapsed", player=player, lords=list(as_names(action.get("lords"))),
                   to=action.get("to"), reason=exc.message)
            return
        self.step(g, frame, player, action, group)

    def resume(self, g: "Game", frame: Frame, child: Frame) -> None:
        """A window before a step closed (A1), or permission came back (A36): one refusal and
        the group stays where it is."""
        if child.kind == "window":
            declared = frame.data.pop("declared", None)
            if declared is not None and child.data["ctx"]["moment"] == BEFORE_STEP:
                self.resume_declared(g, frame, declared)
            return
        if child.kind != "consent" or frame.data.get("pending") is None:
            return
        action = Action.from_dict(frame.data["pending"])
        frame.data["pending"] = None
        reinforce = frame.data.pop("reinforce", None)
        player = self.current(g, frame)
        if player is None:
            return
        if not child.data["granted"]:
            lords = list(as_names(action.get("lords")))
            refusers = [int(p) for p, allow in child.data["answers"].items() if not allow]
            if reinforce is not None and refusers == [reinforce]:
                g.emit("reinforcement_refused", player=player, lords=lords,  # RULINGS 43
                       village=action.get("to"), host=reinforce)
                return
            for name in lords:                       # passing through: back or stay (5.0)
                if g.state.lords[name].road is not None:
                    frame.data.setdefault("refused", {})[name] = g.state.lords[name].road
            g.emit("passage_refused", player=player, lords=lords)
            return
        try:
            group = gather(g, player, action, rain_ok=bool(action.get("secret_passage")))
        except IllegalAction:
            return
        group.ask = []
        execute(g, player, group, action.get("cede"))
