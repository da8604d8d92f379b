"""Middle-Ages' refusals in the player's language (issue 37): every refusal of the referee is
an English template with values (engine/middle_ages/refusals.py), which the catalogues
translate, the LAN layer's error frame carries, and the table shows in French to a French
player, with its rule."""
from __future__ import annotations

import ast
import gettext
import string
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction, MalformedAction, NotYourDecision, StaleState
from engine.middle_ages.refusals import REFUSALS, refuse
from game.middle_ages import texts
from game.shell import i18n
from game.shell.assets import locale_dir
from ma_positions import named, new_game, play_turn
from net.checks import refusal

ROOT = Path(__file__).resolve().parent.parent
RAISED = {"IllegalAction", "NotYourDecision", "StaleState", "MalformedAction"}


def fields(template: str) -> set[str]:
    return {name for _t, name, _f, _c in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_refusal_kind_has_a_template_known_to_the_catalogue(language):
    catalogue = gettext.translation("fief", str(locale_dir()), languages=[language])
    for key, kind in REFUSALS.items():
        said = catalogue.gettext(kind.template)
        assert fields(said) == fields(kind.template), (key, said)
        if language == "fr":
            assert said != kind.template, f"{key} is not translated"


def test_the_referee_raises_no_refusal_but_a_worded_one():
    """No module of engine/middle_ages raises a refusal in words of its own (or through the
    shared ``require``): each goes through refusals.py and so has a template."""
    for path in sorted((ROOT / "engine" / "middle_ages").glob("*.py")):
        if path.name == "refusals.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in RAISED, f"{path.name}:{node.lineno}"
            if isinstance(node, ast.ImportFrom) and node.module == "errors":
                assert "require" not in {a.name for a in node.names}, path.name


def test_a_refusal_reads_as_before_and_carries_its_template_in_the_error_frame():
    game = new_game(3)
    seat = game.pending()[0].player
    game.apply(seat, act("place", col=0))
    other = game.pending()[0].player
    refused = game.check(other, act("place", col=0))
    assert isinstance(refused, IllegalAction) and refused.rule == "M3.6"
    assert str(refused) == f"M3.6: {game.seat_names[seat]}'s Lord already stands there: " \
                           "one Lord per tile"
    frame = refusal(refused)
    assert frame["template"] == "{lord}'s Lord already stands there: one Lord per tile"
    assert frame["values"] == {"lord": game.seat_names[seat]} and frame["rule"] == "M3.6"
    assert isinstance(game.check(seat, act("place", col=1)), NotYourDecision)
    assert isinstance(game.check(other, act("place", col="x")), MalformedAction)
    with pytest.raises(StaleState) as stale:
        game.apply(other, act("place", col=1), version=0)
    assert stale.value.template is not None and stale.value.values == {"version": "0",
                                                                       "move": "1"}


def said_in(language: str, *args: object) -> str:
    """A refusal (``texts.refusal``'s arguments) as the table shows it in ``language``."""
    i18n.set_language(language)
    try:
        return texts.refusal(*args)
    finally:
        i18n.set_language("en")


def test_a_refusal_is_shown_in_the_players_language_with_its_domain_translated():
    worded = refuse("has_coin", name="Ann", domain="rampart")
    args = (str(worded), worded.rule, worded.template, worded.values)
    assert said_in("fr", *args) == \
        "Refusé (M5.7) : le domaine Rempart de Ann a déjà un jeton Pièce supplémentaire"
    assert texts.refusal(*args) == \
        "Refused (M5.7): Ann's Rampart already has an Extra-coin token"
    assert texts.refusal("M8: something a host said") == "M8: something a host said"


def test_M5_4_no_tile_names_the_column_and_the_row_as_a_player_counts_them():
    """M5.4: on turn 1 of three Ann's Lord has gone to row 2; the top row's second place is
    empty (Bob's Lord left it). Her Scout sent there, ``scout row=0 col=1`` (actions count from
    0), is refused naming column 2 of row 1, both counted from 1 as the player sees the table
    and as the table's buttons say it ("Market 2, row 2"), in English and in French."""
    game = new_game(3)
    play_turn(game, 1, [named("rampart-4"), None, named("fields-6"), named("fields-8")],
              [named(f"market-{n}") for n in (2, 4, 6, 8)], [0, 2, 3])
    game.apply(0, act("move", col=0))
    refused = game.check(0, act("scout", row=0, col=1))
    assert str(refused) == "M5.4: there is no tile at column 2 of row 1"
    frame = refusal(refused)
    said = (frame["message"], frame["rule"], frame["template"], frame["values"])
    assert texts.refusal(*said) == "Refused (M5.4): there is no tile at column 2 of row 1"
    assert said_in("fr", *said) == \
        "Refusé (M5.4) : il n'y a pas de tuile à la colonne 2 de la rangée 1"


def test_M5_3_a_tile_not_in_the_graveyard_is_named_as_the_table_names_it():
    """M5.3: Ann's Village asks which Graveyard tile comes back; Mill 19 is not in it. The
    refusal names it "Mill 19", as the table's buttons and tooltips do, not by its identity in
    the game (0-83), in English and in French; a number that is no tile at all is refused as
    malformed, naming the range."""
    game = new_game(2)
    play_turn(game, 4, [named("village-3"), None, named("fields-6")],
              [named(f"market-{n}") for n in (2, 4, 6)], [0, 2])
    game.state.players[0].graveyard = [named("fields-1")]
    game.apply(0, act("move", col=0))
    assert game.pending()[0].kind == "village"
    refused = game.check(0, act("restore", tile=named("mill-19")))
    assert str(refused) == "M5.3: mill 19 is not in Ann's Graveyard"
    frame = refusal(refused)
    said = (frame["message"], frame["rule"], frame["template"], frame["values"])
    assert texts.refusal(*said) == "Refused (M5.3): Mill 19 is not in Ann's Graveyard"
    assert said_in("fr", *said) == "Refusé (M5.3) : Moulin 19 n'est pas dans le Cimetière de Ann"
    assert str(named("mill-19")) not in texts.refusal(*said)
    malformed = game.check(0, act("restore", tile=84))
    assert isinstance(malformed, MalformedAction)
    assert "0 to 83, not 84" in str(malformed)
