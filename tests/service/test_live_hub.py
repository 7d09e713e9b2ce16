"""The wake-up hub of the live updates on a real redis-server (its own, restarted here):
a publish in one hub wakes the followers of that session in another hub (another
process in production), not those of other sessions; after a Redis restart the
subscription comes back by itself and wakes again; a PSUBSCRIBE that Redis has not
answered (a relay in front of it holds the reply back) is not taken as made."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis as redis_lib

from service.sessions.hub import LocalHub, RedisHub, build_hub
from service.sessions.stores import CasStatus, MemoryStore, RedisStore
from tests.service.redis_server import RedisServer

pytestmark = pytest.mark.redis
REPO = Path(__file__).resolve().parents[2]


def connected_hub(url: str) -> RedisHub:
    hub = RedisHub(url, prefix="hubtest", timeout_ms=500)
    assert hub.wait_connected(10), "the pattern subscription did not start"
    return hub


def test_a_commit_published_by_one_hub_wakes_the_followers_in_another(tmp_path):
    with RedisServer(tmp_path) as redis:
        publisher, follower = connected_hub(redis.url), connected_hub(redis.url)
        try:
            with follower.subscribe("S" * 22) as mine, follower.subscribe("T" * 22) as other:
                publisher.published("S" * 22)
                assert mine.wait(5) is True
                assert other.wait(0.3) is False
        finally:
            publisher.close()
            follower.close()


def woken_once_resubscribed(hub: RedisHub, sub, sid: str, seconds: float = 15) -> bool:
    """Publish a commit of ``sid`` every half second until ``sub`` hears one (the hub has
    subscribed again) or ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        hub.published(sid)
        if sub.wait(0.5):
            return True
    return False


def test_the_subscription_comes_back_after_a_redis_restart(tmp_path):
    with RedisServer(tmp_path) as redis:
        hub = connected_hub(redis.url)
        try:
            with hub.subscribe("S" * 22) as sub:
                redis.restart()
                assert woken_once_resubscribed(hub, sub, "S" * 22), "no wake-up after the restart"
                assert hub.wait_connected(10)
                sub.wait(0.5)  # the wake-up of every follower on reconnecting, if pending
                hub.published("S" * 22)
                assert sub.wait(5) is True  # a publish travels through Redis again
        finally:
            hub.close()


def test_a_hub_whose_redis_stays_down_retries_with_pauses_and_comes_back(tmp_path):
    """While Redis is down the listener tries to subscribe again after a pause (0.1 s,
    growing to 2 s), not over and over: a worker must not spin a core, nor flood the
    network with connection attempts. However long Redis stays away (here past the
    longest pause, so several failures in a row), the subscription comes back by itself
    when it returns, and wakes the followers that were waiting all along."""
    attempts: list[float] = []

    def counted(*args, **kwargs):
        if kwargs.get("client_name") == "stichwerk-live-sub":
            attempts.append(time.monotonic())
        return redis_lib.Redis.from_url(*args, **kwargs)

    with RedisServer(tmp_path) as redis:
        hub = RedisHub(redis.url, prefix="hubtest", timeout_ms=500, client_factory=counted)
        try:
            with hub.subscribe("S" * 22) as sub:
                assert hub.wait_connected(10), "the pattern subscription did not start"
                redis.stop()
                time.sleep(1.0)
                in_one_second = len(attempts) - 1
                time.sleep(4.0)  # 0.1 + 0.25 + 0.5 + 1 + 2 s: six failures in a row
                redis.start()
                assert woken_once_resubscribed(hub, sub, "S" * 22), (
                    "the subscription did not come back")
        finally:
            hub.close()
    assert in_one_second <= 20, f"{in_one_second} attempts to subscribe in one second"


def test_a_worker_exits_without_closing_its_hub_or_its_hangup_watch(tmp_path):
    """gunicorn's workers never close the live parts (`Live.close` is the tests'): a
    worker that exits with its listener subscribed and a socket watched must still
    exit, not wait forever for their threads."""
    script = textwrap.dedent("""
        import socket, sys
        from service.sessions.hangup import HangupWatch
        from service.sessions.hub import RedisHub
        hub = RedisHub(sys.argv[1], prefix="hubexit")
        hub.subscribe("S" * 22)
        assert hub.wait_connected(10)
        with socket.create_server(("127.0.0.1", 0)) as listener:
            client = socket.create_connection(listener.getsockname())
            server, _ = listener.accept()
        HangupWatch().watch(server, lambda: None)
        print("running", flush=True)
    """)
    with RedisServer(tmp_path) as redis:
        done = subprocess.run([sys.executable, "-c", script, redis.url], timeout=60,
                              capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.returncode == 0 and done.stdout == "running\n", done.stderr


def test_a_commit_before_the_first_subscription_is_active_still_wakes_its_follower(tmp_path):
    """The listener starts with the first follower, which then reads its log and waits: a
    commit published between that read and the PSUBSCRIBE was lost, and the long-poll
    slept its whole wait. Here the listener's connection is slow (0.5 s) on purpose."""
    def slow_client(*args, **kwargs):
        client = redis_lib.Redis.from_url(*args, **kwargs)
        if kwargs.get("client_name") == "stichwerk-live-sub":
            time.sleep(0.5)
        return client

    with RedisServer(tmp_path) as redis:
        publisher = connected_hub(redis.url)
        follower = RedisHub(redis.url, prefix="hubtest", timeout_ms=500,
                            client_factory=slow_client)
        try:
            with follower.subscribe("S" * 22) as mine:
                publisher.published("S" * 22)  # before the follower's hub has subscribed
                assert not follower.connected.is_set()
                assert mine.wait(5) is True
        finally:
            publisher.close()
            follower.close()


class WithholdingRelay:
    """A TCP relay in front of a redis-server: it passes every byte both ways, except that
    on its FIRST connection it holds back what Redis sends from the PSUBSCRIBE's reply on
    (that reply, and every message after it), as a Redis that has not answered yet.
    Redis itself has the subscription: only its answer never comes."""

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.connections = 0
        self.withheld = threading.Event()  # a PSUBSCRIBE reply was held back
        self.sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            self.sockets += [client, upstream]
            self.connections += 1
            first = self.connections == 1
            threading.Thread(target=self._pipe, args=(client, upstream, False),
                             daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, first),
                             daemon=True).start()

    def _pipe(self, source: socket.socket, target: socket.socket, withhold: bool) -> None:
        holding = False
        try:
            while data := source.recv(65536):
                if withhold and b"psubscribe" in data:
                    holding = True
                    self.withheld.set()
                if not holding:
                    target.sendall(data)
        except OSError:
            pass
        for sock in (source, target):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        self.listener.close()
        for sock in self.sockets:
            sock.close()


@contextmanager
def withholding_relay(upstream_port: int) -> Iterator[WithholdingRelay]:
    relay = WithholdingRelay(upstream_port)
    try:
        yield relay
    finally:
        relay.close()


def test_followers_are_woken_only_once_redis_has_answered_the_psubscribe(tmp_path):
    """README: each time the subscription is made every local follower is woken, so that
    it reads its log again; a commit after that read must wake it once more. A listener
    that took its PSUBSCRIBE as made without Redis's answer (a relay holds back that
    reply and every message after it) would wake its followers while no wake-up could
    reach them, and the next commit's would be lost. It gives that connection up and
    subscribes again (the relay passes everything from its second connection on)."""
    sid = "S" * 22
    with RedisServer(tmp_path) as redis, withholding_relay(redis.port) as relay:
        def via_relay(url, **kwargs):
            if kwargs.get("client_name") == "stichwerk-live-sub":
                url = f"redis://127.0.0.1:{relay.port}/0"
            return redis_lib.Redis.from_url(url, **kwargs)

        publisher = connected_hub(redis.url)
        follower = RedisHub(redis.url, prefix="hubtest", timeout_ms=500,
                            client_factory=via_relay)
        try:
            with follower.subscribe(sid) as mine:
                assert mine.wait(15) is True  # woken once subscribed
                assert relay.withheld.is_set()  # the first PSUBSCRIBE had no answer
                publisher.published(sid)  # a commit after the follower's read
                assert mine.wait(10) is True
        finally:
            publisher.close()
            follower.close()


def test_the_local_hub_wakes_only_the_followers_of_the_session():
    hub = LocalHub()
    with hub.subscribe("a") as a, hub.subscribe("b") as b:
        hub.published("a")
        assert a.wait(1) is True and b.wait(0.05) is False
        assert a.wait(0.05) is False  # a wake-up is consumed by the wait that saw it
    assert hub.followers() == 0


def test_a_follower_that_leaves_does_not_take_the_others_wake_ups_with_it():
    """Two streams follow one session (two seats, or a seat and the spectator): when one
    closes, the other is still woken by the session's next commit."""
    hub = LocalHub()
    with hub.subscribe("a") as staying:
        with hub.subscribe("a"):
            pass
        assert hub.followers() == 1
        hub.published("a")
        assert staying.changed.is_set()


def test_the_local_hub_hears_every_commit_of_the_embedded_store_it_is_attached_to():
    """The embedded store's writes wake the followers of their session through the hub
    (the store's commit listener), not only at their next heartbeat: a move's write and
    a delete wake the session's follower; a refused write and another session's writes
    do not."""
    store = MemoryStore(60, 30)
    hub = LocalHub()
    hub.attach(store)
    mine, other = "s" + "1" * 31, "s" + "2" * 31
    store.create(mine, 0, "{}", [(1, "{}")], "w0")
    store.create(other, 0, "{}", [(1, "{}")], "w0")
    with hub.subscribe(mine) as follower:
        assert store.cas(mine, 5, 6, "{}", [(2, "{}")], "w1").status is CasStatus.CONFLICT
        assert store.cas(other, 0, 1, "{}", [(2, "{}")], "w1").status is CasStatus.APPLIED
        assert not follower.changed.is_set()
        assert store.cas(mine, 0, 1, "{}", [(2, "{}")], "w1").status is CasStatus.APPLIED
        assert follower.changed.is_set()
        follower.changed.clear()
        store.delete(mine)
        assert follower.changed.is_set()


def test_a_closed_hub_stops_listening_and_gives_its_redis_connections_back(tmp_path):
    """On close (a worker stopping) the hub's listener thread ends, it no longer says it
    is subscribed, and Redis no longer holds its subscriber or publisher connection."""
    with RedisServer(tmp_path) as redis:
        hub = connected_hub(redis.url)
        hub.published("S" * 22)  # the publisher connects at its first PUBLISH
        client = redis.client()
        try:
            def hub_connections() -> set[str]:
                return {c["name"] for c in client.client_list()} & {
                    "stichwerk-live-sub", "stichwerk-live-pub"}

            assert hub_connections() == {"stichwerk-live-sub", "stichwerk-live-pub"}
            hub.close()
            assert not hub.connected.is_set()
            for _ in range(100):  # Redis drops a closed connection by itself, soon
                if not hub_connections():
                    break
                time.sleep(0.05)
            assert hub_connections() == set()
        finally:
            client.close()


def test_with_redis_every_workers_hub_hears_the_commits_of_another_workers_store(tmp_path):
    """With ``REDIS_URL`` the hub is Redis pub/sub (`build_hub`) and the Redis store's
    write scripts publish each commit, so a move written by one worker wakes the
    followers of that session in every other worker at once, not at their heartbeat."""
    with RedisServer(tmp_path) as redis:
        config = {"REDIS_URL": redis.url, "REDIS_KEY_PREFIX": "hubwk"}
        store = RedisStore(redis.url, 60, 30, prefix="hubwk")
        writer, reader = build_hub(config), build_hub(config)  # two workers' hubs
        writer.attach(store)
        sid = "s" + "7" * 31
        store.create(sid, 0, "{}", [(1, "{}")], "w0")
        try:
            with reader.subscribe(sid) as follower:
                assert reader.wait_connected(10), "the pattern subscription did not start"
                follower.wait(0.5)  # the wake-up of every follower on connecting, if pending
                written = store.cas(sid, 0, 1, "{}", [(2, "{}")], "w1")
                assert written.status is CasStatus.APPLIED
                assert follower.wait(10) is True
                # README: the write script PUBLISHes the wake-up itself (no round trip
                # of its own): no hub opened a publisher connection for it
                client = redis.client()
                try:
                    names = {c["name"] for c in client.client_list()}
                finally:
                    client.close()
                assert "stichwerk-live-pub" not in names, names
        finally:
            for hub in (writer, reader):
                hub.close()
            store.close()


def test_a_redis_hub_that_never_had_a_follower_closes_cleanly(tmp_path):
    """Most workers never stream: their hub never started a listener, and closing it
    (every worker's stop) must still work."""
    with RedisServer(tmp_path) as redis:
        hub = RedisHub(redis.url, prefix="hubidle")
        hub.published("S" * 22)
        hub.close()
        assert not hub.connected.is_set()
