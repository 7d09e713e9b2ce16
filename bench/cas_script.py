"""What one session write costs inside Redis: `RedisStore.cas` in a loop on a real
redis-server, as a session's moves write it (a 1.6 KB doc, two or three event entries
per move, the log's tail given, so it is appended to and sealed into chunks as the
service does), with ``INFO commandstats``: Redis CPU µs per ``EVALSHA`` (the script and
the commands inside it) and the client's CPU µs per call (packing, the round trip,
parsing), medians of rounds (issue 15).

    python -m bench.cas_script [--moves 1000] [--rounds 7]

Run it in two checkouts to compare their scripts (the figures are this machine's).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import redis

from bench.procs import Redis
from service.sessions.stores.base import CasStatus
from service.sessions.stores.redis_store import RedisStore

DOC = json.dumps({"game": "watten", "state": {"hands": [["E7", "E8", "S9"]] * 4,
                                              "trick": ["H7"], "version": 0},
                  "seats": [{"kind": "human", "token": "x" * 43}] * 4, "pad": "p" * 900})
ENTRY = json.dumps({"q": 0, "v": 0, "e": {"type": "card_played", "seat": 1, "card": "H7"},
                    "seats": [0, 1, 2, 3]})


def new_session(store: RedisStore, sid: str) -> bytes | None:
    """A session of one event, as created; its log's tail (for the first write)."""
    store.create(sid, 0, DOC, [(1, ENTRY)], "w0")
    snapshot, _ = store.load(sid, for_write=True)
    assert snapshot is not None
    return snapshot.log_tail


def write_moves(store: RedisStore, sid: str, tail: bytes | None, moves: int) -> None:
    """``moves`` compare-and-sets of the session `new_session` made, as the service
    writes its moves (two or three entries each, the tail given, the write id named)."""
    seq, write = 2, "w0"
    for v in range(moves):
        entries = [(q, ENTRY) for q in range(seq, seq + 2 + v % 2)]
        result = store.cas(sid, v, v + 1, DOC, entries, f"w{v + 1}", log_tail=tail,
                           expected_write_id=write)
        assert result.status is CasStatus.APPLIED, result
        tail, seq, write = result.log_tail, entries[-1][0] + 1, f"w{v + 1}"


def one_round(store: RedisStore, client: redis.Redis, sid: str, moves: int
              ) -> tuple[float, float, int]:
    """Redis µs per EVALSHA, client CPU µs per call over ``moves`` writes, and the
    chunks the log was sealed into."""
    tail = new_session(store, sid)
    client.config_resetstat()
    cpu = time.thread_time()
    write_moves(store, sid, tail, moves)
    cpu = time.thread_time() - cpu
    stats = client.info("commandstats")["cmdstat_evalsha"]
    chunks = int(client.zcard(store._keys(sid)[1]))  # the log's chunks (``:ev``)
    return stats["usec"] / stats["calls"], cpu / moves * 1e6, chunks


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--moves", type=int, default=1000,
                   help="writes per round (one session; within SESSION_MAX_EVENTS)")
    p.add_argument("--rounds", type=int, default=7)
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="stichwerk-cas-") as tmp, Redis(Path(tmp)) as rds:
        store = RedisStore(rds.url, 3600, 600, prefix="cas")
        store.publish_commits("cas:live:")  # as under the Redis hub: the script PUBLISHes
        client = redis.Redis.from_url(rds.url)
        try:
            rows = [one_round(store, client, f"{i:022d}", args.moves)
                    for i in range(args.rounds)]
        finally:
            store.close()
            client.close()
    server = statistics.median(r[0] for r in rows)
    caller = statistics.median(r[1] for r in rows)
    print(f"RedisStore.cas, {args.moves} writes × {args.rounds} rounds: Redis "
          f"{server:.1f} µs per EVALSHA (rounds: "
          + "/".join(f"{r[0]:.1f}" for r in rows) + f"), client CPU {caller:.1f} µs per "
          "call (" + "/".join(f"{r[1]:.1f}" for r in rows) + f"); chunks {rows[0][2]} per "
          "session")
    return 0


if __name__ == "__main__":
    sys.exit(main())
