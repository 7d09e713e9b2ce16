"""The Lua scripts of `RedisStore`: every store operation is ONE script (one round trip,
atomic, and cluster-safe because all of a session's keys share the ``{id}`` hash tag).

Keys, always in this order (``KEYS[1..5]``)::

    <prefix>:{<id>}       hash  v = version, d = doc JSON, w = id of the last write,
                                b = bytes of the event log (its entries' JSON, before
                                compression), n = number of events, T = '1': the log's
                                tail is the key ``:t``
    <prefix>:{<id>}:ev    zset  the log's sealed CHUNKS: each the zlib of framed entries,
                                scored by the seq of its first entry (``\0<seq>:<zlib>``)
    <prefix>:{<id>}:ik    hash  idempotency key → record (JSON)
    <prefix>:{<id>}:ix    zset  idempotency key, scored by its expiry (ms, Redis TIME)
    <prefix>:{<id>}:t     string the log's TAIL: the newest entries, uncompressed, framed

The event log (`service.sessions.stores.eventchunks`): an entry is framed as
``<seq>,<bytes>:<entry>``; a write APPENDs its framed entries to the tail (``a`` mode),
or, once the tail would reach ``CHUNK_BYTES``, the writer compresses tail + new entries
into one chunk and the script stores it and deletes the tail (``s`` mode: the writer
read the tail with the doc, and the compare-and-set on the version makes sure it is
still that tail).

Why the tail has its own key (issue 15, session 10): kept in the hash, every move read
it into Lua (up to 4 KB), concatenated it with the new entries and wrote it back, and
this Redis builds every Lua string with a hash over ALL its bytes; with ``APPEND`` the
tail never enters Lua: a move's script costs Redis about 5 µs (a sixth) less
(`python -m bench.cas_script`: 31-32 → 27 µs per write; under load, the two versions
side by side: 75-80 → 70-78 µs of redis-server CPU per session move). Earlier layouts
are still read and extended: a hash without ``T`` holds its tail in the field ``t``
(the first write moves it to ``:t``), and a session stored before chunks (one zset
member per entry, scored by its seq, no ``n``) carries no ``\0`` mark on its members.

Live updates: when ``channel`` is given, a committed write or delete PUBLISHes the
wake-up (`service.sessions.hub`) from inside the script, so a move costs no extra round
trip (classic PUBLISH: in a Redis Cluster it reaches the subscribers of every node).

Expiry: every key of a session lives at least ``TTL`` (``SESSION_TTL_SECONDS``) past
the session's last write, and at most ``KEEP`` = ``TTL`` + a lease (1 % of it, at most a
minute: `expiry_lease_ms`). A write sets ``KEEP`` on all five keys only when the hash
has less than ``TTL`` left (one ``PTTL`` otherwise), and a key the write creates gets
what the hash has left. Why (issue 15, session 14): five ``PEXPIRE`` per move were a
sixth of the script's instructions inside Redis; a session moving all the time now
refreshes them once per lease.

Constants: each store bakes its settings (the TTLs, `StoreLimits`) into its writing
scripts (`writing_scripts`) instead of sending them with every call: every argument
costs Redis a Lua string (with a hash over its bytes) and a table slot. Stores with
other settings register other scripts (another SHA) on the same Redis.

`python -m bench.redis_instructions` counts redis-server's instructions per move's
compare-and-set (callgrind): 133.3 k before those changes (and `_idempotency_if_keyed`),
102.8 k after.

The ``#!lua`` shebang (Redis >= 7.0) declares the scripts: the writing ones are refused
BEFORE they run on a read-only replica (``READONLY``) or at ``maxmemory`` (``OOM``), so a
refused write never half-applies; the reading ones (``flags=no-writes``) still run there.
Each writing script is idempotent under its ``write_id``, so sending one twice (after a
lost answer) writes once.
"""

from __future__ import annotations

from dataclasses import dataclass

LEASE_SHARE = 100  # the lease is TTL / LEASE_SHARE …
MAX_LEASE_MS = 60_000  # … and at most a minute


def expiry_lease_ms(ttl_ms: int) -> int:
    """How long past ``TTL`` a write may leave a session's keys to live (see the module
    docstring): 1 % of the TTL, at most a minute."""
    return min(MAX_LEASE_MS, ttl_ms // LEASE_SHARE)


@dataclass(frozen=True)
class Constants:
    """A store's settings, baked into its writing scripts."""

    ttl_ms: int
    idempotency_ttl_ms: int
    max_events: int
    max_bytes: int
    max_records: int

    def prologue(self) -> str:
        keep = self.ttl_ms + expiry_lease_ms(self.ttl_ms)
        # KEEP_TEXT: PEXPIRE takes its argument as a string (no conversion per call)
        return (f"local TTL, KEEP, KEEP_TEXT = {self.ttl_ms}, {keep}, '{keep}'\n"
                f"local IDEM_TTL, MAX_RECORDS = {self.idempotency_ttl_ms}, "
                f"{self.max_records}\n"
                f"local MAX_EVENTS, MAX_BYTES = {self.max_events}, {self.max_bytes}\n")


def writing_scripts(constants: Constants) -> dict[str, str]:
    """``CREATE``, ``CAS`` and ``REMEMBER`` with ``constants`` baked in (after the
    shebang, which must stay the first line)."""
    prologue = constants.prologue()
    return {name: script.replace("\n", "\n" + prologue, 1)
            for name, script in (("CREATE", CREATE), ("CAS", CAS), ("REMEMBER", REMEMBER))}


# The idempotency records' functions. Assigned to locals the script declares first
# (`_IDEMPOTENCY`, `_idempotency_if_keyed`): every ``local function`` is a closure the
# script creates anew on each call (about 1.2 k instructions each inside Redis), so the
# compare-and-set creates these only when the write carries an idempotency key.
_HELPERS = """
function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
function live_record(key, now)
  local expires = redis.call('ZSCORE', KEYS[4], key)
  if not expires or tonumber(expires) <= now then return false end
  return redis.call('HGET', KEYS[3], key)
end
function store_record(key, record, ttl, max, now)
  local expired = redis.call('ZRANGE', KEYS[4], '-inf', now, 'BYSCORE')
  for _, k in ipairs(expired) do redis.call('HDEL', KEYS[3], k) end
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
  local excess = redis.call('ZCARD', KEYS[4]) - max + 1
  if excess > 0 then
    local oldest = redis.call('ZPOPMIN', KEYS[4], excess)
    for i = 1, #oldest, 2 do redis.call('HDEL', KEYS[3], oldest[i]) end
  end
  redis.call('HSET', KEYS[3], key, record)
  -- strictly after the newest record: records stored within one millisecond are
  -- evicted oldest first too (ZPOPMIN breaks a tie of scores by the key's bytes)
  local score = now + ttl
  local newest = redis.call('ZRANGE', KEYS[4], -1, -1, 'WITHSCORES')
  if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
  redis.call('ZADD', KEYS[4], score, key)
  local left = redis.call('PTTL', KEYS[1])
  if left > 0 then
    redis.call('PEXPIRE', KEYS[3], left)
    redis.call('PEXPIRE', KEYS[4], left)
  end
end
"""
_IDEMPOTENCY_LOCALS = "\nlocal now_ms, live_record, store_record"
_IDEMPOTENCY = _IDEMPOTENCY_LOCALS + _HELPERS


def _idempotency_if_keyed(key_arg: str) -> str:
    """The idempotency functions, made only when the argument ``key_arg`` (the key) is
    not empty."""
    return f"{_IDEMPOTENCY_LOCALS}\nif {key_arg} ~= '' then{_HELPERS}end\n"

_TAIL = """
-- The log's tail: the key KEYS[5] when the hash says so (its field ``T``), else the
-- hash's field ``t`` (the layout before).
local function read_tail(T)
  if T then return redis.call('GET', KEYS[5]) or '' end
  return redis.call('HGET', KEYS[1], 't') or ''
end
"""

_LOG = _TAIL + """
local function publish(channel)
  if channel ~= '' then redis.call('PUBLISH', channel, '1') end
end
-- Store the entries of a write in the tail key: mode 'a' appends ``framed`` to it, mode
-- 's' adds ``framed`` as a sealed chunk (scored ``first``) and deletes the tail. A key
-- created now gets ``left`` ms to live (what the hash has).
local function store_log(mode, framed, first, left)
  if mode == 's' then
    redis.call('ZADD', KEYS[2], first, framed)
    redis.call('PEXPIRE', KEYS[2], left)
    redis.call('DEL', KEYS[5])
  elseif redis.call('APPEND', KEYS[5], framed) == #framed then
    redis.call('PEXPIRE', KEYS[5], left)
  end
end
-- A hash of the layout before (no ``T``): its tail moves to the key KEYS[5].
local function move_tail_to_key()
  local old = redis.call('HGET', KEYS[1], 't')
  if old and old ~= '' then redis.call('SET', KEYS[5], old) else redis.call('DEL', KEYS[5]) end
  redis.call('HDEL', KEYS[1], 't')
  redis.call('HSET', KEYS[1], 'T', '1')
end
"""

# CREATE, CAS and REMEMBER use the constants TTL, KEEP, KEEP_TEXT, IDEM_TTL, MAX_RECORDS,
# MAX_EVENTS and MAX_BYTES: register them as `writing_scripts` gives them (`Constants`).

# ARGV: 1 version, 2 doc (as stored), 3 write id, 4 events, 5 their bytes, 6 mode
# ('a'/'s'), 7 framed entries or chunk, 8 first seq, 9 the doc's bytes (JSON, before
# compression), 10 the owner's digest or '' (sessions per client: `redis_owners`).
# → 0 created, 2 already created by this write id, 1 the id is taken, 5 too large
CREATE = "#!lua\n" + _LOG + """
local w = redis.call('HGET', KEYS[1], 'w')
if w then
  if w == ARGV[3] then return 2 end
  return 1
end
local count, event_bytes = tonumber(ARGV[4]), tonumber(ARGV[5])
if count > MAX_EVENTS or event_bytes + tonumber(ARGV[9]) > MAX_BYTES then
  return 5
end
redis.call('DEL', KEYS[5])
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'd', ARGV[2], 'w', ARGV[3], 'b', event_bytes,
           'n', count, 'T', '1')
if ARGV[10] and ARGV[10] ~= '' then redis.call('HSET', KEYS[1], 'o', ARGV[10]) end
redis.call('PEXPIRE', KEYS[1], KEEP_TEXT)
if ARGV[7] ~= '' then store_log(ARGV[6], ARGV[7], ARGV[8], KEEP) end
return 0
"""

# ARGV: 1 idempotency key or '', 2 '1' to read the log's tail too.
# → {false} or {v, d, w, event count, record or false, tail or false}
LOAD = "#!lua flags=no-writes\n" + _idempotency_if_keyed("ARGV[1]") + _TAIL + """
local h = redis.call('HMGET', KEYS[1], 'v', 'd', 'w', 'n', 'T')
if not h[1] then return {false} end
local record = false
if ARGV[1] ~= '' then record = live_record(ARGV[1], now_ms()) end
local count = h[4] or redis.call('ZCARD', KEYS[2])
local tail = false
if ARGV[2] == '1' then tail = read_tail(h[5]) end
return {h[1], h[2], h[3], count, record, tail}
"""

# ARGV: after (seq), limit.  → {false} or {v, d, w, event count, chunks, tail, pttl}: the
# chunks (member, score, …) that may hold a seq in after+1 .. after+limit (the one that
# starts at or before after+1, and those that start after it up to after+limit), the
# tail (the reader keeps the entries with after < seq: seqs are consecutive), and the
# ms the session has left to live (a stream wakes then: an expiry publishes nothing).
EVENTS = "#!lua flags=no-writes\n" + _TAIL + """
local h = redis.call('HMGET', KEYS[1], 'v', 'd', 'w', 'n', 'T')
if not h[1] then return {false} end
local count = h[4] or redis.call('ZCARD', KEYS[2])
local first = tonumber(ARGV[1]) + 1
local chunks = {}
if tonumber(ARGV[2]) > 0 then
  chunks = redis.call('ZRANGE', KEYS[2], first, '-inf', 'BYSCORE', 'REV', 'LIMIT', 0, 1,
                      'WITHSCORES')
  local rest = redis.call('ZRANGE', KEYS[2], '(' .. first, tonumber(ARGV[1]) + tonumber(ARGV[2]),
                          'BYSCORE', 'WITHSCORES')
  for _, x in ipairs(rest) do chunks[#chunks + 1] = x end
end
return {h[1], h[2], h[3], count, chunks, read_tail(h[5]), redis.call('PTTL', KEYS[1])}
"""

# ARGV: 1 expected version, 2 new version, 3 doc (as stored), 4 write id, 5 idempotency
# key or '', 6 its record, 7 channel or '', 8 events, 9 their bytes, 10 mode ('a'/'s'),
# 11 framed entries or chunk, 12 first seq, 13 the doc's bytes (JSON, before
# compression), 14 expected write id or '' (then the version alone is compared).
# → {0} gone, {1, v, d, w, event count, tail} conflict (the session as stored now, so
#   the writer evaluates again without reading), {2} already applied, {3, record}
#   replay, {4} applied ({4, owner's digest} when this write refreshed the expiry of a
#   session counted for its client: `redis_owners`), {5} too large
CAS = "#!lua\n" + _idempotency_if_keyed("ARGV[5]") + _LOG + """
local h = redis.call('HMGET', KEYS[1], 'v', 'w', 'b', 'n', 'T', 'o')
if not h[1] then return {0} end
local now = 0
if ARGV[5] ~= '' then
  now = now_ms()
  local seen = live_record(ARGV[5], now)
  if seen then return {3, seen} end
end
local stored = tonumber(h[4] or redis.call('ZCARD', KEYS[2]))
if h[1] ~= ARGV[1] or (ARGV[14] ~= '' and h[2] ~= ARGV[14]) then
  if h[2] == ARGV[4] then
    publish(ARGV[7])
    return {2}
  end
  return {1, h[1], redis.call('HGET', KEYS[1], 'd'), h[2], stored, read_tail(h[5])}
end
local count = stored + tonumber(ARGV[8])
local event_bytes = tonumber(h[3] or '0') + tonumber(ARGV[9])
if count > MAX_EVENTS or event_bytes + tonumber(ARGV[13]) > MAX_BYTES then
  return {5}
end
local left = redis.call('PTTL', KEYS[1])
if not h[5] then
  move_tail_to_key()
  left = -1  -- the tail key was made without a TTL: refresh every key
end
local refreshed = left < TTL
if refreshed then  -- every key: KEEP ms to live (see the module docstring)
  for i = 1, 5 do redis.call('PEXPIRE', KEYS[i], KEEP_TEXT) end
  left = KEEP
end
if ARGV[8] ~= '0' then store_log(ARGV[10], ARGV[11], ARGV[12], left) end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 'w', ARGV[4], 'b', event_bytes,
           'n', count)
if ARGV[5] ~= '' then store_record(ARGV[5], ARGV[6], IDEM_TTL, MAX_RECORDS, now) end
publish(ARGV[7])
if refreshed and h[6] then return {4, h[6]} end
return {4}
"""

# ARGV: idempotency key, record.
# → {0} gone, {1, record} the key has one, {2} stored
REMEMBER = "#!lua\n" + _IDEMPOTENCY + """
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local now = now_ms()
local seen = live_record(ARGV[1], now)
if seen then return {1, seen} end
store_record(ARGV[1], ARGV[2], IDEM_TTL, MAX_RECORDS, now)
return {2}
"""

# KEYS: the session's five keys, then its set of stream tickets (`tickets.ticket_keys`).
# ARGV: channel or ''.  → {1 if the session existed, its owner's digest or false}; every
# key of the session is gone afterwards, its unused stream tickets too (their keys share
# the session's slot; the owner's slot: `redis_owners`).
# allow-oom: ending a session frees memory, so it runs also when Redis is at maxmemory
# (DEL and PUBLISH are not refused there).
DELETE = "#!lua flags=allow-oom\n" + """
local existed = redis.call('EXISTS', KEYS[1])
local owner = redis.call('HGET', KEYS[1], 'o')
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5])
for _, hashed in ipairs(redis.call('SMEMBERS', KEYS[6])) do
  redis.call('DEL', KEYS[6] .. ':' .. hashed)
end
redis.call('DEL', KEYS[6])
if ARGV[1] and ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[1], '1') end
return {existed, owner}
"""
