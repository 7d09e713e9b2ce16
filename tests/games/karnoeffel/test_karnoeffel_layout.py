"""The layout of engine/games/karnoeffel/: small modules, imported in layers (no module
imports the package's ``__init__`` nor, through its siblings, itself), no web code."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.games.karnoeffel as package

ROOT = Path(package.__file__).resolve().parent
PACKAGE = package.__name__
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def imports_of(name: str) -> set[str]:
    """The modules ``name`` imports, as absolute names (``from . import x`` of a
    submodule ``x`` counts as importing ``x``)."""
    path = MODULES[name]
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in MODULES else base)
    return out


def test_no_module_is_over_600_lines() -> None:
    long = {n: c for n, p in MODULES.items()
            if (c := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def test_no_submodule_imports_a_package_init() -> None:
    packages = {n for n, p in MODULES.items() if p.name == "__init__.py"}
    for name in MODULES:
        if name in packages:
            continue
        assert not imports_of(name) & packages, name


def test_the_package_imports_in_layers_without_a_cycle() -> None:
    graph = {n: {m for m in imports_of(n) if m in MODULES and m != n} for n in MODULES}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " -> ".join((*path, name))
        if name in done:
            return
        for dep in graph[name]:
            visit(dep, (*path, name))
        done.add(name)

    for name in graph:
        visit(name, ())
    # The rules never depend on play, the codec, the views or the bot.
    assert not imports_of(f"{PACKAGE}.rules") & {
        f"{PACKAGE}.{m}" for m in ("scoring", "play", "codec", "views", "game", "bot")}


def test_no_web_code_in_the_engine_package() -> None:
    for name in MODULES:
        web = {m for m in imports_of(name)
               if m.split(".")[0] in ("flask", "flask_smorest", "marshmallow", "redis")}
        assert not web, name
