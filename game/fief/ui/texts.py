"""Readable, translated words for what the engine names by key: steps, cards, titles, relics,
the values events carry (the chronicle's lines themselves are worded in ``event_lines``).

Every message id is marked with ``N_`` where it is defined and translated by ``_`` when shown,
so a language switch takes effect on the next frame.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

from engine.fief.api import OPTIONAL_RULES
from game.shell.i18n import N_, _
from game.fief.anim.cast import see_name
from game.fief.render.board_hud import KIND_NAMES, VOWELS

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
    "paired_battle": N_("Battle of {village}"),          # the introductory game's paired dice
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
    "queen_regent": N_("Queen Regent"),
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
    # a battle by paired dice (the simplified variant): its choices and outcomes
    "stop": N_("stop"), "counter": N_("counter-attack"), "stopped": N_("stopped"),
    "no_dice": N_("no die left"), "ride_won": N_("the ride breaks through"),
    "ride_lost": N_("the ride is stopped"),
    # a vote marker's face (1429 FOR and DECOY, 2011 FOR and AGAINST, E-4)
    "for": N_("FOR"), "decoy": N_("DECOY"), "against": N_("AGAINST"),
}
VALUE_KEYS = {"cause", "outcome", "side", "winner", "stance", "choice", "building", "tax",
              "disaster", "card", "deck", "reason", "relic", "result", "marker"}


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
        return _("Bishop of {see}").format(see=see_name(title.split(":", 1)[1]))
    return tr(TITLE_NAMES, title, title)


def item_name(item: str | None) -> str:
    """An election's item: ``bishop:5``, ``pope``, ``king``."""
    if not item:
        return "-"
    if item.startswith("bishop:"):
        return _("the Bishop of {see}").format(see=see_name(item.split(":", 1)[1]))
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


EDITION_NAMES = {
    "1429": N_("France 1429 (2015 rules)"),
    "2011": N_("Fief (2011 rules)"),
    "simplified": N_("Introductory game (simplified rules)"),
}
# One line under the edition chooser of the New game form: what the edition is.
EDITION_LINES = {
    "1429": N_("The full game, with its optional rules."),
    "2011": N_("The first edition: FOR and AGAINST votes, siege engines bought, no Ambush."),
    "simplified": N_("For a first game: no money to count, no armies, battles by paired dice."),
}
# The computer levels as players know them (game.fief.table.LEVELS; docs/bots.md), and one
# line on how each plays, under the families of the New game form.
LEVEL_NAMES = {"squire": N_("Novice"), "baron": N_("Standard"), "duke": N_("Strong")}
LEVEL_LINES = {
    "squire": N_("Novice: plays simply, takes the nearest villages and buys what it can."),
    "baron": N_("Standard: plans for the closest fief titles and fights only when much "
                "stronger."),
    "duke": N_("Strong: tries its key moves ahead in many possible games and plays to win "
               "alone (up to a second a move)."),
}


def level_name(level: str) -> str:
    """A computer level's name for players (Novice, Standard, Strong)."""
    return _(LEVEL_NAMES.get(level, level))


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


def banner_texts(view: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str]:
    """The play scene's banner: "Round 3 · Phase 5: Movement", and what is being done and by
    whom ("Movement: Ann to play"), from the public view."""

    def name_of(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "-"

    rnd = view.get("round", 0)
    phase = _(PHASE_NAMES.get(view.get("phase", 0), N_("Setting up")))
    head = (_("Round {n}").format(n=rnd) + " · " + phase) if rnd else phase
    frames = view.get("frames", [])
    step = frames[0]["kind"] if frames else view.get("step")
    what = _(STEP_NAMES[step]) if step in STEP_NAMES else ""
    top: Mapping[str, Any] = frames[-1] if frames else {}
    if top.get("kind") in FRAME_NAMES and top.get("kind") != step:
        what = _(FRAME_NAMES[top["kind"]]).format(village=top.get("village", "-"),
                                                  item=item_name(top.get("item")))
    waiting = list(view.get("waiting_for", []))
    if view.get("finished"):
        sub = _("The game is over")
    elif waiting:
        who = ", ".join(name_of(s) for s in waiting)
        sub = _("{what}: {names} to play").format(what=what, names=who) if what else who
    else:
        sub = what
    return head, sub
