"""What a seat may see (engine/fief/views.py, DESIGN principle 4, 11.2, A42)."""
import json
import random
import sys
from pathlib import Path

from engine.actions import Action, act
from engine.events import Event
from engine.fief.game import Game
from engine.fief.position import load_position
from engine.fief.views import redact, view_for

sys.path.insert(0, str(Path(__file__).resolve().parent))
from politics import game as politics_game, village  # noqa: E402
from random_play import choose, options  # noqa: E402


def table(**extra):
    data = {"players": [{"name": "ANN", "colour": "blue", "money": 7, "hand": ["tax", "ambush"]},
                        {"name": "BOB", "colour": "red", "money": 3, "hand": ["JEANNE"]},
                        {"name": "CID", "colour": "green"}],
            "step": "purchase", "turn": "blue", "seed": 99,
            "villages": {"BLAYE": {"units": {"blue": {"knights": 1, "men": 2, "lords": ["THIERRY"]}}},
                         "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
            "disaster_track": ["plague"]}
    data.update(extra)
    return load_position(data)


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    game = table()
    view = view_for(game, 0)
    assert view["players"][0]["hand"] == ["tax", "ambush"]
    assert "hand" not in view["players"][1] and view["players"][1]["hand_size"] == 1
    spectator = view_for(game, None)
    assert all("hand" not in p for p in spectator["players"])


def test_decks_the_disaster_track_and_the_seed_are_never_shown():
    game = table()
    view = view_for(game, 0)
    assert view["decks"] == {"lords": 19, "lords_discard": 0, "fortune": 32, "fortune_discard": 0}
    assert view["disaster_track"] == 1
    assert "seed" not in view["options"]
    text = json.dumps(view)
    assert "rng" not in view and str(game.state.rng) not in text


def test_only_the_seats_own_decisions_are_listed():
    game = table()
    assert [d["player"] for d in view_for(game, 0)["pending"]] == [0]
    assert view_for(game, 1)["pending"] == [] and view_for(game, 1)["waiting_for"] == [0]


def test_money_is_public_unless_the_table_hides_it():
    assert view_for(table(), 1)["players"][0]["money"] == 7
    hidden = table(optional=["hidden_money"])
    assert "money" not in view_for(hidden, 1)["players"][0]
    assert view_for(hidden, 0)["players"][0]["money"] == 7


def test_hidden_money_keeps_income_and_gifts_between_those_concerned():
    game = load_position({"players": [{"name": "ANN", "colour": "blue"}, "red", "green"],
                          "optional": ["hidden_money"], "step": "income",
                          "villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}})
    income = [e for e in game.events if e.kind == "income" and e.get("player") == 0]
    assert income[0].audience == (0,)
    events = game.apply(0, act("give_money", to=1, amount=1))
    assert [e.audience for e in events if e.kind == "money_given"] == [(0, 1)]


def test_fog_of_war_shows_counters_of_others_not_their_kinds():
    game = table(optional=["fog_of_war"])
    own = view_for(game, 0)["villages"]["BLAYE"]["stacks"]
    other = view_for(game, 1)["villages"]["BLAYE"]["stacks"]
    assert own == [{"player": 0, "road": None, "knights": 1, "men": 2}]
    assert other == [{"player": 0, "road": None, "counters": 3}]


def test_the_view_does_not_change_when_a_secret_of_another_seat_changes():
    one = table()
    two = table(players=[{"name": "ANN", "colour": "blue", "money": 7, "hand": ["tax", "ambush"]},
                         {"name": "BOB", "colour": "red", "money": 3, "hand": ["CHARLES"]},
                         {"name": "CID", "colour": "green"}], seed=5, rng=12345)
    assert view_for(one, 0) == view_for(two, 0)
    assert view_for(one, 1) != view_for(two, 1)


def test_events_reach_only_their_audience():
    secret = Event.make("card_drawn", (1,), card="tax")
    public = Event.make("income", None, player=0, total=3)
    assert redact(secret, 0) is None and redact(secret, None) is None
    assert redact(secret, 1) == {"kind": "card_drawn", "card": "tax", "audience": [1]}
    assert redact(public, 2) == {"kind": "income", "player": 0, "total": 3}


def test_a_view_is_plain_json():
    view = view_for(table(), 0)
    assert json.loads(json.dumps(view)) == view


def _play_watched(seed: int, players: int, rounds: int, watch: bool) -> tuple[Game, list, int]:
    """A random game; with ``watch`` every seat's view (and the spectator's) is taken before
    each action and the state is checked unchanged by it. Returns the game, the trace of
    actions and events, and how many views were taken while a battle was under way."""
    game = Game.new(options(seed, players))
    chooser = random.Random(seed)
    trace, in_battle = [], 0
    while not game.state.finished and game.state.round <= rounds:
        if watch:
            before = game.state.to_dict()
            for seat in [None, *range(players)]:
                view_for(game, seat)
            game.pending(), [game.legal(s) for s in range(players)]
            assert game.state.to_dict() == before, f"a view changed the game at move {game.state.version}"
            in_battle += any(f.kind == "battle" for f in game.state.stack)
        seat, action = choose(game, chooser)
        trace.append((seat, action.to_dict(), [e.to_dict() for e in game.apply(seat, action)]))
    return game, trace, in_battle


def test_views_never_change_the_game_even_mid_battle():
    """DESIGN principle 4: a view is read-only. Taking every seat's view at every step of
    random games with battles (views of the Battle step and of battles included) leaves the
    state as it was, and the game goes on exactly as when nobody looks."""
    battles = 0
    for seed, players in ((11, 4), (12, 5)):
        watched, trace, in_battle = _play_watched(seed, players, 6, watch=True)
        plain, plain_trace, _ = _play_watched(seed, players, 6, watch=False)
        assert trace == plain_trace
        assert watched.state.to_dict() == plain.state.to_dict()
        battles += in_battle
    assert battles > 0


# --- public facts on the cardboard (4.1, RULINGS 27, 28, A11) --------------------------------

def stack_of(view, village: str, player: int) -> dict:
    return next(s for s in view["villages"][village]["stacks"] if s["player"] == player)


def test_4_1_troops_bought_this_purchase_phase_are_shown_by_village():
    for optional in ([], ["fog_of_war"]):
        game = table(optional=optional, players=[
            {"name": "ANN", "colour": "blue", "money": 9}, "red", "green"])
        game.apply(0, act("recruit", village="BLAYE", knights=1, men=1))
        for seat in (None, 0, 1):
            assert stack_of(view_for(game, seat), "BLAYE", 0)["new"] == 2
        assert "new" not in stack_of(view_for(game, 0), "SIGY", 1)
        if optional:                          # 11.2: still no kinds for the others
            assert set(stack_of(view_for(game, 1), "BLAYE", 0)) == {
                "player", "road", "counters", "new"}


def test_rulings27_28_steps_made_and_passages_refused_are_shown():
    game = load_position({"players": ["blue", "red", "green"], "step": "movement",
                          "turn": "blue", "optional": ["fog_of_war"], "villages": {
                              "BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                              "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}}})
    game.apply(0, act("move", lords=["THIERRY"], to="CHAROLLES", men=2))
    game.apply(0, act("move", lords=["THIERRY"], to="L'ÉPERVIER", men=2))
    game.apply(1, act("consent", allow=False))
    for seat in (None, 1, 2):
        view = view_for(game, seat)
        assert stack_of(view, "CHAROLLES", 0)["steps"] == {"1": 2}
        assert view["frames"][0] == {"kind": "movement", "player": 0,
                                     "refused": {"THIERRY": "BLAYE"}}
    game.apply(0, act("end_movement"))
    assert view_for(game, 1)["frames"][0]["refused"] == {}


def test_A11_vote_markers_placed_and_left_are_public_their_faces_are_not():
    game = politics_game("elections", villages={
        "ST PAUL": village("red", men=1), "SIGY": village("red", men=1, lords=["THIERRY"]),
        "ST CIERS D'ABZAC": village("blue", men=1),
        "BEAUJEU": village("blue", men=1, lords=["FRANÇOIS"]),
        "BOURG": village("green", men=1, lords=["CHARLES"])},
        lords={"CHARLES": {"owner": "green", "titles": ["Bishop of 4"], "bishop_since": 1}})
    game.apply(0, act("declare_candidate", lord="FRANÇOIS"))
    game.apply(1, act("declare_candidate", lord="THIERRY"))
    game.apply(0, Action.parse("vote for=FRANÇOIS decoy=-"))
    election = next(f for f in view_for(game, 2)["frames"] if f["kind"] == "election")
    assert election["markers_left"] == [[0, 1], [1, 2], [2, 2]] and election["voted"] == [0]
    assert election["markers"] == [{"player": 0, "on": ["FRANÇOIS"]}]     # not which is FOR
