"""Issue 13: "one correct example per documented status", for the success answers.

The docs (`/docs`) and generated clients show an example for each documented status of
each route; without one, Swagger UI makes one up from the schema. The stateless POST
routes show each game's real answer (tests/service/test_service_openapi.py); here the GET
routes: `/`, `/healthz`, `/readyz`, `/v1/games` and `/v1/games/{game}` show their real
answers too. The session routes' success answers are the one documented exception
(README "Clients": their ids and tokens are random), listed here so that no other route
loses its example unnoticed.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from engine.registry import all_games
from service.app import create_app

Json = dict[str, Any]

# README "Clients": "the session routes' success answers have no example (their ids and
# tokens are random)".
SESSION_SUCCESS_WITHOUT_EXAMPLE = {
    ("post", "/v1/sessions", "201"),
    ("get", "/v1/sessions/{session_id}", "200"),
    ("get", "/v1/sessions/{session_id}/events", "200"),
    ("get", "/v1/sessions/{session_id}/events/stream", "200"),
    ("post", "/v1/sessions/{session_id}/hints", "200"),
    ("post", "/v1/sessions/{session_id}/moves", "200"),
    ("post", "/v1/sessions/{session_id}/seats/{seat}/claim", "200"),
    ("post", "/v1/sessions/{session_id}/seats/{seat}/invitation", "200"),
    ("post", "/v1/sessions/{session_id}/seats/{seat}/leave", "200"),
    ("post", "/v1/sessions/{session_id}/seats/{seat}/token", "200"),
    ("post", "/v1/sessions/{session_id}/stream-tickets", "201"),
}


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def spec(app: Flask) -> Json:
    spec: Json = app.test_client().get("/openapi.json").get_json()
    return spec


def resolved(spec: Json, node: Json) -> Json:
    while "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def example_values(spec: Json, path: str, method: str, status: str,
                   media: str = "application/json") -> list[Any]:
    response = resolved(spec, spec["paths"][path][method]["responses"][status])
    content = response.get("content", {}).get(media, {})
    values = [resolved(spec, example)["value"]
              for example in content.get("examples", {}).values()]
    if "example" in content:
        values.append(content["example"])
    return values


def test_every_documented_status_shows_an_example_but_the_session_success_answers(spec):
    missing = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status in operation["responses"]:
                if status == "default" or status == "204":  # no status; no body
                    continue
                if not example_values(spec, path, method, status):
                    missing.add((method, path, status))
    assert missing == SESSION_SUCCESS_WITHOUT_EXAMPLE


def test_the_probe_examples_are_the_real_answers(app, spec):
    client = app.test_client()
    assert example_values(spec, "/healthz", "get", "200") == [client.get("/healthz").get_json()]
    ready = client.get("/readyz").get_json()  # the embedded store here
    assert ready in example_values(spec, "/readyz", "get", "200")


def test_the_game_list_example_is_the_real_answer(app, spec):
    assert example_values(spec, "/v1/games", "get", "200") == [
        app.test_client().get("/v1/games").get_json()]


def test_each_game_shows_its_real_description(app, spec):
    shown = example_values(spec, "/v1/games/{game}", "get", "200")
    client = app.test_client()
    assert shown == [client.get(f"/v1/games/{game.id}").get_json() for game in all_games()]


def test_the_front_doors_example_is_its_json_index(app, spec):
    index = app.test_client().get("/", headers={"Accept": "application/json"}).get_json()
    assert example_values(spec, "/", "get", "200") == [index]
