"""Six families with every optional rule (Holy Relics, Fog of War, Open Diplomacy, the
assassination die, hidden money), two at this screen and four computers, played by posted
clicks through its first round and into its second (its election and first reaction windows,
until every family of decisions below has been met and the two seats have passed the screen
to each other more than twenty times), with the privacy of hot-seat play checked at every step.
The whole game, to its victory screen in round 12, is played by bench/bench_client_games.py
(about 3,500 frames: too long for the suite); the three-family game of test_client_play.py
reaches its victory screen here."""

import pytest

from engine.fief.api import COLOURS, OPTIONAL_RULES, GameOptions, PlayerSpec
from game.fief.autoplay import Driver, privacy_leaks
from game.fief.scenes.play import PlayScene
from game.fief.table import TableSetup
from game.testing import pump

KINDS = ("start_village", "purchase", "movement", "cards", "vote", "window")


@pytest.fixture
def app(title_app):
    return title_app


def test_a42_11_2_six_families_with_every_optional_rule_keep_their_secrets_at_one_screen(app):
    names = ("Armagnac", "Bourgogne", "Anjou", "Foix", "Valois", "Montfort")
    players = tuple(PlayerSpec(names[i], COLOURS[i]) for i in range(6))
    setup = TableSetup(GameOptions(players=players, seed=3, optional=frozenset(OPTIONAL_RULES)),
                       ("human", "human", "computer", "computer", "computer", "computer"))
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False)
    app.stack.push(scene)
    pump(app, 2)
    c = scene.controller
    leaks: list[str] = []

    def watch(s):
        leaks.extend(privacy_leaks(app, s))
        return c.public.get("round", 0) > 2 or (
            all(driver.kinds.get(kind) for kind in KINDS) and driver.handoffs > 20)

    driver = Driver(app)
    assert not driver.play(scene, timeout=300, stop=watch), "the game ended in two rounds"
    assert c.public["round"] == 2, driver.log        # all met in the second round
    assert not leaks, leaks[:5]
    # Every answer under hidden money and Fog of War is private (A42, 11.2): the two seats at
    # this screen pass it to each other at each of their decisions.
    assert driver.handoffs > 20 and driver.fallbacks == 0
    assert driver.screens.get("BattleScene") and driver.screens.get("ElectionScene")
    for kind in KINDS:
        assert driver.kinds.get(kind), kind
