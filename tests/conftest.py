"""Settings for the whole test suite.

The per-client rate limits (`service.ratelimit`: a few requests per second on
``/bot-moves``, ``POST /v1/sessions`` and the seat claims and rotations) and the cap on
live sessions per client (``MAX_SESSIONS_PER_CLIENT``) are switched off for the in-process
apps and the servers the tests start: the functional tests send hundreds of requests a
second from one test client, and what they check is not the limits. The limits are
tested on their own, with explicit settings (tests/service/test_limits.py,
tests/service/test_sessions_per_client.py, and with gunicorn in
tests/deploy/test_search_quotas.py).
The search quota (`SEARCH_CONCURRENCY`) and the budget caps stay at their defaults.

The Redis socket timeout (`REDIS_TIMEOUT_MS`, 250 ms in production) is 2 s for the
suite: the test machine runs several suites on two cores, where a redis-server can be
starved of CPU for longer than 250 ms, and a timeout opens the store's circuit breaker
(503 for 2 s), which is not what those tests check. The tests of store timeouts set the
production value explicitly (tests/deploy/test_store_freeze.py,
tests/service/test_store_faults.py).

Hypothesis: no deadline and no ``too_slow`` health check for any property test (a loaded
two-core machine makes both fail at random; Hypothesis lifts them by itself only where it
detects a CI). A test's own ``@settings`` inherits these.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("stichwerk", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("stichwerk")

os.environ.setdefault("RATE_LIMIT_BOT_MOVES", "off")
os.environ.setdefault("RATE_LIMIT_SESSIONS", "off")
os.environ.setdefault("RATE_LIMIT_SEATS", "off")
os.environ.setdefault("MAX_SESSIONS_PER_CLIENT", "0")
os.environ.setdefault("REDIS_TIMEOUT_MS", "2000")
