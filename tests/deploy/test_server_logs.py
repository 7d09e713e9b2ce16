"""README "Logs": one JSON object per line, from gunicorn, waitress and the service
alike (`time`, `level`, `logger`, `message`, `request_id`, `pid`), the application
writing one access line per request at `info`; `LOG_LEVEL` chooses what is written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.harness import Gunicorn, Process, Served, http_get
from tests.deploy.test_server_variables import CONF, ROOT, clean_env

FIELDS = {"time", "level", "logger", "message", "request_id", "pid"}


def json_lines(text: str) -> list[dict[str, Any]]:
    """Every line of ``text`` as a JSON object (a line that is not one fails)."""
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    assert all(isinstance(line, dict) and set(line) >= FIELDS for line in lines), lines
    return lines


def load_conf(**env: str) -> str:
    done = subprocess.run([sys.executable, "-c", "import runpy, sys; runpy.run_path(sys.argv[1])",
                           CONF], env=clean_env(**env), cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_gunicorn_configs_own_notes_are_json_lines_at_their_level():
    """Its warnings (searches that could hold every request thread, a sync worker with
    streams) and its note on one worker without Redis were plain text lines."""
    warned = json_lines(load_conf(THREADS="2", SEARCH_CONCURRENCY="8", WEB_CONCURRENCY="3"))
    assert [(line["logger"], line["level"]) for line in warned] == [
        ("gunicorn.conf", "info"), ("gunicorn.conf", "warning")], warned
    assert "running 1 worker" in warned[0]["message"]
    assert "SEARCH_CONCURRENCY=8 is not below THREADS=2" in warned[1]["message"]
    [sync] = json_lines(load_conf(WORKER_CLASS="sync", WEB_CONCURRENCY="1"))
    assert sync["level"] == "warning"
    assert "WORKER_CLASS=sync with STREAM_MAX_CONNECTIONS > 0" in sync["message"]
    quieter = json_lines(load_conf(THREADS="2", SEARCH_CONCURRENCY="8", WEB_CONCURRENCY="3",
                                   LOG_LEVEL="warning"))
    assert [line["level"] for line in quieter] == ["warning"]
    assert load_conf(THREADS="2", SEARCH_CONCURRENCY="8", LOG_LEVEL="error").strip() == ""


@pytest.mark.slow
@pytest.mark.parametrize("server", [Gunicorn, Served], ids=["gunicorn", "waitress"])
def test_every_line_a_server_writes_is_json_with_one_access_line_per_request(
        tmp_path: Path, server: type[Gunicorn]) -> None:
    log = tmp_path / "server.log"
    running: Process
    with server(log, {"LOG_LEVEL": "info"}) as running:
        status, _, _ = http_get(running.port, "/v1/games",
                                headers={"X-Request-Id": "log-line-check-1"})
        assert status == 200
    lines = json_lines(log.read_text())
    access = [line for line in lines if line["request_id"] == "log-line-check-1"]
    assert [(line["logger"], line["level"], line["status"], line["route"])
            for line in access] == [("stichwerk.access", "info", 200, "/v1/games")]
