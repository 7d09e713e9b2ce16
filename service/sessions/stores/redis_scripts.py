"""The Lua scripts of `RedisStore`: every store operation is ONE script (one round trip,
atomic, and cluster-safe because all of a session's keys share the ``{id}`` hash tag).

Keys, always in this order (``KEYS[1..4]``)::

    <prefix>:{<id>}       hash  v = version, d = doc JSON, w = id of the last write,
                                b = bytes of the event log
    <prefix>:{<id>}:ev    zset  event entries (JSON), scored by their seq
    <prefix>:{<id>}:ik    hash  idempotency key → record (JSON)
    <prefix>:{<id>}:ix    zset  idempotency key, scored by its expiry (ms, Redis TIME)

The ``#!lua`` shebang (Redis >= 7.0) declares the scripts: the writing ones are refused
BEFORE they run on a read-only replica (``READONLY``) or at ``maxmemory`` (``OOM``), so a
refused write never half-applies; the reading ones (``flags=no-writes``) still run there.
Each writing script is idempotent under its ``write_id``, so sending one twice (after a
lost answer) writes once.
"""

from __future__ import annotations

_HELPERS = """
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function live_record(key, now)
  local expires = redis.call('ZSCORE', KEYS[4], key)
  if not expires or tonumber(expires) <= now then return false end
  return redis.call('HGET', KEYS[3], key)
end
local function store_record(key, record, ttl, max, now)
  local expired = redis.call('ZRANGE', KEYS[4], '-inf', now, 'BYSCORE')
  for _, k in ipairs(expired) do redis.call('HDEL', KEYS[3], k) end
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
  local excess = redis.call('ZCARD', KEYS[4]) - max + 1
  if excess > 0 then
    local oldest = redis.call('ZPOPMIN', KEYS[4], excess)
    for i = 1, #oldest, 2 do redis.call('HDEL', KEYS[3], oldest[i]) end
  end
  redis.call('HSET', KEYS[3], key, record)
  redis.call('ZADD', KEYS[4], now + ttl, key)
  local left = redis.call('PTTL', KEYS[1])
  if left > 0 then
    redis.call('PEXPIRE', KEYS[3], left)
    redis.call('PEXPIRE', KEYS[4], left)
  end
end
"""

# ARGV: version, doc, write id, ttl ms, max events, max bytes, then (seq, entry) pairs.
# → 0 created, 2 already created by this write id, 1 the id is taken, 5 too large
CREATE = "#!lua\n" + """
local w = redis.call('HGET', KEYS[1], 'w')
if w then
  if w == ARGV[3] then return 2 end
  return 1
end
local count = (#ARGV - 6) / 2
local event_bytes = 0
for i = 8, #ARGV, 2 do event_bytes = event_bytes + string.len(ARGV[i]) end
if count > tonumber(ARGV[5]) or event_bytes + string.len(ARGV[2]) > tonumber(ARGV[6]) then
  return 5
end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'd', ARGV[2], 'w', ARGV[3], 'b', event_bytes)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
for i = 7, #ARGV, 2 do redis.call('ZADD', KEYS[2], ARGV[i], ARGV[i + 1]) end
if count > 0 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return 0
"""

# ARGV: idempotency key or ''.  → {false} or {v, d, w, event count, record or false}
LOAD = "#!lua flags=no-writes\n" + _HELPERS + """
local h = redis.call('HMGET', KEYS[1], 'v', 'd', 'w')
if not h[1] then return {false} end
local record = false
if ARGV[1] ~= '' then record = live_record(ARGV[1], now_ms()) end
return {h[1], h[2], h[3], redis.call('ZCARD', KEYS[2]), record}
"""

# ARGV: after (seq), limit.  → {false} or {v, d, w, event count, {entries}}
EVENTS = "#!lua flags=no-writes\n" + """
local h = redis.call('HMGET', KEYS[1], 'v', 'd', 'w')
if not h[1] then return {false} end
local events = redis.call('ZRANGE', KEYS[2], '(' .. ARGV[1], '+inf', 'BYSCORE',
                          'LIMIT', 0, ARGV[2])
return {h[1], h[2], h[3], redis.call('ZCARD', KEYS[2]), events}
"""

# ARGV: 1 expected version, 2 new version, 3 doc, 4 write id, 5 ttl ms, 6 idempotency key
# or '', 7 its record, 8 its ttl ms, 9 max events, 10 max bytes, 11 max records, then
# (seq, entry) pairs.
# → {0} gone, {1, version} conflict, {2} already applied, {3, record} replay,
#   {4} applied, {5} too large
CAS = "#!lua\n" + _HELPERS + """
local current = redis.call('HGET', KEYS[1], 'v')
if not current then return {0} end
local now = now_ms()
if ARGV[6] ~= '' then
  local seen = live_record(ARGV[6], now)
  if seen then return {3, seen} end
end
if current ~= ARGV[1] then
  if redis.call('HGET', KEYS[1], 'w') == ARGV[4] then return {2} end
  return {1, current}
end
local added = 0
for i = 13, #ARGV, 2 do added = added + string.len(ARGV[i]) end
local event_bytes = tonumber(redis.call('HGET', KEYS[1], 'b') or '0') + added
if redis.call('ZCARD', KEYS[2]) + (#ARGV - 11) / 2 > tonumber(ARGV[9])
    or event_bytes + string.len(ARGV[3]) > tonumber(ARGV[10]) then
  return {5}
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 'w', ARGV[4], 'b', event_bytes)
for i = 12, #ARGV, 2 do redis.call('ZADD', KEYS[2], ARGV[i], ARGV[i + 1]) end
for i = 1, 4 do redis.call('PEXPIRE', KEYS[i], ARGV[5]) end
if ARGV[6] ~= '' then
  store_record(ARGV[6], ARGV[7], tonumber(ARGV[8]), tonumber(ARGV[11]), now)
end
return {4}
"""

# ARGV: idempotency key, record, its ttl ms, max records.
# → {0} gone, {1, record} the key has one, {2} stored
REMEMBER = "#!lua\n" + _HELPERS + """
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local now = now_ms()
local seen = live_record(ARGV[1], now)
if seen then return {1, seen} end
store_record(ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), now)
return {2}
"""

# → 1 if the session existed; every key of the session is gone afterwards.
DELETE = "#!lua\n" + """
local existed = redis.call('EXISTS', KEYS[1])
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
return existed
"""
