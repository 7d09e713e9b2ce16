"""Session stores: where server-held matches live between requests.

One small interface (`base`), two implementations that pass the same test suite:

* `MemoryStore` (``embedded``, `memory`): a dict behind a lock, in this process. The
  default when ``REDIS_URL`` is unset; sessions live as long as the process (run ONE
  worker process).
* `RedisStore` (``redis``, `redis_store`): every worker of every machine shares one
  Redis, the only shared state, so the service processes scale out freely.

`build_store` picks one from the configuration.
"""

from __future__ import annotations

from typing import Any

from service.sessions.stores.base import (
    RETRY_AFTER_SECONDS,
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
from service.sessions.stores.memory import MemoryStore
from service.sessions.stores.redis_store import RedisStore

__all__ = [
    "RETRY_AFTER_SECONDS", "CasResult", "CasStatus", "Event", "MemoryStore", "RedisStore",
    "SessionStore", "Snapshot", "StoreFull", "StoreLimits", "StoreUnavailable",
    "TooManySessions", "build_store",
]


def build_store(config: dict[str, Any]) -> SessionStore:
    """The store the configuration asks for: Redis when ``REDIS_URL`` is set (a Redis
    Cluster with ``REDIS_CLUSTER=1`` or a ``redis+cluster://`` URL), else embedded."""
    ttl = int(config.get("SESSION_TTL_SECONDS", 86_400))
    idem_ttl = int(config.get("IDEMPOTENCY_TTL_SECONDS", 3_600))
    defaults = StoreLimits()
    limits = StoreLimits(
        max_events=int(config.get("SESSION_MAX_EVENTS", defaults.max_events)),
        max_bytes=int(config.get("SESSION_MAX_BYTES", defaults.max_bytes)),
        max_idempotency_records=int(config.get("SESSION_MAX_IDEMPOTENCY_RECORDS",
                                               defaults.max_idempotency_records)),
        max_sessions=int(config.get("MAX_SESSIONS", defaults.max_sessions)),
        max_sessions_per_client=int(config.get("MAX_SESSIONS_PER_CLIENT",
                                               defaults.max_sessions_per_client)))
    url = config.get("REDIS_URL")
    if url:
        return RedisStore(url, ttl, idem_ttl, prefix=config.get("REDIS_KEY_PREFIX", "stw"),
                          timeout_ms=int(config.get("REDIS_TIMEOUT_MS", 250)),
                          limits=limits, cluster=bool(config.get("REDIS_CLUSTER", False)),
                          breaker_seconds=float(config.get("REDIS_BREAKER_SECONDS", 2)))
    return MemoryStore(ttl, idem_ttl, limits)
