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
