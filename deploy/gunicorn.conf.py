"""gunicorn settings from the environment: PORT, HOST, WEB_CONCURRENCY, THREADS, TIMEOUT."""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", min(4, multiprocessing.cpu_count())))
threads = int(os.environ.get("THREADS", "1"))
worker_class = "gthread" if threads > 1 else "sync"
timeout = int(os.environ.get("TIMEOUT", "30"))
graceful_timeout = 10
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
# The Authorization header carries seat tokens: never log it.
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(L)ss'
