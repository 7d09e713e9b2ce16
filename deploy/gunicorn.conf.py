"""gunicorn settings from the environment; every log line goes to stdout.

| variable          | default            | meaning                                         |
|-------------------|--------------------|-------------------------------------------------|
| `HOST`, `PORT`    | 0.0.0.0, 8000      | where to listen                                 |
| `WEB_CONCURRENCY` | min(4, CPUs) + 1   | worker processes (with `REDIS_URL`; see below); |
|                   |                    | CPUs: the affinity mask, within a CPU quota     |
| `THREADS`         | 4                  | request threads per worker (streams get more)   |
| `STREAM_MAX_CONNECTIONS` | 16          | event streams per worker: as many extra threads |
| `WORKER_CLASS`    | (see below)        | threads in all > 1: service/worker.py's     |
|                   |                    | SharedEpollWorker, else sync; gthread: gunicorn's |
| `REQUEST_HANDOFF_MS` | 5                | SharedEpollWorker: one request thread serves at |
|                   |                    | a time; one busy this long hands over (0: all)  |
| `TIMEOUT`         | 30                 | seconds before a silent worker is restarted (≥ 1) |
| `KEEPALIVE`       | 5                  | idle keep-alive seconds (above nginx's 4 s; 0: none) |
| `GRACEFUL_TIMEOUT` | 10                | seconds the requests in flight get to finish on stop |
| `LOG_LEVEL`       | info               | debug, info, warning, error or critical         |
| `PROMETHEUS_MULTIPROC_DIR` | new temp dir | the workers' metrics files (emptied at start) |
| `LIMIT_REQUEST_LINE` | 8190            | longest request line (else JSON 414); ≥ nginx's 8k; |
|                   |                    | 1024 … 8190 (gunicorn's own maximum)            |
| `LIMIT_REQUEST_FIELD_SIZE` | 8192      | longest header line with its CRLF (else JSON 431); |
|                   |                    | ≥ nginx's 8k; 1024 … 65536                      |
| `REUSE_PORT`      | 0                  | 1: a SO_REUSEPORT socket per worker (see below) |

With `REDIS_URL` the workers are stateless (sessions live in Redis), so any number of
workers on any number of machines can serve the same sessions. Without it sessions live
in the process (the embedded store), so exactly ONE worker runs, with threads.

gunicorn's sync and threaded workers (gthread, and service/worker.py's, which derives from
it) block a worker (or a thread) on a client that sends its request slowly, so this
config is meant BEHIND the buffering proxy in deploy/nginx/ (the compose file and the
Kubernetes manifests run it so): nginx hands gunicorn only complete requests, over
loopback. Without a proxy, run `make run` (deploy/serve.py:
waitress, one process), which reads requests without blocking a thread.

An event stream (``GET /v1/sessions/{id}/events/stream``) or a waiting long-poll holds
its thread for as long as it is open. So each worker gets ``STREAM_MAX_CONNECTIONS``
threads on top of ``THREADS`` (the app refuses streams beyond that number with 503
``too_many_streams``, so the ``THREADS`` request threads always stay free for moves),
and the worker class is threaded: a sync worker would be killed by the arbiter after
``TIMEOUT`` seconds inside one stream. ``STREAM_MAX_CONNECTIONS=0`` turns streams off,
and together with ``THREADS=1`` gives back the sync workers.

Every variable here and the service's own (service/config.py) are checked before anything
listens (service/server_env.py): a value out of its range stops the start with one line
that names the variable; none is silently changed.

Metrics (service/metrics.py): prometheus-client's multiprocess mode. This file sets
``PROMETHEUS_MULTIPROC_DIR`` before any worker starts (a fresh directory per gunicorn
instance under /dev/shm unless the variable is set), `on_starting` empties it,
`child_exit` marks a dead worker's live gauges dead and `on_exit` removes a directory it
made. Logs: one JSON object per line (service/jsonlog.py); the application writes the
access line (with the request id), so gunicorn's own text access log is off.
"""

import glob
import json
import logging
import math
import multiprocessing
import os
import shutil
import sys
import tempfile
import time

from gunicorn import glogging, util

from service.config import STREAM_MAX_CONNECTIONS_MAXIMUM
from service.jsonlog import JsonFormatter
from service.server_env import ServerEnv

# Every variable is checked here, in the master, before anything listens: a bad one
# stops the start with one line that names it (service/server_env.py).
_env = ServerEnv("gunicorn.conf")
_env.service_config_apart()  # in a child: the master imports no app module
loglevel = _env.log_level()


def _log_at_start(level: int, message: str) -> None:
    """A note of this config while gunicorn loads it (before its logging is set up), on
    stdout as one JSON object like every log line (README "Logs"; they were plain text
    lines, found by an audit), unless ``LOG_LEVEL`` is above ``level``."""
    if level >= logging.getLevelName(loglevel.upper()):
        record = logging.LogRecord("gunicorn.conf", level, __file__, 0, message, None, None)
        print(JsonFormatter().format(record), file=sys.stdout, flush=True)


_host, _port = _env.host("0.0.0.0"), _env.port(8000)
bind = f"[{_host}]:{_port}" if ":" in _host else f"{_host}:{_port}"

_embedded = not os.environ.get("REDIS_URL", "").strip()  # as service/config.py reads it


def cgroup_cpu_limit(proc_cgroup: str = "/proc/self/cgroup",
                     root: str = "/sys/fs/cgroup") -> float | None:
    """The CPUs' worth of time this process's cgroups allow it (a CFS quota: a container's
    ``--cpus``, a pod's CPU limit), the lowest along its cgroup's path up to the mount's
    root; None when no cgroup limits it (or none can be read).

    cgroup v2: ``cpu.max`` (``max 100000``, or ``<quota> <period>``); v1: the ``cpu``
    controller's ``cpu.cfs_quota_us`` (-1: none) over ``cpu.cfs_period_us``. In a
    container the mount's root is often the container's own cgroup while
    ``/proc/self/cgroup`` names the host's path: the part of the path that does not exist
    under the mount is skipped, the rest is read."""
    try:
        with open(proc_cgroup) as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    limits = []
    for line in lines:
        if line.count(":") < 2:
            continue
        _, controllers, path = line.split(":", 2)
        if controllers == "":  # v2: the unified hierarchy, mounted at the root
            base, read = root, _cgroup2_limit
        elif "cpu" in controllers.split(","):
            base = next((os.path.join(root, name) for name in (controllers, "cpu", "cpu,cpuacct")
                         if os.path.isdir(os.path.join(root, name))), None)
            read = _cgroup1_limit
        else:
            continue
        if base is None:
            continue
        here = os.path.normpath(os.path.join(base, path.lstrip("/")))
        while True:
            limit = read(here) if os.path.isdir(here) else None
            if limit is not None:
                limits.append(limit)
            if len(here) <= len(base):
                break
            here = os.path.dirname(here)
    return min(limits) if limits else None


def _read_words(path: str) -> list[str]:
    try:
        with open(path) as f:
            return f.read().split()
    except OSError:
        return []


def _cgroup2_limit(directory: str) -> float | None:
    words = _read_words(os.path.join(directory, "cpu.max"))
    if len(words) != 2 or words[0] == "max":
        return None
    return _ratio(words[0], words[1])


def _cgroup1_limit(directory: str) -> float | None:
    quota = _read_words(os.path.join(directory, "cpu.cfs_quota_us"))
    period = _read_words(os.path.join(directory, "cpu.cfs_period_us"))
    if not quota or not period:
        return None
    return _ratio(quota[0], period[0])


def _ratio(quota: str, period: str) -> float | None:
    """quota / period, None unless both are positive integers (v1's -1: no quota)."""
    try:
        q, p = int(quota), int(period)
    except ValueError:
        return None
    return q / p if q > 0 and p > 0 else None


def usable_cpus() -> int:
    """The CPUs this process may run on: its affinity mask (``taskset``, a cpuset), else
    every CPU of the machine; under a CFS quota (a container's ``--cpus``, a pod's CPU
    limit) no more than the quota, rounded up (1.5 CPUs' worth is 2 CPUs partly busy, as
    the JVM counts it)."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = multiprocessing.cpu_count()
    limit = cgroup_cpu_limit()
    if limit is not None:
        cpus = max(1, min(cpus, math.ceil(limit)))
    return cpus


# One worker more than CPUs (of up to 4 CPUs). The threaded worker serves one request at a
# time (service/worker.py, REQUEST_HANDOFF_MS), and a session move waits for Redis on every
# move: with one worker per CPU a CPU idles whenever its worker waits (13-14 % of the time
# under session moves, measured with `python -m bench.cpu_split`), with one more worker the
# CPUs stay busy. Measured on 2 CPUs (bench/SPEED.md, "One worker more than CPUs"): session moves
# +20-30 % req/s, the stateless routes unchanged, /moves p99 at half the peak down.
DEFAULT_WORKERS = min(4, usable_cpus()) + 1
workers = _env.integer("WEB_CONCURRENCY", DEFAULT_WORKERS, 1, 1024)
# Threads in both modes: a bot search holds its thread (and the GIL) for up to its budget,
# and the other threads keep answering /healthz and the cheap routes; SEARCH_CONCURRENCY
# (service/quotas.py, default 2) keeps searches below the thread count. Measured in the
# README ("CPU quotas, rate limits and observability"): sync workers answered /healthz in
# ~0.8 s during 8 searches.
# Plus one thread per event stream the app admits (service/sessions/live.py).
_stream_threads = _env.integer("STREAM_MAX_CONNECTIONS", 16, 0,
                               STREAM_MAX_CONNECTIONS_MAXIMUM)
_request_threads = _env.integer("THREADS", 4, 1, 1024)
threads = _request_threads + _stream_threads
if _embedded and workers > 1:
    _log_at_start(logging.INFO, f"gunicorn.conf: REDIS_URL is unset, so sessions live in one "
                  f"process: running 1 worker with {threads} threads instead of {workers} workers")
    workers = 1
# The threaded worker is gunicorn's gthread with one thread wake per request instead of
# three (service/worker.py; measured there and in bench/SPEED.md, "Worker class");
# WORKER_CLASS=gthread gives gunicorn's own back.
SHARED_EPOLL = "service.worker.SharedEpollWorker"
worker_class = _env.choice("WORKER_CLASS", SHARED_EPOLL if threads > 1 else "sync",
                           (SHARED_EPOLL, "gthread", "sync"))
# A sync worker serves one request at a time anyway (a search takes the whole worker);
# a threaded one should keep a request thread free of searches.
_searches = os.environ.get("SEARCH_CONCURRENCY", "2").strip()  # checked by the app
if worker_class != "sync" and _searches.isdigit() and int(_searches) >= _request_threads:
    _log_at_start(logging.WARNING, f"gunicorn.conf: warning: SEARCH_CONCURRENCY={_searches} is "
                  f"not below THREADS={_request_threads}: bot searches may hold every request "
                  f"thread of a worker, and /healthz and the cheap routes wait behind them "
                  f"(README \"CPU quotas, rate limits and observability\")")
# service/worker.py reads it when gunicorn imports that class; checked here whatever the
# class, so that a bad value is refused in the same words as every variable, not ignored.
_env.integer("REQUEST_HANDOFF_MS", 5, 0, 1000)
if worker_class == "sync" and _stream_threads:
    _log_at_start(logging.WARNING, "gunicorn.conf: WORKER_CLASS=sync with STREAM_MAX_CONNECTIONS "
                  "> 0: a sync worker is killed after TIMEOUT inside an event stream; leave "
                  "WORKER_CLASS unset, or set STREAM_MAX_CONNECTIONS=0")
# TIMEOUT=0 would turn the restart of a silent worker off: refused.
timeout = _env.integer("TIMEOUT", 30, 1, 86400)
# Longer than nginx's upstream keepalive_timeout (4 s), so that nginx never sends a
# request on a connection that gunicorn is closing.
# KEEPALIVE=0 closes every connection after its answer (gunicorn's meaning of 0).
keepalive = _env.integer("KEEPALIVE", 5, 0, 3600)
# On SIGTERM (and on a worker's restart) the requests in flight get this long to finish.
# The pod's terminationGracePeriodSeconds (30) covers its preStop sleep (10) and this.
graceful_timeout = _env.integer("GRACEFUL_TIMEOUT", 10, 1, 3600)
# REUSE_PORT=1: each worker listens on its own SO_REUSEPORT socket and the kernel spreads
# new connections over them by a hash of their addresses. Without it the workers share
# the master's socket and whichever wakes first accepts, so a burst of new connections
# (nginx filling its upstream keep-alive pool, a load generator starting) can land on
# one worker, which then serves them all under its one GIL while the other idles
# (measured, bench/http_bench.py's half-peak windows, 16 connections: splits from 16:0
# to 8:8; with REUSE_PORT=1 from 7:9 to 10:6). Off by default: a worker that exits
# resets the connections still waiting in its own accept queue (with the shared socket
# they wait for another worker), and a second server started on the same port by the
# same user would share it silently instead of failing.
reuse_port = _env.choice("REUSE_PORT", "0", ("0", "1")) == "1"
# Containers: heartbeat files in memory (the root filesystem may be read-only), and no
# control socket (it would need a writable $HOME, and two instances on one host collide).
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"
control_socket_disable = True

# Prometheus multiprocess mode: set in the master before the workers are forked (they
# inherit the variable, and import prometheus_client only then).
_made_metrics_dir: list[str] = []


def on_starting(server):
    """Master, once: an empty metrics directory (no counts of an earlier run)."""
    metrics_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not metrics_dir:
        metrics_dir = tempfile.mkdtemp(prefix="stichwerk-metrics-",
                                       dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
        _made_metrics_dir.append(metrics_dir)
    try:
        if os.path.exists(metrics_dir) and not os.path.isdir(metrics_dir):
            raise NotADirectoryError(20, "not a directory")
        os.makedirs(metrics_dir, exist_ok=True)
        for path in glob.glob(os.path.join(metrics_dir, "*.db")):
            os.remove(path)
        if not os.access(metrics_dir, os.W_OK | os.X_OK):
            raise PermissionError(13, "not writable")
    except OSError as exc:
        raise SystemExit(f"gunicorn.conf: PROMETHEUS_MULTIPROC_DIR must be a directory this "
                         f"process can create or write, not {metrics_dir!r} "
                         f"({exc.strerror or exc})") from None


def post_worker_init(worker):
    """Worker, once the app is loaded: every answer's head sent with its body in one
    system call (`service.gunicorn_response`), a body cut short of its Content-Length
    refused (400) instead of parsed (`service.gunicorn_body`), its startup heap out of
    the garbage collector's full collections (`service.heap`: a 26-35 ms pause each,
    1.6 ms after), and on SIGTERM the waiting long-polls and streams answered at once
    (`service.lifecycle`), so that they do not hold the graceful shutdown to
    GRACEFUL_TIMEOUT and then get cut off."""
    import signal

    from service import gunicorn_body, gunicorn_response, lifecycle
    from service.heap import freeze_startup_heap

    gunicorn_response.install()
    gunicorn_body.install()
    freeze_startup_heap()
    worker_exit = signal.getsignal(signal.SIGTERM)

    def on_term(sig, frame):
        lifecycle.stopping_soon()
        if callable(worker_exit):
            worker_exit(sig, frame)

    signal.signal(signal.SIGTERM, on_term)


def child_exit(server, worker):
    """A worker died or was replaced: its live gauges no longer count."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    for metrics_dir in _made_metrics_dir:
        shutil.rmtree(metrics_dir, ignore_errors=True)


# The Authorization header carries seat tokens: no log line names a header, and tokens
# never appear in URLs. The access line is the application's (JSON, with the request id
# and the route template, `stichwerk.access`); gunicorn's own access log stays off.
# gunicorn's parse errors quote request bytes (a head cut short, a body's rest read as
# the next request line): `RequestBytesFilter` logs their length instead.
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(L)ss'
_level = loglevel.upper()
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "root": {"level": _level, "handlers": ["stdout"]},
    "loggers": {
        "gunicorn.error": {"level": _level, "handlers": ["stdout"], "propagate": False,
                           "qualname": "gunicorn.error", "filters": ["request_bytes"]},
        "gunicorn.access": {"level": "WARNING", "handlers": ["access"],
                            "propagate": False, "qualname": "gunicorn.access"},
    },
    "filters": {"request_bytes": {"()": "service.jsonlog.RequestBytesFilter"}},
    "handlers": {
        "stdout": {"class": "logging.StreamHandler", "formatter": "generic",
                   "stream": "ext://sys.stdout"},
        "access": {"class": "logging.StreamHandler", "formatter": "access",
                   "stream": "ext://sys.stdout"},
    },
    "formatters": {
        "generic": {"class": "service.jsonlog.JsonFormatter"},
        "access": {"class": "service.jsonlog.JsonFormatter"},
    },
}


class QuietAccessLogger(glogging.Logger):
    """gunicorn's logger without the work for an access line that nobody writes.

    With a logging config set, gunicorn builds every request's access atoms (a dict of
    about twenty fields, the request line, the duration) before it asks the
    ``gunicorn.access`` logger, which is at WARNING above and drops the line: about a
    tenth of a worker's samples per request (py-spy, issue 15). Setting
    ``gunicorn.access`` to INFO in ``logconfig_dict`` turns the line (and the work) on."""

    def access(self, resp, req, environ, request_time):
        if self.access_log.isEnabledFor(logging.INFO):
            super().access(resp, req, environ, request_time)


logger_class = QuietAccessLogger

# ----- Hardening (issue 11): gunicorn's own errors in the service's JSON shape ----------
# gunicorn answers a request it cannot parse (400), a request line over
# `limit_request_line` (414) or too many / too long header fields (431/400) itself, with
# an HTML page, before the application runs. Every worker calls `gunicorn.util.
# write_error` for that page; replacing it here (the config is loaded in the master, the
# workers are forked from it) makes those answers `{code, status, message, errors}` with
# `Content-Type: application/json`, like every other error. Behind nginx the limits
# below are at least nginx's (NGINX_MAX_HEADER_LINE, 8k), so nginx, not gunicorn,
# refuses an oversized request line or header first.
# gunicorn cuts a larger value to 8190 and takes 0 as a megabyte: both refused.
limit_request_line = _env.integer("LIMIT_REQUEST_LINE", 8190, 1024, 8190)
# gunicorn counts a header line WITH its CRLF against this; nginx's 8k buffer holds a line
# of up to 8190 bytes and its CRLF. At gunicorn's own 8190, lines of 8189-8190 bytes passed
# nginx and were gunicorn's 431 (found by an audit): 8192 leaves every such refusal to
# nginx (raise it with NGINX_MAX_HEADER_LINE).
limit_request_field_size = _env.integer("LIMIT_REQUEST_FIELD_SIZE", 8192, 1024, 65536)

_GUNICORN_ERROR_CODES = {400: "bad_request", 403: "forbidden", 414: "uri_too_long",
                         417: "expectation_failed", 431: "header_too_large",
                         500: "internal_error", 501: "not_implemented"}


def _json_write_error(sock, status_int, reason, mesg):
    """`gunicorn.util.write_error` with a JSON body instead of HTML, and a fresh
    ``X-Request-Id`` (every answer has one; this hook does not see the request)."""
    body = json.dumps({"code": _GUNICORN_ERROR_CODES.get(status_int, "bad_request"),
                       "status": status_int, "message": f"{reason}: {mesg}"[:500],
                       "errors": {}}, separators=(",", ":")).encode()
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
            f"X-Request-Id: {os.urandom(16).hex()}\r\n\r\n")
    util.write_nonblock(sock, head.encode("latin-1") + body)
    # In a worker, after PROMETHEUS_MULTIPROC_DIR is set (on_starting): never imported in
    # the master before that, which would pick the single-process mode.
    from service.metrics import count_server_answer

    count_server_answer(status_int)


util.write_error = _json_write_error


# ----- The Date header, formatted once a second (issue 15) ------------------------------
# Every answer's ``Date`` header is `gunicorn.util.http_date()`, which formats the time
# with `email.utils.formatdate` (about 4 % of a worker's samples per request). The header
# has whole seconds, so the text is kept for the second it names. Replaced as
# `write_error` is: here, in the master, before the workers are forked.
_format_http_date = util.http_date
_date_of_second = (0, "")


def _http_date_per_second(timestamp=None):
    global _date_of_second
    if timestamp is not None:
        return _format_http_date(timestamp)
    second = int(time.time())
    cached = _date_of_second  # one tuple: threads read a second and its text together
    if cached[0] != second:
        cached = _date_of_second = (second, _format_http_date(second))
    return cached[1]


util.http_date = _http_date_per_second
