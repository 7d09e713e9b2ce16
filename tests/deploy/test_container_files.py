"""The deploy runs gunicorn on a read-only root filesystem (deploy/docker-compose.yml
``read_only``, deploy/k8s ``readOnlyRootFilesystem``): deploy/gunicorn.conf.py keeps the
workers' heartbeat files in memory (/dev/shm) and opens no control socket (gunicorn's
default puts one under ``$HOME``, which would need a writable home, and two instances
on one host would collide there). A real gunicorn with a home of its own."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

import pytest

from bench.procs import children
from tests.deploy.harness import Gunicorn

pytestmark = pytest.mark.slow


def open_files(pid: int) -> list[str]:
    found = []
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):  # closed meanwhile
            found.append(os.readlink(fd))
    return found


@pytest.mark.skipif(not os.path.isdir("/dev/shm"), reason="no /dev/shm here")
def test_gunicorn_writes_no_control_socket_and_beats_in_memory(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    saved = os.environ.pop("XDG_RUNTIME_DIR", None)  # gunicorn's other place for it
    try:
        with Gunicorn(tmp_path / "gunicorn.log", {"HOME": str(home)}) as g:
            assert g.process is not None
            deadline = time.monotonic() + 30
            while not (workers := children(g.process.pid)) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert workers
            heartbeats = [f for f in open_files(workers[0]) if "wgunicorn-" in f]
            assert heartbeats and all(f.startswith("/dev/shm/") for f in heartbeats), \
                open_files(workers[0])
            assert list(home.iterdir()) == []  # no ~/.gunicorn/gunicorn.ctl
    finally:
        if saved is not None:
            os.environ["XDG_RUNTIME_DIR"] = saved
