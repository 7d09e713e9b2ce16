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
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import ValidationError

from engine.registry import all_games, get_game
from service.gamedocs import prefix
from tests.clients.playouts import CASES, Answer, concrete
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
    """The client's model classes of the schema documented for ``answer``, in the spec's
    order: one for a reference, and for a union (a oneOf of references, such as the
    per-game variants of an answer) each of its arms'."""
    responses = spec["paths"][answer.path][answer.method]["responses"]
    schema = responses[str(answer.status)]["content"]["application/json"]["schema"]
    return [getattr(models, name) for name in _arms(spec, schema)]


def _arms(spec: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        component = spec["components"]["schemas"][name]
        if "oneOf" not in component or "properties" in component:
            return [name]
        schema = component
    return [name for arm in schema["oneOf"] for name in _arms(spec, arm)]


def decoded(classes: list[Any], body: dict[str, Any]) -> Any:
    """What the generated client makes of ``body``: the first of the answer's classes
    that parses it (openapi-python-client tries a union's arms in order)."""
    for cls in classes:
        try:
            return cls.from_dict(body)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
    raise AssertionError(f"no class of {classes} parses the answer")


GAME_PREFIXES = tuple(prefix(g) for g in all_games())


def foreign_models(model: Any, game: str) -> list[str]:
    """Every model in ``model``'s tree that belongs to another game than ``game`` (by
    its class name: ``HeartsTrickWonSessionEvent``), or that kept fields of the answer it
    has no attribute for (``additional_properties`` beside declared fields: fields the
    client does not type; a map, such as ``reason_codes``, has nothing else)."""
    own = prefix(get_game(game))
    found: list[str] = []
    todo = [model]
    while todo:
        item = todo.pop()
        if isinstance(item, list | tuple):
            todo.extend(item)
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif hasattr(item, "to_dict") and hasattr(item, "__attrs_attrs__"):
            name = type(item).__name__
            if name.startswith(GAME_PREFIXES) and not name.startswith(own):
                found.append(name)
            declared = [a for a in item.__attrs_attrs__ if a.name != "additional_properties"]
            if declared and getattr(item, "additional_properties", None):
                found.append(f"{name}.additional_properties")
            todo.extend(getattr(item, a.name) for a in item.__attrs_attrs__)
    return found


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_every_answer_of_a_random_playout_conforms_strictly_and_round_trips_in_python(
        playout, spec_schema, client_models, game, preset):
    """Each answer conforms (the ``playout`` fixture's spec-checking client validates it),
    and the generated Python client reads it as the models of its own game, every field
    typed, and writes it back unchanged."""
    answers = playout(game, preset, 11)  # recorded once per process, each answer validated
    kinds = {(a.method, a.path) for a in answers}
    assert {("post", "/v1/games/{game}/moves"), ("post", "/v1/games/{game}/views"),
            ("post", "/v1/sessions/{session_id}/moves"),
            ("get", "/v1/sessions/{session_id}/events")} <= kinds
    assert any(a.body.get("hand") for a in answers if a.path.endswith("/moves"))
    for answer in answers:
        model = decoded(model_classes(spec_schema.spec, client_models, answer), answer.body)
        assert model.to_dict() == answer.body, (answer.method, answer.path, type(model))
        assert foreign_models(model, game) == [], (answer.method, answer.path, answer.body)


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


def moves_with_a_call() -> list[dict[str, Any]]:
    """Legal Watten moves with the Trumpf-oder-Kritisch ``call`` (``tok_mode: on_call``):
    a field only Watten's play move has, found by random play from seed 0 (bounded)."""
    game = get_game("watten")
    state = game.new_state(game.resolve_options({"tok_mode": "on_call"}), seed=0, dealer=0)
    rng = random.Random(0)
    for _ in range(400):
        moves = [m for s in game.to_act(state) for m in game.legal_moves_json(state, s)]
        calls = [m for m in moves if "call" in m]
        if calls:
            return calls
        state = game.apply(state, game.parse_move(rng.choice(moves), state)).state
    raise AssertionError("no call move within 400 random moves")


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_request_models_keep_every_field_of_a_games_moves_and_options(
        playout, client_models, game, preset):
    """A request model built from a game's legal moves and options (``from_dict``, as the
    README's example does) writes them back unchanged: a union of the games' moves or
    options must not read one game's as another's and drop what that one lacks (a Watten
    `call`; Watten options read as Hearts' all-optional ones, keeping only `target`)."""
    m = client_models
    answers = playout(game, preset, 11)  # the same playout as the test above reads
    moves = [concrete(move) for a in answers if a.path == "/v1/games/{game}/legal-moves"
             for move in a.body["moves"]]
    if game == "watten":
        moves += moves_with_a_call()
    state = next(a.body["state"] for a in answers if a.path == "/v1/games/{game}/states")
    for move in moves:
        assert m.SessionMoveRequest.from_dict({"move": move}).to_dict() == {"move": move}
        body = {"state": state, "move": move}
        assert m.MoveRequestWithState.from_dict(body).to_dict() == body
    options = state["options"]  # every option of the preset, resolved
    seats = [{"kind": "human"}] * len(state["hands"])
    create = {"game": game, "options": options, "seats": seats}
    assert m.SessionCreateRequest.from_dict(create).to_dict() == create
    assert m.NewStateRequest.from_dict({"options": options}).to_dict() == {"options": options}
