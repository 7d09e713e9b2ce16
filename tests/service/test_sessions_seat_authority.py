"""Seat authority and hidden information where a mutation audit of the session code found
behaviour no other test pinned down (README "Trust model"): each test here failed on a
changed line of `service/sessions` that every other test let pass.

* A seat that left is not claimable again, so the host cannot re-invite it: only a seat
  that was never claimed can be (409 ``seat_claimed``), whoever plays it now.
* A keyed rotation for a seat the table does not have is a 404 ``seat_not_found`` with a
  live token, and a 401 ``invalid_token`` with a dead one, also in a session that holds
  a derivation key, whose retries are looked up first (never a 500).
* The derivation key of keyed claims and rotations is 256 random bits (64 hex digits).
* ``Authorization: Bearer`` takes one or more spaces before the token (RFC 6750, 2.1:
  ``"Bearer" 1*SP b64token``).
"""

from __future__ import annotations

import json
import re

from service.resources.sessions import EXTENSION
from tests.service.sessions_support import checking, create, get, tokens_of
from tests.service.test_sessions import error
from tests.service.test_sessions_trust import KEY, claim, codes, invited, seat_call


def test_a_seat_that_left_cannot_be_invited_again(api):
    """Seat 0 claims its code and leaves: a bot plays it. The host's re-invitation of
    that seat would hand it (and, with it, the bot's hand) to whoever gets the new code."""
    created = invited(api)
    sid, host = created["id"], created["host_token"]
    code = codes(created)[0]
    token = claim(api, sid, 0, code).json()["token"]
    assert seat_call(api, sid, 0, "leave", token).status == 200
    error(seat_call(api, sid, 0, "invitation", host), 409, "seat_claimed")
    error(claim(api, sid, 0, code), 409, "invitation_claimed")
    seats = get(api, sid, host).json()["seats"]
    assert seats[0]["kind"] == "bot" and seats[0]["waiting"] is False


def test_a_keyed_rotation_for_a_seat_the_table_lacks_is_refused(api):
    """After a keyed rotation the session holds a derivation key, and a rotation whose
    token opens nothing is looked up as a retry before it is refused: a seat number out
    of range is refused all the same."""
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    new = seat_call(api, sid, 0, "token", tokens[0], KEY).json()["token"]
    again = seat_call(api, sid, 0, "token", tokens[0], KEY)  # seat 0 is retried too
    assert again.headers["idempotent-replayed"] == "true" and again.json()["token"] == new
    for seat in (4, 9):
        error(seat_call(api, sid, seat, "token", new, KEY), 404, "seat_not_found")
        error(seat_call(api, sid, seat, "token", tokens[0], KEY), 401, "invalid_token")
    assert get(api, sid, new).json()["seat"] == 0


def test_the_derivation_key_is_256_bits(store_app, spec_schema):
    api = checking(store_app, spec_schema)
    created = invited(api)
    claim(api, created["id"], 0, codes(created)[0], KEY)
    doc = json.loads(store_app.extensions[EXTENSION].store.load(created["id"])[0].doc)
    assert re.fullmatch(r"[0-9a-f]{64}", doc["token_key"])


def test_a_bearer_token_may_follow_several_spaces(api):
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    token = tokens_of(created)[2]
    for header in (f"Bearer  {token}", f"bearer {token}", f"Bearer {token} "):
        r = api.request("GET", f"/v1/sessions/{created['id']}",
                        headers={"Authorization": header})
        assert r.status == 200 and r.json()["seat"] == 2, (header, r.body)
    assert get(api, created["id"], token).json()["seat"] == 2


def test_leaving_a_seat_the_table_lacks_is_seat_not_found(api):
    """A leave names its seat in the path: a seat number the table does not have is a
    404 ``seat_not_found`` (the README's seating errors), whichever token sends it, with
    or without an ``Idempotency-Key``; the table is unchanged."""
    created = create(api, "watten", ["human"] * 4, seed=11, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    for seat in (4, 9):
        error(seat_call(api, sid, seat, "leave", tokens[0]), 404, "seat_not_found")
        error(seat_call(api, sid, seat, "leave", tokens[1], KEY), 404, "seat_not_found")
    assert get(api, sid, tokens[0]).json()["version"] == created["version"]
