"""Keep the gettext catalogues in step with the code, and compile them (a small msgfmt).

    python tools/compile_catalogs.py            compile every assets/locale/*/LC_MESSAGES/*.po
    python tools/compile_catalogs.py --extract  add new _("...")/N_("...") literals of game/ to
                                                the .po files (English gets msgstr = msgid,
                                                other languages an empty msgstr to translate),
                                                drop unused ones, then compile
    python tools/compile_catalogs.py --check    exit 1 if a catalogue misses a message, has an
                                                empty translation, or its .mo is out of date

Standard library only, so it runs anywhere Python does (CI, a PyInstaller build step). Entries
whose comment says ``kept`` (messages that come from elsewhere, such as the engine's refusals)
survive extraction.
"""
from __future__ import annotations

import argparse
import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
SOURCES = ROOT / "game"
DOMAIN = "fief"
MARKERS = ("_", "N_")
HEADER = {
    "en": "Project-Id-Version: fief1429\nLanguage: en\nMIME-Version: 1.0\n"
          "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n",
    "fr": "Project-Id-Version: fief1429\nLanguage: fr\nMIME-Version: 1.0\n"
          "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
          "Plural-Forms: nplurals=2; plural=(n > 1);\n",
}


@dataclass
class Entry:
    msgid: str
    msgstr: str = ""
    comments: list[str] = field(default_factory=list)  # "#." / "#:" lines, without the marker

    @property
    def kept(self) -> bool:
        return any(c.startswith("kept") for c in self.comments)


# ----- source scanning --------------------------------------------------------------------------
def extract(sources: Path = SOURCES) -> dict[str, list[str]]:
    """Every literal passed to _() or N_() under ``sources``, with where it appears."""
    found: dict[str, list[str]] = {}
    for path in sorted(sources.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in MARKERS and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                where = path.relative_to(sources.parent).as_posix()
                places = found.setdefault(node.args[0].value, [])
                if where not in places:
                    places.append(where)
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
    """The header and the entries of a .po file (msgctxt and plurals are not used here)."""
    entries: dict[str, Entry] = {}
    header = ""
    comments: list[str] = []
    key: str | None = None
    current = {"msgid": "", "msgstr": ""}

    def finish() -> None:
        nonlocal header, comments
        if key is None:
            return
        if current["msgid"] == "":
            header = current["msgstr"]
        else:
            entries[current["msgid"]] = Entry(current["msgid"], current["msgstr"], comments)
        comments = []

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if key == "msgstr":
                finish()
                key = None
                current = {"msgid": "", "msgstr": ""}
            if line.startswith("#.") or line.startswith("#:"):
                comments.append(line[2:].strip())
            continue
        if line.startswith("msgid "):
            if key == "msgstr":
                finish()
            current = {"msgid": _unquote(line[6:]), "msgstr": ""}
            key = "msgid"
        elif line.startswith("msgstr "):
            current["msgstr"] = _unquote(line[7:])
            key = "msgstr"
        elif line.startswith('"') and key:
            current[key] += _unquote(line)
        else:
            raise ValueError(f"{path}: cannot read line {raw!r}")
    if key == "msgstr":
        finish()
    return header, entries


def write_po(path: Path, header: str, entries: dict[str, Entry]) -> None:
    lines = ['msgid ""', "msgstr " + _quote(header), ""]
    for entry in sorted(entries.values(), key=lambda e: e.msgid):
        for comment in entry.comments:
            marker = "#." if comment.startswith("kept") else "#:"
            lines.append(f"{marker} {comment}")
        lines += ["msgid " + _quote(entry.msgid), "msgstr " + _quote(entry.msgstr), ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


# ----- .mo --------------------------------------------------------------------------------------
def compile_mo(header: str, entries: dict[str, Entry]) -> bytes:
    """GNU .mo bytes: header entry plus every translated message, sorted by msgid."""
    pairs = {"": header}
    pairs.update({e.msgid: e.msgstr for e in entries.values() if e.msgstr})
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
    found = extract(sources)
    for lang in sorted(HEADER):
        po = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        header, old = read_po(po) if po.exists() else (HEADER[lang], {})
        new: dict[str, Entry] = {e.msgid: e for e in old.values() if e.kept}
        for msgid, where in found.items():
            previous = old.get(msgid)
            msgstr = previous.msgstr if previous else (msgid if lang == "en" else "")
            new[msgid] = Entry(msgid, msgstr, where[:3])
        write_po(po, header or HEADER[lang], new)


def problems(locale: Path = LOCALE, sources: Path = SOURCES) -> list[str]:
    found = extract(sources)
    issues = []
    for lang in sorted(HEADER):
        po = locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not po.exists():
            issues.append(f"{po} is missing")
            continue
        header, entries = read_po(po)
        for msgid in found:
            if msgid not in entries:
                issues.append(f"{lang}: no entry for {msgid!r}")
            elif not entries[msgid].msgstr.strip():
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
