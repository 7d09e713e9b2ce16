"""The session trust model, against BOTH stores (the embedded one and a real
redis-server started by the tests), every answer checked against the spec:

* seats by invitation: the host gets codes, not seat tokens; each code is claimed once
  (also when claims race), expires, and is revoked by a re-invitation;
* the host token reads what the spectator reads, never moves, alone ends the session;
* a seat can rotate its token (the old one stops working) and leave (a bot takes over);
* fair seeds: ``seeded`` in every read and in ``session_started``; without a client seed
  a commitment from the start and, after the match, seed and salt that match it and
  that deal exactly what the match dealt (README "Trust model").
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import random
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from service.app import create_app
from service.config import Config, ConfigError
from service.resources.sessions import EXTENSION
from service.sessions.stores import CasStatus
from tests.service.sessions_support import (
    Api,
    Json,
    Resp,
    bearer,
    checking,
    concrete,
    create,
    events,
    get,
    keys,
    make_app,
    move,
    run_threads,
    tokens_of,
)
from tests.service.test_sessions import error, legal

MIXED = ["human", "random", "human", "random"]
CODE_RE = re.compile(r"stwi_[A-Za-z0-9_-]{22}")


def invited(api: Api, kinds: list[str] | None = None, **body: Any) -> Json:
    return create(api, "watten", kinds or MIXED,
                  **{"seating": "invite", "seed": 11, "dealer": 0, **body})


def claim(api: Api, sid: str, seat: int, code: str, key: str | None = None) -> Resp:
    return api.request("POST", f"/v1/sessions/{sid}/seats/{seat}/claim", {"code": code},
                       {} if key is None else {"Idempotency-Key": key})


def seat_call(api: Api, sid: str, seat: int, what: str, token: str,
              key: str | None = None) -> Resp:
    return api.request("POST", f"/v1/sessions/{sid}/seats/{seat}/{what}",
                       headers={**bearer(token),
                                **({} if key is None else {"Idempotency-Key": key})})


def codes(created: Json) -> dict[int, str]:
    return {i["seat"]: i["code"] for i in created["invitations"]}


def play_to_the_end(api: Api, sid: str, token: str, rng: random.Random,
                    moves: list[Json] | None = None, limit: int = 400) -> Json:
    """One human seat plays random legal moves (recorded in ``moves``) until the end."""
    body = get(api, sid, token).json()
    for _ in range(limit):
        if body["status"] == "finished":
            return get(api, sid, token).json()
        mv = dict(rng.choice(body["legal_moves"]))
        if moves is not None:
            moves.append(mv)
        legal(move(api, sid, token, mv))
        body = get(api, sid, token).json()
    pytest.fail(f"no end after {limit} moves")


# ----- invitations ------------------------------------------------------------------------

def test_invite_seating_answers_a_host_token_and_one_code_per_human_seat(api):
    before = int(time.time())
    created = invited(api)
    assert "seat_tokens" not in created
    assert [i["seat"] for i in created["invitations"]] == [0, 2]
    assert all(CODE_RE.fullmatch(c) for c in codes(created).values())
    assert len(set(codes(created).values())) == 2
    assert created["host_token"] not in (created["spectator_token"],)
    for invitation in created["invitations"]:
        expires = datetime.strptime(invitation["expires_at"], "%Y-%m-%dT%H:%M:%SZ")
        left = expires.replace(tzinfo=UTC).timestamp() - before
        assert 86_400 - 5 <= left <= 86_400 + 5, invitation
    assert created["view"]["hands"] == [None] * 4


def test_a_code_is_claimed_once_for_its_seats_token(api):
    created = invited(api, dealer=1)  # seat 2 is the forehand: it looks at its hand (§1.6)
    sid, code = created["id"], codes(created)[2]
    r = claim(api, sid, 2, code)
    assert r.status == 200 and r.json()["seat"] == 2
    token = r.json()["token"]
    body = get(api, sid, token).json()
    assert body["seat"] == 2 and body["role"] == "seat"
    assert [h is not None for h in body["view"]["hands"]] == [False, False, True, False]
    again = error(claim(api, sid, 2, code), 409, "invitation_claimed")
    assert token not in str(again)
    assert get(api, sid, token).status == 200  # the first claim's token still works


def test_codes_open_only_their_own_seat(api):
    created = invited(api)
    sid, mine = created["id"], codes(created)
    error(claim(api, sid, 0, mine[2]), 403, "invalid_invitation")
    error(claim(api, sid, 1, mine[0]), 403, "invalid_invitation")  # a bot seat
    error(claim(api, sid, 0, "stwi_" + "A" * 22), 403, "invalid_invitation")
    error(claim(api, sid, 9, mine[0]), 404, "seat_not_found")
    other = invited(api)
    error(claim(api, other["id"], 0, mine[0]), 403, "invalid_invitation")
    error(claim(api, "A" * 22, 0, mine[0]), 404, "session_not_found")
    for bad in ({"code": "nope"}, {"code": 5}, {}, {"code": mine[0], "x": 1}):
        error(api.request("POST", f"/v1/sessions/{sid}/seats/0/claim", bad), 422,
              "validation_error")
    assert claim(api, sid, 0, mine[0]).status == 200  # none of that spent the code


def test_concurrent_claims_of_one_code_give_one_token(store_app, spec_schema):
    api = checking(store_app, spec_schema)
    created = invited(api, kinds=["human"] * 4)
    sid, code = created["id"], codes(created)[1]
    others = codes(created)
    calls = [lambda: claim(api, sid, 1, code) for _ in range(6)]
    calls += [lambda s=s: claim(api, sid, s, others[s]) for s in (0, 2, 3)]
    results = run_threads(calls)
    mine = results[:6]
    assert sorted(r.status for r in mine) == [200] + [409] * 5, [r.body for r in mine]
    assert all(r.status == 200 for r in results[6:]), [r.body for r in results[6:]]
    tokens = {1: next(r.json()["token"] for r in mine if r.status == 200)}
    tokens.update({r.json()["seat"]: r.json()["token"] for r in results[6:]})
    for seat, token in tokens.items():  # every claimed token works: no write was lost
        assert get(api, sid, token).json()["seat"] == seat


def test_an_expired_code_is_refused(request, spec_schema, monkeypatch):
    """The invitations' clock is the wall clock in whole seconds: the test holds it still
    and moves it on (with a real 1 s TTL, a second boundary between the renewal and its
    claim made the renewed code expire too)."""
    kind = "embedded"
    app = make_app(kind, request, SESSION_INVITATION_TTL_SECONDS=1)
    now = [float(int(time.time()))]  # a whole second: the codes expire 1 s after it
    monkeypatch.setattr(time, "time", lambda: now[0])
    try:
        api = checking(app, spec_schema)
        created = invited(api)
        now[0] += 0.9  # within the TTL
        assert claim(api, created["id"], 2, codes(created)[2]).status == 200
        now[0] += 0.2  # past it
        error(claim(api, created["id"], 0, codes(created)[0]), 410, "invitation_expired")
        renewed = seat_call(api, created["id"], 0, "invitation", created["host_token"])
        assert renewed.status == 200
        assert claim(api, created["id"], 0, renewed.json()["code"]).status == 200
    finally:
        app.extensions[EXTENSION].close()


def test_the_host_re_invites_a_seat_that_was_never_claimed(api):
    created = invited(api)
    sid, host, old = created["id"], created["host_token"], codes(created)
    r = seat_call(api, sid, 0, "invitation", host)
    assert r.status == 200 and r.json()["seat"] == 0
    new = r.json()["code"]
    assert CODE_RE.fullmatch(new) and new != old[0]
    error(claim(api, sid, 0, old[0]), 410, "invitation_revoked")
    token = claim(api, sid, 0, new).json()["token"]
    error(seat_call(api, sid, 0, "invitation", host), 409, "seat_claimed")
    error(seat_call(api, sid, 1, "invitation", host), 409, "seat_claimed")  # a bot
    error(seat_call(api, sid, 7, "invitation", host), 404, "seat_not_found")
    error(seat_call(api, sid, 2, "invitation", token), 403, "host_only")
    error(seat_call(api, sid, 2, "invitation", created["spectator_token"]), 403,
          "host_only")
    assert claim(api, sid, 2, old[2]).status == 200  # seat 2's code was never replaced


def test_default_seating_keeps_seat_tokens_and_adds_a_host_token(api):
    created = create(api, "watten", MIXED, seed=3)
    assert [t["seat"] for t in created["seat_tokens"]] == [0, 2]
    assert "invitations" not in created and created["host_token"].startswith("stw_")
    assert created["host_token"] not in tokens_of(created).values()
    error(seat_call(api, created["id"], 0, "invitation", created["host_token"]), 409,
          "seat_claimed")


# ----- the host ---------------------------------------------------------------------------

def test_the_host_reads_what_the_spectator_reads(api):
    created = invited(api, kinds=["human"] * 4)
    sid = created["id"]
    tokens = {s: claim(api, sid, s, c).json()["token"] for s, c in codes(created).items()}
    legal(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"}))
    host = get(api, sid, created["host_token"]).json()
    spectator = get(api, sid, created["spectator_token"]).json()
    assert host["role"] == "host" and spectator["role"] == "spectator"
    assert host["seat"] is None and host["view"]["hands"] == [None] * 4
    assert host["legal_moves"] == []
    assert ({k: v for k, v in host.items() if k != "role"}
            == {k: v for k, v in spectator.items() if k != "role"})
    assert (events(api, sid, created["host_token"]).json()
            == events(api, sid, created["spectator_token"]).json())
    error(move(api, sid, created["host_token"], {"seat": 0, "type": "call_suit",
                                                 "suit": "H"}), 403, "host_cannot_move")
    assert get(api, sid, tokens[0]).json()["version"] == 1


def test_only_the_host_ends_an_invited_session(api):
    created = invited(api)
    sid = created["id"]
    token = claim(api, sid, 0, codes(created)[0]).json()["token"]
    error(api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(token)), 403,
          "host_only")
    error(api.request("DELETE", f"/v1/sessions/{sid}",
                      headers=bearer(created["spectator_token"])), 403,
          "spectator_read_only")
    assert api.request("DELETE", f"/v1/sessions/{sid}",
                       headers=bearer(created["host_token"])).status == 204
    error(get(api, sid, token), 404, "session_not_found")
    error(claim(api, sid, 2, codes(created)[2]), 404, "session_not_found")


# ----- rotating and leaving -----------------------------------------------------------------

def test_a_seat_rotates_its_token_and_the_old_one_stops_working(api):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    r = seat_call(api, sid, 1, "token", tokens[1])
    assert r.status == 200 and r.json()["seat"] == 1
    new = r.json()["token"]
    assert new != tokens[1] and new.startswith("stw_")
    error(get(api, sid, tokens[1]), 401, "invalid_token")
    error(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"}), 401,
          "invalid_token")
    legal(move(api, sid, new, {"seat": 1, "type": "call_rank", "rank": "K"}))
    error(seat_call(api, sid, 2, "token", new), 403, "wrong_seat")
    error(seat_call(api, sid, 2, "token", created["host_token"]), 403, "wrong_seat")
    error(seat_call(api, sid, 2, "token", tokens[None]), 403, "spectator_read_only")
    error(seat_call(api, sid, 5, "token", new), 404, "seat_not_found")
    assert get(api, sid, tokens[2]).json()["seat"] == 2  # the others are untouched



# ----- retries of claims and rotations (Idempotency-Key) ------------------------------------

KEY = "0b6f3c1e-claim-or-rotation-key"


def test_a_claim_sent_again_with_its_idempotency_key_gets_the_same_token(api):
    """A claim whose answer was lost: the code is spent, so without the key its retry is
    a 409 and nobody could ever act for the seat. With the key, the same claim answers
    the same token again, marked replayed, and stores nothing."""
    created = invited(api, dealer=1)
    sid, code = created["id"], codes(created)[2]
    first = claim(api, sid, 2, code, KEY)
    assert first.status == 200 and "idempotent-replayed" not in first.headers
    token = first.json()["token"]
    again = claim(api, sid, 2, code, KEY)
    assert again.status == 200 and again.headers["idempotent-replayed"] == "true"
    assert again.json() == {"seat": 2, "token": token}
    assert get(api, sid, token).json()["seat"] == 2
    for other in (KEY + "x", None):  # another key, or none: the code is spent
        refused = error(claim(api, sid, 2, code, other), 409, "invitation_claimed")
        assert token not in str(refused)
    error(claim(api, sid, 0, code, KEY), 403, "invalid_invitation")  # not seat 0's code


def test_a_claim_is_not_answered_again_once_its_token_was_rotated(api):
    created = invited(api, dealer=1)
    sid, code = created["id"], codes(created)[2]
    token = claim(api, sid, 2, code, KEY).json()["token"]
    rotated = seat_call(api, sid, 2, "token", token)
    assert rotated.status == 200
    error(claim(api, sid, 2, code, KEY), 409, "invitation_claimed")
    assert get(api, sid, rotated.json()["token"]).json()["seat"] == 2


def test_a_rotation_sent_again_with_its_idempotency_key_gets_the_same_new_token(api):
    """The old token stops working at once, so a rotation whose answer was lost would
    lock the seat out (401): with the key, the same rotation (the old token, the same key)
    answers the same new token again, and nothing else opens with the old token."""
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    first = seat_call(api, sid, 1, "token", tokens[1], KEY)
    assert first.status == 200 and "idempotent-replayed" not in first.headers
    new = first.json()["token"]
    assert new != tokens[1]
    again = seat_call(api, sid, 1, "token", tokens[1], KEY)
    assert again.status == 200 and again.headers["idempotent-replayed"] == "true"
    assert again.json() == {"seat": 1, "token": new}
    error(get(api, sid, tokens[1]), 401, "invalid_token")  # the old token reads nothing
    error(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"}), 401,
          "invalid_token")
    error(seat_call(api, sid, 1, "token", tokens[1], KEY + "x"), 401, "invalid_token")
    error(seat_call(api, sid, 1, "token", tokens[1]), 401, "invalid_token")
    error(seat_call(api, sid, 2, "token", tokens[1], KEY), 401, "invalid_token")
    legal(move(api, sid, new, {"seat": 1, "type": "call_rank", "rank": "K"}))
    newer = seat_call(api, sid, 1, "token", new, KEY).json()["token"]  # rotated again
    error(seat_call(api, sid, 1, "token", tokens[1], KEY), 401, "invalid_token")
    assert get(api, sid, newer).json()["seat"] == 1
    left = seat_call(api, sid, 1, "leave", newer)
    assert left.status == 200
    error(seat_call(api, sid, 1, "token", new, KEY), 401, "invalid_token")  # a bot's now


@pytest.fixture
def one_second_replays(request: pytest.FixtureRequest, spec_schema: Any
                       ) -> Iterator[tuple[Api, str, str]]:
    """An app whose keyed claims and rotations answer their retries for 1 s
    (IDEMPOTENCY_TTL_SECONDS=1): its api, an invited session and seat 2's code."""
    app = make_app("embedded", request, IDEMPOTENCY_TTL_SECONDS=1)
    try:
        api = checking(app, spec_schema)
        created = invited(api, dealer=1)
        yield api, created["id"], codes(created)[2]
    finally:
        app.extensions[EXTENSION].close()


def test_a_retry_is_answered_again_only_within_the_idempotency_ttl(one_second_replays):
    api, sid, code = one_second_replays
    token = claim(api, sid, 2, code, KEY).json()["token"]
    rotated = seat_call(api, sid, 2, "token", token, KEY).json()["token"]
    time.sleep(1.2)
    error(claim(api, sid, 2, code, KEY), 409, "invitation_claimed")
    error(seat_call(api, sid, 2, "token", token, KEY), 401, "invalid_token")
    assert get(api, sid, rotated).json()["seat"] == 2


def _offline(secret: str, purpose: str, sid: str, seat: int, key: str) -> str:
    """What the token would be if it were made from the request alone: HMAC-SHA256 keyed
    with the code (or old token) over ``purpose|session|seat|key`` (commit 800e3f6)."""
    message = f"{purpose}\0{sid}\0{seat}\0{key}".encode()
    digest = hmac.new(secret.encode(), message, hashlib.sha256).digest()
    return "stw_" + base64.urlsafe_b64encode(digest).decode().rstrip("=")


def test_whoever_saw_a_keyed_claim_or_rotation_cannot_compute_its_token(
        one_second_replays):
    """Everything a keyed claim or rotation sends (the code or the old token in the
    request, the key in a header) may be seen where the request is logged, and rotating
    is what a seat does when its token may have been seen: the new token must not be a
    function of the request alone. Whoever saw it can ask the server again within
    IDEMPOTENCY_TTL_SECONDS (README), never compute it, and never after that window."""
    api, sid, code = one_second_replays
    token = claim(api, sid, 2, code, KEY).json()["token"]
    assert token != _offline(code, "claim", sid, 2, KEY)
    rotated = seat_call(api, sid, 2, "token", token, KEY).json()["token"]
    assert rotated != _offline(token, "rotate", sid, 2, KEY)
    time.sleep(1.2)  # past the window: neither a retry nor the request's contents
    error(claim(api, sid, 2, code, KEY), 409, "invitation_claimed")
    error(seat_call(api, sid, 2, "token", token, KEY), 401, "invalid_token")
    for guessed in (_offline(code, "claim", sid, 2, KEY),
                    _offline(token, "rotate", sid, 2, KEY)):
        error(get(api, sid, guessed), 401, "invalid_token")
    assert get(api, sid, rotated).json()["seat"] == 2


def test_concurrent_keyed_claims_and_their_retries_agree_on_one_token(store_app,
                                                                      spec_schema):
    """The first keyed claims of a session race to make its derivation key: whichever
    write wins, each seat's retries (sent at the same time as its first try, as a client
    whose answer is slow may) all get the one token its seat holds."""
    api = checking(store_app, spec_schema)
    created = invited(api, kinds=["human"] * 4)
    sid, all_codes = created["id"], codes(created)
    calls = [lambda s=s: claim(api, sid, s, all_codes[s], f"{KEY}-{s}")
             for s in range(4) for _ in range(3)]
    results = run_threads(calls)
    assert all(r.status == 200 for r in results), [r.body for r in results]
    for seat in range(4):
        mine = results[3 * seat:3 * seat + 3]
        assert len({r.json()["token"] for r in mine}) == 1
        assert sum("idempotent-replayed" not in r.headers for r in mine) == 1
        assert get(api, sid, mine[0].json()["token"]).json()["seat"] == seat


def test_the_key_of_a_claim_or_a_rotation_must_be_hard_to_guess(api):
    """With the code (or the old token) the key makes the token again: at least 16
    characters. A refused key spends nothing."""
    created = invited(api, dealer=1)
    sid, code = created["id"], codes(created)[2]
    for bad in ("k" * 15, "k" * 256, "key with spaces!"):
        refused = error(claim(api, sid, 2, code, bad), 422, "validation_error")
        assert "Idempotency-Key" in refused["errors"]
    token = claim(api, sid, 2, code, "k" * 16).json()["token"]
    refused = error(seat_call(api, sid, 2, "token", token, "k" * 15), 422,
                    "validation_error")
    assert "Idempotency-Key" in refused["errors"]
    assert get(api, sid, token).json()["seat"] == 2  # the token was not rotated


def test_the_key_of_a_claim_or_a_rotation_given_twice_is_refused(api):
    """Two ``Idempotency-Key`` headers arrive joined with a comma (gunicorn ``a,b``,
    waitress ``a, b``): refused naming the header, as a query parameter given twice is;
    before, ``a,b`` made the token. A refused key spends nothing."""
    created = invited(api, dealer=1)
    sid, code = created["id"], codes(created)[2]
    twice = "k" * 16 + "," + "j" * 16
    for key in (twice, twice.replace(",", ", ")):
        refused = error(claim(api, sid, 2, code, key), 422, "validation_error")
        assert refused["errors"] == {"Idempotency-Key": "Given more than once."}, refused
    token = claim(api, sid, 2, code, "k" * 16).json()["token"]
    refused = error(seat_call(api, sid, 2, "token", token, twice), 422, "validation_error")
    assert refused["errors"] == {"Idempotency-Key": "Given more than once."}, refused
    assert get(api, sid, token).json()["seat"] == 2  # the token was not rotated


def test_the_store_keeps_no_token_made_from_a_key(store_app, spec_schema):
    """A token made from a code and a key is stored as its hash only, as any token."""
    api = checking(store_app, spec_schema)
    created = invited(api, dealer=1)
    sid, code = created["id"], codes(created)[2]
    token = claim(api, sid, 2, code, KEY).json()["token"]
    rotated = seat_call(api, sid, 2, "token", token, KEY).json()["token"]
    stored = store_app.extensions[EXTENSION].store.load(sid)[0].doc
    for secret in (code, token, rotated):
        assert secret.split("_", 1)[1] not in stored
    assert KEY not in stored
    assert hashlib.sha256(rotated.encode()).hexdigest() in stored

def test_a_seat_that_leaves_is_played_by_a_bot(api):
    created = create(api, "watten", ["human", "human", "random", "random"], seed=11,
                     dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    # Seat 1 (the forehand) must name the Schlag: it leaves instead, and its bot does.
    error(seat_call(api, sid, 1, "leave", tokens[0]), 403, "wrong_seat")
    error(seat_call(api, sid, 1, "leave", created["host_token"]), 403, "wrong_seat")
    r = seat_call(api, sid, 1, "leave", tokens[1])
    assert r.status == 200, r.body
    left = r.json()
    assert left["seat"] == 1 and left["kind"] == "bot" and left["level"] == "heuristic"
    assert left["version"] >= 1  # the bot has named the Schlag at once
    error(get(api, sid, tokens[1]), 401, "invalid_token")
    error(seat_call(api, sid, 1, "leave", tokens[1]), 401, "invalid_token")
    body = get(api, sid, tokens[0]).json()
    assert body["seats"][1] == {"seat": 1, "kind": "bot", "level": "heuristic",
                                "waiting": False}
    log = events(api, sid, tokens[0]).json()["events"]
    [event] = [e for e in log if e["type"] == "seat_left"]
    assert event == {"seq": 3, "version": 0, "type": "seat_left", "seat": 1,
                     "level": "heuristic"}
    assert log[3]["type"] == "schlag_named" and log[3]["seat"] == 1
    final = play_to_the_end(api, sid, tokens[0], random.Random(5))
    assert final["status"] == "finished"


def test_the_host_token_is_refused_a_seats_routes_as_holding_no_seat(api):
    """The host token holds no seat (README "Who holds what"): it may not leave a seat or
    rotate its token (403 ``wrong_seat``), and the refusal says that it holds none, not
    that it acts for a seat ``None``, as a seat token's refusal names its own seat."""
    created = create(api, "watten", ["human", "human", "random", "random"], seed=11,
                     dealer=0)
    sid = created["id"]
    for what in ("leave", "token"):
        body = error(seat_call(api, sid, 1, what, created["host_token"]), 403, "wrong_seat")
        assert "host token" in body["message"] and "None" not in body["message"], body
        assert "host token" in body["errors"]["seat"] and "None" not in body["errors"][
            "seat"], body
    assert get(api, sid, tokens_of(created)[1]).json()["seat"] == 1  # nothing changed


def test_when_the_last_human_leaves_the_bots_finish_the_match(api):
    created = create(api, "karnoeffel", ["human", "random", "random", "random"],
                     options={"target": 1}, dealer=3)
    r = seat_call(api, created["id"], 0, "leave", created["seat_tokens"][0]["token"])
    assert r.status == 200 and r.json()["status"] == "finished"
    final = get(api, created["id"], created["host_token"]).json()
    assert final["status"] == "finished" and final["seed_reveal"] is not None
    # what the bots reached is the session's result, as after a move (README "Every
    # result of a session move"): the log's last hand_scored and match_won
    log = events(api, created["id"], created["host_token"], limit=1000).json()["events"]
    scored = [e for e in log if e["type"] == "hand_scored"]
    won = [e for e in log if e["type"] == "match_won"]
    assert scored and len(won) == 1
    assert final["last_hand"]["version"] == scored[-1]["version"]
    assert final["last_hand"]["hand"]["scores"] == scored[-1]["scores"]
    assert final["match"] == {"over": True, "winners": won[0]["winners"]}
    # the match the bots finished ends its log with the reveal, as after a move (README
    # "Fair seeds"), and the leave's answer points at it
    reveal = final["seed_reveal"]
    assert log[-1] == {"seq": len(log), "version": final["version"], "type": "seed_revealed",
                       "seed": reveal["seed"], "salt": reveal["salt"],
                       "seed_commitment": final["seed_commitment"]}
    assert r.json()["last_event"] == len(log) == final["last_event"]



def test_a_leave_sent_again_with_its_idempotency_key_gets_the_same_answer(api):
    """The token stops working with the leave, so a leave whose answer was lost was
    answered 401 when sent again: the client could not tell a seat that left from a bad
    token. With the key, the same leave again answers the first answer, marked replayed,
    and changes nothing (one `seat_left`, the log and version as they were)."""
    created = create(api, "watten", ["human", "human", "random", "random"], seed=11,
                     dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    first = seat_call(api, sid, 1, "leave", tokens[1], KEY)
    assert first.status == 200 and "idempotent-replayed" not in first.headers
    log = events(api, sid, tokens[0], limit=1000).json()
    again = seat_call(api, sid, 1, "leave", tokens[1], KEY)
    assert again.status == 200 and again.headers["idempotent-replayed"] == "true"
    assert again.json() == first.json()
    assert events(api, sid, tokens[0], limit=1000).json() == log  # nothing written twice
    assert [e["type"] for e in log["events"]].count("seat_left") == 1
    # only the same request: the old token opens nothing else
    error(seat_call(api, sid, 1, "leave", tokens[1], KEY + "x"), 401, "invalid_token")
    error(seat_call(api, sid, 1, "leave", tokens[1]), 401, "invalid_token")
    error(seat_call(api, sid, 0, "leave", tokens[1], KEY), 401, "invalid_token")
    error(seat_call(api, sid, 1, "token", tokens[1], KEY), 401, "invalid_token")
    error(get(api, sid, tokens[1]), 401, "invalid_token")
    error(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"},
               key=KEY), 401, "invalid_token")
    # the game goes on; the retry still answers what the leave answered then
    body = get(api, sid, tokens[0]).json()
    legal(move(api, sid, tokens[0], concrete(body["legal_moves"][0], random.Random(1))))
    later = seat_call(api, sid, 1, "leave", tokens[1], KEY)
    assert later.status == 200 and later.json() == first.json()
    # the other seat's own key is its own: its leave is a leave of its own
    mine = seat_call(api, sid, 0, "leave", tokens[0], KEY)
    assert mine.status == 200 and "idempotent-replayed" not in mine.headers
    assert mine.json()["seat"] == 0


def test_concurrent_keyed_leaves_leave_once_and_agree_on_the_answer(store_app,
                                                                     spec_schema):
    """A retry sent while the first leave is still on its way (a slow answer): one of
    them leaves, every other one answers the same, replayed; one `seat_left`."""
    api = checking(store_app, spec_schema)
    created = create(api, "watten", ["human", "human", "random", "random"], seed=11,
                     dealer=0)
    sid, token = created["id"], tokens_of(created)[1]
    results = run_threads([lambda: seat_call(api, sid, 1, "leave", token, KEY)] * 4)
    assert all(r.status == 200 for r in results), [r.body for r in results]
    assert len({str(r.json()) for r in results}) == 1
    assert sum("idempotent-replayed" not in r.headers for r in results) == 1
    log = events(api, sid, created["host_token"], limit=1000).json()["events"]
    assert [e["type"] for e in log].count("seat_left") == 1


def test_a_leave_is_answered_again_only_within_the_idempotency_ttl(one_second_replays):
    api, sid, code = one_second_replays
    token = claim(api, sid, 2, code, KEY).json()["token"]
    refused = error(seat_call(api, sid, 2, "leave", token, "k" * 15), 422,
                    "validation_error")
    assert "Idempotency-Key" in refused["errors"]
    assert get(api, sid, token).json()["seat"] == 2  # a refused key leaves nothing
    first = seat_call(api, sid, 2, "leave", token, KEY)
    assert first.status == 200
    assert seat_call(api, sid, 2, "leave", token, KEY).json() == first.json()
    time.sleep(1.2)
    error(seat_call(api, sid, 2, "leave", token, KEY), 401, "invalid_token")


def test_a_finished_match_cannot_be_left(api):
    """The log of a finished match ends with it (`seed_revealed` last, and every stream
    ends there): a leave after it was answered 200, handed the seat to a bot that could
    play nothing and logged a `seat_left` after the end (found by an audit)."""
    created = create(api, "karnoeffel", ["human", "random", "random", "random"],
                     options={"target": 1}, dealer=3)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    final = play_to_the_end(api, sid, token, random.Random(5))
    before = events(api, sid, token, limit=1000).json()["events"]
    assert before[-1]["type"] == "seed_revealed"
    error(seat_call(api, sid, 0, "leave", token), 409, "match_over")
    after = get(api, sid, token).json()
    assert after["seat"] == 0 and after["seats"] == final["seats"]
    assert events(api, sid, token, limit=1000).json()["events"] == before

# ----- fair seeds ----------------------------------------------------------------------------

def test_a_seeded_session_says_so_and_never_reveals_its_seed(api):
    created = create(api, "karnoeffel", ["human", "random", "random", "random"], seed=8,
                     dealer=3, options={"target": 1})
    assert created["seeded"] is True and created["seed_commitment"] is None
    token = created["seat_tokens"][0]["token"]
    first = events(api, created["id"], token).json()["events"][0]
    assert first["type"] == "session_started" and first["seeded"] is True
    assert first["seed_commitment"] is None
    final = play_to_the_end(api, created["id"], token, random.Random(8))
    assert final["seeded"] is True and final["seed_reveal"] is None
    log = events(api, created["id"], token, limit=1000).json()
    assert "seed" not in set(keys(log)) and log["events"][-1]["type"] != "seed_revealed"


def verify_commitment(session: Json) -> bool:
    """The README's check, verbatim: the commitment matches the revealed seed."""
    seed, salt = session["seed_reveal"]["seed"], session["seed_reveal"]["salt"]
    digest = hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()
    return digest == session["seed_commitment"]


def test_an_unseeded_session_commits_to_its_seed_and_reveals_it_at_the_end(api):
    kinds = ["human", "random", "random", "random"]
    options = {"target": 2}
    created = create(api, "karnoeffel", kinds, options=options, dealer=3)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    commitment = created["seed_commitment"]
    assert created["seeded"] is False and re.fullmatch(r"[0-9a-f]{64}", commitment)
    assert created["seed_reveal"] is None
    first = events(api, sid, token).json()["events"][0]
    assert first["seed_commitment"] == commitment and first["seeded"] is False
    start = get(api, sid, token).json()
    assert start["seed_commitment"] == commitment and start["seed_reveal"] is None

    moves: list[Json] = []
    final = play_to_the_end(api, sid, token, random.Random(4), moves)
    assert final["seed_commitment"] == commitment and verify_commitment(final)
    reveal = final["seed_reveal"]
    assert re.fullmatch(r"[0-9a-f]{32}", reveal["salt"])
    log = events(api, sid, token, limit=1000).json()["events"]
    assert log[-1] == {"seq": len(log), "version": final["version"],
                       "type": "seed_revealed", "seed": reveal["seed"],
                       "salt": reveal["salt"], "seed_commitment": commitment}
    tampered = {**final, "seed_reveal": {**reveal, "seed": reveal["seed"] ^ 1}}
    assert not verify_commitment(tampered)

    # The first hand is what the stateless API deals for the revealed seed...
    state = api.request("POST", "/v1/games/karnoeffel/states",
                        {"seed": reveal["seed"], "dealer": 3, "options": options}).json()
    assert start["view"]["hand_number"] == 1
    first_view = start["view"]["hands"][0]
    assert sorted(state["state"]["hands"][0]) == sorted(first_view)
    # ... and a seeded session with that seed, the same seats and the same human moves
    # plays exactly the same match: every deal (and bot choice) came from the seed.
    replay = create(api, "karnoeffel", kinds, options=options, dealer=3,
                    seed=reveal["seed"])
    replay_token = replay["seat_tokens"][0]["token"]
    for mv in moves:
        legal(move(api, replay["id"], replay_token, mv))
    replayed = events(api, replay["id"], replay_token, limit=1000).json()["events"]
    assert [e for e in replayed[1:]] == [e for e in log[1:-1]]
    assert len(log) > 20


def store_as_before_fair_seeds(app: Any, sid: str, seed: int | None) -> None:
    """Rewrite the stored doc of ``sid`` as the service stored it before fair seeds: no
    ``seeded``, ``salt``, ``commitment`` or ``revealed``, and the creator's ``seed``
    (None: no seed at all)."""
    service = app.extensions[EXTENSION]
    snapshot = service.store.load(sid, for_write=True)[0]
    doc = json.loads(snapshot.doc)
    for key in ("seeded", "salt", "commitment", "revealed", "seed"):
        del doc[key]
    if seed is not None:
        doc["seed"] = seed
    written = service.store.cas(sid, snapshot.version, snapshot.version, json.dumps(doc), [],
                                "before-fair-seeds", log_tail=snapshot.log_tail)
    assert written.status is CasStatus.APPLIED
    service.cache.drop_head(sid)  # (this worker wrote the session last)


@pytest.mark.parametrize("seed", [8, None], ids=["seeded", "unseeded"])
def test_a_session_stored_before_fair_seeds_is_seeded_exactly_when_it_has_a_seed(
        store_app, spec_schema, seed):
    """A session stored before fair seeds keeps playing after the upgrade, and its reads
    tell the truth about its deals: ``seeded: true`` when its creator chose the seed
    (they could know every hand), ``false`` when not; it committed to nothing, so it
    shows no commitment and reveals nothing at the end."""
    api = checking(store_app, spec_schema)
    created = create(api, "karnoeffel", ["human", "random", "random", "random"], seed=8,
                     dealer=3, options={"target": 1})
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    store_as_before_fair_seeds(store_app, sid, seed)
    start = get(api, sid, token).json()
    assert start["seeded"] is (seed is not None) and start["seed_commitment"] is None
    final = play_to_the_end(api, sid, token, random.Random(8))
    assert final["seeded"] is (seed is not None)
    assert final["seed_commitment"] is None and final["seed_reveal"] is None
    log = events(api, sid, token, limit=1000).json()["events"]
    assert log[-1]["type"] != "seed_revealed" and "seed" not in set(keys(log))


def test_the_bots_of_a_session_stored_before_fair_seeds_without_a_seed_draw_afresh(
        store_app, spec_schema):
    """A session stored before fair seeds without a seed has no seed to derive its bots'
    choices from: they draw fresh random numbers (`service.sessions.autoplay`), never
    numbers anyone could compute. Two such sessions from the same start, their human
    playing by the same rule, so part ways: random bots that chose alike in every move
    of a Karnöffel hand, in which nearly every card may be played, would mean numbers
    derived from something public, the same for every such session."""
    api = checking(store_app, spec_schema)
    logs = []
    for _ in range(2):
        created = create(api, "karnoeffel", ["human", "random", "random", "random"],
                         seed=8, dealer=3, options={"target": 1})
        sid, token = created["id"], created["seat_tokens"][0]["token"]
        store_as_before_fair_seeds(store_app, sid, None)
        final = play_to_the_end(api, sid, token, random.Random(8))
        assert final["status"] == "finished"
        log = events(api, sid, token, limit=1000).json()["events"]
        logs.append([{k: v for k, v in e.items() if k != "seq"} for e in log[1:]])
    assert logs[0] != logs[1]


def test_the_deals_of_a_session_stored_before_fair_seeds_without_a_seed_are_fresh(
        store_app, spec_schema):
    """Such a session deals each next hand from a fresh random seed (it committed to no
    seed), not from its state's match seed: two of them from the same start, played
    alike through the first hand, are dealt different second hands."""
    api = checking(store_app, spec_schema)
    second_hands = []
    for _ in range(2):
        created = create(api, "karnoeffel", ["human"] * 4, seed=8, dealer=3)
        sid, tokens = created["id"], tokens_of(created)
        store_as_before_fair_seeds(store_app, sid, None)
        rng = random.Random(8)
        for _ in range(200):
            views = {s: get(api, sid, tokens[s]).json() for s in range(4)}
            if views[0]["view"]["hand_number"] == 2:
                break
            seat = next(s for s in range(4) if views[s]["legal_moves"])
            legal(move(api, sid, tokens[seat], dict(rng.choice(views[seat]["legal_moves"]))))
        else:
            pytest.fail("the first hand did not end")
        second_hands.append([views[s]["view"]["hands"][s] for s in range(4)])
    assert second_hands[0] != second_hands[1]


def test_no_answer_shows_the_seed_before_the_end(api):
    created = create(api, "karnoeffel", ["human", "random", "random", "random"],
                     options={"target": 1}, dealer=3)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    rng = random.Random(6)
    answers: list[Any] = [created]
    body = get(api, sid, token).json()
    for _ in range(200):
        answers += [body, events(api, sid, created["host_token"]).json(),
                    events(api, sid, token).json()]
        if body["status"] == "finished":
            break
        mv = dict(rng.choice(body["legal_moves"]))
        result = move(api, sid, token, mv).json()
        if result["status"] == "finished":
            break
        answers.append(result)
        body = get(api, sid, token).json()
    else:
        pytest.fail("no end")
    assert len(answers) > 10
    for answer in answers:
        assert not {"seed", "salt"} & set(keys(answer)), answer
        assert all(v is None for k, v in _walk(answer) if k == "seed_reveal")


def _walk(value: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)


# ----- secrets: hashes only, never logged, never valid elsewhere -------------------------------

def test_the_store_keeps_only_hashes_of_tokens_and_codes(store_app, spec_schema):
    api = checking(store_app, spec_schema)
    created = invited(api)
    sid = created["id"]
    token = claim(api, sid, 0, codes(created)[0]).json()["token"]
    rotated = seat_call(api, sid, 0, "token", token).json()["token"]
    renewed = seat_call(api, sid, 2, "invitation", created["host_token"]).json()["code"]
    shown = [created["host_token"], created["spectator_token"], token, rotated, renewed,
             *codes(created).values()]
    stored = store_app.extensions[EXTENSION].store.load(sid)[0].doc
    for secret in shown:
        body = secret.split("_", 1)[1]
        assert secret not in stored and body not in stored
        digest = hashlib.sha256(secret.encode()).hexdigest()
        if secret not in (token, codes(created)[2]):  # replaced hashes are not all kept
            assert digest in stored, secret


def test_host_and_codes_of_another_session_open_nothing(api):
    mine, other = invited(api), invited(api)
    sid = mine["id"]
    for token in (other["host_token"], other["spectator_token"]):
        error(get(api, sid, token), 401, "invalid_token")
        error(seat_call(api, sid, 0, "invitation", token), 401, "invalid_token")
        error(api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(token)), 401,
              "invalid_token")
    for code in codes(other).values():
        error(api.request("GET", f"/v1/sessions/{sid}", headers={
            "Authorization": f"Bearer {code}"}), 401, "invalid_token")  # a code is no token


def test_no_secret_reaches_the_services_logs_in_process(api, caplog):
    caplog.set_level(logging.DEBUG)
    created = invited(api)
    sid = created["id"]
    token = claim(api, sid, 0, codes(created)[0]).json()["token"]
    claim(api, sid, 0, codes(created)[0])
    claim(api, sid, 2, "stwi_" + "Z" * 22)
    rotated = seat_call(api, sid, 0, "token", token).json()["token"]
    get(api, sid, token)
    seat_call(api, sid, 0, "leave", rotated)
    api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(created["host_token"]))
    text = caplog.text
    for secret in (created["host_token"], created["spectator_token"], token, rotated,
                   *codes(created).values()):
        assert secret not in text and secret.split("_", 1)[1] not in text


def test_the_invitation_ttl_comes_from_the_environment(monkeypatch):
    assert Config.from_env({}).session_invitation_ttl_seconds == 86_400
    with pytest.raises(ConfigError, match="SESSION_INVITATION_TTL_SECONDS"):
        Config.from_env({"SESSION_INVITATION_TTL_SECONDS": "0"})
    monkeypatch.setenv("SESSION_INVITATION_TTL_SECONDS", "60")
    monkeypatch.setenv("REDIS_URL", "")
    app = create_app()
    assert app.extensions[EXTENSION].invitation_ttl_seconds == 60


@pytest.mark.parametrize("game", ["watten", "karnoeffel", "hearts"])
def test_every_hand_of_a_seeded_session_is_what_the_stateless_api_deals(api, game):
    """README "Fair seeds": a seeded session deals what the stateless API deals for its
    seed, every hand and not only the first. The session's own deal is the stateless
    `deal` move without a seed: hand k of match m comes from the match seed and (m, k)
    (README "API decisions"), so a player can check every hand after the reveal."""
    created = create(api, game, ["human"] * 4, seed=42, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    state = api.request("POST", f"/v1/games/{game}/states",
                        {"seed": 42, "dealer": 0}).json()["state"]
    rng = random.Random(7)
    compared = 0
    while compared < 2:
        if state["phase"] == "hand_over":  # the session has dealt the next hand itself
            deal = {"seat": state["to_act"][0], "type": "deal"}
            state = api.request("POST", f"/v1/games/{game}/moves",
                                {"state": state, "move": deal}).json()["state"]
            hands = [get(api, sid, tokens[s]).json()["view"]["hands"][s] for s in range(4)]
            # (a Watten seat sees its hand once the Schlag is named, the forehand at once)
            shown = [s for s in range(4) if hands[s] is not None]
            assert shown and all(hands[s] == state["hands"][s] for s in shown), (
                game, state["hand_number"], hands, state["hands"])
            compared += 1
            continue
        assert state["phase"] != "match_over"
        moves = api.request("POST", f"/v1/games/{game}/legal-moves",
                            {"state": state}).json()["moves"]
        waiting = [m for m in moves if m["seat"] in state["to_act"] and m["type"] != "raise"]
        mv = concrete(rng.choice(waiting), rng)
        legal(move(api, sid, tokens[mv["seat"]], mv))
        state = api.request("POST", f"/v1/games/{game}/moves",
                            {"state": state, "move": mv}).json()["state"]
