"""Per-client rate limits (flask-limiter) on the routes that cost CPU or storage.

* `rate_bot_moves`: ``POST /v1/games/{game}/bot-moves``, ``RATE_LIMIT_BOT_MOVES``
  (default ``5/second;60/minute``);
* `rate_sessions`: ``POST /v1/sessions``, ``RATE_LIMIT_SESSIONS`` (default
  ``2/second;30/minute``);
* `rate_seat_claims`, `rate_seat_tokens`: ``POST …/seats/{seat}/claim`` and ``POST
  …/seats/{seat}/token``, ``RATE_LIMIT_SEATS`` (default ``5/second;60/minute``, each
  route counted apart): a claim or a rotation answers its token again to whoever sends
  the same secret and ``Idempotency-Key``, so guessing either online must be slow.

A value is flask-limiter's notation (``N/second``, ``N/minute``, ``N per hour``, several
joined by ``;``); ``off`` switches the limit off. Counters live in Redis when
``REDIS_URL`` is set (shared by every worker and pod; sliding window counters), in the
process otherwise. When Redis does not answer, each process counts in memory until it
does (the limits then hold per process), and the request is served.

Over a limit: 429 ``rate_limited`` in the service's error shape, with ``Retry-After``
(seconds until the window lets the client in again) and ``X-RateLimit-*`` headers.

**The client** is the peer address (``REMOTE_ADDR``). Behind a reverse proxy every
request comes from the proxy, so the proxy's address must be listed in
``TRUSTED_PROXIES`` (addresses or CIDR blocks, e.g. ``127.0.0.1/32`` for the pod's nginx
sidecar): only then is ``X-Forwarded-For`` read, from the right, skipping trusted
addresses; the first address that is not trusted is the client (or ``X-Real-IP``, when
no ``X-Forwarded-For`` is sent). A client can put anything at the LEFT of
``X-Forwarded-For``, never at the right of what the trusted proxy appends, so it cannot
choose its identity. Without trusted proxies the headers are ignored. An IPv6 client
is its network of ``CLIENT_IPV6_PREFIX`` bits (64), as nginx counts it (`client_key`).
"""

from __future__ import annotations

import functools
import ipaddress
import logging
import math
import re
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from flask import Flask, Response, current_app, g, request
from flask_limiter import Limiter, RequestLimit
from flask_limiter.errors import RateLimitExceeded
from limits import parse_many

from service import metrics
from service.errors import error_response
from service.sessions.stores.breaker import CircuitBreaker
from service.sessions.stores.redis_store import breaker_connection_class

log = logging.getLogger("service.ratelimit")

RATE_LIMITED = "rate_limited"
OFF = "off"
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

# limit name → (endpoint, config key). The endpoints are flask-smorest's "blueprint.View".
LIMITED_ROUTES: dict[str, tuple[str, str]] = {
    "rate_bot_moves": ("games.BotMoves", "RATE_LIMIT_BOT_MOVES"),
    "rate_sessions": ("sessions.Sessions", "RATE_LIMIT_SESSIONS"),
    # /play's hint button: the same search as /bot-moves, the same limit (counted apart).
    "rate_session_hints": ("sessions.SessionHints", "RATE_LIMIT_BOT_MOVES"),
    # a seat's secrets: claiming an invitation, rotating a token (counted apart)
    "rate_seat_claims": ("sessions.SeatClaim", "RATE_LIMIT_SEATS"),
    "rate_seat_tokens": ("sessions.SeatToken", "RATE_LIMIT_SEATS"),
}


def check_limit(value: str) -> str:
    """A limit string flask-limiter understands, or ``off`` (ValueError otherwise)."""
    value = value.strip()
    if value.lower() == OFF:
        return OFF
    try:
        if not parse_many(value):
            raise ValueError("empty")
    except ValueError:
        raise ValueError(f"expected limits such as '5/second;60/minute' or 'off', not "
                         f"{value!r}") from None
    # flask-limiter takes both, and neither means what it says: ``0/second`` refused
    # every request with a 429 whose Retry-After promised a second, and ``5/0 seconds``
    # was read as 5/second (found by an audit).
    for amount, window in _COUNTS.findall(value):
        if int(amount) == 0 or (window and int(window) == 0):
            raise ValueError(f"every limit needs a count and a window of at least 1 "
                             f"('off' switches the limit off), not {value!r}")
    return value


# The counts of flask-limiter's notation (`limits.util.EXPR`): ``N/M unit`` or ``N per M
# unit``, M optional.
_COUNTS = re.compile(r"([0-9]+)\s*(?:/|\s*per\s*)\s*([0-9]*)")


def parse_networks(value: str) -> tuple[Network, ...]:
    """``"127.0.0.1/32, 10.0.0.0/8"`` → networks (ValueError for a bad entry)."""
    return tuple(ipaddress.ip_network(item, strict=False)
                 for item in value.replace(",", " ").split())


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


IPV6_CLIENT_PREFIX = 64  # CLIENT_IPV6_PREFIX's default, nginx's too (deploy/nginx/render.py)


def client_key(address: str, prefix: int = IPV6_CLIENT_PREFIX) -> str:
    """The identity a limit counts for ``address``: an IPv4 address as it is (an
    IPv4-mapped IPv6 one as its IPv4 address), an IPv6 address as its network of
    ``prefix`` bits (``CLIENT_IPV6_PREFIX``, 64). A subscriber gets a /64 or more, and
    one host can use any address in it, so counting single IPv6 addresses gave one
    client 2^64 identities. nginx's limits count the same networks (its
    ``$stichwerk_client``).

    Called only on a route that has a limit (flask-limiter asks for the key once per
    limit of the route), never on the others. The mask is taken on the integer: building
    an ``IPv6Network`` from text took twice as long."""
    addr = _address(address)
    if isinstance(addr, ipaddress.IPv6Address):
        if addr.ipv4_mapped is not None:
            return str(addr.ipv4_mapped)
        host = 128 - prefix
        return f"{ipaddress.IPv6Address(int(addr) >> host << host)}/{prefix}"
    return address


def client_address(remote_addr: str | None, forwarded_for: str | None, real_ip: str | None,
                   trusted: Sequence[Network]) -> str:
    """The client's address for the rate limits (see the module docstring)."""
    peer = remote_addr or "unknown"

    def is_trusted(text: str) -> bool:
        addr = _address(text)
        return addr is not None and any(addr in net for net in trusted)

    if not trusted or not is_trusted(peer):
        return peer
    if forwarded_for:
        hops = [h.strip() for h in forwarded_for.split(",") if h.strip()]
        for hop in reversed(hops):
            if not is_trusted(hop):
                return hop if _address(hop) is not None else peer
        return hops[0] if hops else peer
    if real_ip and _address(real_ip) is not None:
        return real_ip.strip()
    return peer


@functools.lru_cache(maxsize=8)
def _trusted_networks(value: str) -> tuple[Network, ...]:
    return parse_networks(value)


def environ_client(environ: Mapping[str, Any], trusted: str, prefix: int) -> str:
    """The client of a WSGI request as the rate limits count it, from its ``environ``
    (``TRUSTED_PROXIES``' text, ``CLIENT_IPV6_PREFIX``): `request_client` without Flask,
    for the fast lane's session moves (`service.fastlane`)."""
    return client_key(client_address(environ.get("REMOTE_ADDR"),
                                     environ.get("HTTP_X_FORWARDED_FOR"),
                                     environ.get("HTTP_X_REAL_IP"), _trusted_networks(trusted)),
                      prefix)


def request_client() -> str:
    """The client of the current request as the rate limits count it (`client_address`
    with the app's ``TRUSTED_PROXIES``): also the key of ``STREAM_MAX_PER_CLIENT``, of
    ``MAX_SESSIONS_PER_CLIENT`` and of ``SESSION_BOT_SECONDS_PER_CLIENT``. Worked out
    once per request (kept in ``g``): a create asks for it in its rate limit and again
    in its per-client count."""
    known = g.get("stichwerk_client")
    if known is not None:
        return str(known)
    config = current_app.config
    client = environ_client(request.environ, config.get("TRUSTED_PROXIES") or "",
                            config.get("CLIENT_IPV6_PREFIX", IPV6_CLIENT_PREFIX))
    g.stichwerk_client = client
    return client


def _retry_after(limit: RequestLimit) -> int:
    """Whole seconds until the window lets the client in again: at least 1, at most the
    window (a sliding window's reset can lie a fraction beyond it)."""
    return max(1, min(limit.limit.get_expiry(), math.ceil(limit.reset_at - time.time())))


def _on_breach(name: str) -> Callable[[RequestLimit], Response]:
    def breached(limit: RequestLimit) -> Response:
        metrics.count_refusal(name)
        retry = _retry_after(limit)  # kept: `_keep_the_services_retry_after`
        return error_response(429, RATE_LIMITED,
                              f"too many requests from this client to this route "
                              f"(limit {limit.limit}); see Retry-After",
                              {"_": f"{name}: {limit.limit}"}, {"Retry-After": str(retry)})
    return breached


def _rate_limited(error: RateLimitExceeded) -> Any:
    if error.response is not None:
        return error.response
    return error_response(429, RATE_LIMITED, "too many requests from this client",
                          {"_": str(error.description)}, {"Retry-After": "1"})


def limiter_storage(redis_url: str | None, cluster: bool, timeout: float,
                    prefix: str, breaker: CircuitBreaker | None = None
                    ) -> tuple[str, dict[str, Any]]:
    """The limits library's storage URI and options for the session store's Redis.

    The library names the schemes its own way: a unix socket is ``redis+unix://`` (it
    refused ``unix://`` with "unknown storage scheme", and the service did not start), and
    a Redis Cluster is ``redis+cluster://`` (with ``REDIS_CLUSTER=1`` and a ``redis://``
    URL it used one node as a plain Redis: every key of another node's slots failed, the
    failure was swallowed and every process counted on its own). Its keys start with
    ``REDIS_KEY_PREFIX`` (``stw:rate:{LIMITER/…}``) like the store's, where the library
    would put ``LIMITS:`` first.

    ``breaker``: the session store's circuit breaker (one Redis, not a cluster): the
    counters' commands stand behind it (`breaker_connection_class`), so during a freeze a
    limited route waits for at most one timeout in all (the counter's, or the store's), not
    one for the counter, one for flask-limiter's health check and one for the store."""
    if not redis_url:
        return "memory://", {}
    options: dict[str, Any] = {"socket_timeout": timeout, "socket_connect_timeout": timeout,
                               "key_prefix": f"{prefix}:rate"}
    scheme, sep, rest = redis_url.partition("://")
    if scheme.endswith("+cluster"):
        cluster, scheme = True, scheme.removesuffix("+cluster")
    if breaker is not None and not cluster:
        options["connection_class"] = breaker_connection_class(redis_url, breaker)
    if scheme == "unix":
        return f"redis+unix{sep}{rest}", options
    if cluster:
        if scheme == "rediss":
            options["ssl"] = True
        return f"redis+cluster{sep}{rest}", options
    return redis_url, options


def register_rate_limits(app: Flask, breaker: CircuitBreaker | None = None
                         ) -> Limiter | None:
    """Wrap the limited routes' views (call it after the blueprints are registered).
    ``breaker``: the session store's, on Redis (`limiter_storage`)."""
    parse_networks(app.config.get("TRUSTED_PROXIES") or "")  # a bad value stops the start
    active = {name: check_limit(app.config[setting])
              for name, (_endpoint, setting) in LIMITED_ROUTES.items()}
    if all(value == OFF for value in active.values()):
        return None
    storage_uri, storage_options = limiter_storage(
        app.config.get("REDIS_URL"), bool(app.config.get("REDIS_CLUSTER")),
        app.config.get("REDIS_TIMEOUT_MS", 1000) / 1000,
        app.config.get("REDIS_KEY_PREFIX", "stw"),
        breaker)
    limiter = Limiter(
        request_client, app=app, storage_uri=storage_uri, storage_options=storage_options,
        strategy="sliding-window-counter", headers_enabled=True,
        swallow_errors=True, in_memory_fallback_enabled=True)
    for name, (endpoint, _setting) in LIMITED_ROUTES.items():
        if active[name] != OFF:
            app.view_functions[endpoint] = limiter.limit(
                active[name], scope=name, methods=["POST"],
                on_breach=_on_breach(name))(app.view_functions[endpoint])
    app.register_error_handler(RateLimitExceeded, _rate_limited)
    _keep_the_services_retry_after(app)
    return limiter


def _keep_the_services_retry_after(app: Flask) -> None:
    """flask-limiter's header hook (with ``headers_enabled``) writes ``Retry-After`` on
    EVERY answer of a limited route: the later of the answer's own and the window's
    reset, rounded down. So a 429 said ``Retry-After: 0`` (retry at once), a 503
    ``search_capacity_exhausted`` 6 where ``SEARCH_RETRY_AFTER_SECONDS`` is 7 (or the
    minute window's 37), and a 200 carried one too. Its hook is wrapped here: the
    ``X-RateLimit-*`` headers stay the library's, ``Retry-After`` is the service's own
    (`_on_breach` sets it on a 429, the store and the quotas on their 503s), and an answer
    that had none gets none."""
    hooks = app.after_request_funcs.setdefault(None, [])
    inject = Limiter._Limiter__inject_headers
    for i, hook in enumerate(hooks):
        if getattr(hook, "func", None) is inject:
            hooks[i] = _with_own_retry_after(hook)
            return
    raise RuntimeError("flask-limiter's header hook was not found: check its version")


def _with_own_retry_after(hook: Callable[[Response], Response]
                          ) -> Callable[[Response], Response]:
    def inject(response: Response) -> Response:
        own = response.headers.get("Retry-After")
        response = hook(response)
        if own is None:
            response.headers.pop("Retry-After", None)
        else:
            response.headers["Retry-After"] = own
        return response
    return inject
