"""Every error path answers the one error shape ``{code, status, message, errors}`` with a
stable code, and nothing a client sends yields a 500."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import pytest
from flask import Flask
from werkzeug.exceptions import (
    ClientDisconnected,
    InternalServerError,
    MethodNotAllowed,
    NotFound,
    RequestEntityTooLarge,
)

from engine.errors import MalformedInput, UnknownGame
from service.app import create_app
from service.errors import ApiError, dump_json, exception_answer, flatten_messages
from service.sessions.stores import StoreFull, StoreUnavailable, TooManySessions
from tests.service.http_harness import create_state, expect_error, post, post_move

GAME = "watten"
HANDS = [["EA", "EK", "EO", "EU", "ET"], ["GA", "GK", "GO", "GU", "GT"],
         ["HA", "HK", "HO", "HU", "HT"], ["SA", "SK", "SO", "SU", "ST"]]
ROUTES = ["states", "legal-moves", "moves", "views", "bot-moves"]


@pytest.fixture
def state(client: Any) -> dict[str, Any]:
    return create_state(client, GAME, seed=7, dealer=0, deal={"hands": HANDS})


def post_raw(client: Any, route: str, data: bytes | str,
             content_type: str = "application/json", game: str = GAME) -> Any:
    return client.post(f"/v1/games/{game}/{route}", data=data, content_type=content_type)


# ----- the body -----------------------------------------------------------------------------

@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("data", ["{bad", '{"state": }', "{'a': 1}", '{"a": NaN}',
                                  '{"a": Infinity}', "[" * 5000 + "]" * 5000, b"\xff\xfe{"])
def test_invalid_json(client, route, data):
    expect_error(post_raw(client, route, data), 400, "invalid_json", "_")


@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("data", ["[1, 2]", '"text"', "42", "null", "true"])
def test_body_not_an_object(client, route, data):
    expect_error(post_raw(client, route, data), 422, "validation_error", "_")


@pytest.mark.parametrize(("data", "kind"), [("[1, 2]", "an array"), ('"text"', "a string"),
                                            ("42", "a number"), ("4.5", "a number"),
                                            ("null", "null"), ("true", "a boolean")])
def test_a_body_that_is_not_an_object_is_named_in_jsons_words(client, data, kind):
    body = expect_error(post_raw(client, "moves", data), 422, "validation_error", "_")
    assert body["message"] == f"the body must be a JSON object, not {kind}"


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x", "application/xml",
                                          "text/json"])
def test_wrong_content_type(client, content_type):
    resp = post_raw(client, "moves", '{"state": {}, "move": {}}', content_type=content_type)
    expect_error(resp, 415, "unsupported_media_type", "_")


@pytest.mark.parametrize("content_type", ["application/merge-patch+json",
                                          "application/vnd.api+json"])
def test_a_structured_json_media_type_is_json(client, content_type):
    """README: application/json or any application/…+json (RFC 6839) is read as JSON."""
    resp = post_raw(client, "states", '{"seed": 1}', content_type=content_type)
    assert resp.status_code == 201, resp.get_json()


def test_empty_body_names_missing_fields(client):
    body = expect_error(post_raw(client, "moves", ""), 422, "validation_error")
    assert set(body["errors"]) == {"state", "move"}
    # An empty body of a route whose fields are all optional is a default request.
    assert post_raw(client, "states", "").status_code == 201


def test_unknown_envelope_field(client, state):
    resp = post(client, GAME, "moves", {"state": state, "move": {}, "extra": 1})
    expect_error(resp, 422, "validation_error", "extra")


@pytest.mark.parametrize("seat", ["1", 1.5, True, [1], {"n": 1}])
def test_wrong_types(client, state, seat):
    expect_error(post(client, GAME, "views", {"state": state, "seat": seat}), 422,
                 "validation_error", "seat")
    expect_error(post(client, GAME, "legal-moves", {"state": state, "seat": seat}), 422,
                 "validation_error", "seat")


@pytest.mark.parametrize("value", ["yes", "true", "on", 1, "1", 0, None, [True]])
def test_flags_are_json_booleans(client, state, value):
    """`sealed` and `explain` are `true` or `false`: marshmallow's own Boolean took
    "yes", "on", 1 and "1" as true, and a typo could ask for a token or a search."""
    expect_error(post(client, GAME, "states", {"sealed": value}), 422, "validation_error",
                 "sealed")
    expect_error(post(client, GAME, "bot-moves", {"state": state, "level": "random",
                                                  "explain": value}),
                 422, "validation_error", "explain")


@pytest.mark.parametrize("value", [[], "state", 3, None])
def test_state_not_an_object(client, value):
    expect_error(post(client, GAME, "legal-moves", {"state": value}), 422,
                 "validation_error", "state")


def test_nested_envelope_paths(client):
    body = expect_error(post(client, GAME, "states", {"deal": {"hands": [["EA", 3]],
                                                               "seed": "x"}}),
                        422, "validation_error")
    assert set(body["errors"]) == {"deal.hands[0][1]", "deal.seed"}


def test_oversized_body(client):
    big = json.dumps({"state": {"x": "a" * (300 * 1024)}, "move": {}})
    expect_error(post_raw(client, "moves", big), 413, "payload_too_large")


def test_max_content_length_is_configurable():
    app = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 100})
    resp = app.test_client().post(f"/v1/games/{GAME}/states", json={"options": {"x": "y" * 200}})
    expect_error(resp, 413, "payload_too_large")


@pytest.mark.parametrize("limit", [100, 262144])
def test_a_413_message_names_the_limit(limit):
    """The client learns how large a body may be (``MAX_CONTENT_LENGTH``, 262144 by
    default), not only that its body was too large."""
    app = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": limit})
    resp = app.test_client().post(f"/v1/games/{GAME}/moves",
                                  json={"state": {"x": "y" * limit}, "move": {}})
    body = expect_error(resp, 413, "payload_too_large")
    assert str(limit) in re.findall(r"\d+", body["message"]), body


@pytest.mark.parametrize("fields", [1, 2, 3, 4, 5, 9])
def test_a_schema_refusals_message_names_fields_it_refuses_and_counts_the_rest(client, fields):
    """The message of a 422 ``validation_error`` sums ``errors`` up: each field it names is
    one of them, and the fields it does not name are counted (``(and N more)``, only when
    there are more), so named + counted = every refused field."""
    names = [f"extra_field_{i}" for i in range(fields)]
    body = expect_error(post(client, GAME, "states", dict.fromkeys(names, 1)), 422,
                        "validation_error")
    assert set(body["errors"]) == set(names)
    message = body["message"]
    named = [name for name in names if re.search(rf"\b{name}\b", message)]
    more = re.findall(r"\(and (\d+) more\)", message)
    assert len(more) <= 1 and more != ["0"], message
    assert named and len(named) + sum(int(n) for n in more) == fields, message


def test_a_query_parameters_refusal_does_not_blame_a_body(client):
    """``GET …/events?after=x`` has no body: its 422 names the query parameter, and its
    message does not say the body is invalid (a body's refusal does)."""
    created = client.post("/v1/sessions", json={"game": GAME, "seats": [{"kind": "human"}] * 4})
    assert created.status_code == 201, created.get_json()
    session = created.get_json()
    resp = client.get(f"/v1/sessions/{session['id']}/events?after=x",
                      headers={"Authorization": f"Bearer {session['host_token']}"})
    body = expect_error(resp, 422, "validation_error", "query.after")
    assert "query.after" in body["message"] and "body" not in body["message"], body
    body = expect_error(post(client, GAME, "states", {"extra": 1}), 422, "validation_error")
    assert "body" in body["message"], body


# ----- game, options, presets -------------------------------------------------------------------

@pytest.mark.parametrize("route", ROUTES)
def test_unknown_game_is_404_whatever_the_body(client, route):
    body = expect_error(post_raw(client, route, "{bad", game="chess"), 404, "unknown_game",
                        "game")
    assert "watten" in body["message"]
    expect_error(client.get("/v1/games/chess"), 404, "unknown_game", "game")


def test_unknown_option(client):
    body = expect_error(post(client, GAME, "states", {"options": {"jokers": True}}), 422,
                        "unknown_option", "options.jokers")
    assert "jokers" in body["message"]


@pytest.mark.parametrize("options, path", [
    ({"target": "15"}, "options.target"),
    ({"target": 1000}, "options.target"),
    ({"players": 4.0}, "options.players"),
    ({"players": 5}, "options.players"),
    ({"criticals": "yes"}, "options.criticals"),
    ({"variant": "scottish"}, "options.variant"),
])
def test_invalid_option_value(client, options, path):
    expect_error(post(client, GAME, "states", {"options": options}), 422, "invalid_option", path)


def test_options_of_the_wrong_type(client):
    expect_error(post(client, GAME, "states", {"options": [1]}), 422, "validation_error",
                 "options")


def test_unknown_preset(client):
    body = expect_error(post(client, GAME, "states", {"preset": "scottish"}), 422,
                        "unknown_preset", "preset")
    assert "bavarian" in body["message"]


def test_dealer_out_of_range(client):
    expect_error(post(client, GAME, "states", {"dealer": 4}), 422, "invalid_input", "dealer")


# ----- cards and deals -----------------------------------------------------------------------

def test_bad_card_in_deal(client):
    hands = [list(h) for h in HANDS]
    hands[0][1] = "XX"
    body = expect_error(post(client, GAME, "states", {"deal": {"hands": hands}}), 422,
                        "bad_card", "deal.hands[0][1]")
    assert "XX" in body["message"] and "HK" in body["message"]  # names the valid deck


def test_lower_case_card_is_bad(client, state):
    move = {"seat": 1, "type": "play", "card": "ga"}
    expect_error(post(client, GAME, "moves", {"state": state, "move": move}), 422, "bad_card",
                 "move.card")


def test_duplicate_card_in_deal(client):
    hands = [list(h) for h in HANDS]
    hands[1][0] = "EA"
    expect_error(post(client, GAME, "states", {"deal": {"hands": hands}}), 422, "invalid_deal",
                 "deal.hands[1][0]")


def test_wrong_hand_size_in_deal(client):
    hands = [list(h) for h in HANDS]
    hands[3] = hands[3][:4]
    expect_error(post(client, GAME, "states", {"deal": {"hands": hands}}), 422, "invalid_deal",
                 "deal.hands[3]")


# ----- states that cannot occur ---------------------------------------------------------------

def test_state_with_a_duplicate_card(client, state):
    bad = {**state, "hands": [list(h) for h in state["hands"]]}
    bad["hands"][1][0] = bad["hands"][0][0]
    body = expect_error(post(client, GAME, "legal-moves", {"state": bad}), 422, "invalid_state")
    assert any(path.startswith("state.hands[1]") for path in body["errors"]), body


def test_state_with_a_bad_card_code(client, state):
    bad = {**state, "hands": [["ZZ", *state["hands"][0][1:]], *state["hands"][1:]]}
    expect_error(post(client, GAME, "views", {"state": bad, "seat": 0}), 422, "bad_card",
                 "state.hands[0][0]")


@pytest.mark.parametrize("field, value", [
    ("scores", [1.5, 0]), ("version", -1), ("dealer", 9), ("phase", "napping"),
    ("game", "karnoeffel"), ("trick", {"leader": 1, "cards": [], "extra": 1}),
])
def test_impossible_state(client, state, field, value):
    bad = {**state, field: value}
    body = expect_error(post(client, GAME, "moves", {"state": bad, "move": {}}), 422,
                        "invalid_state")
    assert any(path.startswith(f"state.{field}") for path in body["errors"]), body


def test_state_with_an_unknown_field(client, state):
    expect_error(post(client, GAME, "views", {"state": {**state, "cheat": 1}, "seat": 0}), 422,
                 "invalid_state", "state.cheat")


def test_scores_may_be_set_freely(client, state):
    """A posted state is the client's: a match scored on paper can be resumed."""
    resumed = {**state, "scores": [9, 12], "tense": [False, False]}
    resumed.pop("tense")  # derived: may be omitted
    out = post_move(client, GAME, resumed, {"seat": 1, "type": "call_rank", "rank": "A"})
    assert out["legal"] and out["state"]["scores"] == [9, 12]


# ----- moves ---------------------------------------------------------------------------------

def test_move_by_the_wrong_seat_is_a_rule_violation(client, state):
    out = post_move(client, GAME, state, {"seat": 3, "type": "call_rank", "rank": "A"})
    assert out["legal"] is False and out["error"]["code"] == "not_your_turn"


def test_move_in_the_wrong_phase_is_a_rule_violation(client, state):
    out = post_move(client, GAME, state, {"seat": 1, "type": "play", "card": "GA"})
    assert out["legal"] is False and out["error"]["code"] == "wrong_phase"


def test_card_not_in_hand_is_a_rule_violation(client, state):
    state = post_move(client, GAME, state, {"seat": 1, "type": "call_rank", "rank": "A"})["state"]
    state = post_move(client, GAME, state, {"seat": 0, "type": "call_suit", "suit": "G"})["state"]
    out = post_move(client, GAME, state, {"seat": 1, "type": "play", "card": "EA"})
    assert out["legal"] is False and out["error"]["code"] == "card_not_in_hand"


def test_unknown_move_type(client, state):
    body = expect_error(post(client, GAME, "moves", {"state": state,
                                                     "move": {"seat": 1, "type": "cheat"}}),
                        422, "unknown_move_type", "move.type")
    assert "call_rank" in body["message"]


@pytest.mark.parametrize("move, path", [
    ({"seat": 1, "type": "call_rank"}, "move.rank"),
    ({"seat": 1, "type": "call_rank", "rank": "Z"}, "move.rank"),
    ({"type": "call_rank", "rank": "A"}, "move.seat"),
    ({"seat": "1", "type": "call_rank", "rank": "A"}, "move.seat"),
    ({"seat": 1, "rank": "A"}, "move.type"),
    ({"seat": 1, "type": "raise", "card": "GA"}, "move.card"),
])
def test_malformed_move(client, state, move, path):
    expect_error(post(client, GAME, "moves", {"state": state, "move": move}), 422,
                 "invalid_input", path)


def test_move_not_an_object(client, state):
    expect_error(post(client, GAME, "moves", {"state": state, "move": [1]}), 422,
                 "validation_error", "move")


@pytest.mark.parametrize("seat", [4, 15, -1])
def test_seat_out_of_range(client, state, seat):
    move = {"seat": seat, "type": "call_rank", "rank": "A"}
    code = "validation_error" if seat < 0 else "invalid_input"
    expect_error(post(client, GAME, "moves", {"state": state, "move": move}), 422,
                 "invalid_input", "move.seat")
    expect_error(post(client, GAME, "views", {"state": state, "seat": seat}), 422, code, "seat")
    expect_error(post(client, GAME, "legal-moves", {"state": state, "seat": seat}), 422, code,
                 "seat")
    expect_error(post(client, GAME, "bot-moves", {"state": state, "seat": seat,
                                                  "level": "random"}), 422, code, "seat")


# ----- bots ----------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["heuristic", "expert"])
def test_bot_level_without_a_kit(client, state, level, without_bot_kit):
    """A game whose bot kit is missing answers 422 for the search levels (random works)."""
    without_bot_kit(GAME)
    body = expect_error(post(client, GAME, "bot-moves", {"state": state, "level": level}), 422,
                        "unsupported_bot_level", "level")
    assert GAME in body["message"]
    out = post(client, GAME, "bot-moves", {"state": state, "level": "random", "seed": 1})
    assert out.status_code == 200


def test_unknown_bot_level(client, state):
    expect_error(post(client, GAME, "bot-moves", {"state": state, "level": "godlike"}), 422,
                 "validation_error", "level")


def test_bot_seat_without_moves(client, state):
    expect_error(post(client, GAME, "bot-moves", {"state": state, "seat": 3, "level": "random"}),
                 422, "no_legal_moves", "seat")


@pytest.mark.parametrize("budget", [0, 5_001, 1.5])
def test_bot_budget_bounds(client, state, budget):
    expect_error(post(client, GAME, "bot-moves", {"state": state, "level": "random",
                                                  "budget_ms": budget}),
                 422, "validation_error", "budget_ms")


@pytest.mark.parametrize("iterations", [0, 100_001, 2.5, "10"])
def test_bot_iteration_bounds(client, state, iterations):
    expect_error(post(client, GAME, "bot-moves", {"state": state, "level": "expert",
                                                  "iterations": iterations}),
                 422, "validation_error", "iterations")


# ----- routing -------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/v1", "/v1/games/watten/nope", "/v2/games", "/index",
                                  "/v1/games/"])
def test_unknown_route(client, path):
    expect_error(client.get(path), 404, "not_found")


@pytest.mark.parametrize("path", ["/v1//games", "//v1/games", "/v1/games//watten",
                                  "/v1/games/watten//moves", "/v1//games/watten/moves"])
def test_a_doubled_slash_is_no_route_not_a_redirect(client, state, path):
    """werkzeug would answer 308 with an HTML page and a Location built from the Host
    header; the API answers its one error shape. With a move body the fast lane would
    take at its own path, too."""
    body = {"state": state, "move": {"seat": 1, "type": "call_rank", "rank": "K"}}
    resp = client.post(path, json=body) if path.endswith("moves") else client.get(path)
    expect_error(resp, 404, "not_found")
    assert "Location" not in resp.headers


@pytest.mark.parametrize("method, path, allow", [
    ("get", "/v1/games/watten/moves", "POST"),
    ("put", "/v1/games/watten/states", "POST"),
    ("delete", "/v1/games/watten", "GET"),
    ("post", "/v1/games", "GET"),
    ("post", "/healthz", "GET"),
])
def test_method_not_allowed_keeps_allow(client, method, path, allow):
    resp = getattr(client, method)(path)
    expect_error(resp, 405, "method_not_allowed")
    assert allow in resp.headers["Allow"]


@pytest.mark.parametrize("method, path", [("get", "/v1/games/watten/moves"),
                                          ("delete", "/v1/games/watten")])
def test_a_405_message_names_the_methods_the_route_allows(client, method, path):
    resp = getattr(client, method)(path)
    body = expect_error(resp, 405, "method_not_allowed")
    allowed = [m.strip() for m in resp.headers["Allow"].split(",")]
    assert all(re.search(rf"\b{m}\b", body["message"]) for m in allowed), body


def test_an_unknown_routes_message_points_at_the_documented_routes(client):
    """The spec is served at /openapi.json (README "Clients"): the 404 of a path that is no
    route says where the routes are."""
    body = expect_error(client.get("/v1/nope"), 404, "not_found")
    assert "/openapi.json" in body["message"], body


# ----- the catch-all -------------------------------------------------------------------------

def test_unexpected_exception_is_a_logged_500(raw_client, monkeypatch, caplog, state):
    from service import actions

    def boom(game: Any, body: Any, sealer: Any = None) -> Any:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(actions, "legal_moves", boom)
    resp = raw_client.post(f"/v1/games/{GAME}/legal-moves", json={"state": state})
    body = expect_error(resp, 500, "internal_error")
    assert "engine bug" not in body["message"]  # no internals leak
    assert "engine bug" in caplog.text


def test_an_http_5xx_raised_by_a_view_is_a_logged_500(raw_client, monkeypatch, caplog, state):
    """Anything unexpected is a 500 ``internal_error``, logged with its traceback: also a
    Werkzeug ``InternalServerError`` (an HTTPException, answered by the HTTP handler),
    and its description (written for the log) does not reach the client ("hidden
    information never leaks": errors)."""
    from service import actions

    def boom(game: Any, body: Any, sealer: Any = None) -> Any:
        raise InternalServerError("engine bug")

    monkeypatch.setattr(actions, "legal_moves", boom)
    with caplog.at_level(logging.ERROR, logger="service.errors"):
        resp = raw_client.post(f"/v1/games/{GAME}/legal-moves", json={"state": state})
    body = expect_error(resp, 500, "internal_error")
    assert body["message"] == "internal server error"
    assert "engine bug" not in resp.get_data(as_text=True)
    logged = [r for r in caplog.records if r.name == "service.errors"]
    assert any(r.levelno >= logging.ERROR and r.exc_info for r in logged), caplog.text


@pytest.mark.parametrize("value, expected", [
    ({"name": "Kö", "n": 2**64}, '{"name":"Kö","n":18446744073709551616}'),
    ({"seed": -(2**70), "hands": [["EA"]]}, '{"seed":-1180591620717411303424,"hands":[["EA"]]}'),
    ({1: "ä", "b": [True, None]}, '{"1":"ä","b":[true,null]}'),
])
def test_dump_json_answers_what_orjson_refuses_as_compact_utf8(value, expected):
    """`dump_json`: compact UTF-8 JSON, keys in insertion order, also for what orjson
    refuses (an integer beyond 64 bits, a key that is not a string), so that every body
    that could be answered still is."""
    assert dump_json(value) == expected.encode("utf-8")


RAISED: list[Exception] = [
    NotFound(), MethodNotAllowed(valid_methods=["GET", "HEAD"]), ClientDisconnected(),
    RequestEntityTooLarge(),
    ApiError(401, "missing_token", "no token", {"_": "no token"},
             {"WWW-Authenticate": 'Bearer realm="stichwerk"'}),
    MalformedInput("bad card XX", {"move.card": "XX"}, "bad_card"),
    MalformedInput("a move of the wrong shape"),
    UnknownGame("chess", ["hearts", "watten"]),
    StoreUnavailable("redis", "connection refused", 7), StoreFull("memory", "MAX_SESSIONS"),
    TooManySessions(3, 60), RuntimeError("a bug"),
]
RAISE_PATH = "/raise-for-this-test"


@pytest.fixture(scope="module")
def raising_app() -> tuple[Flask, list[Exception]]:
    """An app with one extra route that raises what the test puts in the list."""
    app = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 4321})
    raising: list[Exception] = []

    def view() -> Any:
        raise raising[0]

    app.add_url_rule(RAISE_PATH, "raise_for_this_test", view)
    return app, raising


@pytest.mark.parametrize("error", RAISED, ids=lambda e: type(e).__name__)
def test_exception_answer_is_what_flasks_handlers_answer(raising_app, error):
    """The fast lane answers a session move's exception with `exception_answer`, which
    promises Flask's answer for the same exception raised by a view (the handler of the
    nearest class in its MRO): status, body and headers."""
    app, raising = raising_app
    raising[:] = [error]
    resp = app.test_client().get(RAISE_PATH)
    answer = exception_answer(error, 4321)
    assert (resp.status_code, resp.get_json()) == (answer.status, answer.body)
    assert answer.body["code"] != "internal_error" or isinstance(error, RuntimeError)
    for name, value in answer.headers.items():
        assert resp.headers[name] == value, name


@pytest.mark.parametrize("messages, errors", [
    ({"_schema": ["send one of them"]}, {"_": "send one of them"}),
    ("not an object", {"_": "not an object"}),
    (["a reason", "another"], {"_": "a reason another"}),
    ({"move": {"seat": "Not a valid integer."}}, {"move.seat": "Not a valid integer."}),
    ({"deal": {"hands": {0: {1: ["Bad card."]}}, "_schema": ["Invalid deal."]}},
     {"deal.hands[0][1]": "Bad card.", "deal": "Invalid deal."}),
    ({"state": [{"version": ["Too large."]}, {"scores": ["Not a list."]}]},
     {"state.version": "Too large.", "state.scores": "Not a list."}),
])
def test_flatten_messages_maps_each_reason_to_its_field_path(messages, errors):
    """The envelope's ``errors`` maps a field path (``deal.hands[0][1]``, ``move.seat``) to
    its reason, ``_`` standing for the body as a whole: from whatever nesting of dicts,
    lists and strings marshmallow reports."""
    assert flatten_messages(messages) == errors
