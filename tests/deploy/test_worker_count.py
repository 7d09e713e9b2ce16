"""How many workers deploy/gunicorn.conf.py runs: with ``REDIS_URL`` one more than the CPUs
the process may use (of up to 4), because a worker serves one request at a time and waits
for Redis on every session move (README, "One worker more than CPUs"); ``WEB_CONCURRENCY``
overrides it; without ``REDIS_URL`` exactly one (the embedded store lives in one process)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bench.procs import children
from tests.deploy.harness import DEPLOY, Gunicorn
from tests.service.redis_server import RedisServer

ALL_CPUS = sorted(os.sched_getaffinity(0))
CONF = str(DEPLOY / "gunicorn.conf.py")


def expected(cpus: int) -> int:
    return min(4, cpus) + 1


def configured_workers(env: dict[str, str], cpus: list[int]) -> int:
    """``workers`` as the config computes it in a process pinned to ``cpus``."""
    base = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "WEB_CONCURRENCY")}
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; "
         "print(runpy.run_path(sys.argv[1])['workers'])", CONF],
        env={**base, **env}, capture_output=True, text=True, timeout=60, check=True,
        preexec_fn=lambda: os.sched_setaffinity(0, cpus))
    return int(done.stdout.strip().splitlines()[-1])


@contextmanager
def pinned(cpus: list[int]) -> Iterator[None]:
    """Processes started meanwhile inherit this affinity (a cpuset, ``taskset``)."""
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, cpus)
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


@pytest.mark.parametrize("cpus", [ALL_CPUS[:1], ALL_CPUS], ids=["one-cpu", "every-cpu"])
def test_with_redis_one_worker_more_than_the_usable_cpus(cpus: list[int]) -> None:
    assert configured_workers({"REDIS_URL": "redis://127.0.0.1:1/0"}, cpus) \
        == expected(len(cpus))


def test_web_concurrency_overrides_the_default_and_no_redis_means_one_worker() -> None:
    redis = {"REDIS_URL": "redis://127.0.0.1:1/0"}
    assert configured_workers({**redis, "WEB_CONCURRENCY": "7"}, ALL_CPUS) == 7
    assert configured_workers({}, ALL_CPUS) == 1
    assert configured_workers({"WEB_CONCURRENCY": "3"}, ALL_CPUS) == 1  # embedded store


@pytest.mark.slow
@pytest.mark.redis
@pytest.mark.parametrize("cpus", [ALL_CPUS[:1], ALL_CPUS], ids=["one-cpu", "every-cpu"])
def test_a_real_gunicorn_starts_the_default_number_of_workers(tmp_path: Path,
                                                              cpus: list[int]) -> None:
    with RedisServer(tmp_path) as redis, pinned(cpus), \
            Gunicorn(tmp_path / "gunicorn.log", {"REDIS_URL": redis.url}) as gunicorn:
        assert gunicorn.process is not None
        want = expected(len(cpus))
        deadline = time.monotonic() + 30
        while len(children(gunicorn.process.pid)) < want and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)  # no worker beyond them either
        assert len(children(gunicorn.process.pid)) == want, gunicorn.output()
