"""`SharedEpollWorker`: gunicorn's gthread worker with ONE thread wake per request.

Why (issue 15): gthread's main thread waits on the sockets and hands every request to a
pool thread, and the pool thread hands the connection back through a pipe. So a request
on a kept-alive connection wakes the main thread (the socket is readable), then a pool
thread (the executor's queue), then the main thread again (the pipe), which puts the
socket back in its selector. Measured here (`perf stat -p WORKER`, the bench's echo, one
worker, 800 requests/s open loop, the first version of this class): 19-20 futex calls and
12.6-13 context switches per request, against 2.2-3.0 and 2.4-2.8 with this worker, and
0.93 against 0.62 ms of the worker's CPU per request (all runs: bench/SPEED.md, "Worker class").
On this VM (2 vCPUs under Firecracker) waking a sleeping thread costs tens of µs.

Here the request threads wait on one shared epoll (by default only the leading one at a
time, see below), and every socket is registered ``EPOLLONESHOT``: the kernel wakes ONE
waiting thread per ready socket and disarms the socket until that thread arms it again.
So the thread the kernel woke reads the request, answers it and arms the connection
again, and nothing is handed over. The listeners are one-shot too: the thread that
accepts arms its listener again at once, and parks the new connection (it holds no
thread until its first bytes arrive).

What stays gthread's (the class derives from it): the parser, `handle` and
`handle_request` (keep-alive, max_requests, the access log, error pages). A thread reads
only a socket the kernel reported readable, and an idle connection, new or kept alive,
holds no thread: it waits in the epoll for at most ``keepalive`` seconds (a new one with
KEEPALIVE=0 for 5 s, as gthread waits for its first bytes: `park`). A client that sends
part of a request and stalls holds its thread, as with gthread; that is why the deploy
puts nginx in front (deploy/gunicorn.conf.py).

A connection that ends is half-closed (FIN sent) and drained from the epoll, without a
thread waiting on it (gthread's `close_graceful` lingers up to 2 s in the thread that
closes, its main loop).

The workers of one gunicorn share the master's listening socket; a worker that holds more
connections than the least loaded other one lets the others accept first
(`ConnectionBoard`), so a burst of new connections is spread over the workers instead
of landing on whichever woke first.

One thread serves at a time (`REQUEST_HANDOFF_MS`, session 8): only the *leading* request
thread waits on the epoll; the others wait to be asked. The leader serves one ready
socket after the other, and a request that arrives meanwhile waits in the kernel, not in
a thread that would then wait for the GIL. Two threads of one worker never run Python
code at the same time anyway (the GIL), and every hand-over of the GIL between them is a
futex wake of a sleeping thread: with every thread on the epoll, two busy connections
cost a worker about a third more CPU per request, and up to twice as much under an open
loop (measured: bench/SPEED.md, "Worker class"). When the leader has been busy with one socket
for longer than ``REQUEST_HANDOFF_MS`` (a bot search, a stream, a long-poll, a slow
client, a store that does not answer), the main thread hands the lead to a waiting
thread (or starts one, up to ``threads``), so that the other connections are served
meanwhile; the old leader, when it is done, waits to be asked again.
``REQUEST_HANDOFF_MS=0`` puts every thread on the epoll (session 7's worker).

The main thread only supervises: the arbiter's heartbeat, the deadlines (keep-alive,
draining), the hand-over of the lead, the parent check and the graceful stop. It never
closes a socket that is armed: it shuts an expired one down, which makes it readable, and
the thread woken for it closes it. So a socket's number is never reused while an event
for it may be on its way to a thread.
"""

from __future__ import annotations

import contextlib
import errno
import os
import select
import socket
import threading
import time
from dataclasses import dataclass
from multiprocessing import Lock as ProcessLock
from multiprocessing.sharedctypes import RawArray
from typing import Any

from gunicorn.workers.gthread import (
    DEFAULT_WORKER_DATA_TIMEOUT,
    STOP_KEEPALIVE_LINGER,
    TConn,
    ThreadWorker,
)

from service.config import ConfigError, parse_integer_setting

_ARMED = select.EPOLLIN | select.EPOLLRDHUP | select.EPOLLONESHOT
SUPERVISE_SECONDS = 0.25  # how often the main thread looks at the deadlines
DRAIN_SECONDS = 2.0  # gthread's close_graceful: how long a closing socket is drained
DRAIN_BYTES = 65536  # … and how much of what the peer still sends is read and dropped
JOIN_SECONDS = 1.0  # a stopping worker waits this long, in all, for its request threads
# An accept that fails for want of file descriptors (or kernel memory) leaves the connection
# in the backlog, so the listener is readable again at once: accepting pauses this long
# (or until one of the worker's connections closes) instead of spinning on it.
ACCEPT_PAUSE_SECONDS = 0.5
OUT_OF_DESCRIPTORS = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)

WAITING, DRAINING, EXPIRED = "waiting", "draining", "expired"

DEFAULT_HANDOFF_MS = 5
YIELD_SECONDS = 0.002  # how long a worker with more connections lets the others accept
FRESH_SECONDS = 2.0  # a worker that has not written its count for this long is ignored


def handoff_seconds(text: str | None) -> float:
    """``REQUEST_HANDOFF_MS``: 0 (every thread on the epoll) or 1 … 1000 ms; unset or
    blank, 5 ms."""
    if text is None or not text.strip():
        return DEFAULT_HANDOFF_MS / 1000
    try:
        return parse_integer_setting("REQUEST_HANDOFF_MS", text.strip(), 0, 1000) / 1000
    except ConfigError as exc:
        raise SystemExit(str(exc)) from None


# Read when gunicorn's master imports the worker class (before it forks).
HANDOFF_SECONDS = handoff_seconds(os.environ.get("REQUEST_HANDOFF_MS"))


class ConnectionBoard:
    """How many connections each worker of this gunicorn holds, in memory the workers
    share. Created when this module is imported, which gunicorn's master does (to load
    the worker class) before it forks the workers; they inherit the same pages.

    Why: the workers share the master's listening socket, and whichever worker wakes
    first accepts. On this VM a sleeping vCPU wakes slowly, so a burst of new
    connections (wrk starting, nginx filling its upstream keep-alive pool) went 16:0 or
    4:0 to one worker (measured, bench/SPEED.md "Worker class"), which then served them all
    under its one GIL while the other idled. A worker that holds more connections than
    the least loaded other one therefore waits YIELD_SECONDS before it accepts, and then
    accepts whatever is still waiting: the others get the first go, and a connection is
    never left waiting for a worker that is stuck or gone."""

    SLOTS = 64
    FIELDS = 3  # pid, connections, time of the last write (CLOCK_MONOTONIC, system-wide)

    def __init__(self) -> None:
        self.cells = RawArray("d", self.SLOTS * self.FIELDS)
        self.lock = ProcessLock()

    def live(self, slot: int, now: float) -> bool:
        """Held by a worker that wrote its count within FRESH_SECONDS."""
        base = slot * self.FIELDS
        return self.cells[base] != 0 and now - self.cells[base + 2] <= FRESH_SECONDS

    def claim(self, pid: int, now: float) -> int | None:
        """A slot for worker ``pid``: a free one, or one whose worker went silent."""
        with self.lock:
            for slot in range(self.SLOTS):
                if not self.live(slot, now):
                    base = slot * self.FIELDS
                    self.cells[base:base + 3] = [pid, 0, now]
                    return slot
        return None

    def release(self, slot: int) -> None:
        self.cells[slot * self.FIELDS] = 0

    def write(self, slot: int, connections: int, now: float) -> None:
        base = slot * self.FIELDS
        self.cells[base + 1], self.cells[base + 2] = connections, now

    def fewest_elsewhere(self, slot: int, now: float) -> int | None:
        """The fewest connections any other live worker holds (None: no other)."""
        fewest: float | None = None
        for other in range(self.SLOTS):
            if other == slot or not self.live(other, now):
                continue
            count = self.cells[other * self.FIELDS + 1]
            fewest = count if fewest is None else min(fewest, count)
        return None if fewest is None else int(fewest)


BOARD = ConnectionBoard()


@dataclass
class Parked:
    """A connection in the epoll: waiting for its next request, or draining after its
    FIN, or shut down by the main thread (the thread woken for it closes it)."""

    conn: TConn
    deadline: float
    state: str = WAITING
    drained: int = 0


class SharedEpollWorker(ThreadWorker):
    """``WORKER_CLASS=service.worker.SharedEpollWorker`` (the deploy's default)."""

    def init_process(self) -> None:
        self.epoll = select.epoll()
        self.lock = threading.Lock()
        # Every connection in the epoll, by socket number. gthread's `handle_request`
        # compares len(keepalived_conns) with max_keepalived.
        self.keepalived_conns: dict[int, Parked] = {}
        self.listeners: dict[int, socket.socket] = {}
        self.accepting = False  # the listeners are armed (not stopping, not full)
        self.accept_paused_until = 0.0  # accept failed for want of descriptors (0: it did not)
        self.stopping = threading.Event()
        self.threads: list[threading.Thread] = []
        self.waiting_threads = 0  # request threads inside epoll.poll (no hand-over)
        # The lead (see the module's docstring): `turn` counts hand-overs; a thread leads
        # while its turn is the current one. `lead_busy_since`: when the leader took the
        # socket it serves (0: it waits on the epoll). Followers wait on `followers`.
        self.handoff = HANDOFF_SECONDS
        self.turn = 0
        self.lead_busy_since = 0.0
        self.followers = threading.Semaphore(0)
        self.idle_followers = 0
        self.supervisor_wake = threading.Event()
        # Balance connections with the other workers (`ConnectionBoard`), unless each
        # worker has its own listening socket (REUSE_PORT: the kernel already chose).
        self.board_slot = None if self.cfg.reuse_port else BOARD.claim(
            self.pid, time.monotonic())
        # base.Worker's init_process, not gthread's (no executor, selector or pipe); it
        # ends in run().
        super(ThreadWorker, self).init_process()

    # --- signals (the base class installs them; gthread's need its executor and pipe)

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.alive = False

    def handle_quit(self, sig: int, frame: Any) -> None:
        self.stopping.set()
        super(ThreadWorker, self).handle_quit(sig, frame)

    # --- the main thread ------------------------------------------------------------

    def run(self) -> None:
        for listener in self.sockets:
            listener.setblocking(False)
            self.listeners[listener.fileno()] = listener
            self.epoll.register(listener.fileno(), _ARMED)
        self.accepting = True
        self.start_thread()
        next_look = 0.0
        while self.alive:
            now = time.monotonic()
            if self.handoff:
                self.hand_over_if_busy(now)
            if now >= next_look:
                next_look = now + SUPERVISE_SECONDS
                self.notify()
                if not self.is_parent_alive():
                    break
                self.publish()
                self.expire(now)
                self.resume_accepting(now)
            # While connections are open the lead is looked at every REQUEST_HANDOFF_MS;
            # an idle worker sleeps (`accept_one` wakes it for its first connection).
            busy = self.handoff and self.nr_conns > 0
            self.supervisor_wake.wait(self.handoff if busy else SUPERVISE_SECONDS)
            self.supervisor_wake.clear()
        self.stop()

    def hand_over_if_busy(self, now: float) -> None:
        """The leader has served one socket for longer than the hand-over time: another
        thread takes the lead (a waiting one, else a new one while fewer than
        ``threads`` run; with none to spare the lead stays where it is)."""
        busy_since = self.lead_busy_since
        if not busy_since or now - busy_since < self.handoff:
            return
        with self.lock:
            ask = self.idle_followers > 0
            if not ask and (len(self.threads) >= self.cfg.threads or self.stopping.is_set()):
                return
            # The new turn first: the thread asked (or started) reads it as its own.
            self.turn += 1
            self.lead_busy_since = 0.0
            if ask:
                self.idle_followers -= 1
                self.followers.release()
            else:
                self.start_thread()

    def stop(self) -> None:
        """Accept no more; let the requests in progress finish (up to graceful_timeout);
        kept-alive connections linger briefly, as with gthread: a request already on its
        way is answered with "Connection: close" (`handle_request`: not alive)."""
        self.alive = False
        with self.lock:
            self.accepting = False
        if self.board_slot is not None:
            BOARD.release(self.board_slot)
            self.board_slot = None
        for fd in self.listeners:
            with contextlib.suppress(OSError, ValueError):
                self.epoll.unregister(fd)
        linger = time.monotonic() + STOP_KEEPALIVE_LINGER
        with self.lock:
            for parked in self.keepalived_conns.values():
                parked.deadline = min(parked.deadline, linger)
        stop_by = time.monotonic() + self.cfg.graceful_timeout
        while self.nr_conns > 0 and time.monotonic() < stop_by:
            self.notify()
            now = time.monotonic()
            if self.handoff:  # a request that takes long must not hold up the others
                self.hand_over_if_busy(now)
            self.expire(now)
            time.sleep(self.handoff or 0.05)
        self.stopping.set()
        with self.lock:
            threads = list(self.threads)
        for _ in threads:  # the followers return
            self.followers.release()
        # One deadline for all: a thread still held by a client (a stalled request) would
        # otherwise add a second each to the stop, past graceful_timeout.
        join_by = time.monotonic() + JOIN_SECONDS
        for thread in threads:
            thread.join(timeout=max(0.0, join_by - time.monotonic()))
        self.epoll.close()
        for listener in self.sockets:
            listener.close()

    def expire(self, now: float) -> None:
        """Shut down the parked connections past their deadline: each becomes readable,
        and the thread the kernel wakes for it closes it."""
        with self.lock:
            late = [p for p in self.keepalived_conns.values()
                    if p.deadline <= now and p.state != EXPIRED]
            for parked in late:
                parked.state = EXPIRED
        for parked in late:
            # not connected any more: readable (or hung up) anyway
            with contextlib.suppress(OSError):
                parked.conn.sock.shutdown(socket.SHUT_RDWR)

    # --- the request threads --------------------------------------------------------

    def start_thread(self) -> None:
        thread = threading.Thread(target=self.serve, name=f"request-{len(self.threads)}",
                                  daemon=True)
        self.threads.append(thread)
        thread.start()

    def serve(self) -> None:
        """Lead: wait for one ready socket, serve it, arm it again; until the worker
        stops. A thread that lost the lead meanwhile waits to be asked again."""
        if not self.handoff:
            self.serve_all_on_the_epoll()
            return
        turn = self.turn  # started by `hand_over_if_busy` (or `run`): this thread leads
        while not self.stopping.is_set():
            if turn != self.turn:  # another thread leads now
                with self.lock:
                    self.idle_followers += 1
                self.followers.acquire()
                if self.stopping.is_set():
                    return
                turn = self.turn
            events = self.next_events()
            if events is None:
                return
            if not events:
                continue
            self.mark_lead_busy(turn, time.monotonic())
            self.serve_event(events[0][0])
            self.mark_lead_busy(turn, 0.0)

    def mark_lead_busy(self, turn: int, since: float) -> None:
        """The leader's busy time (0.0: idle), only while ``turn`` is still the lead's.
        Under the lock, as `hand_over_if_busy` changes the turn: checked and written apart,
        a hand-over between the two would let the old leader wipe (or set) the NEW
        leader's busy time, and a slow request of the new leader would never be handed
        on."""
        with self.lock:
            if turn == self.turn:
                self.lead_busy_since = since

    def serve_all_on_the_epoll(self) -> None:
        """``REQUEST_HANDOFF_MS=0``: every thread waits on the epoll.

        Threads start as they are needed, up to ``threads``, as gthread's executor
        starts them: when a thread takes an event and no other thread is left waiting.
        The kernel wakes the waiting threads in turn, so threads started up front would
        all serve requests, each touching its own malloc arena: the worker's RSS then
        kept growing with the number of threads used (tests/deploy/test_memory_attacks.py
        saw it)."""
        while not self.stopping.is_set():
            with self.lock:
                self.waiting_threads += 1
            events = self.next_events()
            with self.lock:
                self.waiting_threads -= 1
                grow = (bool(events) and self.waiting_threads == 0
                        and not self.stopping.is_set()
                        and len(self.threads) < self.cfg.threads)
                if grow:
                    self.start_thread()
            if events is None:
                return
            for fd, _ in events:
                self.serve_event(fd)

    def next_events(self) -> list[tuple[int, int]] | None:
        """At most one ready socket ([] after a second without one, or a signal); None
        once the epoll is closed: the worker stops."""
        try:
            return self.epoll.poll(1.0, 1)
        except InterruptedError:
            return []
        except (OSError, ValueError):
            return None

    def serve_event(self, fd: int) -> None:
        try:
            listener = self.listeners.get(fd)
            if listener is not None:
                self.accept_one(listener)
            else:
                self.serve_socket(fd)
        except Exception:  # a bug here must not cost the worker a thread
            if not self.stopping.is_set():
                self.log.exception("request thread: unexpected error")

    def publish(self) -> None:
        slot = self.board_slot  # once: `stop` may clear it meanwhile
        if slot is not None:
            BOARD.write(slot, self.nr_conns, time.monotonic())

    def yield_to_others(self) -> None:
        """Let a worker with fewer connections accept first (see `ConnectionBoard`)."""
        slot = self.board_slot
        if slot is None:
            return
        fewest = BOARD.fewest_elsewhere(slot, time.monotonic())
        if fewest is not None and self.nr_conns > fewest:
            time.sleep(YIELD_SECONDS)

    def accept_one(self, listener: socket.socket) -> None:
        self.yield_to_others()
        out_of_descriptors = False
        try:
            client, address = listener.accept()
        except OSError as exc:
            client = None
            out_of_descriptors = exc.errno in OUT_OF_DESCRIPTORS
            if out_of_descriptors:
                if not self.accept_paused_until:  # once, not every pause
                    self.log.warning("accept failed: %s; accepting again in %s s or when "
                                     "a connection closes", exc, ACCEPT_PAUSE_SECONDS)
            elif exc.errno not in (errno.EAGAIN, errno.EWOULDBLOCK, errno.ECONNABORTED):
                self.log.exception("accept failed")
        with self.lock:
            if client is not None:
                self.nr_conns += 1
                self.accept_paused_until = 0.0
                if self.nr_conns == 1 and self.handoff:
                    self.supervisor_wake.set()  # look at the lead from now on
            if self.nr_conns >= self.worker_connections:
                self.accepting = False  # armed again when a connection closes
            if out_of_descriptors:
                self.accepting = False  # armed again by `resume_accepting` or `close`
                self.accept_paused_until = time.monotonic() + ACCEPT_PAUSE_SECONDS
            if not self.alive:
                # Told to stop (max_requests reached, a signal): no new connection, even
                # before `stop` unregisters the listeners (up to SUPERVISE_SECONDS later).
                self.accepting = False
            rearm = self.accepting
        self.publish()
        if rearm:
            self.arm(listener.fileno())
        if client is not None:
            conn = TConn(self.cfg, client, address, listener.getsockname())
            self.park(conn, new=True)

    def resume_accepting(self, now: float) -> None:
        """Arm the listeners again once an accept's pause for want of descriptors is
        over (a connection that closes meanwhile arms them at once, `close`)."""
        with self.lock:
            resume = (not self.accepting and self.alive and self.accept_paused_until > 0
                      and now >= self.accept_paused_until
                      and self.nr_conns < self.worker_connections)
            if resume:
                self.accepting = True
        if resume:
            for fd in self.listeners:
                self.arm(fd)

    def park(self, conn: TConn, new: bool = False) -> None:
        """Wait for the connection's next request in the epoll, not in a thread: up to
        ``keepalive`` seconds. KEEPALIVE=0 means no keep-alive (closed after its answer),
        not no time for the first request: a new connection then waits as long as
        gthread's thread waits for its first bytes (DEFAULT_WORKER_DATA_TIMEOUT, 5 s)."""
        fd = conn.sock.fileno()
        if not self.alive:
            wait = STOP_KEEPALIVE_LINGER
        elif new and not self.cfg.keepalive:
            wait = DEFAULT_WORKER_DATA_TIMEOUT
        else:
            wait = self.cfg.keepalive
        deadline = time.monotonic() + wait
        with self.lock:
            self.keepalived_conns[fd] = Parked(conn, deadline)
        if new:
            self.epoll.register(fd, _ARMED)
        else:
            self.arm(fd)

    def arm(self, fd: int) -> None:
        # stopping: the epoll is closed, or the listener unregistered
        with contextlib.suppress(OSError, ValueError):
            self.epoll.modify(fd, _ARMED)

    def serve_socket(self, fd: int) -> None:
        """A parked socket is ready (or hung up: the read then ends it)."""
        with self.lock:
            parked = self.keepalived_conns.pop(fd, None)
        if parked is None:
            return
        if parked.state == WAITING:
            self.serve_requests(parked.conn)
        elif parked.state == DRAINING:
            self.drain(parked)
        else:
            self.close(parked.conn)

    def serve_requests(self, conn: TConn) -> None:
        while True:
            conn.data_ready = True  # the kernel says so: gthread's 5 s wait returns at once
            if not self.handle(conn):
                self.finish(conn)
                return
            if not conn.parser.unreader.buf.getvalue():
                break
            # Reading the body read ahead into the next request: its bytes no longer
            # make the socket readable, so it is served now.
        self.park(conn)

    def finish(self, conn: TConn) -> None:
        """The connection ends: send the FIN, then drain what the peer still sends (so
        the kernel does not answer it with a reset that could cut off our last answer)
        from the epoll, for at most DRAIN_SECONDS."""
        try:
            conn.sock.shutdown(socket.SHUT_WR)
            conn.sock.setblocking(False)
        except OSError:
            self.close(conn)
            return
        fd = conn.sock.fileno()
        with self.lock:
            self.keepalived_conns[fd] = Parked(conn, time.monotonic() + DRAIN_SECONDS,
                                               DRAINING)
        self.arm(fd)

    def drain(self, parked: Parked) -> None:
        sock = parked.conn.sock
        while parked.drained < DRAIN_BYTES:
            try:
                data = sock.recv(4096)
            except (BlockingIOError, InterruptedError):
                with self.lock:
                    self.keepalived_conns[sock.fileno()] = parked
                self.arm(sock.fileno())
                return
            except OSError:
                break
            if not data:
                break
            parked.drained += len(data)
        self.close(parked.conn)

    def close(self, conn: TConn) -> None:
        with contextlib.suppress(OSError):
            conn.sock.close()
        with self.lock:
            self.nr_conns -= 1
            resume = (not self.accepting and self.alive
                      and self.nr_conns < self.worker_connections)
            if resume:
                self.accepting = True
        self.publish()
        if resume:
            for fd in self.listeners:
                self.arm(fd)
