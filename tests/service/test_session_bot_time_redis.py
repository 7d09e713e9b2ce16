"""``SESSION_BOT_SECONDS_PER_CLIENT`` on Redis: ONE bucket per client for every worker
and pod (`service.sessions.stores.redis_bot_time`), where it was one per process (a
client spread over W workers got W times the allowance).

Two apps on one real redis-server stand for two workers (or two pods): each has its own
`ClientBotTime`, and only Redis joins them. The bucket's arithmetic runs on Redis TIME,
so the tests move a bucket's stored time back instead of waiting (``t``, in ms). Redis
frozen (SIGSTOP) or not listening: each search is charged to the process's own bucket,
no error, never unlimited. A generous ``REDIS_TIMEOUT_MS`` where Redis must answer: a
loaded machine answering after the default 250 ms would open the breaker, and the
processes would count apart.
"""

from __future__ import annotations

import itertools
import logging
import math
import random
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from prometheus_client import REGISTRY

from service.quotas import ClientBotTime
from service.resources.sessions import EXTENSION
from service.sessions.stores.redis_bot_time import bucket_key
from tests.service.redis_server import RedisClusterServers, RedisServer, free_port
from tests.service.sessions_support import concrete, seats_spec
from tests.service.test_session_bot_time import (
    CLIENT_A,
    CLIENT_B,
    CREATOR,
    as_client,
    create,
    expert_searches,
    fallbacks,
    human_token,
    make_app,
)

pytestmark = pytest.mark.redis

_prefixes = itertools.count()
SIZE_MS = 250.0  # the bucket of SESSION_BOT_SECONDS_PER_CLIENT=1 (make_app): 15 s of refill
REFILL_MS_PER_MS = 1 / 60  # 1 s a minute


def unshared() -> float:
    return REGISTRY.get_sample_value("stichwerk_limit_unshared_total",
                                     {"limit": "session_bot_seconds_per_client"}) or 0.0


def redis_apps(url: str, count: int = 2, **settings: Any) -> tuple[str, list[Flask]]:
    """``count`` apps on one Redis (one key prefix of their own)."""
    prefix = f"bt{next(_prefixes)}"
    return prefix, [make_app(REDIS_URL=url, REDIS_KEY_PREFIX=prefix, REDIS_TIMEOUT_MS=5000,
                             **settings) for _ in range(count)]




def allowance(app: Flask) -> ClientBotTime:
    found = app.extensions[EXTENSION].client_bot_time
    assert isinstance(found, ClientBotTime)
    return found


def reserve(app: Flask, client: str, ms: int) -> int | None:
    """One request's search of ``ms``, reserved (what `BotTime` asks)."""
    return allowance(app).tab(client).reserve(ms)


@pytest.fixture
def apps(redis_server: RedisServer) -> Iterator[tuple[str, list[Flask]]]:
    prefix, made = redis_apps(redis_server.url)
    yield prefix, made
    for app in made:
        app.extensions[EXTENSION].close()


def test_two_workers_on_one_redis_spend_one_allowance_per_client(apps, redis_server):
    """A's create on the first app is charged to A's bucket in Redis (a full bucket is no
    key: the key is there, below full); once A owes time there (charged directly: a
    loaded machine gives a 20 ms search little CPU time, and the refill gives a search's
    20 ms back in about a second), A's next create on the SECOND app falls back, and
    B's create there searches with all three experts."""
    prefix, (first, second) = apps
    key = bucket_key(prefix, CLIENT_A)
    searched = expert_searches()
    create(first, CLIENT_A)
    assert expert_searches() >= searched + 3
    assert float(redis_server.client().hget(key, "l")) < SIZE_MS
    search = allowance(first).tab(CLIENT_A)
    assert search.reserve(20) == 20
    search.settle(60_020)  # a minute's debt
    counted, searched = fallbacks(), expert_searches()
    create(second, CLIENT_A)
    assert fallbacks() == counted + 1 and expert_searches() == searched
    create(second, CLIENT_B)
    assert fallbacks() == counted + 1 and expert_searches() >= searched + 3


def test_a_debt_run_up_on_one_worker_holds_the_clients_moves_on_another(apps):
    """The fast lane's session moves too: A's search on the first app reserved its whole
    bucket and used a minute more (a debt: an hour of refill); on the second, A's moves
    at a table a third client created never search. (Charged directly: what creates
    spend is CPU time, which a loaded machine gives a 20 ms search little of, and a
    bucket spent to its last milliseconds refills a search's 20 in a second.)"""
    _, (first, second) = apps
    search = allowance(first).tab(CLIENT_A)
    assert search.reserve(250) == 250
    search.settle(60_250)
    made = create(second, CREATOR)
    sid, token = made["id"], human_token(made)
    c = second.test_client()
    legal = c.get(f"/v1/sessions/{sid}",
                  headers=as_client(CLIENT_A, token)).get_json()["legal_moves"]
    rng = random.Random(5)
    counted, searched = fallbacks(), expert_searches()
    for _ in range(40):  # until one of A's moves gives the bots a turn
        r = c.post(f"/v1/sessions/{sid}/moves", json={"move": concrete(rng.choice(legal), rng)},
                   headers=as_client(CLIENT_A, token))
        assert r.status_code == 200 and r.get_json()["legal"], r.get_json()
        legal = r.get_json()["legal_moves"]
        if fallbacks() > counted:
            break
    assert fallbacks() == counted + 1 and expert_searches() == searched


def test_the_bucket_is_one_hash_tagged_pseudonymous_key_that_refills_and_expires(
        apps, redis_server):
    """Reserve, settle, refill (the stored time moved back), a debt, and the key's life:
    a full bucket is no key, a partial one expires when the refill would fill it."""
    prefix, (first, second) = apps
    redis = redis_server.client()
    key = bucket_key(prefix, CLIENT_A)
    try:
        tab = allowance(first).tab(CLIENT_A)
        assert tab.reserve(200) == 200
        assert redis.keys(f"{prefix}:*") == [key]  # one key: the digest, not the address
        assert CLIENT_A not in key and key.startswith(f"{prefix}:bot:{{") and key.endswith("}")
        assert reserve(second, CLIENT_A, 100) is None  # 50 left, for both
        tab.settle(20)  # the search used 20: 180 go back
        assert reserve(second, CLIENT_A, 200) == 200  # about 30 left
        assert reserve(first, CLIENT_A, 150) is None
        redis.hset(key, "t", float(redis.hget(key, "t")) - 6000)  # 6 s ago: 100 more
        assert reserve(first, CLIENT_A, 150) is None
        assert reserve(first, CLIENT_A, 120) == 120
        # ``l`` is stored to 3 decimals, the expiry worked out from the exact balance: the
        # stored value may be up to 0.0005 ms above it, 30 µs of expiry at 1 s a minute
        left = float(redis.hget(key, "l")) - 0.0005
        assert 0 < redis.pttl(key) <= math.ceil((SIZE_MS - left) / REFILL_MS_PER_MS) + 1
        redis.hset(key, "t", float(redis.hget(key, "t")) - 60_000)  # a minute idle: full
        debt = allowance(second).tab(CLIENT_A)
        assert debt.reserve(10) == 10
        debt.settle(310)  # 300 over its reservation: a debt of 60
        assert float(redis.hget(key, "l")) == pytest.approx(-60, abs=1)
        assert redis.pttl(key) > 15_000  # the debt is paid by the refill first
        # a client whose bucket is full again leaves no key behind
        other = allowance(first).tab(CLIENT_B)
        assert other.reserve(1) == 1
        assert 0 < redis.pttl(bucket_key(prefix, CLIENT_B)) <= 61
        other.settle(0)
        assert not redis.exists(bucket_key(prefix, CLIENT_B))
        # a bucket worked out by a master whose clock ran a minute ahead (a failover to a
        # replica behind it): no refill until then, and never a negative one
        seconds, micros = redis.time()
        ahead = seconds * 1000 + micros / 1000 + 60_000
        redis.hset(bucket_key(prefix, CLIENT_B), mapping={"l": "200", "t": f"{ahead:.3f}"})
        assert reserve(first, CLIENT_B, 200) == 200
    finally:
        redis.close()


def test_a_move_without_a_searching_bot_never_touches_the_bucket(apps, redis_server):
    """Heuristic and random seats search nothing: their client's bucket is never asked
    (no key); an expert seat's search is charged (a key)."""
    prefix, (first, _) = apps
    plain = {"game": "hearts", "seats": seats_spec("heuristic", "random", "heuristic",
                                                   "human")}
    r = first.test_client().post("/v1/sessions", json=plain, headers=as_client(CLIENT_B))
    assert r.status_code == 201
    redis = redis_server.client()
    try:
        assert not redis.exists(bucket_key(prefix, CLIENT_B))
        create(first, CLIENT_A)
        assert redis.exists(bucket_key(prefix, CLIENT_A))
    finally:
        redis.close()


def test_a_frozen_redis_charges_the_process_bucket_at_once_without_an_error(tmp_path):
    """SIGSTOP: the first reservation waits for one timeout (200 ms), opens the store's
    breaker and is taken from the process's bucket; the next ones send nothing and are
    taken there too, until that bucket is spent (never unlimited). Each is counted."""
    with RedisServer(tmp_path) as server:
        app = make_app(REDIS_URL=server.url, REDIS_KEY_PREFIX="frozen",
                       REDIS_TIMEOUT_MS=200, REDIS_BREAKER_SECONDS=30)
        store = app.extensions[EXTENSION].store
        redis = server.client()
        assert server.process is not None
        try:
            warm = allowance(app).tab(CLIENT_A)
            answered = unshared()
            assert warm.reserve(20) == 20  # a warm connection, a shared reservation
            warm.settle(20)
            assert unshared() == answered  # Redis answered: nothing charged apart
            sent = redis.info("commandstats")["cmdstat_evalsha"]["calls"]
            before = unshared()
            server.process.send_signal(signal.SIGSTOP)
            try:
                granted = [reserve(app, CLIENT_A, 20) for _ in range(20)]
                assert store.breaker.is_open
            finally:
                server.process.send_signal(signal.SIGCONT)
            # the process's bucket: 250 ms, 12 searches of 20 (13 if it refilled 10 ms)
            assert granted[:12] == [20] * 12 and granted[-1] is None, granted
            assert unshared() == before + 20
            assert redis.info("commandstats")["cmdstat_evalsha"]["calls"] <= sent + 1
        finally:
            app.extensions[EXTENSION].close()
            redis.close()


def test_no_redis_listening_charges_the_process_bucket_without_an_error(caplog, tmp_path):
    """Nothing on REDIS_URL's port (refused at once: no breaker): every reservation is
    taken from the process's bucket, and refused once that is spent. The process says
    once that it counts by itself (the store logs each failed call), and once that Redis
    answers again when a redis-server then listens there."""
    port = free_port()
    app = make_app(REDIS_URL=f"redis://127.0.0.1:{port}/0", REDIS_TIMEOUT_MS=200)
    before = unshared()
    with caplog.at_level(logging.INFO, logger="service.quotas"):
        granted = [reserve(app, CLIENT_A, 20) for _ in range(20)]
    assert granted[:12] == [20] * 12 and granted[-1] is None, granted
    assert unshared() == before + 20
    assert reserve(app, CLIENT_B, 20) == 20  # another client's bucket of the process
    said = [r for r in caplog.records if r.name == "service.quotas"]
    assert [r.levelname for r in said] == ["WARNING"], said
    assert "counts each client's bot time itself" in said[0].getMessage()
    assert CLIENT_A not in said[0].getMessage()
    with RedisServer(tmp_path, port=port), caplog.at_level(logging.INFO,
                                                          logger="service.quotas"):
        assert reserve(app, "198.51.100.99", 20) == 20  # a fresh client: Redis's bucket
        assert reserve(app, "198.51.100.99", 20) == 20
    said = [r for r in caplog.records if r.name == "service.quotas"]
    assert [r.levelname for r in said] == ["WARNING", "INFO"], said
    assert "answers again" in said[1].getMessage()
    app.extensions[EXTENSION].close()


@pytest.mark.slow
def test_the_bot_time_of_a_client_is_shared_through_a_redis_cluster(tmp_path):
    """Ten clients, their buckets spread over three masters (hash tags): each spends its
    bucket on one app and is refused on the other."""
    with RedisClusterServers(tmp_path) as cluster:
        prefix, (first, second) = redis_apps(cluster.url)
        try:
            clients = [f"10.0.0.{i}" for i in range(10)]
            for client in clients:
                assert reserve(first, client, 250) == 250
                assert reserve(second, client, 20) is None
            on_nodes = [node.keys(f"{prefix}:*") for node in cluster.nodes]
            assert sorted(k for keys in on_nodes for k in keys) == sorted(
                bucket_key(prefix, c) for c in clients)
            assert sum(1 for keys in on_nodes if keys) >= 2  # spread over the masters
        finally:
            for app in (first, second):
                app.extensions[EXTENSION].close()
