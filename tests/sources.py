"""The project's Python sources compiled once per test process, for the tests that read the
code rather than run it (tests/test_layers.py: the import graph).

A module is read as CPython compiles it, which gives every import exactly as Python will run
it: its module, level and names, its line, and whether it lies in a function or class body (a
code object of its own) or in the module's body. The compiled code is the interpreter's own
cache (``__pycache__``) when the cache's header still names the file's modification time and
size, the check Python itself makes before using it (a fifteenth of the cost of compiling);
otherwise the source is compiled here (half the cost of ``ast.parse``).
"""
from __future__ import annotations

import dis
import importlib.util
import marshal
import os
from dataclasses import dataclass
from pathlib import Path
from types import CodeType

IMPORT_NAME = dis.opmap["IMPORT_NAME"]
IMPORT_NAME_BYTE = bytes([IMPORT_NAME])
LOAD_CONST = dis.opmap["LOAD_CONST"]
EXTENDED_ARG = dis.opmap["EXTENDED_ARG"]


@dataclass(frozen=True)
class Import:
    """One import statement: ``import name`` (names empty) or ``from name import names``,
    ``level`` dots before the name."""
    line: int
    name: str
    level: int
    names: tuple[str, ...]
    nested: bool        # in a function or class body, not in the module's own code


_imports: dict[tuple[Path, int, int], list[Import]] = {}


def imports(path: Path) -> list[Import]:
    """Every import statement of ``path``, the module's own and those in its functions and
    classes, in line order; read once per process (tests may cache: the key holds the file's
    modification time and size, so a file changed while the tests run is read again)."""
    stat = os.stat(path)
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _imports:
        _imports[key] = _read_imports(path)
    return _imports[key]


def _read_imports(path: Path) -> list[Import]:
    """Only the code objects that hold an import are disassembled: the module's own code, and
    a function or class body whose bytecode has an IMPORT_NAME."""
    found: list[Import] = []
    pending = [(compiled(path), False)]
    while pending:
        code, nested = pending.pop()
        if not nested or IMPORT_NAME in code.co_code[::2]:
            found += _imports_in(code, nested)
        pending += [(const, True) for const in code.co_consts if isinstance(const, CodeType)]
    return sorted(found, key=lambda i: i.line)


def compiled(path: Path) -> CodeType:
    """The module code of ``path``: from Python's bytecode cache if it is current (a
    timestamp-checked .pyc whose recorded modification time and size are the file's), else
    compiled from the source."""
    stat = os.stat(path)
    try:
        cached = Path(importlib.util.cache_from_source(str(path))).read_bytes()
    except (OSError, NotImplementedError):
        cached = b""
    header = (importlib.util.MAGIC_NUMBER, (0).to_bytes(4, "little"),
              (int(stat.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little"),
              (stat.st_size & 0xFFFFFFFF).to_bytes(4, "little"))
    if cached[:16] == b"".join(header):
        code = marshal.loads(cached[16:])
        if isinstance(code, CodeType):
            return code
    return compile(path.read_bytes(), str(path), "exec", dont_inherit=True)


def _imports_in(code: CodeType, nested: bool) -> list[Import]:
    """The imports of one code object: IMPORT_NAME takes its level and its from-list from the
    two constants loaded just before it (``from x import *`` has the name ``*``). The
    instructions are read only around each IMPORT_NAME of the bytecode; if they are not the
    two LOAD_CONSTs this reading expects (another Python may compile otherwise), the whole
    code object is disassembled instead."""
    raw, found = code.co_code, []
    lines = [(start, end, line) for start, end, line in code.co_lines()]
    at = raw.find(IMPORT_NAME_BYTE)
    while at >= 0:
        if at % 2 == 0:   # an instruction, not the argument of one
            name, before = _argument(raw, at)
            fromlist, first = _argument(raw, before)
            level, _ = _argument(raw, first)
            if before < 0 or first < 0 or raw[before] != LOAD_CONST or raw[first] != LOAD_CONST:
                return _disassembled_imports(code, nested)
            line = next((line for start, end, line in lines if start <= at < end), None)
            names = code.co_consts[fromlist]
            found.append(Import(line or 0, code.co_names[name], code.co_consts[level],
                                tuple(names or ()), nested))
        at = raw.find(IMPORT_NAME_BYTE, at + 1)
    return found


def _argument(raw: bytes, at: int) -> tuple[int, int]:
    """The argument of the instruction at offset ``at`` (its EXTENDED_ARG prefixes included)
    and the offset of the instruction before it."""
    if at < 0:
        return 0, -1
    argument, shift, before = raw[at + 1], 8, at - 2
    while before >= 0 and raw[before] == EXTENDED_ARG:
        argument |= raw[before + 1] << shift
        shift, before = shift + 8, before - 2
    return argument, before


def _disassembled_imports(code: CodeType, nested: bool) -> list[Import]:
    found = []
    previous: list[dis.Instruction] = []
    for ins in dis.get_instructions(code):
        if ins.opcode == IMPORT_NAME:
            level, names = previous[-2].argval, previous[-1].argval
            found.append(Import(ins.positions.lineno or 0, ins.argval, level,
                                tuple(names or ()), nested))
        if ins.opname != "CACHE":
            previous = previous[-1:] + [ins]
    return found
