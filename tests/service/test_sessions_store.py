"""The store interface: one contract, both implementations (in-process and Redis)."""

from __future__ import annotations

import json
import random
import time
import zlib
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
    StoreFull,
    StoreLimits,
    StoreUnavailable,
    build_store,
)
from service.sessions.stores.eventchunks import CHUNK_BYTES
from service.sessions.stores.redis_scripts import expiry_lease_ms
from tests.service.redis_server import free_port
from tests.service.sessions_support import checking, concrete

SMALL = StoreLimits(max_events=6, max_bytes=400, max_idempotency_records=3, max_sessions=2)


def make_store(kind: str, request: pytest.FixtureRequest,
               limits: StoreLimits | None = None) -> SessionStore:
    if kind == "redis":
        return RedisStore(request.getfixturevalue("redis_server").url, 60, 30,
                          prefix="test", limits=limits)
    return MemoryStore(60, 30, limits)


@pytest.fixture(params=["embedded", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[SessionStore]:
    made = make_store(request.param, request)
    yield made
    made.close()


@pytest.fixture(params=["embedded", "redis"])
def small_store(request: pytest.FixtureRequest) -> Iterator[SessionStore]:
    made = make_store(request.param, request, SMALL)
    yield made
    made.close()


def sid(n: int = 0) -> str:
    return f"{time.monotonic_ns():020d}{n:02d}"[-22:]


def ev(*seqs: int) -> list[tuple[int, str]]:
    return [(q, f'{{"q":{q}}}') for q in seqs]


def test_create_load_and_events_by_seq(store):
    s = sid()
    assert store.load(s) == (None, None)
    assert store.create(s, 0, '{"a":1}', ev(1, 2, 3), "w0").status is CasStatus.APPLIED
    snapshot, record = store.load(s, "key")
    assert (snapshot.version, snapshot.doc, snapshot.events, snapshot.write_id, record) == (
        0, '{"a":1}', 3, "w0", None)
    assert store.load_events(s, 0, 10)[1] == [e for _, e in ev(1, 2, 3)]
    assert store.load_events(s, 1, 1)[1] == ['{"q":2}']  # seq > 1, at most one
    assert store.load_events(s, 3, 10)[1] == []
    assert store.load_events(s, 0, 0)[1] == []
    assert store.load_events(s, 2**53, 10)[1] == []
    assert store.load_events("x" * 22, 0, 10) == (None, [])


def test_create_is_create_if_absent_and_safe_to_send_twice(store):
    s = sid()
    assert store.create(s, 0, "d", ev(1, 2), "w1").status is CasStatus.APPLIED
    # The same write sent again (its answer was lost): applied once, events once.
    assert store.create(s, 0, "d", ev(1, 2), "w1").status is CasStatus.ALREADY_APPLIED
    # Another write under a taken id never overwrites it.
    assert store.create(s, 5, "other", ev(1), "w2").status is CasStatus.CONFLICT
    snapshot, _ = store.load(s)
    assert (snapshot.version, snapshot.doc, snapshot.events) == (0, "d", 2)
    assert store.load_events(s, 0, 10)[1] == [e for _, e in ev(1, 2)]


def test_compare_and_set(store):
    s = sid()
    store.create(s, 0, "d0", ev(1), "w0")
    applied = store.cas(s, 0, 1, "d1", ev(2, 3), "w1", ("k1", "r1"))
    assert applied.status is CasStatus.APPLIED
    snapshot, record = store.load(s, "k1")
    assert (snapshot.version, snapshot.doc, snapshot.events, snapshot.write_id, record) == (
        1, "d1", 3, "w1", "r1")
    # A second writer of version 0 loses and learns the version.
    conflict = store.cas(s, 0, 1, "dX", ev(2), "w2")
    assert conflict.status is CasStatus.CONFLICT and conflict.version == 1
    # The first writer retrying the same write (its answer was lost) is told it applied.
    assert store.cas(s, 0, 1, "d1", ev(2, 3), "w1").status is CasStatus.ALREADY_APPLIED
    # A used idempotency key answers its record, whatever the version.
    replay = store.cas(s, 1, 2, "d2", ev(4), "w3", ("k1", "other"))
    assert replay.status is CasStatus.REPLAY and replay.record == "r1"
    assert store.load(s)[0].version == 1
    assert store.load_events(s, 0, 10)[1] == [e for _, e in ev(1, 2, 3)]
    assert store.cas("y" * 22, 0, 1, "d", [], "w").status is CasStatus.GONE


def test_a_conflict_answers_the_stored_session_and_a_write_id_must_match(store):
    """A compare-and-set that loses answers the session as stored (so the writer can
    evaluate again at once); with ``expected_write_id`` the same version written by
    another write is a conflict too. A long doc comes back as it was written."""
    s = sid()
    doc = '{"k":"' + "é" * 800 + '"}'
    store.create(s, 0, doc, ev(1), "w0")
    assert store.cas(s, 0, 1, doc + " ", ev(2), "w1").status is CasStatus.APPLIED
    lost = store.cas(s, 0, 1, "dX", ev(2), "w2")
    assert lost.status is CasStatus.CONFLICT and lost.version == 1
    assert lost.current is not None
    assert (lost.current.version, lost.current.doc, lost.current.write_id,
            lost.current.events) == (1, doc + " ", "w1", 2)
    other = store.cas(s, 1, 2, "dY", ev(3), "w3", expected_write_id="w-lost")
    assert other.status is CasStatus.CONFLICT and other.current.write_id == "w1"
    assert store.cas(s, 1, 2, "dY", ev(3), "w3",
                     expected_write_id="w1").status is CasStatus.APPLIED
    assert store.load(s)[0].doc == "dY"
    assert store.load_events(s, 0, 10)[1] == [e for _, e in ev(1, 2, 3)]


def test_the_commit_listeners_hear_every_committed_move_and_delete(store):
    """`SessionStore.add_commit_listener`: called with the session's id after every
    committed move or delete (the live updates' hub wakes its followers then), not for a
    refused write; on Redis too when the scripts do not publish the wake-up themselves.
    A listener that fails costs its wake-up, never the write nor the other listeners."""
    def failing(_: str) -> None:
        raise RuntimeError("a lost wake-up")

    heard: list[str] = []
    store.add_commit_listener(failing)
    store.add_commit_listener(heard.append)
    s = sid()
    store.create(s, 0, "d", ev(1), "w0")
    assert store.cas(s, 5, 6, "d", ev(2), "w1").status is CasStatus.CONFLICT
    assert heard == []
    assert store.cas(s, 0, 1, "d1", ev(2), "w1").status is CasStatus.APPLIED
    assert heard == [s]
    assert store.delete(s) is True
    assert heard == [s, s]


def test_redis_a_write_sent_again_after_its_answer_was_lost_wakes_the_followers(
        redis_server):
    """The Redis store: a write whose answer was lost (a timeout) raised before its
    listeners were called, so the same write sent again (ALREADY_APPLIED) calls them;
    a replayed idempotency key wrote nothing and calls none."""
    store = RedisStore(redis_server.url, 60, 30, prefix="wake")
    heard: list[str] = []
    store.add_commit_listener(heard.append)
    try:
        s = sid()
        store.create(s, 0, "d", ev(1), "w0")
        assert store.cas(s, 0, 1, "d1", ev(2), "w1", ("k", "r")).status is \
            CasStatus.APPLIED
        assert store.cas(s, 0, 1, "d1", ev(2), "w1").status is CasStatus.ALREADY_APPLIED
        assert heard == [s, s]
        assert store.cas(s, 1, 2, "d2", ev(3), "w2", ("k", "r2")).status is \
            CasStatus.REPLAY
        assert heard == [s, s]
    finally:
        store.close()


def test_a_write_answers_the_log_tail_the_store_holds_after_it(store):
    """`CasResult.log_tail` of an applied create or compare-and-set is "the
    Snapshot.log_tail the store holds now (None: unknown)": a writer that builds its
    next write on it (the write cache, with no read in between) gives the store the
    tail it really holds, across appends and seals alike, and the log stays whole."""
    def holds(s: str, answered: bytes | None) -> None:
        snapshot, _ = store.load(s, for_write=True)
        assert snapshot is not None
        if answered is not None or store.kind == "redis":
            assert answered == snapshot.log_tail

    big = "b" * CHUNK_BYTES  # a write this long is sealed with the tail into a chunk
    s, sealed = sid(1), sid(2)
    created = store.create(s, 0, "d", ev(1, 2), "w0")
    holds(s, created.log_tail)
    holds(sealed, store.create(sealed, 0, "d", [(1, big)], "w0").log_tail)
    tail, entries = created.log_tail, [e for _, e in ev(1, 2)]
    for version, entry in enumerate(["e3", big, "e5", "e6", big, "e8"], start=1):
        result = store.cas(s, version - 1, version, "d", [(version + 2, entry)],
                           f"w{version}", log_tail=tail, expected_write_id=f"w{version - 1}")
        assert result.status is CasStatus.APPLIED
        holds(s, result.log_tail)
        tail = result.log_tail
        entries.append(entry)
    assert store.load_events(s, 0, 100)[1] == entries


def test_redis_the_scripts_publish_the_wake_up_of_every_commit_and_delete(redis_server):
    """With the Redis hub on the same Redis (`RedisStore.publish_commits`), the write
    scripts PUBLISH ``<prefix><id>`` themselves (README, "One script per move, the
    wake-up inside it"): for an applied move, for the same write sent again after its
    answer was lost, and for a delete; never for a refused write or a replayed key. The
    commit listeners are then not called (the wake-up went out already)."""
    store = RedisStore(redis_server.url, 60, 30, prefix="pub")
    store.publish_commits("pub:live:")
    heard: list[str] = []
    store.add_commit_listener(heard.append)
    client = redis_server.client()
    subscriber = client.pubsub()
    s = sid()
    subscriber.subscribe(f"pub:live:{s}")

    def published(count: int) -> list[str]:
        """The next ``count`` messages of the session's channel."""
        got: list[str] = []
        while len(got) < count:
            message = subscriber.get_message(timeout=10)
            if message is None:
                break
            got.append(message["data"])
        return got

    try:
        confirmed = subscriber.get_message(timeout=10)  # the subscription is active
        assert confirmed is not None and confirmed["type"] == "subscribe"
        store.create(s, 0, "d", ev(1), "w0")
        assert store.cas(s, 5, 6, "d", ev(2), "w1").status is CasStatus.CONFLICT
        assert store.cas(s, 0, 1, "d1", ev(2), "w1", ("k", "r")).status is \
            CasStatus.APPLIED
        assert store.cas(s, 0, 1, "d1", ev(2), "w1").status is CasStatus.ALREADY_APPLIED
        assert store.cas(s, 1, 2, "d2", ev(3), "w2", ("k", "r2")).status is \
            CasStatus.REPLAY
        client.publish(f"pub:live:{s}", "marker")  # after everything the store sent
        assert published(3) == ["1", "1", "marker"]
        assert store.delete(s) is True
        assert published(1) == ["1"]
        assert heard == []
    finally:
        subscriber.close()
        client.close()
        store.close()


def test_long_idempotency_records_come_back_as_stored(store):
    """Records as long as a move's answer (stored compressed by the Redis store) are
    replayed byte for byte, by the read, the compare-and-set and `remember`."""
    s = sid()
    record = '{"f":"x","b":"' + "ü" * 1500 + '"}'
    store.create(s, 0, "d", [], "w0")
    assert store.cas(s, 0, 1, "d1", [], "w1", ("k1", record)).status is CasStatus.APPLIED
    assert store.load(s, "k1")[1] == record
    assert store.cas(s, 1, 2, "d2", [], "w2", ("k1", "other")).record == record
    assert store.remember(s, "k1", "other") == record
    assert store.remember(s, "k2", record + " ") is None
    assert store.load(s, "k2")[1] == record + " "


def test_remember_and_delete(store):
    s = sid()
    store.create(s, 3, "d", [], "w")
    assert store.remember(s, "k", "first") is None
    assert store.remember(s, "k", "second") == "first"
    assert store.load(s, "k")[1] == "first"
    assert store.delete(s) is True
    assert store.delete(s) is False
    assert store.load(s, "k") == (None, None)
    assert store.remember(s, "k", "third") is None  # no session: nothing stored
    assert store.load(s, "k") == (None, None)


def test_events_per_session_are_capped(small_store):
    s = sid()
    assert small_store.create(s, 0, "d", ev(1, 2, 3, 4), "w").status is CasStatus.APPLIED
    assert small_store.cas(s, 0, 1, "d", ev(5, 6, 7), "w1").status is CasStatus.TOO_LARGE
    assert small_store.cas(s, 0, 1, "d", ev(5, 6), "w1").status is CasStatus.APPLIED
    assert small_store.load(s)[0].events == 6
    assert small_store.create(sid(1), 0, "d", ev(*range(1, 8)), "w").status is \
        CasStatus.TOO_LARGE
    # SESSION_MAX_EVENTS events are allowed ("a move beyond it" is refused): a create too
    assert small_store.create(sid(2), 0, "d", ev(*range(1, 7)), "w").status is \
        CasStatus.APPLIED


def test_bytes_per_session_are_capped(small_store):
    s = sid()
    small_store.create(s, 0, "d" * 300, [], "w")
    assert small_store.cas(s, 0, 1, "d" * 300, [(1, "e" * 99)], "w1").status is \
        CasStatus.APPLIED  # 300 + 99 <= 400
    assert small_store.cas(s, 1, 2, "d" * 300, [(2, "e" * 2)], "w2").status is \
        CasStatus.TOO_LARGE  # 300 + 101 > 400
    assert small_store.cas(s, 1, 2, "d" * 301, [], "w2").status is CasStatus.APPLIED
    assert small_store.cas(s, 2, 3, "d" * 302, [], "w3").status is CasStatus.TOO_LARGE
    # a create counts its doc as well: 300 + 101 > 400, 300 + 100 fits
    assert small_store.create(sid(1), 0, "d" * 300, [(1, "e" * 101)], "w").status is \
        CasStatus.TOO_LARGE
    assert small_store.create(sid(2), 0, "d" * 300, [(1, "e" * 100)], "w").status is \
        CasStatus.APPLIED


def test_idempotency_records_per_session_are_capped_oldest_first(small_store):
    s = sid()
    small_store.create(s, 0, "d", [], "w")
    for i in range(5):
        assert small_store.remember(s, f"k{i}", f"r{i}") is None
    kept = {f"k{i}": small_store.load(s, f"k{i}")[1] for i in range(5)}
    assert kept == {"k0": None, "k1": None, "k2": "r2", "k3": "r3", "k4": "r4"}
    assert small_store.cas(s, 0, 1, "d", [], "w1", ("k5", "r5")).status is CasStatus.APPLIED
    assert [small_store.load(s, f"k{i}")[1] for i in (2, 3, 4, 5)] == [None, "r3", "r4", "r5"]


def test_idempotency_records_are_forgotten_oldest_first_whatever_their_keys(small_store):
    """The oldest record goes first, also for records written within one millisecond
    whose keys sort the other way round (Redis scores them by time)."""
    s = sid()
    small_store.create(s, 0, "d", [], "w")
    for key in ("z", "y", "x", "w", "v"):  # each sorts before the one written before it
        assert small_store.remember(s, key, key.upper()) is None
    assert [small_store.load(s, key)[1] for key in ("z", "y", "x", "w", "v")] == [
        None, None, "X", "W", "V"]


def test_redis_an_idempotency_record_is_not_answered_after_its_ttl(redis_server):
    """Idempotency records expire ``idempotency_ttl_seconds`` after they were stored:
    then neither a read nor a compare-and-set answers them (the key is evaluated
    again), and the next record stored drops them from both keys (``:ik`` and ``:ix``):
    SESSION_MAX_IDEMPOTENCY_RECORDS counts live records only, so an expired one kept in
    either key would grow it without a bound while the session lives (audit)."""
    store = RedisStore(redis_server.url, 60, 1, prefix="idemttl")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        s = sid()
        store.create(s, 0, "d", [], "w0")
        assert store.cas(s, 0, 1, "d1", [], "w1", ("k", "r")).status is CasStatus.APPLIED
        assert store.remember(s, "other", "o") is None
        assert store.load(s, "k")[1] == "r"
        time.sleep(1.2)  # past the record's second
        assert store.load(s, "k")[1] is None
        assert store.cas(s, 1, 2, "d2", [], "w2", ("k", "r2")).status is CasStatus.APPLIED
        assert store.load(s, "k")[1] == "r2"
        key = f"idemttl:{{{s}}}"
        assert client.hkeys(key + ":ik") == ["k"]  # "other" expired: gone from both
        assert client.zrange(key + ":ix", 0, -1) == ["k"]
    finally:
        store.close()
        client.close()


def test_the_embedded_store_holds_at_most_max_sessions():
    store = MemoryStore(60, 30, SMALL)
    first, second, third = sid(1), sid(2), sid(3)
    store.create(first, 0, "d", [], "w")
    store.create(second, 0, "d", [], "w")
    with pytest.raises(StoreFull) as info:
        store.create(third, 0, "d", [], "w")
    assert info.value.code == "session_store_full" and info.value.retry_after >= 1
    assert store.delete(first) is True
    assert store.create(third, 0, "d", [], "w").status is CasStatus.APPLIED


def test_memory_store_expiry_with_a_clock():
    now = [1000.0]
    store = MemoryStore(10, 5, clock=lambda: now[0])
    store.create("a" * 22, 0, "d", [], "w")
    store.create("b" * 22, 0, "d", [], "w")
    now[0] += 6
    assert store.cas("b" * 22, 0, 1, "d", [], "w1", ("k", "r")).status is CasStatus.APPLIED
    now[0] += 5  # a: 11 s idle; b: 5 s since its move; b's record: 5 s old
    assert store.load("a" * 22) == (None, None)
    snapshot, record = store.load("b" * 22, "k")
    assert snapshot is not None and record is None
    now[0] += 100
    store.create("c" * 22, 0, "d", [], "w")  # sweeps
    assert len(store) == 1


def test_memory_store_a_session_lives_exactly_ttl_seconds_after_its_last_write():
    """"Sessions expire ``ttl_seconds`` after their last write" (`stores.base`): alive
    the instant before, gone at that instant (by a read, a write and the log alike)."""
    now = [100.0]
    store = MemoryStore(10, 5, clock=lambda: now[0])
    s = "e" * 22
    store.create(s, 0, "d", [(1, "e")], "w0")
    now[0] = 109.5
    assert store.cas(s, 0, 1, "d1", [], "w1").status is CasStatus.APPLIED  # lives to 119.5
    now[0] = 119.25
    assert store.load(s)[0] is not None
    snapshot, events = store.load_events(s, 0, 10)
    assert events == ['e'] and snapshot is not None and snapshot.expires_in_ms == 250
    assert len(store) == 1
    now[0] = 119.5
    assert len(store) == 0
    assert store.load_events(s, 0, 10) == (None, [])
    assert store.load(s) == (None, None)
    assert store.cas(s, 1, 2, "d2", [], "w2").status is CasStatus.GONE


def test_the_embedded_store_forgets_expired_sessions_at_its_next_sweeping_write():
    """An expired session nobody reads again is dropped (its memory freed) by the writes
    of other sessions within a sweep period (`MemoryStore.SWEEP_SECONDS`), by a create
    as by a compare-and-set; `records` sees what the store still holds."""
    now = [0.0]
    store = MemoryStore(30, 30, clock=lambda: now[0])
    sweep = MemoryStore.SWEEP_SECONDS
    old, other = "o" * 22, "p" * 22
    store.create(old, 0, "d", [], "w")
    assert store.remember(old, "k", "r") is None
    now[0] = sweep + 1  # `old` expired at 30 s; the first sweep is due
    store.create("a" * 22, 0, "d", [], "w")
    assert store.records(old) == 0
    store.create(other, 0, "d", [], "w")
    assert store.remember(other, "k", "r") is None
    later = "l" * 22
    now[0] = 2 * sweep - 5  # `other` expired; no sweep due yet
    store.create(later, 0, "d", [], "w")
    now[0] = 2 * sweep + 1  # the next sweep is due: a compare-and-set runs it
    assert store.cas(later, 0, 1, "d1", [], "w1").status is CasStatus.APPLIED
    assert store.records(other) == 0


def test_memory_store_full_counts_only_live_sessions():
    now = [0.0]
    store = MemoryStore(10, 5, SMALL, clock=lambda: now[0])
    store.create(sid(1), 0, "d", [], "w")
    store.create(sid(2), 0, "d", [], "w")
    now[0] += 11  # both expired: room again without waiting for the sweep
    assert store.create(sid(3), 0, "d", [], "w").status is CasStatus.APPLIED


def redis_ms(client: redis.Redis) -> int:
    """Redis's own clock in milliseconds: an expiry is compared with it (PEXPIRETIME), not
    measured as a PTTL that shrinks while a loaded machine runs the test."""
    seconds, micros = client.time()
    return int(seconds) * 1000 + int(micros) // 1000


def test_redis_keys_ttl_layout_and_delete_removes_every_key(redis_server):
    store = RedisStore(redis_server.url, 100, 50, prefix="ttl")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        s = sid(1)
        before = redis_ms(client)
        store.create(s, 0, "d", [(1, "e")], "w0")
        after = redis_ms(client)
        key = f"ttl:{{{s}}}"
        # the log's tail in its own key: framed entries "<seq>,<bytes>:<entry>", no chunk yet
        assert client.hgetall(key) == {"v": "0", "d": "d", "w": "w0", "b": "1", "n": "1",
                                       "T": "1"}
        assert client.get(key + ":t") == "1,1:e"
        # the TTL (100 s) plus the lease (1 %: redis_scripts.expiry_lease_ms), from the write
        assert before + 101_000 <= client.pexpiretime(key) <= after + 101_000
        assert abs(client.pexpiretime(key + ":t") - client.pexpiretime(key)) <= 1  # (below)
        assert not client.exists(key + ":ev")
        # a read of the log says how long the session has left (a live stream wakes then)
        followed = store.load_events(s, 0, 10)[0]
        assert followed is not None and followed.expires_in_ms is not None
        assert 99_000 < followed.expires_in_ms <= 101_000
        client.pexpire(key, 5_000)
        snapshot, _ = store.load(s, for_write=True)
        assert snapshot is not None and snapshot.log_tail == b"1,1:e"
        big = "é" * (CHUNK_BYTES // 2)  # CHUNK_BYTES bytes: tail + entry are sealed
        store.cas(s, 0, 1, "d1", [(2, big)], "w", ("k", "r"), log_tail=snapshot.log_tail)
        assert client.pttl(key) > 100_000 and client.pttl(key + ":ev") > 100_000  # refreshed
        assert not client.exists(key + ":t")  # sealed: the tail is empty
        assert client.hget(key, "b") == str(1 + CHUNK_BYTES)
        raw = redis.Redis.from_url(redis_server.url)
        [(chunk, score)] = raw.zrange(key + ":ev", 0, -1, withscores=True)
        raw.close()
        assert score == 1 and chunk.startswith(b"\0" + b"1:")
        assert zlib.decompress(chunk[3:]) == b"1,1:e" + b"2,%d:" % CHUNK_BYTES + big.encode()
        assert client.hgetall(key + ":ik") == {"k": "r"}
        expires = client.zscore(key + ":ix", "k")
        redis_now = client.time()
        left = expires - (redis_now[0] * 1000 + redis_now[1] // 1000)
        assert 49_000 < left <= 50_000
        assert client.pttl(key + ":ik") > 100_000
        assert store.load_events(s, 0, 10)[1] == ["e", big]
        store.remember(s, "k2", "r2")
        snapshot, _ = store.load(s, for_write=True)
        assert snapshot is not None and snapshot.log_tail == b""
        store.cas(s, 1, 2, "d2", [(3, "x")], "w2", log_tail=snapshot.log_tail)
        # the tail made anew after the seal lives as long as the hash: the script gives it
        # the hash's PTTL, and Redis 7.0 reads its clock again for the PEXPIRE, so the two
        # may be a millisecond apart when a millisecond ends in between (a fresh clone's
        # run saw 1796628680517 against ...516)
        assert client.get(key + ":t") == "3,1:x"
        assert abs(client.pexpiretime(key + ":t") - client.pexpiretime(key)) <= 1
        assert sorted(client.keys(f"ttl:{{{s}}}*")) == sorted(
            [key, key + ":ev", key + ":ik", key + ":ix", key + ":t"])
        assert store.delete(s) is True
        assert client.keys(f"ttl:{{{s}}}*") == []  # idempotency records included
        assert store.remember(s, "k3", "r3") is None  # gone: nothing is stored for it
        assert client.keys(f"ttl:{{{s}}}*") == []
    finally:
        store.close()
        client.close()


def test_the_expiry_lease_is_a_hundredth_of_the_ttl_and_at_most_a_minute():
    assert expiry_lease_ms(100_000) == 1_000
    assert expiry_lease_ms(86_400_000) == 60_000  # 24 h: a minute, not 14 min


def test_redis_a_write_refreshes_every_expiry_only_once_less_than_the_ttl_is_left(
        redis_server):
    """Every key of a session lives at least the TTL (100 s) past its last write and at
    most the TTL + the lease (1 s): a write that finds the hash with the TTL or more left
    leaves every key's expiry as it is; one that finds less sets TTL + lease on all
    five, the idempotency records' keys and the sealed chunks included."""
    store = RedisStore(redis_server.url, 100, 50, prefix="lease")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        s = sid(7)
        key = f"lease:{{{s}}}"
        keys = [key + suffix for suffix in ("", ":ev", ":ik", ":ix", ":t")]
        store.create(s, 0, "d", [(1, "e")], "w0")
        snapshot, _ = store.load(s, for_write=True)
        assert snapshot is not None
        big = "b" * CHUNK_BYTES  # sealed: makes the chunks' key
        result = store.cas(s, 0, 1, "d1", [(2, big)], "w1", ("k", "r"),
                           log_tail=snapshot.log_tail, expected_write_id="w0")
        result = store.cas(s, 1, 2, "d2", [(3, "x")], "w2", log_tail=result.log_tail,
                           expected_write_id="w1")  # makes the tail's key again
        assert result.status is CasStatus.APPLIED and all(client.exists(k) for k in keys)

        for k in keys:
            client.pexpire(k, 130_000)  # the TTL left, and more
        expiries = [client.pexpiretime(k) for k in keys]
        result = store.cas(s, 2, 3, "d3", [(4, "y")], "w3", log_tail=result.log_tail,
                           expected_write_id="w2")
        assert result.status is CasStatus.APPLIED
        assert [client.pexpiretime(k) for k in keys] == expiries  # untouched

        for k in keys:
            client.pexpire(k, 99_000)  # less than the TTL left
        before = redis_ms(client)
        result = store.cas(s, 3, 4, "d4", [(5, "z")], "w4", log_tail=result.log_tail,
                           expected_write_id="w3")
        after = redis_ms(client)
        assert result.status is CasStatus.APPLIED
        for k in keys:  # TTL + lease from the write
            assert before + 101_000 <= client.pexpiretime(k) <= after + 101_000
    finally:
        store.close()
        client.close()


def test_redis_every_key_a_write_makes_expires_with_the_sessions_hash(redis_server):
    """README ("Session moves on Redis"): a key a write creates gets what the hash has
    left, so a session's keys expire together. Each key made here by a write that does
    NOT refresh the expiry (the session is fresh): the idempotency records' two keys (by a
    compare-and-set, then by a remember), the first sealed chunk, and the tail made anew
    after the seal. A key left without an expiry would outlive its session for good."""
    store = RedisStore(redis_server.url, 100, 50, prefix="together")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        for n, remember_first in ((1, False), (2, True)):
            s = sid(20 + n)
            key = f"together:{{{s}}}"
            store.create(s, 0, "d", [(1, "e")], "w0")
            if remember_first:  # the records' keys made by REMEMBER
                assert store.remember(s, "k0", "r0") is None
            snapshot, _ = store.load(s, for_write=True)
            assert snapshot is not None
            big = "b" * CHUNK_BYTES  # sealed: makes the chunks' key, deletes the tail's
            result = store.cas(s, 0, 1, "d1", [(2, big)], "w1", ("k1", "r1"),
                               log_tail=snapshot.log_tail, expected_write_id="w0")
            assert result.status is CasStatus.APPLIED
            result = store.cas(s, 1, 2, "d2", [(3, "x")], "w2", log_tail=result.log_tail,
                               expected_write_id="w1")  # the tail's key again
            assert result.status is CasStatus.APPLIED
            made = sorted(client.keys(f"together:{{{s}}}*"))
            assert made == sorted(key + suffix for suffix in ("", ":ev", ":ik", ":ix", ":t"))
            hash_expiry = client.pexpiretime(key)
            assert hash_expiry > 0
            for k in made:  # Redis reads its clock again per PEXPIRE: a ms apart at most
                assert abs(client.pexpiretime(k) - hash_expiry) <= 1, k
    finally:
        store.close()
        client.close()


def test_redis_log_pages_by_seq_exactly_across_chunks_and_tail(redis_server):
    """Hundreds of writes of one to three entries each, as the service writes them
    (the tail read with the doc): every page ``after`` < seq ≤ ``after + limit`` is
    exact, whatever chunk boundary it crosses, and the log is mostly compressed."""
    store = RedisStore(redis_server.url, 100, 50, prefix="pages")
    client = redis.Redis.from_url(redis_server.url)
    try:
        s = sid(2)
        entries = {q: json.dumps({"q": q, "e": {"type": "card_played", "card": f"H{q % 13}"}})
                   for q in range(1, 601)}
        store.create(s, 0, "d", [(1, entries[1])], "w0")
        seq, version = 2, 0
        while seq <= 600:
            batch = [(q, entries[q]) for q in range(seq, min(seq + 1 + seq % 3, 601))]
            snapshot, _ = store.load(s, for_write=True)
            assert snapshot is not None and snapshot.events == seq - 1
            result = store.cas(s, version, version + 1, "d", batch, f"w{seq}",
                               log_tail=snapshot.log_tail)
            assert result.status is CasStatus.APPLIED
            seq, version = batch[-1][0] + 1, version + 1
        assert store.load(s)[0].events == 600
        key = f"pages:{{{s}}}"
        starts = [int(score) for _, score in client.zrange(key + ":ev", 0, -1,
                                                            withscores=True)]
        # and every page whose last seq is the first of a chunk (or the one before it)
        edges = [(start - limit + shift, limit) for start in starts
                 for limit in (1, 2, 37) for shift in (0, -1) if start - limit + shift >= 0]
        for after, limit in [(after, limit) for after in (0, 1, 57, 58, 199, 333, 500, 598,
                                                          599, 600, 700)
                             for limit in (1, 2, 37, 100, 1000)] + edges:
            expected = [entries[q] for q in range(after + 1, min(after + limit, 600) + 1)]
            assert store.load_events(s, after, limit)[1] == expected, (after, limit)
        assert client.zcard(key + ":ev") > 5
        assert len(client.get(key + ":t")) < CHUNK_BYTES
        stored = sum(client.memory_usage(k, samples=0) for k in (key, key + ":ev", key + ":t"))
        assert stored < sum(len(e) for e in entries.values()) / 2  # compressed
    finally:
        store.close()
        client.close()


def test_redis_reads_and_extends_a_log_stored_before_chunks(redis_server):
    """A session written by the layout before chunks (one zset member per entry, scored
    by its seq; no ``n`` or ``t``) keeps working: read, counted, extended, paged."""
    store = RedisStore(redis_server.url, 100, 50, prefix="old")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        s = sid(3)
        key = f"old:{{{s}}}"
        client.hset(key, mapping={"v": 3, "d": "d", "w": "w0", "b": 6})
        client.zadd(key + ":ev", {"e1": 1, "e2": 2, "e3": 3})
        snapshot, _ = store.load(s, for_write=True)
        assert snapshot is not None and (snapshot.version, snapshot.events) == (3, 3)
        assert store.load_events(s, 1, 10)[1] == ["e2", "e3"]
        assert store.cas(s, 3, 4, "d", [(4, "e4")], "w1",
                         log_tail=snapshot.log_tail).status is CasStatus.APPLIED
        assert store.load(s)[0].events == 4
        assert store.load_events(s, 0, 10)[1] == ["e1", "e2", "e3", "e4"]
        assert store.load_events(s, 2, 1)[1] == ["e3"]
    finally:
        store.close()
        client.close()


def test_redis_reads_and_moves_a_tail_stored_in_the_hash(redis_server):
    """A session written while the log's tail was the hash's field ``t`` (before session
    10): read as it is, and its first write moves the tail to the key ``:t`` (appended
    to, or sealed with the new entries), every event still paged in order."""
    store = RedisStore(redis_server.url, 100, 50, prefix="tailhash")
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    a, b, c = sid(4), sid(5), sid(6)
    try:
        key = f"tailhash:{{{a}}}"
        client.hset(key, mapping={"v": 2, "d": "d", "w": "w0", "b": 4, "n": 2,
                                  "t": "1,2:e12,2:e2"})
        # written a moment ago: more than the TTL left, so only the moved tail makes the
        # write refresh the expiries (its new key would otherwise never expire)
        client.pexpire(key, 100_500)
        snapshot, _ = store.load(a, for_write=True)
        assert snapshot is not None
        assert (snapshot.events, snapshot.log_tail) == (2, b"1,2:e12,2:e2")
        assert store.load_events(a, 1, 10)[1] == ["e2"]
        assert store.cas(a, 2, 3, "d", [(3, "e3")], "w1",
                         log_tail=snapshot.log_tail).status is CasStatus.APPLIED
        assert client.hget(key, "t") is None and client.hget(key, "T") == "1"
        assert client.get(key + ":t") == "1,2:e12,2:e23,2:e3"
        assert client.pttl(key + ":t") > 99_000
        assert store.load_events(a, 0, 10)[1] == ["e1", "e2", "e3"]

        # the same layout, and the first write seals tail + entries into a chunk
        key = f"tailhash:{{{b}}}"
        client.hset(key, mapping={"v": 1, "d": "d", "w": "w0", "b": 2, "n": 1, "t": "1,2:e1"})
        snapshot, _ = store.load(b, for_write=True)
        assert snapshot is not None
        big = "b" * CHUNK_BYTES
        assert store.cas(b, 1, 2, "d", [(2, big)], "w1",
                         log_tail=snapshot.log_tail).status is CasStatus.APPLIED
        assert not client.exists(key + ":t") and client.zcard(key + ":ev") == 1
        assert store.load_events(b, 0, 10)[1] == ["e1", big]

        # a conflict answers the stored tail, whichever the layout
        key = f"tailhash:{{{c}}}"
        client.hset(key, mapping={"v": 5, "d": "d5", "w": "w5", "b": 2, "n": 1, "t": "1,2:e1"})
        result = store.cas(c, 4, 5, "d", [(2, "e2")], "w6")
        assert result.status is CasStatus.CONFLICT and result.current is not None
        assert result.current.log_tail == b"1,2:e1" and client.hget(key, "t") == "1,2:e1"
        result = store.cas(a, 2, 3, "d", [(4, "e4")], "w9")
        assert result.status is CasStatus.CONFLICT and result.current is not None
        assert result.current.log_tail == b"1,2:e12,2:e23,2:e3"
        assert store.delete(a) is True
        assert client.keys(f"tailhash:{{{a}}}*") == []
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
                     lambda: store.create(sid(), 0, "d", [], "w"),
                     lambda: store.cas(sid(), 0, 1, "d", [], "w"),
                     lambda: store.remember(sid(), "k", "r"),
                     lambda: store.load_events(sid(), 0, 5), lambda: store.delete(sid())):
            with pytest.raises(StoreUnavailable) as info:
                call()
            assert info.value.kind == "redis" and info.value.retry_after >= 1
            assert info.value.code == "session_store_unavailable"
        assert time.monotonic() - started < 5
    finally:
        store.close()


def test_build_store_follows_the_config(redis_server):
    assert isinstance(build_store({}), MemoryStore)
    assert build_store({"MAX_SESSIONS": 7}).limits.max_sessions == 7
    made = build_store({"REDIS_URL": redis_server.url, "SESSION_TTL_SECONDS": 5,
                        "IDEMPOTENCY_TTL_SECONDS": 9, "REDIS_KEY_PREFIX": "p",
                        "SESSION_MAX_EVENTS": 11, "SESSION_MAX_BYTES": 20_000,
                        "SESSION_MAX_IDEMPOTENCY_RECORDS": 4, "REDIS_BREAKER_SECONDS": 3})
    try:
        assert isinstance(made, RedisStore) and made.prefix == "p" and not made.cluster
        assert (made.ttl_seconds, made.idempotency_ttl_seconds) == (5, 5)
        assert made.limits == StoreLimits(11, 20_000, 4, StoreLimits().max_sessions)
        assert made.breaker.open_seconds == 3
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


def test_redis_moves_and_a_leave_read_first_seal_the_log_into_chunks(redis_server,
                                                                     spec_schema):
    """README "Session moves on Redis": once a write would bring the log's tail to 4 KB,
    the writer compresses tail + new entries into a chunk. So do the writes that read
    the session first: every move at a table with bots, and a leave (here the last
    human's, in which the bots play the match out: hundreds of events)."""
    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url,
                      "REDIS_KEY_PREFIX": "readseal"})
    api = checking(app, spec_schema)
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)
    rng = random.Random(3)
    try:
        created = api.request("POST", "/v1/sessions", {
            "game": "hearts", "seed": 3,
            "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}).json()
        sid, token = created["id"], created["seat_tokens"][0]["token"]
        seat0 = {"Authorization": f"Bearer {token}"}
        key = f"readseal:{{{sid}}}"
        for _ in range(14):  # the pass and a hand's plays: about 60 events, over 4 KB
            legal = api.request("GET", f"/v1/sessions/{sid}", headers=seat0).json()
            moved = api.request("POST", f"/v1/sessions/{sid}/moves", {
                "move": concrete(legal["legal_moves"][0], rng)}, seat0).json()
            assert moved["legal"] is True
        assert client.zcard(key + ":ev") >= 1
        assert client.strlen(key + ":t") < CHUNK_BYTES
        chunks = client.zcard(key + ":ev")
        left = api.request("POST", f"/v1/sessions/{sid}/seats/0/leave", headers=seat0)
        assert left.status == 200
        host = {"Authorization": f"Bearer {created['host_token']}"}
        body = api.request("GET", f"/v1/sessions/{sid}", headers=host).json()
        assert body["status"] == "finished" and body["last_event"] > 200
        assert client.zcard(key + ":ev") > chunks
        assert client.strlen(key + ":t") < CHUNK_BYTES
        page = api.request("GET", f"/v1/sessions/{sid}/events?after=0&limit=1000",
                           headers=host).json()
        assert [e["seq"] for e in page["events"]] == list(range(1, body["last_event"] + 1))
    finally:
        app.extensions[EXTENSION].close()
        client.close()
