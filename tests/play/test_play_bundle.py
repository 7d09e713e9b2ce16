"""The committed /play files are what `make play` builds from clients/play now, and the
page's TypeScript type-checks (tsc --strict) against the typed client."""

from __future__ import annotations

import filecmp
import subprocess

from tests.clients.conftest import load_tools
from tests.deploy.harness import REPO

STATIC = REPO / "service" / "static" / "play"
tools = load_tools()  # clients/tools/clients.py: npm ci under a lock, node_bin


def test_the_committed_bundle_is_a_fresh_build_of_clients_play(tmp_path) -> None:
    tools.ensure_node_modules(tools.TYPESCRIPT)
    tools.ensure_node_modules(tools.PLAY)
    subprocess.run(["node", "build.mjs", str(tmp_path)], cwd=tools.PLAY, check=True,
                   timeout=120)
    built = sorted(p.name for p in tmp_path.iterdir())
    assert built == sorted(p.name for p in STATIC.iterdir())
    stale = [name for name in built
             if not filecmp.cmp(tmp_path / name, STATIC / name, shallow=False)]
    assert stale == [], f"run `make play` and commit service/static/play: {stale}"


def test_the_page_type_checks_strictly() -> None:
    tools.ensure_node_modules(tools.TYPESCRIPT)
    tools.ensure_node_modules(tools.PLAY)
    proc = subprocess.run([tools.node_bin(tools.PLAY, "tsc"), "-p", "tsconfig.json"],
                          cwd=tools.PLAY, capture_output=True, text=True, timeout=300,
                          check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
