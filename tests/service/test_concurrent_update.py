"""409 ``concurrent_update``: a write that finds the session changed by another writer on
each of its `MAX_ATTEMPTS` compare-and-sets gives up, stores nothing, and says so.

Both stores (the embedded one and a real redis-server). The other writer is real too: a
`RivalWriter` stands in front of the service's store and, before each of the service's
compare-and-sets, stores the session again itself (the same doc at the next revision,
what any other request's write does to this one), so every attempt of the service finds
the session changed. Without it, the same requests succeed (checked after each refusal:
nothing was lost or half-written).

The other writer can also be a retry of the same request with the same
``Idempotency-Key`` (`RetryWinsFirst`, on a second `SessionService` of the same store: another
worker), written just before the request's own write: the request is answered the
retry's answer, replayed."""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from service.resources._examples import BY_ROUTE
from service.resources.sessions import EXTENSION
from service.sessions.stores import SessionStore
from service.sessions.usecases import MAX_ATTEMPTS, SessionService
from tests.service.sessions_support import (
    Json,
    concrete,
    create,
    get,
    move,
    seats_spec,
    tokens_of,
)
from tests.service.test_sessions import error
from tests.service.test_sessions_trust import claim, codes, invited, seat_call


class RivalWriter:
    """The service's store, with another writer of the same session: before each
    compare-and-set, the session is stored again at the next revision (its doc
    unchanged), so the compare-and-set that follows finds it changed."""

    def __init__(self, store: SessionStore) -> None:
        self.store = store
        self.rival_writes = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def cas(self, sid: str, expected: int, *args: Any, **kwargs: Any) -> Any:
        snapshot, _ = self.store.load(sid, for_write=True)
        assert snapshot is not None
        rival = self.store.cas(sid, snapshot.version, snapshot.version + 1, snapshot.doc, [],
                               secrets.token_hex(8), log_tail=snapshot.log_tail)
        assert rival.status.value == "applied", rival
        self.rival_writes += 1
        return self.store.cas(sid, expected, *args, **kwargs)


@pytest.fixture
def rival(store_app: Flask) -> Iterator[RivalWriter]:
    service = store_app.extensions[EXTENSION]
    writer = RivalWriter(service.store)
    service.store = writer
    try:
        yield writer
    finally:
        service.store = writer.store


def refused(resp: Any, rival: RivalWriter, what: str = "request") -> Json:
    """The 409 of a write that gave up (the example's body; a move says "move")."""
    body = error(resp, 409, "concurrent_update")
    example = BY_ROUTE[("postSeatToken", 409)][1]
    assert body == {**example, "message": example["message"].replace("request", what)}
    assert rival.rival_writes == MAX_ATTEMPTS  # it tried each time, then gave up
    return body


def stop(rival: RivalWriter, store_app: Flask) -> None:
    store_app.extensions[EXTENSION].store = rival.store


def test_a_move_that_always_finds_the_session_changed_is_refused(api, store_app, rival):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    before = get(api, sid, tokens[1]).json()
    chosen = concrete(before["legal_moves"][0], random.Random(1))
    refused(move(api, sid, tokens[1], chosen), rival, "move")
    stop(rival, store_app)
    after = get(api, sid, tokens[1]).json()
    assert after["version"] == before["version"] and after["last_event"] == before[
        "last_event"], "a refused move stored nothing"
    assert move(api, sid, tokens[1], chosen).json()["legal"] is True  # sent again: applied


def test_seat_writes_that_always_find_the_session_changed_are_refused(api, store_app, rival):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    refused(seat_call(api, sid, 2, "token", tokens[2]), rival)
    rival.rival_writes = 0
    refused(seat_call(api, sid, 3, "leave", tokens[3]), rival)
    stop(rival, store_app)
    # Neither write happened: both tokens still open their seats.
    assert get(api, sid, tokens[2]).json()["seat"] == 2
    assert get(api, sid, tokens[3]).json()["seats"][3]["kind"] == "human"
    assert seat_call(api, sid, 2, "token", tokens[2]).status == 200


def test_claims_and_invitations_that_always_find_the_session_changed_are_refused(
        api, store_app, rival):
    created = invited(api, kinds=["human"] * 4)
    sid, code = created["id"], codes(created)
    refused(claim(api, sid, 1, code[1]), rival)
    rival.rival_writes = 0
    refused(seat_call(api, sid, 2, "invitation", created["host_token"]), rival)
    stop(rival, store_app)
    token = claim(api, sid, 1, code[1]).json()["token"]  # the code was not spent
    assert get(api, sid, token).json()["seat"] == 1
    assert claim(api, sid, 2, code[2]).status == 200  # nor was seat 2's code revoked


class RetryWinsFirst:
    """The service's store, with a retry of the same move (the same token, key and body)
    sent at the same time to another worker: the retry is written just before the move's
    own write of its answer (the compare-and-set of a legal move, `remember` of an
    illegal one), which so finds the key's answer stored. Counts the reads of the
    session that the move makes after that."""

    def __init__(self, store: SessionStore, retry: Any) -> None:
        self.store = store
        self.retry = retry
        self.retry_reply: Any = None
        self.reads_after_retry = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def load(self, *args: Any, **kwargs: Any) -> Any:
        if self.retry_reply is not None:
            self.reads_after_retry += 1
        return self.store.load(*args, **kwargs)

    def cas(self, *args: Any, **kwargs: Any) -> Any:
        if self.retry_reply is None:
            self.retry_reply = self.retry()
        return self.store.cas(*args, **kwargs)

    def remember(self, *args: Any, **kwargs: Any) -> Any:
        if self.retry_reply is None:
            self.retry_reply = self.retry()
        return self.store.remember(*args, **kwargs)


def hearts_table(service: SessionService, seat: int) -> tuple[str, str]:
    """A new Hearts session of four humans: its id and ``seat``'s bearer header."""
    created = service.create({"game": "hearts", "seats": seats_spec(*["human"] * 4)})
    token = next(t["token"] for t in created.body["seat_tokens"] if t["seat"] == seat)
    return created.body["id"], f"Bearer {token}"


def race_a_retry(service: SessionService,
                 send: Callable[[SessionService], Any]) -> tuple[Any, RetryWinsFirst]:
    """``send(service)`` while the same request, ``send`` on a second worker's service of
    the same store, is written just before it (`RetryWinsFirst`): the answer, and the
    race's record (the retry's answer, the reads after it)."""
    other_worker = SessionService(service.store)  # on the store itself, not the race
    racing = RetryWinsFirst(service.store, lambda: send(other_worker))
    service.store = racing
    try:
        return send(service), racing
    finally:
        service.store = racing.store


def test_a_move_whose_retry_was_written_first_is_answered_the_retrys_answer(store_app):
    """``Idempotency-Key`` (README "Sessions", `service.sessions.idempotency`): the first
    answer is stored with the write and a retry with the same key and body gets it again,
    marked ``Idempotent-Replayed: true``. When the retry (on another worker) wins the
    race, the move's compare-and-set finds that answer stored: the move is answered it,
    replayed, and nothing is applied twice. The worker wrote the session last (its
    create): the move is that one compare-and-set (README "Session moves on Redis"), with
    no read of the session before or after it."""
    service = store_app.extensions[EXTENSION]
    sid, bearer = hearts_table(service, 0)
    legal = service.get(sid, bearer).body["legal_moves"]
    body = {"move": concrete(legal[0], random.Random(4))}
    raw = json.dumps(body).encode()
    reply, racing = race_a_retry(service, lambda on: on.post_move(
        sid, bearer, body, "retry-race", raw_body=raw))
    first = racing.retry_reply
    assert first.status == 200 and first.body["legal"] is True
    assert first.headers == {}
    assert (reply.status, reply.body) == (200, first.body)
    assert reply.headers == {"Idempotent-Replayed": "true"}
    assert racing.reads_after_retry == 0
    stored = service.get(sid, bearer).body
    assert stored["version"] == first.body["version"] and stored["last_event"] == \
        first.body["last_event"], "the move was applied once"


def test_an_illegal_move_whose_retry_was_answered_first_is_answered_the_retrys_answer(
        store_app):
    """The same for an illegal move (its answer, ``legal: false``, is stored under the key
    too, with nothing else): the retry on another worker stored it first, so the move is
    answered that answer, replayed."""
    service = store_app.extensions[EXTENSION]
    sid, bearer = hearts_table(service, 0)
    legal = service.get(sid, bearer).body["legal_moves"]
    card = legal[0]["choose_from"][0]
    body = {"move": {"seat": 0, "type": "play", "card": card}}  # the hands are passing
    raw = json.dumps(body).encode()
    reply, racing = race_a_retry(service, lambda on: on.post_move(
        sid, bearer, body, "retry-race", raw_body=raw))
    first = racing.retry_reply
    assert first.status == 200 and first.body["legal"] is False and first.headers == {}
    assert (reply.status, reply.body) == (200, first.body)
    assert reply.headers == {"Idempotent-Replayed": "true"}
    assert racing.reads_after_retry == 0


def test_a_keyed_leave_whose_retry_was_written_first_is_answered_the_retrys_answer(
        store_app):
    """README "Retrying a leave": a leave sent with an ``Idempotency-Key`` keeps its
    answer with the write, and a retry racing the first try gets the same answer. When the
    retry (on another worker) is written first, the leave's own compare-and-set finds that
    answer: it is answered it, replayed, with no further read of the session."""
    service = store_app.extensions[EXTENSION]
    sid, bearer = hearts_table(service, 2)
    reply, racing = race_a_retry(service, lambda on: on.leave(
        sid, bearer, 2, "leave-race-0123456789"))
    first = racing.retry_reply
    assert first.status == 200 and first.headers == {}
    assert (reply.status, reply.body) == (200, first.body)
    assert reply.headers == {"Idempotent-Replayed": "true"}
    assert racing.reads_after_retry == 0
