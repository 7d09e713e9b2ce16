"""Fixtures of the client tests: the service's strict spec-checking ``client`` (every
answer validated with openapi-schema-validator), and ``live_server``: gunicorn started by
the test (deploy/gunicorn.conf.py, a free port, one worker: the embedded store is per
process), one per test run and worker."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.deploy.harness import Gunicorn
from tests.service.conftest import app, client, raw_client, spec_schema  # noqa: F401

REPO = Path(__file__).resolve().parents[2]


def load_tools() -> ModuleType:
    """clients/tools/clients.py (not a package: it is a script of the clients folder)."""
    spec = importlib.util.spec_from_file_location("clients_tools",
                                                  REPO / "clients" / "tools" / "clients.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def tools() -> ModuleType:
    return load_tools()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    with Gunicorn(log, {"WEB_CONCURRENCY": "1"}) as server:
        yield f"http://127.0.0.1:{server.port}"
