"""``SESSION_BOT_SECONDS_PER_CLIENT``: each client's search time for session bots
(`service.quotas.ClientBotTime`), here in the process (the embedded store; one bucket for
every worker on Redis: test_session_bot_time_redis.py).

Before it, ``POST /v1/sessions/{id}/moves`` had no per-client bound: one client driving
six sessions of three expert bots used about 0.8 cores of the workers, four times what
``RATE_LIMIT_BOT_MOVES`` allows it on ``/bot-moves``, and took search slots from everyone
(an audit). Now a client whose time is spent gets its expert seats played ``heuristic``
(as when a request's own ``SESSION_REQUEST_BOT_BUDGET_MS`` is spent), counted in
``stichwerk_limit_refusals_total{limit="session_bot_seconds_per_client"}``; another
client's bots still search.

The bucket's arithmetic runs on a clock the test sets. The requests go through the app
(the fast lane for plain moves, Flask for creates, leaves and moves with an ``Origin``),
two clients named by ``X-Forwarded-For`` behind ``TRUSTED_PROXIES``. No timing
assertion: the allowance (1 s a minute, a bucket of 250 ms) is spent by a few requests of
20 ms searches (a request has at most six: 120 ms, within a fresh bucket), and a loop
stops at the first request that falls back (bounded in count).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from prometheus_client import REGISTRY

from service.app import create_app
from service.config import Config, ConfigError
from service.quotas import FALLBACK_LEVEL, BotTime, ClientBotTime
from service.resources.sessions import EXTENSION
from tests.service.sessions_support import concrete, seats_spec

FALLBACK = "session_bot_seconds_per_client"
CLIENT_A, CLIENT_B, CREATOR = "198.51.100.1", "198.51.100.2", "203.0.113.7"
TABLE = {"game": "hearts", "seats": seats_spec("expert", "expert", "expert", "human")}
HUMAN = 3


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def fallbacks() -> float:
    return REGISTRY.get_sample_value("stichwerk_limit_refusals_total",
                                     {"limit": FALLBACK}) or 0.0


def expert_searches() -> float:
    return REGISTRY.get_sample_value("stichwerk_bot_search_seconds_count",
                                     {"game": "hearts", "level": "expert"}) or 0.0


# ----- the bucket ----------------------------------------------------------------------

def test_a_clients_bucket_holds_15_seconds_of_refill_and_refills_at_its_rate():
    clock = Clock()
    time = ClientBotTime(6, clock=clock)  # 6 s a minute: 100 ms a second
    assert time.left_ms("a") == pytest.approx(1500)
    assert time.reserve("a", 200)  # a search about to start takes its budget
    assert not time.reserve("a", 1400)  # more than is left: no search, nothing taken
    assert time.reserve("a", 1300)
    assert not time.reserve("a", 1)  # nothing left
    time.settle("a", 200, 150)  # the first used 150 ms: 50 go back
    time.settle("a", 1300, 1850)  # the second used more than it took: a debt
    assert time.left_ms("a") == pytest.approx(-500)
    assert time.left_ms("b") == pytest.approx(1500)  # every client its own
    clock.now += 10
    assert time.left_ms("a") == pytest.approx(500)
    clock.now += 3600
    assert time.left_ms("a") == pytest.approx(1500)  # never more than 15 s of refill


def test_a_bucket_is_refilled_for_each_second_once_however_often_it_is_read():
    """The refill is continuous at the client's rate: reading or charging the bucket does
    not refill again the time that an earlier read already counted."""
    clock = Clock()
    time = ClientBotTime(6, clock=clock)  # 100 ms a second, holds 1500 ms
    assert time.reserve("a", 1500)
    clock.now += 2
    assert time.left_ms("a") == pytest.approx(200)
    clock.now += 1
    assert time.left_ms("a") == pytest.approx(300)  # one more second: 100 ms more
    assert time.reserve("a", 300)
    clock.now += 0.5
    assert time.left_ms("a") == pytest.approx(50)


def test_a_bucket_needs_a_refill_and_room_for_a_client():
    with pytest.raises(ValueError):
        ClientBotTime(0)  # 0 is "off": the service then keeps no buckets at all
    with pytest.raises(ValueError):
        ClientBotTime(20, max_clients=0)
    smallest = ClientBotTime(1, max_clients=1)  # a second a minute, one client: served
    assert smallest.left_ms("a") == pytest.approx(250) and smallest.tracked == 1


def test_the_tracked_clients_are_bounded_and_the_idlest_is_forgotten():
    clock = Clock()
    time = ClientBotTime(4, max_clients=3, clock=clock)  # holds 1000 ms
    for client in ("a", "b", "c"):
        time.reserve(client, 1000)
    time.left_ms("a")  # a is used again: b is now the idlest
    time.reserve("d", 10)
    assert time.tracked == 3
    assert time.left_ms("b") == 1000  # forgotten: starts afresh (and c is forgotten now)
    assert time.left_ms("a") == 0 and time.left_ms("d") == 990
    assert time.tracked == 3


def test_a_search_takes_its_budget_from_the_client_and_falls_back_once_per_request():
    counted: list[int] = []
    clock = Clock()
    time = ClientBotTime(4, on_fallback=lambda: counted.append(1), clock=clock)
    asked: list[str] = []

    def client() -> str:
        asked.append("a")
        return "a"

    request = BotTime(200, 1000, time.tab(client))
    assert request.next_budget(searches=False) == 200 and asked == []  # no search: no key
    assert time.reserve("a", 750)  # another request of the client searches meanwhile
    assert request.next_budget() == 200  # taken from the client's 250 left
    with request.spending(searches=True):
        assert time.left_ms("a") == 50
    assert 50 < time.left_ms("a") <= 250  # what the search did not use went back
    time.settle("a", 750, 950)  # the other search is over, 200 ms over its budget
    assert request.next_budget() is None and request.next_budget() is None
    assert counted == [1] and asked == ["a"]  # one fallback counted, the key worked out once
    assert request.next_budget(searches=False) == 200  # a heuristic or random seat plays on


def test_a_request_refused_once_asks_its_client_no_more():
    """After one refusal the rest of the request plays heuristic without asking (on Redis
    each ask is a round trip: a leave whose bots play a match out asked once per expert
    move), even when the client's bucket has time again; its next request asks."""
    clock = Clock()
    time = ClientBotTime(4, clock=clock)  # holds 1000 ms
    assert time.reserve("a", 1000)
    request = BotTime(200, 10_000, time.tab("a"))
    assert request.next_budget() is None
    time.settle("a", 1000, 0)  # another request of the client gave everything back
    assert request.next_budget() is None and time.left_ms("a") == 1000
    assert BotTime(200, 10_000, time.tab("a")).next_budget() == 200


# ----- through the app ------------------------------------------------------------------

def make_app(**settings: Any) -> Flask:
    return create_app({"TESTING": True, "RATE_LIMIT_SESSIONS": "off",
                       "TRUSTED_PROXIES": "127.0.0.1/32", "SESSION_BOT_SECONDS_PER_CLIENT": 1,
                       "SESSION_BOT_BUDGET_MS": 20, **settings})


def as_client(address: str, token: str | None = None, origin: bool = False
              ) -> dict[str, str]:
    headers = {"X-Forwarded-For": address}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if origin:  # the Flask path, not the fast lane
        headers["Origin"] = "https://a.example"
    return headers


def create(app: Flask, address: str) -> dict[str, Any]:
    r = app.test_client().post("/v1/sessions", json=TABLE, headers=as_client(address))
    assert r.status_code == 201, r.get_json()
    body: dict[str, Any] = r.get_json()
    return body


def human_token(created: dict[str, Any]) -> str:
    token: str = next(t["token"] for t in created["seat_tokens"] if t["seat"] == HUMAN)
    return token


def frozen_allowance(app: Flask) -> ClientBotTime:
    """The app's allowance with its clock held still: nothing refills, so what a search
    takes stays taken (a search settles by the CPU time it got, which a busy machine
    makes small: with the clock running, the refill could outpace it)."""
    allowance: ClientBotTime = app.extensions[EXTENSION].client_bot_time
    allowance._clock = lambda: 1000.0
    return allowance


def test_with_the_allowance_off_session_bots_search_within_the_request_budget_only():
    """``SESSION_BOT_SECONDS_PER_CLIENT=0``: no client is counted (no bucket, no key),
    and a create's expert seats still search, bounded by the request's own budget: its
    passes are searches, not fallbacks, and the create is a 201 (a mutation audit found
    the searching path with no client tab run by no test)."""
    app = make_app(SESSION_BOT_SECONDS_PER_CLIENT=0)
    assert app.extensions[EXTENSION].client_bot_time is None
    searches, before = expert_searches(), fallbacks()
    created = create(app, CLIENT_A)
    assert expert_searches() == searches + 3 and fallbacks() == before
    assert human_token(created).startswith("stw_")
    request = BotTime(200, 1000)  # what such a request gets: no client tab
    assert request.next_budget() == 200
    with request.spending(searches=True):
        pass
    assert request.next_budget() == 200


def test_a_call_with_no_client_searches_and_is_charged_to_no_client():
    """`SessionService` with the allowance on, called with ``client=None`` (its documented
    "not counted": a caller that is no request): the expert seats of a create and of the
    bots' turns after a move search as usual, and no client gets a bucket."""
    app = make_app()
    service = app.extensions[EXTENSION]
    allowance = frozen_allowance(app)
    searches, before = expert_searches(), fallbacks()
    created = service.create({**TABLE, "seed": 1})  # experts play before the human
    assert created.status == 201
    assert expert_searches() == searches + 3  # the experts' passes
    token = human_token(created.body)
    legal = service.get(created.body["id"], f"Bearer {token}").body["legal_moves"]
    body = {"move": concrete(legal[0], random.Random(2))}
    answer = service.post_move(created.body["id"], f"Bearer {token}", body)
    assert answer.status == 200 and answer.body["legal"] is True
    assert expert_searches() > searches + 3  # the experts played the first trick
    assert fallbacks() == before and allowance.tracked == 0


def until_fallback(send: Callable[[], Any], tries: int = 40) -> Any:
    """Send requests until one falls back (its answer), at most ``tries``."""
    for _ in range(tries):
        before = fallbacks()
        answer = send()
        if fallbacks() > before:
            assert fallbacks() == before + 1  # once per request, however many bots
            return answer
    raise AssertionError(f"no fallback within {tries} requests")


def test_a_client_whose_bot_time_is_spent_gets_heuristic_bots_and_another_does_not():
    """Client A's creates (three expert passes each) spend what is left of its time (30
    ms, the clock held still: `frozen_allowance`); its next create is answered 201 as
    any other, its bots playing heuristic. Client B's create right after searches with
    every expert seat: its own allowance."""
    app = make_app()
    allowance = frozen_allowance(app)
    assert allowance.reserve(CLIENT_A, allowance.capacity_ms - 30)
    spent = until_fallback(lambda: create(app, CLIENT_A))
    searches, counted = expert_searches(), fallbacks()
    other = create(app, CLIENT_B)
    assert expert_searches() >= searches + 3 and fallbacks() == counted
    # nothing says that A's bots played another level
    assert set(spent) == set(other)
    assert spent["seats"] == other["seats"] == [
        {"seat": s, "kind": "bot", "level": "expert", "waiting": False} if s != HUMAN
        else {"seat": s, "kind": "human", "level": None, "waiting": False}
        for s in range(4)]
    assert FALLBACK_LEVEL not in json.dumps(spent)


@pytest.mark.parametrize("origin", [False, True], ids=["fast lane", "flask"])
def test_a_session_move_is_charged_to_the_client_that_sends_it(origin):
    """The sessions are created by a third client; A's moves alone meet A's spent time
    (its bucket left below one search's budget), on the fast lane and through Flask
    alike, and B's moves still search, taken from B's bucket."""
    app = make_app()
    allowance = frozen_allowance(app)
    assert allowance.reserve(CLIENT_A, allowance.capacity_ms - 10)  # 10 ms < 20 a search
    c = app.test_client()
    rng = random.Random(3)
    tables: dict[str, tuple[str, list[dict[str, Any]]]] = {}

    def seat(address: str) -> None:
        """A new table for ``address`` (the first, or the match is over), created by the
        third client (its bots' first searches are that client's)."""
        made = create(app, CREATOR)
        token, sid = human_token(made), made["id"]
        legal = c.get(f"/v1/sessions/{sid}",
                      headers=as_client(address, token)).get_json()["legal_moves"]
        tables[address] = (sid, legal)
        tables[sid] = (token, [])

    def move(address: str) -> Any:
        if not tables.get(address, ("", []))[1]:
            seat(address)
        sid, legal = tables[address]
        token = tables[sid][0]
        r = c.post(f"/v1/sessions/{sid}/moves", json={"move": concrete(rng.choice(legal), rng)},
                   headers=as_client(address, token, origin))
        assert r.status_code == 200 and r.get_json()["legal"], r.get_json()
        tables[address] = (sid, r.get_json()["legal_moves"])
        return r.get_json()

    until_fallback(lambda: move(CLIENT_A))
    counted = fallbacks()
    seat(CLIENT_B)
    searched = expert_searches()
    for _ in range(40):  # until one of B's moves gives the bots a turn
        if not tables[CLIENT_B][1]:
            break  # the match is over (not within 40 moves of a Hearts match)
        move(CLIENT_B)
        if expert_searches() > searched:
            break
    assert expert_searches() > searched and fallbacks() == counted
    assert allowance.left_ms(CLIENT_B) < allowance.capacity_ms  # B paid for its searches
    assert allowance.left_ms(CLIENT_A) == 10  # A's moves searched nothing


def test_a_leave_is_charged_to_the_client_that_sends_it():
    """A's creates spend its time; then A leaves a table a third client created: the
    four bots play the match out, the experts heuristic (counted once)."""
    app = make_app()
    allowance = frozen_allowance(app)  # nothing refills A's time meanwhile
    assert allowance.reserve(CLIENT_A, allowance.capacity_ms - 30)
    until_fallback(lambda: create(app, CLIENT_A))
    made = create(app, CREATOR)
    token = human_token(made)
    before = fallbacks()
    r = app.test_client().post(f"/v1/sessions/{made['id']}/seats/{HUMAN}/leave",
                               headers=as_client(CLIENT_A, token))
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["status"] == "finished"
    assert fallbacks() == before + 1


def test_session_bot_seconds_per_client_has_a_default_a_range_and_zero_is_off():
    assert Config.from_env({}).flask_config()["SESSION_BOT_SECONDS_PER_CLIENT"] == 20
    assert Config.from_env({"SESSION_BOT_SECONDS_PER_CLIENT": "60"}
                           ).session_bot_seconds_per_client == 60
    with pytest.raises(ConfigError, match=r"^SESSION_BOT_SECONDS_PER_CLIENT must be an "
                                          r"integer from 0 to 60, not 61$"):
        Config.from_env({"SESSION_BOT_SECONDS_PER_CLIENT": "61"})
    assert make_app(SESSION_BOT_SECONDS_PER_CLIENT=0).extensions[EXTENSION].client_bot_time \
        is None
    on = make_app().extensions[EXTENSION].client_bot_time
    assert isinstance(on, ClientBotTime) and on.capacity_ms == 250  # 15 s of 1 s a minute
