"""The beats of an Uprising (10.1) and of the Plague's rolls (2.3.3): the mob against the
village's defenders, a lord's die to stop it, the Plague's die for each lord."""
from __future__ import annotations

from typing import Any

from game.fief.anim.battle_base import ScriptBase
from game.fief.anim.battle_pieces import (
    ATTACK,
    D6_ROLL,
    DECLARE,
    DEFENCE,
    END,
    FLY,
    JOIN,
    SETTLE,
    TUMBLE,
    DieThrow,
    LordToken,
    Roll,
)
from game.fief.anim.battle_words import event_text
from game.shell.i18n import _


class CalamityBeats(ScriptBase):
    """An Uprising and the Plague, shown with a battle's pieces."""

    def on_uprising_played(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("declare", DECLARE, index)
        self.mode = "uprising"
        self.village = e.get("village")
        mob = self.row(None, beat.start, ATTACK)
        mob.lords = []
        village = self.cast.villages.get(self.village or "", {})
        for stack in village.get("stacks", []):
            if stack.get("road"):
                continue
            row = self.row(stack.get("player"), beat.start, DEFENCE)
            self.fill_units(row, stack.get("knights", 0), stack.get("men", 0), [],
                            beat.start + 0.3, unknown=stack.get("counters", 0))
        for name, lord in self.cast.lords.items():
            if lord.get("village") == self.village and lord.get("owner") is not None \
                    and lord.get("captor") is None:
                row = self.row(lord["owner"], beat.start, DEFENCE)
                self.fill_units(row, 0, 0, [name], beat.start + 0.3)
        self.set_info(beat.start, fort=village.get("fort"), cards=1)
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "horn")

    def on_uprising_joined(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("join", JOIN, index)
        self.set_info(beat.start, cards=e.get("cards", 1))
        self.say(beat.start, e)

    def on_tunnels_played(self, index: int, e: dict[str, Any]) -> None:
        beat = self.card(index, e, _("Secret Passage"))
        self.set_info(beat.start, tunnel=True)

    def lone_die(self, index: int, e: dict[str, Any], label: str) -> Roll:
        beat = self.timeline.add("roll", D6_ROLL + 0.4, index)
        throw = DieThrow(int(e.get("die", 1)), False, 0, 1, DEFENCE, beat.start,
                         duration=D6_ROLL, sides=6, key=f"{index}:d6")
        roll = Roll(beat, 0, [], [throw], 0, 0, 0, 1, kind="d6", label=label)
        self.rolls.append(roll)
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "dice")
        return roll

    def on_uprising_stop_attempt(self, index: int, e: dict[str, Any]) -> None:
        self.lone_die(index, e, e.get("lord", ""))

    def on_uprising_failed(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("end", END, index, outcome="uprising_failed")
        self.ended, self.outcome = beat, dict(e)
        self.say(beat.start, e, "bold")

    def on_uprising_result(self, index: int, e: dict[str, Any]) -> None:
        """The mob's dice as the event says they were thrown: battle dice, one a card (10.1),
        or the ordinary die with +1 a card beyond the first (``roll`` "d6", 2011 E-6), whose
        bonus is written over the tray."""
        faces = list(e.get("faces") or [])
        beat = self.timeline.add("roll", TUMBLE + FLY + SETTLE, index, round=1)
        key = f"{index}:uprising"
        sides = 6 if e.get("roll") == "d6" else 3
        label = ""
        if e.get("roll") == "d6":
            label = _("the die +{bonus}").format(bonus=e["bonus"]) if e.get("bonus") \
                else _("the die")
        roll = Roll(beat, 1, [DieThrow(f, True, i, len(faces), ATTACK, beat.start + 0.04 * i,
                                       TUMBLE - 0.04 * i, sides=sides, key=key)
                              for i, f in enumerate(faces)],
                    [], int(e.get("hits", 0)), 0, int(e.get("dice", len(faces))), 0,
                    kind="uprising", label=label)
        self.rolls.append(roll)
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "dice")
        if roll.attack_hits:
            self.timeline.cue(roll.hits_at - 0.1, "steel")

    def on_uprising_destroyed(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("end", END, index, outcome="uprising_destroyed")
        self.ended, self.outcome = beat, dict(e)
        self.say(beat.start, e, "bold")
        self.timeline.cue(beat.start, "knell")

    # --- the Plague (2.3.3) -------------------------------------------------------------------
    def on_disaster_struck(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("declare", DECLARE, index)
        if e.get("disaster") == "plague":
            self.mode = "plague"
        self.banners.append((beat, _("Plague") if self.mode == "plague" else str(e.get("disaster")),
                             event_text(e, self.cast)))
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "knell")

    def on_plague_roll(self, index: int, e: dict[str, Any]) -> None:
        self.mode = "plague"
        lord = self.cast.lord(e.get("lord", ""))
        token = self.lord_token(e.get("lord", ""))
        if token is None:
            row = self.row(lord.get("owner"), self.end, ATTACK)
            row.lords.append(LordToken(e.get("lord", "?"), lord.get("owner"), self.end))
        self.lone_die(index, e, e.get("lord", ""))
