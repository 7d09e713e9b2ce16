"""The service fixtures (tests/service/conftest.py) for the Hearts HTTP tests: a client
that checks every response against the committed OpenAPI spec."""

from tests.service.conftest import app, client, spec_schema

__all__ = ["app", "client", "spec_schema"]
