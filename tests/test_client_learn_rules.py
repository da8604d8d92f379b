"""The rules reference in the game (issue 20): F1's step help opens the whole reference
(docs/rules.md) at the step's section; it is searched by typing, sections link to the ones
they name, and a refusal's rule is one click away from F1."""
import pygame
import pytest

from game.shell import i18n
from game.fief.rules_text import find, read_sections, rules_file, search
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.smoke import post_click, post_key
from game.testing import pump
from fief_tables import hot_seat


def type_text(text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


@pytest.fixture
def sections():
    return read_sections(rules_file("en").read_text(encoding="utf-8"))


def test_refusals_rules_find_their_section(sections):
    assert sections[find(sections, "6.2.2")].title.startswith("6.2 Dice")
    assert sections[find(sections, "5.0")].title == "5.0 Moving"          # not the bare heading
    assert sections[find(sections, "4.1")].title == "Phase 4: purchase"   # no 4.1 heading: its phase
    assert "RULINGS 27" in sections[find(sections, "RULINGS 27")].rulings()
    assert sections[find(sections, "Setup 8")].title == "Setup"
    assert find(sections, "nonsense") is None


def test_the_variants_refusals_find_the_variants_section_in_both_languages(sections):
    """A refusal of the simplified variant cites 004 ("004 §6") or an S- ruling: its link
    opens the variant's section, as a 2011 refusal's (003, E-) opens the 2011 edition's."""
    french = read_sections(rules_file("fr").read_text(encoding="utf-8"))
    for rule in ("004 §6", "004 §7.1", "S-3"):
        assert sections[find(sections, rule)].title.startswith("The simplified variant"), rule
        assert french[find(french, rule)].title.startswith("La variante simplifiée"), rule
    assert sections[find(sections, "003 Élection du Roi")].title.startswith("The 2011 edition")


def test_search_ignores_case_and_accents_and_puts_titles_first(sections):
    hits = search(sections, "CAVALCADE")
    assert sections[hits[0]].title == "5.2 Cavalcades" and len(hits) > 2
    assert search(sections, "réole") == search(sections, "reole")
    assert search(sections, "") == list(range(len(sections)))


def test_f1_help_opens_the_reference_searched_and_linked(title_app):
    help_scene = RulesHelpScene(title_app, "movement")
    title_app.stack.push(help_scene)
    pump(title_app)
    post_click(help_scene.all_button.rect.center)
    pump(title_app)
    ref = title_app.stack.top
    assert isinstance(ref, RulesReferenceScene) and ref.section.title == "5.0 Moving"
    type_text("siege engine")
    pump(title_app)
    assert ref.matches and all("siege engine" in (s.title + s.text).lower()
                               for s in (ref.sections[i] for i in ref.matches))
    row = next(rect for index, rect in ref.rows if ref.sections[index].title.startswith("6.4"))
    post_click(row.center)
    pump(title_app)
    assert ref.section.title == "6.4 Sieges and Siege Engines"
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)         # the search line still has the focus
    type_text("alliance")
    pump(title_app)
    row = next(rect for index, rect in ref.rows if ref.sections[index].title.startswith("1.1 "))
    post_click(row.center)
    pump(title_app)
    assert [link.label() for link in ref.links] == ["7.2"]   # 1.1 names 7.2 (the alliance win)
    post_click(ref.links[0].rect.center)
    pump(title_app)
    assert ref.section.title == "Phase 7: end of the round, victory"
    post_key(pygame.K_F1)
    pump(title_app)
    assert title_app.stack.top is help_scene


def test_the_french_rules_have_the_english_sections_numbers_and_rulings(sections):
    """docs/rules.fr.md translates docs/rules.md section by section: the same headings' rule
    numbers, the same rulings under each, the same paragraphs, so a refusal finds its section
    in both languages."""
    french = read_sections(rules_file("fr").read_text(encoding="utf-8"))
    assert rules_file("fr").name == "rules.fr.md"
    assert [s.numbers for s in french] == [s.numbers for s in sections]
    assert [s.rulings() for s in french] == [s.rulings() for s in sections]
    assert [len(s.paragraphs) for s in french] == [len(s.paragraphs) for s in sections]
    for rule in ("6.2.2", "5.0", "4.1", "RULINGS 27", "A36", "Setup 8", "8.0"):
        assert find(french, rule) == find(sections, rule), rule


def test_in_french_f1_opens_the_french_reference_searched_and_linked(title_app):
    i18n.set_language("fr")
    try:
        help_scene = RulesHelpScene(title_app, "movement")
        title_app.stack.push(help_scene)
        pump(title_app)
        assert i18n._(help_scene.all_button.label) == "Toutes les règles"
        post_click(help_scene.all_button.rect.center)
        pump(title_app)
        ref = title_app.stack.top
        assert isinstance(ref, RulesReferenceScene) and ref.translated
        assert ref.section.title == "5.0 Se déplacer"
        assert any("2 pas par tour" in p for p in ref.section.paragraphs)
        type_text("chevauchee")                           # accents ignored
        pump(title_app)
        assert ref.sections[ref.matches[0]].title == "5.2 Chevauchées"
        row = next(rect for index, rect in ref.rows if ref.sections[index].title == "5.2 Chevauchées")
        post_click(row.center)
        pump(title_app)
        assert ref.section.title == "5.2 Chevauchées"
        post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
        type_text("alliance mariage")
        pump(title_app)
        row = next(rect for index, rect in ref.rows if ref.sections[index].title.startswith("1.1 "))
        post_click(row.center)
        pump(title_app)
        assert [link.label() for link in ref.links] == ["7.2"]
        post_click(ref.links[0].rect.center)
        pump(title_app)
        assert ref.section.title == "Phase 7 : fin du tour, victoire"
    finally:
        i18n.set_language("en")


def test_after_a_refusal_f1_links_to_the_rule_that_refused(title_app):
    scene = hot_seat(title_app)
    seat = scene.controller.current().seat
    taken = next(v for v, village in scene.controller.public["villages"].items() if village.get("controller") is None)
    assert scene.submit(seat, {"kind": "start_village", "village": taken})
    pump(title_app, 2)
    other = scene.controller.current().seat
    assert not scene.submit(other, {"kind": "start_village", "village": taken})   # taken already
    post_key(pygame.K_F1)
    pump(title_app)
    help_scene = title_app.stack.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.refused_rule
    assert help_scene.refused_button.visible
    post_click(help_scene.refused_button.rect.center)
    pump(title_app)
    ref = title_app.stack.top
    assert isinstance(ref, RulesReferenceScene)
    assert ref.current == find(ref.sections, help_scene.refused_rule)
