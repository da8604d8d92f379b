"""What the battle scene says: the log line of each event, the outcome's proclamation, the
casualties in words, and each strength modifier's name and effect as the referee gives it."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.fief.api import Modifier
from engine.fief.api import render_message as render
from game.fief.anim.cast import Cast
from game.shell.i18n import N_, _
from game.fief.ui.counts import count
from game.fief.ui.event_lines import event_text as chronicle_line
from game.fief.ui.mob_words import mob_word

OUTCOME_TEXT: dict[str, str] = {
    "victory": N_("Victory"),
    "surrender": N_("Surrender"),
    "truce": N_("Truce"),
    "break_off": N_("The attack is broken off"),
    "leaderless": N_("The attack has lost its leaders"),
    "stalemate": N_("Stalemate: three rounds without a loss"),
    "only_lords": N_("Both armies are destroyed; the lords remain"),
    "annihilation": N_("Both armies are annihilated"),
    "lone_lords": N_("The lords stood alone"),
}

CHOICE_TEXT: dict[str, str] = {
    "continue": N_("{player} fights on"),
    "surrender": N_("{player} surrenders"),
    "truce": N_("{player} offers a truce"),
    "break_off": N_("{player} breaks off the attack"),
}

MOURNING = N_("† The family of {player} mourns {lord}, fallen at {village}.")


# Log lines of the ceremonies, worded short for the scene; other events (and every line that
# counts something) are the chronicle's (game.fief.ui.event_lines).
LOG_TEXT: dict[str, str] = {
    "battle_declared": N_("{player} attacks {target} in {village}"),
    "battle_started": N_("Battle of {village}: {attacker} attacks, {defender} defends"),
    "casualties_chosen": N_("{player} has chosen the casualties"),
    "lord_captured": N_("{lord} of {player} is taken captive by {captor}"),
    "capture_declined": N_("{player} leaves {lord} free"),
    "tunnel": N_("{player} attacks from the tunnels"),
    "lord_died": N_("{lord} of {player} dies"),
    "control_changed": N_("{player} now controls {village}"),
    "siege_lifted": N_("The siege of {village} is lifted"),
    "ambush_played": N_("{player} ambushes {lord}"),
    "plague_roll": N_("Plague: {lord} rolls {die}"),
    "disaster_struck": N_("A disaster strikes bishopric {bishopric}"),
    "married": N_("{lord} marries {lady}"),
    "queen_crowned": N_("{lord} is Queen"),
}
# A rising's lines, as the edition names its card (mob_words): kind -> the words' key.
MOB_LOG = {"uprising_played": "played", "uprising_stop_attempt": "stop_die"}
JOINED: dict[str, str] = {"attack": N_("{player} joins the attack"),
                          "defence": N_("{player} joins the defence"),
                          "out": N_("{player} stays out of the battle")}
STANCE_TEXT: dict[str, str] = {"stay": N_("{player} stays in the battle"),
                          "switch": N_("{player} switches sides"),
                          "leave": N_("{player} leaves the battle")}


def event_text(event: Mapping[str, Any], cast: Cast) -> str:
    """The log line of an event, translated, with seats shown by name."""
    kind = event.get("kind", "")
    template = LOG_TEXT.get(kind) or (mob_word(MOB_LOG[kind], cast.edition) if kind in MOB_LOG
                                      else None)
    if kind == "battle_joined":
        template = JOINED.get(event.get("side", ""))
    elif kind == "battle_stance":
        template = STANCE_TEXT.get(event.get("stance", ""))
    elif kind == "battle_choice":
        template = CHOICE_TEXT.get(event.get("choice", ""))
    if template is None:
        return chronicle_line(event, list(cast.names), cast.edition)
    params = {k: v for k, v in event.items() if k not in ("kind", "seq", "audience")}
    return render(_(template), params, list(cast.names))


def parse_counts(items: Any) -> dict[int, int]:
    """``["0:2", "1:1"]`` (a casualties event) -> {0: 2, 1: 1}."""
    if items is None:
        return {}
    if not isinstance(items, (list, tuple)):
        items = [items]
    counts: dict[int, int] = {}
    for item in items:
        owner, _sep, n = str(item).partition(":")
        if owner.isdigit() and n.isdigit():
            counts[int(owner)] = counts.get(int(owner), 0) + int(n)
    return counts


def describe_casualties(action: dict[str, Any], cast: Cast) -> str:
    """A casualties allocation (action or event) in words: who loses what."""
    parts = []
    for key, one, many in (("knights", N_("{n} knight of {player}"), N_("{n} knights of {player}")),
                           ("men", N_("{n} man at arms of {player}"), N_("{n} men at arms of {player}"))):
        for owner, n in sorted(parse_counts(action.get(key)).items()):
            if n:
                parts.append(_(one if n == 1 else many).format(n=n, player=cast.name(owner)))
    lords = action.get("lords")
    if lords:
        lords = [lords] if isinstance(lords, str) else list(lords)
        parts.append(_("lords killed: {lords}").format(lords=", ".join(lords)))
    return ", ".join(parts) if parts else _("no loss")


def casualties_by_owner(action: dict[str, Any], cast: Cast) -> str:
    """A casualties allocation in a few words for a button: ``DAVID: 1 knight, 3 men at arms ·
    KIRSTEN: 2 men at arms``."""
    knights, men = parse_counts(action.get("knights")), parse_counts(action.get("men"))
    parts = []
    for owner in sorted(set(knights) | set(men)):
        items = []
        for n, word in ((knights.get(owner, 0), "knights"), (men.get(owner, 0), "men")):
            if n:
                items.append(count(word, n))       # plural forms (game.fief.ui.counts)
        if items:
            parts.append(_("{player}: {losses}").format(player=cast.name(owner), losses=", ".join(items)))
    lords = action.get("lords")
    if lords:
        lords = [lords] if isinstance(lords, str) else list(lords)
        parts.append(_("lords killed: {lords}").format(lords=", ".join(lords)))
    return " · ".join(parts) if parts else _("no loss")


# --- the pieces --------------------------------------------------------------------------------


# What each kind of modifier is called on the battle screen (engine.fief.strength).
MODIFIER_NAMES = {
    "darc": N_("d'ARC"), "fortification": N_("Fortification"), "engines": N_("Siege engines"),
    "tunnel": N_("Secret Passage"), "gates_open": N_("The gates are opened"),
    "grail": N_("Holy Grail"), "spear": N_("Holy Spear"), "cavalcade": N_("Blocking a Cavalcade"),
}


def modifier_reason(modifier: Modifier) -> str:
    """ "Siege engines (6.4.2)": the modifier's name and the rule that gives it."""
    name = _(MODIFIER_NAMES.get(modifier["kind"], modifier["kind"]))
    return _("{name} ({rule})").format(name=name, rule=modifier["rule"])


def modifier_effect(modifier: Modifier) -> str:
    """ "−2 dice", "+1 hit per die", "+1 hit": what the modifier changes, as the referee said."""
    parts = []
    dice, per_die, hits = modifier["dice"], modifier["hits_per_die"], modifier["hits"]
    if dice:
        parts.append((_("+{n} die") if dice == 1 else _("+{n} dice") if dice > 0
                      else _("−{n} die") if dice == -1 else _("−{n} dice")).format(n=abs(dice)))
    if per_die:
        parts.append((_("+{n} hit per die") if per_die > 0
                      else _("−{n} hit per die")).format(n=abs(per_die)))
    if hits:
        parts.append((_("+{n} hit") if hits > 0 else _("−{n} hit")).format(n=abs(hits)))
    return ", ".join(parts)
