"""Fixtures of the client tests: the service's strict spec-checking ``client`` (every
answer validated with openapi-schema-validator), and ``live_server``: gunicorn started by
the test (deploy/gunicorn.conf.py, a free port, one worker: the embedded store is per
process), one per test run and worker; ``playout``: the seeded random playouts of
tests/clients/playouts.py, recorded once per run and read by several tests."""

from __future__ import annotations

import dataclasses
import fcntl
import importlib.util
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from flask import Flask

from tests.clients.playouts import Answer, record_playout
from tests.deploy.harness import Gunicorn
from tests.service.conftest import app, client, raw_client, spec_schema  # noqa: F401
from tests.service.http_harness import SpecCheckingClient

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


@pytest.fixture(scope="session")
def playout(app: Flask, spec_schema: Any,  # noqa: F811
            tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, str, int], list[Answer]]:
    """``playout(game, preset, seed)``: `record_playout` through a spec-checking client (as
    the ``client`` fixture's), recorded once per test run. test_spec_strict's two playout
    tests and test_java_client read the same seeded playouts, a Hearts preset's takes
    seconds. Under xdist the recording is shared by the workers through the run's own
    temporary folder (pytest-xdist's "Making session-scoped fixtures execute only once"),
    one lock per playout. A recording that fails is not kept: every test that asks for it
    records it again and fails the same way. Each caller reads its own copy."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = shared / "playouts"
    folder.mkdir(exist_ok=True)

    def get(game: str, preset: str, seed: int) -> list[Answer]:
        path = folder / f"{game}-{preset}-{seed}.json"
        with (folder / f"{path.stem}.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
            if not path.exists():
                checking = SpecCheckingClient(app, app.response_class, use_cookies=False)
                checking.spec_schema = spec_schema
                answers = record_playout(checking, game, preset, seed)
                written = path.with_suffix(".tmp")
                written.write_text(json.dumps([dataclasses.asdict(a) for a in answers]),
                                   encoding="utf-8")
                written.replace(path)
            return [Answer(**a) for a in json.loads(path.read_text(encoding="utf-8"))]

    return get
