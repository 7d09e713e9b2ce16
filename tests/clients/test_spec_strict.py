"""The spec is exact and the Python client reads it: Redocly and Spectral pass without a
warning; every answer of random playouts of every game and preset (stateless routes and
a whole session against bots) conforms to the spec under a strict OpenAPI 3.1 validator
(openapi-schema-validator: closed objects, enums, nullability as written), which does
reject a wrong answer; and the generated Python client's models (clients/python) read
and write each of those answers back unchanged (from_dict / to_dict)."""

from __future__ import annotations

import copy
import importlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import ValidationError

from tests.clients.playouts import CASES, Answer, record_playout
from tests.service.http_harness import validate_response


def test_redocly_recommended_and_spectral_oas_report_no_error_and_no_warning(tools):
    tools.lint()  # raises SystemExit with the report on any error or warning


REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def client_models() -> Any:
    sys.path.insert(0, str(REPO / "clients" / "python"))
    try:
        return importlib.import_module("stichwerk_client.models")
    finally:
        sys.path.pop(0)


def model_classes(spec: dict[str, Any], models: Any, answer: Answer) -> list[Any]:
    """The client's model classes of the schema documented for ``answer`` (one for a
    reference, one per branch for a oneOf of references)."""
    responses = spec["paths"][answer.path][answer.method]["responses"]
    schema = responses[str(answer.status)]["content"]["application/json"]["schema"]
    refs = [schema] if "$ref" in schema else schema["oneOf"]
    return [getattr(models, r["$ref"].rsplit("/", 1)[1]) for r in refs]


def round_trips(classes: list[Any], body: dict[str, Any]) -> bool:
    for cls in classes:
        try:
            if cls.from_dict(body).to_dict() == body:
                return True
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
    return False


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_every_answer_of_a_random_playout_conforms_strictly_and_round_trips_in_python(
        client, spec_schema, client_models, game, preset):
    answers = record_playout(client, game, preset, seed=11)  # `client` validates each
    kinds = {(a.method, a.path) for a in answers}
    assert {("post", "/v1/games/{game}/moves"), ("post", "/v1/games/{game}/views"),
            ("post", "/v1/sessions/{session_id}/moves"),
            ("get", "/v1/sessions/{session_id}/events")} <= kinds
    assert any(a.body.get("hand") for a in answers if a.path.endswith("/moves"))
    for answer in answers:
        classes = model_classes(spec_schema.spec, client_models, answer)
        assert round_trips(classes, answer.body), (answer.method, answer.path, classes)


def _mutated(response: Any, change: Any) -> Any:
    body = copy.deepcopy(response.get_json())
    change(body)
    response.set_data(json.dumps(body))
    return response


@pytest.mark.parametrize("change", [
    lambda b: b["state"].update(typo_field=1),          # a closed object
    lambda b: b["state"]["hands"][0].__setitem__(0, None),  # a card is never null here
    lambda b: b["state"].update(phase="no_such_phase"),  # an enum
    lambda b: b["state"]["options"].pop(next(iter(b["state"]["options"]))),  # resolved
], ids=["unknown-field", "null-card", "bad-enum", "missing-resolved-option"])
def test_the_validator_rejects_a_state_that_breaks_the_spec(raw_client, spec_schema, change):
    response = raw_client.post("/v1/games/watten/states", json={"seed": 1})
    assert validate_response(spec_schema, response) is True
    with pytest.raises(ValidationError):
        validate_response(spec_schema, _mutated(response, change))


def test_the_validator_rejects_an_undeclared_error_code(raw_client, spec_schema):
    response = raw_client.get("/v1/games/nope")
    assert validate_response(spec_schema, response) is True
    with pytest.raises(ValidationError):
        validate_response(spec_schema, _mutated(response, lambda b: b.update(code="oops")))


def test_every_event_type_of_the_session_service_has_its_own_schema(spec_schema):
    from service.eventdocs import SERVICE_EVENTS
    from service.sessions.redaction import SESSION_EVENTS

    assert set(SERVICE_EVENTS) == set(SESSION_EVENTS)
