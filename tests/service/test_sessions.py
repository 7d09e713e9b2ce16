"""The session routes (``/v1/sessions``), run against BOTH stores: the embedded
(in-process) one and Redis (a real redis-server started by the tests). Every response is
checked against the OpenAPI spec (`SpecCheckingClient`)."""

from __future__ import annotations

import json
import logging
import random
import time
from typing import Any

import pytest

from engine.registry import get_game
from service.resources.sessions import EXTENSION
from tests.service.sessions_support import (
    STORES,
    Api,
    FlaskApi,
    Resp,
    bearer,
    checking,
    choose,
    create,
    events,
    get,
    make_app,
    move,
    run_threads,
    tokens_of,
)

HUMANS4 = ["human"] * 4


def watten(api: Api, kinds: list[str] | None = None, **body: Any) -> dict[str, Any]:
    """A Watten session; dealer 0, so seat 1 (the forehand) names the Schlag first."""
    return create(api, "watten", kinds or HUMANS4, **{"seed": 11, "dealer": 0, **body})


def error(resp: Resp, status: int, code: str) -> dict[str, Any]:
    body = resp.json()
    assert resp.status == status, (resp.status, body)
    assert set(body) == {"code", "status", "message", "errors"}, body
    assert body["code"] == code and body["status"] == status, body
    return body


def legal(resp: Resp) -> dict[str, Any]:
    body = resp.json()
    assert resp.status == 200 and body["legal"] is True, (resp.status, body)
    return body


# ----- create -----------------------------------------------------------------------------

def test_create_returns_one_token_per_human_seat_and_a_spectator_token(api):
    created = create(api, "watten", ["human", "random", "human", "random"], seed=3)
    assert [t["seat"] for t in created["seat_tokens"]] == [0, 2]
    tokens = [t["token"] for t in created["seat_tokens"]] + [created["spectator_token"]]
    assert len(set(tokens)) == 3 and all(t.startswith("stw_") and len(t) == 47
                                         for t in tokens)
    assert len(created["id"]) == 22
    assert created["seats"] == [  # seated by their tokens: nobody waits for a claim
        {"seat": 0, "kind": "human", "level": None, "waiting": False},
        {"seat": 1, "kind": "bot", "level": "random", "waiting": False},
        {"seat": 2, "kind": "human", "level": None, "waiting": False},
        {"seat": 3, "kind": "bot", "level": "random", "waiting": False}]
    view = created["view"]
    assert view["seat"] is None and view["hands"] == [None] * 4
    assert "seed" not in view and created["status"] == "active"


def test_create_headers(store_app, spec_schema):
    client = checking(store_app, spec_schema).client
    r = client.post("/v1/sessions", json={"game": "hearts", "seats": [{"kind": "human"}] * 4})
    assert r.status_code == 201
    assert r.headers["Location"] == f"/v1/sessions/{r.get_json()['id']}"
    assert r.headers["Cache-Control"] == "no-store"


def test_session_ids_and_tokens_are_random(api):
    ids, tokens = set(), set()
    for _ in range(20):
        created = create(api, "karnoeffel", HUMANS4, seed=1, dealer=0)
        ids.add(created["id"])
        tokens.update(tokens_of(created).values())
    assert len(ids) == 20 and len(tokens) == 100


@pytest.mark.parametrize("seats, code, path", [
    ([{"kind": "human"}] * 3, "invalid_seats", "seats"),
    ([{"kind": "bot", "level": "random"}] * 4, "invalid_seats", "seats"),
    ([{"kind": "human"}, {"kind": "bot"}, {"kind": "human"}, {"kind": "human"}],
     "validation_error", "seats[1].level"),
    ([{"kind": "human", "level": "random"}] + [{"kind": "human"}] * 3,
     "validation_error", "seats[0].level"),
    ([{"kind": "alien"}] * 4, "validation_error", "seats[0].kind"),
])
def test_create_checks_the_seats(api, seats, code, path):
    r = api.request("POST", "/v1/sessions", {"game": "watten", "seats": seats})
    body = error(r, 422, code)
    assert path in body["errors"], body


def test_create_checks_game_options_preset_and_levels(api):
    human = [{"kind": "human"}] * 4
    error(api.request("POST", "/v1/sessions", {"game": "chess", "seats": human}), 422,
          "validation_error")
    error(api.request("POST", "/v1/sessions", {"game": "watten", "seats": human,
                                                "options": {"target": 0}}),
          422, "invalid_option")
    error(api.request("POST", "/v1/sessions", {"game": "watten", "seats": human,
                                                "preset": "nope"}), 422, "unknown_preset")
    error(api.request("POST", "/v1/sessions", {"game": "watten", "seats": human,
                                                "dealer": 7}), 422, "invalid_input")
    two = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
    assert api.request("POST", "/v1/sessions", {"game": "watten", "preset": "two-player",
                                                 "seats": two}).status == 201
    for level in ("heuristic", "expert"):
        seats = [{"kind": "human"}, {"kind": "bot", "level": level}] * 2
        assert api.request("POST", "/v1/sessions", {"game": "watten", "seats": seats}
                           ).status == 201


@pytest.mark.parametrize("level", ["heuristic", "expert"])
def test_a_game_without_a_bot_kit_takes_only_random_bots(api, without_bot_kit, level):
    without_bot_kit("watten")
    seats = [{"kind": "human"}, {"kind": "bot", "level": level}] * 2
    body = error(api.request("POST", "/v1/sessions", {"game": "watten", "seats": seats}),
                 422, "unsupported_bot_level")
    assert body["errors"] == {"seats[1].level": "available: random"}


def test_random_bots_play_a_game_without_a_bot_kit(api, without_bot_kit):
    without_bot_kit("watten")
    created = create(api, "watten", ["random", "human", "random", "random"], seed=4,
                     dealer=0)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    rng = random.Random(2)
    bot_plays = 0
    for _ in range(40):
        body = get(api, sid, token).json()
        if body["status"] == "finished":
            break
        result = legal(move(api, sid, token, dict(rng.choice(body["legal_moves"]))))
        bot_plays += sum(e["type"] == "card_played" and e["seat"] != 1
                         for e in result["events"])
    assert bot_plays >= 3


# ----- reading --------------------------------------------------------------------------

def test_each_token_reads_only_its_own_seat(api):
    created = watten(api)
    tokens = tokens_of(created)
    for seat, token in tokens.items():
        body = get(api, created["id"], token).json()
        assert body["seat"] == seat and body["id"] == created["id"]
        hands = body["view"]["hands"]
        # dealer 0, forehand 1, the Schlag not named yet: §1.6, seats 2 and 3 see no hand
        assert body["view"]["phase"] == "call_rank"
        assert [h is not None for h in hands] == [p == seat and p in (0, 1) for p in range(4)]
        assert body["view"]["hand_sizes"] == [5, 5, 5, 5]
        if seat == 1:
            assert body["legal_moves"] and all(m["seat"] == 1 for m in body["legal_moves"])
        if seat is None:
            assert body["legal_moves"] == []


def test_get_headers(store_app, spec_schema):
    client = checking(store_app, spec_schema).client
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": [{"kind": "human"}] * 4}).get_json()
    r = client.get(f"/v1/sessions/{created['id']}",
                   headers=bearer(created["seat_tokens"][0]["token"]))
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"


# ----- tokens: missing, wrong, foreign, spectator, other seat --------------------------------

def _all_routes(api: Api, sid: str, headers: dict[str, str]) -> list[Resp]:
    mv = {"move": {"seat": 1, "type": "call_rank", "rank": "K"}}
    return [api.request("GET", f"/v1/sessions/{sid}", headers=headers),
            api.request("GET", f"/v1/sessions/{sid}/events", headers=headers),
            api.request("POST", f"/v1/sessions/{sid}/moves", mv, headers),
            api.request("DELETE", f"/v1/sessions/{sid}", headers=headers)]


@pytest.mark.parametrize("header, code", [
    (None, "missing_token"),
    ("", "missing_token"),
    ("Bearer", "invalid_token"),
    ("Basic dXNlcjpwYXNz", "invalid_token"),
    ("Bearer not-a-token", "invalid_token"),
    ("Bearer stw_" + "A" * 43, "invalid_token"),  # well formed, but nobody's
])
def test_missing_and_wrong_tokens_are_401(api, header, code):
    created = watten(api)
    headers = {} if header is None else {"Authorization": header}
    for r in _all_routes(api, created["id"], headers):
        body = error(r, 401, code)
        assert "Authorization" in body["errors"]
        # RFC 6750, 3.1: no error code for a request without a token
        assert r.headers["www-authenticate"] == ('Bearer realm="stichwerk"' if code ==
                                                 "missing_token" else
                                                 'Bearer realm="stichwerk", '
                                                 'error="invalid_token"')
    assert get(api, created["id"], created["seat_tokens"][0]["token"]).status == 200


def test_a_token_of_another_session_is_401(api):
    mine, other = watten(api), watten(api)
    for token in tokens_of(other).values():
        for r in _all_routes(api, mine["id"], bearer(token)):
            error(r, 401, "invalid_token")


def test_the_spectator_may_only_read(api):
    created = watten(api)
    sid, spectator = created["id"], created["spectator_token"]
    error(move(api, sid, spectator, {"seat": 1, "type": "call_rank", "rank": "K"}), 403,
          "spectator_read_only")
    error(api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(spectator)), 403,
          "spectator_read_only")
    assert get(api, sid, spectator).json()["version"] == 0


def test_a_seat_acts_only_for_itself(api):
    created = watten(api)
    tokens = tokens_of(created)
    body = error(move(api, created["id"], tokens[0], {"seat": 1, "type": "call_rank",
                                                       "rank": "K"}), 403, "wrong_seat")
    assert "move.seat" in body["errors"]
    assert get(api, created["id"], tokens[1]).json()["version"] == 0


def test_unknown_session_is_404(api):
    token = watten(api)["seat_tokens"][0]["token"]
    for sid in ("A" * 22, "short", "x" * 23, "bad%20id"):
        for r in _all_routes(api, sid, bearer(token)):
            error(r, 404, "session_not_found")


def test_clients_cannot_deal(api):
    created = watten(api)
    error(move(api, created["id"], tokens_of(created)[1], {"seat": 1, "type": "deal",
                                                          "seed": 1}),
          403, "deal_not_allowed")


@pytest.mark.parametrize("extra", [{"hands": "x"}, {"hands": [["E7"]]}, {"seat": 2},
                                   {"seat": "zero"}])
def test_a_deal_is_refused_as_such_whatever_else_it_carries(api, extra):
    """A session never takes a `deal`; its malformed `hands` answered 422 `invalid_deal`
    (a code this route does not document) and another seat's deal 403 `wrong_seat`."""
    created = watten(api)
    body = {"seat": 1, "type": "deal", **extra}
    error(move(api, created["id"], tokens_of(created)[1], body), 403, "deal_not_allowed")
    assert get(api, created["id"], tokens_of(created)[1]).json()["version"] == 0


# ----- moves --------------------------------------------------------------------------------

def test_a_legal_move_is_applied_and_answered_with_the_seats_view(api):
    created = watten(api)
    tokens = tokens_of(created)
    body = legal(move(api, created["id"], tokens[1], {"seat": 1, "type": "call_rank",
                                                       "rank": "K"}))
    assert body["version"] == 1 and body["status"] == "active"
    assert body["view"]["seat"] == 1 and body["view"]["schlag"] == "K"
    assert body["trick"] is None and body["hand"] is None and body["match"] is None
    # seq 1 session_started, 2 the first hand's hand_dealt
    assert body["events"] == [{"seq": 3, "version": 1, "type": "schlag_named", "seat": 1,
                               "rank": "K"}]
    assert body["last_event"] == 3 and "state" not in body
    for token in tokens.values():
        assert get(api, created["id"], token).json()["version"] == 1


def test_an_illegal_move_is_200_legal_false_and_stores_nothing(api):
    created = watten(api)
    tokens = tokens_of(created)
    r = move(api, created["id"], tokens[2], {"seat": 2, "type": "call_rank", "rank": "K"})
    body = r.json()
    assert r.status == 200 and body["legal"] is False
    assert body["error"]["code"] == "not_your_turn" and body["version"] == 0
    after = get(api, created["id"], tokens[2]).json()
    assert after["version"] == 0 and after["last_event"] == 2


def test_malformed_moves_are_422(api):
    created = watten(api)
    sid, token = created["id"], tokens_of(created)[1]
    cases = [({"move": {"seat": 1, "type": "play", "card": "XX"}}, "bad_card"),
             ({"move": {"seat": 1, "type": "fly"}}, "unknown_move_type"),
             ({"move": {"seat": 9, "type": "call_rank", "rank": "K"}}, "invalid_input"),
             ({}, "validation_error"),
             ({"move": {}, "extra": 1}, "validation_error"),
             ({"move": {"seat": 1, "type": "call_rank", "rank": "K"},
               "expected_version": 1.5}, "validation_error")]
    for body, code in cases:
        error(api.request("POST", f"/v1/sessions/{sid}/moves", body, bearer(token)), 422,
              code)


def test_stale_expected_version_is_409(api):
    created = watten(api)
    sid, tokens = created["id"], tokens_of(created)
    error(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"},
               expected_version=5), 409, "stale_version")
    assert legal(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"},
                      expected_version=0))["version"] == 1
    body = error(move(api, sid, tokens[0], {"seat": 0, "type": "call_suit", "suit": "H"},
                      expected_version=0), 409, "stale_version")
    assert "version 1" in body["message"]


def test_bots_play_until_a_human_must_act(api):
    created = create(api, "watten", ["random", "human", "random", "random"], seed=4,
                     dealer=0)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    rng = random.Random(1)
    hands = 0
    for _ in range(500):
        body = get(api, sid, token).json()
        if body["status"] == "finished":
            break
        assert 1 in body["view"]["to_act"] or body["legal_moves"], body["view"]["to_act"]
        mv = dict(rng.choice(body["legal_moves"]))
        result = legal(move(api, sid, token, mv))
        hands += sum(e["type"] == "hand_dealt" for e in result["events"])
        assert all(e["seq"] > body["last_event"] for e in result["events"])
    else:
        pytest.fail("the match did not end")
    assert body["view"]["phase"] == "match_over" and body["legal_moves"] == []
    assert hands >= 1
    log = events(api, sid, token, limit=1000).json()["events"]
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    # the first hand is dealt with the session: its hand_dealt follows session_started
    assert [(e["type"], e["version"]) for e in log[:2]] == [("session_started", 0),
                                                            ("hand_dealt", 0)]
    assert log[1]["hand_number"] == 1 and log[1]["dealer"] == 0
    versions = [e["version"] for e in log[2:]]
    assert versions == sorted(versions) and set(versions) == set(range(1, body["version"] + 1))
    dealt = [e["hand_number"] for e in log if e["type"] == "hand_dealt"]
    assert dealt == list(range(1, len(dealt) + 1))  # every hand of the match, from the first
    assert len(dealt) == sum(e["type"] == "hand_scored" for e in log)


def test_a_finished_match_takes_no_moves(api):
    created = create(api, "karnoeffel", ["human", "random", "random", "random"], seed=2,
                     dealer=3, options={"target": 1})
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    rng = random.Random(3)
    body = get(api, sid, token).json()
    while body["status"] == "active":
        body = legal(move(api, sid, token, rng.choice(body["legal_moves"])))
    final = get(api, sid, token).json()
    assert final["status"] == "finished" and final["legal_moves"] == []
    r = move(api, sid, token, {"seat": 0, "type": "play", "card": "EK"})
    assert r.status == 200 and r.json()["legal"] is False
    assert get(api, sid, token).json()["version"] == final["version"]


def test_hands_are_dealt_by_the_server(api):
    created = create(api, "karnoeffel", HUMANS4, seed=9, dealer=3, options={"target": 2})
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(9)
    dealt = None
    for _ in range(200):
        views = {s: get(api, sid, t).json() for s, t in tokens.items() if s is not None}
        seat, mv = choose(views, rng)
        body = legal(move(api, sid, tokens[seat], mv))
        dealt = next((e for e in body["events"] if e["type"] == "hand_dealt"), None)
        if dealt:
            break
    assert dealt is not None and body["view"]["phase"] == "play"
    assert body["view"]["hand_number"] == 2 and "seed" not in json.dumps(body)
    partner = (seat + 2) % 4  # partner_hands_visible (the default)
    assert [h is None for h in body["view"]["hands"]] == [p not in (seat, partner)
                                                          for p in range(4)]


def test_hearts_passes_are_simultaneous_and_bots_pass_at_once(api):
    created = create(api, "hearts", ["human", "random", "human", "random"], seed=5,
                     dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    start = get(api, sid, tokens[0]).json()
    assert start["view"]["phase"] == "passing" and start["view"]["to_act"] == [0, 2]
    passes = [e for e in events(api, sid, tokens[0]).json()["events"]
              if e["type"] == "cards_passed"]
    assert sorted(e["seat"] for e in passes) == [1, 3]
    assert all("cards" not in e for e in passes)
    hand2 = get(api, sid, tokens[2]).json()["view"]["hands"][2]
    hand0 = start["view"]["hands"][0]
    body = legal(move(api, sid, tokens[2], {"seat": 2, "type": "pass", "cards": hand2[:3]}))
    assert body["view"]["phase"] == "passing" and body["view"]["to_act"] == [0]
    assert body["view"]["passed"][2] == hand2[:3]
    seen0 = get(api, sid, tokens[0]).json()
    assert seen0["view"]["passed"] == [None, None, None, None]
    body = legal(move(api, sid, tokens[0], {"seat": 0, "type": "pass", "cards": hand0[:3]}))
    assert body["view"]["phase"] == "play"
    assert body["view"]["received"][0] is not None and len(body["view"]["hands"][0]) == 13


def test_a_bot_leaves_its_sides_answer_to_its_human_partner(api):
    """Watten: either player of a side answers a raise (rules §1.10: hold or fold). The bot
    partner answered at once, so a human with a bot partner never held or folded a raise
    (four-player Watten in /play never offered it). Seed 1: an opponent raises in the
    first hand; the game waits for seats 0 and 2, and the human answers."""
    created = create(api, "watten", ["human", "random", "random", "random"], seed=1,
                     preset="bavarian")
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    for _ in range(40):
        body = get(api, sid, token).json()
        types = [m["type"] for m in body["legal_moves"]]
        if "hold" in types:
            break
        assert body["legal_moves"] and body["status"] == "active"
        legal(move(api, sid, token, next((m for m in body["legal_moves"]
                                          if m["type"] == "play"), body["legal_moves"][0])))
    else:
        pytest.fail("no raise against seat 0's side was left to seat 0")
    assert types == ["hold", "fold"] and body["view"]["to_act"] == [0, 2]
    raised = [e for e in events(api, sid, token).json()["events"] if e["type"] == "raised"]
    assert raised and raised[-1]["seat"] in (1, 3)
    answer = legal(move(api, sid, token, {"seat": 0, "type": "hold"}))
    held = answer["events"][0]
    assert held["type"] == "raise_held" and held["seat"] == 0, answer["events"]


def test_idempotency_key_replays_the_first_answer(api):
    created = watten(api)
    sid, tokens = created["id"], tokens_of(created)
    mv = {"seat": 1, "type": "call_rank", "rank": "K"}
    first = move(api, sid, tokens[1], mv, key="k-1")
    again = move(api, sid, tokens[1], mv, key="k-1")
    assert legal(first) == legal(again) and first.body["version"] == 1
    assert again.headers["idempotent-replayed"] == "true"
    assert "idempotent-replayed" not in first.headers
    assert get(api, sid, tokens[1]).json()["version"] == 1
    body = error(move(api, sid, tokens[1], {**mv, "rank": "O"}, key="k-1"), 422,
                 "idempotency_key_reused")
    assert "Idempotency-Key" in body["errors"]
    # A rejected move is replayed as rejected, even once it would be legal.
    early = move(api, sid, tokens[2], {"seat": 2, "type": "call_suit", "suit": "H"},
                 key="k-2")
    assert early.json()["legal"] is False
    assert legal(move(api, sid, tokens[0], {"seat": 0, "type": "call_suit", "suit": "H"},
                      key="k-2"))["version"] == 2  # keys are per seat
    assert move(api, sid, tokens[2], {"seat": 2, "type": "call_suit", "suit": "H"},
                key="k-2").json() == early.json()


@pytest.mark.parametrize("key", ["", "a" * 256, "bad key", "schlüssel"])
def test_malformed_idempotency_keys_are_422(store_app, spec_schema, key):
    api = checking(store_app, spec_schema)
    created = watten(api)
    headers = {**bearer(tokens_of(created)[1]), "Idempotency-Key": key.encode().decode(
        "latin-1")}
    r = api.request("POST", f"/v1/sessions/{created['id']}/moves",
                    {"move": {"seat": 1, "type": "call_rank", "rank": "K"}}, headers)
    error(r, 422, "validation_error")


# ----- events --------------------------------------------------------------------------------

def test_events_after_and_limit(api):
    created = watten(api)
    sid, tokens = created["id"], tokens_of(created)
    legal(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"}))
    legal(move(api, sid, tokens[0], {"seat": 0, "type": "call_suit", "suit": "H"}))
    full = events(api, sid, tokens[0]).json()
    assert [e["seq"] for e in full["events"]] == [1, 2, 3, 4]
    assert [e["type"] for e in full["events"][:2]] == ["session_started", "hand_dealt"]
    assert full["last_event"] == 4 and full["version"] == 2
    assert [e["seq"] for e in events(api, sid, tokens[0], after=1).json()["events"]] == [
        2, 3, 4]
    assert [e["seq"] for e in events(api, sid, tokens[0], after=1, limit=1).json()[
        "events"]] == [2]
    assert events(api, sid, tokens[0], after=4).json()["events"] == []
    beyond = events(api, sid, tokens[0], after=5).json()  # beyond seq 4: where the log ends
    assert (beyond["events"], beyond["last_event"]) == ([], 4)
    # integers in ASCII digits only: int() would read "+1", "1_0" and "١" (Arabic-Indic 1)
    for query in ("after=-1", "after=x", "limit=0", "limit=1001", "after=%2B1",
                  "after=1_0", "limit=%D9%A1", "wait=1.5", "after="):
        error(api.request("GET", f"/v1/sessions/{sid}/events?{query}",
                          headers=bearer(tokens[0])), 422, "validation_error")
        if query.startswith("after"):  # the stream's one parameter (a good one streams)
            error(api.request("GET", f"/v1/sessions/{sid}/events/stream?{query}",
                              headers=bearer(tokens[0])), 422, "validation_error")


# ----- delete and expiry ---------------------------------------------------------------------

def test_only_the_host_ends_the_session(api):
    created = watten(api)
    sid, tokens = created["id"], tokens_of(created)
    for seat in range(4):
        error(api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(tokens[seat])),
              403, "host_only")
    assert get(api, sid, tokens[0]).status == 200
    r = api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(created["host_token"]))
    assert r.status == 204 and r.body is None
    for token in tokens.values():
        error(get(api, sid, token), 404, "session_not_found")
    error(api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(created["host_token"])),
          404, "session_not_found")


@pytest.mark.parametrize("kind", STORES)
def test_sessions_expire_after_inactivity_and_moves_refresh(kind, request, spec_schema):
    """A TTL of 3 s: each step has about a second to spare on a loaded machine."""
    app = make_app(kind, request, SESSION_TTL_SECONDS=3)
    try:
        api = checking(app, spec_schema)
        idle, busy = watten(api), watten(api)
        t0 = time.monotonic()
        time.sleep(1.8)
        legal(move(api, busy["id"], tokens_of(busy)[1], {"seat": 1, "type": "call_rank",
                                                          "rank": "K"}))
        time.sleep(max(0.0, 3.75 - (time.monotonic() - t0)))
        error(get(api, idle["id"], tokens_of(idle)[0]), 404, "session_not_found")
        assert get(api, busy["id"], tokens_of(busy)[0]).status == 200  # refreshed at 1.8 s
        time.sleep(3.3)
        error(get(api, busy["id"], tokens_of(busy)[0]), 404, "session_not_found")
    finally:
        app.extensions[EXTENSION].close()


# ----- concurrency ---------------------------------------------------------------------------

def test_concurrent_moves_apply_exactly_once(store_app):
    """Threads post the same move and competing moves: one write per applied move."""
    api = FlaskApi(store_app.test_client())
    created = create(api, "hearts", HUMANS4, seed=21, dealer=0)
    sid, tokens = created["id"], tokens_of(created)
    hands = {s: get(api, sid, tokens[s]).json()["view"]["hands"][s] for s in range(4)}
    calls = []
    for s in range(4):
        a, b = hands[s][:3], hands[s][-3:]
        for cards, key in ((a, f"a{s}"), (a, f"a{s}"), (a, None), (b, None), (b, None)):
            mv = {"seat": s, "type": "pass", "cards": cards}
            calls.append(lambda t=tokens[s], mv=mv, key=key: move(api, sid, t, mv, key=key))
    results = run_threads(calls)
    applied = [r.json() for r in results
               if r.status == 200 and r.json()["legal"] and "idempotent-replayed" not in
               r.headers]
    assert all(r.status == 200 for r in results), [r.body for r in results]
    assert len(applied) == 4
    rejected = [r.json()["error"]["code"] for r in results if not r.json()["legal"]]
    assert set(rejected) <= {"already_passed", "wrong_phase"}
    final = get(api, sid, tokens[0]).json()
    assert final["version"] == 4 and final["view"]["phase"] == "play"
    log = events(api, sid, tokens[0]).json()["events"]
    assert sorted(e["seat"] for e in log if e["type"] == "cards_passed") == [0, 1, 2, 3]
    assert [e["version"] for e in log[1:]] == sorted(e["version"] for e in log[1:])
    state = json.loads(store_app.extensions[EXTENSION].store.load(sid)[0].doc)["state"]
    get_game("hearts").decode(state)
    assert all(len(h) == 13 for h in state["hands"])
    # Playing: every seat posts every card it holds, twice, at once. Each post is checked
    # on the state it is applied to, so several may apply in turn (a seat follows once the
    # seat before it has played) — but each applied post is exactly one version.
    for _ in range(3):
        views = {s: get(api, sid, tokens[s]).json() for s in range(4)}
        version, seq = views[0]["version"], views[0]["last_event"]
        calls = [lambda t=tokens[s], c=c, s=s: move(api, sid, t, {"seat": s, "type": "play",
                                                                    "card": c})
                 for s in range(4) for c in views[s]["view"]["hands"][s] for _ in range(2)]
        results = run_threads(calls)
        assert all(r.status == 200 for r in results), [r.body for r in results]
        wins = [r.json() for r in results if r.json()["legal"]]
        after = get(api, sid, tokens[0]).json()
        assert len(wins) >= 1 and after["version"] == version + len(wins)
        assert sorted(w["version"] for w in wins) == list(range(version + 1,
                                                                after["version"] + 1))
        played = [e for e in events(api, sid, tokens[0], after=seq).json()["events"]
                  if e["type"] == "card_played"]
        assert len(played) == len(wins)


# ----- logs never carry tokens ----------------------------------------------------------------

def test_tokens_are_never_logged(api, caplog):
    caplog.set_level(logging.DEBUG)
    created = watten(api)
    tokens = tokens_of(created)
    sid = created["id"]
    get(api, sid, tokens[0])
    move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"}, key="x")
    api.request("GET", f"/v1/sessions/{sid}", headers=bearer("stw_" + "B" * 43))
    text = caplog.text
    assert all(t not in text and t[4:] not in text for t in tokens.values())


def test_the_store_keeps_only_token_hashes(store_app):
    api = FlaskApi(store_app.test_client())
    created = watten(api)
    snapshot, _ = store_app.extensions[EXTENSION].store.load(created["id"])
    stored = snapshot.doc
    for token in tokens_of(created).values():
        assert token not in stored and token[4:] not in stored
    doc = json.loads(stored)
    assert all(h is None or len(h) == 64 for h in doc["tokens"])


# ----- redaction of a card that stays hidden -------------------------------------------------

def play_if_legal(api: Api, sid: str, token: str, wanted: dict[str, Any]) -> bool:
    """Make the move ``wanted`` if it is one of the seat's legal moves (then it must be
    answered as legal); False when it is not."""
    if wanted not in get(api, sid, token).json()["legal_moves"]:
        return False
    legal(move(api, sid, token, wanted))
    return True


def test_a_penalised_card_is_hidden_from_the_other_seats(api):
    """Watten with illegal_move_policy penalize: a card that breaks Trumpf oder Kritisch
    is accepted, ends the hand, and stays in the offender's hand, so only the offender
    sees it in the ``penalty`` event; the others (and the spectator) get null.

    Each match is steered to the rule's trigger (rules-spec §1.9: trick 1 led with the
    Hauptschlag): the forehand (seat 1) names the rank of one of its cards, the dealer
    (seat 0) that card's suit, and the forehand leads it; the first later seat holding a
    card the rule bars plays it."""
    for seed in range(40):
        created = watten(api, seed=seed, options={"illegal_move_policy": "penalize"})
        sid, tokens = created["id"], tokens_of(created)
        forehand = get(api, sid, tokens[1]).json()["view"]["hands"][1]
        hauptschlag = next((card for card in forehand if play_if_legal(
            api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": card[1:]})), None)
        if hauptschlag is None or not play_if_legal(
                api, sid, tokens[0], {"seat": 0, "type": "call_suit", "suit": hauptschlag[0]}):
            continue
        assert play_if_legal(api, sid, tokens[1], {"seat": 1, "type": "play", "card": hauptschlag})
        for seat in (2, 3, 0):
            body = get(api, sid, tokens[seat]).json()
            allowed = sorted(m["card"] for m in body["legal_moves"] if m["type"] == "play")
            barred = [card for card in body["view"]["hands"][seat] if card not in allowed]
            if barred:
                break
            assert play_if_legal(api, sid, tokens[seat],
                                 {"seat": seat, "type": "play", "card": allowed[0]})
        else:
            continue  # nobody was bound: try another deal
        answer = move(api, sid, tokens[seat], {"seat": seat, "type": "play", "card": barred[0]})
        assert answer.status == 200, answer.json()
        penalty = [e for e in answer.json()["events"] if e["type"] == "penalty"]
        assert len(penalty) == 1 and penalty[0]["card"] == barred[0], answer.json()
        # README: the card is not played (it stays in the hand), so nobody saw it fall
        assert not [e for e in answer.json()["events"] if e["type"] == "card_played"]
        for viewer, token in tokens.items():
            log = events(api, sid, token).json()["events"]
            [seen] = [e for e in log if e["type"] == "penalty"]
            assert seen["card"] == (barred[0] if viewer == seat else None), viewer
        return
    pytest.fail("in no deal of 40 did a later seat hold a card Trumpf oder Kritisch bars")


def test_a_session_that_only_moved_is_stored_at_its_game_version(store_app, api):
    """The store's revision grows with every write by as much as the game version grows
    on a move (the module docstring of service/sessions/usecases.py, "Revisions"): a
    session that only ever moved is stored at revision = game version, bots' moves and
    dealt hands included."""
    created = create(api, "watten", ["random", "human", "random", "random"], seed=4,
                     dealer=0)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    store = store_app.extensions[EXTENSION].store
    rng = random.Random(2)
    for _ in range(6):
        body = get(api, sid, token).json()
        assert store.load(sid)[0].version == body["version"]
        if not body["legal_moves"]:
            break
        result = legal(move(api, sid, token, dict(rng.choice(body["legal_moves"]))))
        assert store.load(sid)[0].version == result["version"] > body["version"]
    humans = watten(api)  # a move of four humans' table: the game version grows by one
    sid, tokens = humans["id"], tokens_of(humans)
    assert legal(move(api, sid, tokens[1], {"seat": 1, "type": "call_rank", "rank": "K"})
                 )["version"] == 1
    assert store.load(sid)[0].version == 1
