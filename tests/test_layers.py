"""The layers of the code (docs/engine.md, "Layers"): the import graph of engine/, net/ and game/
is built from the source, imports inside functions included, and must have no circle, no import
of a higher package from a lower one (engine < net < game), no import inside a function, and
no door into the engine other than its public API."""
from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

import sources
from engine.collection import GAMES

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("engine", "net", "game")

# What net/ may import of the engine: the contract and the values every game shares, the
# collection and its saves. game/ and the bot runner may import each game's facade besides,
# the module of its GameKind (read from the collection: a new game is not listed here).
SHARED = {"engine", "engine.contract", "engine.actions", "engine.decisions", "engine.events",
          "engine.errors", "engine.values", "engine.collection", "engine.record"}
FACADES = {type(kind).__module__ for kind in GAMES.values()}
PUBLIC = SHARED | FACADES

# What Fief's computer players may import of Fief's referee: the game and its views, the
# position's plain data and the edition's numbers, and the rule questions of queries.py.
BOTS = "engine.fief.bots"
FOR_BOTS = {"engine.fief.game", "engine.fief.views", "engine.fief.state", "engine.fief.counters",
            "engine.fief.board", "engine.fief.editions.rules", "engine.fief.queries",
            "engine.fief.decision_kinds", "engine.fief.options"}


def modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for package in LAYERS:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


MODULES = modules()


def resolve(name: str) -> str | None:
    """The project module an imported name lives in (None: the standard library or a
    dependency)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports(module: str) -> Iterator[tuple[sources.Import, list[str]]]:
    """Each import statement of ``module`` with the project modules it names."""
    path, is_package = MODULES[module]
    base = module.split(".") if is_package else module.split(".")[:-1]
    for statement in sources.imports(path):
        if statement.level:
            prefix = base[:len(base) - statement.level + 1]
            source = ".".join(prefix + ([statement.name] if statement.name else []))
        else:
            source = statement.name
        names = [f"{source}.{name}" for name in statement.names] + [source]
        targets = {resolve(name) for name in names} - {None, module}
        # ``from . import x`` names the package too: a package is not imported by its modules
        targets = {t for t in targets if t and not (MODULES[t][1] and module.startswith(t + "."))}
        yield statement, sorted(targets)


@functools.cache
def graph() -> dict[str, set[str]]:
    """Which project modules each module imports."""
    return {module: {t for _, targets in imports(module) for t in targets} for module in MODULES}


def circles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph()[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph()):
        if module not in index:
            visit(module)
    return found


def test_no_import_circle():
    assert circles() == []


def test_no_package_imports_a_higher_one():
    rank = {package: i for i, package in enumerate(LAYERS)}
    upward = [(a, b) for a in graph() for b in graph()[a]
              if rank[a.split(".")[0]] < rank[b.split(".")[0]]]
    assert upward == []


def test_every_import_is_at_the_top_of_its_module():
    """No import in a function or class body, nor in a block of the module's body other than
    an ``if`` or ``try`` (guarded imports)."""
    inner = [f"{module}:{statement.line}" for module, (path, _) in MODULES.items()
             for statement in sources.imports(path)
             if statement.nested or not guarded_or_unindented(path, statement.line)]
    assert inner == []


def guarded_or_unindented(path: Path, line: int) -> bool:
    """Whether the module-level import on ``line`` starts its line, or lies in an ``if`` or
    ``try`` of the module's body (only an indented one costs parsing the module)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines[line - 1][:1].isspace():
        return True
    tree = ast.parse("\n".join(lines))
    return any(isinstance(node, (ast.If, ast.Try)) and node.lineno <= line <= (node.end_lineno or 0)
               for node in tree.body)


@pytest.mark.parametrize("package", ["net", "game"])
def test_hosts_reach_the_engine_only_through_its_public_api(package):
    private = sorted(f"{a} -> {b}" for a in graph() if a.split(".")[0] == package
                     for b in graph()[a] if b.startswith("engine") and b not in PUBLIC)
    assert private == []


def test_net_names_no_game():
    """Issue 39: net/ hosts any game of the collection through the contract, so it imports no
    game's facade (it reads the game from the collection by name)."""
    assert FACADES >= {"engine.fief.api", "engine.middle_ages.api"}
    games = sorted(f"{a} -> {b}" for a in graph() if a.split(".")[0] == "net"
                   for b in graph()[a] if b.startswith("engine") and b not in SHARED)
    assert games == []


def test_bots_reach_the_referee_only_through_the_game_views_data_and_queries():
    private = sorted(f"{a} -> {b}" for a in graph() if a.startswith(BOTS + ".")
                     for b in graph()[a]
                     if not (b.startswith(BOTS) or b in PUBLIC or b in FOR_BOTS
                             or b.count(".") == 1))          # engine.<shared value module>
    assert private == []


def test_the_graph_is_read_from_the_source():
    """The checks above see real imports: the contract is imported by Fief's game kind."""
    assert "engine.contract" in graph()["engine.collection"]
    assert "engine.fief.game" in graph()["engine.fief.api"]
