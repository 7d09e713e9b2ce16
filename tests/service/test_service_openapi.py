"""The spec: committed copy up to date, deterministic, and generated from the registry."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.options import option_fields
from engine.registry import all_games
from service import openapi_dump
from service.gamedocs import camel, prefix
from service.ratelimit import LIMITED_ROUTES
from service.specfinish import RATE_LIMIT_HEADERS
from tests.service.sessions_support import FlaskApi, bearer, create, tokens_of

COMMITTED = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


@pytest.fixture(scope="module")
def spec_text() -> str:
    return openapi_dump.spec_text()


@pytest.fixture(scope="module")
def spec(spec_text: str) -> dict:
    return json.loads(spec_text)


def test_committed_spec_is_current(spec_text):
    assert COMMITTED.exists(), "run: python -m service.openapi_dump openapi/openapi.json"
    assert COMMITTED.read_text(encoding="utf-8") == spec_text, (
        "openapi/openapi.json is stale: run python -m service.openapi_dump openapi/openapi.json")


def test_spec_is_deterministic(spec_text):
    assert openapi_dump.spec_text() == spec_text
    assert spec_text.endswith("}\n")


def test_every_operation_has_one_declared_and_described_tag(spec):
    declared = {t["name"]: t.get("description") for t in spec["tags"]}
    assert len(declared) == len(spec["tags"])
    assert all(declared.values()), declared
    used = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            assert len(operation["tags"]) == 1 and operation["tags"][0] in declared, (
                path, method, operation["tags"])
            used.add(operation["tags"][0])
    assert used == set(declared)


def test_the_game_resource_keeps_one_tag_per_sub_resource(spec):
    for name in ("states", "legal-moves", "moves", "views", "bot-moves"):
        assert spec["paths"][f"/v1/games/{{game}}/{name}"]["post"]["tags"] == [name]
    assert spec["paths"]["/v1/games/{game}"]["get"]["tags"] == ["games"]


def test_served_spec_is_the_dumped_one(client, spec):
    assert client.get("/openapi.json").get_json() == spec


def test_dump_check_mode(tmp_path, spec_text):
    target = tmp_path / "openapi.json"
    assert openapi_dump.main(["--check", str(target)]) == 1
    assert openapi_dump.main([str(target)]) == 0
    assert target.read_text(encoding="utf-8") == spec_text
    assert openapi_dump.main(["--check", str(target)]) == 0


def test_every_route_of_the_contract_is_documented(spec):
    paths = spec["paths"]
    assert set(paths["/v1/games"]) == {"get"}
    assert set(paths["/v1/games/{game}"]) >= {"get"}
    for route in ("states", "legal-moves", "moves", "views", "bot-moves"):
        operation = paths[f"/v1/games/{{game}}/{route}"]["post"]
        assert operation["summary"], route
        assert {"400", "404", "413", "415", "422"} <= set(operation["responses"]), route
    assert "201" in paths["/v1/games/{game}/states"]["post"]["responses"]
    assert {"/healthz", "/readyz"} <= set(paths)


def test_every_stateless_answer_shows_a_real_answer_of_every_game(spec):
    """One example per game on each success answer, and each is a recorded real answer
    (a component), not one made up from the schema."""
    games = [g.id for g in all_games()]
    for route, status in [("states", "201"), ("legal-moves", "200"), ("moves", "200"),
                          ("views", "200"), ("bot-moves", "200")]:
        content = spec["paths"][f"/v1/games/{{game}}/{route}"]["post"]["responses"][status][
            "content"]["application/json"]
        refs = [example["$ref"] for example in content["examples"].values()]
        assert len(refs) >= len(games), route
        for ref in refs:
            name = ref.rsplit("/", 1)[1]
            assert name.endswith("-answer") and name in spec["components"]["examples"], ref


def test_components_come_from_the_registry(spec):
    schemas = spec["components"]["schemas"]
    games = all_games()
    for game in games:
        p = prefix(game)
        for suffix in ("State", "View", "Move", "Options", "ReasonCode", "Card"):
            assert f"{p}{suffix}" in schemas, f"{p}{suffix}"
        assert schemas[f"{p}ReasonCode"]["enum"] == sorted(game.reason_codes)
        assert set(schemas[f"{p}Options"]["properties"]) == {
            name for name, _, _ in option_fields(game.Options)}
        for mtype in game.move_specs:
            move = schemas[f"{p}{camel(mtype)}Move"]
            assert move["properties"]["type"]["enum"] == [mtype]
        for kind in ("new-state", "move", "illegal-move", "view", "bot-move", "legal-moves"):
            assert f"{game.id}-{kind}" in spec["components"]["examples"]
    assert len(schemas["GameState"]["oneOf"]) == len(games)
    # every game route's {game} is the one named enum (inline, generators made one per route)
    assert schemas["GameId"]["enum"] == [g.id for g in games]
    for path, item in spec["paths"].items():
        if "{game}" in path:
            [param] = [p for p in item.get("parameters", []) if p["name"] == "game"]
            assert param["schema"] == {"$ref": "#/components/schemas/GameId"}, path


def test_watten_state_is_documented_in_detail(spec):
    state = spec["components"]["schemas"]["WattenState"]
    assert state["additionalProperties"] is False
    assert {"hands", "trick", "tricks", "scores", "seed", "raise", "stake"} <= set(
        state["required"])
    view = spec["components"]["schemas"]["WattenView"]
    assert "seed" not in view["properties"] and {"hand_sizes", "seat"} <= set(view["required"])


def test_error_shape_is_documented(spec):
    error = spec["components"]["schemas"]["Error"]
    assert set(error["required"]) == {"code", "status", "message", "errors"}
    assert error["properties"]["code"]["$ref"] == "#/components/schemas/ErrorCode"
    assert error["properties"]["status"]["type"] == "integer"


def test_error_code_enum_lists_every_service_http_and_engine_code(spec):
    from service.errors import ENGINE_CODES, FRONT_CODES, HTTP_CODES, SERVICE_CODES

    enum = spec["components"]["schemas"]["ErrorCode"]["enum"]
    assert set(enum) == (set(SERVICE_CODES) | set(HTTP_CODES.values()) | set(ENGINE_CODES)
                         | set(FRONT_CODES))


def dict_values(path: Path, name: str) -> set[str]:
    """The string values of the dict literal assigned to ``name`` in ``path``."""
    import ast

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)):
            return {v.value for v in node.value.values if isinstance(v, ast.Constant)}
    raise AssertionError(f"{path}: no dict {name}")


def test_every_code_the_deploys_servers_answer_with_is_in_the_enum(spec):
    """nginx, gunicorn and waitress answer some requests themselves, in the service's
    shape: a generated client that knows only the enum must be able to read those too
    (nginx's bad_gateway, gateway_timeout, request_timeout and
    http_version_not_supported were missing until session 29)."""
    import re

    deploy = Path(__file__).resolve().parents[2] / "deploy"
    nginx = set(re.findall(r'"code":"(\w+)"',
                           (deploy / "nginx" / "nginx.conf.template").read_text()))
    gunicorn = dict_values(deploy / "gunicorn.conf.py", "_GUNICORN_ERROR_CODES")
    waitress = dict_values(deploy / "serve.py", "ERROR_CODES")
    assert len(nginx) >= 10 and gunicorn and waitress
    enum = set(spec["components"]["schemas"]["ErrorCode"]["enum"])
    assert (nginx | gunicorn | waitress) - enum == set()


def test_no_cdn_in_spec_or_docs(client, spec_text):
    html = client.get("/docs").get_data(as_text=True)
    for text in (html, spec_text):
        assert "cdn" not in text.lower() and "unpkg" not in text and "jsdelivr" not in text


def test_every_event_type_of_every_game_has_its_own_schema_in_both_unions(spec):
    from service.eventdocs import event_component

    schemas = spec["components"]["schemas"]
    for game in all_games():
        p = prefix(game)
        for session, union in ((False, f"{p}Event"), (True, f"{p}SessionEvent")):
            mapping = schemas[union]["discriminator"]["mapping"]
            for event_type in game.events:
                name = event_component(p, event_type, session)
                assert mapping[event_type.name] == f"#/components/schemas/{name}"
                schema = schemas[name]
                assert schema["properties"]["type"]["enum"] == [event_type.name]
                assert schema["additionalProperties"] is False
                assert set(schema["properties"]) == {"type", *event_type.fields} | (
                    {"seq", "version"} if session else set())


def objects(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every JSON object inside ``node`` with its path (``where`` its own)."""
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from objects(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from objects(value, f"{where}/{i}")


def without_examples(node: Any) -> Any:
    """``node`` without its ``example`` and ``examples`` values: answers, not schemas (a
    game's `GET /v1/games/{game}` example lists options with `nullable` and `type`)."""
    if isinstance(node, dict):
        return {key: without_examples(value) for key, value in node.items()
                if key not in ("example", "examples")}
    if isinstance(node, list):
        return [without_examples(value) for value in node]
    return node


def test_no_open_object_next_to_a_reference_and_no_nullable_keyword(spec):
    schemas_text = json.dumps(without_examples(spec))
    assert '"nullable": true' not in schemas_text  # OpenAPI 3.1: "or null" is JSON Schema
    assert '"additionalProperties": {}' not in schemas_text

    for where, node in objects(spec, "#"):
        if "$ref" in node or "allOf" in node:
            assert "additionalProperties" not in node, where


def test_every_operation_has_an_operation_id_and_security(spec):
    seen = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            assert operation["operationId"] not in seen, (path, method)
            seen.add(operation["operationId"])
            assert "security" in operation, (path, method)
    assert spec["servers"]
    public = spec["paths"]["/v1/games/{game}/moves"]["post"]["security"]
    assert public == [] and spec["paths"]["/v1/sessions/{session_id}"]["get"]["security"] == [
        {"SeatToken": []}]


def test_a_request_body_is_optional_exactly_where_an_empty_body_is_served(client, spec):
    """`requestBody.required` tells generated clients whether they may send no body: false
    only where an empty body is a default request (README: an empty body is read as `{}`),
    true where it is refused with 422 naming the required fields."""
    created = create(FlaskApi(client), "hearts", ["human", "human", "random", "random"],
                     seed=3)
    values = {"game": "hearts", "session_id": created["id"], "seat": "1"}
    headers = bearer(tokens_of(created)[0])
    optional = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "requestBody" not in operation:
                continue
            url = path.format(**values)
            answer = client.open(url, method=method, data=b"", headers=headers,
                                 content_type="application/json")
            if operation["requestBody"]["required"]:
                assert answer.status_code == 422, (url, answer.get_json())
            else:
                assert answer.status_code in (200, 201), (url, answer.get_json())
                optional.add(path)
    assert optional == {"/v1/games/{game}/states", "/v1/sessions/{session_id}/hints"}


def test_every_integer_beyond_32_bits_is_an_int64(spec):
    """Seeds, versions and event numbers reach 2^53: typed generators need format int64
    to give them a 64-bit type; small ranges (seats, targets) stay plain integers."""
    formats: dict[str, Any] = {}
    for path, node in objects(without_examples(spec), ""):
        if node.get("type") == "integer":
            low, high = node.get("minimum"), node.get("maximum")
            wide = low is None or high is None or low < -(2**31) or high > 2**31 - 1
            formats[path] = node.get("format")
            assert node.get("format") == ("int64" if wide else None), (path, node)
    assert formats["/components/schemas/SeedReveal/properties/seed"] == "int64"
    assert formats["/components/schemas/Error/properties/status"] is None


def test_the_headers_an_answer_carries_are_declared_where_it_carries_them(client, spec):
    """X-Request-Id on every answer, Retry-After on 429 and 503, WWW-Authenticate on 401,
    Idempotent-Replayed on a session move's 200, X-RateLimit-* on every answer of a
    rate-limited route: declared in the spec (generated clients type them) and sent by the
    service. (The spec-checking client of tests/service/http_harness.py also holds every
    answer of the suite to it: a header the service sets must be declared there.)"""
    declared = spec["components"]["headers"]
    assert set(declared) == {"X-Request-Id", "Retry-After", "WWW-Authenticate",
                             "Idempotent-Replayed", *RATE_LIMIT_HEADERS}
    limited = {(path, "post") for path in ("/v1/games/{game}/bot-moves", "/v1/sessions",
                                           "/v1/sessions/{session_id}/hints",
                                           "/v1/sessions/{session_id}/seats/{seat}/claim",
                                           "/v1/sessions/{session_id}/seats/{seat}/token")}
    assert {(re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule), "post")
            for rule in client.application.url_map.iter_rules()
            if rule.endpoint in {endpoint for endpoint, _ in LIMITED_ROUTES.values()}} \
        == limited

    def names(response: dict[str, Any]) -> set[str]:
        if "$ref" in response:
            response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        return set(response.get("headers", {}))

    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if not isinstance(operation, dict):
                continue  # the path's own parameters
            for status, response in operation["responses"].items():
                got = names(response)
                assert "X-Request-Id" in got, (path, method, status)
                assert ("Retry-After" in got) == (status in ("429", "503")), (path, status)
                assert ("WWW-Authenticate" in got) == (status == "401"), (path, status)
                assert (set(RATE_LIMIT_HEADERS) <= got) == (
                    (path, method) in limited and status != "default"), (path, status)
    move = spec["paths"]["/v1/sessions/{session_id}/moves"]["post"]["responses"]["200"]
    assert "Idempotent-Replayed" in names(move)
    # and the service sends them
    api = FlaskApi(client)
    created = create(api, "hearts", ["human", "random", "random", "random"])
    sid, token = created["id"], tokens_of(created)[0]
    refused = api.request("GET", f"/v1/sessions/{sid}", None, bearer("stw_" + "x" * 43))
    assert refused.status == 401 and refused.headers["www-authenticate"].startswith("Bearer")
    assert refused.headers["x-request-id"]
    session = api.request("GET", f"/v1/sessions/{sid}", None, bearer(token)).json()
    legal = session["legal_moves"][0]
    move_body = {"move": {"seat": 0, "type": "pass", "cards": legal["choose_from"][:3]}}
    headers = {**bearer(token), "Idempotency-Key": "spec-headers-1"}
    first = api.request("POST", f"/v1/sessions/{sid}/moves", move_body, headers)
    again = api.request("POST", f"/v1/sessions/{sid}/moves", move_body, headers)
    assert first.status == again.status == 200 and "idempotent-replayed" not in first.headers
    assert again.headers["idempotent-replayed"] == "true"
