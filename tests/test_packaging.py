"""Packaging checks that need no build (the real PyInstaller build and smoke run are in .ci/run).

* the spec runs (under stand-ins for PyInstaller's classes) for both builds and all three
  operating systems, and hands PyInstaller every data file, the icon and the exclusions;
* every data folder of the repository is listed in packaging/bundle.py;
* the committed icons are what packaging/make_icon.py paints;
* ``python main.py --version`` prints the pyproject version;
* game.shell.assets finds every file in a simulated frozen layout (sys.frozen, sys._MEIPASS).

An unexpected error's log and message to the player: tests/test_fatal_errors.py.
"""
from __future__ import annotations

import gettext
import importlib.util
import os
import shutil
import struct
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from program import run_main_py


ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "fief.spec"


def load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


bundle = load("fief_bundle", PACKAGING / "bundle.py")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


# ----- the spec ------------------------------------------------------------------------------
class Recorder:
    """Stands in for one of PyInstaller's spec classes and keeps its arguments."""

    calls: list[tuple[str, tuple, dict]] = []

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, *args, **kwargs):
        Recorder.calls.append((self.kind, args, kwargs))
        fields = dict(pure=["pure"], scripts=["main"], binaries=[], zipfiles=[], datas=[])
        fields.update(kwargs)
        return SimpleNamespace(**fields)


def run_spec(monkeypatch: pytest.MonkeyPatch, mode: str, platform: str = "linux") -> dict:
    monkeypatch.setenv("FIEF_BUILD", mode)
    monkeypatch.delenv("FIEF_CONSOLE", raising=False)
    monkeypatch.setattr(sys, "platform", platform)
    Recorder.calls = []
    names = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    scope = {name: Recorder(name) for name in names}
    scope.update(SPECPATH=str(PACKAGING), __file__=str(SPEC), __name__="__main__")
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), scope)
    calls: dict[str, dict] = {}
    for kind, _args, kwargs in Recorder.calls:
        calls[kind] = kwargs
    return calls


def bundled(calls: dict) -> set[str]:
    """Destination paths (posix, relative to the bundle) of the data files given to Analysis."""
    return {f"{dest}/{Path(src).name}".lstrip("./") for src, dest in calls["Analysis"]["datas"]}


def test_spec_onedir_lists_data_modules_and_exclusions(monkeypatch):
    calls = run_spec(monkeypatch, "onedir")
    analysis = calls["Analysis"]
    assert Path(Recorder.calls[0][1][0][0]) == ROOT / "main.py"
    files = bundled(calls)
    for needed in ("maps/fief.tmx", "maps/terrain.tsx", "maps/terrain.png",
                   "assets/fonts/OFL-EBGaramond.txt", "assets/fonts/OFL-Junicode.txt",
                   "assets/fonts/OFL-Blankenburg.txt", "assets/fonts/README.md",
                   "assets/locale/fr/LC_MESSAGES/fief.mo", "pyproject.toml"):
        assert needed in files, needed
    from game.shell.fonts import ROLES

    for font in ROLES.values():
        assert f"assets/fonts/{font}" in files
    assert not any(name.endswith(".po") for name in files)
    for module in ("game.shell.app", "game.fief.scenes.board", "game.shell.title", "engine.fief.board"):
        assert module in analysis["hiddenimports"]
    assert any(module.startswith("net.") for module in analysis["hiddenimports"])
    for unused in ("tkinter", "unittest", "pytest", "hypothesis", "setuptools", "pip", "numpy",
                   "pygame.examples", "pygame.tests", "PyInstaller"):
        assert unused in analysis["excludes"]
    assert calls["COLLECT"]["name"] == "fief"
    assert calls["EXE"]["name"] == "fief" and calls["EXE"]["exclude_binaries"]
    assert calls["EXE"]["console"] is True and calls["EXE"]["icon"] is None
    assert "BUNDLE" not in calls


def test_spec_leaves_out_what_only_unused_features_import(monkeypatch):
    linux = run_spec(monkeypatch, "onefile")["Analysis"]["excludes"]
    windows = run_spec(monkeypatch, "onefile", "win32")["Analysis"]["excludes"]
    for unused in ("email", "http", "urllib.request", "importlib.metadata", "bz2", "lzma",
                   "_decimal", "pygame._sdl2", "pygame.freetype"):
        assert unused in linux and unused in windows
    for unix_only in ("ctypes", "_codecs_jp", "_multibytecodec"):
        assert unix_only in linux and unix_only not in windows
    for needed in ("xml.etree", "zipfile", "urllib.parse", "unicodedata", "json"):
        assert needed not in linux and needed not in windows


def test_linux_builds_leave_the_manylinux_system_libraries_to_the_system():
    for library in ("libstdc++.so.6", "libgcc_s.so.1"):
        assert bundle.left_to_system(library, "linux")
        assert not bundle.left_to_system(library, "win32")
        assert not bundle.left_to_system(library, "darwin")
    for carried in ("libpython3.11.so.1.0", "libz.so.1",
                    "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10"):
        assert not bundle.left_to_system(carried, "linux")


def test_spec_stores_the_python_modules_uncompressed(monkeypatch):
    """PyInstaller's PYZ writer is told the level when the spec runs inside PyInstaller."""
    writer = SimpleNamespace(ZlibArchiveWriter=type("ZlibArchiveWriter", (),
                                                    {"_COMPRESSION_LEVEL": 6}))
    monkeypatch.setitem(sys.modules, "PyInstaller.archive.writers", writer)
    run_spec(monkeypatch, "onefile")
    assert writer.ZlibArchiveWriter._COMPRESSION_LEVEL == bundle.PYZ_COMPRESSION_LEVEL == 0


def test_spec_onefile(monkeypatch):
    calls = run_spec(monkeypatch, "onefile")
    assert calls["EXE"]["name"] == "fief-onefile"
    compression = calls["EXE"]["cdict"]            # data stored, libraries deflated
    assert compression["DATA"] is False and compression["BINARY"] is compression["EXTENSION"] is True
    assert "COLLECT" not in calls and "BUNDLE" not in calls


def test_spec_windows_is_windowed_with_an_ico(monkeypatch):
    for mode in ("onedir", "onefile"):
        calls = run_spec(monkeypatch, mode, "win32")
        assert calls["EXE"]["console"] is False
        assert calls["EXE"]["icon"].endswith("fief.ico") and Path(calls["EXE"]["icon"]).is_file()
        assert calls["EXE"]["strip"] is False


def test_spec_macos_makes_an_app_bundle(monkeypatch):
    calls = run_spec(monkeypatch, "onedir", "darwin")
    assert calls["EXE"]["console"] is False
    app = calls["BUNDLE"]
    assert app["name"] == "Fief.app" and app["icon"].endswith("fief.icns")
    assert app["version"] == VERSION
    assert app["info_plist"]["CFBundleShortVersionString"] == VERSION


def test_spec_rejects_an_unknown_mode(monkeypatch):
    with pytest.raises(SystemExit):
        run_spec(monkeypatch, "everything")


def test_every_data_folder_of_the_repository_is_listed():
    listed = {entry.folder for entry in bundle.DATA_FOLDERS}
    folders = {"maps"} | {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").iterdir()
                          if p.is_dir()}
    for expected in ("maps", "assets/fonts", "assets/locale", "assets/sounds"):
        assert expected in listed
    assert folders <= listed, f"add to packaging/bundle.py DATA_FOLDERS: {folders - listed}"


def test_every_data_file_is_bundled_or_a_source():
    shipped = {Path(src).resolve() for src, _dest in bundle.data_files()}
    for top in ("maps", "assets"):
        for path in (ROOT / top).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts \
                    and not bundle.matches_any(path, bundle.NOT_BUNDLED):
                assert path.resolve() in shipped, f"{path.relative_to(ROOT)} is not bundled"


def test_data_files_keep_their_relative_place_and_skip_missing_optional_folders(tmp_path):
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "a.tmx").write_text("x")
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "assets" / "fonts" / "f.otf").write_text("x")
    (tmp_path / "assets" / "locale" / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "assets" / "locale" / "fr" / "LC_MESSAGES" / "fief.mo").write_text("x")
    (tmp_path / "assets" / "locale" / "fr" / "LC_MESSAGES" / "fief.po").write_text("x")
    (tmp_path / "assets" / "sounds" / "music").mkdir(parents=True)
    (tmp_path / "assets" / "sounds" / "music" / "theme.ogg").write_text("x")
    (tmp_path / "pyproject.toml").write_text("x")
    pairs = {(Path(src).relative_to(tmp_path).as_posix(), dest)
             for src, dest in bundle.data_files(tmp_path)}
    assert pairs == {("maps/a.tmx", "maps"), ("assets/fonts/f.otf", "assets/fonts"),
                     ("assets/locale/fr/LC_MESSAGES/fief.mo", "assets/locale/fr/LC_MESSAGES"),
                     ("assets/sounds/music/theme.ogg", "assets/sounds/music"),
                     ("pyproject.toml", ".")}
    shutil.rmtree(tmp_path / "maps")
    with pytest.raises(FileNotFoundError):
        bundle.data_files(tmp_path)


def test_library_data_the_game_does_not_need_stays_out():
    assert bundle.unwanted("pygame_gui/data/NotoSansSC-Regular.ttf")
    assert bundle.unwanted("pygame_gui\\data\\NotoSansJP-Regular.otf")
    assert not bundle.unwanted("pygame_gui/data/default_theme.json")
    assert not bundle.unwanted("pygame/freesansbold.ttf")
    assert not bundle.unwanted("assets/fonts/EBGaramond12-Regular.otf")


# ----- icon ----------------------------------------------------------------------------------
def test_icons_exist_and_are_well_formed():
    png = (PACKAGING / "icon.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    ico = (PACKAGING / "fief.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    icns = (PACKAGING / "fief.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert (ROOT / "assets" / "icons" / "fief-64.png").is_file()


def test_committed_icons_are_what_the_script_paints(tmp_path):
    import pygame

    make_icon = load("fief_make_icon", PACKAGING / "make_icon.py")
    make_icon.main(tmp_path, tmp_path / "fief-64.png")
    for fresh, committed in ((tmp_path / "fief-64.png", ROOT / "assets/icons/fief-64.png"),
                             (tmp_path / "icon.png", PACKAGING / "icon.png")):
        a, b = pygame.image.load(str(fresh)), pygame.image.load(str(committed))
        assert a.get_size() == b.get_size()
        pa, pb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
        # the same bytes at once, or each channel within 3 (another SDL may round otherwise)
        assert pa == pb or max(abs(x - y) for x, y in zip(pa, pb)) <= 3, \
            f"{committed.name} is stale: run python packaging/make_icon.py"


# ----- version -------------------------------------------------------------------------------
def test_main_version_prints_the_pyproject_version(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)                     # found beside the code, not in the folder
    ran = run_main_py(monkeypatch, capsys, "--version")
    assert ran.code == 0, ran.err
    assert ran.out.strip() == f"Fief & Middle-Ages {VERSION}"


def test_window_title_shows_the_version(monkeypatch, tmp_path):
    import pygame

    from game.clients import COLLECTION
    from game.shell import settings as prefs
    from game.shell.app import App

    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = App(prefs.Settings(), clients=COLLECTION, size=(1280, 720), fullscreen=False,
              persist=False)
    assert pygame.display.get_caption()[0] == f"Fief & Middle-Ages {VERSION}"
    assert app.version == VERSION


# ----- a simulated frozen layout ---------------------------------------------------------------
@pytest.fixture
def frozen(monkeypatch, tmp_path):
    """A copy of the bundle's data laid out as PyInstaller does, with sys set up as frozen."""
    meipass = tmp_path / "_internal"
    for src, dest in bundle.data_files():
        target = meipass / dest
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)
    project = (meipass / "pyproject.toml").read_text(encoding="utf-8")
    (meipass / "pyproject.toml").write_text(
        project.replace(f'version = "{VERSION}"', 'version = "9.8.7"'), encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(meipass), raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "fief"))
    return meipass


def test_assets_resolve_inside_a_one_file_or_one_folder_bundle(frozen):
    from game.shell import assets
    from game.shell.fonts import ROLES

    assert assets.resource_root() == frozen
    board = assets.map_path("fief.tmx")
    assert board == frozen / "maps" / "fief.tmx" and board.is_file()
    for font in ROLES.values():
        assert assets.font_path(font).is_file()
    assert assets.font_path("OFL-EBGaramond.txt").is_file()
    assert assets.locale_dir() == frozen / "assets" / "locale"
    fr = gettext.translation("fief", str(assets.locale_dir()), languages=["fr"])
    assert isinstance(fr, gettext.GNUTranslations)
    assert assets.resource_path("assets", "icons", "fief-64.png").is_file()


def test_version_comes_from_the_bundled_pyproject_when_frozen(frozen):
    from game.shell.app import version

    assert version() == "9.8.7"


def test_an_old_one_folder_layout_without_meipass(frozen, monkeypatch):
    from game.shell import assets

    monkeypatch.delattr(sys, "_MEIPASS")
    monkeypatch.setattr(sys, "executable", str(frozen / "fief"))
    assert assets.resource_root() == frozen
    assert assets.map_path("fief.tmx").is_file()


def test_the_bundled_map_and_catalogue_load_from_the_frozen_layout(frozen):
    from game.shell import i18n

    try:
        i18n.set_language("fr")
        assert i18n.language() == "fr"
        assert i18n._("New game") == "Nouvelle partie"
    finally:
        i18n.set_language("en")


# ----- the scripts ---------------------------------------------------------------------------
def test_build_scripts_and_ci():
    assert os.access(ROOT / "build.sh", os.X_OK)
    commands = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
                if line.strip() and not line.lstrip().startswith("#")
                and not line.startswith(("set ", "cd "))]
    assert commands[0] == "./test.sh"
    assert any("--smoke" in line for line in commands[1:])
    builder = load("fief_build", PACKAGING / "build.py")
    suffix = ".exe" if sys.platform == "win32" else ""
    assert builder.executable("onedir") == ROOT / "dist" / "fief" / f"fief{suffix}"
    assert builder.executable("onefile") == ROOT / "dist" / f"fief-onefile{suffix}"
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extra["build"])


def test_the_editable_install_of_the_first_run_is_a_plain_path_file_without_a_warning_box():
    """setuptools installs a flat layout in editable mode with an import finder and ends with a
    boxed "Editable installation" warning, which a new player's first ./play.sh showed
    (tools/venv.sh); the packages' folder named as the root makes it a plain .pth file, said
    in nothing. The packages found are still only the game's."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    assert tool["setuptools"]["package-dir"] == {"": "."}
    assert tool["setuptools"]["packages"]["find"]["include"] == ["engine*", "game*", "net*"]
