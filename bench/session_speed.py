"""Session speed: the embedded store against Redis, as ratios measured in one run.

    python -m bench.session_speed            # needs redis-server (make redis-server)

1. store operations (load, compare-and-set of a 1.5 KB doc) of each store;
2. a session move round trip in process (the WSGI app called directly, as gunicorn calls
   it, so a plain move takes the fast lane: POST .../moves of a seat, the bots' replies
   none: four human seats), the same moves on both stores, in wall time
   and in the calling thread's CPU time (``time.thread_time``: the service's own work and
   the client side of the Redis round trip, its system calls and wake-up included, without
   redis-server's CPU and without the wait);
3. the same over HTTP through gunicorn (1 sync worker, loopback).
"""

from __future__ import annotations

import http.client
import json
import os
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from bench.session_instructions import wsgi_call
from service.app import create_app
from service.sessions.stores import MemoryStore, RedisStore, SessionStore

# Probes of a port nobody may listen on yet leave from 127.0.0.2: from 127.0.0.1 the kernel
# can pick the port itself as the source and the socket connects to itself.
NOT_SELF = ("127.0.0.2", 0)

REPO = Path(__file__).resolve().parents[1]
HANDS = 2  # Hearts hands of 4 passes + 52 plays


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def time_store(store: SessionStore, n: int = 2000) -> dict[str, float]:
    doc = json.dumps({"state": "x" * 1500})
    sid = secrets.token_urlsafe(16)
    store.create(sid, 0, doc, [(1, "{}")], secrets.token_hex(8))
    loads, cases = [], []
    for version in range(n):
        t = time.perf_counter()
        snapshot, _ = store.load(sid, for_write=True)  # as a move reads it
        loads.append(time.perf_counter() - t)
        assert snapshot is not None
        t = time.perf_counter()
        store.cas(sid, version, version + 1, doc, [(version + 2, f'{{"q":{version + 2}}}')],
                  secrets.token_hex(8), log_tail=snapshot.log_tail,
                  expected_write_id=snapshot.write_id)
        cases.append(time.perf_counter() - t)
    store.delete(sid)
    return {"load": median_us(loads), "cas": median_us(cases)}


Request = Callable[[str, str, Any, dict[str, str]], tuple[int, Any]]


class MoveTimes(NamedTuple):
    """Per POST .../moves: wall seconds and the calling thread's CPU seconds."""

    wall: list[float]
    cpu: list[float]


def play(request: Request, hands: int = HANDS) -> MoveTimes:
    """Times of every POST .../moves over ``hands`` Hearts hands (first legal move). In
    process the CPU time is the service's own (the request runs on the calling thread);
    over HTTP it is only the client's."""
    status, created = request("POST", "/v1/sessions", {
        "game": "hearts", "seed": 7, "dealer": 0, "seats": [{"kind": "human"}] * 4}, {})
    assert status == 201, created
    sid = created["id"]
    tokens = {t["seat"]: {"Authorization": "Bearer " + t["token"]}
              for t in created["seat_tokens"]}
    times = MoveTimes([], [])
    views = {s: request("GET", f"/v1/sessions/{sid}", None, tokens[s])[1] for s in tokens}
    while views[0]["view"]["hand_number"] <= hands and views[0]["status"] == "active":
        seat = next(s for s in views[0]["view"]["to_act"] if views[s]["legal_moves"])
        move = views[seat]["legal_moves"][0]
        if "choose_from" in move:
            move = {"seat": seat, "type": "pass", "cards": move["choose_from"][:move["count"]]}
        wall, cpu = time.perf_counter(), time.thread_time()
        status, body = request("POST", f"/v1/sessions/{sid}/moves", {"move": move},
                               tokens[seat])
        times.cpu.append(time.thread_time() - cpu)
        times.wall.append(time.perf_counter() - wall)
        assert status == 200 and body["legal"], body
        views = {s: request("GET", f"/v1/sessions/{sid}", None, tokens[s])[1] for s in tokens}
    return times


def wsgi_request(app: Any) -> Request:
    """Requests as gunicorn makes them: the WSGI app called with an environ. Flask's test
    client added about 130 µs of CPU per Hearts move here (1.7× this call's figure,
    which includes the caller's JSON of the body and the answer)."""

    def request(method: str, path: str, body: Any, headers: dict[str, str]) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        status, out = wsgi_call(app, method, path, data, headers)
        return status, json.loads(out)

    return request


def http_request(port: int) -> Request:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def request(method: str, path: str, body: Any, headers: dict[str, str]) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        send = {**headers, **({"Content-Type": "application/json"} if data else {})}
        conn.request(method, path, body=data, headers=send)
        r = conn.getresponse()
        return r.status, json.loads(r.read())

    return request


def gunicorn(port: int, redis_url: str | None, log: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port), "WEB_CONCURRENCY": "1",
           "THREADS": "1", "LOG_LEVEL": "warning"}
    env.pop("REDIS_URL", None)
    if redis_url:
        env["REDIS_URL"] = redis_url
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
             "service.wsgi:app"], cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5,
                                      source_address=NOT_SELF):
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    process.wait()
    raise RuntimeError(log.read_text())


def main() -> int:
    binary = shutil.which("redis-server")
    if binary is None:
        print("redis-server is missing: make redis-server", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        redis_proc = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", tmp], stdout=subprocess.DEVNULL)
        url = f"redis://127.0.0.1:{port}/0"
        try:
            time.sleep(0.3)
            rows: list[tuple[str, float, float]] = []
            memory, redis_store = MemoryStore(3600, 3600), RedisStore(url, 3600, 3600)
            a, b = time_store(memory), time_store(redis_store)
            redis_store.close()
            rows += [("store load", a["load"], b["load"]), ("store cas", a["cas"], b["cas"])]
            in_process = []
            for redis_url in (None, url):
                app = create_app({"TESTING": True, **({"REDIS_URL": redis_url}
                                                      if redis_url else {})})
                play(wsgi_request(app), 1)  # warm up
                in_process.append(play(wsgi_request(app)))
                app.extensions["stichwerk.sessions"].close()
            rows.append(("move, in process", median_us(in_process[0].wall),
                         median_us(in_process[1].wall)))
            rows.append(("move CPU, in process", median_us(in_process[0].cpu),
                         median_us(in_process[1].cpu)))
            over_http = []
            for redis_url in (None, url):
                gport = free_port()
                proc = gunicorn(gport, redis_url, Path(tmp) / "gunicorn.log")
                try:
                    play(http_request(gport), 1)
                    over_http.append(median_us(play(http_request(gport)).wall))
                finally:
                    proc.terminate()
                    proc.wait()
            rows.append(("move, HTTP gunicorn", over_http[0], over_http[1]))
        finally:
            redis_proc.terminate()
            redis_proc.wait()
    print(f"{'median':24} {'embedded µs':>12} {'redis µs':>10} {'redis/embedded':>15}")
    for label, emb, red in rows:
        print(f"{label:24} {emb:12.1f} {red:10.1f} {red / emb:15.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
