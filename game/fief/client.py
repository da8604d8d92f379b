"""Fief's client as the shell sees it (game/shell/contract.py): its card and buttons on the
title screen, its saves, replay and LAN table, its rules, its --scene screens and --smoke."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from engine.fief.api import FIEF
from engine.record import LoadError, parse_save
from game.fief.local_table import is_game_save
from game.fief.remote import RemoteTable, remote_setup
from game.fief.scenes.board import BoardScene
from game.fief.scenes.open_game import open_game
from game.fief.scenes.play import PlayScene
from game.fief.scenes.replay import ReplayScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.fief.scenes.setup import SetupScene, default_table
from game.fief.setup_save import read_save
from game.fief.smoke import SmokeDriver, point_at
from game.fief.tutorial_game import tutorial_table
from game.fief.ui.board_thumbnail import BoardOutline, thumbnail
from game.fief.ui.texts import EDITION_NAMES, PHASE_NAMES, rule_label
from game.fief.ui.tutorial import Coach
from game.shell import decor
from game.shell import palette as pal
from game.shell.contract import GameClient, MenuEntry, TitleCard
from game.shell.i18n import N_, _
from game.shell.overlays import PauseScene
from game.shell.save_slots import SlotSummary, families_of
from game.shell.saves import read_bytes
from game.shell.stack import Scene, Shell
from game.shell.unfinished import keep_before_new_game

FAMILY_ORDER = ("blue", "red", "green", "yellow", "magenta", "white")


def tutorial(app: Shell) -> Scene:
    """The tutorial's prepared round against three computer families (game.fief.tutorial_game),
    with the coach's prompts (game.fief.ui.tutorial)."""
    kept = keep_before_new_game(app, FIEF.name)
    table = tutorial_table()
    scene = PlayScene(app, table.setup, table=table)
    scene.tell_kept(kept)               # an unfinished game is kept, and said so
    scene.guides.coach = Coach()
    return scene


def owns_save(path: Path) -> bool:
    """A game of Fief in progress or over (the engine's record naming Fief, or no game: the
    saves written before the collection had a second game)."""
    if not is_game_save(path):
        return False
    try:
        return parse_save(read_bytes(path)).get("game", FIEF.name) == FIEF.name
    except LoadError:
        return False


def open_save(app: Shell, path: Path) -> Scene:
    """A game played on, or a table set up and not yet played (its board); ``LoadError``
    in a player's words for anything else."""
    if is_game_save(path):
        return open_game(app, path)
    return BoardScene(app, read_save(path))


def joined(app: Shell, session: Any, lobby: Mapping[str, Any]) -> Scene | None:
    """The table scene of the seat this player took over the LAN, once the lobby says who
    sits where."""
    setup = remote_setup(session)
    if setup is None:
        return None
    return PlayScene(app, setup, table=RemoteTable(session, setup), autosave=False)


def table_words(settings: Mapping[str, Any]) -> str:
    """ "Fief (2011 rules) · Holy Relics": the edition and optional rules of a LAN table."""
    edition = str(settings.get("edition", "1429"))
    parts = [_(EDITION_NAMES.get(edition, edition))]
    parts += [rule_label(key) for key in settings.get("optional") or ()]
    return " · ".join(parts)


@dataclass(frozen=True)
class Position:
    """What Fief's Load row shows of a save's position (``SlotSummary.detail``): its round
    and phase, and who controls which village (its picture)."""

    round: int = 0
    phase: int = 0
    held: dict[str, int] = field(default_factory=dict)   # village -> controlling seat


def summary(data: dict[str, Any]) -> SlotSummary:
    """A save of Fief as its Load row shows it, from the record's options (the edition, the
    families) and final state; KeyError, TypeError, ValueError or AttributeError when it is
    damaged (game.shell.save_slots)."""
    options = data.get("options") or {}
    state = data.get("state") or {}
    villages = state.get("villages") or {}
    held = {str(name): int(v["controller"]) for name, v in villages.items()
            if isinstance(v, dict) and isinstance(v.get("controller"), int)}
    edition = str(options.get("edition", ""))
    return SlotSummary(settings={"edition": edition} if edition else {},
                       families=families_of(options), finished=bool(state.get("finished")),
                       detail=Position(round=int(state.get("round", 0) or 0),
                                       phase=int(state.get("phase", 0) or 0), held=held))


def position(save: SlotSummary) -> Position:
    """The position ``summary`` read (an empty one for a summary it did not make)."""
    return save.detail if isinstance(save.detail, Position) else Position()


def progress(save: SlotSummary) -> str:
    """ "Round 3 · Phase 4: Purchases", or "Setting up" before the first round."""
    at = position(save)
    if not at.round:
        return _(PHASE_NAMES[0])
    phase = _(PHASE_NAMES[at.phase]) if at.phase in PHASE_NAMES else ""
    return " · ".join([_("Round {n}").format(n=at.round)] + ([phase] if phase else []))


def picture(app: Shell, save: SlotSummary, size: tuple[int, int],
            colourblind: bool) -> pygame.Surface:
    """The board of the save: its roads, and each village in its holder's colour."""
    outline = app.shared("fief.board-outline", BoardOutline.of)
    return thumbnail(outline, position(save).held, [f.colour for f in save.families], size,
                     colourblind)


def shields(surface: pygame.Surface, rect: pygame.Rect, colourblind: bool) -> None:
    """The card's picture: the six families' shields in two rows of three."""
    w, h = rect.width // 3, rect.height // 2
    sw, sh = round(w * 0.62), round(h * 0.8)
    for i, colour in enumerate(FAMILY_ORDER):
        x = rect.x + (i % 3) * w + (w - sw) // 2
        y = rect.y + (i // 3) * h + (h - sh) // 2
        decor.shield(surface, pygame.Rect(x, y, sw, sh), pal.family(colour, colourblind),
                     width=max(2, sw // 18))


def board_scenes(app: Shell) -> list[Scene]:
    """``--scene board``: the board of the default table."""
    return [BoardScene(app, default_table())]


CLIENT = GameClient(
    game=FIEF.name,
    card=TitleCard(name=N_("Fief: France 1429"),
                   line=N_("Noble families, marriages, elections, plague and sieges"),
                   players=(FIEF.min_players, FIEF.max_players), minutes=(120, 240),
                   art=shields),
    entries=(MenuEntry(N_("New game"), SetupScene),
             MenuEntry(N_("Tutorial"), tutorial)),
    rules_help=RulesReferenceScene,
    owns_save=owns_save,
    open_save=open_save,
    replay=ReplayScene,
    joined=joined,
    table_words=table_words,
    summary=summary,
    progress=progress,
    thumbnail=picture,
    scenes={"setup": lambda app: [SetupScene(app)],
            "board": board_scenes,
            "pause": lambda app: [*board_scenes(app), PauseScene(app)]},
    smoke=SmokeDriver,
    point_at=point_at,
    options_help={"--hover": "with --scene board: point at a village",
                  "--map": "board map (.tmx) instead of maps/fief.tmx"},
)
