"""The project's mutation test (issue 40): a fixed, seeded sample of single-line mutants planted
one at a time in engine/, net/ and game/, each run against the tests that import the mutated
module; prints the share caught per area and lists the survivors. Run by hand, never in the
suite (minutes of CPU):

    nice -n 15 .venv/bin/python bench/mutants.py [--per-area 25] [--seed 40] [--areas engine,net,game]
    nice -n 15 .venv/bin/python bench/mutants.py --under engine/fief/bots --per-area 35

``--under`` narrows the sample to the modules below one folder (its area is the folder's first
part): the same seed samples the same mutants of that folder on every run, so the share caught
before and after new tests compare.

Operators: a comparison moved by one (``>=``/``>``, ``<=``/``<``), ``==``/``!=``, ``+ 1``/``- 1``,
``and``/``or``, a dropped ``not``, ``True``/``False`` and two plain arguments of a call swapped.
Comments, docstrings and lines a mutation leaves unchanged are never picked. The tree is copied
to a temporary folder first and mutated there, never in place. A mutant counts as caught when
its tests fail (an error, a failure, or the 60 s per-test limit of pytest-timeout).

The tests chosen are every test file naming the module (else its package, else the package
above), cheapest first while their CPU time stays within ``TEST_CPU`` seconds (at least one
file), run the most specific first (under ``-x`` the file most likely to fail stops the run
soonest). A file's cost is the CPU time of its run on the unmutated copy, once per run of the
script; a file that fails there is left out (it would count every mutant caught) and named.
A new test file so joins the others instead of pushing one out, as a cap of four files did.
A mutant they miss is tried again against every test file naming it and those of the area
whose name shares a word of its path, when that adds a file (``--no-confirm`` skips that),
and only one that survives both is listed. The figure is a floor: the whole suite may catch
more.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AREAS = ("engine", "net", "game")
TEST_CPU = 90.0                 # CPU seconds (clean runs) of the test files tried first per mutant
STRING = re.compile(r"""(["'])(?:\\.|(?!\1).)*\1""")
RUN_LIMIT = 600                 # seconds for one mutant's tests (a stuck run counts as caught)
OPERATORS: tuple[tuple[str, str, str], ...] = (
    (r" >= ", " > ", ">= to >"), (r" > ", " >= ", "> to >="), (r" <= ", " < ", "<= to <"),
    (r" < ", " <= ", "< to <="), (r" == ", " != ", "== to !="), (r" != ", " == ", "!= to =="),
    (r" \+ 1\b", " - 1", "+ 1 to - 1"), (r" - 1\b", " + 1", "- 1 to + 1"),
    (r" and ", " or ", "and to or"), (r" or ", " and ", "or to and"),
    (r"\bnot ", "", "not dropped"), (r"\bTrue\b", "False", "True to False"),
    (r"\bFalse\b", "True", "False to True"),
    (r"(\w\()(\w+), (\w+)\)", r"\1\3, \2)", "arguments swapped"),
)


@dataclass(frozen=True)
class Mutant:
    path: str          # relative to the root
    line: int          # 1-based
    operator: str
    before: str
    after: str


def code_lines(text: str) -> list[tuple[int, str]]:
    """(number, line) of the lines that are code: no comment, docstring or annotation-only."""
    out, in_string = [], False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        quotes = stripped.count('"""') + stripped.count("'''")
        if in_string:
            in_string = quotes % 2 == 0
            continue
        if quotes:
            in_string = quotes % 2 == 1
            continue
        if not stripped or stripped.startswith(("#", "import ", "from ", "@")):
            continue
        out.append((number, line))
    return out


def candidates(area: str) -> list[Mutant]:
    """Every single-line mutant of the area's modules, in a fixed order."""
    found = []
    for path in sorted((ROOT / area).rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for number, line in code_lines(path.read_text("utf-8")):
            code = line.split("  #")[0]
            # string literals masked: a message's words are not code
            masked = STRING.sub(lambda m: m.group(1) + "_" * (len(m.group()) - 2) + m.group(1),
                                code)
            for pattern, replacement, name in OPERATORS:
                hit = re.search(pattern, masked)
                if hit:
                    after = code[:hit.start()] + hit.expand(replacement) + line[hit.end():]
                    if after != line:
                        found.append(Mutant(rel, number, name, line, after))
    return found


GENERIC = {"engine", "game", "net", "fief", "init", "api", "ui", "scenes", "anim", "render",
           "phases", "decisions", "py"}     # path words too common to pick tests by


def words_of(name: str) -> set[str]:
    return set(re.findall(r"[a-z]+|\d+", name.lower()))


def tests_for(mutant: Mutant, tests: dict[str, str], confirm: bool = False) -> list[str]:
    """The test files that name the mutated module, else its package, else the package above
    (``engine.fief``...), the most specific first: those whose file name shares the most words
    with the module's path (``fief2011/grants.py``: "2011", "grants"). With ``confirm`` (the
    second try of a mutant the first tests missed), the files of the area whose name shares
    one of those words are added (``simplified/outcome.py``: test_simplified_*)."""
    module = mutant.path[:-3].replace("/", ".").removesuffix(".__init__")
    words = words_of(mutant.path[:-3]) - GENERIC
    parts = module.split(".")
    patterns = [module, f"from {'.'.join(parts[:-1])} import {parts[-1]}"]
    patterns += [".".join(parts[:n]) for n in range(len(parts) - 1, 1, -1)]
    named: list[str] = []
    for pattern in patterns:
        named = [name for name, text in tests.items() if pattern in text]
        if named:
            break
    if confirm and named:
        area = parts[0]
        named += [name for name, text in tests.items() if name not in named
                  and words & words_of(name[5:-3]) and f"{area}." in text]
    named.sort(key=lambda n: (-len(words & words_of(n[5:-3])), n))
    return named


def within(names: list[str], cost: Callable[[str], float | None],
           bound: float = TEST_CPU) -> list[str]:
    """The files of ``names`` that pass unmutated, cheapest first while their summed cost stays
    within ``bound`` (the cheapest always), in the order of ``names``: which files run depends
    on what they cost, not on how their names rank, so a new file never hides a cheaper one."""
    costs = {name: cost(name) for name in names}
    chosen: set[str] = set()
    spent = 0.0
    for name in sorted((n for n in names if costs[n] is not None),
                       key=lambda n: (costs[n], n)):
        seconds = costs[name] or 0.0
        if chosen and spent + seconds > bound:
            break
        chosen.add(name)
        spent += seconds
    return [name for name in names if name in chosen]


def pytest_run(tree: Path, tests: list[str]) -> subprocess.CompletedProcess[str]:
    """The test files run in the copy, stopping at the first failure (raises TimeoutExpired
    past ``RUN_LIMIT``)."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-x", "-q", "-p", "no:randomly",
         "-p", "no:cacheprovider", "--timeout", "60", *(f"tests/{t}" for t in tests)],
        cwd=tree, capture_output=True, text=True, timeout=RUN_LIMIT)


@dataclass
class Costs:
    """The CPU time of each test file's run on the unmutated copy (user and system time of the
    child; wall time where the system counts none), measured once; None when it fails there."""

    tree: Path
    seconds: dict[str, float | None] = field(default_factory=dict)

    def __call__(self, name: str) -> float | None:
        if name not in self.seconds:
            before, started = os.times(), time.perf_counter()
            try:
                passed = pytest_run(self.tree, [name]).returncode == 0
            except subprocess.TimeoutExpired:
                passed = False
            after = os.times()
            cpu = (after.children_user - before.children_user
                   + after.children_system - before.children_system)
            self.seconds[name] = (cpu or time.perf_counter() - started) if passed else None
            if not passed:
                print(f"  left out: {name} fails on the unmutated tree", flush=True)
        return self.seconds[name]

    def total(self) -> float:
        return sum(s or 0.0 for s in self.seconds.values())


def caught(tree: Path, mutant: Mutant, tests: list[str]) -> bool:
    """Plant the mutant in the copy, run its tests, put the line back."""
    target = tree / mutant.path
    original = target.read_text("utf-8")
    lines = original.splitlines(keepends=True)
    ending = lines[mutant.line - 1][len(mutant.before):]
    lines[mutant.line - 1] = mutant.after + ending
    target.write_text("".join(lines), "utf-8")
    try:
        return pytest_run(tree, tests).returncode != 0
    except subprocess.TimeoutExpired:
        return True
    finally:
        target.write_text(original, "utf-8")


def copy_tree(into: Path) -> Path:
    """The tracked files of the repository (its working state) in ``into``."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    for name in listed:
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    return into


def survives(tree: Path, mutant: Mutant, tests: dict[str, str], costs: Costs, bound: float,
             confirm: bool) -> bool:
    """Whether the mutant survives its first tests (``within`` the CPU bound) and, with
    ``confirm``, the second try, which runs only when it adds a file to the first."""
    first = within(tests_for(mutant, tests), costs, bound)
    if first and caught(tree, mutant, first):
        return False
    second = tests_for(mutant, tests, confirm=True)
    if not confirm or not set(second) - set(first):
        return True
    return not caught(tree, mutant, second)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-area", type=int, default=25)
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--areas", default=",".join(AREAS))
    parser.add_argument("--under", default="",
                        help="only the modules below this folder, e.g. engine/fief/bots")
    parser.add_argument("--test-cpu", type=float, default=TEST_CPU,
                        help="CPU seconds (clean runs) of the test files tried first per mutant")
    parser.add_argument("--no-confirm", action="store_true",
                        help="count a mutant the first tests miss as a survivor at once")
    args = parser.parse_args()
    tests = {p.name: p.read_text("utf-8") for p in sorted((ROOT / "tests").glob("test_*.py"))}
    with tempfile.TemporaryDirectory(prefix="fief-mutants-") as folder:
        tree = copy_tree(Path(folder))
        costs = Costs(tree)
        rows = []
        under = args.under.strip("/")
        areas = [under.split("/")[0]] if under else args.areas.split(",")
        for area in areas:
            pool = [m for m in candidates(area) if tests_for(m, tests)
                    and (not under or m.path.startswith(under + "/"))]
            sample = random.Random(f"{args.seed}:{area}").sample(pool, min(args.per_area, len(pool)))
            started, survivors = time.perf_counter(), []
            for mutant in sample:
                if survives(tree, mutant, tests, costs, args.test_cpu, not args.no_confirm):
                    survivors.append(mutant)
                    print(f"  survived: {mutant.path}:{mutant.line} ({mutant.operator}): "
                          f"{mutant.after.strip()}", flush=True)
            done = len(sample) - len(survivors)
            rows.append((under or area, len(pool), len(sample), done))
            print(f"{area}: {done}/{len(sample)} caught "
                  f"({100 * done / max(1, len(sample)):.0f}%) of {len(pool)} candidates, "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
        print(f"clean runs of {len(costs.seconds)} test files: {costs.total():.0f} CPU s")
    print("\n| area | candidates | sampled | caught | share |\n|---|---|---|---|---|")
    for area, pool_size, sampled, done in rows:
        print(f"| {area} | {pool_size} | {sampled} | {done} | "
              f"{100 * done / max(1, sampled):.0f}% |")

if __name__ == "__main__":
    main()
