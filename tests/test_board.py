"""The board read from maps/fief.tmx is exactly the canonical topology, and the map is sound.

The topology is ``tests/data/fief-1429.json``, the board's specification kept with the project
(tools/make_map.py draws the map from it).
The rulebook facts come from the English rules (examples 1.4.1, 2.4.5, 5.0, 5.2) and the setup
section (5 bishoprics with a principal village each, 8 fiefs of 2, 3 or 4 villages).
"""
from __future__ import annotations

import copy
import json
import os
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import deque
from pathlib import Path

import pytest

from engine.fief.board import Board, BoardError, DEFAULT_MAP, FIEF_SIZES, load_board, parse_board

ROOT = Path(__file__).resolve().parent.parent
SPEC_COPY = ROOT / "tests" / "data" / "fief-1429.json"
MAP_TEXT = DEFAULT_MAP.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def spec() -> dict:
    return json.loads(SPEC_COPY.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


def connected(nodes: set[str], board: Board) -> bool:
    """Whether the villages in ``nodes`` are joined by roads that stay among them."""
    start = next(iter(sorted(nodes)))
    seen, todo = {start}, deque([start])
    while todo:
        for other in board.neighbours(todo.popleft()):
            if other in nodes and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen == nodes


# --- the topology equals the JSON spec ------------------------------------------------------------
def test_villages_match_the_spec(board, spec):
    assert len(board.villages) == 24
    expected = {v["name"]: (v["fief"], v["bishopric"], v["principal"]) for v in spec["villages"]}
    got = {n: (v.fief, v.bishopric, v.principal) for n, v in board.villages.items()}
    assert got == expected
    for name, village in board.villages.items():
        assert village.name == name
        assert isinstance(village.bishopric, int) and isinstance(village.principal, bool)


def test_fiefs_match_the_spec(board, spec):
    assert len(board.fiefs) == 8
    assert set(board.fiefs) == {f["name"] for f in spec["fiefs"]}
    for f in spec["fiefs"]:
        fief = board.fiefs[f["name"]]
        assert (fief.kind, fief.color) == (f["kind"], f["color"])
        assert set(fief.villages) == set(f["villages"])
        assert fief.size == len(fief.villages) == FIEF_SIZES[fief.kind]
    assert sorted(f.kind for f in board.fiefs.values()) == ["barony"] * 2 + ["county"] * 4 + ["duchy"] * 2
    assert FIEF_SIZES == {"barony": 2, "county": 3, "duchy": 4}


def test_bishoprics_match_the_spec(board, spec):
    assert sorted(board.bishoprics) == [1, 2, 3, 4, 5]
    principals = {n: b.principal for n, b in board.bishoprics.items()}
    assert principals == {1: "BLAYE", 2: "TOURNUS", 3: "ST GÉRÔME", 4: "BOURG", 5: "SIGY"}
    for b in spec["bishoprics"]:
        see = board.bishoprics[b["number"]]
        assert see.principal == b["principal"]
        assert set(see.villages) == set(b["villages"])
    assert sorted(n for n, v in board.villages.items() if v.principal) == sorted(principals.values())


def test_roads_match_the_spec_as_an_unordered_set(board, spec):
    assert len(board.roads) == 36
    assert len({frozenset(r) for r in board.roads}) == 36
    assert {frozenset(r) for r in board.roads} == {frozenset(r) for r in spec["roads"]}


# --- the graph ------------------------------------------------------------------------------------
def test_the_road_graph_is_connected(board):
    assert connected(set(board.villages), board)


def test_each_fief_and_bishopric_is_connected_by_its_own_roads(board):
    for fief in board.fiefs.values():
        assert connected(set(fief.villages), board), fief.name
    for see in board.bishoprics.values():
        assert connected(set(see.villages), board), see.number


def test_neighbours_are_sorted_symmetric_and_agree_with_adjacent(board):
    for name in board.villages:
        near = board.neighbours(name)
        assert list(near) == sorted(near) and len(set(near)) == len(near)
        for other in board.villages:
            assert board.adjacent(name, other) == (other in near) == (name in board.neighbours(other))
    assert board.sorted_villages == tuple(sorted(board.villages))
    assert sum(len(board.neighbours(n)) for n in board.villages) == 2 * len(board.roads)


def test_lookups(board):
    assert board.fief_of("BOURG").name == "Duchy of BOURG"
    assert board.bishopric_of("ST PAUL").number == 5
    with pytest.raises(KeyError, match="NOWHERE"):
        board.neighbours("NOWHERE")
    with pytest.raises(KeyError, match="NOWHERE"):
        board.fief_of("NOWHERE")


# --- the rulebook's examples ----------------------------------------------------------------------
def test_rulebook_blaye_charolles_epervier_is_a_road_path(board):
    """Examples 5.0 and 5.2 move from BLAYE through CHAROLLES to L'ÉPERVIER."""
    assert board.adjacent("BLAYE", "CHAROLLES") and board.adjacent("CHAROLLES", "L'ÉPERVIER")


def test_rulebook_bishopric_5(board):
    """Example 1.4.1: bishopric 5 holds SIGY, ST PAUL, ST CIERS D'ABZAC and BEAUJEU."""
    assert set(board.bishoprics[5].villages) == {"SIGY", "ST PAUL", "ST CIERS D'ABZAC", "BEAUJEU"}


def test_rulebook_duchy_of_bourg_has_four_villages(board):
    """Example 2.4.5."""
    assert board.fiefs["Duchy of BOURG"].size == 4


def test_rulebook_named_villages_exist(board):
    for name in ("ST MÉDARD", "MAZILLES", "BLAYE", "CHAROLLES", "L'ÉPERVIER", "TOURNUS"):
        assert name in board.villages
    assert board.fiefs["County of TOURNUS"].size == 3  # example 4.3, the green county


# --- the Board value ------------------------------------------------------------------------------
def test_default_board_is_cached_and_immutable(board):
    assert load_board() is board
    assert copy.deepcopy(board) is board and copy.copy(board) is board
    with pytest.raises(TypeError):
        board.villages["X"] = board.villages["BLAYE"]  # type: ignore[index]
    with pytest.raises(AttributeError):
        board.roads = ()  # type: ignore[misc]
    assert load_board(DEFAULT_MAP) == board
    assert hash(load_board(DEFAULT_MAP)) == hash(board)


# --- malformed maps -------------------------------------------------------------------------------
def broken(pattern: str, replacement: str, count: int = 1) -> str:
    text, done = re.subn(pattern, replacement, MAP_TEXT, count=count)
    assert done == count, f"pattern {pattern!r} not found in the map"
    return text


def test_missing_property_is_named(tmp_path):
    path = tmp_path / "fief.tmx"
    path.write_text(broken(r'\s*<property name="fief" value="County of BLAYE"/>', ""), "utf-8")
    with pytest.raises(BoardError, match=r"village object 'PAUILLAC' \(id \d+\) lacks the property 'fief'"):
        load_board(path)


def test_road_to_an_unknown_village_is_named():
    text = broken(r'<property name="to" value="BLAYE"/>', '<property name="to" value="ATLANTIS"/>')
    with pytest.raises(BoardError, match=r"road object 'PAUILLAC - BLAYE'.*'ATLANTIS'.*not a village"):
        parse_board(text)


def test_wrong_property_type_is_named():
    text = broken(r'<property name="bishopric" type="int" value="1"/>',
                  '<property name="bishopric" type="int" value="one"/>')
    with pytest.raises(BoardError, match=r"'bishopric' is not a valid int: 'one'"):
        parse_board(text)


def test_fief_of_the_wrong_size_is_refused():
    text = broken(r'<property name="fief" value="County of BLAYE"/>',
                  '<property name="fief" value="Duchy of BOURG"/>')
    with pytest.raises(BoardError, match=r"Duchy of BOURG is a duchy of 4 villages but 5 villages "
                                         r"name it: PAUILLAC, "):
        parse_board(text)


def test_principal_village_must_agree():
    text = broken(r'<property name="principal" value="SIGY"/>',
                  '<property name="principal" value="BEAUJEU"/>')
    with pytest.raises(BoardError, match=r"bishopric 5 names 'BEAUJEU' as principal"):
        parse_board(text)


def test_duplicate_road_and_unknown_fief_and_bad_xml(tmp_path):
    road = re.search(r'  <object [^>]*type="road".*?</object>\n', MAP_TEXT, re.S)
    assert road
    with pytest.raises(BoardError, match="two roads join 'PAUILLAC' and 'BLAYE'"):
        parse_board(MAP_TEXT.replace(road.group(0), road.group(0) * 2, 1))
    with pytest.raises(BoardError, match="village 'LA RÉOLE' is in fief 'Barony of LA RÉOLE', "
                                         "which the map does not define"):
        parse_board(broken(r'name="Barony of LA RÉOLE" type="fief"', 'name="Barony of X" type="fief"'))
    with pytest.raises(BoardError, match="not a readable TMX"):
        parse_board("<map><object></map>")
    with pytest.raises(BoardError, match="cannot read the map"):
        load_board(tmp_path / "missing.tmx")


def test_a_stranded_village_is_refused():
    text = MAP_TEXT
    for other in ("PAUILLAC", "ST MÉDARD", "CHAROLLES"):
        text, done = re.subn(r'  <object [^>]*name="(BLAYE - %s|%s - BLAYE)" type="road".*?</object>\n'
                             % (re.escape(other), re.escape(other)), "", text, flags=re.S)
        assert done == 1
    with pytest.raises(BoardError, match="no road leads to BLAYE"):
        parse_board(text)


# --- the map as Tiled, pytmx and the renderer see it ----------------------------------------------
def objects_of(kind: str) -> list[ET.Element]:
    return [o for o in ET.fromstring(MAP_TEXT).iter("object") if o.get("type") == kind]


def ring(obj: ET.Element) -> list[tuple[float, float]]:
    x0, y0 = float(obj.get("x")), float(obj.get("y"))
    shape = obj.find("polygon") if obj.find("polygon") is not None else obj.find("polyline")
    return [(x0 + float(a), y0 + float(b))
            for a, b in (p.split(",") for p in shape.get("points").split())]


def inside(p: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    hit = False
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):
        if (ay > p[1]) != (by > p[1]) and p[0] < ax + (p[1] - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


def test_every_village_lies_in_its_fief_and_bishopric_area(board):
    fiefs = {o.get("name"): ring(o) for o in objects_of("fief")}
    sees = {int(o.find("properties/property[@name='number']").get("value")): ring(o)
            for o in objects_of("bishopric")}
    for v in board.villages.values():
        assert inside((v.x, v.y), fiefs[v.fief]), v.name
        assert inside((v.x, v.y), sees[v.bishopric]), v.name
        others = [n for n in fiefs if n != v.fief]
        assert not any(inside((v.x, v.y), fiefs[n]) for n in others), v.name


def test_roads_run_from_village_to_village(board):
    for obj in objects_of("road"):
        pts = ring(obj)
        props = {p.get("name"): p.get("value") for p in obj.iter("property")}
        a, b = board.villages[props["from"]], board.villages[props["to"]]
        assert abs(pts[0][0] - a.x) < 1 and abs(pts[0][1] - a.y) < 1
        assert abs(pts[-1][0] - b.x) < 1 and abs(pts[-1][1] - b.y) < 1


def test_one_mitre_per_bishopric_on_the_map_edge():
    root = ET.fromstring(MAP_TEXT)
    height = int(root.get("height")) * int(root.get("tileheight"))
    numbers = []
    for obj in objects_of("mitre"):
        props = {p.get("name"): p.get("value") for p in obj.iter("property")}
        numbers.append(int(props["number"]))
        top, bottom = float(obj.get("y")), float(obj.get("y")) + float(obj.get("height"))
        assert top < 10 or bottom > height - 10
    assert sorted(numbers) == [1, 2, 3, 4, 5]


def test_tileset_reference_and_image_agree():
    root = ET.fromstring(MAP_TEXT)
    assert root.get("version") == "1.10" and root.get("orientation") == "orthogonal"
    ref = root.find("tileset")
    assert ref.get("firstgid") == "1"
    tsx = ET.parse(DEFAULT_MAP.parent / ref.get("source")).getroot()
    image = tsx.find("image")
    png = (DEFAULT_MAP.parent / image.get("source")).read_bytes()
    width, height = struct.unpack(">II", png[16:24])
    assert (int(image.get("width")), int(image.get("height"))) == (width, height)
    tw, th = int(tsx.get("tilewidth")), int(tsx.get("tileheight"))
    assert int(tsx.get("columns")) == width // tw
    assert int(tsx.get("tilecount")) == (width // tw) * (height // th)
    count = int(tsx.get("tilecount"))
    for layer in root.iter("layer"):
        cells = [int(c) for c in layer.find("data").text.replace("\n", "").split(",")]
        assert len(cells) == int(root.get("width")) * int(root.get("height")), layer.get("name")
        assert all(0 <= c <= count for c in cells), layer.get("name")


def test_pytmx_sees_the_same_villages(board):
    pytmx = pytest.importorskip("pytmx")
    tmx = pytmx.TiledMap(str(DEFAULT_MAP))
    seen = {}
    for obj in tmx.objects:
        if obj.type == "village":
            seen[obj.name] = (obj.properties["fief"], obj.properties["bishopric"],
                              obj.properties["principal"], obj.x + obj.width / 2,
                              obj.y + obj.height / 2)
    assert seen == {n: (v.fief, v.bishopric, v.principal, v.x, v.y)
                    for n, v in board.villages.items()}
    names = [layer.name for layer in tmx.layers]
    for name in ("terrain", "rivers", "relief", "fiefs", "bishoprics", "roads", "villages"):
        assert name in names
    roads = {frozenset((o.properties["from"], o.properties["to"]))
             for o in tmx.objects if o.type == "road"}
    assert roads == {frozenset(r) for r in board.roads}


def test_pytmx_loads_the_tiles_with_a_hidden_display():
    pygame = pytest.importorskip("pygame")
    pytest.importorskip("pytmx")
    from pytmx.util_pygame import load_pygame

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    if pygame.display.get_surface() is None:  # the client tests may already have a window
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    tmx = load_pygame(str(DEFAULT_MAP))
    for name in ("terrain", "rivers", "relief"):
        tiles = list(tmx.get_layer_by_name(name).tiles())
        assert tiles and all(image.get_size() == (32, 32) for _, _, image in tiles)
    assert len(list(tmx.get_layer_by_name("terrain").tiles())) == tmx.width * tmx.height


# --- the generator --------------------------------------------------------------------------------
def test_make_map_is_deterministic(tmp_path):
    """Regenerating the map gives the committed file byte for byte (so the .tmx is never edited
    by hand, and any change to it comes from the script)."""
    out = tmp_path / "fief.tmx"
    env = dict(os.environ, PYTHONHASHSEED="random")
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_map.py"),
                             "--spec", str(SPEC_COPY), "--out", str(out)],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == DEFAULT_MAP.read_bytes()
