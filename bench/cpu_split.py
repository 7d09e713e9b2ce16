"""Where the CPU of a session move goes, beside a stateless ``/moves`` (issue 15): the
gunicorn workers' user and system time per request, redis-server's CPU per request, and
the machine's idle and softirq shares, and the context switches per request, in
alternating wrk rounds.

    python -m bench.cpu_split [--games watten ...] [--rounds 4] [--seconds 2]
                              [--connections 4] [--workers N] [--threads 4] [--floor]

The service runs under ``deploy/gunicorn.conf.py`` as in `bench.http_bench` (the same
`bench.procs.Gunicorn`, REDIS_URL set); a round is wrk on the game's stateless
``/moves`` (mid-hand states) or on fresh sessions replaying a recorded match
(`bench.wrk.sessions_script`), A B, B A …. Per round: requests/s, then per request the
workers' user and system CPU (``/proc/PID/stat``), redis-server's CPU, the machine's
idle and softirq shares over the round (``/proc/stat``), and the context switches of the
workers' threads (voluntary: a thread waited, for a socket or a lock; involuntary: it was
preempted) and of redis-server (``/proc/PID/task/*/status``). ``--threads 1`` with
``STREAM_MAX_CONNECTIONS=0`` in the environment gives sync workers.

It answers what the throughput ratio alone does not: whether a session move costs more
in the workers' Python (user), in the kernel (system: sockets, wake-ups), in Redis, or
in time when no CPU has work (idle), and how many times a request put a thread to sleep.

``--floor`` adds, in the same alternation, the bench's JSON echo (`bench.echo_app`,
under the same config, posting the same stateless bodies) and the echo with ONE Redis
``PING`` (``/echo-redis``), and prints the budget of a session move (`budget`): what it
costs the workers and Redis beyond a stateless ``/moves``, what one bare round trip
costs the echo, and the difference: what the session move costs beyond one round trip
(its script and arguments, its own work against the stateless route's), beside what the
target of 0.7 leaves for it (the machine's CPUs ÷ the stateless requests/s gives a
request's CPU; at the target a session move may take 1 / 0.7 of that).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from bench import wrk
from bench.budget import SESSION_TARGET, session_budget, usable_cpus
from bench.client import Client
from bench.openloop import cpu_times
from bench.procs import Gunicorn, Redis, context_switches, deploy_workers, user_system_seconds
from bench.workload import create_session, game_ids, game_path, record_session, stateless_bodies

MOVES_PER_SECOND = 5000  # session moves made ready per second of a round (more than it plays)


def summed_change(before: Sequence[Sequence[float]], after: Sequence[Sequence[float]],
                  field: int) -> float:
    """How much one field grew, summed over the processes (``before[i]`` and
    ``after[i]`` are process i's readings)."""
    return sum(b[field] - a[field] for a, b in zip(before, after, strict=True))


def measure_round(svc: Gunicorn, redis_pid: int, script: str, args: argparse.Namespace,
                  work: Path, name: str) -> dict[str, float]:
    pids = svc.worker_pids()
    workers0 = [user_system_seconds(p) for p in pids]
    switches0 = [context_switches(p) for p in pids]
    redis0, machine0 = sum(user_system_seconds(redis_pid)), cpu_times()
    redis_switches0 = context_switches(redis_pid)
    res = wrk.run(svc.url, script, args.seconds, args.connections, work, name)
    workers1 = [user_system_seconds(p) for p in pids]
    switches1 = [context_switches(p) for p in pids]
    redis1, machine1 = sum(user_system_seconds(redis_pid)), cpu_times()
    redis_switches1 = context_switches(redis_pid)
    n = max(res.requests, 1)
    spent = [b - a for a, b in zip(machine0, machine1, strict=True)]
    total = max(sum(spent), 1)
    return {
        "rps": res.rps,
        "user_us": summed_change(workers0, workers1, 0) / n * 1e6,
        "system_us": summed_change(workers0, workers1, 1) / n * 1e6,
        "redis_us": (redis1 - redis0) / n * 1e6,
        "idle_pct": 100 * (spent[3] + spent[4]) / total,  # idle + iowait
        "softirq_pct": 100 * spent[6] / total,
        "workers_voluntary": summed_change(switches0, switches1, 0) / n,
        "workers_involuntary": summed_change(switches0, switches1, 1) / n,
        "redis_voluntary": (redis_switches1[0] - redis_switches0[0]) / n,
        "errors": res.errors}


FLOOR_KINDS = ("echo", "echo-redis")  # the echo's routes, posted the stateless bodies


def measure_game(svc: Gunicorn, redis_pid: int, game: str, args: argparse.Namespace,
                 work: Path, echo: Gunicorn | None = None
                 ) -> dict[str, list[dict[str, float]]]:
    """Alternating rounds of each kind: the game's stateless ``/moves`` and its session
    moves, and with ``echo`` the echo and the echo with one ``PING`` (`FLOOR_KINDS`)."""
    client = Client(svc.url)
    bodies = stateless_bodies(client, game, 4).bodies["moves"]
    moves = wrk.stateless_script(game_path(game, "moves"), bodies)
    match = record_session(client, game)
    wrk.run(svc.url, moves, 1, args.connections, work, f"warm-{game}")
    kinds = ("stateless", "session") + (FLOOR_KINDS if echo is not None else ())
    rounds: dict[str, list[dict[str, float]]] = {kind: [] for kind in kinds}
    for i in range(args.rounds):
        for kind in kinds if i % 2 == 0 else kinds[::-1]:
            server, script = svc, moves
            if kind == "session":
                count = max(args.connections,
                            math.ceil(MOVES_PER_SECOND * args.seconds / len(match.moves)))
                made = [create_session(client, match.request) for _ in range(count)]
                script = wrk.sessions_script([(s.id, s.tokens) for s in made], match.moves,
                                             args.connections)
            elif kind in FLOOR_KINDS:
                assert echo is not None
                server, script = echo, wrk.stateless_script("/" + kind, bodies)
            rounds[kind].append(measure_round(server, redis_pid, script, args, work,
                                              f"{kind}-{game}-{i}"))
    return rounds


def machine_us(rows: list[dict[str, float]]) -> float:
    """The median over the rounds of the workers' and redis-server's CPU per request."""
    return statistics.median(r["user_us"] + r["system_us"] + r["redis_us"] for r in rows)


def budget(rounds: dict[str, list[dict[str, float]]], cpus: int) -> dict[str, float]:
    """`bench.budget.session_budget` from the medians of the rounds of each kind."""
    return session_budget(
        stateless_us=machine_us(rounds["stateless"]), session_us=machine_us(rounds["session"]),
        echo_us=machine_us(rounds["echo"]), echo_round_trip_us=machine_us(rounds["echo-redis"]),
        stateless_rps=statistics.median(r["rps"] for r in rounds["stateless"]), cpus=cpus)


def median_cell(rows: list[dict[str, float]], column: str, digits: int, width: int) -> str:
    """``median (round/round/…)`` of one column, right-aligned in ``width``."""
    values = [r[column] for r in rows]
    each = "/".join(f"{v:.{digits}f}" for v in values)
    return f"{statistics.median(values):6.{digits}f} ({each})".rjust(width)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", nargs="+", default=None)
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--seconds", type=int, default=2)
    p.add_argument("--connections", type=int, default=4)
    p.add_argument("--workers", type=int, default=None,
                   help="WEB_CONCURRENCY (default: the deploy config's on this machine)")
    p.add_argument("--threads", type=int, default=4)
    p.add_argument("--floor", action="store_true",
                   help="also the JSON echo and the echo with one Redis PING, and the budget")
    args = p.parse_args(argv)
    if args.workers is None:
        args.workers = deploy_workers()
    games = args.games or list(game_ids())
    columns = ("rps", "user_us", "system_us", "redis_us", "idle_pct", "softirq_pct")
    switch_columns = ("workers_voluntary", "workers_involuntary", "redis_voluntary")
    print(f"gunicorn {args.workers} workers × {args.threads} threads, wrk "
          f"{args.connections} connections, {args.rounds} rounds of {args.seconds} s per "
          "side; per request: workers' user and system CPU µs, redis-server CPU µs; "
          "machine idle and softirq % over the round; context switches per request of "
          "the workers' threads (voluntary: waited; involuntary: preempted) and "
          "redis-server's voluntary ones; medians of the rounds (each round in brackets)")
    print(f"{'game':10} {'kind':10} " + " ".join(f"{c:>22}" for c in columns)
          + " " + " ".join(f"{c:>28}" for c in switch_columns))
    with tempfile.TemporaryDirectory(prefix="stichwerk-cpu-split-") as tmp:
        work = Path(tmp)
        with contextlib.ExitStack() as stack:
            rds = stack.enter_context(Redis(work))
            svc = stack.enter_context(Gunicorn("service.wsgi:app", work, args.workers,
                                               args.threads, rds.url, "service"))
            echo = None
            if args.floor:
                echo = stack.enter_context(Gunicorn("bench.echo_app:app", work, args.workers,
                                                    args.threads, rds.url, "echo"))
            assert rds.process is not None
            for game in games:
                rounds = measure_game(svc, rds.process.pid, game, args, work, echo)
                for kind, rows in rounds.items():
                    cells = [median_cell(rows, c, 0, 22) for c in columns]
                    cells += [median_cell(rows, c, 2, 28) for c in switch_columns]
                    errors = sum(r["errors"] for r in rows)
                    print(f"{game:10} {kind:10} " + " ".join(cells)
                          + (f"  ERRORS {errors}" if errors else ""), flush=True)
                if echo is not None:
                    b = budget(rounds, usable_cpus())
                    print(f"{game:10} budget: a session move costs the workers and Redis "
                          f"{b['session_extra_us']:.0f} µs more than a stateless /moves; "
                          f"one PING round trip costs the echo {b['round_trip_us']:.0f} µs; "
                          f"beyond that round trip: {b['beyond_round_trip_us']:.0f} µs, "
                          f"where {SESSION_TARGET} leaves {b['target_leaves_us']:.0f} µs",
                          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
