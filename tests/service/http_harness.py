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
OpenAPI 3.1 spec of the app with openapi-schema-validator (JSON Schema 2020-12, strict:
closed objects, enums, nullability exactly as written), so harness users get
conformance checks for free.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from werkzeug.test import TestResponse

Json = dict[str, Any]


# ----- spec-checking client --------------------------------------------------------------

class StrictSpec:
    """Validates answers against the app's OpenAPI 3.1 spec with openapi-schema-validator's
    `OAS31Validator` (JSON Schema 2020-12 plus the OpenAPI vocabulary; strict: closed
    objects, enums, nullability exactly as written, formats checked). One compiled
    validator per documented (path, method, status), references resolved in the spec."""

    BASE = "urn:stichwerk:openapi"

    def __init__(self, spec: Json) -> None:
        self.spec = spec
        self.registry: Registry[Any] = Registry().with_resource(
            self.BASE, Resource.from_contents(spec, default_specification=DRAFT202012))
        self.routes: list[tuple[re.Pattern[str], str]] = sorted(
            ((re.compile("^" + re.sub(r"\\{[^}]+\\}", "[^/]+", re.escape(path)) + "$"), path)
             for path in spec["paths"]), key=lambda route: route[1].count("{"))
        self._validators: dict[tuple[str, str, str], Any] = {}

    def template(self, path: str) -> str | None:
        """The documented path template of ``path`` (fewest parameters first)."""
        return next((template for pattern, template in self.routes
                     if pattern.match(path)), None)

    def validator(self, template: str, method: str, status: str) -> Any:
        key = (template, method, status)
        if key not in self._validators:
            pointer = "/".join(part.replace("~", "~0").replace("/", "~1") for part in
                               ("paths", template, method, "responses", status, "content",
                                "application/json", "schema"))
            self._validators[key] = OAS31Validator(
                {"$ref": f"{self.BASE}#/{pointer}"}, registry=self.registry,
                format_checker=OAS31Validator.FORMAT_CHECKER)
        return self._validators[key]

    def validate(self, method: str, path: str, status: int, content_type: str,
                 data: bytes, headers: Mapping[str, str] | None = None) -> bool:
        """Raise if the answer does not conform; False if the spec does not document the
        path and method (nothing to check). ``headers``: each of the service's own headers
        among them (`SERVICE_HEADER`) must be declared on the documented response."""
        template = self.template(path)
        operation = self.spec["paths"][template].get(method.lower()) if template else None
        if operation is None:
            return False
        responses = operation["responses"]
        documented = str(status) if str(status) in responses else "default"
        assert documented in responses, f"{method} {template}: status {status} is not " \
                                        f"documented ({sorted(responses)})"
        if headers is not None:
            self.assert_headers_declared(responses[documented], headers,
                                         f"{method} {template} {status}")
        content = responses[documented].get("content")
        if content is None:
            assert not data, f"{method} {template} {status}: a body where none is documented"
            return True
        assert content_type in content, f"{method} {template} {status}: {content_type}"
        body = json.loads(data)
        self.validator(template, method.lower(), documented).validate(body)
        if status >= 400 and documented != "default":
            assert_code_documented(responses[documented], body, f"{method} {template}")
        return True


    def assert_headers_declared(self, response: Json, headers: Mapping[str, str],
                                where: str) -> None:
        if "$ref" in response:  # a shared response of components.responses
            response = self.spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        declared = {name.lower() for name in response.get("headers", {})}
        sent = {name.lower() for name, _value in headers.items() if SERVICE_HEADER.match(name)}
        assert sent <= declared, f"{where}: sends {sorted(sent - declared)} undeclared"


#: Headers the service itself sets (not HTTP's own such as Content-Type, Vary, Allow, nor
#: CORS's, which the spec does not declare): each must be declared where it is sent.
SERVICE_HEADER = re.compile(r"^(X-.*|Retry-After|WWW-Authenticate|Idempotent-Replayed|"
                            r"Location|Link|ETag)$", re.IGNORECASE)


def assert_code_documented(response: Json, body: Any, where: str) -> None:
    """An error answer's ``code`` is one its route documents for that status: the
    response's description names each code the route answers with, in backticks
    (`service.resources._docs`)."""
    code = body.get("code") if isinstance(body, dict) else None
    assert f"`{code}`" in response.get("description", ""), \
        f"{where} {body.get('status')}: the code {code!r} is not documented for this " \
        f"status: {response.get('description')!r}"


def load_schema(app: Flask) -> StrictSpec:
    """The app's spec as a strict validator of answers."""
    return StrictSpec(app.test_client().get("/openapi.json").get_json())


def validate_response(spec: StrictSpec, response: TestResponse) -> bool:
    """Raise if ``response`` does not conform to the spec (status documented, body). False
    (nothing checked) for what the spec does not document (``/docs``, ``/openapi.json``) and
    for a body that is not JSON (a file of the docs page, an event stream: not read here)."""
    if response.mimetype != "application/json" and response.status_code != 204:
        return False
    request = response.request
    return spec.validate(request.method, request.path, response.status_code,
                         response.mimetype, response.get_data(), response.headers)


class SpecCheckingClient(FlaskClient):
    """A test client that validates each response against the OpenAPI spec."""

    spec_schema: StrictSpec | None = None

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response = super().open(*args, **kwargs)
        if self.spec_schema is not None:
            validate_response(self.spec_schema, response)
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
