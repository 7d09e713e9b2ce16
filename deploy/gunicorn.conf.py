"""gunicorn settings from the environment; every log line goes to stdout.

| variable          | default            | meaning                                         |
|-------------------|--------------------|-------------------------------------------------|
| `HOST`, `PORT`    | 0.0.0.0, 8000      | where to listen                                 |
| `WEB_CONCURRENCY` | min(4, CPUs)       | worker processes (with `REDIS_URL`; see below)  |
| `THREADS`         | 1 (embedded: 4)    | request threads per worker (streams get more)   |
| `STREAM_MAX_CONNECTIONS` | 16          | event streams per worker: as many extra threads |
| `WORKER_CLASS`    | sync or gthread    | gthread when threads in all > 1 (see below)     |
| `TIMEOUT`         | 30                 | seconds before a silent worker is restarted     |
| `KEEPALIVE`       | 5                  | idle keep-alive seconds (above nginx's 4 s)     |
| `LOG_LEVEL`       | info               | gunicorn and application log level              |

With `REDIS_URL` the workers are stateless (sessions live in Redis), so any number of
workers on any number of machines can serve the same sessions. Without it sessions live
in the process (the embedded store), so exactly ONE worker runs, with threads.

gunicorn's sync and gthread workers block a worker (or a thread) on a client that sends
its request slowly, so this config is meant BEHIND the buffering proxy in deploy/nginx/
(the compose file and the Kubernetes manifests run it so): nginx hands gunicorn only
complete requests, over loopback. Without a proxy, run `make run` (deploy/serve.py:
waitress, one process), which reads requests without blocking a thread.

An event stream (``GET /v1/sessions/{id}/events/stream``) or a waiting long-poll holds
its thread for as long as it is open. So each worker gets ``STREAM_MAX_CONNECTIONS``
threads on top of ``THREADS`` (the app refuses streams beyond that number with 503
``too_many_streams``, so the ``THREADS`` request threads always stay free for moves),
and the worker class is gthread: a sync worker would be killed by the arbiter after
``TIMEOUT`` seconds inside one stream. ``STREAM_MAX_CONNECTIONS=0`` turns streams off
and gives back the sync workers.
"""

import multiprocessing
import os
import sys

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"

_embedded = not os.environ.get("REDIS_URL")
workers = int(os.environ.get("WEB_CONCURRENCY", min(4, multiprocessing.cpu_count())))
# Request threads, plus one per event stream the app admits (service/sessions/live.py).
_stream_threads = int(os.environ.get("STREAM_MAX_CONNECTIONS", "16"))
threads = int(os.environ.get("THREADS", "4" if _embedded else "1")) + _stream_threads
if _embedded and workers > 1:
    print(f"gunicorn.conf: REDIS_URL is unset, so sessions live in one process: running 1 "
          f"worker with {threads} threads instead of {workers} workers", file=sys.stdout)
    workers = 1
worker_class = os.environ.get("WORKER_CLASS") or ("gthread" if threads > 1 else "sync")
if worker_class == "sync" and _stream_threads:
    print("gunicorn.conf: WORKER_CLASS=sync with STREAM_MAX_CONNECTIONS > 0: a sync worker "
          "is killed after TIMEOUT inside an event stream; use gthread, or set "
          "STREAM_MAX_CONNECTIONS=0", file=sys.stdout)
timeout = int(os.environ.get("TIMEOUT", "30"))
# Longer than nginx's upstream keepalive_timeout (4 s), so that nginx never sends a
# request on a connection that gunicorn is closing.
keepalive = int(os.environ.get("KEEPALIVE", "5"))
graceful_timeout = 10
# Containers: heartbeat files in memory (the root filesystem may be read-only), and no
# control socket (it would need a writable $HOME, and two instances on one host collide).
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"
control_socket_disable = True
loglevel = os.environ.get("LOG_LEVEL", "info")

# The Authorization header carries seat tokens: the access log format names no header,
# and tokens never appear in URLs, so no log line can contain one.
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(L)ss'
_level = loglevel.upper()
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "root": {"level": _level, "handlers": ["stdout"]},
    "loggers": {
        "gunicorn.error": {"level": _level, "handlers": ["stdout"], "propagate": False,
                           "qualname": "gunicorn.error"},
        "gunicorn.access": {"level": "INFO", "handlers": ["access"], "propagate": False,
                            "qualname": "gunicorn.access"},
    },
    "handlers": {
        "stdout": {"class": "logging.StreamHandler", "formatter": "generic",
                   "stream": "ext://sys.stdout"},
        "access": {"class": "logging.StreamHandler", "formatter": "access",
                   "stream": "ext://sys.stdout"},
    },
    "formatters": {
        "generic": {"format": "%(asctime)s [%(process)d] [%(levelname)s] %(name)s: "
                              "%(message)s",
                    "datefmt": "[%Y-%m-%d %H:%M:%S %z]", "class": "logging.Formatter"},
        "access": {"format": "%(message)s", "class": "logging.Formatter"},
    },
}
