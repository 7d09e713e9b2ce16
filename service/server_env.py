"""The servers' own variables (deploy/gunicorn.conf.py, deploy/serve.py), checked before
anything listens.

Why: a bad value used to stop the start with a Python traceback (``TIMEOUT=abc``), a
logging error that names no variable (``LOG_LEVEL=loud``), workers that crash at boot
(``REDIS_URL=foo://x``), or worse, start with a changed value: ``PORT=99999`` listened on
34463, ``WEB_CONCURRENCY=0`` started no worker at all, ``LIMIT_REQUEST_LINE=99999`` was
cut to 8190 and ``LIMIT_REQUEST_LINE=0`` meant a megabyte. Here every such value stops
the start with one line that names the variable and what it may be. The service's own
variables (service/config.py) are checked here too, before any worker starts, so that a
bad one is the same one line instead of a traceback in every worker.

No Flask or Redis at import: gunicorn's master loads this before it forks, and
`ServerEnv.service_config_apart` checks the service's variables in a child process,
because reading them imports the app's modules (flask-limiter, prometheus-client), and
prometheus-client imported in the master before ``PROMETHEUS_MULTIPROC_DIR`` is set
would leave every worker counting on its own.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Mapping

from service.config import INT_ENV_MAXIMUM, Config, ConfigError, parse_integer_setting

LOG_LEVELS = ("debug", "info", "warning", "error", "critical")


class ServerEnv:
    """Reads variables from ``env`` (the process environment by default); every refusal
    is a ``SystemExit`` whose text starts with ``who`` (``gunicorn.conf``, ``serve.py``)."""

    def __init__(self, who: str, env: Mapping[str, str] | None = None) -> None:
        self.who = who
        self.env = os.environ if env is None else env

    def refuse(self, text: str) -> SystemExit:
        return SystemExit(f"{self.who}: {text}")

    def raw(self, name: str) -> str | None:
        value = self.env.get(name)
        return None if value is None or value.strip() == "" else value.strip()

    def integer(self, name: str, default: int, minimum: int,
                maximum: int = INT_ENV_MAXIMUM) -> int:
        raw = self.raw(name)
        if raw is None:
            return default
        try:
            return parse_integer_setting(name, raw, minimum, maximum)
        except ConfigError as exc:
            raise self.refuse(str(exc)) from None

    def port(self, default: int) -> int:
        return self.integer("PORT", default, 1, 65535)

    def host(self, default: str) -> str:
        """``HOST``: an address or a name this machine can resolve (checked now: gunicorn
        would stop with "Invalid address", waitress with a resolver traceback)."""
        host = self.raw("HOST") or default
        try:
            socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
        except (socket.gaierror, UnicodeError):
            raise self.refuse(f"HOST must be an IP address or a host name that resolves, "
                              f"not {host!r}") from None
        return host

    def choice(self, name: str, default: str, choices: tuple[str, ...]) -> str:
        raw = self.raw(name)
        if raw is None:
            return default
        if raw not in choices:
            allowed = (" or ".join(choices) if len(choices) == 2 else
                       f"one of {', '.join(choices)}")
            raise self.refuse(f"{name} must be {allowed}, not {raw!r}")
        return raw

    def log_level(self) -> str:
        """``LOG_LEVEL``, lower case (either case is taken)."""
        raw = self.raw("LOG_LEVEL")
        level = (raw or "info").lower()
        if level not in LOG_LEVELS:
            raise self.refuse(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, "
                              f"not {raw!r}")
        return level

    def service_config(self) -> Config:
        """The service's variables (service/config.py), as every worker will read them."""
        try:
            return Config.from_env(self.env)
        except ConfigError as exc:
            raise self.refuse(str(exc)) from None

    def service_config_apart(self) -> None:
        """`service_config` in a child process (see the module's docstring)."""
        # Without the metrics directory: the check counts nothing, and the directory may
        # not exist yet (gunicorn.conf's `on_starting` makes it).
        env = {k: v for k, v in self.env.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
        done = subprocess.run(
            [sys.executable, "-c", "import sys\nfrom service.server_env import ServerEnv\n"
             "ServerEnv(sys.argv[1]).service_config()", self.who],
            env=env, cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True, timeout=120)
        if done.returncode != 0:
            lines = done.stderr.strip().splitlines() or ["the service's settings: no reason"]
            raise SystemExit(lines[-1])
