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
* `ClientBotTime`: the search time of session bots that ONE client's requests (creates,
  moves, leaves) may use, ``SESSION_BOT_SECONDS_PER_CLIENT`` seconds per minute (a token
  bucket per client, see the class): on Redis one bucket for every worker and pod
  (`service.sessions.stores.redis_bot_time`), else in the process. Once a client's time
  is spent, the bots of its requests play `FALLBACK_LEVEL` as when a request's own budget
  is spent: without it one client driving several tables took every search slot.

No Flask and no Redis here: `service.actions` and `service.sessions` get the quota passed
in, and `ClientBotTime` gets its shared buckets (`SharedBuckets`) from `service.app`.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

from service.errors import ApiError

SEARCH_CAPACITY_EXHAUSTED = "search_capacity_exhausted"
QUOTA_EXTENSION = "stichwerk.search_quota"  # app.extensions key of the process's quota
FALLBACK_LEVEL = "heuristic"  # what a session bot plays once its request's budget is spent
# Clients whose bot time one process keeps (`ClientBotTime`): about 150 bytes each, so at
# most ~1.5 MB; past it the client idle the longest is forgotten (it starts afresh).
MAX_TRACKED_CLIENTS = 10_000
# What a client's bucket holds: this many seconds of its refill (a quarter of its minute,
# 5 s at the default 20). Enough for the fastest human burst (the obvious last cards of a
# hand: 8 moves in about 10 s search 8 x 0.6 s = 4.8 s where the refill gives 3.3 s),
# small enough that a script starting on several tables does not take a core for long.
BURST_SECONDS = 15


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
    """The search time left to the bots of one session request; with ``client``, also
    the time left to the client that sent it (`ClientBotTime`)."""

    def __init__(self, per_move_ms: int, per_request_ms: int,
                 client: ClientTab | None = None) -> None:
        self.per_move_ms = per_move_ms
        self.per_request_ms = per_request_ms
        self.client = client
        self.spent_ms = 0.0

    def next_budget(self, searches: bool = True) -> int | None:
        """The budget of the next bot move, or None once the request's budget (or, for a
        move that ``searches``, its client's) is spent: then the bot plays
        `FALLBACK_LEVEL`. A move that does not search never asks for the client's."""
        left = self.per_request_ms - self.spent_ms
        if left < 1:
            return None
        budget = int(min(self.per_move_ms, left))
        if searches and self.client is not None:
            return self.client.reserve(budget)
        return budget

    @contextmanager
    def spending(self, searches: bool = False) -> Iterator[None]:
        """Count the move's time against the request (wall clock, as its budget is); a
        move that ``searches`` settles its client's reservation (`next_budget`) with the
        CPU time of this thread (what the search took from the process, not the time it
        waited for the GIL behind other threads)."""
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            yield
        finally:
            self.spent_ms += (time.perf_counter() - started) * 1000
            if searches and self.client is not None:
                self.client.settle((time.thread_time() - cpu) * 1000)


class SharedBuckets(Protocol):
    """Token buckets that every worker and pod charges (`ClientBotTime`'s ``shared``:
    `service.sessions.stores.redis_bot_time.RedisBotTime`), with `ClientBotTime`'s
    arithmetic: the same refill, the same size."""

    def reserve(self, client: str, want_ms: float) -> bool | None:
        """As `ClientBotTime.reserve`; None when the buckets cannot be reached now
        (nothing is known to be taken: the caller uses its own bucket)."""

    def settle(self, client: str, reserved_ms: float, used_ms: float) -> None:
        """As `ClientBotTime.settle` (best effort: a failure is not the caller's)."""


class ClientBotTime:
    """Each client's search time for session bots: a token bucket per client key
    (`service.ratelimit.request_client`: the address as the rate limits read it, an IPv6
    client by its network).

    A bucket refills at ``seconds_per_minute`` per minute, continuously, and holds
    `BURST_SECONDS` of that refill (a client that was idle may spend that much at once).
    A search reserves its whole budget before it starts (`reserve`; when less is left,
    it does not start: the bot plays `FALLBACK_LEVEL`) and gives back what it did not
    use when it ends (`settle`). So searches of one client running at once cannot spend
    the same balance, and once its bucket is low a client searches in about one request
    at a time, leaving the other search slots to others. (Cutting a search to
    what was left made a script's many threads start a search of a few milliseconds each
    whenever the refill allowed it; each held a search slot for the rest of its request,
    and expert probes of another client were still refused about half the time.) A
    search that used more than it reserved leaves a small debt, paid back by the
    refill.

    Where the buckets are: with ``shared`` (the service on Redis) every worker and pod
    charges the same bucket of a client (`take`), so the allowance holds per client for
    the whole deployment; this object's own buckets, in the process, then only stand in
    for a call that Redis does not answer (down, frozen, or the store's circuit breaker
    open): the allowance then holds per process until Redis answers again, never
    unlimited, never an error. Without ``shared`` (the embedded store: one process) they
    are the buckets. Either way a request whose bots do not search never looks here
    (`ClientTab`), so a session move without a searching bot makes no round trip for it.

    Memory: at most ``max_clients`` buckets in the process; a new client beyond them makes
    the process forget the client idle the longest (least recently charged or asked), who
    then starts with a full bucket again, as a client never seen does."""

    def __init__(self, seconds_per_minute: int, max_clients: int = MAX_TRACKED_CLIENTS,
                 on_fallback: Callable[[], None] | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 shared: Callable[[ClientBotTime], SharedBuckets] | None = None) -> None:
        if seconds_per_minute < 1 or max_clients < 1:
            raise ValueError("seconds_per_minute and max_clients must be at least 1")
        self.refill_ms_per_s = seconds_per_minute * 1000.0 / 60
        self.capacity_ms = seconds_per_minute * 1000.0 * BURST_SECONDS / 60
        self.max_clients = max_clients
        self.on_fallback = on_fallback
        # ``shared`` builds them from this object's refill and size
        self.shared = shared(self) if shared is not None else None
        self._clock = clock
        self._lock = threading.Lock()
        # client key -> [milliseconds left (below 0: a debt), when it was worked out]
        self._buckets: OrderedDict[str, list[float]] = OrderedDict()

    @property
    def tracked(self) -> int:
        """Clients with a bucket now."""
        return len(self._buckets)

    def _bucket(self, client: str) -> list[float]:
        """``client``'s bucket refilled up to now, most recently used (under the lock)."""
        now = self._clock()
        bucket = self._buckets.get(client)
        if bucket is None:
            bucket = self._buckets[client] = [self.capacity_ms, now]
            if len(self._buckets) > self.max_clients:
                self._buckets.popitem(last=False)  # the client idle the longest
            return bucket
        bucket[0] = min(self.capacity_ms, bucket[0] + (now - bucket[1]) * self.refill_ms_per_s)
        bucket[1] = now
        self._buckets.move_to_end(client)
        return bucket

    def left_ms(self, client: str) -> float:
        """Milliseconds of search ``client`` may use now (0 or less: none)."""
        with self._lock:
            return self._bucket(client)[0]

    def reserve(self, client: str, want_ms: float) -> bool:
        """Take ``want_ms`` from ``client``'s bucket for a search about to start; False
        (nothing taken) when less is left."""
        with self._lock:
            bucket = self._bucket(client)
            if bucket[0] < want_ms:
                return False
            bucket[0] -= want_ms
            return True

    def settle(self, client: str, reserved_ms: float, used_ms: float) -> None:
        """A search is over: what it did not use of its reservation goes back, what it
        used beyond it is taken too."""
        with self._lock:
            bucket = self._bucket(client)
            bucket[0] = min(self.capacity_ms, bucket[0] + reserved_ms - used_ms)

    def take(self, client: str, want_ms: float) -> SharedBuckets | ClientBotTime | None:
        """`reserve` in the shared buckets, or in this process's when they do not answer:
        the buckets that hold the reservation now (their `settle` ends it), or None when
        less than ``want_ms`` is left."""
        if self.shared is not None:
            taken = self.shared.reserve(client, want_ms)
            if taken is not None:
                return self.shared if taken else None
        return self if self.reserve(client, want_ms) else None

    def tab(self, client: str | Callable[[], str]) -> ClientTab:
        """One request's account; ``client`` is the key or a function that works it out
        (called at the request's first search only)."""
        return ClientTab(self, client)


class ClientTab:
    """One session request's account with `ClientBotTime` (see `BotTime`). Once one of
    its searches was refused, the request asks no more: the rest of its bot moves play
    `FALLBACK_LEVEL` (the refill of the few milliseconds a request lasts cannot pay
    for a search, and on Redis every ask is a round trip: a leave whose bots play a match
    out asked once per expert move)."""

    def __init__(self, allowance: ClientBotTime, client: str | Callable[[], str]) -> None:
        self.allowance = allowance
        self._client = client
        self.fell_back = False  # a search of this request was played at FALLBACK_LEVEL
        self.reserved_ms = 0.0  # taken for the search running now
        self.held_by: SharedBuckets | ClientBotTime | None = None  # ... in these buckets

    def key(self) -> str:
        if not isinstance(self._client, str):
            self._client = self._client()
        return self._client

    def reserve(self, budget_ms: int) -> int | None:
        """``budget_ms``, taken from the client's bucket for the search about to start;
        None when the client has less left, and for every later search of the request:
        the bot plays `FALLBACK_LEVEL`, counted once per request (``on_fallback``: the
        metric; nothing is logged, the answer is as any other)."""
        if self.fell_back:
            return None
        self.held_by = self.allowance.take(self.key(), budget_ms)
        if self.held_by is not None:
            self.reserved_ms = budget_ms
            return budget_ms
        self.fell_back = True
        if self.allowance.on_fallback is not None:
            self.allowance.on_fallback()
        return None

    def settle(self, used_ms: float) -> None:
        if self.held_by is not None:
            self.held_by.settle(self.key(), self.reserved_ms, used_ms)
        self.held_by, self.reserved_ms = None, 0.0
