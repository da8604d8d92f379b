"""The referee of a game of Middle-Ages (``engine.contract.Referee``): who must decide what,
the legal answers, checking and applying one, the view of a seat, copies and snapshots.

One seat is asked at a time and every decision lists all its answers. A decision with a single
legal answer (a Graveyard of one tile to restore) is still asked: the referee never answers for
a seat (M10); a decision with none is skipped (MA-17)."""
from __future__ import annotations

from typing import Any

from ..actions import Action
from ..decisions import Decision
from ..errors import EngineError
from ..events import Event
from ..params import check_params
from .action_params import ACTION_PARAMS
from .asks import RULE, answer, asked, check, decision
from .match import Match
from .options import Options
from .refusals import refuse
from .setup import initial_state
from .turn import proceed
from .views import View, view_for


class MiddleAges(Match):
    """A game of Middle-Ages in progress."""

    @classmethod
    def new(cls, options: Options) -> MiddleAges:
        """A new game set up (M3), its set-up told (``events``), waiting for the first Lord."""
        state = initial_state(options)
        game = cls(state)
        game.tell("game_set_up", chance=True, rows=[list(row) for row in state.rows],
                  cards=list(state.events), order=list(state.order),
                  pile=len(state.pile), orange=len(state.orange))
        game.advance()
        return game

    def clone(self) -> MiddleAges:
        return MiddleAges(self.state.clone())

    # --- what every host reads ---------------------------------------------------------------
    @property
    def move(self) -> int:
        return self.state.version

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def winners(self) -> list[int] | None:
        return list(self.state.winners) if self.state.winners is not None else None

    @property
    def seat_names(self) -> list[str]:
        return [player.name for player in self.state.players]

    @property
    def options(self) -> dict[str, Any]:
        return self.state.options

    def view_for(self, seat: int | None, quick: bool = False) -> View:
        """The seat's view; nothing in it is costly (``quick`` changes nothing)."""
        return view_for(self.state, seat)

    def snapshot(self) -> dict[str, Any]:
        return self.state.to_dict()

    # --- the contract ------------------------------------------------------------------------
    def pending(self) -> list[Decision]:
        found = decision(self.state)
        return [found] if found is not None else []

    def legal(self, seat: int) -> list[Action]:
        found = decision(self.state)
        if found is None or found.player != seat or found.choices is None:
            return []
        return list(found.choices)

    def check(self, seat: int, action: Action | dict[str, Any]) -> EngineError | None:
        try:
            self.admissible(seat, action)
        except EngineError as refused:
            return refused
        return None

    def apply(self, seat: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        """Check and apply one answer; the state is unchanged when it is refused."""
        checked, kind = self.admissible(seat, action, version)
        self.events = []
        answer(self, seat, kind, checked)
        self.state.version += 1
        self.advance()
        return self.events

    def admissible(self, seat: int, action: Action | dict[str, Any],
                   version: int | None = None) -> tuple[Action, str]:
        """The action as a value and the kind of decision it answers, or the refusal."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        state = self.state
        check_params(ACTION_PARAMS, action, state.n)       # issue 38: nothing stored unasked
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n:
            raise refuse("no_seat", seat=repr(seat))
        if version is not None and version != state.version:
            raise refuse("stale", version=version, move=state.version)
        if state.finished:
            raise refuse("over")
        found = asked(state)
        if found is None:
            raise refuse("not_asked", name=state.players[seat].name)
        if found[0] != seat:                 # M4.2: one seat at a time, in the order of play
            raise refuse("waiting", name=state.players[seat].name,
                         waiting=state.players[found[0]].name, rule=RULE[found[1]])
        check(state, seat, found[1], action)
        return action, found[1]

    def advance(self) -> None:
        """Run the automatic steps up to the next decision (M10: asked even with one answer)."""
        proceed(self)
