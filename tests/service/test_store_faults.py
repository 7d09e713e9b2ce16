"""Store faults with a REAL redis-server, never a built exception: a read-only replica
(``REPLICAOF``), a full Redis (``maxmemory``), a paused one (``CLIENT PAUSE``), a lost
write; and the bounds of issue 11 at the HTTP level (MAX_SESSIONS, SESSION_MAX_TARGET,
SESSION_MAX_EVENTS, SESSION_MAX_IDEMPOTENCY_RECORDS, ``after``).

The freeze of a whole gunicorn deployment (SIGSTOP, CLIENT PAUSE, 8 clients) is in
tests/deploy/test_store_freeze.py."""

from __future__ import annotations

import json
import random
import re
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from limits.storage import storage_from_string

from service.app import create_app
from service.ratelimit import limiter_storage
from service.resources.live import LIVE_EXTENSION
from service.resources.sessions import EXTENSION
from service.sessions.stores import RedisStore, StoreUnavailable, eventchunks
from service.sessions.stores.breaker import CircuitBreaker
from service.sessions.stores.redis_store import classify
from service.sessions.tickets import Grant
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import (
    bearer,
    checking,
    concrete,
    create,
    events,
    get,
    move,
    tokens_of,
)

pytestmark = pytest.mark.redis


def redis_app(url: str, spec_schema: Any, **config: Any) -> tuple[Any, Any]:
    app = create_app({"TESTING": True, "REDIS_URL": url, "REDIS_KEY_PREFIX": "faults",
                      **config})
    return app, checking(app, spec_schema)


def close(*apps: Any) -> None:
    for app in apps:
        app.extensions[EXTENSION].close()


def first_move(api: Any, sid: str, token: str, rng: random.Random) -> dict[str, Any]:
    body = get(api, sid, token).json()
    return concrete(body["legal_moves"][0], rng)


# ----- a read-only replica ----------------------------------------------------------------------

@pytest.fixture
def master_and_replica(tmp_path: Path) -> Iterator[tuple[RedisServer, RedisServer]]:
    (tmp_path / "m").mkdir()
    (tmp_path / "r").mkdir()
    with RedisServer(tmp_path / "m") as master, RedisServer(tmp_path / "r") as replica:
        yield master, replica


def test_a_read_only_replica_answers_503_for_writes_and_serves_reads(
        master_and_replica, spec_schema):
    master, replica = master_and_replica
    on_master, api_m = redis_app(master.url, spec_schema)
    on_replica, api_r = redis_app(replica.url, spec_schema)
    client_m, client_r = master.client(), replica.client()
    try:
        created = create(api_m, "hearts", ["human"] * 4)
        sid, token = created["id"], tokens_of(created)[0]
        client_r.replicaof("127.0.0.1", master.port)  # a real replica, read-only
        deadline = time.monotonic() + 15
        while client_r.info("replication")["master_link_status"] != "up":
            assert time.monotonic() < deadline, "the replica did not sync"
            time.sleep(0.05)
        assert client_m.wait(1, 5000) == 1
        assert get(api_r, sid, token).status == 200  # reads work on a replica
        assert events(api_r, sid, token).status == 200
        rng = random.Random(1)
        for method, path, body, headers in [
                ("POST", "/v1/sessions", {"game": "hearts", "seats": [{"kind": "human"}] * 4},
                 {}),
                ("POST", f"/v1/sessions/{sid}/moves", {"move": first_move(api_r, sid, token,
                                                                           rng)},
                 {"Authorization": f"Bearer {token}", "Idempotency-Key": "k1"}),
                ("DELETE", f"/v1/sessions/{sid}", None,
                 {"Authorization": f"Bearer {created['host_token']}"}),
                ("GET", "/readyz", None, {})]:
            r = api_r.request(method, path, body, headers)
            assert (r.status, r.json()["code"]) == (503, "session_store_unavailable"), path
            assert int(r.headers["retry-after"]) >= 1
        assert api_m.request("GET", "/readyz").status == 200
        assert get(api_m, sid, token).json()["version"] == created["version"]  # untouched
    finally:
        close(on_master, on_replica)
        client_m.close()
        client_r.close()


# ----- maxmemory --------------------------------------------------------------------------------

def test_a_full_redis_answers_503_store_full_serves_reads_and_ends_sessions(
        redis_server, spec_schema, tmp_path):
    with RedisServer(tmp_path, extra=["--maxmemory-policy", "noeviction"]) as server:
        app, api = redis_app(server.url, spec_schema)
        client = server.client()
        try:
            created = create(api, "hearts", ["human"] * 4)
            sid, token = created["id"], tokens_of(created)[0]
            ended = create(api, "hearts", ["human"] * 4)
            used = int(client.info("memory")["used_memory"])
            client.config_set("maxmemory", used + 256 * 1024)
            with pytest.raises(redis.exceptions.OutOfMemoryError):
                for i in range(10_000):  # ≈ 4 MB at most: far beyond the 256 kB of room
                    client.set(f"junk:{i}", "x" * 400)
            # Full, with a margin: Redis frees a little by itself (idle clients' query
            # buffers, keys that expire, such as the readiness key), which must not let
            # a write through on a slow machine.
            client.config_set("maxmemory", int(client.info("memory")["used_memory"]) - 65536)
            mv = first_move(api, sid, token, random.Random(2))
            for r in (api.request("POST", "/v1/sessions",
                                  {"game": "hearts", "seats": [{"kind": "human"}] * 4}),
                      move(api, sid, token, mv),
                      api.request("POST", f"/v1/sessions/{sid}/stream-tickets",
                                  headers={"Authorization": f"Bearer {token}"}),
                      api.request("GET", "/readyz")):
                assert (r.status, r.json()["code"]) == (503, "session_store_full"), r.body
                assert r.headers["retry-after"] == "30"  # README: a full Redis, 30 s
            assert get(api, sid, token).json()["version"] == created["version"]
            assert events(api, sid, token).status == 200
            # Ending a session frees memory: the host can, also when Redis is full.
            host = {"Authorization": f"Bearer {ended['host_token']}"}
            assert api.request("DELETE", f"/v1/sessions/{ended['id']}", headers=host).status \
                == 204
            assert get(api, ended["id"], ended["host_token"]).status == 404
            client.config_set("maxmemory", 0)
            assert move(api, sid, token, mv).json()["legal"] is True
        finally:
            close(app)
            client.close()


def test_a_database_number_redis_does_not_have_is_503_not_500(redis_server, spec_schema):
    """REDIS_URL naming database 16 of a Redis with 16 (0…15): every session route and
    /readyz answered 500 with a logged stack (audit). It is the deployment's setting, as
    wrong credentials are: 503 session_store_unavailable, the stateless routes working.
    A number SELECT can never take stops the start."""
    from service.config import Config, ConfigError

    url = redis_server.url.rsplit("/", 1)[0] + "/16"
    app, api = redis_app(url, spec_schema)
    try:
        for r in (api.request("POST", "/v1/sessions",
                              {"game": "hearts", "seats": [{"kind": "human"}] * 4}),
                  api.request("GET", "/readyz")):
            assert (r.status, r.json()["code"]) == (503, "session_store_unavailable"), r.body
            assert int(r.headers["retry-after"]) >= 1
        assert api.request("POST", "/v1/games/hearts/states", {"seed": 1}).status == 201
    finally:
        close(app)
    for bad in ("/2147483648", "/0?db=-1"):
        with pytest.raises(ConfigError, match="REDIS_URL: the database number must be from "
                                              "0 to 2147483647"):
            Config.from_env({"REDIS_URL": redis_server.url.rsplit("/", 1)[0] + bad})


def test_a_503_store_unavailable_says_unavailable_not_full(redis_server, spec_schema):
    """The code says which of the two 503s it is (README, Redis faults): the store cannot
    be reached, or it is full. The human text of ``session_store_unavailable`` (``message``
    and ``errors``) says the same, never that the store is full."""
    url = redis_server.url.rsplit("/", 1)[0] + "/16"  # no such database: unavailable
    app, api = redis_app(url, spec_schema)
    try:
        r = api.request("POST", "/v1/sessions", {"game": "hearts",
                                                 "seats": [{"kind": "human"}] * 4})
        body = r.json()
        assert (r.status, body["code"]) == (503, "session_store_unavailable"), body
        for text in (body["message"], *body["errors"].values()):
            assert "unavailable" in text and "full" not in text, body
    finally:
        close(app)


def test_classify_keeps_unknown_reply_errors_as_bugs():
    assert classify("redis", redis.exceptions.ResponseError("ERR syntax error")) is None
    assert classify("redis", redis.exceptions.ResponseError("WRONGTYPE Operation")) is None
    assert classify("redis", redis.exceptions.ResponseError(
        "MISCONF Redis is configured to save RDB snapshots")).code == \
        "session_store_unavailable"


# ----- a paused Redis: one attempt, then the breaker --------------------------------------------

def settled(read: Any, done: Any) -> Any:
    """``read()`` until ``done(value)``: after SIGCONT Redis runs what was queued while it
    was stopped, in an order of its own (bounded: 5 s)."""
    deadline = time.monotonic() + 5
    value = read()
    while not done(value) and time.monotonic() < deadline:
        time.sleep(0.02)
        value = read()
    return value


def fast_and_patient(url: str, prefix: str, breaker: float) -> tuple[RedisStore, RedisStore]:
    """The store under test (200 ms timeout) with a warm pooled connection, and a patient
    one (5 s) for setup and checks, so a busy test machine cannot fail them."""
    fast = RedisStore(url, 60, 60, prefix=prefix, timeout_ms=200, breaker_seconds=breaker)
    patient = RedisStore(url, 60, 60, prefix=prefix, timeout_ms=5000)
    for _ in range(10):  # bounded: a CPU-starved redis-server may miss 200 ms once
        try:
            fast.load("W" * 22)
            break
        except StoreUnavailable:
            time.sleep(breaker + 0.05)
    return fast, patient


def test_a_timed_out_write_is_sent_once_and_the_breaker_answers_at_once(tmp_path):
    """SIGSTOP keeps what the client sent in the kernel's socket buffer: after SIGCONT
    Redis executes every copy that was sent, so the command statistics count the sends
    (redis-py's default Retry would send the timed-out script again, up to 10 times)."""
    with RedisServer(tmp_path) as server:
        client = server.client()
        sid = "P" * 22
        store, patient = fast_and_patient(server.url, "pause", 1.0)
        assert server.process is not None
        try:
            assert patient.create(sid, 0, "d0", [(1, "e1")], "w0").status.value == "applied"
            patient.cas("Q" * 22, 0, 1, "d", [], "w")  # the CAS script is loaded: no NOSCRIPT
            before = client.info("commandstats")["cmdstat_evalsha"]["calls"]
            server.process.send_signal(signal.SIGSTOP)
            try:
                started = time.monotonic()
                with pytest.raises(StoreUnavailable):
                    store.cas(sid, 0, 1, "d1", [(2, "e2")], "w1")
                assert time.monotonic() - started < 0.9  # one timeout, no retry
                # The breaker is open: the next call fails at once, without waiting.
                started = time.monotonic()
                with pytest.raises(StoreUnavailable) as info:
                    store.load(sid)
                # (well under the 200 ms timeout a try would wait for the stopped server)
                assert time.monotonic() - started < 0.15 and info.value.retry_after == 1
            finally:
                server.process.send_signal(signal.SIGCONT)
            snapshot = settled(lambda: patient.load(sid)[0], lambda s: s.version == 1)
            assert (snapshot.version, snapshot.events, snapshot.write_id) == (1, 2, "w1")
            after = client.info("commandstats")["cmdstat_evalsha"]["calls"]
            assert after - before == 2  # the timed-out CAS, sent once, and the check
            time.sleep(1.1)  # the breaker lets a call through again
            assert store.load(sid)[0] == snapshot
        finally:
            store.close()
            patient.close()
            client.close()


def test_redis_py_does_not_retry_a_timed_out_command_by_itself(tmp_path):
    """"redis-py never retries by itself ... the client is built with
    ``Retry(NoBackoff(), 0)``" (README, store faults): the readiness write (`ping`, on
    redis-py's own command path) that times out against a stopped Redis is not tried
    again on a new connection; after SIGCONT Redis has seen no connection and one SET
    more than before."""
    with RedisServer(tmp_path) as server:
        client = server.client()
        store = RedisStore(server.url, 60, 60, prefix="noretry", timeout_ms=200,
                           breaker_seconds=0)
        assert server.process is not None
        try:
            store.ping()  # a warm pooled connection (the readiness write)
            connections = client.info("stats")["total_connections_received"]
            sets = client.info("commandstats")["cmdstat_set"]["calls"]
            server.process.send_signal(signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable):
                    store.ping()
            finally:
                server.process.send_signal(signal.SIGCONT)
            done = settled(lambda: client.info("commandstats")["cmdstat_set"]["calls"],
                           lambda calls: calls > sets)
            assert done == sets + 1
            assert client.info("stats")["total_connections_received"] == connections
        finally:
            store.close()
            client.close()


def test_readiness_writes_a_key_that_lives_ten_seconds(redis_server):
    """`/readyz` proves the store can WRITE: "it sets ``<prefix>:readyz`` with a 10 s
    TTL" (README, store faults)."""
    store = RedisStore(redis_server.url, 60, 60, prefix="ready")
    client = redis_server.client()
    try:
        client.delete("ready:readyz")
        store.ping()
        assert 9_000 < client.pttl("ready:readyz") <= 10_000
    finally:
        store.close()
        client.close()


def test_a_closed_store_gives_its_redis_connections_back(redis_server):
    """`SessionStore.close` releases the store's connections (shutdown, tests): those
    of its scripts (kept by the store itself) and redis-py's pool alike."""
    client = redis_server.client()

    def stores() -> set[str]:
        return {c["id"] for c in client.client_list() if c["name"] == "stichwerk"}

    try:
        others = stores()  # other tests' stores on this shared server
        store = RedisStore(redis_server.url, 60, 60, prefix="closing")
        store.create("C" * 22, 0, "d", [], "w")  # on a connection of the store's own
        store.ping()  # on redis-py's pool
        mine = stores() - others
        assert len(mine) == 2
        store.close()
        assert settled(lambda: stores() & mine, lambda left: not left) == set()
    finally:
        client.close()


def test_closing_the_session_service_gives_its_stores_connections_back(redis_server,
                                                                       spec_schema):
    """What the app's teardown (and every test's) calls, `SessionService.close`, closes
    its store: the connections that the session requests opened on Redis are given back."""
    client = redis_server.client()

    def stores() -> set[str]:
        return {c["id"] for c in client.client_list() if c["name"] == "stichwerk"}

    try:
        others = stores()  # other tests' stores on this shared server
        app, api = redis_app(redis_server.url, spec_schema, REDIS_KEY_PREFIX="closing-app")
        created = create(api, "hearts", ["human"] * 4)
        sid, tokens = created["id"], tokens_of(created)
        answer = move(api, sid, tokens[0], first_move(api, sid, tokens[0], random.Random(3)))
        assert answer.json()["legal"] is True
        mine = stores() - others
        assert mine, "the requests used connections of the store's own"
        close(app)
        assert settled(lambda: stores() & mine, lambda left: not left) == set()
    finally:
        client.close()


def test_a_create_that_timed_out_is_written_once(tmp_path):
    """The issue's duplicate log (seqs 1..4 twice after a stalled create): the create
    script is sent once and is create-if-absent, so the log holds each seq once."""
    with RedisServer(tmp_path) as server:
        client = server.client()
        store, patient = fast_and_patient(server.url, "stall", 0.5)
        assert server.process is not None
        try:
            patient.create("W" * 22, 0, "d", [], "w")  # the script is loaded
            before = client.info("commandstats")["cmdstat_evalsha"]["calls"]
            server.process.send_signal(signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable):
                    store.create("S" * 22, 4, "d", [(q, f"e{q}") for q in (1, 2, 3, 4)], "w1")
            finally:
                server.process.send_signal(signal.SIGCONT)
            key = "stall:{" + "S" * 22 + "}"
            log = settled(lambda: [client.hget(key, "n"), client.get(key + ":t")],
                          lambda got: got[0] is not None)
            assert log == ["4", "1,2:e12,2:e23,2:e34,2:e4"]  # the log's tail, framed
            assert client.info("commandstats")["cmdstat_evalsha"]["calls"] - before == 1
            # Sent again by hand with the same write id: nothing is written twice.
            assert patient.create("S" * 22, 4, "d", [(1, "e1")], "w1").status.value == \
                "already_applied"
            assert patient.load_events("S" * 22, 0, 10)[1] == ["e1", "e2", "e3", "e4"]
        finally:
            store.close()
            patient.close()
            client.close()


def test_the_breaker_opens_after_a_timeout_and_lets_one_trial_through():
    now = [0.0]
    breaker = CircuitBreaker(2.0, clock=lambda: now[0])
    assert breaker.admit() is None
    breaker.timed_out()
    assert breaker.admit() == 2.0
    now[0] = 1.5
    assert breaker.admit() == 0.5
    now[0] = 2.0
    assert breaker.admit() is None  # the trial
    assert breaker.admit() == 2.0  # while the trial runs
    breaker.timed_out()
    now[0] = 4.0
    assert breaker.admit() is None
    breaker.succeeded()
    assert breaker.admit() is None and not breaker.is_open


def test_a_breaker_of_zero_seconds_is_off():
    """``REDIS_BREAKER_SECONDS=0``: off. After a timeout every call still goes to the
    store, the concurrent ones included (no half-open trial that the others wait
    behind)."""
    now = [1.0]
    breaker = CircuitBreaker(0, clock=lambda: now[0])
    breaker.timed_out()
    assert breaker.admit() is None
    assert breaker.admit() is None  # while the first is still out
    breaker.timed_out()
    now[0] = 5.0
    assert [breaker.admit(), breaker.admit()] == [None, None]


class _Frozen(Exception):
    """Stands for a client library's timeout in the breaker's own test."""


def test_watching_a_call_opens_ends_the_trial_or_closes_as_the_call_ends():
    """`CircuitBreaker.watching`, the one bookkeeping the store, the tickets and the rate
    limits' connections share: a timeout opens the breaker, another failure ends a
    half-open trial (the store answered), success closes it unless the caller says a
    success proves nothing (a command sent to a frozen Redis)."""
    now = [0.0]
    breaker = CircuitBreaker(2.0, clock=lambda: now[0])
    with pytest.raises(_Frozen), breaker.watching((_Frozen,)):
        raise _Frozen
    assert breaker.admit() == 2.0  # opened

    now[0] = 2.0
    assert breaker.admit() is None  # the trial
    with breaker.watching((_Frozen,), success_closes=False):
        pass  # sent, not answered yet
    assert breaker.admit() == 2.0  # the trial still runs: nobody else goes
    with pytest.raises(ValueError), breaker.watching((_Frozen,)):
        raise ValueError("refused")  # an answer that is an error
    assert not breaker.is_open and breaker.admit() is None

    breaker.timed_out()
    now[0] = 4.0
    assert breaker.admit() is None
    with breaker.watching((_Frozen,)):
        pass
    assert not breaker.is_open


# ----- a lost write -------------------------------------------------------------------------------

def test_a_lost_write_is_never_built_upon(redis_server, spec_schema):
    """Instance A writes version v+1; that write is lost (the keys are restored as they
    were, like a failover to a replica that had not received it); instance B writes a
    DIFFERENT state under the same version v+1. A must serve and build on B's state."""
    app_a, api_a = redis_app(redis_server.url, spec_schema)
    app_b, api_b = redis_app(redis_server.url, spec_schema)
    client = redis_server.client(decode=False)
    try:
        created = create(api_a, "hearts", ["human"] * 4)
        sid, tokens = created["id"], tokens_of(created)
        keys = [f"faults:{{{sid}}}" + suffix for suffix in ("", ":ev", ":ik", ":ix", ":t")]
        before = {k: (client.dump(k), client.pttl(k)) for k in keys if client.exists(k)}
        descriptor = get(api_a, sid, tokens[0]).json()["legal_moves"][0]
        hand = sorted(descriptor["choose_from"])
        pass_a, pass_b = hand[:3], hand[-3:]
        moved = move(api_a, sid, tokens[0], {"seat": 0, "type": "pass", "cards": pass_a})
        version = moved.json()["version"]
        assert sorted(get(api_a, sid, tokens[0]).json()["view"]["passed"][0]) == pass_a
        client.delete(*keys)  # the write is lost
        for key, (dumped, ttl) in before.items():
            client.restore(key, max(ttl, 1), dumped)
        moved_b = move(api_b, sid, tokens[0], {"seat": 0, "type": "pass", "cards": pass_b})
        assert moved_b.json()["version"] == version  # the same version, another state
        seen = get(api_a, sid, tokens[0]).json()
        assert seen["version"] == version and sorted(seen["view"]["passed"][0]) == pass_b
        # A builds the next move on B's state, not on its own lost one.
        nxt = concrete(get(api_a, sid, tokens[1]).json()["legal_moves"][0], random.Random(3))
        assert move(api_a, sid, tokens[1], nxt).json()["legal"] is True
        assert sorted(get(api_b, sid, tokens[0]).json()["view"]["passed"][0]) == pass_b
        log = events(api_b, sid, tokens[0]).json()["events"]
        assert [e["seq"] for e in log] == list(range(1, len(log) + 1))  # one log, no gap
        assert [e["seat"] for e in log if e["type"] == "cards_passed"] == [0, 1]
    finally:
        close(app_a, app_b)
        client.close()


def test_a_trial_that_fails_with_a_bug_does_not_leave_the_breaker_stuck():
    store = RedisStore("redis://127.0.0.1:1/0", 60, 60, breaker_seconds=0.05)
    try:
        store.breaker.timed_out()
        time.sleep(0.06)

        def bug() -> None:
            raise ValueError("a bug in the caller")

        with pytest.raises(ValueError):
            store._call(bug)  # the half-open trial
        assert store.breaker.admit() is None and not store.breaker.is_open
    finally:
        store.close()


def test_stream_tickets_stand_behind_the_store_breaker(tmp_path):
    """A stream ticket lives in the session store's Redis, so it shares the store's
    breaker: while the breaker is open a redeem answers at once and sends nothing (the
    ticket stays usable: before, every stream request of a freeze waited a whole timeout
    and its GETDEL, run after the thaw, used the ticket up although the answer was 503)."""
    with RedisServer(tmp_path) as server:
        app = create_app({"TESTING": True, "REDIS_URL": server.url,
                          "REDIS_KEY_PREFIX": "tickets", "REDIS_TIMEOUT_MS": 200,
                          "REDIS_BREAKER_SECONDS": 1})
        store = app.extensions[EXTENSION].store
        tickets = app.extensions[LIVE_EXTENSION].tickets
        client = server.client()
        assert server.process is not None
        try:
            assert tickets.breaker is store.breaker
            grant = Grant("T" * 22, "h" * 64)
            client.hset("tickets:{" + "T" * 22 + "}", "s", "1")  # the session (its doc)
            ticket, _ = tickets.issue(grant)
            settled(lambda: store.load("W" * 22), lambda _: True)  # a warm connection
            before = client.info("commandstats").get("cmdstat_getdel", {}).get("calls", 0)
            server.process.send_signal(signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable):
                    store.load("W" * 22)  # times out: the breaker opens
                with pytest.raises(StoreUnavailable) as info:
                    tickets.redeem(ticket, "T" * 22)
                assert info.value.retry_after == 1
            finally:
                server.process.send_signal(signal.SIGCONT)
            assert client.info("commandstats").get("cmdstat_getdel", {}).get(
                "calls", 0) == before  # nothing was sent for the ticket
            time.sleep(1.1)  # the breaker lets a call through again
            assert tickets.redeem(ticket, grant.sid) == grant
        finally:
            close(app)
            client.close()


def test_a_ticket_call_that_times_out_is_the_store_unavailable_and_opens_its_breaker(
        tmp_path):
    """A ticket's own call that Redis does not answer within ``REDIS_TIMEOUT_MS`` (the
    breaker still closed) is the store unavailable with its ``Retry-After`` (a 503, never
    a 500), and it opens the store's breaker for the session routes too."""
    with RedisServer(tmp_path) as server:
        app = create_app({"TESTING": True, "REDIS_URL": server.url,
                          "REDIS_KEY_PREFIX": "tickets", "REDIS_TIMEOUT_MS": 200,
                          "REDIS_BREAKER_SECONDS": 1})
        store = app.extensions[EXTENSION].store
        tickets = app.extensions[LIVE_EXTENSION].tickets
        assert server.process is not None
        try:
            with server.client() as client:
                client.hset("tickets:{" + "T" * 22 + "}", "s", "1")  # the session (its doc)
            ticket, _ = tickets.issue(Grant("T" * 22, "h" * 64))  # a warm connection
            assert not store.breaker.is_open
            server.process.send_signal(signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable) as info:
                    tickets.redeem(ticket, "T" * 22)
                assert info.value.retry_after == 1
                assert store.breaker.is_open
            finally:
                server.process.send_signal(signal.SIGCONT)
        finally:
            close(app)


def test_the_rate_limit_counters_stand_behind_the_store_breaker(tmp_path):
    """The rate limits count in the same Redis (flask-limiter). During a freeze a limited
    route waited for the counter (one timeout), then for flask-limiter's health check of
    its storage (another), then for the store (a third; 785 ms through gunicorn for a
    create, more than a stateless bot-moves should wait). Behind the store's breaker a
    limited route sends nothing to a Redis that just timed out: it counts in the process
    at once."""
    with RedisServer(tmp_path) as server:
        app = create_app({"TESTING": True, "REDIS_URL": server.url,
                          "REDIS_KEY_PREFIX": "limits", "REDIS_TIMEOUT_MS": 200,
                          "REDIS_BREAKER_SECONDS": 30,
                          "RATE_LIMIT_BOT_MOVES": "50/minute"})
        store = app.extensions[EXTENSION].store
        api = app.test_client()
        state = api.post("/v1/games/watten/states", json={"seed": 3}).get_json()["state"]
        body = {"state": state, "level": "random"}
        client = server.client()
        assert server.process is not None

        def sent() -> dict[str, int]:
            stats = client.info("commandstats")
            return {name: stats.get(f"cmdstat_{name}", {}).get("calls", 0)
                    for name in ("evalsha", "eval", "ping")}

        try:
            assert api.post("/v1/games/watten/bot-moves", json=body).status_code == 200
            settled(lambda: store.load("W" * 22), lambda _: True)  # a warm connection
            before = sent()
            server.process.send_signal(signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable):
                    store.load("W" * 22)  # times out: the breaker opens
                answer = api.post("/v1/games/watten/bot-moves", json=body)
                assert answer.status_code == 200  # the stateless route keeps working
            finally:
                server.process.send_signal(signal.SIGCONT)
            after = settled(sent, lambda now: now["evalsha"] > before["evalsha"])
            # only the store's timed-out load: no counter, no health check
            assert after == {**before, "evalsha": before["evalsha"] + 1}
        finally:
            close(app)
            client.close()


def test_a_half_open_trial_on_a_new_limiter_connection_reopens_the_breaker(tmp_path):
    """The trial call of a half-open breaker on a NEW connection: redis-py's handshake
    (CLIENT SETINFO) goes through the same guarded send; refused as a second call, it
    ended the trial and closed the breaker without Redis having answered."""
    with RedisServer(tmp_path) as server:
        breaker = CircuitBreaker(0.05)
        uri, options = limiter_storage(server.url, False, 0.2, "trial", breaker)
        storage = storage_from_string(uri, **options)
        assert server.process is not None
        breaker.timed_out()
        time.sleep(0.06)  # half-open: the next call is the trial
        server.process.send_signal(signal.SIGSTOP)
        try:
            with pytest.raises(redis.TimeoutError):
                storage.incr("k", 10)
            assert breaker.is_open
        finally:
            server.process.send_signal(signal.SIGCONT)
        time.sleep(0.06)
        assert storage.incr("k", 10) >= 1 and not breaker.is_open


def test_a_claim_whose_write_landed_after_its_timeout_is_answered_again(tmp_path,
                                                                        spec_schema):
    """The lost answer the Idempotency-Key of a claim is for: Redis freezes between the
    claim's read and its write, the client gets 503, and the write it sent still runs
    after the thaw (the code is spent). The same claim again, with the same key, gets
    the seat's token; without the key it is a 409, and the seat would be lost for good."""
    key = "a1f0c2d4-lost-answer-of-a-claim"
    with RedisServer(tmp_path) as server:
        app, api = redis_app(server.url, spec_schema, REDIS_TIMEOUT_MS=200,
                             REDIS_BREAKER_SECONDS=1)
        store = app.extensions[EXTENSION].store
        assert server.process is not None
        process = server.process
        try:
            created = create(api, "watten", ["human", "random", "human", "random"],
                             seating="invite", seed=11, dealer=1)
            sid = created["id"]
            code, first = (next(i["code"] for i in created["invitations"] if i["seat"] == n)
                           for n in (2, 0))
            # the compare-and-set script is loaded (else the frozen call's EVALSHA would
            # be answered NOSCRIPT after the thaw, and nothing written)
            assert api.request("POST", f"/v1/sessions/{sid}/seats/0/claim",
                               {"code": first}).status == 200
            path = f"/v1/sessions/{sid}/seats/2/claim"
            read = store.load

            def read_then_freeze(*args: Any, **kwargs: Any) -> Any:
                loaded = read(*args, **kwargs)
                process.send_signal(signal.SIGSTOP)  # the claim's write is sent next
                return loaded

            store.load = read_then_freeze
            try:
                lost = api.request("POST", path, {"code": code}, {"Idempotency-Key": key})
            finally:
                store.load = read
                process.send_signal(signal.SIGCONT)
            assert lost.status == 503, lost.body
            assert lost.json()["code"] == "session_store_unavailable"
            again = settled(lambda: api.request("POST", path, {"code": code},
                                                {"Idempotency-Key": key}),
                            lambda r: r.status != 503)
            assert again.status == 200 and again.headers["idempotent-replayed"] == "true"
            token = again.json()["token"]
            assert get(api, sid, token).json()["seat"] == 2
            refused = api.request("POST", path, {"code": code})
            assert (refused.status, refused.json()["code"]) == (409, "invitation_claimed")
        finally:
            close(app)


# ----- a stored state that no longer decodes ---------------------------------------------------

def test_a_stored_state_that_does_not_decode_answers_500_quoting_no_card(
        redis_server, spec_schema, caplog):
    """A session whose stored state no longer decodes (an incompatible upgrade, an edit in
    Redis) is the server's fault: 500 ``internal_error``. The decoder's own message names
    cards ("card E7 appears twice (also at state.hands[0][0])"): it was the 422 every
    reader of the session got, hidden hands quoted to every seat and the spectator."""
    app_a, api_a = redis_app(redis_server.url, spec_schema)
    app_b, _ = redis_app(redis_server.url, spec_schema)  # no cached state of the session
    client = redis_server.client(decode=False)
    try:
        created = create(api_a, "watten", ["human"] * 4, seed=3, dealer=0)
        sid, tokens = created["id"], tokens_of(created)
        key = f"faults:{{{sid}}}"
        doc = json.loads(eventchunks.unpack_doc(client.hget(key, "d")))
        hands = doc["state"]["hands"]
        hidden = {card for hand in hands[1:] for card in hand}
        hands[1][0] = hands[0][0]  # a card twice: the decoder names both places
        client.hset(key, "d", eventchunks.pack_doc(json.dumps(doc))[0])
        with caplog.at_level("DEBUG"):
            answer = app_b.test_client().get(f"/v1/sessions/{sid}",
                                             headers=bearer(tokens[0]))
        assert answer.status_code == 500, answer.get_data(as_text=True)
        assert answer.get_json()["code"] == "internal_error"
        said = (answer.get_data(as_text=True) + caplog.text).replace(sid, "<id>")
        assert "does not decode" in caplog.text
        # a card as a word of its own (a random id or a path may hold "HA" or "SK")
        quoted = [card for card in hidden
                  if re.search(rf"(?<![A-Za-z0-9]){card}(?![A-Za-z0-9])", said)]
        assert not quoted, said
    finally:
        close(app_a, app_b)
