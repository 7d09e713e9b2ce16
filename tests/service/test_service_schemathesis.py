"""Property-based conformance: schemathesis generates requests from /openapi.json and
checks that no response is a server error and every response conforms to the spec.

The short version of `make fuzz` (which runs every phase with ≥ 10,000 cases against a
real gunicorn, `tests/fuzz/run.py`): 40 generated cases per operation, then the stateful
phase over the spec's OpenAPI links (`service.links`: a new state feeds the state
routes, a new session its own routes with seat 0's token), in-process. The fuzz hooks
(`tests.fuzz.hooks`: short bot searches, half the session bodies with a valid table)
apply to both."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    response_schema_conformance,
    status_code_conformance,
)

from service.app import create_app
from tests.fuzz.hooks import error_code_documented  # also registers the fuzz hooks
from tests.service.sealed_support import KEY_A

# With a state token key, so that `sealed: true` and generated `state_token`s are
# answered (201, or 422 `invalid_state_token`) rather than 503 (no key configured).
schema = schemathesis.openapi.from_wsgi(
    "/openapi.json", create_app({"TESTING": True, "STATE_TOKEN_KEYS": KEY_A}))


CHECKS = [not_a_server_error, response_schema_conformance, status_code_conformance,
          error_code_documented]
HEALTH = [HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large]


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=HEALTH)
def test_api_conforms(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=CHECKS)


class LinkedCalls(schema.as_state_machine()):  # type: ignore[misc]
    def validate_response(self, response, case, **kwargs):  # type: ignore[no-untyped-def]
        case.validate_response(response, checks=CHECKS)


TestLinkedCallsConform = LinkedCalls.TestCase
TestLinkedCallsConform.settings = settings(max_examples=15, stateful_step_count=6,
                                           deadline=None, suppress_health_check=HEALTH)
