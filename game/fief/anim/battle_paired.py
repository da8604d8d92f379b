"""The beats of a battle by paired dice (the simplified variant, 004 §7-§9; the events are
described in docs/editions.md): declared against one or more families, the sides formed with
each lord's strength and the place's, each round's dice thrown, slid into sorted order and
compared pair by pair with the points counted, the choices to go on, a family leaving its
coalition, a coalition's agreement on its losses or their draw by die (S-15), and the end with
the lords killed and captured, the place taken and the war damages owed. Every number is the referee's; nothing here sorts, compares or adds up a rule."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.fief.api import event_types as ev
from game.fief.anim.battle_pieces import (
    ATTACK,
    CHOICE,
    DECLARE,
    DEFENCE,
    END,
    PAIR_SORT,
    PAIR_STEP,
    SETTLE,
    STANCE,
    START,
    TUMBLE,
    DieThrow,
    LordToken,
    PairedRoll,
)
from game.fief.anim.battle_reading import ScriptReading
from game.fief.anim.paired_words import PAIRED_CHOICE_TEXT, losses_text, names
from game.shell.i18n import _

NO_POINTS = {"deaths": 0, "prisoners": 0}


def throws(faces: list[int], black: bool, side: str, start: float, key: str) -> list[DieThrow]:
    """One ordinary die (1-6) per face the referee rolled, thrown one after the other."""
    delay = 0.0 if black else 0.06
    return [DieThrow(face, black, i, len(faces), side, start + delay + 0.03 * i,
                     TUMBLE - delay - 0.03 * i - 0.08 * (i % 2), sides=6, key=key)
            for i, face in enumerate(faces)]


def points(taken: Mapping[str, Any]) -> dict[str, int]:
    """The event's points as plain numbers: {"deaths": n, "prisoners": n}."""
    return {"deaths": int(taken["deaths"]), "prisoners": int(taken["prisoners"])}


class PairedBeats(ScriptReading):
    """A battle of the simplified variant, beat by beat."""

    def on_paired_battle_declared(self, index: int, e: ev.PairedBattleDeclaredEvent) -> None:
        beat = self.timeline.add("declare", DECLARE, index)
        self.paired = True
        self.village = e["village"]
        self.attacker = e["player"]
        self.defenders = list(e["targets"])
        self.defender = self.defenders[0] if self.defenders else None
        self.cavalcade = e["ride"]
        self.row(self.attacker, beat.start, ATTACK)
        for seat in self.defenders:
            self.row(seat, beat.start, DEFENCE)
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "horn")

    def on_paired_battle_started(self, index: int, e: ev.PairedBattleStartedEvent) -> None:
        beat = self.timeline.add("start", START, index)
        self.paired = True
        self.village = e["village"]
        self.attacker, self.defender = e["attacker"], e["defender"]
        self.cavalcade = e["ride"]
        self.defenders = list(e["defence"]["seats"])
        for side, strength in ((ATTACK, e["attack"]), (DEFENCE, e["defence"])):
            for seat in strength["seats"]:
                row = self.row(seat, beat.start, side)
                if not row.moves:
                    row.moves.append((beat.start, side))
            for i, part in enumerate(strength["lords"]):
                token = self.lord_token(part["lord"])
                if token is None:
                    token = LordToken(part["lord"], part["player"], beat.start + 0.2 + 0.05 * i)
                    self.row(part["player"], beat.start, side).lords.append(token)
                token.strength, token.title = part["strength"], part["title"]
        self.set_info(beat.start, attack_paired=e["attack"], defence_paired=e["defence"],
                      attack_dice=e["attack_total"], defence_dice=e["defence_total"],
                      attack_points=NO_POINTS, defence_points=NO_POINTS)
        self.say(beat.start, e)
        self.timeline.cue(beat.start + 0.3, "drums")

    def on_paired_round(self, index: int, e: ev.PairedRoundEvent) -> None:
        pairs = [dict(pair) for pair in e["pairs"]]
        beat = self.timeline.add("roll", TUMBLE + PAIR_SORT + PAIR_STEP * len(pairs) + SETTLE,
                                 index, round=e["round"])
        key = f"{index}:{e['round']}"
        info = self.info_at(beat.start)
        before = {side: dict(info.get(side + "_points") or NO_POINTS) for side in (ATTACK, DEFENCE)}
        roll = PairedRoll(
            beat, e["round"],
            throws(list(e["attack_rolled"]), True, ATTACK, beat.start, key),
            throws(list(e["defence_rolled"]), False, DEFENCE, beat.start, key),
            list(e["attack_sorted"]), list(e["defence_sorted"]), pairs, before,
            {ATTACK: points(e["attack_total"]), DEFENCE: points(e["defence_total"])},
            {ATTACK: e["attack_dice_left"], DEFENCE: e["defence_dice_left"]})
        self.paired_rolls.append(roll)
        self.rounds.append((beat.start, roll.round))
        self.set_info(beat.start, attack_dice=len(e["attack_rolled"]),
                      defence_dice=len(e["defence_rolled"]))
        self.set_info(roll.done_at, attack_points=roll.after[ATTACK],
                      defence_points=roll.after[DEFENCE])
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "dice")
        for i, pair in enumerate(pairs):
            if pair.get("result") != "none":
                self.timeline.cue(roll.pair_at(i), "steel")

    def on_paired_battle_choice(self, index: int, e: ev.PairedBattleChoiceEvent) -> None:
        beat = self.timeline.add("choice", CHOICE, index, choice=e["choice"])
        text = _(PAIRED_CHOICE_TEXT.get(e["choice"], e["choice"])).format(
            player=self.cast.name(e["player"]))
        self.banners.append((beat, text, ""))
        self.timeline.say(beat.start, text)

    def on_coalition_left(self, index: int, e: ev.CoalitionLeftEvent) -> None:
        beat = self.timeline.add("stance", STANCE, index)
        row = next((r for r in self.rows if r.seat == e["player"] and r.left_at is None), None)
        if row is not None:
            row.left_at = beat.start + 0.4
        self.set_info(beat.start + 0.4, attack_dice=e["attack_dice_left"],
                      defence_dice=e["defence_dice_left"])
        self.say(beat.start, e)

    def on_paired_battle_ended(self, index: int, e: ev.PairedBattleEndedEvent) -> None:
        beat = self.timeline.add("end", END, index, outcome=e["outcome"])
        self.ended = beat
        self.outcome = dict(e)
        sides = {ATTACK: e["attack"], DEFENCE: e["defence"]}
        for side, losses in sides.items():
            for i, name in enumerate(losses["killed"]):
                token = self.lord_token(name)
                if token is not None and token.dead_at is None:
                    token.dead_at = beat.start + 0.3 + 0.2 * i
            for i, name in enumerate(losses["captured"]):
                token = self.lord_token(name)
                if token is not None and token.captive_at is None:
                    token.captive_at = beat.start + 0.35 + 0.2 * i
                    token.captor = self.attacker if side == DEFENCE else self.defender
        self.set_info(beat.start, attack_points=points(e["attack"]["points"]),
                      defence_points=points(e["defence"]["points"]),
                      attack_losses=dict(e["attack"]), defence_losses=dict(e["defence"]))
        title, sub = self.outcome_text()
        self.timeline.say(beat.start, _("The battle of {village} ends: {outcome}. {winner}").format(
            village=e["village"], outcome=title, winner=sub), "bold")
        for side, label in ((ATTACK, _("The attack ({families})")),
                            (DEFENCE, _("The defence ({families})"))):
            seats = [self.attacker] if side == ATTACK else self.defenders
            self.timeline.say(beat.start + 0.1, _("{side}: {losses}").format(
                side=label.format(families=names(seats, self.cast)),
                losses=losses_text(sides[side], self.cast)))
        if e["attack"]["killed"] or e["defence"]["killed"]:
            self.timeline.cue(beat.start + 0.3, "knell")
        self.timeline.cue(beat.start + 0.2, "fanfare" if e["winner"] else "horn")

    def on_place_taken(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("note", 0.6, index)
        self.say(beat.start, e, "bold")

    # S-15: a coalition's agreement at the end, or its losses drawn by die; told in the log.
    def on_coalition_proposal(self, index: int, e: dict[str, Any]) -> None:
        self.say(self.timeline.add("note", 0.6, index).start, e)

    def on_coalition_answered(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("note", 0.6, index)
        self.say(beat.start, e, "bold" if e.get("answer") == "refuse" else "body")

    def on_losses_drawn(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("note", 0.8, index)
        self.timeline.cue(beat.start, "dice")
        self.say(beat.start, e)

    def on_place_unowned(self, index: int, e: dict[str, Any]) -> None:
        self.say(self.timeline.add("note", 0.6, index).start, e, "bold")

    def on_fief_broken_up(self, index: int, e: dict[str, Any]) -> None:
        self.say(self.timeline.add("note", 0.6, index).start, e, "bold")
