"""The beats of a battle (6.0-6.4, 5.2 for a Cavalcade's fight): declared, joined, the armies
step in, the dice roll on the faces the engine drew, casualties fall, lords die or are bound,
stances and choices are announced, cards played, and the outcome proclaimed."""
from __future__ import annotations

from typing import Any

from engine.fief.api import event_types as ev
from game.fief.anim.battle_pieces import (
    ATTACK,
    CAPTURE,
    CASUALTY,
    CHOICE,
    DEATH,
    DECLARE,
    DEFENCE,
    END,
    FLY,
    JOIN,
    NOTE,
    SETTLE,
    STAGGER,
    STANCE,
    START,
    TUMBLE,
    Counter,
    DieThrow,
    LordToken,
    Roll,
    fall_time,
)
from game.fief.anim.battle_reading import ScriptReading
from game.fief.anim.battle_words import CHOICE_TEXT, MOURNING, describe_casualties, parse_counts
from game.shell.i18n import _
from game.fief.ui.counts import men_word
from game.fief.ui.event_sentences import troops


class BattleBeats(ScriptReading):
    """A battle's events, each laid out as a beat of the timeline (the end's log line reads
    the outcome's proclamation)."""

    def on_battle_declared(self, index: int, e: ev.BattleDeclaredEvent) -> None:
        beat = self.timeline.add("declare", DECLARE, index)
        self.village = e["village"]
        self.attacker, self.defender = e["player"], e["target"]
        self.cavalcade = e["cavalcade"]
        self.row(self.attacker, beat.start, ATTACK)
        self.row(self.defender, beat.start, DEFENCE)
        self.set_info(beat.start, tunnel=e["tunnel"])
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "horn")

    def on_battle_joined(self, index: int, e: ev.BattleJoinedEvent) -> None:
        beat = self.timeline.add("join", JOIN, index)
        side = e["side"]
        if side in (ATTACK, DEFENCE):
            self.row(e["player"], beat.start + 0.2, side)
        self.say(beat.start, e)

    def on_battle_started(self, index: int, e: ev.BattleStartedEvent) -> None:
        beat = self.timeline.add("start", START, index)
        self.village = e["village"]
        self.attacker, self.defender = e["attacker"], e["defender"]
        self.cavalcade = e["cavalcade"]
        besiegers = list(e["besiegers"])
        self.siege = bool(besiegers) and self.attacker in besiegers
        for side, rows in ((ATTACK, e["attack"]), (DEFENCE, e["defence"])):
            for seat, knights, men, lords in rows:
                row = self.row(seat, beat.start, side)
                if not row.moves:
                    row.moves.append((beat.start, side))
                self.fill_units(row, knights, men, lords, beat.start + 0.2)
        self.set_info(beat.start, fort=e["fort"], tunnel=e["tunnel"], besiegers=besiegers,
                      attack_strength=e["attack_strength"],
                      defence_strength=e["defence_strength"])
        self.say(beat.start, e)
        self.timeline.cue(beat.start + 0.3, "drums")

    def on_battle_roll(self, index: int, e: ev.BattleRollEvent) -> None:
        beat = self.timeline.add("roll", TUMBLE + FLY + SETTLE, index, round=e["round"])
        key = f"{index}:{e['round']}"
        att = list(e["attack_faces"])
        dfn = list(e["defence_faces"])
        roll = Roll(beat, e["round"],
                    [DieThrow(f, True, i, len(att), ATTACK, beat.start + 0.04 * i,
                              TUMBLE - 0.04 * i - 0.1 * (i % 2), key=key) for i, f in enumerate(att)],
                    [DieThrow(f, False, i, len(dfn), DEFENCE, beat.start + 0.06 + 0.04 * i,
                              TUMBLE - 0.06 - 0.04 * i - 0.1 * (i % 2), key=key) for i, f in enumerate(dfn)],
                    e["attack_hits"], e["defence_hits"], e["attack_dice"], e["defence_dice"])
        self.rolls.append(roll)
        self.rounds.append((beat.start, roll.round))
        self.set_info(beat.start, fort=e["fort"], attack_strength=e["attack_strength"],
                      defence_strength=e["defence_strength"])
        self.say(beat.start, e)
        self.timeline.cue(beat.start, "dice")
        if roll.attack_hits or roll.defence_hits:
            self.timeline.cue(roll.hits_at - 0.1, "steel")

    def on_casualties_chosen(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("chosen", 0.3, index)
        self.say(beat.start, e, "italic")

    def on_casualties(self, index: int, e: dict[str, Any]) -> None:
        falling: list[Counter] = []
        for kind, key in (("knight", "knights"), ("man", "men")):
            for owner, n in sorted(parse_counts(e.get(key)).items()):
                row = next((r for r in self.rows if r.seat == owner and r.left_at is None), None)
                if row is not None:
                    falling += list(reversed(row.alive(kind)))[:n]
        beat = self.timeline.add("casualties", fall_time(len(falling)), index, side=e.get("side"))
        for i, counter in enumerate(falling):
            counter.fell_at = beat.start + 0.15 + STAGGER * i
        side = _("The attack") if e.get("side") == ATTACK else _("The defence")
        self.timeline.say(beat.start, _("{side} takes {hits} hits and loses {what}").format(
            side=side, hits=e.get("hits", 0), what=describe_casualties(e, self.cast)))
        if falling or e.get("lords"):
            self.timeline.cue(beat.start + 0.15, "thud")

    def on_troops_lost(self, index: int, e: dict[str, Any]) -> None:
        """Battle losses were shown by ``casualties``; a surrender disbands the beaten army;
        an Uprising or a Plague strikes troops here."""
        cause = e.get("cause")
        if cause == "battle" and self.mode == "battle":
            return
        side = DEFENCE if self.mode == "uprising" else ATTACK
        row = next((r for r in self.rows if r.seat == e.get("player") and r.left_at is None), None)
        if row is None:
            row = self.row(e.get("player"), self.end, side)
            self.fill_units(row, int(e.get("knight", 0)), int(e.get("man", 0)), [], self.end)
        falling: list[Counter] = []
        for kind, key in (("knight", "knight"), ("man", "man")):
            falling += list(reversed(row.alive(kind)))[:int(e.get(key, 0))]
        beat = self.timeline.add("losses", fall_time(len(falling)), index, cause=cause)
        for i, counter in enumerate(falling):
            counter.fell_at = beat.start + 0.15 + STAGGER * i
        self.timeline.say(beat.start, _("{player} loses {what}").format(
            player=self.cast.name(e.get("player")), what=troops(e.get("knight"), e.get("man"), men_word(self.cast.edition))))
        if falling:
            self.timeline.cue(beat.start + 0.15, "thud")

    def on_troops_lost_unseen(self, index: int, e: dict[str, Any]) -> None:
        if self.mode == "battle" and e.get("cause") == "battle":
            return
        beat = self.timeline.add("losses", CASUALTY, index, cause=e.get("cause"))
        row = next((r for r in self.rows if r.seat == e.get("player") and r.left_at is None), None)
        if row is not None:
            alive = [c for c in row.counters() if c.fell_at is None]
            for i, counter in enumerate(alive[-int(e.get("counters", 0)):] if e.get("counters") else []):
                counter.fell_at = beat.start + 0.15 + STAGGER * i
        self.say(beat.start, e)

    def on_lord_died(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("death", DEATH, index, lord=e.get("lord"))
        token = self.lord_token(e.get("lord", ""))
        if token is None:
            row = self.row(e.get("player"), beat.start, DEFENCE if self.mode == "uprising" else ATTACK)
            token = LordToken(e.get("lord", "?"), e.get("player"), beat.start)
            row.lords.append(token)
        token.dead_at = beat.start + 0.3
        self.say(beat.start, e)
        village = e.get("village") or self.village or "-"
        self.timeline.say(beat.start + 0.3, _(MOURNING).format(
            player=self.cast.name(e.get("player")), lord=e.get("lord"), village=village), "italic")
        self.timeline.cue(beat.start + 0.3, "knell")

    def on_lord_captured(self, index: int, e: ev.LordCapturedEvent) -> None:
        beat = self.timeline.add("capture", CAPTURE, index, lord=e["lord"])
        token = self.lord_token(e["lord"])
        if token is not None:
            token.captive_at = beat.start + 0.35
            token.captor = e["captor"]
        self.say(beat.start, e)
        self.timeline.cue(beat.start + 0.3, "chains")

    def on_capture_declined(self, index: int, e: dict[str, Any]) -> None:
        beat = self.timeline.add("note", NOTE, index)
        self.say(beat.start, e, "italic")

    def on_battle_stance(self, index: int, e: ev.BattleStanceEvent) -> None:
        beat = self.timeline.add("stance", STANCE, index)
        row = next((r for r in self.rows if r.seat == e["player"] and r.left_at is None), None)
        if row is not None:
            now = row.side(beat.start)
            if e["stance"] == "switch" and now is not None:
                row.moves.append((beat.start + 0.4, DEFENCE if now == ATTACK else ATTACK))
            elif e["stance"] == "leave":
                row.left_at = beat.start + 0.4
        if e["gates_open"]:
            self.set_info(beat.start + 0.4, gates_open=True)
        self.say(beat.start, e)

    def on_battle_choice(self, index: int, e: ev.BattleChoiceEvent) -> None:
        beat = self.timeline.add("choice", CHOICE, index, choice=e["choice"])
        text = CHOICE_TEXT.get(e["choice"])
        if text is not None:
            self.banners.append((beat, _(text).format(player=self.cast.name(e["player"])), ""))
        self.say(beat.start, e)

    def on_tunnel(self, index: int, e: dict[str, Any]) -> None:
        beat = self.card(index, e, _("Secret Passage"))
        self.set_info(beat.start + 0.4, tunnel=True)

    def on_ambush_played(self, index: int, e: dict[str, Any]) -> None:
        self.card(index, e, _("Ambush"))

    def on_darc_played(self, index: int, e: dict[str, Any]) -> None:
        self.card(index, e, _("d'ARC"))

    def on_lord_revived(self, index: int, e: dict[str, Any]) -> None:
        self.card(index, e, _("The Teeth of St Géronce"))

    def on_battle_ended(self, index: int, e: ev.BattleEndedEvent) -> None:
        beat = self.timeline.add("end", END, index, outcome=e["outcome"])
        self.ended = beat
        self.outcome = dict(e)
        self.set_info(beat.start, attack_strength=e["attack_strength"],
                      defence_strength=e["defence_strength"])
        title, sub = self.outcome_text()
        self.timeline.say(beat.start, _("The battle of {village} ends: {outcome}. {winner}").format(
            village=e.get("village", self.village), outcome=title, winner=sub), "bold")
        self.timeline.cue(beat.start + 0.2, "fanfare" if e.get("winner") else "horn")
