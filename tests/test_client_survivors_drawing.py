"""Client lines bench/mutants.py found untested (issue 40, seed 40): the Holy See's throne is
gilded, a chronicle of exactly 10 px is still drawn, the last chronicle line never shows
through a hand-off screen, the talk panel's test-driver hook ticks a card given alone, and a
panel answers from the decision's own list and leaves a click it cannot use to the map;
a host's words with an unusable template fall back to the message.
Drawing is checked on the pixels of a rendered surface, headless."""

from types import SimpleNamespace

import pygame
from test_client_battle import ambush_battle

from game.fief.ui.decisions.diplomacy import TalkMode
from game.fief.ui.decisions.purchase import PurchaseMode
from game.fief.ui.log_panel import LogPanel
from game.shell import art, i18n
from game.shell import palette as pal
from game.shell.art_places import throne
from game.shell.smoke import post_click
from game.testing import pump

WOOD = (138, 96, 44)


def chair_is(kind: str, colour: tuple[int, int, int]) -> bool:
    """The chair's back between its outline and its cushion (x 0.32, y 0.6) is ``colour``,
    give or take the smoothing of the drawing."""
    seen = throne(kind, 200, 200).get_at((64, 120))
    return all(abs(a - b) <= 4 for a, b in zip(seen[:3], colour))


def test_the_holy_sees_throne_is_gilded_a_bishops_and_the_kings_are_wood():
    pygame.init()
    assert chair_is("pope", pal.GOLD_DARK) and not chair_is("pope", WOOD)
    assert chair_is("bishop", WOOD) and chair_is("king", WOOD)


def test_a_chronicle_of_exactly_10_px_is_drawn_one_of_9_is_not():
    pygame.init()
    for width, drawn in ((10, True), (9, False)):
        panel = LogPanel()
        panel.layout(pygame.Rect(0, 0, width, 200), 1.0)
        surface = pygame.Surface((40, 200))
        surface.fill((0, 0, 0))
        panel.draw(surface)
        assert (surface.get_at((5, 100))[:3] != (0, 0, 0)) is drawn, width


def test_the_last_chronicle_line_stays_behind_a_hand_off_and_shows_after_it(app):
    """A1/A4: DAVID's card window before the first roll waits behind a hand-off on a shared
    screen; the line kept above the panel covering the chronicle is drawn only once the
    choice itself is shown, never over the hand-off screen."""
    scene = ambush_battle(app)
    lines: list[float] = []
    scene.draw_last_line = lambda surface, t: lines.append(t)    # type: ignore[method-assign]
    pump(app, 5, dt=0.1)
    assert scene.choice is not None and scene.needs_handoff()
    scene.draw(app.screen)
    assert lines == []
    post_click(scene.handoff_button.rect.center)
    pump(app, 2, dt=0.1)
    assert scene.choice[0] == 1 and not scene.needs_handoff()
    scene.draw(app.screen)
    assert lines


def talk() -> TalkMode:
    env = SimpleNamespace(seat=0, decision={"kind": "talk", "info": {"members": [0, 1, 2]}},
                          view={"players": [{"hand": ["ambush", "harvest"], "money": 5}, {}, {}]},
                          names=["Ann", "Bob", "Cid"], memo={}, scale=1.0, px=int)
    mode = TalkMode(env)
    mode.layout(pygame.Rect(0, 0, 300, 400))
    return mode


def test_8_0_the_talk_drivers_plan_ticks_a_card_given_alone_or_in_a_list():
    pygame.init()
    mode = talk()
    for give in ("harvest", ["harvest"]):
        step = mode.plan({"kind": "talk_offer", "to": 1, "give": give})
        assert step is not None and step.widget is mode.gives[1]
    mode.gives[1].checked = True
    assert mode.plan({"kind": "talk_offer", "to": 1, "give": "harvest"}).widget is mode.offer
    assert mode.plan({"kind": "talk_offer", "to": 2, "give": "harvest"}).widget is mode.targets[1]


def test_E8_the_talk_button_ends_the_talk_when_the_referee_says_leaving_ends_it():
    """The label follows the decision's ``ends`` (2011's opener, 1429's last member in)."""
    pygame.init()
    mode = talk()
    assert mode.leave.label == "Leave the talk"
    mode.env.decision = {"kind": "talk", "info": {"members": [0, 1], "ends": True}}
    mode.build()
    assert mode.leave.label == "End the talk"


def test_a_glow_at_zero_strength_is_wholly_transparent():
    """Why ``sparkle < 1`` moved to ``<= 1`` in the marriage scene is equivalent (the
    mutation table in docs/engine.md): the last glow it adds has strength 0, and this."""
    pygame.init()
    assert art.glow(90, (255, 245, 200), 0).get_bounding_rect().size == (0, 0)
    assert art.glow(90, (255, 245, 200), 200).get_bounding_rect().size != (0, 0)


def test_a_panel_offers_the_decisions_own_list_not_every_legal_action():
    """A decision that lists its choices is answered from that list; the legal actions are
    only the fallback of a decision that lists none (bench/mutants.py: a dropped ``not`` in
    ``Mode.choices`` always offered the legal actions)."""
    listed = [{"kind": "pillage", "village": "BLAYE"}]
    legal = listed + [{"kind": "pass"}, {"kind": "give_money", "to": 1, "amount": 1}]
    mode = talk()
    mode.env.decision = {"kind": "talk", "info": {"members": [0, 1, 2]}, "choices": listed}
    mode.env.legal = lambda: legal
    assert mode.choices() == listed
    mode.env.decision = {"kind": "talk", "info": {"members": [0, 1, 2]}}
    assert mode.choices() == legal[:2]          # a gift of money is free, never a choice


def test_a_click_on_a_village_the_purchase_cannot_reach_is_left_to_the_map():
    """During purchases a click on a village where nothing can be bought is not the panel's:
    the map opens that village's card as it would at any time (bench/mutants.py:
    ``click_village`` answering True there swallowed the click)."""
    pygame.init()
    sent: list[dict] = []
    prices = {"knight": 6, "man": 1, "mill": 3, "stronghold": 5, "new_troops_per_village": 5,
              "titles": {}}
    env = SimpleNamespace(seat=0, decision={"kind": "purchase",
                                            "info": {"prices": prices, "money": 10}},
                          view={"players": [{"stock": {"knights": 5, "men": 5}, "money": 10}]},
                          names=["Ann"], memo={}, scale=1.0, px=int, submit=sent.append,
                          legal=lambda: [{"kind": "recruit", "village": "BLAYE", "knights": 0,
                                          "men": 1}, {"kind": "end_purchase"}])
    mode = PurchaseMode(env)
    assert mode.click_village("ST MÉDARD") is False and sent == []
    assert mode.click_village("BLAYE") is True
    assert sent == [{"kind": "recruit", "village": "BLAYE", "knights": 0, "men": 1}]


def test_a_hosts_words_with_an_unusable_plural_template_fall_back_to_the_message():
    """Templates come from the network: a pair of plural forms must be two texts, else the
    message itself is shown, never a traceback (bench/mutants.py: ``and`` to ``or`` in
    ``say`` took any list for a pair)."""
    for template in ([1, 2], ["{count} seat", "{count} seats", "{count} more"]):
        assert i18n.say("3 seats are free", template, {"count": 3}) == "3 seats are free"
    assert i18n.say("x", ["{count} seat", "{count} seats"], {"count": 3}) == "3 seats"
