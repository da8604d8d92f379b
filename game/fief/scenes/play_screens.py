"""The screens the game table opens over itself: the rules of the step (F1), diplomacy and
gifts, the reactions screen, the pause menu (whose Quit asks first and offers to save), and
saving (the Save dialog here, or the host's save for one seat of a LAN game)."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from game.fief.remote import RemoteTable
from game.fief.controller import Controller, Outcome
from game.shell.i18n import _
from game.fief.scenes.diplomacy import DiplomacyScene
from game.shell.overlays import PauseScene
from game.fief.scenes.reactions import ReactionsScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.fief.scenes.save_game import SaveGameScene
from game.shell.stack import Shell
from game.fief.ui.texts import STEP_NAMES


class TableScreens:
    """Opens each screen on the application's stack; ``refresh`` brings the table up to date
    after a free action, ``toast`` says a short word on it, ``refused`` gives the last
    refusal shown (F1 then opens the rule that refused)."""

    def __init__(self, app: Shell, controller: Controller, refresh: Callable[[], None],
                 toast: Callable[[str], None],
                 refused: Callable[[], Outcome | None] = lambda: None) -> None:
        self.app = app
        self.controller = controller
        self.refresh = refresh
        self.toast = toast
        self.refused = refused

    def rules(self) -> None:
        """The rules of the step on the table (or of the frame it is in)."""
        public = self.controller.public
        step = public.get("step")
        if step not in STEP_NAMES:
            step = next((f.get("kind") for f in public.get("frames", [])[:1]), step)
        self.app.stack.push(RulesHelpScene(self.app, step, self.refused(),
                                           str(public.get("options", {}).get("edition", "1429"))))

    def refused_rule(self) -> None:
        """The rules reference at the rule of the last refusal (the decision panel's link)."""
        refused = self.refused()
        if refused is not None and refused.rule:
            self.app.stack.push(RulesReferenceScene(self.app, refused.rule))

    def diplomacy(self) -> None:
        c = self.controller
        seat = c.revealed
        if seat is None or seat not in c.views:
            return

        def submit(seat: int, action: dict[str, Any]) -> Any:
            outcome = c.submit(seat, action)
            if outcome.ok:
                self.refresh()
            return outcome

        self.app.stack.push(DiplomacyScene(self.app, seat, c.views[seat], c.names, submit))

    def reactions(self) -> None:
        """The revealed player's card-window settings, to take one back."""
        c = self.controller
        if c.revealed is not None and c.revealed in c.reactions:
            self.app.stack.push(ReactionsScene(self.app, c.name(c.revealed), c.reactions[c.revealed]))

    def menu(self) -> None:
        """The pause menu; quitting from it asks first and offers to save (issue 19)."""
        self.app.stack.push(PauseScene(self.app, save_first=self.save))

    def save(self) -> None:
        table = self.controller.table
        if table.public_reader:
            self.app.stack.push(SaveGameScene(self.app, self.controller, self.saved))
            return
        if not isinstance(table, RemoteTable):
            return
        try:                                  # one seat over the LAN: the game is the host's
            where = table.save()
        except (RuntimeError, OSError) as exc:
            self.toast(_("The host could not save the game ({error}).").format(error=exc))
            return
        self.toast(_("The host saved the game in {path} (on the host's machine).").format(path=where))

    def saved(self, where: Path | str) -> None:
        """The Save dialog wrote the game: say where, so the player knows it is safe."""
        self.toast(_("The game was saved as {name}.").format(name=Path(str(where)).name))


__all__ = ["TableScreens"]
