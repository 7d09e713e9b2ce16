"""`Live` (service/sessions/live.py) followed as its routes follow it, on BOTH stores: a
stream's chunks as its response sends them (`Live.open_stream`, the generator and the
``finish`` its response calls on close), a long-poll's answer (`Live.long_poll`), and
what each leaves behind. No HTTP here, so a stream is read chunk by chunk, at the pace
of the test (the HTTP cases are test_sessions_live.py).

README "Live session updates": each event is ``id: <seq>`` + ``data: <the event as
/events shows it>``, the stream starts with ``retry: 3000``, an idle stream gets a
``: heartbeat`` every ``STREAM_HEARTBEAT_SECONDS`` (which re-reads the log) and
otherwise sleeps on its session's wake-ups, and the last message is ``event: end`` with
``{reason, last_event}``: ``finished`` after the match's last event, ``max_duration``
after ``STREAM_MAX_SECONDS``, ``shutdown`` when the worker is told to stop (at once),
``store_unavailable`` when Redis fails, ``gone`` when the session expires (read again
once it has expired). A stream whose client goes away ends at once, and a stream or a
long-poll gives back its slot, its subscription and its socket watch.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from service import lifecycle
from service.app import create_app
from service.resources.live import LIVE_EXTENSION
from service.resources.sessions import EXTENSION
from service.sessions.live import PAGE_SIZE, Live
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import (
    STORES,
    FlaskApi,
    bearer,
    checking,
    create,
    events,
    make_app,
    move,
)

SETTINGS = {"STREAM_HEARTBEAT_SECONDS": 0.3, "STREAM_MAX_CONNECTIONS": 4,
            "STREAM_MAX_PER_CLIENT": 0, "EVENTS_MAX_WAIT_SECONDS": 5}
CALL_RANK = {"seat": 1, "type": "call_rank", "rank": "K"}  # watten, seed 11, dealer 0


@pytest.fixture(scope="module", params=STORES)
def live_app(request: pytest.FixtureRequest) -> Iterator[Flask]:
    app = make_app(request.param, request, **SETTINGS)
    yield app
    app.extensions[LIVE_EXTENSION].close()
    app.extensions[EXTENSION].close()


@pytest.fixture
def live(live_app: Flask) -> Live:
    found: Live = live_app.extensions[LIVE_EXTENSION]
    return found


@pytest.fixture
def http(live_app: Flask, spec_schema: Any) -> FlaskApi:
    return checking(live_app, spec_schema)


def block(chunk: str) -> dict[str, str]:
    """One SSE block's fields (a comment line as ``comment``)."""
    assert chunk.endswith("\n\n"), chunk
    fields: dict[str, str] = {}
    for line in chunk[:-2].split("\n"):
        if line.startswith(":"):
            fields["comment"] = line[1:].strip()
        else:
            name, _, value = line.partition(": ")
            fields[name] = value
    return fields


def end_of(chunk: str) -> dict[str, Any]:
    fields = block(chunk)
    assert fields.get("event") == "end", fields
    ended: dict[str, Any] = json.loads(fields["data"])
    return ended


def watten(http: FlaskApi) -> dict[str, Any]:
    return create(http, "watten", ["human"] * 4, seed=11, dealer=0)


def pair() -> tuple[socket.socket, socket.socket]:
    """A connected TCP pair on loopback (the server's side, the client's side)."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client = socket.create_connection(listener.getsockname())
        server, _ = listener.accept()
    return server, client


def test_a_stream_more_than_a_page_behind_sends_every_event_before_its_end(live, http):
    """The bots play a whole Hearts match once its only human leaves: a log of several
    pages. A stream of it from the start sends every event, each as /events shows it,
    and only then ``end`` ``finished`` naming the last one (not the end of its first
    page)."""
    created = create(http, "hearts", ["human", "random", "random", "random"], seed=5,
                     dealer=0)
    sid, spectator = created["id"], created["spectator_token"]
    left = http.request("POST", f"/v1/sessions/{sid}/seats/0/leave", None,
                        bearer(created["seat_tokens"][0]["token"]))
    assert left.status == 200 and left.json()["status"] == "finished"
    last = left.json()["last_event"]
    assert last > PAGE_SIZE, "the log must need more than one page"
    logged = events(http, sid, spectator, limit=1000).json()["events"]
    assert logged[-1]["seq"] == last
    chunks, finish = live.open_stream(sid, None, f"Bearer {spectator}", None, 0)
    try:
        sent = list(chunks)
    finally:
        finish()
    assert block(sent[0]) == {"retry": "3000"}  # README: `retry: 3000`
    streamed = [block(chunk) for chunk in sent[1:-1]]
    assert [json.loads(event["data"]) for event in streamed] == logged
    assert [event["id"] for event in streamed] == [str(e["seq"]) for e in logged]
    assert end_of(sent[-1]) == {"reason": "finished", "last_event": last}


def count_log_reads(live: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, one entry per read of the session logs by ``live``'s store."""
    reads: list[int] = []
    load_events = live.store.load_events

    def counted(*args: Any) -> Any:
        reads.append(1)
        return load_events(*args)

    monkeypatch.setattr(live.store, "load_events", counted)
    return reads


def test_an_idle_stream_sleeps_between_its_heartbeats(live, http, monkeypatch):
    """An idle stream reads its log when woken and at each heartbeat (README: a lost
    wake-up costs at most one heartbeat), not over and over in between: over three
    heartbeats it reads the log a few times (the first read, one per heartbeat, a
    wake-up of the hub's own), never hundreds."""
    created = watten(http)
    chunks, finish = live.open_stream(created["id"], None,
                                      f"Bearer {created['spectator_token']}", None,
                                      created["last_event"])
    try:
        assert block(next(chunks)) == {"retry": "3000"}
        reads = count_log_reads(live, monkeypatch)
        for _ in range(3):
            assert block(next(chunks)) == {"comment": "heartbeat"}
    finally:
        chunks.close()
        finish()
    assert 3 <= len(reads) <= 10, f"{len(reads)} reads of the log in three heartbeats"


def test_a_long_poll_with_nothing_new_sleeps_until_its_wait_is_over(live, http, monkeypatch):
    """A long-poll with nothing after ``after`` waits for the next commit (or its
    ``wait``) without reading the log over and over meanwhile."""
    created = watten(http)
    reads = count_log_reads(live, monkeypatch)
    answer = live.long_poll(created["id"], f"Bearer {created['spectator_token']}",
                            created["last_event"], 100, 1)
    assert answer.body["events"] == [] and answer.body["last_event"] == created["last_event"]
    assert 1 <= len(reads) <= 4, f"{len(reads)} reads of the log in one wait"


def test_a_stream_ends_with_max_duration_naming_its_last_event(live, http, monkeypatch):
    """After ``STREAM_MAX_SECONDS`` the stream ends with ``max_duration`` and the seq of
    the last event it sent, where the client opens its next stream (``after=``)."""
    monkeypatch.setattr(live.settings, "max_seconds", 1.0)
    created = watten(http)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    assert move(http, sid, created["seat_tokens"][1]["token"], CALL_RANK).status == 200
    logged = events(http, sid, token, after=created["last_event"]).json()
    chunks, finish = live.open_stream(sid, None, f"Bearer {token}", None,
                                      created["last_event"])
    sent = []
    try:
        for chunk in chunks:  # the retry hint, the move's events, heartbeats, the end
            sent.append(block(chunk))
            assert len(sent) < 100, "the stream did not end"
    finally:
        finish()
    data = [json.loads(b["data"]) for b in sent[1:-1] if "comment" not in b]
    assert data == logged["events"] and logged["events"]
    assert json.loads(sent[-1]["data"]) == {"reason": "max_duration",
                                            "last_event": logged["last_event"]}
    assert sent[-1]["event"] == "end"


def test_a_worker_told_to_stop_ends_its_streams_with_shutdown(request, spec_schema,
                                                              monkeypatch):
    """What the worker's SIGTERM runs (`lifecycle.stopping`, deploy/gunicorn.conf.py)
    ends a stream asleep on its session at once (not at its heartbeat, 30 s here) with
    ``shutdown`` and its last event, then closes it (README: "open a new stream the
    same way")."""
    monkeypatch.setattr(lifecycle, "_hooks", [])  # only this test's app hears the stop
    app = make_app("embedded", request, **{**SETTINGS, "STREAM_HEARTBEAT_SECONDS": 30})
    try:
        live = app.extensions[LIVE_EXTENSION]
        api = checking(app, spec_schema)
        created = watten(api)
        token = created["spectator_token"]
        logged = events(api, created["id"], token).json()["events"]
        chunks, finish = live.open_stream(created["id"], None, f"Bearer {token}", None, 0)
        sent: list[dict[str, str]] = []
        follower = threading.Thread(target=lambda: sent.extend(block(c) for c in chunks),
                                    daemon=True)
        try:
            follower.start()
            for _ in range(200):  # the retry hint and the log so far
                if len(sent) > len(logged):
                    break
                time.sleep(0.05)
            time.sleep(0.2)  # the stream is asleep on its session's wake-ups
            lifecycle.stopping()
            follower.join(timeout=10)
            assert not follower.is_alive(), "the stream did not end when told to stop"
        finally:
            finish()
    finally:
        app.extensions[LIVE_EXTENSION].close()
        app.extensions[EXTENSION].close()
    assert sent[0] == {"retry": "3000"}
    assert [json.loads(b["data"]) for b in sent[1:-1]] == logged
    assert sent[-1]["event"] == "end"
    assert json.loads(sent[-1]["data"]) == {"reason": "shutdown",
                                            "last_event": created["last_event"]}


def test_streams_and_long_polls_leave_no_watch_follower_or_slot_behind(live, http):
    """A stream holds a slot, a subscription to its session and a watch on its client's
    socket while it is open, and gives all three back when it ends (its response's
    close); so does a long-poll when it answers."""
    created = watten(http)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    server_side, client_side = pair()
    try:
        chunks, finish = live.open_stream(sid, None, f"Bearer {token}", None,
                                          created["last_event"], server_side,
                                          "198.51.100.3")
        assert block(next(chunks)) == {"retry": "3000"}
        assert (live.slots.held, live.hub.followers(), live.hangups.watched()) == (1, 1, 1)
        assert http.request("DELETE", f"/v1/sessions/{sid}", None,
                            bearer(created["host_token"])).status == 204
        assert end_of(next(chunks))["reason"] == "gone"
        assert next(chunks, None) is None
        finish()  # the response's close
        assert (live.slots.held, live.hub.followers(), live.hangups.watched()) == (0, 0, 0)
        other = watten(http)
        answer = live.long_poll(other["id"], f"Bearer {other['spectator_token']}", 0, 100,
                                5, server_side, "198.51.100.3")
        assert answer.body["events"][0]["type"] == "session_started"  # at once
        assert (live.slots.held, live.hub.followers(), live.hangups.watched()) == (0, 0, 0)
    finally:
        server_side.close()
        client_side.close()


def test_a_stream_whose_client_goes_away_ends_at_once_and_sends_no_end(live, http,
                                                                       monkeypatch):
    """README "Threads and bounds": a stream whose client goes away gives its slot back
    at once, not at its next heartbeat (30 s here); its ``end`` would reach nobody."""
    monkeypatch.setattr(live.settings, "heartbeat_seconds", 30.0)
    created = watten(http)
    server_side, client_side = pair()
    try:
        chunks, finish = live.open_stream(created["id"], None,
                                          f"Bearer {created['spectator_token']}", None,
                                          created["last_event"], server_side)
        assert block(next(chunks)) == {"retry": "3000"}
        rest: list[str] = []
        follower = threading.Thread(target=lambda: rest.extend(chunks), daemon=True)
        follower.start()
        client_side.close()
        follower.join(timeout=10)  # a third of the heartbeat
        assert not follower.is_alive(), "the stream went on after its client left"
        assert rest == []
        finish()  # the response's close, which the server calls at the stream's end
        assert (live.slots.held, live.hub.followers(), live.hangups.watched()) == (0, 0, 0)
    finally:
        server_side.close()


def test_a_stream_whose_store_fails_ends_with_store_unavailable(tmp_path, spec_schema):
    """README: a stream whose session store fails (Redis down) ends with ``end``
    ``store_unavailable`` and the last event it sent, and closes (the client retries
    later, with ``after=``)."""
    with RedisServer(tmp_path) as redis:
        app = create_app({"TESTING": True, **SETTINGS, "REDIS_URL": redis.url})
        try:
            live = app.extensions[LIVE_EXTENSION]
            created = watten(checking(app, spec_schema))
            chunks, finish = live.open_stream(created["id"], None,
                                              f"Bearer {created['spectator_token']}", None,
                                              created["last_event"])
            try:
                assert block(next(chunks)) == {"retry": "3000"}
                redis.stop()
                assert end_of(next(chunks)) == {"reason": "store_unavailable",
                                                "last_event": created["last_event"]}
                assert next(chunks, None) is None
            finally:
                finish()
        finally:
            app.extensions[LIVE_EXTENSION].close()
            app.extensions[EXTENSION].close()


def test_a_stream_of_an_expiring_session_reads_it_again_once_it_has_expired(
        request, spec_schema, monkeypatch):
    """README "Expiry": every read of the log says how long the session has left, and
    the follower wakes then (plus 50 ms) to read it again. An idle stream of a session
    that expires (1 s here; the heartbeat 30 s) reads its log a few times and ends
    ``gone``, instead of reading it over and over in the last moments before."""
    app = make_app("embedded", request, **{**SETTINGS, "SESSION_TTL_SECONDS": 1,
                                           "STREAM_HEARTBEAT_SECONDS": 30})
    try:
        live = app.extensions[LIVE_EXTENSION]
        created = watten(checking(app, spec_schema))
        reads = count_log_reads(live, monkeypatch)
        chunks, finish = live.open_stream(created["id"], None,
                                          f"Bearer {created['spectator_token']}", None,
                                          created["last_event"])
        try:
            sent = [block(chunk) for chunk in chunks]
        finally:
            finish()
    finally:
        app.extensions[LIVE_EXTENSION].close()
        app.extensions[EXTENSION].close()
    assert sent[0] == {"retry": "3000"} and len(sent) == 2
    assert json.loads(sent[1]["data"]) == {"reason": "gone",
                                           "last_event": created["last_event"]}
    assert len(reads) <= 5, f"{len(reads)} reads of the log before it expired"
