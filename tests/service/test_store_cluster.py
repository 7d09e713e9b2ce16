"""Sessions on a real Redis Cluster: three masters started here (redis-server
``--cluster-enabled yes`` on free ports, joined by ``redis-cli --cluster create``),
through redis-py's cluster client, chosen by configuration (a ``redis+cluster://`` URL
or ``REDIS_CLUSTER=1``). Every key of a session carries the ``{id}`` hash tag, so each
session's scripts run on one master, and sessions spread over all three."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service.app import create_app
from service.resources.sessions import EXTENSION
from service.sessions.stores import RedisStore, build_store
from tests.service.redis_server import RedisClusterServers
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

pytestmark = [pytest.mark.redis, pytest.mark.slow]




@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterServers]:
    with RedisClusterServers(Path(tmp_path_factory.mktemp("cluster"))) as servers:
        yield servers


def test_the_cluster_client_is_chosen_by_configuration(cluster):
    node = cluster.nodes[1]
    for config in ({"REDIS_URL": cluster.url},
                   {"REDIS_URL": f"redis://127.0.0.1:{node.port}", "REDIS_CLUSTER": True}):
        store = build_store(config)
        try:
            assert isinstance(store, RedisStore) and store.cluster
            assert isinstance(store._client, RedisCluster)
            assert store._direct is None  # slots and redirections: redis-py's path
            store.ping()  # a write, routed to the master of its slot
        finally:
            store.close()


def test_sessions_play_on_a_three_master_cluster(cluster, spec_schema):
    app = create_app({"TESTING": True, "REDIS_URL": cluster.url,
                      "REDIS_KEY_PREFIX": "cl"})
    api: Any = checking(app, spec_schema)
    try:
        assert api.request("GET", "/readyz").json()["store"] == "redis"
        rng = random.Random(7)
        sessions = [create(api, "hearts", ["human", "random", "random", "random"])
                    for _ in range(12)]
        for created in sessions[:3]:
            sid, token = created["id"], tokens_of(created)[0]
            for i in range(12):  # passes and plays, bots answering
                body = get(api, sid, token).json()
                mv = concrete(rng.choice(body["legal_moves"]), rng)
                r = move(api, sid, token, mv, key=f"k{i}")
                assert r.json()["legal"] is True
                again = move(api, sid, token, mv, key=f"k{i}")
                assert again.headers["idempotent-replayed"] == "true"
            log = events(api, sid, token, limit=1000).json()["events"]
            assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
            assert log[-1]["seq"] == get(api, sid, token).json()["last_event"]
        # A stream ticket is a key of its session (its slot; DELETE removes it below).
        r = api.request("POST", f"/v1/sessions/{sessions[0]['id']}/stream-tickets",
                        headers=bearer(tokens_of(sessions[0])[0]))
        assert r.status == 201
        # The sessions spread over the masters; each session's keys stay on one.
        holders = []
        for created in sessions:
            owners = {n.port for n in cluster.nodes
                      if n.keys(f"cl:{{{created['id']}}}*")}
            assert len(owners) == 1
            holders.append(owners.pop())
        assert len(set(holders)) >= 2
        sid, token = sessions[0]["id"], tokens_of(sessions[0])[0]
        host = bearer(sessions[0]["host_token"])
        assert api.request("DELETE", f"/v1/sessions/{sid}", headers=host).status \
            == 204
        assert all(not n.keys(f"cl:{{{sid}}}*") for n in cluster.nodes)
    finally:
        app.extensions[EXTENSION].close()


def test_sessions_per_client_are_counted_across_the_masters(cluster):
    """MAX_SESSIONS_PER_CLIENT on a cluster: a client's set lives in its own slot, its
    sessions in theirs (one script may touch one slot only, so a create claims, then
    writes). The cap holds under a race, a DELETE frees its slot (the session on one
    master, the set on another), a session moved past its first expiry still counts
    (its set extended by the move), and an expired one is found gone across nodes."""
    import threading
    import time

    from service.sessions.stores import CasStatus, StoreLimits, TooManySessions

    store = RedisStore(cluster.url, 2, 1, prefix="clown",
                       limits=StoreLimits(max_sessions_per_client=3))
    ids = iter(range(10**6))

    def new(owner: str) -> str:
        sid = f"{time.monotonic_ns():016d}{next(ids):06d}"[-22:]
        result = store.create(sid, 0, "d", [(1, "e")], "w", owner=owner)
        assert result.status is CasStatus.APPLIED
        return sid

    def on_another_master(sid: str) -> bool:
        """Whether ``sid``'s keys live on another master than the owner's set (three
        random ids all share its master once in 27 runs: the cross-slot case untested)."""
        from service.sessions.stores import redis_owners
        owner_key = redis_owners.owner_key("clown", redis_owners.owner_digest("o"))
        node = store._client.get_node_from_key
        return node(f"clown:{{{sid}}}").port != node(owner_key).port

    try:
        sessions = [new("o") for _ in range(3)]
        while not any(map(on_another_master, sessions)):
            store.delete(sessions.pop())
            sessions.append(new("o"))
        with pytest.raises(TooManySessions):
            new("o")
        owner_nodes = {n.port for n in cluster.nodes if n.keys("clown:owner:*")}
        session_nodes = {n.port for s in sessions for n in cluster.nodes
                         if n.keys(f"clown:{{{s}}}")}
        assert len(owner_nodes) == 1 and len(session_nodes | owner_nodes) >= 2
        # DELETE frees the slot, wherever the session lives
        assert store.delete(sessions[0]) is True
        sessions[0] = new("o")
        # two creates racing for the last slot: exactly one wins
        store.delete(sessions.pop())
        barrier, outcomes = threading.Barrier(2, timeout=30), []

        def one() -> None:
            barrier.wait()
            try:
                outcomes.append(new("o"))
            except TooManySessions:
                outcomes.append("refused")

        racers = [threading.Thread(target=one) for _ in range(2)]
        for t in racers:
            t.start()
        for t in racers:
            t.join(60)
        assert sorted(o == "refused" for o in outcomes) == [False, True]
        # one session moves past its first expiry (2 s), the others expire
        kept, version = sessions[0], 0
        expiring = [*sessions[1:], *(o for o in outcomes if o != "refused")]
        first_expiry = time.monotonic() + 2.5
        while time.monotonic() < first_expiry or any(
                n.keys(f"clown:{{{s}}}") for s in expiring for n in cluster.nodes):
            assert time.monotonic() < first_expiry + 30
            assert store.cas(kept, version, version + 1, "d", [(version + 2, "e")],
                             f"w{version}").status is CasStatus.APPLIED
            version += 1
            time.sleep(0.05)
        fresh = [new("o"), new("o")]  # the expired ones' slots, found gone on their nodes
        with pytest.raises(TooManySessions):
            new("o")  # kept still counts
        for sid in [kept, *fresh]:
            assert store.delete(sid) is True
        assert not any(n.keys("clown:owner:*") for n in cluster.nodes)
    finally:
        store.close()


def test_a_create_its_sessions_master_refuses_gives_its_claim_back(cluster):
    """A create claims its slot on the master of its client's set, then writes the session
    on the master of the session's id: another node. When that master refuses the write
    with an error reply (here NOREPLICAS: `min-replicas-to-write`, which the README's
    durability section recommends, and its replica is down; READONLY, TRYAGAIN while a
    slot moves, LOADING alike), Redis never ran the script, but only a full Redis gave
    the claim back: every such 503 kept a slot of the client's cap for a day, so a
    client retrying through one master's outage used up its allowance."""
    import time

    from service.sessions.stores import (
        CasStatus,
        StoreLimits,
        StoreUnavailable,
        TooManySessions,
        redis_owners,
    )

    store = RedisStore(cluster.url, 60, 30, prefix="clref",
                       limits=StoreLimits(max_sessions_per_client=1))
    client: Any = RedisCluster.from_url(f"redis://127.0.0.1:{cluster.nodes[0].port}",
                                        decode_responses=True)
    ids = iter(range(10**6))

    def node_of(key: str) -> Any:
        port = client.get_node_from_key(key).port
        return next(n for n in cluster.nodes if n.port == port)

    owner_node = node_of(redis_owners.owner_key("clref", redis_owners.owner_digest("o")))
    sid = ""
    while not sid or node_of(f"clref:{{{sid}}}") is owner_node:
        sid = f"{time.monotonic_ns():016d}{next(ids):06d}"[-22:]
    refusing = node_of(f"clref:{{{sid}}}").client()
    try:
        refusing.config_set("min-replicas-to-write", 1)
        try:
            with pytest.raises(StoreUnavailable):
                store.create(sid, 0, "d", [(1, "e")], "w", owner="o")
        finally:
            refusing.config_set("min-replicas-to-write", 0)
        assert not node_of(f"clref:{{{sid}}}").keys(f"clref:{{{sid}}}*")  # not run
        again = f"{time.monotonic_ns():016d}{next(ids):06d}"[-22:]
        try:
            result = store.create(again, 0, "d", [(1, "e")], "w", owner="o")
        except TooManySessions:
            pytest.fail("the refused create kept its claim: the client's one slot is taken")
        assert result.status is CasStatus.APPLIED
        assert store.delete(again) is True
    finally:
        refusing.close()
        client.close()
        store.close()
