"""OpenAPI links: how an answer feeds the next request (a client's map of the API, and
what lets schemathesis's stateful phase chain real calls in `make fuzz`).

* ``POST /v1/games/{game}/states`` (201) → the state routes of the same game, with the
  new `state` in the body (the rest of the body is the client's);
* ``POST /v1/games/{game}/moves`` (200, `legal: true`) → the same routes, with the new
  state;
* ``POST /v1/sessions`` (201) → read, move, follow and end the session, as seat 0's
  human (the link sets ``Authorization: Bearer`` with the first seat token; a session
  made for the fuzzer seats a human at 0 or gets none of these links' calls right,
  which is fine: 401/403 are documented).

Operations are named by ``operationRef`` (a JSON pointer, percent-encoded). `LinksPlugin`
(an apispec plugin, registered by the app factory) puts them into the spec.
"""

from __future__ import annotations

import copy
from typing import Any

from apispec import BasePlugin

GAME_ROUTES = ("legal-moves", "moves", "views", "bot-moves")
SESSION = "/v1/sessions/{session_id}"
SEAT_TOKEN = "Bearer {$response.body#/seat_tokens/0/token}"


def operation_ref(path: str, method: str) -> str:
    """A JSON pointer to an operation of this spec (``~`` and ``/`` escaped), as a URI
    fragment: the braces of a path template percent-encoded (a ``uri-reference``)."""
    pointer = path.replace("~", "~0").replace("/", "~1")
    return "#/paths/" + pointer.replace("{", "%7B").replace("}", "%7D") + "/" + method


def _camel(route: str) -> str:
    return "".join(part.capitalize() for part in route.split("-"))


def _state_links() -> dict[str, Any]:
    return {
        f"Post{_camel(route)}": {
            "operationRef": operation_ref(f"/v1/games/{{game}}/{route}", "post"),
            "description": f"Post the answer's state to `{route}` (same game)",
            "parameters": {"path.game": "$request.path.game"},
            "requestBody": {"state": "$response.body#/state"},
        } for route in GAME_ROUTES}


def _session_links() -> dict[str, Any]:
    targets = {"GetSession": (SESSION, "get"), "PostSessionMove": (SESSION + "/moves", "post"),
               "GetSessionEvents": (SESSION + "/events", "get"),
               "DeleteSession": (SESSION, "delete")}
    return {
        name: {
            "operationRef": operation_ref(path, method),
            "description": f"{method.upper()} {path} with the new session's id and seat "
                           f"0's token",
            "parameters": {"path.session_id": "$response.body#/id",
                           "header.Authorization": SEAT_TOKEN},
        } for name, (path, method) in targets.items()}


# (path, method, status) → the links of that answer.
LINKS: dict[tuple[str, str, str], dict[str, Any]] = {
    ("/v1/games/{game}/states", "post", "201"): _state_links(),
    ("/v1/games/{game}/moves", "post", "200"): _state_links(),
    ("/v1/sessions", "post", "201"): _session_links(),
}


class LinksPlugin(BasePlugin):  # type: ignore[misc]
    """Adds `LINKS` to the answers they belong to, once flask-smorest has documented the
    operation (apispec calls `operation_helper` for every path it is given)."""

    def operation_helper(self, path: str | None = None,
                         operations: dict[str, Any] | None = None, **kwargs: Any) -> None:
        for method, operation in (operations or {}).items():
            for status, response in operation.get("responses", {}).items():
                links = LINKS.get((path or "", method, str(status)))
                if links is not None and isinstance(response, dict):
                    response["links"] = copy.deepcopy(links)
