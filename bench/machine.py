"""The facts of the machine and the code a bench run measured (saved with every result)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def git(*args: str) -> str:
    out = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True)
    return out.stdout.strip()


def commit() -> tuple[str, bool]:
    """The short commit and whether the work tree differs from it (bench/results aside)."""
    dirty = git("status", "--porcelain", "--", ".", ":!bench/results")
    return git("rev-parse", "--short", "HEAD"), bool(dirty)


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def tool_version(cmd: list[str]) -> str | None:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = (out.stdout or out.stderr).strip().splitlines()
    return text[0] if text else None


def _first_line(path: Path) -> str | None:
    try:
        return path.read_text().strip() or None
    except OSError:
        return None


def idle_policy(root: Path = Path("/")) -> dict[str, Any]:
    """How an idle CPU of this machine waits: the cpuidle driver and governor, and, on a
    KVM guest with cpuidle-haltpoll, how long an idle vCPU polls before it halts
    (``guest_halt_poll_ns``; None where that module is absent).

    Why it is recorded: on a guest whose vCPUs halt at once (``guest_halt_poll_ns`` 0, as
    the host of sessions 21-22 sets on the kernel command line), waking a thread that
    sleeps on a socket goes through the hypervisor, and a loopback round trip costs the
    caller several times the CPU it costs where the vCPU polls first (bench/SPEED.md,
    "How an idle vCPU waits"). Results of hosts that differ here do not compare."""
    cpuidle = root / "sys/devices/system/cpu/cpuidle"
    poll = _first_line(root / "sys/module/haltpoll/parameters/guest_halt_poll_ns")
    return {"cpuidle_driver": _first_line(cpuidle / "current_driver"),
            "cpuidle_governor": _first_line(cpuidle / "current_governor"),
            "guest_halt_poll_ns": int(poll) if poll is not None and poll.isdigit() else None}


def facts() -> dict[str, Any]:
    sha, dirty = commit()
    return {
        "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "git_commit": sha, "git_branch": git("rev-parse", "--abbrev-ref", "HEAD"),
        "git_dirty": dirty,
        "cpus": os.cpu_count(), "cpu_model": cpu_model(),
        "loadavg_start": [round(x, 2) for x in os.getloadavg()],
        "kernel": platform.release(), "idle": idle_policy(),
        "python": platform.python_version(), "python_executable": sys.executable,
        "versions": {p: version(p) for p in ("gunicorn", "flask", "werkzeug",
                                              "flask-smorest", "marshmallow", "redis")},
        "wrk": tool_version(["wrk", "--version"]),
        "redis_server": tool_version(["redis-server", "--version"]),
    }
