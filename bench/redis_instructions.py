"""redis-server's instructions per session write, counted by valgrind (callgrind): the
compare-and-set of a move (`RedisStore.cas`) as `bench.cas_script` writes it (a 1.4 KB
doc, two or three event entries per write, the log's tail given, sealed into chunks as
the service seals it), the wake-up PUBLISHed as under the Redis hub (issue 15).

    python -m bench.redis_instructions [--moves 1000]

redis-server runs under ``valgrind --tool=callgrind --collect-atstart=no
--toggle-collect=evalShaCommand``: only the ``EVALSHA`` calls are counted (the script,
the commands it calls, the Lua interpreter), not the event loop, reading or writing,
which are the same for any command. A count is exact where a time is not on this shared
machine: run it in two checkouts to compare their scripts. A session's creation and
first load are not counted (``callgrind_control --zero`` before the writes).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import redis

from bench.cas_script import new_session, write_moves
from bench.procs import _wait_port, free_port, need
from service.sessions.stores.redis_store import RedisStore


def total_instructions(out: Path) -> int:
    """The instructions of a callgrind output file (its ``totals:`` or ``summary:``)."""
    for line in out.read_text().splitlines():
        if line.startswith(("totals:", "summary:")):
            return int(line.split()[1])
    raise RuntimeError(f"no totals in {out}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--moves", type=int, default=1000, help="writes counted")
    args = p.parse_args(argv)
    valgrind, control = need("valgrind", "valgrind"), need("callgrind_control", "valgrind")
    redis_server = need("redis-server", "redis-server")
    with tempfile.TemporaryDirectory(prefix="stichwerk-redis-ir-") as tmp:
        work, port = Path(tmp), free_port()
        out = work / "callgrind.out"
        log = work / "redis-server.log"
        with log.open("wb") as output:
            server = subprocess.Popen(
                [valgrind, "--tool=callgrind", f"--callgrind-out-file={out}",
                 "--collect-atstart=no", "--toggle-collect=evalShaCommand",
                 redis_server, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                 "--appendonly", "no", "--dir", str(work)],
                stdout=output, stderr=subprocess.STDOUT)
        _wait_port(port, server, log, "redis-server under callgrind")
        url = f"redis://127.0.0.1:{port}/0"
        admin = redis.Redis.from_url(url)
        store = RedisStore(url, 3600, 600, prefix="ir")
        store.publish_commits("ir:live:")  # as under the Redis hub: the script PUBLISHes
        try:
            sid = "0" * 22
            tail = new_session(store, sid)
            # counted from here: the session's creation and first load are not
            subprocess.run([control, "--zero", str(server.pid)],
                           check=True, capture_output=True)
            write_moves(store, sid, tail, args.moves)
        finally:
            store.close()
            admin.shutdown(nosave=True)
            admin.close()
            server.wait(timeout=60)
        counted = total_instructions(out)
    print(f"redis-server instructions per session write (EVALSHA of the compare-and-set), "
          f"{args.moves} writes: {counted / args.moves:,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
