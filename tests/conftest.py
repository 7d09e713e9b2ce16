"""Settings for the whole test suite.

The per-client rate limits (`service.ratelimit`: a few requests per second on
``/bot-moves`` and ``POST /v1/sessions``) are switched off for the in-process apps: the
functional tests send hundreds of requests a second from one test client, and what they
check is not the limits. The limits are tested on their own, with explicit settings
(tests/service/test_limits.py, and with gunicorn in tests/deploy/test_search_quotas.py).
The search quota (`SEARCH_CONCURRENCY`) and the budget caps stay at their defaults.
"""

import os

os.environ.setdefault("RATE_LIMIT_BOT_MOVES", "off")
os.environ.setdefault("RATE_LIMIT_SESSIONS", "off")
