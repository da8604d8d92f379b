"""Each edition's refusals cite its own text where that text states the rule (engine/fief/
editions/citations.py, docs/editions.md "How refusals cite the texts"): 2011 cites 003 by its
headings, the variant 004 by its numbers, and 1429 its own sections; where 003 or 004 is silent
the refusal keeps 1429's number. The same action is refused in each edition with the same
sense, so each case plays it in all three and reads the rule and the words."""
from __future__ import annotations

import gettext
import json

import pytest

from engine.actions import Action, act
from engine.errors import IllegalAction
from engine.fief.editions.citations import CITED_2011, CITED_SIMPLIFIED, GENERIC, cited
from engine.fief.game import Game
from engine.fief.position import load_position
from game.shell.assets import locale_dir
from politics import GUNTER, position, units, village
from test_fief_refusal_words import scan

BLUE, RED = 0, 1
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def at(step: str, edition: str, **extra) -> Game:
    """A position of ``edition`` at ANN's (blue) turn of ``step``, its opening window behind."""
    data = {"players": [dict(p, money=30) for p in PLAYERS], "step": step, "turn": "blue",
            "first": "ANN", "round": 2, "begun": True, "edition": edition}
    data.update(extra)
    return load_position(data)


def refusal(g: Game, seat: int, action: Action) -> IllegalAction:
    """The refusal ``apply`` gives (the state untouched), which ``check`` gives alike."""
    before = json.dumps(g.state.to_dict(), sort_keys=True)
    checked = g.check(seat, action)
    with pytest.raises(IllegalAction) as refused:
        g.apply(seat, action)
    assert json.dumps(g.state.to_dict(), sort_keys=True) == before
    assert isinstance(checked, IllegalAction)
    assert (checked.rule, checked.message) == (refused.value.rule, refused.value.message)
    return refused.value


def said(g: Game, seat: int, action: Action) -> tuple[str, str]:
    problem = refusal(g, seat, action)
    assert str(problem) == f"{problem.rule}: {problem.message}"
    return problem.rule, problem.message


# ----- Phase 4, the purchases (003 Phase 4; 1429's 4.1, 4.2) ---------------------------------
def buying(edition: str) -> Game:
    """ARTHUR in BLAYE, ANN's Stronghold; PAUILLAC hers with a man at arms alone."""
    return at("purchase", edition, villages={
        "BLAYE": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
        "PAUILLAC": {"units": {"blue": {"men": 1}}}})


@pytest.mark.parametrize("action, rule_1429, rule_2011, words, words_2011", [
    ("recruit village=PAUILLAC men=1", "4.1", "003 Phase 4",
     "new troops go where you have an uncaptured lord, a Stronghold or a City",
     "new troops go where you have an uncaptured lord, a castle or a city"),
    ("recruit village=BLAYE men=5", "4.1", "003 Phase 4",
     "at most 4 new troops per village this phase", None),
    ("build village=BLAYE building=stronghold", "4.2", "003 Phase 4",
     "a village has at most one Stronghold", "a village has at most one castle"),
])
def test_003_phase_4_purchases_cite_003_in_2011_and_4_x_in_1429(action, rule_1429, rule_2011,
                                                                 words, words_2011):
    """003 Phase 4: sergeants and knights "Dans les villages où se trouvent une cité, un
    château ou un seigneur non prisonnier", "limité à 4 par village", "qu'un château ou cité
    par village": 1429's 4.1 and 4.2 say the same, 2011 cites its own text, naming its own
    pieces (castles and cities, where 1429 has Strongholds)."""
    assert said(buying("1429"), BLUE, Action.parse(action)) == (rule_1429, words)
    assert said(buying("2011"), BLUE, Action.parse(action)) == (rule_2011, words_2011 or words)


@pytest.mark.parametrize("edition, words", [
    ("1429", "no Men at Arms left in your stock"),
    ("2011", "no sergeants left in your stock"),
])
def test_4_1_an_empty_stock_names_the_editions_troop(edition, words):
    """003 Réserve personnelle names 2011's troops of strength 1 sergeants; 1429's 4.1 men at
    arms: the same refusal in each edition's words."""
    every = {"1429": 13, "2011": 15}[edition]         # every man at arms (sergeant) on the map
    g = at("purchase", edition, villages={
        "BLAYE": {"fort": "stronghold", "units": {"blue": {"men": every, "lords": ["ARTHUR"]}}}})
    rule = {"1429": "4.1", "2011": "003 Réserve personnelle"}[edition]
    assert said(g, BLUE, act("recruit", village="BLAYE", men=1)) == (rule, words)


@pytest.mark.parametrize("edition, rule, words", [
    ("1429", "6.1", "only the attacker of a Stronghold or City may break off alone"),
    ("2011", "6.1", "only the attacker of a castle or city may break off alone"),
])
def test_a_refusal_003_is_silent_on_keeps_1429s_rule_in_2011s_words(edition, rule, words):
    """A table entry without a rule (None) keeps 1429's number and takes 2011's words."""
    problem = IllegalAction("6.1", "only the attacker of a Stronghold or City may break off "
                            "alone")
    again = problem if edition == "1429" else cited(problem, CITED_2011, {})
    assert (again.rule, again.message) == (rule, words)


def test_4_2_nothing_built_in_a_besieged_village_keeps_1429s_number_003_being_silent():
    """003 Le siège forbids reinforcements, not buildings: 2011 plays 1429's 4.2 and cites it."""
    villages = {"BLAYE": {"fort": "stronghold", "besiegers": ["red"],
                          "units": {"blue": {"men": 1, "lords": ["ARTHUR"]},
                                    "red": {"men": 2, "lords": ["RAOUL"]}}}}
    for edition in ("1429", "2011"):
        g = at("purchase", edition, villages=villages)
        assert said(g, BLUE, act("build", village="BLAYE", building="mill")) == (
            "4.2", "nothing is built in a besieged village")


# ----- Phase 5, movement (003 Phase 5, 004 §6; 1429's 5.0) -----------------------------------
def moving(edition: str) -> Game:
    return at("movement", edition, villages={
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}})


@pytest.mark.parametrize("edition, rule", [("1429", "5.0"), ("2011", "003 Phase 5"),
                                           ("simplified", "004 §6")])
def test_5_0_a_lords_two_steps_are_cited_from_each_editions_text(edition, rule):
    """003 Phase 5 "Un seigneur est limité à 2 étapes par tour", 004 §6 "deux villages":
    THIERRY's third step is refused by each edition's own text."""
    g = moving(edition)
    g.apply(BLUE, act("move", lords=["THIERRY"], to="CHAROLLES"))
    g.apply(BLUE, act("move", lords=["THIERRY"], to="L'ÉPERVIER"))
    assert said(g, BLUE, act("move", lords=["THIERRY"], to="CHAROLLES")) == (
        rule, "a lord makes at most 2 steps a round")


@pytest.mark.parametrize("edition, rule", [("1429", "5.0"), ("2011", "003 Phase 5")])
def test_5_0_troops_move_with_a_lord_in_1429_and_in_003(edition, rule):
    """003 Phase 5 "Une troupe ne peut se déplacer qu'avec un Seigneur" (the variant has no
    troops to move)."""
    assert said(moving(edition), BLUE, act("move", lords=[], to="CHAROLLES", men=1)) == (
        rule, "troops move only with a lord")


# ----- Phase 2, the Plague (003 Peste; 1429's 2.3.3) -----------------------------------------
@pytest.mark.parametrize("edition, rule", [("1429", "2.3.3"), ("2011", "003 Peste")])
def test_2_3_3_plague_losses_of_another_count_are_refused_by_each_editions_text(edition, rule):
    """003 Peste: "Toute armée présente ... perd la moitié de ses troupes arrondie à
    l'inférieur", as 1429's 2.3.3: the plague in SIGY's bishopric takes 2 of GAUVAIN's 5
    troops, his owner choosing which; 3 is refused."""
    g = load_position(position("disasters", players=4, edition=edition,
                               disaster_track=["plague"], forced_d6=[5, 6],
                               villages={"SIGY": village("yellow", knights=2, men=3,
                                                         lords=["GAUVAIN"])}))
    assert said(g, GUNTER, act("losses", knights=1, men=2)) == (
        rule, "remove exactly 2 of these troops")
    g.apply(GUNTER, act("losses", knights=0, men=2))
    assert units(g, GUNTER, "SIGY") == (2, 1)


# ----- Phase 1: marriages and candidates (003 Contracter un mariage, Élection du Roi; 004 §4.1)
@pytest.mark.parametrize("edition, rule, words", [
    ("1429", "1.1", "BLANCHE is d'ARC and cannot marry (9.1)"),
    ("2011", "003 Contracter un mariage", "BLANCHE is d'ARC and cannot marry"),
    ("simplified", "004 §4.1", "BLANCHE is d'ARC and cannot marry"),
])
def test_1_1_darc_does_not_marry_and_2011_words_it_without_1429s_9_1(edition, rule, words):
    """003 "une femme non mariée ne portant pas un titre d'Arc", 004 §4.1 "non-d'Arc": the
    refusal cites them, in words that no longer name 1429's 9.1."""
    g = at("marriage", edition,
           villages={"BLAYE": {"units": {"blue": {"men": 1, "lords": ["QUENTIN"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["BLANCHE", "MATHILDE"]}}}},
           lords={"BLANCHE": {"owner": "red", "titles": ["d'ARC"]}})
    assert said(g, BLUE, act("propose_marriage", lord="QUENTIN", lady="BLANCHE")) == (rule, words)


def kingdom(edition: str) -> Game:
    """The crown vacant; ANN's untitled THIERRY, a Baron, Bishops and a Count to vote."""
    lords = {"ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
             "THIERRY": {"owner": "blue", "village": "BLAYE"},
             "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1"]},
             "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
             "GAUVAIN": {"owner": "green", "village": "BOURG", "titles": ["County of SIGY"]}}
    villages = {name: {"units": {colour: {"men": 1}}} for name, colour in
                (("BLAYE", "blue"), ("TOURNUS", "red"), ("BOURG", "green"))}
    data = {"players": PLAYERS, "step": "elections", "first": "ANN", "round": 2,
            "begun": True, "edition": edition, "villages": villages, "lords": lords}
    return load_position(data)


@pytest.mark.parametrize("edition, rule, words", [
    ("1429", "1.8", "only a titled lord stands for King (1.8); THIERRY holds no title"),
    ("2011", "003 Élection du Roi", "only a titled lord stands for King; THIERRY holds no title"),
    ("simplified", "004 §4.1", "only a titled lord stands for King; THIERRY holds no title"),
])
def test_1_8_an_untitled_candidate_for_king_is_refused_by_each_editions_text(edition, rule,
                                                                            words):
    """003 Élection du Roi "Tout homme titré", 004 §4.1 "Tout seigneur homme titrés"."""
    g = kingdom(edition)
    assert g.state.top().data["item"] == "king"
    assert said(g, BLUE, act("declare_candidate", lord="THIERRY")) == (rule, words)


# ----- Phase 2: a card not held names the card's section (003 Carte Impôt, 004 §4) -----------
@pytest.mark.parametrize("edition, rule", [("1429", "2.4.4"), ("2011", "003 Carte Impôt"),
                                           ("simplified", "004 §4")])
def test_2_4_4_a_tax_card_not_held_names_each_editions_section_of_the_card(edition, rule):
    g = at("play_cards", edition, players=[dict(PLAYERS[0], hand=["harvest"]), *PLAYERS[1:]],
           villages={"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}})
    assert said(g, BLUE, act("play_card", card="tax")) == (rule, "you do not hold a tax card")


# ----- Phase 6: a siege (6.4 kept in 2011; 004 §7 a lord alone) ------------------------------
@pytest.mark.parametrize("edition, rule, words", [
    ("1429", "6.4", "a siege needs one of your troops and an uncaptured lord there"),
    ("2011", "6.4", "a siege needs one of your troops and an uncaptured lord there"),
    ("simplified", "004 §7", "a siege needs a free lord of yours there"),
])
def test_6_4_a_siege_without_a_lord_there_is_refused_in_the_variants_own_words(edition, rule,
                                                                               words):
    """RULINGS 42 asks a troop and a lord (2011 keeps it, 003 being silent); 004 §7 "possède
    un seigneur présent": the variant's refusal no longer asks for a troop it has none of.
    ANN besieges CLUNY if she will; at CHAROLLES she has a man at arms (a marker) alone."""
    g = at("battles", edition, villages={
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]},
                            "red": {"lords": ["GAUVAIN"]}}},
        "CHAROLLES": {"fort": "stronghold", "units": {"red": {"men": 1, "lords": ["RAOUL"]},
                                                      "blue": {"men": 1}}},
        "CLUNY": {"fort": "stronghold", "units": {"red": {"men": 1},       # ANN may besiege
                                                  "blue": {"men": 1, "lords": ["THIERRY"]}}}})
    g.apply(BLUE, act("end_battles"))
    assert said(g, BLUE, act("declare_siege", village="CHAROLLES")) == (rule, words)


# ----- the tables ----------------------------------------------------------------------------
def test_every_refusal_an_edition_cites_anew_is_one_the_referee_gives_and_is_translated():
    """A key of the tables is the 1429 words of a refusal the engine raises (a misspelt key
    would never cite anything), and the editions' own words are in both catalogues."""
    found, _wrong = scan()
    french = gettext.translation("fief", str(locale_dir()), languages=["fr"])
    for table in (CITED_2011, CITED_SIMPLIFIED):
        for template, citation in table.items():
            # (the two "only a man stands for ..." of electorate.py are a choice in a tuple,
            # which the scan does not read; the catalogues hold them)
            assert template in found or template.startswith("only a man stands"), template
            if isinstance(citation, tuple):
                assert french.gettext(citation[1]) != citation[1], citation
    assert GENERIC <= set(found)


def test_a_refusal_citing_its_editions_section_more_precisely_keeps_its_rule():
    """The d'Arc and Cardinal cards cite "003 Pose de cartes / E-28" (E-28): the table's "003
    Pose de cartes" does not take the ruling away, and the words lose 1429's (2.4)."""
    problem = IllegalAction("003 Pose de cartes / E-28", "this card can be played only during "
                            "your turn of the Play Cards step (2.4)")
    again = cited(problem, CITED_2011, {})
    assert (again.rule, again.message) == (
        "003 Pose de cartes / E-28",
        "this card can be played only during your turn of the Play Cards step")
    untouched = IllegalAction("4.2", "nothing is built in a besieged village")
    assert cited(untouched, CITED_2011, {}) is untouched
