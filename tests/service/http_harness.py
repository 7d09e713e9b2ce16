"""A small HTTP harness over the Flask test client, reusable for rules vectors.

Plain helpers (each asserts the status and returns the parsed JSON)::

    state = create_state(client, "watten", seed=1, dealer=0)
    outcome = post_move(client, "watten", state, {"seat": 1, "type": "call_rank", "rank": "K"})
    state = play(client, "watten", state, move)            # asserts legal, returns new state
    moves = legal_moves(client, "watten", state, seat=1)["moves"]
    expect_error(client.post(...), 422, "bad_card", path="move.card")

Data-driven vectors (`run_vector`)::

    {"game": "watten",
     "new": {"seed": 1, "dealer": 0, "deal": {"hands": [[...], [...], [...], [...]]}},
     "steps": [
       {"move": {"seat": 1, "type": "call_rank", "rank": "K"}},
       {"move": {"seat": 2, "type": "call_suit", "suit": "H"},
        "expect": {"legal": false, "code": "not_your_turn"}},
       {"move": {...}, "expect": {"events": [{"type": "trick_won", "seat": 2}],
                                  "trick": {"winner": 2}, "state": {"tricks_won": [0, 1]}}}
     ],
     "final": {"scores": [2, 0]}}

``expect`` values are matched as subsets (`assert_subset`): a dict matches if its keys
match; a list of the same length matches item by item, except ``events``, whose
expected items must appear in order among the actual events. A step without ``expect``
must be legal. A vector may start from ``"state"`` (a full state) instead of ``"new"``.

`SpecCheckingClient` validates every response of a documented route against the
OpenAPI spec of the app (via schemathesis), so harness users get conformance checks
for free.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import schemathesis
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

Json = dict[str, Any]


# ----- spec-checking client --------------------------------------------------------------

def load_schema(app: Flask) -> Any:
    return schemathesis.openapi.from_wsgi("/openapi.json", app)


class SpecCheckingClient(FlaskClient):
    """A test client that validates each response against the OpenAPI spec."""

    spec_schema: Any = None

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response = super().open(*args, **kwargs)
        if self.spec_schema is not None:
            request = response.request
            operation = self.spec_schema.find_operation_by_path(request.method, request.path)
            if operation is not None:
                operation.validate_response(response)
        return response


# ----- single requests ------------------------------------------------------------------

def post(client: FlaskClient, game: str, resource: str, body: Any) -> TestResponse:
    return client.post(f"/v1/games/{game}/{resource}", json=body)


def _json(response: TestResponse, status: int) -> Json:
    assert response.status_code == status, (response.status_code, response.get_json())
    data = response.get_json()
    assert isinstance(data, dict)
    return data


def create_state(client: FlaskClient, game: str, **body: Any) -> Json:
    """POST .../states with ``body`` (options, preset, seed, dealer, deal); the state."""
    state: Json = _json(post(client, game, "states", body), 201)["state"]
    return state


def legal_moves(client: FlaskClient, game: str, state: Json, seat: int | None = None) -> Json:
    body: Json = {"state": state}
    if seat is not None:
        body["seat"] = seat
    return _json(post(client, game, "legal-moves", body), 200)


def post_move(client: FlaskClient, game: str, state: Json, move: Json) -> Json:
    """POST .../moves; the outcome (legal or not)."""
    return _json(post(client, game, "moves", {"state": state, "move": move}), 200)


def play(client: FlaskClient, game: str, state: Json, move: Json) -> Json:
    """Apply a move that must be legal; the new state."""
    outcome = post_move(client, game, state, move)
    assert outcome["legal"] is True, (move, outcome)
    new_state: Json = outcome["state"]
    return new_state


def view(client: FlaskClient, game: str, state: Json, seat: int | None) -> Json:
    data: Json = _json(post(client, game, "views", {"state": state, "seat": seat}), 200)["view"]
    return data


def bot_move(client: FlaskClient, game: str, state: Json, level: str = "random",
             **body: Any) -> Json:
    return _json(post(client, game, "bot-moves", {"state": state, "level": level, **body}),
                 200)


def expect_error(response: TestResponse, status: int, code: str,
                 path: str | None = None) -> Json:
    """Assert the one error shape, its status and code (and that ``path`` is named)."""
    body = response.get_json()
    assert response.status_code == status, (response.status_code, body)
    assert isinstance(body, dict) and set(body) == {"code", "status", "message", "errors"}, body
    assert body["status"] == status and body["code"] == code, body
    assert isinstance(body["message"], str) and body["message"], body
    assert isinstance(body["errors"], dict), body
    if path is not None:
        assert path in body["errors"], (path, body["errors"])
    return body


def is_listed(move: Json, listed: list[Json]) -> bool:
    """Is ``move`` among the legal moves of /legal-moves (a descriptor such as a Hearts
    pass ``{seat, type, count, choose_from}`` stands for every choice of ``count`` cards)?"""
    for item in listed:
        if item == move:
            return True
        if "choose_from" in item and item["seat"] == move.get("seat") \
                and item["type"] == move.get("type"):
            cards = move.get("cards", [])
            if len(cards) == item["count"] and len(set(cards)) == len(cards) \
                    and set(cards) <= set(item["choose_from"]):
                return True
    return False


# ----- vectors -----------------------------------------------------------------------------

def assert_subset(expected: Any, actual: Any, where: str = "") -> None:
    if isinstance(expected, Mapping):
        assert isinstance(actual, Mapping), f"{where}: expected an object, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}.{key}: missing in {actual!r}"
            if key == "events":
                assert_events(value, actual[key], f"{where}.{key}")
            else:
                assert_subset(value, actual[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), \
            f"{where}: expected {expected!r}, got {actual!r}"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            assert_subset(e, a, f"{where}[{i}]")
    else:
        assert expected == actual, f"{where}: expected {expected!r}, got {actual!r}"


def assert_events(expected: list[Any], actual: list[Any], where: str) -> None:
    """Each expected event matches (as a subset) a later actual event, in order."""
    i = 0
    for e in expected:
        while i < len(actual):
            try:
                assert_subset(e, actual[i])
                break
            except AssertionError:
                i += 1
        else:
            raise AssertionError(f"{where}: {e!r} not found in order in {actual!r}")
        i += 1


def run_vector(client: FlaskClient, vector: Json) -> Json:
    """Play a data-driven vector (format in the module docstring); the final state."""
    game = vector["game"]
    state = vector["state"] if "state" in vector else create_state(client, game,
                                                                   **vector.get("new", {}))
    for n, step in enumerate(vector.get("steps", [])):
        outcome = post_move(client, game, state, step["move"])
        expect = dict(step.get("expect", {"legal": True}))
        expect.setdefault("legal", True)
        code = expect.pop("code", None)
        where = f"step {n} {step['move']}"
        if code is not None:
            assert outcome["legal"] is False, f"{where}: expected {code}, got a legal move"
            assert outcome["error"]["code"] == code, f"{where}: {outcome['error']}"
        assert_subset(expect, outcome, where)
        if outcome["legal"]:
            state = outcome["state"]
    if "final" in vector:
        assert_subset(vector["final"], state, "final state")
    return state
