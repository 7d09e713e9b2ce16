"""The HTTP part of `make bench` (issue 15): the service under gunicorn with the deploy
settings against a plain Flask JSON echo (the floor), in the same run, on this machine.

    python -m bench.http_bench [--quick] [--rounds N] [--seconds S] [--json FILE]

1. redis-server, the service (``service.wsgi:app``) and the echo (``bench.echo_app:app``)
   each under ``gunicorn -c deploy/gunicorn.conf.py``, the deploy's workers (its default:
   one more than the CPUs, of up to 4; ``--workers N`` sets WEB_CONCURRENCY), THREADS=4 (so
   the deploy's threaded worker, `service.worker.SharedEpollWorker`, or ``WORKER_CLASS``
   from the environment) by default, REDIS_URL set for both (the deploy config runs one
   worker without it); free loopback ports.
2. Bodies: mid-hand states of every registered game, generated through the API.
3. Peak: wrk (one connection per thread, 4 by default), for each game and stateless route
   alternately the route and the echo posting the SAME bodies (A B, B A, A B … rounds:
   6 pairs of 2 s in `make bench`, 1 pair of 1 s in `make bench-quick`), so drift of this
   shared machine hits both; per pair the ratio route requests/s ÷ echo requests/s
   ("pairs"), the verdict (≥ 0.9) on their MEDIAN (one busy second moves one pair, not
   the verdict), and the ratio over all rounds beside it. Beside them the workers' CPU
   time per request (/proc/PID/stat of the gunicorn workers over each round) and its
   ratio, echo ÷ route:
   what the throughput ratio would be if both were CPU-bound on a quiet machine, and far
   less sensitive to what else runs on it. p50/p90/p99/max are wrk's (closed loop).
4. Session moves on Redis, bots off: recorded random moves replayed on fresh sessions
   created with the same seed, alternately with the game's stateless /moves (A/B); Redis
   round trips COUNTED on the server (INFO stats ``total_reads_processed``: one read
   event per request the server gets, over the run, minus the bench's own INFO calls),
   sequentially over one replayed session and under the wrk load; commands per move from
   INFO commandstats; moves applied from the sessions' versions (GET /v1/sessions/{id}).
   Beside the verdict (against the mid-hand /moves of step 3, as the issue words it), the
   SAME match played statelessly in the same rounds (`bench.workload.same_match_bodies`:
   the states the session went through, with the extra ``deal`` request per hand a
   stateless client sends): the sessions' ratio to its moves/s and to its requests/s,
   which holds the rules' work equal on both sides. The round-trip floor's rounds also
   read redis-server's CPU, so each game's row carries its budget (`bench.budget`): what
   a session move costs beyond a stateless /moves and one bare round trip, and what the
   0.7 target leaves for that.
5. Latency at half of the measured peak (the median of its wrk rounds) of each game's
   /moves and of the echo, open loop (bench/openloop.py: one thread, SCHED_FIFO where
   allowed), route and echo in alternating windows (4 × 2 s each in `make bench`),
   percentiles over all the windows' answers, each window's p99 beside them, with the
   generator's send lag and CPU share and the CPU time the hypervisor stole.
6. RSS per worker after the run (/proc/PID/status VmRSS); the size in Redis of a
   mid-match session of each game (MEMORY USAGE of its keys, SAMPLES 0).
"""

from __future__ import annotations

import argparse
import bisect
import json
import math
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import redis

from bench import openloop, wrk
from bench.budget import session_budget, usable_cpus
from bench.client import Client
from bench.procs import Gunicorn, Redis, deploy_worker_class, deploy_workers, local_ports
from bench.workload import (
    ROUTES,
    TARGET_ROUTES,
    GameBodies,
    SameMatch,
    SessionScript,
    create_session,
    game_ids,
    game_path,
    play,
    record_session,
    same_match_bodies,
    stateless_bodies,
)
from service.worker import HANDOFF_SECONDS

ECHO_PATH = "/echo"
ECHO_REDIS_PATH = "/echo-redis"  # the echo plus one Redis round trip (bench/echo_app.py)


@dataclass
class Config:
    quick: bool = False
    rounds: int = 6
    seconds: int = 2
    latency_seconds: float = 8.0
    latency_windows: int = 4  # the half-peak load in alternating windows (route, echo)
    workers: int | None = None  # None: the deploy's on this machine (procs.deploy_workers)
    threads: int = 4
    connections: int = 4
    open_connections: int = 16
    states: int = 4
    session_moves: int = 5000  # a whole match
    games: tuple[str, ...] = ()
    routes: tuple[str, ...] = ROUTES

    @classmethod
    def quick_config(cls) -> Config:
        return cls(quick=True, rounds=1, seconds=1, latency_seconds=1.5, latency_windows=1,
                   states=1, routes=TARGET_ROUTES)


_T0 = time.monotonic()


def log(msg: str) -> None:
    print(f"[{time.monotonic() - _T0:5.1f} s] {msg}", file=sys.stderr, flush=True)


def summarise(results: list[wrk.WrkResult]) -> dict[str, Any]:
    reqs = sum(r.requests for r in results)
    secs = sum(r.seconds for r in results)
    cpu = sum(r.cpu_s for r in results)
    return {"rps": round(reqs / secs, 1), "requests": reqs,
            "cpu_us": round(cpu / max(reqs, 1) * 1e6, 1),
            "rps_rounds": [round(r.rps, 1) for r in results],
            "p50_ms": round(statistics.median(r.p50_ms for r in results), 3),
            "p90_ms": round(statistics.median(r.p90_ms for r in results), 3),
            "p99_ms": round(statistics.median(r.p99_ms for r in results), 3),
            "max_ms": round(max(r.max_ms for r in results), 3),
            "errors": sum(r.errors for r in results),
            "exhausted": any(r.exhausted for r in results),
            "connections_per_worker": [r.probe for r in results]}


def pair_ratios(ra: list[wrk.WrkResult], rb: list[wrk.WrkResult]) -> list[float]:
    return [round(x.rps / y.rps, 3) for x, y in zip(ra, rb, strict=True)]


# --- Redis counters ---------------------------------------------------------------------

class RedisCounters:
    """Server-side counts: read events (one per request the server receives) and calls
    per command, as differences between two INFO snapshots."""

    def __init__(self, url: str) -> None:
        self.r = redis.Redis.from_url(url, decode_responses=True)

    def snapshot(self) -> tuple[int, dict[str, int]]:
        reads = int(self.r.info("stats")["total_reads_processed"])
        stats = self.r.info("commandstats")
        calls = {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items()}
        return reads, calls

    def delta(self, before: tuple[int, dict[str, int]]) -> tuple[int, dict[str, int]]:
        """Reads and calls since ``before``, less the two INFO requests of the snapshot
        that this call takes (each INFO is one read; its calls are excluded by name)."""
        reads, calls = self.snapshot()
        diff = {k: v - before[1].get(k, 0) for k, v in calls.items()
                if k != "info" and v - before[1].get(k, 0)}
        return reads - before[0] - 2, diff

    def memory(self, sid: str) -> dict[str, int]:
        keys = sorted(self.r.scan_iter(match=f"*{sid}*", count=1000))
        return {k: int(self.r.memory_usage(k, samples=0) or 0) for k in keys}

    def flush(self) -> None:
        self.r.flushdb()


def version(client: Client, sid: str, token: str) -> int:
    """A session's version (GET as one of its seats)."""
    v: int = client.get(f"/v1/sessions/{sid}", {"Authorization": "Bearer " + token})["version"]
    return v


def mid_match(script: SessionScript) -> int:
    """How many moves make a session mid-match: half of a whole match's moves (half of
    the recorded ones when the match did not end)."""
    return len(script.moves) // 2


def sequential_session(client: Client, counters: RedisCounters, script: SessionScript,
                       whole: bool = True) -> tuple[dict[str, Any], dict[str, Any]]:
    """One fresh session, the recorded moves posted in turn (all of them, or with
    ``whole=False`` the first half): Redis requests and commands per move counted over
    the moves (not the creation), and the session's size in Redis mid-match (taken
    between two counting windows). The versions must be the recorded ones (the replay
    is the recorded match)."""
    session = create_session(client, script.request)
    half = mid_match(script)
    reads, calls = 0, {}
    versions = [session.version]
    memory: dict[str, Any] = {}
    for start, stop in ((0, half), (half, len(script.moves) if whole else half)):
        before = counters.snapshot()
        versions += play(client, session, script, start, stop)
        r, c = counters.delta(before)
        reads += r
        for k, v in c.items():
            calls[k] = calls.get(k, 0) + v
        if start == 0:
            keys = counters.memory(session.id)
            memory = {"moves_applied": half, "moves_in_match": len(script.moves),
                      "match_finished": script.finished,
                      "hands_completed": sum(e < half for e in script.hand_ends),
                      "bytes": sum(keys.values()),
                      "keys": {k.replace(session.id, "<id>"): v for k, v in keys.items()}}
    assert versions == script.versions[:len(versions)], "the replay is not the recording"
    moves = len(versions) - 1
    seq = {"moves": moves, "round_trips_per_move": round(reads / moves, 3),
           "commands_per_move": {k: round(v / moves, 3) for k, v in sorted(calls.items())}}
    return seq, memory


# --- the run ------------------------------------------------------------------------------

@dataclass
class Run:
    cfg: Config
    work: Path
    svc: Gunicorn
    echo: Gunicorn
    client: Client
    counters: RedisCounters
    bodies: dict[str, GameBodies]
    redis: Redis

    def wrk(self, server: Gunicorn, script: str, name: str, seconds: int | None = None
            ) -> wrk.WrkResult:
        """A wrk run against ``server``, with the CPU time its workers used meanwhile and
        how wrk's connections were split between them (halfway through)."""
        cpu = server.cpu()
        res = wrk.run(server.url, script, seconds or self.cfg.seconds, self.cfg.connections,
                      self.work, name,
                      during=lambda pid: server.connections(local_ports(pid, server.port)))
        res.cpu_s = server.cpu() - cpu
        return res

    def ab_rounds(self, a: tuple[Gunicorn, str], b: tuple[Gunicorn, str], name: str
                  ) -> tuple[list[wrk.WrkResult], list[wrk.WrkResult]]:
        """``cfg.rounds`` rounds of A and B, (server, Lua script) each, in the order A B,
        B A, A B … (a drift of the machine's load over a pair hits both sides alike)."""
        ra: list[wrk.WrkResult] = []
        rb: list[wrk.WrkResult] = []
        for i in range(self.cfg.rounds):
            sides = [(a, f"{name}-a{i}", ra), (b, f"{name}-b{i}", rb)]
            for (server, lua), label, results in sides if i % 2 == 0 else sides[::-1]:
                results.append(self.wrk(server, lua, label))
        return ra, rb

    def moves_script(self, game: str) -> str:
        return wrk.stateless_script(game_path(game, "moves"), self.bodies[game].bodies["moves"])


def measure_stateless(run: Run, game: str, route: str) -> dict[str, Any]:
    """Alternating rounds of the route and the echo of the same bodies, in the order
    A B, B A, A B … (so a drift of the machine's load over a pair hits both sides
    alike); one pair ratio per round pair. The verdict is the median of the pair ratios
    (one busy second on this shared machine moves one pair, not the verdict); the ratio
    of the pooled requests/s and the CPU ratio are reported beside it."""
    b = run.bodies[game].bodies[route]
    a_lua = wrk.stateless_script(game_path(game, route), b)
    b_lua = wrk.stateless_script(ECHO_PATH, b)
    ra, rb = run.ab_rounds((run.svc, a_lua), (run.echo, b_lua), f"{game}-{route}")
    row = {"game": game, "route": route,
           "body_bytes": sum(len(json.dumps(x)) for x in b) // len(b),
           "state_bytes": run.bodies[game].state_bytes(), **summarise(ra),
           "echo": summarise(rb)}
    row["ratio_to_echo"] = round(row["rps"] / row["echo"]["rps"], 3)
    row["cpu_ratio_to_echo"] = round(row["echo"]["cpu_us"] / row["cpu_us"], 3)
    row["pair_ratios"] = pair_ratios(ra, rb)
    row["ratio_median"] = round(statistics.median(row["pair_ratios"]), 3)
    return row


def players_apart(run: Run, script: SessionScript, moves: int) -> dict[str, Any]:
    """The first ``moves`` recorded moves of a fresh session, each seat posting on ITS
    OWN keep-alive connection (as separate players do), so consecutive moves of one
    session reach different workers: a worker's own last write of the session (the
    write cache, `service.sessions.writecache`) is then often stale, and a move takes
    its compare-and-set miss plus the retry. Redis round trips counted on the server."""
    session = create_session(run.client, script.request)
    clients = {seat: Client(run.svc.url) for seat in session.tokens}
    before = run.counters.snapshot()
    done = 0
    try:
        for seat, move in script.moves[:moves]:
            out = clients[seat].post(f"/v1/sessions/{session.id}/moves", {"move": move},
                                     session.auth(seat))
            assert out["legal"], out
            done += 1
    finally:
        for c in clients.values():
            c.close()
    reads, calls = run.counters.delta(before)
    return {"moves": done, "connections": len(clients),
            "round_trips_per_move": round(reads / max(done, 1), 3),
            "commands_per_move": {k: round(v / max(done, 1), 3)
                                  for k, v in sorted(calls.items())}}


def measure_sessions(run: Run, game: str, moves_rps: float
                     ) -> tuple[dict[str, Any], dict[str, Any]]:
    """A/B rounds: session moves on Redis (fresh sessions each round, the recorded match
    replayed), then the game's stateless /moves."""
    cfg, client, counters = run.cfg, run.client, run.counters
    script = record_session(client, game, cfg.session_moves)
    log(f"  recorded {len(script.moves)} moves; replaying")
    seq, memory = sequential_session(client, counters, script, whole=not cfg.quick)
    apart = players_apart(run, script, mid_match(script))
    log(f"  players on their own connections: {apart['round_trips_per_move']} Redis round "
        f"trips per move ({apart['moves']} moves)")
    versions = script.versions
    same = same_match_bodies(client, script)
    log(f"  replayed; the same match statelessly: {len(same.bodies)} requests "
        f"({same.deals} deals); load rounds")
    counters.flush()
    # moves a round may apply, with a margin (a session move costs more than a stateless
    # one, but this machine's noise can make either look faster); each wrk connection
    # replays sessions of its own, and one that has a worker to itself can take most of
    # a round, so every connection gets enough for the whole round
    needed = 2 * max(moves_rps, 2000) * cfg.seconds + 100
    sessions_per_connection = math.ceil(needed / len(script.moves))
    moves_lua = run.moves_script(game)
    same_lua = wrk.stateless_script(game_path(game, "moves"), same.bodies)
    ra: list[wrk.WrkResult] = []
    rb: list[wrk.WrkResult] = []
    rc: list[wrk.WrkResult] = []
    reads = applied = 0
    redis_s = 0.0
    calls: dict[str, int] = {}
    for i in range(cfg.rounds):
        count = cfg.connections * sessions_per_connection
        made = [create_session(client, script.request) for _ in range(count)]
        lua = wrk.sessions_script([(s.id, s.tokens) for s in made], script.moves,
                                  cfg.connections)
        before = counters.snapshot()
        redis_cpu = run.redis.cpu()
        ra.append(run.wrk(run.svc, lua, f"session-{game}-{i}"))
        redis_s += run.redis.cpu() - redis_cpu
        r, c = counters.delta(before)
        reads += r
        for k, v in c.items():
            calls[k] = calls.get(k, 0) + v
        # moves applied: how far into the script each session's version got (a move that
        # ends a hand also deals, so versions are not moves); an answered move that was
        # not applied is an error (bench/wrk.py: the script has no response hook)
        done = sum(bisect.bisect_right(versions, version(client, s.id, s.tokens[0])) - 1
                   for s in made)
        ra[-1].errors += max(0, ra[-1].requests - done)
        applied += done
        counters.flush()
        stateless = [(rb, moves_lua, "moves"), (rc, same_lua, "same-match")]
        for results, lua, name in stateless if i % 2 == 0 else stateless[::-1]:
            results.append(run.wrk(run.svc, lua, f"session-{name}-{game}-{i}"))
    row = {"game": game, "recorded_moves": len(script.moves),
           "hands_in_match": len(script.hand_ends), **summarise(ra),
           "stateless_moves": summarise(rb), "pair_ratios": pair_ratios(ra, rb),
           "sequential": seq, "players_apart": apart,
           "under_load": {"moves_applied": applied,
                          "round_trips_per_move": round(reads / max(applied, 1), 3),
                          "commands_per_move": {k: round(v / max(applied, 1), 3)
                                                for k, v in sorted(calls.items())}}}
    row["same_match"] = same_match_row(rc, same, row["rps"])
    row["ratio_to_stateless_moves"] = round(row["rps"] / row["stateless_moves"]["rps"], 3)
    row["cpu_ratio_to_stateless_moves"] = round(
        row["stateless_moves"]["cpu_us"] / row["cpu_us"], 3)
    row["redis_cpu_us_per_move"] = round(redis_s / max(applied, 1) * 1e6, 1)
    row["round_trip_floor"] = round_trip_floor(run, game)
    row["budget"] = budget_of(row, usable_cpus())
    return row, memory


def same_match_row(rounds: list[wrk.WrkResult], same: SameMatch,
                   session_rps: float) -> dict[str, Any]:
    """The session's match played statelessly, in the rounds beside the sessions': its
    requests/s, and its moves/s (requests/s × moves ÷ requests: a stateless client
    posts an extra ``deal`` per hand, which a session makes inside the move that ends
    the hand); the sessions' ratio to each."""
    row = {**summarise(rounds), "requests_per_match": len(same.bodies),
           "moves_per_match": same.moves, "deals_per_match": same.deals}
    row["moves_per_second"] = round(row["rps"] * same.moves / len(same.bodies), 1)
    row["session_ratio_to_moves_per_second"] = round(session_rps / row["moves_per_second"], 3)
    row["session_ratio_to_requests_per_second"] = round(session_rps / row["rps"], 3)
    return row


def round_trip_floor(run: Run, game: str) -> dict[str, Any]:
    """What one Redis round trip per request costs here: the echo with one PING
    (``/echo-redis``) against the plain echo, A/B rounds of the game's /moves bodies. A
    session move makes one round trip, so its ratio to a stateless route can only come
    near this one when the rest of its work costs what the stateless route's does."""
    bodies = run.bodies[game].bodies["moves"]
    with_rt, plain = (wrk.stateless_script(ECHO_REDIS_PATH, bodies),
                      wrk.stateless_script(ECHO_PATH, bodies))
    redis_cpu = run.redis.cpu()  # only /echo-redis talks to Redis in these rounds
    ra, rb = run.ab_rounds((run.echo, with_rt), (run.echo, plain), f"floor-{game}")
    redis_s = run.redis.cpu() - redis_cpu
    out = {"echo_redis": summarise(ra), "echo": summarise(rb), "pair_ratios": pair_ratios(ra, rb)}
    out["ratio"] = round(out["echo_redis"]["rps"] / out["echo"]["rps"], 3)
    out["cpu_ratio"] = round(out["echo"]["cpu_us"] / out["echo_redis"]["cpu_us"], 3)
    out["redis_cpu_us_per_request"] = round(
        redis_s / max(sum(r.requests for r in ra), 1) * 1e6, 1)
    return out


def budget_of(row: dict[str, Any], cpus: int) -> dict[str, float]:
    """`bench.budget.session_budget` of a sessions row: its workers' and redis-server's
    CPU per move, its stateless /moves rounds and its round-trip floor's rounds."""
    floor = row["round_trip_floor"]
    return session_budget(
        stateless_us=row["stateless_moves"]["cpu_us"],
        session_us=row["cpu_us"] + row["redis_cpu_us_per_move"],
        echo_us=floor["echo"]["cpu_us"],
        echo_round_trip_us=floor["echo_redis"]["cpu_us"] + floor["redis_cpu_us_per_request"],
        stateless_rps=row["stateless_moves"]["rps"], cpus=cpus)


def measure(cfg: Config) -> dict[str, Any]:
    games = list(cfg.games or game_ids())
    if cfg.workers is None:
        cfg.workers = deploy_workers()
    out: dict[str, Any] = {"settings": {
        "workers": cfg.workers, "threads": cfg.threads,
        "worker_class": deploy_worker_class(cfg.threads),
        # SharedEpollWorker's hand-over time (0: every thread on the epoll), as the
        # workers read it from this environment
        "request_handoff_ms": round(HANDOFF_SECONDS * 1000),
        "gunicorn_config": "deploy/gunicorn.conf.py", "load": "wrk",
        "wrk_connections": cfg.connections, "wrk_threads": cfg.connections,
        "rounds": cfg.rounds, "round_seconds": cfg.seconds,
        "latency_generator": "python open loop, one thread (bench/openloop.py)",
        "latency_seconds": cfg.latency_seconds, "latency_windows": cfg.latency_windows,
        "open_loop_connections": cfg.open_connections,
        "states_per_game": cfg.states, "quick": cfg.quick},
        "loadavg": {"cpus": os.cpu_count(), "start": [round(x, 2) for x in os.getloadavg()]}}
    with tempfile.TemporaryDirectory(prefix="stichwerk-bench-") as tmp:
        work = Path(tmp)
        with Redis(work) as rds, \
                Gunicorn("service.wsgi:app", work, cfg.workers, cfg.threads, rds.url,
                         "service") as svc, \
                Gunicorn("bench.echo_app:app", work, cfg.workers, cfg.threads, rds.url,
                         "echo") as echo:
            client = Client(svc.url)
            log(f"service {svc.url} (workers {svc.worker_pids()}), echo {echo.url}, "
                f"redis {rds.url}")
            bodies = {game: stateless_bodies(client, game, cfg.states) for game in games}
            run = Run(cfg, work, svc, echo, client, RedisCounters(rds.url), bodies, rds)
            log("bodies ready; warming up")
            every = [(game_path(g, r), b) for g in games for r in cfg.routes
                     for b in bodies[g].bodies[r]]
            run.wrk(svc, wrk.mixed_script(every), "warm-service", seconds=1)
            run.wrk(echo, wrk.mixed_script([(ECHO_PATH, b) for _, b in every]),
                    "warm-echo", seconds=1)

            out["stateless"] = []
            for game in games:
                for route in cfg.routes:
                    log(f"peak: {game} /{route} vs echo")
                    out["stateless"].append(measure_stateless(run, game, route))
            peak = {(r["game"], r["route"]): r for r in out["stateless"]}

            out["sessions"], out["session_memory"] = [], {}
            for game in games:
                log(f"sessions: {game}")
                moves_rps = peak[(game, "moves")]["rps"] if (game, "moves") in peak else 3000
                row, out["session_memory"][game] = measure_sessions(run, game, moves_rps)
                out["sessions"].append(row)

            out["half_peak_latency"] = []
            for game in games:
                if (game, "moves") not in peak:
                    continue
                row = peak[(game, "moves")]
                b = bodies[game].bodies["moves"]
                # The peak: the median of the wrk rounds (one fast or slow round of this
                # shared machine would make "half" an overload or an idle trickle).
                targets = [("moves", svc, game_path(game, "moves"),
                            statistics.median(row["rps_rounds"]) / 2)]
                if not cfg.quick:
                    targets.append(("echo", echo, ECHO_PATH,
                                    statistics.median(row["echo"]["rps_rounds"]) / 2))
                log(f"half peak: {game} " + ", ".join(f"{name} at {rate:.0f}/s"
                                                      for name, _, _, rate in targets))
                windows: dict[str, list[openloop.Window]] = {t[0]: [] for t in targets}
                worker_cpu = {t[0]: 0.0 for t in targets}
                seconds = cfg.latency_seconds / cfg.latency_windows
                for i in range(cfg.latency_windows):  # alternately: A B, B A, …
                    for name, server, path, rate in (targets if i % 2 == 0
                                                     else targets[::-1]):
                        cpu = server.cpu()
                        windows[name].append(openloop.window(
                            server.url, path, b, rate, seconds, cfg.open_connections,
                            before_close=server.connections))
                        worker_cpu[name] += server.cpu() - cpu
                for name, _, _, rate in targets:
                    summary = openloop.summary(windows[name], cfg.open_connections)
                    summary["connections_per_worker"] = summary.pop("probes")
                    # the workers' CPU per answer at this rate, beside wrk's at the peak
                    summary["cpu_us"] = round(
                        worker_cpu[name] / max(summary["requests"], 1) * 1e6, 1)
                    out["half_peak_latency"].append(
                        {"game": game, "route": name, "peak_rps": rate * 2, **summary})
            out["rss"] = {"service": svc.rss(), "echo": echo.rss()}
            out["loadavg"]["end"] = [round(x, 2) for x in os.getloadavg()]
            client.close()
    return out


# --- the table ----------------------------------------------------------------------------

def same_text(row: dict[str, Any]) -> str:
    same = row.get("same_match")
    if same is None:
        return "-"
    return (f"{same['session_ratio_to_moves_per_second']:.3f} "
            f"({same['session_ratio_to_requests_per_second']:.3f})")


def budget_text(row: dict[str, Any]) -> str:
    """``62 (38)``: the µs a session move costs beyond one round trip, and what 0.7 leaves
    for that (results of earlier versions have no budget: ``-``)."""
    b = row.get("budget")
    return "-" if b is None else f"{b['beyond_round_trip_us']:.0f} ({b['target_leaves_us']:.0f})"


def split_text(probe: list[int] | None) -> str:
    """Connections per worker as ``3:1`` ("?" when not probed)."""
    return ":".join(map(str, probe)) if probe else "?"


def pair_splits(a: dict[str, Any], b: dict[str, Any]) -> str:
    """Each pair's connection splits, ``3:1|2:2`` (side A | side B); '' when not probed."""
    sides = zip(a.get("connections_per_worker", []), b.get("connections_per_worker", []),
                strict=False)
    return " ".join(f"{split_text(x)}|{split_text(y)}" for x, y in sides)


def ok(flag: bool) -> str:
    return "ok" if flag else "MISS"


def print_table(res: dict[str, Any]) -> None:
    s = res["settings"]
    handoff = (f", REQUEST_HANDOFF_MS={s['request_handoff_ms']}"
               if "SharedEpollWorker" in s["worker_class"] and "request_handoff_ms" in s else "")
    print(f"\nHTTP: gunicorn {s['workers']} workers × {s['threads']} threads ({s['worker_class']}"
          f"{handoff})"
          f", wrk {s['wrk_connections']} connections, {s['rounds']} alternating round pair(s) "
          f"(A B, B A, …) × {s['round_seconds']} s. ÷echo: route req/s ÷ echo req/s over all "
          f"rounds; median: the median of the per-pair ratios (pairs), the verdict ≥0.9; "
          f"cpu: workers' CPU µs per request, ÷cpu = echo's ÷ route's (steadier on a busy "
          f"machine); latency ms at peak (wrk); splits: wrk's connections per worker in "
          f"each pair, route|echo (the kernel's choice: a 3:1 or 4:0 round runs on one "
          f"worker's GIL)")
    print(f"{'game':10} {'route':11} {'body':>5} {'req/s':>6} {'echo/s':>6} {'÷echo':>6} "
          f"{'median':>6} {'pairs':>29} {'cpu':>5} {'echo':>5} {'÷cpu':>5} {'p50':>5} "
          f"{'p90':>5} {'p99':>6} {'max':>6}  ≥0.9  splits")
    for r in res["stateless"]:
        pairs = "/".join(f"{x:.2f}" for x in r["pair_ratios"])
        median = r.get("ratio_median", r["ratio_to_echo"])
        target = ok(median >= 0.9) if r["route"] in TARGET_ROUTES else "-"
        err = f"  ERRORS {r['errors']}" if r["errors"] or r["echo"]["errors"] else ""
        print(f"{r['game']:10} {r['route']:11} {r['body_bytes'] / 1024:4.1f}K {r['rps']:6.0f} "
              f"{r['echo']['rps']:6.0f} {r['ratio_to_echo']:6.3f} {median:6.3f} {pairs:>29} "
              f"{r['cpu_us']:5.0f} {r['echo']['cpu_us']:5.0f} {r['cpu_ratio_to_echo']:5.2f} "
              f"{r['p50_ms']:5.2f} {r['p90_ms']:5.2f} {r['p99_ms']:6.2f} {r['max_ms']:6.1f}"
              f"  {target:4}  {pair_splits(r, r['echo'])}{err}")
    print("\nSession moves on Redis (bots off) vs stateless /moves, A/B rounds; rt = Redis "
          "round trips per move counted on the server (seq: one session move by move; load: "
          "under wrk); floor: the JSON echo with one Redis round trip (PING) ÷ the echo, "
          "A/B rounds (what one round trip per request costs here); cmds: Redis commands "
          "per move, those run inside Lua scripts included; splits: as above, "
          "session|stateless; same: the session moves/s ÷ the moves/s of the same match "
          "played statelessly (its requests/s in brackets: one more per hand, the deal); "
          "beyond rt: µs of workers' + Redis CPU a session move costs beyond a stateless "
          "/moves and one bare round trip (the floor's), and in brackets what 0.7 leaves "
          "for it (bench/budget.py)")
    print(f"{'game':10} {'req/s':>6} {'/moves':>6} {'ratio':>6} {'÷cpu':>5} {'redis µs':>8} "
          f"{'rt seq':>6} {'load':>5} {'p50':>5} {'p99':>6} {'floor':>6}  ≥0.7, ≤2 "
          f"{'beyond rt':>11} {'same':>14}  cmds (seq)  splits")
    for r in res["sessions"]:
        seq, load = r["sequential"], r["under_load"]
        cmds = " ".join(f"{k}:{v:g}" for k, v in seq["commands_per_move"].items())
        flag = ok(r["ratio_to_stateless_moves"] >= 0.7 and seq["round_trips_per_move"] <= 2)
        floor_errors = sum(r["round_trip_floor"][k]["errors"] for k in ("echo_redis", "echo"))
        err = (f"  ERRORS {r['errors']} (floor {floor_errors})"
               if r["errors"] or r["exhausted"] or floor_errors else "")
        print(f"{r['game']:10} {r['rps']:6.0f} {r['stateless_moves']['rps']:6.0f} "
              f"{r['ratio_to_stateless_moves']:6.3f} {r['cpu_ratio_to_stateless_moves']:5.2f} "
              f"{r['redis_cpu_us_per_move']:8.0f} {seq['round_trips_per_move']:6.2f} "
              f"{load['round_trips_per_move']:5.2f} {r['p50_ms']:5.2f} {r['p99_ms']:6.2f} "
              f"{r['round_trip_floor']['ratio']:6.3f}  {flag:8} {budget_text(r):>11} "
              f"{same_text(r):>14}  {cmds}"
              f"  {pair_splits(r, r['stateless_moves'])}{err}")
    print("\nLatency at half the peak (open loop: one Python thread in the bench process, "
          f"{res['settings']['open_loop_connections']} connections; route and echo in "
          f"{res['settings'].get('latency_windows', 1)} alternating windows each, pooled), "
          "ms; lag: the generator's sends behind their slots (p99), gen: its CPU % of one "
          "core and policy; steal: CPU % the hypervisor took meanwhile; split: the "
          "generator's connections per worker in each window (the kernel's choice); cpu: "
          "the workers' CPU µs per answer (wrk's at the peak is in the tables above)")
    print(f"{'game':10} {'route':6} {'rate':>6} {'done/s':>7} {'p50':>6} {'p90':>6} {'p99':>6} "
          f"{'max':>7} {'p99 per window':>24} {'lag':>5} {'gen':>10} {'steal':>5} "
          f"{'split':>16} {'cpu':>5}  p99 < 5 ms")
    for r in res["half_peak_latency"]:
        flag = ok(r["p99_ms"] < 5) if r["route"] == "moves" else "-"
        err = f"  ERRORS {r['errors']}" if r["errors"] else ""
        if r.get("overloaded_windows"):
            err += f"  ({r['overloaded_windows']} window(s) overloaded: answered < 95 % " \
                   "of the rate)"
        per_window = "/".join(f"{v:.1f}" for v in r.get("windows_p99_ms", []))
        steal = "-" if r.get("steal_pct") is None else f"{r['steal_pct']:.1f}"
        split = " ".join(split_text(c) for c in r.get("connections_per_worker", []) if c)
        print(f"{r['game']:10} {r['route']:6} {r['target_rps']:6.0f} {r['achieved_rps']:7.0f} "
              f"{r['p50_ms']:6.2f} {r['p90_ms']:6.2f} {r['p99_ms']:6.2f} {r['max_ms']:7.2f} "
              f"{per_window:>24} {r.get('send_lag_p99_ms', 0):5.2f} "
              f"{r.get('generator_cpu_pct', 0):4.0f}% {r.get('generator_policy', '-'):5} "
              f"{steal:>5} {split:>16} {r.get('cpu_us', 0):5.0f}  {flag}{err}")
    rss = res["rss"]
    print(f"\nRSS after the run, MB: service workers {rss['service']['workers_mb']} "
          f"(master {rss['service']['master_mb']:.1f}), echo workers "
          f"{rss['echo']['workers_mb']}  < 100: {ok(rss['service']['max_worker_mb'] < 100)}")
    mem = res["session_memory"]
    print("Session size in Redis mid-match (MEMORY USAGE): " + ", ".join(
        f"{g} {m['bytes'] / 1024:.1f} KB (move {m['moves_applied']} of "
        f"{m['moves_in_match']}, {m['hands_completed']} hands done)" for g, m in mem.items())
          + (f"  hearts < 16 KB: {ok(mem['hearts']['bytes'] < 16 * 1024)}"
             if "hearts" in mem else ""))
    for line in busy_notes(res):
        print(line)


STOLEN_PCT = 2.0  # a latency window in which the hypervisor took this much CPU is suspect


def busy_notes(res: dict[str, Any]) -> list[str]:
    """Warnings about the host, from what the bench did not cause itself: the load
    average at the START (at the end it counts the bench's own processes) and the CPU
    the hypervisor stole during the latency windows (/proc/stat)."""
    notes = []
    load = res.get("loadavg", {})
    if load and load.get("start", [0])[0] > (load.get("cpus") or 1) / 2:
        notes.append(f"NOTE: the machine was busy before the run (load average "
                     f"{load['start'][0]}, {load['cpus']} CPUs): ratios are noisy, see "
                     f"the pairs and the CPU ratios")
    stolen = [(r["game"], r["route"], r["steal_pct"]) for r in res.get("half_peak_latency", [])
              if (r.get("steal_pct") or 0) >= STOLEN_PCT]
    if stolen:
        notes.append("NOTE: the hypervisor took CPU during the latency windows ("
                     + ", ".join(f"{g} {route} {pct:.1f} %" for g, route, pct in stolen)
                     + "): those latencies are the host's as much as the server's")
    return notes


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="short rounds, target routes only (under a minute)")
    p.add_argument("--rounds", type=int)
    p.add_argument("--seconds", type=int, help="seconds per wrk round (whole seconds)")
    p.add_argument("--latency-seconds", type=float)
    p.add_argument("--workers", type=int,
                   help="WEB_CONCURRENCY (default: the deploy config's on this machine)")
    p.add_argument("--threads", type=int)
    p.add_argument("--connections", type=int, help="wrk connections (one thread each)")
    p.add_argument("--games", nargs="+")
    p.add_argument("--routes", nargs="+", choices=ROUTES)
    return p


def config(args: argparse.Namespace) -> Config:
    cfg = Config.quick_config() if args.quick else Config()
    for name in ("rounds", "seconds", "latency_seconds", "workers", "threads", "connections"):
        if getattr(args, name, None) is not None:
            setattr(cfg, name, getattr(args, name))
    if getattr(args, "games", None):
        cfg.games = tuple(args.games)
    if getattr(args, "routes", None):
        cfg.routes = tuple(args.routes)
    return cfg


def main(argv: list[str] | None = None) -> int:
    p = parser()
    p.add_argument("--json", help="also write the results to this file")
    args = p.parse_args(argv)
    start = time.monotonic()
    res = measure(config(args))
    res["seconds"] = round(time.monotonic() - start, 1)
    print_table(res)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
