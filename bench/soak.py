"""``make soak``: a bounded mixed load against gunicorn + Redis, with errors and RSS over
time (issue 11).

    .venv/bin/python -m bench.soak                         # 10 min at half the peak
    SOAK_SECONDS=180 .venv/bin/python -m bench.soak        # 3 min
    .venv/bin/python -m bench.soak --seconds 60 --rate 40  # a fixed rate, no peak phase

1. Starts redis-server and gunicorn with the deploy's config (deploy/gunicorn.conf.py:
   2 workers × 4 threads, REDIS_URL, every limit at its default) on free loopback ports.
2. Measures the peak: ``--threads`` closed-loop clients for ``--peak-seconds`` (default
   20 s), as fast as the server answers.
3. Runs open loop at ``--rate`` requests/s (default: half the measured peak) for
   ``--seconds`` (``SOAK_SECONDS``, default 600): a ticket every 1/rate s, served by a
   pool of threads; a latency is measured from the ticket's time (so a stalled server
   shows up as latency, not as a slower load).
4. Every ``--report-every`` s (``SOAK_REPORT_SECONDS``, default 30) prints one JSON line:
   operations (an operation is one or two requests: a move reads the legal moves
   first), errors, refusals, p50/p95/max latency of the interval, the RSS of the
   gunicorn master and of each worker, Redis's used memory.

The mix (per 100 requests): stateless ``states`` 12, ``legal-moves`` 15, ``moves`` 20
(a fifth of them illegal on purpose), ``views`` 10, ``bot-moves`` 10 (heuristic) and 3
(expert, the default budget), sessions: create 3 (one expert seat in a third of them),
a human move 15, ``events`` 6, read 6. The requests come from 64 loopback addresses
(127.0.1.x), like 64 clients, so the per-client rate limits hold for each.

**Errors**: connection failures, any 5xx other than 503 ``search_capacity_exhausted``, and
any 4xx the mix does not expect. **Refusals** (counted apart, by code): 429
``rate_limited``, 503 ``search_capacity_exhausted``, 409 from session races. The last line
is the summary; the exit status is 1 if there was any error.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import queue
import random
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import redis

from bench.procs import Gunicorn, Redis
from service.config import ConfigError, parse_integer_setting

GAMES = ("watten", "hearts", "karnoeffel")
CLIENTS = [f"127.0.1.{i}" for i in range(10, 74)]
MIX = [("states", 12), ("legal-moves", 15), ("moves", 20), ("views", 10),
       ("bot-heuristic", 10), ("bot-expert", 3), ("session-create", 3),
       ("session-move", 15), ("session-events", 6), ("session-get", 6)]
REFUSED = {(429, "rate_limited"), (503, "search_capacity_exhausted"),
           (409, "stale_version"), (409, "concurrent_update")}
MAX_SESSIONS = 200  # live sessions the mix keeps (finished or surplus ones are deleted)


def _int_env(name: str, default: int, minimum: int = 1) -> int:
    """An integer variable, checked as the service checks its own: a bad value stops the
    run with one line naming it (``SOAK_SECONDS=abc`` was a traceback)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return parse_integer_setting(name, raw, minimum)
    except ConfigError as exc:
        raise SystemExit(f"bench.soak: {exc}") from None


class Http:
    """One request per connection, from a given loopback source address."""

    def __init__(self, port: int, timeout: float = 30.0) -> None:
        self.port, self.timeout = port, timeout

    def call(self, method: str, path: str, body: Any = None, source: str = "127.0.0.1",
             headers: dict[str, str] | None = None) -> tuple[int, Any]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout,
                                          source_address=(source, 0))
        send = {"Connection": "close", **(headers or {})}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            send["Content-Type"] = "application/json"
        try:
            conn.request(method, path, body=data, headers=send)
            resp = conn.getresponse()
            raw = resp.read()
        finally:
            conn.close()
        try:
            return resp.status, json.loads(raw) if raw else None
        except ValueError:
            return resp.status, {"code": "not_json"}


class Workload:
    """Request bodies made through the API itself, and the live sessions."""

    def __init__(self, api: Http, rng: random.Random) -> None:
        self.api, self.rng = api, rng
        self.states: dict[str, list[dict[str, Any]]] = {}
        self.sessions: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        for game in GAMES:
            self.states[game] = []
            for seed in range(6):
                status, out = api.call("POST", f"/v1/games/{game}/states", {"seed": seed})
                assert status == 201, out
                self.states[game].append(out["state"])

    def _state(self) -> tuple[str, dict[str, Any]]:
        game = self.rng.choice(GAMES)
        return game, self.rng.choice(self.states[game])

    def run(self, op: str, source: str) -> tuple[int, Any]:
        call = self.api.call
        if op.startswith("session"):
            return self._session(op, source)
        game, state = self._state()
        path = f"/v1/games/{game}"
        if op == "states":
            return call("POST", f"{path}/states", {"seed": self.rng.randrange(2**53)},
                        source)
        if op == "legal-moves":
            return call("POST", f"{path}/legal-moves", {"state": state}, source)
        if op == "views":
            return call("POST", f"{path}/views", {"state": state, "seat": 0}, source)
        if op == "moves":
            status, legal = call("POST", f"{path}/legal-moves", {"state": state}, source)
            if status != 200:
                return status, legal
            moves = [m for m in legal["moves"] if "choose_from" not in m] or legal["moves"]
            move = dict(self.rng.choice(moves))
            if "choose_from" in move:
                move = {"seat": move["seat"], "type": move["type"],
                        "cards": move["choose_from"][:move["count"]]}
            if self.rng.random() < 0.2:  # illegal on purpose: out of turn
                move["seat"] = (move["seat"] + 1) % 4  # every game of the mix seats 4
            return call("POST", f"{path}/moves", {"state": state, "move": move}, source)
        level = "expert" if op == "bot-expert" else "heuristic"
        return call("POST", f"{path}/bot-moves", {"state": state, "level": level}, source)

    def _session(self, op: str, source: str) -> tuple[int, Any]:
        call = self.api.call
        with self.lock:
            live = list(self.sessions)
        if op == "session-create" or not live:
            game = self.rng.choice(GAMES)
            bot = "expert" if self.rng.random() < 1 / 3 else "random"
            seats = [{"kind": "human"}, {"kind": "bot", "level": bot},
                     {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]
            status, out = call("POST", "/v1/sessions", {"game": game, "seats": seats},
                               source)
            if status == 201:
                token = next(t["token"] for t in out["seat_tokens"] if t["seat"] == 0)
                with self.lock:
                    self.sessions.append({"id": out["id"], "token": token})
                    surplus = self.sessions[:-MAX_SESSIONS]
                    del self.sessions[:-MAX_SESSIONS]
                for old in surplus:
                    self._delete(old, source)
            return status, out
        session = self.rng.choice(live)
        auth = {"Authorization": f"Bearer {session['token']}"}
        url = f"/v1/sessions/{session['id']}"
        if op == "session-events":
            return call("GET", f"{url}/events?after=0&limit=50", None, source, auth)
        status, view = call("GET", url, None, source, auth)
        if op == "session-get" or status != 200:
            return status, view
        if view["status"] == "finished" or not view["legal_moves"]:
            if view["status"] == "finished":
                self._forget(session)
                self._delete(session, source)
            return status, view
        move = dict(self.rng.choice(view["legal_moves"]))
        if "choose_from" in move:
            move = {"seat": move["seat"], "type": move["type"],
                    "cards": move["choose_from"][:move["count"]]}
        return call("POST", f"{url}/moves", {"move": move,
                                             "expected_version": view["version"]},
                    source, auth)

    def _forget(self, session: dict[str, Any]) -> None:
        with self.lock:
            if session in self.sessions:
                self.sessions.remove(session)

    def _delete(self, session: dict[str, Any], source: str) -> None:
        self.api.call("DELETE", f"/v1/sessions/{session['id']}", None, source,
                      {"Authorization": f"Bearer {session['token']}"})


class Tally:
    """Counts and latencies, per report interval and in total (thread-safe)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.total: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.refused: Counter[str] = Counter()
        self.latencies: list[float] = []

    def add(self, op: str, status: int | None, body: Any, latency: float) -> None:
        code = body.get("code") if isinstance(body, dict) else None
        with self.lock:
            self.total["requests"] += 1
            self.latencies.append(latency)
            if status is None:
                self.errors[f"{op}:connection"] += 1
            elif (status, code) in REFUSED:
                self.refused[f"{status}:{code}"] += 1
            elif status >= 500 or (status >= 400 and not _expected_4xx(op, status, code)):
                self.errors[f"{op}:{status}:{code}"] += 1

    def interval(self) -> dict[str, Any]:
        with self.lock:
            lat, self.latencies = sorted(self.latencies), []
        def ms(x: float) -> float:
            return round(x * 1000, 1)
        return {"requests": len(lat),
                "p50_ms": ms(statistics.median(lat)) if lat else None,
                "p95_ms": ms(lat[int(0.95 * (len(lat) - 1))]) if lat else None,
                "max_ms": ms(lat[-1]) if lat else None}


def _expected_4xx(op: str, status: int, code: str | None) -> bool:
    # A session deleted by another thread of the mix (finished, or beyond MAX_SESSIONS).
    return op.startswith("session") and status == 404 and code == "session_not_found"


def pick(rng: random.Random) -> str:
    return rng.choices([op for op, _ in MIX], [w for _, w in MIX])[0]


def measure_peak(work: Workload, threads: int, seconds: float) -> float:
    done = Counter[str]()
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def loop(i: int) -> None:
        rng = random.Random(f"peak:{i}")
        while time.monotonic() < stop:
            with contextlib.suppress(OSError, http.client.HTTPException):
                work.run(pick(rng), rng.choice(CLIENTS))
            with lock:
                done["n"] += 1

    pool = [threading.Thread(target=loop, args=(i,), daemon=True) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(seconds + 60)
    return done["n"] / seconds


def soak(work: Workload, api: Gunicorn, redis_url: str, rate: float, seconds: float,
         report_every: float, threads: int) -> dict[str, Any]:
    tally = Tally()
    tickets: queue.Queue[tuple[str, str, float] | None] = queue.Queue(maxsize=10_000)
    dropped = Counter[str]()
    store = redis.Redis.from_url(redis_url)

    def serve() -> None:
        while True:
            ticket = tickets.get()
            if ticket is None:
                return
            op, source, due = ticket
            try:
                status, body = work.run(op, source)
            except (OSError, http.client.HTTPException):
                status, body = None, None
            tally.add(op, status, body, time.monotonic() - due)

    pool = [threading.Thread(target=serve, daemon=True) for _ in range(threads)]
    for t in pool:
        t.start()
    rng = random.Random("soak")
    start = time.monotonic()
    next_report = start + report_every
    first_rss: dict[str, Any] | None = None
    n = 0
    while True:
        now = time.monotonic()
        if now - start >= seconds:
            break
        due = start + n / rate
        if due > now:
            time.sleep(min(due - now, 0.05))
            continue
        try:
            tickets.put_nowait((pick(rng), rng.choice(CLIENTS), due))
        except queue.Full:
            dropped["tickets"] += 1  # the server is far behind: counted, not queued
        n += 1
        if now >= next_report:
            next_report += report_every
            line = report(now - start, tally, api, store, dropped)
            first_rss = first_rss or line["rss"]
            print(json.dumps(line), flush=True)
    for _ in pool:
        tickets.put(None)
    for t in pool:
        t.join(60)
    last = report(time.monotonic() - start, tally, api, store, dropped)
    print(json.dumps(last), flush=True)
    return {"summary": True, "seconds": round(seconds), "rate": round(rate, 1),
            "requests": tally.total["requests"], "errors": sum(tally.errors.values()),
            "error_kinds": dict(tally.errors), "refused": dict(tally.refused),
            "tickets_dropped": dropped["tickets"], "rss_first": first_rss or last["rss"],
            "rss_last": last["rss"], "redis_used_mb_last": last["redis_used_mb"]}


def report(elapsed: float, tally: Tally, api: Gunicorn, store: Any, dropped: Counter[str]
           ) -> dict[str, Any]:
    try:
        used = round(store.info("memory")["used_memory"] / 2**20, 1)
    except redis.RedisError:
        used = None
    with tally.lock:
        errors, refused = sum(tally.errors.values()), dict(tally.refused)
        total = tally.total["requests"]
    return {"t_s": round(elapsed), "total": total, "errors": errors, "refused": refused,
            "dropped": dropped["tickets"], **tally.interval(), "rss": api.rss(),
            "redis_used_mb": used}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=_int_env("SOAK_SECONDS", 600))
    parser.add_argument("--rate", type=float, default=float(_int_env("SOAK_RATE", 0, 0)),
                        help="requests/s (SOAK_RATE; default: half the measured peak)")
    parser.add_argument("--peak-seconds", type=float, default=20)
    parser.add_argument("--report-every", type=float,
                        default=_int_env("SOAK_REPORT_SECONDS", 30))
    parser.add_argument("--threads", type=int, default=32, help="client threads")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--server-threads", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, Redis(Path(tmp)) as store, \
            Gunicorn("service.wsgi:app", Path(tmp), args.workers, args.server_threads,
                     store.url, "soak") as api:
        work = Workload(Http(api.port), random.Random(1))
        rate = args.rate
        if rate <= 0:
            peak = measure_peak(work, args.threads, args.peak_seconds)
            rate = max(1.0, peak / 2)
            print(json.dumps({"peak_rps": round(peak, 1), "soak_rps": round(rate, 1),
                              "rss": api.rss()}), flush=True)
        summary = soak(work, api, store.url, rate, args.seconds, args.report_every,
                       args.threads)
        print(json.dumps(summary), flush=True)
    raise SystemExit(1 if summary["errors"] else 0)


if __name__ == "__main__":
    main()
