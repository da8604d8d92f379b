"""The client's layers (issue 16 §2, §5), read from the source: game/ holds no import circle,
imports nothing inside a function, and reaches the engine only through its public API.

The layer order a reader can draw (lowest first):
paths, settings, i18n, assets, table, saves, audio -> render's primitives -> anim's pictures
-> render.pieces -> anim's scripts, ui -> lan -> local_table
-> controller -> scenes.stack (Scene, Shell) -> scenes.base -> scenes, each importing only the
scenes it opens -> app (which implements Shell and opens the title, a new or a saved game) ->
smoke, testing, autoplay, demos (docs/client-play.md draws it)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
# What the engine offers a client: the values every game shares, the contract and the
# collection, saves, and Fief's facade (engine/fief/api.py). Nothing else of engine.fief.
ENGINE_API = frozenset({"engine.contract", "engine.actions", "engine.decisions", "engine.events",
                        "engine.errors", "engine.values", "engine.collection", "engine.record",
                        "engine.fief.api"})


def modules() -> dict[str, tuple[Path, ast.Module]]:
    found = {}
    for path in sorted(GAME.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = (path, ast.parse(path.read_text(encoding="utf-8")))
    return found


def imported(name: str, path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement names (``from a import b`` names a.b and a)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    module = node.module or ""
    if node.level:
        module = ".".join(base[:len(base) - node.level + 1] + ([module] if module else []))
    return [module] + [f"{module}.{alias.name}" for alias in node.names]


def game_graph() -> dict[str, set[str]]:
    mods = modules()
    graph: dict[str, set[str]] = {name: set() for name in mods}
    for name, (path, tree) in mods.items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in imported(name, path, node):
                    while target and target not in mods:
                        target = target.rpartition(".")[0]
                    if target and target != name and not name.startswith(target + "."):
                        graph[name].add(target)
    return graph


def test_game_has_no_import_circle():
    graph = game_graph()
    state: dict[str, int] = {}
    circles = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                circles.append(trail[trail.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    assert not circles, "import circles in game/: " + "; ".join(" -> ".join(c) for c in circles)


def test_every_import_of_game_is_at_the_top_of_its_module():
    inner = []
    for path, tree in modules().values():
        top = {id(node) for node in tree.body}
        inner += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top]
    assert not inner, "imports inside functions or blocks: " + ", ".join(inner)


def test_game_reaches_the_engine_only_through_its_public_api():
    outside = []
    for path, tree in modules().values():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                targets = [node.module or ""]
            else:
                continue
            outside += [f"{path.relative_to(ROOT)}:{node.lineno} {t}" for t in targets
                        if t.split(".")[0] == "engine" and t not in ENGINE_API]
    assert not outside, "engine modules outside the public API: " + ", ".join(outside)


def test_the_scenes_know_the_application_only_as_a_shell():
    """game.app opens every scene; a scene importing it would close a circle again."""
    graph = game_graph()
    below_app = [name for name, targets in graph.items()
                 if "game.app" in targets and name.startswith("game.scenes")
                 and name != "game.scenes.demos"]
    assert not below_app, f"scenes importing game.app: {below_app}"
