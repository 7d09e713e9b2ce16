"""`HangupWatch` (service/sessions/hangup.py) on socket pairs: a peer that closes or
resets is heard at once, bytes that arrive (a pipelined request) are neither heard nor
read, a forgotten socket is not heard, and no socket (Flask's test client) watches
nothing. The end-to-end case (gunicorn, nginx, the slots) is
tests/deploy/test_stream_slots.py."""

from __future__ import annotations

import os
import select
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from service.sessions.hangup import HangupWatch, client_socket


@pytest.fixture
def watch() -> Iterator[HangupWatch]:
    found = HangupWatch()
    yield found
    found.close()


def pair() -> tuple[socket.socket, socket.socket]:
    """A connected TCP pair on loopback (server side, client side)."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client = socket.create_connection(listener.getsockname())
        server, _ = listener.accept()
    return server, client


def pair_numbered(number: int) -> tuple[socket.socket, socket.socket]:
    """A new pair whose server side has the descriptor number ``number`` (free now), as
    the kernel gives a closed socket's number to the next one."""
    one, other = pair()
    if other.fileno() == number:
        return other, one
    server, peer = one, other
    if server.fileno() != number:  # the number is free: give it to the new socket
        os.dup2(server.fileno(), number)
        server.close()
        server = socket.socket(fileno=number)
    assert server.fileno() == number
    return server, peer


def assert_a_watch_that_cannot_start_watches_nothing(watch: HangupWatch) -> None:
    """With what the watch needs refused: watching a socket raises nothing, and its
    unwatch leaves nothing watched."""
    server, client = pair()
    try:
        unwatch = watch.watch(server, lambda: None)
        assert watch.watched() == 0  # nothing watched that no thread would ever read
        unwatch()
        assert watch.watched() == 0
    finally:
        server.close()
        client.close()


def test_a_closed_peer_is_heard_at_once_and_only_once(watch: HangupWatch) -> None:
    server, client = pair()
    heard = threading.Event()
    calls: list[float] = []
    try:
        watch.watch(server, lambda: (calls.append(time.monotonic()), heard.set()))
        assert watch.watched() == 1
        closed = time.monotonic()
        client.close()
        assert heard.wait(5.0)
        assert calls[0] - closed < 2.0  # at once: a heartbeat would take 15 s or more
        time.sleep(0.1)
        assert len(calls) == 1 and watch.watched() == 0
    finally:
        server.close()


def test_a_reset_is_heard(watch: HangupWatch) -> None:
    server, client = pair()
    heard = threading.Event()
    try:
        watch.watch(server, heard.set)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()  # RST
        assert heard.wait(5.0)
    finally:
        server.close()


def test_bytes_that_arrive_are_not_a_hang_up_and_are_not_read(watch: HangupWatch) -> None:
    server, client = pair()
    heard = threading.Event()
    try:
        watch.watch(server, heard.set)
        client.sendall(b"GET /next HTTP/1.1\r\n\r\n")  # a pipelined request
        assert not heard.wait(0.3)
        server.settimeout(1.0)
        assert server.recv(100, socket.MSG_PEEK) == b"GET /next HTTP/1.1\r\n\r\n"
        client.close()  # the FIN behind the unread bytes is heard all the same
        assert heard.wait(5.0)
        assert server.recv(100) == b"GET /next HTTP/1.1\r\n\r\n"
    finally:
        server.close()


def test_a_forgotten_socket_is_not_heard(watch: HangupWatch) -> None:
    server, client = pair()
    heard = threading.Event()
    try:
        unwatch = watch.watch(server, heard.set)
        unwatch()
        unwatch()  # twice is fine
        assert watch.watched() == 0
        client.close()
        assert not heard.wait(0.3)
    finally:
        server.close()


def test_a_peer_gone_before_the_watch_is_heard(watch: HangupWatch) -> None:
    server, client = pair()
    client.close()
    time.sleep(0.05)
    heard = threading.Event()
    try:
        watch.watch(server, heard.set)
        assert heard.wait(5.0)
    finally:
        server.close()


def test_no_socket_watches_nothing_and_starts_no_thread(watch: HangupWatch) -> None:
    unwatch = watch.watch(None, lambda: None)
    unwatch()
    assert watch.watched() == 0
    assert watch._thread is None


def test_a_socket_closed_already_watches_nothing_and_starts_no_thread(
        watch: HangupWatch) -> None:
    """waitress may close a connection while its request still runs (after a failed
    write): the stream then finds a closed socket, and nothing is watched."""
    server, client = pair()
    server.close()
    client.close()
    unwatch = watch.watch(server, lambda: None)
    unwatch()
    assert watch.watched() == 0
    assert watch._thread is None


def test_a_number_of_a_socket_closed_while_watched_is_watched_again(
        watch: HangupWatch) -> None:
    """A socket closed while still watched (the kernel drops its epoll registration, the
    watch keeps its entry) left its number unwatchable: the next socket given that number
    was never heard."""
    first, first_peer = pair()
    watch.watch(first, lambda: None)
    number = first.fileno()
    first.close()  # no unwatch
    first_peer.close()
    second, peer = pair_numbered(number)
    heard = threading.Event()
    try:
        watch.watch(second, heard.set)
        peer.close()
        assert heard.wait(5.0)
    finally:
        second.close()


def test_no_thread_to_be_had_watches_nothing_and_raises_nothing(
        watch: HangupWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """Thread.start raises under a pids limit; the stream then goes on unwatched (it ends
    at a failed write) instead of failing with its slot held."""
    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    assert_a_watch_that_cannot_start_watches_nothing(watch)


def test_the_client_socket_is_found_under_gunicorn_and_waitress_only() -> None:
    """gunicorn puts the socket in the environ (``gunicorn.socket``); waitress's
    ``waitress.client_disconnected`` is a method of the connection's channel, which
    holds it; other servers (Flask's test client, werkzeug) give none: nothing is
    watched there."""
    server, client = pair()

    class Channel:  # the shape of waitress's HTTPChannel: a socket and the method
        def __init__(self, sock: socket.socket) -> None:
            self.socket = sock

        def check_client_disconnected(self) -> bool:
            return False

    try:
        assert client_socket({"gunicorn.socket": server}) is server
        waitress = {"waitress.client_disconnected": Channel(server).check_client_disconnected}
        assert client_socket(waitress) is server
        assert client_socket({}) is None
        assert client_socket({"gunicorn.socket": "not a socket"}) is None
    finally:
        server.close()
        client.close()


def test_one_thread_watches_every_socket(watch: HangupWatch) -> None:
    """ONE thread per process reads the epoll, however many sockets are watched."""
    sockets = [pair(), pair(), pair()]
    before = {t for t in threading.enumerate() if t.name == "stichwerk-hangup-watch"}
    try:
        for server, _ in sockets:
            watch.watch(server, lambda: None)
        started = {t for t in threading.enumerate()
                   if t.name == "stichwerk-hangup-watch"} - before
        assert len(started) == 1 and watch.watched() == 3
    finally:
        for server, client in sockets:
            server.close()
            client.close()


def test_a_socket_watched_again_after_its_unwatch_is_heard(watch: HangupWatch) -> None:
    """A keep-alive connection carries one long-poll, then another: the second watch of
    the same socket must hear its client go away as the first would have."""
    server, client = pair()
    heard = threading.Event()
    try:
        watch.watch(server, lambda: None)()  # the first request: watched, then unwatched
        watch.watch(server, heard.set)
        assert watch.watched() == 1
        client.close()
        assert heard.wait(5.0)
    finally:
        server.close()


def test_close_stops_the_thread_and_gives_its_descriptors_back() -> None:
    """`close` (the app's) stops the watch's thread before it returns, forgets its
    watches and closes its epoll and its wake-up pipe."""
    watch = HangupWatch()
    server, client = pair()
    try:
        watch.watch(server, lambda: None)
        thread, epoll, wake = watch._thread, watch._epoll, watch._wake
        assert thread is not None and epoll is not None and wake is not None
        watch.close()
        assert not thread.is_alive()
        assert watch.watched() == 0
        assert epoll.closed
        for fd in wake:
            with pytest.raises(OSError):
                os.fstat(fd)
    finally:
        server.close()
        client.close()


def test_no_epoll_to_be_had_watches_nothing_and_raises_nothing(
        watch: HangupWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """No descriptor left for an epoll (EMFILE): the stream goes on unwatched (it ends at
    a failed write) instead of failing with its slot held."""
    def refuse() -> None:
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(select, "epoll", refuse)
    assert_a_watch_that_cannot_start_watches_nothing(watch)


class CountingEpoll:
    """A real epoll that counts its waits and can refuse a registration (as the kernel
    does with ENOSPC past ``max_user_watches``). ``hold``: the first wait that returns
    events holds them until ``go`` is set (``taken`` tells it has them), as a thread
    that has taken the events but not yet acted on them."""

    def __init__(self, refuse: int | None = None, hold: bool = False) -> None:
        self.epoll = select.epoll()
        self.polls = 0
        self.refuse = refuse
        self.hold = hold
        self.taken = threading.Event()
        self.go = threading.Event()

    @property
    def closed(self) -> bool:
        return self.epoll.closed

    def register(self, fd: int, mask: int) -> None:
        if fd == self.refuse:
            raise OSError(28, "No space left on device")
        self.epoll.register(fd, mask)

    def unregister(self, fd: int) -> None:
        self.epoll.unregister(fd)

    def poll(self) -> list[tuple[int, int]]:
        self.polls += 1
        events = self.epoll.poll()
        if self.hold and events:
            self.hold = False
            self.taken.set()
            self.go.wait(10.0)
        return events

    def close(self) -> None:
        self.epoll.close()


def test_a_heard_socket_not_closed_yet_does_not_keep_waking_the_thread(
        watch: HangupWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """"An idle watch costs nothing: the thread sleeps in epoll_wait": a socket whose
    hang-up was heard stays open until its request returns, and its hang-up (a state
    that lasts) must not wake the thread again and again meanwhile."""
    epoll = CountingEpoll()
    monkeypatch.setattr(select, "epoll", lambda: epoll)
    server, client = pair()
    heard = threading.Event()
    try:
        watch.watch(server, heard.set)
        client.close()
        assert heard.wait(5.0)
        time.sleep(0.3)  # the request has not returned yet: its socket is open
        assert epoll.polls <= 3  # the wait that heard it, and the one that sleeps now
    finally:
        server.close()


def test_a_socket_the_epoll_refuses_is_not_watched_and_the_others_are(
        watch: HangupWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kernel may refuse a registration (ENOSPC: ``max_user_watches``): that stream
    goes on unwatched (it ends at a failed write) and counts as nothing watched; the
    other sockets are still heard."""
    refused, refused_peer = pair()
    epoll = CountingEpoll(refuse=refused.fileno())
    monkeypatch.setattr(select, "epoll", lambda: epoll)
    server, client = pair()
    heard = threading.Event()
    try:
        watch.watch(refused, lambda: None)
        assert watch.watched() == 0
        watch.watch(server, heard.set)
        assert watch.watched() == 1
        client.close()
        assert heard.wait(5.0)
    finally:
        for sock in (refused, refused_peer, server):
            sock.close()


def test_a_process_with_a_running_watch_exits_without_closing_it() -> None:
    """The watch's thread sleeps in epoll_wait for ever: it must not keep a worker that
    exits (gunicorn's, at a restart) from ending when nobody closed the watch."""
    code = ("import socket\n"
            "from service.sessions.hangup import HangupWatch\n"
            "a, b = socket.socketpair()\n"
            "watch = HangupWatch()\n"
            "watch.watch(a, lambda: None)\n"
            "assert watch._thread is not None and watch._thread.is_alive()\n")
    # (a bound for a hang, not a measurement: the process ends in well under a second)
    done = subprocess.run([sys.executable, "-c", code], timeout=30, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()


def test_a_forked_child_starts_its_own_watch(watch: HangupWatch) -> None:
    """After a fork (gunicorn's workers) the parent's thread is not in the child: the
    child's first watch starts its own thread and epoll, and counts only its own
    sockets."""
    parent_side, parent_peer = pair()
    try:
        watch.watch(parent_side, lambda: None)
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            ok = False
            try:
                server, client = pair()  # (a pair of the child's alone)
                heard = threading.Event()
                watch.watch(server, heard.set)
                ok = watch.watched() == 1
                client.close()
                ok = ok and heard.wait(5.0) and watch.watched() == 0
            finally:
                os.write(write, b"1" if ok else b"0")
                os._exit(0)
        os.close(write)
        assert os.read(read, 1) == b"1"
        os.close(read)
        os.waitpid(pid, 0)
        assert watch.watched() == 1  # the parent's own watch, untouched
    finally:
        parent_side.close()
        parent_peer.close()


def test_an_event_taken_for_a_forgotten_socket_is_not_the_hang_up_of_its_numbers_new_one(
        watch: HangupWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """"An event already taken from the epoll for a socket that was then forgotten,
    closed and its number given to a new watched socket, is checked against the new
    socket's own state before anything is called" (`service.sessions.hangup`): the new
    socket's client is there, so its stream must not be ended; its own hang-up later is
    heard."""
    epoll = CountingEpoll(hold=True)
    monkeypatch.setattr(select, "epoll", lambda: epoll)
    first, first_peer = pair()
    number = first.fileno()
    unwatch = watch.watch(first, lambda: None)
    first_peer.close()
    assert epoll.taken.wait(5.0)  # the thread holds the hang-up, not yet acted on
    unwatch()  # the request returns: forgotten, then closed
    first.close()
    second, peer = pair_numbered(number)
    heard = threading.Event()
    try:
        watch.watch(second, heard.set)
        epoll.go.set()
        assert not heard.wait(0.3)  # the stale event is not this client's
        assert watch.watched() == 1
        peer.close()
        assert heard.wait(5.0)
    finally:
        epoll.go.set()
        second.close()
        peer.close()
