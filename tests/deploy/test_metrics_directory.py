"""The workers' metrics directory under the deploy's gunicorn (deploy/gunicorn.conf.py's
docstring; README process table, `PROMETHEUS_MULTIPROC_DIR`: "a fresh directory per
instance"): a given directory is emptied at start (no counts of an earlier run), a dead
worker's live gauges stop counting, and a directory gunicorn made is removed when it
stops. A real gunicorn; each worker's files are the ones it has mapped."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from bench.procs import children
from tests.deploy.harness import Gunicorn

pytestmark = pytest.mark.slow
DEADLINE = 30.0  # seconds: only a hang gets near it


def mapped_metric_files(pid: int) -> set[Path]:
    """The prometheus-client value files a process has mapped (``*.db``)."""
    lines = Path(f"/proc/{pid}/maps").read_text().splitlines()
    return {Path(line.split()[-1]) for line in lines if line.endswith(".db")}


def one_worker(master: int, other_than: int | None = None) -> int:
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        workers = [pid for pid in children(master) if pid != other_than]
        if workers and mapped_metric_files(workers[0]):
            return workers[0]
        time.sleep(0.1)
    raise AssertionError(f"no worker of {master} with its metric files")


def test_a_given_directory_is_emptied_at_start_and_a_dead_workers_live_gauge_dropped(
        tmp_path: Path) -> None:
    metrics = tmp_path / "metrics"
    metrics.mkdir()
    stale = metrics / "counter_999999.db"  # an earlier run's counts
    stale.write_bytes(b"\0" * 64)
    with Gunicorn(tmp_path / "gunicorn.log", {"PROMETHEUS_MULTIPROC_DIR": str(metrics)}) as g:
        assert g.process is not None
        assert not stale.exists()
        worker = one_worker(g.process.pid)
        live = metrics / f"gauge_livesum_{worker}.db"  # the searches running now
        assert live in mapped_metric_files(worker)
        os.kill(worker, signal.SIGKILL)
        replacement = one_worker(g.process.pid, other_than=worker)
        deadline = time.monotonic() + DEADLINE
        while live.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not live.exists()  # child_exit: the dead worker's live gauges are gone
        assert metrics / f"gauge_livesum_{replacement}.db" in mapped_metric_files(replacement)
    assert metrics.is_dir()  # a directory it was given is kept


def test_a_directory_gunicorn_made_is_removed_when_it_stops(tmp_path: Path) -> None:
    saved = os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
    try:
        with Gunicorn(tmp_path / "gunicorn.log") as g:
            assert g.process is not None
            worker = one_worker(g.process.pid)
            made = {path.parent for path in mapped_metric_files(worker)}
            assert len(made) == 1
            directory = made.pop()
            assert directory.name.startswith("stichwerk-metrics-") and directory.is_dir()
    finally:
        if saved is not None:
            os.environ["PROMETHEUS_MULTIPROC_DIR"] = saved
    assert not directory.exists()
