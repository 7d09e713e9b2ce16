"""`DirectScripts` (the store's scripts past redis-py's command path) against a real
redis-server: the same replies and errors as redis-py's `Script`, a connection never
reused out of step, and recovery after ``SCRIPT FLUSH``, a restart and a timeout."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import redis.exceptions as rex

from service.sessions.stores.redis_direct import DirectScripts
from service.sessions.stores.redis_store import RedisStore, connect
from tests.service.redis_server import RedisServer

ECHO = "return {KEYS[1], ARGV[1], tonumber(ARGV[2]) + 1}"


@contextmanager
def direct_on(url: str, timeout: float = 5.0) -> Iterator[tuple[Any, DirectScripts]]:
    """The store's kind of client of ``url`` (bytes replies) and a DirectScripts on it."""
    client = connect(url, False, timeout, decode=False)
    direct = DirectScripts(client)
    try:
        yield client, direct
    finally:
        direct.close()
        client.close()


def test_replies_are_redis_pys_replies(redis_server: RedisServer) -> None:
    with direct_on(redis_server.url) as (client, direct):
        script = client.register_script(ECHO)
        for args in (["a", 1], [b"\x00\xffbytes", 41], ["é" * 3000, -7]):
            assert direct.run(script, ["k"], args) == script(keys=["k"], args=args)


def test_an_error_reply_raises_redis_pys_type_and_keeps_the_connection_in_step(
        redis_server: RedisServer) -> None:
    with direct_on(redis_server.url) as (client, direct):
        failing = client.register_script("return redis.error_reply('NOPE not today')")
        echo = client.register_script(ECHO)
        with pytest.raises(rex.ResponseError, match="NOPE not today"):
            direct.run(failing, ["k"], [])
        assert len(direct._idle) == 1  # read whole: kept
        assert direct.run(echo, ["k"], ["x", 1]) == [b"k", b"x", 2]


def test_a_flushed_script_cache_is_filled_again(redis_server: RedisServer) -> None:
    with direct_on(redis_server.url) as (client, direct):
        script = client.register_script(ECHO + " -- flushed")
        assert direct.run(script, ["k"], ["x", 1]) == [b"k", b"x", 2]
        client.script_flush()
        assert client.script_exists(script.sha) == [False]
        assert direct.run(script, ["k"], ["y", 2]) == [b"k", b"y", 3]
        assert client.script_exists(script.sha) == [True]  # EVAL cached it again


def test_after_a_restart_the_stores_one_retry_finds_a_fresh_connection(
        tmp_path: Path) -> None:
    with RedisServer(tmp_path, persistent=True) as server:
        store = RedisStore(server.url, 3600, 3600, timeout_ms=2000)
        try:
            # several idle connections, as after concurrent requests
            assert store._direct is not None
            conns = [store._direct._new() for _ in range(3)]
            for conn in conns:
                conn.connect()
            store._direct._idle.extend(conns)
            store.create("s1", 0, '{"a":1}', [], "w1")
            server.restart()
            snapshot, _ = store.load("s1")  # dead sockets: dropped, then one fresh
            assert snapshot is not None and snapshot.doc == '{"a":1}'
        finally:
            store.close()


def test_a_timed_out_connection_is_not_reused(tmp_path: Path) -> None:
    """The late answer of a timed-out command must never be read as the answer of the
    next one: the connection is dropped."""
    with RedisServer(tmp_path) as server, direct_on(server.url, 0.2) as (client, direct):
        script = client.register_script(ECHO)
        assert direct.run(script, ["k"], ["first", 1]) == [b"k", b"first", 2]
        assert server.process is not None
        os.kill(server.process.pid, signal.SIGSTOP)
        try:
            with pytest.raises(rex.TimeoutError):
                direct.run(script, ["k"], ["late", 1])
        finally:
            os.kill(server.process.pid, signal.SIGCONT)
        assert direct._idle == []
        time.sleep(0.1)  # the late answer has arrived on the dropped socket
        assert direct.run(script, ["k"], ["next", 5]) == [b"k", b"next", 6]


def test_a_forked_child_opens_its_own_connections(redis_server: RedisServer) -> None:
    with direct_on(redis_server.url) as (client, direct):
        script = client.register_script(ECHO)
        direct.run(script, ["k"], ["parent", 1])
        parent_conn = direct._idle[0]
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            ok = direct.run(script, ["k"], ["child", 1]) == [b"k", b"child", 2]
            ok = ok and parent_conn not in direct._idle
            os.write(write, b"1" if ok else b"0")
            os._exit(0)
        os.close(write)
        assert os.read(read, 1) == b"1"
        os.waitpid(pid, 0)
        assert direct._idle == [parent_conn]
        assert direct.run(script, ["k"], ["parent", 2]) == [b"k", b"parent", 3]
