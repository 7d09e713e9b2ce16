"""The two session reads the /play page needs (README "Browser play (/play)"):

* ``illegal_cards`` of ``GET /v1/sessions/{id}``: each card of the seat's hand it may not
  play now, with the code and message that posting it gets (the page disables the card
  and says why) — exactly the hand minus the listed plays, never a hidden card named;
* ``POST /v1/sessions/{id}/hints``: the expert's estimate of each legal move of the
  token's seat, for seat tokens only."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask import Flask

from service.app import create_app
from tests.service.sessions_support import (
    FlaskApi,
    bearer,
    checking,
    concrete,
    create,
    full_state,
    get,
    mentioned_cards,
    move,
    secrets_for,
    tokens_of,
)

MAX_MOVES = 40  # moves checked per game (a few hands)
GAMES = [("hearts", "standard", 4), ("watten", "bavarian", 4), ("watten", "tyrolean", 4),
         ("karnoeffel", "standard", 4), ("watten", "three-player", 3)]


@pytest.fixture
def api(app: Flask, spec_schema: Any) -> FlaskApi:
    return checking(app, spec_schema)


@pytest.mark.parametrize("game,preset,players", GAMES)
def test_illegal_cards_are_the_unplayable_cards_with_the_answer_a_play_gets(
        api: FlaskApi, app: Flask, game: str, preset: str, players: int) -> None:
    created = create(api, game, ["human"] + ["random"] * (players - 1), preset=preset, seed=9)
    sid, token = created["id"], tokens_of(created)[0]
    deck = {c["code"] for c in api.request("GET", f"/v1/games/{game}").json()["deck"]} | {"S6"}
    rng = random.Random(1)
    checked = 0
    for _ in range(MAX_MOVES):
        session = get(api, sid, token).json()
        if session["status"] == "finished":
            break
        hand = session["view"]["hands"][0]
        plays = {m["card"] for m in session["legal_moves"] if m["type"] == "play"}
        barred = {c["card"]: c for c in session["illegal_cards"]}
        assert set(barred) == set(hand) - plays
        hidden, _ = secrets_for(full_state(app, sid), 0)
        assert not mentioned_cards(session["illegal_cards"], deck) & hidden
        for card, why in list(barred.items())[:2]:
            answer = move(api, sid, token, {"seat": 0, "type": "play", "card": card}).json()
            assert answer["legal"] is False
            assert (answer["error"]["code"], answer["error"]["message"]) == (
                why["code"], why["message"])
            checked += 1
        if not session["legal_moves"]:
            break
        cards = [m for m in session["legal_moves"] if m["type"] == "play"]
        choice = concrete(rng.choice(cards or session["legal_moves"]), rng)
        assert move(api, sid, token, choice).json()["legal"] is True
    if game != "karnoeffel":  # Karnöffel bars almost nothing (any card may be played)
        assert checked > 0


def test_under_penalize_a_card_that_breaks_trumpf_oder_kritisch_is_listed_with_its_penalty(
        api: FlaskApi) -> None:
    """Seed 1, dealer 3: seat 0 names the Schlag Acht, seat 3 trump Eichel, and seat 0
    leads the Hauptschlag E8 (Trumpf oder Kritisch, §1.9). Seat 1 holds E7, a trump and
    the Spitz, so it must play it: G8 and S8 are strikers of other suits, which do not
    qualify, and HU, SU are plain. Under `penalize` the four are not refused but lose the
    hand (§1.12): they were missing from `illegal_cards`, which then was not the hand
    minus the playable cards, and a page left them clickable unwarned."""
    created = create(api, "watten", ["human"] * 4, seed=1, dealer=3,
                     options={"illegal_move_policy": "penalize"})
    sid, tokens = created["id"], tokens_of(created)
    for seat, mv in ((0, {"type": "call_rank", "rank": "8"}), (3, {"type": "call_suit",
                                                                  "suit": "E"}),
                     (0, {"type": "play", "card": "E8"})):
        assert move(api, sid, tokens[seat], {"seat": seat, **mv}).json()["legal"] is True
    session = get(api, sid, tokens[1]).json()
    hand = session["view"]["hands"][1]
    plays = {m["card"] for m in session["legal_moves"] if m["type"] == "play"}
    assert sorted(hand) == sorted(["E7", "G8", "HU", "SU", "S8"])
    assert plays == {"E7"}
    barred = {c["card"]: c for c in session["illegal_cards"]}
    assert set(barred) == {"G8", "HU", "SU", "S8"}
    for why in barred.values():
        assert why["code"] == "must_play_trump_or_critical"
        assert "penalize" in why["message"] and "other side wins the hand" in why["message"]
    answer = move(api, sid, tokens[1], {"seat": 1, "type": "play", "card": "HU"}).json()
    assert answer["legal"] is True and answer["hand"]["reason"] == "penalty"
    assert [e["code"] for e in answer["events"] if e["type"] == "penalty"] == [
        "must_play_trump_or_critical"]


def test_under_penalize_a_hearts_revoke_is_listed_with_its_penalty(api: FlaskApi) -> None:
    """A seat that holds the led suit may not discard (§3.4); under `penalize` the discard
    is a revoke that ends the hand with 26 for the offender (§3.8), listed, not hidden."""
    created = create(api, "hearts", ["human"] * 4, seed=3,
                     options={"illegal_move_policy": "penalize"})
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(2)
    for _ in range(60):
        session = get(api, sid, tokens[None]).json()
        to_act = session["view"]["to_act"]
        seat_session = get(api, sid, tokens[to_act[0]]).json()
        hand = seat_session["view"]["hands"][to_act[0]]
        moves = seat_session["legal_moves"]
        plays = {m["card"] for m in moves if m["type"] == "play"}
        trick = seat_session["view"]["trick"]["cards"]
        led = trick[0]["card"][0] if trick else None
        if led and plays and all(c[0] == led for c in plays) and set(hand) - plays:
            barred = {c["card"]: c for c in seat_session["illegal_cards"]}
            assert set(barred) == set(hand) - plays
            assert {c["code"] for c in barred.values()} == {"must_follow_suit"}
            assert all("scores 26" in c["message"] for c in barred.values())
            seat, card = to_act[0], sorted(barred)[0]
            answer = move(api, sid, tokens[seat], {"seat": seat, "type": "play",
                                                   "card": card}).json()
            assert answer["legal"] is True and answer["hand"]["reason"] == "revoke"
            return
        choice = concrete(rng.choice(moves), rng)
        assert move(api, sid, tokens[choice["seat"]], choice).json()["legal"] is True
    pytest.fail("no seat held the led suit beside other cards in 60 moves")


def test_the_spectator_and_the_host_get_no_illegal_cards(api: FlaskApi) -> None:
    created = create(api, "hearts", ["human", "random", "random", "random"], seed=3)
    for token in (created["spectator_token"], created["host_token"]):
        assert get(api, created["id"], token).json()["illegal_cards"] == []


@pytest.mark.parametrize("game,preset,players", GAMES)
def test_a_hint_estimates_every_legal_move_of_the_seat(
        api: FlaskApi, game: str, preset: str, players: int) -> None:
    created = create(api, game, ["human"] + ["random"] * (players - 1), preset=preset, seed=4)
    sid, token = created["id"], tokens_of(created)[0]
    session = get(api, sid, token).json()
    answer = api.request("POST", f"/v1/sessions/{sid}/hints", {"budget_ms": 30},
                         bearer(token))
    assert answer.status == 200, answer.body
    hint = answer.json()
    assert hint["level"] == "expert" and hint["stats"]["budget_ms"] == 30
    estimated = [e["move"] for e in hint["estimates"]]
    if session["legal_moves"][0]["type"] == "pass":  # candidate passes from the hand
        hand = set(session["view"]["hands"][0])
        assert estimated and all(set(m["cards"]) <= hand for m in estimated)
    else:
        assert sorted(map(repr, estimated)) == sorted(map(repr, session["legal_moves"]))
    assert hint["move"] in estimated
    assert get(api, sid, token).json()["version"] == session["version"]  # nothing stored


def test_a_hint_is_for_seat_tokens_only(api: FlaskApi) -> None:
    created = create(api, "watten", ["human", "random", "random", "random"], seed=2)
    sid = created["id"]
    path = f"/v1/sessions/{sid}/hints"
    spectator = api.request("POST", path, {}, bearer(created["spectator_token"]))
    host = api.request("POST", path, {}, bearer(created["host_token"]))
    assert (spectator.status, spectator.json()["code"]) == (403, "spectator_read_only")
    assert (host.status, host.json()["code"]) == (403, "host_cannot_move")
    assert api.request("POST", path, {}).status == 401
    assert api.request("POST", f"/v1/sessions/{'A' * 22}/hints", {},
                       bearer(tokens_of(created)[0])).status == 404
    too_long = api.request("POST", path, {"budget_ms": 5001}, bearer(tokens_of(created)[0]))
    assert (too_long.status, too_long.json()["code"]) == (422, "validation_error")


def test_the_hint_error_examples_of_the_spec_are_real_answers() -> None:
    from service.app import create_app
    from service.resources._examples import BY_ROUTE, BY_ROUTE_422

    for limit in ("off", "1/minute"):
        app = create_app({"TESTING": True, "RATE_LIMIT_BOT_MOVES": limit})
        api = FlaskApi(app.test_client())
        created = create(api, "watten", ["human", "random", "random", "random"], seed=2)
        path, seat = f"/v1/sessions/{created['id']}/hints", bearer(tokens_of(created)[0])
        if limit == "off":
            spectator = api.request("POST", path, {}, bearer(created["spectator_token"]))
            assert spectator.json() == BY_ROUTE[("postSessionHints", 403)][1]
            too_long = api.request("POST", path, {"budget_ms": 5001}, seat)
            assert too_long.json() == BY_ROUTE_422["postSessionHints"][1]
            continue
        assert api.request("POST", path, {"budget_ms": 5}, seat).status == 200
        limited = api.request("POST", path, {"budget_ms": 5}, seat)
        assert limited.json() == BY_ROUTE[("postSessionHints", 429)][1]


def test_a_finished_match_gives_no_seat_a_hint(api: FlaskApi) -> None:
    """Once the match is over no seat has a move to make (`GET` answers `legal_moves: []`),
    so no seat gets a hint: 422 ``no_legal_moves``. The game itself would let the next
    dealer deal a new match of the series (api.md "Turn structure"), but a session's match
    ends there; a hint for that deal would suggest a move the session refuses."""
    created = create(api, "karnoeffel", ["human"] * 4, options={"target": 1}, dealer=3,
                     seed=5)
    sid, tokens = created["id"], tokens_of(created)
    rng = random.Random(3)
    for _ in range(200):
        sessions = {s: get(api, sid, tokens[s]).json() for s in range(4)}
        if sessions[0]["status"] == "finished":
            break
        seat = next(s for s in range(4) if sessions[s]["legal_moves"])
        mv = concrete(rng.choice(sessions[seat]["legal_moves"]), rng)
        assert move(api, sid, tokens[seat], mv).json()["legal"] is True
    else:
        pytest.fail("the one-hand match did not end")
    for seat in range(4):
        assert sessions[seat]["legal_moves"] == []
        answer = api.request("POST", f"/v1/sessions/{sid}/hints", {"budget_ms": 5},
                             bearer(tokens[seat]))
        assert (answer.status, answer.json()["code"]) == (422, "no_legal_moves"), seat
        assert answer.json()["errors"] == {"seat": "no legal move now"}


def test_a_hints_seed_is_one_bot_moves_takes_again(spec_schema: Any) -> None:
    """A hint answers as ``/bot-moves`` does, ``stats.seed`` being "the seed used (pass it
    again to get the same choice)"; ``/bot-moves`` takes seeds of 0…2^53 only (README:
    seeds are at most 2^53 so that JavaScript clients keep them exact), so every hint's
    seed lies there. The seed is random: twenty hints make one above 2^53 all but
    certain to show."""
    app = create_app({"TESTING": True, "RATE_LIMIT_BOT_MOVES": "off"})
    api = checking(app, spec_schema)
    created = create(api, "watten", ["human", "random", "random", "random"], seed=2)
    path, seat = f"/v1/sessions/{created['id']}/hints", bearer(tokens_of(created)[0])
    seeds = []
    for _ in range(20):
        answer = api.request("POST", path, {"budget_ms": 1}, seat)
        assert answer.status == 200, answer.body
        seeds.append(answer.json()["stats"]["seed"])
    assert all(0 <= seed <= 2**53 for seed in seeds), seeds
    assert len(set(seeds)) > 1  # a fresh one per hint
