"""The bench harness itself (no timing assertions: speed lives in the benchmark)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench import openloop, profile, wrk
from bench.procs import REPO


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
    (session,) = http["sessions"]
    assert session["errors"] == 0 and not session["exhausted"]
    assert session["sequential"]["round_trips_per_move"] > 0
    floor = session["round_trip_floor"]
    assert floor["echo_redis"]["errors"] == 0 and floor["echo"]["errors"] == 0
    assert floor["echo_redis"]["rps"] > 0 and floor["ratio"] > 0
    assert http["session_memory"]["karnoeffel"]["bytes"] > 0
    assert http["half_peak_latency"][0]["errors"] == 0
    assert len(http["rss"]["service"]["workers_mb"]) == 2
