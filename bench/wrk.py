"""Peak load with wrk (Debian's wrk 4.1, `make wrk`): a second process posting JSON bodies
over keep-alive connections, closed loop (each connection sends its next request when
the previous answer is in), one connection per wrk thread.

The bench writes a Lua script per run: the bodies are formatted once at ``init``; the
``done`` hook prints one JSON line with the request count and the latency percentiles
(wrk records each request from its send to the end of its answer).

Session moves need their order: each wrk thread owns its sessions (one connection per
thread, so one request in flight per session) and posts the recorded moves in sequence,
with the seat's token, every request formatted once at ``init`` as in the stateless
script. The script has no ``response`` hook (it would make wrk hand every answer's
headers and body to Lua: a third more of the load generator's CPU on the same two cores
as the server); instead the bench reads each session's version after the round, and
every move the sessions did not apply counts as an error (a refused move stops its
session's replay, so one refusal shows as a large deficit).
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.procs import BenchError, need

MARK = "BENCHJSON "

DONE = """
threads = {}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end
function done(summary, latency, requests)
  local bad, exhausted = 0, 0
  for _, t in ipairs(threads) do
    bad = bad + (t:get("bad") or 0)
    exhausted = exhausted + (t:get("exhausted") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    '%s{"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p90_us":%d,' ..
    '"p99_us":%d,"max_us":%d,"mean_us":%.1f,"non_2xx":%d,"socket_errors":%d,' ..
    '"timeouts":%d,"bad":%d,"exhausted":%d}\\n',
    "MARK", summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    latency.mean, e.status, e.connect + e.read + e.write, e.timeout, bad, exhausted))
end
""".replace("MARK", MARK)

STATELESS = """
local bodies = {BODIES}
local reqs = {}
local i = 0
function init(args)
  for k, pb in ipairs(bodies) do
    reqs[k] = wrk.format("POST", pb[1], {["Content-Type"] = "application/json"}, pb[2])
  end
  i = tid or 0
end
function request()
  i = i % #reqs + 1
  return reqs[i]
end
"""

SESSIONS = """
local sessions = {SESSIONS}
local moves = {MOVES}
local reqs = {}
local s, m = 1, 1
local verify = false
bad, exhausted = 0, 0
function init(args)
  local k = 0
  for i, sess in ipairs(sessions) do
    if (i - 1) % THREADS + 1 == tid then
      k = k + 1
      local row = {}
      for j, mv in ipairs(moves) do
        row[j] = wrk.format("POST", "/v1/sessions/" .. sess[1] .. "/moves",
          {["Content-Type"] = "application/json",
           ["Authorization"] = "Bearer " .. sess[2][mv[1] + 1]}, mv[2])
      end
      reqs[k] = row
    end
  end
  verify = tid == 1
end
-- wrk 4.1 calls request() once more on its first thread's state, after init, to check
-- the script, and never sends that request: that call does not advance the position.
-- One connection per thread, closed loop: every later call sends the next move.
function request()
  if verify then
    verify = false
    return reqs[1][1]
  end
  local r = reqs[s][m]
  m = m + 1
  if m > #moves then
    m, s = 1, s + 1
  end
  if s > #reqs then
    s, exhausted = 1, 1
  end
  return r
end
"""


def lua_string(text: str) -> str:
    level = 0
    while f"]{'=' * level}]" in text:
        level += 1
    return f"[{'=' * level}[{text}]{'=' * level}]"


def stateless_script(path: str, bodies: list[dict[str, Any]]) -> str:
    """POST the bodies to ``path`` in turn (each thread starting at its own offset)."""
    return mixed_script([(path, b) for b in bodies])


def mixed_script(requests: list[tuple[str, dict[str, Any]]]) -> str:
    """POST each (path, body) in turn."""
    items = ", ".join("{" + lua_string(p) + ", " + lua_string(json.dumps(b)) + "}"
                      for p, b in requests)
    return DONE + STATELESS.replace("{BODIES}", "{" + items + "}")


def sessions_script(sessions: list[tuple[str, dict[int, str]]],
                    moves: list[tuple[int, dict[str, Any]]], threads: int) -> str:
    """``sessions``: (id, seat → token); thread t (1-based) owns every session whose
    index is t modulo ``threads``."""
    rows = []
    for sid, tokens in sessions:
        toks = ", ".join(lua_string(tokens[s]) for s in sorted(tokens))
        rows.append("{" + lua_string(sid) + ", {" + toks + "}}")
    mvs = ", ".join("{" + str(seat) + ", " + lua_string(json.dumps({"move": mv})) + "}"
                    for seat, mv in moves)
    body = SESSIONS.replace("THREADS", str(threads))
    body = body.replace("{SESSIONS}", "{" + ",\n".join(rows) + "}")
    return DONE + body.replace("{MOVES}", "{" + mvs + "}")


@dataclass
class WrkResult:
    requests: int
    seconds: float
    rps: float
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    errors: int  # non-2xx, socket errors, timeouts, answers not legal
    exhausted: bool
    cpu_s: float = 0.0  # CPU seconds the measured server's workers used meanwhile
    probe: Any = None  # what ``during`` returned halfway through the run

    def as_json(self) -> dict[str, Any]:
        return {k: (round(v, 3) if isinstance(v, float) else v)
                for k, v in self.__dict__.items()}


def run(url: str, script: str, seconds: int, connections: int, workdir: Path,
        name: str = "wrk", during: Callable[[int], Any] | None = None) -> WrkResult:
    """wrk for ``seconds``; ``during(wrk's pid)`` is called halfway through (its answer is
    the result's ``probe``: the bench asks which worker holds which connection)."""
    binary = need("wrk", "wrk")
    lua = workdir / f"{name}.lua"
    lua.write_text(script)
    cmd = [binary, "-t", str(connections), "-c", str(connections), "-d", f"{seconds}s",
           "--timeout", "10s", "-s", str(lua), url]
    probe = None
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True) as proc:
        if during is not None:
            time.sleep(seconds / 2)
            probe = during(proc.pid)
        try:
            stdout, stderr = proc.communicate(timeout=seconds + 60)
        except subprocess.TimeoutExpired:
            proc.kill()
            stdout, stderr = proc.communicate()
    line = next((x for x in stdout.splitlines() if x.startswith(MARK)), None)
    if proc.returncode != 0 or line is None:
        raise BenchError(f"wrk failed ({proc.returncode}):\n{stdout}\n{stderr}")
    d = json.loads(line[len(MARK):])
    secs = d["duration_us"] / 1e6
    return WrkResult(
        requests=d["requests"], seconds=secs, rps=d["requests"] / secs,
        p50_ms=d["p50_us"] / 1e3, p90_ms=d["p90_us"] / 1e3, p99_ms=d["p99_us"] / 1e3,
        max_ms=d["max_us"] / 1e3,
        errors=d["non_2xx"] + d["socket_errors"] + d["timeouts"] + d["bad"],
        exhausted=bool(d["exhausted"]), probe=probe)
