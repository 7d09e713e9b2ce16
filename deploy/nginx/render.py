"""Render nginx.conf.template from the environment: every limit has a default here, a
variable, and a check (a bad value stops the container at start, with the variable's
name, instead of an nginx that starts with a surprising config).

    python3 render.py PREFIX        # writes PREFIX/nginx.conf (and PREFIX/tmp/)
    nginx -p PREFIX -c PREFIX/nginx.conf -e stderr -g 'daemon off;'
    python3 render.py --exec PREFIX # both: the container's command (nginx in foreground)
    python3 render.py --table       # the README table

A graceful stop (finish the requests in flight, then exit) is SIGQUIT, or
``nginx -s quit -p PREFIX -c PREFIX/nginx.conf -e stderr``; SIGTERM stops at once.

Standard library only; placeholders are ``{{NAME}}`` (nginx itself never writes ``{{``),
and the template may use no name that is not in SETTINGS.
"""

from __future__ import annotations

import functools
import ipaddress
import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

TEMPLATE = Path(__file__).with_name("nginx.conf.template")
PLACEHOLDER = re.compile(r"\{\{([A-Z0-9_]+)\}\}")

_TIME = re.compile(r"([1-9][0-9]{0,7})(ms|s|m)?")
_SIZE = re.compile(r"([1-9][0-9]{0,7})([kKmM]?)")
_RATE = re.compile(r"[1-9][0-9]{0,6}r/[sm]")
_HOST_PORT = re.compile(r"(\[[^\]]*\]|[^:\[\]]+):([0-9]+)")
# DNS labels, with `_` too: Docker's service and container names may hold one
# (`proj_api_1`), they resolve there, and nginx takes them.
_HOSTNAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?"
                       r"(\.[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*")
_CIDR = re.compile(r"[0-9a-fA-F.:]+(/[0-9]{1,3})?")
_DIGITS = re.compile(r"[0-9]+")  # str.isdigit() also takes "²" and other scripts' digits


def _ranged(text: str, check: Callable[[str], str]) -> Callable[[str], str]:
    """``check``, with the README table's words for what it takes (its ``range``)."""
    check.range = text  # type: ignore[attr-defined]
    return check


def _match(pattern: re.Pattern[str], what: str) -> Callable[[str], str]:
    def check(value: str) -> str:
        if not pattern.fullmatch(value):
            raise ValueError(f"expected {what}")
        return value
    return _ranged(what, check)


def _int(low: int, high: int) -> Callable[[str], str]:
    def check(value: str) -> str:
        if not _DIGITS.fullmatch(value) or not low <= int(value) <= high:
            raise ValueError(f"expected an integer from {low} to {high}")
        return str(int(value))
    return _ranged(f"{low}…{high}", check)


@functools.partial(_ranged, "1…64 or `auto`")
def _workers(value: str) -> str:
    return value if value == "auto" else _int(1, 64)(value)


def _port(value: str) -> str:
    if not _DIGITS.fullmatch(value) or not 1 <= int(value) <= 65535:
        raise ValueError(f"the port must be from 1 to 65535, not {value}")
    return value


def _host(value: str, listen: bool) -> str:
    """An IPv4 address, an [IPv6] address, a host name, or (to listen) `*`."""
    if listen and value == "*":
        return value
    if value.startswith("["):
        try:
            ipaddress.IPv6Address(value[1:-1])
        except ValueError:
            raise ValueError(f"{value} is not an IPv6 address") from None
        return value
    if re.fullmatch(r"[0-9.]+", value):  # digits and dots: an IPv4 address or nothing
        try:
            ipaddress.IPv4Address(value)
        except ValueError:
            raise ValueError(f"{value} is not an IPv4 address") from None
        return value
    if not _HOSTNAME.fullmatch(value):
        raise ValueError(f"{value} is not an address or a host name")
    return value


def _address(listen: bool) -> Callable[[str], str]:
    """`host:port` (`[v6]:port`); to listen, a port alone too. Checked here because
    nginx's own refusal (`invalid port`, `host not found`) does not name the variable."""
    def check(value: str) -> str:
        if listen and _DIGITS.fullmatch(value):
            return _port(value)
        found = _HOST_PORT.fullmatch(value)
        if not found:
            raise ValueError("expected " + ("a port or host:port" if listen else
                                            "host:port") + " ([IPv6]:port)")
        _host(found.group(1), listen)
        _port(found.group(2))
        return value
    return _ranged("a port (1…65535) or host:port (`*:8080`, `[::]:8080`)" if listen else
                   "host:port (`[IPv6]:port`), the port 1…65535", check)


@functools.partial(_ranged, "a port (1…65535) or host:port (`*:8080`, `[::]:8080`); "
                   "several comma-separated (`8080,[::]:8080`: IPv4 and IPv6), at most 8")
def _listens(value: str) -> str:
    """Where nginx listens: one `listen` line each. A port alone is `*:port`, so `8080`
    and `*:8080` are one address twice (nginx: "duplicate listen"); `[::]:8080` is
    another (IPv6 only, nginx's default), which is how a dual-stack pod listens."""
    items = [item.strip() for item in value.split(",")]
    if not all(items) or len(items) > 8:
        raise ValueError("expected 1 to 8 addresses, comma-separated, none empty")
    seen: set[str] = set()
    for item in items:
        _address(listen=True)(item)
        same = f"*:{item}" if _DIGITS.fullmatch(item) else item
        if same in seen:
            raise ValueError(f"{item} is listed twice")
        seen.add(same)
    return ",".join(items)


@functools.partial(_ranged, "addresses or CIDR blocks (`unix:` too), comma or space "
                   "separated")
def _cidrs(value: str) -> str:
    items = value.replace(",", " ").split()
    for item in items:
        if item == "unix:":
            continue
        if not _CIDR.fullmatch(item):
            raise ValueError("expected addresses or CIDR blocks (10.0.0.0/8, 2001:db8::/32), "
                             "comma or space separated")
        try:
            ipaddress.ip_network(item, strict=False)
        except ValueError:
            raise ValueError(f"{item} is not an address or a CIDR block") from None
    return " ".join(items)


def _time(low_ms: int, high_ms: int) -> Callable[[str], str]:
    def check(value: str) -> str:
        found = _TIME.fullmatch(value)
        if not found:
            raise ValueError(f"expected a duration from {low_ms} ms to {high_ms // 1000} s, "
                             "such as 10s, 500ms or 1m")
        unit = {"ms": 1, "s": 1000, "": 1000, "m": 60_000}[found.group(2) or ""]
        if not low_ms <= int(found.group(1)) * unit <= high_ms:
            raise ValueError(f"expected a duration from {low_ms} ms to {high_ms // 1000} s")
        return value
    return _ranged(f"{low_ms}ms…{high_ms // 60_000}m (`500ms`, `10s` or `10`, `1m`)", check)


def _size(low: int, high: int) -> Callable[[str], str]:
    def check(value: str) -> str:
        found = _SIZE.fullmatch(value)
        if not found:
            raise ValueError(f"expected a size from {low} to {high} bytes, such as 8192 "
                             "or 8k")
        unit = {"": 1, "k": 1024, "m": 1024 * 1024}[found.group(2).lower()]
        if not low <= int(found.group(1)) * unit <= high:
            raise ValueError(f"expected a size from {low} to {high} bytes")
        return value
    return _ranged(f"{low}…{high} bytes (`{low // 1024}k`…`{high // 1024}k`)", check)


TIME = _time(1, 3_600_000)  # up to an hour: every timer here is per read, write or wait


# ----- the client of the per-client limits: an IPv6 client is its network -----------------

CLIENT_IPV6_PREFIX_RANGE = (32, 64)
_HEX = "[0-9a-f]{1,4}"


@functools.partial(_ranged, "32…64, a multiple of 4")
def _ipv6_prefix(value: str) -> str:
    """The SAME variable and range as the service's (service/config.py): a whole hex
    digit, since the map below works on the address's text, one digit per 4 bits."""
    low, high = CLIENT_IPV6_PREFIX_RANGE
    value = _int(low, high)(value)
    if int(value) % 4:
        raise ValueError(f"expected a multiple of 4 from {low} to {high} (48, 56, 64: "
                         "whole hex digits)")
    return value


def client_key_map(prefix: int) -> str:
    """The ``map`` that sets ``$stichwerk_client``, the key of nginx's per-client limits:
    an IPv4 address as it is, an IPv4-mapped one (``::ffff:a.b.c.d``) as its IPv4
    address, any other IPv6 address as its first ``prefix`` bits, as the service counts
    (`service.ratelimit.client_key`). nginx has no function for a prefix, and
    ``$binary_remote_addr`` gave each address of a /64 its own allowance.

    It reads ``$remote_addr`` (after realip: NGINX_TRUSTED_PROXIES), which nginx always
    prints one way, the RFC 5952 form, also for a forwarded address it parsed: lower case,
    no leading zeros, the first longest run of two or more zero groups as ``::``, an IPv4
    tail only right after a leading ``::`` or ``::ffff:``. So the groups of the prefix
    have one spelling each, and the key is them joined by ``:`` (a group that the prefix
    cuts: its leading hex digits, empty for 0). Where ``::`` falls decides where a group
    is: after the prefix's groups (one pattern), or after k < needed groups, the zeros it
    stands for and the m groups after it (one anchored pattern per k and m whose groups
    reach into the prefix, then one pattern per k; the first match wins)."""
    full, bits = divmod(prefix, 16)
    needed = full + (bits > 0)
    cut = 4 - bits // 4  # hex digits of the cut group that are not part of the prefix

    def explicit(i: int) -> str:
        if i >= needed:
            return _HEX
        if i < full:
            return f"({_HEX})"
        return f"(?:([0-9a-f]{{1,{4 - cut}}})[0-9a-f]{{{cut}}}|[0-9a-f]{{1,{cut}}})"

    def rule(before: int, after: int | None) -> tuple[str, str]:
        """``before`` groups, ``::``, and ``after`` groups (None: any number that does
        not reach into the prefix)."""
        first = 8 - (after or 0)  # the index of the first group after `::`
        groups = [*range(before), *(range(first, 8) if after is not None else ())]
        pattern = "^" + ":".join(explicit(i) for i in range(before)) + "::"
        if after is not None:
            pattern += ":".join(explicit(i) for i in range(first, 8)) + "$"
        captures = iter(range(1, 10))
        parts = [f"${next(captures)}" if i in groups else ("0" if i < full else "")
                 for i in range(needed)]
        return pattern, ":".join(parts)

    rules = [("^::ffff:([0-9.]+)$", "$1"),
             ("^" + "".join(explicit(i) + ":" for i in range(needed)),
              ":".join(f"${i + 1}" for i in range(needed)))]
    rules += [rule(k, m) for k in range(needed) for m in range(7 - k) if 8 - m < needed]
    rules += [rule(k, None) for k in range(needed)]
    lines = [f'        "~{pattern}" "{value}";' for pattern, value in rules]
    return "\n".join([f"    # IPv6: /{prefix} (CLIENT_IPV6_PREFIX); client_key_map in render.py",
                      "    map $remote_addr $stichwerk_client {", *lines,
                      "        default $remote_addr;", "    }"])


# ----- CORS on nginx's own errors: the service's CORS_ORIGINS -----------------------------

# The SAME variable, syntax, normalization and refusals as the service's (service/config.py,
# `_origins_env`; tests/deploy/test_nginx_config.py feeds both the same values). ASCII only:
# under IGNORECASE alone `[a-z]` also takes `ſ`, `K` (Kelvin) and `İ`.
_ORIGIN = re.compile(r"https?://[a-z0-9.-]+(?::(?P<port>[0-9]{1,5}))?",
                     re.IGNORECASE | re.ASCII)
_DEFAULT_PORTS = {"http": 80, "https": 443}
# The headers the service lets a page read (service/cors.py, EXPOSED_HEADERS; a test
# compares them): Retry-After above all, on the 429 and the 502.
CORS_EXPOSED_HEADERS = ("Idempotent-Replayed", "Retry-After", "Location", "X-Request-Id",
                        "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
                        "WWW-Authenticate")


def _as_browsers_send(origin: str) -> str:
    """``origin`` as a browser's ``Origin`` header spells it: scheme and host in lower case,
    no default port (``HTTPS://App.example.com:443`` is ``https://app.example.com``)."""
    scheme, _, rest = origin.lower().partition("://")
    host, _, port = rest.partition(":")
    if port and int(port) == _DEFAULT_PORTS[scheme]:
        port = ""
    return f"{scheme}://{host}:{int(port)}" if port else f"{scheme}://{host}"


@functools.partial(_ranged, "`*` or origins `scheme://host[:port]` (http or https, no path), "
                   "comma-separated; empty: off")
def _cors_origins(value: str) -> str:
    """Empty (off), ``*``, or the origins comma-separated, each as a browser sends it, each
    once. Only nginx's own error answers use it: the service's answers carry their own."""
    origins = [origin.strip() for origin in value.split(",") if origin.strip()]
    if origins == ["*"]:
        return "*"
    for origin in origins:
        found = _ORIGIN.fullmatch(origin)
        if found is None or not 0 < int(found["port"] or 1) < 65536:
            raise ValueError("expected * or comma-separated origins such as "
                             "https://app.example.com (scheme://host[:port], no path), "
                             f"not {origin!r}")
    return ",".join(dict.fromkeys(_as_browsers_send(origin) for origin in origins))


def cors_maps(origins: str) -> str:
    """The ``map``s that set the CORS headers of nginx's own error answers, as the service
    sets them on its own (service/cors.py): ``$stichwerk_cors_origin`` is the request's
    ``Origin`` when it is listed (nginx compares it ignoring case, as flask-cors does),
    ``*`` for any ``Origin`` under ``*``, and empty otherwise: nginx then leaves the header
    out. ``$stichwerk_cors_expose`` goes with it; ``$stichwerk_cors_vary`` (``Origin``) is
    on every such answer while CORS is on, and nowhere while it is off."""
    if origins == "*":
        allowed = ['        "" "";', '        default "*";']
    else:
        allowed = ['        default "";'] + [f'        "{origin}" $http_origin;'
                                              for origin in origins.split(",") if origin]
    state = "off (CORS_ORIGINS unset)" if not origins else f"CORS_ORIGINS={origins}"
    return "\n".join([
        f"    # CORS of nginx's own errors: {state}; cors_maps in render.py",
        "    map $http_origin $stichwerk_cors_origin {", *allowed, "    }",
        "    map $stichwerk_cors_origin $stichwerk_cors_expose {", '        "" "";',
        f'        default "{", ".join(CORS_EXPOSED_HEADERS)}";', "    }",
        "    map $http_origin $stichwerk_cors_vary {",
        f'        default "{"Origin" if origins else ""}";', "    }"])


# name → (default, check, meaning). The order is the README table's.
SETTINGS: dict[str, tuple[str, Callable[[str], str], str]] = {
    "NGINX_LISTEN": ("8080", _listens,
                     "where nginx listens (the Service and the published port)"),
    "NGINX_UPSTREAM": ("127.0.0.1:8000", _address(listen=False),
                       "gunicorn's address (the sidecar's loopback; `api:8000` in compose)"),
    "NGINX_WORKER_PROCESSES": ("1", _workers, "nginx worker processes (`auto`: one per CPU "
                               "of the node, not of the pod)"),
    "NGINX_WORKER_CONNECTIONS": ("16384", _int(64, 65536),
                                 "open connections per nginx worker (clients + upstream; "
                                 "`worker_rlimit_nofile` is twice this + 64); each "
                                 "partial request head held costs about 10 KiB"),
    "NGINX_CLIENT_HEADER_TIMEOUT": ("5s", TIME, "time to send the request line and "
                                    "headers, from the connection's start (else closed "
                                    "and reset, logged as 408)"),
    "NGINX_CLIENT_BODY_TIMEOUT": ("10s", TIME, "longest pause between two reads of the "
                                  "body (else closed, logged as 408)"),
    "NGINX_SEND_TIMEOUT": ("10s", TIME, "longest pause of a client reading the answer"),
    "NGINX_KEEPALIVE_TIMEOUT": ("15s", TIME, "idle keep-alive connection to a client"),
    "MAX_CONTENT_LENGTH": ("262144", _int(1, 64 * 1024 * 1024),
                           "largest body in bytes, also for chunked bodies (else JSON 413); "
                           "the SAME variable as the service's limit"),
    "NGINX_MAX_HEADER_LINE": ("8k", _size(1024, 65536), "longest request line (else 414) "
                              "or header line (else 400); at most 4 of them per request (64k: "
                              "gunicorn's largest LIMIT_REQUEST_FIELD_SIZE)"),
    "NGINX_BODY_TEMP_PATH": ("tmp/body", _match(
        re.compile(r"(?!.*/\.\.?(/|$))(/[A-Za-z0-9._-]+)+|tmp(/[A-Za-z0-9_-]+)+"),
        "an absolute path without . or .., or tmp/NAME inside the prefix"),
        "where a body above 64 KiB is written while it arrives, whole, up to "
        "MAX_CONTENT_LENGTH (`tmp/body` is inside the prefix); its own volume in the pod, "
        "sized as the README says"),
    "NGINX_CONN_PER_CLIENT": ("20", _int(1, 65535), "requests in progress per client "
                              "address, an IPv6 one's network (CLIENT_IPV6_PREFIX) counted "
                              "as one (else 429)"),
    "NGINX_RATE_PER_CLIENT": ("20r/s", _ranged("`Nr/s` or `Nr/m`, N from 1 to 9999999",
                                               _match(_RATE, "a rate such as 20r/s or 600r/m")),
                              "sustained request rate per client address (IPv6: per "
                              "network, as above)"),
    "NGINX_BURST_PER_CLIENT": ("40", _int(1, 100000), "requests above the rate a client "
                               "may send at once (beyond: 429 with Retry-After)"),
    "CLIENT_IPV6_PREFIX": ("64", _ipv6_prefix, "the per-client limits count an IPv6 "
                           "client by its network of this many bits (an IPv4-mapped one as "
                           "its IPv4 address); the SAME variable as the service's"),
    "NGINX_PROXY_CONNECT_TIMEOUT": ("5s", TIME, "connecting to gunicorn (else 502)"),
    "NGINX_PROXY_TIMEOUT": ("30s", TIME, "gunicorn reading the request or sending the "
                            "answer (else 504); keep it ≥ gunicorn's TIMEOUT"),
    "NGINX_UPSTREAM_KEEPALIVE": ("16", _int(0, 1024), "idle connections to gunicorn kept "
                                 "open per nginx worker (0: none)"),
    "NGINX_UPSTREAM_KEEPALIVE_TIMEOUT": ("4s", TIME, "how long they stay idle; keep it "
                                         "below gunicorn's KEEPALIVE"),
    "NGINX_TRUSTED_PROXIES": ("", _cidrs, "load balancers whose X-Forwarded-For names the "
                              "client (empty: the peer address is the client)"),
    "NGINX_ACCESS_LOG": ("/dev/stdout", _match(re.compile(r"off|/[^\s;{}'\"]+"),
                                               "`off` or an absolute path"),
                         "access log (`off` to disable); no header is logged, and "
                         "a query with a `%`, a secret's name (any case) or prefix is "
                         "logged as `?[redacted]`, a path with a secret's prefix (any "
                         "case, %-encoded too) as `[redacted]`, a request id with one as "
                         "`rid=[redacted]`"),
    "NGINX_ERROR_LOG_LEVEL": ("error", _match(re.compile(r"info|notice|warn|error|crit|"
                                                         r"alert|emerg"),
                                              "info, notice, warn, error, crit, alert or "
                                              "emerg"),
                              "nginx's error log (stderr) from this level up; below "
                              "`error` it also gets per-request lines with the whole "
                              "request line, query included (refusals of the per-client "
                              "limits at `info`, bodies buffered to a file at `warn`)"),
    "CORS_ORIGINS": ("", _cors_origins, "origins whose pages may read nginx's own error "
                     "answers (429, 502, 413, …): `Access-Control-Allow-Origin` and the "
                     "service's exposed headers; the SAME variable as the service's"),
}


def values(env: Mapping[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, (default, check, _meaning) in SETTINGS.items():
        raw = env.get(name, "").strip() or default
        try:
            out[name] = check(raw)
        except ValueError as error:
            raise SystemExit(f"render.py: {name}={raw!r}: {error}") from None
    nofile = 2 * int(out["NGINX_WORKER_CONNECTIONS"]) + 64
    out["NGINX_RLIMIT_NOFILE"] = str(nofile)
    log = out["NGINX_ACCESS_LOG"]
    out["ACCESS_LOG"] = f"    access_log {log}{'' if log == 'off' else ' stichwerk'};"
    idle = int(out["NGINX_UPSTREAM_KEEPALIVE"])
    out["UPSTREAM_KEEPALIVE"] = (
        f"        keepalive {idle};\n"
        f"        keepalive_timeout {out['NGINX_UPSTREAM_KEEPALIVE_TIMEOUT']};" if idle
        else "        # no upstream keep-alive (NGINX_UPSTREAM_KEEPALIVE=0)")
    proxies = out["NGINX_TRUSTED_PROXIES"].split()
    out["REAL_IP"] = "".join(f"    set_real_ip_from {p};\n" for p in proxies) + (
        "    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;" if proxies
        else "    # no trusted proxy (NGINX_TRUSTED_PROXIES): the peer is the client")
    out["CLIENT_KEY_MAP"] = client_key_map(int(out["CLIENT_IPV6_PREFIX"]))
    out["CORS_MAPS"] = cors_maps(out["CORS_ORIGINS"])
    out["LISTEN"] = "\n".join(f"        listen {address} reuseport backlog=4096;"
                              for address in out["NGINX_LISTEN"].split(","))
    return out


def render(env: Mapping[str, str], template: str | None = None) -> str:
    text = TEMPLATE.read_text(encoding="utf-8") if template is None else template
    vals = values(env)
    unknown = sorted(set(PLACEHOLDER.findall(text)) - set(vals))
    if unknown:
        raise SystemExit(f"render.py: the template uses unknown names {unknown}")
    return PLACEHOLDER.sub(lambda m: vals[m.group(1)], text)


def write(prefix: Path, env: Mapping[str, str]) -> Path:
    text = render(env)  # a bad value stops here, before anything is written
    (prefix / "tmp").mkdir(parents=True, exist_ok=True)
    conf = prefix / "nginx.conf"
    conf.write_text(text, encoding="utf-8")
    return conf


def table() -> str:
    rows = ["| variable | default | range | meaning |", "|---|---|---|---|"]
    rows += [f"| `{name}` | {f'`{default}`' if default else '(empty)'} | "
             f"{check.range} | {meaning} |"  # type: ignore[attr-defined]
             for name, (default, check, meaning) in SETTINGS.items()]
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    if argv == ["--table"]:
        print(table())
        return 0
    run = argv[:1] == ["--exec"]
    # An option it does not know (`--help`) is no prefix: it wrote ./--help/nginx.conf
    if len(argv) != 1 + run or argv[-1].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    prefix = Path(argv[-1])
    conf = write(prefix, os.environ)
    print(f"render.py: wrote {conf}", file=sys.stderr)
    if run:
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        sys.stderr.flush()
        os.execv(nginx, [nginx, "-p", str(prefix), "-c", str(conf), "-e", "stderr",
                         "-g", "daemon off;"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
