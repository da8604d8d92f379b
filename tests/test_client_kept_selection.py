"""A newer view of the same decision keeps what the player chose on its control (issue 38's note,
game/fief/scenes/play_env.py ``control_for``): over the LAN the host answers a move with a quick
view (Fief's without the move foresight, 5.1) and the whole view follows a few milliseconds
later; a group chosen in between must still be the one the next click moves. What the new view
no longer allows is dropped, the control as its build made it."""
from types import SimpleNamespace

import pygame
import pytest

from movement_saves import anns_group, movement_save

from game.fief.scenes.open_game import open_game
from game.fief.ui.decisions.battle import DeclareMode
from game.fief.ui.decisions.cards import CardsMode
from game.fief.ui.decisions.diplomacy import TalkMode
from game.fief.ui.decisions.movement import MovementMode
from game.fief.ui.decisions.politics import VoteMode
from game.fief.ui.decisions.purchase import RansomMode
from game.shell.smoke import post_click
from game.testing import pump


@pytest.fixture
def moving(title_app, tmp_path):
    """The table at this screen at Ann's movement, the other two families played by the
    computer; yields (scene, the village of a group that may move)."""
    path, found = movement_save(tmp_path, anns_group)
    village = found["village"]
    scene = open_game(title_app, path)
    title_app.stack.push(scene)
    pump(title_app, 3)
    try:
        yield scene, village
    finally:
        scene.controller.table.close()


def click_village(scene, name):
    village = next(v for v in scene.board.villages if v.name == name)
    post_click(tuple(round(c) for c in scene.camera.world_to_screen(village.x, village.y)))
    pump(scene.app)


def deliver(scene, view):
    """A view of Ann's arriving, as the controller's poll stores an update's."""
    c = scene.controller
    c.views[0] = view
    c.view_version += 1
    pump(scene.app)


def test_kept_selection_a_group_chosen_between_the_quick_and_the_whole_view_is_moved(moving):
    scene, origin = moving
    mode = scene.mode
    assert isinstance(mode, MovementMode)
    mode.deselect()
    click_village(scene, origin)                          # the group: every lord and troop there
    assert scene.mode is mode and mode.origin == origin
    most = mode.men.value
    minus = mode.men.minus_rect.center
    post_click(minus)                                   # one man at arms stays behind
    pump(scene.app)
    assert mode.men.value == most - 1
    lords, knights = mode.chosen(), mode.knights.value
    authority = scene.controller.table.authority
    quick, whole = authority.view(0, quick=True), authority.view(0)
    assert quick != whole                               # the foresight: a control built again
    for view, left in ((quick, 1), (whole, 2)):
        deliver(scene, view)
        assert isinstance(scene.mode, MovementMode) and scene.mode is not mode
        mode = scene.mode
        assert (mode.origin, mode.chosen(), mode.knights.value, mode.men.value) == \
            (origin, lords, knights, most - left)
        if view is quick:          # a second click at once, on the same spot: not a double
            post_click(minus)      # click on a changed control (the click guard lets it be)
            pump(scene.app)
            assert mode.men.value == most - 2
    assert "leaving" in mode.info
    sent = []
    submit = scene.controller.submit

    def spy(seat, action):
        outcome = submit(seat, action)
        sent.append((action, outcome.ok))
        return outcome
    scene.controller.submit = spy
    destination = sorted(mode.destinations())[0]
    click_village(scene, destination)
    assert sent == [({"kind": "move", "lords": lords, "to": destination, "knights": knights,
                      "men": most - 2}, True)]                # and the referee took it


def test_kept_selection_what_a_newer_view_no_longer_allows_is_dropped(moving):
    """A group whose lords are gone, or an origin with nobody left to move, leaves the control
    as it was built; troops beyond what the lords may take now are cut to it."""
    scene, origin = moving
    mode = scene.mode
    mode.deselect()
    mode.keep({"origin": "NOWHERE", "lords": ["NOBODY"], "knights": 9, "men": 9})
    assert mode.origin is None
    mode.keep({"origin": origin, "lords": ["NOBODY"], "knights": 0, "men": 0})
    assert mode.origin == origin and mode.chosen() == sorted(mode.toggles)   # as a click selects
    most = mode.men.value
    mode.keep({"origin": origin, "lords": mode.chosen(), "knights": 99, "men": 99,
               "captives": ["NOBODY"], "options": [True, True, True]})
    assert mode.men.value == most and mode.knights.value == mode.knights.high
    assert not mode.captive_toggles and not mode.passage.visible
    assert mode.action_to("X").get("secret_passage") is None


def env(decision, view, legal=()):
    return SimpleNamespace(seat=0, decision=decision, view=view, names=["Ann", "Bob", "Cid"],
                           memo={}, scale=1.0, px=int, revealed=True, legal=lambda: list(legal))


def test_kept_selection_8_0_an_offer_keeps_what_the_family_still_has():
    """A talk's offer being made (8.0): the member, the cards still in hand (one of two of a
    kind if one was given), the money within what the family has now."""
    pygame.init()
    decision = {"kind": "talk", "info": {"members": [0, 1, 2]}}
    before = TalkMode(env(decision, {"players": [{"hand": ["harvest", "harvest", "ambush"],
                                                  "money": 9}, {}, {}]}))
    before.set_to(2)
    for toggle in before.gives[:2]:
        toggle.checked = True
    before.pay.value, before.ask.value = 8, 3
    after = TalkMode(env(decision, {"players": [{"hand": ["ambush", "harvest"], "money": 5}, {}, {}]}))
    after.keep(before.selection())
    assert after.action() == {"kind": "talk_offer", "to": 2, "give": ["harvest"], "pay": 5, "ask": 3}
    gone = TalkMode(env({"kind": "talk", "info": {"members": [0, 1]}}, after.env.view))
    gone.keep(before.selection())
    assert gone.to == 1                                   # Cid left the talk: as built


def test_kept_selection_4_2_markers_stay_on_candidates_still_standing():
    pygame.init()
    choices = [{"kind": "vote", "for": f, "decoy": d} for f in ("ARTHUR", "BORS", None)
               for d in ("ARTHUR", "BORS", None) if f != d or f is None]
    decision = {"kind": "vote", "info": {"candidates": ["ARTHUR", "BORS"]}, "choices": choices}
    before = VoteMode(env(decision, {}))
    before.set("for", "BORS")
    before.set("decoy", "ARTHUR")
    again = VoteMode(env(decision, {}))
    again.keep(before.selection())
    assert again.action() == {"kind": "vote", "for": "BORS", "decoy": "ARTHUR"}
    fewer = dict(decision, info={"candidates": ["ARTHUR"]},
                 choices=[c for c in choices if "BORS" not in (c["for"], c["decoy"])])
    after = VoteMode(env(fewer, {}))
    after.keep(before.selection())
    assert after.chosen == {"for": None, "decoy": "ARTHUR"}


def test_kept_selection_a_card_picked_stays_picked_while_in_the_hand():
    pygame.init()
    play = [{"kind": "play_card", "card": "ambush"}, {"kind": "play_card", "card": "harvest"},
            {"kind": "end_play"}]
    decision = {"kind": "play_cards", "info": {}, "choices": play}
    view = {"players": [{"hand": ["ambush", "harvest"]}, {}, {}]}
    before = CardsMode(env(decision, view))
    before.pick("harvest")
    after = CardsMode(env(decision, view))
    after.keep(before.selection())
    assert after.card == "harvest" and [w.selected for w in after.cards] == [False, True]
    played = CardsMode(env(dict(decision, choices=play[::2]), {"players": [{"hand": ["ambush"]}]}))
    played.keep(before.selection())
    assert played.card is None


def test_kept_selection_a_selection_that_cannot_be_taken_back_is_dropped_not_the_control(
        moving, monkeypatch, caplog):
    scene, origin = moving
    mode = scene.mode
    mode.select(origin)
    mode.men.value = mode.men.high - 1

    def broken(self, chosen):
        raise KeyError("a bug in a control's keep")
    monkeypatch.setattr(MovementMode, "keep", broken)
    deliver(scene, scene.controller.table.authority.view(0, quick=True))
    assert isinstance(scene.mode, MovementMode) and scene.mode is not mode
    assert scene.mode.origin == origin and scene.mode.men.value == scene.mode.men.high   # as built
    assert "cannot keep the selection on the control of movement" in caplog.text


def test_kept_selection_10_2_2_the_tunnels_stay_ticked_while_the_passage_is_in_hand():
    pygame.init()
    attack = {"kind": "declare_battle", "village": "BLAYE", "target": 1}
    decision = {"kind": "declare_battle", "info": {}, "choices": [attack, {"kind": "end_battles"}]}
    holding = {"players": [{"hand": ["secret_passage"]}, {}, {}]}
    before = DeclareMode(env(decision, holding))
    before.tunnel.checked = True
    after = DeclareMode(env(decision, holding))
    after.keep(before.selection())
    assert after.tunnel.checked
    played = DeclareMode(env(decision, {"players": [{"hand": []}, {}, {}]}))
    played.keep(before.selection())
    assert played.tunnel is None


def test_kept_selection_6_2_4_a_ransom_offered_stays_within_the_treasury():
    pygame.init()
    decision = {"kind": "ransom", "info": {"captives": ["ARTHUR", "BORS"]}}
    before = RansomMode(env(decision, {"players": [{"money": 9}, {}, {}]}))
    before.offers[1][1].value = 7
    after = RansomMode(env(dict(decision, info={"captives": ["BORS"]}),
                           {"players": [{"money": 5}, {}, {}]}))
    after.keep(before.selection())
    assert [(name, stepper.value) for name, stepper, _b in after.offers] == [("BORS", 5)]
