"""Bot search time per client on Redis (``SESSION_BOT_SECONDS_PER_CLIENT``): one token
bucket per client for every worker and pod, on one Redis or a Redis Cluster
(`service.quotas.ClientBotTime` with `RedisBotTime` as its shared buckets).

One hash per client (the client keyed as the rate limits key it:
`service.ratelimit.request_client`)::

    <prefix>:bot:{<digest>}   hash  l: the milliseconds left (below 0: a debt),
                                    t: when they were worked out (ms, Redis TIME)

``<digest>``: the client's pseudonym of `redis_owners.owner_digest` (no address in a key
name); the hash tag puts the hash in one slot, so on a cluster its one script runs on
the master of that slot.

`CHARGE` refills the bucket up to now (``l`` + the time since ``t`` × the refill, at
most the bucket's size), then either reserves (takes a search's whole budget, or
nothing when less is left: answer 0) or settles (gives back what a search did not use,
or takes what it used beyond its reservation), in one script: two workers reserving
for one client at once cannot both spend its last balance. The clock is the Redis
server's own (TIME), the same for every worker of every machine. A full bucket is no
key at all (a client never seen starts full), and every write lets the key expire
when the refill would have filled it: an idle client leaves nothing behind, at most
``BURST_SECONDS`` (15 s) after its last search, longer only by a debt.

Round trips: two per search (its reservation and its settlement), none for a request
whose bots do not search, none for a request's later bot moves once one was refused
(`service.quotas.ClientTab`): a session move without a searching bot costs what it did.
The calls stand behind the session store's connections, timeouts and circuit breaker
(`RedisStore.run`); when one fails (Redis down or frozen, the breaker open), the search
is charged to the process's own bucket instead (`service.quotas.ClientBotTime.take`),
counted and logged here, and the request is served. A call that timed out may still
run once Redis answers again: a reservation then stays taken, and a settlement that
failed is lost (the client keeps what it reserved). Either costs the client at most one
search's budget, refilled in seconds; the store's one retry after a dropped connection
(`RedisStore._call`) may charge a reservation twice, as rarely.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from service.sessions.stores.base import StoreUnavailable
from service.sessions.stores.redis_owners import owner_digest
from service.sessions.stores.redis_store import RedisStore

log = logging.getLogger("service.quotas")

# KEYS[1] the client's bucket. ARGV: 1 the milliseconds to reserve (0: a settlement),
# 2 the milliseconds given back (negative: taken), 3 the bucket's size (ms), 4 its refill
# (ms per ms). → 1 done, 0 less than ARGV[1] left (nothing written)
CHARGE = """#!lua
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local take, back = tonumber(ARGV[1]), tonumber(ARGV[2])
local size, refill = tonumber(ARGV[3]), tonumber(ARGV[4])
local left = size
local saved = redis.call('HMGET', KEYS[1], 'l', 't')
if saved[1] then
  local since = math.max(0, now - tonumber(saved[2]))
  left = math.min(size, tonumber(saved[1]) + since * refill)
end
if take > 0 and left < take then return 0 end
left = math.min(size, left - take + back)
if left >= size then
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('HSET', KEYS[1], 'l', string.format('%.3f', left), 't', string.format('%.3f', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((size - left) / refill) + 1)
return 1
"""


def bucket_key(prefix: str, client: str) -> str:
    return f"{prefix}:bot:{{{owner_digest(client)}}}"


class RedisBotTime:
    """The buckets of `CHARGE` on the session store's Redis (`service.quotas.SharedBuckets`):
    ``size_ms`` and ``refill_ms_per_s`` are the process's `ClientBotTime`'s.
    ``on_unanswered``: called for every reservation that Redis did not answer (the
    search is then charged to the process's bucket: the metric)."""

    def __init__(self, store: RedisStore, size_ms: float, refill_ms_per_s: float,
                 on_unanswered: Callable[[], None] | None = None) -> None:
        self.store = store
        self.size_ms = size_ms
        self.refill_ms_per_ms = refill_ms_per_s / 1000
        self.on_unanswered = on_unanswered
        self._charge = store.script(CHARGE)
        self._lock = threading.Lock()
        self._answering = True  # Redis answered the last call (a change is logged)

    def _run(self, client: str, take_ms: float, back_ms: float) -> bool | None:
        args = [f"{take_ms:.3f}", f"{back_ms:.3f}", f"{self.size_ms:.3f}",
                repr(self.refill_ms_per_ms)]
        try:
            done = int(self.store.run(self._charge, [bucket_key(self.store.prefix, client)],
                                      args)) == 1
        except StoreUnavailable as error:
            self._answered(False, error.reason)
            return None
        self._answered(True)
        return done

    def _answered(self, answered: bool, reason: str = "") -> None:
        """Log when Redis stops answering, and when it answers again (not every call:
        the store logs each failure, and a breaker open fails every call of a second)."""
        with self._lock:
            changed, self._answering = self._answering != answered, answered
        if changed and not answered:
            log.warning("bot time per client: Redis did not answer (%s); this process "
                        "counts each client's bot time itself until it does", reason)
        elif changed:
            log.info("bot time per client: Redis answers again; counted for every "
                        "process again")

    def reserve(self, client: str, want_ms: float) -> bool | None:
        taken = self._run(client, want_ms, 0.0)
        if taken is None and self.on_unanswered is not None:
            self.on_unanswered()
        return taken

    def settle(self, client: str, reserved_ms: float, used_ms: float) -> None:
        self._run(client, 0.0, reserved_ms - used_ms)
