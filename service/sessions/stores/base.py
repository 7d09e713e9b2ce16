"""The store interface: what `service.sessions` needs to keep a session between requests.

A store knows nothing about games: a session is an opaque ``doc`` string (JSON written by
`service.sessions.usecases`) with an integer ``version``, an append-only list of event
strings and idempotency records. Semantics every implementation guarantees:

* `cas` writes doc + version, appends events and stores an idempotency record in ONE
  atomic step, and only if the stored version is still ``expected`` (compare-and-set):
  two concurrent writers of the same version can never both succeed, so no update is
  ever lost. Every write carries a random ``write_id``: a write whose answer was lost
  (a timeout) and that is retried is recognised as already applied instead of a conflict.
* Sessions expire ``ttl_seconds`` after their last write (create or move); the TTL of the
  record and of its event log is refreshed by every `cas`. Idempotency records expire
  after ``idempotency_ttl_seconds`` (never later than the session would).
* Failures of the store (Redis down, loading, read-only replica, timeouts) raise
  `StoreUnavailable`; the service answers 503 with ``Retry-After`` on the session routes
  only.
"""

from __future__ import annotations

import enum
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

RETRY_AFTER_SECONDS = 2
log = logging.getLogger("service.store")


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
        self._commit_listeners: list[Callable[[str], None]] = []

    def add_commit_listener(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(sid)`` after every committed move or delete of a session: the
        live updates (`service.sessions.hub`) wake the streams that follow it."""
        self._commit_listeners.append(listener)

    def _committed(self, sid: str) -> None:
        for listener in self._commit_listeners:
            try:
                listener(sid)
            except Exception:  # a wake-up lost: the streams re-read at their heartbeat
                log.exception("commit listener failed")

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
