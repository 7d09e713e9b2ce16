"""The Redis store's event log format: entries framed, the older ones zlib-compressed in
chunks (`service.sessions.stores.redis_scripts` for the keys).

Why: one sorted-set member per event cost about 100 bytes of Redis overhead on top of
its JSON (a mid-match Hearts session: 467 events, 35 KB of JSON, 83 KB in Redis). The
entries of a session are very alike (``{"q":7,"v":5,"e":{"type":"card_played",…``), so
zlib packs a chunk of them to a fifth.

* An entry is framed as ``<seq>,<bytes>:<entry>`` (UTF-8), so any text survives and
  the reader needs no separator that an entry could contain.
* The TAIL (the newest entries, uncompressed, in the session hash) grows by the framed
  entries of each write. When it would reach `CHUNK_BYTES`, the writer seals tail +
  new entries into one CHUNK: ``\\0<first seq>:`` + zlib (the ``\\0`` marks a chunk; a
  session of the layout before chunks holds bare entries, scored by their seq).
* Reading ``after`` < seq: the chunks that may hold those seqs (`redis_scripts.EVENTS`)
  and the tail, decompressed and filtered here, in seq order.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

CHUNK_BYTES = 4096  # a tail this long (framed, uncompressed) is sealed into a chunk
ZLIB_LEVEL = 6
CHUNK_MARK = b"\0"
# A 8 KB window and a small hash table: what a chunk or a doc needs, and zlib's default
# (32 KB, memLevel 8) costs about four times the CPU per call on these few KB, mostly
# allocating its state. Any zlib stream decompresses with the default wbits.
WBITS, MEM_LEVEL = 13, 4


def deflate(data: bytes, level: int) -> bytes:
    packer = zlib.compressobj(level, zlib.DEFLATED, WBITS, MEM_LEVEL)
    return packer.compress(data) + packer.flush()


Event = tuple[int, str]  # (seq, the entry's JSON)


def frame(events: Sequence[Event]) -> tuple[bytes, int]:
    """The framed entries and the bytes of their JSON (what SESSION_MAX_BYTES counts)."""
    parts: list[bytes] = []
    size = 0
    for seq, entry in events:
        data = entry.encode()
        size += len(data)
        parts.append(b"%d,%d:" % (seq, len(data)))
        parts.append(data)
    return b"".join(parts), size


def unframe(data: bytes) -> Iterator[Event]:
    """The (seq, entry) of framed entries, in order."""
    pos, end = 0, len(data)
    while pos < end:
        comma = data.index(b",", pos)
        colon = data.index(b":", comma)
        size = int(data[comma + 1:colon])
        start = colon + 1
        yield int(data[pos:comma]), data[start:start + size].decode()
        pos = start + size


# Stored compressed (zlib level 1) from this length on. An idempotency record is written
# once and kept (up to SESSION_MAX_IDEMPOTENCY_RECORDS per session): compressed from 512
# bytes. The doc is rewritten by EVERY move, and compressing it cost about a fifth of a
# Redis move's CPU (≈0.24 M instructions for a 1.8 KB Hearts doc, issue 15) to save about
# 0.8 KB per session: a doc (1.5-2.5 KB in every game) is stored as it is unless it grows
# past 8 KB. Either form is read back (`unpack_doc`), whatever wrote it.
RECORD_COMPRESS_BYTES = 512
DOC_COMPRESS_BYTES = 8192


def pack_doc(doc: str, compress_from: int = RECORD_COMPRESS_BYTES) -> tuple[bytes, int]:
    """The doc or an idempotency record as stored: ``\0`` + zlib once it is
    ``compress_from`` bytes long; and its bytes (JSON, what SESSION_MAX_BYTES counts)."""
    data = doc.encode()
    if len(data) < compress_from:
        return data, len(data)
    return CHUNK_MARK + deflate(data, 1), len(data)


def unpack_doc(stored: bytes) -> str:
    if stored.startswith(CHUNK_MARK):
        return zlib.decompress(stored[1:]).decode()
    return stored.decode()


def first_seq(data: bytes) -> int:
    return int(data[:data.index(b",")])


@dataclass(frozen=True)
class LogWrite:
    """What a write sends the script: ``mode`` ``a`` (append ``data`` to the tail) or
    ``s`` (store ``data`` as a chunk scored ``first``, empty the tail)."""

    count: int
    size: int
    mode: str
    data: bytes
    first: int


def log_write(events: Sequence[Event], tail: bytes | None) -> LogWrite:
    """How to store ``events``: appended to the tail, or sealed with it into a chunk once
    they reach `CHUNK_BYTES` (``tail``: the stored tail as the writer read it; None:
    unknown, so append)."""
    framed, size = frame(events)
    if tail is None or not framed or len(tail) + len(framed) < CHUNK_BYTES:
        return LogWrite(len(events), size, "a", framed, 0)
    whole = tail + framed
    first = first_seq(whole)
    chunk = CHUNK_MARK + b"%d:" % first + deflate(whole, ZLIB_LEVEL)
    return LogWrite(len(events), size, "s", chunk, first)


def chunk_entries(member: bytes, score: float) -> Iterator[Event]:
    """The entries of one member of the chunks' zset (a chunk, or a bare entry of the
    layout before chunks, whose seq is its score)."""
    if not member.startswith(CHUNK_MARK):
        yield int(score), member.decode()
        return
    colon = member.index(b":")
    yield from unframe(zlib.decompress(member[colon + 1:]))


def page(chunks: Sequence[bytes | float], tail: bytes, after: int, limit: int) -> list[str]:
    """At most ``limit`` entries with ``after`` < seq, in seq order, from the chunks
    (member, score, member, score …) and the tail."""
    if limit <= 0:
        return []
    found: list[Event] = []
    for i in range(0, len(chunks), 2):
        member, score = chunks[i], chunks[i + 1]
        assert isinstance(member, bytes)
        found += [e for e in chunk_entries(member, float(score)) if e[0] > after]
    found += [e for e in unframe(tail) if e[0] > after]
    found.sort(key=lambda e: e[0])
    return [entry for _, entry in found[:limit]]
