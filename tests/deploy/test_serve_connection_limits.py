"""`make run`'s server (waitress, `deploy/serve.py`): ``CONNECTION_LIMIT`` counts clients'
connections and ``CHANNEL_TIMEOUT`` is the silence after which one is closed (found by an
audit in session 23: waitress counted its own listener and trigger pipe, so N admitted
N - 2 clients and 1 or 2 none; and it closed silent connections only in a sweep every
30 s, whatever ``CHANNEL_TIMEOUT`` said)."""

from __future__ import annotations

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
