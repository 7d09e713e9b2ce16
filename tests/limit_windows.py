"""Keeping a rate-limit test's requests inside one window of the in-process limiter."""

from __future__ import annotations

import time


def clear_of_a_window_edge(period_seconds: float, need_seconds: float) -> None:
    """Wait, when needed, until the current window has ``need_seconds`` left.

    flask-limiter's memory storage starts its windows at whole multiples of the period (a
    whole second, a whole minute of the clock), and its sliding-window counter weighs the
    previous window's count down as soon as the next one starts: requests that straddle an
    edge can be let through once more than the limit (``[200, 200, 200]`` for 2/second,
    reproduced by starting 2 ms before a whole second). Redis windows start at the first
    request and need none of this."""
    left = period_seconds - time.time() % period_seconds
    if left < need_seconds:
        time.sleep(left + 0.01)
