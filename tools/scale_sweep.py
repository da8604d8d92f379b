"""The dialogs of both games at a large interface scale (150 % by default), as screenshots and
as a report: the shell's (settings, load, join, pause, a message), Fief's (a new game, the
hand-off, the rules of the step and the reference, diplomacy, reactions, save, the ceremonies
of a computers' game, the round's summary, the victory and its charts, the replay, the paused
saving's dialog, the tutorial's coach), the LAN lobbies (Fief's and Middle-Ages' at the host, the
shell's at the player who joins) and Middle-Ages' (a new game, the rules, the table, the end of a
game, the replay of a saved game at its start, half way and at its end).

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/scale_sweep.py \
        [--out /tmp/sweep] [--size 1280x720 --size 1920x1080] [--lang en --lang fr] [--scale 1.5] \
        [--quick]

Each file is named ``scale-<screen>-<width>-<lang>.png``; for each screen it prints every
widget whose label is not whole (game/fief/ui/label_fit.py), outside the window or over another
widget, or "ok". Titles and lines a scene writes are not checked: look at the pictures.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine.fief.api import COLOURS, FIEF, Game, GameOptions, PlayerSpec  # noqa: E402
from engine.fief.bots.registry import make  # noqa: E402
from engine.fief.bots.runner import play_game  # noqa: E402
from engine.middle_ages.api import MIDDLE_AGES  # noqa: E402
from engine.record import Record  # noqa: E402
from game.fief import table as seating  # noqa: E402
from game.fief.client import tutorial  # noqa: E402
from game.fief.scenes.charts import ChartsScene  # noqa: E402
from game.fief.scenes.handoff import HandoffScene  # noqa: E402
from game.fief.scenes.host_lobby import FiefHostLobbyScene  # noqa: E402
from game.fief.scenes.play import PlayScene  # noqa: E402
from game.fief.scenes.replay import ReplayScene  # noqa: E402
from game.fief.scenes.rules_reference import RulesReferenceScene  # noqa: E402
from game.fief.scenes.saving_paused import SavingPausedScene  # noqa: E402
from game.fief.scenes.setup import SetupScene  # noqa: E402
from game.fief.scenes.victory import VictoryScene  # noqa: E402
from game.fief.table import TableSetup  # noqa: E402
from game.fief.ui.label_fit import clipped_labels  # noqa: E402
from issue36_screenshots import open_victory  # noqa: E402
from game.middle_ages import table as ma_seating  # noqa: E402
from game.middle_ages.end import MAEndScene  # noqa: E402
from game.middle_ages.help import PAGES as HELP_PAGES, MAHelpScene  # noqa: E402
from game.middle_ages.lobby import MAHostLobbyScene  # noqa: E402
from game.middle_ages.replay import MAReplayScene  # noqa: E402
from game.middle_ages.scene import MAPlayScene  # noqa: E402
from game.middle_ages.setup import MASetupScene  # noqa: E402
from game.middle_ages.table import MASetup, MATable  # noqa: E402
from game.shell.join import JoinScene  # noqa: E402
from game.shell.load import LoadScene  # noqa: E402
from game.shell.lobby import RemoteLobbyScene  # noqa: E402
from game.shell.overlays import MessageScene, PauseScene  # noqa: E402
from game.shell.settings import Settings  # noqa: E402
from game.shell.settings_menu import SettingsScene  # noqa: E402
from game.shell.widgets import Widget, label_text  # noqa: E402
from game.testing import make_app  # noqa: E402
from net.bots import RandomBot  # noqa: E402

NAMES = ("Armagnac", "Bourgogne", "Anjou", "Foix")
CEREMONIES = ("BattleScene", "ElectionScene", "MarriageScene", "RoundSummaryScene")
Save = Callable[[str], None]


def frames(app: Any, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def widgets(scene: Any) -> list[Widget]:
    """The scene's widgets, and those of its decision panel's mode (the game table)."""
    form = getattr(scene, "form", None)
    mode = getattr(scene, "mode", None)
    return list(form.widgets if form else []) + list(mode.form.widgets if mode is not None else [])


def problems(app: Any) -> list[str]:
    """The top scene's widgets not whole, and those over another one (both visible)."""
    shown = [w for w in widgets(app.stack.top) if w.visible and w.rect.width > 0]
    found = clipped_labels(shown, app.size)
    found += [f"{name(a)} over {name(b)}" for i, a in enumerate(shown) for b in shown[i + 1:]
              if a.rect.colliderect(b.rect)]
    return found


def name(widget: Widget) -> str:
    label = getattr(widget, "label", None)
    return f"{type(widget).__name__} {label_text(label) if label else ''!r}"


def finished(folder: Path) -> Path:
    """A three-family game of 1429 the Barons end in round 4 (seed 6), saved."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES[:3]))
    record = Record.new(FIEF, GameOptions(players=players, seed=6).to_dict())
    game = record.game                         # the contract's Referee: Fief's Game here
    assert isinstance(game, Game)
    play_game(game, [make("baron")] * 3, seed=6, apply=record.apply)
    data = record.to_dict()
    data["table"] = TableSetup(GameOptions.from_dict(data["options"]),
                               ("human", "computer", "computer")).to_dict()
    path = folder / "ended.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def ma_finished(folder: Path) -> Path:
    """A whole game of three random lords of Middle-Ages with long French names, saved."""
    lords = [{"name": n, "colour": c} for n, c in (("Aliénor d'Aquitaine", "blue"),
                                                   ("Baudouin de Guînes", "red"),
                                                   ("Constance de Hauteville", "green"))]
    record = Record.new(MIDDLE_AGES, {"players": lords, "seed": 7})
    bot, game = RandomBot(7), record.game
    while not game.finished:
        decision = game.pending()[0]
        record.apply(decision.player, bot(dict(game.view_for(decision.player)),
                                          dict(decision.to_dict())))
    path = folder / "middle-ages ended.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path


def ma_replay(app: Any, save: Save, ended: Path) -> None:
    """Middle-Ages' replay at its start, half way (a turn's events in its chronicle) and at
    the end of the game."""
    replay = MAReplayScene(app, ended)
    app.stack.push(replay)
    for screen, move in (("start", 0), ("half", len(replay.actions) // 2),
                         ("end", len(replay.actions))):
        replay.go(move)
        save(f"ma-replay-{screen}")
    app.stack.reset()


def shell_screens(app: Any, save: Save) -> None:
    for screen, scene in (("settings", SettingsScene(app)), ("load", LoadScene(app)),
                          ("join", JoinScene(app)), ("pause", PauseScene(app, save_first=lambda: None)),
                          ("message", MessageScene(app, "A message", "Its words, " * 30))):
        app.stack.push(scene)
        save(screen)
        app.stack.pop()


def fief_table(app: Any, save: Save) -> None:
    """A new game, then the screens its table opens over itself."""
    app.stack.push(SetupScene(app))
    save("fief-setup")
    app.stack.pop()
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES[:3]))
    scene = PlayScene(app, TableSetup(GameOptions(players=players, seed=3), ("human",) * 3),
                      bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    frames(app)
    save("fief-table")
    scene.show_hand()                          # the hand-off, then the hand on the table
    frames(app)
    if isinstance(app.stack.top, HandoffScene):
        save("fief-handoff")
        app.stack.top.confirm()
        frames(app)
    screens = scene.screens
    for screen, opener in (("fief-rules", screens.rules), ("fief-diplomacy", screens.diplomacy),
                           ("fief-reactions", screens.reactions), ("fief-save", screens.save),
                           ("fief-reference", lambda: app.stack.push(RulesReferenceScene(app, "8.0")))):
        opener()
        if app.stack.top is not scene:
            save(screen)
            app.stack.pop()
    saving_paused(app, save, scene)
    scene.controller.table.close()
    app.stack.reset()
    lesson = tutorial(app)                     # the coach's first prompt over the table
    app.stack.push(lesson)
    frames(app, 10)
    save("fief-tutorial")
    app.stack.reset()


def saving_paused(app: Any, save: Save, scene: PlayScene) -> None:
    """The dialog of a game that cannot be saved, as the host says it after a full disk (the
    table's session answers so while the picture is taken; the sweep only)."""
    session = scene.controller.session
    lobby = {"saving": {"paused": True, "reason": "No space left on device",
                        "folder": "/home/joueuse/.local/share/fief/parties sauvegardées"}}
    session.lobby = lambda: lobby
    try:
        app.stack.push(SavingPausedScene(app, scene.controller))
        save("fief-saving-paused")
        if isinstance(app.stack.top, SavingPausedScene):
            app.stack.pop()
    finally:
        del session.lobby


def lan_lobbies(app: Any, save: Save) -> None:
    """Fief's lobby at the host (a LAN seat, a computer), joined from this program by a second
    player (the shell's lobby of a player who joined), then Middle-Ages' at the host."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES[:3]))
    host = FiefHostLobbyScene(app, TableSetup(GameOptions(players=players, seed=3),
                                              ("human", "lan", "computer")))
    app.stack.push(host)
    save("lobby-fief-host")
    if host.hosted is not None:
        join = JoinScene(app)
        app.stack.push(join)
        join.name_input.text, join.address_input.text = "Zoé", "127.0.0.1"
        join.port_input.text = str(host.port)
        join.join()
        for _ in range(300):                   # connected, then the lobby's three seats read
            frames(app, 1)
            top = app.stack.top
            if isinstance(top, RemoteLobbyScene) and len(top.seats()) == 3:
                save("lobby-joined")
                break
            if join.attempt is not None:
                join.attempt.done.wait(0.05)
    app.stack.reset()
    lords = (("Aliénor", "blue"), ("Baudouin", "red"), ("Constance", "green"))
    app.stack.push(MAHostLobbyScene(app, MASetup(lords, ("human", "lan", "computer"), 7, "random")))
    save("lobby-ma-host")
    app.stack.reset()


def fief_ceremonies(app: Any, save: Save) -> None:
    """A computers' game of four with ceremonies, until each kind was shown once."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(NAMES))
    scene = PlayScene(app, TableSetup(GameOptions(players=players, seed=11), ("computer",) * 4),
                      bot_delay=0.0, autosave=False, ceremonies=True)
    app.stack.push(scene)
    seen: set[str] = set()
    for _ in range(30000):
        frames(app, 1)
        kind = type(app.stack.top).__name__
        if kind in CEREMONIES and kind not in seen:
            seen.add(kind)
            frames(app, 90)                    # the ceremony under way
            if type(app.stack.top).__name__ == kind:
                save(f"fief-{kind.removesuffix('Scene').lower()}")
        if seen == set(CEREMONIES) or isinstance(app.stack.top, VictoryScene):
            break
    scene.controller.table.close()
    app.stack.reset()


def fief_victory(app: Any, save: Save, ended: Path) -> None:
    scene, victory = open_victory(app, ended)
    if isinstance(victory, VictoryScene):
        save("fief-victory")
        victory.open_charts()
        if isinstance(app.stack.top, ChartsScene):
            save("fief-charts")
    scene.controller.table.close()
    app.stack.reset()
    replay = ReplayScene(app, ended)
    app.stack.push(replay)
    replay.go(len(replay.actions) // 2)        # half way, a round's events on the board
    save("fief-replay")
    app.stack.reset()


def middle_ages(app: Any, save: Save, quick: bool = False) -> None:
    app.stack.push(MASetupScene(app))
    save("ma-setup")
    app.stack.pop()
    help_scene = MAHelpScene(app)
    app.stack.push(help_scene)
    for page in range(len(HELP_PAGES)):
        help_scene.page = page
        save(f"ma-help-{page + 1}")
    app.stack.pop()
    lords = (("Aliénor", "blue"), ("Baudouin", "red"), ("Constance", "green"))
    scene = MAPlayScene(app, MATable(MASetup(lords, ("human",) * 3, 7, "random")))
    app.stack.push(scene)
    frames(app, 30)
    save("ma-table")
    if quick:
        app.stack.reset()
        return
    for _ in range(5000):
        frames(app, 1)
        if isinstance(app.stack.top, MAEndScene):
            frames(app, 240)
            save("ma-end")
            break
        if scene.asked is not None and app.stack.top is scene:
            scene.motion.skip()
            scene.choose(scene.asked["choices"][-1])
    app.stack.reset()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.mkdtemp(prefix="scale-")))
    parser.add_argument("--size", action="append")
    parser.add_argument("--lang", action="append")
    parser.add_argument("--scale", type=float, default=1.5)
    parser.add_argument("--quick", action="store_true",
                        help="without the games played to a ceremony or to Middle-Ages' end")
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="scale-home-"))
    seating.BOT_DELAY = ma_seating.BOT_DELAY = 0.0
    games = Path(tempfile.mkdtemp(prefix="scale-games-"))
    ended, ma_ended = finished(games), ma_finished(games)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in args.size or ["1280x720"]:
        w, h = (int(v) for v in size.split("x"))
        for lang in args.lang or ["en", "fr"]:
            app = make_app((w, h), "title", settings=Settings(language=lang, ui_scale=args.scale))

            def save(screen: str) -> None:
                frames(app)
                path = args.out / f"scale-{screen}-{w}-{lang}.png"
                pygame.image.save(app.screen, str(path))
                print(path.name, "; ".join(problems(app)) or "ok", flush=True)

            save("title")
            shell_screens(app, save)
            lan_lobbies(app, save)
            fief_table(app, save)
            fief_victory(app, save, ended)
            if not args.quick:
                fief_ceremonies(app, save)
            middle_ages(app, save, args.quick)
            ma_replay(app, save, ma_ended)
            app.stack.reset()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
