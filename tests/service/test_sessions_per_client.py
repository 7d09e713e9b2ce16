"""``MAX_SESSIONS_PER_CLIENT``: one client holds at most that many LIVE sessions, on both
stores (Redis: a real redis-server; the cluster: tests/service/test_store_cluster.py).

Before it, one client address could create about 43,000 sessions a day within
``RATE_LIMIT_SESSIONS`` (each living 24 h without a move) and fill the deploy's Redis, after
which every other client's create was a 503 ``session_store_full``. A session frees its
slot when it is deleted or expires; a session kept alive by moves keeps it, also past the
expiry it had when it was created. Races are decided by the store in one atomic step:
two creates for the last slot, exactly one wins. No timing assertion: the expiry tests
wait for the store to drop the session, then look at the count."""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis
from prometheus_client import REGISTRY

from service.app import create_app
from service.config import Config, ConfigError
from service.resources.sessions import EXTENSION
from service.sessions.stores import (
    CasStatus,
    MemoryStore,
    RedisStore,
    SessionStore,
    StoreLimits,
    TooManySessions,
    redis_owners,
)
from tests.service.sessions_support import bearer, checking, seats_spec

CAP = 3
LIMITS = StoreLimits(max_sessions_per_client=CAP)
_ids = iter(range(10**6))


def sid() -> str:
    """A fresh 22-character session id."""
    return f"{time.monotonic_ns():016d}{next(_ids):06d}"[-22:]


def new_store(kind: str, request: pytest.FixtureRequest, ttl: int = 60,
              limits: StoreLimits = LIMITS) -> SessionStore:
    if kind == "redis":
        prefix = f"own{next(_ids)}"  # every test its own keys on the shared redis-server
        return RedisStore(request.getfixturevalue("redis_server").url, ttl, min(30, ttl),
                          prefix=prefix, limits=limits)
    return MemoryStore(ttl, min(30, ttl), limits)


@pytest.fixture(params=["embedded", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[SessionStore]:
    made = new_store(request.param, request)
    yield made
    made.close()


def create(store: SessionStore, owner: str | None, session: str | None = None) -> str:
    session = session or sid()
    assert store.create(session, 0, "d", [(1, "e")], "w", owner=owner).status \
        is CasStatus.APPLIED
    return session


def refused(store: SessionStore, owner: str) -> TooManySessions:
    with pytest.raises(TooManySessions) as info:
        store.create(sid(), 0, "d", [], "w", owner=owner)
    return info.value


# ----- the store -------------------------------------------------------------------------

def test_a_client_holds_at_most_its_cap_and_a_delete_frees_a_slot(store):
    mine = [create(store, "198.51.100.7") for _ in range(CAP)]
    error = refused(store, "198.51.100.7")
    assert (error.code, error.limit) == ("too_many_sessions", CAP)
    # a create sent again (its answer lost) is answered as the create it is, not refused
    assert store.create(mine[0], 0, "d", [(1, "e")], "w", owner="198.51.100.7").status \
        is CasStatus.ALREADY_APPLIED
    assert 1 <= error.retry_after <= 61  # the soonest expiry: TTL (+ Redis's lease)
    create(store, "198.51.100.8")  # another client: its own allowance
    create(store, None)  # a create without a client (internal) is not counted
    assert store.delete(mine[1]) is True
    create(store, "198.51.100.7")  # the deleted session's slot
    refused(store, "198.51.100.7")
    assert store.delete(mine[1]) is False  # deleting again frees nothing more
    refused(store, "198.51.100.7")


def test_a_create_that_stores_nothing_takes_no_slot(store):
    """The id taken (CONFLICT), a retry of the same create (ALREADY_APPLIED) and a session
    too large to store: the count stays what the store holds."""
    first = create(store, "c")
    assert store.create(first, 0, "d", [], "other", owner="c").status is CasStatus.CONFLICT
    assert store.create(first, 0, "d", [(1, "e")], "w", owner="c").status \
        is CasStatus.ALREADY_APPLIED
    huge = [(i, "x") for i in range(1, LIMITS.max_events + 2)]
    for _ in range(CAP + 2):
        assert store.create(sid(), 0, "d", huge, "w", owner="c").status \
            is CasStatus.TOO_LARGE
    create(store, "c")
    create(store, "c")
    refused(store, "c")


def test_the_look_before_a_creates_bots_refuses_a_client_at_its_cap_and_takes_no_slot(store):
    """`check_owner`: asked before a create's bots play; it changes nothing."""
    store.check_owner("198.51.100.7")  # holds none
    mine = [create(store, "198.51.100.7") for _ in range(CAP - 1)]
    store.check_owner("198.51.100.7")
    store.check_owner("198.51.100.7")  # a look takes no slot: the last one is still free
    mine.append(create(store, "198.51.100.7"))
    with pytest.raises(TooManySessions) as info:
        store.check_owner("198.51.100.7")
    assert info.value.limit == CAP
    assert abs(info.value.retry_after - refused(store, "198.51.100.7").retry_after) <= 1
    store.check_owner("198.51.100.8")  # another client
    assert store.delete(mine[0])
    store.check_owner("198.51.100.7")


def test_the_cap_is_off_at_zero(request):
    for kind in ("embedded", "redis"):
        off = new_store(kind, request, limits=StoreLimits(max_sessions_per_client=0))
        try:
            for _ in range(CAP + 3):
                create(off, "198.51.100.9")
        finally:
            off.close()


def race(store: SessionStore, owner: str, threads: int) -> list[str]:
    """``threads`` creates of ``owner`` released at once: each one's outcome."""
    start = threading.Barrier(threads, timeout=30)
    outcomes: list[str] = []
    lock = threading.Lock()

    def one() -> None:
        start.wait()
        try:
            status = store.create(sid(), 0, "d", [(1, "e")], "w", owner=owner).status.value
        except TooManySessions:
            status = "too_many_sessions"
        with lock:
            outcomes.append(status)

    workers = [threading.Thread(target=one) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert len(outcomes) == threads
    return sorted(outcomes)


def test_two_creates_racing_for_the_last_slot_exactly_one_wins(store):
    for round_ in range(12):
        owner = f"race-{round_}"
        for _ in range(CAP - 1):
            create(store, owner)
        assert race(store, owner, 2) == ["applied", "too_many_sessions"]


def test_a_flood_of_concurrent_creates_from_one_client_stops_at_the_cap(store):
    outcomes = race(store, "flood", 8)
    assert outcomes.count("applied") == CAP
    assert outcomes.count("too_many_sessions") == 8 - CAP


def test_embedded_expiry_frees_a_slot_and_moves_keep_one():
    now = [1000.0]
    store = MemoryStore(10, 5, LIMITS, clock=lambda: now[0])
    kept, expiring, third = create(store, "m"), create(store, "m"), create(store, "m")
    now[0] += 6
    assert store.cas(kept, 0, 1, "d1", [(2, "e")], "w1").status is CasStatus.APPLIED
    assert refused(store, "m").retry_after == 4  # the soonest expiry: 10 s after create
    now[0] += 5  # `expiring` and `third` expired; `kept` moved 5 s ago
    create(store, "m")
    create(store, "m")
    assert refused(store, "m").retry_after == 5  # `kept`: 10 s after its move
    assert store.load(expiring)[0] is None and store.load(third)[0] is None


def test_a_refusal_whose_soonest_expiry_is_under_a_second_away_says_one_second():
    """``Retry-After``: the seconds until the soonest of the client's sessions could
    expire, rounded up, so a slot about to free says 1 (never 0, and not 2)."""
    now = [1000.0]
    store = MemoryStore(10, 5, LIMITS, clock=lambda: now[0])
    for _ in range(CAP):
        create(store, "soon")
    now[0] += 9.5  # the soonest expires in half a second
    assert refused(store, "soon").retry_after == 1


def redis_ms(client: redis.Redis) -> int:
    seconds, micros = client.time()
    return int(seconds) * 1000 + int(micros) // 1000


def owner_set(client: redis.Redis, prefix: str) -> bytes:
    (key,) = client.scan_iter(f"{prefix}:owner:*")
    return bytes(key)


@pytest.mark.redis
def test_redis_expiry_frees_a_slot_and_a_session_kept_alive_by_moves_keeps_one(
        redis_server):
    """TTL 2 s: ``kept`` moves on while ``expiring`` expires. ``expiring``'s slot is free
    once Redis has dropped it; ``kept`` still counts, and its client's set lives on,
    although the expiry both had when they were created has passed."""
    store = RedisStore(redis_server.url, 2, 1, prefix="ownexp",
                       limits=StoreLimits(max_sessions_per_client=2))
    client = redis.Redis.from_url(redis_server.url)
    try:
        kept, expiring = create(store, "x"), create(store, "x")
        first_expiry = client.pexpiretime(f"ownexp:{{{expiring}}}")
        refused(store, "x")
        version = 0

        def move_kept() -> None:
            nonlocal version
            result = store.cas(kept, version, version + 1, "d", [(version + 2, "e")],
                               f"w{version}")
            assert result.status is CasStatus.APPLIED
            version += 1

        deadline = time.monotonic() + 30
        while client.exists(f"ownexp:{{{expiring}}}"):  # Redis drops it after 2.02 s
            assert time.monotonic() < deadline
            move_kept()  # each move after the lease (20 ms) pushes kept's expiry
            time.sleep(0.05)
        move_kept()
        assert redis_ms(client) > first_expiry  # the owner's set outlived its first expiry
        scores = dict(client.zrange(owner_set(client, "ownexp"), 0, -1, withscores=True))
        assert set(scores) == {kept.encode(), expiring.encode()}  # not looked at yet
        assert scores[kept.encode()] > redis_ms(client)  # the move's expiry, not the first
        store.check_owner("x")  # the look before bots play: a passed score holds nothing
        replacement = create(store, "x")  # the expired session's slot
        error = refused(store, "x")  # kept counts: moved, not expired
        assert client.exists(f"ownexp:{{{kept}}}")
        assert 1 <= error.retry_after <= 3
        assert store.delete(replacement) is True
        create(store, "x")
    finally:
        store.close()
        client.close()


@pytest.mark.redis
def test_redis_a_session_outliving_its_score_is_looked_at_and_still_counts(redis_server):
    """The safety net: a session whose expiry was pushed out without its score following
    (the store's EXTEND after a move lost to a store failure; done here by hand) is read
    again when its score has passed and the cap is reached: it still counts, and once
    it is gone its slot is free."""
    store = RedisStore(redis_server.url, 1, 1, prefix="ownnet",
                       limits=StoreLimits(max_sessions_per_client=1))
    client = redis.Redis.from_url(redis_server.url)
    try:
        alive = create(store, "y")
        key, owners = f"ownnet:{{{alive}}}".encode(), owner_set(client, "ownnet")
        for k in client.scan_iter(f"ownnet:{{{alive}}}*"):
            client.pexpire(k, 60_000)  # moves kept it alive; its score stayed
        client.pexpire(owners, 60_000)
        score = client.zscore(owners, alive)
        deadline = time.monotonic() + 30
        while redis_ms(client) <= score:  # the score (1.01 s after the create) passes
            assert time.monotonic() < deadline
            time.sleep(0.05)
        error = refused(store, "y")
        assert error.retry_after > 50  # the session's real expiry, read again
        assert client.zscore(owners, alive) > redis_ms(client) + 50_000
        client.delete(key)  # the session expires (its hash is what makes it live)
        client.zadd(owners, {alive: 0})  # … and its score has passed
        created = create(store, "y")  # the gone one's slot
        assert client.zrange(owners, 0, -1) == [created.encode()]
    finally:
        store.close()
        client.close()


@pytest.mark.redis
def test_redis_owner_keys_name_no_address_and_expire(redis_server):
    """The owner's set is named by a digest (no client address in a key), expires with
    its latest session, and the session's hash keeps that digest (for DELETE)."""
    store = RedisStore(redis_server.url, 100, 50, prefix="ownkeys", limits=LIMITS)
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        before = redis_ms(client)
        session = create(store, "2001:db8:7:7::/64")
        after = redis_ms(client)
        keys = sorted(client.scan_iter("ownkeys:*"))
        owner = [k for k in keys if k.startswith("ownkeys:owner:")]
        assert len(owner) == 1 and "2001" not in owner[0], keys
        digest = owner[0].removeprefix("ownkeys:owner:{").removesuffix("}")
        # README: the first 32 hex digits of the owner's SHA-256
        assert digest == hashlib.sha256(b"2001:db8:7:7::/64").hexdigest()[:32]
        assert client.hget(f"ownkeys:{{{session}}}", "o") == digest
        assert client.zrange(owner[0], 0, -1) == [session]
        # TTL + the lease, from the create, as the session's own keys, + a minute
        assert before + 161_000 <= client.pexpiretime(owner[0]) <= after + 161_000
        # a move that refreshes the session's expiry (less than the TTL left) EXTENDs the
        # set: the id's score is the new expiry, and the set lives a minute past it
        client.pexpire(f"ownkeys:{{{session}}}", 50_000)
        client.pexpire(owner[0], 70_000)
        before = redis_ms(client)
        assert store.cas(session, 0, 1, "d1", [(2, "e")], "w1").status is CasStatus.APPLIED
        after = redis_ms(client)
        assert before + 101_000 <= client.zscore(owner[0], session) <= after + 101_000
        assert before + 161_000 <= client.pexpiretime(owner[0]) <= after + 161_000
        assert store.delete(session) is True
        assert not client.exists(owner[0])  # the last one gone: nothing left behind
    finally:
        store.close()
        client.close()


def test_redis_rescore_never_brings_back_a_deleted_id_and_keeps_the_set_for_its_longest(
        redis_server):
    """RESCORE (a create at the cap read the PTTL of the sessions whose score passed): a
    gone session's id leaves the set; an id that a DELETE removed between that read and
    RESCORE stays out (else it would count for its client until its new score passed, up
    to a day); an alive one is scored by its real expiry, and the set lives at least a
    minute past it (`redis_owners`: the set never expires before a session it counts)."""
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    rescore = client.register_script(redis_owners.RESCORE)
    key = "rescore:owner:{digest}"
    try:
        client.zadd(key, {"alive": 1, "gone": 1})
        client.pexpire(key, 5_000)
        before = redis_ms(client)
        rescore(keys=[key], args=["alive", 200_000, "gone", -2, "deleted", 100_000])
        after = redis_ms(client)
        assert client.zrange(key, 0, -1) == ["alive"]
        assert before + 200_000 <= client.zscore(key, "alive") <= after + 200_000
        assert client.pexpiretime(key) >= before + 200_000 + redis_owners.SET_MARGIN_MS
    finally:
        client.delete(key)
        client.close()


# ----- HTTP ------------------------------------------------------------------------------

REQUEST = {"game": "watten", "seats": seats_spec("human", "random", "random", "random")}


@pytest.fixture(params=["embedded", "redis"])
def make_api(request: pytest.FixtureRequest, spec_schema: Any) -> Iterator[Callable[..., Any]]:
    apps: list[Any] = []

    def make(**config: Any) -> Any:
        if request.param == "redis":
            config = {"REDIS_URL": request.getfixturevalue("redis_server").url,
                      "REDIS_KEY_PREFIX": f"ownhttp{next(_ids)}", **config}
        app = create_app({"TESTING": True, **config})
        apps.append(app)
        return checking(app, spec_schema)

    yield make
    for app in apps:
        app.extensions[EXTENSION].close()


def refusals() -> float:
    return REGISTRY.get_sample_value("stichwerk_limit_refusals_total",
                                     {"limit": "sessions_per_client"}) or 0.0


def test_post_sessions_beyond_the_cap_is_a_429_too_many_sessions(make_api):
    api = make_api(MAX_SESSIONS_PER_CLIENT=2)
    first = api.request("POST", "/v1/sessions", REQUEST).json()
    assert api.request("POST", "/v1/sessions", REQUEST).status == 201
    before = refusals()
    r = api.request("POST", "/v1/sessions", REQUEST, headers={"X-Request-Id": "cap-1"})
    assert r.status == 429
    body = r.json()
    assert set(body) == {"code", "status", "message", "errors"}
    assert (body["code"], body["status"]) == ("too_many_sessions", 429)
    assert "MAX_SESSIONS_PER_CLIENT" in body["message"]
    assert 1 <= int(r.headers["retry-after"]) <= 86_460
    assert r.headers["x-request-id"] == "cap-1"
    assert refusals() == before + 1
    # the host's DELETE frees a slot at once
    assert api.request("DELETE", f"/v1/sessions/{first['id']}",
                       headers=bearer(first["host_token"])).status == 204
    assert api.request("POST", "/v1/sessions", REQUEST).status == 201
    assert api.request("POST", "/v1/sessions", REQUEST).status == 429


def expert_searches() -> float:
    return REGISTRY.get_sample_value("stichwerk_bot_search_seconds_count",
                                     {"game": "hearts", "level": "expert"}) or 0.0


def test_a_create_refused_at_the_cap_lets_no_bot_search(make_api):
    """The cap's refusal came after the new table's bots had played their first moves:
    a client at its cap spent the workers' search time (up to
    ``SESSION_REQUEST_BOT_BUDGET_MS`` a create) on sessions that were never stored."""
    api = make_api(MAX_SESSIONS_PER_CLIENT=1, SESSION_BOT_BUDGET_MS=20)
    experts = {"game": "hearts", "seats": seats_spec("expert", "expert", "expert", "human")}
    before = expert_searches()
    assert api.request("POST", "/v1/sessions", experts).status == 201
    searched = expert_searches()
    assert searched > before  # the passes of the three expert seats
    r = api.request("POST", "/v1/sessions", experts)
    assert (r.status, r.json()["code"]) == (429, "too_many_sessions")
    assert 1 <= int(r.headers["retry-after"]) <= 86_460
    assert expert_searches() == searched


def test_redis_a_create_runs_two_scripts_and_a_third_only_with_bots(redis_server,
                                                                    spec_schema):
    """README ("Redis Cluster"): with the cap on, a create runs two scripts, three with
    bots at the table (the look at the cap before the bots' first moves). Counted on the
    server; each kind of table created once before, so the scripts are loaded."""
    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url,
                      "REDIS_KEY_PREFIX": f"ownscripts{next(_ids)}",
                      "RATE_LIMIT_SESSIONS": "off", "MAX_SESSIONS_PER_CLIENT": 500})
    api = checking(app, spec_schema)
    client = redis_server.client()

    def scripts_of_a_create(*kinds: str) -> int:
        def scripts() -> int:
            stats = client.info("commandstats")
            return sum(stats.get(name, {"calls": 0})["calls"]
                       for name in ("cmdstat_evalsha", "cmdstat_eval"))
        before = scripts()
        table = {"game": "hearts", "seats": seats_spec(*kinds)}
        assert api.request("POST", "/v1/sessions", table).status == 201
        return scripts() - before

    try:
        humans, with_bots = ("human",) * 4, ("human", "random", "random", "random")
        scripts_of_a_create(*humans), scripts_of_a_create(*with_bots)
        assert scripts_of_a_create(*humans) == 2
        assert scripts_of_a_create(*with_bots) == 3
    finally:
        app.extensions[EXTENSION].close()
        client.close()


def test_the_cap_counts_a_client_as_the_rate_limits_do(make_api):
    """Keyed by `request_client`: X-Forwarded-For only from a trusted proxy, read from the
    right, and an IPv6 client by its /64."""
    api = make_api(MAX_SESSIONS_PER_CLIENT=1, TRUSTED_PROXIES="127.0.0.1/32")

    def post(forwarded: str) -> int:
        return api.request("POST", "/v1/sessions", REQUEST,
                           headers={"X-Forwarded-For": forwarded}).status

    assert post("198.51.100.1") == 201
    assert post("198.51.100.1") == 429
    assert post("203.0.113.9, 198.51.100.1") == 429  # the left is the client's own text
    assert post("198.51.100.2") == 201
    assert post("2001:db8:7:7::1") == 201
    assert post("2001:db8:7:7::2") == 429  # the same /64
    assert post("2001:db8:7:8::1") == 201
    untrusted = make_api(MAX_SESSIONS_PER_CLIENT=1)
    assert untrusted.request("POST", "/v1/sessions", REQUEST, headers={
        "X-Forwarded-For": "198.51.100.3"}).status == 201
    assert untrusted.request("POST", "/v1/sessions", REQUEST, headers={
        "X-Forwarded-For": "198.51.100.4"}).status == 429  # both are 127.0.0.1


def test_max_sessions_per_client_has_a_default_and_a_variable():
    assert Config.from_env({}).flask_config()["MAX_SESSIONS_PER_CLIENT"] == 500
    assert Config.from_env({"MAX_SESSIONS_PER_CLIENT": "0"}).max_sessions_per_client == 0
    assert Config.from_env({"MAX_SESSIONS_PER_CLIENT": "40"}).max_sessions_per_client == 40
    with pytest.raises(ConfigError, match=r"^MAX_SESSIONS_PER_CLIENT must be an integer "
                                          r"from 0 to 1000000000, not -1$"):
        Config.from_env({"MAX_SESSIONS_PER_CLIENT": "-1"})
