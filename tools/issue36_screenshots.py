"""Screenshots of issue 36's new screens for docs/screenshots/: the New game form with each
computer's level, a grey Undo saying why, a move's foresight on its destination, the victory
screen and the game in charts; at 1280x720 and 1920x1080, in English and French.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/issue36_screenshots.py \
        [--out /tmp/shots] [--size 1280x720 --size 1920x1080] [--lang en --lang fr]

Each file is named ``issue36-<screen>-<width>-<lang>.png``; docs/client-play.md shows the
ones chosen (docs/screenshots/).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine.fief.api import COLOURS, FIEF  # noqa: E402
from engine.fief.bots.registry import make  # noqa: E402
from engine.fief.bots.runner import play_game  # noqa: E402
from engine.fief.foresight import leaving_costs  # noqa: E402
from engine.fief.options import GameOptions, PlayerSpec  # noqa: E402
from engine.record import Record  # noqa: E402
from game.fief import table as seating  # noqa: E402
from game.fief.autoplay import Driver  # noqa: E402
from game.fief.scenes.charts import ChartsScene  # noqa: E402
from game.fief.scenes.open_game import open_game  # noqa: E402
from game.fief.scenes.play import PlayScene  # noqa: E402
from game.fief.scenes.setup import SetupScene  # noqa: E402
from game.fief.scenes.victory import VictoryScene  # noqa: E402
from game.fief.table import TableSetup  # noqa: E402
from game.fief.ui.decisions.movement import MovementMode  # noqa: E402
from game.fief.ui.move_foresight import leaves_all  # noqa: E402
from game.shell.settings import Settings  # noqa: E402
from game.testing import make_app  # noqa: E402

NAMES = ("Armagnac", "Bourgogne", "Anjou")
PLAYERS = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES))


class Found(Exception):
    """A game played by computers reached the position a picture needs."""


def frames(app: Any, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def motion(pos: tuple[float, float]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])),
                                         rel=(0, 0), buttons=(0, 0, 0)))


def saved_game(folder: Path, name: str, record: Record, seats: tuple[str, ...]) -> Path:
    data = record.to_dict()
    data["table"] = TableSetup(GameOptions.from_dict(data["options"]), seats).to_dict()
    path = folder / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def finished(folder: Path) -> Path:
    """A three-family game of 1429 the Barons end in round 4 (seed 6)."""
    record = Record.new(FIEF, GameOptions(players=PLAYERS, seed=6).to_dict())
    play_game(record.game, [make("baron")] * 3, seed=6, apply=record.apply)
    return saved_game(folder, "ended", record, ("human", "computer", "computer"))


def moving(folder: Path) -> tuple[Path, str]:
    """A game at a movement decision whose lords leaving a village cost (foresight); the
    village. (As tests/test_foresight.py finds it.)"""
    record = Record.new(FIEF, GameOptions(players=PLAYERS, seed=4).to_dict())
    wanted: dict[str, Any] = {}

    def note(game: Any, _turn: Any) -> None:
        pending = game.pending()
        if pending and pending[0].kind == "movement":
            player = pending[0].player
            moves = [a.to_dict() for a in game.legal(player) if a.kind == "move"]
            for village, cost in leaving_costs(game, player).items():
                if cost["lords"] and any(leaves_all(cost, a) and set(a["lords"]) == set(cost["lords"])
                                         for a in moves):
                    wanted.update(player=player, village=village)
                    raise Found
    try:
        play_game(record.game, [make("squire")] * 3, seed=4, max_rounds=4, on_turn=note,
                  apply=record.apply)
    except Found:
        pass
    seats = tuple("human" if p == wanted["player"] else "computer" for p in range(3))
    return saved_game(folder, "moving", record, seats), wanted["village"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.mkdtemp(prefix="issue36-")))
    parser.add_argument("--size", action="append")
    parser.add_argument("--lang", action="append")
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="fief-shots-"))
    seating.BOT_DELAY = 0.0
    folder = Path(tempfile.mkdtemp(prefix="issue36-games-"))
    ended, (moves, village) = finished(folder), moving(folder)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in args.size or ["1280x720", "1920x1080"]:
        w, h = (int(v) for v in size.split("x"))
        for lang in args.lang or ["en", "fr"]:
            app = make_app((w, h), "title", settings=Settings(language=lang))

            def save(screen: str) -> None:
                frames(app)
                path = args.out / f"issue36-{screen}-{w}-{lang}.png"
                pygame.image.save(app.screen, str(path))
                print("saved", path, flush=True)

            shoot(app, save, ended, moves, village)
            app.stack.reset()
    pygame.quit()
    return 0


def open_victory(app: Any, ended: Path) -> tuple[PlayScene, Any]:
    """The saved game ``ended`` opened and played on by the table's own driver until the
    victory screen is on top (its last moves, the ceremonies skipped); the table and the top
    scene then, a ``VictoryScene`` unless the game never got there."""
    scene = open_game(app, ended)
    app.stack.push(scene)
    for _ in range(40):
        frames(app, 2)
        if isinstance(app.stack.top, VictoryScene):
            break
        Driver(app).play(scene, timeout=5, stop=lambda s: isinstance(app.stack.top, VictoryScene))
    return scene, app.stack.top


def shoot(app: Any, save: Any, ended: Path, moves: Path, village: str) -> None:
    """Every screen of one window size and language."""
    form = SetupScene(app)
    app.stack.push(form)
    save("form")
    app.stack.pop()
    scene = open_game(app, moves)                      # the foresight on a destination
    app.stack.push(scene)
    frames(app)
    mode = scene.mode
    if isinstance(mode, MovementMode):
        mode.select(village)
        frames(app)
        target = next(v for v in scene.board.villages if v.name == sorted(mode.destinations())[0])
        motion(scene.camera.world_to_screen(target.x, target.y))
        save("foresight")
        motion(scene.undo_button.rect.center)          # a grey Undo says why
        save("undo")
    scene.controller.table.close()
    app.stack.reset()
    scene, victory = open_victory(app, ended)          # the victory, and the game in charts
    if isinstance(victory, VictoryScene):
        save("victory")
        victory.open_charts()
        charts = app.stack.top
        assert isinstance(charts, ChartsScene)
        save("charts-vp")
        charts.choose("money")
        save("charts-money")
    scene.controller.table.close()
    app.stack.reset()


if __name__ == "__main__":
    sys.exit(main())
