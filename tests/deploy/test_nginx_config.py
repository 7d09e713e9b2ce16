"""deploy/nginx without traffic: the renderer's defaults, variables and checks, the error
pages, and `nginx -t` on the rendered config."""

from __future__ import annotations

import json
import re
import runpy
import subprocess
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.harness import DEPLOY, Nginx, nginx_binary
from tests.service.redis_server import free_port

RENDER: dict[str, Any] = runpy.run_path(str(DEPLOY / "nginx" / "render.py"))
SETTINGS: dict[str, Any] = RENDER["SETTINGS"]
ERROR_SHAPE = {"code", "status", "message", "errors"}

NON_DEFAULTS = {
    "NGINX_LISTEN": "127.0.0.1:18080", "NGINX_UPSTREAM": "api:9000",
    "NGINX_WORKER_PROCESSES": "2", "NGINX_WORKER_CONNECTIONS": "2048",
    "NGINX_CLIENT_HEADER_TIMEOUT": "3s", "NGINX_CLIENT_BODY_TIMEOUT": "7s",
    "NGINX_SEND_TIMEOUT": "1m", "NGINX_KEEPALIVE_TIMEOUT": "30s",
    "MAX_CONTENT_LENGTH": "1048576", "NGINX_MAX_HEADER_LINE": "16k",
    "NGINX_CONN_PER_CLIENT": "50", "NGINX_RATE_PER_CLIENT": "600r/m",
    "NGINX_BURST_PER_CLIENT": "1", "NGINX_PROXY_CONNECT_TIMEOUT": "2s",
    "NGINX_PROXY_TIMEOUT": "45s", "NGINX_UPSTREAM_KEEPALIVE": "0",
    "NGINX_UPSTREAM_KEEPALIVE_TIMEOUT": "2s",
    "NGINX_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.1", "NGINX_ACCESS_LOG": "off",
    "NGINX_ERROR_LOG_LEVEL": "crit", "NGINX_BODY_TEMP_PATH": "/nginx-body",
    "CLIENT_IPV6_PREFIX": "48", "CORS_ORIGINS": "https://app.example.com",
}


def nginx_t(tmp_path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    (tmp_path / "tmp").mkdir(parents=True, exist_ok=True)
    conf = tmp_path / "nginx.conf"
    conf.write_text(RENDER["render"](env), encoding="utf-8")
    return subprocess.run([nginx_binary(), "-t", "-p", str(tmp_path), "-c", str(conf),
                           "-e", "stderr", "-g", "daemon off;"],
                          capture_output=True, text=True, timeout=30)


def test_every_setting_is_in_the_template_and_every_placeholder_is_a_setting():
    template = (DEPLOY / "nginx" / "nginx.conf.template").read_text(encoding="utf-8")
    used = set(re.findall(r"\{\{([A-Z0-9_]+)\}\}", template))
    derived = {"NGINX_RLIMIT_NOFILE", "REAL_IP", "UPSTREAM_KEEPALIVE", "ACCESS_LOG",
               "CLIENT_KEY_MAP", "LISTEN", "CORS_MAPS"}
    assert used - derived <= set(SETTINGS)
    assert set(NON_DEFAULTS) == set(SETTINGS)
    defaults = RENDER["render"]({})
    for name, value in NON_DEFAULTS.items():  # every variable changes the config
        assert RENDER["render"]({name: value}) != defaults, name


def test_defaults_render_and_pass_nginx_t(tmp_path):
    text = RENDER["render"]({})
    assert "{{" not in text
    assert "client_max_body_size 262144;" in text  # the service's MAX_CONTENT_LENGTH
    assert "proxy_request_buffering on;" in text
    assert "limit_conn stichwerk_conn 20;" in text
    assert "limit_req zone=stichwerk_req burst=40 nodelay;" in text
    assert "set_real_ip_from" not in text
    result = nginx_t(tmp_path, {})
    assert result.returncode == 0, result.stderr


def test_every_variable_is_read(tmp_path):
    text = RENDER["render"](NON_DEFAULTS)
    for needle in ("listen 127.0.0.1:18080", "server api:9000", "worker_processes 2;",
                   "worker_connections 2048;", "client_header_timeout 3s;",
                   "client_body_timeout 7s;", "send_timeout 1m;", "keepalive_timeout 30s;",
                   "client_max_body_size 1048576;", "large_client_header_buffers 4 16k;",
                   "limit_conn stichwerk_conn 50;", "rate=600r/m;", "burst=1 nodelay;",
                   "proxy_connect_timeout 2s;", "proxy_read_timeout 45s;",
                   "no upstream keep-alive", "set_real_ip_from 10.0.0.0/8;",
                   "set_real_ip_from 192.168.1.1;", "real_ip_header X-Forwarded-For;",
                   "access_log off;", "error_log stderr crit;",
                   "client_body_temp_path /nginx-body;", "IPv6: /48 (CLIENT_IPV6_PREFIX)",
                   '"https://app.example.com" $http_origin;'):
        assert needle in text, needle
    assert "keepalive_timeout 2s;" in RENDER["render"](
        {"NGINX_UPSTREAM_KEEPALIVE_TIMEOUT": "2s"})
    for env in (NON_DEFAULTS, {**NON_DEFAULTS, "NGINX_UPSTREAM_KEEPALIVE": "8"}):
        result = nginx_t(tmp_path, {**env, "NGINX_UPSTREAM": "127.0.0.1:9"})
        assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("name, value", [
    ("NGINX_RATE_PER_CLIENT", "fast"), ("NGINX_CLIENT_BODY_TIMEOUT", "10 s"),
    ("MAX_CONTENT_LENGTH", "-1"), ("NGINX_CONN_PER_CLIENT", "0"),
    ("NGINX_UPSTREAM", "a b"), ("NGINX_TRUSTED_PROXIES", "10.0.0.0/8; evil"),
    ("NGINX_ACCESS_LOG", "/x; include /etc/passwd"), ("NGINX_MAX_HEADER_LINE", "8g"),
    ("NGINX_ERROR_LOG_LEVEL", "debug"), ("NGINX_BODY_TEMP_PATH", "/x/../etc"),
    ("NGINX_BODY_TEMP_PATH", "body; include x"), ("NGINX_BODY_TEMP_PATH", "../body"),
])
def test_a_bad_value_stops_the_start_with_its_name(name, value):
    with pytest.raises(SystemExit, match=name):
        RENDER["render"]({name: value})


def test_every_error_page_answers_json_in_the_service_error_shape():
    text = RENDER["render"]({})
    pages = dict(re.findall(r"error_page ([0-9 ]+) /_stichwerk_error/(\w+);", text))
    codes = {int(c) for group in pages for c in group.split()}
    assert {400, 404, 408, 413, 414, 429, 500, 502, 503, 504} <= codes
    for group, name in pages.items():
        block = re.search(r"location = /_stichwerk_error/" + name + r" \{(.*?)\n        \}",
                          text, re.S)
        assert block, name
        assert "internal;" in block.group(1) and "default_type application/json;" in \
            block.group(1)
        status, body = re.search(r"return (\d+) '(.*)';", block.group(1)).groups()
        doc = json.loads(body)
        assert set(doc) == ERROR_SHAPE and doc["status"] == int(status), name
        assert int(status) == int(group.split()[0]), name  # 494 is answered as 400
        assert re.fullmatch(r"[a-z_]+", doc["code"]) and doc["errors"] == {}


@pytest.mark.parametrize("prefix", ["32", "36", "48", "56", "60", "64"])
def test_the_limits_count_an_ipv6_client_by_its_network(tmp_path, prefix):
    """Keyed by $binary_remote_addr, each address of a client's /64 had its own
    allowances. Now both zones count $stichwerk_client, set by a map for the prefix
    (tests/deploy/test_client_key.py runs it on every spelling of random addresses)."""
    text = RENDER["render"]({"CLIENT_IPV6_PREFIX": prefix})
    assert "limit_conn_zone $stichwerk_client zone=stichwerk_conn:10m;" in text
    assert "limit_req_zone $stichwerk_client zone=stichwerk_req:10m rate=20r/s;" in text
    assert not re.search(r"_zone \$binary_remote_addr", text)
    assert "map $remote_addr $stichwerk_client {" in text
    assert f"# IPv6: /{prefix} (CLIENT_IPV6_PREFIX)" in text
    result = nginx_t(tmp_path, {"CLIENT_IPV6_PREFIX": prefix})
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("value", ["31", "65", "50", "128", "0", "x", "64/"])
def test_client_ipv6_prefix_takes_whole_hex_digits_from_32_to_64(value):
    with pytest.raises(SystemExit, match=re.escape(f"CLIENT_IPV6_PREFIX={value!r}")):
        RENDER["render"]({"CLIENT_IPV6_PREFIX": value})


def test_client_ipv6_prefix_is_the_services_variable_with_its_default_and_range():
    """One variable for nginx and the service, as MAX_CONTENT_LENGTH: the same client
    for both layers' limits."""
    from service.config import CLIENT_IPV6_PREFIX_RANGE, Config

    assert SETTINGS["CLIENT_IPV6_PREFIX"][0] == str(Config().client_ipv6_prefix) == "64"
    assert RENDER["CLIENT_IPV6_PREFIX_RANGE"] == CLIENT_IPV6_PREFIX_RANGE


def test_the_readme_table_lists_every_variable():
    table = RENDER["table"]()
    assert all(f"`{name}`" in table for name in SETTINGS)


def test_partial_heads_meet_many_slots_a_short_timeout_and_small_buffers():
    """What nginx can do against partial request heads (it cannot cap connections per
    address before the head): many slots with the descriptors for them, a short header
    timeout, a 1k first buffer, and a reset for a timed-out connection."""
    for env in ({}, NON_DEFAULTS, {"NGINX_WORKER_CONNECTIONS": "65536"}):
        text = RENDER["render"](env)
        slots = int(re.search(r"worker_connections (\d+);", text).group(1))
        nofile = int(re.search(r"worker_rlimit_nofile (\d+);", text).group(1))
        assert nofile >= 2 * slots, env
    text = RENDER["render"]({})
    assert int(re.search(r"worker_connections (\d+);", text).group(1)) >= 16384
    timeout = re.search(r"client_header_timeout (\d+)s;", text)
    assert timeout and int(timeout.group(1)) <= 5
    assert "client_header_buffer_size 1k;" in text
    assert "reset_timedout_connection on;" in text
    template = (DEPLOY / "nginx" / "nginx.conf.template").read_text(encoding="utf-8")
    assert "--connlimit-above" in template  # where the per-address cap belongs


def test_the_readme_nginx_table_is_render_py_s_table():
    readme = (DEPLOY.parent / "README.md").read_text(encoding="utf-8")
    assert RENDER["table"]() + "\n" in readme


@pytest.mark.parametrize("name, value", [
    ("NGINX_LISTEN", "99999"), ("NGINX_LISTEN", "0"), ("NGINX_LISTEN", "127.0.0.1:0"),
    ("NGINX_LISTEN", "[::1]:65536"), ("NGINX_LISTEN", "999.1.1.1:8080"),
    ("NGINX_LISTEN", "[zz::1]:8080"), ("NGINX_LISTEN", "8080,*:8080"),
    ("NGINX_LISTEN", "8080,"), ("NGINX_LISTEN", "[::]:8080, [::]:8080"),
    ("NGINX_LISTEN", ",".join(str(p) for p in range(8001, 8010))),
    ("NGINX_UPSTREAM", "127.0.0.1:70000"),
    ("NGINX_UPSTREAM", "127.0.0.1"), ("NGINX_UPSTREAM", "8000"),
    ("NGINX_UPSTREAM", "256.0.0.1:8000"), ("NGINX_UPSTREAM", "-api:8000"),
    ("NGINX_TRUSTED_PROXIES", "999.1.1.1"), ("NGINX_TRUSTED_PROXIES", "1.2.3.4/99"),
    ("NGINX_TRUSTED_PROXIES", "10.0.0.0/8,2001:db8::/129"),
    ("NGINX_TRUSTED_PROXIES", "10.0.0.0/255.0.0.0"),
    ("NGINX_MAX_HEADER_LINE", "9999999999m"), ("NGINX_MAX_HEADER_LINE", "1m"),
    ("NGINX_MAX_HEADER_LINE", "100"), ("NGINX_CLIENT_HEADER_TIMEOUT", "999999m"),
    ("NGINX_PROXY_TIMEOUT", "61m"),
])
def test_a_value_nginx_would_refuse_or_that_is_absurd_stops_with_its_name(name, value):
    """render.py took these and nginx then refused them (`invalid port`, `host not
    found`, `invalid parameter`) without naming the variable, or ran with them."""
    with pytest.raises(SystemExit, match=re.escape(f"{name}={value!r}")):
        RENDER["render"]({name: value})


@pytest.mark.parametrize("name, value", [
    ("NGINX_LISTEN", "8080"), ("NGINX_LISTEN", "65535"), ("NGINX_LISTEN", "*:8080"),
    ("NGINX_LISTEN", "[::]:8080"), ("NGINX_LISTEN", "0.0.0.0:1"),
    ("NGINX_LISTEN", "8080,[::]:8080"), ("NGINX_LISTEN", "127.0.0.1:8080, [::1]:8080"),
    ("NGINX_UPSTREAM", "api:8000"), ("NGINX_UPSTREAM", "[::1]:8000"),
    ("NGINX_UPSTREAM", "stichwerk-api.default.svc.cluster.local:8000"),
    ("NGINX_UPSTREAM", "proj_api_1:8000"),  # a Docker name with underscores
    ("NGINX_TRUSTED_PROXIES", "10.0.0.0/8, 192.168.1.1 2001:db8::/32,::1"),
    ("NGINX_TRUSTED_PROXIES", "unix:"), ("NGINX_TRUSTED_PROXIES", "10.1.2.3/8"),
    ("NGINX_MAX_HEADER_LINE", "1k"), ("NGINX_MAX_HEADER_LINE", "64k"),
    ("NGINX_MAX_HEADER_LINE", "8192"), ("NGINX_PROXY_TIMEOUT", "60m"),
    ("NGINX_CLIENT_HEADER_TIMEOUT", "500ms"),
])
def test_sane_values_are_taken_and_pass_nginx_t(tmp_path, name, value):
    assert RENDER["render"]({name: value})
    if name != "NGINX_UPSTREAM" or value.startswith("["):  # no resolver for names here
        result = nginx_t(tmp_path, {name: value})
        assert result.returncode == 0, result.stderr


def test_the_readme_table_gives_each_integer_variable_its_exact_range():
    """The table had no range for most variables (audit); each integer range it now
    gives is what render.py takes: both ends render, one step beyond each is refused
    naming the variable."""
    rows = re.findall(r"^\| `([A-Z_]+)` \| [^|]* \| ([0-9]+)…([0-9]+)(?: or `auto`)? \|",
                      RENDER["table"](), flags=re.M)
    assert {name for name, _, _ in rows} >= {
        "NGINX_WORKER_PROCESSES", "NGINX_WORKER_CONNECTIONS", "MAX_CONTENT_LENGTH",
        "NGINX_CONN_PER_CLIENT", "NGINX_BURST_PER_CLIENT", "NGINX_UPSTREAM_KEEPALIVE"}
    for name, low, high in rows:
        for good in (int(low), int(high)):
            assert RENDER["render"]({name: str(good)}), name
        for bad in (int(low) - 1, int(high) + 1):
            with pytest.raises(SystemExit, match=re.escape(f"{name}={str(bad)!r}: expected "
                                                           f"an integer from {low} to {high}")):
                RENDER["render"]({name: str(bad)})


class DualStackNginx(Nginx):
    """The harness's nginx (127.0.0.1:port) listening on ``[::1]:v6_port`` too."""

    v6_port = 0

    def environment(self) -> dict[str, str]:
        env = super().environment()
        env["NGINX_LISTEN"] += f",[::1]:{self.v6_port}"
        return env


def test_nginx_listens_on_every_address_of_nginx_listen(tmp_path):
    """``NGINX_LISTEN`` takes several addresses (a dual-stack pod: IPv4 and IPv6); nginx
    answers on each. It took one: a second address needed a config of one's own."""
    nginx = DualStackNginx(tmp_path, 9)  # port 9 serves nothing: every answer is a 502
    nginx.v6_port = free_port()
    with nginx:
        for url in (f"http://127.0.0.1:{nginx.port}/healthz",
                    f"http://[::1]:{nginx.v6_port}/healthz"):
            with pytest.raises(urllib.error.HTTPError) as answer:
                urllib.request.urlopen(url, timeout=10)
            assert answer.value.code == 502 and json.load(answer.value)["status"] == 502


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["--exec", "--help"], ["--exec"]])
def test_an_option_render_py_does_not_know_is_a_usage_error_not_a_prefix(
        tmp_path, monkeypatch, capsys, argv):
    """`python3 render.py --help` wrote ./--help/nginx.conf (audit, session 36): every
    argument was a prefix. Now it prints the usage, exits 2 and writes nothing."""
    monkeypatch.chdir(tmp_path)
    assert RENDER["main"](argv) == 2
    assert list(tmp_path.iterdir()) == []
    assert "python3 render.py PREFIX" in capsys.readouterr().err


# CORS_ORIGINS: one list of values for the service's parser and render.py's. The same
# outcome each (taken or refused, naming the variable) and the same origins once taken.
CORS_VALUES = [
    "", "   ", ",", " , ", "*", " * ", "*,", "https://app.example.com",
    "https://a.example.com , http://localhost:5173", "HTTPS://App.Example.com:443",
    "http://x.example:80, http://x.example", "http://x.example:8080, https://x.example:80",
    "https://a.example.com:0443", "http://x.example:08080", "http://127.0.0.1:65535",
    "http://x.example:000080",
    "http://a.example.com,https://a.example.com,HTTP://A.EXAMPLE.COM",
    "https://a.example.com/", "a.example.com", "*, https://b.c", "*,*", "ftp://x.y",
    "https://a.example.com/path", "https://x/(.*)", "https://x.example:0",
    "https://x.example:65536", "https://x.example:00000", "https://x.example:",
    "https://x.example:123456", "http://[::1]:8080", "https://a_b.example",
    "https://x.example;include /etc/passwd", 'https://x"y.example', "https://x.example\tz",
    "https://\u017f.example.com", "http\u017f://a.example:1", "https://\u212a.example",
    "https://\u0130.example", "https://x.example\n",
]


@pytest.mark.parametrize("value", CORS_VALUES)
def test_cors_origins_means_the_same_to_nginx_and_to_the_service(value):
    """render.py cannot import the service (standard library only, in the proxy's
    container): its parser is a copy, and this is what keeps it one."""
    from service.config import Config, ConfigError

    try:
        service: tuple[str, ...] | None = Config.from_env({"CORS_ORIGINS": value}).cors_origins
    except ConfigError as error:
        assert "CORS_ORIGINS" in str(error)
        service = None
    try:
        rendered = RENDER["values"]({"CORS_ORIGINS": value})["CORS_ORIGINS"]
        nginx: tuple[str, ...] | None = tuple(o for o in rendered.split(",") if o)
    except SystemExit as error:
        assert str(error).startswith(f"render.py: CORS_ORIGINS={value.strip()!r}: ")
        nginx = None
    assert nginx == service


def test_the_list_of_cors_values_holds_off_on_and_refused_values():
    """The list above is worth something only if it holds every kind: off, on, refused."""
    from service.config import Config, ConfigError

    outcomes = set()
    for value in CORS_VALUES:
        try:
            outcomes.add(bool(Config.from_env({"CORS_ORIGINS": value}).cors_origins))
        except ConfigError:
            outcomes.add(None)
    assert outcomes == {True, False, None}


def test_nginx_exposes_the_headers_the_service_exposes():
    from service.cors import EXPOSED_HEADERS

    assert RENDER["CORS_EXPOSED_HEADERS"] == EXPOSED_HEADERS


@pytest.mark.parametrize("value, origin_map", [
    ("", ['default "";']),
    ("*", ['"" "";', 'default "*";']),
    ("HTTPS://App.Example.com:443, http://localhost:5173",
     ['default "";', '"https://app.example.com" $http_origin;',
      '"http://localhost:5173" $http_origin;']),
])
def test_every_error_page_carries_the_cors_headers_and_nothing_proxied_does(
        tmp_path, value, origin_map):
    """nginx's own answers (every /_stichwerk_error/* location) carry the service's CORS
    headers, and X-Request-Id still (an add_header of a location drops the server's);
    no other location adds a header, so the service's answers carry theirs once."""
    text = RENDER["render"]({"CORS_ORIGINS": value})
    found = re.search(r"map \$http_origin \$stichwerk_cors_origin \{\n(.*?)\n    \}", text, re.S)
    assert found and [line.strip() for line in found.group(1).splitlines()] == origin_map
    vary = re.search(r"map \$http_origin \$stichwerk_cors_vary \{\n\s*default (.*);", text)
    assert vary and vary.group(1) == ('"Origin"' if value else '""')
    wanted = ["X-Request-Id $stichwerk_request_id",
              "Access-Control-Allow-Origin $stichwerk_cors_origin",
              "Access-Control-Expose-Headers $stichwerk_cors_expose", "Vary $stichwerk_cors_vary"]
    blocks = re.findall(r"\n        location (.*?) \{(.*?)\n        \}", text, re.S)
    errors = [(where, body) for where, body in blocks if "/_stichwerk_error/" in where]
    assert len(errors) == 13
    for where, body in errors:
        headers = re.findall(r"add_header (.*) always;", body)
        assert headers[:4] == wanted, where
    for where, body in blocks:
        if "/_stichwerk_error/" not in where:
            assert "add_header" not in body, where
    server = text[text.index("    server {"):text.index("        location")]
    assert "Access-Control" not in server and "cors" not in server
    result = nginx_t(tmp_path, {"CORS_ORIGINS": value})
    assert result.returncode == 0, result.stderr
