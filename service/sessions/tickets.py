"""Stream tickets: how a browser's `EventSource` authenticates without a seat token in
the URL.

`EventSource` cannot send an ``Authorization`` header, and a long-lived seat token in a
URL would end up in proxy logs, browser history and ``Referer`` headers. So the client
first posts its token the usual way (``POST /v1/sessions/{id}/stream-tickets`` with
``Authorization: Bearer``) and gets a **ticket**: ``stt_`` + 43 URL-safe characters (256
random bits), valid for ``STREAM_TICKET_TTL_SECONDS`` (60 s) and for ONE stream of that
session, as that token's seat. The stream URL carries it (``?ticket=``); redeeming it
deletes it (Redis ``GETDEL``: atomic, so two streams can never share one ticket). Only
the ticket's SHA-256 is stored, with the session id and the token's hash (never the
token). A ticket seen in a log is worthless: used, or expired within a minute.

On Redis a ticket's key carries its session's ``{id}`` hash tag and is listed in the
session's ``:tk`` set, so the session's ``DELETE`` script removes unused tickets with every
other key of the session (before, a ticket key outlived the session by up to a minute).
"""

from __future__ import annotations

import json
import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import redis

from service.errors import ApiError
from service.sessions.stores import StoreUnavailable
from service.sessions.stores.breaker import CircuitBreaker, retry_after
from service.sessions.stores.redis_store import TICKETS, classify, connect, session_key
from service.sessions.tokens import session_not_found, token_hash

TICKET_PREFIX = "stt_"
TICKET_RE = re.compile(r"stt_[A-Za-z0-9_-]{43}")
DEFAULT_MAX_TICKETS = 100_000  # STREAM_TICKETS_MAX: the embedded store forgets the oldest


@dataclass(frozen=True)
class Grant:
    """What a redeemed ticket allows: one stream of ``sid`` as the token ``token_hash``."""

    sid: str
    token_hash: str


def invalid_ticket(reason: str) -> ApiError:
    return ApiError(401, "invalid_ticket", f"the stream ticket {reason}; get a new one with "
                    "POST /v1/sessions/{id}/stream-tickets", {"ticket": reason},
                    {"WWW-Authenticate": 'Bearer realm="stichwerk", error="invalid_token"'})


class Tickets:
    """Issue and redeem tickets (in this process; `RedisTickets` shares them)."""

    kind = "embedded"

    def __init__(self, ttl_seconds: int, clock: Callable[[], float] = time.time,
                 max_tickets: int = DEFAULT_MAX_TICKETS) -> None:
        self.ttl_seconds = ttl_seconds
        self.max_tickets = max_tickets  # unused tickets held at once (the oldest go first)
        self._clock = clock
        self._lock = threading.Lock()
        self._tickets: OrderedDict[str, tuple[Grant, float]] = OrderedDict()

    def issue(self, grant: Grant) -> tuple[str, float]:
        """A new ticket for ``grant`` and when it expires (Unix time)."""
        ticket = TICKET_PREFIX + secrets.token_urlsafe(32)
        expires = self._clock() + self.ttl_seconds
        self._store(token_hash(ticket), grant, expires)
        return ticket, expires

    def redeem(self, ticket: str, sid: str) -> Grant:
        """The grant of ``ticket`` presented for session ``sid``, which is used up now
        (401 if malformed, unknown, used or expired)."""
        if not TICKET_RE.fullmatch(ticket):
            raise invalid_ticket("is malformed")
        grant = self._take(token_hash(ticket), sid)
        if grant is None:
            raise invalid_ticket("is unknown, used or expired")
        return grant

    def _store(self, hashed: str, grant: Grant, expires: float) -> None:
        with self._lock:
            now = self._clock()
            while self._tickets:  # oldest first: drop the expired ones
                _, (_, first_expiry) = next(iter(self._tickets.items()))
                if first_expiry > now and len(self._tickets) < self.max_tickets:
                    break
                self._tickets.popitem(last=False)
            self._tickets[hashed] = (grant, expires)

    def _take(self, hashed: str, sid: str) -> Grant | None:
        with self._lock:
            found = self._tickets.pop(hashed, None)
        if found is None or found[1] <= self._clock():
            return None
        return found[0]

    def close(self) -> None:
        return None


# The set of a session's ticket hashes is pruned of used or expired tickets once it holds
# more than ISSUE_PRUNE_FROM, by looking at ISSUE_SAMPLE random members per issue: each
# issue adds one member and removes the gone ones of its sample, so gone members stay
# below about 1 / ISSUE_SAMPLE of the set. Before an audit every issue looked at EVERY
# member: tickets issued at the proxy's per-address rate for their TTL (1,200 per address
# at 20 r/s for 60 s) made each issue cost Redis 1,200 EXISTS per address sharing the
# session's spectator token, the square of the addresses in all.
ISSUE_PRUNE_FROM = 32
ISSUE_SAMPLE = 8

# KEYS: the ticket's key, the session's set of ticket hashes (`ticket_keys`), the session's
# doc; ARGV: the ticket's hash, its value, its TTL in seconds. → 0 (nothing written) when
# the session is gone (a DELETE that ran after the route read it), else 1. A ticket lives
# its TTL, but never past its session (before an audit a session's unused tickets outlived
# its expiry by up to the TTL); the set lives as long as its newest ticket.
ISSUE = f"""#!lua
local session_left = redis.call('PTTL', KEYS[3])
if session_left == -2 then return 0 end
local ttl = tonumber(ARGV[3]) * 1000
if session_left > 0 and session_left < ttl then ttl = session_left end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ttl)
redis.call('SADD', KEYS[2], ARGV[1])
if redis.call('PTTL', KEYS[2]) < ttl then
  redis.call('PEXPIRE', KEYS[2], ttl)
end
if redis.call('SCARD', KEYS[2]) > {ISSUE_PRUNE_FROM} then
  for _, hashed in ipairs(redis.call('SRANDMEMBER', KEYS[2], {ISSUE_SAMPLE})) do
    if redis.call('EXISTS', KEYS[2] .. ':' .. hashed) == 0 then
      redis.call('SREM', KEYS[2], hashed)
    end
  end
end
return 1
"""


def ticket_keys(prefix: str, sid: str, hashed: str) -> tuple[str, str]:
    """A ticket's key and its session's set of ticket hashes (the set's key + ``:`` + a
    hash is that ticket's key): both carry the session's ``{id}`` hash tag (one slot with
    the session), so its DELETE script removes them."""
    tickets = session_key(prefix, sid) + TICKETS
    return f"{tickets}:{hashed}", tickets


class RedisTickets(Tickets):
    """Tickets in Redis (`ticket_keys`, own TTL): issued by any instance, redeemed by any
    other, removed with their session."""

    kind = "redis"

    def __init__(self, url: str, ttl_seconds: int, prefix: str = "stw",
                 timeout_ms: int = 1000, cluster: bool = False,
                 breaker: CircuitBreaker | None = None) -> None:
        super().__init__(ttl_seconds)
        self.prefix = prefix
        # The session store's circuit breaker (the same Redis): while it is open a ticket
        # is neither issued nor redeemed (503 at once, the ticket stays unused), and a
        # ticket call that times out opens it for the session routes too. That call's
        # GETDEL may still run when a frozen Redis wakes (the command waits in its
        # socket): a redeem answered 503 by its own timeout may have used its ticket up.
        self.breaker = breaker if breaker is not None else CircuitBreaker(0)
        self._watched = self.breaker.watching((redis.TimeoutError,))
        # The session store's client factory: a Redis Cluster client when configured.
        self._client = connect(url, cluster, timeout_ms / 1000)
        self._issue = self._client.register_script(ISSUE)

    def _call(self, fn: Callable[[], Any]) -> Any:
        """Redis's errors as the session store's (`classify`: a full Redis is
        `StoreFull`, 503 ``session_store_full``); any other is the store unavailable.
        Behind the store's breaker, as the store's own calls."""
        wait = self.breaker.admit()
        if wait is not None:
            raise StoreUnavailable("redis", "Redis timed out a moment ago", retry_after(wait))
        try:
            with self._watched:
                return fn()
        except redis.TimeoutError as exc:
            error = classify("redis", exc)
            assert error is not None
            error.retry_after = retry_after(self.breaker.open_seconds)
            raise error from exc
        except redis.RedisError as exc:
            raise (classify("redis", exc) or
                   StoreUnavailable("redis", type(exc).__name__)) from exc

    def _store(self, hashed: str, grant: Grant, expires: float) -> None:
        value = json.dumps({"s": grant.sid, "t": grant.token_hash})
        keys = [*ticket_keys(self.prefix, grant.sid, hashed),
                session_key(self.prefix, grant.sid)]
        if not self._call(lambda: self._issue(keys=keys,
                                              args=[hashed, value, self.ttl_seconds])):
            raise session_not_found()

    def _take(self, hashed: str, sid: str) -> Grant | None:
        key, _ = ticket_keys(self.prefix, sid, hashed)
        raw = self._call(lambda: self._client.getdel(key))
        if raw is None:
            return None
        stored = json.loads(raw)
        return Grant(stored["s"], stored["t"])

    def close(self) -> None:
        self._client.close()


def build_tickets(config: dict[str, Any], breaker: CircuitBreaker | None = None) -> Tickets:
    """``breaker``: the session store's (`RedisStore.breaker`), shared on Redis."""
    ttl = int(config.get("STREAM_TICKET_TTL_SECONDS", 60))
    url = config.get("REDIS_URL")
    if url:
        return RedisTickets(url, ttl, prefix=config.get("REDIS_KEY_PREFIX", "stw"),
                            timeout_ms=int(config.get("REDIS_TIMEOUT_MS", 1000)),
                            cluster=bool(config.get("REDIS_CLUSTER", False)),
                            breaker=breaker)
    return Tickets(ttl, max_tickets=int(config.get("STREAM_TICKETS_MAX", DEFAULT_MAX_TICKETS)))
