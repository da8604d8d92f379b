"""Issue 37: a malformed action's refusal (engine/params.py's form checks, shared by both
games, and engine/actions.py's) is worded like Middle-Ages' refusals: an English template with
values, which the error frame carries and each game's table says in its player's language,
the words of what a parameter holds translated too. The engine imports no gettext."""
from __future__ import annotations

import gettext
import string

import pytest

from engine import actions, params
from engine.actions import Action
from engine.collection import game_kind
from engine.errors import MalformedAction
from engine.fief.action_params import ACTION_PARAMS as FIEF_PARAMS
from engine.fief.options import COLOURS
from engine.middle_ages.action_params import ACTION_PARAMS as MA_PARAMS
from game.fief.ui.action_texts import refusal_text
from game.middle_ages import texts
from game.shell import i18n
from game.shell.assets import locale_dir
from net import checks
from net.checks import refusal

TEMPLATES = [params.NO_KIND, params.SURPLUS, params.SURPLUS_NONE, params.MISFIT, actions.LACKS,
             actions.NOT_AN_OBJECT, actions.NOT_PLAIN, actions.UNCLOSED, actions.LAST_ESCAPE,
             actions.EMPTY, actions.NOT_NAMED, checks.NO_MOVE]
WHATS = sorted({p.what for schema in (FIEF_PARAMS, MA_PARAMS) for kind in schema.values()
                for p in kind.values()})


def fields(template: str) -> set[str]:
    return {name for _t, name, _f, _c in string.Formatter().parse(template) if name}


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_malformed_template_and_parameter_word_is_in_the_catalogue(language):
    catalogue = gettext.translation("fief", str(locale_dir()), languages=[language])
    for template in TEMPLATES + WHATS:
        said = catalogue.gettext(template)
        assert fields(said) == fields(template), (template, said)
        assert said != template if language == "fr" else said == template, template


def middle_ages():
    colours = game_kind("middle-ages").colours
    return game_kind("middle-ages").new({"players": [{"name": f"P{i}", "colour": colours[i]}
                                                     for i in range(3)], "seed": 4})


def fief():
    return game_kind("fief").new({"players": [{"name": c.upper(), "colour": c}
                                              for c in COLOURS[:3]], "seed": 4})


def framed(game, data) -> dict:
    """The LAN error frame of the referee's refusal of ``data``."""
    seat = game.pending()[0].player
    problem = game.check(seat, Action.from_dict(data))
    assert isinstance(problem, MalformedAction) and problem.template is not None
    return refusal(problem)


def test_a_middle_ages_surplus_parameter_is_said_in_french(french):
    frame = framed(middle_ages(), {"kind": "move", "col": 0, "tile": 2})
    assert frame["message"] == "move takes no parameter 'tile' (it takes col, row)"
    assert frame["template"] == params.SURPLUS
    said = texts.refusal(frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert said == "Refusé : move ne prend pas de paramètre 'tile' (il prend col, row)"


def test_a_mistyped_middle_ages_value_says_what_the_parameter_holds_in_french(french):
    frame = framed(middle_ages(), {"kind": "place", "col": "0"})
    assert frame["message"] == "place: col is a column of a row (a whole number), not '0'"
    said = texts.refusal(frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert said == "Refusé : place : col est une colonne d'une rangée (un nombre entier), pas '0'"


def test_a_fief_value_out_of_range_is_said_in_french_and_in_english(french):
    frame = framed(fief(), {"kind": "give_money", "to": 9, "amount": 1})
    args = (frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert refusal_text(*args) == \
        "Refusé : give_money : to est une place (un nombre à partir de 0), pas 9"
    i18n.set_language("en")
    assert refusal_text(*args) == "Refused: give_money: to is a seat (a number from 0), not 9"


def test_an_unknown_kind_and_a_missing_parameter_are_worded():
    game = middle_ages()
    seat = game.pending()[0].player
    unknown = game.check(seat, Action.make("shout"))
    assert isinstance(unknown, MalformedAction) and unknown.template == params.NO_KIND
    assert unknown.values == {"kind": "'shout'"}
    with pytest.raises(MalformedAction) as lacking:
        Action.make("move")["col"]
    assert lacking.value.template == actions.LACKS
    assert str(lacking.value) == "move lacks parameter 'col'"
    with pytest.raises(MalformedAction) as plain:
        Action.from_dict({"kind": "place", "col": 0.5})
    assert plain.value.template == actions.NOT_PLAIN and plain.value.values["value"] == "0.5"


def test_a_value_not_plain_is_quoted_from_the_value_itself_not_an_errors_text():
    """The refusal quotes the offending value (engine.values.NotPlain), even deep in a list;
    and a parameter whose name is one of Python's (``cls``) is a parameter like any other,
    the referee's schema then refuses it, not a TypeError's words taken for a value."""
    with pytest.raises(MalformedAction) as deep:
        Action.from_dict({"kind": "place", "col": [1, 2.5]})
    assert deep.value.values == {"kind": "place", "value": "2.5"}
    action = Action.from_dict({"kind": "place", "cls": 1})
    assert action.get("cls") == 1
    game = middle_ages()
    problem = game.check(game.pending()[0].player, action)
    assert isinstance(problem, MalformedAction) and problem.template == params.SURPLUS
    assert str(problem) == "place takes no parameter 'cls' (it takes col, row)"


@pytest.mark.parametrize("line, template, english, french_", [
    ('move lords="ANNE', actions.UNCLOSED, """cannot read 'move lords="ANNE': a quotation mark """
     "is not closed", """impossible de lire 'move lords="ANNE' : un guillemet n'est pas fermé"""),
    ("pass \\", actions.LAST_ESCAPE, "cannot read 'pass \\\\': it ends with a backslash",
     "impossible de lire 'pass \\\\' : elle finit par une barre oblique inverse"),
    ("  ", actions.EMPTY, "the action is empty: write its kind first",
     "l'action est vide : écrivez d'abord son nom (son « kind »)"),
    ("move BLAYE", actions.NOT_NAMED, "'BLAYE' is no parameter: write name=value",
     "'BLAYE' n'est pas un paramètre : écrivez nom=valeur"),
])
def test_an_action_text_that_cannot_be_read_is_refused_worded_and_said_in_french(
        french, line, template, english, french_):
    """The text form's reader (``Action.parse``: the position CLI, a typed action) refuses
    with a template and values like the rest, never with English words built in place."""
    with pytest.raises(MalformedAction) as refused:
        Action.parse(line)
    assert (str(refused.value), refused.value.template) == (english, template)
    frame = refusal(refused.value)
    said = refusal_text(frame["message"], frame.get("rule"), frame["template"], frame["values"])
    assert said == f"Refusé : {french_}"


def test_unusable_words_from_the_network_fall_back_to_the_message():
    """A frame whose template does not fit its values (a host of another version) is said as
    its message, never a traceback."""
    assert texts.refusal("place: odd", None, "{kind}: {missing}", {"kind": "place"}) == \
        "place: odd"
    assert refusal_text("odd words", None, "{nothing", {}) == "Refused: odd words"
    assert i18n.say("host words", ["{count} seat", "{count} seats"], {"count": None}) == \
        "host words"                      # a count that is no number: no TypeError either
