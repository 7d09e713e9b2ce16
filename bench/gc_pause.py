"""The garbage collector's full-collection pause in a serving process, with and without
the startup heap frozen (`service.heap.freeze_startup_heap`, what the deploy's gunicorn
workers and ``make run``'s server do), measured in one run (issue 15).

    python -m bench.gc_pause [--sessions 800] [--rounds 12] [--game karnoeffel]

Each mode runs in a child process: the app is created on the embedded store (what a
worker holds after ``post_worker_init``), the heap frozen or not, then: the shortest of
five full collections (``gc.collect()``) right away; ``--sessions`` sessions created and
``--rounds`` moves posted to each in turn (the write cache and the parsed states fill as
under traffic spread over many sessions), with the collections each generation made
meanwhile; and the shortest full collection after that. A full collection stops every
thread of the process for its whole length: it is a pause of every request in flight.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any

MODES = ("as before", "frozen")


def child(mode: str, game: str, sessions: int, rounds: int) -> dict[str, Any]:
    import gc
    import os
    import random
    import tempfile
    import time

    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="stw-gc-")
    os.environ["RATE_LIMIT_SESSIONS"] = os.environ["RATE_LIMIT_BOT_MOVES"] = "off"
    # one client creating many sessions: counted, as deployed, but never refused
    os.environ["MAX_SESSIONS_PER_CLIENT"] = str(10**9)
    from bench.session_instructions import wsgi_call
    from bench.workload import pick_move
    from service.app import create_app
    from service.heap import freeze_startup_heap

    app = create_app({"REDIS_URL": None})
    wsgi_call(app, "GET", "/healthz", None, {})
    if mode == "frozen":
        freeze_startup_heap()

    def full_ms() -> float:
        times = []
        for _ in range(5):
            t = time.perf_counter()
            gc.collect()
            times.append((time.perf_counter() - t) * 1e3)
        return round(min(times), 2)

    out: dict[str, Any] = {"mode": mode, "frozen": gc.get_freeze_count(),
                           "tracked_at_start": len(gc.get_objects()),
                           "full_ms_at_start": full_ms()}
    collections = [0, 0, 0]

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections[info["generation"]] += 1

    players = json.loads(wsgi_call(app, "POST", f"/v1/games/{game}/states",
                                   json.dumps({"seed": 7, "dealer": 0}).encode(), {})[1]
                         )["state"]["options"]["players"]
    request = json.dumps({"game": game, "seed": 7, "dealer": 0,
                          "seats": [{"kind": "human"}] * players}).encode()
    rng = random.Random(1)
    made = []
    for _ in range(sessions):
        created = json.loads(wsgi_call(app, "POST", "/v1/sessions", request, {})[1])
        made.append((created["id"], {t["seat"]: "Bearer " + t["token"]
                                     for t in created["seat_tokens"]}))
    gc.callbacks.append(count)
    moves = 0
    for _ in range(rounds):
        for sid, tokens in made:
            seen = json.loads(wsgi_call(app, "GET", f"/v1/sessions/{sid}", None,
                                        {"Authorization": tokens[0]})[1])
            if seen["status"] != "active":
                continue
            seat = seen["view"]["to_act"][0]
            legal = json.loads(wsgi_call(app, "GET", f"/v1/sessions/{sid}", None,
                                         {"Authorization": tokens[seat]})[1])["legal_moves"]
            move = pick_move([seat], legal, rng)
            status, _ = wsgi_call(app, "POST", f"/v1/sessions/{sid}/moves",
                                  json.dumps({"move": move}).encode(),
                                  {"Authorization": tokens[seat]})
            assert status == 200, status
            moves += 1
    gc.callbacks.remove(count)
    out.update(moves=moves, collections_by_generation=collections,
               tracked_after=len(gc.get_objects()), full_ms_after=full_ms())
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sessions", type=int, default=800)
    p.add_argument("--rounds", type=int, default=12)
    p.add_argument("--game", default="karnoeffel")
    p.add_argument("--child", choices=MODES, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.game, args.sessions, args.rounds)))
        return 0
    rows = []
    for mode in MODES:
        done = subprocess.run([sys.executable, "-m", "bench.gc_pause", "--child", mode,
                               "--game", args.game, "--sessions", str(args.sessions),
                               "--rounds", str(args.rounds)],
                              check=True, capture_output=True, text=True)
        rows.append(json.loads(done.stdout.splitlines()[-1]))
    print(f"Full garbage collection in a serving process ({args.game}, embedded store; "
          f"{args.sessions} sessions × {args.rounds} moves between the two figures; "
          "shortest of 5 collections)")
    print(f"{'startup heap':14} {'frozen':>8} {'tracked':>8} {'full ms':>8} "
          f"{'moves':>6} {'collections 0/1/2':>18} {'tracked':>8} {'full ms':>8}")
    for r in rows:
        gens = "/".join(map(str, r["collections_by_generation"]))
        print(f"{r['mode']:14} {r['frozen']:8} {r['tracked_at_start']:8} "
              f"{r['full_ms_at_start']:8.2f} {r['moves']:6} {gens:>18} "
              f"{r['tracked_after']:8} {r['full_ms_after']:8.2f}")
    before, frozen = rows
    if frozen["full_ms_after"] > 0:
        print(f"full collection after the moves, frozen ÷ as before: "
              f"{frozen['full_ms_after'] / before['full_ms_after']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
