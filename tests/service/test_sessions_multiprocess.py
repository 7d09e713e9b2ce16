"""Many workers, many machines: two separately started service instances (gunicorn with
``deploy/gunicorn.conf.py``, 2 workers each) share one Redis (with an append-only file,
so it can be restarted). Everything goes over real HTTP to 127.0.0.1.

* one match driven alternately through both instances;
* a race: many concurrent posts of the same and of different moves to one session, sent
  to both instances; afterwards the version advanced exactly once per applied move and
  the stored state decodes and agrees with the event log;
* Redis stopped in the middle of a match: session routes 503 with ``Retry-After``,
  stateless routes 200, ``/readyz`` 503; Redis started again: the same session goes on,
  intact, without restarting the service;
* no token ever reaches a log line.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import pytest

from engine.registry import get_game
from service.sessions.stores import RedisStore
from tests.service.redis_server import RedisServer, free_port
from tests.service.sessions_support import (
    HttpApi,
    Json,
    Resp,
    choose,
    create,
    events,
    get,
    move,
    run_threads,
    tokens_of,
)

pytestmark = [pytest.mark.redis, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]


class Instance:
    """``gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`` on a free port."""

    def __init__(self, redis_url: str, log: Path) -> None:
        self.port = free_port()
        self.log_path = log
        self.log: IO[bytes] | None = None
        self.process: subprocess.Popen[bytes] | None = None
        self.env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(self.port),
                    "WEB_CONCURRENCY": "2", "THREADS": "1", "REDIS_URL": redis_url,
                    "LOG_LEVEL": "info", "PYTHONUNBUFFERED": "1"}

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
             "service.wsgi:app"], cwd=REPO, env=self.env, stdin=subprocess.DEVNULL,
            stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 60.0) -> None:
        api = HttpApi(self.url, timeout=2.0)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process is not None and self.process.poll() is None, self.output()
            try:
                if api.request("GET", "/readyz").status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        pytest.fail(f"gunicorn on port {self.port} did not become ready:\n{self.output()}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
            self.process = None
        if self.log is not None:
            self.log.close()
            self.log = None

    def output(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


@dataclass
class Cluster:
    redis: RedisServer
    instances: list[Instance]
    store: RedisStore
    tokens: set[str] = field(default_factory=set)

    def api(self) -> HttpApi:
        return HttpApi(*(i.url for i in self.instances))

    def remember(self, created: Json) -> None:
        self.tokens.update(tokens_of(created).values())

    def stored(self, sid: str) -> tuple[int, Json, list[Json]]:
        """The session as Redis holds it: version, doc, event entries."""
        snapshot, raw = self.store.load_events(sid, 0, 100_000)
        assert snapshot is not None
        return snapshot.version, json.loads(snapshot.doc), [json.loads(e) for e in raw]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    directory = tmp_path_factory.mktemp("cluster")
    redis = RedisServer(directory, persistent=True)
    redis.start()
    instances = [Instance(redis.url, directory / f"gunicorn-{i}.log") for i in range(2)]
    store = RedisStore(redis.url, 3600, 3600)
    try:
        for instance in instances:
            instance.start()
        for instance in instances:
            instance.wait_ready()
        yield Cluster(redis, instances, store)
    finally:
        for instance in instances:
            instance.stop()
        store.close()
        redis.stop()


def check_log_consistency(cluster: Cluster, sid: str) -> tuple[int, Json]:
    """The stored state decodes, and its version equals the number of applied moves: every
    move logged its events with the version it led to, versions 1..V each exactly once,
    in order."""
    version, doc, entries = cluster.stored(sid)
    game = get_game(doc["game"])
    state = game.decode(doc["state"])
    assert game.encode(state)["version"] == version
    assert [e["q"] for e in entries] == list(range(1, len(entries) + 1))
    versions = [e["v"] for e in entries[1:]]  # after session_started
    assert versions == sorted(versions)
    assert sorted(set(versions)) == list(range(versions[0] if versions else 1, version + 1))
    assert doc["seq"] == len(entries)
    return version, doc


def play_on(api: HttpApi, sid: str, tokens: dict[int | None, str], rng: random.Random,
            steps: int | None = None) -> Json:
    """Random legal moves of the human seats, each request to the next instance."""
    humans = {s: t for s, t in tokens.items() if s is not None}
    n = 0
    while steps is None or n < steps:
        views = {s: get(api, sid, t).json() for s, t in humans.items()}
        if next(iter(views.values()))["status"] == "finished":
            return views
        picked = choose(views, rng)
        assert picked is not None
        seat, mv = picked
        r = move(api, sid, humans[seat], mv)
        assert r.status == 200 and r.json()["legal"], (mv, r.body)
        n += 1
    return {s: get(api, sid, t).json() for s, t in humans.items()}


# ----- one match, two instances ------------------------------------------------------------------

def test_a_match_alternates_between_two_instances(cluster):
    api = cluster.api()
    created = create(api, "watten", ["human", "random", "human", "random"], seed=31,
                     options={"target": 7})
    cluster.remember(created)
    sid, tokens = created["id"], tokens_of(created)
    final = play_on(api, sid, tokens, random.Random(31))
    assert set(api.used) == {0, 1}
    assert all(a != b for a, b in zip(api.used, api.used[1:], strict=False))
    assert final[0]["status"] == "finished"
    version, _ = check_log_consistency(cluster, sid)
    assert final[0]["version"] == version
    for instance in range(2):
        r = api.request("GET", f"/v1/sessions/{sid}/events?limit=1000",
                        headers={"Authorization": f"Bearer {tokens[None]}"}, target=instance)
        assert r.status == 200 and r.json()["last_event"] == final[0]["last_event"]


# ----- the race ---------------------------------------------------------------------------------

def _applied(results: list[Resp]) -> list[Json]:
    assert all(r.status in (200, 409) for r in results), [(r.status, r.body) for r in results]
    return [r.json() for r in results if r.status == 200 and r.json()["legal"]
            and "idempotent-replayed" not in r.headers]


def test_concurrent_posts_through_both_instances(cluster):
    api = cluster.api()
    created = create(api, "hearts", ["human"] * 4, seed=77, dealer=0)
    cluster.remember(created)
    sid, tokens = created["id"], tokens_of(created)
    hands = {s: get(api, sid, tokens[s]).json()["view"]["hands"][s] for s in range(4)}
    # Passing: per seat the same pass 5 times (2 with one Idempotency-Key, 3 without),
    # a different pass 3 times, and 2 posts with a stale expected_version.
    calls, keys = [], []
    for s in range(4):
        a, b = hands[s][:3], hands[s][3:6]
        plan = [(a, f"k{s}", None)] * 2 + [(a, None, None)] * 3 + [(b, None, None)] * 3 \
            + [(b, None, 0)] * 2
        for cards, key, expected in plan:
            keys.append(key)
            calls.append(lambda t=tokens[s], s=s, cards=cards, key=key, ex=expected: move(
                api, sid, t, {"seat": s, "type": "pass", "cards": cards},
                expected_version=ex, key=key))
    results = run_threads(calls)
    applied = _applied(results)
    assert len(applied) == 4, [r.body for r in results]
    # Posts with one Idempotency-Key all answer the first answer (applied or rejected).
    for key in {k for k in keys if k}:
        answers = [r for k, r in zip(keys, results, strict=True) if k == key]
        assert all(r.body == answers[0].body for r in answers)
        assert sum("idempotent-replayed" not in r.headers for r in answers) == 1
    codes = {r.json()["code"] for r in results if r.status == 409}
    assert codes <= {"stale_version"}
    version, doc = check_log_consistency(cluster, sid)
    assert version == 4 and doc["state"]["phase"] == "play"
    passed = doc["state"]["passed"]
    assert all(sorted(passed[s]) in (sorted(hands[s][:3]), sorted(hands[s][3:6]))
               for s in range(4))
    # Playing: every seat posts every card it holds, twice each, at once, through both
    # instances; some posts also carry the version they saw.
    for round_ in range(4):
        views = {s: get(api, sid, tokens[s]).json() for s in range(4)}
        before = views[0]["version"]
        calls = []
        for s in range(4):
            for i, card in enumerate(views[s]["view"]["hands"][s]):
                mv = {"seat": s, "type": "play", "card": card}
                calls.append(lambda t=tokens[s], mv=mv: move(api, sid, t, mv))
                calls.append(lambda t=tokens[s], mv=mv, ex=before if i % 2 else None: move(
                    api, sid, t, mv, expected_version=ex))
        results = run_threads(calls)
        applied = _applied(results)
        version, doc = check_log_consistency(cluster, sid)
        assert version == before + len(applied) and applied, round_
        assert sorted(a["version"] for a in applied) == list(range(before + 1, version + 1))
        played = [e for e in events(api, sid, tokens[None], after=views[0]["last_event"])
                  .json()["events"] if e["type"] == "card_played"]
        assert len(played) == len(applied)
        assert sum(len(h) for h in doc["state"]["hands"]) == 52 - sum(
            len(t["cards"]) for t in doc["state"]["tricks"]) - len(doc["state"]["trick"][
                "cards"])


# ----- Redis down and back -----------------------------------------------------------------------

def test_redis_restart_in_the_middle_of_a_match(cluster):
    api = cluster.api()
    created = create(api, "watten", ["human", "random", "human", "random"], seed=55,
                     options={"target": 7})
    cluster.remember(created)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(55)
    play_on(api, sid, tokens, rng, steps=4)
    before = {s: get(api, sid, t).json() for s, t in tokens.items()}
    stored_before = cluster.stored(sid)

    cluster.redis.stop()
    try:
        seat = next(s for s in (0, 2) if before[s]["legal_moves"])
        mv = before[seat]["legal_moves"][0]
        for target in range(2):
            for method, path, body in [
                    ("GET", f"/v1/sessions/{sid}", None),
                    ("GET", f"/v1/sessions/{sid}/events", None),
                    ("POST", f"/v1/sessions/{sid}/moves", {"move": mv}),
                    ("POST", "/v1/sessions", {"game": "watten",
                                              "seats": [{"kind": "human"}] * 4})]:
                r = api.request(method, path, body, {"Authorization": f"Bearer {tokens[seat]}"},
                                target=target)
                assert r.status == 503, (path, r.status, r.body)
                assert r.json()["code"] == "session_store_unavailable"
                assert int(r.headers["retry-after"]) >= 1
            ready = api.request("GET", "/readyz", target=target)
            assert ready.status == 503 and ready.json()["code"] == "session_store_unavailable"
            assert api.request("GET", "/healthz", target=target).status == 200
            assert api.request("GET", "/v1/games", target=target).status == 200
            state = api.request("POST", "/v1/games/watten/states", {"seed": 1}, target=target)
            assert state.status == 201
            legal_moves = api.request("POST", "/v1/games/watten/legal-moves",
                                      {"state": state.json()["state"]}, target=target)
            assert legal_moves.status == 200
    finally:
        cluster.redis.start()

    deadline = time.monotonic() + 15
    for target in range(2):
        while api.request("GET", "/readyz", target=target).status != 200:
            assert time.monotonic() < deadline, "the service did not recover"
            time.sleep(0.1)
    after = {s: get(api, sid, t).json() for s, t in tokens.items()}
    assert after == before  # nothing lost, nothing changed
    assert cluster.stored(sid) == stored_before
    final = play_on(api, sid, tokens, rng)
    assert final[0]["status"] == "finished"
    check_log_consistency(cluster, sid)


# ----- logs --------------------------------------------------------------------------------------

def test_no_token_in_the_logs(cluster):
    # a session of its own (under xdist this test can be the module's only one on its
    # worker), played a little on both instances, besides those of the tests before it
    api = cluster.api()
    created = create(api, "hearts", ["human"] * 4, seed=5, dealer=0)
    cluster.remember(created)
    cluster.tokens.add(created["host_token"])
    play_on(api, created["id"], tokens_of(created), random.Random(5), steps=4)
    assert len(cluster.tokens) >= 6  # the host's, the spectator's, the four seats'
    text = "".join(i.output() for i in cluster.instances)
    # the (JSON) access log is there
    assert '"method": "POST", "route": "/v1/sessions", "status": 201' in text
    for token in cluster.tokens:
        assert token not in text and token[4:] not in text
