"""Request ids, JSON logs and the Prometheus metrics (issue 11), in process.

Across gunicorn workers (multiprocess mode): tests/deploy/test_search_quotas.py.
"""

from __future__ import annotations

import io
import json
import logging
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from service.app import create_app
from service.jsonlog import JsonFormatter
from tests.service.redis_server import free_port
from tests.service.sessions_support import seats_spec, tokens_of

WATTEN = "/v1/games/watten"


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    """What the service logs, formatted by the JSON formatter (one object per line)."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    try:
        yield out
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


def parsed(out: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in out.getvalue().splitlines() if line.strip()]


def metric(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


# ----- request id -------------------------------------------------------------------------

@pytest.mark.parametrize("given", ["abc", "a" * 128, "2f1c-XY_z.9:1"])
def test_a_valid_x_request_id_is_returned_unchanged(app, given):
    assert app.test_client().get("/healthz", headers={
        "X-Request-Id": given}).headers["X-Request-Id"] == given


@pytest.mark.parametrize("given", ["", "a" * 129, "has space", "semi;colon", "ünï",
                                   "x\u2028y"])
def test_an_invalid_x_request_id_is_replaced_by_a_fresh_one(app, given, log_lines):
    got = app.test_client().get("/healthz", headers={"X-Request-Id": given}).headers[
        "X-Request-Id"]
    assert got != given and len(got) == 32 and all(c in "0123456789abcdef" for c in got)
    # the log names the id the client got back
    assert [line["request_id"] for line in parsed(log_lines)
            if line["logger"] == "stichwerk.access"] == [got]


def test_every_answer_carries_a_request_id_errors_included(app):
    client = app.test_client()
    answers = [client.get("/healthz"), client.get("/nope"), client.delete("/healthz"),
               client.post(f"{WATTEN}/states", json={"preset": "nope"}),
               client.post(f"{WATTEN}/states", data="{", content_type="application/json"),
               client.get("/v1/sessions/xyz", headers={"Authorization": "Bearer nope"}),
               client.get("/metrics")]
    assert [r.status_code for r in answers] == [200, 404, 405, 422, 400, 401, 200]
    ids = [r.headers.get("X-Request-Id") for r in answers]
    assert all(ids) and len(set(ids)) == len(ids)


# ----- JSON logs --------------------------------------------------------------------------

def test_access_lines_are_json_with_the_request_fields_and_never_a_token_or_body(app,
                                                                                 log_lines):
    client = app.test_client()
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": seats_spec("human", "random", "random", "random")})
    assert created.status_code == 201
    body = created.get_json()
    token, sid = tokens_of(body)[0], body["id"]
    r = client.get(f"/v1/sessions/{sid}", headers={"Authorization": f"Bearer {token}",
                                                   "X-Request-Id": "req-42"})
    assert r.status_code == 200
    hand = r.get_json()["view"]["hands"][0]
    lines = parsed(log_lines)
    access = [line for line in lines if line["logger"] == "stichwerk.access"]
    assert len(access) == 2
    assert set(access[1]) >= {"time", "level", "request_id", "method", "route", "status",
                              "duration_ms"}
    assert (access[1]["request_id"], access[1]["method"], access[1]["route"],
            access[1]["status"]) == ("req-42", "GET", "/v1/sessions/<session_id>", 200)
    assert access[1]["time"].endswith("Z") and access[1]["level"] == "info"
    text = log_lines.getvalue()
    for secret in [token, tokens_of(body)[None], sid]:
        assert secret not in text
    # A card code is two letters ("ST" is also in "POST"): look for it as a JSON string.
    for card in hand:
        assert f'"{card}"' not in text


def test_a_request_id_that_holds_a_secret_is_returned_but_logged_redacted(app, log_lines):
    """An id has the characters of a token (``stw_`` + 43 URL-safe ones): a client that
    sent its token (or a ticket, a code) as its request id got it onto every log line of
    the request until an audit. The answer still carries the id as given."""
    given = "x.stw_" + "S3cReT-" * 6
    r = app.test_client().get("/healthz", headers={"X-Request-Id": given})
    assert r.headers["X-Request-Id"] == given
    [line] = [line for line in parsed(log_lines) if line["logger"] == "stichwerk.access"]
    assert line["request_id"] == "x.stw_[redacted]" and "S3cReT" not in log_lines.getvalue()


def test_an_access_lines_duration_is_the_one_the_latency_metric_observed(app, log_lines):
    """``duration_ms`` is the histogram's observation of the request, in milliseconds to
    the microsecond (a search, so that the units show)."""
    client = app.test_client()
    state = client.post("/v1/games/hearts/states", json={"seed": 5}).get_json()["state"]
    route = "/v1/games/<game:game>/bot-moves"
    summed = metric("stichwerk_http_request_duration_seconds_sum", method="POST", route=route)
    assert client.post("/v1/games/hearts/bot-moves", json={
        "state": state, "level": "expert", "iterations": 20}).status_code == 200
    seconds = metric("stichwerk_http_request_duration_seconds_sum", method="POST",
                     route=route) - summed
    [line] = [line for line in parsed(log_lines) if line.get("route") == route]
    assert seconds > 0 and line["duration_ms"] == round(seconds * 1000, 3), (line, seconds)


def test_an_exception_is_logged_by_type_and_stack_without_its_message():
    secret = "".join(["card ", "E", "A of seat 2"])  # not in the source line either
    try:
        raise ValueError(secret)
    except ValueError:
        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "failed", (),
                                   sys.exc_info())
    line = json.loads(JsonFormatter().format(record))
    assert line["exc_type"] == "ValueError" and "raise ValueError" in line["stack"]
    assert "EA" not in json.dumps(line) and "seat 2" not in json.dumps(line)


def test_an_exception_a_view_did_not_expect_is_logged_without_its_message(log_lines):
    """A view that fails (a bug: 500 ``internal_error``) is logged by the exception's type
    and stack. Before an audit found it, the line's message was ``repr(error)``: an
    exception that quoted a state (a hidden hand, a seed) put it in the log."""
    app = create_app({"TESTING": True})
    secret = "".join(["seat 2 holds ", "G", "O and ", "E", "A"])  # not in this source

    def failing_view() -> Any:
        raise ValueError(secret)

    app.add_url_rule("/failing-view", "failing_view", failing_view)
    r = app.test_client().get("/failing-view")
    assert r.status_code == 500 and r.get_json()["code"] == "internal_error"
    lines = [line for line in parsed(log_lines) if line.get("exc_type") == "ValueError"]
    assert len(lines) == 1 and "failing_view" in lines[0]["stack"], lines
    assert "ValueError" in lines[0]["message"]
    text = log_lines.getvalue()
    assert "seat 2" not in text and "GO" not in text and "EA" not in text, text


def test_a_lone_surrogate_in_a_message_still_makes_one_json_line():
    record = logging.LogRecord("x", logging.WARNING, __file__, 1, "key %s", ("\ud800",), None)
    text = JsonFormatter().format(record)
    assert "\n" not in text and json.loads(text)["message"] == "key \ud800"
    assert text.isascii()  # any stream can write it (no UTF-8 has a lone surrogate)


# ----- metrics ----------------------------------------------------------------------------

def test_metrics_count_answers_by_route_template_and_status(app):
    client = app.test_client()
    route = "/v1/games/<game:game>/states"
    before = metric("stichwerk_http_responses_total", method="POST", route=route,
                    status="201")
    hist = metric("stichwerk_http_request_duration_seconds_count", method="POST", route=route)
    summed = metric("stichwerk_http_request_duration_seconds_sum", method="POST", route=route)
    started = time.perf_counter()
    for game in ("watten", "hearts", "karnoeffel"):
        assert client.post(f"/v1/games/{game}/states", json={}).status_code == 201
    took = time.perf_counter() - started
    # each request's own time: some, and no more than the three took together
    assert 0 < metric("stichwerk_http_request_duration_seconds_sum", method="POST",
                      route=route) - summed <= took
    client.get("/v1/nothing/here")
    r = client.get("/metrics")
    assert r.status_code == 200 and r.headers["Content-Type"].startswith("text/plain")
    assert r.headers["Cache-Control"] == "no-store"  # no cache between scraper and counts
    families = {f.name: f for f in text_string_to_metric_families(r.get_data(as_text=True))}
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for s in families["stichwerk_http_responses"].samples}
    key = ("stichwerk_http_responses_total",
           (("method", "POST"), ("route", route), ("status", "201")))
    assert samples[key] == before + 3
    assert metric("stichwerk_http_request_duration_seconds_count", method="POST",
                  route=route) == hist + 3
    # a raw path is never a label: no session id, no unknown path
    assert "/v1/nothing/here" not in r.get_data(as_text=True)
    # no `_created` series (multiprocess mode has none: one process would differ)
    assert "_created" not in r.get_data(as_text=True)
    assert metric("stichwerk_http_responses_total", method="GET", route="unmatched",
                  status="404") >= 1


def test_a_method_the_client_invents_is_counted_as_other_not_as_a_new_series(app):
    """Every label value is a series kept for the process's life (a file entry per worker
    under gunicorn): 1,000 random methods grew /metrics by 1.6 MB and could fill
    /dev/shm until the workers died of SIGBUS."""
    client = app.test_client()
    before = metric("stichwerk_http_responses_total", method="other", route="unmatched",
                    status="405")
    for i in range(20):
        assert client.open("/v1/games", method=f"BREW{i:02d}X").status_code == 405
    text = client.get("/metrics").get_data(as_text=True)
    assert "BREW" not in text
    assert metric("stichwerk_http_responses_total", method="other", route="unmatched",
                  status="405") == before + 20


def test_rule_violations_are_counted_by_game_and_code(app):
    client = app.test_client()
    state = client.post(f"{WATTEN}/states", json={"seed": 5}).get_json()["state"]
    to_act = client.post(f"{WATTEN}/legal-moves", json={"state": state}).get_json()["to_act"]
    wrong_seat = (to_act[0] + 1) % 4
    r = client.post(f"{WATTEN}/moves", json={"state": state, "move": {
        "seat": wrong_seat, "type": "raise"}})
    assert r.status_code == 200 and r.get_json()["legal"] is False
    code = r.get_json()["error"]["code"]
    before = metric("stichwerk_rule_violations_total", game="watten", code=code)
    client.post(f"{WATTEN}/moves", json={"state": state, "move": {
        "seat": wrong_seat, "type": "raise"}})
    assert metric("stichwerk_rule_violations_total", game="watten", code=code) == before + 1


def test_a_session_moves_rule_violation_is_counted_by_game_and_code(app):
    """The README's metric counts the ``legal: false`` answers of sessions too."""
    client = app.test_client()
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": seats_spec("human", "human", "human", "human"),
        "seed": 11, "dealer": 0}).get_json()
    sid, tokens = created["id"], tokens_of(created)
    wrong_seat = (created["view"]["to_act"][0] + 1) % 4
    before = metric("stichwerk_rule_violations_total", game="watten", code="not_your_turn")
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {
        "seat": wrong_seat, "type": "call_rank", "rank": "A"}}, headers={
        "Authorization": f"Bearer {tokens[wrong_seat]}"})
    assert r.status_code == 200 and r.get_json()["legal"] is False
    assert r.get_json()["error"]["code"] == "not_your_turn"
    assert metric("stichwerk_rule_violations_total", game="watten",
                  code="not_your_turn") == before + 1


def test_store_errors_are_counted_when_redis_is_down():
    app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{free_port()}/0",
                      "REDIS_TIMEOUT_MS": 200})
    before = metric("stichwerk_store_errors_total", store="redis")
    r = app.test_client().post("/v1/sessions", json={
        "game": "watten", "seats": seats_spec("human", "random", "random", "random")})
    assert r.status_code == 503 and r.get_json()["code"] == "session_store_unavailable"
    assert r.headers.get("X-Request-Id")
    assert metric("stichwerk_store_errors_total", store="redis") == before + 1


def test_bot_searches_are_timed_by_game_and_level(app):
    client = app.test_client()
    state = client.post("/v1/games/hearts/states", json={"seed": 4}).get_json()["state"]
    before = metric("stichwerk_bot_search_seconds_count", game="hearts", level="expert")
    seconds_before = metric("stichwerk_bot_search_seconds_sum", game="hearts", level="expert")
    heuristic = metric("stichwerk_bot_search_seconds_count", game="hearts",
                       level="heuristic")
    started = time.perf_counter()
    assert client.post("/v1/games/hearts/bot-moves", json={
        "state": state, "level": "expert", "iterations": 20}).status_code == 200
    request_seconds = time.perf_counter() - started
    # the search's own time: some, and no more than the whole request took
    searched = metric("stichwerk_bot_search_seconds_sum", game="hearts",
                      level="expert") - seconds_before
    assert 0 < searched <= request_seconds
    assert client.post("/v1/games/hearts/bot-moves", json={
        "state": state, "level": "heuristic"}).status_code == 200  # no search: not timed
    assert metric("stichwerk_bot_search_seconds_count", game="hearts",
                  level="expert") == before + 1
    assert metric("stichwerk_bot_search_seconds_count", game="hearts",
                  level="heuristic") == heuristic
    assert metric("stichwerk_bot_searches_running") == 0


@pytest.mark.parametrize("message, logged", [
    ("GET /s/events/stream?after=0&ticket=stt_SECRET HTTP/1.1",
     "GET /s/events/stream?[redacted] HTTP/1.1"),
    ("GET /x?%74icket=q HTTP/1.1", "GET /x?[redacted] HTTP/1.1"),
    ("GET /v1/sessions/stw_SECRET/x HTTP/1.1", "GET /v1/sessions/stw_[redacted]/x HTTP/1.1"),
    ("GET /s/events?after=3&limit=7 HTTP/1.1", "GET /s/events?after=3&limit=7 HTTP/1.1"),
    ("a Transfer-Encoding other than chunked?", "a Transfer-Encoding other than chunked?"),
    # found by an audit: a prefix %-encoded (the service decodes it), a prefix not after a
    # word boundary, a query that a quote ended, a fragment
    ("GET /s/events/%73tt_SECRET%41B HTTP/1.1", "GET /s/events/%73tt_[redacted] HTTP/1.1"),
    ("GET /s/events/stt%5FSECRET HTTP/1.1", "GET /s/events/stt_[redacted] HTTP/1.1"),
    ("GET /s/%53%54%57%49%5fSECRET HTTP/1.1", "GET /s/%53%54%57%49_[redacted] HTTP/1.1"),
    ("GET /v1/sessions/xstw_SECRET HTTP/1.1", "GET /v1/sessions/xstw_[redacted] HTTP/1.1"),
    ("GET /s?a='&ticket=SECRET HTTP/1.1", "GET /s?[redacted] HTTP/1.1"),
    ("GET /s#SECRET HTTP/1.1", "GET /s#[redacted] HTTP/1.1"),
    ("GET /s?CODE=SECRET HTTP/1.1", "GET /s?[redacted] HTTP/1.1"),
    ("GET /s?a=stwi_SECRET HTTP/1.1", "GET /s?[redacted] HTTP/1.1"),
    ("GET /v1/x/stwi_SEC-RET_x/y HTTP/1.1", "GET /v1/x/stwi_[redacted]/y HTTP/1.1"),
])
def test_a_secret_in_a_logged_request_line_is_redacted(message, logged):
    """gunicorn logs a request line it refuses whole (a ticket in it was never used): the
    formatter redacts a query as nginx's access log does, and a secret anywhere, its
    prefix %-encoded or not."""
    record = logging.LogRecord("gunicorn.error", logging.WARNING, __file__, 1, "line: %s",
                               (message,), None)
    assert json.loads(JsonFormatter().format(record))["message"] == f"line: {logged}"


@pytest.mark.parametrize("error, logged", [
    ("NoMoreData", b"Host: x\r\nIdempotency-Key: SECRET-KEY"),
    ("InvalidChunkSize", b"wi_SECRET"),
    ("ChunkMissingTerminator", b"wi"),
    ("InvalidRequestLine", "wi_SECRET\"}"),
    ("InvalidHeader", "Idempotency-Key SECRET"),
    ("InvalidH2CPreface", b"PRI wi_SECRET"),
    ("InvalidRequestLine", "GET /x?ticket=stt_SECRET\xe9 HTTP/1.1"),
    ("InvalidHeader", "IDEMPOTENCY-KEY"),
    # found by an audit: the rest of a claim's body glued to the next request line of a
    # kept-alive connection is an invalid method; a version, a Transfer-Encoding, an
    # Expect, a header's name and a line that is a secret alone were quoted whole
    ("InvalidRequestMethod", "wi_SECRET\"}GET"),
    ("InvalidHTTPVersion", "tt_SECRET"),
    ("UnsupportedTransferCoding", "SECRET"),
    ("ExpectationFailed", "SECRET"),
    ("InvalidHeaderName", "Bearer,SECRET"),
    ("InvalidHeader", "SECRET-key-1"),
    ("InvalidProxyLine", "PROXY TCP4 wi_SECRET"),
    ("InvalidHeaderName", "CONTENT-LENGTH"),  # a header name, as gunicorn spells it: kept
    ("ObsoleteFolding", "AUTHORIZATION"),
])
def test_request_bytes_in_gunicorns_parse_errors_are_not_logged(error, logged):
    """gunicorn's parse errors quote the request bytes they could not parse (a head cut
    short, a body's rest read as a request line or a chunk size): on ``gunicorn.error``
    the filter logs their length, keeping only a header name or a request line's shape
    (whose secrets the formatter redacts). Through the real server:
    tests/service/test_sessions_trust_logs.py."""
    from gunicorn.http import errors

    from service.jsonlog import RequestBytesFilter

    text = str(getattr(errors, error)(logged))
    debug = error == "NoMoreData"  # gunicorn's message for it, at debug
    record = logging.LogRecord(
        "gunicorn.error", logging.DEBUG if debug else logging.WARNING, __file__, 1,
        "Ignored premature client disconnection. %s" if debug else
        "Invalid request from ip=127.0.0.1: %s", (text,), None)
    assert RequestBytesFilter().filter(record)
    message = json.loads(JsonFormatter().format(record))["message"]
    assert "SECRET" not in message, message
    names = ("IDEMPOTENCY-KEY", "CONTENT-LENGTH", "AUTHORIZATION")
    kept = logged in (*names, "GET /x?ticket=stt_SECRET\xe9 HTTP/1.1")
    assert (repr(logged) in message) is (logged in names), message
    assert ("characters of the request, not logged]" in message) is not kept, message
    if not kept:  # the length of what gunicorn quoted (its repr, without the quotes)
        shown = repr(logged)[2:-1] if isinstance(logged, bytes) else repr(logged)[1:-1]
        assert f"[{len(shown)} characters of the request" in message, message
