"""The script of a battle: engine events in, a timeline of what to show out.

``BattleScript(events, cast)`` reads a battle's events in order (``battle_declared`` ...
``battle_ended``; a Cavalcade's fight is the same; an Uprising or a Plague uses the same pieces)
and lays out beats: the armies step in, the dice tumble and land on the faces the engine drew,
hits fly to the other side, counters fall, lords are bound or mourned, choices are announced and
the outcome proclaimed. Every quantity shown comes from an event: each side's strength points,
dice and modifiers with their rule are the referee's (``attack_strength``/``defence_strength``,
engine.fief.strength), never worked out here.

The script is a pure function of (events, cast): ``state`` questions take a time ``t`` and
answer the same way every time, which is what makes skip and replay exact.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

from engine.fief.api import SideStrength
from engine.fief.api import event_types as ev
from game.anim.battle_pieces import (
    ATTACK,
    CAPTURE,
    CARD,
    CASUALTY,
    CHOICE,
    D6_ROLL,
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
    Row,
    fall_time,
)
from game.anim.battle_words import (
    CHOICE_TEXT,
    MOURNING,
    OUTCOME_TEXT,
    describe_casualties,
    event_text,
    modifier_effect,
    modifier_reason,
    parse_counts,
)
from game.anim.cast import Cast
from game.anim.timeline import Beat, Timeline
from game.i18n import _

# --- the script ------------------------------------------------------------------------------

class BattleScript:
    """Everything a battle scene shows, laid out in time from the battle's events."""

    def __init__(self, events: Sequence[dict[str, Any]], cast: Cast) -> None:
        self.cast = cast
        self.events = [e for e in events if "audience" not in e]
        self.timeline = Timeline()
        self.rows: list[Row] = []
        self.rolls: list[Roll] = []
        self.banners: list[tuple[Beat, str, str]] = []      # beat, title, subtitle
        self.info: list[tuple[float, dict[str, Any]]] = []   # battle conditions over time
        self.mode = "battle"
        self.village: str | None = None
        self.attacker: int | None = None
        self.defender: int | None = None
        self.cavalcade = False
        self.siege = False
        self.ended: Beat | None = None
        self.outcome: dict[str, Any] | None = None
        self.rounds: list[tuple[float, int]] = []
        self.timeline.add("open", 0.0, -1)
        for index, event in enumerate(self.events):
            handler = getattr(self, "on_" + event.get("kind", ""), None)
            if handler is not None:
                handler(index, event)
            else:
                self.note(index, event)

    # --- helpers ---------------------------------------------------------------------------
    @property
    def end(self) -> float:
        return self.timeline.end

    def say(self, at: float, event: Mapping[str, Any], style: str = "body") -> None:
        self.timeline.say(at, event_text(event, self.cast), style)

    def row(self, seat: int | None, at: float, side: str | None = None) -> Row:
        for row in self.rows:
            if row.seat == seat and (row.left_at is None):
                return row
        row = Row(seat, at)
        if side is not None:
            row.moves.append((at, side))
        self.rows.append(row)
        return row

    def lord_token(self, name: str) -> LordToken | None:
        for row in self.rows:
            for token in row.lords:
                if token.name == name:
                    return token
        return None

    def set_info(self, at: float, **changes: Any) -> None:
        current = dict(self.info[-1][1]) if self.info else {}
        current.update(changes)
        self.info.append((at, current))

    def info_at(self, t: float) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for at, info in self.info:
            if at <= t:
                found = info
        return found

    def note(self, index: int, event: dict[str, Any]) -> None:
        beat = self.timeline.add("note", NOTE, index, event=event.get("kind"))
        self.say(beat.start, event)

    def card(self, index: int, event: dict[str, Any], title: str) -> Beat:
        beat = self.timeline.add("card", CARD, index, title=title)
        self.banners.append((beat, title, event_text(event, self.cast)))
        self.say(beat.start, event)
        self.timeline.cue(beat.start, "card")
        return beat

    def fill_units(self, row: Row, knights: int, men: int, lords: Sequence[str], at: float,
                   unknown: int = 0) -> None:
        """The counters of a row as the battle reveals them (11.2: every unit is shown)."""
        i = 0
        for kind, n in (("knight", knights), ("man", men), ("unknown", unknown)):
            pool = row.knights if kind == "knight" else row.men
            have = len([c for c in pool if c.kind == kind and c.fell_at is None])
            for _n in range(max(0, n - have)):
                pool.append(Counter(kind, row.seat, at + 0.05 * i))
                i += 1
        for name in lords:
            if self.lord_token(name) is None:
                row.lords.append(LordToken(name, row.seat, at + 0.05 * i))
                i += 1

    # --- a battle ----------------------------------------------------------------------------
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
        player = e.get("player")
        lost = {"knights": f"{player}:{e.get('knight', 0)}", "men": f"{player}:{e.get('man', 0)}"}
        self.timeline.say(beat.start, _("{player} loses {what}").format(
            player=self.cast.name(player), what=describe_casualties(lost, self.cast)))
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

    # --- an Uprising (10.1) -------------------------------------------------------------------
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
        faces = list(e.get("faces") or [])
        beat = self.timeline.add("roll", TUMBLE + FLY + SETTLE, index, round=1)
        key = f"{index}:uprising"
        roll = Roll(beat, 1, [DieThrow(f, True, i, len(faces), ATTACK, beat.start + 0.04 * i,
                                       TUMBLE - 0.04 * i, key=key) for i, f in enumerate(faces)],
                    [], int(e.get("hits", 0)), 0, int(e.get("dice", len(faces))), 0, kind="uprising")
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

    # --- what the scene asks -------------------------------------------------------------------
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
            return [(_("Uprising cards"), str(info.get("cards", 1)))] if side == ATTACK else []
        found = self.strength_at(side, t)
        if found is None:
            return []
        return [(modifier_reason(m), modifier_effect(m)) for m in found["modifiers"]]

    def title(self) -> str:
        village = self.village or "-"
        if self.mode == "uprising":
            return _("Uprising in {village}").format(village=village)
        if self.mode == "plague":
            return _("The Plague")
        if self.cavalcade:
            return _("Cavalcade at {village}").format(village=village)
        if self.siege:
            return _("Siege of {village}").format(village=village)
        return _("Battle of {village}").format(village=village)

    def subtitle(self, t: float) -> str:
        if self.mode != "battle":
            return ""
        parts = [_("{attacker} attacks {defender}").format(
            attacker=self.cast.name(self.attacker), defender=self.cast.name(self.defender))]
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
            return _("The Uprising comes to nothing"), ""
        if kind == "uprising_destroyed":
            return _("The village is sacked"), event_text(self.outcome, self.cast)
        outcome = self.outcome.get("outcome", "")
        title = _(OUTCOME_TEXT.get(outcome, outcome))
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
        return {"rows": rows, "dice": dice, "round": self.round_at(t),
                "log": [line.text for line in self.timeline.lines_at(t)],
                "ended": self.ended is not None and t >= self.ended.start}


