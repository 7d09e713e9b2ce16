"""The startup heap kept out of the garbage collector's full collections.

A process of the service holds about 85,000 objects the collector tracks once the app is
loaded (modules, Flask and marshmallow's schemas, the OpenAPI spec, the engine's
tables), and none of them ever becomes garbage. Python's full (oldest-generation)
collection still walks all of them each time: 13-19 ms right after startup and 26-35 ms
once 800 sessions went through a worker's caches, a pause of every request of that
worker. Such a collection comes when enough long-lived objects accumulated (one in 9,600
session moves over 800 sessions, in process: the write cache's docs, the parsed states).

`freeze_startup_heap` collects once and moves what is left into the permanent generation
(`gc.freeze`), which no collection walks: the same full collection then takes 1.6-1.7 ms
(`python -m bench.gc_pause`, part of `make bench`; bench/SPEED.md, "A frozen startup
heap"). Call it once, in the serving process, after the app is loaded and before the
first request: gunicorn's ``post_worker_init`` (deploy/gunicorn.conf.py) and ``make
run``'s server (deploy/serve.py). Objects created later are collected as before.
"""

from __future__ import annotations

import gc


def freeze_startup_heap() -> int:
    """Collect, then freeze every object the collector tracks; how many are frozen now."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
