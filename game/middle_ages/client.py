"""Middle-Ages' client as the shell sees it (game/shell/contract.py): its card and button on the
title screen, its saves, replay and LAN table, and its rules."""
from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import pygame

from engine.middle_ages.api import MIDDLE_AGES
from game.middle_ages.art import domain_picture
from game.middle_ages.help import MAHelpScene
from game.middle_ages.opening import open_ma_game
from game.middle_ages.remote import MARemoteTable, remote_setup
from game.middle_ages.replay import MAReplayScene
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.setup import MASetupScene, tutorial
from game.middle_ages.table import is_ma_save
from game.shell.contract import GameClient, MenuEntry, TitleCard
from game.shell.i18n import N_, _
from game.shell.save_slots import SlotSummary, families_of
from game.shell.stack import Scene, Shell

log = logging.getLogger(__name__)
CARD_DOMAINS = ("fields", "mill", "village", "church", "palace", "market")


def joined(app: Shell, session: Any, lobby: Mapping[str, Any]) -> Scene | None:
    """The table scene of the seat this player took over the LAN (None, and a line in the
    log, when the host's lobby cannot be read)."""
    try:
        setup = remote_setup(lobby, session.seat)
    except (KeyError, TypeError, ValueError) as exc:
        log.warning("unreadable lobby from the host: %s", exc)
        return None
    return MAPlayScene(app, MARemoteTable(session, setup))


def table_words(settings: Mapping[str, Any]) -> str:
    """A LAN table of Middle-Ages says its game's name (it has no edition or option)."""
    return _(MIDDLE_AGES.title)


def summary(data: dict[str, Any]) -> SlotSummary:
    """A save of Middle-Ages as its Load row shows it: its families (its options' players),
    and whether the game is over (its state's phase "over": a new game keeps an unfinished
    one only, game/shell/unfinished.py). Its position is not read (yet): the row says
    "Setting up", as it did before the collection's shell (tests/test_client_saves_before.py)."""
    state = data.get("state") or {}
    return SlotSummary(families=families_of(data.get("options") or {}),
                       finished=state.get("phase") == "over")


def progress(save: SlotSummary) -> str:
    """ "Setting up": the row does not read a game's turn (yet)."""
    return _(N_("Setting up"))


def no_picture(app: Shell, save: SlotSummary, size: tuple[int, int],
               colourblind: bool) -> pygame.Surface | None:
    """A save of Middle-Ages has no picture on the Load screen (yet)."""
    return None


def domains(surface: pygame.Surface, rect: pygame.Rect, colourblind: bool) -> None:
    """The card's picture: six of the domains a fief is built of, in two rows of three."""
    w, h = rect.width // 3, rect.height // 2
    size = min(w, h) * 4 // 5
    for i, domain in enumerate(CARD_DOMAINS):
        picture = domain_picture(domain, size)
        centre = (rect.x + (i % 3) * w + w // 2, rect.y + (i // 3) * h + h // 2)
        surface.blit(picture, picture.get_rect(center=centre))


CLIENT = GameClient(
    game=MIDDLE_AGES.name,
    card=TitleCard(name=N_("Middle-Ages"),
                   line=N_("Eight domains, sixteen turns: be the richest lord"),
                   players=(MIDDLE_AGES.min_players, MIDDLE_AGES.max_players), minutes=(30, 30),
                   art=domains),
    entries=(MenuEntry(N_("New game"), MASetupScene), MenuEntry(N_("Tutorial"), tutorial)),
    rules_help=MAHelpScene,
    owns_save=is_ma_save,
    open_save=open_ma_game,
    replay=MAReplayScene,
    joined=joined,
    table_words=table_words,
    summary=summary,
    progress=progress,
    thumbnail=no_picture,
)
