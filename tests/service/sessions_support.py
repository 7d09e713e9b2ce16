"""Helpers of the session tests: one small client facade over the Flask test client or
real HTTP (several base URLs, used in turn), session calls, a random player, and the
leak oracle that computes, from the true server-side state, which cards a seat may not
see."""

from __future__ import annotations

import http.client
import itertools
import json
import random
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from tests.service.http_harness import SpecCheckingClient

Json = dict[str, Any]


@dataclass
class Resp:
    status: int
    body: Any
    headers: dict[str, str]

    def json(self) -> Json:
        assert isinstance(self.body, dict), (self.status, self.body)
        return self.body


class Api:
    """``request(method, path, json, headers)`` → `Resp`; subclasses do the transport."""

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None) -> Resp:
        raise NotImplementedError


class FlaskApi(Api):
    def __init__(self, client: FlaskClient) -> None:
        self.client = client

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None) -> Resp:
        kwargs: dict[str, Any] = {"method": method, "headers": headers or {}}
        if body is not None:
            kwargs["json"] = body
        r = self.client.open(path, **kwargs)
        data = r.get_json(silent=True) if r.data else None
        return Resp(r.status_code, data, {k.lower(): v for k, v in r.headers.items()})


def checking(app: Flask, spec_schema: Any) -> FlaskApi:
    """A facade over a test client that validates every answer against the spec."""
    client = SpecCheckingClient(app, app.response_class, use_cookies=False)
    client.spec_schema = spec_schema
    return FlaskApi(client)


class HttpApi(Api):
    """Real HTTP to one or several base URLs; with several, each request goes to the next
    one (a match driven alternately through separately started instances)."""

    def __init__(self, *base_urls: str, timeout: float = 20.0) -> None:
        self.targets = [urlsplit(u) for u in base_urls]
        self._next = itertools.cycle(range(len(self.targets)))
        self._lock = threading.Lock()
        self.timeout = timeout
        self.used: list[int] = []

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None, target: int | None = None) -> Resp:
        if target is None:
            with self._lock:
                target = next(self._next)
                self.used.append(target)
        url = self.targets[target]
        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=self.timeout)
        try:
            send_headers = dict(headers or {})
            data = None
            if body is not None:
                data = json.dumps(body).encode()
                send_headers["Content-Type"] = "application/json"
            conn.request(method, path, body=data, headers=send_headers)
            r = conn.getresponse()
            raw = r.read()
            parsed = json.loads(raw) if raw else None
            return Resp(r.status, parsed, {k.lower(): v for k, v in r.getheaders()})
        finally:
            conn.close()


STORES = ["embedded", "redis"]


def make_app(kind: str, request: pytest.FixtureRequest, **config: Any) -> Flask:
    """An app on the ``kind`` session store: ``embedded``, or ``redis`` (the test run's
    redis-server, the ``redis_server`` fixture)."""
    settings: dict[str, Any] = {"TESTING": True, **config}
    if kind == "redis":
        settings["REDIS_URL"] = request.getfixturevalue("redis_server").url
    return create_app(settings)


# ----- session calls -----------------------------------------------------------------------

def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def seats_spec(*kinds: str) -> list[Json]:
    """``"human"`` or a bot level (``"random"``) per seat."""
    return [{"kind": "human"} if k == "human" else {"kind": "bot", "level": k} for k in kinds]


def create(api: Api, game: str, kinds: list[str], **body: Any) -> Json:
    r = api.request("POST", "/v1/sessions", {"game": game, "seats": seats_spec(*kinds), **body})
    assert r.status == 201, (r.status, r.body)
    return r.json()


def tokens_of(created: Json) -> dict[int | None, str]:
    """Seat → token; ``None`` → the spectator token."""
    out: dict[int | None, str] = {t["seat"]: t["token"] for t in created["seat_tokens"]}
    out[None] = created["spectator_token"]
    return out


def get(api: Api, sid: str, token: str) -> Resp:
    return api.request("GET", f"/v1/sessions/{sid}", headers=bearer(token))


def move(api: Api, sid: str, token: str, mv: Json, expected_version: int | None = None,
         key: str | None = None) -> Resp:
    body: Json = {"move": mv}
    if expected_version is not None:
        body["expected_version"] = expected_version
    headers = bearer(token)
    if key is not None:
        headers["Idempotency-Key"] = key
    return api.request("POST", f"/v1/sessions/{sid}/moves", body, headers)


def events(api: Api, sid: str, token: str, after: int = 0, limit: int | None = None) -> Resp:
    query = f"?after={after}" + ("" if limit is None else f"&limit={limit}")
    return api.request("GET", f"/v1/sessions/{sid}/events{query}", headers=bearer(token))


def concrete(move_or_descriptor: Json, rng: random.Random) -> Json:
    """A legal move, or a random choice for a descriptor (a Hearts pass)."""
    if "choose_from" in move_or_descriptor:
        d = move_or_descriptor
        return {"seat": d["seat"], "type": d["type"],
                "cards": rng.sample(d["choose_from"], d["count"])}
    return dict(move_or_descriptor)


def choose(sessions: dict[int, Json], rng: random.Random) -> tuple[int, Json] | None:
    """A seat and a random legal move, from each human seat's GET answer: a seat the game
    waits for (now and then another seat with an out-of-turn move)."""
    to_act = next(iter(sessions.values()))["view"]["to_act"]
    waiting = [s for s in to_act if s in sessions and sessions[s]["legal_moves"]]
    others = [s for s, b in sessions.items() if b["legal_moves"] and s not in waiting]
    pool = waiting if waiting and (not others or rng.random() < 0.9) else others
    if not pool:
        return None
    seat = rng.choice(pool)
    return seat, concrete(rng.choice(sessions[seat]["legal_moves"]), rng)


# ----- what a seat may not see -----------------------------------------------------------------

CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9_])[A-Z0-9]{2}(?![A-Za-z0-9_])")
SECRET_KEYS = frozenset({"id", "token", "spectator_token", "host_token"})
# Random secrets wherever they are (an invitation's "code", a ticket in a stream URL):
# their base64url text can hold a card-like token ("…-SA"), which is no card.
SECRET_TEXT = re.compile(r"\b(?:stw|stwi|stt)_[A-Za-z0-9_-]+")


def strings(value: Any, key: str | None = None) -> Iterator[str]:
    """Every string of a JSON value (secret ids, tokens, codes and tickets left out)."""
    if isinstance(value, str):
        if key not in SECRET_KEYS:
            yield SECRET_TEXT.sub("", value)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v, key)


def keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys(v)


def mentioned_cards(body: Any, deck: set[str]) -> set[str]:
    """Card codes a response mentions anywhere (values and inside messages)."""
    found: set[str] = set()
    for text in strings(body):
        found.update(t for t in CARD_TOKEN.findall(text) if t in deck)
    return found


def _plays(items: Any) -> list[tuple[int, str]]:
    return [(i["seat"], i["card"]) for i in items or [] if i and i.get("card")]


def secrets_for(state: Json, seat: int | None) -> tuple[set[str], set[str]]:
    """From a FULL state (the server's): the cards ``seat`` may not see, and the cards it
    may see (own hand, what it passed, public cards). Written independently of the
    engine's view functions, from the rules of each game."""
    game = state["game"]
    n = len(state["hands"])
    hidden: set[str] = set()
    allowed: set[str] = set()
    if seat is not None:
        allowed.update(state["hands"][seat])
    for trick in state.get("tricks", []):
        allowed.update(c["card"] if isinstance(c, dict) else c for c in trick["cards"])
    allowed.update(c["card"] for c in state["trick"]["cards"])
    partner = None
    if game == "karnoeffel":
        allowed.update(c for c in state["face_up"] if c)
        if n == 4 and state["options"]["partner_hands_visible"] and seat is not None:
            partner = (seat + 2) % 4
            allowed.update(state["hands"][partner])
    for p, hand in enumerate(state["hands"]):
        if p != seat and p != partner:
            hidden.update(hand)
    if game == "hearts":
        for p in range(n):
            if p == seat:
                allowed.update(state["passed"][p] or [])
            else:
                hidden.update(state["passed"][p] or [])
                hidden.update(state["received"][p] or [])
    if game == "watten":
        cut = state["cut"]
        if cut["peek"]:
            (allowed if cut["turn"] == seat else hidden).add(cut["peek"])
        for p, card in _plays(cut["taken"]) + _plays([cut["left"]]) + _plays(
                state["out_of_play"]):
            (allowed if p == seat else hidden).add(card)
    return hidden - allowed, allowed


def forbidden(before: Json, after: Json, seat: int | None, played: set[str]) -> set[str]:
    """Cards ``seat`` may not see in answers about a step from ``before`` to ``after``:
    hidden in either state and seen in neither (``played``: cards the step put on the
    table, public from then on)."""
    hidden_before, allowed_before = secrets_for(before, seat)
    hidden_after, allowed_after = secrets_for(after, seat)
    return (hidden_before | hidden_after) - allowed_before - allowed_after - played


def full_state(app: Any, sid: str) -> Json:
    """The server-side state of a session, read from the store (test oracle only)."""
    snapshot, _ = app.extensions["stichwerk.sessions"].store.load(sid)
    assert snapshot is not None
    state: Json = json.loads(snapshot.doc)["state"]
    return state


def run_threads(targets: list[Callable[[], Any]]) -> list[Any]:
    """Run the callables at once (released by a barrier); their results in order."""
    barrier = threading.Barrier(len(targets))
    results: list[Any] = [None] * len(targets)
    errors: list[BaseException] = []

    def runner(i: int, fn: Callable[[], Any]) -> None:
        try:
            barrier.wait()
            results[i] = fn()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=runner, args=(i, fn)) for i, fn in enumerate(targets)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return results
