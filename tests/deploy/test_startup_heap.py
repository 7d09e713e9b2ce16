"""The serving processes freeze their startup heap (`service.heap`, issue 15): the objects
loaded with the app go into the collector's permanent generation, so a full collection
no longer walks them (after 9,600 session moves 26-35 ms per collection before, 1.6-1.7
ms after: `python -m bench.gc_pause`, bench/SPEED.md "A frozen startup heap"). Checked in
gunicorn's workers under deploy/gunicorn.conf.py, in ``make run``'s server
(deploy/serve.py) and in the helper itself."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from service.heap import freeze_startup_heap
from tests.deploy.harness import REPO, Gunicorn, http_get

# The service app alone leaves about 85,000 tracked objects after its import; a process
# that did not freeze reports 0 frozen.
STARTUP_OBJECTS_AT_LEAST = 20_000


class ReportingGunicorn(Gunicorn):
    """The deploy's gunicorn serving the service with ``/__heap`` added."""

    def command(self) -> list[str]:
        return [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                "tests.deploy.heap_report_app:app"]


def test_the_helper_moves_every_tracked_object_into_the_permanent_generation() -> None:
    before = gc.get_freeze_count()
    garbage: list[object] = []
    garbage.append(garbage)  # a cycle no one refers to: collected, not frozen
    del garbage
    try:
        frozen = freeze_startup_heap()
        assert frozen == gc.get_freeze_count() > before
        assert len(gc.get_objects()) < frozen // 100  # nearly nothing left to walk
        assert not [o for o in gc.get_objects() if isinstance(o, list) and o and o[0] is o]
    finally:
        gc.unfreeze()  # the other tests' collections as before


@pytest.mark.slow
def test_every_gunicorn_worker_freezes_the_loaded_app(tmp_path: Path) -> None:
    with ReportingGunicorn(tmp_path / "g.log", {"WEB_CONCURRENCY": "2", "THREADS": "2"}
                           ) as gunicorn:
        for _ in range(6):  # new connections: both workers answer some of them
            status, _, body = http_get(gunicorn.port, "/__heap")
            assert status == 200
            heap = json.loads(body)
            assert heap["frozen"] >= STARTUP_OBJECTS_AT_LEAST, heap
            assert heap["tracked"] < heap["frozen"], heap


def test_make_runs_server_freezes_before_it_serves() -> None:
    """deploy/serve.py's ``main`` with waitress's server replaced by one that reports the
    frozen count where the real one would start serving."""
    probe = (
        "import gc, runpy\n"
        "ns = runpy.run_path('deploy/serve.py', run_name='serve')\n"
        "class Server:\n"
        "    _map, adj = {}, type('Adj', (), {'connection_limit': 0})()\n"
        "    def print_listen(self, text): pass\n"
        "    def run(self): print(gc.get_freeze_count())\n"
        "ns['main'].__globals__['create_server'] = lambda app, **kw: Server()\n"
        "print(gc.get_freeze_count())\n"
        "ns['main']()\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=REPO, check=True,
                         capture_output=True, text=True, timeout=120,
                         env={"PATH": "/usr/bin:/bin", "LOG_LEVEL": "warning"}).stdout
    before, serving = (int(line) for line in out.split())
    assert before == 0 and serving >= STARTUP_OBJECTS_AT_LEAST
