"""Every player-facing literal is in both catalogues, translated, and the .mo files are current."""
import gettext
import importlib.util
import sys
from pathlib import Path

from game.shell import i18n
from game.shell.assets import locale_dir

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("compile_catalogs", ROOT / "tools" / "compile_catalogs.py")
catalogs = importlib.util.module_from_spec(spec)
sys.modules["compile_catalogs"] = catalogs  # dataclasses look their module up
spec.loader.exec_module(catalogs)


def test_the_scan_finds_the_literals():
    found = catalogs.extract(ROOT / "game")
    assert "New game" in found and "Holy Relics" in found and len(found) > 50


def test_the_scan_reads_marker_calls_as_python_does():
    """Comments and strings are not code, adjacent literals join, an argument that is not a
    plain str literal is no message, an f-string's braces are code."""
    source = """
x = _("plain")  # _("in a comment")
\"\"\"a docstring naming _("in a docstring")\"\"\"
y = _(
    "two "   # a comment between
    'lines'
)
z = _("a" + b), _(f"formatted"), _(b"bytes"), _("a" if c else "b"), obj._("attribute")
u = ngettext("{n} one", "{n} many", n), ngettext("{n} x", other, n), NP_("p1", "p2",)
r = f"it's {_('inside braces')}"
q = N_(r"raw\\n"), if_("a name ending in f"), _("tuple",)
"""
    assert list(catalogs.marked_calls(source)) == [
        ("plain", ""), ("two lines", ""), ("{n} one", "{n} many"), ("p1", "p2"),
        ("inside braces", ""), ("raw\\n", ""), ("tuple", "")]


def test_every_literal_is_translated_in_both_catalogues_and_compiled():
    assert catalogs.problems() == []


def test_french_catalogue_has_accents_and_keeps_placeholders():
    _header, entries = catalogs.read_po(locale_dir() / "fr" / "LC_MESSAGES" / "fief.po")
    for entry in entries.values():
        for placeholder in ("{path}", "{number}", "{kind}", "{seed}", "{error}", "{name}"):
            assert (placeholder in entry.msgid) == (placeholder in entry.msgstr), entry.msgid
    assert entries["Bishopric {number}"].msgstr == "Évêché {number}"


def test_compiled_catalogue_loads_with_gettext():
    fr = gettext.translation("fief", str(locale_dir()), languages=["fr"])
    assert fr.gettext("New game") == "Nouvelle partie"
    assert fr.gettext("Setup 8: each player takes a different colour").startswith("Mise en place 8")


def test_switching_language_retranslates():
    try:
        i18n.set_language("fr")
        assert i18n._("Settings") == "Réglages"
        i18n.set_language("en")
        assert i18n._("Settings") == "Settings"
        i18n.set_language("xx")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")


def test_mo_writer_round_trips(tmp_path):
    entries = {"a": catalogs.Entry("a", "à"), "b\n\"q\"": catalogs.Entry("b\n\"q\"", "é\n")}
    path = tmp_path / "x" / "LC_MESSAGES" / "t.mo"
    path.parent.mkdir(parents=True)
    path.write_bytes(catalogs.compile_mo(catalogs.HEADER["fr"], entries))
    po = tmp_path / "t.po"
    catalogs.write_po(po, catalogs.HEADER["fr"], entries)
    header, again = catalogs.read_po(po)
    assert header == catalogs.HEADER["fr"] and {k: e.msgstr for k, e in again.items()} == {
        "a": "à", "b\n\"q\"": "é\n"}
    t = gettext.translation("t", str(tmp_path), languages=["x"])
    assert t.gettext("a") == "à" and t.gettext("b\n\"q\"") == "é\n"


def test_a_consent_is_asked_in_the_words_of_its_rule():
    """5.0 passage, 6.4.1 reinforcement (RULINGS 43), 2.4.1 placement (RULINGS 23), 4.3 the
    King's free title, 1.5/1.7 the Pope's consent, 11.1 a relic: each its own sentence."""
    import re
    from pathlib import Path

    from game.fief.ui.action_texts import CONSENT_PROMPTS, decision_prompt

    engine = Path(__file__).resolve().parent.parent / "engine"
    asked = set()
    for path in engine.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for call in re.finditer(r'(ask_consent|ask_pope)\((?!g: )|"consent",', text):
            window = text[call.end():call.end() + 260].split("\n\n")[0]
            asked |= set(re.findall(r'"(\d+(?:\.\d+)+)"', window))
    assert asked and asked <= set(CONSENT_PROMPTS), asked - set(CONSENT_PROMPTS)
    prompts = {rule: decision_prompt("consent", {"asker": 1, "rule": rule}, ["Ann", "Bob"])
               for rule in CONSENT_PROMPTS}
    assert len(set(prompts.values())) == len(prompts)
    assert all(p.startswith("Bob ") for p in prompts.values())


def test_an_empty_message_stays_empty_in_every_language(french):
    """gettext translates "" as the catalogue's header ("Project-Id-Version: ..."): an empty
    label, line or host message would have shown it to a French player."""
    assert i18n._("") == ""
    assert i18n.say("") == ""
