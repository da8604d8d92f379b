"""Plural forms (issue 20): counted words take their form from the catalogue's Plural-Forms
rule in each language, the catalogue tool reads, writes and compiles plural entries, and the
chronicle says "1 denier" where it used to say "1 deniers"."""
import gettext
import importlib.util
import string
import sys
from pathlib import Path


from game.shell import i18n
from game.shell.assets import locale_dir
from game.fief.ui.action_texts import action_text
from game.fief.ui.counts import WORDS, count, money_word
from game.fief.ui.event_lines import COUNTED, MONEY, event_text

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("compile_catalogs", ROOT / "tools" / "compile_catalogs.py")
catalogs = importlib.util.module_from_spec(spec)
sys.modules["compile_catalogs"] = catalogs
spec.loader.exec_module(catalogs)


def test_english_says_one_denier_and_two_deniers():
    assert count("deniers", 1) == "1 denier"
    assert count("deniers", 2) == "2 deniers"
    assert count("deniers", 0) == "0 deniers"
    assert count("men", 1) == "1 man at arms"


def test_french_counts_zero_and_one_as_singular(french):
    assert count("deniers", 0) == "0 denier"
    assert count("deniers", 1) == "1 denier"
    assert count("knights", 2) == "2 chevaliers"
    assert count("men", 1) == "1 homme d'armes"
    assert count("votes", 3) == "3 voix"


def test_a_hidden_sum_reads_as_plural():
    assert count("deniers", "?") == "? deniers"


def test_the_chronicle_says_1_denier_in_both_languages(french):
    names = ["Ann", "Bob"]
    assert event_text({"kind": "income", "player": 0, "total": 1}, names) == "Ann perçoit 1 denier"
    i18n.set_language("en")
    assert event_text({"kind": "income", "player": 0, "total": 1}, names) == "Ann collects 1 denier"
    line = event_text({"kind": "recruited", "player": 1, "knights": 1, "men": 3, "village": "DAX"}, names)
    assert line == "Bob recruits 1 knight and 3 men at arms in DAX"


def test_every_counted_line_says_its_number_with_the_noun_in_its_form():
    """Each line that counts something says "1 denier" for one and "2 deniers" for two (a
    sum in the edition's money: 1429's deniers)."""
    for kind, (template, counted) in COUNTED.items():
        for n in (1, 2):
            params = {key: f"<{key}>" for key in _placeholders(template)}
            params.update({key: n for key in counted})
            line = event_text({"kind": kind, **params}, ["Ann"])
            for key, word in counted.items():
                word = money_word("1429") if word == MONEY else word
                assert count(word, n) in line, (kind, n, line)


def test_actions_count_their_troops(french):
    text = action_text({"kind": "recruit", "village": "DAX", "knights": 1, "men": 0}, ["Ann"])
    assert text == "Recruter 1 chevalier et 0 homme d'armes à DAX"
    i18n.set_language("en")
    assert action_text({"kind": "give_money", "to": 0, "amount": 1}, ["Ann"]).startswith("Give 1 denier to")


def test_every_counted_word_has_both_forms_in_both_catalogues():
    for lang in ("en", "fr"):
        _header, entries = catalogs.read_po(locale_dir() / lang / "LC_MESSAGES" / "fief.po")
        for singular, plural in WORDS.values():
            entry = entries[singular]
            assert entry.plural == plural and len(entry.forms) == 2 and all(entry.forms), (lang, singular)


def test_headers_state_plural_forms():
    for lang in ("en", "fr"):
        header, _entries = catalogs.read_po(locale_dir() / lang / "LC_MESSAGES" / "fief.po")
        assert "Plural-Forms: nplurals=2;" in header


def test_plural_entries_survive_write_read_and_compile(tmp_path):
    po = tmp_path / "fr" / "LC_MESSAGES" / "fief.po"
    entries = {"{n} mill": catalogs.Entry("{n} mill", "", ["x.py"], "{n} mills", ["{n} moulin", "{n} moulins"]),
               "Mill": catalogs.Entry("Mill", "Moulin")}
    catalogs.write_po(po, catalogs.HEADER["fr"], entries)
    header, back = catalogs.read_po(po)
    assert back["{n} mill"].plural == "{n} mills" and back["{n} mill"].forms == ["{n} moulin", "{n} moulins"]
    assert back["Mill"].msgstr == "Moulin" and not back["Mill"].plural
    po.with_suffix(".mo").write_bytes(catalogs.compile_mo(header, back))
    fr = gettext.translation("fief", str(tmp_path), languages=["fr"])
    assert [fr.ngettext("{n} mill", "{n} mills", n) for n in (0, 1, 2)] == ["{n} moulin", "{n} moulin", "{n} moulins"]
    assert fr.gettext("Mill") == "Moulin"


def test_extraction_finds_plural_pairs():
    found = catalogs.extract_all(ROOT / "game")
    assert ("{n} denier", "{n} deniers") in found


def test_an_untranslated_plural_form_is_a_problem():
    entry = catalogs.Entry("{n} mill", "", [], "{n} mills", ["{n} moulin", ""])
    assert not entry.translated


def _placeholders(template):
    return [name for _text, name, _spec, _conv in string.Formatter().parse(template) if name]
