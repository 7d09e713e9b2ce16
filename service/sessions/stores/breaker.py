"""A circuit breaker in front of the session store: after a store TIMEOUT, fail at once.

A frozen Redis (SIGSTOP, ``CLIENT PAUSE``, a partition) does not refuse connections: it
just never answers, so every request would wait for the full socket timeout and the
worker (a sync gunicorn worker serves one request at a time) could not answer anything
else, ``/healthz`` included. After one timeout the breaker OPENS for ``open_seconds``:
every store call in this process raises `StoreUnavailable` at once (503 with
``Retry-After`` = the seconds left). Then ONE call is let through (half-open): if it
succeeds the breaker closes, if it times out again the breaker opens for another
``open_seconds``; the other calls keep failing fast while that trial runs.

Only timeouts trip it: a refused connection, a read-only replica or a full Redis answer
quickly, so there is nothing to protect against (and reads from a replica still work).
The state is per process (each gunicorn worker learns by itself, within one timeout).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from types import TracebackType


class CircuitBreaker:
    """closed → (timeout) → open for ``open_seconds`` → one trial → closed or open again."""

    def __init__(self, open_seconds: float, clock: Callable[[], float] = time.monotonic
                 ) -> None:
        self.open_seconds = open_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._open_until = 0.0  # 0: closed
        self._trial_running = False

    def admit(self) -> float | None:
        """None: go ahead (closed, or this call is the half-open trial); else the seconds
        until a call will be let through again (answer 503 now)."""
        if self.open_seconds <= 0:
            return None
        with self._lock:
            if self._open_until == 0.0:
                return None
            now = self._clock()
            if now < self._open_until:
                return self._open_until - now
            if self._trial_running:
                return self.open_seconds  # another request is probing the store
            self._trial_running = True
            return None

    def succeeded(self) -> None:
        with self._lock:
            self._open_until = 0.0
            self._trial_running = False

    def timed_out(self) -> None:
        with self._lock:
            self._open_until = self._clock() + self.open_seconds
            self._trial_running = False

    def finished(self) -> None:
        """The call failed otherwise (refused, read-only …): the store answered, so a
        trial is over without re-opening."""
        with self._lock:
            if self._trial_running:
                self._trial_running = False
                self._open_until = 0.0

    def watching(self, timeouts: tuple[type[BaseException], ...], *,
                 success_closes: bool = True) -> Watch:
        """A context manager for the calls to the store that `admit` lets through (build
        it once, use it for every call: it keeps no state of a call)."""
        return Watch(self, timeouts, success_closes)

    @property
    def is_open(self) -> bool:
        with self._lock:
            return self._open_until != 0.0


class Watch:
    """Around one store call that `CircuitBreaker.admit` let through: one of ``timeouts``
    opens the breaker, any other failure ends a half-open trial (the store answered, or
    the call never reached it), and a success closes it unless ``success_closes`` is false
    (a command SENT to a frozen Redis still succeeds: only its answer may close the
    breaker). The exception goes on to the caller either way. A class built once, not a
    generator context: it runs around every store call of every session move (0.16 µs
    over the same code inline, where a `contextlib.contextmanager` cost 1 µs)."""

    __slots__ = ("breaker", "success_closes", "timeouts")

    def __init__(self, breaker: CircuitBreaker, timeouts: tuple[type[BaseException], ...],
                 success_closes: bool) -> None:
        self.breaker = breaker
        self.timeouts = timeouts
        self.success_closes = success_closes

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> bool:
        if kind is None:
            if self.success_closes:
                self.breaker.succeeded()
        elif issubclass(kind, self.timeouts):
            self.breaker.timed_out()
        else:
            self.breaker.finished()  # never leave a half-open trial running
        return False


def retry_after(seconds: float) -> int:
    """Whole seconds for a ``Retry-After`` header: at least 1."""
    return max(1, math.ceil(seconds))
