"""The last refusal a screen showed, and the way to its rule (issue 20: every refusal shown to
a player links to its section).

The play scene keeps its last refusal for F1; the screens opened over it (a battle, an
election, diplomacy) answer decisions of their own, so each keeps a ``RuleLink``: the refusal
in the player's words, a *Read section N* button beside it that opens the rules reference at
that section, and F1, which opens the step's help showing the refusal. The rule is the one the
referee named (its ``rule``, or the section its message starts with); the client decides
nothing.
"""
from __future__ import annotations

from typing import Any

from game.shell.i18n import _
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.stack import Shell
from game.fief.ui.action_texts import refused_rule, said_refusal
from game.shell.widgets import Button


class RuleLink:
    """One screen's last refusal and its *Read section N* button (hidden while none)."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.refused: Any = None                # the refusal itself, for F1's help to say it
        self.rule: str | None = None
        self.shown = ""                         # the refusal's text as the screen shows it
        self.button = Button(self.label, self.open_rule)
        self.button.visible = False

    def label(self) -> str:
        return _("Read section {rule}").format(rule=self.rule or "")

    def note(self, outcome: Any) -> str:
        """Remember a refusal; returns what to show of it, in the player's language."""
        self.refused = outcome
        self.rule = refused_rule(outcome)
        self.button.visible = self.rule is not None
        self.shown = said_refusal(outcome)
        return self.shown

    def clear(self) -> None:
        self.refused, self.rule, self.shown = None, None, ""
        self.button.visible = False

    def open_rule(self) -> None:
        if self.rule:
            self.app.stack.push(RulesReferenceScene(self.app, self.rule))

    def open_help(self, step: str | None) -> None:
        """F1: the step's rules, with the refusal and its link when there is one."""
        self.app.stack.push(RulesHelpScene(self.app, step, self.refused))
