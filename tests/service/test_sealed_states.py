"""Sealed stateless states through HTTP: whole hands of every game and preset played
with `state_token`s only (the client never sees a state), the seat's view next to the
token, the refusal of a chosen deal, exactly one of `state` and `state_token`, and what a
holder can learn: nothing hidden from the token's bytes, no hidden card of another seat
in any answer. Every answer is checked against the OpenAPI spec (`SpecCheckingClient`);
the tests read a token's content only through the app's own sealer (the oracle)."""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engine.events import EventCatalogue, EventType, Field, seat_field
from engine.registry import all_games, get_game
from service.sealing import ZLIB_LEVEL, ZLIB_MEM_LEVEL, ZLIB_WINDOW_BITS
from tests.conformance.visibility import expected_view
from tests.service.http_harness import SpecCheckingClient, expect_error, load_schema
from tests.service.sealed_support import (
    KEY_A,
    Json,
    ok,
    play_sealed,
    post,
    raw,
    sealed_app,
    sealer_of,
)
from tests.service.sessions_support import forbidden, keys, mentioned_cards

CASES = [(g.id, preset) for g in all_games() for preset in sorted(g.presets)]
FIRST_PRESETS = [(g.id, sorted(g.presets)[0]) for g in all_games()]
MAX_STEPS = 150
ROUTES = ["legal-moves", "moves", "views", "bot-moves"]


@pytest.fixture(scope="module")
def app() -> Flask:
    return sealed_app(KEY_A)


@pytest.fixture(scope="module")
def schema(app: Flask) -> Any:
    return load_schema(app)


@pytest.fixture
def client(app: Flask, schema: Any) -> FlaskClient:
    c = SpecCheckingClient(app, app.response_class, use_cookies=False)
    c.spec_schema = schema
    return c


def opened(app: Flask, game: str, token: str) -> Json:
    return sealer_of(app).open(game, token)


def new_token(client: FlaskClient, game: str, **body: Any) -> str:
    token: str = ok(post(client, game, "states", {"sealed": True, **body}), 201)["state_token"]
    return token


def first_move(client: FlaskClient, game: str, token: str) -> Json:
    move: Json = ok(post(client, game, "bot-moves", {"state_token": token, "level": "random",
                                                     "seed": 1}))["move"]
    return move


# ----- whole hands with tokens only ---------------------------------------------------

@pytest.mark.parametrize(("game", "preset"), CASES)
def test_sealed_tokens_alone_play_a_whole_hand_and_the_next_deal(
        app: Flask, client: FlaskClient, game: str, preset: str) -> None:
    versions: list[int] = []

    def on_answer(route: str, request: Json, answer: Json, move: Json | None) -> None:
        assert "state" not in answer, f"{route} answered a plain state"
        state = opened(app, game, answer["state_token"])
        versions.append(state["version"])
        assert answer["view"] == expected_view(game, state, 0), route

    tokens = play_sealed(client, game, preset, 0, MAX_STEPS, on_answer)
    assert versions == list(range(len(tokens))), "each move is one version later"
    assert len(set(tokens)) == len(tokens), "every answer is a new token"
    final = opened(app, game, tokens[-1])
    spectator = ok(post(client, game, "views", {"state_token": tokens[-1], "seat": None}))
    assert spectator["view"] == expected_view(game, final, None)


def test_a_token_and_the_state_it_seals_give_the_same_answers(
        app: Flask, client: FlaskClient) -> None:
    token = new_token(client, "watten")
    state = opened(app, "watten", token)
    for route, extra in [("legal-moves", {}), ("views", {"seat": 1}),
                         ("bot-moves", {"level": "heuristic", "seed": 5})]:
        sealed = ok(post(client, "watten", route, {"state_token": token, **extra}))
        plain = ok(post(client, "watten", route, {"state": state, **extra}))
        if route == "bot-moves":
            sealed["stats"].pop("elapsed_ms")
            plain["stats"].pop("elapsed_ms")
        assert sealed == plain, route
    move = first_move(client, "watten", token)
    sealed = ok(post(client, "watten", "moves", {"state_token": token, "move": move}))
    plain = ok(post(client, "watten", "moves", {"state": state, "move": move}))
    assert opened(app, "watten", sealed.pop("state_token")) == plain.pop("state")
    assert (sealed.pop("sealed"), plain.pop("sealed")) == (True, False)
    assert sealed == plain


def test_an_illegal_move_on_a_token_is_rejected_without_a_new_token(
        client: FlaskClient) -> None:
    token = new_token(client, "karnoeffel", dealer=0)
    listed = ok(post(client, "karnoeffel", "legal-moves", {"state_token": token}))
    to_act = listed["to_act"][0]
    other = (to_act + 1) % 4
    answer = ok(post(client, "karnoeffel", "moves", {"state_token": token, "move": {
        "seat": other, "type": "play", "card": "H7"}}))
    assert answer["legal"] is False and "state_token" not in answer


# ----- the seat's view next to the token ----------------------------------------------

@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_states_with_a_seat_answer_that_seats_view_next_to_the_token(
        app: Flask, client: FlaskClient, game: str) -> None:
    engine_game = get_game(game)
    for seat in range(engine_game.players(engine_game.resolve_options(None, None))):
        created = ok(post(client, game, "states", {"sealed": True, "seat": seat}), 201)
        assert set(created) == {"sealed", "state_token", "view"} and created["sealed"]
        state = opened(app, game, created["state_token"])
        assert created["view"] == expected_view(game, state, seat)
    without = ok(post(client, game, "states", {"sealed": True}), 201)
    assert set(without) == {"sealed", "state_token"}


def test_a_seat_outside_the_table_is_a_422_on_states_and_moves(client: FlaskClient) -> None:
    expect_error(post(client, "hearts", "states", {"sealed": True, "seat": 4}), 422,
                 "invalid_input", "seat")
    token = new_token(client, "hearts")
    move = first_move(client, "hearts", token)
    expect_error(post(client, "hearts", "moves", {"state_token": token, "move": move,
                                                  "seat": 7}), 422, "invalid_input", "seat")


def test_a_plain_state_may_ask_for_a_view_too(client: FlaskClient) -> None:
    answer = ok(post(client, "watten", "states", {"seed": 4, "seat": 2}), 201)
    assert answer["view"] == expected_view("watten", answer["state"], 2)


# ----- the holder chooses no deal -----------------------------------------------------

@pytest.mark.parametrize(("body", "path"), [
    ({"seed": 42}, "seed"),
    ({"deal": {"seed": 42}}, "deal"),
])
def test_a_sealed_state_refuses_a_chosen_seed_or_deal(client: FlaskClient, body: Json,
                                                      path: str) -> None:
    expect_error(post(client, "watten", "states", {"sealed": True, **body}), 422,
                 "sealed_deal_not_allowed", path)


@pytest.mark.parametrize(("fields", "path"), [({"seed": 7}, "move.seed")])
def test_a_deal_move_on_a_token_may_not_choose_the_seed(client: FlaskClient, fields: Json,
                                                        path: str) -> None:
    token = new_token(client, "hearts")
    expect_error(post(client, "hearts", "moves", {"state_token": token, "move": {
        "seat": 0, "type": "deal", **fields}}), 422, "sealed_deal_not_allowed", path)


def test_a_deal_move_on_a_token_may_not_choose_the_hands(client: FlaskClient) -> None:
    token = new_token(client, "karnoeffel")
    game = get_game("karnoeffel")
    options = game.resolve_options(None, None)
    deck, size = [c.code for c in game.deck(options)], game.hand_size(options)
    hands = [deck[i * size:(i + 1) * size] for i in range(game.players(options))]
    expect_error(post(client, "karnoeffel", "moves", {"state_token": token, "move": {
        "seat": 0, "type": "deal", "hands": hands}}), 422, "sealed_deal_not_allowed",
        "move.hands")


# ----- exactly one of state and state_token -------------------------------------------

@pytest.mark.parametrize("route", ROUTES)
def test_both_state_and_state_token_is_a_422(client: FlaskClient, route: str) -> None:
    token = new_token(client, "hearts")
    state = ok(post(client, "hearts", "states", {"seed": 1}), 201)["state"]
    body = {"state": state, "state_token": token, "move": {"seat": 0, "type": "play",
                                                             "card": "C2"},
            "seat": 0, "level": "random"}
    if route != "moves":
        del body["move"]
    expect_error(post(client, "hearts", route, body), 422, "validation_error", "state_token")


@pytest.mark.parametrize("route", ROUTES)
def test_neither_state_nor_state_token_is_a_422(client: FlaskClient, route: str) -> None:
    expect_error(post(client, "hearts", route, {"seat": 0}), 422, "validation_error", "state")


def test_a_state_token_that_is_not_a_string_is_a_422(client: FlaskClient) -> None:
    expect_error(post(client, "hearts", "views", {"state_token": 12, "seat": 0}), 422,
                 "validation_error", "state_token")


# ----- what a holder learns -----------------------------------------------------------

@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_a_token_shows_none_of_its_plaintext(app: Flask, client: FlaskClient,
                                             game: str) -> None:
    token = new_token(client, game)
    state = opened(app, game, token)
    data = raw(token)
    plain = json.dumps(state, separators=(",", ":")).encode()
    deflater = zlib.compressobj(ZLIB_LEVEL, zlib.DEFLATED, -ZLIB_WINDOW_BITS, ZLIB_MEM_LEVEL)
    compressed = deflater.compress(plain) + deflater.flush()  # what the token encrypts
    assert plain not in data
    windows = {compressed[i:i + 8] for i in range(len(compressed) - 8)}
    assert not any(w in data for w in windows), "a run of the compressed state shows"
    for hand in state["hands"]:
        assert json.dumps(hand, separators=(",", ":")).encode() not in data
        assert "".join(hand) not in token
    assert str(state["seed"]) not in token and str(state["seed"]).encode() not in data
    for offset in range(len(data)):  # no offset starts a deflate stream of the state
        for wbits in (15, -15):  # zlib, raw deflate (any window size)
            try:
                found = zlib.decompressobj(wbits).decompress(data[offset:])
            except zlib.error:
                continue
            assert b"hands" not in found


def test_tokens_of_the_same_state_differ_by_their_nonce(app: Flask,
                                                        client: FlaskClient) -> None:
    token = new_token(client, "watten")
    move = first_move(client, "watten", token)
    one = ok(post(client, "watten", "moves", {"state_token": token, "move": move}))
    two = ok(post(client, "watten", "moves", {"state_token": token, "move": move}))
    assert one["state_token"] != two["state_token"]
    assert raw(one["state_token"])[5:17] != raw(two["state_token"])[5:17]
    assert opened(app, "watten", one["state_token"]) == opened(app, "watten",
                                                               two["state_token"])
    state = opened(app, "watten", token)
    sealer = sealer_of(app)
    assert sealer.seal("watten", state) != sealer.seal("watten", state)


def _without_tokens(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_tokens(v) for k, v in value.items() if k != "state_token"}
    if isinstance(value, list):
        return [_without_tokens(v) for v in value]
    return value


def _numbers(value: Any) -> Iterator[int]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _numbers(v)
    elif isinstance(value, list):
        for v in value:
            yield from _numbers(v)
    elif isinstance(value, int) and not isinstance(value, bool):
        yield value


@pytest.mark.parametrize(("game", "preset"), FIRST_PRESETS)
def test_sealed_answers_show_no_card_hidden_from_the_seat_and_no_seed(
        app: Flask, client: FlaskClient, game: str, preset: str) -> None:
    """Seat 1 drives every seat's moves (as a client playing against bots does); each
    /states and /moves answer, tokens left out, is scanned for the cards seat 1 may not
    see before or after the move (the rule oracle of the session leak tests), for a
    `seed` key and for the state's seed. Every token of the hand has the same length."""
    seat = 1
    options = get_game(game).resolve_options(None, preset)
    deck = {c.code for c in get_game(game).deck(options)}
    previous: list[Json] = []
    scanned = {"answers": 0, "secret": 0}

    def on_answer(route: str, request: Json, answer: Json, move: Json | None) -> None:
        after = opened(app, game, answer["state_token"])
        before = previous[-1] if previous else after
        played = {move["card"]} if move and "card" in move else set()
        secret = forbidden(before, after, seat, played)
        body = _without_tokens(answer)
        leaked = mentioned_cards(body, deck) & secret
        assert not leaked, f"{route} {move}: seat {seat} saw {sorted(leaked)}"
        assert "seed" not in set(keys(body))
        assert after["seed"] not in set(_numbers(body))
        previous.append(after)
        scanned["answers"] += 1
        scanned["secret"] += len(secret)

    tokens = play_sealed(client, game, preset, seat, MAX_STEPS, on_answer)
    assert scanned["answers"] == len(tokens) and scanned["secret"] > 0
    assert len({len(t) for t in tokens}) == 1, "the token's length varies with the state"


def test_sealed_tokens_never_reach_the_log(app: Flask, client: FlaskClient,
                                          caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    token = new_token(client, "hearts")
    move = first_move(client, "hearts", token)
    answer = ok(post(client, "hearts", "moves", {"state_token": token, "move": move}))
    expect_error(post(client, "hearts", "views", {"state_token": token[:-2], "seat": 0}),
                 422, "invalid_state_token")
    for t in (token, answer["state_token"], token[:-2]):
        assert t not in caplog.text


# ----- the OpenAPI spec ---------------------------------------------------------------

def _component(spec: Json, ref: str) -> Json:
    component: Json = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
    return component


def test_the_spec_documents_state_token_as_the_alternative_to_state(app: Flask) -> None:
    spec = app.test_client().get("/openapi.json").get_json()
    for route in ROUTES:
        operation = spec["paths"][f"/v1/games/{{game}}/{route}"]["post"]
        body = _component(spec, operation["requestBody"]["content"]["application/json"]
                          ["schema"]["$ref"])
        plain, sealed = (_component(spec, arm["$ref"]) for arm in body["oneOf"])
        assert "state" in plain["required"] and "state_token" not in plain["properties"]
        assert "state_token" in sealed["required"] and "state" not in sealed["properties"]
        assert plain["additionalProperties"] is sealed["additionalProperties"] is False
        assert "503" in operation["responses"], route
    states = spec["paths"]["/v1/games/{game}/states"]["post"]
    assert {"sealed", "seat"} <= set(_component(spec, states["requestBody"]["content"][
        "application/json"]["schema"]["$ref"])["properties"])
    answers = [r["$ref"] for r in states["responses"]["201"]["content"]["application/json"]
               ["schema"]["oneOf"]]
    assert [_component(spec, r)["required"] for r in answers] == [
        ["sealed", "state"], ["sealed", "state_token"]]
    assert [_component(spec, r)["properties"]["sealed"]["enum"] for r in answers] == [
        [False], [True]]  # a value tells them apart, not only which field is there
    moves = spec["paths"]["/v1/games/{game}/moves"]["post"]["responses"]["200"]
    outcomes = [r["$ref"] for r in moves["content"]["application/json"]["schema"]["oneOf"]]
    sealed = [r for r in outcomes if r.endswith("SealedMoveApplied")]  # one per game
    assert len(sealed) == len(all_games()), outcomes
    for ref in sealed:
        assert "state_token" in _component(spec, ref)["required"]
    codes = spec["components"]["schemas"]["ErrorCode"]["description"]  # the enum's list
    for code in ("invalid_state_token", "state_sealing_unavailable",
                 "sealed_deal_not_allowed"):
        assert f"`{code}`" in codes


# ----- event redaction ----------------------------------------------------------------

def test_sealed_move_events_are_redacted_for_the_requests_seat(
        app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    """No game declares a private event field today, so this test declares one: with
    Karnöffel's `card_played.card` seen only by its `seat`, a sealed /moves answer shows
    the card to that seat and `null` to another seat and to a spectator (the catalogue's
    own redaction); a plain /moves answer, whose client holds the whole state, shows it."""
    game = get_game("karnoeffel")
    private = EventType("card_played", "test: the card is private", {
        "seat": seat_field("Who played."),
        "card": Field("card", "The card.", seen_by=("seat",)),
        "call": Field("str", "unused", required=False)})
    catalogue = EventCatalogue(*(private if t.name == "card_played" else t
                                 for t in game.events))
    monkeypatch.setattr(game, "events", catalogue)
    client = app.test_client()
    token = new_token(client, "karnoeffel")
    state = opened(app, "karnoeffel", token)
    move = next(m for m in ok(post(client, "karnoeffel", "legal-moves", {
        "state_token": token}))["moves"] if m["type"] == "play")
    mover, other = move["seat"], (move["seat"] + 1) % 4

    def played_card(body: Json) -> Any:
        answer = ok(post(client, "karnoeffel", "moves", {"move": move, **body}))
        return next(e["card"] for e in answer["events"] if e["type"] == "card_played")

    assert played_card({"state_token": token, "seat": mover}) == move["card"]
    assert played_card({"state_token": token, "seat": other}) is None
    assert played_card({"state_token": token}) is None
    assert played_card({"state": state}) == move["card"]
