"""Issue 17, section 5: docs/rules.md is the one place a player or a contributor looks up what
this edition does, and the repository stands alone."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules.md"
LINK = re.compile(r"\]\(([^)]+)\)")


def cited(pattern: str, text: str) -> set[int]:
    return {int(n) for n in re.findall(pattern, text)}


def test_every_ruling_the_engine_cites_is_written_in_docs_rules():
    """A refusal or a comment citing RULINGS n or An sends the reader to docs/rules.md."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine").rglob("*.py"))
    doc = RULES.read_text(encoding="utf-8")
    assert cited(r"RULINGS (\d+)", code) <= cited(r"RULINGS (\d+)", doc)
    assert cited(r"\bA(\d{1,2})\b", code) <= cited(r"\bA(\d{1,2})\b", doc)


def test_the_readme_links_docs_rules_and_no_document_links_outside_the_repository():
    assert "(docs/rules.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
    for path in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        for target in LINK.findall(path.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "#")):
                continue
            resolved = (path.parent / target.split("#")[0]).resolve()
            assert resolved.is_relative_to(ROOT) and resolved.exists(), (path.name, target)
