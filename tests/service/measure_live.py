"""Cross-instance live updates, measured: two gunicorn instances (deploy/gunicorn.conf.py,
2 workers each) on one real redis-server; an SSE subscriber on instance B follows a
session whose moves are all posted through instance A. For every move: the time from
sending the POST to A until its first event arrives on B's stream.

    .venv/bin/python -m tests.service.measure_live --moves 200

prints one JSON line (p50 / p95 / max in ms, and the POST round trip for comparison).
The test (test_sessions_live_multiprocess.py) runs the same with fewer moves and asserts
that every event arrives, never a time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from tests.deploy.harness import Gunicorn
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import HttpApi, bearer, concrete, create, get, move, tokens_of
from tests.service.sse_client import SseReader

Json = dict[str, Any]
INSTANCE_ENV = {"WEB_CONCURRENCY": "2", "THREADS": "1", "STREAM_MAX_CONNECTIONS": "4",
                "STREAM_HEARTBEAT_SECONDS": "2"}


class Follower:
    """Reads a stream in its own thread and notes when each event (by seq) arrived."""

    def __init__(self, reader: SseReader) -> None:
        self.reader = reader
        self.arrived: dict[int, float] = {}
        self.events: list[Json] = []
        self.ended: Json | None = None
        self.cond = threading.Condition()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            for _ in range(1_000_000):
                event = self.reader.next_data(timeout=30)
                now = time.perf_counter()
                if event is None:
                    return
                with self.cond:
                    if event.event == "end":
                        self.ended = event.json()
                    else:
                        body = event.json()
                        self.arrived[body["seq"]] = now
                        self.events.append(body)
                    self.cond.notify_all()
                if self.ended is not None:
                    return
        except (TimeoutError, OSError, AttributeError, ValueError):
            return  # the stream was closed under the reader (the run is over)

    def wait_for(self, seq: int, timeout: float) -> float | None:
        deadline = time.monotonic() + timeout
        with self.cond:
            while seq not in self.arrived:
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)
            return self.arrived[seq]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def summary(values: list[float]) -> Json:
    return {"n": len(values), "p50_ms": round(percentile(values, 50) * 1000, 2),
            "p95_ms": round(percentile(values, 95) * 1000, 2),
            "max_ms": round(max(values) * 1000, 2),
            "mean_ms": round(statistics.fmean(values) * 1000, 2)}


def run(a: Gunicorn, b: Gunicorn, moves: int, seed: int = 1) -> Json:
    """``moves`` random moves of a 4-human Hearts session posted to ``a``, followed on
    ``b``; the latencies and what the stream delivered."""
    api_a = HttpApi(f"http://127.0.0.1:{a.port}")
    created = create(api_a, "hearts", ["human"] * 4, seed=seed)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(seed)
    reader = SseReader(b.port, f"/v1/sessions/{sid}/events/stream"
                       f"?after={created['last_event']}", bearer(tokens[0]), timeout=30)
    assert reader.status == 200, reader.body()
    follower = Follower(reader)
    latencies: list[float] = []
    round_trips: list[float] = []
    missing: list[int] = []
    try:
        for _ in range(moves):
            views = {s: get(api_a, sid, t).json() for s, t in tokens.items() if s is not None}
            choices = [(s, v["legal_moves"]) for s, v in views.items() if v["legal_moves"]]
            if not choices:
                break
            seat, legal = rng.choice(choices)
            sent = time.perf_counter()
            answer = move(api_a, sid, tokens[seat], concrete(rng.choice(legal), rng)).json()
            round_trips.append(time.perf_counter() - sent)
            assert answer["legal"] is True, answer
            first = answer["events"][0]["seq"]
            arrived = follower.wait_for(first, timeout=10)
            if arrived is None:
                missing.append(first)
            else:
                latencies.append(arrived - sent)
        last = get(api_a, sid, tokens[0]).json()["last_event"]
        follower.wait_for(last, timeout=10)
    finally:
        reader.close()
        follower.thread.join(timeout=10)
    return {"sid": sid, "token": tokens[0], "after": created["last_event"],
            "latency": latencies, "round_trip": round_trips, "missing": missing,
            "streamed": list(follower.events)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        path = Path(tmp)
        redis = stack.enter_context(RedisServer(path))
        env = {"REDIS_URL": redis.url, **INSTANCE_ENV}
        a = Gunicorn(path / "a.log", env)
        b = Gunicorn(path / "b.log", env)
        stack.enter_context(a)
        stack.enter_context(b)
        result = run(a, b, args.moves)
    print(json.dumps({"moves": len(result["round_trip"]),
                      "missing": len(result["missing"]),
                      "a_post_to_b_stream": summary(result["latency"]),
                      "post_round_trip_on_a": summary(result["round_trip"])}))


if __name__ == "__main__":
    main()
