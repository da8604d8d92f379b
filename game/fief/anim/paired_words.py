"""What the battle scene says of a battle by paired dice (the simplified variant, 004 §2.2,
§7-§9): the title that gives a lord his strength, why a piece brings what it brings ("clerics
never attack", "places count in defence only", "an untitled lady has no strength"), the points
counted, the choices, the outcomes and the losses. Every number comes from the event that
carries it (``paired_battle_started``, ``paired_round``, ``paired_battle_ended``)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.fief.anim.cast import Cast
from game.shell.i18n import N_, NP_, _, ngettext

# The title that gives a lord his strength (004 §2.2), as the referee names it.
TITLE_NAMES: dict[str, str] = {
    "man": N_("untitled lord"), "lady": N_("untitled lady"), "barony": N_("baron"),
    "county": N_("count"), "duchy": N_("duke"), "crown": N_("King or Queen"),
    "darc": N_("d'ARC"), "bishop": N_("Bishop"), "cardinal": N_("Cardinal"), "pope": N_("Pope"),
}
CLERICS = frozenset({"bishop", "cardinal", "pope"})

PLACE_NAMES: dict[str, str] = {"village": N_("The village (defence only)"),
                               "stronghold": N_("The castle (defence only)"),
                               "city": N_("The city (defence only)")}

PAIRED_CHOICE_TEXT: dict[str, str] = {
    "continue": N_("{player} fights on"),
    "stop": N_("{player} stops the battle"),
    "counter": N_("{player} counter-attacks"),
}

PAIRED_OUTCOME_TEXT: dict[str, str] = {
    "stopped": N_("The battle is over"),
    "no_dice": N_("A side has no die left"),
    "ride_won": N_("The ride breaks through"),
    "ride_lost": N_("The ride is stopped"),
}

DEATHS = NP_("{n} death point", "{n} death points")
PRISONERS = NP_("{n} prisoner point", "{n} prisoner points")
DAMAGES = NP_("{n} point of war damages", "{n} points of war damages")
DICE = NP_("{n} die", "{n} dice")


def counted(pair: tuple[str, str], n: int) -> str:
    """ "1 death point", "2 death points": the counted phrase in the player's language."""
    return ngettext(pair[0], pair[1], n).format(n=n)


def lord_reason(part: Mapping[str, Any], attacking: bool) -> str:
    """Why a lord brings his points: "RAOUL, duke"; a cleric in attack brings nothing
    ("clerics never attack", 004 §2.2); an untitled lady nothing (S-8)."""
    title = str(part.get("title", ""))
    name = _(TITLE_NAMES.get(title, title))
    if attacking and title in CLERICS:
        return _("{lord}, {title}: clerics never attack (004 §2.2)").format(
            lord=part.get("lord"), title=name)
    if title == "lady" and not part.get("strength"):
        return _("{lord}: an untitled lady has no strength (S-8)").format(lord=part.get("lord"))
    if title in CLERICS:
        return _("{lord}, {title} (in defence)").format(lord=part.get("lord"), title=name)
    return _("{lord}, {title}").format(lord=part.get("lord"), title=name)


TAKEN_LATER = NP_("{titles} taken this turn counts after the battles (S-13)",
                  "{titles} taken this turn count after the battles (S-13)")
LOST_LATER = NP_("{titles} lost this turn counts until the battles end (S-13)",
                 "{titles} lost this turn count until the battles end (S-13)")


def title_name(title: str) -> str:
    """A title as the referee names it: a fief by its name, a role ("bishop") in words."""
    return _(TITLE_NAMES[title]) if title in TITLE_NAMES else title


def later_reasons(part: Mapping[str, Any]) -> list[str]:
    """S-13: why a lord whose titles changed this turn fights with the old ones: "Duchy of
    AUTUN taken this turn counts after the battles (S-13)", as the event's ``later`` says."""
    later = part.get("later") or {}
    lines = []
    for key, pair in (("gained", TAKEN_LATER), ("lost", LOST_LATER)):
        titles = [title_name(str(t)) for t in later.get(key, [])]
        if titles:
            lines.append(ngettext(pair[0], pair[1], len(titles)).format(titles=", ".join(titles)))
    return lines


def strength_lines(side: Mapping[str, Any], attacking: bool) -> list[tuple[str, str]]:
    """(reason, points) for each part of a side's strength: its lords (with why a title
    taken or lost this turn does not count yet, S-13), then its place."""
    lines = []
    for part in side.get("lords", []):
        lines.append((lord_reason(part, attacking), "+{n}".format(n=part.get("strength", 0))))
        lines += [("  " + reason, "") for reason in later_reasons(part)]
    kind = side.get("place_kind")
    if kind:
        lines.append((_(PLACE_NAMES.get(str(kind), str(kind))), "+{n}".format(n=side.get("place", 0))))
    return lines


def points_text(points: Mapping[str, Any] | None) -> str:
    """ "1 death point, 2 prisoner points" (or nothing yet)."""
    if not points or not (points.get("deaths") or points.get("prisoners")):
        return _("no point taken")
    return _("{deaths}, {prisoners}").format(deaths=counted(DEATHS, int(points.get("deaths", 0))),
                                             prisoners=counted(PRISONERS, int(points.get("prisoners", 0))))


def losses_text(losses: Mapping[str, Any], cast: Cast) -> str:
    """A side's losses when the battle ends: the lords killed and captured, the place taken,
    the war damages owed by family (S-5, S-9)."""
    parts = []
    if losses.get("killed"):
        parts.append(_("killed: {lords}").format(lords=", ".join(losses["killed"])))
    if losses.get("captured"):
        parts.append(_("captured: {lords}").format(lords=", ".join(losses["captured"])))
    if losses.get("taken"):
        parts.append(_("place taken: {village}").format(village=", ".join(losses["taken"])))
    shares = [s for s in losses.get("shares", []) if s.get("amount")]
    if shares:
        parts.append(_("owed by {who}").format(who=", ".join(
            _("{player} {damages}").format(player=cast.name(s.get("player")),
                                           damages=counted(DAMAGES, int(s["amount"])))
            for s in shares)))
    elif losses.get("damages"):
        parts.append(counted(DAMAGES, int(losses["damages"])))
    return "; ".join(parts) if parts else _("no loss")


def names(seats: Any, cast: Cast) -> str:
    """The families of a side (three families may fight one battle)."""
    return ", ".join(cast.name(seat) for seat in (seats or []))
