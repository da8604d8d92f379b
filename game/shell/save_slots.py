"""The saves folder as the Load screen shows it: named saves and rotating autosaves, each with
what it holds (its date, its game, and what its game's client reads of it: its rules, families,
progress and picture; ``SlotSummary``), renamed and deleted.

Each game of the collection has its autosave (``autosave.<game>.json``, e.g.
``autosave.middle-ages.json``), which its card's Continue opens (issue 36, item 7); the
``autosave.json`` of earlier versions still opens as the game's that wrote it. When a game
moves on to another phase, the autosave of the phase that ended is kept as
``autosave.<game>-rRRpP.json`` before it is overwritten, and only the newest ``KEEP_PHASES``
of each game's are kept: a player can go back to the last phases as they ended. A small text
file beside the autosave (``autosave.<game>.phase``) says which phase the autosave holds, so
nothing is parsed on the way.

Reading a slot checks its envelope only (engine.record.parse_save, no replay): the shell reads
what every save of the collection has (its game's name), and the client of that game reads the
rest from the record's options and final state (``Reader``, one per game: the shell names none).
A file that cannot be read as a save (not one, damaged, binary, nested too deep) is listed with
the reason, so the player may delete it; the file itself is never changed.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.record import LoadError, parse_save
from game.shell import paths
from game.shell.i18n import N_, _

KEEP_PHASES = 3
MAX_NAME = 40
PHASE_FILE = re.compile(r"^autosave(?:\.[a-z0-9-]+)?-r(\d+)p(\d+)$")
# An autosave Continue opens: ``autosave.<game>.json``, or the old ``autosave.json``.
LATEST_FILE = re.compile(r"^autosave(?:\.[a-z0-9-]+)?$")
FORBIDDEN = re.compile(r'[\\/:*?"<>|\x00-\x1f]')
log = logging.getLogger(__name__)


class SlotError(Exception):
    """A rename or delete that cannot be done; the message (a gettext msgid with ``{name}``)
    is shown to the player."""

    def __init__(self, message: str, name: str = "") -> None:
        super().__init__(message)
        self.message, self.name = message, name


@dataclass(frozen=True)
class Family:
    """A family of a saved game, as its slot shows it (a shield in its colour, and its name)."""

    name: str
    colour: str


@dataclass(frozen=True)
class SlotSummary:
    """What a game's client reads of one of its saves for the Load screen (its ``summary``).

    ``settings`` are the rules it is played by, as the game's ``table_words`` reads them;
    ``detail`` is the game's own reading of the position (Fief's round, phase and villages),
    which only that game's ``progress`` and ``thumbnail`` read."""

    settings: Mapping[str, Any] = field(default_factory=dict)
    families: tuple[Family, ...] = ()
    finished: bool = False
    detail: Any = None


# A game's reading of a parsed save (engine.record.parse_save); KeyError, TypeError,
# ValueError or AttributeError when the save is damaged.
Reader = Callable[[dict[str, Any]], SlotSummary]


@dataclass(frozen=True)
class SlotInfo:
    """One save file as listed: ``error`` is set (and ``summary`` empty) when it cannot be
    read; ``summary`` is also empty for a save of a game no client reads."""
    path: Path
    modified: datetime
    autosave: bool
    game: str = ""            # the game the save names (engine.collection's name)
    summary: SlotSummary = field(default_factory=SlotSummary)
    error: str = ""
    reason: str = ""          # why it cannot be read, in one sentence (issue 18)

    @property
    def families(self) -> tuple[Family, ...]:
        return self.summary.families

    @property
    def finished(self) -> bool:
        return self.summary.finished

    @property
    def name(self) -> str:
        """The name the player gave (the file's stem), or the autosave's phase."""
        return self.path.stem.replace("_", " ")

    @property
    def latest(self) -> bool:
        """The autosave Continue opens."""
        return is_latest(self.path)


def is_latest(path: Path) -> bool:
    """An autosave Continue opens (not one kept at the end of a phase)."""
    return LATEST_FILE.match(path.stem) is not None and PHASE_FILE.match(path.stem) is None


# ----- listing ---------------------------------------------------------------------------
def list_slots(readers: Mapping[str, Reader], folder: Path | None = None) -> list[SlotInfo]:
    """Every save in the folder, newest first (the autosaves among them), each read by its
    game's reader (``Collection.readers``)."""
    folder = folder or paths.saves_dir()
    found = []
    for path in folder.glob("*.json"):
        if path.name.endswith(".seats.json"):
            continue                                # a LAN game's seats, not a save
        slot = read_slot(path, readers)
        if slot is not None:
            found.append(slot)
    return sorted(found, key=lambda s: s.modified, reverse=True)


def read_slot(path: Path, readers: Mapping[str, Reader]) -> SlotInfo | None:
    """What the list shows of ``path``; None when it is not a save of this collection."""
    autosave = is_latest(path) or PHASE_FILE.match(path.stem) is not None
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None
    try:
        data = parse_save(path.read_bytes())    # whatever the bytes, a LoadError (issue 18)
    except OSError as exc:
        log.info("cannot read %s: %s", path, exc)
        return SlotInfo(path, modified, autosave, error=N_("this file cannot be read"),
                        reason=exc.strerror or str(exc))
    except LoadError as exc:
        log.info("cannot read %s: %s", path, exc)
        return SlotInfo(path, modified, autosave, error=N_("this file cannot be read"),
                        reason=str(exc))
    try:
        game = str(data["game"])               # parse_save names the game of every save
        reader = readers.get(game)
        summary = reader(data) if reader is not None else SlotSummary()
        return SlotInfo(path, modified, autosave, game=game, summary=summary)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        log.info("odd save %s: %s", path, exc)
        return SlotInfo(path, modified, autosave, error=N_("this save is damaged"))


def families_of(options: Mapping[str, Any]) -> tuple[Family, ...]:
    """The families of a save's options (``players``: each a name and a colour), as the games
    that seat them so (Fief and Middle-Ages) give them in their ``SlotSummary``."""
    return tuple(Family(str(p["name"]), str(p["colour"])) for p in options.get("players", []))


# ----- rename and delete -----------------------------------------------------------------
def rename(slot: SlotInfo, new_name: str) -> Path:
    """Give a save another name (its file is renamed); an autosave renamed becomes a named
    save, out of the rotation. Raises SlotError with the reason."""
    name = new_name.strip()
    if not name:
        raise SlotError(N_("A save needs a name."))
    if len(name) > MAX_NAME or FORBIDDEN.search(name) or name.startswith("."):
        raise SlotError(N_("“{name}” cannot be a file name: no / \\ : * ? \" < > |."), name)
    if LATEST_FILE.match(name.lower()) or PHASE_FILE.match(name.lower()):
        raise SlotError(N_("“{name}” is kept for the autosaves."), name)
    target = slot.path.with_name(name + ".json")
    if target == slot.path:
        return target
    if target.exists():
        raise SlotError(N_("A save named “{name}” already exists."), name)
    try:
        os.replace(slot.path, target)
    except OSError as exc:
        log.warning("cannot rename %s: %s", slot.path, exc)
        raise SlotError(N_("The save could not be renamed."), name) from exc
    return target


def delete(slot: SlotInfo) -> None:
    try:
        slot.path.unlink(missing_ok=True)
        if slot.latest:
            _phase_marker(slot.path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot delete %s: %s", slot.path, exc)
        raise SlotError(N_("The save could not be deleted.")) from exc


def keep_unfinished(autosave: Path, readers: Mapping[str, Reader],
                    now: datetime | None = None) -> Path | None:
    """Before a new game (or the tutorial) takes the autosave, an unfinished game there is
    kept as a named save, "Unfinished 2026-11-28 20.05", so that Load lists it and the new
    game can say so (issue 36, defect 5). None when there is nothing to keep (no autosave, a
    finished game, a file that is no game); never raises."""
    slot = read_slot(autosave, readers) if autosave.is_file() else None
    if slot is None or slot.error or slot.finished or not slot.families:
        return None
    stem = _("Unfinished {date}").format(date=f"{now or datetime.now():%Y-%m-%d %H.%M}")
    target, n = autosave.with_name(stem + ".json"), 1
    while target.exists():
        n += 1
        target = autosave.with_name(f"{stem} ({n}).json")
    try:
        shutil.copy2(autosave, target)
    except OSError as exc:
        log.warning("cannot keep the unfinished game: %s", exc)
        return None
    return target


# ----- rotating autosaves ----------------------------------------------------------------
def keep_previous_phase(autosave: Path, round_: Any, phase: Any) -> None:
    """Called before the autosave is overwritten with a position of (``round_``, ``phase``):
    when the autosave on disk holds another phase, it is kept as that phase's file, and the
    oldest phase files beyond ``KEEP_PHASES`` are removed. Never raises (an autosave that
    cannot rotate is still written)."""
    marker = _phase_marker(autosave)
    current = f"{int(round_ or 0)} {int(phase or 0)}"
    try:
        previous = marker.read_text(encoding="utf-8").split() if marker.exists() else []
        if autosave.exists() and len(previous) == 2 and " ".join(previous) != current:
            kept = autosave.with_name(
                f"{autosave.stem}-r{int(previous[0]):02d}p{int(previous[1])}.json")
            shutil.copy2(autosave, kept)
            _prune(autosave)
        if " ".join(previous) != current:
            marker.write_text(current, encoding="utf-8")
    except (OSError, ValueError) as exc:
        log.warning("cannot keep the previous phase's autosave: %s", exc)


def _prune(autosave: Path) -> None:
    """Keep the newest ``KEEP_PHASES`` phase files of this autosave's game (not another's)."""
    files = autosave.parent.glob(f"{autosave.stem}-r*p*.json")
    phases = sorted((p for p in files if PHASE_FILE.match(p.stem)),
                    key=_phase_order, reverse=True)
    for old in phases[KEEP_PHASES:]:
        old.unlink(missing_ok=True)


def _phase_order(path: Path) -> tuple[int, int]:
    match = PHASE_FILE.match(path.stem)
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def _phase_marker(autosave: Path) -> Path:
    return autosave.with_suffix(".phase")
