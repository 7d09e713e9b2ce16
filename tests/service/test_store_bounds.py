"""Issue 11's store bounds at the HTTP level, on both stores (Redis: a real
redis-server): MAX_SESSIONS, SESSION_MAX_TARGET, SESSION_MAX_EVENTS,
SESSION_MAX_IDEMPOTENCY_RECORDS, a bounded ``after``, and DELETE removing every key."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from service.app import create_app
from service.resources.sessions import EXTENSION
from tests.service.sessions_support import (
    bearer,
    checking,
    concrete,
    create,
    events,
    get,
    move,
    seats_spec,
    tokens_of,
)


@pytest.fixture(params=["embedded", "redis"])
def make_api(request: pytest.FixtureRequest, spec_schema: Any) -> Iterator[Any]:
    apps: list[Any] = []

    def make(**config: Any) -> Any:
        if request.param == "redis":
            config = {"REDIS_URL": request.getfixturevalue("redis_server").url,
                      "REDIS_KEY_PREFIX": "bounds", **config}
        app = create_app({"TESTING": True, **config})
        apps.append(app)
        api = checking(app, spec_schema)
        api.app = app
        return api

    yield make
    for app in apps:
        app.extensions[EXTENSION].close()


def test_the_embedded_store_answers_503_store_full_beyond_max_sessions(spec_schema):
    app = create_app({"TESTING": True, "MAX_SESSIONS": 2})
    api = checking(app, spec_schema)
    first = create(api, "watten", ["human", "random"], options={"players": 2})
    create(api, "watten", ["human", "random"], options={"players": 2})
    body = {"game": "watten", "seats": seats_spec("human", "random"),
            "options": {"players": 2}}
    r = api.request("POST", "/v1/sessions", body)
    assert (r.status, r.json()["code"]) == (503, "session_store_full")
    assert int(r.headers["retry-after"]) >= 1
    r = api.request("DELETE", f"/v1/sessions/{first['id']}",
                    headers=bearer(first["host_token"]))
    assert r.status == 204
    assert api.request("POST", "/v1/sessions", body).status == 201


def test_a_session_target_above_session_max_target_is_a_422(make_api):
    api = make_api(SESSION_MAX_TARGET=150)
    body = {"game": "hearts", "seats": seats_spec(*["human"] * 4)}
    r = api.request("POST", "/v1/sessions", {**body, "options": {"target": 151}})
    assert (r.status, r.json()["code"]) == (422, "invalid_option")
    assert "150" in r.json()["errors"]["options.target"]
    assert api.request("POST", "/v1/sessions", {**body, "options": {"target": 150}}).status \
        == 201


def test_a_default_target_above_session_max_target_is_not_blamed_on_the_client(make_api):
    """Hearts' default target is 100: under SESSION_MAX_TARGET=50 a request that sent no
    target is refused for the game's own, and told what to send."""
    api = make_api(SESSION_MAX_TARGET=50)
    body = {"game": "hearts", "seats": seats_spec(*["human"] * 4)}
    r = api.request("POST", "/v1/sessions", body)
    assert (r.status, r.json()["code"]) == (422, "invalid_option")
    message = r.json()["message"]
    assert "no options.target was sent" in message and "target 100" in message
    assert "at most 50" in message
    assert api.request("POST", "/v1/sessions", {**body, "options": {"target": 50}}).status \
        == 201


def test_a_session_stops_taking_moves_at_session_max_events(make_api):
    api = make_api(SESSION_MAX_EVENTS=30)
    created = create(api, "watten", ["human", "human"], options={"players": 2})
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(5)
    refused = None
    for _ in range(200):  # bounded: a Watten match of two humans is far longer than 30
        seat = next(s for s in (0, 1) if get(api, sid, tokens[s]).json()["legal_moves"])
        body = get(api, sid, tokens[seat]).json()
        r = move(api, sid, tokens[seat], concrete(rng.choice(body["legal_moves"]), rng))
        if r.status == 409:
            refused = (r, body["version"])
            break
        assert r.status == 200
    assert refused is not None, "the cap was never reached"
    r, version = refused
    assert r.json()["code"] == "session_too_large"
    assert get(api, sid, tokens[0]).json()["version"] == version  # nothing half-written
    log = events(api, sid, tokens[0], limit=1000).json()["events"]
    assert 0 < len(log) <= 30


def test_idempotency_records_per_session_are_capped(make_api):
    api = make_api(SESSION_MAX_IDEMPOTENCY_RECORDS=3)
    created = create(api, "hearts", ["human"] * 4)
    sid, tokens = created["id"], tokens_of(created)
    bad = {"seat": 0, "type": "play", "card": "C2"}  # illegal while passing
    for i in range(10):
        assert move(api, sid, tokens[0], bad, key=f"key-{i}").json()["legal"] is False
    # The newest three are kept (replayed), the older ones forgotten (evaluated again).
    replayed = [move(api, sid, tokens[0], bad, key=f"key-{i}").headers.get(
        "idempotent-replayed") for i in (9, 8, 7, 0)]
    assert replayed == ["true", "true", "true", None]
    store = api.app.extensions[EXTENSION].store
    if store.kind == "redis":
        client = store._client
        assert client.hlen(f"bounds:{{{sid}}}:ik") <= 3
        assert client.zcard(f"bounds:{{{sid}}}:ix") <= 3
    else:
        assert store.records(sid) <= 3


def test_events_after_is_bounded_and_paged_by_seq(make_api):
    api = make_api()
    created = create(api, "hearts", ["human", "random", "random", "random"])
    sid, token = created["id"], tokens_of(created)[0]
    for after in (2**63, 2**64, -1):
        r = events(api, sid, token, after=after)
        assert (r.status, r.json()["code"]) == (422, "validation_error"), after
    beyond = events(api, sid, token, after=2**53)  # in range, but beyond the log
    assert beyond.status == 200 and beyond.json()["events"] == []
    log = events(api, sid, token).json()["events"]
    assert len(log) >= 3 and [e["seq"] for e in log] == list(range(1, len(log) + 1))
    page = events(api, sid, token, after=1, limit=1).json()["events"]
    assert [e["seq"] for e in page] == [2]


@contextmanager
def on_redis(redis_server: Any, spec_schema: Any, prefix: str) -> Iterator[tuple[Any, Any, Any]]:
    """The app on ``redis_server`` under the key prefix ``prefix``: (app, its checking
    client, a redis-py client of the server to look at the keys)."""
    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url,
                      "REDIS_KEY_PREFIX": prefix})
    client = redis_server.client()
    try:
        yield app, checking(app, spec_schema), client
    finally:
        app.extensions[EXTENSION].close()
        client.close()


def delete_session(api: Any, created: dict[str, Any]) -> None:
    r = api.request("DELETE", f"/v1/sessions/{created['id']}",
                    headers=bearer(created["host_token"]))
    assert r.status == 204


def test_delete_removes_every_key_of_the_session(redis_server, spec_schema):
    with on_redis(redis_server, spec_schema, "del") as (_, api, client):
        created = create(api, "hearts", ["human"] * 4)
        sid, tokens = created["id"], tokens_of(created)
        token = tokens[0]
        body = get(api, sid, token).json()
        mv = concrete(body["legal_moves"][0], random.Random(1))
        assert move(api, sid, token, mv, key="holds-my-hand").json()["legal"] is True
        rng = random.Random(2)
        for _ in range(80):  # until the event log has sealed a compressed chunk (:ev)
            if client.exists(f"del:{{{sid}}}:ev"):
                break
            seat = get(api, sid, token).json()["view"]["to_act"][0]
            legal = get(api, sid, tokens[seat]).json()["legal_moves"]
            assert move(api, sid, tokens[seat], concrete(legal[0], rng)).json()["legal"]
        assert len(client.keys(f"del:{{{sid}}}*")) == 4
        delete_session(api, created)
        assert client.keys(f"del:{{{sid}}}*") == []  # the hand-holding record too


def test_delete_removes_the_sessions_unused_stream_tickets_too(redis_server, spec_schema):
    """Issue 12: "DELETE removes every key of the session". A stream ticket is a key of the
    session (it names the session and a token's hash); before, an unused one outlived the
    DELETE by up to STREAM_TICKET_TTL_SECONDS."""
    with on_redis(redis_server, spec_schema, "deltk") as (_, api, client):
        created = create(api, "hearts", ["human"] * 4)
        sid = created["id"]
        for token in [*tokens_of(created).values(), created["host_token"]]:
            r = api.request("POST", f"/v1/sessions/{sid}/stream-tickets",
                            headers=bearer(token))
            assert r.status == 201
        delete_session(api, created)
        left = {key: client.dump(key) or b"" for key in client.keys("deltk:*")}
        assert [key for key, value in left.items()
                if sid in key or sid.encode() in value] == []


def test_a_ticket_issued_as_its_session_is_deleted_stores_nothing(redis_server, spec_schema):
    """The stream-tickets route reads the session, then issues the ticket: a DELETE
    between the two must not leave a ticket key behind (the issue is refused 404)."""
    from service.errors import ApiError
    from service.resources.live import LIVE_EXTENSION
    from service.sessions.tickets import Grant

    with on_redis(redis_server, spec_schema, "racetk") as (app, api, client):
        created = create(api, "hearts", ["human"] * 4)
        sid = created["id"]
        delete_session(api, created)
        with pytest.raises(ApiError) as refused:
            app.extensions[LIVE_EXTENSION].tickets.issue(Grant(sid, "h" * 64))
        assert (refused.value.status, refused.value.code) == (404, "session_not_found")
        assert [key for key in client.keys("racetk:*") if sid in key] == []


def test_a_create_or_a_leave_beyond_session_max_events_is_refused_and_stores_nothing(
        make_api):
    """``SESSION_MAX_EVENTS`` holds for every write, not only a move: a create whose
    bots' first moves log more events, and a leave after which the bots play the match
    out, answer 409 ``session_too_large`` and store nothing."""
    table = {"game": "hearts", "seats": seats_spec("human", "random", "random", "random")}
    tight = make_api(SESSION_MAX_EVENTS=2)  # the deal and three bots' passes: more
    r = tight.request("POST", "/v1/sessions", table)
    assert (r.status, r.json()["code"]) == (409, "session_too_large")
    api = make_api(SESSION_MAX_EVENTS=50)  # a match of hearts logs hundreds
    created = api.request("POST", "/v1/sessions", table).json()
    sid, token = created["id"], tokens_of(created)[0]
    before = get(api, sid, token).json()
    r = api.request("POST", f"/v1/sessions/{sid}/seats/0/leave", headers=bearer(token))
    assert (r.status, r.json()["code"]) == (409, "session_too_large")
    after = get(api, sid, token).json()  # the token still opens its seat: no leave stored
    assert (after["seat"], after["version"], after["last_event"]) == (
        0, before["version"], before["last_event"])
