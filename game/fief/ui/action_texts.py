"""Readable, translated words for actions (a button's label, a log line of what was chosen),
for what a decision asks (its prompt) and for the referee's refusals (with their rule).

Every message id is marked with ``N_`` where it is defined and translated by ``_`` when shown,
so a language switch takes effect on the next frame.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.shell.i18n import N_, _, refused, worded
from game.fief.ui.counts import count, men_word, money, money_word, said_losses, with_counts
from game.fief.ui.edition_words import deck_name
from game.fief.ui.mob_words import mob_word
from game.fief.ui.card_texts import card_title
from game.fief.ui.texts import RELIC_NAMES, card_name, fief_name, item_name, tr, value_word

ACTION_TEXT = {
    "start_village": N_("Settle in {village}"),
    "pass": N_("Pass"),
    "pass_marriage": N_("No marriage"),
    "propose_marriage": N_("Propose: {lord} marries {lady}"),
    "answer_marriage": N_("{accept_word} the marriage"),
    "declare_candidate": N_("Present {lord} as candidate"),
    "no_candidate": N_("Present no candidate"),
    "vote": N_("Vote for {for}, decoy on {decoy}"),
    "ballot": N_("FOR token on {for}, AGAINST token on {against}"),
    "buy_engine": N_("Buy a Siege Engine"),
    "grant_title": N_("Give the crown's title {fief} to {lord}"),
    "draw": N_("Draw from the {deck} deck"),
    "discard": N_("Discard {card}"),
    "end_cards_turn": N_("Done with cards"),
    "end_play": N_("Done playing cards"),
    "end_purchase": N_("Done buying"),
    "end_movement": N_("Done moving"),
    "end_battles": N_("No more battles"),
    "end_sieges": N_("Done with sieges"),
    "end_pillage": N_("No more pillage"),
    "end_relic_powers": N_("Done with relics"),
    "recruit": N_("Recruit {knights} and {men} in {village}"),
    "build": N_("Build a {building} in {village}"),
    "buy_title": N_("Buy the title {fief} for {lord}"),
    "transfer_title": N_("Give the title {fief} to {lord}"),
    "buy_cardinal": N_("Buy the Cardinal's hat for {lord}"),
    "pay_ransoms": N_("Pay the ransoms you can"),
    "offer_ransom": N_("Offer {amount} for {lords}"),
    "answer_ransom": N_("{accept_word} the ransom"),
    "move": N_("Move {lords} to {to}"),
    "consent": N_("{allow_word}"),
    "let_pass": N_("{allow_word} the Cavalcade to pass"),
    "cavalcade_on": N_("Ride on, leaving {leave} knights behind"),
    "declare_battle": N_("Attack {target} in {village}"),
    "declare_siege": N_("Besiege {village}"),
    "continue_siege": N_("Continue the siege of {village}"),
    "lift_siege": N_("Lift the siege of {village}"),
    "join_battle": N_("Join the battle: {side}"),
    "casualties": N_("Lose {casualty_list}"),
    "capture": N_("Take {lord} captive"),
    "release": N_("Release {lord}"),
    "battle_stance": N_("In the battle: {stance}"),
    "battle_choice": N_("{choice}"),
    "answer_truce": N_("{accept_word} the truce"),
    "pillage": N_("Pillage {mills} in {village}"),
    "place_lord": N_("Place {lord} in {village}"),
    "assign_fief": N_("{fief} goes to {lord}"),
    "spouse_inherit": N_("Hand {give} to {to}"),
    "losses": N_("Lose {knights} and {men}"),
    "crown_prince": N_("{accept_word} {lord} as Crown Prince"),
    "geronce": N_("Revive with the Teeth of St Géronce: {revive_word}"),
    "relic_power": N_("Use {relic} on bishopric {bishopric}"),
    "stop_uprising": N_("{lord} tries to stop the Uprising"),
    "decline_stop": N_("{lord} lets the Uprising be"),
    "uprising_order": N_("{player} suffers first"),
    "excommunicate": N_("Excommunicate {lord}"),
    "lift_excommunication": N_("Lift the excommunication of {lord}"),
    "request_annulment": N_("Ask the Pope to annul the marriage of {lord}"),
    "answer_exchange": N_("{accept_word} the exchange"),
    "answer_offer": N_("{accept_word} the offer"),
    "leave_talk": N_("Leave the talk"),
    "talk_offer": N_("Offer {give} to {to}"),
    "give_money": N_("Give {amount} to {to}"),
    "cede_village": N_("Cede {village} to {to}"),
    "hand_captive": N_("Hand the captive {lord} to {to}"),
    "release_captive": N_("Release the captive {lord}"),
    "take_relic": N_("{lord} takes up a Holy Relic"),
    "give_relic": N_("{lord} gives the relic to {to_lord}"),
}
# actions whose parameters count something: parameter -> word of game.fief.ui.counts ("money": the
# edition's money, counts.money_word)
ACTION_COUNTS: dict[str, dict[str, str]] = {
    "recruit": {"knights": "knights", "men": "men"}, "offer_ransom": {"amount": "money"},
    "pillage": {"mills": "mills"}, "losses": {"knights": "knights", "men": "men"},
    "give_money": {"amount": "money"},
}
# A rising's answers, as the edition names its card (mob_words): kind -> the words' key.
MOB_ACTIONS = {"stop_uprising": "stop", "decline_stop": "let_be"}
PLAY_TEXT = {
    "tax": N_("Levy a {tax} on {target} through {lord}"),
    "uprising": N_("Raise an Uprising in {village}"),
    "assassination": N_("Assassinate {target} (sponsor: {sponsor})"),
    "justice": N_("Bring {lord} to Justice"),
    "ambush": N_("Ambush {lord}"),
    "cardinal": N_("Make {lord} Cardinal"),
    "darc": N_("Make {lady} d'ARC"),
}
SECRET_PASSAGE_TEXT = {
    "escape": N_("Secret Passage: {lord} escapes"),
    "tunnels": N_("Secret Passage: the Uprising ignores the walls"),
    "attack": N_("Secret Passage: attack from the tunnels"),
    "defence": N_("Secret Passage: foil the assassination"),
}
CHOICE_WORDS = {"continue": N_("Continue the battle"), "surrender": N_("Surrender"),
                "truce": N_("Offer a truce"), "break_off": N_("Break off the attack")}


def _names(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else _("nobody")
    return "-" if value is None else str(value)


def action_text(action: dict[str, Any], names: Sequence[str], edition: str = "1429") -> str:
    """A button's label for an action, in the player's language (money in ``edition``'s)."""
    kind = action.get("kind", "")
    params = spoken_params(action, names)
    if kind == "play_card":
        return card_play_text(params, edition)
    if kind == "battle_choice":
        return tr(CHOICE_WORDS, params.get("choice"), str(params.get("choice")))
    name_values(kind, params, action, names, edition)
    if kind == "buy_title" and params.get("free"):
        return _("Take the title {fief} for {lord}, granted by the crown").format_map(_safe(params))
    if kind == "move":
        return move_text(params, edition)
    if kind == "cavalcade_on" and params.get("stay"):
        return _("End the ride here")                # 2011, E-22
    wording = mob_word(MOB_ACTIONS[kind], edition) if kind in MOB_ACTIONS else ACTION_TEXT.get(kind)
    if wording is None:
        return " ".join([kind.replace("_", " ")] + [f"{k}={v}" for k, v in params.items()])
    edition_words = {"money": money_word(edition), "men": men_word(edition)}
    counted = {key: edition_words.get(word, word)
               for key, word in ACTION_COUNTS.get(kind, {}).items()}
    text = _(wording).format_map(_safe(with_counts(params, counted)))
    if kind == "declare_battle" and params.get("secret_passage"):
        text += " " + _("(Secret Passage)")         # the tunnels (10.2.2), or a storm (E-21)
    return text


def spoken_params(action: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """The action's parameters as a label says them: seats by their names, lists of lords and
    cards joined in words, yes/no answers as the button's verb (a Tax card's target stays a
    number: it is a bishopric)."""
    kind = action.get("kind", "")
    params: dict[str, Any] = {k: v for k, v in action.items() if k != "kind"}

    def seat(v: Any) -> str:
        return names[v] if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names) else str(v)

    for key in ("to", "target", "player", "asker", "captor"):
        if key in params and isinstance(params[key], int) and not isinstance(params[key], bool):
            if not (kind == "play_card" and key == "target" and params.get("card") == "tax"):
                params[key] = seat(params[key])
    for key in ("lords", "others", "give", "take"):
        if key in params:
            params[key] = _names([card_name(c) if key in ("give", "take") else c
                                  for c in (params[key] if isinstance(params[key], list) else [params[key]])])
    for flag in ("accept", "allow", "revive"):
        if flag in params:
            yes = params[flag] in (True, "yes")
            words = {"accept": (N_("Accept"), N_("Refuse")), "allow": (N_("Allow"), N_("Refuse")),
                     "revive": (N_("yes"), N_("no"))}[flag]
            params[f"{flag}_word"] = _(words[0] if yes else words[1])
    return params


def card_play_text(params: dict[str, Any], edition: str) -> str:
    """ "Play {card}", or the card's own phrase: a Secret Passage by its use, a Tax card on its
    bishopric or fief, an Uprising as the edition names it."""
    card = params.get("card")
    if card == "secret_passage":
        template = SECRET_PASSAGE_TEXT.get(params.get("use", ""), N_("Play Secret Passage"))
        text = _(template).format_map(_safe(params))
        if params.get("others"):
            text += " " + _("with {others}").format(others=params["others"])
        return text
    if card == "tax":
        target = params.get("target")
        params["target"] = (_("bishopric {n}").format(n=target) if isinstance(target, int)
                            else (fief_name(target) if isinstance(target, str) and " of " in target
                                  else (_("every bishopric") if target == "all" else str(target))))
        params["tax"] = value_word("tax", params.get("tax"))
    if card == "uprising":                  # as the edition names it (mob_words)
        return _(mob_word("raise", edition)).format_map(_safe(params))
    if card in PLAY_TEXT:
        return _(PLAY_TEXT[card]).format_map(_safe(params))
    named = card_title(card, edition)
    if "bishopric" in params:               # Harvest, Good Weather: on a bishopric
        return _("Play {card} on bishopric {bishopric}").format(
            card=named, bishopric=params["bishopric"])
    return _("Play {card}").format(card=named)


def name_values(kind: str, params: dict[str, Any], action: dict[str, Any], names: Sequence[str],
                edition: str) -> None:
    """Put the values an action's label names into words, in place: votes' candidates (or
    nobody), buildings, sides, stances, decks, cards, fiefs, relics, casualties."""
    if kind in ("vote", "ballot"):
        for key in ("for", "decoy", "against"):
            params[key] = params.get(key) or _("nobody")
    named = {"build": "building", "join_battle": "side", "battle_stance": "stance"}.get(kind)
    if named is not None:
        params[named] = value_word(named, params.get(named))
    if kind == "draw":
        params["deck"] = _(deck_name(params.get("deck"), edition))
    if kind == "discard":
        params["card"] = card_title(params.get("card"), edition)
    if "fief" in params and isinstance(params["fief"], str):
        params["fief"] = fief_name(params["fief"])
    if kind == "relic_power":
        params["relic"] = tr(RELIC_NAMES, params.get("relic"), str(params.get("relic")))
    if kind == "casualties":
        params["casualty_list"] = casualty_list(action, names, edition)


def move_text(params: dict[str, Any], edition: str) -> str:
    """A move's label: where, with how many troops, riding as a Cavalcade or by a Secret
    Passage."""
    extras = []
    if params.get("knights"):
        extras.append(count("knights", params["knights"]))
    if params.get("men"):
        extras.append(count(men_word(edition), params["men"]))
    text = _(ACTION_TEXT["move"]).format_map(_safe(params))
    if extras:
        text += " " + _("with {troops}").format(troops=", ".join(extras))
    if params.get("cavalcade"):
        text += " " + _("(Cavalcade)")
    if params.get("secret_passage"):
        text += " " + _("(Secret Passage)")
    return text


def casualty_list(action: dict[str, Any], names: Sequence[str], edition: str) -> str:
    """ "2 knights of Anjou, 1 man at arms of Foix" from ``casualties`` parameters (the men in
    ``edition``'s word: 2011's sergeants)."""
    parts = []
    for key in ("knights", "men"):
        value = action.get(key)
        items = value if isinstance(value, list) else ([value] if value else [])
        for item in items:
            seat, _sep, number = str(item).partition(":")
            try:
                who = names[int(seat)]
            except (ValueError, IndexError):
                who = seat
            n: int | str = int(number) if number.isdigit() else number
            word = men_word(edition) if key == "men" else key
            parts.append(_("{troops} of {name}").format(troops=count(word, n), name=who))
    lords = action.get("lords")
    if lords:
        parts.append(_("lords: {lords}").format(lords=_names(lords if isinstance(lords, list) else [lords])))
    return ", ".join(parts) or _("nothing")


class _safe(dict):
    """Format parameters: lists read "A, B"; a missing name reads "-"."""

    def __init__(self, params: dict[str, Any]) -> None:
        super().__init__({k: (_names(v) if isinstance(v, (list, tuple)) else ("-" if v is None else v))
                          for k, v in params.items()})

    def __missing__(self, key: str) -> str:
        return "-"

    def __getitem__(self, key: str) -> Any:
        return super().__getitem__(key) if key in self else "-"


# What a consent is asked for, by the rule that asks it (engine.fief.phases.common.ask_consent).
CONSENT_PROMPTS = {
    "5.0": N_("{asker} asks your leave to pass."),
    "6.4.1": N_("{asker} asks to bring troops into your besieged village (6.4.1)."),
    "2.4.1": N_("{asker} asks to place a lord in your village (2.4.1)."),
    "4.3": N_("{asker} asks the King for a fief title without paying (4.3)."),
    "1.5": N_("{asker} asks the Pope's consent to a new Cardinal (1.5)."),
    "1.7": N_("{asker} asks the Pope to annul a marriage (1.7)."),
    "11.1": N_("{asker} asks to take up the Holy Relic in your village (11.1)."),
}


def decision_prompt(kind: str, info: Mapping[str, Any], names: Sequence[str],
                    edition: str = "1429") -> str:
    """What the deciding player is asked, in a sentence (money in ``edition``'s)."""
    def seat(v: Any) -> str:
        return names[v] if isinstance(v, int) and 0 <= v < len(names) else "-"

    texts = {
        "start_village": _("Choose your starting village: click it on the map."),
        "marriage": _("You may propose a marriage."),
        "answer_marriage": _("{asker} proposes that {lord} marry {lady}.").format(
            asker=seat(info.get("asker")), lord=info.get("lord", "-"), lady=info.get("lady", "-")),
        "candidate": _("Present a candidate for {item}?").format(item=item_name(info.get("item"))),
        "vote": _("Your secret vote for {item} ({votes} votes).").format(
            item=item_name(info.get("item")), votes=info.get("votes", "-")),
        "ballot": _("Your FOR and AGAINST tokens for {item} ({votes}).").format(
            item=item_name(info.get("item")), votes=count("votes", info.get("votes", "-"))),
        "cards": (_("Discard a card, or draw.") if info.get("stage") == "discard"
                  else _("Draw another card, or stop.")),
        "play_cards": _("Your turn to play cards."),
        "window": _("You may play a card now."),
        "ransom": _("Your lords are held captive: pay the ransoms or make an offer."),
        "answer_ransom": _("{payer} offers {amount} for {lords}.").format(
            payer=seat(info.get("payer")), amount=money(info.get("amount", "-"), edition),
            lords=_names(info.get("lords"))),
        "purchase": (_("Spend your resources on buildings, titles and gems ({money}).").format(
            money=money(info.get("money", "?"), edition))          # the introductory game, S-3
            if "gem" in (info.get("prices") or {}) else
            _("Buy troops, buildings and titles ({money}).").format(
                money=money(info.get("money", "?"), edition))),
        "movement": _("Move your lords: click a village of yours, then where to go."),
        "consent": _(CONSENT_PROMPTS.get(str(info.get("rule")), CONSENT_PROMPTS["5.0"])).format(
            asker=seat(info.get("asker"))),
        "declare_battle": _("Declare battles, one village at a time."),
        "sieges": _("Besiege, continue or lift sieges."),
        "join_battle": _("A battle in {village}: which side do you take?").format(
            village=info.get("village", "-")),
        "casualties": _("Your side takes {hits} hits in {village}: choose the casualties.").format(
            hits=info.get("hits", "-"), village=info.get("village", "-")),
        "capture": _("Take {lord} captive?").format(lord=info.get("lord", "-")),
        "battle_stance": _("Stay in the battle of {village}, switch sides or leave?").format(
            village=info.get("village", "-")),
        "battle_choice": _("The battle of {village}: continue?").format(village=info.get("village", "-")),
        "answer_truce": _("The defence offers a truce in {village}.").format(village=info.get("village", "-")),
        "pillage": _("You may pillage mills."),
        "place_lord": _("Where does {lord} arrive? Click a village.").format(lord=info.get("lord", "-")),
        "assign_fief": _("Who inherits the title {fief}?").format(fief=fief_name(str(info.get("fief", "-")))),
        "losses": _("Choose what you lose in {village} ({count}).").format(
            village=info.get("village", "-"), count=count("counters", info.get("count", "-"))),
        "let_pass": _("A Cavalcade asks to pass."),
        "cavalcade_on": _("Your Cavalcade may ride on."),
        "talk": _("A private talk."),
        "answer_exchange": _("{asker} offers an exchange of cards.").format(asker=seat(info.get("asker"))),
        "answer_offer": _("{asker} makes you an offer.").format(asker=seat(info.get("asker"))),
        "geronce": _("The Teeth of St Géronce may bring a lord back."),
        "relic_power": _("You may use a Holy Relic."),
        "stop_uprising": _(mob_word("may_stop", edition)).format(village=info.get("village", "-")),
        "uprising_order": _(mob_word("order", edition)),
        "crown_prince": _("{lord} may become the Crown Prince.").format(lord=info.get("lord", "-")),
        "spouse_inherit": _("A widow may hand a title to the family."),
        "assassination_defence": _("{lord} is to be assassinated.").format(lord=info.get("lord", "-")),
    }
    return texts.get(kind, _("Choose."))


# The rule before a refusal's words: a rulebook or RULINGS section ("5.0", "6.2.3", "A8",
# "S-3", "MA-28", "M5.4", "Setup 10", "RULINGS 36") or an edition's rule, named by its
# rulebook's number and section ("003 Mauvais temps", "004 §3", "003 Phase 4 / E-3").
RULE_PREFIX = re.compile(
    r"^\s*([0-9]{3} [^:]{1,40}?|(?:Setup|RULINGS) [0-9]+|(?:[A-Z]{1,2}-?)?[0-9][0-9.]*):\s*")


def refused_rule(outcome: Any) -> str | None:
    """The rule a refusal names: the outcome's ``rule``, else its message's "5.0: ..." prefix."""
    rule = getattr(outcome, "rule", None)
    if rule:
        return str(rule)
    match = RULE_PREFIX.match(str(getattr(outcome, "message", "") or ""))
    return match.group(1) if match else None


def said_refusal(outcome: Any) -> str:
    """A refusal as the screens get it (the controller's ``Outcome``, a LAN ``Result``: its
    message, rule, template and values) in the player's language: the one way a screen says
    one, so a worded refusal is never shown as its English message."""
    return refusal_text(str(getattr(outcome, "message", "") or ""), getattr(outcome, "rule", None),
                        getattr(outcome, "template", None), getattr(outcome, "values", None))


def refusal_text(message: str, rule: object = None, template: object = None,
                 values: object = None) -> str:
    """The referee's refusal, translated when the catalogue knows it, with its rule number:
    a worded one (every Fief refusal, engine/errors.py; the malformed actions) from its
    template and values, its rule the one given or else its message's prefix."""
    why = worded(template, said_losses(values)) if isinstance(template, str) else None
    match = RULE_PREFIX.match(message or "")
    if why is not None:
        return refused(why, rule or (match.group(1) if match else None))
    if match:
        return refused(_(message[match.end():]), match.group(1))
    return refused(_(message)) if message else _("Refused")
