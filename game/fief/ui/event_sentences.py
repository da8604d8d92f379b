"""The chronicle's lines whose wording depends on the event's values: a battle with no winner,
troops with no knight among them, a lord alone or several (one verb each), a die or none.

Each function takes the event's parameters and the table's names and returns the sentence in
the player's language; ``event_lines.event_text`` picks it by the event's kind. Numbers are
counted through ``counts.count``, lists of names read "A, B and C".
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.shell.i18n import N_, NP_, _, ngettext
from game.fief.ui.action_texts import refusal_text
from game.fief.ui.counts import count, men_word, money_word, rules_of
from game.fief.ui.mob_words import mob_word
from game.fief.ui.texts import tr, value_word

Params = Mapping[str, Any]


@dataclass(frozen=True)
class Words:
    """The table's names, for seats shown by name, and its edition, whose words some lines
    take: its money (the key of ``counts.WORDS`` its rules table names: deniers, ecus,
    resources) and the name of its rising (mob_words)."""

    names: list[str]
    edition: str = "1429"

    @property
    def money(self) -> str:
        return money_word(self.edition)

    @property
    def men(self) -> str:
        return men_word(self.edition)

    @property
    def fort(self) -> str:
        return rules_of(self.edition).fort_word

    def unit(self, word: str) -> str:
        """``word``, or this table's money for the word "money"."""
        return self.money if word == "money" else word

    def name(self, seat: Any) -> str:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self.names):
            return self.names[seat]
        return str(seat)


def join(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C" in the player's language."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def troops(knights: Any, men: Any, men_key: str = "men") -> str:
    """ "2 knights and 1 man at arms", "1 man at arms" (a count of 0 is left out); ``men_key``
    the edition's troop of strength 1 ("sergeants" in 2011)."""
    parts = [count(word, n) for word, n in (("knights", knights), (men_key, men)) if n]
    return join(parts) if parts else _("no troops")


def lords_of(params: Params) -> list[str]:
    lords = params.get("lords") or []
    return [lords] if isinstance(lords, str) else [str(lord) for lord in lords]


def recruited(p: Params, w: Words) -> str:
    return _("{player} recruits {troops} in {village}").format(
        player=w.name(p.get("player")), troops=troops(p.get("knights"), p.get("men"), w.men),
        village=p.get("village"))


def troops_lost(p: Params, w: Words) -> str:
    return _("{player} loses {troops} in {village} ({cause})").format(
        player=w.name(p.get("player")), troops=troops(p.get("knight"), p.get("man"), w.men),
        village=p.get("village"), cause=value_word("cause", p.get("cause")))


def control_changed(p: Params, w: Words) -> str:
    if p.get("player") is None:
        return _("{village} is no longer controlled by anyone").format(village=p.get("village"))
    return _("{village} is now controlled by {player}").format(
        village=p.get("village"), player=w.name(p.get("player")))


# A fortification built, by the edition's name of it (Rules.fort_word).
BUILT = {"stronghold": N_("{player} builds a Stronghold in {village}"),
         "castle": N_("{player} builds a castle in {village}")}


def built(p: Params, w: Words) -> str:
    template = (BUILT[w.fort] if p.get("building") == "stronghold"
                else N_("{player} builds a mill in {village}"))
    return _(template).format(player=w.name(p.get("player")), village=p.get("village"))


def battle_started(p: Params, w: Words) -> str:
    line = _("Battle of {village}: {attacker} attacks, {defender} defends").format(
        village=p.get("village"), attacker=w.name(p.get("attacker")),
        defender=w.name(p.get("defender")))
    if p.get("penalty"):
        line += _("; the attack loses {dice}").format(dice=count("dice", p.get("penalty")))
    return line


def rolls(faces: Any, hits: Any) -> str:
    """ "rolls 3, 1 for 4 hits", or "rolls no die"."""
    if not faces:
        return _("rolls no die")
    shown = ", ".join(str(f) for f in faces) if isinstance(faces, list) else str(faces)
    return _("rolls {faces} for {hits}").format(faces=shown, hits=count("hits", hits))


def battle_roll(p: Params, w: Words) -> str:
    return _("Round {round} in {village}: the attack {attack}, the defence {defence}").format(
        round=p.get("round"), village=p.get("village"),
        attack=rolls(p.get("attack_faces"), p.get("attack_hits")),
        defence=rolls(p.get("defence_faces"), p.get("defence_hits")))


def owner_counts(items: Any) -> dict[int, int]:
    """``["0:2", "1:1"]`` (a casualties event) -> {0: 2, 1: 1}."""
    out: dict[int, int] = {}
    for item in items or []:
        owner, _sep, n = str(item).partition(":")
        if owner.isdigit() and n.isdigit():
            out[int(owner)] = out.get(int(owner), 0) + int(n)
    return out


KILLED = NP_("{lords} killed", "{lords} killed")


def casualties(p: Params, w: Words) -> str:
    knights, men = owner_counts(p.get("knights")), owner_counts(p.get("men"))
    losses = [_("{troops} of {player}").format(troops=troops(knights.get(s, 0), men.get(s, 0), w.men),
                                               player=w.name(s))
              for s in sorted(set(knights) | set(men)) if knights.get(s) or men.get(s)]
    if lords_of(p):
        killed = ngettext(*KILLED, len(lords_of(p)))      # French agrees with the number
        losses.append(killed.format(lords=join(lords_of(p))))
    template = (N_("The attack takes {hits}: {losses}") if p.get("side") == "attack"
                else N_("The defence takes {hits}: {losses}"))
    return _(template).format(hits=count("hits", p.get("hits")),
                              losses=_("; ").join(losses) if losses else _("no loss"))


def casualties_chosen(p: Params, w: Words) -> str:
    template = (N_("{player} has chosen the casualties of the attack") if p.get("side") == "attack"
                else N_("{player} has chosen the casualties of the defence"))
    return _(template).format(player=w.name(p.get("player")))


OUTCOMES: dict[str, str] = {
    "victory": N_("victory"), "surrender": N_("surrender"), "truce": N_("truce"),
    "break_off": N_("the attack is broken off"), "leaderless": N_("no lord left to lead"),
    "stalemate": N_("stalemate"), "only_lords": N_("only lords are left"),
    "annihilation": N_("both armies are annihilated"), "lone_lords": N_("lone lords are taken"),
    # the introductory game's battles by paired dice (S-7) and rides (004 §6)
    "stopped": N_("the attack stops"), "no_dice": N_("a side has no die left"),
    "ride_won": N_("the ride is won"), "ride_lost": N_("the ride is lost"),
}


def battle_ended(p: Params, w: Words) -> str:
    outcome, village = tr(OUTCOMES, p.get("outcome")), p.get("village")
    if p.get("winner") == "attack":
        return _("The battle of {village} ends ({outcome}): the attack wins").format(
            village=village, outcome=outcome)
    if p.get("winner") == "defence":
        return _("The battle of {village} ends ({outcome}): the defence wins").format(
            village=village, outcome=outcome)
    return _("The battle of {village} ends ({outcome}) with no winner").format(
        village=village, outcome=outcome)


def place_taken(p: Params, w: Words) -> str:
    """The introductory game's place taken in a battle; an empty village had no holder."""
    if p.get("previous") is None:
        return _("{player} takes {village}").format(player=w.name(p.get("player")),
                                                     village=p.get("village"))
    return _("{player} takes {village} from {previous}").format(
        player=w.name(p.get("player")), village=p.get("village"), previous=w.name(p.get("previous")))


BATTLE_SIDES = {"attack": N_("{player} joins the attack in {village}"),
                "defence": N_("{player} joins the defence in {village}"),
                "out": N_("{player} stays out of the battle of {village}")}
STANCES = {"stay": N_("{player} stays in the battle of {village}"),
           "switch": N_("{player} switches sides in the battle of {village}"),
           "leave": N_("{player} leaves the battle of {village}")}


def battle_joined(p: Params, w: Words) -> str:
    return _(BATTLE_SIDES.get(str(p.get("side")), BATTLE_SIDES["out"])).format(
        player=w.name(p.get("player")), village=p.get("village"))


def battle_stance(p: Params, w: Words) -> str:
    return _(STANCES.get(str(p.get("stance")), STANCES["stay"])).format(
        player=w.name(p.get("player")), village=p.get("village"))


def uprising_result(p: Params, w: Words) -> str:
    """The mob's roll as the event says it was thrown: a battle die per card (10.1), or the
    ordinary die with +1 for each card beyond the first (``roll`` "d6", 2011 E-6)."""
    if p.get("roll") == "d6":
        return revolt_result(p)
    if not p.get("faces"):
        return _("Uprising in {village}: no die is rolled").format(village=p.get("village"))
    return _("Uprising in {village}: {dice} {roll}").format(
        village=p.get("village"), dice=count("dice", p.get("dice")),
        roll=rolls(p.get("faces"), p.get("hits")))


def revolt_result(p: Params) -> str:
    """ "Revolt in MAZILLES (3 cards): the die rolls 2, +2 for the cards, 4 hits"."""
    faces = p.get("faces") or []
    if not faces:
        return _("Revolt in {village}: nobody to fight, no die is rolled").format(
            village=p.get("village"))
    values = {"village": p.get("village"), "cards": count("cards", p.get("cards")),
              "die": faces[0], "bonus": p.get("bonus"), "hits": count("hits", p.get("hits"))}
    if p.get("bonus"):
        return _("Revolt in {village} ({cards}): the die rolls {die}, +{bonus} for the cards, "
                 "{hits}").format(**values)
    return _("Revolt in {village} ({cards}): the die rolls {die}, {hits}").format(**values)


def uprising_stop_attempt(p: Params, w: Words) -> str:
    template = mob_word("stop_cardinal" if p.get("role") == "cardinal" else "stop_bishop",
                        w.edition)
    return _(template).format(lord=p.get("lord"), village=p.get("village"), die=p.get("die"))


def some_lords(forms: tuple[str, str]) -> Callable[[Params, Words], str]:
    """A sentence whose verb agrees with its lords: "ANNE escapes", "ANNE and JEAN escape"."""
    def sentence(p: Params, w: Words) -> str:
        lords = lords_of(p)
        values = {k: v for k, v in p.items() if isinstance(v, (str, int))}
        values.update(lords=join(lords), player=w.name(p.get("player")), host=w.name(p.get("host")),
                      reason=refusal_text(str(p.get("reason", "")), None, p.get("why"),
                                          p.get("why_values")))
        return ngettext(*forms, len(lords)).format(**values)
    return sentence


escape_played = some_lords(NP_("{player} plays a Secret Passage: {lords} escapes",
                               "{player} plays a Secret Passage: {lords} escape"))
passage_refused = some_lords(NP_("{lords} of {player} is refused passage",
                                 "{lords} of {player} are refused passage"))
place_reinforced = some_lords(
    NP_("{lords} of {player} enters the besieged {village} with the consent of {host}",
        "{lords} of {player} enter the besieged {village} with the consent of {host}"))
step_lapsed = some_lords(NP_("{lords} of {player} does not go to {to}: {reason}",
                             "{lords} of {player} do not go to {to}: {reason}"))


def moved_unseen(p: Params, w: Words) -> str:
    values = dict(player=w.name(p.get("player")), lords=join(lords_of(p)), frm=p.get("frm"),
                  to=p.get("to"), counters=count("counters", p.get("counters")))
    if not p.get("counters"):
        return _("{player} moves {lords} from {frm} to {to}").format(**values)
    return _("{player} moves {lords} from {frm} to {to} with {counters}").format(**values)


def uprising_destroyed(p: Params, w: Words) -> str:
    losses = [count("mills", p.get("mills"))] if p.get("mills") else []
    if p.get("stronghold"):
        losses.append(_("the Stronghold"))
    return _("The mob of {village} destroys {losses}").format(
        village=p.get("village"), losses=join(losses) if losses else _("nothing"))
