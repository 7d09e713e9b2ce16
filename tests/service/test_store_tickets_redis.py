"""Stream tickets on a real redis-server (`service.sessions.tickets.RedisTickets`, its
``ISSUE`` script): a session's set of ticket hashes (``:tk``) stays bounded, DELETE
removes every unused ticket however many there are, and issuing a ticket costs Redis the
same whatever number of tickets the session holds (issue 11: no hostile traffic makes
one cheap request cost Redis a lot)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from service.sessions.stores.redis_store import RedisStore, session_key
from service.sessions.tickets import ISSUE_SAMPLE, Grant, RedisTickets
from tests.service.redis_server import RedisServer

PREFIX = "tk"


@pytest.fixture
def on_redis(redis_server: RedisServer) -> Iterator[tuple[RedisStore, Any, redis.Redis]]:
    store = RedisStore(redis_server.url, 100, 50, prefix=PREFIX)
    client = redis.Redis.from_url(redis_server.url, decode_responses=True)

    def tickets(ttl_seconds: int) -> RedisTickets:
        made = RedisTickets(redis_server.url, ttl_seconds, prefix=PREFIX)
        opened.append(made)
        return made

    opened: list[RedisTickets] = []
    try:
        yield store, tickets, client
    finally:
        for made in opened:
            made.close()
        store.close()
        client.close()


def session(store: RedisStore, number: int) -> str:
    sid = f"tickets{number:015d}"
    store.create(sid, 0, "d", [(1, "e")], f"w{number}")
    return sid


def test_delete_removes_every_unused_ticket_also_beyond_the_sets_pruning(on_redis):
    """README ("No duplicate, no stale state"): DELETE removes the session's unused stream
    tickets. Beyond 32 tickets the issue script prunes the set, and it must only ever drop
    a ticket that is gone: one dropped while unused would outlive the DELETE."""
    store, tickets, client = on_redis
    sid = session(store, 1)
    issuer = tickets(60)
    for i in range(60):
        issuer.issue(Grant(sid, f"{i:064x}"))
    tk = session_key(PREFIX, sid) + ":tk"
    assert client.scard(tk) == 60
    assert 0 < client.ttl(tk) <= 60  # the set expires too: with its newest ticket
    # a session with its whole TTL ahead: its tickets live STREAM_TICKET_TTL_SECONDS
    assert all(50_000 < client.pttl(ticket) <= 60_000 for ticket in client.keys(tk + ":*"))
    tickets(1).issue(Grant(sid, "s" * 64))
    assert client.ttl(tk) > 1  # not before it
    assert store.delete(sid) is True
    assert [key for key in client.keys(f"{PREFIX}:*") if sid in key] == []


def test_used_and_expired_tickets_leave_the_sessions_set(on_redis):
    """The set lists unused tickets for DELETE; a used or expired one must leave it, or the
    set of a session that is followed for hours grows without end."""
    store, tickets, client = on_redis
    sid = session(store, 2)
    tk = session_key(PREFIX, sid) + ":tk"
    long = tickets(60)
    kept = long.issue(Grant(sid, "k" * 64))[0]  # the set lives as long as its newest ticket
    short = tickets(1)
    issued = [short.issue(Grant(sid, f"{i:064x}"))[0] for i in range(120)]
    for ticket in issued[:10]:
        assert short.redeem(ticket, sid).sid == sid
    deadline = time.monotonic() + 10  # the 1 s TTL runs out (a hang is what this catches)
    while len(client.keys(tk + ":*")) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert len(client.keys(tk + ":*")) == 1  # used or expired: only the long one is left
    for i in range(100):
        long.issue(Grant(sid, f"{1000 + i:064x}"))
    # each issue looks at ISSUE_SAMPLE (8) members: about one of the 120 gone ones is
    # expected to be left after 100 issues; more than an eighth of the live ones is a
    # chance far below 1e-6
    assert len(client.keys(tk + ":*")) == 101
    assert client.scard(tk) <= 101 + 101 // 8
    assert long.redeem(kept, sid).sid == sid


def test_issuing_a_ticket_looks_at_a_bounded_sample_of_the_sessions_tickets(on_redis):
    """Before, every issue beyond 32 unused tickets ran EXISTS on each ticket of the set: a
    session's tickets issued at the proxy's 20 requests/s per address for their 60 s (1,200
    per address, n addresses sharing one spectator token) made each issue cost Redis
    1,200 n calls, n^2 in all: a handful of addresses could keep Redis busy for every
    session. Counted by Redis itself (INFO commandstats), not timed."""
    store, tickets, client = on_redis
    sid = session(store, 3)
    issuer = tickets(60)
    for i in range(300):
        issuer.issue(Grant(sid, f"{i:064x}"))
    client.config_resetstat()
    issuer.issue(Grant(sid, f"{300:064x}"))
    exists = client.info("commandstats").get("cmdstat_exists", {"calls": 0})["calls"]
    assert 1 <= exists <= 1 + ISSUE_SAMPLE  # the session's own EXISTS, then the sample


def test_a_ticket_never_outlives_its_session(on_redis):
    """README: a session's unused tickets (``:tk`` and ``:tk:<sha256>``) are keys of the
    session, and a session's keys expire together. A ticket issued a few seconds before
    its session expires lives no longer than the session (before, up to its 60 s past)."""
    store, tickets, client = on_redis
    sid = session(store, 4)
    key = session_key(PREFIX, sid)
    client.pexpire(key, 5_000)  # a session about to expire
    tickets(60).issue(Grant(sid, "a" * 64))
    [ticket] = client.keys(key + ":tk:*")
    for made in (ticket, key + ":tk"):  # Redis reads its clock again per PEXPIRE: +1 ms
        assert 0 < client.pexpiretime(made) <= client.pexpiretime(key) + 1
