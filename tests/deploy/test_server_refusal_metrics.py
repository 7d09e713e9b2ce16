"""Issue 11: `/metrics` counts every answer by status and "requests refused by a limit",
also the answers the HTTP server writes itself, before the application runs.

gunicorn (`deploy/gunicorn.conf.py`) and waitress (`make run`, `deploy/serve.py`) refuse
an over-long request line, an over-long header block and (waitress) a body over
`MAX_CONTENT_LENGTH` with their own JSON answer; the application never sees those
requests, so they were missing from `stichwerk_http_responses_total` and from
`stichwerk_limit_refusals_total`. Now each counts under the route ``unmatched`` (method
``other``: the request was not read) and under its limit: ``request_line`` (414),
``request_headers`` (431), ``max_content_length`` (413).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.deploy.harness import Gunicorn, Process, Served, http_get
from tests.deploy.test_proxy import raw

pytestmark = pytest.mark.slow

LIMIT = 262_144  # MAX_CONTENT_LENGTH's default


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("server-refusals")


@pytest.fixture(scope="module")
def gunicorn(logs: Path) -> Iterator[Gunicorn]:
    with Gunicorn(logs / "gunicorn.log", {"THREADS": "4"}) as server:
        yield server


@pytest.fixture(scope="module")
def waitress(logs: Path) -> Iterator[Served]:
    with Served(logs / "serve.log", {}) as server:
        yield server


def samples(port: int) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    status, _, body = http_get(port, "/metrics")
    assert status == 200
    return {(s.name, frozenset(s.labels.items())): s.value
            for family in text_string_to_metric_families(body.decode())
            for s in family.samples}


def refusals(port: int, limit: str) -> float:
    return samples(port).get(
        ("stichwerk_limit_refusals_total", frozenset({("limit", limit)})), 0.0)


def unmatched_answers(port: int, status: int) -> float:
    return samples(port).get(("stichwerk_http_responses_total", frozenset(
        {("method", "other"), ("route", "unmatched"), ("status", str(status))})), 0.0)


def count_of(port: int, data: bytes, status: int, limit: str) -> None:
    """Send ``data``: the server's own ``status`` answer, counted once as an answer and
    once as a refusal by ``limit``."""
    refused, answered = refusals(port, limit), unmatched_answers(port, status)
    got, _, body, _ = raw(port, data)
    assert got == status, body[:300]
    assert refusals(port, limit) == refused + 1
    assert unmatched_answers(port, status) == answered + 1


def get(path: str, extra: bytes = b"") -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: x\r\n".encode() + extra + b"Connection: close\r\n\r\n"


@pytest.mark.parametrize("name", ["gunicorn", "waitress"])
def test_a_header_block_over_the_servers_limit_is_counted(request, name):
    server: Process = request.getfixturevalue(name)
    count_of(server.port, get("/healthz", b"X-A: " + b"b" * 70_000 + b"\r\n"), 431,
             "request_headers")


def test_a_request_line_over_gunicorns_limit_is_counted(gunicorn):
    count_of(gunicorn.port, get("/" + "a" * 9000), 414, "request_line")


def test_a_body_over_max_content_length_refused_by_waitress_is_counted(waitress):
    """waitress refuses a declared length of `MAX_CONTENT_LENGTH` + 64 KiB (its allowance
    for chunk framing, deploy/serve.py) by itself, before reading the body; a smaller
    excess reaches the application, whose 413 counts the same limit."""
    declared = LIMIT + 65_536 + 1
    head = (f"POST /v1/games/watten/states HTTP/1.1\r\nHost: x\r\n"
            f"Content-Type: application/json\r\nContent-Length: {declared}\r\n"
            f"Connection: close\r\n\r\n").encode()
    count_of(waitress.port, head + b" " * 1024, 413, "max_content_length")
