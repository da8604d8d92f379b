"""Six families with every optional rule (Holy Relics, Fog of War, Open Diplomacy, the
assassination die, hidden money), two at this screen and four computers: a whole game to its
victory screen by posted clicks, with the privacy of hot-seat play checked along the way."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from engine.fief.options import COLOURS, OPTIONAL_RULES, GameOptions, PlayerSpec  # noqa: E402

from game.autoplay import Driver  # noqa: E402
from game.scenes.handoff import HandoffScene  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.scenes.victory import VictoryScene  # noqa: E402
from game.table import TableSetup  # noqa: E402
from game.testing import pump  # noqa: E402


@pytest.fixture
def app(title_app):
    return title_app


def test_six_families_with_every_optional_rule_play_to_the_victory_screen(app):
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
        shown = c.shown_view()
        # Only the revealed seat's hand and money are ever on the screen.
        for seat, player in enumerate(shown["players"]):
            if "hand" in player and seat != c.revealed:
                leaks.append(f"hand of {seat}")
            if "money" in player and seat != c.revealed:
                leaks.append(f"money of {seat}")
        # Under Fog of War the others' stacks are counts of counters.
        for village in shown["villages"].values():
            for stack in village["stacks"]:
                if stack["player"] != c.revealed and ("knights" in stack or "men" in stack):
                    leaks.append(f"troops of {stack['player']}")
        if isinstance(app.stack.top, HandoffScene) and s.mode is not None:
            leaks.append("a decision shown behind a hand-off")
        return False

    driver = Driver(app)
    assert driver.play(scene, timeout=300, stop=watch), driver.log
    assert not leaks, leaks[:5]
    assert isinstance(app.stack.top, VictoryScene)
    assert c.public["finished"] and c.public["winners"]
    assert driver.handoffs > 50 and driver.fallbacks <= 3
