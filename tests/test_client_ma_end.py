"""Middle-Ages' end screen (M8) as a player reads it, the count skipped by a click."""
from __future__ import annotations

from game.middle_ages.end import MAEndScene
from game.shell.smoke import post_click
from game.testing import pump


def lord(name: str, colour: str, money: int, palaces: int) -> dict:
    columns = {d: [] for d in ("fields", "mill", "village", "rampart", "market", "barracks",
                               "church", "palace")}
    columns["palace"] = [{"domain": "palace", "number": n} for n in range(palaces)]
    return {"name": name, "colour": colour, "money": money, "columns": columns}


def test_M8_a_lord_without_an_empty_domain_loses_0_not_minus_0(title_app, monkeypatch):
    """M8: 10 less per empty domain. Ann has two empty domains (-20), Bob none: his line
    reads 0 in that column, as a score sheet would, not "−0" (the 1280x720 game's end)."""
    app = title_app
    view = {"players": [lord("Ann", "blue", 60, 0), lord("Bob", "red", 52, 2)]}
    over = {"penalties": [20, 0], "owed": [20, 0], "scores": [40, 52], "winners": [1],
            "tie_break": []}
    scene = MAEndScene(app, view, over, lambda: None)
    app.stack.push(scene)
    written: list[tuple[str, tuple[int, int]]] = []
    original = scene.write

    def record(surface, text, pos, *args, **kwargs):
        written.append((text, pos))
        return original(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(scene, "write", record)
    post_click(scene.panel.center)                       # the count skipped
    pump(app)
    said = [text for text, _pos in written]
    assert "−20" in said and "0" in said and "−0" not in said
    assert "Bob wins the game" in said
