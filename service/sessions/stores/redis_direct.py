"""`DirectScripts`: the store's scripts sent on redis-py connections the store keeps
itself, past redis-py's command path (one Redis, not a cluster).

Why (issue 15): a session move is one ``EVALSHA``; through ``Script.__call__`` redis-py
spends about 90 µs of CPU on it here (the pool's lock, a ``poll`` per command to check
the connection holds no stale data, its observability counters, the retry wrapper, the
argument filters), three times what sending the command and parsing the answer cost.
This class sends the same bytes (packed by hiredis, as redis-py packs them when hiredis
is installed) on the same `redis.Connection` objects (built from the
client's own connection settings: address, TLS, credentials, timeouts, health checks,
client name) and reads the answer with the same parser, so the replies and the
exceptions (`redis.exceptions`) are exactly redis-py's.

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
from typing import Any

import hiredis
import redis
import redis.exceptions as rex
from redis.commands.core import Script


class DirectScripts:
    """``run(script, keys, args)``: the reply of ``EVALSHA`` (``EVAL`` after
    ``NOSCRIPT``), as ``script(keys=keys, args=args)`` would answer it."""

    def __init__(self, client: redis.Redis) -> None:
        pool = client.connection_pool
        self._new = lambda: pool.connection_class(**pool.connection_kwargs)
        self._idle: list[Any] = []  # list.pop / list.append are atomic: no lock
        self._pid = os.getpid()

    def run(self, script: Script, keys: list[str], args: list[Any]) -> Any:
        if self._pid != os.getpid():  # a forked child: the parent's sockets are not ours
            self._idle, self._pid = [], os.getpid()
        try:
            conn = self._idle.pop()
        except IndexError:
            conn = self._new()
        try:
            try:
                conn.send_packed_command(
                    [hiredis.pack_command(("EVALSHA", script.sha, len(keys), *keys, *args))])
                reply = conn.read_response()
            except rex.NoScriptError:
                conn.send_packed_command(
                    [hiredis.pack_command(("EVAL", script.script, len(keys), *keys, *args))])
                reply = conn.read_response()
        except rex.ResponseError:
            self._idle.append(conn)  # an error reply was read whole: still in step
            raise
        except (rex.ConnectionError, OSError):
            # The server closed it (a restart?): the idle ones are likely dead as well,
            # and the store's one retry must get a fresh connection.
            conn.disconnect()
            self.close()
            raise
        except BaseException:
            conn.disconnect()
            raise
        self._idle.append(conn)
        return reply

    def close(self) -> None:
        idle, self._idle = self._idle, []
        for conn in idle:
            conn.disconnect()
