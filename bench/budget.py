"""A session move's CPU budget against issue 15's target (session moves/s ≥ 0.7 × the
stateless ``/moves`` requests/s), from CPU measured per request in one run.

A session move makes exactly one Redis round trip, so its cost beyond a stateless
``/moves`` splits into what one bare round trip costs (the JSON echo with one ``PING``
beyond the plain echo) and what the session move costs beyond that round trip (its
script and arguments, its own work against the stateless route's). At the target a
session move may take 1 / 0.7 of a stateless request's share of the machine (the CPUs ÷
the stateless requests/s); what that leaves beyond the round trip is the budget the
session move's own extra has to fit in. All figures are µs of CPU per request: the
gunicorn workers' user + system time plus redis-server's (wrk's own CPU per request is
the same on both sides and cancels out)."""

from __future__ import annotations

import os

SESSION_TARGET = 0.7


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity mask)."""
    return len(os.sched_getaffinity(0))


def session_budget(*, stateless_us: float, session_us: float, echo_us: float,
                   echo_round_trip_us: float, stateless_rps: float, cpus: int
                   ) -> dict[str, float]:
    """``stateless_us``, ``session_us``, ``echo_us`` and ``echo_round_trip_us`` (the echo
    with one ``PING``): workers' + redis-server's CPU µs per request of each kind, from
    the same run; ``stateless_rps``: the stateless ``/moves`` requests/s."""
    session_extra = session_us - stateless_us
    round_trip = echo_round_trip_us - echo_us
    stateless_share = cpus / stateless_rps * 1e6
    allowed_extra = stateless_share / SESSION_TARGET - stateless_share
    return {"session_extra_us": round(session_extra, 1), "round_trip_us": round(round_trip, 1),
            "beyond_round_trip_us": round(session_extra - round_trip, 1),
            "target_leaves_us": round(allowed_extra - round_trip, 1)}
