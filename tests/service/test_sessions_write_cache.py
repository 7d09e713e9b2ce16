"""A worker's next move of a session starts from its own last write (the write cache,
`service.sessions.writecache`): two app instances on one Redis stand for two workers,
so the cached head of one is stale whenever the other wrote in between."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.app import create_app
from service.resources.sessions import EXTENSION
from service.sessions.writecache import Head, WriteCache
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


@pytest.fixture
def two_workers(redis_server: Any, spec_schema: Any) -> Any:
    apps = [create_app({"TESTING": True, "REDIS_URL": redis_server.url,
                        "REDIS_KEY_PREFIX": "wc"}) for _ in range(2)]
    yield [checking(app, spec_schema) for app in apps]
    for app in apps:
        app.extensions[EXTENSION].close()


def reads(client: Any) -> int:
    """Requests the Redis server has read so far (this INFO included)."""
    return int(client.info("stats")["total_reads_processed"])


def next_move(api: Any, sid: str, tokens: dict[Any, str], rng: random.Random
              ) -> tuple[int, dict[str, Any]]:
    seat = get(api, sid, tokens[0]).json()["view"]["to_act"][0]
    legal = get(api, sid, tokens[seat]).json()["legal_moves"]
    return seat, concrete(legal[0], rng)


def test_moves_alternating_between_workers_build_on_each_other_in_two_round_trips(
        two_workers, redis_server):
    """Every move lands on the other worker, whose cached head is one write behind: the
    move (legal there or not) is judged on the stored session, never refused for the
    stale head, and costs at most two Redis round trips (counted on the server); a
    worker whose head is current needs one."""
    a, b = two_workers
    client = redis_server.client()
    created = create(a, "hearts", ["human"] * 4)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(5)
    trips = []
    for i in range(40):  # the passes, then strict turns of the play
        api = (a, b)[i % 2]
        seat, mv = next_move(api, sid, tokens, rng)
        before = reads(client)
        answer = move(api, sid, tokens[seat], mv).json()
        trips.append(reads(client) - before - 1)
        assert answer["legal"] is True, (i, answer)
    assert max(trips[1:]) <= 2  # the first one loaded the write script (NOSCRIPT)
    # the same worker twice in a row: its head is current, one round trip
    seat, mv = next_move(b, sid, tokens, rng)
    move(b, sid, tokens[seat], mv)
    seat, mv = next_move(b, sid, tokens, rng)
    before = reads(client)
    assert move(b, sid, tokens[seat], mv).json()["legal"] is True
    assert reads(client) - before - 1 == 1
    log = events(a, sid, tokens[0]).json()["events"]
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    assert len([e for e in log if e["type"] in ("cards_passed", "card_played")]) == 42
    client.close()


def test_a_token_rotated_on_another_worker_is_refused_despite_a_cached_head(two_workers):
    a, b = two_workers
    created = create(a, "hearts", ["human"] * 4)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(6)
    for seat in (0, 1):  # worker A's head now holds seat 2's current token
        legal = get(a, sid, tokens[seat]).json()["legal_moves"]
        assert move(a, sid, tokens[seat], concrete(legal[0], rng)).json()["legal"]
    legal = get(a, sid, tokens[2]).json()["legal_moves"]
    rotated = b.request("POST", f"/v1/sessions/{sid}/seats/2/token", None,
                        bearer(tokens[2]))
    assert rotated.status == 200
    refused = move(a, sid, tokens[2], concrete(legal[0], rng))
    assert refused.status == 401 and refused.json()["code"] == "invalid_token"
    accepted = move(a, sid, rotated.json()["token"], concrete(legal[0], rng))
    assert accepted.status == 200 and accepted.json()["legal"] is True


def test_an_illegal_move_and_a_stale_expected_version_are_judged_on_the_stored_session(
        two_workers):
    """Worker A's head is behind: a move illegal on the stored session is refused with
    the stored version, and ``expected_version`` is compared with the stored one."""
    a, b = two_workers
    created = create(a, "hearts", ["human"] * 4)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(7)
    legal = get(a, sid, tokens[0]).json()["legal_moves"]
    assert move(a, sid, tokens[0], concrete(legal[0], rng)).json()["legal"]
    legal = get(b, sid, tokens[1]).json()["legal_moves"]
    moved = move(b, sid, tokens[1], concrete(legal[0], rng)).json()
    assert moved["legal"]
    # seat 1 has passed (on B): passing again is illegal on the stored session, legal
    # on A's stale head
    again = move(a, sid, tokens[1], concrete(legal[0], rng)).json()
    assert again["legal"] is False and again["version"] == moved["version"]
    stale = move(a, sid, tokens[2], concrete(get(a, sid, tokens[2]).json()["legal_moves"][0],
                                             rng), expected_version=moved["version"] - 1)
    assert stale.status == 409 and stale.json()["code"] == "stale_version"


def test_a_session_with_a_bot_seat_reads_before_every_move(two_workers, redis_server):
    """No bot search is ever run on a head that may be stale: with a bot seat a move
    reads the session first (two round trips), even on the worker that wrote it last."""
    a, _ = two_workers
    client = redis_server.client()
    created = create(a, "hearts", ["human", "human", "human", "random"])
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(8)
    trips = []
    for _ in range(3):
        seat, mv = next_move(a, sid, tokens, rng)
        before = reads(client)
        assert move(a, sid, tokens[seat], mv).json()["legal"] is True
        trips.append(reads(client) - before - 1)
    assert trips[1:] == [2, 2]
    client.close()


def test_the_cache_serves_a_state_only_for_its_own_write_and_keeps_a_bounded_number():
    """README "No duplicate, no stale state" and "Bounds": decoded states are keyed by
    (session, revision, write id), so a state stored by another write of the same
    revision (after a lost write) is never served for it; a worker keeps at most ``size``
    states and ``size`` heads (512 each in the service), the least recently used going
    first, so that the sessions it is playing keep theirs."""
    cache = WriteCache(2)
    cache.put_state(("s1", 4, "w-lost"), "lost state")
    assert cache.state(("s1", 4, "w-lost")) == "lost state"
    assert cache.state(("s1", 4, "w-other")) is None  # the same revision, another write
    cache.put_state(("s2", 1, "w"), "s2 state")
    assert cache.state(("s1", 4, "w-lost")) == "lost state"  # used: s2's is now the oldest
    cache.put_state(("s3", 1, "w"), "s3 state")
    assert [cache.state(key) for key in (("s1", 4, "w-lost"), ("s2", 1, "w"), ("s3", 1, "w"))
            ] == ["lost state", None, "s3 state"]

    def head(revision: int) -> Head:
        return Head(revision, f"w{revision}", {}, None, False)

    cache.put_head("s1", head(1))
    cache.put_head("s2", head(1))
    cache.put_head("s1", head(2))  # s1 written again: s2's head is now the oldest
    cache.put_head("s3", head(1))
    assert [cache.head(sid) for sid in ("s1", "s2", "s3")] == [head(2), None, head(1)]
    cache.drop_head("s1")
    assert cache.head("s1") is None and cache.head("s3") == head(1)


def test_a_worker_moves_the_session_it_created_in_one_round_trip(two_workers, redis_server):
    """The create is this worker's last write of the session: its first move is
    evaluated on it, one round trip (README "Session moves on Redis")."""
    a, _ = two_workers
    client = redis_server.client()
    rng = random.Random(9)
    warm = create(a, "hearts", ["human"] * 4)  # the write script is loaded (NOSCRIPT)
    seat, mv = next_move(a, warm["id"], tokens_of(warm), rng)
    assert move(a, warm["id"], tokens_of(warm)[seat], mv).json()["legal"] is True
    created = create(a, "hearts", ["human"] * 4)
    sid, tokens = created["id"], tokens_of(created)
    seat, mv = next_move(a, sid, tokens, rng)
    before = reads(client)
    assert move(a, sid, tokens[seat], mv).json()["legal"] is True
    assert reads(client) - before - 1 == 1
    client.close()

