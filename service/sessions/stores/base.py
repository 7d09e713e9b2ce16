"""The store interface: what `service.sessions` needs to keep a session between requests.

A store knows nothing about games: a session is an opaque ``doc`` string (JSON written by
`service.sessions.usecases`) with an integer ``version``, a log of event strings keyed by
their ``seq`` and idempotency records. Semantics every implementation guarantees:

* Every write carries a random ``write_id``, stored with the doc and returned by every
  read (`Snapshot.write_id`): a write whose answer was lost (a timeout) and that is sent
  again is recognised as already applied, and a reader can tell two docs of the same
  version apart (after a lost write, see `service.sessions.usecases`).
* `create` is create-if-absent, in one atomic step: sent twice, it writes once.
* `cas` writes doc + version, appends events and stores an idempotency record in ONE
  atomic step, and only if the stored version is still ``expected`` (compare-and-set):
  two concurrent writers of the same version can never both succeed.
* Events are read by ``seq`` (`load_events`: those with ``seq > after``), never by their
  position in a list, so a log can never be read shifted.
* Bounds (`StoreLimits`): at most ``max_events`` events and ``max_bytes`` (doc + events)
  per session (a write beyond them is refused: `CasStatus.TOO_LARGE`), at most
  ``max_idempotency_records`` per session (beyond it the oldest record is forgotten),
  and for the embedded store at most ``max_sessions`` sessions (`StoreFull`).
* Sessions per client (``max_sessions_per_client``, 0: no cap): a `create` given an
  ``owner`` (the client, keyed as the rate limits key it) refuses with `TooManySessions`
  while that owner holds that many LIVE sessions; a session frees its owner's slot when
  it is deleted or expires (a session kept alive by moves keeps it). Atomic: two creates
  racing for the last slot, exactly one gets it.
* Sessions expire ``ttl_seconds`` after their last write; idempotency records after
  ``idempotency_ttl_seconds`` (never later than the session). `delete` removes every key
  of the session, its idempotency records included.
* Failures of the store raise `StoreUnavailable` (503 ``session_store_unavailable`` with
  ``Retry-After``) or `StoreFull` (503 ``session_store_full``); the stateless routes
  never touch the store.
"""

from __future__ import annotations

import enum
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

RETRY_AFTER_SECONDS = 2
log = logging.getLogger("service.store")
FULL_RETRY_AFTER_SECONDS = 30

Event = tuple[int, str]  # (seq, entry JSON)


class StoreUnavailable(Exception):
    """The session store cannot be reached or cannot accept writes now."""

    code: ClassVar[str] = "session_store_unavailable"

    def __init__(self, kind: str, reason: str,
                 retry_after: int = RETRY_AFTER_SECONDS) -> None:
        super().__init__(f"session store ({kind}) unavailable: {reason}")
        self.kind = kind
        self.reason = reason
        self.retry_after = retry_after


class StoreFull(StoreUnavailable):
    """The store is at its capacity (``MAX_SESSIONS``, Redis ``maxmemory``): no new
    writes until sessions expire or end; reads keep working."""

    code: ClassVar[str] = "session_store_full"

    def __init__(self, kind: str, reason: str,
                 retry_after: int = FULL_RETRY_AFTER_SECONDS) -> None:
        super().__init__(kind, reason, retry_after)


class TooManySessions(Exception):
    """The client already holds ``limit`` live sessions (``MAX_SESSIONS_PER_CLIENT``):
    429 ``too_many_sessions``; ``retry_after``: seconds until the soonest of its
    sessions could expire (a DELETE frees a slot at once)."""

    code: ClassVar[str] = "too_many_sessions"

    def __init__(self, limit: int, retry_after: int) -> None:
        super().__init__(f"this client holds {limit} live sessions")
        self.limit = limit
        self.retry_after = max(1, retry_after)


@dataclass(frozen=True)
class StoreLimits:
    """Per-session and per-store bounds (settings in `service.config`)."""

    max_events: int = 5_000
    max_bytes: int = 1_048_576
    max_idempotency_records: int = 200
    max_sessions: int = 1_000  # the embedded store only (Redis: maxmemory)
    max_sessions_per_client: int = 500  # live sessions one owner created (0: no cap)


@dataclass(frozen=True)
class Snapshot:
    """A session as stored: its version, its doc (JSON text), the number of events and
    the id of the write that stored this doc."""

    version: int
    doc: str
    events: int
    write_id: str
    # The store's own: what a write needs back of the stored log (the Redis store's
    # uncompressed tail, read with ``for_write``); None when not read.
    log_tail: bytes | None = field(default=None, compare=False, repr=False)
    # How long the session had left to live when it was read (ms; `load_events` only,
    # None: not read): a live stream or long-poll wakes then, to end as soon as the
    # session expires (nothing is published when a key expires).
    expires_in_ms: int | None = field(default=None, compare=False)


class CasStatus(enum.Enum):
    APPLIED = "applied"  # written now
    ALREADY_APPLIED = "already_applied"  # this write_id was written before (a retry)
    CONFLICT = "conflict"  # the version moved on (create: the id is taken)
    REPLAY = "replay"  # the idempotency key already has a record
    GONE = "gone"  # no such session (deleted or expired)
    TOO_LARGE = "too_large"  # the write would exceed max_events or max_bytes


@dataclass(frozen=True)
class CasResult:
    status: CasStatus
    version: int | None = None  # the stored version (CONFLICT)
    record: str | None = None  # the stored idempotency record (REPLAY)
    # CONFLICT: the session as stored now, read in the same atomic step (with its
    # log_tail), so the writer can evaluate again without reading; None: read it.
    current: Snapshot | None = None
    # APPLIED (cas, create): the Snapshot.log_tail the store holds now (None: unknown)
    log_tail: bytes | None = None


def events_size(events: Sequence[Event]) -> int:
    return sum(len(entry.encode()) for _, entry in events)


class SessionStore(ABC):
    """What `service.sessions` needs from a store."""

    kind: ClassVar[str]

    def __init__(self, ttl_seconds: int, idempotency_ttl_seconds: int,
                 limits: StoreLimits | None = None) -> None:
        self.ttl_seconds = ttl_seconds
        self.idempotency_ttl_seconds = min(idempotency_ttl_seconds, ttl_seconds)
        self.limits = limits or StoreLimits()
        self._commit_listeners: list[Callable[[str], None]] = []

    def add_commit_listener(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(sid)`` after every committed move or delete of a session (the
        same hook as the live-updates branch: its hub wakes the streams that follow)."""
        self._commit_listeners.append(listener)

    def _committed(self, sid: str) -> None:
        for listener in self._commit_listeners:
            try:
                listener(sid)
            except Exception:  # a wake-up lost: the streams re-read at their heartbeat
                log.exception("commit listener failed")

    def counted_owner(self, owner: str | None) -> str | None:
        """``owner`` when the per-client cap is on, else None (nothing to count)."""
        return owner if self.limits.max_sessions_per_client > 0 else None

    @abstractmethod
    def check_owner(self, owner: str) -> None:
        """`TooManySessions` when ``owner`` surely holds ``max_sessions_per_client`` live
        sessions now: asked before a create's bots play (their search is not spent on a
        session the cap refuses). Only `create` takes the slot: a create this lets
        through may still be refused there (a race for the last slot)."""

    @abstractmethod
    def create(self, sid: str, version: int, doc: str, events: Sequence[Event],
               write_id: str, owner: str | None = None) -> CasResult:
        """Store a new session unless ``sid`` exists: APPLIED, ALREADY_APPLIED (the same
        ``write_id`` stored it before), CONFLICT (another write owns the id) or
        TOO_LARGE. ``owner``: the client creating it; raises `TooManySessions` when
        the owner holds ``max_sessions_per_client`` live sessions (None: not counted)."""

    @abstractmethod
    def load(self, sid: str, idem_key: str | None = None, for_write: bool = False
             ) -> tuple[Snapshot | None, str | None]:
        """The session (None if unknown or expired) and, if ``idem_key`` is given, the
        idempotency record stored under it (None if none), read consistently.
        ``for_write``: the snapshot's ``log_tail`` is read too, for `cas`."""

    @abstractmethod
    def load_events(self, sid: str, after: int, limit: int
                    ) -> tuple[Snapshot | None, list[str]]:
        """The session (with its `Snapshot.expires_in_ms`) and at most ``limit`` events
        with ``seq > after``, in seq order."""

    @abstractmethod
    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[Event],
            write_id: str, idem: tuple[str, str] | None = None,
            log_tail: bytes | None = None, expected_write_id: str | None = None
            ) -> CasResult:
        """Atomically: if the stored version is ``expected`` (and ``idem`` has no record
        yet), store ``version`` and ``doc``, append ``events``, store the idempotency
        record ``idem = (key, record)`` and refresh the TTL. ``log_tail``: the
        ``Snapshot.log_tail`` of the load at ``expected`` (lets the Redis store compress
        its log; without it the entries are appended uncompressed). ``expected_write_id``:
        the write id of that snapshot must be the stored one too (a doc the caller
        cached from its own write: after a lost write, the same version may hold
        another doc)."""

    @abstractmethod
    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        """Store an idempotency record unless the key has one; return the existing one."""

    @abstractmethod
    def delete(self, sid: str) -> bool:
        """Remove every key of the session; False if it did not exist."""

    @abstractmethod
    def ping(self) -> None:
        """Raise `StoreUnavailable` unless the store answers AND accepts a write."""

    def close(self) -> None:  # noqa: B027 - optional hook: the embedded store holds nothing
        """Release connections (tests and shutdown)."""
