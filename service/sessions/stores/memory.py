"""`MemoryStore` (``embedded``): a dict behind a lock, in this process.

The default when ``REDIS_URL`` is unset; sessions live as long as the process (run ONE
worker process). Same semantics as the Redis store (`service.sessions.stores.base`),
including the bounds: at most ``limits.max_sessions`` live sessions (then `StoreFull`,
503 ``session_store_full``), at most ``limits.max_sessions_per_client`` live sessions per
owner (then `TooManySessions`; counted exactly, under the same lock: a session leaves its
owner's set when it is deleted or found expired), events and bytes per session,
idempotency records per session (the oldest is forgotten first).
"""

from __future__ import annotations

import bisect
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from service.sessions.stores.base import (
    CasResult,
    CasStatus,
    Event,
    SessionStore,
    Snapshot,
    StoreFull,
    StoreLimits,
    TooManySessions,
    events_size,
)


@dataclass
class _Entry:
    version: int
    doc: str
    write_id: str
    expires: float
    owner: str | None = None  # who created it, when sessions per client are counted
    seqs: list[int] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    event_bytes: int = 0
    # idempotency key → (record, expires), oldest first
    records: OrderedDict[str, tuple[str, float]] = field(default_factory=OrderedDict)

    def fits(self, doc: str, events: Sequence[Event], limits: StoreLimits) -> bool:
        return (len(self.events) + len(events) <= limits.max_events
                and len(doc.encode()) + self.event_bytes + events_size(events)
                <= limits.max_bytes)

    def append(self, events: Sequence[Event]) -> None:
        for seq, entry in events:
            self.seqs.append(seq)
            self.events.append(entry)
        self.event_bytes += events_size(events)


class MemoryStore(SessionStore):
    """The embedded store: one process, a dict and a lock (same semantics as Redis)."""

    kind = "embedded"
    SWEEP_SECONDS = 60.0

    def __init__(self, ttl_seconds: int, idempotency_ttl_seconds: int,
                 limits: StoreLimits | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(ttl_seconds, idempotency_ttl_seconds, limits)
        self._clock = clock
        self._lock = threading.Lock()
        self._sessions: dict[str, _Entry] = {}
        self._owned: dict[str, set[str]] = {}  # owner → its sessions' ids
        self._next_sweep = clock() + self.SWEEP_SECONDS

    def _drop(self, sid: str) -> None:
        """The one way a session leaves the store (deleted or expired): its owner's
        slot is freed with it."""
        entry = self._sessions.pop(sid, None)
        if entry is not None and entry.owner is not None:
            owned = self._owned.get(entry.owner)
            if owned is not None:
                owned.discard(sid)
                if not owned:
                    del self._owned[entry.owner]

    def _live(self, sid: str, now: float) -> _Entry | None:
        entry = self._sessions.get(sid)
        if entry is not None and entry.expires <= now:
            self._drop(sid)
            entry = None
        return entry

    def _check_owner(self, owner: str, now: float) -> None:
        """`TooManySessions` when ``owner`` holds its cap of live sessions."""
        limit = self.limits.max_sessions_per_client
        if len(self._owned.get(owner, ())) < limit:
            return
        for sid in list(self._owned[owner]):
            self._live(sid, now)  # drops the expired ones
        owned = self._owned.get(owner, set())
        if len(owned) >= limit:
            soonest = min(self._sessions[sid].expires for sid in owned)
            raise TooManySessions(limit, math.ceil(soonest - now))

    def check_owner(self, owner: str) -> None:
        with self._lock:
            self._check_owner(owner, self._clock())

    @staticmethod
    def _record(entry: _Entry, key: str, now: float) -> str | None:
        found = entry.records.get(key)
        if found is None:
            return None
        if found[1] <= now:
            del entry.records[key]
            return None
        return found[0]

    def _store_record(self, entry: _Entry, key: str, record: str, now: float) -> None:
        for old in [k for k, (_, exp) in entry.records.items() if exp <= now]:
            del entry.records[old]
        while len(entry.records) >= self.limits.max_idempotency_records:
            entry.records.popitem(last=False)
        entry.records[key] = (record, now + self.idempotency_ttl_seconds)

    def _sweep(self, now: float, force: bool = False) -> None:
        if now < self._next_sweep and not force:
            return
        self._next_sweep = now + self.SWEEP_SECONDS
        for sid in [s for s, e in self._sessions.items() if e.expires <= now]:
            self._drop(sid)

    @staticmethod
    def _snapshot(entry: _Entry) -> Snapshot:
        return Snapshot(entry.version, entry.doc, len(entry.events), entry.write_id)

    def create(self, sid: str, version: int, doc: str, events: Sequence[Event],
               write_id: str, owner: str | None = None) -> CasResult:
        owner = self.counted_owner(owner)
        with self._lock:
            now = self._clock()
            self._sweep(now)
            existing = self._live(sid, now)
            if existing is not None:
                same = existing.write_id == write_id
                return CasResult(CasStatus.ALREADY_APPLIED if same else CasStatus.CONFLICT)
            if owner is not None:
                self._check_owner(owner, now)
            if len(self._sessions) >= self.limits.max_sessions:
                self._sweep(now, force=True)
                if len(self._sessions) >= self.limits.max_sessions:
                    raise StoreFull(self.kind, f"MAX_SESSIONS "
                                    f"({self.limits.max_sessions}) sessions are stored")
            entry = _Entry(version, doc, write_id, now + self.ttl_seconds, owner)
            if not entry.fits(doc, events, self.limits):
                return CasResult(CasStatus.TOO_LARGE)
            entry.append(events)
            self._sessions[sid] = entry
            if owner is not None:
                self._owned.setdefault(owner, set()).add(sid)
            return CasResult(CasStatus.APPLIED)

    def load(self, sid: str, idem_key: str | None = None, for_write: bool = False
             ) -> tuple[Snapshot | None, str | None]:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return None, None
            record = None if idem_key is None else self._record(entry, idem_key, now)
            return self._snapshot(entry), record

    def load_events(self, sid: str, after: int, limit: int
                    ) -> tuple[Snapshot | None, list[str]]:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return None, []
            start = bisect.bisect_right(entry.seqs, after)
            snapshot = replace(self._snapshot(entry),
                               expires_in_ms=math.ceil((entry.expires - now) * 1000))
            return snapshot, entry.events[start:start + max(0, limit)]

    def cas(self, sid: str, expected: int, version: int, doc: str, events: Sequence[Event],
            write_id: str, idem: tuple[str, str] | None = None,
            log_tail: bytes | None = None, expected_write_id: str | None = None
            ) -> CasResult:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return CasResult(CasStatus.GONE)
            if idem is not None:
                record = self._record(entry, idem[0], now)
                if record is not None:
                    return CasResult(CasStatus.REPLAY, record=record)
            if entry.version != expected or expected_write_id not in (None,
                                                                      entry.write_id):
                if entry.write_id == write_id:
                    return CasResult(CasStatus.ALREADY_APPLIED)
                return CasResult(CasStatus.CONFLICT, version=entry.version,
                                 current=self._snapshot(entry))
            if not entry.fits(doc, events, self.limits):
                return CasResult(CasStatus.TOO_LARGE)
            entry.version, entry.doc, entry.write_id = version, doc, write_id
            entry.append(events)
            entry.expires = now + self.ttl_seconds
            if idem is not None:
                self._store_record(entry, idem[0], idem[1], now)
            self._sweep(now)
            self._committed(sid)
            return CasResult(CasStatus.APPLIED)

    def remember(self, sid: str, idem_key: str, record: str) -> str | None:
        with self._lock:
            now = self._clock()
            entry = self._live(sid, now)
            if entry is None:
                return None
            existing = self._record(entry, idem_key, now)
            if existing is not None:
                return existing
            self._store_record(entry, idem_key, record, now)
            return None

    def delete(self, sid: str) -> bool:
        with self._lock:
            entry = self._live(sid, self._clock())
            self._drop(sid)
            self._committed(sid)
            return entry is not None

    def ping(self) -> None:
        return None

    def records(self, sid: str) -> int:
        """How many idempotency records the session holds (tests, metrics)."""
        with self._lock:
            entry = self._sessions.get(sid)
            return 0 if entry is None else len(entry.records)

    def __len__(self) -> int:
        with self._lock:
            now = self._clock()
            return sum(1 for e in self._sessions.values() if e.expires > now)
