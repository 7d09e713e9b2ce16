"""`MemoryStore` (``embedded``): a dict behind a lock, in this process.

The default when ``REDIS_URL`` is unset; sessions live as long as the process (run ONE
worker process). Same semantics as the Redis store (`service.sessions.stores.base`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from service.sessions.stores.base import CasResult, CasStatus, SessionStore, Snapshot


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
            self._committed(sid)
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
            self._committed(sid)
            return entry is not None

    def ping(self) -> None:
        return None

    def __len__(self) -> int:
        with self._lock:
            now = self._clock()
            return sum(1 for e in self._sessions.values() if e.expires > now)
