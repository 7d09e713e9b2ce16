"""service/worker.py's `SharedEpollWorker` at its limits, from outside (a real gunicorn
with deploy/gunicorn.conf.py, raw sockets, no nginx): a worker out of file descriptors,
and a worker restarted while clients hold its threads."""

from __future__ import annotations

import contextlib
import json
import os
import platform
import resource
import signal
import socket
import struct
import threading
import time
from pathlib import Path

import pytest

from bench.procs import children, cpu_seconds
from service.worker import DRAIN_BYTES
from tests.deploy.harness import Gunicorn
from tests.deploy.test_shared_epoll_worker import (
    HEALTH,
    WORKER,
    connect,
    read_answer,
    stalled_requests,
)

pytestmark = pytest.mark.slow


def accept_failures(output: str) -> int:
    return sum(1 for line in output.splitlines() if "accept failed" in line)


def open_descriptors(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


# System call numbers (/proc/PID/task/TID/syscall) of a socket read and an epoll wait
SYSCALLS = {"x86_64": {"recvfrom": "45", "epoll_wait": "232"},
            "aarch64": {"recvfrom": "207", "epoll_wait": "22"}}  # epoll_pwait


def threads_in(pid: int, call: str) -> list[str]:
    """The threads of ``pid`` blocked in system call ``call``, from /proc."""
    number = SYSCALLS[platform.machine()][call]
    return [tid for tid in os.listdir(f"/proc/{pid}/task")
            if Path(f"/proc/{pid}/task/{tid}/syscall").read_text().split()[0] == number]


def settled_descriptors(pid: int) -> int:
    """The open descriptors of ``pid`` once the count is the same twice, 0.5 s apart."""
    count = open_descriptors(pid)
    for _ in range(20):
        time.sleep(0.5)
        count, previous = open_descriptors(pid), count
        if count == previous:
            break
    return count


def test_a_worker_out_of_file_descriptors_pauses_accepting_and_recovers(
        tmp_path: Path) -> None:
    """The worker's descriptor limit lowered while it runs (`prlimit`) so that new
    connections cannot be accepted: they wait in the backlog. The worker must not spin on
    the listener, which stays readable while they wait (before: 100 % of a CPU and an
    `accept failed` error with its stack some 15,000 times a second), must keep serving
    the connections it holds, and accepts the waiting ones once the limit is raised
    again, though none of its connections closed (it tries again after
    ACCEPT_PAUSE_SECONDS)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "KEEPALIVE": "60", "LOG_LEVEL": "info"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        kept = connect(gunicorn.port, timeout=10.0)
        idle: list[socket.socket] = []
        limit = resource.prlimit(worker, resource.RLIMIT_NOFILE)
        try:
            kept.sendall(HEALTH)
            assert read_answer(kept)[0].startswith(b"HTTP/1.1 200")
            resource.prlimit(worker, resource.RLIMIT_NOFILE,
                             (open_descriptors(worker) + 4, limit[1]))
            idle = [connect(gunicorn.port) for _ in range(12)]  # silent; 8 must wait
            deadline = time.monotonic() + 20
            while accept_failures(gunicorn.output()) == 0:
                assert time.monotonic() < deadline, "the worker never ran out of descriptors"
                time.sleep(0.1)
            cpu_before, logged_before = cpu_seconds(worker), accept_failures(gunicorn.output())
            time.sleep(2.0)
            spent = cpu_seconds(worker) - cpu_before
            logged = accept_failures(gunicorn.output()) - logged_before
            assert logged <= 2, f"{logged} more accept failures logged in 2 s"
            assert spent < 1.0, f"the worker used {spent:.2f} s of CPU in 2 s, accepting nothing"
            kept.sendall(HEALTH)  # a connection it holds is still served
            assert read_answer(kept)[0].startswith(b"HTTP/1.1 200")
            resource.prlimit(worker, resource.RLIMIT_NOFILE, limit)
            with connect(gunicorn.port, timeout=20.0) as late:  # behind the 8 waiting
                late.sendall(HEALTH)
                assert read_answer(late)[0].startswith(b"HTTP/1.1 200")
            assert children(gunicorn.process.pid) == [worker]  # the same worker, alive
        finally:
            kept.close()
            for sock in idle:
                sock.close()


def test_a_restarted_worker_holding_stalled_clients_exits_after_graceful_timeout(
        tmp_path: Path) -> None:
    """SIGHUP (a reload) while stalled requests hold every one of the old worker's 4 + 16
    threads: it stops after GRACEFUL_TIMEOUT (1 s) and a short wait for its threads, not
    a second more per stalled thread (before: 1 + 20 s; with the defaults 10 + 20 s,
    which is gunicorn's 30 s TIMEOUT, and a worker restarted for `max_requests` in the
    embedded mode, the only one, left nobody to accept for that long)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "4", "GRACEFUL_TIMEOUT": "1"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [old] = children(gunicorn.process.pid)
        stalled = stalled_requests(gunicorn.port, 24, timeout=30.0)
        try:
            deadline = time.monotonic() + 20
            while len(list(Path(f"/proc/{old}/task").iterdir())) < 1 + 4 + 16:
                assert time.monotonic() < deadline, "the stalled requests hold no threads"
                time.sleep(0.05)
            gunicorn.process.send_signal(signal.SIGHUP)
            started = time.monotonic()
            while old in children(gunicorn.process.pid):
                assert time.monotonic() - started < 12.0, "the old worker did not exit"
                time.sleep(0.05)
            with connect(gunicorn.port, timeout=20.0) as sock:  # the new worker serves
                sock.sendall(HEALTH)
                assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        finally:
            for sock in stalled:
                sock.close()


def ask_once(port: int, request_id: str, answers: dict[str, int]) -> bool:
    """One /healthz with this request id on a connection of its own: True once answered
    (the answer's id counted in ``answers``), False when the server closed the connection
    without an answer (a worker restarting: a new id is then sent)."""
    try:
        with connect(port, timeout=30.0) as sock:
            sock.sendall(f"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-Id: {request_id}\r\n"
                         f"Connection: close\r\n\r\n".encode())
            head, _ = read_answer(sock)
    except (OSError, AssertionError):
        return False
    assert head.startswith(b"HTTP/1.1 200"), head
    [echoed] = [line.split(b":", 1)[1].strip().decode() for line in head.split(b"\r\n")
                if line.lower().startswith(b"x-request-id:")]
    answers[echoed] = answers.get(echoed, 0) + 1
    return True


@pytest.mark.parametrize("handoff_ms", ["5", "0"])
def test_max_requests_restarts_lose_no_request_and_keep_the_count(
        tmp_path: Path, handoff_ms: str) -> None:
    """gunicorn's `max_requests` (here 20, set through GUNICORN_CMD_ARGS) under 4 clients
    that each send requests one after the other on new connections: every request is
    answered once, none the server processed goes unanswered, and each restarted worker
    served at most 20 plus the requests already on their way (one per client, one per
    thread). Before, with REQUEST_HANDOFF_MS=0, a worker went on accepting for up to
    SUPERVISE_SECONDS after its last request and served 3-4 times `max_requests`."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "REQUEST_HANDOFF_MS": handoff_ms, "GUNICORN_CMD_ARGS": "--max-requests 20",
           "LOG_LEVEL": "info"}
    clients, per_client = 4, 20
    answers: dict[str, int] = {}
    unanswered: list[str] = []

    def client(number: int) -> None:
        for request in range(per_client):
            for attempt in range(20):
                request_id = f"client-{number}-{request}-{attempt}"
                if ask_once(gunicorn.port, request_id, answers):
                    break
                unanswered.append(request_id)

    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        assert not any(thread.is_alive() for thread in threads)
    served: dict[int, list[str]] = {}
    for line in gunicorn.output().splitlines():
        if line.startswith("{") and '"stichwerk.access"' in line:
            record = json.loads(line)
            served.setdefault(record["pid"], []).append(record["request_id"])
    processed = [rid for rids in served.values() for rid in rids if rid.startswith("client-")]
    assert len(answers) == clients * per_client, (len(answers), unanswered[:5])
    assert all(count == 1 for count in answers.values())
    assert sorted(processed) == sorted(answers)  # none processed without its answer
    restarted = [len(rids) for rids in served.values()][:-1]  # the last may not be done
    assert restarted, "no worker was restarted"
    assert all(count <= 20 + clients + 2 for count in restarted), restarted


def test_sigterm_closes_idle_keep_alive_connections_without_waiting_out_the_grace(
        tmp_path: Path) -> None:
    """SIGTERM with idle connections (kept alive after an answer, and new ones that sent
    nothing) and GRACEFUL_TIMEOUT=30: they linger about 2 s (gthread's
    STOP_KEEPALIVE_LINGER), a request sent on one meanwhile is answered with
    ``Connection: close``, the others are closed, and gunicorn exits long before the
    grace period ends: idle connections are not requests in flight."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "GRACEFUL_TIMEOUT": "30", "KEEPALIVE": "60"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        kept = [connect(gunicorn.port, timeout=20.0) for _ in range(4)]
        silent = [connect(gunicorn.port, timeout=20.0) for _ in range(2)]
        try:
            for sock in kept:
                sock.sendall(HEALTH)
                assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
            started = time.monotonic()
            gunicorn.process.send_signal(signal.SIGTERM)
            time.sleep(0.5)
            kept[0].sendall(HEALTH)  # within the linger: answered, then closed
            head, _ = read_answer(kept[0])
            assert head.startswith(b"HTTP/1.1 200") and b"connection: close" in head.lower()
            for sock in kept + silent:
                assert sock.recv(100) == b"", "an idle connection was not closed"
            assert gunicorn.process.wait(timeout=20) == 0
            assert time.monotonic() - started < 15.0, "gunicorn waited out the grace period"
            assert "Exception in worker process" not in gunicorn.output()  # a clean stop
        finally:
            for sock in kept + silent:
                sock.close()


def test_beyond_worker_connections_new_connections_wait_until_one_closes(
        tmp_path: Path) -> None:
    """gunicorn's `worker_connections` (1000; here 6 through GUNICORN_CMD_ARGS) caps the
    connections one threaded worker holds: a seventh waits in the listen backlog, its
    request unanswered, and is accepted and answered as soon as one of the six closes.
    Connections that ended count no more: ten answered with ``Connection: close`` first,
    whose clients send more bytes after the answer and then close."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "KEEPALIVE": "60", "GUNICORN_CMD_ARGS": "--worker-connections 6"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        for _ in range(10):
            with connect(gunicorn.port, timeout=20.0) as sock:
                sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
                sock.sendall(HEALTH)  # read and dropped by the closing worker
                time.sleep(0.1)
        time.sleep(0.5)  # the worker has seen them close
        held = [connect(gunicorn.port, timeout=20.0) for _ in range(6)]  # silent
        try:
            with connect(gunicorn.port, timeout=20.0) as waiting:
                waiting.sendall(HEALTH)
                waiting.settimeout(1.5)
                with pytest.raises(TimeoutError):
                    waiting.recv(100)
                held.pop(0).close()
                waiting.settimeout(20.0)
                assert read_answer(waiting)[0].startswith(b"HTTP/1.1 200")
        finally:
            for sock in held:
                sock.close()



def stall(port: int) -> socket.socket:
    """A connection whose request head stops short of its end: it holds a thread."""
    sock = connect(port, timeout=20.0)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
    return sock


def test_the_lead_passes_back_to_a_thread_that_finished_its_stalled_request(
        tmp_path: Path) -> None:
    """Three request threads, and stalled requests one after the other: each time the
    leading thread is held, the lead passes on, so a probe is answered meanwhile: to a
    thread that has answered its own stalled request and waits to be asked again, and,
    when none waits, to a new thread (up to the three allowed). Once all are answered,
    one thread waits on the epoll (the leader), the others wait to be asked."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "3", "STREAM_MAX_CONNECTIONS": "0"}

    def probe(port: int) -> None:
        with connect(port, 20.0) as sock:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")

    def complete(sock: socket.socket) -> None:
        sock.sendall(b"\r\n")
        assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        sock.close()

    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        for _ in range(2):
            first = stall(gunicorn.port)  # holds the leading thread
            time.sleep(0.2)
            probe(gunicorn.port)  # served by a new thread, then by the one waiting
            complete(first)  # its thread waits to be asked again
            second = stall(gunicorn.port)
            time.sleep(0.2)
            probe(gunicorn.port)  # the waiting thread was asked
            third = stall(gunicorn.port)
            time.sleep(0.2)
            probe(gunicorn.port)  # none waits: a third thread
            complete(second)
            complete(third)
        assert len(os.listdir(f"/proc/{worker}/task")) <= 1 + 3
        # the two that lost the lead wait to be asked: only the leader waits on the epoll
        deadline = time.monotonic() + 5
        while len(threads_in(worker, "epoll_wait")) != 1 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(threads_in(worker, "epoll_wait")) == 1


def test_a_worker_busy_in_one_request_keeps_its_heartbeat_while_it_runs_and_stops(
        tmp_path: Path) -> None:
    """TIMEOUT=2: a request held for longer than that (a stalled head, as a store that
    does not answer would hold it) does not make the worker silent, neither while it runs
    nor while it stops for a restart (`max_requests` reached, GRACEFUL_TIMEOUT 30) and
    waits for that request: the arbiter kills no worker, and the request is answered
    when it completes."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "TIMEOUT": "2", "GRACEFUL_TIMEOUT": "30", "LOG_LEVEL": "info",
           "GUNICORN_CMD_ARGS": "--max-requests 4"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        with stall(gunicorn.port) as stalled:
            time.sleep(3.5)
            assert children(gunicorn.process.pid) == [worker]
            for _ in range(4):  # until the answer that restarts the worker
                with connect(gunicorn.port, timeout=20.0) as sock:
                    sock.sendall(HEALTH)
                    head, _ = read_answer(sock)
                if b"connection: close" in head.lower():
                    break
            else:
                pytest.fail("the worker did not restart after max_requests")
            time.sleep(3.5)  # told to stop, it waits for the stalled request
            assert children(gunicorn.process.pid) == [worker]
            stalled.sendall(b"\r\n")
            head, _ = read_answer(stalled)
            assert head.startswith(b"HTTP/1.1 200") and b"connection: close" in head.lower()
        with connect(gunicorn.port, timeout=30.0) as sock:  # its successor serves
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        assert "WORKER TIMEOUT" not in gunicorn.output()


def test_a_worker_silent_for_longer_than_timeout_is_replaced(tmp_path: Path) -> None:
    """TIMEOUT=2 and the worker stopped (SIGSTOP: a worker stuck as a whole): the
    arbiter replaces it, and the new worker serves. The worker's heartbeat is what
    tells the arbiter it is alive (a worker that never sent one is never replaced)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "TIMEOUT": "2"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        time.sleep(0.5)  # a heartbeat or two
        os.kill(worker, signal.SIGSTOP)
        try:
            deadline = time.monotonic() + 20
            while worker in children(gunicorn.process.pid):
                assert time.monotonic() < deadline, "the silent worker was not replaced"
                time.sleep(0.1)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker, signal.SIGCONT)
        with connect(gunicorn.port, timeout=20.0) as sock:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")


def test_a_worker_whose_master_died_exits(tmp_path: Path) -> None:
    """The master killed (SIGKILL: no signal reaches the worker): the worker notices its
    parent is gone and exits instead of serving on, unsupervised. It stops as on a
    signal (`stop` clears `alive`, which the parent check does not): a request on a
    kept-alive connection meanwhile is answered with ``Connection: close``, that
    connection is not kept alive until the grace period ends."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "LOG_LEVEL": "info"}
    gunicorn = Gunicorn(tmp_path / "g.log", env)
    gunicorn.start()
    assert gunicorn.process is not None
    [worker] = children(gunicorn.process.pid)
    try:
        with connect(gunicorn.port) as sock:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
            gunicorn.process.kill()
            gunicorn.process.wait(timeout=10)
            deadline = time.monotonic() + 15
            while "Parent changed, shutting down" not in gunicorn.output():
                assert time.monotonic() < deadline, "the worker did not see its master die"
                time.sleep(0.02)
            sock.sendall(HEALTH)
            head, _ = read_answer(sock)
            assert head.startswith(b"HTTP/1.1 200") and b"connection: close" in head.lower()
            while Path(f"/proc/{worker}").exists():
                assert time.monotonic() < deadline, "the orphaned worker is still running"
                time.sleep(0.05)
    finally:
        gunicorn.stop()
        with contextlib.suppress(ProcessLookupError):
            os.kill(worker, signal.SIGKILL)


def test_idle_connections_cost_no_cpu_and_every_ending_gives_the_socket_back(
        tmp_path: Path) -> None:
    """Idle connections (kept alive, and new ones that sent nothing) leave the worker
    idle: no thread and no loop spins on them. Then every way a connection ends (the
    client closes it, `Connection: close`, HTTP/1.0, a half-close after the request, a
    reset, the keep-alive expiring) closes the worker's socket: its open descriptors
    come back to where they were, and it still serves. Bytes a client sends after its
    last answer are read and dropped without a thread blocking on them, up to
    DRAIN_BYTES: beyond, the worker closes (a reset)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "KEEPALIVE": "3"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn:
        assert gunicorn.process is not None
        [worker] = children(gunicorn.process.pid)
        with connect(gunicorn.port) as sock:
            sock.sendall(HEALTH)
            read_answer(sock)
        baseline = settled_descriptors(worker)  # the warm-up connection closed too
        kept = [connect(gunicorn.port) for _ in range(5)]
        silent = [connect(gunicorn.port) for _ in range(5)]
        for sock in kept:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        before = cpu_seconds(worker)
        time.sleep(2.0)
        spent = cpu_seconds(worker) - before
        assert spent < 0.5, f"the worker used {spent:.2f} s of CPU in 2 s with idle clients"
        for sock in silent:
            sock.close()
        for sock in kept[:2]:
            sock.close()
        expiring = kept[2:]  # closed by the worker after KEEPALIVE
        close = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        endings = [close, b"GET /healthz HTTP/1.0\r\n\r\n", HEALTH, HEALTH, close, close]
        for number, request in enumerate(endings):
            with connect(gunicorn.port) as sock:
                sock.sendall(request)
                if number == 2:  # a half-close: the answer still comes, then the FIN
                    sock.shutdown(socket.SHUT_WR)
                assert read_answer(sock)[0].split(b" ")[1] == b"200"
                if number == 3:  # a reset
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                    struct.pack("ii", 1, 0))
                if number == 4:  # more bytes after the last request, then a pause
                    sock.sendall(HEALTH)
                    time.sleep(0.3)
                    # read and dropped by the worker: no reset (a close with unread
                    # bytes sends one, which may cut off the answer)
                    assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0
                    assert not threads_in(worker, "recvfrom")  # the drain does not block
                if number == 5:  # more than DRAIN_BYTES after it: the worker stops reading
                    try:
                        sock.sendall(b"x" * (4 * DRAIN_BYTES))
                        time.sleep(0.3)
                        reset = sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) != 0
                    except OSError:  # reset while sending
                        reset = True
                    assert reset, "the worker read on past DRAIN_BYTES"
        for sock in expiring:
            sock.settimeout(15.0)
            assert sock.recv(100) == b""
            sock.close()
        deadline = time.monotonic() + 15
        while open_descriptors(worker) > baseline:
            assert time.monotonic() < deadline, (
                f"{open_descriptors(worker) - baseline} sockets left open by the worker")
            time.sleep(0.1)
        with connect(gunicorn.port) as sock:
            sock.sendall(HEALTH)
            assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")


def test_sigquit_stops_at_once_without_waiting_out_the_grace(tmp_path: Path) -> None:
    """SIGQUIT is gunicorn's quick shutdown: with a kept-alive connection open and
    GRACEFUL_TIMEOUT=30, the worker and gunicorn exit at once, not when the grace period
    ends (the master kills what is left then)."""
    env = {"WORKER_CLASS": WORKER, "THREADS": "2", "STREAM_MAX_CONNECTIONS": "0",
           "GRACEFUL_TIMEOUT": "30"}
    with Gunicorn(tmp_path / "g.log", env) as gunicorn, \
            connect(gunicorn.port, timeout=20.0) as sock:
        assert gunicorn.process is not None
        sock.sendall(HEALTH)
        assert read_answer(sock)[0].startswith(b"HTTP/1.1 200")
        started = time.monotonic()
        gunicorn.process.send_signal(signal.SIGQUIT)
        gunicorn.process.wait(timeout=40)
        assert time.monotonic() - started < 15.0, "SIGQUIT waited out the grace period"
