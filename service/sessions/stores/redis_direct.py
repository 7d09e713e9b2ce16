"""`DirectScripts`: the store's scripts sent on connections the store keeps itself, past
redis-py's command path (one Redis, not a cluster).

Why (issue 15): a session move is one ``EVALSHA``; through ``Script.__call__`` redis-py
spent about 90 µs of CPU on it here (the pool's lock, a ``poll`` per command to check
the connection holds no stale data, its observability counters, the retry wrapper, the
argument filters), three times what sending the command and parsing the answer cost.

Each connection (`_Line`) is a `redis.Connection` built from the client's own settings
(address, TLS, credentials, timeouts, client name) and connected by redis-py, so the
handshake is redis-py's. On a plain TCP or Unix socket the line then talks to the socket
itself (session 13): the command packed by hiredis (as redis-py packs it when hiredis is
installed), one ``send`` (more only for a command longer than the socket buffers, all
within one timeout: `_Line._send`), and ``recv_into`` (more than one for an answer in
pieces, all within one timeout too) fed to a ``hiredis.Reader`` built as redis-py builds
its own (the same error classes: a ``NOSCRIPT`` reply is
`redis.exceptions.NoScriptError`). The socket is blocking, with the client's socket
timeout as the kernel's ``SO_RCVTIMEO`` / ``SO_SNDTIMEO``: Python's own socket timeout
costs a ``poll`` before every send and every receive (two of the four system calls a
round trip made). A receive or send that runs out of time is
`redis.exceptions.TimeoutError`, a closed or broken socket
`redis.exceptions.ConnectionError`, as from redis-py. A TLS socket keeps redis-py's
reading and writing (its timeout is the ``ssl`` module's). No health-check ``PING`` goes
before a command: a connection that died while idle fails its command, and the store's
one retry connects afresh.

Correctness of the shortcut: a connection goes back to the idle stack only after its
whole answer was read (an error REPLY included: the stream is then in step); after any
other exception (a timeout, a dropped connection, an interruption) it is disconnected
and dropped, so the ``poll`` redis-py does before reusing a connection is not needed.
A dropped connection (the server went away: a restart) drops every idle one too, so
the store's one retry on a connection error (`RedisStore._call`) connects afresh
instead of finding the next dead socket.
``NOSCRIPT`` (a restarted or flushed Redis) is answered by sending the script's body
with ``EVAL``, which caches it again. After a fork the child starts with no connection
(sockets are never shared between processes).
"""

from __future__ import annotations

import os
import socket
import ssl
import struct
import time
from typing import Any

import hiredis
import redis
import redis.exceptions as rex
from redis._parsers.base import BaseParser
from redis.commands.core import Script

READ_BYTES = 16384  # one recv_into; a longer answer takes more than one
_MORE = object()  # the reader's "not a whole answer yet"


def _timeval(seconds: float) -> bytes:
    """``struct timeval`` for SO_RCVTIMEO / SO_SNDTIMEO (all zero would mean "wait
    forever": at least 1 µs)."""
    whole = int(seconds)
    micros = round((seconds - whole) * 1_000_000)
    return struct.pack("ll", whole, micros if whole or micros else 1)


class _Line:
    """One connection of `DirectScripts`: redis-py's `Connection`, and once it is
    connected on a plain socket, that socket with a reader of its own."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.connected = False
        # The reader of a plain socket; None: not connected, or TLS. The socket itself is
        # only ever held by redis-py's connection (`conn._sock`), which closes it when it
        # is disconnected or collected.
        self.reader: Any = None
        self.buffer = bytearray(READ_BYTES)

    @property
    def sock(self) -> socket.socket | None:
        """The socket this line reads and writes itself (None: not connected, or TLS)."""
        return None if self.reader is None else self.conn._sock  # type: ignore[no-any-return]

    def connect(self) -> None:
        conn = self.conn
        conn.connect()  # redis-py's handshake, with its timeouts
        self.connected = True
        sock = conn._sock
        if sock is None or isinstance(sock, ssl.SSLSocket):
            return  # TLS: redis-py reads and writes
        timeout = conn.socket_timeout
        sock.settimeout(None)
        if timeout:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, _timeval(timeout))
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, _timeval(timeout))
        encoder = conn.encoder
        kwargs: dict[str, Any] = {"protocolError": rex.InvalidResponse,
                                  "replyError": BaseParser.parse_error,
                                  "notEnoughData": _MORE}
        if encoder.decode_responses:
            kwargs.update(encoding=encoder.encoding, errors=encoder.encoding_errors)
        self.reader = hiredis.Reader(**kwargs)

    def request(self, packed: bytes) -> Any:
        """Send one packed command, read its whole answer (an error reply raised)."""
        if not self.connected:
            self.connect()
        reader = self.reader
        if reader is None:
            self.conn.send_packed_command([packed])
            return self.conn.read_response()
        sock = self.conn._sock
        if sock is None:  # disconnected under us: as a dropped connection
            raise rex.ConnectionError("Connection closed.")
        try:
            self._send(sock, packed)
        except BlockingIOError:
            raise rex.TimeoutError("Timeout writing to socket") from None
        except OSError as exc:
            raise rex.ConnectionError(f"Error while writing to socket: {exc}") from exc
        buffer = self.buffer
        reply = reader.gets()
        timeout = self.conn.socket_timeout
        started, reads = time.monotonic(), 0
        while reply is _MORE:
            try:
                if reads and timeout:  # an answer in pieces: ONE timeout for all of it
                    self._set_timeout(sock, socket.SO_RCVTIMEO, timeout, started)
                count = sock.recv_into(buffer)
            except BlockingIOError:
                raise rex.TimeoutError("Timeout reading from socket") from None
            except OSError as exc:
                raise rex.ConnectionError(f"Error while reading from socket: {exc}") from exc
            if count == 0:
                raise rex.ConnectionError("Connection closed by server.")
            reads += 1
            reader.feed(buffer, 0, count)
            reply = reader.gets()
        if reads > 1 and timeout:  # (after an error the line is dropped, its socket too)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, _timeval(timeout))
        if isinstance(reply, rex.ResponseError):
            raise reply
        return reply

    def _send(self, sock: socket.socket, packed: bytes) -> None:
        """Send the whole command within ONE socket timeout (BlockingIOError when it
        runs out). The kernel's ``SO_SNDTIMEO`` bounds each ``send()``, not the command:
        after a partial send (a command longer than the socket buffers, to a Redis that
        stopped reading) ``sendall`` started the timeout afresh for the rest, and a frozen
        Redis held a 32 MB command for four 300 ms timeouts. So the rest of a command gets
        what is left of the timeout."""
        started = time.monotonic()
        sent = sock.send(packed)
        if sent == len(packed):
            return
        timeout = self.conn.socket_timeout
        rest = memoryview(packed)[sent:]
        while rest:
            if timeout:
                self._set_timeout(sock, socket.SO_SNDTIMEO, timeout, started)
            rest = rest[sock.send(rest):]
        if timeout:  # (after an error the line is dropped, its socket with it)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, _timeval(timeout))

    @staticmethod
    def _set_timeout(sock: socket.socket, option: int, timeout: float, started: float) -> None:
        """Give the next ``send`` / ``recv`` (``option``) what is left of ``timeout``
        since ``started``; BlockingIOError (a timeout) when nothing is left."""
        left = timeout - (time.monotonic() - started)
        if left <= 0:
            raise BlockingIOError("the socket timeout ran out in the middle of a command")
        sock.setsockopt(socket.SOL_SOCKET, option, _timeval(left))

    def disconnect(self) -> None:
        self.reader, self.connected = None, False
        self.conn.disconnect()


class DirectScripts:
    """``run(script, keys, args)``: the reply of ``EVALSHA`` (``EVAL`` after
    ``NOSCRIPT``), as ``script(keys=keys, args=args)`` would answer it."""

    def __init__(self, client: redis.Redis) -> None:
        pool = client.connection_pool
        self._new = lambda: _Line(pool.connection_class(**pool.connection_kwargs))
        self._idle: list[_Line] = []  # list.pop / list.append are atomic: no lock
        self._pid = os.getpid()

    def run(self, script: Script, keys: list[str], args: list[Any]) -> Any:
        if self._pid != os.getpid():  # a forked child: the parent's sockets are not ours
            self._idle, self._pid = [], os.getpid()
        try:
            line = self._idle.pop()
        except IndexError:
            line = self._new()
        try:
            try:
                reply = line.request(
                    hiredis.pack_command(("EVALSHA", script.sha, len(keys), *keys, *args)))
            except rex.NoScriptError:
                reply = line.request(
                    hiredis.pack_command(("EVAL", script.script, len(keys), *keys, *args)))
        except rex.ResponseError:
            self._idle.append(line)  # an error reply was read whole: still in step
            raise
        except (rex.ConnectionError, OSError):
            # The server closed it (a restart?): the idle ones are likely dead as well,
            # and the store's one retry must get a fresh connection.
            line.disconnect()
            self.close()
            raise
        except BaseException:
            line.disconnect()
            raise
        self._idle.append(line)
        return reply

    def close(self) -> None:
        idle, self._idle = self._idle, []
        for line in idle:
            line.disconnect()
