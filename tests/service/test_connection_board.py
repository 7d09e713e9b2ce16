"""`service.worker.ConnectionBoard`: the workers' connection counts that decide which
worker accepts first (the rest of the worker runs under a real gunicorn in
tests/deploy/test_shared_epoll_worker.py), and when a worker writes its count."""

from __future__ import annotations

import logging
import multiprocessing
import os
import socket

import pytest
from gunicorn.config import Config
from gunicorn.workers.base import Worker

from service.worker import BOARD, FRESH_SECONDS, ConnectionBoard, SharedEpollWorker


def test_each_worker_gets_its_own_slot_and_sees_only_the_others() -> None:
    board = ConnectionBoard()
    a, b, c = (board.claim(pid, now=100.0) for pid in (11, 12, 13))
    assert len({a, b, c}) == 3
    board.write(a, 5, 100.5)
    board.write(b, 2, 100.5)
    board.write(c, 9, 100.5)
    assert board.fewest_elsewhere(a, 101.0) == 2
    assert board.fewest_elsewhere(b, 101.0) == 5
    board.release(b)
    assert board.fewest_elsewhere(a, 101.0) == 9  # a stopped worker no longer counts


def test_a_lone_worker_has_no_one_to_yield_to() -> None:
    board = ConnectionBoard()
    slot = board.claim(21, now=5.0)
    assert slot is not None
    assert board.fewest_elsewhere(slot, 5.1) is None


def test_a_silent_worker_is_ignored_and_its_slot_reused() -> None:
    board = ConnectionBoard()
    live, silent = board.claim(31, now=10.0), board.claim(32, now=10.0)
    assert live is not None and silent is not None
    board.write(silent, 0, 10.0)
    board.write(live, 4, 10.0 + FRESH_SECONDS + 1)
    later = 10.0 + FRESH_SECONDS + 1
    assert board.fewest_elsewhere(live, later) is None  # silent for > FRESH_SECONDS
    assert board.claim(33, now=later) == silent  # a new worker takes the silent one's slot


def _write_in_child(board: ConnectionBoard, slot: int) -> None:
    board.write(slot, 7, 50.0)


def test_the_counts_live_in_memory_shared_with_forked_workers() -> None:
    board = ConnectionBoard()
    mine, child = board.claim(41, now=50.0), board.claim(42, now=50.0)
    assert mine is not None and child is not None
    process = multiprocessing.get_context("fork").Process(target=_write_in_child,
                                                          args=(board, child))
    process.start()
    process.join(timeout=30)
    assert process.exitcode == 0
    assert board.fewest_elsewhere(mine, 50.5) == 7  # the child's write, seen here


def test_a_worker_writes_its_count_when_it_accepts_and_when_a_connection_closes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`SharedEpollWorker` in this process, without gunicorn's boot (base.Worker's
    init_process loads the app, installs signal handlers and runs the loop): the count
    the other workers read changes as soon as a connection is accepted or closed, not
    only at the main thread's next look (up to SUPERVISE_SECONDS later, after a burst of
    new connections has been accepted); the first connection wakes the main thread,
    which then watches the lead every REQUEST_HANDOFF_MS. Which worker accepts first is
    timing, so the deploy test of the spread can only check it statistically."""
    monkeypatch.setattr(Worker, "init_process", lambda self: None)
    with socket.create_server(("127.0.0.1", 0)) as listener:
        worker = SharedEpollWorker(0, os.getpid(), [listener], None, 30, Config(),
                                   logging.getLogger(__name__))
        worker.pid = os.getpid()
        worker.init_process()
        slot = worker.board_slot
        assert slot is not None
        try:
            with socket.create_connection(listener.getsockname()):
                worker.accept_one(listener)
                assert BOARD.cells[slot * BOARD.FIELDS + 1] == 1
                assert worker.supervisor_wake.is_set()
                [parked] = worker.keepalived_conns.values()
                worker.close(parked.conn)
                assert BOARD.cells[slot * BOARD.FIELDS + 1] == 0
        finally:
            BOARD.release(slot)
            worker.epoll.close()
            worker.tmp.close()
