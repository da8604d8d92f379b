"""The rules reference as the game shows it: docs/rules.md read into sections, found by a
rule's number (what a refusal cites: ``6.2.2``, ``RULINGS 27``, ``A36``) or by words.

Plain data and functions, no pygame: the reference scene (game/fief/scenes/rules_reference.py)
draws what this module finds. The text is the project's own rules document, shipped with
the game; its translation ``docs/rules.LANG.md`` (French: ``rules.fr.md``) is read instead
when the player's language has one. Headings keep the rule numbers, so a refusal's ``5.0``
finds its section in every language.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from game.shell.assets import resource_path

# A rule of 1429 ("6.2.2"); the introductory game's own ("004 §4.1") is cited with its § and is
# not one of them.
SECTION_NUMBER = re.compile(r"(?<!§)\b(\d{1,2}\.\d(?:\.\d)*)\b")
PHASE = re.compile(r"^Phase (\d)\b")
VARIANT = re.compile(r"simplified variant|variante simplifiée")   # its section's title
RULING = re.compile(r"\[([^\]]*(?:RULINGS \d+|A\d+)[^\]]*)\]")
MARKUP = re.compile(r"\*\*|`")
SETUP_TITLES = ("Setup", "Mise en place")      # the setup's heading in each language


@dataclass(frozen=True)
class Section:
    """One heading of the document and the paragraphs under it (markup removed)."""
    title: str
    level: int                      # 2 for "##", 3 for "###"
    numbers: tuple[str, ...]        # the rule sections it covers: ("1.1", "1.1.1")
    paragraphs: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)

    def rulings(self) -> set[str]:
        """The rulings it gives: "RULINGS 27", "A36"."""
        found: set[str] = set()
        for inside in RULING.findall(self.text):
            found.update(re.findall(r"RULINGS \d+|A\d+", inside))
        return found

    def mentions(self) -> list[str]:
        """Section numbers its text refers to, in order, without repeats or its own."""
        seen: list[str] = []
        for number in SECTION_NUMBER.findall(self.text):
            if number not in seen and number not in self.numbers:
                seen.append(number)
        return seen


def rules_file(language: str) -> Path:
    translated = resource_path("docs", f"rules.{language}.md")
    return translated if translated.is_file() else resource_path("docs", "rules.md")


def read_sections(text: str) -> list[Section]:
    """The document's sections; what comes before the first "##" is the introduction."""
    sections: list[Section] = []
    title, level = "", 2
    lines: list[str] = []

    def finish() -> None:
        paragraphs = _paragraphs(lines)
        if title or paragraphs:
            sections.append(Section(title, level, _numbers(title), tuple(paragraphs)))

    for raw in text.splitlines():
        heading = re.match(r"^(#{1,3}) (.*)$", raw)
        if heading:
            if len(heading.group(1)) == 1:          # the document's own title
                title = MARKUP.sub("", heading.group(2)).strip()
                continue
            finish()
            title, level, lines = MARKUP.sub("", heading.group(2)).strip(), len(heading.group(1)), []
        elif raw.strip() != "---":
            lines.append(raw)
    finish()
    return sections


def _numbers(title: str) -> tuple[str, ...]:
    numbers = SECTION_NUMBER.findall(title)
    phase = PHASE.match(title)
    if phase:
        numbers.insert(0, f"{phase.group(1)}.0")
    if title.startswith(SETUP_TITLES):
        numbers.insert(0, "Setup")
    return tuple(numbers)


def _paragraphs(lines: list[str]) -> list[str]:
    """Bullets and paragraphs joined from their wrapped lines; tables kept line by line."""
    out: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            out.append(MARKUP.sub("", " ".join(current)))
            current.clear()

    for raw in lines:
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("- ") or line.startswith("|"):
            flush()
            current.append("• " + line[2:] if line.startswith("- ") else line)
            if line.startswith("|"):
                flush()
        else:
            current.append(line)
    flush()
    return out


def _fold(text: str) -> str:
    """Lower case without accents, for a search that ignores both."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower())
                   if unicodedata.category(c) != "Mn")


def search(sections: list[Section], query: str) -> list[int]:
    """Indexes of the sections holding every word of ``query`` (title matches first)."""
    words = _fold(query).split()
    if not words:
        return list(range(len(sections)))
    titled: list[int] = []
    others: list[int] = []
    for i, section in enumerate(sections):
        body = _fold(section.title + " " + section.text)
        if all(w in body for w in words):
            (titled if all(w in _fold(section.title) for w in words) else others).append(i)
    return titled + others


def find(sections: list[Section], rule: str) -> int | None:
    """The section of a rule as refusals cite it: "6.2.2", "Setup 8", "RULINGS 27", "A36";
    a sub-section missing from the document falls back to its parent ("6.2.2" -> "6.2"), then
    to its phase ("6.0"); the 2011 edition's ("003 Phase 4 / E-3") to its own section, the
    variant's ("004 §6", "S-3") to the variant's."""
    rule = rule.strip()
    if rule.startswith("003") or re.search(r"\bE-\d+", rule):   # the 2011 text, its rulings
        return next((i for i, s in enumerate(sections) if "2011" in s.title), None)
    if rule.startswith("004") or re.match(r"S-\d+", rule):      # the variant's text, rulings
        return next((i for i, s in enumerate(sections) if VARIANT.search(s.title)), None)
    ruling = re.match(r"^(RULINGS \d+|A\d+)$", rule)
    if ruling:          # the introduction cites one as an example: a section giving it first
        hits = [i for i, s in enumerate(sections) if rule in s.rulings()]
        return next((i for i in hits if sections[i].numbers or i > 0), hits[0] if hits else None)
    if rule.startswith("Setup"):
        return _best(sections, [i for i, s in enumerate(sections) if "Setup" in s.numbers])
    number = SECTION_NUMBER.match(rule)
    if not number:
        return None
    parts = number.group(1).split(".")
    while parts:
        wanted = ".".join(parts)
        hit = _best(sections, [i for i, s in enumerate(sections) if wanted in s.numbers])
        if hit is not None:
            return hit
        parts = parts[:-1] if len(parts) > 2 else ([parts[0], "0"] if parts[1] != "0" else [])
    return None


def _best(sections: list[Section], hits: list[int]) -> int | None:
    """Of the sections covering a number, one with text ("Phase 5: movement" is only a
    heading over "5.0 Moving"); a heading alone leads to the section under it."""
    full = [i for i in hits if sections[i].paragraphs]
    if full:
        return full[0]
    if hits and hits[0] + 1 < len(sections):
        return hits[0] + 1
    return hits[0] if hits else None
