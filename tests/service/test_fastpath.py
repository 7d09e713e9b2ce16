"""The fast paths of /moves, /legal-moves and /views answer exactly what the documented
(webargs + marshmallow) path answers: the same status, headers that matter and body, for
plain mid-hand requests and for a corpus of odd and hostile bodies (every 4xx with its
code, message and errors). Two fast paths are checked, each against the reference: the
WSGI lane in front of Flask (service/fastlane.py) with the fast views behind it, and the
fast views alone (service/fastpath.py: what requests the lane declines get). The
reference is the same app without the lane and with the documented views put back
(`functools.wraps` keeps them as ``__wrapped__``)."""

from __future__ import annotations

import io
import json
import random
import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.exceptions import ClientDisconnected

from engine.registry import all_games
from service.app import create_app
from service.body import _too_deep, too_deep_raw
from service.fastlane import FastLane
from service.fastpath import FAST_ROUTES
from service.jsonlog import REQUEST_ID
from tests.service.lane_support import app_with_flask_spy

GAMES = [g.id for g in all_games()]
ROUTE_OF = {"games.Moves": "moves", "games.LegalMoves": "legal-moves", "games.Views": "views"}

Json = dict[str, Any]


def without_lane(app: Flask) -> Flask:
    assert isinstance(app.wsgi_app, FastLane)
    app.wsgi_app = app.wsgi_app.wsgi_app  # type: ignore[method-assign]
    return app


@pytest.fixture(scope="module")
def fast() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def fast_views() -> Flask:
    """The fast views without the lane in front."""
    return without_lane(create_app({"TESTING": True}))


@pytest.fixture(scope="module")
def full() -> Flask:
    """The same app with the documented views only."""
    app = without_lane(create_app({"TESTING": True}))
    for endpoint in FAST_ROUTES:
        app.view_functions[endpoint] = app.view_functions[endpoint].__wrapped__
    return app


def concrete(move: Json, rng: random.Random) -> Json:
    """A legal move (a Hearts pass descriptor: ``count`` of its ``choose_from``)."""
    if "choose_from" not in move:
        return move
    return {"seat": move["seat"], "type": move["type"],
            "cards": rng.sample(move["choose_from"], move["count"])}


def mid_hand(client: FlaskClient, game: str, seed: int) -> tuple[Json, Json]:
    """A state ten random legal moves into a hand (or where the hand ends), and a legal
    move in it."""
    rng = random.Random(seed)
    r = client.post(f"/v1/games/{game}/states", json={"seed": seed, "dealer": 0})
    state = r.get_json()["state"]
    for _ in range(10):
        legal = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).get_json()
        move = concrete(rng.choice([m for m in legal["moves"] if m["seat"] in legal["to_act"]]),
                        rng)
        out = client.post(f"/v1/games/{game}/moves", json={"state": state, "move": move})
        assert out.status_code == 200 and out.get_json()["legal"], out.get_json()
        if out.get_json().get("hand") is not None:
            break
        state = out.get_json()["state"]
    legal = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).get_json()
    return state, concrete(legal["moves"][0], rng)


@pytest.fixture(scope="module")
def samples(full: Flask) -> dict[str, tuple[Json, Json]]:
    c = full.test_client()
    return {game: mid_hand(c, game, 11) for game in GAMES}


def answers(app: Flask, path: str, data: bytes, content_type: str) -> tuple[Any, ...]:
    r = app.test_client().post(path, data=data, content_type=content_type,
                               headers={"X-Request-Id": "req-1"})
    return (r.status_code, r.headers.get("Content-Type"), r.headers.get("Retry-After"),
            r.headers.get("X-Request-Id"), r.headers.get("Content-Length"), r.get_data())


def bodies(state: Json, move: Json, route: str) -> list[tuple[str, bytes]]:
    """(name, raw body) for one route: plain ones first, then odd and hostile ones."""
    base: Json = {"state": state}
    if route == "moves":
        base["move"] = move
    if route == "views":
        base["seat"] = 0
    dump = json.dumps
    text = dump(base)
    deep: Any = 1
    for _ in range(63):  # body, state, "x" and 63 arrays: 66 levels, two over the cap
        deep = [deep]
    cases: list[tuple[str, Any]] = [
        ("plain", base), ("seat 3", {**base, "seat": 3}), ("seat null", {**base, "seat": None}),
        ("no seat", {k: v for k, v in base.items() if k != "seat"}),
        ("seat true", {**base, "seat": True}), ("seat 1.0", {**base, "seat": 1.0}),
        ("seat -1", {**base, "seat": -1}), ("seat 16", {**base, "seat": 16}),
        ("seat 15", {**base, "seat": 15}), ("seat '1'", {**base, "seat": "1"}),
        ("extra field", {**base, "extra": 1}), ("sealed", {**base, "sealed": True}),
        ("state null", {**base, "state": None}), ("state list", {**base, "state": []}),
        ("state token too", {**base, "state_token": "AQ3k"}),
        ("token only", {k: v for k, v in {**base, "state_token": "AQ3k"}.items()
                        if k != "state"}),
        ("no state", {k: v for k, v in base.items() if k != "state"}),
        ("move list", {**base, "move": []}), ("move null", {**base, "move": None}),
        ("no move", {k: v for k, v in base.items() if k != "move"}),
        ("state of another game", {**base, "state": {**state, "game": "nope"}}),
        ("state field wrong", {**base, "state": {**state, "dealer": "x"}}),
        ("state version huge", {**base, "state": {**state, "version": 10**30}}),
        ("state version 2^60", {**base, "state": {**state, "version": 2**60}}),
        ("state version float", {**base, "state": {**state, "version": 1e400}}),
        # 19 digits below -2^63: orjson reads a float, the standard library an integer
        ("state version -2^63-1", {**base, "state": {**state, "version": -2**63 - 1}}),
        ("hand number -2^63-1", {**base, "state": {**state, "hand_number": -2**63 - 1}}),
        ("seed -2^63-1", {**base, "state": {**state, "seed": -2**63 - 1}}),
        ("deep state", {**base, "state": {**state, "x": [[[[[[[[[[1]]]]]]]]]]}}),
        ("digits in a string", {**base, "state": {**state, "x": "1" * 40}}),
        ("escaped text", {**base, "state": {**state, "x": "a\"b\\c\u00e9\U0001f600"}}),
        ("66 deep in the state, after an escaped quote",  # a body with a backslash
         {**base, "state": {**state, "x": {"q": '"', "y": deep}}}),
        ("array", [base]), ("number", 3), ("empty object", {}),
    ]
    raw = [(name, dump(value).encode()) for name, value in cases]
    raw += [
        ("empty body", b""), ("spaces", b"   "), ("bom", b"\xef\xbb\xbf" + text.encode()),
        ("lone surrogate", text[:-1].encode() + b',"x":"\\ud800"}'),
        ("lone surrogate key", text[:-1].encode() + b',"\\udc00":1}'),
        ("paired surrogate", text[:-1].encode() + b',"x":"\\ud83d\\ude00"}'),
        ("nan", text[:-1].encode() + b',"seat":NaN}'),
        ("infinity", text[:-1].encode() + b',"seat":Infinity}'),
        ("duplicate seat", text[:-1].encode() + b',"seat":2,"seat":1}'),
        ("trailing comma", text[:-1].encode() + b",}"),
        ("not utf-8", text[:-2].encode() + b'\xff"}'),
        ("utf-16", text.encode("utf-16")),
        ("nested 64", b'{"state":' + b"[" * 62 + b"1" + b"]" * 62 + b"}"),
        ("nested 65", b'{"state":' + b"[" * 64 + b"1" + b"]" * 64 + b"}"),
        ("nested 65 in the state",
         text[:-1].encode() + b',"x":{"y":' + b"[" * 62 + b"1" + b"]" * 62 + b"}}"),
        ("huge integer", text[:-1].encode() + b',"seat":' + b"9" * 5000 + b"}"),
        ("pretty", json.dumps(base, indent=2).encode()),
    ]
    return raw


@pytest.mark.parametrize("which", ["lane", "views"])
@pytest.mark.parametrize("endpoint", list(FAST_ROUTES))
@pytest.mark.parametrize("game", GAMES)
def test_fast_path_answers_what_the_documented_path_answers(
        fast: Flask, fast_views: Flask, full: Flask, samples: dict[str, tuple[Json, Json]],
        game: str, endpoint: str, which: str) -> None:
    route = ROUTE_OF[endpoint]
    path = f"/v1/games/{game}/{route}"
    state, move = samples[game]
    app = fast if which == "lane" else fast_views
    for name, raw in bodies(state, move, route):
        for content_type in ("application/json", "application/json; charset=utf-8",
                             "application/vnd.x+json", "text/plain"):
            got = answers(app, path, raw, content_type)
            assert got == answers(full, path, raw, content_type), (name, content_type, got)


def test_the_lane_answers_plain_requests_and_gives_flask_the_rest(
        samples: dict[str, tuple[Json, Json]]) -> None:
    """Plain bodies never enter Flask (so the lane is not dead code); a 4xx, a request
    with an Origin, a chunked body and another route do, with their body intact."""
    app, entered = app_with_flask_spy()
    c = app.test_client()
    state, move = samples["watten"]
    assert c.post("/v1/games/watten/moves", json={"state": state, "move": move}
                  ).get_json()["legal"] is True
    assert c.post("/v1/games/watten/views", json={"state": state, "seat": 1}
                  ).status_code == 200
    assert c.post("/v1/games/watten/legal-moves", json={"state": state}).status_code == 200
    assert entered == []
    bad = c.post("/v1/games/watten/legal-moves", json={"state": {**state, "dealer": 9}})
    assert bad.status_code == 422 and bad.get_json()["code"] == "invalid_state"
    assert entered == ["/v1/games/watten/legal-moves"]
    browser = c.post("/v1/games/watten/legal-moves", json={"state": state},
                     headers={"Origin": "https://app.example"})
    assert browser.status_code == 200 and len(entered) == 2
    unknown = c.post("/v1/games/nogame/legal-moves", json={"state": state})
    assert unknown.status_code == 404 and len(entered) == 3
    c.post("/v1/games/watten/legal-moves", data=json.dumps({"state": state}),
           content_type="application/json", headers={"Transfer-Encoding": "chunked"})
    assert len(entered) == 4  # (the test client does not chunk: the 4xx is Flask's)
    assert c.post("/v1/games/watten/states", json={"seed": 1}).status_code == 201
    assert len(entered) == 5


def test_an_answer_of_the_lane_carries_the_request_id_and_is_counted_and_logged(
        samples: dict[str, tuple[Json, Json]], caplog: pytest.LogCaptureFixture) -> None:
    app = create_app({"TESTING": True})
    c = app.test_client()
    state, _ = samples["karnoeffel"]
    rule = "/v1/games/<game:game>/legal-moves"

    def served() -> float:
        text = c.get("/metrics").get_data(as_text=True)
        for line in text.splitlines():
            if (line.startswith("stichwerk_http_responses_total{")
                    and f'route="{rule}"' in line and 'status="200"' in line):
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    before = served()
    with caplog.at_level("INFO", logger="stichwerk.access"):
        caplog.clear()  # the block's records only (the /metrics reads log too at INFO)
        started = time.perf_counter()
        mine = c.post("/v1/games/karnoeffel/legal-moves", json={"state": state},
                      headers={"X-Request-Id": "abc-123"})
        fresh = c.post("/v1/games/karnoeffel/legal-moves", json={"state": state},
                       headers={"X-Request-Id": "not valid!"})
        block_ms = (time.perf_counter() - started) * 1000
        records = list(caplog.records)
    assert mine.headers["X-Request-Id"] == "abc-123"
    assert len(fresh.headers["X-Request-Id"]) == 32 and fresh.headers["X-Request-Id"] != \
        "not valid!"
    assert served() == before + 2
    lines = [r for r in records if r.name == "stichwerk.access"]
    assert [r.fields["route"] for r in lines] == [rule, rule]  # type: ignore[attr-defined]
    assert all(r.fields["status"] == 200 for r in lines)  # type: ignore[attr-defined]
    # each answer's duration lies within the time the block took (not a speed bound)
    assert all(0 <= r.fields["duration_ms"] <= block_ms  # type: ignore[attr-defined]
               for r in lines)


def test_plain_requests_take_the_fast_path_and_odd_ones_the_documented_view(
        fast_views: Flask, samples: dict[str, tuple[Json, Json]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain body never reaches the documented view (so the fast path is not dead
    code); an odd one does. The fast views alone (what requests the lane declines get):
    with the lane in front, plain requests would never reach them. Plain includes a body
    of exactly ``MAX_CONTENT_LENGTH`` bytes and ``seat`` 0 and 15, the ends of the
    schema's range (15 is no Hearts seat: the rules refuse it, the documented view is
    not asked)."""
    taken: list[str] = []
    for endpoint in FAST_ROUTES:
        documented = fast_views.view_functions[endpoint].__wrapped__

        def spy(*args: Any, _documented: Any = documented, **kwargs: Any) -> Any:
            taken.append("documented")
            return _documented(*args, **kwargs)

        monkeypatch.setattr(fast_views.view_functions[endpoint], "__wrapped__", spy)
    c = fast_views.test_client()
    state, move = samples["hearts"]
    assert c.post("/v1/games/hearts/moves", json={"state": state, "move": move}
                  ).status_code == 200
    assert c.post("/v1/games/hearts/views", json={"state": state, "seat": 1}
                  ).status_code == 200
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state}).status_code == 200
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state, "seat": 0}
                  ).status_code == 200
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state, "seat": 15}
                  ).status_code == 422
    text = json.dumps({"state": state}).encode()
    limit = int(fast_views.config["MAX_CONTENT_LENGTH"])
    assert c.post("/v1/games/hearts/legal-moves", content_type="application/json",
                  data=text[:-1] + b" " * (limit - len(text)) + b"}").status_code == 200
    assert taken == []
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state, "seat": True}
                  ).status_code == 422
    assert c.post("/v1/games/hearts/views", json={"state": state}).status_code == 422
    assert taken == ["documented", "documented"]


def test_the_raw_depth_check_agrees_with_the_walk() -> None:
    rng = random.Random(5)

    def value(depth: int) -> Any:
        r = rng.random()
        if depth > 10 or r < 0.3:
            # '"' and '\\' are escaped in the JSON: a body with a backslash is walked
            return rng.choice([1, "a[b", "x{", "}]", None, True, "", 'q"[', "\\]{"])
        if r < 0.65:
            return [value(depth + 1) for _ in range(rng.randint(0, 3))]
        return {f"[{i}": value(depth + 1) for i in range(rng.randint(0, 3))}

    for _ in range(3000):
        v = value(0)
        raw = json.dumps(v).encode()
        for limit in (1, 2, 4, 8):
            assert too_deep_raw(raw, v, limit) == _too_deep(v, limit), (raw, limit)


@pytest.mark.parametrize("endpoint", list(FAST_ROUTES))
def test_a_body_over_the_limit_or_cut_short_gets_the_documented_answer(
        fast: Flask, fast_views: Flask, full: Flask, samples: dict[str, tuple[Json, Json]],
        endpoint: str) -> None:
    """A plainly fine body padded past ``MAX_CONTENT_LENGTH`` is the documented 413, one
    whose ``Content-Length`` announces more bytes than arrive is the documented 400 (though
    what arrives is a whole plain body), and one whose ``Content-Length`` is no number
    the documented answer to a body that is not read: neither fast path answers them
    itself, and both give the documented view the bytes as they came."""
    route = ROUTE_OF[endpoint]
    path = f"/v1/games/hearts/{route}"
    state, move = samples["hearts"]
    plain = {"state": state, "move": move, "seat": 0} if route == "moves" else \
        {"state": state, "seat": 0}
    text = json.dumps(plain).encode()
    limit = int(full.config["MAX_CONTENT_LENGTH"])
    padded = text[:-1] + b" " * (limit + 1 - len(text)) + b"}"
    assert len(padded) == limit + 1

    def send(app: Flask, raw: bytes, length: int | str) -> tuple[Any, ...]:
        r = app.test_client().post(path, data=raw, content_type="application/json",
                                   headers={"X-Request-Id": "req-2"},
                                   environ_overrides={"CONTENT_LENGTH": str(length)})
        return r.status_code, r.headers.get("X-Request-Id"), r.get_json()

    over, short = send(full, padded, len(padded)), send(full, text, len(text) + 10)
    assert over[0] == 413 and over[2]["code"] == "payload_too_large"
    assert short[0] == 400 and short[2]["code"] == "bad_request"
    at_limit = text[:-1] + b" " * (limit - len(text)) + b"}"
    for app in (fast, fast_views):
        assert send(app, padded, len(padded)) == over
        assert send(app, text, len(text) + 10) == short
        assert send(app, text, "x") == send(full, text, "x")
        assert send(app, at_limit, limit) == send(full, at_limit, limit)
        assert send(app, at_limit, limit)[0] == 200


def test_the_lane_takes_a_body_of_exactly_the_limit_and_seats_0_to_15() -> None:
    """The lane answers every body the documented view would answer 200 that it can
    prove plainly fine: one of exactly ``MAX_CONTENT_LENGTH`` bytes, and ``seat`` at
    either end of 0…15; and a request served by the lane leaves no request id set
    behind it for the thread's later log lines."""
    app, entered = app_with_flask_spy()
    c = app.test_client()
    state = c.post("/v1/games/hearts/states", json={"seed": 4, "dealer": 0}
                   ).get_json()["state"]
    entered.clear()
    text = json.dumps({"state": state, "seat": 0}).encode()
    limit = int(app.config["MAX_CONTENT_LENGTH"])
    at_limit = text[:-1] + b" " * (limit - len(text)) + b"}"
    assert c.post("/v1/games/hearts/views", data=at_limit, content_type="application/json"
                  ).status_code == 200
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state, "seat": 0}
                  ).status_code == 200
    assert entered == []
    # seat 15 passes the envelope, but Hearts has no such seat: the rules refuse it, so
    # Flask answers (the 4xx is the documented view's)
    assert c.post("/v1/games/hearts/legal-moves", json={"state": state, "seat": 15}
                  ).status_code == 422
    assert entered == ["/v1/games/hearts/legal-moves"]
    assert REQUEST_ID.get() is None


class BrokenOff(io.RawIOBase):
    """A request body whose connection is cut: reading it raises `ClientDisconnected`,
    as `service.gunicorn_body` does."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        raise ClientDisconnected()


def test_a_body_whose_connection_is_cut_gets_the_documented_400(full: Flask) -> None:
    """The lane does not answer a body it could not read: Flask reads it again, which
    answers the documented 400."""
    def send(app: Flask) -> tuple[Any, ...]:
        r = app.test_client().post("/v1/games/watten/legal-moves", data=b"{}" * 20,
                                   content_type="application/json",
                                   environ_overrides={"wsgi.input": BrokenOff()})
        return r.status_code, r.get_json()

    expected = send(full)
    assert expected[0] == 400 and expected[1]["code"] == "bad_request"
    assert send(create_app({"TESTING": True})) == expected
