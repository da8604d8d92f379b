"""Build the standalone executables with PyInstaller, and optionally smoke-test them.

    python packaging/build.py [--mode onedir|onefile|all] [--smoke N] [--clean]

Run it with the Python of an environment that has the project's ``build`` extra installed
(``./build.sh`` sets that up and calls this script; on Windows see docs/packaging.md). Outputs:

* ``dist/fief/``            the one-folder build: start ``dist/fief/fief`` (``fief.exe``);
* ``dist/fief-onefile``     the one-file build (``fief-onefile.exe`` on Windows);
* ``dist/Fief.app``         on macOS, the one-folder build as an application bundle.

``--smoke N`` then starts each built executable headless from an empty temporary working
directory, with a temporary home directory, for N scripted frames, and fails unless it exits 0,
wrote nothing into its working directory or beside itself, and logged into the user data folder.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "fief.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def executable(mode: str, dist: Path = DIST) -> Path:
    """Where a build's executable lands."""
    if mode == "onefile":
        return dist / f"fief-onefile{EXE_SUFFIX}"
    return dist / "fief" / f"fief{EXE_SUFFIX}"


def build(mode: str, clean: bool = False) -> Path:
    env = dict(os.environ, FIEF_BUILD=mode, PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK / mode), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    # PyInstaller's cache does not notice a change of the PYZ's compression level
    # (bundle.PYZ_COMPRESSION_LEVEL): the PYZ is made again each time (a few seconds).
    for stale in (WORK / mode / SPEC.stem).glob("PYZ-*"):
        stale.unlink()
    print(f"build: {mode} ...", flush=True)
    start = time.monotonic()
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    exe = executable(mode)
    if not exe.exists():
        raise SystemExit(f"build: PyInstaller finished but {exe} is missing")
    print(f"build: {exe.relative_to(ROOT)} ({size_mb(exe if mode == 'onefile' else exe.parent):.1f} MB)"
          f" in {time.monotonic() - start:.0f} s", flush=True)
    return exe


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def snapshot(folder: Path) -> dict[str, float]:
    return {str(p.relative_to(folder)): p.stat().st_mtime
            for p in folder.rglob("*") if not p.is_symlink()}


def isolated_env(home: Path) -> dict[str, str]:
    """The environment of a player whose home is ``home``, headless."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("XDG_") and k not in ("FIEF_HOME", "PYTHONPATH", "PYTHONHOME")}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if sys.platform == "win32":
        env.update(USERPROFILE=str(home), APPDATA=str(home / "AppData" / "Roaming"),
                   LOCALAPPDATA=str(home / "AppData" / "Local"))
    return env


def smoke(exe: Path, frames: int) -> None:
    """Run ``exe --smoke frames`` from an empty folder outside the repository."""
    beside = exe.parent if exe.parent != DIST else None
    before = snapshot(beside) if beside else None
    with tempfile.TemporaryDirectory(prefix="fief-cwd-") as cwd, \
            tempfile.TemporaryDirectory(prefix="fief-home-") as home:
        command = [str(exe), "--smoke", str(frames)]
        print(f"smoke: {' '.join(command)} (working directory {cwd}, HOME={home})", flush=True)
        result = subprocess.run(command, cwd=cwd, env=isolated_env(Path(home)), timeout=300)
        if result.returncode != 0:
            raise SystemExit(f"smoke: {exe.name} exited with status {result.returncode}")
        stray = sorted(os.listdir(cwd))
        if stray:
            raise SystemExit(f"smoke: {exe.name} wrote into its working directory: {stray}")
        if beside and snapshot(beside) != before:
            raise SystemExit(f"smoke: {exe.name} changed files beside itself in {beside}")
        logs = sorted(Path(home).rglob("fief.log"))
        if sys.platform.startswith("linux") and not logs:
            raise SystemExit(f"smoke: no log file under the user data folder in {home}")
        where = ", ".join(str(p.relative_to(home)) for p in logs) or "(not checked here)"
        print(f"smoke: {exe.name} passed; log in ~/{where}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=("onedir", "onefile", "all"), default="all")
    parser.add_argument("--smoke", type=int, metavar="N",
                        help="afterwards run each executable headless for N frames")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)
    modes = ("onedir", "onefile") if args.mode == "all" else (args.mode,)
    if args.clean:
        shutil.rmtree(WORK, ignore_errors=True)
    built = [build(mode, clean=args.clean) for mode in modes]
    if args.smoke is not None:
        for exe in built:
            smoke(exe, args.smoke)
    for mode, exe in zip(modes, built):
        print(f"{mode}: {exe}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
