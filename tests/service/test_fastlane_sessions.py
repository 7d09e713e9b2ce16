"""The WSGI lane of ``POST /v1/sessions/{id}/moves`` (service/fastlane.py) answers exactly
what the documented Flask view answers: the same sequence of session requests (plain
moves of every seat, wrong seat, stale ``expected_version``, bad, missing, spectator and
host tokens, illegal moves, idempotent replays and key reuse, odd and hostile bodies,
unknown sessions) is sent to the app with the lane and to the same app without it, and
every answer is compared byte for byte: status line, every header in order, body. The
sessions are made the same in both runs by drawing the service's random ids and tokens
from a seeded generator.

And the lane's own duties: it never gives a request to Flask once the session service
was called (an exception is answered, the move never run twice), it counts, logs and
carries the request id, and it leaves requests with an ``Origin`` to Flask."""

from __future__ import annotations

import base64
import json
import random
import secrets
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from service.app import create_app
from service.fastlane import FastLane
from service.jsonlog import REQUEST_ID
from service.resources.sessions import EXTENSION
from service.sessions.stores import StoreUnavailable
from tests.service.lane_support import app_with_flask_spy

Json = dict[str, Any]
Answer = tuple[str, list[tuple[str, str]], bytes]
Send = Callable[..., Answer]


def without_lane(app: Flask) -> Flask:
    assert isinstance(app.wsgi_app, FastLane)
    app.wsgi_app = app.wsgi_app.wsgi_app  # type: ignore[method-assign]
    return app


@pytest.fixture
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """``reset()``: the service's session ids, tokens and write ids start again from the
    same seed (so two runs create the same sessions)."""
    rng = random.Random()

    def token_bytes(n: int | None = 32) -> bytes:
        return bytes(rng.getrandbits(8) for _ in range(32 if n is None else n))

    monkeypatch.setattr(secrets, "token_bytes", token_bytes)
    monkeypatch.setattr(secrets, "token_hex", lambda n=32: token_bytes(n).hex())
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n=32: base64.urlsafe_b64encode(
        token_bytes(n)).rstrip(b"=").decode())
    monkeypatch.setattr(secrets, "randbits", lambda k: rng.getrandbits(k))

    def reset() -> None:
        rng.seed(1234)

    return reset


def sender(app: Flask) -> Send:
    client = app.test_client()

    def send(method: str, path: str, body: Any = None, token: str | None = None,
             raw: bytes | None = None, content_type: str = "application/json",
             headers: dict[str, str] | None = None) -> Answer:
        all_headers = {"X-Request-Id": "req-7", **(headers or {})}
        if token is not None:
            all_headers["Authorization"] = "Bearer " + token
        data = raw if raw is not None else (None if body is None else json.dumps(body))
        r = client.open(path, method=method, data=data, headers=all_headers,
                        content_type=content_type if data is not None else None)
        return r.status, list(r.headers.items()), r.get_data()

    return send


def concrete(move: Json, rng: random.Random) -> Json:
    if "choose_from" not in move:
        return move
    return {"seat": move["seat"], "type": move["type"],
            "cards": sorted(rng.sample(move["choose_from"], move["count"]))}


def scenario(send: Send, seats: list[Json]) -> Iterator[tuple[str, Answer]]:
    """The requests of one session, named, with their answers (a generator: the caller
    compares each answer as it comes)."""
    rng = random.Random(3)
    status, _, raw = send("POST", "/v1/sessions", {"game": "hearts", "seed": 7, "dealer": 0,
                                                   "seats": seats})
    assert status.startswith("201"), raw
    created = json.loads(raw)
    sid = created["id"]
    path = f"/v1/sessions/{sid}/moves"
    tokens = {t["seat"]: t["token"] for t in created["seat_tokens"]}
    humans = sorted(tokens)
    spectator, host = created["spectator_token"], created["host_token"]

    def state() -> tuple[Json, int, list[Json]]:
        """The session as a seat to act reads it: (view, version, its legal moves)."""
        first = json.loads(send("GET", f"/v1/sessions/{sid}", token=tokens[humans[0]])[2])
        to_act = [s for s in first["view"]["to_act"] if s in tokens] or humans[:1]
        seen = json.loads(send("GET", f"/v1/sessions/{sid}", token=tokens[to_act[0]])[2])
        return seen["view"], seen["version"], seen["legal_moves"]

    key = 0
    for step in range(14):
        _, version, legal = state()
        if not legal:
            break
        move = concrete(legal[step % len(legal)], rng)
        seat = move["seat"]
        other = next((s for s in humans if s != seat), None)
        body = {"move": move}
        if other is not None:
            yield "wrong seat", send("POST", path, body, tokens[other])
        yield "spectator", send("POST", path, body, spectator)
        yield "host", send("POST", path, body, host)
        yield "no token", send("POST", path, body)
        yield "not a token", send("POST", path, body, "nope")
        yield "unknown token", send("POST", path, body, "stw_" + "A" * 43)
        yield "basic auth", send("POST", path, body,
                                 headers={"Authorization": "Basic " + tokens[seat]})
        yield "stale", send("POST", path, {**body, "expected_version": version + 1},
                            tokens[seat])
        yield "deal", send("POST", path, {"move": {"seat": seat, "type": "deal"}},
                           tokens[seat])
        yield "malformed move", send("POST", path, {"move": {"seat": seat}}, tokens[seat])
        yield "bad card", send("POST", path, {"move": {**move, "card": "ZZ"}}, tokens[seat])
        yield "unknown session", send("POST", f"/v1/sessions/{'A' * 22}/moves", body,
                                      tokens[seat])
        yield "short session id", send("POST", f"/v1/sessions/{sid[:-1]}/moves", body,
                                       tokens[seat])
        yield "trailing slash", send("POST", path + "/", body, tokens[seat])
        yield "bad key", send("POST", path, body, tokens[seat],
                              headers={"Idempotency-Key": "has space"})
        # Bodies the service may take: with a move the rules refuse (nothing stored), so
        # that the session is where it was for the next request.
        card = {"seat": seat, "type": "play", "card": "C2" if step > 5 else "SQ"}
        refused = {"move": card}
        yield "illegal", send("POST", path, refused, tokens[seat])
        for name, raw_body in odd_bodies(refused):
            yield name, send("POST", path, raw=raw_body, token=tokens[seat])
        for content_type in ("application/json; charset=utf-8", "text/plain"):
            yield content_type, send("POST", path, refused, tokens[seat],
                                     content_type=content_type)
        if step % 3 == 1:
            key += 1
            idem = {"Idempotency-Key": f"ill-{key}"}
            yield "illegal with key", send("POST", path, refused, tokens[seat],
                                           headers=idem)
            yield "illegal replayed", send("POST", path, refused, tokens[seat],
                                           headers=idem)
            yield "illegal key reused", send("POST", path, body, tokens[seat],
                                             headers=idem)
        key += 1
        idem = {"Idempotency-Key": f"k-{key}"}
        expected = {"expected_version": version} if step % 2 else {}
        plain = json.dumps({**body, **expected}, indent=2 if step % 4 == 3 else None)
        yield "move", send("POST", path, raw=plain.encode(), token=tokens[seat],
                           headers=idem)
        yield "replayed", send("POST", path, raw=plain.encode(), token=tokens[seat],
                               headers=idem)
        yield "key reused", send("POST", path, {**body, "expected_version": None},
                                 tokens[seat], headers=idem)
        yield "same move again", send("POST", path, body, tokens[seat])
    yield "ended", send("DELETE", f"/v1/sessions/{sid}", token=host)
    yield "after the end", send("POST", path, {"move": {"seat": 0, "type": "play",
                                                        "card": "C2"}}, tokens[humans[0]])


def odd_bodies(body: Json) -> list[tuple[str, bytes]]:
    text = json.dumps(body)
    cases: list[tuple[str, Any]] = [
        ("expected null", {**body, "expected_version": None}),
        ("expected true", {**body, "expected_version": True}),
        ("expected string", {**body, "expected_version": "1"}),
        ("expected float", {**body, "expected_version": 1.0}),
        ("expected -1", {**body, "expected_version": -1}),
        ("expected 2^53", {**body, "expected_version": 2**53}),
        ("expected 2^53+1", {**body, "expected_version": 2**53 + 1}),
        ("expected huge", {**body, "expected_version": 10**30}),
        ("extra field", {**body, "extra": 1}), ("move list", {"move": []}),
        ("move null", {"move": None}), ("move string", {"move": "x"}), ("no move", {}),
        ("array", [body]), ("number", 3),
    ]
    raw = [(name, json.dumps(value).encode()) for name, value in cases]
    raw += [
        ("empty body", b""), ("spaces", b"  "), ("bom", b"\xef\xbb\xbf" + text.encode()),
        ("lone surrogate", text[:-1].encode() + b',"x":"\\ud800"}'),
        ("nan", text[:-1].encode() + b',"expected_version":NaN}'),
        ("duplicate", text[:-1].encode() + b',"expected_version":1,"expected_version":null}'),
        ("trailing comma", text[:-1].encode() + b",}"),
        ("not utf-8", text[:-2].encode() + b'\xff"}'),
        ("nested 65", b'{"move":{"x":' + b"[" * 63 + b"1" + b"]" * 63 + b"}}"),
        ("19 digits", text[:-1].encode() + b',"expected_version":1000000000000000000}'),
        ("pretty", json.dumps(body, indent=2).encode()),
    ]
    return raw


SEATINGS = {
    "four humans": [{"kind": "human"}] * 4,
    "humans and heuristic bots": [{"kind": "human"}, {"kind": "bot", "level": "heuristic"},
                                  {"kind": "human"}, {"kind": "bot", "level": "random"}],
}


@pytest.mark.parametrize("store", ["memory", "redis"])
@pytest.mark.parametrize("seating", list(SEATINGS))
def test_the_lane_answers_every_session_request_as_the_documented_view(
        seeded_secrets: Callable[[], None], seating: str, store: str,
        request: pytest.FixtureRequest) -> None:
    config: Json = {"TESTING": True}
    if store == "redis":
        server = request.getfixturevalue("redis_server")
        config.update(REDIS_URL=server.url, REDIS_KEY_PREFIX=f"lane-{seating[:4]}")
    lane_app, full_app = create_app(config), without_lane(create_app(config))
    try:
        seeded_secrets()
        lane = list(scenario(sender(lane_app), SEATINGS[seating]))
        if store == "redis":
            server.client().flushdb()  # the same ids are created again
        seeded_secrets()
        full = list(scenario(sender(full_app), SEATINGS[seating]))
    finally:
        for app in (lane_app, full_app):
            app.extensions[EXTENSION].close()
    assert [name for name, _ in lane] == [name for name, _ in full]
    for (name, got), (_, expected) in zip(lane, full, strict=True):
        assert got == expected, name
    statuses = {answer[0] for _, answer in lane}
    assert {"200 OK", "401 UNAUTHORIZED", "403 FORBIDDEN", "404 NOT FOUND", "409 CONFLICT",
            "422 UNPROCESSABLE ENTITY", "400 BAD REQUEST", "415 UNSUPPORTED MEDIA TYPE"
            } <= statuses
    moved = [json.loads(b) for name, (_, _, b) in lane if name == "move"]
    assert len(moved) >= 10 and all(m["legal"] for m in moved)
    replayed = [h for name, (_, h, _) in lane if name in ("replayed", "illegal replayed")]
    assert len(replayed) >= 14 and all(("Idempotent-Replayed", "true") in h
                                       for h in replayed)


def test_plain_moves_skip_flask_and_the_rest_reaches_it(seeded_secrets: Any) -> None:
    app, entered = app_with_flask_spy()
    c = app.test_client()
    created = c.post("/v1/sessions", json={"game": "hearts", "seed": 7,
                                           "seats": [{"kind": "human"}] * 4}).get_json()
    sid, path = created["id"], f"/v1/sessions/{created['id']}/moves"
    token = {t["seat"]: t["token"] for t in created["seat_tokens"]}[0]
    auth = {"Authorization": "Bearer " + token}
    legal = c.get(f"/v1/sessions/{sid}", headers=auth).get_json()["legal_moves"][0]
    move = {"seat": 0, "type": "pass", "cards": legal["choose_from"][:3]}
    entered.clear()
    assert c.post(path, json={"move": move, "expected_version": 0}, headers=auth
                  ).get_json()["legal"] is True
    assert c.post(path, json={"move": move}).status_code == 401  # answered by the lane
    assert entered == []
    assert c.post(path, json={"move": move, "x": 1}, headers=auth).status_code == 422
    assert c.post(path, json={"move": move}, headers={**auth, "Origin": "https://a.example"}
                  ).get_json()["error"]["code"] == "already_passed"
    assert entered == [path, path]


@pytest.mark.parametrize("error", [RuntimeError("boom"),
                                   StoreUnavailable("redis", "down", 3)])
def test_an_exception_of_the_service_is_answered_and_the_move_never_run_again(
        error: Exception, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the session service was called (a move may be stored, bots may have
    searched), the lane answers whatever happens: as Flask's handlers answer it, without
    calling the service again, without entering Flask."""
    lane_app, full_app = create_app({"TESTING": True}), without_lane(create_app(
        {"TESTING": True}))
    calls: list[str] = []

    def post_move(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        raise error

    answers = []
    for app in (lane_app, full_app):
        monkeypatch.setattr(app.extensions[EXTENSION], "post_move", post_move)
        entered: list[str] = []
        if isinstance(app.wsgi_app, FastLane):
            inner = app.wsgi_app.wsgi_app
            app.wsgi_app.wsgi_app = lambda e, s, inner=inner, entered=entered: (
                entered.append(e["PATH_INFO"]), inner(e, s))[1]
        answers.append(sender(app)("POST", f"/v1/sessions/{'B' * 22}/moves",
                                   {"move": {"seat": 0}}, "stw_" + "A" * 43))
        assert calls == ["B" * 22] and entered == []
        calls.clear()
    assert answers[0] == answers[1]
    if isinstance(error, StoreUnavailable):
        assert answers[0][0] == "503 SERVICE UNAVAILABLE"
        assert ("Retry-After", "3") in answers[0][1]
    else:
        assert answers[0][0] == "500 INTERNAL SERVER ERROR"


def test_a_session_move_of_the_lane_is_counted_logged_and_carries_the_request_id(
        caplog: pytest.LogCaptureFixture) -> None:
    app = create_app({"TESTING": True})
    c = app.test_client()
    rule = "/v1/sessions/<session_id>/moves"

    def served(status: int) -> float:
        for line in c.get("/metrics").get_data(as_text=True).splitlines():
            if (line.startswith('stichwerk_http_responses_total{method="POST",')
                    and f'route="{rule}"' in line and f'status="{status}"' in line):
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    created = c.post("/v1/sessions", json={"game": "hearts", "seed": 7,
                                           "seats": [{"kind": "human"}] * 4}).get_json()
    path = f"/v1/sessions/{created['id']}/moves"
    token = created["seat_tokens"][0]["token"]
    before = served(200), served(401)
    with caplog.at_level("INFO", logger="stichwerk.access"):
        caplog.clear()  # the block's records only (the /metrics reads log too at INFO)
        started = time.perf_counter()
        legal = c.post(path, json={"move": {"seat": 0, "type": "play", "card": "C2"}},
                       headers={"Authorization": "Bearer " + token,
                                "X-Request-Id": "abc-1"})
        refused = c.post(path, json={"move": {"seat": 0}}, headers={"X-Request-Id": "no!"})
        block_ms = (time.perf_counter() - started) * 1000
        records = list(caplog.records)
    assert legal.status_code == 200 and legal.headers["X-Request-Id"] == "abc-1"
    assert refused.status_code == 401 and len(refused.headers["X-Request-Id"]) == 32
    assert (served(200), served(401)) == (before[0] + 1, before[1] + 1)
    lines = [r.fields for r in records  # type: ignore[attr-defined]
             if r.name == "stichwerk.access"]
    assert [(f["route"], f["status"]) for f in lines] == [(rule, 200), (rule, 401)]
    # each answer's duration lies within the time the block took (not a speed bound)
    assert all(0 <= f["duration_ms"] <= block_ms for f in lines), lines


def test_a_doc_stored_compressed_by_an_earlier_version_still_loads_and_moves(
        redis_server: Any) -> None:
    """Docs are stored as they are now (up to 8 KB); one that an earlier version stored
    zlib-compressed (``\\0`` + deflate, from 512 bytes) is read, moved on and answered
    as before."""
    from service.sessions.stores import eventchunks

    app = create_app({"TESTING": True, "REDIS_URL": redis_server.url,
                      "REDIS_KEY_PREFIX": "olddoc"})
    try:
        c = app.test_client()
        created = c.post("/v1/sessions", json={"game": "hearts", "seed": 7, "dealer": 0,
                                               "seats": [{"kind": "human"}] * 4}).get_json()
        sid = created["id"]
        auth = {"Authorization": "Bearer " + created["seat_tokens"][0]["token"]}
        key = f"olddoc:{{{sid}}}"
        raw = redis_server.client(decode=False)
        plain = raw.hget(key, "d")
        assert not plain.startswith(eventchunks.CHUNK_MARK)  # stored as it is now
        old = eventchunks.pack_doc(plain.decode(), 512)[0]
        assert old.startswith(eventchunks.CHUNK_MARK)
        raw.hset(key, "d", old)
        app.extensions[EXTENSION].cache.drop_head(sid)  # (this worker wrote it last)
        seen = c.get(f"/v1/sessions/{sid}", headers=auth).get_json()
        move = {"seat": 0, "type": "pass", "cards": seen["legal_moves"][0]["choose_from"][:3]}
        out = c.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=auth)
        assert out.status_code == 200 and out.get_json()["legal"] is True
        assert not raw.hget(key, "d").startswith(eventchunks.CHUNK_MARK)
    finally:
        app.extensions[EXTENSION].close()


@pytest.mark.parametrize("body", [
    {"legal": False, "error": {"code": "not_your_turn", "message": "seat 1 may not pass"},
     "version": 1},
    {"legal": True, "version": 2},  # (an applied answer, cut short: only `game` matters)
], ids=["rejected", "applied"])
def test_an_answer_kept_for_an_idempotency_key_by_an_earlier_version_replays_with_its_game(
        body: Json) -> None:
    """Answers name their game since session 30; one stored for an Idempotency-Key
    before is replayed with ``game`` added, the rest as it was stored."""
    from service.sessions.idempotency import move_key, record
    from service.sessions.tokens import parse_bearer

    app = create_app({"TESTING": True})
    c = app.test_client()
    created = c.post("/v1/sessions", json={"game": "hearts", "seed": 7, "dealer": 0,
                                           "seats": [{"kind": "human"}] * 4}).get_json()
    sid, bearer = created["id"], "Bearer " + created["seat_tokens"][1]["token"]
    raw = json.dumps({"move": {"seat": 1, "type": "pass", "cards": ["C2", "C3", "C4"]}})
    idem, fingerprint = move_key(parse_bearer(bearer), "retry-1", raw.encode())
    assert idem is not None
    app.extensions[EXTENSION].store.remember(sid, idem, record(fingerprint, body))
    out = c.post(f"/v1/sessions/{sid}/moves", data=raw, content_type="application/json",
                 headers={"Authorization": bearer, "Idempotency-Key": "retry-1"})
    assert out.status_code == 200 and out.headers["Idempotent-Replayed"] == "true"
    assert out.get_json() == {"game": "hearts", **body}


def test_the_lane_takes_an_expected_version_up_to_2_to_the_53_and_leaves_no_request_id(
        seeded_secrets: Any) -> None:
    """``expected_version`` 2^53 is the top of the schema's range: the lane answers it
    (a stale version: 409) without Flask; 2^53 + 1 is the documented view's 422. After
    an answer of the lane the thread has no request id set for its later log lines."""
    app, entered = app_with_flask_spy()
    c = app.test_client()
    created = c.post("/v1/sessions", json={"game": "hearts", "seed": 7,
                                           "seats": [{"kind": "human"}] * 4}).get_json()
    path = f"/v1/sessions/{created['id']}/moves"
    auth = {"Authorization": "Bearer " + created["seat_tokens"][0]["token"]}
    move = {"seat": 0, "type": "play", "card": "C2"}
    entered.clear()
    stale = c.post(path, json={"move": move, "expected_version": 2**53}, headers=auth)
    assert stale.status_code == 409 and entered == []
    assert REQUEST_ID.get() is None
    over = c.post(path, json={"move": move, "expected_version": 2**53 + 1}, headers=auth)
    assert over.status_code == 422 and entered == [path]
