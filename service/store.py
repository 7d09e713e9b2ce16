"""Session stores: where server-held matches live between requests.

One small interface, two implementations that pass the same test suite:

* `MemoryStore` (``embedded``): a dict behind a lock, in this process. The default when
  ``REDIS_URL`` is unset; sessions live as long as the process (run ONE worker process).
* `RedisStore` (``redis``): every worker of every machine shares one Redis; Redis is the
  only shared state, so the service processes are stateless and scale out freely.

A store knows nothing about games: a session is an opaque ``doc`` string (JSON written by
`service.sessions`) with an integer ``version``, an append-only list of event strings and
idempotency records. Semantics both implementations guarantee:

* `cas` writes doc + version, appends events and stores an idempotency record in ONE
  atomic step, and only if the stored version is still ``expected`` (compare-and-set):
  two concurrent writers of the same version can never both succeed, so no update is
  ever lost. Every write carries a random ``write_id``: a write whose answer was lost
  (a timeout) and that is retried is recognised as already applied instead of a conflict.
* Sessions expire ``ttl_seconds`` after their last write (create or move); the TTL of the
  record and of its event log is refreshed by every `cas`. Idempotency records expire
  after ``idempotency_ttl_seconds`` (never later than the session would).
* Redis layout (the ``{id}`` hash tag keeps a session's keys in one Redis Cluster slot)::

      <prefix>:{<id>}          hash   v = version, d = doc JSON, w = id of the last write
      <prefix>:{<id>}:ev       list   event entries (JSON), append-only
      <prefix>:{<id>}:i:<key>  string an idempotency record (JSON), own TTL

  The compare-and-set is one Lua script (``EVALSHA``, ≈ one round trip; stack-notes:
  ≈80 µs against ≈230 µs for WATCH/MULTI); reads are one MULTI/EXEC round trip.
* Failures of the store (Redis down, loading, read-only replica, timeouts) raise
  `StoreUnavailable`; the service answers 503 with ``Retry-After`` on the session routes
  only. The Redis client uses short timeouts, a small retry with backoff and connection
  health checks, so it reconnects by itself when Redis is back.
"""

from __future__ import annotations

import enum
import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import redis
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

log = logging.getLogger("service.store")

RETRY_AFTER_SECONDS = 2


class StoreUnavailable(Exception):
    """The session store cannot be reached or cannot accept writes now."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(f"session store ({kind}) unavailable: {reason}")
        self.kind = kind
        self.reason = reason
        self.retry_after = RETRY_AFTER_SECONDS


@dataclass(frozen=True)
class Snapshot:
    """A session as stored: its version and its doc (JSON text)."""

    version: int
    doc: str
    events: int  # length of the event log


class CasStatus(enum.Enum):
    APPLIED = "applied"  # written now
    ALREADY_APPLIED = "already_applied"  # this write_id was written before (a retry)
    CONFLICT = "conflict"  # the version moved on
    REPLAY = "replay"  # the idempotency key already has a record
    GONE = "gone"  # no such session (deleted or expired)


@dataclass(frozen=True)
class CasResult:
    status: CasStatus
    version: int | None = None  # the stored version (CONFLICT)
    record: str | None = None  # the stored idempotency record (REPLAY)


class SessionStore(ABC):
    """What `service.sessions` needs from a store."""

    kind: ClassVar[str]

    def __init__(self, ttl_seconds: int, idempotency_ttl_seconds: int) -> None:
        self.ttl_seconds = ttl_seconds
        self.idempotency_ttl_seconds = min(idempotency_ttl_seconds, ttl_seconds)

    @abstractmethod
    def create(self, sid: str, version: int, doc: str, events: Sequence[str]) -> None:
        """Store a new session (the id is fresh and random)."""

    @abstractmethod
    def load(self, sid: str, idem_key: str | None = None
             ) -> tuple[Snapshot | None, str | None]:
        """The session (None if unknown or expired) and, if ``idem_key`` is given, the
        idempotency record stored under it (None if none), read consistently."""

    @abstractmethod
    def load_events(self, sid: str, start: int, stop: int
                    ) -> tuple[Snapshot | None, list[str]]:
        """The session and its events ``[start, stop)`` (0-based), read consistently."""

    @abstractmethod
    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[str],
            write_id: str, idem: tuple[str, str] | None = None) -> CasResult:
        """Atomically: if the stored version is ``expected`` (and ``idem`` has no record
        yet), store ``version`` and ``doc``, append ``events``, store the idempotency
        record ``idem = (key, record)`` and refresh the TTL."""

    @abstractmethod
    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        """Store an idempotency record unless the key has one; return the existing one."""

    @abstractmethod
    def delete(self, sid: str) -> bool:
        """Remove the session; False if it did not exist."""

    @abstractmethod
    def ping(self) -> None:
        """Raise `StoreUnavailable` unless the store answers."""

    def close(self) -> None:  # noqa: B027 - optional hook: the embedded store holds nothing
        """Release connections (tests and shutdown)."""


# ----- in-process -----------------------------------------------------------------------------

@dataclass
class _Entry:
    version: int
    doc: str
    write_id: str
    events: list[str]
    expires: float


class MemoryStore(SessionStore):
    """The embedded store: one process, a dict and a lock (same semantics as Redis)."""

    kind = "embedded"
    SWEEP_SECONDS = 60.0

    def __init__(self, ttl_seconds: int, idempotency_ttl_seconds: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(ttl_seconds, idempotency_ttl_seconds)
        self._clock = clock
        self._lock = threading.Lock()
        self._sessions: dict[str, _Entry] = {}
        self._idem: dict[str, dict[str, tuple[str, float]]] = {}
        self._next_sweep = clock() + self.SWEEP_SECONDS

    def _live(self, sid: str, now: float) -> _Entry | None:
        entry = self._sessions.get(sid)
        if entry is not None and entry.expires <= now:
            del self._sessions[sid]
            self._idem.pop(sid, None)
            entry = None
        return entry

    def _record(self, sid: str, key: str, now: float) -> str | None:
        records = self._idem.get(sid)
        if not records or key not in records:
            return None
        record, expires = records[key]
        if expires <= now:
            del records[key]
            return None
        return record

    def _sweep(self, now: float) -> None:
        if now < self._next_sweep:
            return
        self._next_sweep = now + self.SWEEP_SECONDS
        for sid in [s for s, e in self._sessions.items() if e.expires <= now]:
            del self._sessions[sid]
            self._idem.pop(sid, None)
        for sid, records in list(self._idem.items()):
            for key in [k for k, (_, exp) in records.items() if exp <= now]:
                del records[key]
            if not records:
                del self._idem[sid]

    @staticmethod
    def _snapshot(entry: _Entry) -> Snapshot:
        return Snapshot(entry.version, entry.doc, len(entry.events))

    def create(self, sid: str, version: int, doc: str, events: Sequence[str]) -> None:
        with self._lock:
            now = self._clock()
            self._sweep(now)
            self._sessions[sid] = _Entry(version, doc, "", list(events), now + self.ttl_seconds)

    def load(self, sid: str, idem_key: str | None = None
             ) -> tuple[Snapshot | None, str | None]:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return None, None
            record = None if idem_key is None else self._record(sid, idem_key, now)
            return self._snapshot(entry), record

    def load_events(self, sid: str, start: int, stop: int
                    ) -> tuple[Snapshot | None, list[str]]:
        with self._lock:
            entry = self._live(sid, self._clock())
            if entry is None:
                return None, []
            return self._snapshot(entry), entry.events[start:stop]

    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[str],
            write_id: str, idem: tuple[str, str] | None = None) -> CasResult:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return CasResult(CasStatus.GONE)
            if idem is not None:
                record = self._record(sid, idem[0], now)
                if record is not None:
                    return CasResult(CasStatus.REPLAY, record=record)
            if entry.version != expected:
                if entry.write_id == write_id:
                    return CasResult(CasStatus.ALREADY_APPLIED)
                return CasResult(CasStatus.CONFLICT, version=entry.version)
            entry.version, entry.doc, entry.write_id = version, doc, write_id
            entry.events.extend(events)
            entry.expires = now + self.ttl_seconds
            if idem is not None:
                self._idem.setdefault(sid, {})[idem[0]] = (
                    idem[1], now + self.idempotency_ttl_seconds)
            self._sweep(now)
            return CasResult(CasStatus.APPLIED)

    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        with self._lock:
            now = self._clock()
            if self._live(sid, now) is None:
                return None
            existing = self._record(sid, idem_key, now)
            if existing is not None:
                return existing
            self._idem.setdefault(sid, {})[idem_key] = (
                record, now + self.idempotency_ttl_seconds)
            return None

    def delete(self, sid: str) -> bool:
        with self._lock:
            entry = self._live(sid, self._clock())
            self._sessions.pop(sid, None)
            self._idem.pop(sid, None)
            return entry is not None

    def ping(self) -> None:
        return None

    def __len__(self) -> int:
        with self._lock:
            now = self._clock()
            return sum(1 for e in self._sessions.values() if e.expires > now)


# ----- Redis ------------------------------------------------------------------------------------

# KEYS: session hash, event list[, idempotency key]
# ARGV: expected version, new version, doc, write id, ttl ms, idem record, idem ttl ms, events...
CAS_SCRIPT = """
local current = redis.call('HGET', KEYS[1], 'v')
if not current then return {0} end
if KEYS[3] then
  local seen = redis.call('GET', KEYS[3])
  if seen then return {3, seen} end
end
if current ~= ARGV[1] then
  if redis.call('HGET', KEYS[1], 'w') == ARGV[4] then return {2} end
  return {1, current}
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 'w', ARGV[4])
for i = 8, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if KEYS[3] then redis.call('SET', KEYS[3], ARGV[6], 'PX', ARGV[7]) end
return {4}
"""

# A reply error that means "not now" (or "not configured right") rather than "bug": the
# server is loading, read-only (a replica after a failover), without a master, cannot
# persist, out of memory, or refuses our credentials.
_TRANSIENT_REPLIES = ("LOADING", "READONLY", "MASTERDOWN", "CLUSTERDOWN", "TRYAGAIN",
                      "MISCONF", "NOREPLICAS", "BUSY", "OOM", "NOAUTH", "WRONGPASS",
                      "NOPERM")


class RedisStore(SessionStore):
    """Sessions in Redis (``REDIS_URL``), shared by every worker of every machine."""

    kind = "redis"

    def __init__(self, url: str, ttl_seconds: int, idempotency_ttl_seconds: int,
                 prefix: str = "stw", timeout_ms: int = 1000) -> None:
        super().__init__(ttl_seconds, idempotency_ttl_seconds)
        timeout = timeout_ms / 1000
        self.prefix = prefix
        # Short timeouts and a small retry (≈ 25, 50 ms) so a dead Redis costs a request
        # well under a second; health checks make idle pooled connections reconnect
        # after a Redis restart instead of failing the first request.
        self._client = redis.Redis.from_url(
            url, decode_responses=True, socket_timeout=timeout,
            socket_connect_timeout=timeout, health_check_interval=5,
            retry=Retry(ExponentialBackoff(cap=0.25, base=0.025), retries=2),
            client_name="stichwerk")
        self._cas = self._client.register_script(CAS_SCRIPT)

    # keys
    def _key(self, sid: str) -> str:
        return f"{self.prefix}:{{{sid}}}"

    def _call(self, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            raise self._unavailable(exc) from exc
        except redis.ResponseError as exc:
            if str(exc).startswith(_TRANSIENT_REPLIES):
                raise self._unavailable(exc) from exc
            raise

    def _unavailable(self, exc: Exception) -> StoreUnavailable:
        reason = f"{type(exc).__name__}: {exc}"
        log.warning("session store unavailable: %s", reason)
        return StoreUnavailable(self.kind, reason)

    def create(self, sid: str, version: int, doc: str, events: Sequence[str]) -> None:
        key = self._key(sid)
        ttl = self.ttl_seconds * 1000

        def run() -> None:
            pipe = self._client.pipeline(transaction=True)
            pipe.hset(key, mapping={"v": version, "d": doc, "w": ""})
            pipe.pexpire(key, ttl)
            if events:
                pipe.rpush(key + ":ev", *events)
                pipe.pexpire(key + ":ev", ttl)
            pipe.execute()

        self._call(run)

    def load(self, sid: str, idem_key: str | None = None
             ) -> tuple[Snapshot | None, str | None]:
        key = self._key(sid)

        def run() -> list[Any]:
            pipe = self._client.pipeline(transaction=True)
            pipe.hmget(key, ["v", "d"])
            pipe.llen(key + ":ev")
            if idem_key is not None:
                pipe.get(f"{key}:i:{idem_key}")
            result: list[Any] = pipe.execute()
            return result

        result = self._call(run)
        (version, doc), length = result[0], result[1]
        record = result[2] if idem_key is not None else None
        if version is None or doc is None:
            return None, None
        return Snapshot(int(version), doc, int(length)), record

    def load_events(self, sid: str, start: int, stop: int
                    ) -> tuple[Snapshot | None, list[str]]:
        key = self._key(sid)

        def run() -> list[Any]:
            pipe = self._client.pipeline(transaction=True)
            pipe.hmget(key, ["v", "d"])
            pipe.llen(key + ":ev")
            if stop > start:
                pipe.lrange(key + ":ev", start, stop - 1)
            result: list[Any] = pipe.execute()
            return result

        result = self._call(run)
        (version, doc), length = result[0], result[1]
        events = result[2] if stop > start else []
        if version is None or doc is None:
            return None, []
        return Snapshot(int(version), doc, int(length)), list(events)

    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[str],
            write_id: str, idem: tuple[str, str] | None = None) -> CasResult:
        key = self._key(sid)
        keys = [key, key + ":ev"]
        idem_record = ""
        if idem is not None:
            keys.append(f"{key}:i:{idem[0]}")
            idem_record = idem[1]
        args: list[str | int] = [expected, version, doc, write_id, self.ttl_seconds * 1000,
                                 idem_record, self.idempotency_ttl_seconds * 1000, *events]
        reply = self._call(lambda: self._cas(keys=keys, args=args))
        code = int(reply[0])
        if code == 4:
            return CasResult(CasStatus.APPLIED)
        if code == 2:
            return CasResult(CasStatus.ALREADY_APPLIED)
        if code == 1:
            return CasResult(CasStatus.CONFLICT, version=int(reply[1]))
        if code == 3:
            return CasResult(CasStatus.REPLAY, record=reply[1])
        return CasResult(CasStatus.GONE)

    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        key = f"{self._key(sid)}:i:{idem_key}"
        ttl = self.idempotency_ttl_seconds * 1000

        def run() -> str | None:
            pipe = self._client.pipeline(transaction=True)
            pipe.set(key, record, px=ttl, nx=True)
            pipe.get(key)
            stored: Any
            current: str | None
            stored, current = pipe.execute()
            return None if stored else current

        result: str | None = self._call(run)
        return result

    def delete(self, sid: str) -> bool:
        key = self._key(sid)
        removed = self._call(lambda: self._client.delete(key, key + ":ev"))
        return bool(removed)

    def ping(self) -> None:
        self._call(self._client.ping)

    def close(self) -> None:
        self._client.close()
        self._client.connection_pool.disconnect()


def build_store(config: dict[str, Any]) -> SessionStore:
    """The store the configuration asks for: Redis when ``REDIS_URL`` is set."""
    ttl = int(config.get("SESSION_TTL_SECONDS", 86_400))
    idem_ttl = int(config.get("IDEMPOTENCY_TTL_SECONDS", 3_600))
    url = config.get("REDIS_URL")
    if url:
        return RedisStore(url, ttl, idem_ttl, prefix=config.get("REDIS_KEY_PREFIX", "stw"),
                          timeout_ms=int(config.get("REDIS_TIMEOUT_MS", 1000)))
    return MemoryStore(ttl, idem_ttl)
