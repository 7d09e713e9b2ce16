"""A real ``redis-server`` for the tests: started on a free loopback port in a temporary
directory, stopped (and restartable on the same port, with the same data directory) by
the tests themselves.

``make test`` installs ``redis-server`` with apt-get when it is missing; a test that needs
it FAILS (never skips) when the binary cannot be found.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from bench.procs import LISTEN, children, socket_inodes, tcp_sockets

BINARY = "redis-server"
ADDRESS_IN_USE = "Address already in use"  # what redis-server, nginx, gunicorn log
BIND_ATTEMPTS = 5  # a server whose port was taken meanwhile: tries in all


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def ping(port: int, timeout: float = 0.5) -> bool:
    """A raw ``PING`` (no client library, no pooled connection left behind)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


def listens(pid: int, port: int) -> bool:
    """``pid`` (or a child of it) holds the socket listening on ``port``: not another
    process that took the port first, whose answer a probe would take for this one's."""
    listening = tcp_sockets(port, LISTEN)
    return any(listening & socket_inodes(p) for p in (pid, *children(pid)))


class RedisServer:
    """One redis-server process. ``persistent=True`` writes an append-only file (fsync on
    every write), so a stop and a start keep the data; otherwise nothing touches disk.

    A port from `free_port` may be taken by someone else (another xdist worker's test
    holds thousands of local ports) before redis-server binds it: the first `start` then
    tries again on another free port; a given port, and any later start (`restart`: the
    same address), is tried again after a short wait. BIND_ATTEMPTS tries in all."""

    def __init__(self, directory: Path, persistent: bool = False,
                 extra: list[str] | None = None, port: int | None = None) -> None:
        binary = shutil.which(BINARY)
        if binary is None:
            pytest.fail(f"{BINARY} is not installed: run `make redis-server` (or `apt-get "
                        f"install -y redis-server`); the session tests need a real Redis",
                        pytrace=False)
        self.binary = binary
        self.directory = directory
        self.persistent = persistent
        self.extra = list(extra or [])  # more redis-server arguments (--replicaof …)
        self.port_given = port is not None
        self.port = port or free_port()
        self.started_once = False
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def args(self) -> list[str]:
        args = [self.binary, "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", str(self.directory), "--save", "", "--daemonize", "no",
                "--logfile", str(self.directory / "redis.log"), "--databases", "1"]
        if self.persistent:
            args += ["--appendonly", "yes", "--appendfsync", "always"]
        else:
            args += ["--appendonly", "no"]
        return args + self.extra

    def start(self, timeout: float = 10.0) -> None:
        assert self.process is None, "already running"
        keep_port = self.port_given or self.started_once
        for attempt in range(1, BIND_ATTEMPTS + 1):
            if self.start_once(timeout):
                self.started_once = True
                return
            if attempt == BIND_ATTEMPTS:
                pytest.fail(f"redis-server: port {self.port} already in use ({attempt} "
                            f"tries)", pytrace=False)
            if keep_port:
                time.sleep(0.5)  # the same address: until its holder lets go
            else:
                self.port = free_port()

    def start_once(self, timeout: float) -> bool:
        """Started and answering (True), or its port was taken (False)."""
        log = self.directory / "redis.log"
        logged = log.stat().st_size if log.exists() else 0  # the log is appended to
        self.process = subprocess.Popen(self.args(), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while not (ping(self.port) and listens(self.process.pid, self.port)):
            if self.process.poll() is not None:
                code = self.process.returncode
                self.process = None
                new = (log.read_bytes()[logged:].decode(errors="replace") if log.exists()
                       else "")
                if ADDRESS_IN_USE in new:
                    return False
                pytest.fail(f"redis-server exited with {code}:\n{new[-2000:]}",
                            pytrace=False)
            if time.monotonic() > deadline:
                self.stop()
                pytest.fail(f"redis-server did not answer on port {self.port}", pytrace=False)
            time.sleep(0.02)
        return True

    def stop(self) -> None:
        """SIGTERM: Redis shuts down cleanly (and flushes the append-only file)."""
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None

    def client(self, decode: bool = True) -> Any:
        """A redis-py client of this server (the caller closes it)."""
        import redis
        return redis.Redis(port=self.port, decode_responses=decode, socket_timeout=10)

    def keys(self, pattern: str) -> list[str]:
        """The keys of this server that match ``pattern`` (KEYS: a test's few keys)."""
        client = self.client()
        try:
            found: list[str] = client.keys(pattern)
            return found
        finally:
            client.close()

    def restart(self) -> None:
        self.stop()
        self.start()

    def __enter__(self) -> RedisServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def cluster_ports(count: int) -> list[int]:
    """Free ports whose cluster bus ports (port + 10000) are free too."""
    ports: list[int] = []
    for _ in range(200):
        port = free_port()
        if port + 10000 > 65535 or port in ports:
            continue
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        ports.append(port)
        if len(ports) == count:
            return ports
    pytest.fail("no free ports for a Redis Cluster", pytrace=False)


class RedisClusterServers:
    """``masters`` redis-servers in cluster mode on free ports, joined by ``redis-cli
    --cluster create … --cluster-yes`` (no replicas); `start` waits for cluster_state:ok
    on every node."""

    def __init__(self, directory: Path, masters: int = 3) -> None:
        self.nodes: list[RedisServer] = []
        for port in cluster_ports(masters):
            node_dir = directory / f"node-{port}"
            node_dir.mkdir()
            self.nodes.append(RedisServer(node_dir, port=port, extra=[
                "--cluster-enabled", "yes", "--cluster-config-file",
                str(node_dir / "nodes.conf"), "--cluster-node-timeout", "5000"]))

    @property
    def url(self) -> str:
        return f"redis+cluster://127.0.0.1:{self.nodes[0].port}"

    def start(self, timeout: float = 30.0) -> None:
        for node in self.nodes:
            node.start()
        cli = shutil.which("redis-cli")
        if cli is None:
            pytest.fail("redis-cli is not installed (it comes with redis-server)",
                        pytrace=False)
        created = subprocess.run(
            [cli, "--cluster", "create", *(f"127.0.0.1:{n.port}" for n in self.nodes),
             "--cluster-replicas", "0", "--cluster-yes"],
            capture_output=True, text=True, timeout=timeout)
        assert created.returncode == 0, created.stdout + created.stderr
        deadline = time.monotonic() + timeout
        for node in self.nodes:
            client = node.client()
            try:
                while "cluster_state:ok" not in client.execute_command("CLUSTER", "INFO"):
                    assert time.monotonic() < deadline, "the cluster did not become ok"
                    time.sleep(0.1)
            finally:
                client.close()

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()

    def __enter__(self) -> RedisClusterServers:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
