"""`service.gunicorn_response.OneSendResponse` (issue 15, session 23): an answer's head
goes out with its first body bytes in one ``sendall``, and the bytes on the wire are
exactly gunicorn's own, in every case its `Response` distinguishes."""

from __future__ import annotations

import socket
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from gunicorn import util
from gunicorn.config import Config
from gunicorn.http import wsgi
from gunicorn.http.parser import RequestParser

from service.gunicorn_response import OneSendResponse
from tests.deploy.harness import Gunicorn

STOCK = wsgi.Response  # gunicorn's own (the deploy installs ours only inside its workers)


class CountingSocket(socket.socket):
    """A real socket that counts its ``sendall`` calls."""

    sends = 0

    def sendall(self, data, flags=0):  # type: ignore[override]
        self.sends += 1
        return super().sendall(data, flags)


def request(raw: bytes) -> object:
    return next(RequestParser(Config(), [raw], ("127.0.0.1", 1)))


GET = b"GET /x HTTP/1.1\r\nHost: t\r\n\r\n"
HEAD = b"HEAD /x HTTP/1.1\r\nHost: t\r\n\r\n"
GET_10 = b"GET /x HTTP/1.0\r\n\r\n"
JSON = [("Content-Type", "application/json")]

# (name, request, status, headers, body writes)
CASES = [
    ("one body write", GET, "200 OK", [*JSON, ("Content-Length", "11")], [b'{"ok":true}']),
    ("two body writes", GET, "200 OK", [("Content-Length", "6")], [b"abc", b"def"]),
    ("chunked (no Content-Length)", GET, "200 OK", JSON, [b"data: 1\n\n", b"data: 2\n\n"]),
    ("chunked, an empty write first", GET, "200 OK", [], [b"", b"x"]),
    ("HEAD: the body is dropped", HEAD, "200 OK", [("Content-Length", "3")], [b"abc"]),
    ("204: no body", GET, "204 No Content", [], [b""]),
    ("304 with bytes: dropped", GET, "304 Not Modified", [], [b"zzz"]),
    ("a write beyond Content-Length is cut", GET, "200 OK", [("Content-Length", "4")],
     [b"abcdefgh", b"ij"]),
    # the first write fills Content-Length: gunicorn counts it sent and drops the next
    ("a write after the whole Content-Length is dropped", GET, "200 OK",
     [("Content-Length", "3")], [b"abc", b"def"]),
    ("no write at all", GET, "200 OK", [("Content-Length", "0")], []),
    ("HTTP/1.0, no length: closes", GET_10, "200 OK", [], [b"hello"]),
]


def wire(response_class: Callable[..., wsgi.Response], raw: bytes, status: str,
         headers: list[tuple[str, str]], writes: list[bytes]) -> tuple[bytes, int]:
    """The bytes a response of ``response_class`` puts on a real socket, and the number
    of ``sendall`` calls it took until its first body write returned."""
    ours, theirs = socket.socketpair()
    sender = CountingSocket(fileno=ours.detach())
    try:
        resp = response_class(request(raw), sender, Config())
        resp.start_response(status, headers)
        sends_at_first_write = 0
        for i, data in enumerate(writes):
            resp.write(data)
            if i == 0:
                sends_at_first_write = sender.sends
        resp.close()
        sender.shutdown(socket.SHUT_WR)
        received = b""
        while chunk := theirs.recv(65536):
            received += chunk
        return received, sends_at_first_write
    finally:
        sender.close()
        theirs.close()


@pytest.fixture(autouse=True)
def fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both responses of a case get the same Date (the clock may tick between them)."""
    monkeypatch.setattr(util, "http_date", lambda *_: "Thu, 01 Jan 1970 00:00:00 GMT")


@pytest.mark.parametrize(("name", "raw", "status", "headers", "writes"), CASES,
                         ids=[c[0] for c in CASES])
def test_the_bytes_on_the_wire_are_gunicorns_own(name, raw, status, headers,
                                                  writes) -> None:
    stock, _ = wire(STOCK, raw, status, headers, writes)
    ours, _ = wire(OneSendResponse, raw, status, headers, writes)
    assert stock.startswith(b"HTTP/1.")  # the case produced an answer at all
    assert ours == stock


@pytest.mark.parametrize("headers", [[*JSON, ("Content-Length", "11")], JSON],
                         ids=["with Content-Length", "chunked"])
def test_the_head_goes_out_with_the_first_body_bytes(headers) -> None:
    """One ``sendall`` for head and body, where gunicorn's own Response makes two."""
    _, stock_sends = wire(STOCK, GET, "200 OK", headers, [b'{"ok":true}'])
    _, our_sends = wire(OneSendResponse, GET, "200 OK", headers, [b'{"ok":true}'])
    assert (stock_sends, our_sends) == (2, 1)


def first_reads(port: int, count: int) -> list[tuple[int, int]]:
    """For ``count`` requests (kept alive on one connection while the server keeps it):
    how many bytes the first ``recv`` after each request returned, and how many the
    whole answer has."""
    seen: list[tuple[int, int]] = []
    conn = None
    try:
        for _ in range(count):
            if conn is None:
                conn = socket.create_connection(("127.0.0.1", port), timeout=5)
            conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
            first = conn.recv(65536)
            data = first
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            head = data.partition(b"\r\n\r\n")[0].lower()
            lines = head.split(b"\r\n")
            length = next(int(line.split(b":", 1)[1]) for line in lines
                          if line.startswith(b"content-length:"))
            total = len(head) + 4 + length
            while len(data) < total:
                data += conn.recv(65536)
            seen.append((len(first), total))
            if b"connection: close" in lines:  # the sync worker keeps no connection
                conn.close()
                conn = None
    finally:
        if conn is not None:
            conn.close()
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("threads", ["2", "1"], ids=["shared-epoll worker", "sync worker"])
def test_under_the_deploy_gunicorn_every_answer_arrives_in_one_piece(
        tmp_path: Path, threads: str) -> None:
    """The deploy config installs the class in every worker: a client blocked in
    ``recv`` gets the whole answer from its first read (one segment), where gunicorn's
    two sends wake it with the head alone. Two clients at once, so that the worker's
    other threads and the hand-over of the lead are in play."""
    env = {"THREADS": threads}
    if threads == "1":
        env["STREAM_MAX_CONNECTIONS"] = "0"
    with Gunicorn(tmp_path / "g.log", env) as gunicorn, ThreadPoolExecutor(2) as pool:
        runs = [pool.submit(first_reads, gunicorn.port, 150) for _ in range(2)]
        reads = [r for run in runs for r in run.result(timeout=60)]
    assert len(reads) == 300
    assert all(first == total for first, total in reads), \
        [r for r in reads if r[0] != r[1]][:5]
