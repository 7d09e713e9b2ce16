"""CPU quotas for bot searches: how many run at once in this process, and for how long.

A search (the ``expert`` level, or any level with ``explain``) is CPU-bound Python: it
holds the GIL for its whole budget, so a process can serve its cheap routes
(``/healthz``, ``/moves`` …) only while some of its threads are not searching. Three
limits keep that so (every one a setting of `service.config`):

* `SearchQuota.slot`: at most ``SEARCH_CONCURRENCY`` searches run at once per process;
  one more is refused at once with 503 ``search_capacity_exhausted`` and ``Retry-After``
  (503, not 429: the server is full, whoever asks). Nothing waits in a queue, so a flood
  of searches never ties up the threads the cheap routes need.
* ``BOT_MOVES_MAX_BUDGET_MS``: the largest ``budget_ms`` a ``/bot-moves`` request gets
  (a larger one is clamped, not refused; the answer's ``stats.budget_ms`` says what the
  search got).
* `BotTime`: the bots of ONE session request (a create, or a human move after which
  several bot seats play) share ``SESSION_REQUEST_BOT_BUDGET_MS`` of search time; each
  bot move gets at most ``SESSION_BOT_BUDGET_MS`` of it, and once it is spent the
  remaining bot moves of that request are played at the ``heuristic`` level (well under a
  millisecond). The request holds ONE search slot from its first search to its end
  (`SearchQuota.request`), so a session with three expert seats counts as one search.

No Flask here: `service.actions` and `service.sessions` get the quota passed in.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from service.errors import ApiError

SEARCH_CAPACITY_EXHAUSTED = "search_capacity_exhausted"
QUOTA_EXTENSION = "stichwerk.search_quota"  # app.extensions key of the process's quota
FALLBACK_LEVEL = "heuristic"  # what a session bot plays once its request's budget is spent


class SearchQuota:
    """At most ``max_concurrent`` searches at once in this process (refuse, never wait).

    Re-entrant per thread: inside `request` the slot taken by the request's first search
    is kept until the request ends, and later searches of that request reuse it."""

    def __init__(self, max_concurrent: int, retry_after_s: int = 1,
                 on_refused: Callable[[], None] | None = None) -> None:
        if max_concurrent < 1:
            raise ValueError("max_concurrent must be at least 1")
        self.max_concurrent = max_concurrent
        self.retry_after_s = retry_after_s
        self._on_refused = on_refused
        self._free = threading.BoundedSemaphore(max_concurrent)
        self._lock = threading.Lock()
        self._running = 0
        self._local = threading.local()

    @property
    def running(self) -> int:
        """Searches (or session requests holding a slot) running now."""
        return self._running

    def _refuse(self) -> ApiError:
        if self._on_refused is not None:
            self._on_refused()
        return ApiError(503, SEARCH_CAPACITY_EXHAUSTED,
                        f"this server is running its maximum of {self.max_concurrent} bot "
                        f"searches at once; retry in {self.retry_after_s} s",
                        {"_": "search capacity exhausted"},
                        {"Retry-After": str(self.retry_after_s)})

    def _acquire(self) -> None:
        if not self._free.acquire(blocking=False):
            raise self._refuse()
        with self._lock:
            self._running += 1

    def _release(self) -> None:
        with self._lock:
            self._running -= 1
        self._free.release()

    @contextmanager
    def slot(self) -> Iterator[None]:
        """One search. Raises `ApiError` 503 ``search_capacity_exhausted`` when full."""
        local = self._local
        if getattr(local, "holding", False):
            yield
            return
        self._acquire()
        local.holding = True
        try:
            yield
        finally:
            if not getattr(local, "scoped", False):
                local.holding = False
                self._release()

    @contextmanager
    def request(self) -> Iterator[None]:
        """A request that may search several times: the first `slot` is kept to the end."""
        local = self._local
        if getattr(local, "scoped", False):
            yield
            return
        local.scoped = True
        try:
            yield
        finally:
            local.scoped = False
            if getattr(local, "holding", False):
                local.holding = False
                self._release()


class BotTime:
    """The search time left to the bots of one session request."""

    def __init__(self, per_move_ms: int, per_request_ms: int) -> None:
        self.per_move_ms = per_move_ms
        self.per_request_ms = per_request_ms
        self.spent_ms = 0.0

    def next_budget(self) -> int | None:
        """The budget of the next bot move, or None once the request's budget is spent
        (then the bot plays `FALLBACK_LEVEL`)."""
        left = self.per_request_ms - self.spent_ms
        if left < 1:
            return None
        return int(min(self.per_move_ms, left))

    @contextmanager
    def spending(self) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.spent_ms += (time.perf_counter() - started) * 1000
