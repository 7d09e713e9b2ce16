"""Property-based conformance: schemathesis generates requests from /openapi.json and
checks that no response is a server error and every response conforms to the spec."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    response_schema_conformance,
    status_code_conformance,
)

from service.app import create_app
from tests.service.sealed_support import KEY_A

# With a state token key, so that `sealed: true` and generated `state_token`s are
# answered (201, or 422 `invalid_state_token`) rather than 503 (no key configured).
schema = schemathesis.openapi.from_wsgi(
    "/openapi.json", create_app({"TESTING": True, "STATE_TOKEN_KEYS": KEY_A}))


@schema.parametrize()
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.data_too_large])
def test_api_conforms(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=[not_a_server_error, response_schema_conformance,
                                   status_code_conformance])
