"""Sealed states across real processes: two gunicorn servers started with keys from the
environment (deploy/gunicorn.conf.py, real HTTP). A token sealed by one opens on the
other when that one holds the key; the server that put a new key first seals with it, so
a server without that key refuses its tokens (422 `invalid_state_token`); a gunicorn
whose STATE_TOKEN_KEYS is not a key list does not start."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.deploy.harness import REPO, Gunicorn, http_get
from tests.service.redis_server import free_port
from tests.service.sealed_support import KEY_A, KEY_B

MOVES = 12


def post(port: int, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    status, _, data = http_get(port, path, timeout=30.0, method="POST",
                               body=json.dumps(body).encode(),
                               headers={"Content-Type": "application/json"})
    return status, json.loads(data)


def test_tokens_travel_between_servers_that_hold_the_key(tmp_path: Path) -> None:
    unlimited = {"RATE_LIMIT_BOT_MOVES": "off"}  # the test posts bot moves back to back
    with Gunicorn(tmp_path / "a.log", {"STATE_TOKEN_KEYS": KEY_A, **unlimited}) as a, \
            Gunicorn(tmp_path / "b.log", {"STATE_TOKEN_KEYS": f"{KEY_B},{KEY_A}",
                                          **unlimited}) as b:
        status, created = post(a.port, "/v1/games/hearts/states", {"sealed": True,
                                                                   "seat": 0})
        assert status == 201 and set(created) == {"sealed", "state_token", "view"}, created
        token = created["state_token"]
        for step in range(MOVES):
            status, bot = post(b.port, "/v1/games/hearts/bot-moves",
                               {"state_token": token, "level": "random", "seed": step})
            assert status == 200, bot
            status, out = post(b.port, "/v1/games/hearts/moves",
                               {"state_token": token, "move": bot["move"], "seat": 0})
            assert status == 200 and out["legal"] is True, out
            assert "state" not in out
            token = out["state_token"]
            # b sealed it with KEY_B, which a does not hold
            status, refused = post(a.port, "/v1/games/hearts/views",
                                   {"state_token": token, "seat": 0})
            assert status == 422 and refused["code"] == "invalid_state_token", refused
            assert "does not hold" in refused["errors"]["state_token"]
        status, view = post(b.port, "/v1/games/hearts/views", {"state_token": token,
                                                               "seat": 0})
        assert status == 200 and view["view"]["version"] == MOVES
        for server in (a, b):
            assert token not in server.output() and created["state_token"] not in \
                server.output()


def test_gunicorn_does_not_start_with_a_bad_key_list(tmp_path: Path) -> None:
    port = free_port()
    server = Gunicorn(tmp_path / "bad.log", {"STATE_TOKEN_KEYS": f"{KEY_A},tooshort"})
    server.port = port
    done = subprocess.run([sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                           "service.wsgi:app"], cwd=REPO, env=server.environment(),
                          capture_output=True, text=True, timeout=90)
    assert done.returncode != 0
    output = done.stdout + done.stderr
    # One line that names the variable, before anything listens (service/server_env.py).
    assert "gunicorn.conf: STATE_TOKEN_KEYS: key 2" in output, output[-2000:]
    assert KEY_A not in output, "a key reached the log"
