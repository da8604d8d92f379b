"""The chronicle's sentences: every event of Fief as one line in the player's language.

The referee's log templates (engine.fief.messages) are English and glue bare values into
words: "1 deniers", "winner: -", "knights , men at arms 2:5". The engine stays free of
gettext, and plural forms belong to each language (French says "0 denier"), so the client
words the lines itself, here and in ``event_sentences`` and nowhere else: a counted number
goes through ``counts.count`` (gettext's plural forms), a list of names reads "A, B and C",
a value the engine names by key (a side, an outcome, a card) is a translated word, and a
kind whose sentence depends on its values (no winner, no knights lost) is worded by a
function. Kinds the client does not reword use the engine's template as the message id.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Sequence

from engine.fief.api import EVENT_TEXT, PLAYER_KEYS, PLAYER_LIST_KEYS
from game.shell.i18n import N_, _
from game.fief.ui import event_coalition as accord
from game.fief.ui import event_sentences as war
from game.fief.ui import event_votes as votes
from game.fief.ui.card_texts import card_title
from game.fief.ui.counts import count
from game.fief.ui.edition_words import deck_name
from game.fief.ui.event_sentences import Params, Words, join
from game.fief.ui.mob_words import failed_why, mob_word
from game.fief.ui.texts import title_name, value_word

# kind -> (the client's template, which parameter counts which word of counts.WORDS): the
# engine's English line with each counted noun moved into its counted phrase. ``MONEY`` is the
# edition's money (deniers, ecus, resources: its rules table names it, counts.money_word).
MONEY = "money"
COUNTED: dict[str, tuple[str, dict[str, str]]] = {
    "income": (N_("{player} collects {total}"), {"total": MONEY}),
    "title_bought": (N_("{lord} of {player} becomes lord of the {fief} ({cost})"), {"cost": MONEY}),
    "ransom_offered": (N_("{player} offers {amount} for {lords}"), {"amount": MONEY}),
    "ransom_paid": (N_("{player} pays {amount} to {captor} for {lords}"), {"amount": MONEY}),
    "money_given": (N_("{player} gives {amount} to {to}"), {"amount": MONEY}),
    "uprising_joined": (N_("{player} adds an Uprising card in {village} ({cards})"), {"cards": "cards"}),
    "pillaged": (N_("{player} pillages {mills} in {village} for {amount}"),
                 {"mills": "mills", "amount": MONEY}),
    "recruited_unseen": (N_("{player} places {counters} in {village}"), {"counters": "counters"}),
    "troops_lost_unseen": (N_("{player} loses {counters} in {village} ({cause})"),
                           {"counters": "counters"}),
    "siege_continued": (N_("{player} continues the siege of {village} (siege engine: {level})"),
                        {"level": "dice"}),
    "engine_bought": (N_("{player} buys a Siege Engine ({cost})"), {"cost": MONEY}),
    "resources_lost": (N_("{player} loses {amount} left unspent"), {"amount": "resources"}),
    "gems_dealt": (N_("{player} holds {gems}"), {"gems": "gems"}),
    "engines_destroyed": (N_("{count} of {player} destroyed at {village}"), {"count": "engines"}),
    "markers_lifted": (N_("{player} lifts {count} from {village}: the fief is held"),
                       {"count": "control_markers"}),
    "paired_battle_started": (N_("Battle of {village}: the attack has {attack_total}, "
                                 "the defence {defence_total}"), {"attack_total": "dice"}),
}

# A rising's lines, as the edition names its card (mob_words): kind -> the words' key.
MOB_LINES = {"uprising_played": "played", "uprising_joined": "joined",
             "uprising_failed": "failed_in"}

# Kinds whose engine template reads badly once translated (a raw list, a plural verb, a
# noun without its article): the client's template.
REWORDED: dict[str, str] = {
    "married": N_("{lord} marries {lady}: the families of {players} are allied"),
    "game_won": N_("Victory for {players} at the end of round {round}!"),
    "marriage_ended": N_("The marriage of {lords} ends"),
    "tax_played": N_("{player} levies a {tax} on the {target} through {lord}"),
}

# Kinds whose sentence depends on their values (event_sentences, event_votes).
SENTENCES: dict[str, Callable[[Params, Words], str]] = {
    "recruited": war.recruited, "troops_lost": war.troops_lost, "built": war.built,
    "control_changed": war.control_changed, "battle_started": war.battle_started,
    "battle_roll": war.battle_roll, "casualties": war.casualties,
    "casualties_chosen": war.casualties_chosen, "battle_ended": war.battle_ended,
    "paired_battle_ended": war.battle_ended, "place_taken": war.place_taken,
    "battle_joined": war.battle_joined, "battle_stance": war.battle_stance,
    "uprising_result": war.uprising_result, "uprising_destroyed": war.uprising_destroyed,
    "moved_unseen": war.moved_unseen, "uprising_stop_attempt": war.uprising_stop_attempt,
    "escape_played": war.escape_played, "passage_refused": war.passage_refused,
    "place_reinforced": war.place_reinforced, "step_lapsed": war.step_lapsed,
    "ballot_revealed": votes.ballot_revealed, "election_result": votes.election_result,
    "candidates_declared": votes.candidates_declared, "vote_cast": votes.vote_cast, "ballot_cast": votes.ballot_cast,
    "vote_placed": votes.vote_placed, "offer_made": votes.offer_made,
    "cards_offered_detail": votes.cards_offered_detail,
    "cavalcade_answer": votes.cavalcade_answer, "relic_famine": votes.relic_famine,
    "relic_rain": votes.relic_rain, "damages_settled": votes.damages_settled,
    "gem_traded": votes.gem_traded,
    "coalition_proposal": accord.coalition_proposal,
    "coalition_answered": accord.coalition_answered, "losses_drawn": accord.losses_drawn,
    "place_unowned": accord.place_unowned, "fief_broken_up": accord.fief_broken_up,
}


def event_text(event: Mapping[str, Any], names: Sequence[str], edition: str = "1429") -> str:
    """The chronicle's line of an event in the player's language (seats shown by name, money
    counted in ``edition``'s: deniers, ecus or resources)."""
    kind = str(event.get("kind", ""))
    params = {k: v for k, v in event.items() if k not in ("kind", "seq", "audience", "chance")}
    words = Words(list(names), edition)
    sentence = SENTENCES.get(kind)
    if sentence is not None:
        return sentence(params, words)
    if kind in COUNTED:
        template, counted = COUNTED[kind]
        template = mob_word(MOB_LINES[kind], edition) if kind in MOB_LINES else template
        shown = {k: count(words.unit(counted[k]), v) if k in counted else v
                 for k, v in params.items()}
        return fill(_(template), shown, words)
    plain = mob_word(MOB_LINES[kind], edition) if kind in MOB_LINES \
        else REWORDED.get(kind) or EVENT_TEXT.get(kind)
    if plain is None:
        return " ".join([kind] + [f"{k}={v}" for k, v in params.items()])
    line = fill(_(plain), params, words)
    return failed_why(line, params) if kind == "uprising_failed" else line


def fill(template: str, params: Mapping[str, Any], words: Words) -> str:
    """``template`` with its placeholders in words: seats by name, lists as "A, B and C",
    keys the engine names (a card, a side, a fief) translated."""
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in PLAYER_KEYS and isinstance(value, int) and not isinstance(value, bool):
            shown[key] = words.name(value)
        elif key in PLAYER_LIST_KEYS and isinstance(value, list):
            shown[key] = join([words.name(v) for v in value])
        elif isinstance(value, list):
            shown[key] = join([str(value_word(key, v)) for v in value])
        elif key == "deck" and isinstance(value, str):        # as the edition names it
            shown[key] = _(deck_name(value, words.edition))
        elif key in ("card", "disaster") and isinstance(value, str):   # as the edition names it
            shown[key] = card_title(value, words.edition)
        elif key == "target" and isinstance(value, str):
            shown[key] = value_word("fief", value)
        elif key == "title" and isinstance(value, str):
            shown[key] = title_name(value)
        else:
            shown[key] = value_word(key, value)
    try:
        return template.format(**shown)
    except (KeyError, IndexError, ValueError):
        return template + " " + " ".join(f"{k}={v}" for k, v in sorted(shown.items()))


def seats_in(event: Mapping[str, Any]) -> set[int]:
    """The seats an event names (for the log's filter by player)."""
    out: set[int] = set()
    for key, value in event.items():
        if key in PLAYER_KEYS and isinstance(value, int) and not isinstance(value, bool):
            out.add(value)
        elif key in PLAYER_LIST_KEYS and isinstance(value, list):
            out.update(v for v in value if isinstance(v, int))
    return out
