"""The store interface: one contract, both implementations (in-process and Redis)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import redis

from service.app import create_app
from service.resources.sessions import EXTENSION
from service.sessions.stores import (
    CasStatus,
    MemoryStore,
    RedisStore,
    SessionStore,
    StoreUnavailable,
    build_store,
)
from tests.service.redis_server import free_port
from tests.service.sessions_support import checking


@pytest.fixture(params=["embedded", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[SessionStore]:
    if request.param == "redis":
        made: SessionStore = RedisStore(request.getfixturevalue("redis_server").url, 60, 30,
                                        prefix="test")
    else:
        made = MemoryStore(60, 30)
    yield made
    made.close()


def sid(n: int = 0) -> str:
    return f"{time.monotonic_ns():020d}{n:02d}"[-22:]


def test_create_load_and_events(store):
    s = sid()
    assert store.load(s) == (None, None)
    store.create(s, 0, '{"a":1}', ["e1", "e2"])
    snapshot, record = store.load(s, "key")
    assert (snapshot.version, snapshot.doc, snapshot.events, record) == (0, '{"a":1}', 2, None)
    assert store.load_events(s, 0, 10)[1] == ["e1", "e2"]
    assert store.load_events(s, 1, 2)[1] == ["e2"]
    assert store.load_events(s, 5, 10)[1] == []
    assert store.load_events(s, 0, 0)[1] == []
    assert store.load_events("x" * 22, 0, 10) == (None, [])


def test_compare_and_set(store):
    s = sid()
    store.create(s, 0, "d0", ["e1"])
    applied = store.cas(s, 0, 1, "d1", ["e2", "e3"], "w1", ("k1", "r1"))
    assert applied.status is CasStatus.APPLIED
    snapshot, record = store.load(s, "k1")
    assert (snapshot.version, snapshot.doc, snapshot.events, record) == (1, "d1", 3, "r1")
    # A second writer of version 0 loses and learns the version.
    conflict = store.cas(s, 0, 1, "dX", ["eX"], "w2")
    assert conflict.status is CasStatus.CONFLICT and conflict.version == 1
    # The first writer retrying the same write (its answer was lost) is told it applied.
    assert store.cas(s, 0, 1, "d1", ["e2", "e3"], "w1").status is CasStatus.ALREADY_APPLIED
    # A used idempotency key answers its record, whatever the version.
    replay = store.cas(s, 1, 2, "d2", ["e4"], "w3", ("k1", "other"))
    assert replay.status is CasStatus.REPLAY and replay.record == "r1"
    assert store.load(s)[0].version == 1
    assert store.load_events(s, 0, 10)[1] == ["e1", "e2", "e3"]
    assert store.cas("y" * 22, 0, 1, "d", [], "w").status is CasStatus.GONE


def test_remember_and_delete(store):
    s = sid()
    store.create(s, 3, "d", [])
    assert store.remember(s, "k", "first") is None
    assert store.remember(s, "k", "second") == "first"
    assert store.load(s, "k")[1] == "first"
    assert store.delete(s) is True
    assert store.delete(s) is False
    assert store.load(s, "k") == (None, None)


def test_memory_store_expiry_with_a_clock():
    now = [1000.0]
    store = MemoryStore(10, 5, clock=lambda: now[0])
    store.create("a" * 22, 0, "d", [])
    store.create("b" * 22, 0, "d", [])
    now[0] += 6
    assert store.cas("b" * 22, 0, 1, "d", [], "w", ("k", "r")).status is CasStatus.APPLIED
    now[0] += 5  # a: 11 s idle; b: 5 s since its move; b's record: 5 s old
    assert store.load("a" * 22) == (None, None)
    snapshot, record = store.load("b" * 22, "k")
    assert snapshot is not None and record is None
    now[0] += 100
    store.create("c" * 22, 0, "d", [])  # sweeps
    assert len(store) == 1


def test_redis_keys_ttl_and_layout(redis_server):
    store = RedisStore(redis_server.url, 100, 50, prefix="ttl")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        s = sid(1)
        store.create(s, 0, "d", ["e"])
        key = f"ttl:{{{s}}}"
        assert client.hgetall(key) == {"v": "0", "d": "d", "w": ""}
        assert 99_000 < client.pttl(key) <= 100_000 and client.pttl(key + ":ev") > 99_000
        client.pexpire(key, 5_000)
        client.pexpire(key + ":ev", 5_000)
        store.cas(s, 0, 1, "d1", ["e1"], "w", ("k", "r"))
        assert client.pttl(key) > 99_000 and client.pttl(key + ":ev") > 99_000  # refreshed
        assert 49_000 < client.pttl(key + ":i:k") <= 50_000
        assert client.lrange(key + ":ev", 0, -1) == ["e", "e1"]
    finally:
        store.close()
        client.close()


def test_idempotency_records_never_outlive_sessions():
    assert MemoryStore(10, 3600).idempotency_ttl_seconds == 10


def test_redis_down_raises_store_unavailable_quickly():
    store = RedisStore(f"redis://127.0.0.1:{free_port()}/0", 60, 60, timeout_ms=200)
    try:
        started = time.monotonic()
        for call in (lambda: store.load(sid()), lambda: store.ping(),
                     lambda: store.create(sid(), 0, "d", []),
                     lambda: store.cas(sid(), 0, 1, "d", [], "w"),
                     lambda: store.remember(sid(), "k", "r"),
                     lambda: store.load_events(sid(), 0, 5), lambda: store.delete(sid())):
            with pytest.raises(StoreUnavailable) as info:
                call()
            assert info.value.kind == "redis" and info.value.retry_after >= 1
        assert time.monotonic() - started < 5
    finally:
        store.close()


def test_transient_redis_replies_are_unavailable_and_others_are_bugs():
    store = RedisStore("redis://127.0.0.1:1/0", 60, 60)
    try:
        def raise_(exc: Exception) -> None:
            raise exc
        for reply in ("READONLY You can't write against a read only replica.",
                      "LOADING Redis is loading the dataset in memory",
                      "MASTERDOWN Link with MASTER is down", "CLUSTERDOWN The cluster is down"):
            with pytest.raises(StoreUnavailable):
                store._call(lambda r=reply: raise_(redis.ResponseError(r)))
        with pytest.raises(redis.ResponseError):
            store._call(lambda: raise_(redis.ResponseError("ERR syntax error")))
    finally:
        store.close()


def test_build_store_follows_the_config(redis_server):
    assert isinstance(build_store({}), MemoryStore)
    made = build_store({"REDIS_URL": redis_server.url, "SESSION_TTL_SECONDS": 5,
                        "IDEMPOTENCY_TTL_SECONDS": 9, "REDIS_KEY_PREFIX": "p"})
    try:
        assert isinstance(made, RedisStore) and made.prefix == "p"
        assert (made.ttl_seconds, made.idempotency_ttl_seconds) == (5, 5)
    finally:
        made.close()


# ----- the HTTP side of an unreachable Redis --------------------------------------------------

def test_session_routes_503_while_stateless_routes_work(spec_schema):
    app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{free_port()}/0",
                      "REDIS_TIMEOUT_MS": 200})
    try:
        api = checking(app, spec_schema)
        token = {"Authorization": "Bearer stw_" + "A" * 43}
        sid_ = "A" * 22
        for method, path, body in [
                ("POST", "/v1/sessions", {"game": "hearts", "seats": [{"kind": "human"}] * 4}),
                ("GET", f"/v1/sessions/{sid_}", None),
                ("GET", f"/v1/sessions/{sid_}/events", None),
                ("POST", f"/v1/sessions/{sid_}/moves",
                 {"move": {"seat": 0, "type": "play", "card": "C2"}}),
                ("DELETE", f"/v1/sessions/{sid_}", None),
                ("GET", "/readyz", None)]:
            r = api.request(method, path, body, token)
            assert r.status == 503, (path, r.status, r.body)
            assert r.json()["code"] == "session_store_unavailable"
            assert r.headers["retry-after"] == "2"
            assert "127.0.0.1" not in r.json()["message"]
        assert api.request("GET", "/healthz").status == 200
        assert api.request("POST", "/v1/games/hearts/states", {"seed": 1}).status == 201
    finally:
        app.extensions[EXTENSION].close()
