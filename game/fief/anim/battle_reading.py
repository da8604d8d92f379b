"""What the battle scene asks of a script at a time ``t``: the rows on a side, the roll on the
table, the round, the banner, each side's strength and modifiers as the referee told them, the
titles and the outcome's proclamation, and a plain summary for tests."""
from __future__ import annotations

from typing import Any

from engine.fief.api import SideStrength
from game.fief.anim.battle_base import ScriptBase
from game.fief.anim.battle_pieces import ATTACK, DEFENCE, PairedRoll, Roll, Row
from game.fief.anim.battle_words import OUTCOME_TEXT, event_text, modifier_effect, modifier_reason
from game.fief.anim.paired_words import PAIRED_OUTCOME_TEXT, names
from game.shell.timeline import Beat
from game.shell.i18n import _
from game.fief.ui.mob_words import mob_word


class ScriptReading(ScriptBase):
    """The questions of the scene, answered the same way every time for the same ``t``."""

    def rows_on(self, side: str, t: float) -> list[Row]:
        """The rows standing on a side at ``t``, the principal first, allies after in the order
        they joined."""
        rows = [r for r in self.rows if r.side(t) == side]
        principal = self.attacker if side == ATTACK else self.defender
        return sorted(rows, key=lambda r: (r.seat != principal, r.joined_at))

    def roll_at(self, t: float) -> Roll | None:
        """The roll whose dice lie on the table at ``t`` (until the next roll)."""
        found = None
        for roll in self.rolls:
            if roll.beat.start <= t:
                found = roll
        return found

    def paired_roll_at(self, t: float) -> PairedRoll | None:
        """The paired round whose dice lie on the table at ``t`` (until the next one)."""
        found = None
        for roll in self.paired_rolls:
            if roll.beat.start <= t:
                found = roll
        return found

    def paired_points(self, side: str, t: float) -> dict[str, int]:
        """The points a side has taken at ``t`` in a paired battle, counted as the pairs are
        shown (the referee's totals once a round is shown)."""
        roll = self.paired_roll_at(t)
        if roll is not None and t < roll.done_at:
            return roll.points_at(side, t)
        return dict(self.info_at(t).get(side + "_points") or {"deaths": 0, "prisoners": 0})

    def fort_holder(self, t: float) -> int | None:
        """Whose colours the walls fly at ``t``: the defender's, the attacker's once a battle by
        paired dice has ended with the place taken (``paired_battle_ended``, 004 §9)."""
        if self.paired and self.ended is not None and t >= self.ended.start and self.outcome \
                and self.outcome.get("defence", {}).get("taken"):
            return self.attacker
        return self.defender

    def round_at(self, t: float) -> int:
        found = 0
        for at, number in self.rounds:
            if at <= t:
                found = number
        return found

    def banner_at(self, t: float) -> tuple[Beat, str, str] | None:
        found = None
        for banner in self.banners:
            if banner[0].start <= t < banner[0].end:
                found = banner
        return found

    def strength_at(self, side: str, t: float) -> SideStrength | None:
        """What a side brings at ``t`` as the referee told it (``attack_strength`` or
        ``defence_strength`` of the last battle event at or before ``t``: 6.2, A48)."""
        found: SideStrength | None = self.info_at(t).get(side + "_strength")
        return found

    def strength(self, side: str, t: float) -> tuple[int | None, int | None]:
        """(strength points, dice) of a side at ``t``, the referee's numbers; (None, None)
        before it said them."""
        found = self.strength_at(side, t)
        if found is None:
            return None, None
        return found["sp"], found["dice"]

    def modifiers(self, side: str, t: float) -> list[tuple[str, str]]:
        """Why a side rolls what it rolls: (reason and its rule, effect), each modifier the
        referee listed in the side's strength; an Uprising shows its cards."""
        info = self.info_at(t)
        if self.mode == "uprising":
            return [(_(mob_word("cards", self.cast.edition)), str(info.get("cards", 1)))] \
                if side == ATTACK else []
        found = self.strength_at(side, t)
        if found is None:
            return []
        return [(modifier_reason(m), modifier_effect(m)) for m in found["modifiers"]]

    def title(self) -> str:
        village = self.village or "-"
        if self.mode == "uprising":
            return _(mob_word("title", self.cast.edition)).format(village=village)
        if self.mode == "plague":
            return _("The Plague")
        if self.cavalcade and self.paired:
            return _("Ride at {village}").format(village=village)
        if self.cavalcade:
            return _("Cavalcade at {village}").format(village=village)
        if self.siege:
            return _("Siege of {village}").format(village=village)
        return _("Battle of {village}").format(village=village)

    def subtitle(self, t: float) -> str:
        if self.mode != "battle":
            return ""
        defenders = names(self.defenders, self.cast) if self.defenders \
            else self.cast.name(self.defender)
        parts = [_("{attacker} attacks {defender}").format(
            attacker=self.cast.name(self.attacker), defender=defenders)]
        number = self.round_at(t)
        if number:
            parts.append(_("round {n}").format(n=number))
        return " · ".join(parts)

    def outcome_text(self) -> tuple[str, str]:
        """The proclamation at the end: title and who won."""
        if self.outcome is None:
            return "", ""
        kind = self.outcome.get("kind")
        if kind == "uprising_failed":
            return _(mob_word("failed", self.cast.edition)), ""
        if kind == "uprising_destroyed":
            return _("The village is sacked"), event_text(self.outcome, self.cast)
        outcome = self.outcome.get("outcome", "")
        title = _(OUTCOME_TEXT.get(outcome, outcome))
        if kind == "paired_battle_ended":
            title = _(PAIRED_OUTCOME_TEXT.get(outcome, outcome))
        attack = self.outcome.get("attack_strength") or {}
        if outcome == "break_off" and attack.get("dice") == 0:
            # Nobody chose to stop: the attack has no die left to roll (the event's rule).
            title = _("The attack has no die left to roll ({rule})").format(
                rule=self.outcome.get("rule", ""))
        winner = self.outcome.get("winner")
        if winner == ATTACK:
            sub = _("{player} and the attack carry the day").format(
                player=self.cast.name(self.outcome.get("attacker", self.attacker)))
        elif winner == DEFENCE:
            sub = _("{player} and the defence hold the field").format(
                player=self.cast.name(self.outcome.get("defender", self.defender)))
        else:
            sub = _("Nobody wins the field")
        return title, sub

    def summary(self, t: float) -> dict[str, Any]:
        """A plain description of what is shown at ``t`` (tests compare skip and replay)."""
        rows = []
        for row in self.rows:
            rows.append((row.seat, row.side(t),
                         sum(1 for c in row.knights if c.shown(t) and not c.fallen(t)),
                         sum(1 for c in row.men if c.shown(t) and not c.fallen(t)),
                         tuple((l.name, l.state(t)) for l in row.lords if l.shown(t))))
        roll = self.roll_at(t)
        dice = None
        if roll is not None:
            dice = (tuple(d.face_at(t) for d in roll.attack), tuple(d.face_at(t) for d in roll.defence))
        paired = self.paired_roll_at(t)
        if paired is not None:
            dice = (tuple(d.face_at(t) for d in paired.attack),
                    tuple(d.face_at(t) for d in paired.defence))
        points = {side: self.paired_points(side, t) for side in (ATTACK, DEFENCE)} \
            if self.paired else None
        return {"rows": rows, "dice": dice, "round": self.round_at(t), "points": points,
                "log": [line.text for line in self.timeline.lines_at(t)],
                "ended": self.ended is not None and t >= self.ended.start}


