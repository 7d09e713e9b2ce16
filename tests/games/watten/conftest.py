"""The service fixtures (`client` checks every response against the OpenAPI spec) for
the Watten HTTP tests in this folder."""

from tests.service.conftest import app, client, spec_schema

__all__ = ["app", "client", "spec_schema"]
