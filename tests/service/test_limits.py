"""CPU quotas for bot searches and per-client rate limits (issue 11), in process.

The search slots are held from a second thread (a real `SearchQuota` of the app), so the
refusals are deterministic; the rate limits run on flask-limiter's memory storage, and on
a real redis-server shared by two apps. No timing assertion.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any, cast

import pytest
import redis
from flask import Flask
from limits import parse
from prometheus_client import REGISTRY

from service.app import create_app
from service.config import Config, ConfigError
from service.errors import ApiError
from service.quotas import QUOTA_EXTENSION, BotTime, SearchQuota
from service.ratelimit import (
    _retry_after,
    client_address,
    client_key,
    limiter_storage,
    parse_networks,
)
from service.resources.sessions import EXTENSION
from service.sessions import autoplay
from service.sessions.stores.breaker import CircuitBreaker
from tests.limit_windows import clear_of_a_window_edge
from tests.service.redis_server import RedisClusterServers, RedisServer, free_port
from tests.service.sessions_support import choose, seats_spec

HEARTS = "/v1/games/hearts"
MINUTE = 60.0
ONE_TEST = 10.0  # seconds a test's requests to a per-minute limit may take, and more


def make_app(**settings: Any) -> Flask:
    return create_app({"TESTING": True, "RATE_LIMIT_BOT_MOVES": "off",
                       "RATE_LIMIT_SESSIONS": "off", **settings})


def hearts_state(app: Flask) -> dict[str, Any]:
    r = app.test_client().post(f"{HEARTS}/states", json={"seed": 7})
    assert r.status_code == 201
    state: dict[str, Any] = r.get_json()["state"]
    return state


def metric(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@contextmanager
def held(quota: SearchQuota, count: int) -> Iterator[None]:
    """``count`` slots of ``quota`` held by other threads meanwhile."""
    holding, release = threading.Barrier(count + 1, timeout=10), threading.Event()

    def hold() -> None:
        with quota.slot():
            holding.wait()
            release.wait(10)

    threads = [threading.Thread(target=hold, daemon=True) for _ in range(count)]
    for t in threads:
        t.start()
    holding.wait()
    try:
        yield
    finally:
        release.set()
        for t in threads:
            t.join(10)


def slots_taken(app: Flask, count: int) -> Any:
    return held(app.extensions[QUOTA_EXTENSION], count)


def expect_refused(response: Any) -> dict[str, Any]:
    assert response.status_code == 503, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert body["code"] == "search_capacity_exhausted" and body["status"] == 503
    assert int(response.headers["Retry-After"]) >= 1
    assert response.headers.get("X-Request-Id")
    return body


# ----- the search quota -------------------------------------------------------------------

def test_search_quota_refuses_the_search_beyond_its_slots_and_frees_them():
    quota = SearchQuota(2, retry_after_s=3)
    with held(quota, 2):
        assert quota.running == 2
        with pytest.raises(ApiError) as refused, quota.slot():
            pass
        assert (refused.value.status, refused.value.code) == (503, "search_capacity_exhausted")
        assert refused.value.headers == {"Retry-After": "3"}
    assert quota.running == 0
    with quota.slot():
        assert quota.running == 1
    assert quota.running == 0


def test_a_request_scope_keeps_one_slot_for_all_its_searches():
    quota = SearchQuota(1)
    with quota.request():
        with quota.slot():
            assert quota.running == 1
        assert quota.running == 1  # kept for the next search of the same request
        with quota.slot():
            assert quota.running == 1
    assert quota.running == 0
    with quota.request():  # re-entrant: a scope inside a scope is the same request
        with quota.request(), quota.slot():
            assert quota.running == 1
        assert quota.running == 1
    assert quota.running == 0
    with pytest.raises(ValueError):
        SearchQuota(0)


def test_a_thread_that_searched_before_is_refused_like_any_other_once_the_slots_are_taken():
    """Each search (or request scope) gives its slot back as it ends: a worker thread that
    searched, alone or in a request, holds nothing afterwards, so the quota bounds its
    next search as anyone's (a mutation audit found both resets unchecked)."""
    quota = SearchQuota(1)
    with quota.slot():
        pass
    with quota.request(), quota.slot():
        pass
    assert quota.running == 0
    with held(quota, 1), pytest.raises(ApiError), quota.slot():
        pass
    with quota.slot():
        assert quota.running == 1
    assert quota.running == 0


def test_bot_time_gives_each_move_at_most_its_budget_and_stops_at_the_request_budget():
    clock = BotTime(per_move_ms=200, per_request_ms=450)
    assert clock.next_budget() == 200
    clock.spent_ms = 400
    assert clock.next_budget() == 50
    clock.spent_ms = 449
    assert clock.next_budget() == 1  # a millisecond left is not spent yet
    clock.spent_ms = 450
    assert clock.next_budget() is None


def test_bot_moves_expert_is_refused_503_when_every_search_slot_is_taken():
    app = make_app(SEARCH_CONCURRENCY=2)
    state = hearts_state(app)
    client = app.test_client()
    before = metric("stichwerk_limit_refusals_total", limit="search_capacity")
    with slots_taken(app, 2):
        expect_refused(client.post(f"{HEARTS}/bot-moves", json={"state": state,
                                                                 "level": "expert"}))
        # explain searches at any level
        expect_refused(client.post(f"{HEARTS}/bot-moves", json={
            "state": state, "level": "heuristic", "explain": True}))
        # no search: served
        assert client.post(f"{HEARTS}/bot-moves", json={
            "state": state, "level": "heuristic"}).status_code == 200
        assert client.get("/healthz").status_code == 200
    assert metric("stichwerk_limit_refusals_total", limit="search_capacity") == before + 2
    assert client.post(f"{HEARTS}/bot-moves", json={"state": state, "level": "expert",
                                                     "iterations": 20}).status_code == 200


def test_a_session_whose_bots_would_search_is_refused_and_nothing_is_stored():
    app = make_app(SEARCH_CONCURRENCY=1)
    client = app.test_client()
    store = app.extensions[EXTENSION].store
    request = {"game": "hearts", "seed": 3,
               "seats": seats_spec("expert", "expert", "expert", "human")}
    with slots_taken(app, 1):
        expect_refused(client.post("/v1/sessions", json=request))
        assert len(store) == 0  # the embedded store: nothing was created
        random_bots = {**request, "seats": seats_spec("random", "random", "random", "human")}
        assert client.post("/v1/sessions", json=random_bots).status_code == 201
    assert client.post("/v1/sessions", json=request).status_code == 201


def another_thread_gets_a_slot(quota: SearchQuota) -> bool:
    """Whether a search of another request (another thread) would get a slot now."""
    got: list[bool] = []

    def search() -> None:
        try:
            with quota.slot():
                got.append(True)
        except ApiError:
            got.append(False)

    thread = threading.Thread(target=search)
    thread.start()
    thread.join(10)
    return got == [True]


def test_a_session_request_keeps_its_search_slot_from_its_first_search_to_its_end(
        monkeypatch):
    """A session request takes ONE search slot at its first search and keeps it to its
    end (README "CPU quotas"): between its expert seats' searches no other request's
    search gets the slot. Were it given back after each search, another request could
    take it there, and the session request, searches already done, would be refused 503
    half-way."""
    app = make_app(SEARCH_CONCURRENCY=1)
    quota = app.extensions[QUOTA_EXTENSION]
    free_before_each_bot_move: list[bool] = []
    decide = autoplay.decide

    def watched(*args: Any, **kwargs: Any) -> Any:
        free_before_each_bot_move.append(another_thread_gets_a_slot(quota))
        return decide(*args, **kwargs)

    monkeypatch.setattr(autoplay, "decide", watched)
    r = app.test_client().post("/v1/sessions", json={
        "game": "hearts", "seed": 11, "dealer": 3,
        "seats": seats_spec("expert", "expert", "expert", "human")})
    assert r.status_code == 201, r.get_json()
    assert free_before_each_bot_move == [True, False, False]  # the three passes
    assert another_thread_gets_a_slot(quota)  # given back at the request's end


def test_bot_moves_budget_is_clamped_to_the_configured_maximum():
    app = make_app(BOT_MOVES_MAX_BUDGET_MS=30)
    state = hearts_state(app)
    client = app.test_client()
    r = client.post(f"{HEARTS}/bot-moves", json={"state": state, "level": "expert",
                                                 "budget_ms": 5000})
    assert r.status_code == 200
    assert r.get_json()["stats"]["budget_ms"] == 30
    r = client.post(f"{HEARTS}/bot-moves", json={"state": state, "level": "expert",
                                                 "budget_ms": 10, "iterations": 30})
    assert r.get_json()["stats"]["budget_ms"] == 10  # a smaller budget is kept


def test_default_bot_moves_budget_is_the_small_default():
    assert Config().bot_moves_max_budget_ms == 200
    app = make_app()
    r = app.test_client().post(f"{HEARTS}/bot-moves", json={
        "state": hearts_state(app), "level": "expert", "budget_ms": 5000, "iterations": 30})
    assert r.get_json()["stats"]["budget_ms"] == 200


class MillisecondClock:
    """A ``time.perf_counter`` that advances 1 ms per reading: the bot search reads it
    once per rollout after its first world, so its budget is counted in rollouts."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def test_a_bot_move_searches_for_the_clamped_budget_it_reports(monkeypatch):
    """README "/bot-moves": ``budget_ms`` is clamped to ``BOT_MOVES_MAX_BUDGET_MS`` and
    ``stats.budget_ms`` says what the search got. Under a clock that advances 1 ms per
    reading, a request for 5000 ms to a server that clamps at 30 ms searches the first
    world (a rollout per candidate) and at most 30 rollouts more, with or without
    ``explain``: the search got those 30 ms, not the 5000 asked for."""
    app = make_app(BOT_MOVES_MAX_BUDGET_MS=30)
    state = hearts_state(app)
    monkeypatch.setattr(time, "perf_counter", MillisecondClock())
    for level, explain in (("expert", False), ("expert", True), ("heuristic", True)):
        r = app.test_client().post(f"{HEARTS}/bot-moves", json={
            "state": state, "level": level, "seed": 1, "budget_ms": 5000,
            "iterations": 100_000, "explain": explain})
        assert r.status_code == 200, r.get_json()
        stats = r.get_json()["stats"]
        assert stats["budget_ms"] == 30
        assert 1 <= stats["iterations"] <= stats["candidates"] + 30, (level, stats)


def test_session_bots_stop_searching_when_the_request_bot_budget_is_spent():
    """Three expert seats before the human's first move; a 1 ms request budget lets the
    first search run (1 ms) and the other bot moves play heuristic: at most one search
    per request, where an unbounded request searches for every bot move."""
    def searches_for(budget: int) -> float:
        app = make_app(SESSION_REQUEST_BOT_BUDGET_MS=budget, SESSION_BOT_BUDGET_MS=5)
        before = metric("stichwerk_bot_search_seconds_count", game="hearts", level="expert")
        r = app.test_client().post("/v1/sessions", json={
            "game": "hearts", "seed": 11, "dealer": 3,
            "seats": seats_spec("expert", "expert", "expert", "human")})
        assert r.status_code == 201, r.get_json()
        return metric("stichwerk_bot_search_seconds_count", game="hearts",
                      level="expert") - before

    assert searches_for(1) <= 1
    assert searches_for(100_000) >= 3


# ----- rate limits ------------------------------------------------------------------------

def test_bot_moves_rate_limit_answers_429_rate_limited_in_the_error_shape():
    app = make_app(RATE_LIMIT_BOT_MOVES="3/minute")
    state = hearts_state(app)
    client = app.test_client()
    body = {"state": state, "level": "random"}
    before = metric("stichwerk_limit_refusals_total", limit="rate_bot_moves")
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    for _ in range(3):
        assert client.post(f"{HEARTS}/bot-moves", json=body).status_code == 200
    r = client.post(f"{HEARTS}/bot-moves", json=body, headers={"X-Request-Id": "rl-1"})
    assert r.status_code == 429
    got = r.get_json()
    assert (got["code"], got["status"]) == ("rate_limited", 429)
    assert set(got) == {"code", "status", "message", "errors"}
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert r.headers["X-Request-Id"] == "rl-1"
    assert metric("stichwerk_limit_refusals_total", limit="rate_bot_moves") == before + 1
    # another client address has its own allowance; the other routes are not limited
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = "10.1.2.3"
    assert other.post(f"{HEARTS}/bot-moves", json=body).status_code == 200
    assert client.post(f"{HEARTS}/legal-moves", json={"state": state}).status_code == 200


def test_session_create_rate_limit_counts_per_client():
    app = make_app(RATE_LIMIT_SESSIONS="2/minute")
    client = app.test_client()
    request = {"game": "watten", "seats": seats_spec("human", "random", "random", "random")}
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    assert [client.post("/v1/sessions", json=request).status_code
            for _ in range(3)] == [201, 201, 429]


def test_a_429_of_a_per_second_limit_says_retry_in_a_second_not_at_once():
    """flask-limiter's header hook rounded the window's reset down: ``Retry-After: 0``."""
    app = make_app(RATE_LIMIT_BOT_MOVES="2/second")
    state = hearts_state(app)
    client = app.test_client()
    body = {"state": state, "level": "random"}
    clear_of_a_window_edge(1.0, 0.9)
    answers = [client.post(f"{HEARTS}/bot-moves", json=body) for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert answers[2].headers["Retry-After"] == "1"  # at least 1, at most the window
    # an answer that is not a refusal carries no Retry-After (the library added one)
    assert "Retry-After" not in answers[0].headers
    assert answers[0].headers["X-RateLimit-Limit"] == "2"  # the library's headers stay


def test_retry_after_is_the_whole_seconds_until_the_window_lets_the_client_in():
    """README: the seconds until the window lets the client in again, at least 1 and at
    most the window (a sliding window's reset may lie a little beyond it)."""
    minute = parse("3/minute")

    def retry_after(reset_in: float) -> int:
        return _retry_after(cast(Any, SimpleNamespace(limit=minute,
                                                      reset_at=time.time() + reset_in)))

    assert retry_after(12.4) == 13  # rounded up: a client that waits that long gets in
    assert retry_after(61.5) == 60  # never more than the window
    assert retry_after(0.2) == 1 and retry_after(-3) == 1  # never "retry at once"


def test_a_503_on_a_rate_limited_route_keeps_its_own_retry_after():
    """``SEARCH_RETRY_AFTER_SECONDS`` is the header of the 503 also where a rate limit
    applies (the library took the later of it and the minute window's reset, rounded
    down: 6 or 37 for 7)."""
    app = make_app(SEARCH_CONCURRENCY=1, SEARCH_RETRY_AFTER_SECONDS=7,
                   RATE_LIMIT_BOT_MOVES="50/minute")
    state = hearts_state(app)
    with slots_taken(app, 1):
        refused = app.test_client().post(f"{HEARTS}/bot-moves",
                                         json={"state": state, "level": "expert"})
    expect_refused(refused)
    assert refused.headers["Retry-After"] == "7"
    assert refused.headers["X-RateLimit-Limit"] == "50"


def invited_session(client: Any) -> tuple[str, dict[int, str]]:
    """A Watten session of four invited humans: its id and each seat's code."""
    created = client.post("/v1/sessions", json={
        "game": "watten", "seating": "invite", "seats": seats_spec(*["human"] * 4)})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    return body["id"], {i["seat"]: i["code"] for i in body["invitations"]}


def test_seat_claims_are_rate_limited_per_client():
    """A claim answers a seat's token to whoever holds its code (and, for a retry, its
    Idempotency-Key): guessing online must be slow. ``RATE_LIMIT_SEATS`` per client."""
    app = make_app(RATE_LIMIT_SEATS="3/minute")
    client = app.test_client()
    sid, codes = invited_session(client)
    before = metric("stichwerk_limit_refusals_total", limit="rate_seat_claims")
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    guesses = [client.post(f"/v1/sessions/{sid}/seats/0/claim", json={"code": codes[1]},
                           headers={"Idempotency-Key": f"guess-{i:016d}"}) for i in range(3)]
    assert [g.status_code for g in guesses] == [403, 403, 403]
    assert guesses[0].headers["X-RateLimit-Limit"] == "3"
    r = client.post(f"/v1/sessions/{sid}/seats/0/claim", json={"code": codes[0]})
    assert r.status_code == 429  # even the right code: the client is over its limit
    got = r.get_json()
    assert (got["code"], got["status"]) == ("rate_limited", 429)
    assert set(got) == {"code", "status", "message", "errors"}
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert metric("stichwerk_limit_refusals_total", limit="rate_seat_claims") == before + 1
    other = app.test_client()  # another client address has its own allowance
    other.environ_base["REMOTE_ADDR"] = "10.1.2.3"
    claimed = other.post(f"/v1/sessions/{sid}/seats/0/claim", json={"code": codes[0]})
    assert claimed.status_code == 200 and claimed.get_json()["seat"] == 0


def test_token_rotations_are_rate_limited_per_client_apart_from_claims():
    app = make_app(RATE_LIMIT_SEATS="2/minute")
    client = app.test_client()
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": seats_spec("human", "human", "random", "random")})
    tokens = {t["seat"]: t["token"] for t in created.get_json()["seat_tokens"]}
    before = metric("stichwerk_limit_refusals_total", limit="rate_seat_tokens")
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    token = tokens[0]
    for _ in range(2):
        r = client.post(f"/v1/sessions/{created.get_json()['id']}/seats/0/token",
                        headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 200, r.get_json()
        token = r.get_json()["token"]
    r = client.post(f"/v1/sessions/{created.get_json()['id']}/seats/1/token",
                    headers={"Authorization": f"Bearer {tokens[1]}"})
    assert (r.status_code, r.get_json()["code"]) == (429, "rate_limited")
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert metric("stichwerk_limit_refusals_total", limit="rate_seat_tokens") == before + 1
    sid, codes = invited_session(client)  # claims are counted apart
    assert client.post(f"/v1/sessions/{sid}/seats/2/claim",
                       json={"code": codes[2]}).status_code == 200


def test_session_hints_are_rate_limited_like_bot_moves_and_counted_apart():
    """README: a session's ``POST …/hints`` is the same search as ``/bot-moves``:
    ``RATE_LIMIT_BOT_MOVES`` per client, counted apart (label ``rate_session_hints``), and
    its budget is clamped to ``BOT_MOVES_MAX_BUDGET_MS``."""
    app = make_app(RATE_LIMIT_BOT_MOVES="2/minute", BOT_MOVES_MAX_BUDGET_MS=20)
    client = app.test_client()
    created = client.post("/v1/sessions", json={
        "game": "watten", "seed": 5, "seats": seats_spec("human", "random", "random",
                                                         "random")}).get_json()
    path = f"/v1/sessions/{created['id']}/hints"
    auth = {"Authorization": f"Bearer {created['seat_tokens'][0]['token']}"}
    before = metric("stichwerk_limit_refusals_total", limit="rate_session_hints")
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    hints = [client.post(path, json={"budget_ms": 5000}, headers=auth) for _ in range(2)]
    assert [h.status_code for h in hints] == [200, 200]
    assert hints[0].get_json()["stats"]["budget_ms"] == 20  # clamped, as on /bot-moves
    assert hints[0].headers["X-RateLimit-Limit"] == "2"
    refused = client.post(path, json={}, headers=auth)
    assert (refused.status_code, refused.get_json()["code"]) == (429, "rate_limited")
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert metric("stichwerk_limit_refusals_total", limit="rate_session_hints") == before + 1
    state = hearts_state(app)  # /bot-moves keeps its own allowance
    assert client.post(f"{HEARTS}/bot-moves", json={"state": state,
                                                     "level": "random"}).status_code == 200


def test_a_players_normal_flow_stays_within_the_default_limits():
    """Create, claim four seats, rotate a token and play, from one client address at the
    defaults of every limit on these routes: nothing is refused, and the seat routes
    are limited (their answers carry the allowance left)."""
    defaults = Config()
    app = create_app({"TESTING": True, "RATE_LIMIT_SESSIONS": defaults.rate_limit_sessions,
                      "RATE_LIMIT_SEATS": defaults.rate_limit_seats,
                      "RATE_LIMIT_BOT_MOVES": defaults.rate_limit_bot_moves,
                      "MAX_SESSIONS_PER_CLIENT": defaults.max_sessions_per_client})
    client = app.test_client()
    clear_of_a_window_edge(1.0, 0.5)  # the four claims within one per-second window
    sid, codes = invited_session(client)
    tokens = {}
    for seat, code in codes.items():
        r = client.post(f"/v1/sessions/{sid}/seats/{seat}/claim", json={"code": code},
                        headers={"Idempotency-Key": f"claim-{seat}-{sid}"})
        assert r.status_code == 200, r.get_json()
        assert int(r.headers["X-RateLimit-Remaining"]) >= 0
        tokens[seat] = r.get_json()["token"]
    r = client.post(f"/v1/sessions/{sid}/seats/2/token",
                    headers={"Authorization": f"Bearer {tokens[2]}"})
    assert r.status_code == 200 and "X-RateLimit-Limit" in r.headers
    tokens[2] = r.get_json()["token"]
    rng = random.Random(5)
    for _ in range(12):  # the first tricks: whoever must act plays a legal move
        views = {seat: client.get(f"/v1/sessions/{sid}",
                                  headers={"Authorization": f"Bearer {token}"}).get_json()
                 for seat, token in tokens.items()}
        chosen = choose(views, rng)
        assert chosen is not None
        seat, mv = chosen
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": mv},
                        headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert r.status_code == 200 and r.get_json()["legal"] is True, r.get_json()


def test_x_forwarded_for_is_ignored_unless_the_peer_is_a_trusted_proxy():
    request = {"game": "watten", "seats": seats_spec("human", "random", "random", "random")}
    untrusted = make_app(RATE_LIMIT_SESSIONS="1/minute").test_client()
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    assert untrusted.post("/v1/sessions", json=request,
                          headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 201
    assert untrusted.post("/v1/sessions", json=request,
                          headers={"X-Forwarded-For": "198.51.100.2"}).status_code == 429
    behind = make_app(RATE_LIMIT_SESSIONS="1/minute",
                      TRUSTED_PROXIES="127.0.0.1/32").test_client()
    for client_ip in ("198.51.100.1", "198.51.100.2"):
        assert behind.post("/v1/sessions", json=request,
                           headers={"X-Forwarded-For": client_ip}).status_code == 201
    # what a client writes at the left of X-Forwarded-For does not change its identity
    assert behind.post("/v1/sessions", json=request, headers={
        "X-Forwarded-For": "203.0.113.9, 198.51.100.1"}).status_code == 429


@pytest.mark.parametrize(("peer", "xff", "real", "expected"), [
    ("203.0.113.5", "1.2.3.4", None, "203.0.113.5"),  # untrusted peer: headers ignored
    ("127.0.0.1", "1.2.3.4", None, "1.2.3.4"),
    ("127.0.0.1", "9.9.9.9, 1.2.3.4", None, "1.2.3.4"),  # the rightmost untrusted hop
    ("127.0.0.1", "1.2.3.4, 10.0.0.7", None, "1.2.3.4"),  # a trusted hop is skipped
    ("127.0.0.1", None, "1.2.3.4", "1.2.3.4"),  # X-Real-IP without X-Forwarded-For
    ("127.0.0.1", "not-an-ip", None, "127.0.0.1"),  # garbage: the peer
    ("127.0.0.1", None, None, "127.0.0.1"),
    ("127.0.0.1", "10.0.0.7, 10.0.0.8", None, "10.0.0.7"),  # every hop trusted: the leftmost
    ("127.0.0.1", None, "not-an-ip", "127.0.0.1"),  # a garbage X-Real-IP: the peer
])
def test_client_address_reads_the_forwarding_headers_from_the_right(peer, xff, real,
                                                                   expected):
    trusted = parse_networks("127.0.0.1/32, 10.0.0.0/8")
    assert client_address(peer, xff, real, trusted) == expected


@pytest.mark.parametrize(("address", "key"), [
    ("198.51.100.7", "198.51.100.7"),
    ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
    ("2001:db8:1:3::1", "2001:db8:1:3::/64"),
    ("::ffff:198.51.100.7", "198.51.100.7"),  # IPv4-mapped: the IPv4 client
    ("unknown", "unknown"),
])
def test_a_limit_counts_an_ipv6_client_by_its_64_network(address, key):
    assert client_key(address) == key


def test_addresses_of_one_ipv6_64_share_one_limit():
    """A host picks any address of its /64 (privacy addresses change daily): counted one
    by one, an IPv6 client had 2^64 identities, and could fill Redis with sessions."""
    request = {"game": "watten", "seats": seats_spec("human", "random", "random", "random")}
    client = make_app(RATE_LIMIT_SESSIONS="2/minute",
                      TRUSTED_PROXIES="127.0.0.1/32").test_client()
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    codes = [client.post("/v1/sessions", json=request, headers={
        "X-Forwarded-For": f"2001:db8:7:7::{i:x}"}).status_code for i in range(1, 4)]
    assert codes == [201, 201, 429]
    assert client.post("/v1/sessions", json=request, headers={
        "X-Forwarded-For": "2001:db8:7:8::1"}).status_code == 201  # the next /64


@pytest.mark.parametrize(("address", "prefix", "key"), [
    ("2001:db8:1:2:aaaa::1", 48, "2001:db8:1::/48"),
    ("2001:db8:1:ffff::1", 48, "2001:db8:1::/48"),
    ("2001:db8:1:2ff::1", 56, "2001:db8:1:200::/56"),
    ("2001:db8:1:3ff:1::", 60, "2001:db8:1:3f0::/60"),
    ("2001:db8:ffff::", 32, "2001:db8::/32"),
    ("::ffff:198.51.100.7", 32, "198.51.100.7"),
    ("198.51.100.7", 48, "198.51.100.7"),
])
def test_client_ipv6_prefix_sets_the_network_a_client_is(address, prefix, key):
    assert client_key(address, prefix) == key


def test_addresses_of_one_network_of_client_ipv6_prefix_share_one_limit():
    """CLIENT_IPV6_PREFIX=48: a subscriber given a /48 (65,536 /64s) is one client."""
    request = {"game": "watten", "seats": seats_spec("human", "random", "random", "random")}
    client = make_app(RATE_LIMIT_SESSIONS="1/minute", TRUSTED_PROXIES="127.0.0.1/32",
                      CLIENT_IPV6_PREFIX=Config.from_env(
                          {"CLIENT_IPV6_PREFIX": "48"}).client_ipv6_prefix).test_client()
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    codes = [client.post("/v1/sessions", json=request, headers={
        "X-Forwarded-For": address}).status_code
        for address in ("2001:db8:9:1::1", "2001:db8:9:ffff::1", "2001:db8:a::1")]
    assert codes == [201, 429, 201]  # the second /64 of 2001:db8:9::/48; the next /48


@pytest.mark.parametrize("value", ["31", "65", "50", "128", "x"])
def test_a_bad_client_ipv6_prefix_stops_the_service_with_its_name(value):
    with pytest.raises(ConfigError, match=r"^CLIENT_IPV6_PREFIX must be"):
        Config.from_env({"CLIENT_IPV6_PREFIX": value})


@pytest.mark.parametrize(("name", "value"), [
    ("RATE_LIMIT_BOT_MOVES", "lots"), ("RATE_LIMIT_SESSIONS", "5 per fortnight"),
    ("TRUSTED_PROXIES", "10.0.0.0/33"), ("SEARCH_CONCURRENCY", "0"),
    ("BOT_MOVES_MAX_BUDGET_MS", "-1"), ("SESSION_REQUEST_BOT_BUDGET_MS", "x"),
    # taken by flask-limiter, but 0/second refused every request with a 429 and a window
    # of 0 was read as 1 (audit)
    ("RATE_LIMIT_BOT_MOVES", "0/second"), ("RATE_LIMIT_SESSIONS", "2/second;30 per 0 minutes"),
    ("RATE_LIMIT_SESSIONS", "5/0 second"), ("RATE_LIMIT_SEATS", "lots"),
    ("RATE_LIMIT_SEATS", "0/second"),
])
def test_a_bad_limit_setting_stops_the_service_with_its_name(name, value):
    with pytest.raises(ConfigError, match=name):
        Config.from_env({name: value})


@pytest.mark.parametrize("name", ["STREAM_TICKET_TTL_SECONDS", "SESSION_INVITATION_TTL_SECONDS",
                                  "EVENTS_MAX_WAIT_SECONDS", "SESSION_TTL_SECONDS"])
def test_an_integer_setting_beyond_its_maximum_stops_the_start_with_its_name(name):
    """10^12 s passed the start check, then tickets and invitations answered 500 ("year
    out of range") and a long-poll's ``wait=`` overflowed the timer (audit, session 23)."""
    assert Config.from_env({name: "1000000000"})  # the largest value still starts
    with pytest.raises(ConfigError, match=f"{name} must be an integer from [0-9]+ to 1000000000, "
                       "not 1000000000000"):
        Config.from_env({name: "1000000000000"})


@pytest.mark.parametrize("name", ["SESSION_BOT_BUDGET_MS", "BOT_MOVES_MAX_BUDGET_MS"])
def test_a_bot_budget_setting_is_at_most_what_a_search_may_take(name):
    """Every search is clamped to the contract's largest `budget_ms` (5000): a
    SESSION_BOT_BUDGET_MS of 10000 started and was silently 5000 (audit)."""
    from service.bots import MAX_BUDGET_MS

    assert Config.from_env({name: str(MAX_BUDGET_MS)}).flask_config()[name] == MAX_BUDGET_MS
    with pytest.raises(ConfigError, match=f"{name} must be an integer from 1 to "
                                          f"{MAX_BUDGET_MS}, not 10000"):
        Config.from_env({name: "10000"})


def test_limit_settings_read_from_the_environment():
    config = Config.from_env({"RATE_LIMIT_BOT_MOVES": "off", "SEARCH_CONCURRENCY": "3",
                              "TRUSTED_PROXIES": "127.0.0.1/32,10.0.0.0/8",
                              "RATE_LIMIT_SESSIONS": "10/second;100/hour"})
    assert (config.rate_limit_bot_moves, config.search_concurrency) == ("off", 3)
    assert config.rate_limit_sessions == "10/second;100/hour"
    assert Config().rate_limit_bot_moves == "5/second;60/minute"
    assert Config().rate_limit_sessions == "2/second;30/minute"
    assert Config().rate_limit_seats == "5/second;60/minute"
    assert Config.from_env({"RATE_LIMIT_SEATS": "off"}).rate_limit_seats == "off"
    assert Config.from_env({"RATE_LIMIT_SEATS": "1/second"}).flask_config()[
        "RATE_LIMIT_SEATS"] == "1/second"


@pytest.mark.redis
def test_rate_limits_live_in_redis_when_redis_url_is_set(tmp_path):
    """Two apps (two workers, two pods) on one Redis share one allowance per client."""
    with RedisServer(tmp_path) as redis:
        apps = [make_app(REDIS_URL=redis.url, RATE_LIMIT_SESSIONS="3/minute")
                for _ in range(2)]
        request = {"game": "watten",
                   "seats": seats_spec("human", "random", "random", "random")}
        statuses = [apps[i % 2].test_client().post("/v1/sessions", json=request).status_code
                    for i in range(5)]
        assert statuses == [201, 201, 201, 429, 429]


def test_every_rate_limit_key_in_redis_starts_with_the_key_prefix(tmp_path):
    """README: REDIS_KEY_PREFIX is the "prefix of every Redis key", so that deployments can
    share a Redis and an ACL can grant a deployment its own keys (``~shop:*``). The limits
    library puts its own ``LIMITS:`` in front of every key unless told otherwise."""
    with RedisServer(tmp_path) as redis:
        app = make_app(REDIS_URL=redis.url, REDIS_KEY_PREFIX="shop",
                       RATE_LIMIT_SESSIONS="3/minute", RATE_LIMIT_BOT_MOVES="5/minute")
        client = app.test_client()
        created = client.post("/v1/sessions", json={
            "game": "watten", "seats": seats_spec("human", "random", "random", "random")})
        assert created.status_code == 201
        state = client.post("/v1/games/watten/states", json={"seed": 1}).get_json()["state"]
        assert client.post("/v1/games/watten/bot-moves", json={
            "state": state, "level": "random"}).status_code == 200
        keys = sorted(redis.client().scan_iter("*"))
        rate_keys = [k for k in keys if "rate" in k]
        assert len(rate_keys) >= 2, keys  # one per limited route (sessions, bot-moves)
        assert all(k.startswith("shop:") for k in keys), keys


def test_rate_limits_work_over_a_unix_socket(tmp_path):
    """``REDIS_URL=unix:///…`` is a URL the store takes; the limits library only knows
    ``redis+unix://`` and refused the service's start with "unknown storage scheme"."""
    socket_path = tmp_path / "redis.sock"
    with RedisServer(tmp_path, extra=["--unixsocket", str(socket_path)]) as redis:
        apps = [make_app(REDIS_URL=f"unix://{socket_path}?db=0",
                         RATE_LIMIT_SESSIONS="3/minute") for _ in range(2)]
        request = {"game": "watten",
                   "seats": seats_spec("human", "random", "random", "random")}
        statuses = [apps[i % 2].test_client().post("/v1/sessions", json=request).status_code
                    for i in range(5)]
        assert statuses == [201, 201, 201, 429, 429]
        assert any(k.startswith("stw:rate:") for k in redis.client().scan_iter("*"))


@pytest.mark.parametrize("how", ["REDIS_CLUSTER=1", "redis+cluster://"])
def test_rate_limits_are_shared_through_a_redis_cluster(tmp_path, how):
    """On a cluster the limiter needs the cluster client: as a plain Redis on one node,
    the keys of the other nodes' slots failed (MOVED), the failure was swallowed and
    each process counted on its own (5 of 5 created, where 3 are allowed)."""
    with RedisClusterServers(tmp_path) as cluster:
        node = f"redis://127.0.0.1:{cluster.nodes[0].port}"
        settings = ({"REDIS_URL": node, "REDIS_CLUSTER": True} if how == "REDIS_CLUSTER=1"
                    else {"REDIS_URL": cluster.url})
        # A generous timeout: under a loaded machine a cluster node answering after the
        # default 250 ms opens the breaker, and the limiter falls back to each process.
        apps = [make_app(**settings, RATE_LIMIT_SESSIONS="3/minute", REDIS_TIMEOUT_MS=5000)
                for _ in range(2)]
        statuses = []
        for i in range(10):  # ten clients, so that their keys fall on several nodes
            for j in range(4):  # each client's requests alternate between the two apps
                statuses.append(apps[j % 2].test_client().post("/v1/sessions", json={
                    "game": "watten", "seats": seats_spec("human", "random", "random",
                                                          "random")},
                    environ_base={"REMOTE_ADDR": f"10.0.0.{i}"}).status_code)
        assert statuses == [201, 201, 201, 429] * 10


def test_the_limiter_counts_in_the_stores_redis_under_the_schemes_the_library_knows():
    """README: the counters live in the session store's Redis (on a unix socket and on a
    Redis Cluster as well), their keys start with REDIS_KEY_PREFIX, and they use the
    store's timeout; a single Redis's counters stand behind the store's breaker. The limits
    library names a unix socket ``redis+unix://`` and a cluster ``redis+cluster://`` (TLS
    by an option), and it would take a plain ``redis://`` node as a single Redis."""
    breaker = CircuitBreaker(2)
    assert limiter_storage(None, False, 0.25, "stw", breaker) == ("memory://", {})

    def storage(url: str, cluster: bool) -> tuple[str, dict[str, Any]]:
        uri, options = limiter_storage(url, cluster, 0.25, "shop", breaker)
        assert options["key_prefix"] == "shop:rate"
        assert options["socket_timeout"] == options["socket_connect_timeout"] == 0.25
        return uri, options

    uri, options = storage("redis://10.0.0.5:6379/2", False)
    assert uri == "redis://10.0.0.5:6379/2"
    assert issubclass(options["connection_class"], redis.Connection)
    uri, options = storage("rediss://10.0.0.5:6379/2", False)
    assert uri == "rediss://10.0.0.5:6379/2"
    assert issubclass(options["connection_class"], redis.SSLConnection)
    uri, options = storage("unix:///run/redis.sock?db=0", False)
    assert uri == "redis+unix:///run/redis.sock?db=0"
    assert issubclass(options["connection_class"], redis.UnixDomainSocketConnection)
    for url, cluster, tls in [("redis://10.0.0.5:7000", True, False),
                              ("redis+cluster://10.0.0.5:7000", False, False),
                              ("rediss://10.0.0.5:7000", True, True),
                              ("rediss+cluster://10.0.0.5:7000", False, True)]:
        uri, options = storage(url, cluster)
        assert uri == "redis+cluster://10.0.0.5:7000", url
        assert options.get("ssl", False) is tls, url
        assert "connection_class" not in options, url  # the breaker guards one Redis


def test_rate_limits_fall_back_to_the_process_when_redis_is_down():
    """No Redis on that port: the limited route is still served, and still limited."""
    app = make_app(REDIS_URL=f"redis://127.0.0.1:{free_port()}/0", REDIS_TIMEOUT_MS=200,
                   RATE_LIMIT_BOT_MOVES="3/minute")
    client = app.test_client()
    state = client.post("/v1/games/watten/states", json={"seed": 1}).get_json()["state"]
    clear_of_a_window_edge(MINUTE, ONE_TEST)
    statuses = [client.post("/v1/games/watten/bot-moves", json={
        "state": state, "level": "random"}).status_code for _ in range(5)]
    assert statuses == [200, 200, 200, 429, 429]
