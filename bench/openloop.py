"""Latency at a fixed request rate: an open-loop load generator in Python (wrk2 is not in
Debian, and wrk's ``delay`` paces each connection after its answer, which is closed loop).

A fixed schedule of send times ``t0 + i / rate``; a pool of keep-alive connections, each
in its own thread, takes the next slot, sleeps until it, sends the request and reads the
answer. Latency is measured from the slot's time, not from the send, so a request that
waited for a free connection (the server fell behind) counts its wait: no coordinated
omission. The pool has more connections than the server has threads, so a slow answer
does not hold up the schedule.

It runs in the bench's process beside the server on the same cores: at half the peak it
costs a few per cent of one core (raw sockets, pre-built requests).
"""

from __future__ import annotations

import itertools
import json
import math
import socket
import threading
import time
from typing import Any
from urllib.parse import urlsplit


def _request(host: str, path: str, body: dict[str, Any]) -> bytes:
    data = json.dumps(body).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(data)}\r\n\r\n").encode()
    return head + data


def _read_response(sock: socket.socket, buf: bytearray) -> int:
    """Read one answer (Content-Length framed); return its status. ``buf`` keeps
    whatever came after it (nothing, with one request in flight)."""
    while (end := buf.find(b"\r\n\r\n")) < 0:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        buf += chunk
    head = bytes(buf[:end]).decode("latin-1").split("\r\n")
    status = int(head[0].split()[1])
    length = next((int(h.split(":", 1)[1]) for h in head[1:]
                   if h.lower().startswith("content-length:")), 0)
    total = end + 4 + length
    while len(buf) < total:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        buf += chunk
    del buf[:total]
    return status


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, math.ceil(p / 100 * len(sorted_values)) - 1))
    return sorted_values[k]


def run(url: str, path: str, bodies: list[dict[str, Any]], rate: float, seconds: float,
        connections: int = 16) -> dict[str, Any]:
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    requests = [_request(f"{host}:{port}", path, b) for b in bodies]
    total = max(1, int(rate * seconds))
    slots = itertools.count()  # next() is atomic under the GIL
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    t0 = time.perf_counter() + 0.2
    interval = 1.0 / rate

    def worker() -> None:
        sock = socket.create_connection((host, port))
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        buf = bytearray()
        mine: list[float] = []
        bad = 0
        try:
            while (i := next(slots)) < total:
                due = t0 + i * interval
                wait = due - time.perf_counter()
                if wait > 0:
                    time.sleep(wait)
                sock.sendall(requests[i % len(requests)])
                status = _read_response(sock, buf)
                mine.append(time.perf_counter() - due)
                bad += not 200 <= status < 300
        finally:
            sock.close()
            with lock:
                latencies.extend(mine)
                errors[0] += bad

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 60)
    elapsed = time.perf_counter() - t0
    values = sorted(latencies)
    ms = {f"p{p}_ms": round(percentile(values, p) * 1e3, 3) for p in (50, 90, 99)}
    return {"target_rps": round(rate, 1), "achieved_rps": round(len(values) / elapsed, 1),
            "requests": len(values), **ms,
            "max_ms": round(values[-1] * 1e3, 3) if values else None,
            "errors": errors[0] + total - len(values), "connections": connections}
