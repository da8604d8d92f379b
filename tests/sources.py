"""The project's Python sources compiled once per test process, for the tests that read the
code rather than run it (tests/test_layers.py: the import graph).

A module is compiled by CPython's own compiler (``compile``), which is half the cost of
``ast.parse`` and gives every import exactly as Python will run it: its module, level and
names, its line, and whether it lies in a function or class body (a code object of its
own) or in the module's body.
"""
from __future__ import annotations

import dis
import os
from dataclasses import dataclass
from pathlib import Path
from types import CodeType

IMPORT_NAME = dis.opmap["IMPORT_NAME"]


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
    pending = [(compile(path.read_bytes(), str(path), "exec", dont_inherit=True), False)]
    while pending:
        code, nested = pending.pop()
        if not nested or IMPORT_NAME in code.co_code[::2]:
            found += _imports_in(code, nested)
        pending += [(const, True) for const in code.co_consts if isinstance(const, CodeType)]
    return sorted(found, key=lambda i: i.line)


def _imports_in(code: CodeType, nested: bool) -> list[Import]:
    """The imports of one code object: IMPORT_NAME takes its level and its from-list from the
    two values loaded just before it (``from x import *`` has the name ``*``)."""
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
