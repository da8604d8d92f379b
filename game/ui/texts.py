"""Readable, translated words for what the engine names by key: steps, cards, titles, actions,
and the log lines of events (engine.fief.messages templates through gettext).

Every message id is marked with ``N_`` where it is defined and translated by ``_`` when shown,
so a language switch takes effect on the next frame.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Sequence

from engine.fief.api import EVENT_TEXT, OPTIONAL_RULES, PLAYER_KEYS, PLAYER_LIST_KEYS
from engine.fief.api import render_message as render
from game.i18n import N_, _
from game.render.board_hud import KIND_NAMES, VOWELS

STEP_NAMES = {
    "setup_villages": N_("Choosing starting villages"),
    "marriage": N_("Marriages"),
    "elections": N_("Elections"),
    "cards_draw": N_("Drawing cards"),
    "disasters": N_("Disasters"),
    "play_cards": N_("Playing cards"),
    "income": N_("Income"),
    "ransoms": N_("Ransoms"),
    "purchase": N_("Purchases"),
    "movement": N_("Movement"),
    "battles": N_("Battles and sieges"),
    "pillage": N_("Pillage"),
    "end_round": N_("End of the round"),
}
PHASE_NAMES = {
    0: N_("Setting up"),
    1: N_("Phase 1: Marriages and elections"),
    2: N_("Phase 2: Cards"),
    3: N_("Phase 3: Income"),
    4: N_("Phase 4: Purchases"),
    5: N_("Phase 5: Movement"),
    6: N_("Phase 6: Battles"),
    7: N_("Phase 7: End of the round"),
}
FRAME_NAMES = {
    "window": N_("Cards may be played"),
    "battle": N_("Battle of {village}"),
    "election": N_("Election of {item}"),
    "consent": N_("A permission is asked"),
    "assign_fief": N_("A title passes to an heir"),
    "spouse_inherit": N_("A widow's titles"),
    "place_lord": N_("A lord arrives"),
    "choose_losses": N_("Losses are chosen"),
    "cavalcade": N_("A Cavalcade rides"),
    "uprising": N_("An Uprising"),
    "talk": N_("A private talk"),
}
CARD_NAMES = {
    "harvest": N_("Bountiful Harvest"), "good_weather": N_("Good Weather"), "tax": N_("Tax"),
    "uprising": N_("Uprising"), "secret_passage": N_("Secret Passage"),
    "assassination": N_("Assassination"), "justice": N_("Justice"), "ambush": N_("Ambush"),
    "heavy_rain": N_("Heavy Rain"), "famine": N_("Famine"), "plague": N_("Plague"),
    "cardinal": N_("Cardinal"), "darc": N_("d'ARC"),
}
TITLE_NAMES = {
    "king": N_("King"), "queen": N_("Queen"), "pope": N_("Pope"), "cardinal": N_("Cardinal"),
    "crown_prince": N_("Crown Prince"), "regent": N_("Queen Regent"),
}
DECK_NAMES = {"lords": N_("Lords"), "fortune": N_("Fortune")}
RELIC_NAMES = {"grail": N_("the Holy Grail"), "roseline": N_("the Eyes of St Roseline"),
               "geronce": N_("the Teeth of St Géronce"), "spear": N_("the Holy Spear"),
               "rhadegund": N_("the Bone of St Rhadegund")}
# Words that events carry as values (causes, outcomes, sides, stances...).
VALUE_WORDS = {
    "battle": N_("battle"), "plague": N_("Plague"), "famine": N_("Famine"),
    "heavy_rain": N_("Heavy Rain"), "uprising": N_("Uprising"), "ambush": N_("ambush"),
    "assassination": N_("assassination"), "justice": N_("justice"), "old age": N_("old age"),
    "attack": N_("attack"), "defence": N_("defence"), "out": N_("out"),
    "victory": N_("victory"), "surrender": N_("surrender"), "truce": N_("truce"),
    "break_off": N_("break off"), "leaderless": N_("no lord left"), "stalemate": N_("stalemate"),
    "only_lords": N_("only lords left"), "annihilation": N_("annihilation"),
    "lone_lords": N_("lone lords taken"), "stay": N_("stay"), "switch": N_("switch sides"),
    "leave": N_("leave"), "continue": N_("continue"), "mill": N_("mill"),
    "stronghold": N_("Stronghold"), "city": N_("Fortified City"), "tallage": N_("Tallage"),
    "tithe": N_("Tithe"), "new": N_("new lord"), "freed": N_("freed"), "escape": N_("escape"),
    "majority": N_("majority"), "tie": N_("tie"), "no votes": N_("no votes"),
}
VALUE_KEYS = {"cause", "outcome", "side", "winner", "stance", "choice", "building", "tax",
              "disaster", "card", "deck", "reason", "relic", "result"}


def tr(table: dict[Any, str], key: Any, default: str | None = None) -> str:
    """A translated word from one of the tables, or ``default`` (the key itself)."""
    if key in table:
        return _(table[key])
    return str(key) if default is None else default


def card_name(card: str | None) -> str:
    if card is None:
        return "-"
    return tr(CARD_NAMES, card, str(card).title() if str(card).islower() else str(card))


def fief_name(fief: str) -> str:
    """ "County of BLAYE" in the player's language ("Comté de BLAYE")."""
    kind, sep, place = fief.partition(" of ")
    key = kind.lower()
    if not sep or key not in KIND_NAMES:
        return fief
    kind_word = _(KIND_NAMES[key])
    if place[:1] in VOWELS:
        return _("{kind} of {vowel_place}").format(kind=kind_word, vowel_place=place)
    return _("{kind} of {place}").format(kind=kind_word, place=place)


def title_name(title: str) -> str:
    """A lord's title as ``titles_of`` writes it: ``fief:NAME``, ``bishop:N``, ``king``..."""
    if title.startswith("fief:"):
        return fief_name(title[5:])
    if title.startswith("bishop:"):
        return _("Bishop of {see}").format(see=title.split(":", 1)[1])
    return tr(TITLE_NAMES, title, title)


def item_name(item: str | None) -> str:
    """An election's item: ``bishop:5``, ``pope``, ``king``."""
    if not item:
        return "-"
    if item.startswith("bishop:"):
        return _("the Bishop of {see}").format(see=item.split(":", 1)[1])
    if item == "pope":
        return _("the Pope")
    if item == "king":
        return _("the King")
    return item


def value_word(key: str, value: Any) -> Any:
    if isinstance(value, str) and key in VALUE_KEYS:
        if key == "card":
            return card_name(value)
        if key == "relic":
            return tr(RELIC_NAMES, value, value)
        if key == "deck":
            return tr(DECK_NAMES, value, value)
        return tr(VALUE_WORDS, value, value)
    if key == "item" and isinstance(value, str):
        return item_name(value)
    if key == "fief" and isinstance(value, str):
        return fief_name(value)
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    return value


def event_text(event: dict[str, Any], names: Sequence[str]) -> str:
    """The log line of an event in the player's language."""
    kind = event.get("kind", "")
    params = {k: v for k, v in event.items() if k not in ("kind", "seq", "audience")}
    template = EVENT_TEXT.get(kind)
    if template is None:
        return " ".join([kind] + [f"{k}={v}" for k, v in params.items()])
    shown = {}
    for key, value in params.items():
        if key in PLAYER_KEYS or key in PLAYER_LIST_KEYS:
            shown[key] = value
        elif isinstance(value, list):
            shown[key] = [value_word(key, v) for v in value]
        else:
            shown[key] = value_word(key, value)
    text = render(_(template), shown, list(names))
    return text.replace("nobody", _("nobody")) if "nobody" in text and _("nobody") != "nobody" else text


def seats_in(event: dict[str, Any]) -> set[int]:
    """The seats an event names (for the log's filter by player)."""
    out: set[int] = set()
    for key, value in event.items():
        if key in PLAYER_KEYS and isinstance(value, int) and not isinstance(value, bool):
            out.add(value)
        elif key in PLAYER_LIST_KEYS and isinstance(value, list):
            out.update(v for v in value if isinstance(v, int))
    return out


# ----- actions ----------------------------------------------------------------------------------
ACTION_TEXT = {
    "start_village": N_("Settle in {village}"),
    "pass": N_("Pass"),
    "pass_marriage": N_("No marriage"),
    "propose_marriage": N_("Propose: {lord} marries {lady}"),
    "answer_marriage": N_("{accept_word} the marriage"),
    "declare_candidate": N_("Present {lord} as candidate"),
    "no_candidate": N_("Present no candidate"),
    "vote": N_("Vote for {for}, decoy on {decoy}"),
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
    "recruit": N_("Recruit {knights} knights and {men} men at arms in {village}"),
    "build": N_("Build a {building} in {village}"),
    "buy_title": N_("Buy the title {fief} for {lord}"),
    "transfer_title": N_("Give the title {fief} to {lord}"),
    "buy_cardinal": N_("Buy the Cardinal's hat for {lord}"),
    "pay_ransoms": N_("Pay the ransoms you can"),
    "offer_ransom": N_("Offer {amount} deniers for {lords}"),
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
    "pillage": N_("Pillage {mills} mills in {village}"),
    "place_lord": N_("Place {lord} in {village}"),
    "assign_fief": N_("{fief} goes to {lord}"),
    "spouse_inherit": N_("Hand {give} to {to}"),
    "losses": N_("Lose {knights} knights and {men} men at arms"),
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
    "give_money": N_("Give {amount} deniers to {to}"),
    "cede_village": N_("Cede {village} to {to}"),
    "hand_captive": N_("Hand the captive {lord} to {to}"),
    "release_captive": N_("Release the captive {lord}"),
    "take_relic": N_("{lord} takes up a Holy Relic"),
    "give_relic": N_("{lord} gives the relic to {to_lord}"),
}
PLAY_TEXT = {
    "harvest": N_("Play Bountiful Harvest on bishopric {bishopric}"),
    "good_weather": N_("Play Good Weather on bishopric {bishopric}"),
    "tax": N_("Levy a {tax} on {target} through {lord}"),
    "uprising": N_("Raise an Uprising in {village}"),
    "assassination": N_("Assassinate {target} (sponsor: {sponsor})"),
    "justice": N_("Bring {lord} to Justice"),
    "ambush": N_("Ambush {lord}"),
    "cardinal": N_("Make {lord} Cardinal"),
    "darc": N_("Make {lady} d'ARC"),
    "heavy_rain": N_("Play Heavy Rain"),
    "famine": N_("Play Famine"),
    "plague": N_("Play Plague"),
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


def action_text(action: dict[str, Any], names: Sequence[str]) -> str:
    """A button's label for an action, in the player's language."""
    kind = action.get("kind", "")
    params: dict[str, Any] = {k: v for k, v in action.items() if k != "kind"}

    def seat(v: Any) -> str:
        return names[v] if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names) else str(v)

    for key in ("to", "target", "player", "asker", "captor") :
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
    if kind == "play_card":
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
        if card in PLAY_TEXT:
            return _(PLAY_TEXT[card]).format_map(_safe(params))
        return _("Play {card}").format(card=card_name(card))
    if kind == "vote":
        params["for"] = params.get("for") or _("nobody")
        params["decoy"] = params.get("decoy") or _("nobody")
    if kind == "battle_choice":
        return tr(CHOICE_WORDS, params.get("choice"), str(params.get("choice")))
    if kind in ("build",):
        params["building"] = value_word("building", params.get("building"))
    if kind in ("join_battle",):
        params["side"] = value_word("side", params.get("side"))
    if kind == "battle_stance":
        params["stance"] = value_word("stance", params.get("stance"))
    if kind == "draw":
        params["deck"] = tr(DECK_NAMES, params.get("deck"), str(params.get("deck")))
    if kind == "discard":
        params["card"] = card_name(params.get("card"))
    if "fief" in params and isinstance(params["fief"], str):
        params["fief"] = fief_name(params["fief"])
    if kind == "relic_power":
        params["relic"] = tr(RELIC_NAMES, params.get("relic"), str(params.get("relic")))
    if kind == "casualties":
        params["casualty_list"] = casualty_list(action, names)
    if kind == "buy_title" and params.get("free"):
        return _("Take the title {fief} for {lord}, granted by the crown").format_map(_safe(params))
    if kind == "move":
        extras = []
        if params.get("knights"):
            extras.append(_("{n} knights").format(n=params["knights"]))
        if params.get("men"):
            extras.append(_("{n} men at arms").format(n=params["men"]))
        text = _(ACTION_TEXT["move"]).format_map(_safe(params))
        if extras:
            text += " " + _("with {troops}").format(troops=", ".join(extras))
        if params.get("cavalcade"):
            text += " " + _("(Cavalcade)")
        if params.get("secret_passage"):
            text += " " + _("(Secret Passage)")
        return text
    wording = ACTION_TEXT.get(kind)
    if wording is None:
        return " ".join([kind.replace("_", " ")] + [f"{k}={v}" for k, v in params.items()])
    return _(wording).format_map(_safe(params))


def casualty_list(action: dict[str, Any], names: Sequence[str]) -> str:
    """ "2 knights of Anjou, 1 man at arms of Foix" from ``casualties`` parameters."""
    parts = []
    for key, word in (("knights", N_("{n} knights of {name}")), ("men", N_("{n} men at arms of {name}"))):
        value = action.get(key)
        items = value if isinstance(value, list) else ([value] if value else [])
        for item in items:
            seat, _sep, n = str(item).partition(":")
            try:
                who = names[int(seat)]
            except (ValueError, IndexError):
                who = seat
            parts.append(_(word).format(n=n, name=who))
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


def decision_prompt(kind: str, info: Mapping[str, Any], names: Sequence[str]) -> str:
    """What the deciding player is asked, in a sentence."""
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
        "cards": (_("Discard a card, or draw.") if info.get("stage") == "discard"
                  else _("Draw another card, or stop.")),
        "play_cards": _("Your turn to play cards."),
        "window": _("You may play a card now."),
        "ransom": _("Your lords are held captive: pay the ransoms or make an offer."),
        "answer_ransom": _("{payer} offers {amount} deniers for {lords}.").format(
            payer=seat(info.get("payer")), amount=info.get("amount", "-"),
            lords=_names(info.get("lords"))),
        "purchase": _("Buy troops, buildings and titles ({money} deniers).").format(
            money=info.get("money", "?")),
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
        "losses": _("Choose what you lose in {village} ({count} counters).").format(
            village=info.get("village", "-"), count=info.get("count", "-")),
        "let_pass": _("A Cavalcade asks to pass."),
        "cavalcade_on": _("Your Cavalcade may ride on."),
        "talk": _("A private talk."),
        "answer_exchange": _("{asker} offers an exchange of cards.").format(asker=seat(info.get("asker"))),
        "answer_offer": _("{asker} makes you an offer.").format(asker=seat(info.get("asker"))),
        "geronce": _("The Teeth of St Géronce may bring a lord back."),
        "relic_power": _("You may use a Holy Relic."),
        "stop_uprising": _("You may try to stop the Uprising in {village}.").format(
            village=info.get("village", "-")),
        "uprising_order": _("Who suffers the Uprising first?"),
        "crown_prince": _("{lord} may become the Crown Prince.").format(lord=info.get("lord", "-")),
        "spouse_inherit": _("A widow may hand a title to the family."),
        "assassination_defence": _("{lord} is to be assassinated.").format(lord=info.get("lord", "-")),
    }
    return texts.get(kind, _("Choose."))


RULE_PREFIX = re.compile(r"^\s*([0-9A-Z][0-9.]*):\s*")


def refusal_text(message: str) -> str:
    """The referee's refusal, translated when the catalogue knows it, with its rule number."""
    match = RULE_PREFIX.match(message or "")
    if match:
        rule, rest = match.group(1), message[match.end():]
        return _("Refused ({rule}): {why}").format(rule=rule, why=_(rest))
    return _("Refused: {why}").format(why=_(message)) if message else _("Refused")


EDITION_NAMES = {
    "1429": N_("France 1429 (2015 rules)"),
    "2011": N_("Fief (2011 rules)"),
    "simplified": N_("Simplified rules"),
}
RULE_NAMES = {
    "holy_relics": N_("Holy Relics"),
    "fog_of_war": N_("Fog of war"),
    "open_diplomacy": N_("Open diplomacy"),
    "assassination_roll": N_("Assassination die roll"),
    "hidden_money": N_("Hidden money"),
}


def rule_label(key: str) -> str:
    """ "Holy Relics (11.1)": translated name and the rule section from engine.fief.options."""
    name = _(RULE_NAMES[key]) if key in RULE_NAMES else key.replace("_", " ").capitalize()
    return f"{name} ({OPTIONAL_RULES[key]})"


def give_label(card: str) -> str:
    """ "Give Harvest": a card offered in an exchange (8.0)."""
    return _("Give {card}").format(card=card_name(card))
