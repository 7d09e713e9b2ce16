"""``REUSE_PORT`` of deploy/gunicorn.conf.py under a real gunicorn with two workers (on
Redis): with 1 each worker listens on its own socket and the kernel spreads new
connections over the workers; by default the master's one socket is shared."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bench.procs import ESTABLISHED, LISTEN, children, socket_inodes, tcp_sockets
from tests.deploy.harness import Gunicorn
from tests.service.redis_server import RedisServer

pytestmark = [pytest.mark.slow, pytest.mark.redis]
CONNECTIONS = 16


def split(gunicorn: Gunicorn, workers: list[int]) -> list[int]:
    """Open CONNECTIONS connections, let each answer one request, and count how many of
    them each worker holds."""
    conns = [socket.create_connection(("127.0.0.1", gunicorn.port))
             for _ in range(CONNECTIONS)]
    try:
        for conn in conns:  # an answer on each: every connection has been accepted
            conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        for conn in conns:
            assert conn.recv(65536).startswith(b"HTTP/1.1 200")
        held = tcp_sockets(gunicorn.port, ESTABLISHED, {c.getsockname()[1] for c in conns})
        return [len(held & socket_inodes(pid)) for pid in workers]
    finally:
        for conn in conns:
            conn.close()


@pytest.mark.parametrize("reuse", ["0", "1"])
def test_reuse_port_gives_each_worker_its_own_listening_socket(tmp_path: Path,
                                                               reuse: str) -> None:
    with RedisServer(tmp_path) as redis, \
            Gunicorn(tmp_path / "gunicorn.log", {"REDIS_URL": redis.url,
                                                 "WEB_CONCURRENCY": "2",
                                                 "REUSE_PORT": reuse}) as gunicorn:
        assert gunicorn.process is not None
        workers = children(gunicorn.process.pid)
        assert len(workers) == 2
        listeners = tcp_sockets(gunicorn.port, LISTEN)
        if reuse == "1":
            # one socket per worker, none in the master
            assert len(listeners) == 2
            assert all(len(listeners & socket_inodes(pid)) == 1 for pid in workers)
            assert not listeners & socket_inodes(gunicorn.process.pid)
            counts = split(gunicorn, workers)
            # the kernel's hash over 16 connections: a worker with none has odds 2^-15
            assert sum(counts) == CONNECTIONS and min(counts) > 0, counts
        else:
            # the master's one socket, inherited by both workers
            assert len(listeners) == 1
            assert listeners <= socket_inodes(gunicorn.process.pid)
            assert all(listeners <= socket_inodes(pid) for pid in workers)
            assert sum(split(gunicorn, workers)) == CONNECTIONS


def test_a_bad_reuse_port_value_stops_the_start_naming_the_variable() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--check-config",
         "service.wsgi:app"],
        env={**os.environ, "REUSE_PORT": "yes"}, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "REUSE_PORT must be 0 or 1" in done.stdout + done.stderr
