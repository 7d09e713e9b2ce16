"""Hostile requests against the real servers (loopback only, bounded): chunked bodies over
``MAX_CONTENT_LENGTH`` under gunicorn (deploy/gunicorn.conf.py), waitress (deploy/serve.py,
`make run`) and nginx in front of gunicorn; gunicorn's own error answers, directly and
through nginx (what a client of the deploy sees); a few of the corpus's body attacks
through a real gunicorn.

Before: a chunked body was cut silently at the limit and the prefix parsed (a valid
object followed by 300 KB of spaces was a 201), and gunicorn answered 400/414/431 with
an HTML page."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.harness import Gunicorn, Nginx, Process, Served
from tests.deploy.test_proxy import raw

pytestmark = pytest.mark.slow

LIMIT = 262_144  # MAX_CONTENT_LENGTH's default
PATH = "/v1/games/hearts/states"


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("hostile-servers")


@pytest.fixture(scope="module")
def gunicorn(logs: Path) -> Iterator[Gunicorn]:
    with Gunicorn(logs / "gunicorn.log", {"THREADS": "4"}) as server:
        yield server


@pytest.fixture(scope="module")
def waitress(logs: Path) -> Iterator[Served]:
    with Served(logs / "serve.log") as server:
        yield server


@pytest.fixture(scope="module")
def nginx(logs: Path, gunicorn: Gunicorn) -> Iterator[Nginx]:
    with Nginx(logs / "nginx", gunicorn.port) as proxy:
        yield proxy


def json_error(status: int | None, headers: dict[str, str], body: bytes, expected: int,
               code: str) -> dict[str, Any]:
    assert status == expected, (status, body[:300])
    assert headers["content-type"] == "application/json", headers
    doc: dict[str, Any] = json.loads(body)
    assert set(doc) == {"code", "status", "message", "errors"}, doc
    assert (doc["status"], doc["code"]) == (expected, code), doc
    return doc


def server(name: str, request: pytest.FixtureRequest) -> Process:
    found: Process = request.getfixturevalue(name)
    return found


def chunked(body: bytes, chunk: int = 16_384, path: str = PATH) -> bytes:
    head = (f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").encode()
    parts = [b"%x\r\n%s\r\n" % (len(body[i:i + chunk]), body[i:i + chunk])
             for i in range(0, len(body), chunk)]
    return head + b"".join(parts) + b"0\r\n\r\n"


@pytest.mark.parametrize("name", ["gunicorn", "waitress", "nginx"])
@pytest.mark.parametrize("padding", [LIMIT, 2_000_000], ids=["over-by-12-bytes", "2MB"])
def test_a_chunked_body_over_the_limit_is_a_json_413(request, name, padding):
    """A valid object, then spaces past the limit: the whole body is too large."""
    body = b'{"seed": 5}' + b" " * padding
    status, headers, answer, _ = raw(server(name, request).port, chunked(body), timeout=20)
    doc = json_error(status, headers, answer, 413, "payload_too_large")
    assert str(LIMIT) in doc["message"]


@pytest.mark.parametrize("name", ["gunicorn", "waitress", "nginx"])
def test_a_chunked_body_under_the_limit_is_read_whole(request, name):
    body = json.dumps({"seed": 5, "options": {"target": 50}}).encode() + b" " * (LIMIT - 100)
    assert len(body) <= LIMIT
    status, _, answer, _ = raw(server(name, request).port, chunked(body), timeout=20)
    assert status == 201, answer[:300]
    state = json.loads(answer)["state"]
    assert (state["seed"], state["options"]["target"]) == (5, 50)


def request_line(path: str, extra: bytes = b"") -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: x\r\n".encode() + extra + b"Connection: close\r\n\r\n"


GUNICORN_OWN_ERRORS = [
    ("request line over 8190", request_line("/" + "a" * 9000), 414, "uri_too_long"),
    ("invalid method", b"GARB\x01GE / HTTP/1.1\r\nHost: x\r\n\r\n", 400, "bad_request"),
    ("header line over 8190", request_line("/healthz", b"X-A: " + b"b" * 9000 + b"\r\n"),
     431, "header_too_large"),
    ("more than 100 header fields",
     request_line("/healthz", b"".join(b"X-%d: 1\r\n" % i for i in range(120))), 431,
     "header_too_large"),
    ("bad chunk size", b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: x\r\n"
     b"Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "bad_request"),
    # An expectation other than 100-continue: 417 with its own code (it was
    # "bad_request" with status 417, found by an audit).
    ("unknown expectation", request_line("/healthz", b"Expect: 200-ok\r\n"), 417,
     "expectation_failed"),
    ("unsupported transfer coding", b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: x\r\n"
     b"Transfer-Encoding: foo, chunked\r\n\r\n0\r\n\r\n", 501, "not_implemented"),
]


@pytest.mark.parametrize("name, data, status, code", GUNICORN_OWN_ERRORS,
                         ids=[e[0] for e in GUNICORN_OWN_ERRORS])
def test_gunicorns_own_errors_are_json(gunicorn, name, data, status, code):
    """Answered by gunicorn before the application runs: JSON, the service's shape."""
    got, headers, body, _ = raw(gunicorn.port, data)
    assert got == status, body
    assert headers["content-type"] == "application/json", body
    doc = json.loads(body)
    assert set(doc) == {"code", "status", "message", "errors"}
    assert (doc["status"], doc["code"]) == (status, code)


@pytest.mark.parametrize("name", ["gunicorn", "waitress"])
def test_the_servers_own_errors_carry_a_request_id(request, name):
    """``X-Request-Id`` is returned on every answer (README), also on the ones the server
    writes before the application runs (found by an audit: gunicorn's and waitress's own
    JSON errors had none). waitress keeps the client's valid id when it read the headers;
    gunicorn's hook does not see the request, so it names a fresh one."""
    port = server(name, request).port
    for data in (b"GARB\x01GE / HTTP/1.1\r\nHost: x\r\nX-Request-Id: mine-1\r\n\r\n",
                 request_line("/healthz", b"X-Request-Id: mine-1\r\nX-A: " + b"b" * 70_000
                              + b"\r\n")):
        got, headers, body, _ = raw(port, data)
        assert got is not None and got >= 400, body
        rid = headers.get("x-request-id", "")
        assert rid == "mine-1" or re.fullmatch("[0-9a-f]{32}", rid), \
            (got, headers)


@pytest.mark.parametrize("name", ["gunicorn", "nginx"])
def test_a_refused_request_line_logs_no_secret_of_its_query(request, gunicorn, name):
    """gunicorn refuses a request line with a byte that is not ASCII (nginx passes it on)
    before the application, and logged the whole line at `warning`: a stream ticket in
    its query, still unused and valid, was in the log (found by an audit). Now the query
    is `?[redacted]`, as in nginx's access log, and a secret anywhere else too."""
    port = server(name, request).port
    for target in ("/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/events/stream?ticket=stt_SECRETa&x=\xe9",
                   "/v1/sessions/stw_SECRETb/\xe9", "/x?Token=abc\xe9"):
        got, _, body, _ = raw(port, f"GET {target} HTTP/1.1\r\nHost: x\r\n"
                                    "Connection: close\r\n\r\n".encode("latin-1"))
        assert got == 400, body
    deadline = time.monotonic() + 5
    while (gunicorn.output().count("Invalid HTTP request line") < 3
           and time.monotonic() < deadline):
        time.sleep(0.05)
    refused = [line for line in gunicorn.output().splitlines()
               if "Invalid HTTP request line" in line]
    assert len(refused) >= 3, gunicorn.output()[-2000:]
    assert not any(secret in line for line in refused
                   for secret in ("SECRETa", "SECRETb", "Token=abc")), refused
    assert sum("?[redacted]" in line for line in refused) >= 2, refused


@pytest.mark.parametrize("data, status, code", [
    # Under nginx's 8k but over gunicorn's old 4094-byte request line: the application
    # answers now (a JSON 404), not gunicorn's HTML 414.
    (request_line("/" + "a" * 6000), 404, "not_found"),
    # Over nginx's 8k: nginx's own JSON 414.
    (request_line("/" + "a" * 9000), 414, "uri_too_long"),
    # A header line of 8190 bytes fills nginx's 8k buffer with its CRLF and passes; the
    # application answers it (gunicorn's old 8190 with the CRLF counted refused it: 431).
    # One byte more is nginx's own 400.
    (request_line("/healthz", b"X-A: " + b"b" * 8185 + b"\r\n"), 200, None),
    (request_line("/healthz", b"X-A: " + b"b" * 8186 + b"\r\n"), 400, "bad_request"),
    # Many small headers pass nginx; gunicorn refuses more than 100 fields, in JSON.
    (request_line("/healthz", b"".join(b"X-%d: 1\r\n" % i for i in range(120))), 431,
     "header_too_large"),
    (b"GARBAGE\r\n\r\n", 400, "bad_request"),
])
def test_through_nginx_every_error_a_client_sees_is_json(nginx, data, status, code: str | None):
    got, headers, body, _ = raw(nginx.port, data, source="127.0.0.3")
    assert got == status, body
    assert headers["content-type"].startswith("application/json"), (headers, body)
    doc = json.loads(body)
    if code is None:  # answered by the application
        assert got == 200 and doc == {"status": "ok"}, doc
        return
    assert (doc["status"], doc["code"]) == (status, code), doc


@pytest.mark.parametrize("body, status, code", [
    (b'{"\\ud800": 1}', 400, "invalid_json"),
    (b'{"\xed\xa0\x80": 1}', 400, "invalid_json"),  # a surrogate written as UTF-8: was a 500
    (b'{"a":' + b"[" * 969 + b"]" * 969 + b"}", 400, "invalid_json"),
    (b'{"seed": 9223372036854775807}', 422, "validation_error"),
    (b'{"options": {"pass_cycle": [' + b'"left",' * 31_999 + b'"left"]}}', 422,
     "invalid_option"),
])
@pytest.mark.parametrize("name", ["gunicorn", "waitress"])
def test_body_attacks_through_the_real_servers(request, name, body, status, code):
    data = (f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body
    got, headers, answer, _ = raw(server(name, request).port, data)
    assert got == status, answer[:300]
    assert headers["content-type"] == "application/json"
    assert json.loads(answer)["code"] == code
