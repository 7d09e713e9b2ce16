"""The bench harness itself (no timing assertions: speed lives in the benchmark)."""

from __future__ import annotations

import json
import os
import re
import socketserver
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from bench import cpu_split, openloop, profile, wrk
from bench.client import Client
from bench.machine import idle_policy
from bench.procs import REPO, context_switches, deploy_workers


def test_lua_long_strings_survive_any_body() -> None:
    assert wrk.lua_string("ab") == "[[ab]]"
    assert wrk.lua_string('x]]y') == "[=[x]]y]=]"
    assert wrk.lua_string("]=] ]]") == "[==[]=] ]]]==]"


def test_scripts_carry_every_body_and_the_done_hook() -> None:
    lua = wrk.stateless_script("/v1/games/hearts/moves", [{"a": 1}, {"b": "]]"}])
    assert '[[{"a": 1}]]' in lua and '[=[{"b": "]]"}]=]' in lua
    assert "function done(" in lua and wrk.MARK in lua
    lua = wrk.sessions_script([("sid", {0: "t0", 1: "t1"})], [(1, {"type": "x"})], 4)
    assert "% 4 + 1 == tid" in lua and '[[t1]]' in lua and '[[{"move": {"type": "x"}}]]' in lua
    # no response hook (wrk would hand every answer to Lua): refusals are found by the
    # sessions' versions after the round (the quick run below: errors == 0)
    assert "function response(" not in lua


def test_percentile_is_nearest_rank() -> None:
    values = [float(x) for x in range(1, 101)]
    assert openloop.percentile(values, 50) == 50
    assert openloop.percentile(values, 99) == 99
    assert openloop.percentile([3.0], 99) == 3.0


def test_an_answer_is_framed_only_once_it_has_arrived_whole() -> None:
    buf = bytearray(b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n")
    assert openloop.answer_end(buf) is None  # the head is not over yet
    buf += b"Content-Type: application/json\r\n\r\nab"
    assert openloop.answer_end(buf) is None  # 2 of the 5 body bytes
    buf += b"cdeHTTP/1.1 404"
    assert openloop.answer_end(buf) == (200, len(buf) - len(b"HTTP/1.1 404"))
    assert openloop.answer_end(bytearray(b"HTTP/1.1 503 X\r\n\r\n")) == (503, 18)


def test_steal_is_the_share_of_the_eighth_cpu_field() -> None:
    before = [100, 0, 50, 800, 0, 0, 0, 10, 0, 0]
    after = [200, 0, 100, 1600, 0, 0, 0, 60, 0, 0]  # 1,000 ticks, 50 of them stolen
    assert openloop.steal_share(before, after) == 5.0
    assert openloop.steal_share([], after) is None


def test_idle_policy_reads_the_cpuidle_driver_and_the_guest_halt_poll(tmp_path: Path) -> None:
    cpuidle = tmp_path / "sys/devices/system/cpu/cpuidle"
    cpuidle.mkdir(parents=True)
    (cpuidle / "current_driver").write_text("haltpoll\n")
    (cpuidle / "current_governor").write_text("menu\n")
    params = tmp_path / "sys/module/haltpoll/parameters"
    params.mkdir(parents=True)
    (params / "guest_halt_poll_ns").write_text("200000\n")
    assert idle_policy(tmp_path) == {"cpuidle_driver": "haltpoll", "cpuidle_governor": "menu",
                                     "guest_halt_poll_ns": 200000}
    (params / "guest_halt_poll_ns").unlink()  # not a KVM guest with cpuidle-haltpoll
    assert idle_policy(tmp_path)["guest_halt_poll_ns"] is None
    assert idle_policy(tmp_path / "nowhere") == {
        "cpuidle_driver": None, "cpuidle_governor": None, "guest_halt_poll_ns": None}


def test_context_switches_count_every_thread_of_the_process() -> None:
    """A second thread that sleeps 20 times switches out voluntarily each time (a
    sleep always gives up its CPU); the count sums the process's threads, so it sees
    them while that thread is still alive."""
    slept = threading.Event()
    finish = threading.Event()

    def sleeper() -> None:
        for _ in range(20):
            time.sleep(0.001)
        slept.set()
        finish.wait()

    before = context_switches(os.getpid())
    thread = threading.Thread(target=sleeper)
    thread.start()
    assert slept.wait(10)
    after = context_switches(os.getpid())
    finish.set()
    thread.join()
    assert after[0] - before[0] >= 20
    assert after[1] >= before[1]
    assert context_switches(2**22 + 1) == (0, 0)  # no such process: nothing counted


def test_windows_pool_their_answers_and_keep_each_tail() -> None:
    def window(latencies_ms: list[float]) -> openloop.Window:
        return openloop.Window(100.0, [v / 1e3 for v in latencies_ms], [0.0001], 0, 1.0,
                               0.1, "normal", 0.5)

    calm = window([1.0] * 99 + [2.0])
    stalled = window([1.0] * 90 + [40.0] * 10)
    res = openloop.summary([calm, stalled])
    assert res["requests"] == 200 and res["achieved_rps"] == 100.0
    assert res["p50_ms"] == 1.0 and res["p99_ms"] == 40.0  # pooled: the stall counts
    assert res["windows_p99_ms"] == [1.0, 40.0]
    assert res["generator_cpu_pct"] == 10.0 and res["steal_pct"] == 0.5
    assert res["overloaded_windows"] == 0  # 100 answers in 1 s at 100/s
    behind = openloop.Window(100.0, [0.001] * 60, [0.0], 40, 1.0, 0.1, "normal", None)
    assert openloop.summary([calm, behind])["overloaded_windows"] == 1


class _Answers(socketserver.ThreadingTCPServer):
    daemon_threads = allow_reuse_address = True


def _serve(status: int) -> _Answers:
    class Handler(socketserver.StreamRequestHandler):
        def handle(self) -> None:  # keep-alive: one answer per request read
            while True:
                length = 0
                while (line := self.rfile.readline()) not in (b"\r\n", b""):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":")[1])
                if not line:
                    return
                self.rfile.read(length)
                self.wfile.write(b"HTTP/1.1 %d X\r\nContent-Length: 2\r\n\r\n{}" % status)

    server = _Answers(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.mark.parametrize("status", [200, 500])
def test_the_open_loop_sends_every_slot_and_counts_refusals(status: int) -> None:
    server = _serve(status)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        res = openloop.run(url, "/x", [{"a": 1}, {"b": 2}], rate=200, seconds=0.5,
                           connections=4)
    finally:
        server.shutdown()
        server.server_close()
    assert res["requests"] == 100  # every slot of 0.5 s at 200/s was answered
    assert res["errors"] == (100 if status == 500 else 0)
    assert res["p50_ms"] > 0 and res["send_lag_p99_ms"] >= 0


def test_profile_buckets_follow_the_stack() -> None:
    def stack(*frames: str) -> list[tuple[str, str]]:
        return [profile.parse_frame(f) for f in frames]

    base = ("ThreadWorker.handle (gunicorn/workers/gthread.py:553)",
            "Flask.wsgi_app (flask/app.py:1511)",
            "apply_move (service/actions.py:57)")
    assert profile.classify(stack(*base, "Watten.decode (engine/games/watten/rules.py:9)",
                                  "StateReader.card (engine/codec.py:1)")) \
        == "engine: decode state"
    assert profile.classify(stack(*base, "json_body (service/errors.py:1)",
                                  "JSONEncoder.iterencode (json/encoder.py:2)")) \
        == "JSON dump (json.dumps)"
    assert profile.classify(stack(base[0], "Logger.access (gunicorn/glogging.py:1)")) \
        == "gunicorn access log (glogging + logging)"
    assert profile.classify(stack(base[0])).startswith("gunicorn (")


@pytest.mark.slow
@pytest.mark.redis
def test_a_small_quick_run_writes_valid_results(tmp_path: Path) -> None:
    out = tmp_path / "result.json"
    done = subprocess.run(
        [sys.executable, "-m", "bench.run", "--quick", "--games", "karnoeffel", "--routes",
         "moves", "--json", str(out)], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    res = json.loads(out.read_text())
    check_results(res, done.stdout)


def check_results(res: dict[str, Any], stdout: str) -> None:
    assert "÷echo" in stdout
    context = stdout[-4000:]
    try:
        check_fields(res)
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n{context}") from None


def check_fields(res: dict[str, Any]) -> None:
    assert {"machine", "http"} <= set(res)
    assert res["machine"]["git_commit"] and res["machine"]["cpus"]
    http = res["http"]
    (row,) = http["stateless"]
    assert row["route"] == "moves" and row["errors"] == 0 and row["echo"]["errors"] == 0
    assert row["rps"] > 0 and row["echo"]["rps"] > 0
    # halfway through each wrk round, all of wrk's connections were found on the workers
    wrk_connections = http["settings"]["wrk_connections"]
    workers = http["settings"]["workers"]
    assert workers == deploy_workers()  # the deploy's own default on this machine
    for side in (row, row["echo"]):
        (split,) = side["connections_per_worker"]
        assert len(split) == workers and sum(split) == wrk_connections, split
    (session,) = http["sessions"]
    assert session["errors"] == 0 and not session["exhausted"]
    assert session["sequential"]["round_trips_per_move"] > 0
    same = session["same_match"]  # the same match played statelessly, deals included
    assert same["errors"] == 0 and same["rps"] > 0
    assert same["requests_per_match"] == same["moves_per_match"] + same["deals_per_match"]
    assert same["session_ratio_to_moves_per_second"] > 0
    floor = session["round_trip_floor"]
    assert floor["echo_redis"]["errors"] == 0 and floor["echo"]["errors"] == 0
    assert floor["echo_redis"]["rps"] > 0 and floor["ratio"] > 0
    assert floor["redis_cpu_us_per_request"] > 0  # the PING's share of redis-server
    budget = session["budget"]  # bench/budget.py, from this row's own figures
    assert budget["beyond_round_trip_us"] == pytest.approx(
        budget["session_extra_us"] - budget["round_trip_us"], abs=0.11)
    assert budget["session_extra_us"] == pytest.approx(
        session["cpu_us"] + session["redis_cpu_us_per_move"]
        - session["stateless_moves"]["cpu_us"], abs=0.11)
    assert http["session_memory"]["karnoeffel"]["bytes"] > 0
    latency = http["half_peak_latency"][0]
    assert latency["errors"] == 0 and latency["requests"] > 0
    assert latency["generator_policy"] in ("fifo", "normal")
    assert len(latency["windows_p99_ms"]) == 1
    (split,) = latency["connections_per_worker"]  # every connection, held by the workers
    assert len(split) == workers and sum(split) == http["settings"]["open_loop_connections"]
    assert latency["cpu_us"] > 0
    assert len(http["rss"]["service"]["workers_mb"]) == workers


def test_busy_notes_come_from_the_load_before_the_run_and_the_stolen_cpu() -> None:
    from bench.http_bench import busy_notes

    quiet = {"loadavg": {"cpus": 2, "start": [0.4], "end": [6.0]},  # the end: our own load
             "half_peak_latency": [{"game": "watten", "route": "moves", "steal_pct": 0.3}]}
    assert busy_notes(quiet) == []
    busy = {"loadavg": {"cpus": 2, "start": [1.8], "end": [2.0]},
            "half_peak_latency": [{"game": "watten", "route": "moves", "steal_pct": 12.5},
                                  {"game": "watten", "route": "echo", "steal_pct": None}]}
    notes = busy_notes(busy)
    assert len(notes) == 2
    assert "load average 1.8" in notes[0]
    assert "watten moves 12.5 %" in notes[1] and "echo" not in notes[1]


def test_the_cas_script_bench_writes_a_session_through_the_store() -> None:
    """`python -m bench.cas_script`: every write applied (the tool asserts it), sealed
    into chunks along the way, and both figures positive."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.cas_script", "--moves", "800", "--rounds", "1"],
        cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    match = re.search(r"Redis ([\d.]+) µs per EVALSHA .* client CPU ([\d.]+) µs per call",
                      done.stdout)
    assert match is not None, done.stdout
    assert float(match[1]) > 0 and float(match[2]) > 0
    chunks = re.search(r"chunks (\d+) per session", done.stdout)
    assert chunks is not None and int(chunks[1]) > 10, done.stdout  # sealed as it grew


def test_the_session_instructions_replay_deals_every_hand_as_the_session_did() -> None:
    """`python -m bench.session_instructions --moves N` past the first Hearts hand: the
    stateless bodies replay the session's moves (`record` asserts each one legal), and
    the hands after the first are dealt as the seeded session dealt them."""
    from bench.session_instructions import WARMUP, record

    spec = record(120)  # a Hearts hand is 52 plays and a pass: this crosses two deals
    states = [body["state"] for body in spec["stateless"]]
    assert len(states) == len(spec["script"]) == WARMUP + 120
    assert {s["hand_number"] for s in states} >= {1, 2, 3}
    for body, (seat, move) in zip(spec["stateless"], spec["script"], strict=True):
        assert body["move"] == move and move["seat"] == seat


class _TestClientAdapter(Client):
    """`bench.client.Client` on a Flask test client (no sockets): only ``request``
    differs, ``post`` and ``get`` are the Client's."""

    def __init__(self) -> None:  # no HTTP connection
        from service.app import create_app

        self.client = create_app({"TESTING": True, "REDIS_URL": None}).test_client()

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None, expect: int | None = None
                ) -> tuple[int, Any]:
        r = self.client.open(path, method=method, json=body, headers=headers or {})
        assert expect is None or r.status_code == expect, r.get_data()
        return r.status_code, r.get_json()


@pytest.mark.parametrize("game", ["hearts", "karnoeffel", "watten"])
def test_the_same_match_played_statelessly_goes_through_the_sessions_states(game: str) -> None:
    """`bench.workload.same_match_bodies`: every recorded session move, in order, then a
    deal after each hand the session dealt itself, ending at the session's last version
    (a deal other than the session's would make the recorded cards illegal, which the
    builder asserts against)."""
    from bench.workload import record_session, same_match_bodies

    client = _TestClientAdapter()
    script = record_session(client, game, max_moves=400)
    same = same_match_bodies(client, script)
    assert same.deals >= 1  # the replay crosses at least one deal
    assert same.moves == len(script.moves)
    assert len(same.bodies) == same.moves + same.deals
    plays = [b["move"] for b in same.bodies if b["move"]["type"] != "deal"]
    assert plays == [move for _, move in script.moves]
    last = same.bodies[-1]
    after = client.post(f"/v1/games/{game}/moves", last)["state"]
    assert after["version"] == script.versions[-1]


def test_session_speed_times_every_move_of_a_hearts_hand_in_wall_and_cpu() -> None:
    """One Hearts hand is 4 passes and 52 plays; each move gets a wall time and the
    calling thread's CPU time, read inside the wall interval (so never more than it). The
    moves are called as gunicorn calls the app, so they take the fast lane, as served:
    none of them enters Flask (its reads do)."""
    from flask import request

    from bench import session_speed
    from service.app import create_app

    app = create_app({"TESTING": True})
    in_flask: list[str] = []
    app.before_request(lambda: in_flask.append(f"{request.method} {request.path}"))
    times = session_speed.play(session_speed.wsgi_request(app), hands=1)
    assert len(times.wall) == len(times.cpu) == 4 + 52
    assert all(0 < cpu <= wall for cpu, wall in zip(times.cpu, times.wall, strict=True))
    assert any(r.startswith("GET /v1/sessions/") for r in in_flask)
    assert not [r for r in in_flask if r.startswith("POST") and r.endswith("/moves")]


def test_the_session_budget_subtracts_the_bare_round_trip_from_the_session_extra() -> None:
    """`bench.cpu_split --floor`: workers' user + system + redis-server CPU per request,
    the median over the rounds of each kind."""
    def rounds(*totals: tuple[float, float, float]) -> list[dict[str, float]]:
        return [{"user_us": u, "system_us": s, "redis_us": r, "rps": 8000.0}
                for u, s, r in totals]

    stateless = rounds((200, 20, 0), (210, 20, 0), (190, 20, 0))  # median 220
    stateless[1]["rps"] = 7000.0  # the median: 2 CPUs ÷ 8000/s = 250 µs per request
    b = cpu_split.budget({
        "stateless": stateless,
        "session": rounds((290, 50, 50), (280, 50, 45), (300, 50, 50)),  # median 390
        "echo": rounds((220, 20, 0), (230, 20, 0), (225, 25, 0)),  # median 250
        "echo-redis": rounds((260, 40, 22), (250, 40, 20), (262, 40, 22)),  # median 322
    }, cpus=2)
    # at 0.7 a session move may take 250 / 0.7 = 357.14 µs, 107.14 beyond a stateless one
    assert b == {"session_extra_us": 170, "round_trip_us": 72, "beyond_round_trip_us": 98,
                 "target_leaves_us": 35.1}


@pytest.mark.parametrize(("name", "value", "message"), [
    ("SOAK_SECONDS", "abc", "SOAK_SECONDS must be an integer from 1 to 1000000000, not 'abc'"),
    ("SOAK_RATE", "-1", "SOAK_RATE must be an integer from 0 to 1000000000, not -1"),
    ("SOAK_REPORT_SECONDS", "0", "SOAK_REPORT_SECONDS must be an integer from 1 to"),
])
def test_make_soak_refuses_a_bad_variable_in_one_line(name, value, message) -> None:
    """The README's `SOAK_*` variables: a bad one was a ValueError traceback (audit)."""
    done = subprocess.run([sys.executable, "-m", "bench.soak", "--help"],
                          env={**os.environ, name: value}, cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().startswith(f"bench.soak: {message}"), done.stderr
