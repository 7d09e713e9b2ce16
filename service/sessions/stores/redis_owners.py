"""Sessions per client on Redis (``MAX_SESSIONS_PER_CLIENT``): how many live sessions one
client holds, the same count for every worker and pod, on one Redis or a Redis Cluster.

One sorted set per owner (the client, keyed as the rate limits key it:
`service.ratelimit.request_client`)::

    <prefix>:owner:{<digest>}   zset  the ids of the owner's sessions, each scored by a
                                      time (ms, Redis TIME) before which that session
                                      cannot expire

``<digest>``: the first 32 hex digits of the owner's SHA-256 (no client address in a key
name). The hash tag puts an owner's set in one slot; a session's own keys carry its
``{id}`` tag, on a cluster another slot, and a script may only touch one slot. So a
create is two scripts, in this order (after a third, `HELD`, when its table has bots: a
look that changes nothing, so that the bots do not play a first move for a session the cap
refuses):

1. `CLAIM` on the owner's set: fewer ids than the cap → the new id is added, scored now
   + ``KEEP`` (a new session's lifetime), and the answer is yes; else no, with the time
   until the soonest score and the ids whose score has passed (at most `DUE_MAX`). One
   script, so two creates racing for the last slot: exactly one gets it.
2. The session's CREATE (`service.sessions.stores.redis_scripts`), which keeps the
   owner's digest in the session's hash (field ``o``), so that DELETE knows whose slot
   to free.

Moves: a move that refreshes its session's expiry (once per lease: `redis_scripts`,
"Expiry") answers the owner's digest, and the store then `EXTEND`s that owner's set: the
id's score becomes the new expiry (one more round trip per session and lease, none for
the moves in between). Every script that sets a score lets the set live `SET_MARGIN_MS`
past it, so the set never expires before a session it counts, and it expires a minute
after its latest score: an owner who stops playing leaves nothing behind.

Why a score can be trusted: a session lives ``KEEP`` from its create, and its moves only
ever push its expiry further out. So an id whose score lies ahead is surely alive, and
only ids whose score has passed can be gone. When the cap is reached, the store reads
those sessions' PTTL (one pipeline) and `RESCORE`s them: an id whose session is gone
leaves the set; one still alive (an EXTEND that failed, or clocks of two cluster nodes
apart) is scored again by its session's real expiry; then it CLAIMs once more. A session
therefore counts exactly as long as its keys exist, and the look at the sessions costs
only the creates that find the cap reached.

Freed at once: DELETE removes the id from its owner's set right after the session's keys
(a second round trip), and a create whose session was not written (its id taken, too
large, or the CREATE refused with an error reply: Redis full, READONLY, NOREPLICAS,
TRYAGAIN …, on a cluster often the session's master alone) removes its claim, unless the
session exists after all. If a store call fails in between (the CLAIM or the CREATE timed
out: Redis runs either once it answers again; a connection lost; the delete's second
call failed), the id stays until its score has passed and a create at the cap looks at it: at
most the session's first lifetime, ``KEEP``. If a move refreshed its session's expiry but
no EXTEND followed (the EXTEND failed, or the move's answer was lost and its retry
answered ALREADY_APPLIED or a replay) and the session then outlives its owner's whole
set (no create of that owner in between), that session is no longer counted: the one
way to undercount, and it takes a store failure.

The digest is a pseudonym, not a secret: whoever reads the Redis can find an IPv4 owner
by hashing every address (the rate limits' counters name the client itself anyway).
"""

from __future__ import annotations

import hashlib

DUE_MAX = 64  # ids whose score has passed, looked at per refused claim
# The owner's set lives this long past its latest score: a session's keys get their
# expiry a moment after its claim or its move set the score (and on a cluster, on a node
# whose clock may differ), so the set must not expire just before them.
SET_MARGIN_MS = 60_000

_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
"""

# KEYS[1] the owner's set. ARGV: 1 session id, 2 the cap, 3 KEEP (ms).
# → {1} claimed (or claimed before: the call sent again), or {0, ms until the soonest
#   score, ids whose score has passed}
CLAIM = "#!lua\n" + _NOW + f"""
local keep = tonumber(ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return {{1}} end
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + keep, ARGV[1])
  local lives = keep + {SET_MARGIN_MS}
  if redis.call('PTTL', KEYS[1]) < lives then redis.call('PEXPIRE', KEYS[1], lives) end
  return {{1}}
end
local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local due = redis.call('ZRANGE', KEYS[1], '-inf', now, 'BYSCORE', 'LIMIT', 0, {DUE_MAX})
return {{0, tonumber(soonest[2]) - now, due}}
"""

# KEYS[1] the owner's set. ARGV: 1 the cap. → {1} fewer ids than the cap lie ahead of
# now (surely alive), or {0, ms until the soonest score}; changes nothing (a create's
# look before its bots play: CLAIM decides).
HELD = "#!lua\n" + _NOW + """
if redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf') < tonumber(ARGV[1]) then return {1} end
local soonest = redis.call('ZRANGE', KEYS[1], '(' .. now, '+inf', 'BYSCORE', 'LIMIT', 0, 1,
                          'WITHSCORES')
return {0, tonumber(soonest[2]) - now}
"""

# KEYS[1] the owner's set. ARGV: pairs of a session id and the ms its session has left
# (negative: the session is gone). → 0
RESCORE = "#!lua\n" + _NOW + f"""
local longest = 0
for i = 1, #ARGV, 2 do
  local left = tonumber(ARGV[i + 1])
  if left < 0 then
    redis.call('ZREM', KEYS[1], ARGV[i])
  else
    redis.call('ZADD', KEYS[1], 'XX', now + left, ARGV[i])
    if left > longest then longest = left end
  end
end
local lives = longest + {SET_MARGIN_MS}
if longest > 0 and redis.call('PTTL', KEYS[1]) < lives then
  redis.call('PEXPIRE', KEYS[1], lives)
end
return 0
"""


# KEYS[1] the owner's set. ARGV: 1 session id, 2 KEEP (ms): the session's expiry was just
# set to KEEP from now. → 1 extended, 0 the id is not in the set (deleted meanwhile)
EXTEND = "#!lua\n" + _NOW + f"""
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
local keep = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], 'XX', 'GT', now + keep, ARGV[1])
local lives = keep + {SET_MARGIN_MS}
if redis.call('PTTL', KEYS[1]) < lives then redis.call('PEXPIRE', KEYS[1], lives) end
return 1
"""


def owner_digest(owner: str) -> str:
    """What stands for ``owner`` in the keys and in a session's hash."""
    return hashlib.sha256(owner.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def owner_key(prefix: str, digest: str) -> str:
    return f"{prefix}:owner:{{{digest}}}"


def time_left(pttl: int, keep_ms: int) -> int:
    """A session hash's PTTL as RESCORE takes it: -2 (no such key) stays negative (gone),
    -1 (no expiry: never set by this store) counts as a fresh session's ``KEEP``."""
    return keep_ms if pttl == -1 else pttl
