"""English log templates of the events, keyed by event kind.

The templates are gettext message ids: the client shows ``_(template)`` formatted with the
event's parameters, so the French catalog translates the log. Seats are shown by name.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..events import Event
from ..values import thaw

PLAYER_KEYS = {"player", "captor", "previous", "to", "first", "reserved_for", "asker", "owner",
               "attacker", "defender", "target", "by", "controller", "host"}
PLAYER_LIST_KEYS = {"players", "targets"}

EVENT_TEXT: dict[str, str] = {
    "round_started": "Round {round} begins; {first} is first player",
    "round_ended": "Round {round} ends; the First Player card passes to {first}",
    "start_village": "{player} settles in {village} with {lord}",
    "relic_placed": "A Holy Relic lies in {village}",
    "control_changed": "{village} is now controlled by {player}",
    "income": "{player} collects {total} deniers",
    "recruited": "{player} recruits {knights} knights and {men} men at arms in {village}",
    "built": "{player} builds a {building} in {village}",
    "title_bought": "{lord} of {player} becomes lord of the {fief} ({cost} deniers)",
    "fief_title_granted": "{lord} receives the title of the {fief}",
    "fief_title_lost": "{lord} loses the title of the {fief}",
    "fief_title_vacant": "The title of the {fief} returns to the board",
    "cardinal_made": "{lord} is made Cardinal",
    "purchase_ended": "{player} has finished buying",
    "ransom_offered": "{player} offers {amount} deniers for {lords}",
    "ransom_refused": "{captor} refuses the ransom offered for {lords}",
    "ransom_paid": "{player} pays {amount} deniers to {captor} for {lords}",
    "lord_freed": "{lord} is free",
    "lord_placed": "{lord} arrives in {village}",
    "lord_waiting": "{lord} waits for a village to arrive in",
    "placement_refused": "{host} does not let {lord} of {player} arrive in {village}",
    "moved": "{player} moves {lords} from {frm} to {to}",
    "movement_ended": "{player} has finished moving",
    "passage_refused": "{lords} of {player} are refused passage",
    "place_reinforced": "{lords} of {player} enter the besieged {village} with the consent of "
                        "{host}",
    "reinforcement_refused": "{host} does not let {lords} of {player} into the besieged "
                             "{village}",
    "step_lapsed": "{lords} of {player} do not go to {to}: {reason}",
    "consent_given": "{player} agrees",
    "consent_refused": "{player} refuses",
    "plague_roll": "Plague: {lord} rolls {die}",
    "troops_lost": "{player} loses {knight} knights and {man} men at arms in {village} ({cause})",
    "lord_died": "{lord} of {player} dies ({cause})",
    "marriage_ended": "The marriage of {lords} ends",
    "excommunication_lifted": "The excommunication of {lord} ends",
    "crown_passed": "{lord} takes the crown ({title})",
    "title_lost": "{lord} loses the title {title}",
    "relic_dropped": "A Holy Relic falls in {village}",
    "siege_lifted": "{player} lifts the siege of {village}",
    "money_given": "{player} gives {amount} deniers to {to}",
    "game_won": "Victory for {players} at the end of round {round}!",
    "game_ended_at_round_limit": "The game ends at round {round}, the table's limit: nobody "
                                 "has won",
    "game_ended_stalled": "The game ends in round {round}, not over after {decisions} "
                          "decisions: nobody has won",
    # Marriages, elections, the Pope, cards, disasters, Uprisings, diplomacy (1.1-2.4, 8-10).
    "marriage_proposed": "{player} proposes to {to} the marriage of {lord} and {lady}",
    "marriage_refused": "{player} refuses the marriage of {lord} and {lady}",
    "married": "{lord} marries {lady}: the families of {players} are allied",
    "queen_crowned": "{lord} is Queen",
    "annulment_requested": "{player} asks the Pope to annul the marriage of {lord}",
    "marriage_annulled": "The marriage of {lord} and {spouse} is annulled",
    "excommunicated": "The Pope excommunicates {lord}",
    "crown_prince_born": "{lord} is the Crown Prince",
    "candidate_declared": "{player} presents {lord} for {item}",
    "candidates_declared": "Candidates for {item}: {lords}",
    "vote_placed": "{player} places vote markers on {on}",
    "vote_cast": "You vote for {for}, decoy on {decoy}",
    "ballot_revealed": "{player} turns over a {marker} marker on {lord}: {votes} votes",
    "ballot_cast": "Your FOR token on {for}, your AGAINST token on {against}",
    "engine_bought": "{player} buys a Siege Engine ({cost} ecus)",
    "engines_destroyed": "Siege Engines of {player} destroyed at {village}",
    "fief_title_to_crown": "The title of the {fief} goes to the crown",
    "title_granted_by_crown": "The crown gives the title of the {fief} to {lord}",
    "gems_dealt": "Gems of {player}: {gems}",
    "gem_traded": "{player} trades a gem for {resources} resources; gems held: {gems}",
    "resources_lost": "{player} loses unspent resources: {amount}",
    "village_marked": "{player} marks {village} as controlled",
    "markers_lifted": "{player} lifts its markers from {village}: the fief is held",
    "damages_settled": "War damages of {player}: {owed} owed, {paid} paid, gems sold: {gems_sold}, forgiven: {forgiven}",
    "paired_battle_declared": "{player} attacks {targets} in {village}",
    "paired_battle_started": "Battle of {village}: the attack has {attack_total} dice, the defence {defence_total}",
    "paired_round": "Round {round} in {village}: attack {attack_sorted}, defence {defence_sorted}",
    "paired_battle_choice": "{player} ({side}) chooses to {choice} in {village}",
    "coalition_left": "{player} leaves the {side} in {village}",
    "paired_battle_ended": "The battle of {village} ends ({outcome}), rounds: {rounds}; winner: {winner}",
    "place_taken": "{player} takes {village} from {previous}",
    "war_damages_owed": "{player} owes war damages: {amount} (owed in all: {owed})",
    "coalition_proposal": "{player} proposes the losses of the {side} in {village}",
    "coalition_answered": "{player} answers {answer} for the {side} in {village}",
    "losses_drawn": "In {village} the {side} draws {chosen} among {candidates}",
    "place_unowned": "{village} stays without owner: its takers did not agree",
    "fief_broken_up": "The {fief} is broken up; {player} keeps {kept}",
    "election_result": "Election of {item}: {winner} ({reason}); votes: {tally}",
    "election_cancelled": "The election of {item} is not held",
    "card_drawn": "{player} draws a card from the {deck} deck",
    "card_received": "You draw {card}",
    "card_discarded": "{player} discards {card}",
    "deck_reshuffled": "The {deck} discard pile is shuffled into a new deck",
    "draw_lost": "{player} finds no card left to draw in the {deck} deck",
    "disaster_drawn": "{player} draws a Disaster and lays it face down on slot {slot}",
    "disaster_discarded": "{player} draws a {disaster}; the track is full, it is discarded",
    "disaster_struck": "{disaster} strikes bishopric {bishopric} (die {die})",
    "disaster_false_alarm": "{disaster}: false alarm (die {die})",
    "disaster_duplicate": "{disaster} already strikes bishopric {bishopric}: the card is discarded",
    "disaster_cancelled": "{player} plays {card}: the {disaster} of bishopric {bishopric} ends",
    "fortune_played": "{player} plays {card} on bishopric {bishopric}",
    "tax_played": "{player} levies a {tax} on {target} through {lord}",
    "lord_played": "{lord} joins the family of {player}",
    "darc_played": "{player} makes {lady} d'ARC",
    "cardinal_proposed": "{player} asks the Pope's consent to make {lord} Cardinal",
    "play_lapsed": "The card of {player} can no longer be played",
    "justice_played": "{player} brings {lord} to Justice",
    "assassination_played": "{player} has {lord} assassinated; {sponsor} is the sponsor",
    "assassination_roll": "Assassination of {lord}: the die shows {die}",
    "assassination_foiled": "The assassination of {lord} fails",
    "defence_played": "{player} foils the assassination of {lord} with a Secret Passage",
    "escape_played": "{player} plays a Secret Passage: {lords} escape",
    "tunnels_played": "{player} plays a Secret Passage: the Uprising in {village} ignores the walls",
    "ambush_played": "{player} ambushes {lord}",
    "uprising_played": "{player} raises an Uprising in {village}",
    "uprising_joined": "{player} adds an Uprising card in {village} ({cards} cards)",
    "uprising_stop_attempt": "{lord} tries to stop the Uprising in {village} as {role}: die {die}",
    "uprising_failed": "The Uprising in {village} comes to nothing",
    "uprising_result": "Uprising in {village}: {dice} dice roll {faces} for {hits} hits",
    "uprising_destroyed": "The mob of {village} destroys {mills} mills",
    "cards_offered": "{player} offers {to} an exchange of cards",
    "cards_offered_detail": "{player} offers {give} to {to} for {take}",
    "cards_exchanged": "{player} and {to} exchange cards",
    "exchange_refused": "{to} refuses the exchange of cards offered by {player}",
    "talk_opened": "{player} opens a private talk with {players}",
    "talk_left": "{player} leaves the private talk",
    "talk_closed": "The private talk of {players} ends",
    "offer_made": "{player} offers {to} {give} and {pay} deniers for {take} and {ask} deniers",
    "offer_accepted": "{to} accepts the offer of {player}",
    "offer_refused": "{to} refuses the offer of {player}",
    # Battles, sieges, pillage (6.0-6.5), Cavalcades (5.2), Secret Passage (10.2).
    "battle_declared": "{player} attacks {target} in {village}",
    "battle_joined": "{player} takes a side in the battle of {village}: {side}",
    "battle_started": "Battle of {village}: {attacker} attacks, {defender} defends "
                      "(attacker penalty: {penalty} dice)",
    "battle_roll": "Round {round} in {village}: the attack rolls {attack_faces} for "
                   "{attack_hits} hits, the defence rolls {defence_faces} for {defence_hits} hits",
    "casualties_chosen": "{player} has chosen the casualties of the {side}",
    "casualties": "The {side} takes {hits} hits: knights {knights}, men at arms {men}, "
                  "lords killed {lords}",
    "lord_captured": "{lord} of {player} is taken captive by {captor} in {village}",
    "capture_declined": "{player} leaves {lord} free in {village}",
    "battle_stance": "{player} chooses to {stance} in the battle of {village}",
    "battle_choice": "{player} chooses to {choice} the battle of {village}",
    "battle_ended": "The battle of {village} ends: {outcome}; winner: {winner}",
    "tunnel": "{player} attacks {village} from the tunnels",
    "siege_declared": "{player} lays siege to {village}",
    "siege_continued": "{player} continues the siege of {village} (siege engine: {level} dice)",
    "pillaged": "{player} pillages {mills} mills in {village} for {amount} deniers",
    "cavalcade_declared": "{player} rides a Cavalcade with {lords} from {frm} toward {to}",
    "cavalcade_answer": "{player} is asked to let the Cavalcade pass in {village}: {allow}",
    "cavalcade_passed": "The Cavalcade of {player} rides on from {village} to {to}",
    "cavalcade_failed": "The Cavalcade of {player} is stopped in {village}",
    "passage_played": "{player} takes a Secret Passage from {frm} to {to}",
    "captive_handed": "{previous} hands the captive {lord} to {captor}",
    # Fog of War (11.2): what the other families learn of a family's counters.
    "recruited_unseen": "{player} places {counters} new counters in {village}",
    "moved_unseen": "{player} moves {lords} from {frm} to {to} with {counters} counters",
    "troops_lost_unseen": "{player} loses {counters} counters in {village} ({cause})",
    # Holy Relics (11.1).
    "relic_taken": "{lord} of {player} takes up a Holy Relic ({relic})",
    "relic_given": "{lord} gives a Holy Relic ({relic}) to {to_lord}",
    "lord_revived": "The Teeth of St Géronce bring {lord} back to life",
    "relic_rain": "Eyes of St Roseline: {die} rolled for the Heavy Rain of bishopric {frm} "
                  "({result})",
    "relic_famine": "Bone of St Rhadegund: {die} rolled for the Famine of bishopric {bishopric} "
                    "(lifted: {lifted})",
}


def render(template: str, params: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """Fill a template; seats become names when ``names`` is given; lists read as 'A, B'."""
    values: dict[str, Any] = {}
    for key, value in params.items():
        value = thaw(value)
        if names is not None and key in PLAYER_KEYS and isinstance(value, int) \
                and not isinstance(value, bool):
            value = names[value]
        elif names is not None and key in PLAYER_LIST_KEYS and isinstance(value, list):
            value = [names[v] for v in value]
        if isinstance(value, list):            # a tally's [name, number] pairs: "A 5, B 2"
            value = ", ".join(" ".join(str(x) for x in v) if isinstance(v, list) else str(v)
                              for v in value)
        if value is None:
            value = "nobody" if key in PLAYER_KEYS else "-"
        values[key] = value
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template + " " + " ".join(f"{k}={v}" for k, v in sorted(values.items()))


def event_text(event: Event, names: Sequence[str] | None = None) -> str:
    """An event's English log line (seats shown by name when ``names`` is given)."""
    template = EVENT_TEXT.get(event.kind)
    if template is None:
        return " ".join([event.kind] + [f"{k}={thaw(v)}" for k, v in event.params])
    return render(template, dict(event.params), names)
