"""Live session updates (issue 13): stream tickets, the SSE stream and long-polls, on
BOTH stores, over real HTTP (the app in a threaded werkzeug server on a free port, so
streams are read as they are written). Every read has a socket timeout; every loop a
bound. The cross-instance case (two gunicorns, one Redis) is
test_sessions_live_multiprocess.py."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import make_server

from service.app import create_app
from service.resources.live import LIVE_EXTENSION
from service.resources.sessions import EXTENSION
from tests.service.redis_server import free_port
from tests.service.sessions_support import (
    HttpApi,
    Resp,
    bearer,
    checking,
    concrete,
    create,
    events,
    get,
    move,
    tokens_of,
)
from tests.service.sse_client import SseReader

HUMANS4 = ["human"] * 4
SETTINGS = {"STREAM_HEARTBEAT_SECONDS": 1, "STREAM_MAX_CONNECTIONS": 5,
            "STREAM_TICKET_TTL_SECONDS": 2, "EVENTS_MAX_WAIT_SECONDS": 5}


class Server:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.port = free_port()
        self.server = make_server("127.0.0.1", self.port, app, threaded=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.api = HttpApi(f"http://127.0.0.1:{self.port}", timeout=20)

    def stream(self, sid: str, query: str = "", headers: dict[str, str] | None = None,
               timeout: float = 10.0) -> SseReader:
        return SseReader(self.port, f"/v1/sessions/{sid}/events/stream{query}", headers,
                         timeout)

    def close(self) -> None:
        self.server.shutdown()
        self.thread.join(timeout=10)
        self.app.extensions[LIVE_EXTENSION].close()
        self.app.extensions[EXTENSION].close()


def serve(request: pytest.FixtureRequest, settings: dict[str, Any]) -> Iterator[Server]:
    """A `Server` with ``settings`` on the store of ``request.param`` (embedded, redis)."""
    settings = {"TESTING": True, **settings}
    if request.param == "redis":
        settings["REDIS_URL"] = request.getfixturevalue("redis_server").url
    srv = Server(create_app(settings))
    yield srv
    srv.close()


@pytest.fixture(scope="module", params=["embedded", "redis"])
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    yield from serve(request, SETTINGS)


def wait_for_free_slots(server: Server, timeout: float = 10.0) -> None:
    """A stream whose client has gone keeps its slot until the server's next write to it
    fails: at the next heartbeat (1 s here) or the one after."""
    slots = server.app.extensions[LIVE_EXTENSION].slots
    deadline = time.monotonic() + timeout
    while slots.held and time.monotonic() < deadline:
        time.sleep(0.05)
    assert slots.held == 0, f"{slots.held} stream slots still held"


@pytest.fixture(autouse=True)
def free_slots(server: Server) -> Iterator[None]:
    wait_for_free_slots(server)
    yield


def ticket(api: HttpApi, sid: str, token: str) -> Resp:
    return api.request("POST", f"/v1/sessions/{sid}/stream-tickets", None, bearer(token))


def error_code(resp: Resp | SseReader) -> str:
    body = resp.body() if isinstance(resp, SseReader) else resp.json()
    assert set(body) == {"code", "status", "message", "errors"}, body
    code: str = body["code"]
    return code


def watten(api: HttpApi, kinds: list[str] | None = None) -> dict[str, Any]:
    return create(api, "watten", kinds or HUMANS4, seed=11, dealer=0)


def play_random(api: HttpApi, created: dict[str, Any], moves: int, seed: int = 1) -> None:
    """``moves`` random legal moves of the human seats (bounded)."""
    tokens = tokens_of(created)
    rng = random.Random(seed)
    for _ in range(moves):
        views = {s: get(api, created["id"], t).json() for s, t in tokens.items()
                 if s is not None}
        choices = [(s, b["legal_moves"]) for s, b in views.items() if b["legal_moves"]]
        if not choices:
            return
        seat, legal = rng.choice(choices)
        assert move(api, created["id"], tokens[seat], concrete(rng.choice(legal), rng)
                    ).status == 200


def read_until_caught_up(reader: SseReader, last_event: int) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []
    for _ in range(10_000):
        if got and got[-1]["seq"] >= last_event:
            return got
        event = reader.next_data(timeout=10)
        assert event is not None and event.event == "message", event
        assert event.id == str(event.json()["seq"])
        got.append(event.json())
    raise AssertionError("the stream did not catch up")


# ----- tickets ----------------------------------------------------------------------------

def test_a_ticket_is_issued_for_a_token_of_the_session(server):
    created = watten(server.api)
    r = ticket(server.api, created["id"], created["seat_tokens"][0]["token"])
    assert r.status == 201, r.body
    body = r.json()
    assert body["ticket"].startswith("stt_") and len(body["ticket"]) == 47
    assert body["expires_in"] == SETTINGS["STREAM_TICKET_TTL_SECONDS"]
    assert body["expires_at"].endswith("Z")
    assert body["stream_url"] == (f"/v1/sessions/{created['id']}/events/stream"
                                  f"?ticket={body['ticket']}")
    assert "stw_" not in body["stream_url"]  # never a seat token in a URL
    assert r.headers["cache-control"] == "no-store"


def test_a_ticket_needs_a_token_of_that_session(server):
    a, b = watten(server.api), watten(server.api)
    assert error_code(ticket(server.api, a["id"], b["seat_tokens"][0]["token"])) == \
        "invalid_token"
    r = server.api.request("POST", f"/v1/sessions/{a['id']}/stream-tickets")
    assert r.status == 401 and error_code(r) == "missing_token"
    r = ticket(server.api, "A" * 22, a["seat_tokens"][0]["token"])
    assert r.status == 404 and error_code(r) == "session_not_found"


def test_a_ticket_opens_one_stream_only(server):
    created = watten(server.api)
    t = ticket(server.api, created["id"], created["spectator_token"]).json()["ticket"]
    with server.stream(created["id"], f"?ticket={t}") as first:
        assert first.status == 200
        assert first.headers["content-type"].startswith("text/event-stream")
        assert first.headers["x-accel-buffering"] == "no"
        assert first.next_data().json()["type"] == "session_started"
    with server.stream(created["id"], f"?ticket={t}") as again:
        assert again.status == 401 and error_code(again) == "invalid_ticket"


def test_a_stream_path_that_cannot_be_a_session_id_is_404_and_leaves_the_ticket_unused(server):
    """A string that cannot be a session id is an unknown session (404), checked before
    the single-use ticket is redeemed: a client's mangled URL does not cost it the ticket."""
    created = watten(server.api)
    t = ticket(server.api, created["id"], created["spectator_token"]).json()["ticket"]
    for not_an_id in (created["id"][:21], created["id"] + "A", created["id"][:21] + "."):
        with server.stream(not_an_id, f"?ticket={t}") as refused:
            assert refused.status == 404 and error_code(refused) == "session_not_found"
    with server.stream(created["id"], f"?ticket={t}") as opened:
        assert opened.status == 200
        assert opened.next_data().json()["type"] == "session_started"


def test_a_ticket_of_another_session_an_expired_or_a_malformed_one_is_refused(server):
    a, b = watten(server.api), watten(server.api)
    t = ticket(server.api, a["id"], a["spectator_token"]).json()["ticket"]
    with server.stream(b["id"], f"?ticket={t}") as other:
        assert other.status == 401 and error_code(other) == "invalid_ticket"
    late = ticket(server.api, a["id"], a["spectator_token"]).json()["ticket"]
    time.sleep(SETTINGS["STREAM_TICKET_TTL_SECONDS"] + 0.5)
    with server.stream(a["id"], f"?ticket={late}") as expired:
        assert expired.status == 401 and error_code(expired) == "invalid_ticket"
    for bad in ("stt_short", "stw_" + "A" * 43, "x" * 47):
        with server.stream(a["id"], f"?ticket={bad}") as malformed:
            assert malformed.status == 401 and error_code(malformed) == "invalid_ticket"


def test_the_embedded_store_holds_at_most_stream_tickets_max_unused_tickets():
    """STREAM_TICKETS_MAX bounds the embedded store's memory: beyond it the oldest unused
    ticket is forgotten (refused as unknown), the newer ones still open their stream."""
    from service.errors import ApiError
    from service.sessions.tickets import Grant, build_tickets

    tickets = build_tickets({"STREAM_TICKET_TTL_SECONDS": 60, "STREAM_TICKETS_MAX": 3})
    issued = [tickets.issue(Grant(f"s{i}", f"h{i}"))[0] for i in range(4)]
    with pytest.raises(ApiError) as refused:
        tickets.redeem(issued[0], "s0")
    assert (refused.value.status, refused.value.code) == (401, "invalid_ticket")
    assert [tickets.redeem(t, f"s{i}").sid for i, t in enumerate(issued) if i] == [
        "s1", "s2", "s3"]


def test_a_stream_without_ticket_or_token_is_401(server):
    created = watten(server.api)
    with server.stream(created["id"]) as anonymous:
        assert anonymous.status == 401 and error_code(anonymous) == "missing_token"


# ----- the stream -------------------------------------------------------------------------

def test_the_stream_shows_each_seat_exactly_what_events_shows_it(server):
    created = watten(server.api)
    play_random(server.api, created, 25)
    readers = {**tokens_of(created), "host": created["host_token"]}
    for seat, token in readers.items():
        log = events(server.api, created["id"], token, limit=1000).json()
        with server.stream(created["id"], headers=bearer(token)) as reader:
            assert reader.status == 200, seat
            streamed = read_until_caught_up(reader, log["last_event"])
        assert streamed == log["events"], f"seat {seat}"
        wait_for_free_slots(server)


def test_a_move_reaches_every_open_stream(server):
    created = watten(server.api)
    sid, tokens = created["id"], tokens_of(created)
    readers = {s: server.stream(sid, f"?after={created['last_event']}", bearer(t))
               for s, t in tokens.items()}
    try:
        answer = move(server.api, sid, tokens[1], {"seat": 1, "type": "call_rank",
                                                   "rank": "K"}).json()
        for seat, reader in readers.items():
            got = read_until_caught_up(reader, answer["last_event"])
            expected = events(server.api, sid, tokens[seat],
                              after=created["last_event"]).json()["events"]
            assert got == expected and got[0]["type"] == "schlag_named", seat
    finally:
        for reader in readers.values():
            reader.close()


def test_an_invited_players_claim_reaches_the_spectators_and_the_hosts_streams(server):
    """``seat_claimed`` (README "Trust model"): whoever waits for the players learns at
    once that one arrived; a long-poll wakes for it too."""
    created = create(server.api, "watten", ["human", "random", "human", "random"],
                     seating="invite", seed=11, dealer=0)
    sid, after = created["id"], created["last_event"]
    code = {i["seat"]: i["code"] for i in created["invitations"]}[2]
    readers = [server.stream(sid, f"?after={after}", bearer(created[role]))
               for role in ("spectator_token", "host_token")]
    polled: list[Resp] = []
    poll = threading.Thread(target=lambda: polled.append(server.api.request(
        "GET", f"/v1/sessions/{sid}/events?after={after}&wait=5", None,
        bearer(created["spectator_token"]))))
    poll.start()
    try:
        claimed = server.api.request("POST", f"/v1/sessions/{sid}/seats/2/claim",
                                     {"code": code})
        assert claimed.status == 200
        expected = {"seq": after + 1, "version": created["version"],
                    "type": "seat_claimed", "seat": 2}
        for reader in readers:
            assert read_until_caught_up(reader, after + 1) == [expected]
        poll.join(timeout=10)
        assert polled and polled[0].json()["events"] == [expected]
    finally:
        for reader in readers:
            reader.close()


def test_resumption_starts_after_last_event_id(server):
    created = watten(server.api)
    play_random(server.api, created, 6)
    token = created["seat_tokens"][2]["token"]
    log = events(server.api, created["id"], token).json()
    assert log["last_event"] >= 4
    headers = {**bearer(token), "Last-Event-ID": "3"}
    with server.stream(created["id"], "?after=1", headers) as reader:  # the header wins
        assert read_until_caught_up(reader, log["last_event"]) == log["events"][3:]
    with server.stream(created["id"], "?after=x", bearer(token)) as bad:
        assert bad.status == 422
    with server.stream(created["id"], "", {**bearer(token), "Last-Event-ID": "-1"}) as bad:
        assert bad.status == 422 and error_code(bad) == "validation_error"


def test_an_idle_stream_gets_heartbeat_comments(server):
    created = watten(server.api)
    with server.stream(created["id"], f"?after={created['last_event']}",
                       bearer(created["spectator_token"])) as reader:
        assert reader.next(timeout=5).data == ""  # the retry hint
        assert reader.retry is not None and reader.retry > 0
        started = time.monotonic()
        block = reader.next(timeout=5)
        assert block is not None and block.comments == ["heartbeat"] and block.data == ""
        assert time.monotonic() - started < 4  # every second (STREAM_HEARTBEAT_SECONDS=1)


def test_the_stream_ends_when_the_match_is_over(server):
    created = create(server.api, "watten", ["human", "random", "random", "random"], seed=3,
                     dealer=0, options={"target": 5})
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    with server.stream(sid, headers=bearer(token), timeout=20) as reader:
        rng = random.Random(2)
        for _ in range(500):
            body = get(server.api, sid, token).json()
            if body["status"] == "finished":
                break
            assert move(server.api, sid, token,
                        concrete(rng.choice(body["legal_moves"]), rng)).status == 200
        else:
            pytest.fail("the match did not end")
        streamed = read_until_caught_up(reader, body["last_event"])
        end = reader.next_data(timeout=10)
        assert end is not None and end.event == "end"
        assert end.json() == {"reason": "finished", "last_event": body["last_event"]}
        assert reader.next(timeout=10) is None  # the server closed the stream
    assert streamed[-1]["type"] == "match_won"
    assert streamed == events(server.api, sid, token, limit=1000).json()["events"]


def test_a_stream_ends_when_the_session_is_deleted(server):
    created = watten(server.api)
    sid, tokens = created["id"], tokens_of(created)
    with server.stream(sid, f"?after={created['last_event']}", bearer(tokens[0])) as reader:
        reader.next(timeout=5)  # the retry hint: the stream is open
        assert server.api.request("DELETE", f"/v1/sessions/{sid}", None,
                                  bearer(created["host_token"])).status == 204
        end = reader.next_data(timeout=10)
        assert end is not None and end.event == "end" and end.json()["reason"] == "gone"
    with server.stream(sid, headers=bearer(tokens[0])) as again:  # a new stream of it
        assert again.status == 404 and error_code(again) == "session_not_found"


def test_with_streams_turned_off_they_are_refused_without_a_retry_after():
    """STREAM_MAX_CONNECTIONS=0: no slot ever frees up, so the 503 must not tell the
    client to come back in 2 s; /events without wait still answers."""
    srv = Server(create_app({"TESTING": True, **SETTINGS, "STREAM_MAX_CONNECTIONS": 0}))
    try:
        created = watten(srv.api)
        sid, token = created["id"], created["spectator_token"]
        with srv.stream(sid, headers=bearer(token)) as refused:
            assert refused.status == 503 and error_code(refused) == "too_many_streams"
            assert "retry-after" not in refused.headers
        r = srv.api.request("GET", f"/v1/sessions/{sid}/events?after=99&wait=2", None,
                            bearer(token))
        assert r.status == 503 and error_code(r) == "too_many_streams"
        assert "retry-after" not in r.headers
        assert "STREAM_MAX_CONNECTIONS=0" in r.json()["message"]
        assert srv.api.request("GET", f"/v1/sessions/{sid}/events?after=0", None,
                               bearer(token)).status == 200
    finally:
        srv.close()


def test_with_streams_turned_off_no_stream_ticket_is_issued(spec_schema):
    """STREAM_MAX_CONNECTIONS=0: a ticket could never open its stream, so the ticket
    route answers as the stream does (503 ``too_many_streams``, no Retry-After), after
    the token and the session are checked; the answers hold to the spec."""
    app = create_app({"TESTING": True, **SETTINGS, "STREAM_MAX_CONNECTIONS": 0})
    try:
        api = checking(app, spec_schema)
        created = watten(api)
        sid, token = created["id"], created["seat_tokens"][0]["token"]
        r = ticket(api, sid, token)
        assert r.status == 503 and error_code(r) == "too_many_streams", r.body
        assert "retry-after" not in r.headers
        assert "STREAM_MAX_CONNECTIONS=0" in r.json()["message"]
        assert error_code(api.request("POST", f"/v1/sessions/{sid}/stream-tickets")) == \
            "missing_token"
        assert error_code(ticket(api, "A" * 22, token)) == "session_not_found"
    finally:
        app.extensions[LIVE_EXTENSION].close()
        app.extensions[EXTENSION].close()


def test_streams_beyond_the_per_worker_bound_get_503_too_many_streams(server):
    created = watten(server.api)
    sid, token = created["id"], created["spectator_token"]
    held = [server.stream(sid, headers=bearer(token))
            for _ in range(SETTINGS["STREAM_MAX_CONNECTIONS"])]
    try:
        assert all(r.status == 200 for r in held)
        with server.stream(sid, headers=bearer(token)) as beyond:
            assert beyond.status == 503 and error_code(beyond) == "too_many_streams"
            assert beyond.headers["retry-after"] == "2"
        r = server.api.request("GET", f"/v1/sessions/{sid}/events?after=99&wait=2", None,
                               bearer(token))
        assert r.status == 503 and error_code(r) == "too_many_streams"
        assert get(server.api, sid, token).status == 200  # other requests are served
    finally:
        for r in held:
            r.close()
    wait_for_free_slots(server)  # closed streams free their slots
    with server.stream(sid, headers=bearer(token)) as again:
        assert again.status == 200


# ----- long-polls -------------------------------------------------------------------------

def test_a_long_poll_answers_when_the_next_move_commits(server):
    created = watten(server.api)
    sid, tokens = created["id"], tokens_of(created)
    after = created["last_event"]
    answer: list[Resp] = []

    def poll() -> None:
        answer.append(server.api.request(
            "GET", f"/v1/sessions/{sid}/events?after={after}&wait=5", None,
            bearer(tokens[3])))

    thread = threading.Thread(target=poll)
    started = time.monotonic()
    thread.start()
    time.sleep(0.5)
    assert not answer, "the long-poll answered before there was anything to say"
    assert move(server.api, sid, tokens[1], {"seat": 1, "type": "call_rank",
                                            "rank": "K"}).status == 200
    thread.join(timeout=10)
    assert answer and answer[0].status == 200
    assert time.monotonic() - started < 4  # woken by the commit, not by the timeout
    body = answer[0].json()
    assert body == events(server.api, sid, tokens[3], after=after).json()
    assert body["events"][0]["type"] == "schlag_named"


def test_a_long_poll_with_nothing_new_answers_empty_after_wait(server):
    created = watten(server.api)
    started = time.monotonic()
    r = server.api.request("GET", f"/v1/sessions/{created['id']}/events?after="
                           f"{created['last_event']}&wait=1", None,
                           bearer(created["spectator_token"]))
    assert r.status == 200 and r.json()["events"] == []
    assert 0.9 <= time.monotonic() - started < 4


def test_a_long_poll_beyond_the_maximum_wait_is_422(server):
    created = watten(server.api)
    r = server.api.request("GET", f"/v1/sessions/{created['id']}/events?wait=6", None,
                           bearer(created["spectator_token"]))
    assert r.status == 422 and error_code(r) == "validation_error"
    assert set(r.json()["errors"]) == {"query.wait"}  # keyed as webargs keys the query's
    below = server.api.request("GET", f"/v1/sessions/{created['id']}/events?wait=-1", None,
                               bearer(created["spectator_token"]))
    assert below.status == 422 and set(below.json()["errors"]) == {"query.wait"}
    # a query parameter is not the body
    assert below.json()["message"].startswith("the request is invalid: query.wait")


def test_a_stream_ends_when_its_token_is_rotated(server):
    created = watten(server.api)
    sid, token = created["id"], created["seat_tokens"][1]["token"]
    with server.stream(sid, f"?after={created['last_event']}", bearer(token)) as reader:
        reader.next(timeout=5)  # the retry hint: the stream is open
        r = server.api.request("POST", f"/v1/sessions/{sid}/seats/1/token", None,
                               bearer(token))
        assert r.status in (200, 201), r.body
        end = reader.next_data(timeout=10)
        assert end is not None and end.event == "end"
        assert end.json()["reason"] == "invalid_token"


# ----- cursors beyond the log -------------------------------------------------------------

def test_a_cursor_beyond_the_newest_event_reads_on_from_the_newest(server):
    """api.md: ``/events?after=N`` is the log after event N. A cursor beyond the newest
    event (a client's bug, another session's, or of a log that lost events) gets no
    events and ``last_event`` = the newest seq, which is below it; a long-poll answers
    that at once, and a stream reads on after the newest event, so the next move's
    events reach it. Before, the long-poll slept its whole ``wait``, a stream waited for
    events beyond the cursor and so skipped every event up to it, and a finished match's
    stream ended at once echoing the client's cursor as its ``last_event``."""
    api = server.api
    created = watten(api)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    newest = created["last_event"]
    path = f"/v1/sessions/{sid}/events"
    listed = api.request("GET", f"{path}?after={newest + 1}", None, bearer(token))
    assert listed.status == 200
    assert (listed.json()["events"], listed.json()["last_event"]) == ([], newest)
    wait = SETTINGS["EVENTS_MAX_WAIT_SECONDS"]
    started = time.monotonic()
    polled = api.request("GET", f"{path}?after={newest + 1}&wait={wait}", None,
                         bearer(token))
    assert time.monotonic() - started < wait, "the long-poll waited for nothing"
    assert polled.status == 200
    assert (polled.json()["events"], polled.json()["last_event"]) == ([], newest)
    headers = {**bearer(token), "Last-Event-ID": str(newest + 7)}
    with server.stream(sid, "?after=0", headers) as reader:  # the header is the cursor
        assert reader.status == 200
        reader.next(timeout=5)  # the retry hint
        assert move(api, sid, created["seat_tokens"][1]["token"],
                    {"seat": 1, "type": "call_rank", "rank": "K"}).status == 200
        assert reader.next_data().json()["seq"] == newest + 1
    # A finished match's stream ends naming its own newest event, not the client's cursor
    done = create(api, "karnoeffel", ["human", "random", "random", "random"],
                  options={"target": 1}, dealer=3)
    left = api.request("POST", f"/v1/sessions/{done['id']}/seats/0/leave", None,
                       bearer(done["seat_tokens"][0]["token"]))
    assert left.json()["status"] == "finished"
    last = left.json()["last_event"]
    with server.stream(done["id"], f"?after={last + 5}",
                       bearer(done["spectator_token"])) as r:
        end = r.next_data()
        assert end is not None and end.json() == {"reason": "finished", "last_event": last}


def test_a_stream_whose_log_loses_events_it_sent_ends_with_rewound(server, request):
    """Redis restarted or failed over within its durability window: the log lost events
    an open stream had already sent. The next events written take those seqs again, so a
    stream that waited for events beyond its cursor skipped them without a word; it now
    ends with ``rewound`` and the log's newest seq, where the client reads on (after
    reading the session again). Only Redis can lose what it answered."""
    if server.app.config.get("REDIS_URL") is None:
        pytest.skip("the embedded store never loses an answered write")
    redis = request.getfixturevalue("redis_server").client(decode=False)
    api = server.api
    created = watten(api)
    sid, tokens = created["id"], tokens_of(created)
    newest = created["last_event"]
    keys = [k for k in redis.keys(f"*{{{sid}}}*")]
    before = {k: (redis.dump(k), redis.pttl(k)) for k in keys}
    with server.stream(sid, f"?after={newest}", bearer(tokens[0])) as reader:
        assert reader.status == 200
        assert move(api, sid, tokens[1], {"seat": 1, "type": "call_rank",
                                          "rank": "K"}).status == 200
        sent = reader.next_data()
        assert sent is not None and sent.json()["seq"] == newest + 1
        for key in redis.keys(f"*{{{sid}}}*"):  # the failover: the keys as they were
            if key not in before:
                redis.delete(key)
        for key, (dumped, pttl) in before.items():
            redis.restore(key, pttl, dumped, replace=True)
        end = reader.next_data()  # the next heartbeat's read (1 s here) notices
        assert end is not None and end.event == "end", end
        assert end.json() == {"reason": "rewound", "last_event": newest}
    listed = api.request("GET", f"/v1/sessions/{sid}/events?after={newest}", None,
                         bearer(tokens[0]))
    assert (listed.json()["events"], listed.json()["last_event"]) == ([], newest)
