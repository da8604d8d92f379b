"""Which rule a refusal of the 2011 edition or of the simplified variant cites (DESIGN
principle 3: the edition's text, not 1429's, where that text says the same).

The referee's checks are 1429's wherever 2011 falls back to it (docs/editions.md), and they
cite 1429's sections. Where 003 (the 2011 text) states the rule a refusal enforces, the
edition's refusal cites 003 by its heading instead ("003 Phase 4"); where 004 (the variant's
text) states it, the variant cites 004 ("004 §6"); where the text is silent, 1429's number
stays, as the edition plays 1429's rule (EDITIONS.md: "Where a text is silent, 2011 falls back
to 1429"). Where the 1429 words carry a 1429 section number, say what the edition does
otherwise or name 1429's pieces (a Stronghold, men at arms, a Cavalcade, deniers), the
edition's refusal gets words of its own as well: 2011's castles, sergeants, rides and ecus.

``cited`` does it once, where the referee hands a refusal out (``Game.check``, ``Game.apply``):
the phases raise their one refusal and never ask which edition is played.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ...errors import IllegalAction

# A refusal's template (its English words, a gettext message id) -> the edition's rule, or
# (the edition's rule, the edition's words: a template with the same values); a rule None
# keeps 1429's (the text is silent, the words only are the edition's).
Citations = Mapping[str, str | tuple[str | None, str]]

# The refusals that say only that the step's or the card's section forbids the action now:
# the edition's own section of that step or card (``SECTIONS_2011``) names them.
GENERIC = frozenset({
    "{kind} is not possible now",
    "{action} is not one of the choices now ({wanted}: {kinds})",
    "{action} is not possible now; this card or power has no possible use at this moment",
    "{action} is not possible now; possible: {listed} (and {more} more)",
    "{action} is not possible now; possible: {listed}",
    "you do not hold a {card} card",
    "it is not your Battle turn",
    "it is not your turn to play cards",
    "it is not your turn to vote",
    "it is not your turn to pillage",
    "{kind} is not a purchase",
    "{kind} is not a movement",
    "{kind} is not possible in the Battle phase",
})

# 1429's sections of the steps and cards -> 003's heading of the same step or card.
SECTIONS_2011: Mapping[str, str] = MappingProxyType({
    "Setup 10": "003 Commencer la partie",
    "1.1": "003 Mariage et alliance",
    "1.3": "003 Élections",
    "1.7": "003 Avantages du Pape",
    "1.8.2": "003 Carte Seigneur",
    "2.1": "003 Phase 2",
    "2.4": "003 Pose de cartes",
    "2.4.1": "003 Carte Seigneur",
    "2.4.2": "003 Carte Bonne récolte",
    "2.4.3": "003 Carte Beau temps",
    "2.4.4": "003 Carte Impôt",
    "3.0": "003 Phase 3",
    "4.0": "003 Phase 4",
    "4.3.1": "003 La mort",
    "5.0": "003 Phase 5",
    "5.2": "003 Chevauchée",
    "6.0": "003 Phase 6",
    "6.5": "003 Le pillage",
    "7.0": "003 Phase 7",
    "10.1": "003 Carte Révolte",
    "10.2.2": "003 Souterrain",
    "10.2.3": "003 Souterrain",
    "10.3": "003 Carte Assassinat",
    "10.4": "003 Carte Justice",
})

# 004's numbers where it has its own section of a step (the rest as 2011's).
SECTIONS_SIMPLIFIED: Mapping[str, str] = MappingProxyType({
    **SECTIONS_2011,
    "1.1": "004 §4.1", "1.3": "004 §4.1", "1.7": "004 §5", "2.1": "004 §4.2",
    "2.4": "004 §4", "2.4.2": "004 §4", "2.4.3": "004 §4", "2.4.4": "004 §4", "5.0": "004 §6",
})

TURN_ONLY = "this card can be played only during your turn of the Play Cards step (2.4)"
DRAW = "draw at most two cards, one of them from the Lords deck, up to 3 in hand"

# 003 Chevauchée's ride, in 2011's words (a ride, castles, knights): the variant's ride is the
# same (004 §6, S-21). A won ride that ends where it won (E-22) stops as a failed one.
RIDE_2011: Citations = MappingProxyType({
    "a Cavalcade is made by lords and Knights only":
        ("003 Chevauchée", "a ride is made by lords and knights only"),
    "a Cavalcade may not pass through a Stronghold or a Fortified City":
        ("003 Chevauchée", "a ride may not go into a village with a castle or a city"),
    "a Cavalcade forces a passage: nobody here could refuse this step":
        ("003 Chevauchée", "a ride forces a passage: nobody here could refuse this step"),
    "a lord whose Cavalcade failed cannot move again this round":
        ("003 Chevauchée", "a lord whose ride failed, or who won it and ended there (E-22), "
                           "moves no more this round"),
    "let the Cavalcade pass or stand against it":
        ("003 Chevauchée", "let the ride pass or stand against it"),
    "the victorious Cavalcade moves on": ("003 Chevauchée", "the victorious ride moves on"),
    "leave some of the Cavalcade's Knights behind, or none":
        ("003 Chevauchée", "leave some of the ride's knights behind, or none"),
    "the Cavalcade goes on by the road it declared, or by one it may take without "
    "anyone's leave (FR FAQ: it may turn back)":
        ("003 Chevauchée", "the ride goes on by the road it declared, or by one it may take "
                           "without anyone's leave (FR FAQ: it may turn back)"),
    "a Cavalcade does not reinforce a besieged place":
        (None, "a ride does not reinforce a besieged place"),
    "a group refused passage can no longer make a Cavalcade (RULINGS 28)":
        (None, "a group refused passage can no longer ride (RULINGS 28)"),
})

# The refusals 003 states, by their 1429 words. Kept on 1429's number because 003 is silent
# (a sample; docs/editions.md, "How refusals cite the texts"): "nothing is built in a besieged
# village" (4.2), "a lord holds at most two fief titles" (4.3, E-10), ransoms (6.2.4, E-29),
# losses (6.2.2, E-5), control (5.1, E-24), a refused passage and the Cavalcade's other limits
# (5.0, 5.2, RULINGS 28), "no card may be played during the draw (FAQ Phase 2)".
CITED_2011: Citations = MappingProxyType({
    # 003 Phase 4, Les troupes, Moulin, Châteaux; Matériel and the personal stock.
    "new troops go where you have an uncaptured lord, a Stronghold or a City":
        ("003 Phase 4", "new troops go where you have an uncaptured lord, a castle or a city"),
    "at most {limit} new troops per village this phase": "003 Phase 4",
    "that costs {cost} {money}": "003 Phase 4",
    "build only in a village you control": "003 Phase 4",
    "a village has at most 2 mills": "003 Phase 4",
    "a village has at most one Stronghold": ("003 Phase 4", "a village has at most one castle"),
    "no Knights left in your stock": "003 Réserve personnelle",
    "no Men at Arms left in your stock":
        ("003 Réserve personnelle", "no sergeants left in your stock"),
    "no mills left in the stock": "003 Matériel",
    "no Strongholds left in the stock": ("003 Matériel", "no castles left in the stock"),
    "new troops may not be placed into a besieged Stronghold or City":
        ("003 Le siège", "new troops may not be placed into a besieged castle or city"),
    # 003 Titres de fief (Conditions d'achat, Coût, Conséquence du titre), La cession.
    "this fief title is already held": "003 Titres de fief",
    "you must control every village of the fief": "003 Titres de fief",
    "one village of the fief must hold your Stronghold":
        ("003 Titres de fief", "one village of the fief must hold your castle"),
    "that title costs {cost} {money}": "003 Titres de fief",
    "a fief never has more than one Fortified City":
        ("003 Titres de fief", "a fief never has more than one city"),
    "the Fortified City is one of the fief's Strongholds":
        ("003 Titres de fief", "the city is one of the fief's castles"),
    "a lord with one fief title keeps it": "003 La cession",
    "a lord must keep the title of his largest fief": "003 La cession",
    # 003 Titre de cardinal: one card for sale, 5 ecus, "immédiatement" to a Bishop.
    "the purchasable biretta is already taken": "003 Titre de cardinal",
    "the biretta goes at once to a Bishop who is not a Cardinal": "003 Titre de cardinal",
    "the biretta costs {cost} {money}": "003 Titre de cardinal",
    # 003 Phase 5, Chevauchée, Le siège, Carte Souterrain.
    "troops move only with a lord": "003 Phase 5",
    "a lord makes at most {limit} steps a round": "003 Phase 5",
    "not that many troops able to move (each makes at most {limit} steps a round)":
        "003 Phase 5",
    "{name} has no step left this round": "003 Phase 5",
    "a captive cannot lead a move": "003 Phase 5",
    "give numbers of knights and men at arms":
        ("003 Phase 5", "give numbers of knights and sergeants"),
    **RIDE_2011,
    "your own units enter the place you hold without asking": "003 Le siège",
    "only a Stronghold or a Fortified City is besieged":
        ("003 Le siège", "only a castle or a city is besieged"),
    "a siege is laid to a place another player holds": "003 Le siège",
    "you hold no Secret Passage card": "003 Souterrain",
    "this step needs no Secret Passage: no Heavy Rain, siege or leave to pass": "003 Souterrain",
    "the lords of a surrendering army are taken captive": "003 Comment se rendre",
    # 003 Peste: "perd la moitié de ses troupes arrondie à l'inférieur" (the only losses chosen).
    "remove exactly {count} of these troops": "003 Peste",
    "only the attacker of a Stronghold or City may break off alone":
        (None, "only the attacker of a castle or city may break off alone"),
    "a Secret Passage helps the attacking side of a battle against a Stronghold or City":
        (None, "a Secret Passage helps the attacking side of a battle against a castle or city"),
    "deniers are whole, non-negative numbers": (None, "ecus are whole, non-negative numbers"),
    "deniers are given openly (give_money) or in a private talk":
        (None, "ecus are given openly (give_money) or in a private talk"),
    # 003 Phase 2: Défausse, Tirage, Pose de cartes (E-28).
    "discard before drawing": "003 Phase 2",
    # "une carte Personnage et une carte Événement, ou deux cartes Événement"
    DRAW: ("003 Tirage",
           "draw at most two cards, at most one of them a Character card, up to 3 in hand"),
    TURN_ONLY: ("003 Pose de cartes",
                "this card can be played only during your turn of the Play Cards step"),
    # 003 Mariage et alliance, Contracter un mariage.
    "a marriage unites a lord (lord=) and a lady (lady=)": "003 Contracter un mariage",
    "one of them is of your family, the other of another family": "003 Contracter un mariage",
    "{name} is married already": "003 Contracter un mariage",
    "{name} is in holy orders (Bishop, Cardinal or Pope) and cannot marry":
        "003 Contracter un mariage",
    "{name} is d'ARC and cannot marry (9.1)":
        ("003 Contracter un mariage", "{name} is d'ARC and cannot marry"),
    "{family}'s family has a marriage already (one at a time)": "003 Mariage et alliance",
    # The candidates (003 Élection d'un Évêque, du Pape, du Roi; Prisonnier; the Pope's
    # excommunication): 1429's words without 1429's numbers.
    "{name} is a captive or out of play, and cannot stand": "003 Prisonnier",
    "{name} is excommunicated and cannot stand (1.7)":
        ("003 Avantages du Pape", "{name} is excommunicated and cannot stand"),
    "only a Bishop or a Cardinal stands for Pope (1.7); {name} is neither":
        ("003 Élection du Pape",
         "only a Bishop or a Cardinal stands for Pope; {name} is neither"),
    "only a man stands for King (1.8)": ("003 Élection du Roi", "only a man stands for King"),
    "only a titled lord stands for King (1.8); {name} holds no title":
        ("003 Élection du Roi", "only a titled lord stands for King; {name} holds no title"),
    "{name} is a churchman and cannot stand for King (1.8)":
        ("003 Élection du Roi", "{name} is a churchman and cannot stand for King"),
    "only a man stands for Bishop (1.4)":
        ("003 Élection d'un Évêque", "only a man stands for Bishop"),
    "{name} is married and cannot become Bishop (1.4)":
        ("003 Élection d'un Évêque", "{name} is married and cannot become Bishop"),
    "{name} is a Bishop already (1.2: one Bishop title, A14)":
        ("003 Élection d'un Évêque", "{name} is a Bishop already"),
    "{name} is the King and cannot become Bishop (1.4)":
        ("003 Élection d'un Évêque", "{name} is the King and cannot become Bishop"),
    "only the Pope's family excommunicates": "003 Avantages du Pape",
    "there can be only one excommunicated lord at a time": "003 Avantages du Pape",
})


def _by_004(citations: Citations, rule: str) -> dict[str, str | tuple[str | None, str]]:
    """The same refusals citing 004's ``rule``, their words as 2011's."""
    return {template: (rule, said[1]) if isinstance(said, tuple) else rule
            for template, said in citations.items()}


# 004 where it states the rule (§4.1 marriages and elections, §4.2 the draw, §5 the titles'
# powers, §6 movement, §7 sieges), 2011's citation otherwise.
CITED_SIMPLIFIED: Citations = MappingProxyType({
    **CITED_2011,
    **_by_004({key: CITED_2011[key] for key in (
        "a marriage unites a lord (lord=) and a lady (lady=)",
        "one of them is of your family, the other of another family",
        "{name} is married already",
        "{name} is in holy orders (Bishop, Cardinal or Pope) and cannot marry",
        "{name} is d'ARC and cannot marry (9.1)",
        "{family}'s family has a marriage already (one at a time)",
        "only a Bishop or a Cardinal stands for Pope (1.7); {name} is neither",
        "only a man stands for King (1.8)",
        "only a titled lord stands for King (1.8); {name} holds no title",
        "{name} is a churchman and cannot stand for King (1.8)",
        "only a man stands for Bishop (1.4)",
        "{name} is married and cannot become Bishop (1.4)",
        "{name} is a Bishop already (1.2: one Bishop title, A14)",
        "{name} is the King and cannot become Bishop (1.4)")}, "004 §4.1"),
    **_by_004({key: CITED_2011[key] for key in (
        "{name} is excommunicated and cannot stand (1.7)",
        "only the Pope's family excommunicates",
        "there can be only one excommunicated lord at a time",
        "a lord with one fief title keeps it",
        "a lord must keep the title of his largest fief")}, "004 §5"),
    "the Pope excommunicates once per round": "004 §5",
    **_by_004({DRAW: CITED_2011[DRAW]}, "004 §4.2"),
    TURN_ONLY: ("004 §4", "this card can be played only during your turn of the Play Cards step"),
    "a lord makes at most {limit} steps a round": "004 §6",
    **_by_004({key: said for key, said in RIDE_2011.items()
               if not isinstance(said, tuple) or said[0] is not None}, "004 §6"),
    "{name} has no step left this round": "004 §6",
    "only a Stronghold or a Fortified City is besieged": "004 §7",
    "a siege is laid to a place another player holds": "004 §7",
    # 004 §7: "possède un seigneur présent"; 1429's words ask for a troop too (RULINGS 42).
    "a siege needs one of your troops and an uncaptured lord there":
        ("004 §7", "a siege needs a free lord of yours there"),
})


def cited(refusal: IllegalAction, citations: Citations,
          sections: Mapping[str, str]) -> IllegalAction:
    """The refusal as its edition cites it: ``citations`` by its words, else, for a refusal
    that names only its step's or card's section (``GENERIC``), ``sections`` by that section;
    the refusal itself when the edition cites 1429. A refusal that cites the same section more
    precisely already ("003 Pose de cartes / E-28") keeps its rule, and takes the words."""
    template = refusal.template or ""
    said = citations.get(template)
    if said is None and template in GENERIC:
        said = sections.get(refusal.rule)
    if said is None:
        return refusal
    rule, words = said if isinstance(said, tuple) else (said, None)
    if rule is None or refusal.rule.startswith(rule):
        rule = refusal.rule
    return refusal.cited(rule, words)
