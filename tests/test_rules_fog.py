"""Fog of War, optional rule 11.2 (RULINGS 54): counters lie face down; every seat sees how many
stand in each village, only their owner knows their types, until a battle shows both armies."""
from engine.fief.views import redact, view_for
from tests.war import DAVID, GRADY, KIRSTEN, do, first, game

FOG = {"optional": ["fog_of_war"]}


def seen(events, seat: int, kind: str) -> list[dict]:
    return [e for e in (redact(ev, seat) for ev in events) if e is not None and e["kind"] == kind]


def test_11_2_other_families_see_a_count_of_counters_not_their_types():
    g = game({"BLAYE": {"units": {"blue": {"knights": 1, "men": 2, "lords": ["HUGUES"]}}}},
             step="movement", **FOG)
    assert view_for(g, DAVID)["villages"]["BLAYE"]["stacks"] == [
        {"player": GRADY, "road": None, "counters": 3}]
    assert view_for(g, GRADY)["villages"]["BLAYE"]["stacks"] == [
        {"player": GRADY, "road": None, "knights": 1, "men": 2}]


def test_11_2_a_move_tells_its_troop_types_to_the_mover_only():
    g = game({"BLAYE": {"units": {"blue": {"knights": 1, "men": 2, "lords": ["HUGUES"]}}}},
             step="movement", **FOG)
    events = do(g, GRADY, "move lords=HUGUES to=PAUILLAC knights=1 men=1")
    mine, theirs = seen(events, GRADY, "moved"), seen(events, DAVID, "moved_unseen")
    assert seen(events, DAVID, "moved") == [] and seen(events, GRADY, "moved_unseen") == []
    assert (mine[0]["knights"], mine[0]["men"]) == (1, 1) and "counters" not in mine[0]
    assert theirs[0]["counters"] == 2 and "knights" not in theirs[0] and "men" not in theirs[0]
    assert theirs[0]["to"] == "PAUILLAC"


def test_rulings54_purchases_are_announced_but_not_where_each_type_went():
    g = game({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
              "PAUILLAC": {"units": {"blue": {"men": 1, "lords": ["CHARLES"]}}}},
             step="purchase", players=3, **FOG)
    g.state.players[GRADY].money = 10
    events = do(g, GRADY, "recruit village=BLAYE knights=1")
    assert seen(events, KIRSTEN, "recruited_unseen")[0]["counters"] == 1
    assert "knights" not in seen(events, KIRSTEN, "recruited_unseen")[0]
    events = do(g, GRADY, "recruit village=PAUILLAC men=2") + do(g, GRADY, "end_purchase")
    ended = seen(events, KIRSTEN, "purchase_ended")[0]
    assert (ended["knights"], ended["men"]) == (1, 2)


def test_11_2_a_battle_shows_both_armies_to_everyone():
    g = game({"BLAYE": {"units": {"red": {"knights": 1, "men": 2, "lords": ["OTHON"]},
                                  "blue": {"knights": 2, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
             forced_battle=[1, 1, 1, 1], **FOG)
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    started = seen(events, KIRSTEN, "battle_started")[0]
    assert started["defence"] == [[DAVID, 1, 2, ["OTHON"]]]
    assert started["attack"] == [[GRADY, 2, 0, ["HUGUES"]]]
    lost = seen(events, KIRSTEN, "troops_lost")
    assert lost and lost[0]["man"] == 2


def test_11_2_without_the_option_everything_is_public():
    g = game({"BLAYE": {"units": {"blue": {"knights": 1, "lords": ["HUGUES"]}}}}, step="movement")
    events = do(g, GRADY, "move lords=HUGUES to=PAUILLAC knights=1")
    assert first(events, "moved").audience is None
    assert seen(events, DAVID, "moved")[0]["knights"] == 1
