"""Properties of the engine checked while random players play (hypothesis picks the games).

After every action: the box's counters are conserved (8 Knights, 13 Men at Arms and 2 Siege
Engines per family; 12 Strongholds/Cities and 15 Mills), money is never negative, every
occupied village has one controller who is present, an empty one none but its governing family,
and a refused action leaves the state byte-identical. At the end of each game: save -> load ->
save gives the same bytes, replaying from the seed gives the same events, the position format
gives the same state back, and no seat's view shows another seat's secrets.
"""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.fief.control import controller, present
from engine.errors import EngineError
from engine.fief.game import Game
from engine.fief.position import canonical, dump_position, load_position
from engine.fief.api import FIEF
from engine.record import Record
from engine.fief.counters import KNIGHT, MAN
from engine.fief.views import view_for
from random_play import choose, options

EXAMPLES = 6           # many more in bench/soak_random.py (--invariants, --containers)
ACTIONS = 250


def frozen(game: Game) -> dict:
    """The whole state as plain data, compared as it is (no JSON text of it: a third more
    to make, and a state holds JSON values only)."""
    return game.state.to_dict()


def check_counters(game: Game) -> None:
    state, rules = game.state, game.rules
    for seat in range(state.n):
        kinds = [t.kind for t in state.troops if t.owner == seat]
        assert kinds.count(KNIGHT) == rules.stock_knights and kinds.count(MAN) == rules.stock_men
        assert sum(1 for e in state.engines if e.owner == seat) == rules.stock_engines
        assert state.players[seat].money >= 0
    villages = state.villages
    assert all(t.village is None or t.village in villages for t in state.troops)
    assert rules.forts_out(vs.fort for vs in villages.values()) + state.forts_stock == \
        rules.stock_forts                                          # E-27: 2011's castles alone
    assert sum(vs.mills for vs in villages.values()) + state.mills_stock == rules.stock_mills
    assert all(0 <= vs.mills <= rules.max_mills_per_village for vs in villages.values())


FIGHTS = ("battle", "cavalcade")


def check_control(game: Game) -> None:
    """Checked between fights: during a battle control waits for its end (A34)."""
    state = game.state
    if any(frame.kind in FIGHTS for frame in state.stack):
        return
    for village, vs in state.villages.items():
        here = present(state, village)
        if vs.unowned:                  # simplified S-15: nobody's until presence changes
            assert vs.controller is None and controller(game, village) is None, village
        elif here:
            assert vs.controller in here, (village, vs.controller, here)
        else:
            assert vs.controller is None, village
            fief = game.board.villages[village].fief
            holder = state.titles.fiefs.get(fief)
            assert controller(game, village) == (state.lords[holder].owner if holder else None)


def mutated(action: Action) -> Action:
    """An action the referee must refuse: a name that does not exist, an impossible number,
    or a kind nobody knows."""
    for key, value in action.params:
        if isinstance(value, str):
            return Action.make(action.kind, **{**dict(action.params), key: "NOWHERE"})
        if isinstance(value, int) and not isinstance(value, bool):
            return Action.make(action.kind, **{**dict(action.params), key: -7})
    return Action.make("no_such_action")


def check_refusal(game: Game, seat: int, action: Action) -> None:
    """A refused action changes nothing (the referee checks before it changes anything)."""
    before = frozen(game)
    try:
        game.apply(seat, mutated(action))
    except EngineError:
        assert frozen(game) == before, f"{mutated(action).text()} was refused but changed the state"
        return
    raise AssertionError(f"{mutated(action).text()} was accepted")


def scrambled(game: Game) -> Game:
    """The same game with the secrets no seat knows changed: deck order and generator."""
    hidden = Game(game.state.clone(), game.board)
    hidden.state.rng ^= 0x5DEECE66D
    random.Random(hidden.state.rng).shuffle(hidden.state.fortune_deck)
    random.Random(hidden.state.rng).shuffle(hidden.state.lords_deck)
    return hidden


def check_views(game: Game) -> None:
    """No view lists another seat's hand or pending choices, nor depends on the decks or the
    generator. (Who is asked in a window or a Play Cards turn depends on who holds a playable
    card, by design - DESIGN, "reaction windows" - so hands are checked by their absence.)"""
    hidden = scrambled(game)
    for seat in range(game.state.n):
        view = view_for(game, seat)
        assert all("hand" not in p for i, p in enumerate(view["players"]) if i != seat)
        assert all(d["player"] == seat for d in view["pending"])
        assert "seed" not in view["options"] and "rng" not in json.dumps(view)
        assert view_for(hidden, seat) == view, f"seat {seat} sees the decks or the generator"


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**31), players=st.integers(3, 6), refusals=st.integers(0, 2))
def test_random_play_keeps_every_invariant(seed, players, refusals):
    record = Record.new(FIEF, options(seed, players).to_dict())
    game = record.game
    chooser = random.Random(seed)
    events = []
    for number in range(ACTIONS):
        if game.state.finished:
            break
        seat, action = choose(game, chooser)
        if number % 3 == refusals:
            check_refusal(game, seat, action)
        events += [e.to_dict() for e in record.apply(seat, action)]
        check_counters(game)
        check_control(game)

    text = record.to_json()
    assert Record.from_json(text).to_json() == text

    replay = Game.new(options(seed, players))
    replayed = []
    for seat, action in record.actions:
        replayed += [e.to_dict() for e in replay.apply(seat, action)]
    assert replayed == events

    again = load_position(dump_position(game))
    assert canonical(again.state.to_dict()) == canonical(game.state.to_dict())
    check_views(game)
