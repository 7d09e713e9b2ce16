"""nginx (deploy/nginx, rendered, started unprivileged on a free port) in front of a small
recording upstream: request ids, request buffering, timeouts, per-client limits, and
nginx's own errors as JSON in the service's error shape."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tests.deploy.harness import Nginx, free_port, http_get
from tests.deploy.measure_partial_heads import worker_pid

pytestmark = pytest.mark.slow

ERROR_SHAPE = {"code", "status", "message", "errors"}


class Recorder(BaseHTTPRequestHandler):
    """Answers 200 JSON with what it saw; ``/slow`` answers after 3 s."""

    seen: ClassVar[list[dict[str, Any]]] = []
    protocol_version = "HTTP/1.1"

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        record = {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()},
                  "body_length": len(body)}
        self.seen.append(record)
        if self.path == "/slow":
            time.sleep(3)
        out = json.dumps(record).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.send_header("X-Request-Id", "from-the-upstream")  # nginx's wins
        self.end_headers()
        try:
            self.wfile.write(out)
        except BrokenPipeError:  # /slow: nginx gave up (the 504) and closed
            self.close_connection = True

    do_GET = do_POST = _answer

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def upstream() -> Iterator[ThreadingHTTPServer]:
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), Recorder)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def proxy(upstream: ThreadingHTTPServer, tmp_path_factory: pytest.TempPathFactory,
          ) -> Iterator[Nginx]:
    # The upstream answers in this process, beside the tests' own threads and the rest of
    # the suite: a proxy timeout far above any stall (not the default 30 s, so that the
    # rendered config shows it was set). The 504 test has its own nginx with 1 s.
    env = {"NGINX_CLIENT_HEADER_TIMEOUT": "2s", "NGINX_CLIENT_BODY_TIMEOUT": "2s",
           "NGINX_PROXY_TIMEOUT": "20s"}
    with Nginx(tmp_path_factory.mktemp("nginx"), upstream.server_address[1], env) as nginx:
        yield nginx


def raw(port: int, data: bytes, source: str = "127.0.0.1", timeout: float = 10.0,
        ) -> tuple[int | None, dict[str, str], bytes, float]:
    """Send ``data``, read until the server closes: (status, headers, body, seconds)."""
    started = time.monotonic()
    out = b""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        sock.bind((source, 0))
        sock.connect(("127.0.0.1", port))
        try:
            sock.sendall(data)
            while chunk := sock.recv(65536):
                out += chunk
        except (ConnectionResetError, BrokenPipeError):
            pass
    took = time.monotonic() - started
    if not out:
        return None, {}, b"", took
    head, _, body = out.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), headers, body, took


@contextmanager
def unfinished_bodies(port: int, source: str, count: int) -> Iterator[None]:
    """``count`` requests from ``source`` whose bodies never finish, held open meanwhile
    (each counts against nginx's per-client connection limit once nginx has read its
    head: see `until_refused`)."""
    socks = []
    try:
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port), timeout=5,
                                            source_address=(source, 0))
            sock.sendall(b"POST /held HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
            socks.append(sock)
        yield
    finally:
        for sock in socks:
            sock.close()


def until_refused(port: int, path: str, source: str, timeout: float = 5.0,
                  ) -> tuple[int, dict[str, str], bytes]:
    """``GET path`` from ``source`` until nginx answers 429 (it counts a held request
    once it has read its head), at most for ``timeout`` s; the last answer. One every
    0.1 s: well below the default 20 r/s, so `limit_req` refuses none of them."""
    deadline = time.monotonic() + timeout
    while True:
        answer = http_get(port, path, source=source)
        if answer[0] == 429 or time.monotonic() >= deadline:
            return answer
        time.sleep(0.1)


def assert_json_error(status: int | None, headers: dict[str, str], body: bytes,
                      expected: int, code: str) -> dict[str, Any]:
    assert status == expected, (status, body)
    assert headers["content-type"] == "application/json", headers
    doc: dict[str, Any] = json.loads(body)
    assert set(doc) == ERROR_SHAPE, doc
    assert (doc["status"], doc["code"], doc["errors"]) == (expected, code, {}), doc
    assert headers.get("x-request-id"), headers
    return doc


def test_request_id_is_accepted_or_generated_forwarded_and_returned(proxy):
    status, headers, body = http_get(proxy.port, "/anything",
                                     headers={"X-Request-Id": "client-id.42"})
    assert status == 200 and headers["x-request-id"] == "client-id.42"
    assert json.loads(body)["headers"]["x-request-id"] == "client-id.42"
    for bad in ("has space", "x" * 200, "semi;colon"):
        status, headers, body = http_get(proxy.port, "/anything",
                                         headers={"X-Request-Id": bad})
        rid = headers["x-request-id"]
        assert status == 200 and rid != bad and len(rid) == 32
        assert json.loads(body)["headers"]["x-request-id"] == rid
    status, headers, body = http_get(proxy.port, "/anything")
    seen = json.loads(body)["headers"]
    assert len(headers["x-request-id"]) == 32 and seen["x-request-id"] == headers["x-request-id"]
    assert seen["x-forwarded-for"] == "127.0.0.2"


def test_the_upstream_gets_complete_bodies_only(proxy):
    """Request buffering: a chunked body reaches the upstream in one piece, with a
    Content-Length; a body that stops half-way never reaches it."""
    body = b'{"seed": 1}' + b" " * 100_000
    data = (b"POST /chunked HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: "
            b"application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            + b"%x\r\n" % len(body) + body + b"\r\n0\r\n\r\n")
    status, _, answer, _ = raw(proxy.port, data)
    assert status == 200
    seen = json.loads(answer)
    assert seen["body_length"] == len(body)
    assert seen["headers"]["content-length"] == str(len(body))
    assert "transfer-encoding" not in seen["headers"]

    before = len(Recorder.seen)
    status, _, _, took = raw(proxy.port, b"POST /half HTTP/1.1\r\nHost: x\r\n"
                             b"Content-Length: 1000\r\n\r\n{\"a\":")
    assert status is None and took < 8  # client_body_timeout 2s: closed, no answer
    status, _, _, took = raw(proxy.port, b"GET /never HTTP/1.1\r\nHost: x\r\nX-A: b")
    assert status is None and took < 8  # client_header_timeout 2s
    assert [r["path"] for r in Recorder.seen[before:]] == []


@pytest.mark.parametrize("name, data, status, code", [
    ("garbage", b"GARBAGE\r\n\r\n", 400, "bad_request"),
    ("header line too long", b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"y" * 9000
     + b"\r\n\r\n", 400, "bad_request"),
    ("uri too long", b"GET /" + b"x" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414,
     "uri_too_long"),
    ("body too large", b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 262145\r\n\r\n",
     413, "payload_too_large"),
    ("chunked body too large", b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "
     b"chunked\r\n\r\n" + (b"10000\r\n" + b" " * 0x10000 + b"\r\n") * 5 + b"0\r\n\r\n",
     413, "payload_too_large"),
    ("an error page asked for", b"GET /_stichwerk_error/too_many_requests HTTP/1.1\r\n"
     b"Host: x\r\nConnection: close\r\n\r\n", 404, "not_found"),
])
def test_nginx_errors_are_json_in_the_service_shape(proxy, name, data, status, code):
    got, headers, body, _ = raw(proxy.port, data)
    doc = assert_json_error(got, headers, body, status, code)
    if status == 413:
        assert "262144" in doc["message"]


def test_an_oversized_body_gets_a_json_413_before_the_upstream_sees_it(proxy):
    before = len(Recorder.seen)
    status, headers, body = http_get(proxy.port, "/v1/games/watten/states", method="POST",
                                     body=b" " * 300_000,
                                     headers={"Content-Type": "application/json"})
    assert_json_error(status, headers, body, 413, "payload_too_large")
    assert len(Recorder.seen) == before


def test_a_slow_upstream_is_a_json_504(upstream, tmp_path):
    """An nginx of its own with a 1 s proxy timeout (/slow answers after 3 s)."""
    with Nginx(tmp_path / "nginx", upstream.server_address[1],
               {"NGINX_PROXY_TIMEOUT": "1s"}) as nginx:
        status, headers, body = http_get(nginx.port, "/slow", timeout=10)
    assert_json_error(status, headers, body, 504, "gateway_timeout")


def test_no_upstream_is_a_json_502_with_retry_after(tmp_path):
    with Nginx(tmp_path / "nginx", free_port()) as nginx:
        # (/healthz is what `start` waits for: it must answer, here a JSON 502)
        status, headers, body = http_get(nginx.port, "/healthz")
    assert_json_error(status, headers, body, 502, "bad_gateway")
    assert headers["retry-after"] == "1"


def test_too_many_requests_from_one_client_is_a_json_429(proxy):
    """Defaults: 20 r/s with a burst of 40. 200 requests at once (10 threads) from one
    address: some are refused; another address is served meanwhile."""
    answers: list[tuple[int, dict[str, str], bytes]] = []

    def client() -> None:
        for _ in range(20):
            answers.append(http_get(proxy.port, "/anything", source="127.0.0.3"))

    threads = [threading.Thread(target=client) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    statuses = [a[0] for a in answers]
    refused = next((a for a in answers if a[0] == 429), None)
    assert len(answers) == 200 and statuses.count(200) >= 40, statuses
    assert refused is not None, statuses
    assert_json_error(*refused, 429, "too_many_requests")
    assert refused[1]["retry-after"] == "1"
    assert http_get(proxy.port, "/anything", source="127.0.0.4")[0] == 200


def test_too_many_connections_from_one_client_is_a_json_429(proxy):
    """Defaults: 20 requests in progress per client. 25 bodies left unfinished from one
    address hold 20; the next request from that address is refused at once."""
    with unfinished_bodies(proxy.port, "127.0.0.5", 25):
        status, headers, body = until_refused(proxy.port, "/anything", "127.0.0.5")
        assert_json_error(status, headers, body, 429, "too_many_requests")
        assert http_get(proxy.port, "/anything", source="127.0.0.6")[0] == 200


def test_the_rendered_config_is_what_runs(proxy):
    text = (Path(proxy.prefix) / "nginx.conf").read_text(encoding="utf-8")
    assert "client_header_timeout 2s;" in text and "proxy_read_timeout 20s;" in text


def test_the_access_log_keeps_no_secret_of_a_query(proxy):
    """A stream ticket is used up by the service, but not when nginx answers the request
    itself; a token or an invitation code may be sent in a query by mistake. None of them
    reaches the access log; a query without one is logged whole."""
    secrets = {"ticket": "stt_SECRETticket", "token": "stw_SECRETtoken", "code": "stwi_SECRET"}
    for name, value in secrets.items():
        status, _, _ = http_get(proxy.port, f"/v1/sessions/s/events/stream?after=0&{name}="
                                            f"{value}")
        assert status == 200
    assert http_get(proxy.port, "/v1/sessions/s/events?after=3&limit=7")[0] == 200
    deadline = time.monotonic() + 5
    while "limit=7" not in proxy.output() and time.monotonic() < deadline:
        time.sleep(0.05)  # nginx writes the line after the answer
    log = proxy.output()
    assert '"GET /v1/sessions/s/events?after=3&limit=7 HTTP/1.1"' in log, log
    assert log.count('"GET /v1/sessions/s/events/stream?[redacted] HTTP/1.1"') == 3, log
    assert not any(value in log for value in secrets.values()), log


def test_the_error_log_keeps_no_ticket_of_a_refused_or_buffered_request(upstream, tmp_path):
    """nginx cannot redact its error log, whose per-request lines carry the whole request
    line: its refusals (limit_req, limit_conn) and "a client request body is buffered to
    a temporary file" were logged at `warn` with `?ticket=stt_...` in them. They are
    below the error log's level now, and counted in the access log (429, query
    redacted); the stream route writes no per-request line at all, not even for a 502.
    What an operator needs stays: an upstream that refuses is logged."""
    access = tmp_path / "access.log"
    env = {"NGINX_RATE_PER_CLIENT": "1r/m", "NGINX_BURST_PER_CLIENT": "1",
           "NGINX_CONN_PER_CLIENT": "2", "NGINX_ACCESS_LOG": str(access)}
    stream = "/v1/sessions/s/events/stream?after=0&ticket="
    with Nginx(tmp_path / "nginx", upstream.server_address[1], env) as nginx:
        statuses = [http_get(nginx.port, f"{stream}stt_REQ{i}", source="127.0.0.9")[0]
                    for i in range(3)]
        statuses += [http_get(nginx.port, f"/anything?ticket=stt_REQX{i}",
                              source="127.0.0.9")[0] for i in range(2)]
        assert statuses.count(429) >= 3, statuses
        status = http_get(nginx.port, "/anything?ticket=stt_BODY", method="POST",
                          body=b" " * 100_000, source="127.0.0.10")[0]
        assert status == 200  # above client_body_buffer_size: through a temporary file
        with unfinished_bodies(nginx.port, "127.0.0.11", 2):
            assert until_refused(nginx.port, "/anything?ticket=stt_CONN",
                                 "127.0.0.11")[0] == 429
    with Nginx(tmp_path / "dead", free_port(), {"NGINX_ACCESS_LOG": "off"}) as dead:
        assert http_get(dead.port, f"{stream}stt_502", source="127.0.0.12")[0] == 502
        dead_log = dead.output()
    log = nginx.output()  # stderr only: the access log has its own file here
    assert "stt_" not in log + dead_log, log + dead_log
    assert "connect() failed" in dead_log  # /healthz (the harness's probe): still logged
    lines = access.read_text().splitlines()
    assert sum(' 429 ' in line for line in lines) >= 4, lines
    assert "stt_" not in "".join(lines) and "[redacted]" in lines[1], lines


@pytest.mark.parametrize("query", [
    "%74icket=stt_ENCODED",            # the service decodes the name: a ticket
    "after=0&%74%69cket=stt_ENCODED",
    "TICKET=stt_ENCODED", "after=0&Token=stw_ENCODED", "%63ode=stwi_ENCODED",
    "x=stt_ENCODED",                   # a secret under another name
    "after=0&t=%73tt_ENCODED",
])
def test_the_access_log_redacts_a_query_however_the_secret_is_spelled(proxy, query):
    """The redaction matched the raw request target: `?%74icket=` (which the service
    decodes and takes as `?ticket=`) or another case was logged in clear."""
    path = "/v1/sessions/enc/events/stream"
    assert http_get(proxy.port, f"{path}?{query}")[0] == 200
    assert http_get(proxy.port, "/v1/sessions/enc/events?after=5&limit=9")[0] == 200
    deadline = time.monotonic() + 5
    while "limit=9" not in proxy.output() and time.monotonic() < deadline:
        time.sleep(0.05)
    log = proxy.output()
    assert "ENCODED" not in log, log
    assert f'"GET {path}?[redacted] HTTP/1.1"' in log, log
    assert '"GET /v1/sessions/enc/events?after=5&limit=9 HTTP/1.1"' in log, log


def test_the_access_log_keeps_no_secret_of_a_path_or_a_request_id(proxy):
    """A token where the session id belongs (its prefix behind a letter or %-encoded,
    which the service decodes), and a request id that is a token (it has a token's
    characters, so nginx passes it on and returns it): both were logged whole until an
    audit."""
    for path in ("/v1/sessions/xstw_PATHSECRET/events", "/v1/sessions/%73tt_PATHSECRET"):
        assert http_get(proxy.port, path)[0] == 200
    rid = "stw_RIDSECRET-0123456789"
    status, headers, _ = http_get(proxy.port, "/anything?after=11",
                                  headers={"X-Request-Id": rid})
    assert status == 200 and headers["x-request-id"] == rid
    deadline = time.monotonic() + 5
    while "after=11" not in proxy.output() and time.monotonic() < deadline:
        time.sleep(0.05)
    log = proxy.output()
    assert "SECRET" not in log, log
    assert log.count('"GET [redacted] HTTP/1.1"') == 2 and "rid=[redacted]" in log, log


def test_a_large_body_waits_in_nginx_body_temp_path(upstream, tmp_path):
    """A body above 64 KiB is written to a file while it arrives, whole: in the pod those
    files filled the in-memory volume that also holds nginx.conf and the answers buffered
    for slow readers. NGINX_BODY_TEMP_PATH puts them on a volume of their own. (nginx
    unlinks the file at once and keeps it open: it is found among the worker's fds.)"""
    bodies = tmp_path / "bodies"
    bodies.mkdir()
    with Nginx(tmp_path / "nginx", upstream.server_address[1],
               {"NGINX_BODY_TEMP_PATH": str(bodies)}) as nginx, \
            socket.create_connection(("127.0.0.1", nginx.port), timeout=5) as sock:
        assert nginx.process is not None
        fds = Path(f"/proc/{worker_pid(nginx.process.pid)}/fd")
        sock.sendall(b"POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n"
                     + b" " * 150_000)  # and the rest never comes
        deadline = time.monotonic() + 5
        files: list[str] = []
        while not files and time.monotonic() < deadline:
            time.sleep(0.05)
            files = [link for fd in fds.iterdir()
                     if "/body" in (link := os.readlink(fd)) or "/bodies" in link]
        assert files and all(f.startswith(str(bodies) + "/") for f in files), files
