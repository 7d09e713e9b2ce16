"""How many workers deploy/gunicorn.conf.py runs: with ``REDIS_URL`` one more than the CPUs
the process may use (of up to 4; its affinity mask, within its cgroup's CPU quota),
because a worker serves one request at a time and waits for Redis on every session move
(bench/SPEED.md, "One worker more than CPUs"); ``WEB_CONCURRENCY`` overrides it; without
``REDIS_URL`` exactly one (the embedded store lives in one process)."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bench.procs import children
from tests.deploy.harness import DEPLOY, Gunicorn
from tests.service.redis_server import RedisServer

ALL_CPUS = sorted(os.sched_getaffinity(0))
CONF = str(DEPLOY / "gunicorn.conf.py")


def expected(cpus: int) -> int:
    return min(4, cpus) + 1


def configured_workers(env: dict[str, str], cpus: list[int], cgroup: Path | None = None
                       ) -> int:
    """``workers`` as the config computes it in a process pinned to ``cpus`` (and moved
    into the cgroup directory ``cgroup`` before it starts)."""
    base = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "WEB_CONCURRENCY")}

    def prepare() -> None:
        os.sched_setaffinity(0, cpus)
        if cgroup is not None:
            (cgroup / "cgroup.procs").write_text(str(os.getpid()))

    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; "
         "print(runpy.run_path(sys.argv[1])['workers'])", CONF],
        env={**base, **env}, capture_output=True, text=True, timeout=60, check=True,
        preexec_fn=prepare)
    return int(done.stdout.strip().splitlines()[-1])


def conf_function(name: str) -> Callable[..., Any]:
    return runpy.run_path(CONF)[name]  # type: ignore[no-any-return]


@contextmanager
def cpu_quota_cgroup(cpus: float) -> Iterator[Path]:
    """A real cgroup under this process's own, with a CFS quota of ``cpus`` CPUs' worth
    (cgroup v1's ``cpu`` controller, or v2's ``cpu.max``): a process moved into it runs
    as in a container started with ``--cpus``. Skips where cgroups cannot be made."""
    lines = Path("/proc/self/cgroup").read_text().splitlines()
    v1 = next((line.split(":", 2) for line in lines
               if "cpu" in line.split(":", 2)[1].split(",")), None)
    root = Path("/sys/fs/cgroup")
    if v1 is not None:
        mount = next((root / n for n in (v1[1], "cpu", "cpu,cpuacct") if (root / n).is_dir()),
                     None)
        parent = None if mount is None else mount / v1[2].lstrip("/")
    else:
        parent = root / next(line.split(":", 2)[2] for line in lines
                             if line.startswith("0::")).lstrip("/")
    if parent is None or not parent.is_dir():
        pytest.skip("no cgroup CPU controller is mounted here")
    child = parent / f"stichwerk-test-{os.getpid()}"
    try:
        child.mkdir()
    except OSError as exc:
        pytest.skip(f"cannot make a cgroup here: {exc}")
    try:
        period = 100_000
        if v1 is not None:
            (child / "cpu.cfs_period_us").write_text(str(period))
            (child / "cpu.cfs_quota_us").write_text(str(int(cpus * period)))
        else:
            if not (child / "cpu.max").exists():
                pytest.skip("the cgroup v2 cpu controller is not enabled for children here")
            (child / "cpu.max").write_text(f"{int(cpus * period)} {period}")
        yield child
    finally:
        child.rmdir()  # the processes moved into it have exited


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


@pytest.mark.skipif(len(ALL_CPUS) < 2, reason="a 1-CPU quota changes nothing on one CPU")
def test_a_cpu_quota_caps_the_cpus_counted() -> None:
    """A container's ``--cpus 1`` on a machine of more CPUs: one CPU's worth, so two
    workers, not one more than every CPU of the machine."""
    redis = {"REDIS_URL": "redis://127.0.0.1:1/0"}
    with cpu_quota_cgroup(1.0) as cgroup:
        assert configured_workers(redis, ALL_CPUS, cgroup) == expected(1)
    with cpu_quota_cgroup(1.5) as cgroup:  # rounded up: two CPUs, partly busy
        assert configured_workers(redis, ALL_CPUS, cgroup) == expected(min(2, len(ALL_CPUS)))


def test_the_cgroup_limit_is_the_lowest_quota_on_the_path_up(tmp_path: Path) -> None:
    """The files as cgroup v2 and v1 lay them out (written here: this machine mounts one
    layout only): the lowest quota from the process's cgroup up to the mount's root; a
    path the mount does not hold (a container's view of the host's path) is read from the
    part that exists; ``max`` or -1 is no limit."""
    limit = conf_function("cgroup_cpu_limit")
    proc = tmp_path / "cgroup"
    v2 = tmp_path / "v2"
    (v2 / "kube" / "pod").mkdir(parents=True)
    (v2 / "cpu.max").write_text("max 100000\n")
    (v2 / "kube" / "cpu.max").write_text("250000 100000\n")
    (v2 / "kube" / "pod" / "cpu.max").write_text("400000 100000\n")
    proc.write_text("0::/kube/pod\n")
    assert limit(str(proc), str(v2)) == 2.5
    proc.write_text("0::/host/only/path\n")  # not under this mount: its root is read
    assert limit(str(proc), str(v2)) is None
    (v2 / "cpu.max").write_text("50000 100000\n")
    assert limit(str(proc), str(v2)) == 0.5
    v1 = tmp_path / "v1"
    (v1 / "cpu,cpuacct" / "docker" / "abc").mkdir(parents=True)
    for d, quota in ((v1 / "cpu,cpuacct", "-1"), (v1 / "cpu,cpuacct" / "docker", "-1"),
                     (v1 / "cpu,cpuacct" / "docker" / "abc", "150000")):
        (d / "cpu.cfs_quota_us").write_text(quota + "\n")
        (d / "cpu.cfs_period_us").write_text("100000\n")
    proc.write_text("4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n")
    assert limit(str(proc), str(v1)) == 1.5
    proc.write_text("3:cpu,cpuacct:/docker\n")
    assert limit(str(proc), str(v1)) is None
    assert limit(str(tmp_path / "missing"), str(v1)) is None


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


def test_a_cgroup_without_quota_files_is_no_limit(tmp_path: Path) -> None:
    """A kernel without CFS bandwidth control mounts the ``cpu`` controller without
    ``cpu.cfs_quota_us`` (v1), and a v2 cgroup whose parent did not enable ``cpu`` has no
    ``cpu.max``: no quota to read, so no limit (not a traceback at start)."""
    limit = conf_function("cgroup_cpu_limit")
    proc = tmp_path / "cgroup"
    (tmp_path / "v1" / "cpu" / "docker" / "abc").mkdir(parents=True)
    proc.write_text("3:cpu:/docker/abc\n")
    assert limit(str(proc), str(tmp_path / "v1")) is None
    (tmp_path / "v1" / "cpu" / "docker" / "cpu.cfs_quota_us").write_text("50000\n")  # no period
    assert limit(str(proc), str(tmp_path / "v1")) is None
    (tmp_path / "v2" / "pod").mkdir(parents=True)
    proc.write_text("0::/pod\n")
    assert limit(str(proc), str(tmp_path / "v2")) is None


def test_with_more_than_four_cpus_the_default_is_five_workers() -> None:
    """README: ``min(4, CPUs) + 1``. This machine may have fewer CPUs than that, so the
    config is loaded in a process that reports 8 CPUs in its affinity mask (a cgroup CPU
    quota of this machine, if any, still caps them, as the README says)."""
    import math

    quota = conf_function("cgroup_cpu_limit")()
    cpus = 8 if quota is None else max(1, min(8, math.ceil(quota)))
    base = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "WEB_CONCURRENCY")}
    done = subprocess.run(
        [sys.executable, "-c", "import os, runpy, sys; "
         "os.sched_getaffinity = lambda pid: set(range(8)); "
         "print(runpy.run_path(sys.argv[1])['workers'])", CONF],
        env={**base, "REDIS_URL": "redis://127.0.0.1:1/0"}, capture_output=True, text=True,
        timeout=60, check=True)
    assert int(done.stdout.strip().splitlines()[-1]) == min(4, cpus) + 1
