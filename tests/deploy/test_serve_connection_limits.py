"""`make run`'s server (waitress, `deploy/serve.py`): ``CONNECTION_LIMIT`` counts clients'
connections and ``CHANNEL_TIMEOUT`` is the silence after which one is closed (found by an
audit in session 23: waitress counted its own listener and trigger pipe, so N admitted
N - 2 clients and 1 or 2 none; and it closed silent connections only in a sweep every
30 s, whatever ``CHANNEL_TIMEOUT`` said)."""

from __future__ import annotations

import shutil
import socket
import time
from pathlib import Path

import pytest

from tests.deploy.harness import Served


def healthz_on(conn: socket.socket) -> bytes:
    """One whole answer to ``GET /healthz`` on ``conn`` (head and body may come apart)."""
    conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        data += conn.recv(65536)
    head = data.partition(b"\r\n\r\n")[0]
    length = next(int(line.split(b":", 1)[1]) for line in head.lower().split(b"\r\n")
                  if line.startswith(b"content-length:"))
    while len(data) < len(head) + 4 + length:
        data += conn.recv(65536)
    return data


@pytest.mark.slow
def test_a_connection_limit_of_one_serves_one_client(tmp_path: Path) -> None:
    with (Served(tmp_path / "s.log", {"CONNECTION_LIMIT": "1"}) as served,
          socket.create_connection(("127.0.0.1", served.port), timeout=5) as conn):
        assert healthz_on(conn).startswith(b"HTTP/1.1 200")
        assert healthz_on(conn).startswith(b"HTTP/1.1 200")  # kept alive


@pytest.mark.slow
def test_a_silent_connection_is_closed_after_the_channel_timeout(tmp_path: Path) -> None:
    with (Served(tmp_path / "s.log", {"CHANNEL_TIMEOUT": "1"}) as served,
          socket.create_connection(("127.0.0.1", served.port), timeout=20) as conn):
        opened = time.monotonic()
        assert conn.recv(1) == b""  # closed by the server
        waited = time.monotonic() - opened
    assert waited < 10, waited  # within two timeouts and a sweep; 30 s before the change


class ServedUnderNofile(Served):
    """``make run``'s server started with a soft and a hard limit of open files."""

    def __init__(self, log: Path, env: dict[str, str], soft: int, hard: int) -> None:
        super().__init__(log, env)
        self.nofile = f"--nofile={soft}:{hard}"

    def command(self) -> list[str]:
        return ["prlimit", self.nofile, "--", *super().command()]


def open_files_limit(pid: int) -> int:
    """The soft limit of open files of process ``pid`` (/proc/PID/limits)."""
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max open files"):
            return int(line.split()[3])
    raise AssertionError("no open files limit")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("prlimit") is None, reason="needs util-linux's prlimit")
@pytest.mark.parametrize(("soft", "hard", "soft_after"),
                         [(64, 5000, 1256), (64, 900, 900), (4000, 5000, 4000)],
                         ids=["raised", "capped-at-the-hard-limit", "never-lowered"])
def test_every_admitted_connection_gets_a_file_descriptor(tmp_path: Path, soft: int, hard: int,
                                                          soft_after: int) -> None:
    """``CONNECTION_LIMIT`` connections are served at once (README process table): each
    is a file descriptor, so the server raises its soft limit of open files to the limit
    plus 256 for its own files, up to the hard limit (and leaves a higher one alone).
    CONNECTION_LIMIT=1000: 100 clients at once all get their answers."""
    env = {"CONNECTION_LIMIT": "1000"}
    with ServedUnderNofile(tmp_path / "s.log", env, soft, hard) as served:
        assert served.process is not None
        assert open_files_limit(served.process.pid) == soft_after
        conns = [socket.create_connection(("127.0.0.1", served.port), timeout=10)
                 for _ in range(100)]
        try:
            for conn in conns:
                assert healthz_on(conn).startswith(b"HTTP/1.1 200")
        finally:
            for conn in conns:
                conn.close()
