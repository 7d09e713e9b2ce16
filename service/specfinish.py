"""What the spec gets after apispec wrote it, for /openapi.json and openapi/openapi.json
alike (`finished_spec`): one variant per game of the answers that carry a game's items
(`service.gameanswers`), 64-bit integers marked as such, and the headers the service
sends declared where it sends them. All are rules over the whole document, which no
schema or route of its own knows."""

from __future__ import annotations

import copy
from typing import Any

from service.gameanswers import with_game_answers


def finished_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` (left unchanged) with `with_game_answers`, `with_alternative_requests`,
    `with_response_headers` and `with_int64_formats`."""
    finished: dict[str, Any] = with_int64_formats(with_response_headers(
        with_alternative_requests(with_game_answers(copy.deepcopy(spec)))))
    return finished


def with_alternative_requests(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` (changed in place, and returned) with every object that takes exactly one
    of some fields (``oneOf: [{required: [state]}, {required: [state_token]}]`` beside its
    ``properties``: `service.schemas.requests.EXACTLY_ONE_STATE`) split into one closed
    object per field (``MoveRequestWithState``, ``MoveRequestWithStateToken``) and their
    ``oneOf``. The constraint stays exact, and generators that cannot model a ``oneOf``
    of bare ``required`` lists get a type for each case (openapi-python-client typed the
    bodies of the stateless routes as ``Any``)."""
    schemas = spec.get("components", {}).get("schemas", {})
    for name, schema in list(schemas.items()):
        alternatives = _required_alternatives(schema)
        if not alternatives:
            continue
        variants = []
        for field in alternatives:
            variant = {key: copy.deepcopy(value) for key, value in schema.items()
                       if key != "oneOf"}
            variant["properties"] = {key: value for key, value in variant["properties"].items()
                                     if key == field or key not in alternatives}
            variant["required"] = [*schema.get("required", []), field]
            target = f"{name}With{''.join(p.capitalize() for p in field.split('_'))}"
            schemas[target] = variant
            variants.append({"$ref": f"#/components/schemas/{target}"})
        exactly = "Exactly one of " + " and ".join(f"`{field}`" for field in alternatives)
        described = schema.get("description")
        schemas[name] = {"oneOf": variants,
                         "description": f"{described} ({exactly})" if described else exactly}
    return spec


def _required_alternatives(schema: dict[str, Any]) -> list[str]:
    """The fields of ``oneOf: [{required: [a]}, {required: [b]}, ...]`` on an object with
    ``properties`` (empty when the schema is no such object)."""
    arms = schema.get("oneOf")
    if not arms or "properties" not in schema:
        return []
    fields = []
    for arm in arms:
        if set(arm) != {"required"} or len(arm["required"]) != 1:
            return []
        fields.append(arm["required"][0])
    return fields if set(fields) <= set(schema["properties"]) else []


INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1


EXAMPLE_KEYS = ("example", "examples")  # values, not schemas (JSON Schema and OpenAPI)


def with_int64_formats(node: Any) -> Any:
    """``node`` (the spec, or a part of it) with ``format: int64`` on every integer schema
    whose range does not fit 32 bits (seeds, versions, event numbers: up to 2^53). Without
    it the generators of typed languages (openapi-generator's Java, Kotlin, Go) read
    ``integer`` as a 32-bit int, and a seed the service drew failed to parse. Examples
    are answers, not schemas (a game's `GET /v1/games/{game}` lists its options with
    their ``type``): they stay as the service answers them."""
    if isinstance(node, list):
        return [with_int64_formats(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: value if key in EXAMPLE_KEYS else with_int64_formats(value)
           for key, value in node.items()}
    kinds = out.get("type")
    if (kinds == "integer" or (isinstance(kinds, list) and "integer" in kinds)) \
            and "format" not in out:
        low, high = out.get("minimum"), out.get("maximum")
        if low is None or high is None or low < INT32_MIN or high > INT32_MAX:
            out["format"] = "int64"
    return out


# Headers the service sets on its answers, declared on every response they may come with
# (`with_response_headers`): generated clients type them instead of `unknown`.
RESPONSE_HEADERS: dict[str, dict[str, Any]] = {
    "X-Request-Id": {
        "description": "The request's id: the client's `X-Request-Id` when it is 1 to 128 "
                       "of `A-Z a-z 0-9 . _ : -`, else a new one; also in the access log",
        "schema": {"type": "string", "pattern": "^[A-Za-z0-9._:-]{1,128}$"}},
    "Retry-After": {
        "description": "Seconds to wait before sending the request again; not sent when "
                       "waiting does not help: `state_sealing_unavailable` (the service "
                       "has no key) and `too_many_streams` with streams off "
                       "(`STREAM_MAX_CONNECTIONS=0`)",
        "schema": {"type": "integer", "minimum": 0}},
    "WWW-Authenticate": {
        "description": "`Bearer realm=\"stichwerk\"`, with `error=\"invalid_token\"` when a "
                       "token was sent", "schema": {"type": "string"}},
    "Idempotent-Replayed": {
        "description": "`true`: this is the stored answer of an earlier request with the "
                       "same `Idempotency-Key`; nothing was applied again",
        "schema": {"type": "string", "enum": ["true"]}},
    "X-RateLimit-Limit": {
        "description": "Requests the client's tightest window of this route allows (2 of "
                       "the default `2/second;30/minute`); sent on every answer of a "
                       "rate-limited route while its limit is on (README \"CPU quotas, "
                       "rate limits and observability\")",
        "schema": {"type": "integer", "minimum": 1}},
    "X-RateLimit-Remaining": {
        "description": "Requests left in that window, after this one",
        "schema": {"type": "integer", "minimum": 0}},
    "X-RateLimit-Reset": {
        "description": "When that window lets the client in again, as Unix time in seconds",
        "schema": {"type": "integer", "minimum": 0}},
}
IDEMPOTENT_OPERATIONS = {("/v1/sessions/{session_id}/moves", "post"),
                         ("/v1/sessions/{session_id}/seats/{seat}/claim", "post"),
                         ("/v1/sessions/{session_id}/seats/{seat}/token", "post"),
                         ("/v1/sessions/{session_id}/seats/{seat}/leave", "post")}
#: The operations `service.ratelimit` limits: each of their answers may carry the
#: ``X-RateLimit-*`` headers of flask-limiter.
RATE_LIMITED_OPERATIONS = {("/v1/games/{game}/bot-moves", "post"), ("/v1/sessions", "post"),
                           ("/v1/sessions/{session_id}/hints", "post"),
                           ("/v1/sessions/{session_id}/seats/{seat}/claim", "post"),
                           ("/v1/sessions/{session_id}/seats/{seat}/token", "post")}
RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]


def with_response_headers(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` with `RESPONSE_HEADERS` in ``components.headers`` and referenced where
    the service sends them: ``X-Request-Id`` on every answer, ``Retry-After`` on 429 and
    503, ``WWW-Authenticate`` on 401, ``Idempotent-Replayed`` on the 200 of an operation
    that takes an ``Idempotency-Key``, ``X-RateLimit-*`` on every documented status of a
    rate-limited operation. Headers a response declares already are kept."""
    spec.setdefault("components", {})["headers"] = RESPONSE_HEADERS

    def declare(response: dict[str, Any], names: list[str]) -> None:
        if "$ref" in response:
            return  # a shared response: declared where it is defined
        headers = response.setdefault("headers", {})
        for name in names:
            headers.setdefault(name, {"$ref": f"#/components/headers/{name}"})

    def names_for(status: str, path: str, method: str) -> list[str]:
        names = ["X-Request-Id"]
        if status in ("429", "503"):
            names.append("Retry-After")
        if status == "401":
            names.append("WWW-Authenticate")
        if status == "200" and (path, method) in IDEMPOTENT_OPERATIONS:
            names.append("Idempotent-Replayed")
        if (path, method) in RATE_LIMITED_OPERATIONS and status != "default":
            names.extend(RATE_LIMIT_HEADERS)
        return names

    for path, operations in spec.get("paths", {}).items():
        for method, operation in operations.items():
            if isinstance(operation, dict):
                for status, response in operation.get("responses", {}).items():
                    declare(response, names_for(status, path, method))
    for status, response in spec["components"].get("responses", {}).items():
        declare(response, names_for(status, "", ""))
    return spec
