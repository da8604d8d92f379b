"""A new game, or a tutorial that is saved, takes its game's autosave (Continue's game): an
unfinished game there is kept first as "Unfinished <date>" (save_slots.keep_unfinished), and
the new game's scene says so (issue 36, defect 5). Every game of the collection starts its new
games through here, so a third game keeps its players' unfinished games with no code of its
own: it names itself (engine.collection's name) and shows ``kept_words``."""
from __future__ import annotations

from pathlib import Path

from game.shell import paths
from game.shell.contract import collection_of
from game.shell.i18n import _
from game.shell.save_slots import keep_unfinished
from game.shell.stack import Shell


def keep_before_new_game(app: Shell, game: str) -> Path | None:
    """Keep ``game``'s unfinished autosave as a named save before a new game overwrites it;
    the save kept, or None (nothing to keep, or a program that writes no files)."""
    if not app.persist:
        return None
    return keep_unfinished(paths.autosave_path(game), collection_of(app).readers)


def kept_words(kept: Path | None) -> str:
    """What the new game says of the game kept ("" when none was)."""
    if kept is None:
        return ""
    return _("Your unfinished game is kept: Load lists it as “{name}”.").format(name=kept.stem)
