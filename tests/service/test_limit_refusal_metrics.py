"""Issue 11: `/metrics` counts "requests refused by a limit" — every configured limit
that refuses a request, not only the rate limits and the search slots.

An operator reads `stichwerk_limit_refusals_total{limit}` to see which limit turns
clients away: a full embedded store (`MAX_SESSIONS`, 503 ``session_store_full``), the
stream slots (`STREAM_MAX_CONNECTIONS`, `STREAM_MAX_PER_CLIENT`, 503
``too_many_streams``), a session at its size (`SESSION_MAX_EVENTS`, `SESSION_MAX_BYTES`,
409 ``session_too_large``) and a body over `MAX_CONTENT_LENGTH` (413
``payload_too_large``) each count under their own `limit` label. A full store is a limit
reached, not a store error (`stichwerk_store_errors_total` counts a store that failed).
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from prometheus_client import REGISTRY

from service.app import create_app
from service.resources.sessions import EXTENSION
from tests.service.sessions_support import bearer, checking, seats_spec

REFUSALS = "stichwerk_limit_refusals_total"
STORE_ERRORS = "stichwerk_store_errors_total"


def refusals(limit: str) -> float:
    return REGISTRY.get_sample_value(REFUSALS, {"limit": limit}) or 0.0


def app_with(**config: Any) -> Flask:
    return create_app({"TESTING": True, **config})


def two_player_watten() -> dict[str, Any]:
    return {"game": "watten", "seats": seats_spec("human", "random"),
            "options": {"players": 2}}


def test_a_create_refused_by_max_sessions_counts_as_a_limit_refusal(spec_schema):
    app = app_with(MAX_SESSIONS=1)
    try:
        api = checking(app, spec_schema)
        assert api.request("POST", "/v1/sessions", two_player_watten()).status == 201
        before = refusals("max_sessions")
        store_errors = REGISTRY.get_sample_value(STORE_ERRORS, {"store": "embedded"}) or 0.0
        r = api.request("POST", "/v1/sessions", two_player_watten())
        assert (r.status, r.json()["code"]) == (503, "session_store_full")
        assert refusals("max_sessions") == before + 1
        # the store did not fail: it is full, as configured
        assert (REGISTRY.get_sample_value(STORE_ERRORS, {"store": "embedded"}) or 0.0) \
            == store_errors
    finally:
        app.extensions[EXTENSION].close()


def test_a_write_refused_by_session_max_events_counts_as_a_limit_refusal(spec_schema):
    app = app_with(SESSION_MAX_EVENTS=2)  # Hearts: the deal and three bots' passes: more
    try:
        api = checking(app, spec_schema)
        table = {"game": "hearts", "seats": seats_spec("human", "random", "random", "random")}
        before = refusals("session_max_size")
        r = api.request("POST", "/v1/sessions", table)
        assert (r.status, r.json()["code"]) == (409, "session_too_large")
        assert refusals("session_max_size") == before + 1
    finally:
        app.extensions[EXTENSION].close()


def test_a_long_poll_refused_by_the_stream_slots_counts_as_a_limit_refusal(spec_schema):
    app = app_with(STREAM_MAX_CONNECTIONS=0)  # no slot at all: every wait is refused
    try:
        api = checking(app, spec_schema)
        created = api.request("POST", "/v1/sessions", two_player_watten()).json()
        before = refusals("stream_connections")
        r = api.request("GET", f"/v1/sessions/{created['id']}/events?after=0&wait=1", None,
                        bearer(created["spectator_token"]))
        assert (r.status, r.json()["code"]) == (503, "too_many_streams")
        assert refusals("stream_connections") == before + 1
    finally:
        app.extensions[EXTENSION].close()


def test_a_body_over_max_content_length_counts_as_a_limit_refusal():
    app = app_with(MAX_CONTENT_LENGTH=1000)
    before = refusals("max_content_length")
    r = app.test_client().post("/v1/games/watten/states", data="{" + " " * 2000 + "}",
                               content_type="application/json")
    assert (r.status_code, r.get_json()["code"]) == (413, "payload_too_large")
    assert refusals("max_content_length") == before + 1


def test_the_counts_are_on_the_metrics_page():
    app = app_with(MAX_CONTENT_LENGTH=1000)
    client = app.test_client()
    client.post("/v1/games/watten/states", data="{" + " " * 2000 + "}",
                content_type="application/json")
    page = client.get("/metrics").get_data(as_text=True)
    assert f'{REFUSALS}{{limit="max_content_length"}}' in page
