"""The processes the HTTP bench starts: redis-server and gunicorn on free loopback ports,
stopped by the bench itself (SIGTERM, then SIGKILL), plus what it reads from /proc.

Like tests/service/redis_server.py, but with no pytest: a missing binary is an error
message naming the Makefile target that installs it.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Probes of a port nobody may listen on yet leave from 127.0.0.2: from 127.0.0.1 the kernel
# can pick the port itself as the source and the socket connects to itself.
NOT_SELF = ("127.0.0.2", 0)

REPO = Path(__file__).resolve().parents[1]
GUNICORN_CONF = REPO / "deploy" / "gunicorn.conf.py"


class BenchError(RuntimeError):
    """Something the bench needs is missing or broken (the message says what to do)."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def need(binary: str, target: str) -> str:
    path = shutil.which(binary)
    if path is None:
        raise BenchError(f"{binary} is not installed: run `make {target}`")
    return path


def _stop(process: subprocess.Popen[bytes], timeout: float = 15.0) -> None:
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=timeout)


def _wait_port(port: int, process: subprocess.Popen[bytes], log: Path, what: str,
               timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BenchError(f"{what} exited with {process.returncode}:\n"
                             f"{log.read_text(errors='replace')[-3000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5,
                                      source_address=NOT_SELF):
                return
        except OSError:
            time.sleep(0.05)
    _stop(process)
    raise BenchError(f"{what} did not listen on port {port} within {timeout:.0f} s")


class Redis:
    """A throwaway redis-server: no persistence, one database, in ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.binary = need("redis-server", "redis-server")
        self.directory = directory
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def __enter__(self) -> Redis:
        log = self.directory / "redis.log"
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir",
             str(self.directory), "--save", "", "--appendonly", "no", "--daemonize", "no",
             "--databases", "1", "--logfile", str(log)],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_port(self.port, self.process, log, "redis-server", timeout=10)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            _stop(self.process)

    def cpu(self) -> float:
        assert self.process is not None
        return cpu_seconds(self.process.pid)

    def version(self) -> str:
        out = subprocess.run([self.binary, "--version"], capture_output=True, text=True)
        return out.stdout.split("v=")[-1].split()[0] if "v=" in out.stdout else out.stdout


def deploy_setting(name: str, threads: int = 4) -> str:
    """What deploy/gunicorn.conf.py sets ``name`` to with REDIS_URL set, ``THREADS`` =
    ``threads`` and this environment (``WORKER_CLASS``, ``WEB_CONCURRENCY`` included): the
    config itself decides."""
    env = {**os.environ, "THREADS": str(threads), "REDIS_URL": "redis://127.0.0.1:1/0"}
    out = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; "
         f"print(runpy.run_path(sys.argv[1])[{name!r}])", str(GUNICORN_CONF)],
        cwd=REPO, env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip().splitlines()[-1]


def deploy_worker_class(threads: int) -> str:
    """The worker class the deploy config picks for ``threads``."""
    return deploy_setting("worker_class", threads)


def deploy_workers() -> int:
    """The deploy's worker processes on this machine (``WEB_CONCURRENCY`` or its default,
    one more than the usable CPUs, of up to 4)."""
    return int(deploy_setting("workers"))


class Gunicorn:
    """``gunicorn -c deploy/gunicorn.conf.py APP`` with the deploy settings, configured by
    their environment variables (WEB_CONCURRENCY, THREADS, REDIS_URL), on a free port."""

    def __init__(self, app: str, directory: Path, workers: int, threads: int,
                 redis_url: str | None, name: str) -> None:
        self.app, self.directory, self.name = app, directory, name
        self.workers, self.threads, self.redis_url = workers, threads, redis_url
        self.port = free_port()
        self.log = directory / f"gunicorn-{name}.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> Gunicorn:
        env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(self.port),
               "WEB_CONCURRENCY": str(self.workers), "THREADS": str(self.threads),
               "LOG_LEVEL": "warning",
               # One load generator on loopback is one client: the per-client limits
               # meant for anonymous abuse would measure the limiter, not the service.
               # Its sessions are still counted as the deploy counts them (a claim per
               # create, the owner's field read by every move, its set extended once per
               # lease), only never refused.
               "RATE_LIMIT_SESSIONS": "off", "RATE_LIMIT_BOT_MOVES": "off",
               "RATE_LIMIT_SEATS": "off", "MAX_SESSIONS_PER_CLIENT": str(10**9)}
        env.pop("REDIS_URL", None)
        if self.redis_url:
            env["REDIS_URL"] = self.redis_url
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), self.app],
                cwd=REPO, env=env, stdin=subprocess.DEVNULL, stdout=out,
                stderr=subprocess.STDOUT)
        _wait_port(self.port, self.process, self.log, f"gunicorn {self.app}")
        deadline = time.monotonic() + 30
        while len(self.worker_pids()) < self.expected_workers():
            if time.monotonic() > deadline:
                raise BenchError(f"gunicorn {self.app}: workers did not start:\n"
                                 f"{self.log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            _stop(self.process)

    def expected_workers(self) -> int:
        # deploy/gunicorn.conf.py runs one worker when REDIS_URL is unset
        return self.workers if self.redis_url else 1

    def worker_pids(self) -> list[int]:
        assert self.process is not None
        return children(self.process.pid)

    def cpu(self) -> float:
        """CPU seconds used so far by the workers (the master only supervises)."""
        return sum(cpu_seconds(pid) for pid in self.worker_pids())

    def connections(self, client_ports: set[int]) -> list[int]:
        """How many of the connections from ``client_ports`` (loopback) each worker holds
        now (which worker accepts which connection is the kernel's and the workers' race,
        not ours)."""
        held = tcp_sockets(self.port, ESTABLISHED, client_ports)
        return [len(held & socket_inodes(pid)) for pid in self.worker_pids()]

    def rss(self) -> dict[str, Any]:
        """VmRSS of the master and of every worker, in MB (from /proc/PID/status)."""
        assert self.process is not None
        workers = {pid: rss_mb(pid) for pid in self.worker_pids()}
        return {"master_mb": round(rss_mb(self.process.pid), 1),
                "workers_mb": [round(v, 1) for v in workers.values()],
                "max_worker_mb": round(max(workers.values(), default=0.0), 1)}


def user_system_seconds(pid: int) -> tuple[float, float]:
    """User and system CPU time of a process so far (/proc/PID/stat, clock ticks)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0, 0.0
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def context_switches(pid: int) -> tuple[int, int]:
    """Voluntary and involuntary context switches of a process so far, summed over its
    threads (``/proc/PID/task/*/status``; a thread that ended meanwhile is not counted:
    measure across a window in which the threads stay)."""
    voluntary = involuntary = 0
    for status in Path(f"/proc/{pid}/task").glob("*/status"):
        try:
            lines = status.read_text().splitlines()
        except OSError:
            continue
        for line in lines:
            name, _, value = line.partition(":")
            if name == "voluntary_ctxt_switches":
                voluntary += int(value)
            elif name == "nonvoluntary_ctxt_switches":
                involuntary += int(value)
    return voluntary, involuntary


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    return sum(user_system_seconds(pid))


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    try:
        return [int(x) for x in path.read_text().split()]
    except OSError:
        return []


ESTABLISHED, LISTEN = "01", "0A"  # TCP states as /proc/net/tcp writes them


@dataclass(frozen=True)
class TcpRow:
    local_port: int
    remote_port: int
    state: str
    inode: int


def tcp_rows() -> Iterator[TcpRow]:
    """The rows of /proc/net/tcp and tcp6 (local address, remote address, state, …, the
    inode the 10th field)."""
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            yield TcpRow(int(fields[1].rsplit(":", 1)[1], 16),
                         int(fields[2].rsplit(":", 1)[1], 16), fields[3], int(fields[9]))


def tcp_sockets(port: int, state: str, peer_ports: set[int] | None = None) -> set[int]:
    """Inodes of the TCP sockets in ``state`` on local port ``port`` (and, when given,
    connected to one of ``peer_ports``)."""
    return {row.inode for row in tcp_rows()
            if row.state == state and row.local_port == port
            and (peer_ports is None or row.remote_port in peer_ports)}


def local_ports(pid: int, remote_port: int) -> set[int]:
    """The local ports of a process's ESTABLISHED TCP connections to ``remote_port``
    (a load generator's connections to the server, say)."""
    mine = socket_inodes(pid)
    return {row.local_port for row in tcp_rows()
            if row.state == ESTABLISHED and row.inode in mine
            and row.remote_port == remote_port}


def socket_inodes(pid: int) -> set[int]:
    """Inodes of the sockets among a process's open files (/proc/PID/fd)."""
    found: set[int] = set()
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return found
    for fd in fds:
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            found.add(int(target[8:-1]))
    return found


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0
