"""CORS on nginx's own error answers (deploy/nginx, rendered, started unprivileged on a
free port): the 429 of the per-client limits, the 502 of a service that is down, the 413
of a body over nginx's limit. Those answers never reach the service, whose flask-cors
adds the CORS headers to its own answers; until session 42 they carried none, and a page
on an allowed origin saw them as network errors (README, "Browsers and CORS").

The headers are the service's (service/cors.py): `Access-Control-Allow-Origin` only for a
listed origin (the origin itself; `*` under ``CORS_ORIGINS=*``), with the exposed headers
beside it, and `Vary: Origin` while CORS is on. An answer nginx proxies from the service
keeps the service's headers alone: a second `Access-Control-Allow-Origin` makes a browser
refuse the answer."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.cors import EXPOSED_HEADERS
from tests.deploy.harness import Gunicorn, Nginx, free_port

pytestmark = pytest.mark.slow

ORIGIN = "https://app.example.com"
OTHER = "https://other.example"
# One request a minute, two more at once: the fourth quick request of a client is a 429.
STRICT = {"NGINX_RATE_PER_CLIENT": "1r/m", "NGINX_BURST_PER_CLIENT": "2"}
PREFLIGHT = {"Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "content-type"}

Answer = tuple[int, list[tuple[str, str]], bytes]


def request(port: int, path: str, source: str, origin: str | None, method: str = "GET",
            body: bytes | None = None, headers: dict[str, str] | None = None) -> Answer:
    """One request: (status, every header as sent, repeated ones included, body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=(source, 0))
    try:
        conn.request(method, path, body=body,
                     headers={**({"Origin": origin} if origin else {}), **(headers or {})})
        resp = conn.getresponse()
        return resp.status, [(k.lower(), v) for k, v in resp.getheaders()], resp.read()
    finally:
        conn.close()


def values(answer: Answer, name: str) -> list[str]:
    return [v for k, v in answer[1] if k == name.lower()]


def refused(port: int, source: str, origin: str | None, method: str = "GET",
            headers: dict[str, str] | None = None) -> Answer:
    """Requests from ``source`` until nginx's 429 (STRICT: the fourth), at most ten."""
    for _ in range(10):
        answer = request(port, "/v1/games", source, origin, method, headers=headers)
        if answer[0] == 429:
            return answer
    pytest.fail(f"no 429 from nginx in ten requests: {answer}")


def assert_cors(answer: Answer, allowed: str) -> None:
    """The service's CORS headers for an allowed origin, each once."""
    assert values(answer, "Access-Control-Allow-Origin") == [allowed], answer[1]
    [exposed] = values(answer, "Access-Control-Expose-Headers")
    assert {h.strip() for h in exposed.split(",")} == set(EXPOSED_HEADERS), exposed
    assert "Origin" in [v.strip() for vary in values(answer, "Vary") for v in vary.split(",")]


def assert_no_cors(answer: Answer) -> None:
    assert not [k for k, _ in answer[1] if k.startswith("access-control-")], answer[1]


def assert_nginx_error(answer: Answer, status: int, code: str) -> None:
    assert answer[0] == status, answer
    assert json.loads(answer[2])["code"] == code
    assert values(answer, "X-Request-Id"), answer[1]  # still there beside the CORS headers


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Gunicorn]:
    with Gunicorn(tmp_path_factory.mktemp("api") / "api.log",
                  {"CORS_ORIGINS": ORIGIN}) as api:
        yield api


@pytest.fixture(scope="module")
def listed(service: Gunicorn, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Nginx]:
    """nginx in front of the service, both with ``CORS_ORIGINS=ORIGIN``."""
    with Nginx(tmp_path_factory.mktemp("nginx"), service.port,
               {"CORS_ORIGINS": ORIGIN, **STRICT}) as nginx:
        yield nginx


def dead_upstream(path: Path, cors: str | None) -> Nginx:
    """nginx whose upstream does not listen: every proxied request is nginx's own 502."""
    return Nginx(path, free_port(), {**STRICT, **({"CORS_ORIGINS": cors} if cors is not None
                                                  else {})})


@pytest.mark.parametrize("method, headers", [("GET", {}), ("OPTIONS", PREFLIGHT)],
                         ids=["get", "preflight"])
def test_a_429_to_a_listed_origin_is_readable(listed, method, headers):
    """The answer a page must read to back off: its status, JSON and Retry-After. A
    preflight counts toward NGINX_RATE_PER_CLIENT too, and its 429 says so as readably."""
    source = "127.0.0.21" if method == "GET" else "127.0.0.22"
    answer = refused(listed.port, source, ORIGIN, method, headers)
    assert_nginx_error(answer, 429, "too_many_requests")
    assert_cors(answer, ORIGIN)
    assert values(answer, "Retry-After") == ["1"]


def test_a_413_to_a_listed_origin_is_readable(listed):
    answer = request(listed.port, "/v1/games/watten/states", "127.0.0.23", ORIGIN, "POST",
                     body=b" " * 300_000, headers={"Content-Type": "application/json"})
    assert_nginx_error(answer, 413, "payload_too_large")
    assert_cors(answer, ORIGIN)


def test_nginx_s_own_404_to_a_listed_origin_is_readable(listed):
    answer = request(listed.port, "/metrics", "127.0.0.24", ORIGIN)  # nginx's, not gunicorn's
    assert_nginx_error(answer, 404, "not_found")
    assert_cors(answer, ORIGIN)


def test_an_origin_that_is_not_listed_gets_no_cors_header_from_nginx(listed):
    answer = refused(listed.port, "127.0.0.25", OTHER)
    assert_nginx_error(answer, 429, "too_many_requests")
    assert_no_cors(answer)
    assert values(answer, "Vary") == ["Origin"]  # the answer differs by Origin
    answer = refused(listed.port, "127.0.0.26", None)
    assert_no_cors(answer)


@pytest.mark.parametrize("path, status, source", [
    ("/v1/games", 200, "127.0.0.27"), ("/v1/sessions/" + "A" * 22, 401, "127.0.0.34")])
def test_an_answer_of_the_service_carries_its_own_cors_headers_once(
        listed, path, status, source):
    """nginx adds none to what it proxies, the service's errors included."""
    answer = request(listed.port, path, source, ORIGIN)
    assert answer[0] == status, answer
    assert_cors(answer, ORIGIN)
    if status == 401:  # the service's own error, which nginx passes on
        assert json.loads(answer[2])["code"] == "missing_token"
    answer = request(listed.port, path, source, OTHER)
    assert answer[0] == status, answer
    assert_no_cors(answer)


def test_a_502_to_a_listed_origin_is_readable(tmp_path):
    with dead_upstream(tmp_path / "nginx", f"{OTHER}, HTTPS://App.Example.com:443") as nginx:
        answer = request(nginx.port, "/v1/games", "127.0.0.28", ORIGIN)
        assert_nginx_error(answer, 502, "bad_gateway")
        assert_cors(answer, ORIGIN)  # listed as the service spells it: normalized
        assert values(answer, "Retry-After") == ["1"]
        assert_no_cors(request(nginx.port, "/v1/games", "127.0.0.28", "https://third.example"))


def test_under_a_wildcard_every_origin_may_read_nginx_s_errors(tmp_path):
    with dead_upstream(tmp_path / "nginx", "*") as nginx:
        assert_cors(request(nginx.port, "/v1/games", "127.0.0.29", OTHER), "*")
        assert_cors(refused(nginx.port, "127.0.0.30", ORIGIN), "*")
        without_origin = request(nginx.port, "/v1/games", "127.0.0.31", None)
    assert without_origin[0] == 502
    assert_no_cors(without_origin)  # as the service: no Origin, no Access-Control-*
    assert values(without_origin, "Vary") == ["Origin"]


def test_without_cors_origins_nginx_s_errors_carry_no_cors_header(tmp_path):
    with dead_upstream(tmp_path / "nginx", None) as nginx:
        answers = [request(nginx.port, "/v1/games", "127.0.0.32", ORIGIN),
                   refused(nginx.port, "127.0.0.33", ORIGIN)]
    assert [a[0] for a in answers] == [502, 429]
    for answer in answers:
        assert_no_cors(answer)
        assert values(answer, "Vary") == []  # off, as the service: nothing varies by Origin
        assert values(answer, "X-Request-Id"), answer[1]
