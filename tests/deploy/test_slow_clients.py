"""50 idle plus 50 trickling connections from one client while /healthz keeps answering:
against `make run`'s server directly, and through nginx in front of gunicorn (the
container's embedded mode, and the deploy's Redis mode with two threaded workers).

Generous limits, no timing assertion beyond "every probe answered within 5 s". The same
attack, with the figures before and after, is `python -m tests.deploy.measure`.
"""

from __future__ import annotations

import json
import re
import resource
import time
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.harness import (
    ATTACKER,
    PROBER,
    REPO,
    Gunicorn,
    Nginx,
    Served,
    SlowClients,
    http_get,
    probe_series,
    summary,
)
from tests.deploy.measure_partial_heads import open_heads, still_open
from tests.deploy.test_proxy import raw
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import seats_spec, tokens_of

pytestmark = pytest.mark.slow

PROBES = 24  # one every 0.25 s: about 6 s of attack per test


def attack_and_probe(attack_port: int, probe_port: int, source: str) -> dict[str, Any]:
    with SlowClients(attack_port, idle=50, trickle=50, duration=60) as attack:
        assert attack.stats["connected"] >= 100, attack.stats
        latencies = probe_series(probe_port, count=PROBES, timeout=5.0, source=source)
        stats = {**attack.stats, **summary(latencies)}
    assert stats["answered"] == PROBES, stats
    return stats


def test_make_run_uses_the_server_tested_here():
    recipe = re.search(r"^run:.*\n((?:\t.*\n)+)", (REPO / "Makefile").read_text(), re.M)
    assert recipe and "deploy/serve.py" in recipe.group(1)


def test_make_run_server_answers_its_own_client_under_slow_clients(tmp_path):
    """waitress reads every connection in its I/O thread: the attacker's own probes (the
    same address) are answered, and the trickled requests never reach a thread."""
    with Served(tmp_path / "serve.log") as server:
        attack_and_probe(server.port, server.port, ATTACKER)
        assert http_get(server.port, "/readyz")[0] == 200


def test_make_run_server_answers_its_own_errors_in_json(tmp_path):
    """waitress's own errors (before the application): JSON, the service's shape."""
    big = b" " * 0x10000
    cases = [
        (b"GARBAGE\r\n\r\n", 400, "bad_request"),
        (b"POST /v1/games/watten/states HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked"
         b"\r\nContent-Type: application/json\r\n\r\n"
         + (b"10000\r\n" + big + b"\r\n") * 5 + b"0\r\n\r\n", 413, "payload_too_large"),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"y" * 40000 + b"\r\n\r\n", 431,
         "header_too_large"),
    ]
    with Served(tmp_path / "serve.log") as server:
        for data, status, code in cases:
            got, headers, body, _ = raw(server.port, data)
            assert got == status and headers["content-type"] == "application/json", body
            doc = json.loads(body)
            assert set(doc) == {"code", "status", "message", "errors"}
            assert (doc["status"], doc["code"]) == (status, code)
        status, headers, body = http_get(server.port, "/v1/games/watten/states",
                                         method="POST", body=b" " * 300_000,
                                         headers={"Content-Type": "application/json"})
        assert status == 413 and json.loads(body)["code"] == "payload_too_large"


@pytest.mark.parametrize("limits", ["defaults", "lifted"])
def test_proxy_in_front_of_the_embedded_gunicorn(tmp_path, limits):
    """nginx in front of the container's embedded mode (one threaded worker, 4 threads,
    which alone goes deaf to 4 slow bodies). With the default per-client limits the
    attacker is refused beyond 20 requests in progress and another client is served;
    with the limits lifted, nginx's buffering alone keeps gunicorn free, and even the
    attacker's own probes are answered."""
    env = {} if limits == "defaults" else {"NGINX_CONN_PER_CLIENT": "60000",
                                           "NGINX_RATE_PER_CLIENT": "100000r/s",
                                           "NGINX_BURST_PER_CLIENT": "100000"}
    with Gunicorn(tmp_path / "gunicorn.log", {"THREADS": "4"}) as api, \
            Nginx(tmp_path / "nginx", api.port, env) as proxy:
        source = PROBER if limits == "defaults" else ATTACKER
        stats = attack_and_probe(proxy.port, proxy.port, source)
        if limits == "defaults":
            assert stats["server_answers"] > 0, stats  # 429s for the attacker
        status, _, body = http_get(proxy.port, "/v1/games/watten/states", method="POST",
                                   body=b'{"seed": 5}', source=PROBER,
                                   headers={"Content-Type": "application/json"})
        assert status == 201 and json.loads(body)["state"]["seed"] == 5


@pytest.mark.redis
def test_the_deploy_topology_with_redis(tmp_path):
    """The compose file's and the pod's topology: nginx → gunicorn (2 threaded workers,
    REDIS_URL) → Redis. Slow clients do not reach the workers; a session made and read
    through the proxy works; /readyz answers through it too."""
    with RedisServer(tmp_path) as redis, \
            Gunicorn(tmp_path / "gunicorn.log", {"REDIS_URL": redis.url,
                                                 "WEB_CONCURRENCY": "2",
                                                 "THREADS": "4"}) as api, \
            Nginx(tmp_path / "nginx", api.port) as proxy:
        attack_and_probe(proxy.port, proxy.port, PROBER)
        status, _, body = http_get(
            proxy.port, "/v1/sessions", method="POST", source=PROBER,
            body=json.dumps({"game": "watten", "seats": seats_spec(
                "human", "random", "random", "random")}).encode(),
            headers={"Content-Type": "application/json"})
        assert status == 201, body
        created = json.loads(body)
        token = tokens_of(created)[0]
        status, headers, body = http_get(
            proxy.port, f"/v1/sessions/{created['id']}", source=PROBER,
            headers={"Authorization": f"Bearer {token}", "X-Request-Id": "deploy-1"})
        assert status == 200 and headers["x-request-id"] == "deploy-1", body
        assert http_get(proxy.port, "/readyz", source=PROBER)[0] == 200
        assert "Traceback" not in Path(api.log_path).read_text(errors="replace")


def room_for_open_files(needed: int) -> None:
    """Raise this process's soft limit of open files to ``needed`` (a CI's default soft
    limit is often 1,024); skip when the hard limit does not allow it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < needed:
        if hard != resource.RLIM_INFINITY and hard < needed:
            pytest.skip(f"needs {needed} open files; the hard limit here is {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


def test_partial_heads_from_one_address_leave_room_for_everyone_else(tmp_path):
    """A slowloris through nginx with its defaults: 4,200 connections from one address,
    each with a partial request head (`limit_conn` cannot count them). With 4,096
    worker_connections nginx ran out of slots ("worker_connections are not enough") and
    closed new connections, the other clients' too. Now every head is held while another
    address is served, and nginx closes them all once client_header_timeout is over."""
    heads = 4200
    room_for_open_files(heads + 512)  # this process's end of every head, and the rest
    with Gunicorn(tmp_path / "gunicorn.log") as api, \
            Nginx(tmp_path / "nginx", api.port, {"NGINX_ACCESS_LOG": "off"}) as proxy:
        conf = (proxy.prefix / "nginx.conf").read_text()
        timeout = int(re.search(r"client_header_timeout (\d+)s;", conf).group(1))
        socks = open_heads(proxy.port, heads)
        opened = time.monotonic()  # the last head's client_header_timeout runs from here
        try:
            assert len(socks) == heads
            answered = [http_get(proxy.port, timeout=3.0, source=PROBER)[0]
                        for _ in range(10)]
            assert answered == [200] * 10
            assert still_open(socks) == heads
            assert "worker_connections are not enough" not in proxy.output()
            # every partial head closed by nginx once its timeout is over (polled: the
            # last one times out about `timeout` s after it was opened)
            deadline = opened + timeout + 10
            while (left := still_open(socks)) and time.monotonic() < deadline:
                time.sleep(0.25)
            assert left == 0, f"{left} heads still open {timeout} + 10 s after opening"
        finally:
            for sock in socks:
                sock.close()
