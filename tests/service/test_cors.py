"""CORS (issue 13): off by default, on for the origins of ``CORS_ORIGINS``. The same
through a real browser: tests/deploy/test_browser.py."""

from __future__ import annotations

import pytest

from service.app import create_app
from service.config import Config, ConfigError

ORIGIN = "https://app.example.com"


def preflight(client, path: str, origin: str = ORIGIN, method: str = "POST",
              headers: str = "authorization, content-type, idempotency-key"):
    return client.options(path, headers={
        "Origin": origin, "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": headers})


def test_cors_is_off_by_default(client):
    r = preflight(client, "/v1/sessions")
    assert not any(h.lower().startswith("access-control-") for h, _ in r.headers.items())
    r = client.get("/v1/games", headers={"Origin": ORIGIN})
    assert r.status_code == 200 and "Access-Control-Allow-Origin" not in r.headers


@pytest.fixture(scope="module")
def cors_client():
    return create_app({"TESTING": True, "CORS_ORIGINS": (ORIGIN, "http://localhost:5173"),
                       "CORS_MAX_AGE": 120}).test_client()


def test_a_preflight_from_a_listed_origin_is_answered(cors_client):
    r = preflight(cors_client, "/v1/sessions/abc/moves")
    assert r.status_code == 200
    assert r.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert set(r.headers["Access-Control-Allow-Headers"].lower().split(", ")) == {
        "authorization", "content-type", "idempotency-key"}
    assert set(r.headers["Access-Control-Allow-Methods"].split(", ")) == {
        "GET", "POST", "DELETE", "OPTIONS"}  # the README's list, on every route
    assert r.headers["Access-Control-Max-Age"] == "120"
    assert "Access-Control-Allow-Credentials" not in r.headers
    assert "Origin" in r.headers["Vary"]


def test_last_event_id_is_an_allowed_header(cors_client):
    r = preflight(cors_client, "/v1/sessions/abc/events/stream", method="GET",
                  headers="last-event-id")
    assert r.headers["Access-Control-Allow-Headers"].lower() == "last-event-id"


def test_answers_to_a_listed_origin_expose_the_headers_a_client_reads(cors_client):
    for r in (cors_client.post("/v1/sessions", json={"game": "hearts", "seats": [
                  {"kind": "human"}] * 4}, headers={"Origin": ORIGIN}),
              cors_client.get("/v1/sessions/nope", headers={"Origin": ORIGIN})):
        assert r.headers["Access-Control-Allow-Origin"] == ORIGIN, r.status_code
        exposed = {h.strip().lower() for h in
                   r.headers["Access-Control-Expose-Headers"].split(",")}
        assert exposed == {"idempotent-replayed", "retry-after", "location", "x-request-id",
                           "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset",
                           "www-authenticate"}


# What a page may read without Access-Control-Expose-Headers (the Fetch standard's
# CORS-safelisted response headers)
SAFELISTED = {"cache-control", "content-language", "content-length", "content-type",
              "expires", "last-modified", "pragma"}


def test_every_header_the_spec_declares_is_readable_by_a_listed_origins_page(cors_client):
    """A header the spec documents on an answer is one a browser client may read: until
    session 34 a page could not read the 401's `WWW-Authenticate`."""
    spec = cors_client.get("/openapi.json").get_json()
    declared = {name.lower() for name in spec["components"]["headers"]}
    for operations in spec["paths"].values():
        for operation in operations.values():
            for response in operation.get("responses", {}).values() \
                    if isinstance(operation, dict) else ():
                declared |= {name.lower() for name in response.get("headers", {})}
    r = cors_client.get("/v1/sessions/nope", headers={"Origin": ORIGIN})
    exposed = {h.strip().lower() for h in r.headers["Access-Control-Expose-Headers"].split(",")}
    assert declared - SAFELISTED <= exposed, sorted(declared - SAFELISTED - exposed)


def test_an_origin_that_is_not_listed_gets_no_cors_headers(cors_client):
    """No ``Access-Control-*`` header at all (README: "An origin that is not listed gets
    answers without any"), errors included: a listed origin gets them on the same 400."""
    for origin in ("https://evil.example.com", "https://app.example.com.evil.com",
                   "http://app.example.com"):
        for r in (preflight(cors_client, "/v1/sessions", origin=origin),
                  cors_client.get("/v1/games", headers={"Origin": origin}),
                  cors_client.post("/v1/games/watten/moves", data=b"{",
                                   content_type="application/json",
                                   headers={"Origin": origin})):
            assert not [h for h, _ in r.headers.items()
                        if h.lower().startswith("access-control-")], (origin, r.status_code)
    listed = cors_client.post("/v1/games/watten/moves", data=b"{",
                              content_type="application/json", headers={"Origin": ORIGIN})
    assert listed.status_code == 400
    assert listed.headers["Access-Control-Allow-Origin"] == ORIGIN


def test_star_allows_every_origin_with_a_wildcard_and_no_credentials():
    c = create_app({"TESTING": True, "CORS_ORIGINS": ("*",)}).test_client()
    r = c.get("/v1/games", headers={"Origin": "https://anyone.example.org"})
    assert r.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in r.headers
    assert preflight(c, "/v1/sessions").headers["Access-Control-Allow-Origin"] == "*"
    # an answer without Origin has no Access-Control-* header: it varies on Origin too
    plain = c.get("/v1/games")
    assert "Access-Control-Allow-Origin" not in plain.headers
    assert "Origin" in plain.headers["Vary"] and "Origin" in r.headers["Vary"]


@pytest.mark.parametrize("raw, expected", [
    ("", ()), ("*", ("*",)),
    (" https://a.example.com , http://localhost:5173 ",
     ("https://a.example.com", "http://localhost:5173")),
])
def test_cors_origins_are_read_from_the_environment(raw, expected):
    assert Config.from_env({"CORS_ORIGINS": raw}).cors_origins == expected


@pytest.mark.parametrize("raw, expected", [
    ("https://a.example.com:443", ("https://a.example.com",)),
    ("HTTPS://App.Example.com", ("https://app.example.com",)),
    ("http://x.example:80, http://x.example", ("http://x.example",)),
    ("http://x.example:8080, https://x.example:80", ("http://x.example:8080",
                                                    "https://x.example:80")),
])
def test_cors_origins_are_kept_as_browsers_send_them(raw, expected):
    """A browser's Origin has no default port and a lower-case scheme and host (RFC 6454),
    and flask-cors compares strings (ignoring case only): `https://a.example.com:443` was
    accepted at start and then matched no request."""
    assert Config.from_env({"CORS_ORIGINS": raw}).cors_origins == expected


def test_a_listed_origin_with_its_default_port_is_answered_for_the_browsers_origin():
    app = create_app({"TESTING": True, **Config.from_env(
        {"CORS_ORIGINS": "https://app.example.com:443"}).flask_config()})
    r = preflight(app.test_client(), "/v1/sessions", origin="https://app.example.com")
    assert r.headers.get("Access-Control-Allow-Origin") == "https://app.example.com"


def test_cors_max_age_0_tells_browsers_not_to_cache_a_preflight():
    """Without the header a browser caches a preflight for its own default (5 s in
    Chromium); flask-cors left out a max_age of 0."""
    client = create_app({"TESTING": True, "CORS_ORIGINS": (ORIGIN,),
                         "CORS_MAX_AGE": 0}).test_client()
    assert preflight(client, "/v1/sessions").headers.get("Access-Control-Max-Age") == "0"


@pytest.mark.parametrize("raw", ["https://a.example.com/", "a.example.com", "*, https://b.c",
                                 "ftp://x.y", "https://a.example.com/path", "https://x/(.*)",
                                 "https://x.example:0", "https://x.example:65536",
                                 # not ASCII: `ſ` and the Kelvin sign matched [a-z] ignoring
                                 # case; `httpſ://…:1` stopped the start with a KeyError
                                 "https://\u017f.example.com", "https://\u212a.example",
                                 "http\u017f://a.example:1"])
def test_a_malformed_cors_origin_stops_the_service_with_the_variable_named(raw):
    with pytest.raises(ConfigError, match="CORS_ORIGINS"):
        Config.from_env({"CORS_ORIGINS": raw})


def test_with_one_listed_origin_every_answer_varies_on_origin():
    """The answer differs with the request's Origin (the listed one gets
    Access-Control-Allow-Origin, another or none does not), so every answer says
    Vary: Origin, also with a single origin (flask-cors adds it only for several)."""
    c = create_app({"TESTING": True, "CORS_ORIGINS": (ORIGIN,)}).test_client()
    for headers in ({"Origin": ORIGIN}, {"Origin": "https://other.example.com"}, {}):
        for r in (c.get("/v1/games", headers=headers), preflight(c, "/v1/sessions"),
                  c.get("/v1/sessions/nope", headers=headers)):
            assert "Origin" in r.headers.get("Vary", ""), (headers, r.status_code)
            assert r.headers["Vary"].count("Origin") == 1
    listed = c.get("/v1/games", headers={"Origin": ORIGIN})
    assert listed.headers["Access-Control-Allow-Origin"] == ORIGIN


def test_a_servers_own_error_gets_the_cors_headers_flask_cors_gives_the_app():
    """waitress's own errors (`make run`; through a real waitress:
    tests/deploy/test_hostile_servers.py) get what the app's answers get."""
    from service.cors import EXPOSED_HEADERS, cors_headers_of_server_error

    listed = (ORIGIN, "http://localhost:5173")
    vary = [("Vary", "Origin")]
    assert cors_headers_of_server_error(ORIGIN, ()) == []  # CORS off: nothing
    assert cors_headers_of_server_error(None, listed) == vary
    assert cors_headers_of_server_error("https://evil.example.com", listed) == vary
    for origin, allowed, origins in ((ORIGIN, ORIGIN, listed),
                                     ("http://localhost:5173", "http://localhost:5173", listed),
                                     ("https://anyone.example.org", "*", ("*",))):
        headers = dict(cors_headers_of_server_error(origin, origins))
        assert headers["Access-Control-Allow-Origin"] == allowed
        assert set(headers["Access-Control-Expose-Headers"].split(", ")) == set(EXPOSED_HEADERS)
        assert headers["Vary"] == "Origin" and "Access-Control-Allow-Credentials" not in headers
