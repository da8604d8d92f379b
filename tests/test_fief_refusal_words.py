"""Fief's refusals in the player's language: every refusal of the referee carries its English
template and values (``IllegalAction(rule, template, **values)``, a why-not's ``reason``;
engine/errors.py), the LAN frame and the client's outcome carry them, and the client says
them from the catalogues (assets/locale/*/LC_MESSAGES/fief.po) with their rule, whatever
the rule's form ("6.0", "S-3", "003 Mauvais temps", "004 §3", "003 Phase 4 / E-3").

The scan below reads engine/fief and engine/errors.py (AST): the text argument of each
``require``/``IllegalAction``/``reason``, the strings a why-not function returns, the
"rule: text" strings and the (rule, text) pairs of the editions; each is a template that
both catalogues keep, the French one with the same placeholders."""
from __future__ import annotations

import ast
import gettext
import string
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

import pytest

from engine.actions import Action, act
from engine.collection import game_kind
from engine.errors import IllegalAction, MalformedAction, NotYourDecision, reason, require
from engine.fief.fief2011.engines import engine_refusal
from engine.fief.moves import as_names
from engine.fief.options import COLOURS
from game.fief.ui.action_texts import RULE_PREFIX, refusal_text, refused_rule
from game.fief.ui.event_lines import event_text
from game.shell import i18n
from game.shell.assets import locale_dir
from net.checks import refusal
from test_rules_movement import BLUE, RED, move, moving_with
from tests.war import DAVID, GRADY, do, game as war_game

ROOT = Path(__file__).resolve().parent.parent
TEXT_ARGUMENT = {"require": 2, "IllegalAction": 1, "reason": 0, "malformed": 0,
                 "MalformedAction": 0}
# A value may carry English words only where the client translates it (game/shell/i18n.py
# WORDED_VALUES: each value a message of the catalogues) or words it from numbers given beside
# it (``losses`` from ``counts``: game/fief/ui/counts.py said_losses).
SAID_FROM = {"losses": "counts"}


def rule_and_text(value: str) -> str | None:
    """The words of a "rule: text" string, or None when it does not start with a rule."""
    match = RULE_PREFIX.match(value)
    return value[match.end():] if match and match.end() < len(value) else None


def texts_of(node: ast.expr, where: str, found: dict[str, str], wrong: list[str],
             constants: dict[str, str] | None = None) -> None:
    """The templates an expression gives as a refusal's text (both branches of a choice; a
    module's constant by its name, ``LACKS``); an f-string or a sum is a refusal made of
    English words no catalogue can hold."""
    named = constants or {}
    if isinstance(node, ast.Name) and node.id in named:
        node = ast.Constant(named[node.id])
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if node.value:                                      # not the "" of ``why or ""``
            found.setdefault(node.value, where)
    elif isinstance(node, ast.IfExp):
        texts_of(node.body, where, found, wrong, constants)
        texts_of(node.orelse, where, found, wrong, constants)
    elif isinstance(node, ast.BoolOp):                      # why or "the words otherwise"
        for value in node.values:
            texts_of(value, where, found, wrong, constants)
    elif isinstance(node, (ast.JoinedStr, ast.BinOp)):
        wrong.append(f"{where}: {ast.unparse(node)[:70]}")


WHY_NOT = ("ineligibility", "may_take", "title_buyable", "can_attack")


def why_not(node: ast.AST) -> bool:
    """A function saying why something is refused, or None (``battle_refusal``...)."""
    return isinstance(node, ast.FunctionDef) and (node.name.endswith("_refusal")
                                                  or node.name in WHY_NOT)


def module_constants(tree: ast.Module) -> dict[str, str]:
    """The module's texts named in capitals (``LACKS = "{kind} lacks parameter {name}"``)."""
    return {target.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
            for target in node.targets if isinstance(target, ast.Name) and target.id.isupper()}


def scan() -> tuple[dict[str, str], list[str]]:
    """Every refusal template of engine/fief and of the shared engine modules (engine/*.py:
    errors, actions, params...), with where it is first found, and the refusals written
    otherwise than as a template."""
    found: dict[str, str] = {}
    wrong: list[str] = []
    files = sorted((ROOT / "engine" / "fief").rglob("*.py")) + sorted((ROOT / "engine").glob("*.py"))
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        name = str(path.relative_to(ROOT))
        constants = module_constants(tree)
        skipped = {id(n.body[0].value) for n in ast.walk(tree) if isinstance(   # docstrings
            n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body and isinstance(
            n.body[0], ast.Expr)} | {id(part) for n in ast.walk(tree) if isinstance(
                n, ast.JoinedStr) for part in n.values}
        for node in ast.walk(tree):
            where = f"{name}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call):
                callee = node.func.id if isinstance(node.func, ast.Name) else None
                index = TEXT_ARGUMENT.get(callee or "")
                if index is not None and len(node.args) > index \
                        and not any(isinstance(a, ast.Starred) for a in node.args[:index + 1]):
                    texts_of(node.args[index], where, found, wrong, constants)
            elif why_not(node):
                for ret in ast.walk(node):
                    if isinstance(ret, ast.Return) and ret.value is not None:
                        texts_of(ret.value, where, found, wrong)
            elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and all(
                    isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
                rule, text = (e.value for e in node.elts)    # type: ignore[attr-defined]
                if RULE_PREFIX.fullmatch(f"{rule}: ") and " " in text:   # (rule, text) pairs
                    found.setdefault(text, where)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in skipped and rule_and_text(node.value):
                found.setdefault(str(rule_and_text(node.value)), where)    # "rule: text"
    return {rule_and_text(t) or t: w for t, w in found.items()}, wrong


@pytest.fixture(scope="module")
def scanned() -> tuple[Mapping[str, str], tuple[str, ...]]:
    """The scan made once for the three tests that read it (1.4 s of CPU each time), given
    read-only so that no test can change what the next one reads."""
    found, wrong = scan()
    return MappingProxyType(found), tuple(wrong)


def english_pieces(node: ast.expr) -> bool:
    """A value made of English words that no catalogue holds: an f-string or a sum with words
    in it, or a list joined by a word (" or ")."""
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return any(isinstance(n, ast.Constant) and isinstance(n.value, str)
                   and any(c.isalpha() for c in n.value) for n in ast.walk(node))
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
        and node.func.attr == "join" and isinstance(node.func.value, ast.Constant) \
        and any(c.isalpha() for c in str(node.func.value.value))


def english_values() -> list[str]:
    """The values of refusals in engine/ (``require``, ``IllegalAction``, ``reason``,
    ``malformed``) built of English words, where the client would show them untranslated."""
    wrong = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in TEXT_ARGUMENT:
                given = {k.arg for k in node.keywords}
                wrong += [f"{path.relative_to(ROOT)}:{node.lineno}: {k.arg}" for k in node.keywords
                          if k.arg not in i18n.WORDED_VALUES and SAID_FROM.get(str(k.arg))
                          not in given and english_pieces(k.value)]
    return wrong


def fief(edition: str | None = None):
    options: dict = {"players": [{"name": c.upper(), "colour": c} for c in COLOURS[:3]], "seed": 4}
    if edition:
        options["edition"] = edition
    return game_kind("fief").new(options)


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


# ----- 1. the referee's refusals carry their template and values ------------------------------
def test_setup_10_a_refused_village_carries_its_template_and_the_name_as_it_is():
    game = fief()
    seat = game.pending()[0].player
    problem = game.check(seat, Action.from_dict({"kind": "start_village", "village": "NOWHERE"}))
    assert isinstance(problem, IllegalAction)
    assert str(problem) == "Setup 10: there is no village 'NOWHERE'"       # the same English
    assert (problem.rule, problem.message) == ("Setup 10", "there is no village 'NOWHERE'")
    assert (problem.template, problem.values) == ("there is no village {village!r}",
                                                  {"village": "NOWHERE"})
    frame = refusal(problem)                                     # the LAN error frame
    assert frame["template"] == "there is no village {village!r}"
    assert frame["values"] == {"village": "NOWHERE"} and frame["rule"] == "Setup 10"


def test_a_refusal_without_values_is_worded_by_its_own_words():
    with pytest.raises(IllegalAction) as refused:
        require(False, "4.1", "recruit at least one troop")
    assert str(refused.value) == "4.1: recruit at least one troop"
    assert (refused.value.template, refused.value.values) == ("recruit at least one troop", {})


def test_require_fills_its_template_only_when_it_refuses():
    require(True, "5.0", "{missing} is never filled when allowed")        # no KeyError
    with pytest.raises(IllegalAction) as refused:
        require(False, "5.0", "a lord makes at most {limit} steps a round", limit=2)
    assert refused.value.message == "a lord makes at most 2 steps a round"
    assert refused.value.values == {"limit": "2"}


def test_1_1_a_why_not_reason_words_the_refusal_raised_with_it():
    why = reason("{name} is married already", name="ANNE")
    assert why == "ANNE is married already"
    refused = IllegalAction("1.1", why)
    assert str(refused) == "1.1: ANNE is married already"
    assert (refused.template, refused.values) == ("{name} is married already", {"name": "ANNE"})


def test_e_3_the_2011_engine_price_is_worded_with_its_price_and_money():
    game = fief("2011")
    game.state.players[0].money = 0
    why = engine_refusal(game, 0)
    refused = IllegalAction("003 Phase 4 / E-3", why or "")
    assert str(refused) == "003 Phase 4 / E-3: a Siege Engine costs 5 ecus"
    assert (refused.template, refused.values) == ("a Siege Engine costs {cost} {money}",
                                                  {"cost": "5", "money": "ecus"})


def test_a_seat_asked_nothing_is_refused_worded_and_said_in_french(french):
    game = fief()
    waiting = game.pending()[0].player
    other = (waiting + 1) % 3
    problem = game.check(other, Action.from_dict({"kind": "start_village", "village": "AUTUN"}))
    assert isinstance(problem, NotYourDecision)
    names = [c.upper() for c in COLOURS[:3]]
    assert str(problem) == f"{names[other]} has nothing to decide now: waiting for " \
                           f"{names[waiting]} (start_village) under Setup 10"
    frame = refusal(problem)
    said = refusal_text(frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert said == f"Refusé : {names[other]} n'a rien à décider maintenant : on attend " \
                   f"{names[waiting]} (start_village) selon la règle Setup 10"


def test_lords_not_named_are_refused_worded_with_the_value_quoted(french):
    with pytest.raises(MalformedAction) as refused:
        as_names(3)                         # past the schema's check: a position, a bot's action
    assert str(refused.value) == "lords are named, one or a comma-separated list, not 3"
    assert refusal_text(str(refused.value), None, refused.value.template, refused.value.values) \
        == "Refusé : les seigneurs se nomment, un seul ou une liste séparée par des virgules, pas 3"


# ----- 2. the client says them in its player's language, with their rule ----------------------
def test_setup_10_a_worded_refusal_is_said_in_french(french):
    said = refusal_text("Setup 10: AUTUN is already occupied", "Setup 10",
                        "{village} is already occupied", {"village": "AUTUN"})
    assert said == "Refusé (Setup 10) : AUTUN est déjà occupé"


def test_a_worded_refusal_without_its_rule_takes_it_from_its_message(french):
    said = refusal_text("004 §3: nothing is built in a storm", None,
                        "nothing is built in a storm", {})
    assert said == "Refusé (004 §3) : on ne construit rien pendant une tempête"


def test_004_6_a_ride_says_the_2011_refusal_it_quotes_in_french_too(french):
    inner = "a ride may not go into a village with a castle or a city"
    said = refusal_text(f"004 §6: {inner} (as 2011's ride: 003 Chevauchée)", "004 §6",
                        "{why} (as 2011's ride: {rule})", {"why": inner, "rule": "003 Chevauchée"})
    assert said == ("Refusé (004 §6) : une chevauchée ne peut pas aller vers un village où se "
                    "trouve un château ou une cité (comme la chevauchée de 2011 : 003 Chevauchée)")


@pytest.mark.parametrize("rule", ["003 Mauvais temps", "003 Le siège", "004 §3", "004 §7.1",
                                  "003 Phase 4 / E-3", "003 Titres de fief / E-10", "004 DEBUT",
                                  "Setup 10", "RULINGS 36", "S-3", "A8", "6.2.3", "MA-28"])
def test_the_rule_prefix_of_every_editions_rule_name(rule):
    message = f"{rule}: the words of the refusal"
    assert refused_rule(type("Outcome", (), {"message": message, "rule": None})()) == rule
    assert refusal_text(message) == f"Refused ({rule}): the words of the refusal"


@pytest.mark.parametrize("message", ["place: col is a number, not 'x'",
                                     "Zoé is already seated at this table",
                                     "the game is over: nothing to decide"])
def test_words_that_only_contain_a_colon_name_no_rule(message):
    assert RULE_PREFIX.match(message) is None
    assert refusal_text(message) == f"Refused: {message}"


# ----- 3. every template is in both catalogues --------------------------------------------------
def fields(template: str) -> list[tuple[str, str | None]]:
    return sorted((name, conversion) for _t, name, _f, conversion
                  in string.Formatter().parse(template) if name is not None)


def test_the_scan_finds_each_kind_of_refusal_and_no_refusal_of_english_pieces(scanned):
    found, wrong = scanned
    assert wrong == ()                      # no f-string or sum: a template and its values
    assert {"there is no village {village!r}",                          # require(...)
            "you must control every village of the fief",               # a why-not's words
            "{name} is married already",                                # a why-not's reason(...)
            "no battle in a bishopric under Heavy Rain",                # "2.3.1: ..." strings
            "a besieged place is left only through a Secret Passage (E-15)",   # (rule, text)
            } <= set(found)
    assert len(found) > 200


def test_no_refusal_value_is_made_of_english_words_the_client_cannot_translate():
    assert english_values() == []


def test_6_2_2_the_losses_a_side_may_take_are_said_in_french_each_count_in_its_form(french):
    """The refusal of an allocation that leaves hits unused lists the allocations allowed:
    in English in its message, and in the player's language from its ``counts``."""
    g = war_game({"BLAYE": {"units": {"red": {"knights": 1, "men": 3, "lords": ["OTHON"]},
                                      "blue": {"knights": 1, "lords": ["HUGUES"],
                                               "road": "PAUILLAC"}}}}, forced_battle=[3, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    with pytest.raises(IllegalAction) as refused:
        do(g, DAVID, "casualties men=1:2")
    problem = refused.value
    assert problem.message == ("3 hits remove the most strength possible without exceeding "
                               "the hits: 0 knights and 3 men at arms or 1 knight and 0 men at "
                               "arms")
    frame = refusal(problem)
    said = refusal_text(frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert said == ("Refusé (6.2.2) : 3 coups retirent le plus de force possible sans dépasser "
                    "les coups : 0 chevalier et 3 hommes d'armes ou 1 chevalier et 0 homme "
                    "d'armes")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_fief_refusal_template_is_in_the_catalogue_with_its_placeholders(language,
                                                                              scanned):
    catalogue = gettext.translation("fief", str(locale_dir()), languages=[language])
    found, _wrong = scanned
    for template, where in found.items():
        said = catalogue.gettext(template)
        assert fields(said) == fields(template), (where, template, said)
        assert said != template if language == "fr" else said == template, (where, template)


@pytest.mark.parametrize("template, values, french_", [
    ("that costs {cost} {money}", {"cost": "5", "money": "ecus"}, "cela coûte 5 écus"),
    ("a {face} marker goes on a declared candidate ({names}) or stays in front of you; {lord} is "
     "no candidate", {"face": "DECOY", "names": "ANNE", "lord": "JEAN"},
     "un marqueur LEURRE se pose sur un candidat déclaré (ANNE) ou reste devant vous ; JEAN "
     "n'est pas candidat"),
    ("{name} may try to stop it as {roles} (1.4: the Bishop of this Bishopric, 1.5: a Cardinal)",
     {"name": "ANNE", "roles": "bishop or cardinal"},
     "ANNE peut tenter de l'arrêter comme évêque ou cardinal (1.4 : l'Évêque de cet évêché, "
     "1.5 : un Cardinal)"),
])
def test_values_that_are_english_words_are_said_in_french_too(french, template, values, french_):
    assert refusal_text("", "A26", template, values) == f"Refusé (A26) : {french_}"


def test_a1_a_lapsed_step_carries_its_refusals_words_and_the_chronicle_says_it_in_french():
    """A step that lapses after a window (A1: its lord assassinated) is told with the
    refusal's words (``why``, ``why_values``), which the chronicle says in French."""
    game = moving_with({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                        "CLUNY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
                       hands={"red": ["assassination"]})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    game.apply(RED, act("pass"))
    game.apply(RED, act("pass"))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    events = game.apply(RED, act("play_card", card="assassination", sponsor="RAOUL",
                                 target="THIERRY"))
    lapsed = next(e for e in events if e.kind == "step_lapsed").to_dict()
    assert lapsed["reason"] == lapsed["why"].format(**lapsed["why_values"])
    i18n.set_language("fr")
    try:
        line = event_text(lapsed, ["ANN", "BOB", "CID"])
        french = refusal_text("", None, lapsed["why"], lapsed["why_values"])
    finally:
        i18n.set_language("en")
    assert french.startswith("Refusé : ") and french != f"Refusé : {lapsed['reason']}"
    assert line.endswith(french) and "THIERRY" in line
