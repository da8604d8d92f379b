"""Keep the gettext catalogues in step with the code, and compile them (a small msgfmt).

    python tools/compile_catalogs.py            compile every assets/locale/*/LC_MESSAGES/*.po
    python tools/compile_catalogs.py --extract  add new _("...")/N_("...") literals, and the
                                                pairs of ngettext("...", "...", n)/NP_("...", "..."), of game/,
                                                and the referee's log templates, to the .po files (English gets msgstr = msgid,
                                                other languages an empty msgstr to translate),
                                                drop unused ones, then compile
    python tools/compile_catalogs.py --check    exit 1 if a catalogue misses a message, has an
                                                empty translation, or its .mo is out of date

Messages with a count are plural entries (msgid, msgid_plural, msgstr[0], msgstr[1]...), picked
at run time by the catalogue's Plural-Forms rule, which every header states (English
``n != 1``, French ``n > 1``). Standard library only, so it runs anywhere Python does (CI, a PyInstaller build step). Entries
whose comment says ``kept`` (messages that come from elsewhere, such as the engine's refusals)
survive extraction.
"""
from __future__ import annotations

import argparse
import ast
import re
import struct
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
SOURCES = ROOT / "game"
# The referee's English log templates (``EVENT_TEXT``): the chronicle shows a kind it does not
# word itself as ``_(template)``, so every template is a message of the catalogues.
TEMPLATES = ROOT / "engine" / "fief" / "messages.py"
DOMAIN = "fief"
MARKERS = ("_", "N_")
PLURAL_MARKERS = ("ngettext", "NP_")
PLURAL_FORMS = {"en": 2, "fr": 2}      # how many forms each language's Plural-Forms gives
HEADER = {
    "en": "Project-Id-Version: fief1429\nLanguage: en\nMIME-Version: 1.0\n"
          "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
          "Plural-Forms: nplurals=2; plural=(n != 1);\n",
    "fr": "Project-Id-Version: fief1429\nLanguage: fr\nMIME-Version: 1.0\n"
          "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
          "Plural-Forms: nplurals=2; plural=(n > 1);\n",
}


@dataclass
class Entry:
    msgid: str
    msgstr: str = ""
    comments: list[str] = field(default_factory=list)  # "#." / "#:" lines, without the marker
    plural: str = ""                                    # msgid_plural; "" for a plain message
    forms: list[str] = field(default_factory=list)      # msgstr[0], msgstr[1]... of a plural

    @property
    def kept(self) -> bool:
        return any(c.startswith("kept") for c in self.comments)

    @property
    def translated(self) -> bool:
        if self.plural:
            return bool(self.forms) and all(f.strip() for f in self.forms)
        return bool(self.msgstr.strip())


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


# ----- source scanning --------------------------------------------------------------------------
def extract(sources: Path = SOURCES) -> dict[str, list[str]]:
    """Every literal passed to _() or N_() under ``sources``, with where it appears."""
    return {msgid: where for (msgid, _plural), where in extract_all(sources).items()}


def extract_all(sources: Path = SOURCES) -> dict[tuple[str, str], list[str]]:
    """Every message under ``sources`` keyed by (msgid, msgid_plural), the plural "" for a
    plain message, with where it appears."""
    found: dict[tuple[str, str], list[str]] = {}
    for path in sorted(sources.rglob("*.py")):
        for key in marked_calls(path.read_text(encoding="utf-8")):
            where = path.relative_to(sources.parent).as_posix()
            places = found.setdefault(key, [])
            if where not in places:
                places.append(where)
    return found


# The scan reads code as the tokenizer does, as far as it must: comments and strings are stepped
# over whole, a marker's arguments are read as literals (adjacent ones joined), an f-string is
# parsed when a marker is in it. It finds what walking the syntax trees finds, at a fifth the cost.
_QUOTED = r"""(?:'{3}(?:[^\\]|\\.)*?'{3}|"{3}(?:[^\\]|\\.)*?"{3}|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""
_CODE = re.compile(r"#[^\n]*|(?P<string>" + _QUOTED + r")|(?<![\w.])(?P<call>"
                   + "|".join(sorted(MARKERS + PLURAL_MARKERS, key=len, reverse=True))
                   + r")[ \t]*\(", re.DOTALL)
_LITERAL = re.compile(r"(?P<prefix>[rRbBuUfF]{0,2})" + _QUOTED, re.DOTALL)
_GAP = re.compile(r"(?:\s|\\\n|#[^\n]*)*")    # spaces, line breaks, joined lines, comments
_PREFIXES = {"", "r", "u", "b", "f", "br", "rb", "fr", "rf"}


def marked_calls(text: str) -> Iterator[tuple[str, str]]:
    """(msgid, msgid_plural or "") of every marker call with literal arguments in ``text``:
    ``_("...")``, ``N_("...")``, ``ngettext("...", "...", n)``, ``NP_("...", "...")``."""
    for match in _CODE.finditer(text):
        if match["string"]:
            if "f" in _prefix(text, match.start()) and _CODE.search(match["string"]):
                yield from _calls_in_fstring(_prefix(text, match.start()) + match["string"])
            continue
        if match["call"]:
            wanted = 2 if match["call"] in PLURAL_MARKERS else 1
            values = _literal_arguments(text, match.end(), wanted)
            if values:
                yield values[0], values[1] if wanted == 2 else ""


def _prefix(text: str, quote: int) -> str:
    """The string prefix before the quote at ``quote``, lower-cased ("" when the letters
    there end a name, as in ``if"x"``)."""
    start = quote
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    word = text[start:quote].lower()
    return word if word in _PREFIXES else ""


def _literal_arguments(text: str, pos: int, wanted: int) -> list[str] | None:
    """The first ``wanted`` arguments of the call whose parenthesis ends at ``pos``, if each
    is a str literal (a run of adjacent literals, none an f-string or bytes): else None."""
    values = []
    for index in range(wanted):
        parts = []
        pos = _GAP.match(text, pos).end()   # type: ignore[union-attr]
        while (token := _LITERAL.match(text, pos)) and token.end() > pos + len(token["prefix"]):
            if {"f", "b"} & set(token["prefix"].lower()):
                return None
            parts.append(token.group())
            pos = _GAP.match(text, token.end()).end()   # type: ignore[union-attr]
        if not parts or text[pos:pos + 1] not in (",", ")") or (
                index + 1 < wanted and text[pos] != ","):
            return None
        values.append(ast.literal_eval(" ".join(parts)))
        pos += 1
    return values


def _calls_in_fstring(literal: str) -> Iterator[tuple[str, str]]:
    """The marker calls inside an f-string's braces, read from its syntax tree."""
    for node in ast.walk(ast.parse(literal, mode="eval")):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args):
            continue
        first = _literal(node.args[0])
        if node.func.id in MARKERS and first is not None:
            yield first, ""
        elif node.func.id in PLURAL_MARKERS and len(node.args) >= 2:
            second = _literal(node.args[1])
            if first is not None and second is not None:
                yield first, second


def templates(path: Path = TEMPLATES) -> dict[tuple[str, str], list[str]]:
    """The values of the ``EVENT_TEXT`` dict literal in ``path``, as ``extract_all`` gives
    messages (read from the source: this tool imports nothing of the project)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    where = [path.relative_to(ROOT).as_posix()]
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign):
            target, value = node.targets[0], node.value
        else:
            continue
        if isinstance(target, ast.Name) and target.id == "EVENT_TEXT" \
                and isinstance(value, ast.Dict):
            literals = (_literal(v) for v in value.values)
            return {(v, ""): where for v in literals if v is not None}
    raise ValueError(f"{path}: no EVENT_TEXT dict")


def messages(sources: Path = SOURCES) -> dict[tuple[str, str], list[str]]:
    """Every message the catalogues must hold: the client's literals, then the templates."""
    found = extract_all(sources)
    for key, where in templates().items():
        found.setdefault(key, where)
    return found


# ----- .po reading and writing ------------------------------------------------------------------
def _unquote(text: str) -> str:
    text = text.strip()
    if not (text.startswith('"') and text.endswith('"')):
        raise ValueError(f"not a quoted string: {text!r}")
    body, out, i = text[1:-1], [], 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace(
        "\t", "\\t") + '"'


def read_po(path: Path) -> tuple[str, dict[str, Entry]]:
    """The header and the entries of a .po file, plural entries included (msgctxt is not
    used here)."""
    entries: dict[str, Entry] = {}
    header = ""
    comments: list[str] = []
    key: str | None = None
    current: dict[str, str] = {}

    def finish() -> None:
        nonlocal header, comments
        if key is None:
            return
        if current.get("msgid", "") == "":
            header = current.get("msgstr", "")
        else:
            forms = [current[k] for k in sorted(current, key=_form_index) if k.startswith("msgstr[")]
            entries[current["msgid"]] = Entry(current["msgid"], current.get("msgstr", ""), comments,
                                              current.get("msgid_plural", ""), forms)
        comments = []

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if key is not None and key.startswith("msgstr"):
                finish()
                key = None
                current = {}
            if line.startswith("#.") or line.startswith("#:"):
                comments.append(line[2:].strip())
            continue
        word, _sep, rest = line.partition(" ")
        if word == "msgid":
            if key is not None and key.startswith("msgstr"):
                finish()
            current = {}
        if word in ("msgid", "msgid_plural", "msgstr") or word.startswith("msgstr["):
            key = word
            current[key] = _unquote(rest)
        elif line.startswith('"') and key:
            current[key] += _unquote(line)
        else:
            raise ValueError(f"{path}: cannot read line {raw!r}")
    if key is not None and key.startswith("msgstr"):
        finish()
    return header, entries


def _form_index(key: str) -> int:
    return int(key[7:-1]) if key.startswith("msgstr[") else -1


def write_po(path: Path, header: str, entries: dict[str, Entry]) -> None:
    lines = ['msgid ""', "msgstr " + _quote(header), ""]
    for entry in sorted(entries.values(), key=lambda e: e.msgid):
        for comment in entry.comments:
            marker = "#." if comment.startswith("kept") else "#:"
            lines.append(f"{marker} {comment}")
        lines.append("msgid " + _quote(entry.msgid))
        if entry.plural:
            lines.append("msgid_plural " + _quote(entry.plural))
            lines += [f"msgstr[{i}] " + _quote(form) for i, form in enumerate(entry.forms)]
        else:
            lines.append("msgstr " + _quote(entry.msgstr))
        lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


# ----- .mo --------------------------------------------------------------------------------------
def compile_mo(header: str, entries: dict[str, Entry]) -> bytes:
    """GNU .mo bytes: header entry plus every translated message, sorted by msgid. A plural
    entry's key is msgid NUL msgid_plural and its value the forms joined by NUL, as gettext
    reads them."""
    pairs = {"": header}
    for e in entries.values():
        if e.plural and e.translated:
            pairs[e.msgid + "\0" + e.plural] = "\0".join(e.forms)
        elif not e.plural and e.msgstr:
            pairs[e.msgid] = e.msgstr
    ids = sorted(pairs)
    keys = [k.encode("utf-8") for k in ids]
    values = [pairs[k].encode("utf-8") for k in ids]
    n = len(ids)
    key_start = 7 * 4 + 16 * n
    offsets, blob = [], b""
    for data in keys:
        offsets.append((len(data), key_start + len(blob)))
        blob += data + b"\0"
    value_start = key_start + len(blob)
    value_offsets, value_blob = [], b""
    for data in values:
        value_offsets.append((len(data), value_start + len(value_blob)))
        value_blob += data + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    out += b"".join(struct.pack("<2I", *o) for o in offsets)
    out += b"".join(struct.pack("<2I", *o) for o in value_offsets)
    return out + blob + value_blob


def catalogues(locale: Path = LOCALE) -> list[Path]:
    return sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_all(locale: Path = LOCALE) -> list[Path]:
    written = []
    for po in catalogues(locale):
        header, entries = read_po(po)
        mo = po.with_suffix(".mo")
        mo.write_bytes(compile_mo(header, entries))
        written.append(mo)
    return written


def update_all(locale: Path = LOCALE, sources: Path = SOURCES) -> None:
    found = messages(sources)
    for lang in sorted(HEADER):
        po = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        _header, old = read_po(po) if po.exists() else (HEADER[lang], {})
        new: dict[str, Entry] = {e.msgid: e for e in old.values() if e.kept}
        for (msgid, plural), where in found.items():
            new[msgid] = _updated(lang, msgid, plural, old.get(msgid), where[:3])
        write_po(po, HEADER[lang], new)


def _updated(lang: str, msgid: str, plural: str, previous: Entry | None,
             where: list[str]) -> Entry:
    """The entry of a message found in the code, keeping its translation when it had one (a
    plain message that became a plural keeps its translation as the plural's first form)."""
    if not plural:
        msgstr = previous.msgstr if previous and not previous.plural else (
            msgid if lang == "en" else "")
        return Entry(msgid, msgstr, where)
    count = PLURAL_FORMS[lang]
    if previous is not None and previous.plural and len(previous.forms) == count:
        forms = list(previous.forms)
    elif lang == "en":
        forms = [msgid, plural]
    else:
        first = previous.msgstr if previous is not None and not previous.plural else ""
        forms = [first] + [""] * (count - 1)
    return Entry(msgid, "", where, plural, forms)


def problems(locale: Path = LOCALE, sources: Path = SOURCES) -> list[str]:
    found = messages(sources)
    issues = []
    for lang in sorted(HEADER):
        po = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not po.exists():
            issues.append(f"{po} is missing")
            continue
        header, entries = read_po(po)
        if "Plural-Forms:" not in header:
            issues.append(f"{lang}: the header states no Plural-Forms")
        for msgid, plural in found:
            entry = entries.get(msgid)
            if entry is None:
                issues.append(f"{lang}: no entry for {msgid!r}")
            elif entry.plural != plural:
                issues.append(f"{lang}: {msgid!r} should have the plural {plural!r}")
            elif not entry.translated:
                issues.append(f"{lang}: empty translation of {msgid!r}")
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compile_mo(header, entries):
            issues.append(f"{mo} is out of date: run tools/compile_catalogs.py")
    return issues


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--extract", action="store_true", help="update the .po files from game/")
    parser.add_argument("--check", action="store_true", help="report problems, change nothing")
    args = parser.parse_args(argv)
    if args.check:
        issues = problems()
        print("\n".join(issues) or "catalogues complete and compiled")
        return 1 if issues else 0
    if args.extract:
        update_all()
    for mo in compile_all():
        print(f"wrote {mo.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
