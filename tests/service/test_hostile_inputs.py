"""A corpus of hostile inputs (issue 11, lists 5–7 and more) posted to every route: each
gets its documented 4xx in the one error shape, never a 5xx, and nothing is logged as an
error (a lone surrogate once broke the log handler too).

The body-level attacks (lone surrogates in keys and values, nesting, NaN, bytes that are
not UTF-8, numbers too long to parse, an oversized body, a chunked body over the limit)
go to every POST route; the number attacks (seeds, state integers, move fields, option
values and list options) go to every route that reads them, in every game."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import EnvironBuilder, run_wsgi_app

from engine.registry import all_games
from service.app import create_app
from service.body import DRAIN_BYTES

GAMES = [g.id for g in all_games()]
STATE_ROUTES = ["legal-moves", "moves", "views", "bot-moves"]
ERROR_SHAPE = {"code", "status", "message", "errors"}
BIG = 10**300
HUGE = 10**4300 - 1  # the largest integer Python parses from JSON by default
LIMIT = 256 * 1024  # MAX_CONTENT_LENGTH's default

Json = dict[str, Any]


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})  # MAX_CONTENT_LENGTH: the default, 256 KiB


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="module")
def states(app: Flask) -> dict[str, Json]:
    c = app.test_client()
    out = {}
    for game in GAMES:
        r = c.post(f"/v1/games/{game}/states", json={"seed": 7, "dealer": 0})
        assert r.status_code == 201, r.get_json()
        out[game] = r.get_json()["state"]
    return out


@pytest.fixture(scope="module")
def session(app: Flask) -> Json:
    c = app.test_client()
    r = c.post("/v1/sessions", json={"game": "hearts", "seed": 3, "seats": [
        {"kind": "human"}, *[{"kind": "bot", "level": "random"}] * 3]})
    assert r.status_code == 201, r.get_json()
    created = r.get_json()
    return {"id": created["id"], "token": created["seat_tokens"][0]["token"]}


@pytest.fixture(autouse=True)
def no_error_is_logged(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Every answer of this corpus is a 4xx: nothing is logged as an error, and every
    record that is logged can be written as UTF-8."""
    with caplog.at_level(logging.INFO):
        yield
    for record in caplog.records:
        assert record.levelno < logging.ERROR, record.getMessage()
        record.getMessage().encode("utf-8")


@pytest.fixture(scope="module")
def body_routes(app: Flask) -> list[str]:
    """Every POST route that takes a JSON body, from the spec (a route added later is in
    the corpus too), with its path parameters filled in."""
    spec = app.test_client().get("/openapi.json").get_json()
    return [path for path, ops in spec["paths"].items()
            if "requestBody" in ops.get("post", {})]


def post_routes(session: Json, templates: list[str]) -> list[str]:
    out = []
    for template in templates:
        path = template.replace("{session_id}", session["id"]).replace("{seat}", "0")
        out += [path.replace("{game}", g) for g in GAMES] if "{game}" in path else [path]
    assert len(out) >= 17, out  # 5 routes × 3 games, POST /v1/sessions, session moves
    return out


def answer(client: FlaskClient, method: str, path: str, data: bytes | None = None,
           headers: dict[str, str] | None = None, **kw: Any) -> tuple[int, Json]:
    r = client.open(path, method=method, data=data, headers={
        "Content-Type": "application/json", **(headers or {})}, **kw)
    assert r.status_code < 500, (path, r.status_code, r.data[:300])
    body = r.get_json()
    assert set(body) == ERROR_SHAPE, body
    assert body["status"] == r.status_code
    assert r.mimetype == "application/json"
    return r.status_code, body


def expect(client: FlaskClient, path: str, body: Any, status: int, code: str,
           field: str | None = None, headers: dict[str, str] | None = None,
           method: str = "POST") -> Json:
    data = body if isinstance(body, bytes) else json.dumps(body, separators=(",", ":")).encode()
    got, err = answer(client, method, path, data, headers)
    assert (got, err["code"]) == (status, code), (path, err)
    if field is not None:
        assert field in err["errors"], (field, err)
    return err


def nested(depth: int, leaf: str = "1") -> bytes:
    """``{"a": [[[…]]]}`` with ``depth`` containers in all (the object included)."""
    return b'{"a":' + b"[" * (depth - 1) + leaf.encode() + b"]" * (depth - 1) + b"}"


# ----- body-level attacks, on every POST route ---------------------------------------------

BODY_ATTACKS = [
    # (name, raw body, status, code)
    ("lone surrogate in a key", b'{"\\ud800": 1}', 400, "invalid_json"),
    ("lone surrogate in a value", b'{"preset": "\\udfff"}', 400, "invalid_json"),
    ("lone low surrogate after a high one's pair", b'{"x": "\\ud83d\\ude00\\ude00"}', 400,
     "invalid_json"),
    ("lone surrogate deep in an array", b'{"state": {"hands": [["\\ud800"]]}}', 400,
     "invalid_json"),
    # Without an escape: json.loads decodes bytes with "surrogatepass", so the UTF-8 form
    # of a surrogate (ED A0 80, not UTF-8) and a UTF-16 or UTF-32 body make one too
    # (found by an audit: a 500 with such a key, the surrogate check only ran on escapes).
    ("UTF-8-encoded surrogate in a key", b'{"\xed\xa0\x80": 1}', 400, "invalid_json"),
    ("UTF-8-encoded surrogate in a value", b'{"preset": "\xed\xbf\xbf"}', 400,
     "invalid_json"),
    ("lone surrogate in a UTF-16 body", '{"\ud800": 1}'.encode("utf-16-le", "surrogatepass"),
     400, "invalid_json"),
    ("lone surrogate in a UTF-32 body", '{"x": "\udc00"}'.encode("utf-32", "surrogatepass"),
     400, "invalid_json"),
    ("nesting one over the cap", nested(65), 400, "invalid_json"),
    ("nesting 970 deep (RecursionError in the old fingerprint)", nested(970), 400,
     "invalid_json"),
    ("nesting 100000 deep", nested(100_000), 400, "invalid_json"),
    ("NaN", b'{"seed": NaN}', 400, "invalid_json"),
    ("Infinity", b'{"seed": -Infinity}', 400, "invalid_json"),
    ("not UTF-8", b'{"preset": "\xff\xfe"}', 400, "invalid_json"),
    ("an integer of 4301 digits", b'{"seed": 1' + b"0" * 4300 + b"}", 400, "invalid_json"),
    ("truncated JSON", b'{"seed": 1', 400, "invalid_json"),
    ("a JSON array", b"[1, 2]", 422, "validation_error"),
    ("a JSON string", b'"x"', 422, "validation_error"),
    ("a body over MAX_CONTENT_LENGTH", b'{"x": "' + b"a" * LIMIT + b'"}', 413,
     "payload_too_large"),
]


@pytest.mark.parametrize("name, raw, status, code", BODY_ATTACKS,
                         ids=[a[0] for a in BODY_ATTACKS])
def test_body_attacks_on_every_post_route(client, session, body_routes, name, raw, status,
                                          code):
    headers = {"Authorization": f"Bearer {session['token']}", "Idempotency-Key": "k-1"}
    for path in post_routes(session, body_routes):
        expect(client, path, raw, status, code, headers=headers)


def test_nesting_at_the_cap_is_parsed_and_judged_by_the_schema(client):
    """64 levels are accepted by the parser (the schema then refuses the unknown field)."""
    expect(client, "/v1/games/hearts/states", nested(64), 422, "validation_error", "a")


def test_the_largest_depth_setting_holds_on_every_post_route(session, body_routes):
    """MAX_JSON_DEPTH took up to 10^9, but the parsers give up near 1,000 levels: a body
    within a larger setting was refused as "nesting too deep" (audit). At the maximum a
    body exactly that deep reaches the schema, one level more is the depth refusal."""
    from service.config import MAX_JSON_DEPTH_MAXIMUM, Config, ConfigError

    with pytest.raises(ConfigError, match=f"MAX_JSON_DEPTH must be an integer from 8 to "
                                          f"{MAX_JSON_DEPTH_MAXIMUM}, not 100000"):
        Config.from_env({"MAX_JSON_DEPTH": "100000"})
    deepest = Config.from_env({"MAX_JSON_DEPTH": str(MAX_JSON_DEPTH_MAXIMUM)}).max_json_depth
    app = create_app({"TESTING": True, "MAX_JSON_DEPTH": deepest})
    client = app.test_client()
    headers = {"Authorization": f"Bearer {session['token']}", "Idempotency-Key": "k-deep"}
    for path in post_routes(session, body_routes):
        _, err = answer(client, "POST", path, nested(deepest), headers)
        assert err["code"] != "invalid_json", (path, err)
        err = expect(client, path, nested(deepest + 1), 400, "invalid_json", headers=headers)
        assert f"nesting deeper than {deepest} levels" in err["message"], err


def test_a_paired_surrogate_escape_is_ordinary_text(client):
    """``\\ud83d\\ude00`` is one character (U+1F600), not a lone surrogate."""
    err = expect(client, "/v1/games/hearts/states", b'{"preset": "\\ud83d\\ude00"}', 422,
                 "unknown_preset", "preset")
    assert "\U0001f600" in err["message"]


def test_wrong_content_type_is_415_on_every_post_route(client, session, body_routes):
    for path in post_routes(session, body_routes):
        got, err = answer(client, "POST", path, b"seed=1",
                          {"Content-Type": "application/x-www-form-urlencoded",
                           "Authorization": f"Bearer {session['token']}"})
        assert (got, err["code"]) == (415, "unsupported_media_type"), path


@pytest.mark.parametrize("size", [LIMIT + 1, LIMIT + 2_000_000])
def test_a_chunked_body_over_the_limit_is_413_on_every_post_route(client, session, body_routes,
                                                                   size):
    """Chunked: no Content-Length; the server terminates the stream
    (``wsgi.input_terminated``, as gunicorn and waitress do). Before, the body was cut at
    the limit and the prefix parsed."""
    body = b'{"x": "' + b"a" * (size - 9) + b'"}'
    assert len(body) == size
    for path in post_routes(session, body_routes):
        got, err = answer(client, "POST", path, headers={"Transfer-Encoding": "chunked"},
                          input_stream=io.BytesIO(body),
                          environ_overrides={"wsgi.input_terminated": True})
        assert (got, err["code"]) == (413, "payload_too_large"), path


def test_a_chunked_body_under_the_limit_is_read_whole(client):
    body = json.dumps({"seed": 5, "dealer": 1, "options": {"target": 50}}).encode()
    r = client.post("/v1/games/hearts/states", headers={
        "Content-Type": "application/json", "Transfer-Encoding": "chunked"},
        input_stream=io.BytesIO(body), environ_overrides={"wsgi.input_terminated": True})
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["state"]["options"]["target"] == 50


def post_chunked_as_a_server_does(app: Flask, path: str, stream: io.BytesIO
                                  ) -> tuple[int, Json]:
    """POST ``stream`` as gunicorn and waitress hand a chunked body to the application: no
    ``Content-Length`` (the test client would compute one), ``Transfer-Encoding:
    chunked``, a stream the server terminates (``wsgi.input_terminated``)."""
    environ = EnvironBuilder(path=path, method="POST", input_stream=stream, headers={
        "Content-Type": "application/json", "Transfer-Encoding": "chunked"}).get_environ()
    del environ["CONTENT_LENGTH"]
    environ["wsgi.input_terminated"] = True
    answer_iter, status, _ = run_wsgi_app(app, environ, buffered=True)
    return int(status.split()[0]), json.loads(b"".join(answer_iter))


def test_a_chunked_body_without_a_content_length_is_read_whole(app):
    """The application gets the chunked body with a ``Content-Length`` of its own: without
    one (and without ``Transfer-Encoding``) Werkzeug would read an empty body, and
    ``POST …/states`` would deal a default state."""
    body = json.dumps({"seed": 5, "dealer": 1, "options": {"target": 50}}).encode()
    status, answer = post_chunked_as_a_server_does(app, "/v1/games/hearts/states",
                                                   io.BytesIO(body))
    assert status == 201, answer
    assert answer["state"]["options"]["target"] == 50 and answer["state"]["dealer"] == 1


@pytest.mark.parametrize("past_the_limit", [1, 1000, DRAIN_BYTES - 1, DRAIN_BYTES,
                                            DRAIN_BYTES + 1, 3 * DRAIN_BYTES])
def test_a_chunked_body_over_the_limit_is_drained_at_most_drain_bytes_more(app,
                                                                        past_the_limit):
    """README (fixed bounds): at most ``MAX_CONTENT_LENGTH + 1`` bytes of a chunked body are
    kept (a larger one is a 413), and up to `DRAIN_BYTES` (1 MiB) more are read and dropped,
    so that a client still sending gets its 413; what lies beyond is never read."""
    size = LIMIT + past_the_limit
    stream = io.BytesIO(b'{"x": "' + b"a" * (size - 9) + b'"}')
    status, err = post_chunked_as_a_server_does(app, "/v1/games/hearts/states", stream)
    assert (status, err["code"]) == (413, "payload_too_large"), err
    assert stream.tell() == min(size, LIMIT + 1 + DRAIN_BYTES)


# ----- seeds: 0…2^53 everywhere -------------------------------------------------------------

BAD_SEEDS = [-5, -1, 2**53 + 1, 2**63 - 1, 2**63, BIG, HUGE]


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=str)
@pytest.mark.parametrize("game", GAMES)
def test_a_seed_outside_0_to_2_53_is_422_everywhere(client, states, game, seed):
    base = f"/v1/games/{game}"
    expect(client, f"{base}/states", {"seed": seed}, 422, "validation_error", "seed")
    expect(client, f"{base}/states", {"deal": {"seed": seed}}, 422, "validation_error",
           "deal.seed")
    expect(client, f"{base}/bot-moves", {"state": states[game], "level": "random",
                                         "seed": seed}, 422, "validation_error", "seed")
    expect(client, "/v1/sessions", {"game": game, "seed": seed, "seats": [{"kind": "human"}]},
           422, "validation_error", "seed")
    posted = {**states[game], "seed": seed}
    for route in STATE_ROUTES:
        body = {"state": posted, "seat": 0, "level": "random",
                "move": {"seat": 0, "type": "play", "card": "HA"}}
        expect(client, f"{base}/{route}", {k: body[k] for k in _fields(route)}, 422,
               "invalid_state", "state.seed")
    deal = {"seat": 0, "type": "deal", "seed": seed}
    expect(client, f"{base}/moves", {"state": states[game], "move": deal}, 422,
           "invalid_input", "move.seed")


def test_seed_2_53_is_the_largest_accepted(client, states):
    r = client.post("/v1/games/hearts/states", json={"seed": 2**53})
    assert r.status_code == 201 and r.get_json()["state"]["seed"] == 2**53
    r = client.post("/v1/games/hearts/legal-moves", json={"state": r.get_json()["state"]})
    assert r.status_code == 200


def _fields(route: str) -> list[str]:
    return {"legal-moves": ["state", "seat"], "moves": ["state", "move"],
            "views": ["state", "seat"], "bot-moves": ["state", "level"]}[route]


# ----- every integer of every codec: ±2^53 --------------------------------------------------

STATE_INTEGERS = {
    "hearts": ["version", "hand_number", "match_number"],
    "karnoeffel": ["version", "hand_number", "match_number"],
    "watten": ["version", "hand_number", "match_number", "stake"],
}


@pytest.mark.parametrize("value", [2**53 + 1, -(2**53) - 1, BIG, HUGE], ids=str)
@pytest.mark.parametrize("game", GAMES)
def test_every_state_integer_is_bounded_on_every_state_route(client, states, game, value):
    """``state.version = 10**4300 - 1`` on /moves was a 500 (the next version could not be
    formatted); now each field is a 422 naming its path."""
    base = f"/v1/games/{game}"
    for name in STATE_INTEGERS[game]:
        posted = {**states[game], name: value}
        for route in STATE_ROUTES:
            body = {"state": posted, "seat": 0, "level": "random",
                    "move": {"seat": 0, "type": "play", "card": "HA"}}
            expect(client, f"{base}/{route}", {k: body[k] for k in _fields(route)}, 422,
                   "invalid_state", f"state.{name}")
    posted = {**states[game], "scores": [value] * len(states[game]["scores"])}
    expect(client, f"{base}/legal-moves", {"state": posted}, 422, "invalid_state",
           "state.scores")


def test_watten_nested_integers_are_bounded(client, states):
    posted = {**states["watten"], "redeal": {**states["watten"]["redeal"], "count": HUGE}}
    expect(client, "/v1/games/watten/moves", {"state": posted, "move": {
        "seat": 1, "type": "play", "card": "EA"}}, 422, "invalid_state", "state.redeal.count")
    posted = {**states["watten"], "bummerl": [BIG, 0]}
    expect(client, "/v1/games/watten/views", {"state": posted, "seat": 0}, 422,
           "invalid_state", "state.bummerl")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", [-1, 16, 2**53 + 1, HUGE])
def test_seats_everywhere_are_bounded(client, states, game, seat):
    base = f"/v1/games/{game}"
    expect(client, f"{base}/views", {"state": states[game], "seat": seat}, 422,
           "validation_error", "seat")
    expect(client, f"{base}/states", {"dealer": seat}, 422, "validation_error", "dealer")
    expect(client, f"{base}/moves", {"state": states[game], "move": {
        "seat": seat, "type": "play", "card": "HA"}}, 422, "invalid_input", "move.seat")
    expect(client, f"{base}/legal-moves", {"state": {**states[game], "dealer": seat}}, 422,
           "invalid_state", "state.dealer")


# ----- options: integers and lists ----------------------------------------------------------

@pytest.mark.parametrize("options, field", [
    ({"pass_cycle": ["left"] * 17}, "options.pass_cycle"),
    ({"pass_cycle": ["left"] * 32_000}, "options.pass_cycle"),  # the 32,000 of issue 11
    ({"removed_cards": ["D2"] * 53}, "options.removed_cards"),
    ({"removed_cards": ["D2", "D2"]}, "options.removed_cards"),
    ({"target": BIG}, "options.target"),
    ({"target": HUGE}, "options.target"),
    ({"pass_count": -(2**53) - 1}, "options.pass_count"),
], ids=["17", "32000", "53", "twice", "target-big", "target-huge", "pass_count"])
def test_hearts_option_attacks_are_422(client, states, options, field):
    body = {"options": options}
    expect(client, "/v1/games/hearts/states", body, 422, "invalid_option", field)
    expect(client, "/v1/sessions", {"game": "hearts", **body, "seats": [{"kind": "human"}] * 4},
           422, "invalid_option", field)
    posted = {**states["hearts"], "options": {**states["hearts"]["options"], **options}}
    expect(client, "/v1/games/hearts/legal-moves", {"state": posted}, 422, "invalid_option",
           f"state.{field}")


def test_a_16_entry_pass_cycle_is_accepted(client):
    cycle = ["left", "right", "across", "none"] * 4
    r = client.post("/v1/games/hearts/states", json={"options": {"pass_cycle": cycle}})
    assert r.status_code == 201 and r.get_json()["state"]["options"]["pass_cycle"] == cycle


@pytest.mark.parametrize("game, option", [("watten", "target"), ("karnoeffel", "target"),
                                          ("watten", "max_redeals")])
def test_other_games_integer_options_are_bounded(client, game, option):
    for value in (BIG, HUGE, -BIG):
        expect(client, f"/v1/games/{game}/states", {"options": {option: value}}, 422,
               "invalid_option", f"options.{option}")


# ----- sessions: versions, event numbers, keys, tokens, ids ---------------------------------

def test_session_integers_and_headers_are_bounded(client, session):
    sid, auth = session["id"], {"Authorization": f"Bearer {session['token']}"}
    move = {"seat": 0, "type": "play", "card": "C2"}
    for version in (-1, 2**53 + 1, BIG, HUGE):
        expect(client, f"/v1/sessions/{sid}/moves", {"move": move, "expected_version": version},
               422, "validation_error", "expected_version", headers=auth)
    for after in ("-1", str(2**53 + 1), str(2**63), str(HUGE), "%ED%A0%80", "1e5", "0x10"):
        _, err = answer(client, "GET", f"/v1/sessions/{sid}/events?after={after}",
                        headers=auth)
        assert err["code"] == "validation_error" and "query.after" in err["errors"], \
            (after, err)
    for key in ("é", "a b", "x" * 256, ""):
        status, err = answer(client, "POST", f"/v1/sessions/{sid}/moves",
                             json.dumps({"move": move}).encode(),
                             {**auth, "Idempotency-Key": key.encode().decode("latin-1")})
        assert (status, err["code"]) == (422, "validation_error"), (key, err)



@pytest.mark.parametrize("query", ["after=1&after=2", "after=1&after=1", "limit=5&limit=6",
                                   "wait=0&wait=1", "after=&after=1"])
def test_a_query_parameter_given_twice_is_422_naming_it(client, session, query):
    """A repeated integer parameter is ambiguous: a 422 naming it, not the first value
    taken silently (found by an audit: `after=1&after=2` answered the events after 1)."""
    sid, auth = session["id"], {"Authorization": f"Bearer {session['token']}"}
    name = query.split("=")[0]
    for path in (f"/v1/sessions/{sid}/events", f"/v1/sessions/{sid}/events/stream"):
        if path.endswith("stream") and name != "after":
            continue  # the stream reads only `after` (other parameters are not its own)
        status, err = answer(client, "GET", f"{path}?{query}", headers=auth)
        assert (status, err["code"]) == (422, "validation_error"), (path, query, err)
        assert err["errors"] == {f"query.{name}": "Given more than once."}, err


@pytest.mark.parametrize("key", ["k-1,k-2", "k-1, k-2", "k-1,"])
def test_an_idempotency_key_given_twice_is_422_naming_it(client, session, key):
    """Two ``Idempotency-Key`` headers reach the application as one value joined with a
    comma (gunicorn ``k-1,k-2``, waitress ``k-1, k-2``): refused as a query parameter
    given twice is. Before, gunicorn's ``k-1,k-2`` was stored as one key. A single key
    holding a comma cannot be told from two: refused too (the spec's pattern says so)."""
    sid, auth = session["id"], {"Authorization": f"Bearer {session['token']}"}
    move = {"move": {"seat": 0, "type": "play", "card": "C2"}}
    status, err = answer(client, "POST", f"/v1/sessions/{sid}/moves",
                         json.dumps(move).encode(), {**auth, "Idempotency-Key": key})
    assert (status, err["code"]) == (422, "validation_error"), err
    assert err["errors"] == {"Idempotency-Key": "Given more than once."}, err


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32",
                                      "utf-32-le", "utf-32-be"])
def test_a_body_in_utf16_or_utf32_is_400_on_every_post_route(client, session, body_routes,
                                                             encoding):
    """RFC 8259 §8.1: JSON between systems MUST be UTF-8. json.loads, given bytes, also
    took UTF-16 and UTF-32 (with or without their byte order mark): a state was dealt
    from ``{"seed": 5}`` in UTF-16. Now 400 ``invalid_json`` saying so."""
    headers = {"Authorization": f"Bearer {session['token']}"}
    for path in post_routes(session, body_routes):
        err = expect(client, path, '{"seed": 5}'.encode(encoding), 400, "invalid_json",
                     headers=headers)
        assert "must be UTF-8" in err["message"], (path, err)


@pytest.mark.parametrize("authorization", ["Bearer", "Bearer \u00ff\u00fe", "Basic abc",
                                           "Bearer " + "a" * 5000, "bearer  x"])
def test_bad_tokens_are_401(client, session, authorization):
    for method, path in [("GET", f"/v1/sessions/{session['id']}"),
                         ("GET", f"/v1/sessions/{session['id']}/events"),
                         ("DELETE", f"/v1/sessions/{session['id']}")]:
        status, err = answer(client, method, path, headers={"Authorization": authorization})
        assert status == 401, (authorization, err)


@pytest.mark.parametrize("sid", ["%00", "%ED%A0%80", "a" * 3000, "..", "%2e%2e"])
def test_hostile_session_ids_are_4xx(client, session, sid):
    auth = {"Authorization": f"Bearer {session['token']}"}
    for method in ("GET", "DELETE"):
        status, _ = answer(client, method, f"/v1/sessions/{sid}", headers=auth)
        assert status in (401, 404), (sid, status)


@pytest.mark.parametrize("seat", ["%D9%A1", "%EF%BC%91", "%C2%B9", "+1", "-1", "1.0", "1%00"])
def test_a_seat_that_is_not_ascii_digits_is_no_route(client, session, seat):
    """The spec's ``seat`` is an integer: ASCII digits. Werkzeug's ``int`` converter also
    took other scripts' digits (found by an audit: ``/seats/%D9%A1/token``, an
    Arabic-Indic one, rotated seat 1's token); now every route answers 404 ``not_found``,
    as for ``+1``."""
    sid, auth = session["id"], {"Authorization": f"Bearer {session['token']}"}
    for action in ("claim", "invitation", "token", "leave"):
        data = json.dumps({"code": "stwi_" + "A" * 22}).encode() if action == "claim" else None
        status, err = answer(client, "POST", f"/v1/sessions/{sid}/seats/{seat}/{action}", data,
                             headers=auth)
        assert (status, err["code"]) == (404, "not_found"), (seat, action, err)


@pytest.mark.parametrize("game", ["%ED%A0%80", "x" * 3000, "HEARTS", "%00"])
def test_hostile_game_ids_are_404(client, game):
    status, err = answer(client, "POST", f"/v1/games/{game}/states", b"{}")
    assert (status, err["code"]) == (404, "unknown_game")


def test_the_same_bytes_replay_and_other_bytes_are_a_reused_key(client, session):
    """The Idempotency-Key fingerprint is the raw body: the same bytes replay, the same
    JSON written differently is another request."""
    sid, auth = session["id"], {"Authorization": f"Bearer {session['token']}",
                                "Content-Type": "application/json",
                                "Idempotency-Key": "fingerprint-test"}
    raw = b'{"move": {"seat": 0, "type": "play", "card": "HA"}}'
    first = client.post(f"/v1/sessions/{sid}/moves", data=raw, headers=auth)
    again = client.post(f"/v1/sessions/{sid}/moves", data=raw, headers=auth)
    assert first.status_code == again.status_code == 200
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert again.get_json() == first.get_json()
    other = client.post(f"/v1/sessions/{sid}/moves", data=raw.replace(b": ", b":"),
                        headers=auth)
    assert other.status_code == 422
    assert other.get_json()["code"] == "idempotency_key_reused"
