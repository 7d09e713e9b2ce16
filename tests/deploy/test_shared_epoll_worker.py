"""service/worker.py's `SharedEpollWorker` (the deploy's threaded worker) under a real
gunicorn with deploy/gunicorn.conf.py: what a client sees of connections, keep-alive,
pipelining, closing and stopping, and that idle connections hold no thread."""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from pathlib import Path

import pytest

from bench.openloop import answer_end, json_post
from bench.procs import ESTABLISHED, children, socket_inodes, tcp_sockets
from tests.deploy.harness import Gunicorn
from tests.service.redis_server import RedisServer

pytestmark = pytest.mark.slow

WORKER = "service.worker.SharedEpollWorker"
CLOSE_WAIT = "08"  # /proc/net/tcp: the peer closed, this side has not yet
FIN_WAIT = ("04", "05")  # /proc/net/tcp: this side sent its FIN (and it was acknowledged)
HEALTH = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"


def two_threads(**env: str) -> dict[str, str]:
    """One worker with two request threads and no stream threads (embedded mode)."""
    return {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0", **env}


def read_answer(sock: socket.socket, buffered: bytearray | None = None) -> tuple[bytes, bytes]:
    """One HTTP/1.1 answer (head, body) with a Content-Length, from ``sock``; bytes read
    beyond it stay in ``buffered``."""
    buf = buffered if buffered is not None else bytearray()
    while (framed := answer_end(buf)) is None:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection before the whole answer"
        buf += chunk
    answer = bytes(buf[:framed[1]])
    del buf[:framed[1]]
    head, _, body = answer.partition(b"\r\n\r\n")
    return head, body


def wait_until_stopped(pid: int, timeout: float = 10.0) -> None:
    """Until every thread of ``pid`` is in state T (stopped), from /proc."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        states = [Path(f"/proc/{pid}/task/{tid}/stat").read_text().rsplit(")", 1)[1].split()[0]
                  for tid in os.listdir(f"/proc/{pid}/task")]
        if all(state == "T" for state in states):
            return
        time.sleep(0.01)
    raise AssertionError(f"worker {pid} did not stop")


def connect(port: int, timeout: float = 5.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=timeout)


def stalled_requests(port: int, count: int, timeout: float = 20.0) -> list[socket.socket]:
    """``count`` connections, each having sent a request head without its end: each holds
    a request thread of the worker until it goes on or hangs up."""
    stalled = [connect(port, timeout=timeout) for _ in range(count)]
    for sock in stalled:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")  # no end of head
    return stalled


def test_the_deploy_runs_the_shared_epoll_worker_by_default(tmp_path: Path) -> None:
    """And with KEEPALIVE=0 (no keep-alive: closed after each answer) a new connection
    still gets its first request answered when it comes a while after the connect
    (before, it waited for zero seconds: the main thread's next look, within 0.25 s,
    shut it down unanswered)."""
    env = {"THREADS": "2", "LOG_LEVEL": "info", "KEEPALIVE": "0"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert f"Using worker: {WORKER}" in gunicorn.output()
        with connect(gunicorn.port) as sock:
            time.sleep(0.5)
            sock.sendall(HEALTH)
            head, _ = read_answer(sock)
            assert head.startswith(b"HTTP/1.1 200") and b"connection: close" in head.lower()


def test_idle_connections_hold_no_thread(tmp_path: Path) -> None:
    """Two threads, and more idle connections than threads: new ones that never send a
    byte and kept-alive ones after an answer. A request on a further connection is still
    answered at once (gthread holds a thread up to 5 s on each silent new connection)."""
    with Gunicorn(tmp_path / "g.log", two_threads()) as gunicorn:
        silent = [connect(gunicorn.port) for _ in range(6)]
        kept = [connect(gunicorn.port) for _ in range(6)]
        for sock in kept:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        try:
            with connect(gunicorn.port, timeout=2.0) as probe:
                probe.sendall(HEALTH)
                head, body = read_answer(probe)
            assert head.startswith(b"HTTP/1.1 200") and json.loads(body)["status"] == "ok"
            for sock in kept:  # and each kept-alive connection still serves a request
                sock.sendall(HEALTH)
                assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        finally:
            for sock in silent + kept:
                sock.close()


def test_keep_alive_and_pipelined_requests_on_one_connection(tmp_path: Path) -> None:
    with Gunicorn(tmp_path / "g.log", two_threads()) as gunicorn, \
            connect(gunicorn.port) as sock:
        buf = bytearray()
        for _ in range(20):
            sock.sendall(HEALTH)
            head, _ = read_answer(sock, buf)
            assert head.startswith(b"HTTP/1.1 200")
        # three requests in one segment: three answers, in order
        sock.sendall(HEALTH + b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n" + HEALTH)
        statuses = [read_answer(sock, buf)[0].split(b" ")[1] for _ in range(3)]
        assert statuses == [b"200", b"404", b"200"]
        # a POST whose body the app reads, then the next request right behind it
        sock.sendall(json_post("x", "/v1/games/hearts/moves", {"state": {}, "move": {}})
                     + HEALTH)
        assert read_answer(sock, buf)[0].split(b" ")[1] == b"422"  # {} is no state
        assert read_answer(sock, buf)[0].startswith(b"HTTP/1.1 200")
        assert not buf


def test_many_connections_at_once_are_all_answered(tmp_path: Path) -> None:
    """40 connections × 10 requests from 40 threads on 2 request threads."""
    failures: list[str] = []

    def client(port: int) -> None:
        try:
            with connect(port, timeout=20.0) as sock:
                buf = bytearray()
                for _ in range(10):
                    sock.sendall(HEALTH)
                    head, _ = read_answer(sock, buf)
                    if not head.startswith(b"HTTP/1.1 200"):
                        failures.append(head.decode(errors="replace"))
        except (OSError, AssertionError) as exc:
            failures.append(repr(exc))

    with Gunicorn(tmp_path / "g.log", two_threads()) as gunicorn:
        clients = [threading.Thread(target=client, args=(gunicorn.port,)) for _ in range(40)]
        for thread in clients:
            thread.start()
        for thread in clients:
            thread.join(timeout=60)
        assert not failures, failures[:3]


def test_idle_keep_alive_connections_are_closed_after_keepalive(tmp_path: Path) -> None:
    with Gunicorn(tmp_path / "g.log", two_threads(KEEPALIVE="1")) as gunicorn, \
            connect(gunicorn.port) as sock, connect(gunicorn.port) as silent:
        sock.sendall(HEALTH)
        assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        started = time.monotonic()
        sock.settimeout(10.0)
        silent.settimeout(10.0)
        assert sock.recv(100) == b""  # the server's FIN, after KEEPALIVE seconds
        assert silent.recv(100) == b""  # a connection that never sent a byte too
        assert time.monotonic() - started >= 0.5


def test_connection_close_and_closed_clients_leave_no_socket_behind(tmp_path: Path) -> None:
    """After ``Connection: close`` the worker sends its FIN at once and keeps its socket
    (draining what the client may still send) until the client closes too."""
    with Gunicorn(tmp_path / "g.log", two_threads()) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        with connect(gunicorn.port) as sock:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            head, _ = read_answer(sock)
            assert head.startswith(b"HTTP/1.1 200") and b"close" in head.lower()
            assert sock.recv(100) == b""  # the server's FIN after its answer
            client_port = {sock.getsockname()[1]}
            fin_sent = set().union(*(tcp_sockets(gunicorn.port, state, client_port)
                                     for state in FIN_WAIT))
            assert fin_sent & socket_inodes(worker)  # a half-close, not the socket's close
        clients = [connect(gunicorn.port) for _ in range(10)]
        for sock in clients:
            sock.sendall(HEALTH)
            read_answer(sock)
        ports = {sock.getsockname()[1] for sock in clients}
        assert len(tcp_sockets(gunicorn.port, ESTABLISHED, ports)) == 10
        for sock in clients:
            sock.close()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and (
                tcp_sockets(gunicorn.port, CLOSE_WAIT, ports)
                or tcp_sockets(gunicorn.port, ESTABLISHED, ports)):
            time.sleep(0.05)
        # the worker closed its side of every connection the clients closed
        assert not tcp_sockets(gunicorn.port, CLOSE_WAIT, ports)
        assert not tcp_sockets(gunicorn.port, ESTABLISHED, ports)
        with connect(gunicorn.port) as sock:  # and still serves
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")


def test_a_stopping_worker_finishes_the_request_in_progress(tmp_path: Path) -> None:
    """SIGTERM while a bot searches for 1.5 s: the answer still comes, the worker then
    closes the connection (within gthread's 2 s linger for kept-alive connections),
    exits, and gunicorn stops cleanly."""
    with Gunicorn(tmp_path / "g.log", two_threads()) as gunicorn, \
            connect(gunicorn.port, timeout=15.0) as sock:
        sock.sendall(HEALTH)
        read_answer(sock)
        sock.sendall(json_post("x", "/v1/games/hearts/states", {"seed": 5, "dealer": 0}))
        state = json.loads(read_answer(sock)[1])["state"]
        sock.sendall(json_post("x", "/v1/games/hearts/bot-moves",
                               {"state": state, "level": "expert", "budget_ms": 1500}))
        time.sleep(0.5)  # the search is running
        assert gunicorn.process is not None
        workers = children(gunicorn.process.pid)
        gunicorn.process.send_signal(signal.SIGTERM)
        head, answer = read_answer(sock)
        assert head.startswith(b"HTTP/1.1 200"), head
        assert "move" in json.loads(answer)
        assert sock.recv(100) == b""  # closed, not kept alive by a stopping worker
        assert gunicorn.process.wait(timeout=20) == 0
        assert workers and not any(Path(f"/proc/{pid}").exists() for pid in workers)


def serving_worker(port: int, sock: socket.socket, workers: list[int]) -> int | None:
    """The worker (of ``workers``) that holds the server side of ``sock``."""
    [inode] = tcp_sockets(port, ESTABLISHED, {sock.getsockname()[1]}) or [None]
    return next((pid for pid in workers if inode in socket_inodes(pid)), None)


def wait_until_every_worker_serves(port: int, workers: list[int],
                                   timeout: float = 60.0) -> None:
    """Requests on new connections, each kept open (so that the board sends the next to
    a worker holding fewer), until every worker has answered one: a worker still
    importing the app accepts nothing yet."""
    seen: set[int] = set()
    held: list[socket.socket] = []
    deadline = time.monotonic() + timeout
    try:
        while seen != set(workers):
            assert time.monotonic() < deadline, f"only {seen} of {workers} answered"
            if len(held) >= 16:
                for sock in held:
                    sock.close()
                held.clear()
            sock = connect(port)
            held.append(sock)
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
            pid = serving_worker(port, sock, workers)
            if pid is not None:
                seen.add(pid)
            else:
                time.sleep(0.05)
    finally:
        ports = {sock.getsockname()[1] for sock in held}
        for sock in held:
            sock.close()
        wait_until_closed(port, ports)


def wait_until_closed(port: int, ports: set[int], timeout: float = 10.0) -> None:
    """Until the server has closed its side of each connection from ``ports`` (a worker
    writes its count to the board when it closes one)."""
    deadline = time.monotonic() + timeout
    while (tcp_sockets(port, ESTABLISHED, ports) or tcp_sockets(port, CLOSE_WAIT, ports)):
        assert time.monotonic() < deadline, "the workers did not close the connections"
        time.sleep(0.02)


@pytest.mark.redis
def test_connections_are_spread_over_the_workers(tmp_path: Path) -> None:
    """Two workers on one shared listening socket: bursts of 16 new connections end up
    spread over both (`ConnectionBoard`: a worker holding more connections than the
    other lets it accept first); and a stopped worker (SIGSTOP) does not keep new
    connections from being accepted by the other."""
    with RedisServer(tmp_path) as redis, \
            Gunicorn(tmp_path / "g.log", {"REDIS_URL": redis.url, "WEB_CONCURRENCY": "2",
                                          "THREADS": "2"}) as gunicorn:
        assert gunicorn.process is not None
        workers = children(gunicorn.process.pid)
        assert len(workers) == 2
        # /healthz answered by one worker: the other may still be importing the app
        wait_until_every_worker_serves(gunicorn.port, workers)
        splits = []
        for _ in range(6):
            burst = [connect(gunicorn.port) for _ in range(16)]
            ports = {sock.getsockname()[1] for sock in burst}
            try:
                for sock in burst:
                    sock.sendall(HEALTH)
                for sock in burst:
                    assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
                held = tcp_sockets(gunicorn.port, ESTABLISHED, ports)
                splits.append([len(held & socket_inodes(pid)) for pid in workers])
            finally:
                for sock in burst:
                    sock.close()
            wait_until_closed(gunicorn.port, ports)
        assert all(sum(split) == 16 for split in splits), splits
        # Both workers accept in every burst, and the less-used one got 5 of 16 or more on
        # average (even is 8): not "within one of even in most bursts", since a worker kept
        # off a loaded CPU for some ms lets the other take more. gthread's race for the
        # shared socket gave 0:16, 4:12, 3:13, 2:14, 11:5 … (14 of 80, 2.8 on average).
        assert all(min(split) >= 1 for split in splits), splits
        assert sum(min(split) for split in splits) >= 5 * len(splits), splits
        os.kill(workers[0], signal.SIGSTOP)
        try:
            # the stop takes effect once each thread runs again: until then a thread woken
            # by a new connection may still accept it (and then hold it while stopped)
            wait_until_stopped(workers[0])
            started = time.monotonic()
            late = [connect(gunicorn.port, timeout=10.0) for _ in range(8)]
            try:
                for sock in late:
                    sock.sendall(HEALTH)
                    assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
            finally:
                for sock in late:
                    sock.close()
            # accepted by the running worker: each new connection waited at most the
            # yield (ms) and, after FRESH_SECONDS, not even that
            assert time.monotonic() - started < 8.0
        finally:
            os.kill(workers[0], signal.SIGCONT)


def threads_of(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/task"))


def healthz_client(port: int, requests: int = 20) -> None:
    with connect(port, timeout=20.0) as sock:
        buf = bytearray()
        for _ in range(requests):
            sock.sendall(HEALTH)
            assert read_answer(sock, buf)[0].startswith(b"HTTP/1.1 200")


def test_one_thread_serves_many_busy_connections(tmp_path: Path) -> None:
    """4 + 16 threads allowed, and 40 connections each sending 20 quick requests: the
    leading thread serves them all, one after the other, and no thread is added (with
    every thread on the epoll, REQUEST_HANDOFF_MS=0, the worker started more and they
    handed the GIL to each other on every request).

    REQUEST_HANDOFF_MS=1000: the hand-over is timed on the wall clock, and with the whole
    suite beside it on two CPUs a /healthz answer was once preempted for over the default
    5 ms, so the lead passed on (rightly) and the count grew by two."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "4", "REQUEST_HANDOFF_MS": "1000"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        idle = threads_of(worker)
        assert idle <= 3  # the main thread and the leading request thread (a second one
        # only when the first was busy for a while)
        clients = [threading.Thread(target=healthz_client, args=(gunicorn.port,))
                   for _ in range(40)]
        for thread in clients:
            thread.start()
        for thread in clients:
            thread.join(timeout=60)
        assert threads_of(worker) <= idle + 1


@pytest.mark.parametrize("handoff_ms", ["5", "0"])
def test_a_stalled_request_hands_the_lead_on(tmp_path: Path, handoff_ms: str) -> None:
    """Connections that send part of a request and stall each hold a thread (as with
    gthread); the lead passes to a new thread each time, so the others are served
    meanwhile, up to the 4 + 16 threads allowed and never beyond. Completed, every one is
    answered. REQUEST_HANDOFF_MS=0 (every thread on the epoll) the same: a thread is
    added whenever none is left waiting.

    First ONE stalled request and no other traffic: one thread is added for it, and no
    more however long it stalls (before, a hand-over left the old leader's busy time in
    place, so the main thread handed the lead on again every REQUEST_HANDOFF_MS, up to
    the 20 threads, though the new leader had nothing to serve)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "4", "REQUEST_HANDOFF_MS": handoff_ms}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        before = threads_of(worker)
        stalled = stalled_requests(gunicorn.port, 1)
        try:
            deadline = time.monotonic() + 0.5
            while threads_of(worker) <= before + 1 and time.monotonic() < deadline:
                time.sleep(0.02)
            assert threads_of(worker) <= before + 1
            stalled += stalled_requests(gunicorn.port, 2)
            healthz_client(gunicorn.port, requests=5)  # answered while three are stuck
            stalled += stalled_requests(gunicorn.port, 27)
            allowed = 1 + 4 + 16  # the main thread and 20 request threads at most
            deadline = time.monotonic() + 10
            while threads_of(worker) < allowed and time.monotonic() < deadline:
                time.sleep(0.05)
            assert threads_of(worker) == allowed
            time.sleep(0.3)
            assert threads_of(worker) == allowed
            for sock in stalled:
                sock.sendall(b"\r\n")
            for sock in stalled:
                assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        finally:
            for sock in stalled:
                sock.close()
