"""Latency at a fixed request rate: an open-loop load generator in Python (wrk2 is not in
Debian, and wrk's ``delay`` paces each connection after its answer, which is closed loop).

A fixed schedule of send times ``t0 + i / rate``. ONE thread drives a pool of keep-alive
connections with ``select``: at each slot's time the request goes out on a free
connection; when none is free it waits in a queue for the next answer. Latency is
measured from the slot's time, not from the send, so a request that waited (the server
fell behind) counts its wait: no coordinated omission. The pool has more connections than
the server has threads, so a slow answer does not hold up the schedule.

Why one thread: the generator shares the cores with the server. A thread per connection
(the first version) put 16 Python threads in contention for the GIL, and a thread woken
from ``time.sleep`` or by its answer waited for the GIL: the echo's own p99 at half its
peak was 20–130 ms, the generator's and not the server's. Here nothing waits but the one
``select`` (µs timeouts: ``select``, unlike ``epoll``, does not round them up to a
millisecond), requests are pre-built bytes and answers are only framed, not parsed.

The generator stands for clients on other machines, whose clocks do not wait for the
server's CPU: where the OS allows it (root, or CAP_SYS_NICE) its thread runs under
``SCHED_FIFO`` for the window, so a send or an answer's arrival is not queued behind the
server's threads (it uses 15–30 % of one core at 1,000–2,500 requests/s). The result
says what the generator itself cost and what the machine did meanwhile: its CPU share of
one core, how late its sends went out (``send_lag_p99_ms``: a late send is the
generator's delay, and it is in the latency too), its scheduling policy, and the CPU
time the hypervisor took from this VM in the window (``steal_pct``, from /proc/stat).
"""

from __future__ import annotations

import collections
import contextlib
import json
import math
import os
import selectors
import socket
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

OVERLOADED = 0.95  # a window answered less than this share of its rate: overloaded


def json_post(host: str, path: str, body: dict[str, Any]) -> bytes:
    """The bytes of an HTTP/1.1 keep-alive POST of ``body`` as JSON."""
    data = json.dumps(body).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(data)}\r\n\r\n").encode()
    return head + data


def answer_end(buf: bytearray) -> tuple[int, int] | None:
    """(status, bytes it takes in ``buf``, head included) of the one Content-Length framed
    answer at the start of ``buf`` when it has arrived whole, else None."""
    end = buf.find(b"\r\n\r\n")
    if end < 0:
        return None
    head = bytes(buf[:end]).decode("latin-1").split("\r\n")
    length = next((int(h.split(":", 1)[1]) for h in head[1:]
                   if h.lower().startswith("content-length:")), 0)
    total = end + 4 + length
    return (int(head[0].split()[1]), total) if len(buf) >= total else None


def cpu_times() -> list[int]:
    """The machine's CPU times (/proc/stat's ``cpu`` line, in clock ticks); [] elsewhere."""
    try:
        with open("/proc/stat") as stat:
            return [int(x) for x in stat.readline().split()[1:]]
    except OSError:
        return []


def steal_share(before: list[int], after: list[int]) -> float | None:
    """The share (%) of all CPU time between two `cpu_times` that the hypervisor took
    (steal, the 8th field)."""
    if len(before) < 8 or len(after) < 8:
        return None
    spent = sum(after) - sum(before)
    return round(100 * (after[7] - before[7]) / spent, 2) if spent > 0 else 0.0


def _realtime() -> str:
    """SCHED_FIFO for the calling thread when allowed; the policy it runs under."""
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
        return "fifo"
    except (AttributeError, OSError):
        return "normal"


def _normal() -> None:
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, math.ceil(p / 100 * len(sorted_values)) - 1))
    return sorted_values[k]


class _Connection:
    def __init__(self, host: str, port: int) -> None:
        self.sock = socket.create_connection((host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = bytearray()
        self.due = 0.0  # the slot time of the request in flight


@dataclass
class Window:
    """One window of fixed-rate load: every answer's latency (s, from its slot) and every
    send's lag behind its slot, with what the generator and the machine did meanwhile."""

    rate: float
    latencies: list[float]
    lags: list[float]
    errors: int  # answers not 2xx, and slots never answered
    elapsed: float
    cpu: float  # the generator thread's CPU seconds
    policy: str
    steal_pct: float | None
    probe: Any = None  # what ``before_close`` returned (the bench: connections per worker)


def window(url: str, path: str, bodies: list[dict[str, Any]], rate: float, seconds: float,
           connections: int = 16, realtime: bool = True,
           before_close: Callable[[set[int]], Any] | None = None) -> Window:
    """``rate`` requests/s for ``seconds``; ``before_close`` is called after the last
    answer, while the pool's connections are still open, with their local ports."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    requests = [json_post(f"{host}:{port}", path, b) for b in bodies]
    total = max(1, int(rate * seconds))
    interval = 1.0 / rate
    pool = [_Connection(host, port) for _ in range(connections)]
    free = collections.deque(pool)
    waiting: collections.deque[float] = collections.deque()  # due times with no connection
    selector = selectors.SelectSelector()
    for conn in pool:
        selector.register(conn.sock, selectors.EVENT_READ, conn)
    latencies: list[float] = []
    lags: list[float] = []
    probe = None
    errors = sent = issued = 0
    policy = _realtime() if realtime else "normal"
    stat0, cpu0 = cpu_times(), time.thread_time()
    t0 = time.perf_counter() + 0.05
    deadline = t0 + seconds + 30  # a server that stops answering ends the run
    try:
        while len(latencies) < total:
            now = time.perf_counter()
            if now > deadline:
                break
            while sent < total and t0 + sent * interval <= now:
                waiting.append(t0 + sent * interval)
                sent += 1
            while waiting and free:
                conn = free.popleft()
                conn.due = waiting.popleft()
                conn.sock.sendall(requests[issued % len(requests)])
                issued += 1
                lags.append(time.perf_counter() - conn.due)
            timeout = max(0.0, t0 + sent * interval - time.perf_counter()) \
                if sent < total else 0.5
            for key, _ in selector.select(timeout):
                conn = key.data
                chunk = conn.sock.recv(65536)
                if not chunk:
                    raise ConnectionError("the server closed a connection")
                conn.buf += chunk
                framed = answer_end(conn.buf)
                if framed is None:
                    continue
                status, length = framed
                latencies.append(time.perf_counter() - conn.due)
                errors += not 200 <= status < 300
                del conn.buf[:length]
                free.append(conn)
        if before_close is not None:
            probe = before_close({conn.sock.getsockname()[1] for conn in pool})
    finally:
        if policy == "fifo":
            _normal()
        selector.close()
        for conn in pool:
            conn.sock.close()
    elapsed = time.perf_counter() - t0
    return Window(rate, latencies, lags, errors + total - len(latencies), elapsed,
                  time.thread_time() - cpu0, policy, steal_share(stat0, cpu_times()), probe)


def summary(windows: list[Window], connections: int = 16) -> dict[str, Any]:
    """The windows' answers pooled (percentiles over all of them), with each window's
    p99 beside: one stall of the machine shows as one window's tail."""
    values = sorted(v for w in windows for v in w.latencies)
    lag = sorted(v for w in windows for v in w.lags)
    elapsed = sum(w.elapsed for w in windows)
    ms = {f"p{p}_ms": round(percentile(values, p) * 1e3, 3) for p in (50, 90, 99)}
    steals = [w.steal_pct for w in windows if w.steal_pct is not None]
    return {"target_rps": round(windows[0].rate, 1),
            "achieved_rps": round(len(values) / elapsed, 1),
            "requests": len(values), **ms,
            "max_ms": round(values[-1] * 1e3, 3) if values else None,
            "errors": sum(w.errors for w in windows), "connections": connections,
            "windows_p99_ms": [round(percentile(sorted(w.latencies), 99) * 1e3, 3)
                               for w in windows],
            # answered under 95 % of the rate: the server (or the machine) fell behind, and
            # that window's tail is a queue growing for its whole length
            "overloaded_windows": sum(len(w.latencies) < OVERLOADED * w.rate * w.elapsed
                                      for w in windows),
            "send_lag_p99_ms": round(percentile(lag, 99) * 1e3, 3),
            "generator_cpu_pct": round(100 * sum(w.cpu for w in windows) / elapsed, 1),
            "generator_policy": windows[0].policy,
            "probes": [w.probe for w in windows],
            "steal_pct": round(statistics.fmean(steals), 2) if steals else None}


def run(url: str, path: str, bodies: list[dict[str, Any]], rate: float, seconds: float,
        connections: int = 16, realtime: bool = True) -> dict[str, Any]:
    """One window of ``seconds`` at ``rate``, summarised."""
    return summary([window(url, path, bodies, rate, seconds, connections, realtime)],
                   connections)
