"""Probe latency of /healthz during an attack, for one server setup (loopback only).

    .venv/bin/python -m tests.deploy.measure --server serve                   # make run
    .venv/bin/python -m tests.deploy.measure --server gunicorn --env THREADS=4 \\
        --env WORKER_CLASS=gthread                                            # before
    .venv/bin/python -m tests.deploy.measure --server gunicorn --redis \\
        --env WEB_CONCURRENCY=2 --env THREADS=1 --nginx                       # the deploy
    ... --attack search      # 2 concurrent expert searches (budget 3 s) instead
    ... --attack search --searches 8 --budget-ms 5000   # 8 at the largest budget_ms

Attacks: ``slow`` (50 idle + 50 trickling connections from 127.0.0.1, kept open and
reopened for the whole run), ``search`` (2 concurrent ``/bot-moves`` at budget 3000 ms,
repeated; ``--searches`` and ``--budget-ms`` change both; the answers are counted by
status: 503 ``search_capacity_exhausted`` is a refused search), ``none``. The probes
come from 127.0.0.2, one every 0.25 s, 3 s timeout each. Prints one JSON line: the
setup, the attack's counters and the probe summary.
"""

from __future__ import annotations

import argparse
import collections
import json
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from tests.deploy.harness import (
    ATTACKER,
    Gunicorn,
    Nginx,
    Process,
    Served,
    SlowClients,
    http_get,
    probe_series,
    summary,
)
from tests.service.redis_server import RedisServer


class Searches:
    """``concurrency`` threads posting expert /bot-moves searches until stopped."""

    def __init__(self, port: int, concurrency: int = 2, budget_ms: int = 3000,
                 duration: float = 15.0) -> None:
        self.port, self.concurrency, self.budget_ms = port, concurrency, budget_ms
        self.deadline = time.monotonic() + duration
        self.done = 0
        self.statuses: collections.Counter[int] = collections.Counter()
        self.codes: collections.Counter[str] = collections.Counter()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, daemon=True)
                         for _ in range(concurrency)]

    def _run(self) -> None:
        status, _, raw = http_get(self.port, "/v1/games/hearts/states", timeout=10,
                                  source=ATTACKER, method="POST", body=b'{"seed": 7}',
                                  headers={"Content-Type": "application/json"})
        assert status == 201, raw
        body = json.dumps({"state": json.loads(raw)["state"], "level": "expert",
                           "budget_ms": self.budget_ms,
                           "iterations": 100_000}).encode()
        while not self._stop.is_set() and time.monotonic() < self.deadline:
            try:
                status, _, answer = http_get(self.port, "/v1/games/hearts/bot-moves",
                                             timeout=30, source=ATTACKER, method="POST",
                                             body=body,
                                             headers={"Content-Type": "application/json"})
            except OSError:
                time.sleep(0.1)
                continue
            with self._lock:
                self.done += 1
                self.statuses[status] += 1
                if status != 200:
                    try:
                        self.codes[json.loads(answer).get("code", "?")] += 1
                    except ValueError:
                        self.codes["not_json"] += 1
            if status != 200:
                time.sleep(0.05)  # a refused attacker comes straight back (almost)

    @property
    def stats(self) -> dict[str, Any]:
        with self._lock:
            return {"searches_done": self.done,
                    "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
                    "codes": dict(self.codes)}

    def __enter__(self) -> Searches:
        for t in self._threads:
            t.start()
        time.sleep(0.5)
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(timeout=40)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", choices=["gunicorn", "serve"], default="serve")
    parser.add_argument("--env", action="append", default=[], metavar="K=V",
                        help="server environment (repeatable)")
    parser.add_argument("--nginx", action="store_true", help="probe and attack via nginx")
    parser.add_argument("--nginx-env", action="append", default=[], metavar="K=V")
    parser.add_argument("--redis", action="store_true", help="start redis-server, set "
                        "REDIS_URL")
    parser.add_argument("--attack", choices=["slow", "search", "none"], default="slow")
    parser.add_argument("--probes", type=int, default=60)
    parser.add_argument("--searches", type=int, default=2, help="concurrent searches")
    parser.add_argument("--budget-ms", type=int, default=3000, help="their budget_ms")
    args = parser.parse_args()
    env = dict(kv.split("=", 1) for kv in args.env)
    nginx_env = dict(kv.split("=", 1) for kv in args.nginx_env)

    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        tmpdir = Path(tmp)
        if args.redis:
            redis = stack.enter_context(RedisServer(tmpdir))
            env["REDIS_URL"] = redis.url
        cls = Gunicorn if args.server == "gunicorn" else Served
        server: Process = stack.enter_context(cls(tmpdir / "server.log", env))
        front: Process = server
        if args.nginx:
            front = stack.enter_context(Nginx(tmpdir / "nginx", server.port, nginx_env))
        duration = args.probes * 3.25 + 5  # an upper bound: the attack lasts as long as the probes
        attack: Any = None
        if args.attack == "slow":
            attack = stack.enter_context(SlowClients(front.port, duration=duration))
            time.sleep(1.0)  # let the connections settle in
        elif args.attack == "search":
            attack = stack.enter_context(Searches(front.port, args.searches, args.budget_ms,
                                                  duration=duration))
        latencies = probe_series(front.port, count=args.probes)
        counters = attack.stats if attack else {}
        print(json.dumps({"server": args.server, "env": env | {"REDIS_URL": "…"} if
                          args.redis else env, "nginx": args.nginx, "attack": args.attack,
                          **counters, **summary(latencies)}), flush=True)


if __name__ == "__main__":
    main()
