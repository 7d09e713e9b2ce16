"""The house rules of the layout, as tests.

**No import cycle in engine/.** `import_graph` reads every module under ``engine/`` with
`ast` (nothing is imported) and draws an edge from a module to each engine module it
imports: ``import a.b`` and ``from a.b import c`` point at ``a.b``, or at ``a.b.c`` when
that is a module (a submodule import); relative imports are resolved against the
module's package. Imports inside functions count (they still run, only later); imports
under ``if TYPE_CHECKING:`` do not (they never run). Parent packages are not edges (that
``a.b.c`` first runs ``a/b/__init__.py`` is how every package works; a module that imports
names from its own package's ``__init__`` is an edge to it, and the cycle shows). The
strongly connected components of that graph (Tarjan) must all be single modules.
`test_the_cycle_check_finds_a_planted_cycle` shows the check failing on a planted cycle.

**The engine has no web or store dependency**, **no file in engine/ or service/ is over
600 lines**, and **every registered game documents itself**: JSON Schemas with State
and View, a non-empty event catalogue, reason codes.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from engine.registry import all_games

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("flask", "flask_smorest", "werkzeug", "webargs", "apispec", "marshmallow",
             "redis", "gunicorn")
MAX_LINES = 600


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _under_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(tree: ast.Module, module: str, is_package: bool
            ) -> list[tuple[str, list[str]]]:
    """Every import statement as ``(module, names)``: ``import a.b`` is ``("a.b", [])``,
    ``from .x import y, z`` is ``("<package>.x", ["y", "z"])`` (relative imports resolved).
    Statements under ``if TYPE_CHECKING:`` are skipped (its ``else`` still counts)."""
    package = module if is_package else module.rpartition(".")[0]
    out: list[tuple[str, list[str]]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _under_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.extend((alias.name, []) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            out.append((base, [alias.name for alias in node.names]))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module → the modules of ``package`` (under ``root``) it imports: ``from a import b``
    points at ``a.b`` when that is a module, else at ``a`` (a name of ``a``)."""
    files = {module_name(root, p): p for p in sorted((root / package).rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets: set[str] = set()
        for base, names in imports(tree, name, path.name == "__init__.py"):
            subs = [f"{base}.{n}" for n in names if f"{base}.{n}" in files]
            targets.update(subs)
            if (not names or len(subs) < len(names)) and base in files:
                targets.add(base)
        targets.discard(name)
        graph[name] = targets
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def cycles(root: Path, package: str) -> list[list[str]]:
    return [c for c in strongly_connected(import_graph(root, package)) if len(c) > 1]


def test_engine_has_no_import_cycle():
    graph = import_graph(ROOT, "engine")
    assert len(graph) >= 20 and sum(map(len, graph.values())) >= 30  # the graph is real
    assert "engine.game" in graph["engine.registry"]
    assert not cycles(ROOT, "engine")


def test_the_cycle_check_finds_a_planted_cycle(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from pkg.sub.a import A\n")
    (pkg / "sub" / "a.py").write_text("def f():\n    from pkg.sub import b\nA = 1\n")
    (pkg / "sub" / "b.py").write_text("from . import c\n")
    (pkg / "sub" / "c.py").write_text("from typing import TYPE_CHECKING\n"
                                      "if TYPE_CHECKING:\n    from pkg.sub import a\n"
                                      "from ..sub.a import A\n")
    (pkg / "sub" / "d.py").write_text("from pkg.sub import A\n")  # the package __init__
    (pkg / "sub" / "e.py").write_text("from typing import TYPE_CHECKING\n"
                                      "if TYPE_CHECKING:\n    from pkg.sub import d\n")
    assert cycles(tmp_path, "pkg") == [["pkg.sub.a", "pkg.sub.b", "pkg.sub.c"]]
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.sub.d"] == {"pkg.sub"} and graph["pkg.sub.e"] == set()
    assert graph["pkg.sub.b"] == {"pkg.sub.c"} and graph["pkg.sub.a"] == {"pkg.sub.b"}


def test_the_engine_imports_no_web_framework_store_or_server():
    found = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        name = module_name(ROOT, path)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for imported, _ in imports(tree, name, path.name == "__init__.py"):
            if imported.split(".")[0] in FORBIDDEN:
                found.append(f"{path.relative_to(ROOT)}: {imported}")
    assert not found, found


def test_no_file_in_engine_or_service_is_over_600_lines():
    long = {str(p.relative_to(ROOT)): n
            for folder in ("engine", "service") for p in sorted((ROOT / folder).rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, long


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_registered_game_documents_its_state_view_events_and_reasons(game):
    schemas = game.schemas()
    assert {"State", "View"} <= set(schemas)
    for name in ("State", "View"):
        assert schemas[name]["type"] == "object", name
        assert schemas[name]["additionalProperties"] is False, name
    assert len(game.events) > 0
    assert game.reason_codes and all(isinstance(text, str) and text
                                     for text in game.reason_codes.values())


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_registered_game_names_the_option_that_sets_its_match_length(game):
    """Sessions bound the match length (SESSION_MAX_TARGET) through the option the game
    names (`Game.match_length_option`): it found it by guessing at an option called
    `target`, so a game with another name escaped the bound without a word."""
    name = game.match_length_option
    assert name is not None, "every game of this service has a match length"
    fields = {f.name: f for f in dataclasses.fields(game.Options)}
    assert name in fields, f"{game.id}: no option {name!r}"
    default = getattr(game.resolve_options(None, None), name)
    assert isinstance(default, int) and not isinstance(default, bool), default


def test_the_readme_layout_names_every_folder_of_the_repository_and_of_tests():
    """README "Layout" is where a newcomer finds things; it had no `clients/` (the
    generated clients and the /play sources) and five of tests/' folders (audit, session
    36). Every top-level folder and every folder of tests/ (not a cache, not ignored) must
    be named there."""
    import re

    from tests.readme import readme_block

    layout = readme_block("## Layout", "")
    skip = {"__pycache__", "node_modules", "build", "dist", "artifacts", "schemathesis-report"}

    def folders(path: Path) -> set[str]:
        return {p.name for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")
                and p.name not in skip and not p.name.endswith(".egg-info")}

    top = set(re.findall(r"^([a-z]\w*)/", layout, re.M))
    assert folders(ROOT) - top == set()
    tests_part = layout.split("\ntests/", 1)[1].split("\nbench/", 1)[0]
    named = set(re.findall(r"\b([a-z]\w*)/", tests_part))
    assert folders(ROOT / "tests") - named == set()
