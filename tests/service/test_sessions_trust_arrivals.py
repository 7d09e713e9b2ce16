"""Invited players arriving, seen by everyone at the table, against BOTH stores (the
embedded one and a real redis-server), every answer checked against the spec: each seat
of every answer says whether it is still ``waiting`` for its invited player, and a claim
logs a public ``seat_claimed {seat}`` in its own write (README "Trust model"). The
stream case (a spectator's SSE stream gets it) is in test_sessions_live.py."""

from __future__ import annotations

from typing import Any

from tests.service.sessions_support import Api, Json, create, events, get, tokens_of
from tests.service.test_sessions_trust import KEY, claim, codes, invited, seat_call


def waiting(body: Json) -> list[bool]:
    return [s["waiting"] for s in body["seats"]]


def log_of(api: Api, sid: str, token: str) -> list[Json]:
    return list(events(api, sid, token).json()["events"])


def claimed(log: list[Json]) -> list[Json]:
    return [e for e in log if e["type"] == "seat_claimed"]


def secrets_of(*bodies: Any) -> list[str]:
    """Every code and token in the answers given."""
    out: list[str] = []
    for body in bodies:
        out += [i["code"] for i in body.get("invitations", [])]
        out += [body[k] for k in ("token", "host_token", "spectator_token") if k in body]
    return out


def test_waiting_flips_exactly_on_the_claim_and_the_claim_is_logged_once(api):
    created = invited(api)  # humans at 0 and 2, bots at 1 and 3
    sid, host, spectator = created["id"], created["host_token"], created["spectator_token"]
    assert waiting(created) == [True, False, True, False]
    assert get(api, sid, host).json()["seats"][0] == {"seat": 0, "kind": "human",
                                                      "level": None, "waiting": True}
    started = log_of(api, sid, host)[0]
    assert started["type"] == "session_started" and waiting(started) == waiting(created)
    # A re-invitation: the seat still waits, and nothing is logged.
    reinvited = seat_call(api, sid, 0, "invitation", host).json()
    assert get(api, sid, host).json()["last_event"] == created["last_event"]
    assert waiting(get(api, sid, spectator).json()) == [True, False, True, False]

    first = claim(api, sid, 2, codes(created)[2]).json()
    after = get(api, sid, spectator).json()
    assert waiting(after) == [True, False, False, False]
    assert after["last_event"] == created["last_event"] + 1
    for reader in (host, spectator, first["token"]):
        assert waiting(get(api, sid, reader).json()) == [True, False, False, False]
        assert claimed(log_of(api, sid, reader)) == [
            {"seq": created["last_event"] + 1, "version": after["version"],
             "type": "seat_claimed", "seat": 2}]

    second = claim(api, sid, 0, reinvited["code"]).json()
    assert waiting(get(api, sid, second["token"]).json()) == [False] * 4
    log = log_of(api, sid, host)
    assert [e["seat"] for e in claimed(log)] == [2, 0]
    # Nothing secret in any view or event of any reader.
    shown = str([get(api, sid, t).json() for t in (host, spectator, first["token"],
                                                   second["token"])])
    shown += str([log_of(api, sid, t) for t in (spectator, first["token"])]) + str(log)
    for secret in secrets_of(created, reinvited, first, second):
        assert secret not in shown


def test_a_claim_replayed_with_its_idempotency_key_logs_no_second_seat_claimed(api):
    created = invited(api, dealer=1)
    sid, host, code = created["id"], created["host_token"], codes(created)[2]
    first = claim(api, sid, 2, code, KEY)
    assert first.status == 200
    last = get(api, sid, host).json()["last_event"]
    again = claim(api, sid, 2, code, KEY)
    assert again.status == 200 and again.headers["idempotent-replayed"] == "true"
    assert get(api, sid, host).json()["last_event"] == last
    assert [e["seat"] for e in claimed(log_of(api, sid, host))] == [2]


def test_seats_seated_at_creation_never_wait(api):
    created = create(api, "watten", ["human", "random", "human", "random"], seed=11,
                     dealer=0)
    assert waiting(created) == [False] * 4
    token = tokens_of(created)[0]
    assert waiting(get(api, created["id"], token).json()) == [False] * 4
    assert claimed(log_of(api, created["id"], token)) == []


def test_a_session_started_logged_before_waiting_existed_reads_as_the_spec_has_it():
    """Sessions stored before seats said `waiting` (a rolling deploy, a day of live
    sessions) have `session_started` seats without it, which the spec requires: a strict
    client rejected their logs. They read as seated (an invitation's arrival was never
    logged then either)."""
    from engine.registry import get_game
    from service.sessions.redaction import redact

    old = {"q": 1, "v": 0, "e": {"type": "session_started", "game": "watten", "dealer": 3,
                                 "seats": [{"seat": 0, "kind": "human", "level": None},
                                           {"seat": 1, "kind": "bot", "level": "random"}]}}
    for seat in (0, 1, None):
        seats = redact(get_game("watten"), old, seat)["seats"]
        assert [s["waiting"] for s in seats] == [False, False]
        assert [s["kind"] for s in seats] == ["human", "bot"]
    assert "waiting" not in old["e"]["seats"][0]  # the stored entry is not changed
