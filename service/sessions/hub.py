"""Wake-ups for live session updates: who follows which session, and telling them.

A stream (``GET .../events/stream``) or a long-poll (``GET .../events?wait=``) that has
read everything subscribes to its session and sleeps until a write commits (or its
heartbeat is due); then it reads the event log again. The hub carries no data, only
"session X changed": the events themselves are always read from the store's durable,
redacted-on-read log, so a lost wake-up costs latency (at most one heartbeat), never an
event.

* `LocalHub`: in this process (the embedded store): the store's commit listener
  (`SessionStore.add_commit_listener`) sets the subscribers' `threading.Event`.
* `RedisHub`: across workers and machines, with Redis **pub/sub**: a commit PUBLISHes
  ``<prefix>:live:<id>`` (from inside the store's write script when the store is the Redis
  store on the same Redis, `RedisHub.attach`: no round trip of its own); each worker
  process holds ONE pattern subscription (``PSUBSCRIBE <prefix>:live:*``) read by one
  background thread, which wakes the local subscribers of that session. Pub/sub rather
  than Redis Streams because the message is a wake-up, not data: the log is already in
  Redis (by seq), so a stream would store every event twice, and pub/sub's fire-and-forget
  delivery is exactly enough (a message missed during a reconnect is covered by the
  re-read at the heartbeat, and after a reconnect every local subscriber is woken once).
  One pattern subscription per worker keeps the connection count at one per process
  whatever the number of streams; the price is that every worker receives every session's
  wake-ups (a dict lookup each), which is fine for a few dozen workers (beyond: one
  SUBSCRIBE per followed session, or sharded pub/sub on a Redis Cluster).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import redis

from service.sessions.stores.base import SessionStore
from service.sessions.stores.redis_store import RedisStore, node_url

log = logging.getLogger("service.live")


class Subscription:
    """One follower of one session: `wait` until the session changed (or the timeout)."""

    def __init__(self, hub: LocalHub, sid: str) -> None:
        self.hub = hub
        self.sid = sid
        self.changed = threading.Event()
        self.client_gone = False  # `hang_up`: the follower's client went away

    def hang_up(self) -> None:
        """The follower's client went away (`service.sessions.hangup`): its `wait`
        returns now, and the follower stops."""
        self.client_gone = True
        self.changed.set()

    def wait(self, timeout: float) -> bool:
        """True when the session changed since the last `wait` (then re-read it), the
        client went away (`client_gone`) or the process is stopping
        (`LocalHub.closing`: at once)."""
        woke = self.hub.closing or self.changed.wait(max(0.0, timeout))
        self.changed.clear()  # before the caller re-reads: a later commit wakes again
        return woke

    def close(self) -> None:
        self.hub._unsubscribe(self)

    def __enter__(self) -> Subscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class LocalHub:
    """The followers of this process, by session id."""

    kind = "local"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subs: dict[str, set[Subscription]] = {}
        self.closing = False  # `stop_waiting`: the process is stopping

    def subscribe(self, sid: str) -> Subscription:
        sub = Subscription(self, sid)
        with self._lock:
            self._subs.setdefault(sid, set()).add(sub)
        return sub

    def _unsubscribe(self, sub: Subscription) -> None:
        with self._lock:
            subs = self._subs.get(sub.sid)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._subs[sub.sid]

    def wake(self, sid: str) -> None:
        """Wake every local follower of ``sid``."""
        with self._lock:
            subs = list(self._subs.get(sid, ()))
        for sub in subs:
            sub.changed.set()

    def wake_all(self) -> None:
        with self._lock:
            subs = [s for group in self._subs.values() for s in group]
        for sub in subs:
            sub.changed.set()

    def stop_waiting(self) -> None:
        """The process is stopping (`service.lifecycle`): every follower wakes now, and
        from now on `Subscription.wait` returns at once."""
        self.closing = True
        self.wake_all()

    def followers(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subs.values())

    def published(self, sid: str) -> None:
        """The store's commit listener: a write of ``sid`` committed."""
        self.wake(sid)

    def attach(self, store: SessionStore) -> None:
        """Hear of every commit of ``store`` (its commit listener)."""
        store.add_commit_listener(self.published)

    def close(self) -> None:
        return None


class RedisHub(LocalHub):
    """Followers in this process, wake-ups through Redis pub/sub (every worker, every
    machine). The listener thread starts with the first subscription (so a process that
    never streams opens no subscriber connection, and nothing runs before a fork)."""

    kind = "redis"
    POLL_SECONDS = 1.0  # the listener checks for `close` this often
    BACKOFF_SECONDS = (0.1, 0.25, 0.5, 1.0, 2.0)

    def __init__(self, url: str, prefix: str = "stw", timeout_ms: int = 1000,
                 client_factory: Callable[..., Any] = redis.Redis.from_url) -> None:
        super().__init__()
        timeout = timeout_ms / 1000
        self.prefix = prefix
        self._url = url
        self._factory = client_factory
        self._timeout = timeout
        self._publisher = client_factory(url, socket_timeout=timeout,
                                         socket_connect_timeout=timeout,
                                         health_check_interval=5,
                                         client_name="stichwerk-live-pub")
        self._thread: threading.Thread | None = None
        self._thread_lock = threading.Lock()
        self._stop = threading.Event()
        self.connected = threading.Event()  # the pattern subscription is active

    def channel(self, sid: str) -> str:
        return f"{self.prefix}:live:{sid}"

    def attach(self, store: SessionStore) -> None:
        """The Redis store on this hub's Redis publishes from its write scripts (one
        round trip per move, not two); any other store calls `published`."""
        if isinstance(store, RedisStore) and node_url(store.url) == self._url:
            store.publish_commits(self.channel(""))
        else:
            super().attach(store)

    def published(self, sid: str) -> None:
        """The store's commit listener: PUBLISH the wake-up to every worker (this one
        included, through Redis). A failure is logged: followers re-read at their
        heartbeat."""
        try:
            self._publisher.publish(self.channel(sid), "1")
        except redis.RedisError as exc:
            log.warning("live update of a session not published: %s", type(exc).__name__)

    def subscribe(self, sid: str) -> Subscription:
        self._ensure_listener()
        return super().subscribe(sid)

    def _ensure_listener(self) -> None:
        with self._thread_lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop.clear()
                self._thread = threading.Thread(target=self._listen, daemon=True,
                                                name="stichwerk-live-listener")
                self._thread.start()

    def _listen(self) -> None:
        failures = 0
        pattern = f"{self.prefix}:live:*"
        skip = len(pattern) - 1
        while not self._stop.is_set():
            client = None
            try:
                client = self._factory(self._url, socket_connect_timeout=self._timeout,
                                       socket_keepalive=True, health_check_interval=15,
                                       client_name="stichwerk-live-sub")
                pubsub = client.pubsub()
                pubsub.psubscribe(pattern)
                # PSUBSCRIBE's own reply: from here on every PUBLISH reaches this connection
                reply = pubsub.get_message(timeout=self._timeout)
                if reply is None or reply.get("type") != "psubscribe":
                    raise redis.TimeoutError("no answer to PSUBSCRIBE")
                self.connected.set()
                # Wake-ups may have been missed before the subscription was active: while
                # disconnected, and at the start too, for the first follower subscribes
                # before this thread has connected. Its followers read their log again.
                self.wake_all()
                failures = 0
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=self.POLL_SECONDS)
                    if message and message.get("type") == "pmessage":
                        channel = message["channel"]
                        if isinstance(channel, bytes):
                            channel = channel.decode()
                        self.wake(channel[skip:])
                pubsub.close()
            except (redis.RedisError, OSError) as exc:
                self.connected.clear()
                delay = self.BACKOFF_SECONDS[min(failures, len(self.BACKOFF_SECONDS) - 1)]
                failures += 1
                log.warning("live updates: Redis subscription lost (%s); retry in %.2f s",
                            type(exc).__name__, delay)
                self._stop.wait(delay)
            finally:
                if client is not None:
                    client.close()
        self.connected.clear()

    def wait_connected(self, timeout: float) -> bool:
        """Start the listener and wait until it is subscribed (tests, readiness)."""
        self._ensure_listener()
        return self.connected.wait(timeout)

    def close(self) -> None:
        self._stop.set()
        thread = self._thread
        if thread is not None:
            thread.join(timeout=self.POLL_SECONDS * 3)
        self._publisher.close()


def build_hub(config: dict[str, Any]) -> LocalHub:
    """`RedisHub` when ``REDIS_URL`` is set (as the store), else `LocalHub`."""
    url = config.get("REDIS_URL")
    if url:
        return RedisHub(node_url(url), prefix=config.get("REDIS_KEY_PREFIX", "stw"),
                        timeout_ms=int(config.get("REDIS_TIMEOUT_MS", 1000)))
    return LocalHub()
