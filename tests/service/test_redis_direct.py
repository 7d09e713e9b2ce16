"""`DirectScripts` (the store's scripts past redis-py's command path) against a real
redis-server: the same replies and errors as redis-py's `Script`, a connection never
reused out of step, and recovery after ``SCRIPT FLUSH``, a restart and a timeout; a send
that runs out of time, and a connection reset while a command is sent or while its
answer is awaited."""

from __future__ import annotations

import os
import signal
import socket
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import redis.exceptions as rex

from service.sessions.stores.base import StoreUnavailable
from service.sessions.stores.redis_direct import DirectScripts
from service.sessions.stores.redis_store import RedisStore, connect
from tests.service.redis_server import RedisServer, free_port

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


def same_replies(client: Any, direct: DirectScripts, binary: bool = True) -> None:
    script = client.register_script(ECHO)
    # the last answer is longer than one read (READ_BYTES): it arrives in pieces
    cases = [["a", 1], ["é" * 3000, -7], ["x" * 200_000, 0]]
    if binary:  # bytes that are not UTF-8: only a client without decoding takes them
        cases.append([b"\x00\xffbytes", 41])
    for args in cases:
        assert direct.run(script, ["k"], args) == script(keys=["k"], args=args)


@pytest.mark.parametrize("decode", [False, True], ids=["bytes", "text"])
def test_replies_are_redis_pys_replies(redis_server: RedisServer, decode: bool) -> None:
    client = connect(redis_server.url, False, 5.0, decode=decode)
    direct = DirectScripts(client)
    try:
        same_replies(client, direct, binary=not decode)
        (line,) = direct._idle
        assert line.sock is not None and line.sock.gettimeout() is None  # the kernel's
        # SO_RCVTIMEO times the receive (no poll before it)
    finally:
        direct.close()
        client.close()


def test_over_a_unix_socket_the_replies_are_redis_pys(tmp_path: Path) -> None:
    path = tmp_path / "redis.sock"
    with RedisServer(tmp_path, extra=["--unixsocket", str(path)]), \
            direct_on(f"unix://{path}?db=0") as (client, direct):
        same_replies(client, direct)
        assert direct._idle[0].sock is not None


def self_signed(directory: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key (PEM files), made with `cryptography`."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
            .sign(key, hashes.SHA256()))
    cert_file, key_file = directory / "cert.pem", directory / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_file, key_file


def test_over_tls_redis_pys_own_reading_gives_the_same_replies(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    tls_port = free_port()
    with RedisServer(tmp_path, extra=["--tls-port", str(tls_port), "--tls-cert-file", str(cert),
                                      "--tls-key-file", str(key), "--tls-ca-cert-file",
                                      str(cert), "--tls-auth-clients", "no"]), \
            direct_on(f"rediss://127.0.0.1:{tls_port}/0?ssl_ca_certs={cert}") as (client,
                                                                                 direct):
        same_replies(client, direct)
        (line,) = direct._idle
        assert line.sock is None and line.connected  # TLS: redis-py reads and writes


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
    # (a timeout short enough for the stopped server, long enough for the calls before and
    # after it on a loaded machine)
    with RedisServer(tmp_path) as server, direct_on(server.url, 0.5) as (client, direct):
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


@pytest.mark.parametrize("timeout", [0.25, 1.5])
def test_the_kernel_times_receives_and_sends_with_the_clients_socket_timeout(
        redis_server: RedisServer, timeout: float) -> None:
    """"The socket is blocking, with the client's socket timeout as the kernel's
    SO_RCVTIMEO / SO_SNDTIMEO" (`redis_direct`): ``REDIS_TIMEOUT_MS``' 250 ms is 250 ms
    there, not a microsecond nor for ever."""
    with direct_on(redis_server.url, timeout) as (client, direct):
        direct.run(client.register_script(ECHO), ["k"], ["a", 1])
        sock = direct._idle[0].sock
        assert sock is not None and sock.gettimeout() is None  # blocking
        for option in (socket.SO_RCVTIMEO, socket.SO_SNDTIMEO):
            raw = sock.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("ll"))
            seconds, micros = struct.unpack("ll", raw)
            # (the kernel keeps it in clock ticks: a few ms either way)
            assert abs(seconds + micros / 1_000_000 - timeout) < 0.02


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


def test_redis_killed_while_the_answer_is_awaited_is_503_and_the_sessions_come_back(
        tmp_path: Path) -> None:
    """Redis killed with the command unread in its socket (frozen, then SIGKILL: the
    kernel resets the connection) is a dropped connection: 503
    ``session_store_unavailable`` (`StoreUnavailable`), never a 500; restarted, it
    serves the stored session on a fresh connection ("When Redis returns, the service
    reconnects by itself with the stored sessions intact", README)."""
    with RedisServer(tmp_path, persistent=True) as server:
        # (a timeout far longer than the kill's delay: the reset is what ends the wait)
        store = RedisStore(server.url, 3600, 3600, timeout_ms=10_000, breaker_seconds=0)
        process = server.process
        assert process is not None and store._direct is not None
        try:
            store.create("s1", 0, '{"a":1}', [], "w1")
            process.send_signal(signal.SIGSTOP)
            killer = threading.Timer(0.3, process.send_signal, (signal.SIGKILL,))
            killer.start()
            try:
                with pytest.raises(StoreUnavailable):
                    store.load("s1")  # sent; the answer never comes: reset
            finally:
                killer.join()
            assert store._direct._idle == []  # the dead connection is not kept
            server.restart()
            snapshot, _ = store.load("s1")
            assert snapshot is not None and snapshot.doc == '{"a":1}'
        finally:
            store.close()


def test_a_send_that_times_out_is_a_timeout_never_retried_nor_completed_later(
        tmp_path: Path) -> None:
    """A command too long for the socket buffers of a frozen Redis: its send runs out of
    time. That is a timeout (503 after the timeout), so it is not sent again on another
    connection ("a timeout is never retried", README), and the half-sent command is never
    completed by the next one: that one goes on a fresh connection and gets its own
    answer. The whole command has ONE timeout: the kernel's ``SO_SNDTIMEO`` bounds each
    ``send()``, and ``sendall`` gave the rest of a partly sent command a fresh one each
    time (four timeouts here)."""
    with RedisServer(tmp_path) as server:
        client = server.client()
        store = RedisStore(server.url, 60, 60, prefix="send", timeout_ms=300,
                           breaker_seconds=0)
        length = store.script("return #ARGV[1]")
        process = server.process
        assert process is not None and store._direct is not None
        try:
            assert store.run(length, ["k"], ["warm"]) == 4
            connections = client.info("stats")["total_connections_received"]
            process.send_signal(signal.SIGSTOP)
            try:
                # (more than the kernel buffers hold on loopback: a few MB each side)
                started = time.monotonic()
                with pytest.raises(StoreUnavailable, match="did not answer in time"):
                    store.run(length, ["k"], [b"x" * (32 << 20)])
                # one 300 ms timeout and the copying of 32 MB (about 0.5 s together),
                # not a timeout per partial send (four: 1.2-1.4 s)
                assert time.monotonic() - started < 0.9
            finally:
                process.send_signal(signal.SIGCONT)
            assert store._direct._idle == []
            assert store.run(length, ["k"], ["after"]) == 5
            # one new connection: the one after the thaw (none for a retry)
            assert client.info("stats")["total_connections_received"] == connections + 1
        finally:
            store.close()
            client.close()


def test_a_connection_redis_closes_while_the_command_is_sent_is_dropped(
        tmp_path: Path) -> None:
    """Redis refuses an argument longer than its ``proto-max-bulk-len`` and closes the
    connection while the rest is still being sent (a reset): a closed or broken socket is
    `redis.exceptions.ConnectionError` (503 for the store, which then tries once on a
    fresh connection), and the connection is not kept for the next command."""
    with RedisServer(tmp_path, extra=["--proto-max-bulk-len", "1mb"]) as server, \
            direct_on(server.url) as (client, direct):
        script = client.register_script(ECHO)
        assert direct.run(script, ["k"], ["first", 1]) == [b"k", b"first", 2]
        with pytest.raises(rex.ConnectionError):
            direct.run(script, ["k"], ["x" * (32 << 20), 1])
        assert direct._idle == []
        assert direct.run(script, ["k"], ["next", 5]) == [b"k", b"next", 6]


def test_an_answer_that_trickles_in_gets_one_timeout_in_all(tmp_path: Path) -> None:
    """A Redis that keeps being stopped and let run a little (as a CPU quota throttles a
    container) writes a long answer a few MB per run: every ``recv`` gets bytes within the
    kernel's ``SO_RCVTIMEO``, so a timeout per ``recv`` never ran out and the command
    waited as long as the trickle lasted (a second or more here). The answer has ONE
    timeout in all: past it, the command is a timeout and its connection is dropped."""
    with RedisServer(tmp_path) as server, direct_on(server.url, 0.5) as (client, direct):
        size = 48 << 20  # (more than the kernel's socket buffers on loopback hold)
        client.set("long", b"x" * size)
        get = client.register_script("return redis.call('GET', KEYS[1])")
        assert direct.run(get, ["short"], []) is None  # (and the script cached)
        process = server.process
        assert process is not None
        stop = threading.Event()

        def throttle() -> None:  # stopped 0.2 s of every 0.22 s
            while not stop.is_set():
                process.send_signal(signal.SIGSTOP)
                time.sleep(0.2)
                process.send_signal(signal.SIGCONT)
                time.sleep(0.02)

        throttling = threading.Thread(target=throttle, daemon=True)
        (line,) = direct._idle
        reader = line.reader

        class ThrottleOnceTheAnswerArrives:
            """The line's reader, which starts the throttling with the answer's first
            bytes (Redis takes a moment to build a 48 MB answer)."""

            def feed(self, *args: Any) -> None:
                if not throttling.is_alive():
                    throttling.start()
                reader.feed(*args)

            def gets(self) -> Any:
                return reader.gets()

        line.reader = ThrottleOnceTheAnswerArrives()
        try:
            with pytest.raises(rex.TimeoutError):
                direct.run(get, ["long"], [])
        finally:
            stop.set()
            if throttling.is_alive():
                throttling.join()
            process.send_signal(signal.SIGCONT)
        assert direct._idle == []
        server.client().ping()  # (Redis is done with the long answer: no timeout here)
        assert direct.run(client.register_script(ECHO), ["k"], ["next", 5]) == [
            b"k", b"next", 6]
