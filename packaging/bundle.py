"""What goes into the executables: data folders, modules, exclusions, version, icons.

Shared by ``fief.spec`` (PyInstaller runs it) and ``tests/test_packaging.py`` (which checks,
without building, that every data folder of the repository is listed here). The spec loads this
file by path: ``packaging/`` is deliberately not a Python package, because a package of that name
would shadow the ``packaging`` library that pip, pytest and PyInstaller import.

Every data folder is named explicitly and globbed, so a new map, font, sound or catalogue in a
listed folder is picked up by the next build, while a new *folder* makes the packaging test fail
until it is added to ``DATA_FOLDERS`` (or to ``NOT_BUNDLED`` with a reason).
"""
from __future__ import annotations

import fnmatch
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"
APP_NAME = "fief"
DISPLAY_NAME = "Fief: France 1429"
BUNDLE_ID = "org.fief1429.fief"


@dataclass(frozen=True)
class DataFolder:
    """A folder of the repository copied into the bundle at the same relative place."""

    folder: str                  # relative to the repository, with forward slashes
    patterns: tuple[str, ...]    # globs relative to the folder ("**/" recurses)
    required: bool = True        # a missing required folder stops the build
    why: str = ""


DATA_FOLDERS: tuple[DataFolder, ...] = (
    DataFolder("maps", ("*.tmx", "*.tsx", "*.png"), why="the board: Tiled map, tilesets, images"),
    DataFolder("assets/fonts", ("*.ttf", "*.otf", "*.txt", "*.md"),
               why="fonts with their OFL licence texts and the table of sources"),
    DataFolder("assets/locale", ("*/LC_MESSAGES/*.mo",),
               why="compiled gettext catalogues (the .po sources stay out)"),
    DataFolder("assets/icons", ("*.png",), required=False, why="the window icon"),
    DataFolder("assets/sounds", ("**/*",), required=False, why="sound effects and music"),
    DataFolder("assets/images", ("**/*",), required=False, why="pictures, cards, counters"),
    DataFolder("docs", ("rules.md", "rules.*.md"), required=False,
               why="the rules reference shown in the game (F1 -> All the rules)"),
)

# Files of the repository copied to the bundle's top folder.
TOP_FILES: tuple[str, ...] = (
    "pyproject.toml",  # game.shell.app.version() reads the version from it in a frozen build
)

# Files under assets/ and maps/ that are sources only, never shipped.
NOT_BUNDLED: tuple[str, ...] = ("*.po", "*.pot", "*.xcf", "*.kra", "*.psd", "*.tmx~", "*.bak")

# Our own packages: every module is listed so that scenes imported late are never missing.
PACKAGES: tuple[str, ...] = ("engine", "game", "net")

# What the game does not use. PyInstaller follows every import it can see, including optional
# ones inside libraries (pygame's numpy support, pytmx's Pillow and pyglet loaders).
EXCLUDES: tuple[str, ...] = (
    # standard library parts a game has no use for
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "pydoc", "pydoc_data",
    "doctest", "unittest", "test", "ensurepip", "venv", "distutils", "xmlrpc", "curses",
    "sqlite3", "_sqlite3", "dbm", "tty", "pty",
    # TLS and OpenSSL (about 5 MB): the LAN game speaks plain sockets, hmac and secrets use
    # Python's own hash modules
    "ssl", "_ssl", "_hashlib",
    # test and build tools that live in the same virtual environment
    "pytest", "_pytest", "py", "pluggy", "iniconfig", "hypothesis", "sortedcontainers",
    "setuptools", "pkg_resources", "_distutils_hack", "pip", "wheel", "packaging",
    "PyInstaller", "altgraph", "pyinstaller_hooks_contrib", "pygments",
    # optional imports of libraries we use
    "numpy", "PIL", "pyglet", "pysdl2", "sdl2", "OpenGL", "cv2",
    "pygame.examples", "pygame.tests", "pygame.docs", "pygame.__briefcase",
    "pygame._camera_opencv", "pygame.camera",
    # pygame parts the game never calls (it draws text with pygame.font and its window with
    # pygame.display and pygame.Window); nothing in pygame imports them but on WebAssembly
    "pygame._sdl2", "pygame.freetype", "pygame._freetype", "pygame.ftfont",
    # standard library parts that only features the game never uses would import: mail and web
    # clients (logging.handlers' SMTP and HTTP handlers, urllib.request), the XML DOM (pytmx
    # and the board read with ElementTree), tar, bzip2 and xz archives (zipfile and shutil
    # import them optionally), installed-package metadata (game.shell.startup reads pyproject.toml)
    "email", "http", "urllib.request", "smtplib", "ftplib", "mimetypes", "netrc", "getpass",
    "xml.dom", "tarfile", "bz2", "_bz2", "lzma", "_lzma", "importlib.metadata",
    # decimal's C half: nothing imports decimal at start (statistics and fractions would, and
    # then get its pure-Python twin, _pydecimal)
    "_decimal",
)

# Excluded everywhere but on Windows: ctypes (only platformdirs' Windows code calls it; without
# it PyInstaller's start-up does not load it either) and the East Asian codecs (Windows may need
# one for the console or the locale's code page; elsewhere the locale is UTF-8).
NOT_WINDOWS_EXCLUDES: tuple[str, ...] = (
    "ctypes", "_ctypes", "_multibytecodec", "_codecs_cn", "_codecs_hk", "_codecs_iso2022",
    "_codecs_jp", "_codecs_kr", "_codecs_tw",
)

# Shared libraries left to the system on Linux. pygame-ce's wheels follow the manylinux policy
# (PEP 599), which counts on every Linux providing these: the wheel does not carry them, and
# its fluidsynth (loaded with SDL_mixer) needs only their 2013 versions. PyInstaller would bundle
# the build machine's copies, 2.3 MB that a one-file build unpacks at every start. Were one
# missing, only SDL_mixer would fail to load, and game.shell.audio keeps the game silent then.
LINUX_SYSTEM_LIBRARIES: tuple[str, ...] = ("libstdc++.so.6", "libgcc_s.so.1")

# zlib level of the PYZ archive that holds every Python module. 0 stores them: a one-file build
# then starts about 40 ms sooner (each of the ~480 modules imported at start was inflated
# first), for about 5 MB more (docs/packaging.md, "Size and start-up").
PYZ_COMPRESSION_LEVEL = 0

# What the one-file build deflates, by PyInstaller's kind of entry (its own defaults but for DATA).
# A one-file build inflates every entry into a temporary folder at each start (about 6 ms per
# MB here); our data files (fonts, sounds, catalogues, the map, base_library.zip) shrink only
# by half, so they are stored: about 25 ms sooner for 2 MB more (docs/packaging.md). The PYZ is
# never deflated as a whole (its modules are, at PYZ_COMPRESSION_LEVEL).
ONEFILE_COMPRESSION: dict[str, bool] = {
    "EXTENSION": True, "BINARY": True, "EXECUTABLE": True, "PYSOURCE": True, "PYMODULE": True,
    "SPLASH": True, "DATA": False, "PYZ": False, "SYMLINK": False,
}

# Data files that libraries' hooks collect and the game does not need (globs on the path inside
# the bundle). pygame_gui is not used today; if it comes, its CJK fonts (about 41 MB of its
# data/ folder) stay out. Check the names against the installed version, and that pygame_gui
# starts without them: it tries to load its default fonts at start (its issue #666).
EXCLUDED_DATA: tuple[str, ...] = (
    "pygame_gui/data/*SC-*", "pygame_gui/data/*JP-*", "pygame_gui/data/*KR-*",
    "pygame_gui/data/*TC-*", "pygame_gui/data/*CJK*",
)


def excludes(platform: str | None = None) -> list[str]:
    """The modules PyInstaller leaves out on ``platform`` (this machine's by default)."""
    platform = platform or sys.platform
    return list(EXCLUDES) + ([] if platform == "win32" else list(NOT_WINDOWS_EXCLUDES))


def left_to_system(dest: str, platform: str | None = None) -> bool:
    """True for a shared library the build does not carry on ``platform`` (this machine's)."""
    platform = platform or sys.platform
    return platform.startswith("linux") and dest in LINUX_SYSTEM_LIBRARIES


def unwanted(dest: str) -> bool:
    """True for a data file of a library that stays out of the bundle."""
    dest = dest.replace("\\", "/")
    return any(fnmatch.fnmatch(dest, pattern) for pattern in EXCLUDED_DATA)


def project_version(root: Path = ROOT) -> str:
    with open(root / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def matches_any(path: Path, patterns: tuple[str, ...]) -> bool:
    return any(path.match(p) for p in patterns)


def folder_files(entry: DataFolder, root: Path = ROOT) -> list[Path]:
    """The files of one data folder that go into the bundle, sorted."""
    base = root / entry.folder
    if not base.is_dir():
        if entry.required:
            raise FileNotFoundError(f"data folder {entry.folder}/ is missing")
        return []
    found: set[Path] = set()
    for pattern in entry.patterns:
        found.update(p for p in base.glob(pattern) if p.is_file())
    return sorted(p for p in found
                  if not matches_any(p, NOT_BUNDLED) and "__pycache__" not in p.parts)


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(source file, destination folder)`` pairs for PyInstaller's ``datas``."""
    pairs: list[tuple[str, str]] = []
    for entry in DATA_FOLDERS:
        for path in folder_files(entry, root):
            pairs.append((str(path), path.parent.relative_to(root).as_posix()))
    for name in TOP_FILES:
        pairs.append((str(root / name), "."))
    return pairs


def modules(root: Path = ROOT) -> list[str]:
    """Every module of our packages, found by walking the source (nothing is imported)."""
    names: list[str] = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            rel = path.relative_to(root).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            if parts[-1] != "__main__":
                names.append(".".join(parts))
    return names


def icon_file(platform: str | None = None) -> str | None:
    """The icon PyInstaller puts in the executable: .ico on Windows, .icns on macOS."""
    platform = platform or sys.platform
    if platform == "win32":
        return str(HERE / "fief.ico")
    if platform == "darwin":
        return str(HERE / "fief.icns")
    return None  # Linux executables carry no icon; desktop files point at icon.png
