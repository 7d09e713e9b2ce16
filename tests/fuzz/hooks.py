"""schemathesis hooks of `make fuzz` (``SCHEMATHESIS_HOOKS=tests.fuzz.hooks``).

* `/bot-moves` searches are kept short (`FUZZ_BUDGET_MS`, `FUZZ_ITERATIONS`): the caps
  on search time are the quotas' business and tested there; a fuzz run of 10,000 cases
  cannot spend up to 5 s on each.
* ``POST /v1/sessions``: a generated body almost never seats the right number of players,
  so the stateful phase would rarely get a session to follow its links with. Half the
  drawn bodies keep their game and get a valid table instead (a human at seat 0, random
  bots elsewhere, no options); the other half stay as generated.

One check of ours joins schemathesis's (`error_code_documented`): an error answer's code
is one its route documents for that status.
"""

from __future__ import annotations

from typing import Any

import schemathesis
from hypothesis import strategies as st

from engine.registry import all_games
from tests.service.http_harness import assert_code_documented

FUZZ_BUDGET_MS = 20
FUZZ_ITERATIONS = 50
PLAYERS = {g.id: g.players(g.resolve_options()) for g in all_games()}


def _operation(ctx: Any) -> tuple[str, str]:
    operation = ctx.operation
    return operation.method.upper(), operation.path


def _valid_session(body: dict[str, Any]) -> dict[str, Any]:
    game = body["game"] if body.get("game") in PLAYERS else "hearts"
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * (PLAYERS[game] - 1)
    out: dict[str, Any] = {"game": game, "seats": seats}
    if isinstance(body.get("seed"), int) and not isinstance(body["seed"], bool):
        out["seed"] = body["seed"]
    return out


@schemathesis.hook
def flatmap_body(ctx: Any, body: Any) -> Any:
    method, path = _operation(ctx)
    if (method, path) == ("POST", "/v1/sessions") and isinstance(body, dict):
        return st.sampled_from([body, _valid_session(body)])
    if path.endswith("/bot-moves") and isinstance(body, dict):
        budget = body.get("budget_ms")
        if budget is None or (isinstance(budget, int) and budget > FUZZ_BUDGET_MS):
            body = {**body, "budget_ms": FUZZ_BUDGET_MS}  # also for the default budget
        if isinstance(body.get("iterations"), int) and body["iterations"] > FUZZ_ITERATIONS:
            body = {**body, "iterations": FUZZ_ITERATIONS}
    return st.just(body)


@schemathesis.check
def error_code_documented(ctx: Any, response: Any, case: Any) -> bool | None:
    """An error answer's ``code`` is one its route documents for its status (the
    status's description names it). A status under ``default`` and a body that is not
    JSON are the spec checks' business."""
    if response.status_code < 400:
        return None
    documented = case.operation.definition.raw["responses"].get(str(response.status_code))
    if documented is None:
        return None
    try:
        body = response.json()
    except ValueError:
        return None
    assert_code_documented(documented, body, f"{case.method} {case.path}")
    return None
