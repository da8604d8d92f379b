"""Reaction windows (RULINGS A1-A3, docs/reaction-windows.md): who is asked, in which order,
when a window opens and closes, and the registry of plays behind them.
"""
from engine.fief.state import CARDINAL_CARD, DARC_CARD, FORTUNE_KINDS, LORD_NAMES
from engine.fief.views import view_for
from engine.fief.editions.fief1429 import RULESET_1429
from engine.fief.windows import open_window
from politics import DAVID, GRADY, KIRSTEN, asked, choices, do, game, village

COURT = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
         "TOURNUS": village("red", men=1, lords=["RAOUL", "BLANCHE"]),
         "BOURG": village("green", men=1, lords=["OTHON"])}


def court(**kw):
    return game("marriage", villages=COURT, **kw)


def test_A1_no_window_when_nobody_can_play_there():
    g = court()
    depth = len(g.state.stack)
    assert open_window(g, "after_turn", active=DAVID) is False
    assert len(g.state.stack) == depth


def test_A1_priority_in_turn_order_from_the_active_player_skipping_the_others():
    g = court(hands={GRADY: ["darc"], KIRSTEN: ["assassination"]})
    assert open_window(g, "after_turn", active=DAVID, step="marriage", player=DAVID)
    assert asked(g) == [(KIRSTEN, "window")]                 # DAVID has nothing: skipped
    do(g, KIRSTEN, "pass")
    assert asked(g) == [(GRADY, "window")]
    assert choices(g, GRADY) == ["pass", "play_card card=darc lady=BLANCHE"]


def test_A1_priority_restarts_after_a_play_and_the_window_closes_after_all_pass():
    g = court(hands={GRADY: ["darc"], KIRSTEN: ["assassination"]})
    open_window(g, "after_turn", active=DAVID, step="marriage", player=DAVID)
    do(g, KIRSTEN, "pass")
    do(g, GRADY, "play_card card=darc lady=BLANCHE")
    assert asked(g) == [(KIRSTEN, "window")]                 # from the active player again
    do(g, KIRSTEN, "pass")                                   # GRADY has nothing left: closed
    assert g.state.top().data["ctx"] == {"moment": "step_start", "step": "elections"}


def test_A1_a_window_at_the_start_of_each_step_before_income_is_computed():
    g = game("play_cards", villages=COURT, hands={GRADY: ["harvest"], DAVID: ["assassination"]},
             turn="GRADY")
    do(g, GRADY, "end_play")
    do(g, DAVID, "pass")                                     # after GRADY's turn
    do(g, DAVID, "end_play")                                 # DAVID's own turn
    do(g, DAVID, "pass")                                     # after DAVID's turn
    assert asked(g) == [(DAVID, "window")]
    ctx = g.state.top().data["ctx"]
    assert (ctx["moment"], ctx["step"]) == ("step_start", "income")
    assert [p.money for p in g.state.players] == [0, 0, 0]
    do(g, DAVID, "pass")
    assert [p.money for p in g.state.players] == [1, 1, 1]


def test_A1_the_view_shows_the_moment_and_who_has_priority():
    g = court(hands={KIRSTEN: ["assassination"]})
    open_window(g, "after_turn", active=GRADY, step="marriage", player=GRADY)
    frame = view_for(g, GRADY)["frames"][-1]
    assert frame == {"kind": "window", "moment": "after_turn", "priority": KIRSTEN,
                     "context": {"moment": "after_turn", "step": "marriage", "player": GRADY}}
    assert view_for(g, GRADY)["pending"] == []
    assert view_for(g, KIRSTEN)["pending"][0]["kind"] == "window"


def test_A3_a_play_waiting_for_the_popes_consent_resolves_before_priority_restarts():
    g = court(hands={GRADY: ["cardinal"]},
              lords={"OTHON": {"owner": "green", "titles": ["Bishop of 3", "Pope"]},
                     "RAOUL": {"owner": "red", "titles": ["Bishop of 2"]}})
    open_window(g, "after_turn", active=GRADY, step="marriage", player=GRADY)
    do(g, GRADY, "play_card card=cardinal lord=RAOUL")
    assert asked(g) == [(KIRSTEN, "consent")]
    do(g, KIRSTEN, "consent allow=yes")
    assert g.state.titles.cardinals[0] == "RAOUL"
    assert asked(g) == [(KIRSTEN, "window")]                 # the Pope may still excommunicate


def test_every_card_of_the_decks_has_a_play():
    cards = {key[1].split(":")[0] for key in RULESET_1429.plays if key[0] == "play_card"}
    assert set(FORTUNE_KINDS) | {CARDINAL_CARD, DARC_CARD} | set(LORD_NAMES) <= cards
    powers = {key[0] for key in RULESET_1429.plays if key[0] != "play_card"}
    assert powers == {"excommunicate", "lift_excommunication", "request_annulment"}


def papal_court(**kw):
    """The court with a Pope (KIRSTEN's OTHON, Bishop of 4) and a marriage to annul."""
    lords = {"OTHON": {"owner": "green", "titles": ["bishop 4", "cardinal", "pope"]},
             "QUENTIN": {"owner": "blue", "spouse": "BLANCHE"}}
    return court(lords=lords, **kw)


def test_issue17_a_standing_power_alone_opens_a_window_only_at_a_steps_start():
    """The Pope may excommunicate, and a spouse ask for an annulment, at any time (1.7): the
    effect is the same whenever, so these powers open a window by themselves only at the
    start of a step (windows.STANDING_MOMENTS); at other moments nobody is asked for them."""
    g = papal_court()
    depth = len(g.state.stack)
    assert open_window(g, "after_turn", active=DAVID, step="marriage", player=DAVID) is False
    assert len(g.state.stack) == depth
    assert open_window(g, "step_start", step="elections")
    assert asked(g) == [(GRADY, "window")]                   # from the first player
    assert "request_annulment lord=QUENTIN" in choices(g, GRADY)
    do(g, GRADY, "pass")
    assert asked(g) == [(DAVID, "window")]                   # BLANCHE's family
    do(g, DAVID, "pass")
    assert "excommunicate lord=QUENTIN" in choices(g, KIRSTEN)


def test_issue17_a_window_open_for_a_card_offers_the_standing_powers_too():
    g = papal_court(hands={GRADY: ["assassination"]})
    assert open_window(g, "after_turn", active=KIRSTEN, step="marriage", player=KIRSTEN)
    assert asked(g) == [(KIRSTEN, "window")]                 # priority from the active player
    assert "excommunicate lord=QUENTIN" in choices(g, KIRSTEN)
    do(g, KIRSTEN, "pass")
    assert "request_annulment lord=QUENTIN" in choices(g, GRADY)
