"""The 2011 election on screen (003 "Élections et votes", E-4): FOR and AGAINST tokens laid by
clicks, in the election ceremony and on the decision panel, behind the hand-off; the ceremony
turning the tokens over one by one, an AGAINST token taking its voter's votes away, the tally
ending on the referee's and shown against the votes the King needs."""

import pygame
from test_client_election import hold, public, settle

from engine.actions import Action
from engine.fief.api import FIEF, GameOptions, PlayerSpec, load_position
from engine.record import Record
from game.fief.autoplay import Driver
from game.fief.local_table import LocalTable
from game.fief.scenes import demos
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.handoff import HandoffScene
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click, post_key
from game.fief.table import TableSetup
from game.testing import pump
from game.fief.ui.decisions.politics import VoteMode
from game.shell.widgets import label_text


def test_E4_a_2011_king_is_elected_by_for_and_against_tokens_laid_by_clicks(app):
    scene = demos.push_demo(app, "election-2011-demo")
    seen_before_reveal = hold(app, scene, demos.ELECTION_SCRIPTS["king-2011"])
    assert all(face == "down" for markers in seen_before_reveal for _p, _l, face in markers)
    result = next(e for e in public(scene.session) if e["kind"] == "election_result")
    scene.draw(app.screen)
    # Every token is shown with its face, the AGAINST one on GAUVAIN among them.
    assert sorted(scene.drawn["markers"]) == sorted((p, lord, face) for p, face, lord, _v in result["markers"])
    assert (0, "GAUVAIN", "against") in scene.drawn["markers"]
    # The tally is the referee's, each beside the 3 votes a King needs (1.8).
    assert scene.drawn["tally"] == {name: votes for name, votes in result["tally"]} == {"ARTHUR": 4, "GAUVAIN": 0}
    assert scene.drawn["needed"] == {"ARTHUR": (4, 3), "GAUVAIN": (0, 3)}
    assert scene.drawn["conditions"] == ["met", "met", "met"]
    assert scene.drawn["verdict"] == "ARTHUR, King of France!"
    # Turned over one by one: GRADY's AGAINST takes 2 from GAUVAIN, KIRSTEN's FOR gives them back.
    gauvain = [scene.script.tally_at(m.flip_at + 0.6)["GAUVAIN"] for m in scene.script.markers]
    assert gauvain == [0, -2, -2, 0]
    assert "GRADY: 2 votes against GAUVAIN" in scene.drawn["log"]


def test_E4_the_two_tokens_never_lie_on_one_candidate_the_other_is_taken_back(app):
    scene = demos.push_demo(app, "election-2011-demo")
    hold(app, scene, demos.ELECTION_SCRIPTS["king-2011"][:2])
    post_click(scene.handoff_button.rect.center)
    pump(app, 2, dt=0.1)
    panel = scene.vote_panel
    assert panel.keys == ["for", "against"] and scene.drawn["choice"] == (0, "ballot")
    post_click(panel.button("for", "ARTHUR").rect.center)
    pump(app, 1, dt=0.1)
    post_click(panel.button("against", "ARTHUR").rect.center)
    pump(app, 1, dt=0.1)
    assert panel.chosen == {"for": None, "against": "ARTHUR"}
    assert [b.primary for b, _n in panel.rows["for"]] == [False, False, True]      # "nowhere"
    post_click(panel.confirm.rect.center)
    pump(app, 2, dt=0.1)
    cast = next(e for e in scene.session.events(0) if e["kind"] == "ballot_cast")
    assert (cast["for"], cast["against"]) == (None, "ARTHUR")


# --- on the decision panel of the play scene, and the ceremony that follows -------------------

BISHOP_2011 = dict(demos.BISHOP, edition="2011")
ANSWERS = {(0, "candidate"): "declare_candidate lord=FRANÇOIS",
           (1, "candidate"): "declare_candidate lord=THIERRY",
           (2, "candidate"): "no_candidate",
           (0, "ballot"): "ballot for=FRANÇOIS against=THIERRY",
           (1, "ballot"): "ballot for=THIERRY against=-",
           (2, "ballot"): "ballot for=- against=FRANÇOIS"}


def play_scene(app, position, ceremonies=False):
    game = load_position(position)
    players = tuple(PlayerSpec(p.name, p.colour) for p in game.state.players)
    setup = TableSetup(GameOptions(players=players, edition=position.get("edition", "1429"), seed=1),
                       ("human",) * len(players))
    table = LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events))
    scene = PlayScene(app, setup, table=table, autosave=False, ceremonies=ceremonies)
    app.stack.push(scene)
    pump(app, 2)
    return scene, table


def seated(app, position, seat):
    """The play scene of a position once ``seat``'s player took the seat at the hand-off."""
    scene, _table = play_scene(app, position)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and handoff.seat == seat
    post_click(handoff.confirm_button.rect.center)
    pump(app, 2)
    return scene


def scripted(view, decision):
    text = ANSWERS.get((view["seat"], decision["kind"]))
    return Action.parse(text).to_dict() if text else dict(decision["choices"][0])


def test_E4_a_ballot_is_cast_on_the_decision_panel_by_clicks(app):
    scene, table = play_scene(app, BISHOP_2011)
    driver = Driver(app, choose=scripted)
    driver.play(scene, timeout=60, stop=lambda s: isinstance(s.mode, VoteMode))
    mode = scene.mode
    assert isinstance(mode, VoteMode) and mode.kind == "ballot" and scene.asked.seat == 0
    labels = {row: [label_text(b.label) for b in buttons] for row, buttons in mode.buttons.items()}
    assert labels == {"for": ["nobody", "FRANÇOIS", "THIERRY"], "against": ["nobody", "FRANÇOIS", "THIERRY"]}
    post_click(mode.buttons["for"][1].rect.center)
    pump(app)
    post_click(mode.buttons["against"][2].rect.center)
    pump(app)
    assert mode.action() == {"kind": "ballot", "for": "FRANÇOIS", "against": "THIERRY"}
    post_click(mode.cast.rect.center)
    pump(app, 2)
    state = table.authority.record.game.state
    election = next(f for f in state.stack if f.kind == "election")
    assert election.data["markers"][0] == [0, "FRANÇOIS", "THIERRY"]


def test_E4_the_ceremony_after_a_2011_election_turns_the_tokens_over(app):
    scene, table = play_scene(app, BISHOP_2011, ceremonies=True)
    driver = Driver(app, choose=scripted)

    def ceremony_open(_s):
        return isinstance(app.stack.top, ElectionScene)

    driver.play(scene, timeout=60, stop=ceremony_open)
    ceremony = app.stack.top
    assert isinstance(ceremony, ElectionScene)
    post_key(pygame.K_SPACE)
    pump(app, 2)
    settle(app, ceremony)
    result = ceremony.script.result
    faces = sorted(face for _p, _l, face in ceremony.drawn["markers"])
    assert faces == ["against", "against", "for", "for"]
    assert ceremony.drawn["tally"] == {name: votes for name, votes in result["tally"]}
    assert "needed" not in ceremony.drawn                   # a Bishop needs no least number
