"""Hearing that the client of a stream or a long-poll went away, while it sleeps.

A stream (``GET .../events/stream``) and a waiting long-poll (``GET .../events?wait=``)
hold one of the worker's ``STREAM_MAX_CONNECTIONS`` slots. While they sleep on their
session's wake-ups (`service.sessions.hub`) nothing is written to the client, so a client
that closed its connection was noticed only at the next write that failed: the second
heartbeat after it left (``STREAM_HEARTBEAT_SECONDS``, 15 s: 15-30 s, the first write
after the FIN still succeeds), or the end of the long-poll's ``wait``. Meanwhile its slot
was held: an address that opened streams and closed them again, over and over, left every
other client 503 ``too_many_streams``.

`HangupWatch` watches the client sockets of the sleeping requests (`client_socket`, under
gunicorn and waitress) in ONE epoll, read by ONE thread per process (started with the
first watch, so nothing runs before gunicorn forks), for ``EPOLLRDHUP`` (the peer's
FIN) and the always-reported ``EPOLLHUP``/``EPOLLERR`` (a reset). Neither is raised by
bytes that arrive, so nothing of the connection is read (not even peeked) and a
pipelined next request neither wakes the thread nor hides the FIN behind it. When a
socket hangs up, its callback runs (the stream's `Subscription` wakes and ends): the slot
is free within milliseconds, whatever the heartbeat. An idle watch costs nothing: the
thread sleeps in ``epoll_wait`` without a timeout.

A client that only half-closes (shuts down its sending side and keeps reading) counts as
gone, as nginx counts it (``proxy_ignore_client_abort off``): HTTP clients do not do that.
Behind nginx, the client is nginx's upstream connection, which nginx closes when its own
client goes away.

Under waitress (``make run``) the environ holds no socket, but its
``waitress.client_disconnected`` is a method of the connection's channel, which holds the
socket. That method alone would not do: waitress reads nothing of a connection while its
request runs (``channel_request_lookahead`` 0), so it learns of a FIN only when a write
fails, and a stream noticed a closed client only at its second heartbeat after. The
socket is watched here as under gunicorn; only a stream or a long-poll looks it up.
waitress may close a connection while its request still runs (after a failed write),
so its number may be reused while it is watched: the checks below cover that (a stale
callback only ends a stream whose client is gone anyway).

Each socket is watched only while its request sleeps in the view and is forgotten
(`unwatch`) before the request returns, so before gunicorn closes the socket and its
number can be reused (`unwatch` leaves alone a number watched again for another
socket). An event already taken from the epoll for a socket that was then forgotten,
closed and its number given to a new watched socket, is checked against the new socket's
own state (``poll`` with a zero timeout) before anything is called.
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import socket
import threading
from collections.abc import Callable, Mapping
from typing import Any

log = logging.getLogger("service.live")

_HUNG_UP = select.EPOLLRDHUP  # EPOLLHUP and EPOLLERR are always reported
_POLL_HUNG_UP = select.POLLRDHUP | select.POLLHUP | select.POLLERR


def _noop() -> None:
    return None


def client_socket(environ: Mapping[str, Any]) -> socket.socket | None:
    """The request's client socket: gunicorn's ``gunicorn.socket``, or the socket of
    waitress's channel (the owner of ``waitress.client_disconnected``); None under other
    servers (Flask's test client), which then watch nothing."""
    sock = environ.get("gunicorn.socket")
    if sock is None:
        channel = getattr(environ.get("waitress.client_disconnected"), "__self__", None)
        sock = getattr(channel, "socket", None)
    return sock if isinstance(sock, socket.socket) else None


def hung_up(fd: int) -> bool:
    """The socket ``fd`` has its peer's FIN or an error now (no byte is read)."""
    poller = select.poll()
    try:
        poller.register(fd, select.POLLRDHUP)
        return any(mask & _POLL_HUNG_UP for _, mask in poller.poll(0))
    except (OSError, ValueError):
        return True


class HangupWatch:
    """The client sockets of this process's sleeping streams and long-polls."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._watched: dict[int, Callable[[], None]] = {}
        self._epoll: select.epoll | None = None
        self._thread: threading.Thread | None = None
        self._wake: tuple[int, int] | None = None  # a pipe: `close` stops the thread
        self._pid = 0

    def watched(self) -> int:
        with self._lock:
            return len(self._watched)

    def watch(self, sock: socket.socket | None, on_hangup: Callable[[], None]
              ) -> Callable[[], None]:
        """Call ``on_hangup`` (once, from the watch's thread) when ``sock``'s peer goes
        away; returns the `unwatch` (call it before the socket is closed; more than once
        is fine). ``sock`` None (no socket in the environ: Flask's test client):
        nothing is watched."""
        if sock is None:
            return _noop
        try:
            fd = sock.fileno()
        except (OSError, ValueError):
            fd = -1
        if fd < 0:
            return _noop
        with self._lock:
            epoll = self._ensure_thread()
            if epoll is None:
                return _noop
            try:
                # A number still in _watched belongs to a socket closed while watched (the
                # kernel dropped its registration): register the new one afresh, or the
                # number stayed unwatchable for the life of the process.
                with contextlib.suppress(OSError):
                    if self._watched.pop(fd, None) is not None:
                        epoll.unregister(fd)
                epoll.register(fd, _HUNG_UP)
            except OSError as exc:  # not a socket epoll takes: watch nothing
                log.warning("client hang-ups not watched: %s", exc)
                return _noop
            self._watched[fd] = on_hangup

        def unwatch() -> None:
            with self._lock:
                if self._watched.get(fd) is not on_hangup:
                    return  # called already, or the socket hung up
                del self._watched[fd]
                if self._epoll is not None:
                    with contextlib.suppress(OSError, ValueError):
                        self._epoll.unregister(fd)

        return unwatch

    def _ensure_thread(self) -> select.epoll | None:
        """The epoll, and its thread running (started here after a fork too)."""
        if self._pid != os.getpid():  # a new process: the parent's thread is not here
            self._pid = os.getpid()
            self._epoll, self._thread, self._wake = None, None, None
            self._watched.clear()
        if self._thread is not None and self._thread.is_alive():
            return self._epoll
        try:
            epoll = self._epoll or select.epoll()
            if self._wake is None:
                self._wake = os.pipe()
                epoll.register(self._wake[0], select.EPOLLIN)
        except OSError as exc:
            log.warning("client hang-ups not watched: %s", exc)
            return None
        self._epoll = epoll
        thread = threading.Thread(target=self._run, args=(epoll, self._wake[0]),
                                  name="stichwerk-hangup-watch", daemon=True)
        try:
            thread.start()
        except RuntimeError as exc:  # no thread to be had (a pids limit): streams still
            log.warning("client hang-ups not watched: %s", exc)  # end at a failed write
            return None
        self._thread = thread
        return epoll

    def _run(self, epoll: select.epoll, wake_fd: int) -> None:
        while True:
            try:
                events = epoll.poll()
            except InterruptedError:
                continue
            except (OSError, ValueError):  # closed
                return
            for fd, _mask in events:
                if fd == wake_fd:
                    return
                with self._lock:
                    on_hangup = self._watched.get(fd)
                    if on_hangup is None or not hung_up(fd):
                        continue  # forgotten meanwhile (or a new socket under that number)
                    del self._watched[fd]
                    with contextlib.suppress(OSError, ValueError):
                        epoll.unregister(fd)
                try:
                    on_hangup()
                except Exception:  # a bug in a callback must not end the watch
                    log.exception("client hang-up callback failed")

    def close(self) -> None:
        """Stop the thread (the watched requests are not told)."""
        with self._lock:
            thread, wake, epoll = self._thread, self._wake, self._epoll
            self._thread, self._wake, self._epoll = None, None, None
            self._watched.clear()
        if wake is None:
            return
        with contextlib.suppress(OSError):
            os.write(wake[1], b"x")
        if thread is not None and thread.is_alive() and self._pid == os.getpid():
            thread.join(timeout=2.0)
        for fd in wake:
            with contextlib.suppress(OSError):
                os.close(fd)
        if epoll is not None:
            epoll.close()
