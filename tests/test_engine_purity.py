"""DESIGN principle 1: the engine is pure standard-library Python.

Every module under engine/ is imported in a fresh interpreter in which pygame, pytmx and the
network modules are made unimportable; any engine module that reaches for them fails the test.
"""
import pkgutil
import subprocess
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("pygame", "pytmx", "socket", "asyncio", "selectors", "ssl")

PROBE = r"""
import importlib, sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in FORBIDDEN:
            raise ImportError(f'engine must not import {name}')
        return None
for name in FORBIDDEN:
    sys.modules.pop(name, None)
sys.meta_path.insert(0, Block())
for mod in MODULES:
    importlib.import_module(mod)
print('ok', len(MODULES))
"""


def engine_modules() -> list[str]:
    found = ["engine"]
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        found.append(info.name)
    return found


def test_engine_modules_import_without_pygame_pytmx_or_sockets():
    modules = engine_modules()
    code = f"FORBIDDEN = {FORBIDDEN!r}\nMODULES = {modules!r}\n" + PROBE
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["ok", str(len(modules))]


def test_probe_really_blocks_pygame():
    """The blocker must itself work, or the test above proves nothing."""
    code = f"FORBIDDEN = {FORBIDDEN!r}\nMODULES = ['pygame']\n" + PROBE
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode != 0
    assert "engine must not import pygame" in result.stderr
