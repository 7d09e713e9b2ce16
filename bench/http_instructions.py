"""CPU instructions per request of the stateless routes and of the JSON echo, in process
(the WSGI app called directly: no gunicorn, no sockets), counted by valgrind (callgrind),
so that two trees compare exactly on this shared machine.

    python -m bench.http_instructions [--tree DIR ...] [--games G ...] [--routes R ...]
                                      [--requests 40]        (make http-instructions)

The bodies (mid-hand states of every game, as `bench.http_bench` posts them) are made once
with the current tree and given to every tree. For each tree, ONE child runs under
``valgrind --tool=callgrind --dump-before=getppid`` with ``PYTHONPATH`` = the tree,
``PYTHONHASHSEED=0`` and the garbage collector off: it builds the service
(``service.app.create_app``, with ``PROMETHEUS_MULTIPROC_DIR`` set as under gunicorn) and
the echo (``bench.echo_app``), and for each game, route and app warms up, calls
``os.getppid()`` (callgrind writes a dump: the instructions so far), serves
``--requests`` requests and calls it again: that dump holds exactly the measured
requests. Interpreter start, imports and warm-ups are in the other dumps.

What it shows is the application's share of a request (routing, hooks, JSON, envelope,
rules, encoding, metrics); gunicorn's share (HTTP parsing, sockets, the worker loop) is
the same for the service and the echo and is in the HTTP bench only. With one tree the
table has the echo beside each route; with two, also the change per route.
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
ROUTES = ("moves", "legal-moves", "views")


def child(spec_path: str) -> None:
    """Runs under valgrind, in the tree to measure (its code on sys.path)."""
    import gc

    spec = json.loads(Path(spec_path).read_text())
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="stw-ir-")
    os.environ["RATE_LIMIT_SESSIONS"] = os.environ["RATE_LIMIT_BOT_MOVES"] = "off"
    # one client creating many sessions: counted, as deployed, but never refused
    os.environ["MAX_SESSIONS_PER_CLIENT"] = str(10**9)
    from bench.echo_app import app as echo
    from service.app import create_app

    service = create_app()

    def call(app: Any, path: str, raw: bytes) -> int:
        status: list[str] = []
        environ = {"REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "127.0.0.1",
                   "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
                   "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(raw),
                   "wsgi.errors": sys.stderr, "CONTENT_TYPE": "application/json",
                   "CONTENT_LENGTH": str(len(raw)), "REMOTE_ADDR": "127.0.0.1"}
        b"".join(app(environ, lambda s, h, e=None: status.append(s)))
        return int(status[0].split()[0])

    gc.disable()
    order = []
    for unit in spec["units"]:
        app = service if unit["app"] == "service" else echo
        raws = [b.encode() for b in unit["bodies"]]
        for raw in raws * 3:  # warm up (caches, first-call paths)
            assert call(app, unit["path"], raw) == 200, unit["path"]
        os.getppid()  # dump: everything before
        for i in range(spec["requests"]):
            call(app, unit["path"], raws[i % len(raws)])
        os.getppid()  # dump: the measured requests
        order.append(unit["name"])
    Path(spec["order"]).write_text(json.dumps(order))


def totals(path: Path) -> int:
    for line in path.read_text().splitlines():
        if line.startswith(("totals:", "summary:")):
            return int(line.split()[1])
    raise ValueError(f"no totals in {path}")


def measure_tree(tree: Path, spec: dict[str, Any], work: Path) -> dict[str, float]:
    out_dir = work / tree.name
    out_dir.mkdir(parents=True, exist_ok=True)
    spec = {**spec, "order": str(out_dir / "order.json")}
    spec_path = out_dir / "spec.json"
    spec_path.write_text(json.dumps(spec))
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    # this file's child(), whatever the tree holds (an older tree has no such module)
    code = (f"import runpy; runpy.run_path({str(Path(__file__).resolve())!r})"
            f"['child']({str(spec_path)!r})")
    cmd = ["valgrind", "--tool=callgrind", "--dump-before=getppid",
           f"--callgrind-out-file={out_dir}/cg.out", sys.executable, "-c", code]
    subprocess.run(cmd, cwd=tree, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return measured_per_unit(out_dir, spec["requests"])


def measured_per_unit(out_dir: Path, calls: int) -> dict[str, float]:
    """Instructions per call of each unit the child named in ``order.json``, from the
    dumps ``--dump-before=getppid`` wrote: 1 = start … first marker; then per unit the
    measured calls, then the warm-up of the next."""
    dumps = sorted(out_dir.glob("cg.out.*"), key=lambda p: int(p.name.rsplit(".", 1)[1]))
    order = json.loads((out_dir / "order.json").read_text())
    measured = dumps[1::2][:len(order)]
    return {name: totals(d) / calls for name, d in zip(order, measured, strict=True)}


def make_units(games: list[str], routes: list[str]) -> list[dict[str, Any]]:
    """The bodies of `bench.http_bench` (one mid-hand state per game), made in process."""
    from bench.workload import game_path, stateless_bodies
    from service.app import create_app

    test_client = create_app({"TESTING": True}).test_client()

    class Adapter:  # the little of bench.client.Client that stateless_bodies uses
        def post(self, path: str, body: Any, expect: int = 200) -> Any:
            r = test_client.post(path, json=body)
            assert r.status_code == expect, r.get_data()
            return r.get_json()

        def request(self, method: str, path: str, body: Any) -> tuple[int, Any]:
            r = test_client.open(path, method=method, json=body)
            return r.status_code, r.get_json()

    units = []
    for game in games:
        bodies = stateless_bodies(Adapter(), game, 2).bodies  # type: ignore[arg-type]
        for route in routes:
            raw = [json.dumps(b) for b in bodies[route]]
            units.append({"name": f"{game} {route}", "app": "service",
                          "path": game_path(game, route), "bodies": raw})
            units.append({"name": f"{game} {route} echo", "app": "echo", "path": "/echo",
                          "bodies": raw})
    return units


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tree", action="append", type=Path,
                   help="a checkout to measure (repeatable; default: this one)")
    p.add_argument("--games", nargs="+")
    p.add_argument("--routes", nargs="+", choices=ROUTES, default=list(ROUTES))
    p.add_argument("--requests", type=int, default=40)
    p.add_argument("--json", help="also write the results to this file")
    args = p.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is missing: make valgrind", file=sys.stderr)
        return 2
    from bench.workload import game_ids

    trees = [t.resolve() for t in (args.tree or [REPO])]
    spec = {"requests": args.requests,
            "units": make_units(args.games or game_ids(), args.routes)}
    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="stichwerk-http-ir-") as tmp:
        for i, tree in enumerate(trees):
            print(f"measuring {tree} under callgrind ...", file=sys.stderr, flush=True)
            results[str(tree)] = measure_tree(tree, spec, Path(tmp) / str(i))
    names = [u["name"] for u in spec["units"] if u["app"] == "service"]
    print(f"\nInstructions per request, in process (WSGI call), {args.requests} requests "
          f"per figure; ÷echo = echo's ÷ route's")
    head = f"{'route':24}" + "".join(f" {'tree ' + str(i):>12} {'÷echo':>6}"
                                     for i in range(len(trees)))
    print(head + ("  change" if len(trees) > 1 else ""))
    for name in names:
        cells, first = [], None
        for tree in trees:
            r = results[str(tree)]
            route, echo = r[name], r[name + " echo"]
            first = route if first is None else first
            cells.append(f" {route:12,.0f} {echo / route:6.3f}")
        change = f"  {route / first - 1:+.0%}" if len(trees) > 1 else ""
        print(f"{name:24}" + "".join(cells) + change)
    for i, tree in enumerate(trees):
        print(f"tree {i}: {tree}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
