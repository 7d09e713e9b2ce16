"""Live updates across instances (issue 13): two gunicorn instances (the deploy config,
2 workers each) on ONE real redis-server. Every move is posted through instance A; an
SSE subscriber on instance B gets every event of every move, exactly as ``/events``
shows them to its seat. The latency distribution is printed by
``python -m tests.service.measure_live`` (README "Live session updates"); no time is
asserted here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.deploy.harness import Gunicorn
from tests.service.measure_live import INSTANCE_ENV, run
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import HttpApi, events

pytestmark = [pytest.mark.redis, pytest.mark.slow]

MOVES = 60


@pytest.fixture(scope="module")
def instances(tmp_path_factory: pytest.TempPathFactory
              ) -> Iterator[tuple[Gunicorn, Gunicorn]]:
    path: Path = tmp_path_factory.mktemp("live")
    with RedisServer(path) as redis:
        env = {"REDIS_URL": redis.url, **INSTANCE_ENV}
        with Gunicorn(path / "a.log", env) as a, Gunicorn(path / "b.log", env) as b:
            yield a, b
            for server in (a, b):
                assert "Traceback" not in server.output(), server.output()[-3000:]


def test_every_move_posted_to_one_instance_reaches_a_stream_on_the_other(instances):
    a, b = instances
    result = run(a, b, MOVES)
    assert len(result["round_trip"]) == MOVES
    assert result["missing"] == [], "moves whose events never reached instance B"
    log = events(HttpApi(f"http://127.0.0.1:{b.port}"), result["sid"], result["token"],
                 after=result["after"], limit=1000).json()["events"]
    assert result["streamed"] == log
