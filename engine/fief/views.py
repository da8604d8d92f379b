"""What one seat may see (DESIGN principle 4): built by listing what to include, never by
deleting from a full copy. The LAN host, the bots and the hot-seat screens all receive this.

Public facts a player at the table sees on the cardboard are shown too: troops bought this
Purchase phase and the steps each counter made this round (per stack, as counts, and among its
knights when their kind is shown: under Fog of War they say nothing of the kinds), the lords
refused passage this Movement turn (in the ``movement`` frame), the vote markers each voter
has placed or still holds (``election``).

Hidden from a seat: other hands (only their size), deck order and the face-down Disaster track
(only sizes), other players' pending choices, and, under the optional rules, other families'
money (hidden_money) and troop types (Fog of War 11.2: a count of counters per stack).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict, Union, cast

from ..decisions import Decision
from ..events import Event
from .battle.data import BattleView
from .cards.assassination import AssassinationView
from .cards.lords import CrownPrinceView
from .cards.revolt import UprisingLossesView, UprisingView
from .cavalcade import CavalcadeView
from .control import controller
from .counters import KNIGHT, Troop
from .decision_kinds import FiefDecision
from .foresight import leaving_costs
from .diplomacy import CardExchangeView, PrivateTalkView, talk_invites
from .event_kinds.table import WinningSide
from .geronce import GeronceView
from .match import FrameView, Match
from .phases.battles import BattlesView
from .phases.cards import CardsDrawView, DisastersView, PlayCardsView
from .phases.elections import ElectionsView, ElectionView
from .phases.marriage import MarriageView
from .phases.movement import MovementView
from .phases.pillage import PillageView
from .pope import PopeConsentView
from .simplified.data import PairedBattleView
from .titles import titles_of, victory_points
from .victory import winning_sides
from .view_parts import (
    DecksView,
    EngineView,
    GoalView,
    LordView,
    PlayerView,
    SharedView,
    StackView,
    SupplyView,
    TaxView,
    TitlesView,
    VillageView,
)
from .windows import WindowView

VIEW_VERSION = 1

# A frame as a seat sees it: its kind and what its step shows (``Step.view``); a frame whose
# step shows nothing more is a bare ``FrameView``.
AnyFrameView = Union[
    WindowView, BattleView, CavalcadeView, ElectionView, ElectionsView, MarriageView,
    CardsDrawView, DisastersView, PlayCardsView, MovementView, BattlesView, PillageView,
    UprisingView, UprisingLossesView, AssassinationView, CrownPrinceView, GeronceView,
    PopeConsentView, CardExchangeView, PrivateTalkView, PairedBattleView, FrameView]


class View(TypedDict):
    """What one seat may see of a game (``view_for``)."""

    format: str                  # "fief-view"
    version: int                 # VIEW_VERSION
    seat: int | None             # whose view; None for a spectator
    move: int                    # the actions applied so far (``StaleState`` checks it)
    round: int
    phase: int                   # the phase of the round (1-7; 0 at setup)
    step: str | None             # the kind of the frame on top
    first: int                   # the first player's seat
    finished: bool
    winners: list[int] | None
    victory: list[WinningSide]   # once finished: who won and why (7.1, 7.2, RULINGS 45)
    goal: GoalView               # what winning asks in this game
    options: dict[str, Any]      # the game's options (GameOptions.to_dict) but the seed
    players: list[PlayerView]    # by seat
    lords: list[LordView]        # the lords in play, by name
    villages: dict[str, VillageView]
    titles: TitlesView
    disasters: dict[str, list[str]]  # per bishopric, the Disasters on it
    fortunes: dict[str, list[str]]   # per bishopric, Harvest and Good Weather on it
    taxes: list[TaxView]
    relics: dict[str, str | None]    # each relic in play and the lord carrying it
    disaster_track: int          # Disasters face down on the track
    decks: DecksView
    stock: SupplyView
    pending: list[FiefDecision]  # what this seat must decide now
    waiting_for: list[int]       # every seat asked something now
    frames: list[AnyFrameView]   # the flow, bottom first: the step, then interruptions


def view_for(g: Match, seat: int | None, shared: SharedView | None = None,
             quick: bool = False) -> View:
    """The view of one seat; ``None`` is a spectator, who sees public information only.
    ``shared``: the position's ``shared_view``, when the caller keeps it (``Game.view_for``).
    ``quick``: a movement decision without its foresight (``asked``)."""
    state = g.state
    top = state.top()
    pending = g.decided()
    alike = shared_view(g) if shared is None else shared
    view: View = {
        "format": "fief-view",
        "version": VIEW_VERSION,
        "seat": seat,
        "move": state.version,
        "round": state.round,
        "phase": state.phase,
        "step": top.kind if top else None,
        "first": state.first,
        "finished": state.finished,
        "winners": list(state.winners) if state.winners is not None else None,
        "victory": winning_sides(g) if state.finished else [],
        "goal": alike["goal"],
        "options": alike["options"],
        "players": [player_view(g, p, seat) if p == seat else shown
                    for p, shown in enumerate(alike["players"])],
        "lords": alike["lords"],
        "villages": alike["villages"] if alike["villages"] is not None else villages_view(g, seat),
        "titles": alike["titles"],
        "disasters": alike["disasters"],
        "fortunes": alike["fortunes"],
        "taxes": alike["taxes"],
        "relics": alike["relics"],
        "disaster_track": alike["disaster_track"],
        "decks": alike["decks"],
        "stock": alike["stock"],
        # Each decision's info is its kind's (decision_kinds.py, checked by a test).
        "pending": cast("list[FiefDecision]", [asked(g, d, quick) for d in pending
                                                if d.player == seat]),
        "waiting_for": sorted({d.player for d in pending}),
        "frames": [frame_view(g, i, seat) for i in range(len(state.stack))],
    }
    return view


def shared_view(g: Match) -> SharedView:
    """What every seat sees alike (the villages too, but under the Fog of War, 11.2): a
    host builds a view for every seat after each move, and these parts were three quarters
    of the cost of each (issue 38). Each family's entry as the other seats and the
    spectators see it (its own seat sees its hand, and its purse under hidden money) was
    half of what was left (a seat's view 46 -> 22 us, six entries each)."""
    state = g.state
    return {
        "goal": goal_view(g),
        "options": {k: v for k, v in state.options.items() if k != "seed"},  # the seed tells the decks
        "players": [player_view(g, p, None) for p in range(state.n)],
        "lords": [lord_view(g, name) for name, lord in sorted(state.lords.items())
                  if lord.owner is not None],
        "villages": None if g.option("fog_of_war") else villages_view(g, None),
        "titles": titles_view(g),
        "disasters": {b: list(c) for b, c in state.disasters.items()},
        "fortunes": {b: list(c) for b, c in state.fortunes.items()},
        "taxes": [{"player": t.player, "kind": t.kind, "target": t.target, "role": t.role}
                  for t in state.taxes],
        "relics": {r: h for r, h in sorted(state.relics.items())},
        "disaster_track": len(state.disaster_track),
        "decks": {"lords": len(state.lords_deck), "lords_discard": len(state.lords_discard),
                  "fortune": len(state.fortune_deck), "fortune_discard": len(state.fortune_discard)},
        "stock": supply_view(g),
    }


def asked(g: Match, decision: Decision, quick: bool = False) -> dict[str, Any]:
    """A decision as its seat sees it: a move's carries what leaving each of the family's
    villages would cost (foresight.py), asked only for the seat that moves; not in a
    ``quick`` view (the LAN host's answer to a move, the whole view sent right after it:
    0.4 to 4 ms of CPU in a fifth of the moving seat's round trips, issue 38)."""
    data = cast("dict[str, Any]", decision.to_dict())
    if decision.kind == "movement" and not quick:
        data["info"]["leaving"] = leaving_costs(g, decision.player)
    return data


def goal_view(g: Match) -> GoalView:
    alone, together = g.rules.victory_thresholds(g.state.n)
    return {"alone": alone,
            "together": together if g.state.n >= g.rules.alliance_min_players else None}


def supply_view(g: Match) -> SupplyView:
    state = g.state
    supply: SupplyView = {"mills": state.mills_stock, "forts": state.forts_stock}
    if g.rules.engine_pool:                      # an edition with a common supply (2011, E-3)
        supply["engines"] = state.engine_pool
    return supply


def player_view(g: Match, p: int, seat: int | None) -> PlayerView:
    state = g.state
    player = state.players[p]
    own = p == seat
    data: PlayerView = {
        "name": player.name,
        "colour": player.colour,
        "hand_size": len(player.hand),
        "diplomacy": player.diplomacy,
        "tax_markers": player.tax_markers,
        "vp": victory_points(state, p),
        "stock": {"knights": len(state.stock(p, KNIGHT)), "men": len(state.stock(p, "man")),
                  "engines": sum(1 for e in state.engines if e.owner == p and e.village is None)},
    }
    if own or not g.option("hidden_money"):
        data["money"] = player.money
    if g.rules.gems_in_game:
        data["gems"] = player.gems
        data["damages"] = player.damages
        data["resources"] = player.money
    if own:
        data["hand"] = list(player.hand)
        data["talk"] = talk_invites(g, p)          # the Diplomacy dialog's talk (8.0, E-8)
    return data


def lord_view(g: Match, name: str) -> LordView:
    lord = g.state.lords[name]
    return {"name": name, "sex": lord.sex, "owner": lord.owner, "village": lord.village,
            "road": lord.road, "captor": lord.captor, "spouse": lord.spouse,
            "assassin": lord.assassin, "relic": lord.relics[0] if lord.relics else None,
            "relics": list(lord.relics), "steps": lord.steps,
            "darc": g.state.titles.darc == name, "titles": titles_of(g.state, name)}


def villages_view(g: Match, seat: int | None) -> dict[str, VillageView]:
    """Every village as ``seat`` sees it, by name. A client or a bot takes a view after every
    action, so what every village reads is looked up once: the troops by village from the
    index (in the state's order, as a loop over every troop would give them), the siege
    engines by village, whether the Fog of War hides the kinds of troops (11.2)."""
    state = g.state
    troops_at = state.index().troops_at
    engines_at = engines_by_village(g)
    fog = g.option("fog_of_war")
    markers = g.rules.gems_in_game          # the variant: its sergeants are control markers
    shown: dict[str, VillageView] = {}
    for village in sorted(state.villages):
        vs = state.villages[village]
        here = troops_at.get(village, ())
        one: VillageView = {
            "controller": controller(g, village), "occupied_by": vs.controller,
            "arrivals": list(vs.arrivals), "mills": vs.mills, "fort": vs.fort,
            "besiegers": list(vs.besiegers), "relics": list(vs.relics),
            "engines": engines_at.get(village, []),
            "stacks": stacks_view(here, seat, fog)}
        if markers:
            one["marker"] = here[0].owner if here else None
        shown[village] = one
    return shown


def stacks_view(troops: Sequence[Troop], seat: int | None, fog: bool) -> list[StackView]:
    """The troops of a village by owner and road, counted by kind, as ``seat`` sees them:
    under the Fog of War another owner's counters are only counted (11.2)."""
    stacks: dict[str, StackView] = {}
    for troop in troops:
        key = f"{troop.owner}:{troop.road or ''}"
        stack = stacks.get(key)
        if stack is None:
            stack = stacks[key] = {"player": troop.owner, "road": troop.road}
        hidden = fog and troop.owner != seat
        if hidden:
            stack["counters"] = stack.get("counters", 0) + 1
        elif troop.kind == KNIGHT:
            stack["knights"] = stack.get("knights", 0) + 1
        else:
            stack["men"] = stack.get("men", 0) + 1
        if troop.new:                   # bought this Purchase phase: 4 at most a village (4.1)
            stack["new"] = stack.get("new", 0) + 1
        if troop.steps:                 # steps made this round, counter by counter (RULINGS 27)
            count_steps(stack, troop.steps, knight=not hidden and troop.kind == KNIGHT)
    return [stacks[k] for k in sorted(stacks)]


def count_steps(stack: StackView, steps: int, knight: bool) -> None:
    """Count a counter's steps in its stack, and among its knights when its kind is shown:
    2011's limit is per counter (RULINGS 27), and a move names its knights and men, so a
    world rebuilt from the view must know which kind can still move (issue 35)."""
    counts = stack.setdefault("steps", {})
    counts[str(steps)] = counts.get(str(steps), 0) + 1
    if knight:
        knights = stack.setdefault("knight_steps", {})
        knights[str(steps)] = knights.get(str(steps), 0) + 1


def engines_by_village(g: Match) -> dict[str, list[EngineView]]:
    """The siege engines standing in each village, in the state's order."""
    found: dict[str, list[EngineView]] = {}
    for engine in g.state.engines:
        if engine.village is not None:
            found.setdefault(engine.village, []).append({"player": engine.owner,
                                                         "level": engine.level})
    return found


def titles_view(g: Match) -> TitlesView:
    t = g.state.titles
    shown: TitlesView = {
        "king": t.king, "queen": t.queen, "regent": t.regent, "pope": t.pope,
        "crown_prince": t.crown_prince, "darc": t.darc, "excommunicated": t.excommunicated,
        "fiefs": dict(t.fiefs), "bishops": dict(t.bishops), "cardinals": list(t.cardinals),
        "reserved": dict(t.vacant_fiefs_reserved), "crown": list(t.crown_fiefs)}
    if g.rules.title_strength:          # the variant (S-13)
        shown["strength"] = None if t.strength is None else \
            {name: list(held) for name, held in t.strength.items()}
    return shown


def frame_view(g: Match, index: int, seat: int | None) -> AnyFrameView:
    """A frame as a seat sees it: what its step shows (its kind's view, in its module)."""
    frame = g.state.stack[index]
    return cast("AnyFrameView", g.step(frame.kind).view(g, frame, seat))


def redact(event: Event, seat: int | None) -> dict[str, Any] | None:
    """An event as a seat may receive it: None when addressed to others only."""
    if not event.visible_to(seat):
        return None
    return event.to_dict()
