"""The Watten package's layout (issue 10): no module over 600 lines, no import cycle
inside the package, and no submodule importing the package ``__init__`` (which creates
the game object from them). Checked on the source with `ast`, imports under
``TYPE_CHECKING`` included."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.games.watten as package

ROOT = Path(package.__file__).resolve().parent
PACKAGE = "engine.games.watten"
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def imported(path: Path) -> set[str]:
    """The package modules ``path`` imports (a name imported from a package counts as
    that package, unless it is one of its submodules)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and not node.level:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.add(sub if sub in MODULES else node.module)
    return {m for m in out if m in MODULES}


GRAPH = {name: imported(path) for name, path in MODULES.items()}


def test_no_module_is_longer_than_600_lines() -> None:
    long = {name: n for name, path in MODULES.items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def test_no_submodule_imports_the_package_init() -> None:
    for init in (PACKAGE, f"{PACKAGE}.bot"):
        importers = [m for m, deps in GRAPH.items() if init in deps and m != init]
        assert not importers, f"{importers} import {init}"


def test_the_package_has_no_import_cycle() -> None:
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in path:
            raise AssertionError("import cycle: " + " -> ".join((*path[path.index(name):],
                                                                name)))
        if name in done:
            return
        for dep in sorted(GRAPH[name]):
            visit(dep, (*path, name))
        done.add(name)

    for name in sorted(GRAPH):
        visit(name, ())


def test_the_checker_sees_the_imports() -> None:
    """The graph is not empty by accident: game.py glues rules, play and codec."""
    assert {f"{PACKAGE}.rules", f"{PACKAGE}.play", f"{PACKAGE}.codec"} <= \
        GRAPH[f"{PACKAGE}.game"]
    assert f"{PACKAGE}.rules" in GRAPH[f"{PACKAGE}.bot.knowledge"]
