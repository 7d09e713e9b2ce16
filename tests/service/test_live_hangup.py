"""`HangupWatch` (service/sessions/hangup.py) on socket pairs: a peer that closes or
resets is heard at once, bytes that arrive (a pipelined request) are neither heard nor
read, a forgotten socket is not heard, and no socket (Flask's test client) watches
nothing. The end-to-end case (gunicorn, nginx, the slots) is
tests/deploy/test_stream_slots.py."""

from __future__ import annotations

import os
import socket
import struct
import threading
import time
from collections.abc import Iterator

import pytest

from service.sessions.hangup import HangupWatch


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
    one, other = pair()
    if other.fileno() == number:
        second, peer = other, one
    else:
        second, peer = one, other
        if second.fileno() != number:  # the number is free: give it to the new socket
            os.dup2(second.fileno(), number)
            second.close()
            second = socket.socket(fileno=number)
    assert second.fileno() == number
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

    server, client = pair()
    try:
        monkeypatch.setattr(threading.Thread, "start", refuse)
        unwatch = watch.watch(server, lambda: None)
        unwatch()
        assert watch.watched() == 0
    finally:
        server.close()
        client.close()
