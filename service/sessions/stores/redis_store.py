"""`RedisStore` (``redis``): every worker of every machine shares one Redis (or one
Redis Cluster).

Redis is the only shared state, so the service processes are stateless and scale out
freely. Every operation is one Lua script (`service.sessions.stores.redis_scripts`: the
key layout, atomicity, idempotency under a write id).

Failures are classified by the TYPE redis-py raises (`classify`), never by message
prefixes (redis-py strips them): a timeout, a refused connection, a loading or
read-only server, a cluster without a master → `StoreUnavailable` (503
``session_store_unavailable``); ``maxmemory`` reached → `StoreFull` (503
``session_store_full``); anything else is a bug and stays an exception (500).

Time: the socket timeouts are short (``REDIS_TIMEOUT_MS``, 250 ms by default, well below
the probes' 3 s), redis-py never retries by itself (its default `Retry` would send a
timed-out write again, and wait several timeouts), and after a timeout the circuit
breaker (`service.sessions.stores.breaker`) answers every store call at once for
``REDIS_BREAKER_SECONDS``. The one retry there is, on a refused or dropped CONNECTION
(a Redis restart leaves dead pooled connections), is safe because every script is
idempotent under its write id; a timeout is never retried.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import redis
import redis.exceptions as rex
from redis.backoff import NoBackoff
from redis.cluster import RedisCluster
from redis.retry import Retry

from service.sessions.stores import eventchunks, redis_owners, redis_scripts
from service.sessions.stores.base import (
    CasResult,
    CasStatus,
    Event,
    SessionStore,
    Snapshot,
    StoreFull,
    StoreLimits,
    StoreUnavailable,
    TooManySessions,
)
from service.sessions.stores.breaker import CircuitBreaker, Watch, retry_after
from service.sessions.stores.redis_direct import DirectScripts

log = logging.getLogger("service.store")

CLUSTER_SCHEMES = {"redis+cluster": "redis", "rediss+cluster": "rediss"}

# Error replies redis-py has no class for (their text keeps the prefix): not now, or
# not configured right, rather than a bug.
_UNTYPED_TRANSIENT = ("MISCONF", "NOREPLICAS", "BUSY", "NOTBUSY", "UNBLOCKED")
# The reply to the SELECT of a connection's handshake when Redis has fewer databases than
# REDIS_URL's number (its `databases` setting, 16 by default): a 500 on every session
# route and on /readyz until now (audit); it is the deployment's setting, as wrong
# credentials are.
_NO_SUCH_DATABASE = "DB index is out of range"

_UNAVAILABLE_TYPES: tuple[tuple[type[BaseException], str], ...] = (
    (rex.BusyLoadingError, "Redis is loading its data set"),
    (rex.AuthenticationError, "Redis refused the credentials (REDIS_URL)"),
    (rex.AuthorizationError, "Redis refused the credentials (REDIS_URL)"),
    (rex.ConnectionError, "cannot connect to Redis"),
    (rex.ReadOnlyError, "Redis is a read-only replica (after a failover?)"),
    (rex.MasterDownError, "the replica lost its master"),
    (rex.ClusterDownError, "the Redis Cluster is down"),
    (rex.TryAgainError, "the Redis Cluster is resharding"),
    (rex.ClusterError, "Redis Cluster error"),
    (rex.RedisClusterException, "Redis Cluster error"),
    (rex.NoPermissionError, "the Redis user lacks a permission (ACL)"),
    (rex.ExecAbortError, "Redis aborted a transaction"),
)


def classify(kind: str, exc: BaseException) -> StoreUnavailable | None:
    """The service's error for a redis-py exception, or None for a bug (→ 500)."""
    if isinstance(exc, rex.TimeoutError):
        return StoreUnavailable(kind, "Redis did not answer in time")
    if isinstance(exc, rex.OutOfMemoryError):
        return StoreFull(kind, "Redis is at maxmemory")
    for exc_type, reason in _UNAVAILABLE_TYPES:
        if isinstance(exc, exc_type):
            return StoreUnavailable(kind, reason)
    if isinstance(exc, rex.ResponseError) and str(exc).startswith(_UNTYPED_TRANSIENT):
        return StoreUnavailable(kind, str(exc).split(" ", 1)[0])
    if isinstance(exc, rex.ResponseError) and str(exc).startswith(_NO_SUCH_DATABASE):
        return StoreUnavailable(kind, "Redis has no database of REDIS_URL's number "
                                      "(its `databases` setting)")
    return None


def refused_unrun(error: StoreUnavailable) -> bool:
    """Redis answered the script with an error reply (OOM, READONLY, NOREPLICAS, MISCONF,
    TRYAGAIN, CLUSTERDOWN, LOADING, …): a ``#!lua`` script is refused before it runs, so
    it wrote nothing. A timeout or a dropped connection may have run it (False)."""
    return isinstance(error.__cause__, (rex.ResponseError, rex.BusyLoadingError))


def node_url(url: str) -> str:
    """``redis+cluster://…`` as the plain URL of that one node (pub/sub: a message
    published on any node of a cluster reaches the subscribers of every node)."""
    scheme, sep, rest = url.partition("://")
    return CLUSTER_SCHEMES.get(scheme, scheme) + sep + rest


def connect(url: str, cluster: bool, timeout: float, decode: bool = True) -> Any:
    """redis-py's client for ``url``: `RedisCluster` when ``cluster`` is set or the scheme
    is ``redis+cluster://`` (``rediss+cluster://``), else `redis.Redis`. No retries
    inside redis-py (see the module docstring). ``decode=False``: replies as bytes (the
    store: its event chunks are binary)."""
    scheme, sep, rest = url.partition("://")
    if scheme in CLUSTER_SCHEMES:
        cluster, url = True, CLUSTER_SCHEMES[scheme] + sep + rest
    common: dict[str, Any] = {
        "decode_responses": decode, "socket_timeout": timeout,
        "socket_connect_timeout": timeout, "health_check_interval": 5,
        "retry": Retry(NoBackoff(), 0), "client_name": "stichwerk"}
    if cluster:
        return RedisCluster.from_url(url, **common)
    return redis.Redis.from_url(url, **common)


class _BehindBreaker:
    """Mixed into a redis-py connection class by `breaker_connection_class`."""

    breaker: CircuitBreaker
    sent: Watch  # a sent command proves nothing: only an answer closes the breaker
    answered: Watch

    def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        wait = self.breaker.admit()
        if wait is not None:
            raise rex.ConnectionError("Redis timed out a moment ago (the store's breaker)")
        with self.sent:
            super().send_packed_command(command, check_health)  # type: ignore[misc]

    def read_response(self, *args: Any, **kwargs: Any) -> Any:
        with self.answered:
            return super().read_response(*args, **kwargs)  # type: ignore[misc]


def breaker_connection_class(url: str, breaker: CircuitBreaker) -> type[Any]:
    """A redis-py connection class for ``url`` (TCP, TLS or a unix socket) whose commands
    stand behind ``breaker`` (the session store's): while it is open a command fails at
    once with a `ConnectionError`, and a timeout opens it. For another client of the
    store's Redis (the rate limits' counters), so that a freeze costs a request at most
    one timeout in all."""
    scheme = url.partition("://")[0]
    base: type[Any] = {"rediss": redis.SSLConnection,
                       "unix": redis.UnixDomainSocketConnection}.get(scheme, redis.Connection)
    return type(f"BreakerGuarded{base.__name__}", (_BehindBreaker, base), {
        "breaker": breaker,
        "sent": breaker.watching((rex.TimeoutError,), success_closes=False),
        "answered": breaker.watching((rex.TimeoutError,))})


def _text(value: bytes | str | None) -> str:
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else value


TICKETS = ":tk"  # the session's set of stream tickets (`service.sessions.tickets`)


def session_key(prefix: str, sid: str) -> str:
    """The hash of session ``sid``; each other key of the session is this name plus a
    suffix (the ``{id}`` hash tag keeps them all in one cluster slot)."""
    return f"{prefix}:{{{sid}}}"


class RedisStore(SessionStore):
    """Sessions in Redis (``REDIS_URL``), shared by every worker of every machine."""

    kind = "redis"

    def __init__(self, url: str, ttl_seconds: int, idempotency_ttl_seconds: int,
                 prefix: str = "stw", timeout_ms: int = 250,
                 limits: StoreLimits | None = None, cluster: bool = False,
                 breaker_seconds: float = 2.0) -> None:
        super().__init__(ttl_seconds, idempotency_ttl_seconds, limits)
        self.prefix = prefix
        self.breaker = CircuitBreaker(breaker_seconds)
        self._watched = self.breaker.watching((rex.TimeoutError,))
        self.url = url
        # The channel prefix of live updates when a hub lets the scripts PUBLISH them
        # (`publish_commits`); None: the commit listeners are called instead.
        self.live_channel_prefix: str | None = None
        self._client = connect(url, cluster, timeout_ms / 1000, decode=False)
        self.cluster = isinstance(self._client, RedisCluster)
        register = self._client.register_script
        lim = self.limits
        writing = redis_scripts.writing_scripts(redis_scripts.Constants(
            ttl_ms=self.ttl_seconds * 1000,
            idempotency_ttl_ms=self.idempotency_ttl_seconds * 1000,
            max_events=lim.max_events, max_bytes=lim.max_bytes,
            max_records=lim.max_idempotency_records))
        self._create = register(writing["CREATE"])
        self._load = register(redis_scripts.LOAD)
        self._events = register(redis_scripts.EVENTS)
        self._cas = register(writing["CAS"])
        self._remember = register(writing["REMEMBER"])
        self._delete = register(redis_scripts.DELETE)
        # Sessions per client (`redis_owners`): a new session's lifetime, the first score.
        self._keep_ms = self.ttl_seconds * 1000 + redis_scripts.expiry_lease_ms(
            self.ttl_seconds * 1000)
        self._claim = register(redis_owners.CLAIM)
        self._rescore = register(redis_owners.RESCORE)
        self._extend = register(redis_owners.EXTEND)
        self._held = register(redis_owners.HELD)
        # One Redis: the scripts go past redis-py's command path (`DirectScripts`); a
        # cluster routes each call through RedisCluster (slots, redirections).
        self._direct = None if self.cluster else DirectScripts(self._client)

    def _script(self, script: Any, keys: list[str], args: list[Any]) -> Any:
        if self._direct is None:
            return script(keys=keys, args=args)
        return self._direct.run(script, keys, args)

    def _keys(self, sid: str) -> list[str]:
        key = session_key(self.prefix, sid)
        return [key, key + ":ev", key + ":ik", key + ":ix", key + ":t"]

    def _call(self, fn: Callable[[], Any]) -> Any:
        wait = self.breaker.admit()
        if wait is not None:
            raise StoreUnavailable(self.kind, "Redis timed out a moment ago",
                                   retry_after(wait))
        for attempt in (1, 2):
            try:
                with self._watched:
                    return fn()
            except rex.TimeoutError as exc:
                raise self._unavailable(exc) from exc
            except (rex.RedisError, rex.RedisClusterException) as exc:
                plain_connection = type(exc) in (rex.ConnectionError, OSError)
                if attempt == 1 and plain_connection:
                    continue  # a dead pooled connection: once more (writes are idempotent)
                error = classify(self.kind, exc)
                if error is None:
                    raise
                log.warning("session store unavailable: %s (%s: %s)", error.reason,
                            type(exc).__name__, exc)
                raise error from exc
        raise AssertionError("unreachable")  # pragma: no cover

    def _unavailable(self, exc: Exception) -> StoreUnavailable:
        error = classify(self.kind, exc)
        assert error is not None
        log.warning("session store unavailable: %s (%s: %s)", error.reason,
                    type(exc).__name__, exc)
        error.retry_after = retry_after(self.breaker.open_seconds)
        return error

    def script(self, body: str) -> Any:
        """Another part of the service's Lua script (``#!lua``), registered for `run`."""
        return self._client.register_script(body)

    def run(self, script: Any, keys: list[str], args: list[Any]) -> Any:
        """A `script` on the store's connections, behind its timeouts and breaker: as a
        store call, `StoreUnavailable` when Redis does not answer (the bot time per
        client: `service.sessions.stores.redis_bot_time`)."""
        return self._call(lambda: self._script(script, keys, args))

    def publish_commits(self, channel_prefix: str) -> None:
        """Let the writing scripts PUBLISH ``<channel_prefix><id>`` themselves (the Redis
        hub on this same Redis, `service.sessions.hub`): no extra round trip per move."""
        self.live_channel_prefix = channel_prefix

    def _channel(self, sid: str) -> str:
        prefix = self.live_channel_prefix
        return "" if prefix is None else prefix + sid

    def _notify(self, sid: str) -> None:
        """After a commit: the scripts published the wake-up already, if they do."""
        if self.live_channel_prefix is None:
            self._committed(sid)

    def _snapshot(self, reply: list[Any]) -> Snapshot | None:
        if reply[0] is None:
            return None
        return Snapshot(int(reply[0]), eventchunks.unpack_doc(reply[1]), int(reply[3]),
                        _text(reply[2]))

    def create(self, sid: str, version: int, doc: str, events: Sequence[Event],
               write_id: str, owner: str | None = None) -> CasResult:
        owner = self.counted_owner(owner)
        digest = None if owner is None else redis_owners.owner_digest(owner)
        if digest is not None:
            self._claim_slot(digest, sid)  # TooManySessions at the cap
        stored, size = eventchunks.pack_doc(doc, eventchunks.DOC_COMPRESS_BYTES)
        w = eventchunks.log_write(events, b"")
        args = [version, stored, write_id, w.count, w.size, w.mode, w.data, w.first, size,
                digest or ""]
        try:
            code = int(self._call(lambda: self._script(self._create, self._keys(sid), args)))
        except StoreUnavailable as error:
            if digest is not None and refused_unrun(error):
                self._free_unwritten(digest, sid)
            raise
        if code in (1, 5) and digest is not None:  # the id is another's, or too large
            self._free_slot(digest, sid)
        if code == 0:
            return CasResult(CasStatus.APPLIED, log_tail=b"" if w.mode == "s" else w.data)
        return CasResult({1: CasStatus.CONFLICT, 2: CasStatus.ALREADY_APPLIED}
                         .get(code, CasStatus.TOO_LARGE))

    def load(self, sid: str, idem_key: str | None = None, for_write: bool = False
             ) -> tuple[Snapshot | None, str | None]:
        args = [idem_key or "", "1" if for_write else ""]
        reply = self._call(lambda: self._script(self._load, self._keys(sid), args))
        snapshot = self._snapshot(reply)
        if snapshot is None:
            return None, None
        if for_write:
            snapshot = replace(snapshot, log_tail=bytes(reply[5] or b""))
        return snapshot, None if reply[4] is None else eventchunks.unpack_doc(reply[4])

    def load_events(self, sid: str, after: int, limit: int
                    ) -> tuple[Snapshot | None, list[str]]:
        reply = self._call(lambda: self._script(self._events, self._keys(sid),
                                                [after, max(0, limit)]))
        snapshot = self._snapshot(reply)
        if snapshot is None:
            return None, []
        left = int(reply[6])  # PTTL: -1 is no expiry
        snapshot = replace(snapshot, expires_in_ms=left if left >= 0 else None)
        return snapshot, eventchunks.page(reply[4], reply[5], after, limit)

    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[Event],
            write_id: str, idem: tuple[str, str] | None = None,
            log_tail: bytes | None = None, expected_write_id: str | None = None
            ) -> CasResult:
        key, record = idem if idem is not None else ("", "")
        packed_record = eventchunks.pack_doc(record)[0] if record else b""
        stored, size = eventchunks.pack_doc(doc, eventchunks.DOC_COMPRESS_BYTES)
        w = eventchunks.log_write(events, log_tail)
        args: list[Any] = [
            expected, version, stored, write_id, key, packed_record, self._channel(sid),
            w.count, w.size, w.mode, w.data, w.first, size, expected_write_id or ""]
        reply = self._call(lambda: self._script(self._cas, self._keys(sid), args))
        code = int(reply[0])
        if code in (4, 2):  # written now, or by the lost answer's attempt: wake the streams
            self._notify(sid)
        if code == 4:
            if len(reply) > 1:  # its expiry was refreshed: so is its client's count
                self._extend_slot(_text(reply[1]), sid)
            tail = None  # the tail stored now, when the old one was given
            if log_tail is not None:
                tail = b"" if w.mode == "s" else log_tail + w.data
            return CasResult(CasStatus.APPLIED, log_tail=tail)
        if code == 2:
            return CasResult(CasStatus.ALREADY_APPLIED)
        if code == 1:
            current = self._snapshot(reply[1:5])
            assert current is not None
            return CasResult(CasStatus.CONFLICT, version=current.version,
                             current=replace(current, log_tail=bytes(reply[5])))
        if code == 3:
            return CasResult(CasStatus.REPLAY, record=eventchunks.unpack_doc(reply[1]))
        if code == 5:
            return CasResult(CasStatus.TOO_LARGE)
        return CasResult(CasStatus.GONE)

    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        args = [idem_key, eventchunks.pack_doc(record)[0]]
        reply = self._call(lambda: self._script(self._remember, self._keys(sid), args))
        return eventchunks.unpack_doc(reply[1]) if int(reply[0]) == 1 else None

    def delete(self, sid: str) -> bool:
        keys = [*self._keys(sid), session_key(self.prefix, sid) + TICKETS]  # + its tickets
        reply = self._call(lambda: self._script(self._delete, keys, [self._channel(sid)]))
        self._notify(sid)
        if reply[1]:
            self._free_slot(_text(reply[1]), sid)
        return bool(int(reply[0]))

    # ----- sessions per client (`redis_owners`) -------------------------------------------
    def check_owner(self, owner: str) -> None:
        key = redis_owners.owner_key(self.prefix, redis_owners.owner_digest(owner))
        limit = self.limits.max_sessions_per_client
        reply = self._call(lambda: self._script(self._held, [key], [limit]))
        if int(reply[0]) == 0:
            raise TooManySessions(limit, math.ceil(int(reply[1]) / 1000))

    def _claim_slot(self, digest: str, sid: str) -> None:
        """A slot of the owner's cap for ``sid``, or `TooManySessions`."""
        key = redis_owners.owner_key(self.prefix, digest)
        limit = self.limits.max_sessions_per_client
        args = [sid, limit, self._keep_ms]
        reply = self._call(lambda: self._script(self._claim, [key], args))
        if int(reply[0]) == 0 and reply[2]:  # some scores passed: are their sessions gone?
            self._rescore_due(key, [_text(due) for due in reply[2]])
            reply = self._call(lambda: self._script(self._claim, [key], args))
        if int(reply[0]) == 0:
            raise TooManySessions(limit, math.ceil(int(reply[1]) / 1000))

    def _rescore_due(self, key: str, due: list[str]) -> None:
        """Drop the ids whose session is gone; score the others by their real expiry."""
        def expiries() -> list[int]:
            pipe = self._client.pipeline(transaction=False)
            for sid in due:
                pipe.pttl(self._keys(sid)[0])
            return [int(left) for left in pipe.execute()]

        args: list[Any] = []
        for sid, left in zip(due, self._call(expiries), strict=True):
            args += [sid, redis_owners.time_left(left, self._keep_ms)]
        self._call(lambda: self._script(self._rescore, [key], args))

    def _extend_slot(self, digest: str, sid: str) -> None:
        """After a move refreshed ``sid``'s expiry (once per lease): its owner's set
        lives as long, and its score follows (best effort: a create at the cap looks
        at the session again)."""
        key = redis_owners.owner_key(self.prefix, digest)
        try:
            self._call(lambda: self._script(self._extend, [key], [sid, self._keep_ms]))
        except StoreUnavailable:
            log.warning("a session's slot of its client was not extended now")

    def _free_unwritten(self, digest: str, sid: str) -> None:
        """After a CREATE that Redis refused with an error reply: its claim back, unless
        the session exists after all (the store's one retry after a dropped connection may
        have been refused while the first attempt ran) or that cannot be read now (the
        claim then stays until its score passes)."""
        try:
            if self._call(lambda: self._client.exists(self._keys(sid)[0])):
                return
        except StoreUnavailable:
            return
        self._free_slot(digest, sid)

    def _free_slot(self, digest: str, sid: str) -> None:
        """Best effort: an id left behind is dropped once its score has passed."""
        key = redis_owners.owner_key(self.prefix, digest)
        try:
            self._call(lambda: self._client.zrem(key, sid))
        except StoreUnavailable:
            log.warning("a session's slot of its client was not freed now (freed by its "
                        "expiry at the latest)")

    def ping(self) -> None:
        """A real write (a short-lived key): a read-only replica or a full Redis fails."""
        self._call(lambda: self._client.set(f"{self.prefix}:readyz", "1", px=10_000))

    def close(self) -> None:
        if self._direct is not None:
            self._direct.close()
        self._client.close()
        if not self.cluster:
            self._client.connection_pool.disconnect()
