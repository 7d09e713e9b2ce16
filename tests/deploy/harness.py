"""Real processes and slow clients for the deploy tests and for `measure.py`.

* `Gunicorn`: ``gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`` on a free port;
  `Served`: ``make run``'s server (``python deploy/serve.py``);
* `Nginx`: deploy/nginx/render.py renders the config into a temporary prefix, then
  ``nginx -p PREFIX -e stderr -g 'daemon off;'`` (unprivileged; as root its workers run
  as root, so that they may write into the test's private temporary directory);
* `SlowClients`: idle connections (connect, send nothing) and trickling ones (a request
  line and then one header byte at a time, or complete headers and then one body byte at
  a time) from ONE source address, all in one thread, bounded in time and in reconnects;
* `probe_series`: `/healthz` from another source address (127.0.0.2 by default: Linux
  answers on all of 127.0.0.0/8), with a per-probe timeout; `summary` gives
  p50/p95/max and how many answered.

Loopback only; every loop is bounded in time and in count.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

import pytest

from tests.service.redis_server import ADDRESS_IN_USE, BIND_ATTEMPTS, free_port, listens

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
ATTACKER = "127.0.0.1"
PROBER = "127.0.0.2"


def nginx_binary() -> str:
    found = shutil.which("nginx") or next(
        (p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx") if os.access(p, os.X_OK)),
        None)
    if found is None:
        pytest.fail("nginx is not installed: run `make nginx` (or `apt-get install -y "
                    "nginx`); the deploy tests need a real nginx", pytrace=False)
    return found


def http_get(port: int, path: str = "/healthz", timeout: float = 3.0,
             source: str = PROBER, headers: dict[str, str] | None = None,
             method: str = "GET", body: bytes | None = None,
             ) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                      source_address=(source, 0))
    try:
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


def watten_table(port: int) -> dict[str, Any]:
    """A Watten session of four human seats (seed 11, dealer 0: seat 1 names the Schlag)
    created over HTTP on ``port``: the answer of ``POST /v1/sessions``."""
    body = {"game": "watten", "seed": 11, "dealer": 0, "seats": [{"kind": "human"}] * 4}
    status, _, answer = http_get(port, "/v1/sessions", method="POST",
                                 body=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    assert status == 201, answer
    created: dict[str, Any] = json.loads(answer)
    return created


class Process:
    """One server process with its output in a log file; `start` waits for /healthz.

    A port from `free_port` may be taken by someone else (another xdist worker's test
    holds thousands of local ports) before the server binds it: `start` then tries again
    on another free port, up to BIND_ATTEMPTS times in all (never when the port was
    given)."""

    name = "server"

    def __init__(self, log: Path, port: int | None = None) -> None:
        self.port_given = port is not None
        self.port = port or free_port()
        self.log_path = log
        self.log: IO[bytes] | None = None
        self.process: subprocess.Popen[bytes] | None = None

    def command(self) -> list[str]:
        raise NotImplementedError

    def ready(self, status: int) -> bool:
        return status == 200

    def environment(self) -> dict[str, str]:
        return dict(os.environ)

    def prepare(self) -> None:
        """Before each try of `start` (Nginx renders its config for the port here)."""

    def start(self, timeout: float = 60.0) -> None:
        assert self.process is None
        for attempt in range(1, BIND_ATTEMPTS + 1):
            self.prepare()
            if self.start_once(timeout):
                return
            if self.port_given or attempt == BIND_ATTEMPTS:
                pytest.fail(f"{self.name}: port {self.port} already in use (try {attempt} "
                            f"of {BIND_ATTEMPTS}):\n{self.output()}", pytrace=False)
            self.port = free_port()

    def start_once(self, timeout: float) -> bool:
        """Started and answering (True), or its port was taken (False: stopped)."""
        self.log = self.log_path.open("wb")
        self.process = subprocess.Popen(self.command(), cwd=REPO, env=self.environment(),
                                        stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            # gunicorn and nginx retry a taken port for seconds before they exit
            exited = self.process.poll() is not None
            if exited or ADDRESS_IN_USE in self.output():
                out = self.output()
                self.stop()
                if ADDRESS_IN_USE in out:
                    return False
                pytest.fail(f"{self.name} exited with {self.process_rc}:\n{out}",
                            pytrace=False)
            # From PROBER's address: a probe from 127.0.0.1 to a port nobody listens on
            # yet can connect to itself (TCP simultaneous open, when the kernel picks the
            # same ephemeral port) and read its own request back as the answer.
            try:
                if (self.ready(http_get(self.port, timeout=1.0, source=PROBER)[0])
                        and listens(self.process.pid, self.port)):
                    return True
            except (OSError, http.client.HTTPException):
                pass
            time.sleep(0.1)
        out = self.output()
        self.stop()
        pytest.fail(f"{self.name} on port {self.port} did not answer:\n{out}",
                    pytrace=False)

    process_rc: int | None = None

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
            self.process_rc = self.process.returncode
            self.process = None
        if self.log is not None:
            self.log.close()
            self.log = None

    def output(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def __enter__(self) -> Process:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class Gunicorn(Process):
    """``deploy/gunicorn.conf.py`` with the given environment (HOST and PORT set here)."""

    name = "gunicorn"

    def __init__(self, log: Path, env: dict[str, str] | None = None) -> None:
        super().__init__(log)
        self.env = dict(env or {})

    def environment(self) -> dict[str, str]:
        base = {k: v for k, v in os.environ.items()
                if k not in ("REDIS_URL", "WEB_CONCURRENCY", "THREADS", "WORKER_CLASS")}
        return {**base, "HOST": "127.0.0.1", "PORT": str(self.port), "LOG_LEVEL": "warning",
                "PYTHONUNBUFFERED": "1", **self.env}

    def command(self) -> list[str]:
        return [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                "service.wsgi:app"]


class Served(Gunicorn):
    """``make run``'s server: ``python deploy/serve.py`` (HOST, PORT from here)."""

    name = "make run's server"

    def command(self) -> list[str]:
        return [sys.executable, "deploy/serve.py"]


class Nginx(Process):
    """deploy/nginx rendered into ``prefix`` with ``env`` over the defaults (none of this
    process's NGINX_* and CORS_ORIGINS)."""

    name = "nginx"

    def __init__(self, prefix: Path, upstream_port: int,
                 env: dict[str, str] | None = None) -> None:
        super().__init__(prefix / "nginx.log")
        self.prefix = prefix
        self.env = {"NGINX_UPSTREAM": f"127.0.0.1:{upstream_port}", **(env or {})}

    def environment(self) -> dict[str, str]:
        return ({k: v for k, v in os.environ.items()
                 if not k.startswith("NGINX_") and k != "CORS_ORIGINS"}
                | {"NGINX_LISTEN": f"127.0.0.1:{self.port}"} | self.env)

    def ready(self, status: int) -> bool:
        return True  # any answer: nginx is up (the upstream may be down on purpose)

    def command(self) -> list[str]:
        globals_ = "daemon off;" + (" user root;" if os.geteuid() == 0 else "")
        return [nginx_binary(), "-p", str(self.prefix), "-c", str(self.prefix / "nginx.conf"),
                "-e", "stderr", "-g", globals_]

    def start(self, timeout: float = 30.0) -> None:
        super().start(timeout)

    def prepare(self) -> None:
        self.prefix.mkdir(parents=True, exist_ok=True)
        rendered = subprocess.run([sys.executable, str(DEPLOY / "nginx" / "render.py"),
                                   str(self.prefix)], env=self.environment(),
                                  capture_output=True, text=True, timeout=30)
        assert rendered.returncode == 0, rendered.stderr


class SlowClients:
    """``idle`` silent connections and ``trickle`` connections sending one byte every
    ``interval`` seconds (half of them inside the headers, half inside a body), from
    ``source``, for at most ``duration`` seconds. A connection the server closes is
    opened again (an attacker would), at most ``max_reconnects`` times in all."""

    def __init__(self, port: int, idle: int = 50, trickle: int = 50,
                 duration: float = 10.0, interval: float = 0.5, source: str = ATTACKER,
                 path: str = "/v1/games/watten/states", max_reconnects: int = 2000) -> None:
        self.port, self.source, self.path = port, source, path
        self.kinds = ["idle"] * idle + [("header", "body")[i % 2] for i in range(trickle)]
        self.duration, self.interval = duration, interval
        self.max_reconnects = max_reconnects
        self.stats = {"connected": 0, "refused": 0, "server_answers": 0, "closed_by_server": 0,
                      "bytes_sent": 0}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="slow-clients", daemon=True)
        self._socks: list[socket.socket | None] = [None] * len(self.kinds)

    def _open(self, i: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(2.0)
        try:
            sock.bind((self.source, 0))
            sock.connect(("127.0.0.1", self.port))
            kind = self.kinds[i]
            if kind == "header":
                sock.sendall(f"POST {self.path} HTTP/1.1\r\nHost: x\r\n".encode())
            elif kind == "body":
                sock.sendall(f"POST {self.path} HTTP/1.1\r\nHost: x\r\nContent-Type: "
                             f"application/json\r\nContent-Length: 100000\r\n\r\n{{".encode())
            sock.setblocking(False)
            self.stats["connected"] += 1
            self._socks[i] = sock
        except OSError:
            sock.close()
            self.stats["refused"] += 1
            self._socks[i] = None

    def _closed(self, sock: socket.socket) -> bool:
        """The server answered (a 429, say: the attacker connects again) or closed."""
        try:
            data = sock.recv(4096)
        except BlockingIOError:
            return False
        except OSError:
            return True
        if data:
            self.stats["server_answers"] += 1
        return True

    def _run(self) -> None:
        reconnects = 0
        deadline = time.monotonic() + self.duration
        while not self._stop.is_set() and time.monotonic() < deadline:
            for i, kind in enumerate(self.kinds):
                sock = self._socks[i]
                alive = sock is not None and not self._closed(sock)
                if alive and kind != "idle":
                    try:
                        assert sock is not None
                        sock.send(b"a" if kind == "header" else b" ")
                        self.stats["bytes_sent"] += 1
                    except OSError:
                        alive = False
                if not alive:
                    if sock is not None:
                        sock.close()
                        self.stats["closed_by_server"] += 1
                    if reconnects < self.max_reconnects:
                        reconnects += 1
                        self._open(i)
                    else:
                        self._socks[i] = None
            self._stop.wait(self.interval)

    def __enter__(self) -> SlowClients:
        for i in range(len(self.kinds)):
            self._open(i)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=10)
        for sock in self._socks:
            if sock is not None:
                sock.close()


def probe_series(port: int, count: int = 30, interval: float = 0.25, timeout: float = 3.0,
                 source: str = PROBER, path: str = "/healthz") -> list[float | None]:
    """``count`` probes, one every ``interval`` s: latency in s, or None (no 200 in time)."""
    out: list[float | None] = []
    for _ in range(count):
        started = time.monotonic()
        try:
            status = http_get(port, path, timeout=timeout, source=source)[0]
            took = time.monotonic() - started
            out.append(took if status == 200 and took <= timeout else None)
        except OSError:
            out.append(None)
        time.sleep(max(0.0, interval - (time.monotonic() - started)))
    return out


def summary(latencies: list[float | None]) -> dict[str, Any]:
    ok = sorted(x for x in latencies if x is not None)

    def ms(x: float) -> float:
        return round(x * 1000, 1)

    return {"probes": len(latencies), "answered": len(ok),
            "p50_ms": ms(statistics.median(ok)) if ok else None,
            "p95_ms": ms(ok[min(len(ok) - 1, int(0.95 * len(ok)))]) if ok else None,
            "max_ms": ms(ok[-1]) if ok else None}
