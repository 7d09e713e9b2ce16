"""Where a request's time goes: py-spy on a gunicorn worker under `POST /moves` load.

    python -m bench.profile [--seconds S] [--games G ...] [--route moves]   (make profile)

For each game: the service under deploy/gunicorn.conf.py (2 workers, gthread 4 threads,
REDIS_URL set, as in the HTTP bench), wrk posting mid-hand /moves bodies, and
``py-spy record --gil`` on one worker (only the thread holding the GIL is sampled: with
threads, that is where the worker's CPU goes; waiting threads are left out). Each sample
is put in one bucket by the frames on its stack (see `classify`): JSON parse, JSON dump,
request validation, the engine's decode / move parse / rules / encode / view, service
and framework glue, gunicorn. Then, in process (Flask test client, no sockets),
cProfile over the same bodies gives the calls PER REQUEST of the functions that cost
most: a count of 2 where 1 would do is work done twice.

Writes bench/results/profile-DATE-COMMIT.md (the summary) and, beside it, a folder
with py-spy's raw collapsed stacks per game (flamegraph.pl or speedscope read them).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench import wrk
from bench.client import Client
from bench.machine import commit, facts
from bench.procs import BenchError, Gunicorn, Redis
from bench.workload import ROUTES, game_ids, game_path, stateless_bodies

RESULTS = Path(__file__).resolve().parent / "results"

ENGINE_BUCKETS = {
    "decode": "engine: decode state",
    "parse_move": "engine: parse move",
    "encode": "engine: encode state",
    "view": "engine: view",
    "legal_moves": "engine: legal moves",
    "legal_moves_json": "engine: legal moves",
    "to_act": "engine: legal moves",
    "apply": "engine: rules (check + apply)",
    "check": "engine: rules (check + apply)",
    "apply_in_place": "engine: rules (check + apply)",
    "copy_state": "engine: rules (check + apply)",
}


def parse_frame(frame: str) -> tuple[str, str]:
    """py-spy raw frame ``func (path:line)`` → (func, path)."""
    func, _, rest = frame.partition(" (")
    return func, rest.rsplit(":", 1)[0]


REPO = RESULTS.parents[1]


OUR_PACKAGES = ("engine/", "service/", "bench/")


def ours(path: str) -> str | None:
    """Our code's path relative to the repository, or None. cProfile gives absolute
    paths; py-spy gives them relative to their sys.path entry (``engine/game.py``,
    ``flask/app.py``)."""
    prefix = f"{REPO}/"
    if path.startswith(prefix) and not path.startswith(f"{prefix}.venv/"):
        return path[len(prefix):]
    if not path.startswith("/") and path.startswith(OUR_PACKAGES):
        return path
    return None


def in_dir(path: str, *parts: str) -> bool:
    """A third-party or stdlib module's file under one of ``parts`` (a package folder)."""
    if ours(path) is not None:
        return False
    return any(path.startswith(f"{p}/") or f"/{p}/" in path for p in parts)


def in_ours(path: str, *parts: str) -> bool:
    """Our file under one of ``parts`` (a folder, or a file: ``service/fastpath.py``)."""
    rel = ours(path)
    return rel is not None and any(rel == p or rel.startswith(f"{p}/") for p in parts)


def classify(frames: list[tuple[str, str]]) -> str:
    """One bucket for a stack (root first)."""
    paths = [p for _, p in frames]
    if any(p.endswith(("json/decoder.py", "json/scanner.py")) for p in paths) or any(
            f == "loads" and p.endswith("json/__init__.py") for f, p in frames):
        return "JSON parse (json.loads)"
    if any(p.endswith("json/encoder.py") for p in paths) or any(
            f == "dumps" and p.endswith(("json/__init__.py", "json/provider.py"))
            for f, p in frames):
        return "JSON dump (json.dumps)"
    engine = [f for f, p in frames if in_ours(p, "engine")]
    if engine:
        for func in engine:
            if func.rsplit(".", 1)[-1] in ENGINE_BUCKETS:
                return ENGINE_BUCKETS[func.rsplit(".", 1)[-1]]
        return f"engine: other ({engine[0]})"
    if any(in_dir(p, "webargs") for p in paths):
        return "request validation (webargs + marshmallow)"
    if any(in_dir(p, "marshmallow") for p in paths):
        return "marshmallow (other)"
    if any(in_dir(p, "flask_smorest", "apispec") for p in paths):
        return "flask-smorest glue"
    if any(in_dir(p, "prometheus_client") or in_ours(p, "service/observe.py",
                                                      "service/metrics.py")
           for p in paths):
        return "observability (request id, metrics, access line)"
    if any(f == "dump_json" for f, _ in frames):
        return "JSON dump (orjson)"
    if any(in_ours(p, "service/fastpath.py") for p in paths):
        return "fast path: orjson in, depth and envelope checks"
    # the WSGI middleware (service/body.py) is on every stack: it is not what runs
    if any(in_ours(p, "service") and f != "ChunkedBodyLimit.__call__" for f, p in frames):
        return "service glue"
    if any(in_dir(p, "flask", "werkzeug") for p in paths):
        return "Flask + Werkzeug (routing, request, response)"
    if any(p.endswith("gunicorn/glogging.py") or in_dir(p, "logging") for p in paths):
        # deploy/gunicorn.conf.py logs every request (gunicorn.access at INFO)
        return "gunicorn access log (glogging + logging)"
    if any(in_dir(p, "gunicorn") for p in paths):
        return "gunicorn (HTTP parsing, socket I/O, worker loop)"
    return "other"


def read_raw(path: Path) -> list[tuple[list[tuple[str, str]], int]]:
    stacks = []
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if stack and count.isdigit():
            stacks.append(([parse_frame(f) for f in stack.split(";")], int(count)))
    return stacks


def summarise_samples(stacks: list[tuple[list[tuple[str, str]], int]], top: int = 12
                      ) -> dict[str, Any]:
    buckets: Counter[str] = Counter()
    leaves: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    for frames, n in stacks:
        total += n
        buckets[classify(frames)] += n
        func, path = frames[-1]
        leaves[f"{func} ({short(path)})"] += n
        for name in {f"{f} ({short(p)})" for f, p in frames if in_ours(p, "engine", "service")}:
            inclusive[name] += n
    pct = {k: round(100 * v / total, 1) for k, v in buckets.most_common()} if total else {}
    return {"samples": total, "buckets_pct": pct,
            "top_self_pct": {k: round(100 * v / total, 1) for k, v in leaves.most_common(top)},
            "top_inclusive_ours_pct": {k: round(100 * v / total, 1)
                                       for k, v in inclusive.most_common(top)}}


def short(path: str) -> str:
    rel = ours(path)
    if rel is not None:
        return rel
    for marker in ("site-packages/", "/lib/python3"):
        if marker in path:
            return path.split(marker, 1)[1].lstrip("/").split("/", 1)[-1] \
                if marker.startswith("/lib") else path.split(marker, 1)[1]
    return path


def calls_per_request(game: str, route: str, bodies: list[dict[str, Any]], n: int = 300,
                      top: int = 14) -> dict[str, list[dict[str, Any]]]:
    """cProfile over ``n`` requests through the Flask test client: the functions of the
    engine, the service, json, marshmallow, webargs and flask-smorest that cost most
    (inclusive), with calls per request; and those called more than once per request
    that take at least 2 % of it (candidates for work done twice)."""
    from service.app import create_app

    client = create_app().test_client()
    path = game_path(game, route)
    raw = [json.dumps(b).encode() for b in bodies]  # the client serialises nothing
    for data in raw:  # warm up
        client.post(path, data=data, content_type="application/json")
    prof = cProfile.Profile()
    prof.enable()
    for i in range(n):
        client.post(path, data=raw[i % len(raw)], content_type="application/json")
    prof.disable()
    stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
    rows = []
    for (file, line, func), (_cc, nc, _tt, ct, _callers) in stats.items():
        if not (in_ours(file, "engine", "service")
                or in_dir(file, "json", "marshmallow", "webargs", "flask_smorest")):
            continue
        rows.append({"function": f"{func} ({short(file)}:{line})",
                     "calls_per_request": round(nc / n, 2),
                     "inclusive_us_per_request": round(ct / n * 1e6, 1)})
    rows.sort(key=lambda r: -r["inclusive_us_per_request"])
    whole = rows[0]["inclusive_us_per_request"] if rows else 1.0
    repeated = [r for r in rows if r["calls_per_request"] >= 1.5
                and r["inclusive_us_per_request"] >= 0.02 * whole
                and "wrapper" not in r["function"]]
    return {"top": rows[:top], "repeated": repeated[:top]}


def profile_game(svc: Gunicorn, work: Path, game: str, route: str,
                 bodies: list[dict[str, Any]], seconds: int, rate: int, out_dir: Path
                 ) -> dict[str, Any]:
    pyspy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    if not Path(pyspy).exists():
        raise BenchError("py-spy is missing: pip install -e '.[dev]' (make venv)")
    lua = work / f"profile-{game}.lua"
    lua.write_text(wrk.stateless_script(game_path(game, route), bodies))
    load = subprocess.Popen(
        ["wrk", "-t4", "-c4", "-d", f"{seconds + 3}s", "-s", str(lua), svc.url],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        raw = out_dir / f"{game}-{route}.txt"
        pid = svc.worker_pids()[0]
        spy = subprocess.run(
            [pyspy, "record", "--gil", "-r", str(rate), "-d", str(seconds), "-f", "raw",
             "-o", str(raw), "-p", str(pid)], capture_output=True, text=True)
        if spy.returncode != 0 or not raw.exists():
            raise BenchError(f"py-spy failed: {spy.stdout}\n{spy.stderr}")
    finally:
        load.wait(timeout=seconds + 30)
    return summarise_samples(read_raw(raw))


def report(res: dict[str, Any]) -> str:
    lines = [f"# Profile: `POST /{res['route']}` under wrk load, py-spy --gil on one "
             f"gunicorn worker", "",
             f"{res['machine']['date']}, commit {res['machine']['git_commit']}, "
             f"{res['machine']['cpus']} × {res['machine']['cpu_model']}, "
             f"{res['seconds']} s per game at {res['rate']} Hz", ""]
    for game, g in res["games"].items():
        s = g["sampled"]
        lines += [f"## {game} ({s['samples']} samples)", "", "| where | share |", "|---|---|"]
        lines += [f"| {k} | {v} % |" for k, v in s["buckets_pct"].items()]
        lines += ["", "Top self time (leaf frames):", ""]
        lines += [f"* {v} % {k}" for k, v in s["top_self_pct"].items()]
        lines += ["", "Our code, inclusive:", ""]
        lines += [f"* {v} % {k}" for k, v in s["top_inclusive_ours_pct"].items()]
        for title, key in (("Calls per request (cProfile, Flask test client), by inclusive "
                             "time", "top"),
                           ("Called more than once per request, ≥ 2 % of it", "repeated")):
            lines += ["", f"{title}:", "",
                      "| function | calls/request | µs/request (incl., profiled) |",
                      "|---|---|---|"]
            lines += [f"| {r['function']} | {r['calls_per_request']} | "
                      f"{r['inclusive_us_per_request']} |" for r in g["calls"][key]]
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=int, default=8, help="py-spy seconds per game")
    p.add_argument("--rate", type=int, default=200, help="samples per second")
    p.add_argument("--games", nargs="+")
    p.add_argument("--route", default="moves", choices=ROUTES)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--threads", type=int, default=4)
    args = p.parse_args(argv)
    games = args.games or game_ids()
    machine = facts()
    sha, dirty = commit()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"profile-{stamp}-{sha}{'-dirty' if dirty else ''}"
    out_dir = RESULTS / name
    out_dir.mkdir(parents=True, exist_ok=True)
    res: dict[str, Any] = {"machine": machine, "route": args.route, "seconds": args.seconds,
                           "rate": args.rate, "games": {}}
    with tempfile.TemporaryDirectory(prefix="stichwerk-profile-") as tmp:
        work = Path(tmp)
        with Redis(work) as rds, Gunicorn("service.wsgi:app", work, args.workers,
                                          args.threads, rds.url, "service") as svc:
            client = Client(svc.url)
            for game in games:
                bodies = stateless_bodies(client, game, 4).bodies[args.route]
                print(f"profiling {game} /{args.route} ...", file=sys.stderr, flush=True)
                sampled = profile_game(svc, work, game, args.route, bodies, args.seconds,
                                       args.rate, out_dir)
                res["games"][game] = {"sampled": sampled,
                                      "calls": calls_per_request(game, args.route, bodies)}
            client.close()
    text = report(res)
    (RESULTS / f"{name}.md").write_text(text + "\n")
    print(text)
    print(f"\nsummary in {RESULTS / (name + '.md')}, raw stacks in {out_dir}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
