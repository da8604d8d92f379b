"""The numbers of the rules, one table per edition (DESIGN principle 3).

Code never writes a cost, an income or a die face: it reads them from the edition's ``Rules``.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ...errors import IllegalAction
from ..state import CARDINAL_CARD, DARC_CARD, LORD_NAMES, STRONGHOLD
from .citations import (CITED_2011, CITED_SIMPLIFIED, SECTIONS_2011, SECTIONS_SIMPLIFIED,
                        Citations, cited)


@dataclass(frozen=True)
class Rules:
    edition: str
    # What the edition counts its money in, by key (the client words it): 1429 deniers, 2011
    # ecus (003 "5 écus"), the simplified variant's resources spent in their phase (S-3).
    money: str = "deniers"
    # What it calls its troop of strength 1 and its fortification, by key (the client words
    # them): 1429's men at arms and Strongholds, 2011's sergeants and castles (003 Matériel).
    man_word: str = "men"
    fort_word: str = "stronghold"
    # What it calls its two decks (the Lords deck, the Fortune deck) and the Disasters, by key:
    # 1429's Lords, Fortune and Disasters; 2011's Characters, Events and Calamities (003).
    deck_words: tuple[str, str] = ("lords", "fortune")
    disaster_word: str = "disasters"
    # What it calls the markers spent on a card exchange or a private talk, by key: 1429's
    # Diplomacy markers, 2011's Embassy tokens (003 "jetons Ambassade").
    embassy_word: str = "diplomacy"
    # 2011's embassy tokens (003 "Le jeton Ambassade", E-8): a talk with the family allied by
    # marriage alone, one talk at a time at the table, lasting until its opener leaves it.
    # 1429's private talks (8.0, A43): with any players, several at once, until all have left.
    embassy_talks: bool = False
    # Setup 8-10 and the components (RULINGS "Numbers at a glance").
    start_money: int = 5
    start_knights: int = 1
    start_men: int = 3
    stock_knights: int = 8
    stock_men: int = 13
    stock_engines: int = 2                   # per family (1429)
    engine_pool: int = 0                     # Siege Engines in a common supply (2011, E-3)
    stock_diplomacy: int = 3
    stock_tax: int = 3
    stock_mills: int = 15
    stock_forts: int = 12
    cities_apart: bool = False               # 1429: a City is its Stronghold turned over (12
                                             # in all); 2011 "12 tuiles Château, 8 tuiles
                                             # Cité": castles alone count (E-27)
    max_family: int = 4                      # 2.4.1
    family_refusal: tuple[str, str] = (      # the rule and words a fifth lord is refused by
        "2.4.1", "a family has at most 4 lords, captives included")
    hand_limit: int = 3                      # 2.1
    draw_limit: int = 2                      # 2.1
    disaster_slots: int = 3                  # 2.1
    disasters_to_cards: bool = False         # 7.0 Disasters go at the end of the round; 2011
                                             # at the start of the next Phase 2 (E-19)
    # Decks (2.4, 9, 10; Components).
    fortune_cards: tuple[tuple[str, int], ...] = (
        ("harvest", 5), ("good_weather", 5), ("tax", 5), ("uprising", 4),
        ("secret_passage", 3), ("assassination", 1), ("justice", 1), ("ambush", 1),
    )
    disaster_cards: tuple[tuple[str, int], ...] = (("heavy_rain", 4), ("famine", 4), ("plague", 2))
    cardinal_cards: int = 3
    darc_cards: int = 1
    # 3.0 Income.
    village_income: int = 1
    mill_income: int = 2
    mill_bonus: int = 1                      # per Harvest / Good Weather type, 2.4.7
    tallage_per_village: int = 2             # 2.4.5
    tallage_controlled_only: bool = False    # 2.4.5 every village of the fief; 2011: those
                                             # the taxing family controls (003 Impôt, E-11)
    queen_income: int = 2                    # 1.8.1
    king_income: int = 0
    pope_income: int = 0
    # 4.0 Purchase.
    cost_man: int = 1
    cost_knight: int = 3
    cost_mill: int = 3
    cost_fort: int = 10
    title_cost_per_village: int = 2          # 4.3
    cost_cardinal: int = 5                   # 4.4
    cardinal_needs_pope: bool = True         # 1.5 the Pope consents; 2011: "immédiatement"
    cost_engine: int = 0                     # 0: not for sale (1429); 2011: 5 (003 Phase 4)
    max_new_troops_per_village: int = 4      # 4.1
    max_mills_per_village: int = 2           # 4.2
    max_fief_titles: int = 2                 # 1.2, 4.3
    heirless_to_crown: bool = False          # 4.3.1 kept for the family; 2011: to the crown
    king_gives_own_fiefs: bool = False       # simplified 004 §5 Roi 3: the King gives the
                                             # fief titles he holds in a Purchase turn (S-17)
    placement_in_tiers: bool = True          # 2.4.1 an order of preference; 2011 (003 Carte
                                             # Seigneur): any of its three places (E-17)
    escape_one_step: bool = False            # 10.2.3 an escaped lord placed per 2.4.1; 2011
                                             # (003 Souterrain): one step from his prison (E-18)
    crown_prince_needs_free_king: bool = False  # 1.8.2 the Queen free; 2011 also the King
                                             # ("Si le roi est prisonnier", 003, E-16)
    # Ransom 6.2.4.
    ransom_base: int = 2
    ransom_per_title: int = 2
    # 5.0 Movement.
    steps: int = 2
    darc_steps: int = 3
    # 6.2 Battle.
    sp_man: int = 1
    sp_knight: int = 3
    hits_knight: int = 3
    sp_lord: int = 1
    dice_thresholds: tuple[int, ...] = (1, 7, 13)   # SP needed for 1, 2, 3 dice
    max_dice: int = 4
    darc_dice: int = 1                       # 9.1: d'ARC adds a battle die
    battle_faces: tuple[int, ...] = (1, 1, 2, 2, 3, 3)  # RULINGS 34
    stronghold_penalty: int = 1
    city_penalty: int = 2
    engine_cancel_cap: int = 2
    engine_top_level: int = 2                # 6.4: flipped to 2 dice; 2011: one-sided (E-3)
    engines_destroyed: bool = False          # 2011 (E-3): a beaten side's engines destroyed
    siege_needs_engine: bool = True          # 6.4; 2011 (Phase 6 "Le siège"): no engine needed
    siege_needs_troop: bool = True           # RULINGS 42; simplified 004 §7: a lord alone
    control_markers: bool = False            # simplified 004 §6: a sergeant marks control
    besieged_may_leave: bool = True          # 6.4.1 with the besiegers' leave or a Cavalcade;
                                             # 2011: only through a Secret Passage (E-15)
    passage_battles_in_rain: bool = False    # 2.3.1 no battle under Heavy Rain; 2011 (003
                                             # Mauvais temps): with a Secret Passage (E-21)
    # The rule and words a refused step cites: under Heavy Rain without a Secret Passage
    # (2.3.1; 2011's bad weather, 003 Mauvais temps; the variant's storm, 004 §3), and out of
    # a place besieged where the edition forbids it (E-15: 003 Le siège, 004 §7).
    rain_step_refusal: tuple[str, str] = (
        "2.3.1", "no movement in, into or out of a bishopric under Heavy Rain")
    besieged_step_refusal: tuple[str, str] = (
        "6.4.1", "a besieged place is left with the besiegers' leave or by a Cavalcade")
    null_rounds_to_end: int = 3              # 6.1, A51
    cavalcade_bonus_per_die: int = 1         # 5.2
    cavalcade_must_go_on: bool = True        # 5.2 FR FAQ a won Cavalcade goes on; 2011 "vous
                                             # pouvez continuer votre chemin" (E-22)
    cavalcade_needs_knight: bool = True      # 5.2; 2011 (Chevauchée): lords alone may ride
    uprising_bonus_per_die: int = 1          # 10.1
    weather_cancels_despite_other: bool = False  # 2.3.1/2.3.2 a Harvest barred by Heavy
                                             # Rain; 2011: only its bonus is (E-13)
    pillage_per_mill: int = 1                # 6.5
    pillage_by_lords_present: bool = False   # 6.5 the controller; simplified 004 §4.8: any
                                             # family with a free lord there (S-16)
    # Holy Relics 11.1.1 (optional rule).
    grail_minus_per_die: int = 1             # Grail: each enemy die -1 hit, min 0 (A48)
    spear_bonus: int = 1                     # Spear: +1 hit per roll with a die cast
    spear_attack_only: bool = False          # RULINGS 52: FR any battle; EN attack only
    roseline_stay_face: int = 6              # Roseline: a 6 (or the same number) stays
    rhadegund_min: int = 4                   # Rhadegund: d6 4-6 lifts a Famine
    # Elections 1.4, 1.7, 1.8.
    vote_principal: int = 2
    vote_village: int = 1
    vote_bishop: int = 2
    vote_cardinal: int = 3
    king_min_votes: int = 3
    pope_needs_free_cardinals: bool = True   # 1.7 two uncaptured Cardinals; 2011 "au moins
                                             # 2 cardinaux en place", captives too (E-20)
    king_min_electors: int = 0               # simplified 004 §4.1: 3 titled lords in play
    pope_backs_king: bool = True             # 1.8 "or the vote of the Pope"; 003 and 004 §4.1
                                             # name only a Cardinal or two Bishops (E-26)
    closed_window_steps: tuple[str, ...] = ()  # simplified 004 §4.2: no card nor power then
    lone_bishop_elected: bool = False        # simplified 004 §4.1: a lone candidate, 0 votes
    # Disasters and stop attempts (RULINGS 11, 12, 21, 22).
    false_alarm_face: int = 6
    plague_death_max: int = 3                # d6 1-3 dies
    bishop_stop_min: int = 3                 # d6 3-6 stops (FR)
    cardinal_stop_min: int = 3
    cardinal_stop_cost: int = 3
    assassination_death_max: int = 3         # option assassination_roll (EN 10.3)
    # 7.0 Victory.
    solo_vp: int = 3
    alliance_vp: int = 4
    alliance_min_players: int = 4
    vp_by_players: tuple[tuple[int, int, int], ...] = ()  # simplified S-6: (players, alone, pair)
    # The simplified variant (rules/004 §2.2, S-3): strength from places and titles, gems.
    place_strength: tuple[tuple[str, int], ...] = ()   # "village", "stronghold", "city"
    title_strength: tuple[tuple[str, int], ...] = ()   # "man", "lady", fief kinds, "crown",
                                                       # "darc", "bishop", "cardinal", "pope"
    gems_in_game: int = 0                    # 004 §2.1: 8 gems, lasting wealth
    start_gems: int = 0                      # 004 DEBUT: one per family
    gem_value: int = 0                       # S-3: a gem bought or sold for 10 resources
    # The rules a refusal cites where the edition's own text states them (editions/citations.py):
    # by the refusal's 1429 words, and by its step's or card's section; 1429 cites itself.
    cited_words: Citations = field(default_factory=lambda: MappingProxyType({}))
    cited_sections: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    extra: dict = field(default_factory=dict)

    def cite(self, refusal: IllegalAction) -> IllegalAction:
        """The refusal citing this edition's text where it states the rule (003, 004)."""
        return cited(refusal, self.cited_words, self.cited_sections)

    def victory_thresholds(self, players: int) -> tuple[int, int]:
        """The victory points needed alone and by a married pair (7.0; S-6 by players)."""
        for count, alone, pair in self.vp_by_players:
            if count == players:
                return alone, pair
        return self.solo_vp, self.alliance_vp

    def lords_box(self) -> list[str]:
        """The Lords deck as it comes in the box: 18 lords, the Cardinal cards and d'ARC."""
        return list(LORD_NAMES) + [CARDINAL_CARD] * self.cardinal_cards \
            + [DARC_CARD] * self.darc_cards

    def fortune_deck(self) -> list[str]:
        cards = [kind for kind, n in self.fortune_cards for _ in range(n)]
        return cards + [kind for kind, n in self.disaster_cards for _ in range(n)]

    def dice_for_sp(self, sp: int) -> int:
        """6.2: 1-6 SP roll 1 die, 7-12 roll 2, 13 or more roll 3."""
        return sum(1 for threshold in self.dice_thresholds if sp >= threshold)

    def title_cost(self, villages: int) -> int:
        return self.title_cost_per_village * villages

    def ransom(self, titles: int) -> int:
        return self.ransom_base + self.ransom_per_title * titles

    def forts_out(self, forts: Iterable[str | None]) -> int:
        """How many of the box's ``stock_forts`` these places hold: every Stronghold and City
        in 1429 (a City is its Stronghold turned over), the castles alone in 2011 (E-27)."""
        return sum(1 for fort in forts
                   if fort == STRONGHOLD or (fort is not None and not self.cities_apart))


RULES_1429 = Rules(edition="1429")

# The 2011 edition (rules/003, docs/editions.md): what its text changes in the numbers.
RULES_2011 = Rules(
    edition="2011",
    money="ecus",                            # 003 Matériel: "5 écus" each
    man_word="sergeants",                    # 003 Matériel: "15 sergents", "tuile Château"
    fort_word="castle",
    deck_words=("characters", "events"),     # 003 "cartes Personnage", "cartes Événement"
    disaster_word="calamities",              # 003 "cartes Calamité"
    embassy_word="embassy",                  # 003 "3 jetons Ambassades"
    embassy_talks=True,                      # 003 "Le jeton Ambassade" (E-8)
    stock_men=15,                            # "8 chevaliers, 15 sergents" (Réserve personnelle)
    cities_apart=True,                       # 003 Matériel: "12 tuiles Château, 8 tuiles
                                             # Cité" (E-27)
    stock_engines=0,                         # E-3: none per family ...
    engine_pool=12,                          # ... 12 in the common supply (Matériel)
    cost_engine=5,                           # 003 Phase 4 "Engin de siège"
    engine_top_level=1,                      # E-3: an engine cancels one malus
    engine_cancel_cap=2,                     # a city's two maluses at most (003 Phase 6)
    engines_destroyed=True,                  # E-3 / 003 Phase 4: destroyed when beaten
    siege_needs_engine=False,                # 003 Phase 6 "Le siège": troops alone besiege
    # E-2: the 1429 Fortune deck without Ambush (24 Events).
    fortune_cards=(("harvest", 5), ("good_weather", 5), ("tax", 5), ("uprising", 4),
                   ("secret_passage", 3), ("assassination", 1), ("justice", 1)),
    cavalcade_needs_knight=False,            # "entièrement composée de seigneurs et/ou de
                                             # chevaliers" (003 Phase 5, Chevauchée)
    cardinal_needs_pope=False,               # 003 "Le cardinal": card or purchase, no consent
    heirless_to_crown=True,                  # 003 "Perdre le titre", La mort (E-10)
    tallage_controlled_only=True,            # 003 Impôt: "2 écus par village contrôlé du fief"
    weather_cancels_despite_other=True,      # 003 Bonne récolte "annule la famine" (E-13)
    besieged_may_leave=False,                # 003 "Il est interdit de quitter un château ou
                                             # une cité assiégée" (E-15)
    placement_in_tiers=False,                # 003 Carte Seigneur: "Dans une cité ou un
                                             # château ... un de vos seigneurs ... un village
                                             # que vous contrôlez" (E-17)
    escape_one_step=True,                    # 003 Souterrain: "vers un lieu à une étape de
                                             # là" (E-18)
    disasters_to_cards=True,                 # 003 Phase 2 "Au début de cette phase,
                                             # défaussez toutes les cartes Calamité" (E-19)
    pope_needs_free_cardinals=False,         # 003 Élection du Pape: "au moins 2 cardinaux
                                             # en place" (E-20)
    passage_battles_in_rain=True,            # 003 Mauvais temps: "à moins d'avoir la carte
                                             # Souterrain" (E-21)
    family_refusal=("003 Carte Seigneur", "a player is limited to 4 lords, captives "
                    "included"),
    rain_step_refusal=("003 Mauvais temps", "no movement in, into or out of a bishopric under "
                       "bad weather without a Secret Passage (E-21)"),
    besieged_step_refusal=("003 Le siège",
                           "a besieged place is left only through a Secret Passage (E-15)"),
    cavalcade_must_go_on=False,              # 003 Chevauchée "vous pouvez continuer", 004
                                             # §6 "il peut continuer" (E-22)
    pope_backs_king=False,                   # 003 Élection du Roi: "au moins 1 voix de
                                             # cardinal ou 2 voix d'évêque" (E-26)
    crown_prince_needs_free_king=True,       # 003 Prisonnier: "la reine ne peut pas faire
                                             # un héritier" while the King is captive (E-16)
    king_income=5,                           # 003 Phase 3: King 5, Pope 5, Queen 3
    cited_words=CITED_2011,
    cited_sections=SECTIONS_2011,
    pope_income=5,
    queen_income=3,
)

# The simplified variant (rules/004, docs/editions.md): 2011's numbers with what 004 changes.
RULES_SIMPLIFIED = replace(
    RULES_2011,
    edition="simplified",
    money="resources",                       # S-3: income spent in its phase, never kept
    start_money=0,                           # S-3: no money, resources of the phase only
    start_knights=0,                         # 004 DEBUT: a lord, a castle and a control
    start_men=1,                             # marker (a sergeant of the family's colour)
    stock_knights=0,                         # 004 §2.2: no armies to manage
    engine_pool=0,                           # S-3: no siege engines
    cost_engine=0,
    tallage_per_village=1,                   # 004 §4 "Impôts": 1 a controlled village
    pillage_per_mill=0,                      # 004 §8: mills destroyed, nothing gained
    pillage_by_lords_present=True,           # 004 §4.8 "Les seigneurs présents sur un
                                             # village même s'il ne le contrôle pas" (S-16)
    alliance_min_players=3,                  # S-6: a pair's threshold from 3 players
    vp_by_players=((3, 4, 6), (4, 3, 5), (5, 3, 4), (6, 3, 4)),   # S-6
    place_strength=(("village", 1), ("stronghold", 2), ("city", 3)),      # 004 §2.2
    title_strength=(("man", 1), ("lady", 0), ("barony", 2), ("county", 3), ("duchy", 4),
                    ("crown", 5), ("darc", 5), ("bishop", 2), ("cardinal", 3), ("pope", 4)),
    siege_needs_troop=False,                 # 004 §7: "possède un seigneur présent"
    rain_step_refusal=("004 §3", "no movement in, into or out of a bishopric struck by a storm "
                       "without a Secret Passage"),
    besieged_step_refusal=("004 §7", "the besieged leave their castle or city only to attack, "
                           "or through a Secret Passage (E-15)"),
    control_markers=True,                    # 004 §6 "un pion SERGENT ... qui indique qui
                                             # controle le village"
    cardinal_needs_pope=True,                # 004 §5.1: Cardinal cards "qu'avec son accord"
    closed_window_steps=("cards_draw", "disasters"),   # 004 §4.2: "pas d'évènement éclair"
    king_min_electors=3,                     # 004 §4.1 "au moins 3 seigneurs titrés dont
                                             # un cardinal ou deux évêques"
    lone_bishop_elected=True,                # 004 §4.1 "élu même avec zéro voix"
    king_gives_own_fiefs=True,               # 004 §5 Roi 3 "les titres de fief qu'il
                                             # possède déjà à qui bon lui semble" (S-17)
    gems_in_game=8,
    start_gems=1,
    gem_value=10,
    cited_words=CITED_SIMPLIFIED,
    cited_sections=SECTIONS_SIMPLIFIED,
)

EDITION_RULES: Mapping[str, Rules] = MappingProxyType(
    {r.edition: r for r in (RULES_1429, RULES_2011, RULES_SIMPLIFIED)})


def rules_for(edition: str) -> Rules:
    return EDITION_RULES[edition]
