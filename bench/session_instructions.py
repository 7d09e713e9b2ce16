"""CPU instructions per session move, in process (the WSGI app called directly), counted
by valgrind (callgrind): the embedded store and a real redis-server, against a stateless
``/moves`` of a Hearts state of the same match (issue 15).

    python -m bench.session_instructions [--tree DIR ...] [--moves 60] [--profile]

A Hearts session with four human seats (seed 7: the deal is the same every time) is
played from a recorded script (`bench.workload.record_session`: each seat posts its
legal move in turn, ``Authorization: Bearer`` its seat token). For each tree ONE child
runs under ``valgrind --tool=callgrind --dump-before=getppid`` (``PYTHONHASHSEED=0``,
the garbage collector off, ``PROMETHEUS_MULTIPROC_DIR`` set as under gunicorn): for each
store it creates the session, plays the first moves as a warm-up, calls
``os.getppid()`` (a dump), posts the next ``--moves`` moves and calls it again: that
dump holds exactly the measured moves. The stateless figure is ``--moves`` ``POST
/v1/games/hearts/moves`` of states of the same match (recorded with the script; each
hand after the first dealt statelessly with the seed the seeded session dealt it with).

``--profile`` runs the same child without valgrind under cProfile instead and prints
where the time of the measured Redis moves goes (cumulative and own time).

The redis-server's own CPU is not in the figures (another process); the Redis client's
packing and parsing is.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
WARMUP = 8  # moves played before the measured ones (the passes, the first tricks)


def wsgi_call(app: Any, method: str, path: str, body: bytes | None,
              headers: dict[str, str]) -> tuple[int, bytes]:
    status: list[str] = []
    raw = body or b""
    environ = {"REQUEST_METHOD": method, "PATH_INFO": path, "SERVER_NAME": "127.0.0.1",
               "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
               "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(raw),
               "wsgi.errors": sys.stderr, "REMOTE_ADDR": "127.0.0.1", "QUERY_STRING": ""}
    if body is not None:
        environ["CONTENT_TYPE"] = "application/json"
        environ["CONTENT_LENGTH"] = str(len(raw))
    for name, value in headers.items():
        environ["HTTP_" + name.upper().replace("-", "_")] = value
    out = b"".join(app(environ, lambda s, h, e=None: status.append(s)))
    return int(status[0].split()[0]), out


def child(spec_path: str) -> None:
    """Runs under valgrind (or cProfile), in the tree to measure."""
    import gc

    spec = json.loads(Path(spec_path).read_text())
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="stw-sir-")
    os.environ["RATE_LIMIT_SESSIONS"] = os.environ["RATE_LIMIT_BOT_MOVES"] = "off"
    # one client creating many sessions: counted, as deployed, but never refused
    os.environ["MAX_SESSIONS_PER_CLIENT"] = str(10**9)
    from service.app import create_app

    profiler = None
    if spec.get("profile"):
        import cProfile

        profiler = cProfile.Profile()
    n, moves = spec["moves"], spec["script"]
    gc.disable()
    order = []
    for store in spec["stores"]:
        config = {"REDIS_URL": spec["redis_url"]} if store == "redis" else {"REDIS_URL": None}
        app = create_app(config)
        status, out = wsgi_call(app, "POST", "/v1/sessions", json.dumps(spec["request"]
                                                                        ).encode(), {})
        assert status == 201, out
        created = json.loads(out)
        sid = created["id"]
        tokens = {t["seat"]: "Bearer " + t["token"] for t in created["seat_tokens"]}
        path = f"/v1/sessions/{sid}/moves"
        bodies = [(tokens[seat], json.dumps({"move": move}).encode()) for seat, move in moves]
        for auth, raw in bodies[:WARMUP]:
            status, out = wsgi_call(app, "POST", path, raw, {"Authorization": auth})
            assert status == 200 and json.loads(out)["legal"], out
        measured = bodies[WARMUP:WARMUP + n]
        if profiler is not None and store == "redis":
            profiler.enable()
        os.getppid()  # dump: everything before
        for auth, raw in measured:
            wsgi_call(app, "POST", path, raw, {"Authorization": auth})
        os.getppid()  # dump: the measured moves
        if profiler is not None and store == "redis":
            profiler.disable()
        order.append(f"session move ({store})")
    # stateless /moves of states of the same match
    app = create_app({"REDIS_URL": None})
    stateless = [json.dumps(b).encode() for b in spec["stateless"]]
    for raw in stateless[:WARMUP]:
        assert wsgi_call(app, "POST", "/v1/games/hearts/moves", raw, {})[0] == 200
    os.getppid()
    for raw in stateless[WARMUP:WARMUP + n]:
        wsgi_call(app, "POST", "/v1/games/hearts/moves", raw, {})
    os.getppid()
    order.append("stateless /moves")
    Path(spec["order"]).write_text(json.dumps(order))
    if profiler is not None:
        import pstats

        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.sort_stats("cumulative").print_stats(60)
        stats.sort_stats("tottime").print_stats(40)


def out_of_hand(state: dict[str, Any]) -> bool:
    """A Hearts state whose hand is over (the next move deals)."""
    return state["phase"] == "hand_over"


def deal_like_the_session(test_client: Any, state: dict[str, Any]) -> dict[str, Any]:
    """The state after the deal a seeded session makes in this state: the dealer's
    ``deal`` move without a seed (the match seed deals it, as in the session:
    `service.sessions.autoplay.deal_seed`), posted statelessly."""
    legal = test_client.post("/v1/games/hearts/legal-moves", json={"state": state}).get_json()
    move = {"seat": legal["to_act"][0], "type": "deal"}
    out = test_client.post("/v1/games/hearts/moves",
                           json={"state": state, "move": move}).get_json()
    assert out["legal"], out
    return out["state"]


def record(moves: int) -> dict[str, Any]:
    """The script (Hearts, four humans, seed 7) and the stateless bodies of the same match:
    each measured move's state before it, with the move."""
    from bench.workload import record_session
    from service.app import create_app

    test_client = create_app({"TESTING": True, "REDIS_URL": None}).test_client()

    class Adapter:  # the little of bench.client.Client that record_session uses
        def post(self, path: str, body: Any, headers: dict[str, str] | None = None,
                 expect: int = 200) -> Any:
            r = test_client.post(path, json=body, headers=headers or {})
            assert r.status_code == expect, r.get_data()
            return r.get_json()

        def get(self, path: str, headers: dict[str, str] | None = None) -> Any:
            return test_client.get(path, headers=headers or {}).get_json()

        def request(self, method: str, path: str, body: Any,
                    headers: dict[str, str] | None = None) -> tuple[int, Any]:
            r = test_client.open(path, method=method, json=body, headers=headers or {})
            return r.status_code, r.get_json()

    script = record_session(Adapter(), "hearts", max_moves=WARMUP + moves)  # type: ignore[arg-type]
    # the same moves played statelessly (seed 7, dealer 0, four players: the same deal)
    state = test_client.post("/v1/games/hearts/states",
                             json={"seed": 7, "dealer": 0}).get_json()["state"]
    stateless = []
    for _, move in script.moves:
        if out_of_hand(state):  # the session dealt the next hand itself: deal the same one
            state = deal_like_the_session(test_client, state)
        body = {"state": state, "move": move}
        out = test_client.post("/v1/games/hearts/moves", json=body).get_json()
        assert out["legal"], out
        stateless.append(body)
        state = out["state"]
    return {"request": script.request, "script": script.moves, "stateless": stateless}


def measure_tree(tree: Path, spec: dict[str, Any], work: Path, profile: bool
                 ) -> dict[str, float]:
    out_dir = work / tree.name
    out_dir.mkdir(parents=True, exist_ok=True)
    spec = {**spec, "order": str(out_dir / "order.json"), "profile": profile}
    spec_path = out_dir / "spec.json"
    spec_path.write_text(json.dumps(spec))
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    code = (f"import runpy; runpy.run_path({str(Path(__file__).resolve())!r})"
            f"['child']({str(spec_path)!r})")
    if profile:
        subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, check=True)
        return {}
    cmd = ["valgrind", "--tool=callgrind", "--dump-before=getppid",
           f"--callgrind-out-file={out_dir}/cg.out", sys.executable, "-c", code]
    subprocess.run(cmd, cwd=tree, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    from bench.http_instructions import measured_per_unit  # in the parent only (the child
    # runs this file inside the tree it measures, which may not have that module)

    return measured_per_unit(out_dir, spec["moves"])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tree", action="append", type=Path,
                   help="a checkout to measure (repeatable; default: this one)")
    p.add_argument("--moves", type=int, default=40,
                   help="measured moves (the stateless figure replays them, dealing each "
                   "hand as the session does)")
    p.add_argument("--stores", nargs="+", choices=("memory", "redis"),
                   default=["memory", "redis"])
    p.add_argument("--profile", action="store_true",
                   help="cProfile the Redis moves instead of counting instructions")
    args = p.parse_args(argv)
    if not args.profile and shutil.which("valgrind") is None:
        print("valgrind is missing: make valgrind", file=sys.stderr)
        return 2
    from bench.procs import Redis

    trees = [t.resolve() for t in (args.tree or [REPO])]
    spec = {"moves": args.moves, "stores": args.stores, **record(args.moves)}
    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="stichwerk-session-ir-") as tmp:
        for i, tree in enumerate(trees):
            work = Path(tmp) / str(i)
            work.mkdir()
            with Redis(work) as redis:
                print(f"measuring {tree} ...", file=sys.stderr, flush=True)
                results[str(tree)] = measure_tree(tree, {**spec, "redis_url": redis.url},
                                                  work, args.profile)
    if args.profile:
        return 0
    print(f"\nInstructions per request, in process (WSGI call), {args.moves} per figure")
    names = list(next(iter(results.values())))
    print(f"{'request':24}" + "".join(f" {'tree ' + str(i):>12}" for i in range(len(trees)))
          + ("  change" if len(trees) > 1 else ""))
    for name in names:
        values = [results[str(t)][name] for t in trees]
        change = f"  {values[-1] / values[0] - 1:+.0%}" if len(trees) > 1 else ""
        print(f"{name:24}" + "".join(f" {v:12,.0f}" for v in values) + change)
    for i, tree in enumerate(trees):
        print(f"tree {i}: {tree}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
