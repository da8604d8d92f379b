"""What every card, title, building, relic and troop does, in the player's language: its
text, when it is played or acts, and its rule section (the wording follows docs/rules.md).

Shown wherever one appears: a card of the hand, of a draw or of a reaction window, or a
button that plays one (``hovered_card``); a line of the chronicle naming one
(``event_card``); a title, a card or a reserve of the left column (``describe``); a piece of
the map, whether a Disaster or Fortune card on a bishopric, a Tax marker, a Stronghold or
City, mills, an engine, a relic, troops or a fief (``spot_note``). Listed in the rules
reference ("Cards and titles"), where the search finds them too. The engine names cards by
key; the texts belong with the client as gettext messages.

The 2011 edition (docs/editions.md) plays the same cards and pieces; where its text gives
them another effect or price, ``EDITION_2011`` holds the entry that replaces the 1429 one,
citing the 2011 rules (003) or the project's ruling (E-n). ``edition`` picks them.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.shell.i18n import N_, _
from game.fief.ui.texts import CARD_NAMES, RELIC_NAMES, TITLE_NAMES, card_name


@dataclass(frozen=True)
class Entry:
    """What a card, title or piece does, as the tooltips and the rules reference show it."""

    name: str          # msgid
    text: str          # msgid
    when: str          # msgid: when it is played or acts
    section: str


ANY_WINDOW = N_("Any time cards may be played (a window).")
OWN_TURN = N_("On your turn of Phase 2 (2.4).")
DRAWN = N_("When drawn: laid face down on the Disaster track; revealed in Phase 2 (2.3).")
SLOTS = N_("When drawn: laid on a free Calamity slot (discarded if none is free); the ordinary die sends it to a bishopric, 6 a false alarm.")
ALWAYS = N_("While held.")

CARDS: dict[str, Entry] = {
    "harvest": Entry(CARD_NAMES["harvest"], N_("+1 denier per mill of a bishopric at Income; once per bishopric."), OWN_TURN, "2.4.2"),
    "good_weather": Entry(CARD_NAMES["good_weather"], N_("+1 denier per mill of a bishopric at Income; once per bishopric."), OWN_TURN, "2.4.3"),
    "tax": Entry(CARD_NAMES["tax"], N_("A Tallage (+2 deniers per village of one of your Lord's fiefs) or a Tithe (the mills' income of his bishopric); one Tax marker each, 3 at most."), OWN_TURN, "2.4.4"),
    "uprising": Entry(CARD_NAMES["uprising"], N_("In a taxed or starving village: 1 die and 1 hit per die, less its walls' penalty; Lords die only if every troop there dies. A Bishop or Cardinal may try to stop it."), ANY_WINDOW, "10.1"),
    "secret_passage": Entry(CARD_NAMES["secret_passage"], N_("One step for a moving group through what would stop it, or the attack ignores the walls for one battle, or a captive escapes."), ANY_WINDOW, "10.2"),
    "assassination": Entry(CARD_NAMES["assassination"], N_("Kills a Lord of another family; one of your own Lords is named as sponsor and receives an Assassin marker."), ANY_WINDOW, "10.3"),
    "justice": Entry(CARD_NAMES["justice"], N_("Executes a Lord bearing an Assassin marker (never the King, the Queen, the Crown Prince or the Pope)."), ANY_WINDOW, "10.4"),
    "ambush": Entry(CARD_NAMES["ambush"], N_("Before a battle's roll or between its rounds: an enemy Lord of that battle becomes your captive."), ANY_WINDOW, "10.5"),
    "heavy_rain": Entry(CARD_NAMES["heavy_rain"], N_("No movement into, out of or inside the bishopric struck, and no battle there, while it lasts."), DRAWN, "2.3"),
    "famine": Entry(CARD_NAMES["famine"], N_("The mills of the bishopric struck yield nothing while it lasts."), DRAWN, "2.3"),
    "plague": Entry(CARD_NAMES["plague"], N_("Each Lord in the bishopric struck rolls a die and dies on 1 to 3; troops there are halved, and so are those who enter this round."), DRAWN, "2.3"),
    "cardinal": Entry(CARD_NAMES["cardinal"], N_("Makes a Bishop Cardinal, with the Pope's consent if there is a Pope."), ANY_WINDOW, "9.2"),
    "darc": Entry(CARD_NAMES["darc"], N_("An unmarried Lady becomes d'ARC: +1 battle die and 3 steps a round; she is no title."), ANY_WINDOW, "9.1"),
}
LORD_CARD = Entry(N_("Lord"), N_("The Lord joins your family, placed in a village you control (or as 2.4.1 says); at most 4 Lords a family."), OWN_TURN, "2.4.1")

TITLES: dict[str, Entry] = {
    "fief": Entry(N_("Baron, Count, Duke"), N_("A fief title: 1 victory point, and its Lord votes for the King; bought for 2 deniers per village of the fief when your family controls them all and has a Stronghold there."), ALWAYS, "4.3"),
    "bishop": Entry(N_("Bishop"), N_("Elected by the bishopric's votes; 2 votes in its next elections, may stop an Uprising there and levy its Tithe; may become Cardinal."), ALWAYS, "1.4"),
    "cardinal": Entry(TITLE_NAMES["cardinal"], N_("3 votes in Bishop elections, votes for the Pope, may stop Uprisings for 3 deniers a try; bought for 5 deniers by a Bishop."), ALWAYS, "1.5"),
    "pope": Entry(TITLE_NAMES["pope"], N_("1 victory point; 3 votes in Bishop elections; excommunicates, lifts excommunications, consents to Cardinals, annuls marriages."), ALWAYS, "1.7"),
    "king": Entry(TITLE_NAMES["king"], N_("1 victory point; may grant a fief title for nothing; his wife is Queen."), ALWAYS, "1.8"),
    "queen": Entry(TITLE_NAMES["queen"], N_("2 deniers of income, no victory point; may bear a Crown Prince; becomes Queen Regent when the King dies without one."), ALWAYS, "1.8.1"),
    "crown_prince": Entry(TITLE_NAMES["crown_prince"], N_("Becomes King when the King dies."), ALWAYS, "1.8.2"),
}
THINGS: dict[str, Entry] = {
    "knight": Entry(N_("Knight"), N_("3 deniers; 3 strength points; may ride in a Cavalcade."), ALWAYS, "4.1"),
    "man": Entry(N_("Man at arms"), N_("1 denier; 1 strength point."), ALWAYS, "4.1"),
    "engine": Entry(N_("Siege engine"), N_("Cancels 1 die of the walls' penalty, 2 from the next round; 2 per family."), ALWAYS, "6.4"),
    "mill": Entry(N_("Mill"), N_("3 deniers, at most 2 a village; 2 deniers of income each; pillaged for 1 denier."), ALWAYS, "4.2"),
    "stronghold": Entry(N_("Stronghold"), N_("10 deniers, one a village; the attacker loses 1 die; troops may be bought there; needed for a fief title."), ALWAYS, "4.2"),
    "city": Entry(N_("Fortified City"), N_("Its walls cost the attacker 2 dice; whoever controls its village holds its title."), ALWAYS, "4.3"),
}
RELICS: dict[str, Entry] = {
    "grail": Entry(RELIC_NAMES["grail"], N_("Each enemy die makes one hit less for a side that did not start the battle."), ALWAYS, "11.1.1"),
    "spear": Entry(RELIC_NAMES["spear"], N_("Each roll of its army with a die makes one hit more."), ALWAYS, "11.1.1"),
    "roseline": Entry(RELIC_NAMES["roseline"], N_("After the cards of Phase 2: a die may move or end a Heavy Rain."), ALWAYS, "11.1.1"),
    "rhadegund": Entry(RELIC_NAMES["rhadegund"], N_("After the cards of Phase 2: a die ends a Famine on 4 to 6."), ALWAYS, "11.1.1"),
    "geronce": Entry(RELIC_NAMES["geronce"], N_("Once a game: a Lord who has just died lives again, with all his titles."), ALWAYS, "11.1.1"),
}


# 2011 (003): what differs from the entries above, by the same keys. Its Events are the 1429
# Fortune cards without the Ambush (E-2); Harvest, Good Weather, Tax, the Disasters (its
# Calamities) and d'ARC act as in 1429, some under 2011's own names (003: Bonne récolte, Beau
# temps, Mauvais temps).
EDITION_2011: dict[str, Entry] = {
    "uprising": Entry(N_("Revolt"), N_("In a taxed or starving village: the ordinary die gives the hits, +1 for each Revolt card stacked beyond the first; a castle takes one card away, a city two. A Bishop or Cardinal may try to calm it with the die."), ANY_WINDOW, "003 Révolte / E-6"),
    "cardinal": Entry(CARD_NAMES["cardinal"], N_("Makes a Bishop Cardinal at once, without the Pope's consent; the Cardinal's card is also for sale for 5 ecus."), ANY_WINDOW, "003 Cardinaux"),
    "fief": Entry(N_("Baron, Count, Duke"), N_("A fief title: 1 victory point, and its Lord votes for the King; bought for 2 ecus per village of the fief when your family controls them all and has a castle there, which becomes the fief's capital city: whoever takes the capital takes the title."), ALWAYS, "003 Titres de fief"),
    "king": Entry(TITLE_NAMES["king"], N_("1 victory point and 5 ecus of income; elected by the titled lords with 3 votes at least and a Cardinal's or two Bishops' support; gives the crown's heirless titles free in his Purchase turn."), ALWAYS, "003 Roi / E-10"),
    "queen": Entry(TITLE_NAMES["queen"], N_("3 ecus of income, no victory point; may bear a Crown Prince; becomes Queen Regent when the King dies without one."), ALWAYS, "003 Reine"),
    "pope": Entry(TITLE_NAMES["pope"], N_("1 victory point and 5 ecus of income; elected by the Cardinals alone; excommunicates, lifts excommunications, annuls marriages."), ALWAYS, "003 Pape"),
    "bishop": Entry(N_("Bishop"), N_("Elected by the bishopric's votes; 2 votes in its next elections; may calm a Revolt there with the die (3 or more; otherwise he dies and the Revolt applies) and levy its Tithe; may become Cardinal."), ALWAYS, "003 Évêque"),
    "harvest": Entry(N_("Good Harvest"), N_("+1 ecu per mill of a bishopric at Income; once per bishopric."), OWN_TURN, "003 Bonne récolte"),
    "good_weather": Entry(N_("Fine Weather"), N_("+1 ecu per mill of a bishopric at Income; once per bishopric."), OWN_TURN, "003 Beau temps"),
    "heavy_rain": Entry(N_("Bad Weather"), N_("No movement or battle in the bishopric struck while it lasts, unless a Secret Passage card is played."), SLOTS, "003 Mauvais temps"),
    "famine": Entry(CARD_NAMES["famine"], N_("The mills of the bishopric struck yield nothing while it lasts, and a Revolt may be raised there."), SLOTS, "003 Famine"),
    "plague": Entry(CARD_NAMES["plague"], N_("Each Lord in the bishopric struck, or entering it, rolls a die and dies on 1 to 3 (once, even if he leaves and comes back); armies there or entering lose half, rounded down, their owner choosing."), SLOTS, "003 Peste"),
    "tax": Entry(CARD_NAMES["tax"], N_("A Tallage (+2 ecus per village of one of your Lord's fiefs) or a Tithe (the mills' income of his bishopric); one Tax token each, 3 at most."), OWN_TURN, "003 Impôt"),
    "knight": Entry(N_("Knight"), N_("3 ecus; 3 strength points; may ride with the lords, who may also ride alone."), ALWAYS, "003 Phase 4"),
    "man": Entry(N_("Sergeant"), N_("1 ecu; 1 strength point."), ALWAYS, "003 Phase 4"),
    "mill": Entry(N_("Mill"), N_("3 ecus, at most 2 a village; 2 ecus of income each; pillaged for 1 ecu."), ALWAYS, "003 Phase 4"),
    "stronghold": Entry(N_("Castle"), N_("10 ecus, one a village; the attacker loses 1 die; troops may be bought there; needed for a fief title, and then the fief's capital city."), ALWAYS, "003 Phase 4"),
    "engine": Entry(N_("Siege engine"), N_("5 ecus from the common supply of 12; goes with your family's next siege and cancels one malus of its assaults; destroyed when an assault it supports is beaten or its siege is left."), ALWAYS, "003 Phase 4 / E-3, E-9"),
}
# The introductory game (004): income in resources spent in the same phase (S-3); its good
# omens cancel a calamity or add 1 a mill (004 §4, "Pose des cartes bons présages").
SIMPLIFIED: dict[str, Entry] = {
    "good_weather": Entry(N_("Fine Weather"), N_("On a bishopric: cancels its storm, or else, without a famine there, +1 resource per mill of the bishopric at Income; once per bishopric."), OWN_TURN, "004 §4 Beau temps"),
    "harvest": Entry(N_("Good Harvest"), N_("On a bishopric: cancels its famine, or else, without a storm there, +1 resource per mill of the bishopric at Income; once per bishopric."), OWN_TURN, "004 §4 Bonnes récoltes"),
}
EDITIONS: dict[str, dict[str, Entry]] = {"2011": EDITION_2011, "simplified": SIMPLIFIED}


def edition_entry(key: str, entry: Entry, edition: str) -> Entry:
    """``entry`` as ``edition`` gives it (its own text where its rules differ)."""
    return EDITIONS.get(edition, {}).get(key, entry)


def card_entry(card: str, edition: str = "1429") -> Entry:
    """A card by the engine's key; a Lord's card is named by the Lord (upper case)."""
    if card.upper() == "D'ARC":
        card = "darc"
    if card in CARDS:
        return edition_entry(card, CARDS[card], edition)
    return LORD_CARD


def lines(entry: Entry, name: str | None = None) -> list[str]:
    """A tooltip: the name, the text, when, and the section."""
    return [name or _(entry.name), _(entry.text), _(entry.when),
            _("Rule {section}").format(section=entry.section)]


def card_title(card: str | None, edition: str = "1429") -> str:
    """A card's name as ``edition`` names it (2011's Uprising is its Revolt, its Bountiful
    Harvest a Good Harvest), translated; a Lord's card is named by the Lord; no card, "-"."""
    if card is None:
        return card_name(card)
    entry = card_entry(card, edition)
    return card_name(card) if entry is LORD_CARD else _(entry.name)


def card_lines(card: str, edition: str = "1429") -> list[str]:
    entry = card_entry(card, edition)
    name = card if entry is LORD_CARD else None
    return lines(entry, name and _("{lord} (Lord card)").format(lord=name))


def action_card(action: Any) -> str | None:
    """The card an action plays or discards (a button's action), if any."""
    if isinstance(action, Mapping) and action.get("kind") in ("play_card", "discard"):
        card = action.get("card")
        return card if isinstance(card, str) else None
    return None


def hovered_card(widgets: Iterable[Any], pos: tuple[int, int]) -> str | None:
    """The card under the pointer among a panel's widgets: a card (``card``) or a button
    whose action plays or discards one (``action``)."""
    for widget in widgets:
        if not getattr(widget, "visible", True) or not widget.rect.collidepoint(pos):
            continue
        card = getattr(widget, "card", None)
        if isinstance(card, str):
            return card
        card = action_card(getattr(widget, "action", None))
        if card is not None:
            return card
    return None


# Events that name their card by their kind rather than by a parameter.
EVENT_CARDS = {
    "tax_played": "tax", "darc_played": "darc", "cardinal_proposed": "cardinal",
    "justice_played": "justice", "assassination_played": "assassination",
    "defence_played": "secret_passage", "escape_played": "secret_passage",
    "tunnels_played": "secret_passage", "passage_played": "secret_passage",
    "ambush_played": "ambush", "uprising_played": "uprising", "uprising_joined": "uprising",
}


def event_card(event: Mapping[str, Any]) -> str | None:
    """The card a chronicle's event is about: its ``card`` or ``disaster``, or its kind's."""
    for key in ("card", "disaster"):
        value = event.get(key)
        if isinstance(value, str) and value in CARDS:
            return value
    if event.get("kind") == "lord_played" and isinstance(event.get("lord"), str):
        return str(event["lord"])
    return EVENT_CARDS.get(str(event.get("kind", "")))


def edition_of(view: Mapping[str, Any]) -> str:
    """The edition a view's game plays, whose texts its tooltips give."""
    return str(view.get("options", {}).get("edition", "1429"))


def note(entry: Entry) -> list[str]:
    """What a piece's tooltip adds: the thing's text and its section."""
    return [_(entry.text), _("Rule {section}").format(section=entry.section)]


# The titles' tab names its rows by the badge drawn: fiefs by their kind.
TITLE_ICONS = {"barony": "fief", "county": "fief", "duchy": "fief", "king": "king",
               "queen": "queen", "crown_prince": "crown_prince", "pope": "pope",
               "cardinal": "cardinal", "bishop": "bishop"}


def title_entry(icon: str, edition: str = "1429") -> Entry:
    """A title by the titles' tab's badge ("king", "county", ...)."""
    key = TITLE_ICONS.get(icon, "fief")
    return edition_entry(key, TITLES.get(key, TITLES["fief"]), edition)


def title_lines(icon: str, edition: str = "1429") -> list[str]:
    """A title's tooltip by the titles' tab's badge."""
    return lines(title_entry(icon, edition))


def title_icon(title: str) -> str:
    """The titles' tab badge of a lord's title as the view writes it (``fief:County of
    BLAYE``, ``bishop:3``, ``king``, ...)."""
    if title.startswith("fief:"):
        return title[5:].partition(" of ")[0].lower()
    return title.partition(":")[0]


def lord_title_notes(titles: Sequence[str], edition: str = "1429") -> list[str]:
    """What a lord's tooltip adds: each title's text and its section, as the family boards'
    badges give them (a title held twice, e.g. two counties, is told once)."""
    icons = list(dict.fromkeys(title_icon(t) for t in titles))
    entries = [title_entry(icon, edition) for icon in icons if icon in TITLE_ICONS]
    notes = [_("{name}: {text}").format(name=_(e.name), text=_(e.text)) for e in entries]
    sections = ", ".join(dict.fromkeys(e.section for e in entries))
    return notes + [_("Rule {section}").format(section=sections)] if notes else []


def thing_entry(key: str, edition: str = "1429") -> Entry:
    return edition_entry(key, THINGS[key], edition)


def describe(what: str, edition: str = "1429") -> tuple[list[str], Entry] | None:
    """A thing of the left column by its spot ("card:tax", "title:king", "thing:knight"):
    its tooltip and its entry (whose section a right click opens)."""
    kind, _sep, key = what.partition(":")
    if kind == "card" or (kind == "title" and key == "darc"):
        card = "darc" if kind == "title" else key
        return card_lines(card, edition), card_entry(card, edition)
    if kind == "title" and key in TITLE_ICONS:
        return title_lines(key, edition), title_entry(key, edition)
    if kind == "thing" and key in THINGS:
        return lines(thing_entry(key, edition)), thing_entry(key, edition)
    return None


def spot_note(kind: str, village: Mapping[str, Any], key: tuple[Any, ...],
              edition: str = "1429") -> list[str]:
    """The rule text of a map piece (``render.pieces`` hotspot kinds), added to its tooltip."""
    if kind == "fort":
        return note(thing_entry("city" if village.get("fort") == "city" else "stronghold", edition))
    if kind in ("mills", "engine"):
        return note(thing_entry("mill" if kind == "mills" else "engine", edition))
    if kind == "relic":
        relics = [r for r in village.get("relics", []) if r in RELICS]
        return note(RELICS[relics[0]]) if relics else [_("Rule {section}").format(section="11.1")]
    if kind == "bishopric" and len(key) > 1 and key[1] in CARDS:
        return note(card_entry(key[1], edition))
    if kind == "tax":
        return note(card_entry("tax", edition))
    if kind == "fief":
        return note(title_entry("county", edition))
    if kind == "stack":
        return [_("{name}: {text}").format(name=_(thing_entry(k, edition).name),
                                           text=_(thing_entry(k, edition).text))
                for k in ("knight", "man")] + [_("Rule {section}").format(section="4.1")]
    return []


def reference(edition: str = "1429") -> list[tuple[str, list[Entry]]]:
    """Every entry, by kind, for the rules reference (as ``edition`` gives them)."""

    def of(table: dict[str, Entry]) -> list[Entry]:
        return [edition_entry(key, entry, edition) for key, entry in table.items()]

    return [(N_("Cards"), of(CARDS) + [LORD_CARD]), (N_("Titles"), of(TITLES)),
            (N_("Troops and buildings"), of(THINGS)), (N_("Holy Relics"), of(RELICS))]
