"""What the battle scene's buttons say and ask: the label of each answer to a battle's
decisions (fight on, surrender, the casualties suggested...), the buttons a decision offers,
and the question above them."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from game.fief.anim.battle_words import casualties_by_owner
from game.fief.anim.cast import Cast
from game.shell.i18n import _
from game.fief.ui.event_coalition import proposal_parts
from game.fief.ui.event_sentences import Words


def action_label(action: dict[str, Any], cast: Cast) -> str:
    kind = action.get("kind")
    if kind == "battle_choice":
        return {"continue": _("Fight on"), "surrender": _("Surrender"), "truce": _("Offer a truce"),
                "break_off": _("Break off the attack")}.get(str(action.get("choice")), str(action.get("choice")))
    if kind == "paired_battle_choice":
        return {"continue": _("Fight on"), "stop": _("Stop the battle"),
                "counter": _("Counter-attack")}.get(str(action.get("choice")), str(action.get("choice")))
    if kind == "coalition_accord":
        return {"accept": _("Accept the proposal"),
                "refuse": _("Refuse: let the dice decide")}.get(str(action.get("answer")),
                                                                 str(action.get("answer")))
    if kind == "coalition_stance":
        return {"stay": _("Stay on this side"),
                "leave": _("Leave the battle")}.get(str(action.get("stance")), str(action.get("stance")))
    if kind == "answer_truce":
        return _("Accept the truce") if action.get("accept") else _("Refuse and fight on")
    if kind == "battle_stance":
        return {"stay": _("Stay on this side"), "switch": _("Switch sides"),
                "leave": _("Leave the battle")}.get(str(action.get("stance")), str(action.get("stance")))
    if kind == "join_battle":
        return {"attack": _("Join the attack"), "defence": _("Join the defence"),
                "out": _("Stay out")}.get(str(action.get("side")), str(action.get("side")))
    if kind == "casualties":
        return casualties_by_owner(action, cast)
    if kind == "capture":
        return _("Take {lord} captive ({player})").format(lord=action.get("lord"),
                                                          player=cast.name(action.get("to")))
    if kind == "release":
        return _("Let {lord} go free").format(lord=action.get("lord"))
    if kind == "pass":
        return _("Pass")
    if kind == "play_card":
        card = action.get("card")
        if card == "ambush":
            return _("Play Ambush on {lord}").format(lord=action.get("lord"))
        if card == "secret_passage":
            return _("Play Secret Passage: attack through the tunnels")
        return _("Play {card}").format(card=str(card).replace("_", " "))
    if kind == "assign_fief":
        return _("Give the title {fief} to {lord}").format(fief=action.get("fief"), lord=action.get("lord"))
    if kind == "geronce":
        return _("Use the Teeth of St Géronce") if action.get("revive") else _("Let him die")
    if kind == "losses":
        return _("Lose {knights} knights and {men} men at arms").format(
            knights=action.get("knights", 0), men=action.get("men", 0))
    return Action.from_dict(action).text()


def choice_buttons(decision: dict[str, Any], cast: Cast) -> list[tuple[str, dict[str, Any], bool]]:
    """(label, action, primary) for each choice a decision offers; the engine's suggestion for
    casualties comes first."""
    out: list[tuple[str, dict[str, Any], bool]] = []
    info = decision.get("info", {})
    choices = list(decision.get("choices") or [])
    if decision.get("kind") == "casualties" and info.get("suggested"):
        suggested = Action.parse(info["suggested"]).to_dict()
        out.append((_("Accept: {what}").format(what=casualties_by_owner(suggested, cast)), suggested, True))
        choices = [c for c in choices if c != suggested][:3]
    for i, action in enumerate(choices[:10]):
        primary = not out and i == 0 and decision.get("kind") in ("battle_choice", "answer_truce",
                                                                  "paired_battle_choice")
        out.append((action_label(action, cast), action, primary))
    return out


def decision_prompt(decision: dict[str, Any], cast: Cast) -> str:
    kind = decision.get("kind")
    info = decision.get("info", {})
    if kind == "battle_choice":
        return _("After this round: fight on, surrender, offer a truce or break off?") \
            if info.get("side") == "attack" else _("After this round: fight on, surrender or offer a truce?")
    if kind == "paired_battle_choice":
        return _("After this round: fight on or stop the battle?") if info.get("side") != "defence" \
            else _("The attack stops: counter-attack, or let the battle end?")
    if kind == "coalition_stance":
        return _("Before the next round: stay with your side or leave the battle?")
    if kind == "coalition_accord":
        return _("{player} proposes: {what}. Accept, or refuse and let the dice decide "
                 "(S-15)?").format(player=cast.name(info.get("principal")),
                                   what=proposal_parts(info, Words(list(cast.names))))
    if kind == "answer_truce":
        return _("The defence offers a truce.")
    if kind == "casualties":
        return _("Your side takes {hits} hits: choose who falls.").format(hits=info.get("hits", 0))
    if kind == "capture":
        return _("{lord} is at your mercy.").format(lord=info.get("lord", ""))
    if kind == "battle_stance":
        return _("An ally of circumstance may stay, switch sides or leave.")
    if kind == "join_battle":
        return _("A battle in {village}: take a side?").format(village=info.get("village", ""))
    if kind == "window":
        return _("You may play a card now.")
    if kind == "assign_fief":
        return _("Who receives the title {fief}?").format(fief=info.get("fief", ""))
    return kind.replace("_", " ") if isinstance(kind, str) else ""
