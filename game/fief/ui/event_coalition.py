"""The chronicle's lines of a coalition's agreement at the end of a battle of the introductory
game (S-15): the principal's proposal, each family's answer, the losses drawn by die when one
refuses, the place left without owner, and a fief broken up. Every name and number is the
event's; ``event_lines.event_text`` picks these by the event's kind."""
from __future__ import annotations

from game.shell.i18n import N_, NP_, _, ngettext
from game.fief.ui.event_sentences import Params, Words, join

PROPOSALS = {"attack": N_("{player} proposes for the attack: {what}"),
             "defence": N_("{player} proposes for the defence: {what}")}
ANSWERS = {"accept": N_("{player} accepts the proposal"),
           "refuse": N_("{player} refuses: the dice will decide (S-15)")}
DEATH_DRAW = NP_("{n} death point to allot: the die draws {chosen} among {candidates}",
                 "{n} death points to allot: the die draws {chosen} among {candidates}")
PRISONER_DRAW = NP_("{n} prisoner point to allot: the die draws {chosen} among {candidates}",
                    "{n} prisoner points to allot: the die draws {chosen} among {candidates}")
KEPT = NP_("The {fief} is broken up: {player} keeps {n} village ({villages})",
           "The {fief} is broken up: {player} keeps {n} villages ({villages})")


def names(value: object) -> list[str]:
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def proposal_parts(p: Params, w: Words) -> str:
    """What the principal proposes: who dies, who is taken, the place lost or given."""
    parts = []
    if names(p.get("killed")):
        parts.append(_("{lords} to die").format(lords=join(names(p.get("killed")))))
    if names(p.get("captured")):
        parts.append(_("{lords} to be taken").format(lords=join(names(p.get("captured")))))
    if names(p.get("taken")):
        parts.append(_("{village} lost").format(village=join(names(p.get("taken")))))
    if p.get("place_to") is not None:
        parts.append(_("{village} to {player}").format(village=p.get("village"),
                                                        player=w.name(p.get("place_to"))))
    return "; ".join(parts) if parts else _("no loss")


def coalition_proposal(p: Params, w: Words) -> str:
    template = PROPOSALS.get(str(p.get("side")), PROPOSALS["attack"])
    return _(template).format(player=w.name(p.get("player")), what=proposal_parts(p, w))


def coalition_answered(p: Params, w: Words) -> str:
    template = ANSWERS.get(str(p.get("answer")), ANSWERS["accept"])
    return _(template).format(player=w.name(p.get("player")))


def losses_drawn(p: Params, w: Words) -> str:
    """A piece drawn by die (004 §9); the faces rolled follow, or none when one could fall."""
    pair = DEATH_DRAW if p.get("loss") == "deaths" else PRISONER_DRAW
    n = int(p.get("points", 0) or 0)
    candidates = names(p.get("candidates")) or [str(p.get("chosen"))]
    line = ngettext(pair[0], pair[1], n).format(n=n, chosen=p.get("chosen"),
                                                candidates=join(candidates))
    faces = names(p.get("faces"))
    if not faces:
        return _("{line} (no other could fall)").format(line=line)
    return _("{line} (die: {faces})").format(line=line, faces=", ".join(faces))


def place_unowned(p: Params, w: Words) -> str:
    return _("{village} stays without owner: its takers did not agree (S-15)").format(
        village=p.get("village"))


def fief_broken_up(p: Params, w: Words) -> str:
    kept = names(p.get("kept"))
    if not kept or p.get("player") is None:
        return _("The {fief} is broken up: its city is now a castle").format(fief=p.get("fief"))
    return ngettext(KEPT[0], KEPT[1], len(kept)).format(
        fief=p.get("fief"), player=w.name(p.get("player")), n=len(kept), villages=join(kept))
