"""What partial request heads cost nginx, and whether another client is still served.

    .venv/bin/python -m tests.deploy.measure_partial_heads                 # 4,200 heads
    .venv/bin/python -m tests.deploy.measure_partial_heads --heads 8000 \\
        --env NGINX_WORKER_CONNECTIONS=4096                               # the old default

nginx (deploy/nginx rendered with its defaults, ``--env`` over them) in front of a
gunicorn on loopback. From 127.0.0.1, ``--heads`` connections each send
``GET /healthz HTTP/1.1\\r\\nHost: x\\r\\n`` and nothing more (a slowloris: ``limit_conn``
counts only requests whose head is complete); meanwhile ``--probes`` ``/healthz``
requests come from 127.0.0.2. Prints one JSON line: the nginx worker's RSS (VmRSS) and
private dirty memory (smaps_rollup) before and with the heads open, the difference per
head, the kernel's slab growth per connection pair (both ends are on this host), how
many heads nginx still held after ``client_header_timeout``, and the probes answered.
Loopback only; bounded in count and time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import socket
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.deploy.harness import ATTACKER, PROBER, Gunicorn, Nginx, http_get

HEAD = b"GET /healthz HTTP/1.1\r\nHost: x\r\n"


def worker_pid(master: int) -> int:
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == master:
            return int(stat.parent.name)
    raise RuntimeError("no nginx worker")


def memory_kib(pid: int) -> dict[str, int]:
    status = Path(f"/proc/{pid}/status").read_text()
    rss = int(next(line.split()[1] for line in status.splitlines()
                   if line.startswith("VmRSS:")))
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
    private = int(next(line.split()[1] for line in rollup.splitlines()
                       if line.startswith("Private_Dirty:")))
    return {"rss_kib": rss, "private_dirty_kib": private}


def slab_kib() -> int:
    meminfo = Path("/proc/meminfo").read_text().splitlines()
    return int(next(line.split()[1] for line in meminfo if line.startswith("Slab:")))


def open_heads(port: int, count: int) -> list[socket.socket]:
    socks = []
    for _ in range(count):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(5)
        try:
            sock.bind((ATTACKER, 0))
            sock.connect(("127.0.0.1", port))
            sock.sendall(HEAD)
        except OSError:
            sock.close()
            continue
        socks.append(sock)
    return socks


def still_open(socks: list[socket.socket]) -> int:
    """Heads nginx has not closed (a closed one reads EOF or a reset at once)."""
    alive = 0
    for sock in socks:
        sock.setblocking(False)
        try:
            sock.recv(1)  # EOF or an answer: nginx is done with it
        except BlockingIOError:
            alive += 1
        except OSError:
            pass
    return alive


def probes(port: int, count: int) -> int:
    answered = 0
    for _ in range(count):
        with contextlib.suppress(OSError):
            answered += http_get(port, timeout=3.0, source=PROBER)[0] == 200
    return answered


def measure(heads: int, probe_count: int, env: dict[str, str]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp, \
            Gunicorn(Path(tmp) / "gunicorn.log") as api, \
            Nginx(Path(tmp) / "nginx", api.port, {"NGINX_ACCESS_LOG": "off", **env}) as proxy:
        assert proxy.process is not None
        worker = worker_pid(proxy.process.pid)
        time.sleep(0.5)
        before, slab_before = memory_kib(worker), slab_kib()
        started = time.monotonic()
        socks = open_heads(proxy.port, heads)
        opened = time.monotonic() - started
        time.sleep(0.5)
        during, slab_during = memory_kib(worker), slab_kib()
        answered = probes(proxy.port, probe_count)
        held_now = still_open(socks)
        conf = (Path(tmp) / "nginx" / "nginx.conf").read_text()
        timeout = next(line.split()[1].rstrip(";") for line in conf.splitlines()
                       if line.strip().startswith("client_header_timeout"))
        seconds = float(timeout.rstrip("ms")) / (1000 if timeout.endswith("ms") else 1)
        time.sleep(max(0.0, started + seconds + 1.0 - time.monotonic()))
        held_later = still_open(socks)
        errors = [line for line in proxy.output().splitlines()
                  if "worker_connections are not enough" in line]
        for sock in socks:
            sock.close()
        n = max(1, len(socks))
        return {
            "env": env, "heads_asked": heads, "heads_opened": len(socks),
            "seconds_to_open": round(opened, 2), "client_header_timeout": timeout,
            "worker_before": before, "worker_with_heads": during,
            "worker_bytes_per_head": {
                k: round((during[k] - before[k]) * 1024 / n) for k in before},
            "kernel_slab_bytes_per_connection_pair": round(
                (slab_during - slab_before) * 1024 / n),
            "heads_held_after_opening": held_now,
            "heads_held_after_client_header_timeout": held_later,
            "probes": probe_count, "probes_answered": answered,
            "worker_connections_not_enough_lines": len(errors),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--heads", type=int, default=4200)
    parser.add_argument("--probes", type=int, default=20)
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    env = dict(item.split("=", 1) for item in args.env)
    print(json.dumps(measure(min(args.heads, 15000), args.probes, env)))


if __name__ == "__main__":
    main()
