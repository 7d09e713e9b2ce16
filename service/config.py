"""Settings from the environment (12-factor): one frozen dataclass, one place to read env.

| variable             | default  | meaning                                        |
|----------------------|----------|------------------------------------------------|
| `PORT`               | 8000     | port of the development server (`python -m service`) |
| `REDIS_URL`          | unset    | session store; unset = embedded (in-process)   |
| `MAX_CONTENT_LENGTH` | 262144   | largest request body in bytes (larger: 413)    |
| `SESSION_TTL_SECONDS`| 86400    | a session expires after this long without a move |
| `IDEMPOTENCY_TTL_SECONDS` | 3600 | how long a move's (a leave's) `Idempotency-Key` |
|                      |          | answer is kept (and a keyed claim or rotation |
|                      |          | answers its retry)                               |
| `SESSION_BOT_BUDGET_MS` | 200   | thinking time per bot move in sessions (search levels) |
| `REDIS_TIMEOUT_MS`   | 250      | Redis connect and socket timeout (probes allow 3 s) |
| `REDIS_KEY_PREFIX`   | `stw`    | prefix of every Redis key (share a Redis between deployments) |

Session store: faults, cluster and bounds (issues 12 and 11; README "Session store:
faults, cluster, durability and bounds"):

| variable             | default  | meaning                                        |
|----------------------|----------|------------------------------------------------|
| `REDIS_BREAKER_SECONDS` | 2     | after a Redis timeout, 503 at once this long (0: off) |
| `REDIS_CLUSTER`      | 0        | 1: a Redis Cluster (or a `redis+cluster://` URL) |
| `MAX_SESSIONS`       | 1000     | embedded store's sessions (then 503 `session_store_full`) |
| `MAX_SESSIONS_PER_CLIENT` | 500 | live sessions one client created, both stores (then |
|                      |          | 429 `too_many_sessions`); 0 = no cap           |
| `SESSION_MAX_EVENTS` | 5000     | events per session (then 409 `session_too_large`) |
| `SESSION_MAX_BYTES`  | 1048576  | bytes per session, doc + events (then 409 `session_too_large`) |
| `SESSION_MAX_IDEMPOTENCY_RECORDS` | 200 | idempotency records per session (oldest dropped) |
| `SESSION_MAX_TARGET` | 200      | largest `options.target` of a session (else 422) |

CPU quotas and rate limits (issue 11; `service.quotas`, `service.ratelimit`):

| variable             | default  | meaning                                        |
|----------------------|----------|------------------------------------------------|
| `SEARCH_CONCURRENCY` | 2        | searches at once per process (more: 503)       |
| `SEARCH_RETRY_AFTER_SECONDS` | 1 | `Retry-After` of that 503                    |
| `BOT_MOVES_MAX_BUDGET_MS` | 200 | largest `budget_ms` of `/bot-moves` (clamped) |
| `SESSION_REQUEST_BOT_BUDGET_MS` | 1000 | search time of all bots of one request |
| `SESSION_BOT_SECONDS_PER_CLIENT` | 20 | seconds of session bot search per client per |
|                      |          | minute, every worker and pod together on Redis |
|                      |          | (then `heuristic`); 0…60, 0 = off              |
| `RATE_LIMIT_BOT_MOVES` | `5/second;60/minute` | per client, `/bot-moves` (`off`) |
| `RATE_LIMIT_SESSIONS` | `2/second;30/minute` | per client, `POST /v1/sessions` |
| `RATE_LIMIT_SEATS`   | `5/second;60/minute` | per client, seat claims and token |
|                      |          | rotations (each route counted apart)           |
| `TRUSTED_PROXIES`    | empty    | proxies whose X-Forwarded-For names the client |
| `CLIENT_IPV6_PREFIX` | 64       | an IPv6 client is its network of this many bits |
|                      |          | (32…64, a multiple of 4; nginx's too)          |
| `SESSION_INVITATION_TTL_SECONDS` | 86400 | an invitation code expires this long after issue |
| `STATE_TOKEN_KEYS`   | unset    | sealed states: base64url 32-byte keys, comma-separated; |
|                      |          | the first seals, all open; unset = sealing answers 503  |
| `STATE_TOKEN_MAX_CHARS` | 16384 | sealed states: a longer `state_token` is refused unread |

Hostile input (issue 11; `service.body`):

| variable             | default  | meaning                                        |
|----------------------|----------|------------------------------------------------|
| `MAX_JSON_DEPTH`     | 64       | deepest nesting of a JSON body (deeper: 400    |
|                      |          | `invalid_json`); 8…512                         |

Browsers, live updates and the front door (issue 13; README "Browsers and CORS", "Live
session updates", "The front door"):

| variable                    | default | meaning                                    |
|-----------------------------|---------|--------------------------------------------|
| `CORS_ORIGINS`              | unset   | origins allowed to call from a browser,     |
|                             |         | comma-separated; `*` = any; unset = off     |
| `CORS_MAX_AGE`              | 600     | seconds a browser may cache a preflight     |
| `STREAM_MAX_CONNECTIONS`    | 16      | streams + waiting long-polls per worker     |
|                             |         | process (beyond: 503 `too_many_streams`)    |
| `STREAM_MAX_PER_CLIENT`     | 8       | of those, held by one client address (as    |
|                             |         | `TRUSTED_PROXIES` reads it); 0 = no cap     |
| `STREAM_HEARTBEAT_SECONDS`  | 15      | comment line on an idle stream this often   |
| `STREAM_MAX_SECONDS`        | 3600    | a stream is closed after this long          |
| `STREAM_TICKET_TTL_SECONDS` | 60      | how long a stream ticket waits for its use  |
| `STREAM_TICKETS_MAX`        | 100000  | embedded store: unused stream tickets held  |
|                             |         | at once (the oldest are forgotten first)    |
| `EVENTS_MAX_WAIT_SECONDS`   | 25      | the largest `wait=` of a long-poll          |
| `REPOSITORY_URL`            | unset   | where `/` links the clients and the README  |
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

API_TITLE = "Stichwerk"
API_VERSION = "1.0.0"
# OpenAPI 3.1 (JSON Schema 2020-12): "or null" and a described $ref are plain JSON Schema
# there, which every generator and strict validator reads alike (README "Clients").
# The docs page (Swagger UI 5, from flask-swagger-ui) renders 3.1.
OPENAPI_VERSION = "3.1.0"
SERVERS = [{"url": "/", "description": "The server that serves this document"}]
DOCS_PATH = "/docs"
DOCS_STATIC_PATH = "/docs/static/"

API_DESCRIPTION = """\
Rules engine for trick-taking card games (Watten, Karnöffel, Hearts).

The routes under `/v1/games/{game}` are **stateless**: the client posts the whole match
state and gets the new state back; nothing is stored. A state round-trips exactly.

Every error that is not a rule violation has one JSON shape: `{code, status, message,
errors}`, where `code` is a stable snake_case identifier, `status` the HTTP status and
`errors` maps field paths (`state.hands[0][1]`, `move.seat`, `options.target`) to
reasons. A rule violation is not an HTTP error: `POST .../moves` answers 200 with
`legal: false` and the violation's `code` (see the per-game `*ReasonCode` schemas).

**Sessions** (`/v1/sessions`) are server-held matches: `POST /v1/sessions` seats humans
and bots and answers one secret token per human seat plus a spectator token, **shown
once** (the server keeps only their SHA-256). Send a token as `Authorization: Bearer
<token>`: it acts only for its own seat and reads only its own seat's view; the
spectator reads public information only. After each accepted move the bots play until a
human must act, and a finished hand is dealt automatically with the server's random
numbers (clients never post `deal`; no seed is shown before the match is over). The
creator also gets a **host token**: it reads what the spectator reads, cannot move, and
alone ends the session. With `"seating": "invite"` the creator gets one invitation code
per human seat instead of seat tokens, and each player claims their own seat
(`POST /v1/sessions/{id}/seats/{seat}/claim`, once). A session says whether its creator
chose the seed (`seeded`); otherwise it publishes a `seed_commitment` from the start and
reveals seed and salt (`seed_reveal`) when the match is over (README "Trust model").
Every move is one
compare-and-set on the session `version` (it counts applied moves, bots' and deals
included): concurrent moves never both apply; send `expected_version` to get a 409
`stale_version` instead of having the move checked against a newer state, and an
`Idempotency-Key` header to make a retried POST answer the first response without
applying twice. `GET .../events?after=N` pages through the seat's event log: every event
carries its `seq` and the `version` it led to, and a card the seat may not see (another
hand, a passed or cut card) is `null`. Sessions expire after `SESSION_TTL_SECONDS`
(default 24 h) without a move and end at `match_over` (`status: finished`). When the
session store (Redis) is down, the session routes and `/readyz` answer 503
`session_store_unavailable` with `Retry-After` (`session_store_full` when it is full);
the stateless routes keep working.

**Sealed states**: `POST .../states` with `sealed: true` answers a `state_token` (the state
authenticated and encrypted by the service) instead of the `state`; every stateless route
takes `state_token` in place of `state` and `/moves` answers a new one. An edited or
foreign token is a 422 `invalid_state_token`; without a configured key, 503
`state_sealing_unavailable`.

**Live updates**: `GET .../events/stream` is the same log as Server-Sent Events (`id:` =
`seq`, resumable with `Last-Event-ID`, heartbeats, closed with `event: end` when the match
is over); a browser's EventSource opens it with a single-use ticket from `POST
.../stream-tickets` (`?ticket=`), never with the seat token in the URL. `GET
.../events?wait=S` long-polls. A move's answer lists every hand end of the request in
`results` (the bots' included) and `match` once the match is over.
"""


class ConfigError(ValueError):
    """An environment variable has a value that cannot be used."""


# The largest value of any integer variable: far beyond every sensible setting, and below
# what the clock and timer functions take (a TTL of 10^12 s made tickets and invitations
# answer 500 "year out of range", and a long-poll's wait overflowed `threading`'s timeout).
INT_ENV_MAXIMUM = 10**9


_DECIMAL = re.compile(r"-?[0-9]+")


def parse_integer_setting(name: str, raw: str, minimum: int,
                          maximum: int = INT_ENV_MAXIMUM) -> int:
    """``raw``, the value of the integer variable ``name``; a refusal names the variable
    and its range, in the same words for the service's variables (here) and the
    servers' own (`service.server_env`, `service.worker`)."""
    # Decimal digits only: Python's int() also takes "1_000", "+5" and other scripts'
    # digits, which nginx's renderer (the same MAX_CONTENT_LENGTH) refuses.
    value = int(raw) if _DECIMAL.fullmatch(raw) else None
    if value is None or not minimum <= value <= maximum:
        shown = repr(raw) if value is None else str(value)
        raise ConfigError(f"{name} must be an integer from {minimum} to {maximum}, "
                          f"not {shown}")
    return value


def _int_env(env: Mapping[str, str], name: str, default: int, minimum: int,
             maximum: int = INT_ENV_MAXIMUM) -> int:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    return parse_integer_setting(name, raw.strip(), minimum, maximum)


# The largest MAX_CONTENT_LENGTH: nginx's (deploy/nginx/render.py) maximum too, so that
# one value means the same behind the proxy and without it.
MAX_CONTENT_LENGTH_MAXIMUM = 64 * 1024 * 1024

# The deepest MAX_JSON_DEPTH: the JSON parsers recurse once per level and give up near
# Python's recursion limit (1000, less the frames below them), so a larger setting was
# silently about 970 or less: a body within the setting was refused (found by an audit).
MAX_JSON_DEPTH_MAXIMUM = 512

# The longest search of one bot move: the contract's largest `budget_ms` (service.bots
# clamps every search to it), and so the largest BOT_MOVES_MAX_BUDGET_MS and
# SESSION_BOT_BUDGET_MS (a larger SESSION_BOT_BUDGET_MS was silently 5000: audit).
BOT_BUDGET_MS_MAXIMUM = 5_000

# The most streams per worker: each is a thread of its own.
STREAM_MAX_CONNECTIONS_MAXIMUM = 4096

# CLIENT_IPV6_PREFIX: shorter than a /32 (an ISP's whole allocation) would count many
# subscribers as one; longer than a /64 would split one subscriber's /64 again.
CLIENT_IPV6_PREFIX_RANGE = (32, 64)

REDIS_URL_SCHEMES = ("redis", "rediss", "unix", "redis+cluster", "rediss+cluster")
REDIS_DATABASE_MAXIMUM = 2**31 - 1


def _redis_url_env(env: Mapping[str, str], name: str) -> str | None:
    """A URL that redis-py's ``from_url`` takes: ``redis://``, ``rediss://`` or
    ``unix://`` (or a Redis Cluster's ``redis+cluster://``, ``rediss+cluster://``), with
    a numeric port. The refusal never repeats the URL: it may hold the
    password."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme not in REDIS_URL_SCHEMES or "://" not in raw:
        shown = f"a {parts.scheme}:// URL" if "://" in raw else "a value with no scheme://"
        raise ConfigError(f"{name} must be a redis://, rediss://, unix:// or "
                          f"redis+cluster:// URL, not {shown}")
    try:
        port = parts.port  # urllib checks the port only when it is read
    except ValueError:
        port = 0
    if port == 0:  # port 0 is no server's: every connection would fail at the first move
        raise ConfigError(f"{name} has a port that is not a number from 1 to 65535") from None
    if parts.scheme == "unix" and not parts.path:
        raise ConfigError(f"{name}: a unix:// URL needs the socket's path "
                          f"(unix:///run/redis.sock)")
    if parts.scheme != "unix" and not re.fullmatch(r"/?[0-9]*", parts.path):
        # redis-py reads a path that is no number as database 0, without a word
        raise ConfigError(f"{name}: the path is the database number (redis://host:6379/0)")
    # The query's options, read as redis-py reads them when the workers connect. Imported
    # here, only for a URL: gunicorn's master checks the settings without the app's
    # modules (tests/deploy/test_server_variables.py).
    from redis.connection import parse_url

    try:
        parsed = parse_url(raw.replace("+cluster://", "://", 1))
    except ValueError as exc:
        option = re.search(r"'(\w+)'", str(exc))  # never the URL: it may hold the password
        what = f"the option {option.group(1)!r}" if option else "an option"
        raise ConfigError(f"{name}: {what} has a value redis-py does not take") from None
    if not 0 <= int(parsed.get("db") or 0) <= REDIS_DATABASE_MAXIMUM:
        # Redis' SELECT takes a 32-bit integer: a larger number failed every connection
        raise ConfigError(f"{name}: the database number must be from 0 to "
                          f"{REDIS_DATABASE_MAXIMUM}")
    return raw


# ASCII only: under IGNORECASE alone `[a-z]` also takes `ſ`, `K` (Kelvin sign) and `İ`, so
# `https://ſ.example` was kept (a browser sends no such Origin) and `httpſ://x:1` stopped
# the start with a KeyError instead of naming CORS_ORIGINS.
_ORIGIN_RE = re.compile(r"https?://[a-z0-9.-]+(?::(?P<port>[0-9]{1,5}))?",
                        re.IGNORECASE | re.ASCII)


def _cluster_env(env: Mapping[str, str]) -> bool:
    """``REDIS_CLUSTER``: 0 or 1, and 1 only with a ``REDIS_URL`` (a node of the cluster).
    Without one the sessions were silently kept in the process (audit)."""
    cluster = _int_env(env, "REDIS_CLUSTER", 0, 0, 1) == 1
    if cluster and not (env.get("REDIS_URL") or "").strip():
        raise ConfigError("REDIS_CLUSTER=1 needs REDIS_URL (a node of the cluster); "
                          "without it sessions would live in the process")
    return cluster


def _origins_env(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    """``*`` or a comma-separated list of origins (scheme://host[:port], no path)."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return ()
    origins = tuple(o.strip() for o in raw.split(",") if o.strip())
    if origins == ("*",):
        return origins
    matches = [(o, _ORIGIN_RE.fullmatch(o)) for o in origins]
    bad = [o for o, m in matches if m is None or not 0 < int(m["port"] or 1) < 65536]
    if bad:
        raise ConfigError(f"{name} must be * or comma-separated origins such as "
                          f"https://app.example.com (scheme://host[:port], no path), "
                          f"not {bad[0]!r}")
    return tuple(dict.fromkeys(_as_browsers_send(o) for o in origins))


def _as_browsers_send(origin: str) -> str:
    """``origin`` as a browser's ``Origin`` header spells it (RFC 6454 serialization:
    scheme and host in lower case, no default port). flask-cors compares an origin as a
    string (ignoring case only): ``https://app.example.com:443`` was accepted at start and
    then matched no request, since a browser never sends the default port."""
    scheme, _, rest = origin.lower().partition("://")
    host, _, port = rest.partition(":")
    if port and int(port) == {"http": 80, "https": 443}[scheme]:
        port = ""
    return f"{scheme}://{host}:{int(port)}" if port else f"{scheme}://{host}"


def _url_env(env: Mapping[str, str], name: str) -> str | None:
    raw = (env.get(name) or "").strip().rstrip("/")
    if not raw:
        return None
    if not re.fullmatch(r"https?://[^\s\"<>]+", raw):
        raise ConfigError(f"{name} must be an http(s) URL, not {raw!r}")
    return raw


def _prefix_env(env: Mapping[str, str], name: str, default: str) -> str:
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    if not re.fullmatch(r"[A-Za-z0-9_.:-]{1,64}", raw):  # ASCII: str.isalnum took "ü²"
        raise ConfigError(f"{name} must be up to 64 ASCII letters, digits or - _ . :, "
                          f"not {raw!r}")
    return raw


def _limit_env(env: Mapping[str, str], name: str, default: str) -> str:
    from service.ratelimit import check_limit  # flask-limiter's notation, or "off"

    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        return check_limit(raw)
    except ValueError as exc:
        raise ConfigError(f"{name}: {exc}") from None


def _networks_env(env: Mapping[str, str], name: str) -> str:
    from service.ratelimit import parse_networks

    raw = (env.get(name) or "").strip()
    try:
        parse_networks(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be addresses or CIDR blocks: {exc}") from None
    return raw


def _ipv6_prefix_env(env: Mapping[str, str], name: str, default: int) -> int:
    """A whole hex digit from 32 to 64, as nginx's renderer takes the same variable: its
    key of a client is cut from the address's text, one hex digit per 4 bits."""
    value = _int_env(env, name, default, *CLIENT_IPV6_PREFIX_RANGE)
    if value % 4:
        raise ConfigError(f"{name} must be a multiple of 4 (48, 56, 64: whole hex "
                          f"digits), not {value}")
    return value


def _state_token_keys(env: Mapping[str, str]) -> tuple[bytes, ...]:
    """Sealed stateless states: `service.sealing.parse_keys` (a ConfigError at startup)."""
    from service.sealing import parse_keys  # sealing imports this module

    return parse_keys(env.get("STATE_TOKEN_KEYS") or "")


@dataclass(frozen=True)
class Config:
    """Service settings. `from_env` reads them; `flask_config` is what the app gets."""

    port: int = 8000
    redis_url: str | None = None
    max_content_length: int = 256 * 1024
    session_ttl_seconds: int = 86_400
    idempotency_ttl_seconds: int = 3_600
    session_bot_budget_ms: int = 200
    redis_timeout_ms: int = 250
    redis_key_prefix: str = "stw"
    # session store: faults, cluster and bounds (issues 12 and 11)
    redis_breaker_seconds: int = 2
    redis_cluster: bool = False
    max_sessions: int = 1_000
    max_sessions_per_client: int = 500
    session_max_events: int = 5_000
    session_max_bytes: int = 1_048_576
    session_max_idempotency_records: int = 200
    session_max_target: int = 200
    # CPU quotas and rate limits (issue 11): service/quotas.py, service/ratelimit.py
    search_concurrency: int = 2
    search_retry_after_seconds: int = 1
    bot_moves_max_budget_ms: int = 200
    session_request_bot_budget_ms: int = 1_000
    session_bot_seconds_per_client: int = 20  # per minute and process; 0 = off
    rate_limit_bot_moves: str = "5/second;60/minute"
    rate_limit_sessions: str = "2/second;30/minute"
    rate_limit_seats: str = "5/second;60/minute"
    trusted_proxies: str = ""
    client_ipv6_prefix: int = 64
    # Seats claimed by their own players (trust model): invitation codes expire
    session_invitation_ttl_seconds: int = 86_400
    # Sealed stateless states (service/sealing.py): keys parsed at startup.
    state_token_keys: tuple[bytes, ...] = field(default=(), repr=False)  # secrets
    state_token_max_chars: int = 16_384
    # Hardening (issue 11, hostile input): the JSON depth cap of the body parser.
    max_json_depth: int = 64
    # Browsers, live updates and the front door (issue 13).
    cors_origins: tuple[str, ...] = ()
    cors_max_age: int = 600
    stream_max_connections: int = 16
    stream_max_per_client: int = 8
    stream_heartbeat_seconds: int = 15
    stream_max_seconds: int = 3_600
    stream_ticket_ttl_seconds: int = 60
    stream_tickets_max: int = 100_000
    events_max_wait_seconds: int = 25
    repository_url: str | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        return cls(
            port=_int_env(env, "PORT", cls.port, 1, 65535),
            redis_url=_redis_url_env(env, "REDIS_URL"),
            max_content_length=_int_env(env, "MAX_CONTENT_LENGTH", cls.max_content_length, 1,
                                        MAX_CONTENT_LENGTH_MAXIMUM),
            session_ttl_seconds=_int_env(env, "SESSION_TTL_SECONDS", cls.session_ttl_seconds, 1),
            idempotency_ttl_seconds=_int_env(env, "IDEMPOTENCY_TTL_SECONDS",
                                             cls.idempotency_ttl_seconds, 1),
            session_bot_budget_ms=_int_env(env, "SESSION_BOT_BUDGET_MS",
                                           cls.session_bot_budget_ms, 1,
                                           BOT_BUDGET_MS_MAXIMUM),
            redis_timeout_ms=_int_env(env, "REDIS_TIMEOUT_MS", cls.redis_timeout_ms, 10),
            redis_key_prefix=_prefix_env(env, "REDIS_KEY_PREFIX", cls.redis_key_prefix),
            # session store: faults, cluster and bounds
            redis_breaker_seconds=_int_env(env, "REDIS_BREAKER_SECONDS",
                                           cls.redis_breaker_seconds, 0),
            redis_cluster=_cluster_env(env),
            max_sessions=_int_env(env, "MAX_SESSIONS", cls.max_sessions, 1),
            max_sessions_per_client=_int_env(env, "MAX_SESSIONS_PER_CLIENT",
                                             cls.max_sessions_per_client, 0),
            session_max_events=_int_env(env, "SESSION_MAX_EVENTS", cls.session_max_events,
                                        10),
            session_max_bytes=_int_env(env, "SESSION_MAX_BYTES", cls.session_max_bytes,
                                       16_384),
            session_max_idempotency_records=_int_env(
                env, "SESSION_MAX_IDEMPOTENCY_RECORDS", cls.session_max_idempotency_records,
                1),
            session_max_target=_int_env(env, "SESSION_MAX_TARGET", cls.session_max_target,
                                        1),
            # CPU quotas and rate limits (issue 11)
            search_concurrency=_int_env(env, "SEARCH_CONCURRENCY", cls.search_concurrency, 1),
            search_retry_after_seconds=_int_env(env, "SEARCH_RETRY_AFTER_SECONDS",
                                                cls.search_retry_after_seconds, 1),
            bot_moves_max_budget_ms=_int_env(env, "BOT_MOVES_MAX_BUDGET_MS",
                                             cls.bot_moves_max_budget_ms, 1,
                                             BOT_BUDGET_MS_MAXIMUM),
            session_request_bot_budget_ms=_int_env(env, "SESSION_REQUEST_BOT_BUDGET_MS",
                                                   cls.session_request_bot_budget_ms, 1),
            # a process has at most 60 CPU-seconds a minute to give (the GIL)
            session_bot_seconds_per_client=_int_env(
                env, "SESSION_BOT_SECONDS_PER_CLIENT", cls.session_bot_seconds_per_client, 0,
                60),
            rate_limit_bot_moves=_limit_env(env, "RATE_LIMIT_BOT_MOVES",
                                            cls.rate_limit_bot_moves),
            rate_limit_sessions=_limit_env(env, "RATE_LIMIT_SESSIONS", cls.rate_limit_sessions),
            rate_limit_seats=_limit_env(env, "RATE_LIMIT_SEATS", cls.rate_limit_seats),
            trusted_proxies=_networks_env(env, "TRUSTED_PROXIES"),
            client_ipv6_prefix=_ipv6_prefix_env(env, "CLIENT_IPV6_PREFIX",
                                                cls.client_ipv6_prefix),
            # trust model: invitation codes
            session_invitation_ttl_seconds=_int_env(
                env, "SESSION_INVITATION_TTL_SECONDS", cls.session_invitation_ttl_seconds, 1),
            # Sealed stateless states
            state_token_keys=_state_token_keys(env),
            state_token_max_chars=_int_env(env, "STATE_TOKEN_MAX_CHARS",
                                           cls.state_token_max_chars,
                                           # a token of twice today's state fits (2775)
                                           4096),
            max_json_depth=_int_env(env, "MAX_JSON_DEPTH", cls.max_json_depth, 8,
                                    MAX_JSON_DEPTH_MAXIMUM),
            # Browsers, live updates and the front door (issue 13)
            cors_origins=_origins_env(env, "CORS_ORIGINS"),
            cors_max_age=_int_env(env, "CORS_MAX_AGE", cls.cors_max_age, 0),
            # each is a thread of its own under gunicorn (deploy/gunicorn.conf.py and
            # deploy/serve.py take at most STREAM_MAX_CONNECTIONS_MAXIMUM)
            stream_max_connections=_int_env(env, "STREAM_MAX_CONNECTIONS",
                                            cls.stream_max_connections, 0,
                                            STREAM_MAX_CONNECTIONS_MAXIMUM),
            stream_max_per_client=_int_env(env, "STREAM_MAX_PER_CLIENT",
                                           cls.stream_max_per_client, 0,
                                           STREAM_MAX_CONNECTIONS_MAXIMUM),
            stream_heartbeat_seconds=_int_env(env, "STREAM_HEARTBEAT_SECONDS",
                                              cls.stream_heartbeat_seconds, 1),
            stream_max_seconds=_int_env(env, "STREAM_MAX_SECONDS", cls.stream_max_seconds, 1),
            stream_ticket_ttl_seconds=_int_env(env, "STREAM_TICKET_TTL_SECONDS",
                                               cls.stream_ticket_ttl_seconds, 1),
            stream_tickets_max=_int_env(env, "STREAM_TICKETS_MAX", cls.stream_tickets_max, 1),
            events_max_wait_seconds=_int_env(env, "EVENTS_MAX_WAIT_SECONDS",
                                             cls.events_max_wait_seconds, 0),
            repository_url=_url_env(env, "REPOSITORY_URL"),
        )

    def flask_config(self) -> dict[str, Any]:
        return {
            "PORT": self.port,
            "REDIS_URL": self.redis_url,
            "MAX_CONTENT_LENGTH": self.max_content_length,
            "SESSION_TTL_SECONDS": self.session_ttl_seconds,
            "IDEMPOTENCY_TTL_SECONDS": self.idempotency_ttl_seconds,
            "SESSION_BOT_BUDGET_MS": self.session_bot_budget_ms,
            "REDIS_TIMEOUT_MS": self.redis_timeout_ms,
            "REDIS_KEY_PREFIX": self.redis_key_prefix,
            # session store: faults, cluster and bounds
            "REDIS_BREAKER_SECONDS": self.redis_breaker_seconds,
            "REDIS_CLUSTER": self.redis_cluster,
            "MAX_SESSIONS": self.max_sessions,
            "MAX_SESSIONS_PER_CLIENT": self.max_sessions_per_client,
            "SESSION_MAX_EVENTS": self.session_max_events,
            "SESSION_MAX_BYTES": self.session_max_bytes,
            "SESSION_MAX_IDEMPOTENCY_RECORDS": self.session_max_idempotency_records,
            "SESSION_MAX_TARGET": self.session_max_target,
            # CPU quotas and rate limits (issue 11)
            "SEARCH_CONCURRENCY": self.search_concurrency,
            "SEARCH_RETRY_AFTER_SECONDS": self.search_retry_after_seconds,
            "BOT_MOVES_MAX_BUDGET_MS": self.bot_moves_max_budget_ms,
            "SESSION_REQUEST_BOT_BUDGET_MS": self.session_request_bot_budget_ms,
            "SESSION_BOT_SECONDS_PER_CLIENT": self.session_bot_seconds_per_client,
            "RATE_LIMIT_BOT_MOVES": self.rate_limit_bot_moves,
            "RATE_LIMIT_SESSIONS": self.rate_limit_sessions,
            "RATE_LIMIT_SEATS": self.rate_limit_seats,
            "TRUSTED_PROXIES": self.trusted_proxies,
            "CLIENT_IPV6_PREFIX": self.client_ipv6_prefix,
            "SESSION_INVITATION_TTL_SECONDS": self.session_invitation_ttl_seconds,
            "STATE_TOKEN_KEYS": self.state_token_keys,
            "STATE_TOKEN_MAX_CHARS": self.state_token_max_chars,
            "MAX_JSON_DEPTH": self.max_json_depth,
            "CORS_ORIGINS": self.cors_origins,
            "CORS_MAX_AGE": self.cors_max_age,
            "STREAM_MAX_CONNECTIONS": self.stream_max_connections,
            "STREAM_MAX_PER_CLIENT": self.stream_max_per_client,
            "STREAM_HEARTBEAT_SECONDS": self.stream_heartbeat_seconds,
            "STREAM_MAX_SECONDS": self.stream_max_seconds,
            "STREAM_TICKET_TTL_SECONDS": self.stream_ticket_ttl_seconds,
            "STREAM_TICKETS_MAX": self.stream_tickets_max,
            "EVENTS_MAX_WAIT_SECONDS": self.events_max_wait_seconds,
            "REPOSITORY_URL": self.repository_url,
            # flask-smorest
            "API_TITLE": API_TITLE,
            "API_VERSION": API_VERSION,
            "OPENAPI_VERSION": OPENAPI_VERSION,
            "OPENAPI_URL_PREFIX": "/",
            "OPENAPI_JSON_PATH": "openapi.json",
            "OPENAPI_SWAGGER_UI_PATH": DOCS_PATH.lstrip("/"),
            "OPENAPI_SWAGGER_UI_URL": DOCS_STATIC_PATH,  # flask_swagger_ui (service.docs)
            "API_SPEC_OPTIONS": {"info": {"description": API_DESCRIPTION},
                                 "servers": SERVERS},
        }
