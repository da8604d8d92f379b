"""The client's layers (docs/client.md): the import graph of game/, built from the source as
tests/test_layers.py builds the whole project's, must have no circle; the shell (game/shell/)
imports no game's client; a game's client imports the shell and itself, never another game's;
only the top of the client (game/clients.py, and game/testing.py for the tests) lists the games;
no shell module names a game in its code (a string literal "fief" or "middle-ages"; its
docstrings and comments may). And no module of the client is over 400 lines."""
from __future__ import annotations

import ast
from pathlib import Path

from engine.collection import GAMES as REFEREES
from test_layers import MODULES, graph

ROOT = Path(__file__).resolve().parent.parent
SHELL = "game.shell"
GAMES = ("game.fief", "game.middle_ages")
TOP = {"game", "game.clients", "game.testing"}


def package(module: str) -> str:
    """The layer a module of the client belongs to: the shell, one game, or the top."""
    if module in TOP:
        return module
    return ".".join(module.split(".")[:2])


def client_graph() -> dict[str, set[str]]:
    """Which modules of game/ each module of game/ imports."""
    return {m: {t for t in targets if t.startswith("game")}
            for m, targets in graph().items() if m.startswith("game")}


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The modules that import themselves through others (a depth-first search per module:
    the client has some 200 modules)."""
    found = []
    for start in sorted(edges):
        seen, todo = set(), list(edges[start])
        while todo:
            node = todo.pop()
            if node == start:
                found.append({start})
                break
            if node not in seen:
                seen.add(node)
                todo.extend(edges.get(node, ()))
    return found


def test_the_client_has_no_import_circle():
    assert circles(client_graph()) == []


def test_the_shell_imports_no_game():
    wrong = [(m, t) for m, targets in client_graph().items() if package(m) == SHELL
             for t in targets if package(t) != SHELL]
    assert wrong == []


def test_a_game_imports_the_shell_and_itself_only():
    wrong = [(m, t) for m, targets in client_graph().items() if package(m) in GAMES
             for t in targets if package(t) not in (SHELL, package(m))]
    assert wrong == []


def test_only_the_top_of_the_client_lists_the_games():
    below = [(m, t) for m, targets in client_graph().items() if m not in TOP
             for t in targets if t in TOP]
    assert below == []
    assert {package(m) for m in client_graph()} == {SHELL, *GAMES, *TOP}


def test_the_checks_see_a_wrong_import():
    """The checks above read real edges: a shell module importing Fief would be caught."""
    edges = client_graph()
    edges["game.shell.title"] = edges["game.shell.title"] | {"game.fief.scenes.setup"}
    assert [t for t in edges["game.shell.title"] if package(t) != SHELL] == \
        ["game.fief.scenes.setup"]
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [{"a"}, {"b"}]


# The program's name (its command, log and catalogues: game/shell/assets.py), declared once,
# is Fief's name too: that one declaration is not a game named by the shell.
PROGRAM = ("game.shell.assets", "PROGRAM")


def docstrings(tree: ast.AST) -> set[int]:
    """The string nodes that are a module's, class's or function's docstring."""
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}


def named_games(module: str, source: str) -> list[tuple[int, str]]:
    """The lines and string literals of a module's code that are a game's name in
    engine.collection, in any case (docstrings and comments aside)."""
    tree = ast.parse(source)
    allowed = docstrings(tree) | {
        id(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and (module, ast.unparse(node.targets[0])) == PROGRAM}
    names = {name.lower() for name in REFEREES}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value.lower() in names and id(node) not in allowed]


def test_the_shell_names_no_game_in_its_code():
    """The shell reaches a game through its client (game/shell/contract.py): a save's game,
    the rows of the Load screen, the --scene screens are the clients' words, not the shell's."""
    named = {m: found for m, (path, _) in MODULES.items() if package(m) == SHELL
             if (found := named_games(m, path.read_text(encoding="utf-8")))}
    assert named == {}


def test_the_check_sees_a_game_named_in_code_not_in_words():
    source = '''"""Saves of "fief" and "middle-ages"."""
GAME = "fief"  # a game of "middle-ages"
def f(game="Middle-Ages"):
    """Not "fief" here."""
    return f"{game}" == "fiefs" or game == "fief"
'''
    assert named_games("game.shell.x", source) == [(2, "fief"), (3, "Middle-Ages"), (5, "fief")]
    assert named_games("game.shell.assets", 'PROGRAM = "fief"') == []
    assert named_games("game.shell.x", 'PROGRAM = "fief"') == [(1, "fief")]


def test_no_module_of_the_client_is_over_400_lines():
    long = {m: n for m, (path, _) in MODULES.items() if m.startswith("game")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400}
    assert long == {}
