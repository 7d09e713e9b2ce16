"""Hostile requests against the real servers (loopback only, bounded): chunked bodies over
``MAX_CONTENT_LENGTH`` under gunicorn (deploy/gunicorn.conf.py), waitress (deploy/serve.py,
`make run`) and nginx in front of gunicorn; gunicorn's own error answers, directly and
through nginx (what a client of the deploy sees); a few of the corpus's body attacks
through a real gunicorn; bodies cut short of their Content-Length, repeated
``Idempotency-Key`` headers, the ``Content-Type`` of empty answers, and bodies that are
not UTF-8, under every server.

Before: a chunked body was cut silently at the limit and the prefix parsed (a valid
object followed by 300 KB of spaces was a 201), and gunicorn answered 400/414/431 with
an HTML page. Before (audit of the open items of issue 11): gunicorn processed a body cut
short of its Content-Length as if it were whole (a move was applied); two
``Idempotency-Key`` headers were one key ``a,b`` (gunicorn, nginx); a 204, an ``OPTIONS``
answer and a CORS preflight carried ``Content-Type: text/html``; UTF-16 and UTF-32
bodies were parsed."""

from __future__ import annotations

import json
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.harness import Gunicorn, Nginx, Process, Served, http_get, watten_table
from tests.deploy.test_proxy import raw
from tests.service.sessions_support import bearer, tokens_of

pytestmark = pytest.mark.slow

LIMIT = 262_144  # MAX_CONTENT_LENGTH's default
PATH = "/v1/games/hearts/states"


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("hostile-servers")


ORIGIN = "https://app.example"  # CORS on: the preflights below
SERVER_ENV = {"CORS_ORIGINS": ORIGIN}


@pytest.fixture(scope="module")
def gunicorn(logs: Path) -> Iterator[Gunicorn]:
    """The deploy's default worker class (THREADS > 1): service/worker.py's."""
    with Gunicorn(logs / "gunicorn.log", {"THREADS": "4", **SERVER_ENV}) as server:
        yield server


@pytest.fixture(scope="module")
def gthread(logs: Path) -> Iterator[Gunicorn]:
    """gunicorn's own threaded worker (``WORKER_CLASS=gthread``)."""
    with Gunicorn(logs / "gthread.log", {"THREADS": "4", "WORKER_CLASS": "gthread",
                                          **SERVER_ENV}) as server:
        yield server


@pytest.fixture(scope="module")
def sync(logs: Path) -> Iterator[Gunicorn]:
    """gunicorn's sync worker (``THREADS=1`` without streams)."""
    with Gunicorn(logs / "sync.log", {"THREADS": "1", "STREAM_MAX_CONNECTIONS": "0",
                                       **SERVER_ENV}) as server:
        yield server


@pytest.fixture(scope="module")
def waitress(logs: Path) -> Iterator[Served]:
    with Served(logs / "serve.log", SERVER_ENV) as server:
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
    json_error(got, headers, body, status, code)


WAITRESS_OWN_ERRORS = [
    ("malformed request line", b"GARB\x01GE / HTTP/1.1\r\nHost: x\r\n\r\n", 400,
     "bad_request"),
    ("unsupported transfer coding", b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: x\r\n"
     b"Transfer-Encoding: foo, chunked\r\n\r\n0\r\n\r\n", 501, "not_implemented"),
]


@pytest.mark.parametrize("name, data, status, code", WAITRESS_OWN_ERRORS,
                         ids=[e[0] for e in WAITRESS_OWN_ERRORS])
def test_make_runs_own_errors_are_json(waitress, name, data, status, code):
    got, headers, body, _ = raw(waitress.port, data, timeout=5)
    json_error(got, headers, body, status, code)


def test_a_body_make_run_refuses_unread_is_never_read_as_the_next_request(waitress):
    """waitress refuses a body far over MAX_CONTENT_LENGTH on its Content-Length alone:
    it answers 413 and closes the connection (a keep-alive one too), so the bytes sent as
    that body are never parsed as a request of their own."""
    smuggled = b"GET /v1/games HTTP/1.1\r\nHost: x\r\n\r\n"
    head = (f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {4 * LIMIT}\r\n\r\n").encode()
    with socket.create_connection(("127.0.0.1", waitress.port), timeout=5) as sock:
        sock.sendall(head + smuggled)
        out = b""
        while chunk := sock.recv(65536):  # a connection kept open: a timeout, a failure
            out += chunk
    assert out.count(b"HTTP/1.1 ") == 1 and out.startswith(b"HTTP/1.1 413"), out[:300]
    assert b"connection: close" in out.lower()


def test_make_runs_header_block_limit_is_32_kib(waitress):
    """README "Fixed on purpose": waitress's header block is 32 KiB (deploy/serve.py); it
    refuses a head (request line, headers, blank line) that reaches its limit."""
    def head_of(size: int) -> bytes:
        start = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: "
        end = b"\r\nConnection: close\r\n\r\n"
        return start + b"p" * (size - len(start) - len(end)) + end

    status, _, body, _ = raw(waitress.port, head_of(32 * 1024 - 1))
    assert status == 200, body[:300]
    status, headers, body, _ = raw(waitress.port, head_of(32 * 1024))
    json_error(status, headers, body, 431, "header_too_large")


def test_make_runs_own_413_is_readable_by_a_listed_origins_page(waitress):
    """README "Browsers and CORS": every answer to an allowed origin, errors included,
    carries ``Access-Control-Allow-Origin`` and exposes the headers a client reads, and
    every answer says ``Vary: Origin``. waitress refuses a body far over
    ``MAX_CONTENT_LENGTH`` itself (its ``Content-Length`` is enough), before the app runs:
    that 413 had no CORS header, so a page read it as a network error (audit)."""
    def post(origin: str) -> tuple[int | None, dict[str, str], bytes]:
        head = (f"POST {PATH} HTTP/1.1\r\nHost: x\r\nOrigin: {origin}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {4 * LIMIT}\r\n"
                f"Connection: close\r\n\r\n").encode()
        status, headers, body, _ = raw(waitress.port, head)
        json_error(status, headers, body, 413, "payload_too_large")
        return status, headers, body

    _, headers, _ = post(ORIGIN)
    assert headers.get("access-control-allow-origin") == ORIGIN, headers
    exposed = {h.strip().lower() for h in headers["access-control-expose-headers"].split(",")}
    assert {"x-request-id", "retry-after", "idempotent-replayed", "location"} <= exposed
    assert "origin" in headers["vary"].lower()
    _, headers, _ = post("https://evil.example")  # not listed: no CORS header at all
    assert not [h for h in headers if h.startswith("access-control-")], headers
    assert "origin" in headers["vary"].lower()


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


# ----- a body cut short of its Content-Length -------------------------------------------

SERVERS = ["gunicorn", "gthread", "sync", "waitress", "nginx"]
GUNICORNS = {"gunicorn", "gthread", "sync"}  # these can and do answer: 400 bad_request
CALL_RANK = {"move": {"seat": 1, "type": "call_rank", "rank": "7"}}  # legal at version 0


def session_version(port: int, sid: str, token: str) -> int:
    status, _, body = http_get(port, f"/v1/sessions/{sid}", headers=bearer(token))
    assert status == 200, body
    version: int = json.loads(body)["version"]
    return version


def send_cut_short(port: int, path: str, body: bytes, headers: dict[str, str],
                   ) -> socket.socket:
    """``body`` whole, announced with 20 bytes more than it has: the rest never comes."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    head = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    sock.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 f"Content-Length: {len(body) + 20}\r\n{head}\r\n".encode() + body)
    return sock


def answer_after_shutdown(sock: socket.socket) -> tuple[int | None, dict[str, str], bytes]:
    """Shut the sending side down and read until the server closes."""
    out = b""
    with sock:
        sock.shutdown(socket.SHUT_WR)
        try:
            while chunk := sock.recv(65536):
                out += chunk
        except ConnectionResetError:
            pass
    if not out:
        return None, {}, b""
    head, _, body = out.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), headers, body


def refused_or_closed(name: str, status: int | None, headers: dict[str, str],
                      body: bytes) -> None:
    """gunicorn answers 400 ``bad_request`` (the client still reads); waitress and nginx
    close the connection without an answer (neither passes the request on)."""
    if name in GUNICORNS:
        doc = json_error(status, headers, body, 400, "bad_request")
        assert "Content-Length" in doc["message"], doc
    else:
        assert status is None, (status, body[:300])


def cut_short_requests(port: int) -> list[tuple[str, bytes, dict[str, str]]]:
    """A stateless route the fast lane serves, one Flask serves, and a session move."""
    status, _, body = http_get(port, "/v1/games/watten/states", method="POST",
                               body=b'{"seed": 3, "dealer": 0}',
                               headers={"Content-Type": "application/json"})
    assert status == 201, body
    state = json.loads(body)["state"]
    return [("/v1/games/watten/legal-moves", json.dumps({"state": state}).encode(), {}),
            ("/v1/games/hearts/states", b'{"seed": 5}', {})]


@pytest.mark.parametrize("name", SERVERS)
def test_a_body_cut_short_is_never_processed(request, name):
    """The client sends less than its Content-Length and shuts its sending side down:
    what it sent is a complete JSON body (a legal move), which gunicorn processed as if
    it were whole (a 201, a 200, the move applied). Now it is a 400 (gunicorn) or no
    answer (waitress, nginx), and the session is where it was."""
    port = server(name, request).port
    for path, body, headers in cut_short_requests(port):
        sock = send_cut_short(port, path, body, headers)
        refused_or_closed(name, *answer_after_shutdown(sock))
    created = watten_table(port)
    sid, tokens = created["id"], tokens_of(created)
    sock = send_cut_short(port, f"/v1/sessions/{sid}/moves", json.dumps(CALL_RANK).encode(),
                          {**bearer(tokens[1]), "Idempotency-Key": "cut-1"})
    refused_or_closed(name, *answer_after_shutdown(sock))
    assert session_version(port, sid, tokens[1]) == 0
    # The same move sent whole is applied (the cut one left no trace, not even its key).
    status, _, answer = http_get(port, f"/v1/sessions/{sid}/moves", method="POST",
                                 body=json.dumps(CALL_RANK).encode(),
                                 headers={"Content-Type": "application/json",
                                          "Idempotency-Key": "cut-1", **bearer(tokens[1])})
    assert status == 200 and json.loads(answer)["legal"] is True, answer


@pytest.mark.parametrize("name", [s for s in SERVERS if s != "sync"])
def test_a_body_that_stalls_short_of_its_length_is_never_processed(request, name):
    """The client stops sending inside its body and waits: nothing is answered and
    nothing applied while it waits; when it then closes its side, the same as above.
    (Not the sync worker: it serves nothing else while a client stalls, so the session
    cannot be read meanwhile; the test above covers its reader.)"""
    port = server(name, request).port
    created = watten_table(port)
    sid, tokens = created["id"], tokens_of(created)
    sock = send_cut_short(port, f"/v1/sessions/{sid}/moves", json.dumps(CALL_RANK).encode(),
                          bearer(tokens[1]))
    with sock:
        time.sleep(1.0)  # a stall (nginx's client_body_timeout is 10 s)
        assert session_version(port, sid, tokens[1]) == 0
        sock.setblocking(False)
        with pytest.raises(BlockingIOError):
            sock.recv(1)  # no answer yet
        sock.setblocking(True)
        refused_or_closed(name, *answer_after_shutdown(sock))
    assert session_version(port, sid, tokens[1]) == 0


# ----- a header given twice -------------------------------------------------------------


@pytest.mark.parametrize("name", ["gunicorn", "waitress", "nginx"])
def test_two_idempotency_keys_are_refused_naming_the_header(request, name):
    """gunicorn joins two headers of one name into ``a,b`` (nginx passes both on),
    waitress into ``a, b``: a move with two keys was stored under the key ``a,b``
    (gunicorn, nginx). Refused now, as a query parameter given twice is."""
    port = server(name, request).port
    created = watten_table(port)
    sid, tokens = created["id"], tokens_of(created)
    data = json.dumps(CALL_RANK).encode()
    head = (f"POST /v1/sessions/{sid}/moves HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {tokens[1]}\r\nContent-Type: application/json\r\n"
            f"Idempotency-Key: key-a\r\nIdempotency-Key: key-b\r\n"
            f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n")
    status, headers, body, _ = raw(port, head.encode() + data)
    doc = json_error(status, headers, body, 422, "validation_error")
    assert doc["errors"] == {"Idempotency-Key": "Given more than once."}, doc
    assert session_version(port, sid, tokens[1]) == 0


# ----- empty answers --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["gunicorn", "waitress", "nginx"])
def test_empty_answers_carry_no_content_type(request, name):
    """Every answer without a body (a 204, the automatic ``OPTIONS`` answer, a CORS
    preflight, a 304) carries no ``Content-Type``: the first three said ``text/html``.
    A ``HEAD`` carries its ``GET``'s (it describes that answer)."""
    port = server(name, request).port
    created = watten_table(port)
    empty = [
        ("DELETE", f"/v1/sessions/{created['id']}", bearer(created["host_token"]), 204),
        ("OPTIONS", "/healthz", {}, 200),
        ("OPTIONS", "/v1/games/watten/moves",
         {"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type"}, 200),
    ]
    status, headers, _ = http_get(port, "/play/")
    assert status == 200
    empty.append(("GET", "/play/", {"If-None-Match": headers["etag"]}, 304))
    for method, path, extra, expected in empty:
        status, headers, body = http_get(port, path, method=method, headers=extra)
        assert (status, body) == (expected, b""), (method, path, status, body)
        assert "content-type" not in headers, (method, path, headers)
        if method == "OPTIONS" and "Origin" in extra:
            assert headers["access-control-allow-origin"] == ORIGIN, headers
    status, headers, body = http_get(port, "/healthz", method="HEAD")
    assert (status, body, headers["content-type"]) == (200, b"", "application/json")


# ----- bodies that are not UTF-8 --------------------------------------------------------

NOT_UTF8 = ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]


@pytest.mark.parametrize("name", ["gunicorn", "waitress", "nginx"])
def test_a_body_in_utf16_or_utf32_is_refused_and_a_utf8_bom_is_ignored(request, name):
    """RFC 8259 §8.1: JSON between systems MUST be UTF-8 (a parser MAY ignore a byte
    order mark). The standard library's parser took UTF-16 and UTF-32 (with or without
    their BOM) too; the fast lane's never did, and handed them to it."""
    port = server(name, request).port
    created = watten_table(port)
    sid, tokens = created["id"], tokens_of(created)
    status, _, body = http_get(port, "/v1/games/watten/states", method="POST",
                               body=b'{"seed": 3}',
                               headers={"Content-Type": "application/json"})
    state = json.loads(body)["state"]
    bodies = [("/v1/games/hearts/states", {"seed": 5}, {}),
              ("/v1/games/watten/legal-moves", {"state": state}, {}),  # the fast lane's
              (f"/v1/sessions/{sid}/moves", CALL_RANK, bearer(tokens[1]))]
    for path, value, extra in bodies:
        for encoding in NOT_UTF8:
            status, headers, answer = http_get(
                port, path, method="POST", body=json.dumps(value).encode(encoding),
                headers={"Content-Type": "application/json", **extra})
            doc = json_error(status, headers, answer, 400, "invalid_json")
            assert "must be UTF-8" in doc["message"], (path, encoding, doc)
    assert session_version(port, sid, tokens[1]) == 0
    for path, value, extra in bodies:
        status, _, answer = http_get(
            port, path, method="POST", body=json.dumps(value).encode("utf-8-sig"),
            headers={"Content-Type": "application/json", **extra})
        assert status in (200, 201), (path, answer[:300])
    assert session_version(port, sid, tokens[1]) == 1
