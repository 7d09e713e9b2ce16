"""No secret of the trust model reaches a log line: a real gunicorn (``deploy/
gunicorn.conf.py``, ``LOG_LEVEL=debug``, so every logger of the service and its
libraries writes) on a real redis-server serves a whole session by invitation: wrong and
repeated claims, a re-invitation, a rotation, a seat that leaves, moves to the end of the
match, reads by every token, and the host's DELETE. Afterwards its whole output is
searched for every seat token (old and new), the host and spectator tokens, every
invitation code (claimed, revoked, refused) and the match's secret seed and salt.

The same server then runs the README's check of a revealed seed exactly as written, and
is sent requests it cannot parse whose bytes hold secrets (none may reach the log)."""

from __future__ import annotations

import json
import random
import secrets
import socket
import time
from collections.abc import Iterator

import pytest

from tests.readme import readme_block
from tests.service.redis_server import RedisServer
from tests.service.sessions_support import HttpApi, Json, bearer, create, events, get, move
from tests.service.test_sessions_multiprocess import Instance

pytestmark = [pytest.mark.redis, pytest.mark.slow]


@pytest.fixture(scope="module")
def instance(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Instance]:
    directory = tmp_path_factory.mktemp("trust-logs")
    redis = RedisServer(directory)
    redis.start()
    served = Instance(redis.url, directory / "gunicorn.log")
    served.env.update(LOG_LEVEL="debug", WEB_CONCURRENCY="1")
    try:
        served.start()
        served.wait_ready()
        yield served
    finally:
        served.stop()
        redis.stop()


def claim(api: HttpApi, sid: str, seat: int, code: str) -> tuple[int, Json]:
    r = api.request("POST", f"/v1/sessions/{sid}/seats/{seat}/claim", {"code": code})
    return r.status, r.json()


def test_no_token_code_or_seed_in_the_logs_of_a_whole_session(instance):
    api = HttpApi(instance.url)
    secrets: set[str] = set()
    created = create(api, "karnoeffel", ["human", "human", "random", "random"],
                     seating="invite", options={"target": 2}, dealer=3)
    sid, host = created["id"], created["host_token"]
    codes = {i["seat"]: i["code"] for i in created["invitations"]}
    secrets.update([host, created["spectator_token"], *codes.values()])

    assert claim(api, sid, 1, codes[0])[0] == 403  # a code of another seat
    renewed = api.request("POST", f"/v1/sessions/{sid}/seats/1/invitation",
                          headers=bearer(host)).json()["code"]
    secrets.add(renewed)
    assert claim(api, sid, 1, codes[1])[0] == 410  # revoked by the re-invitation
    tokens = {0: claim(api, sid, 0, codes[0])[1]["token"],
              1: claim(api, sid, 1, renewed)[1]["token"]}
    secrets.update(tokens.values())
    assert claim(api, sid, 0, codes[0])[0] == 409  # claimed before
    rotated = api.request("POST", f"/v1/sessions/{sid}/seats/0/token",
                          headers=bearer(tokens[0])).json()["token"]
    secrets.add(rotated)
    assert get(api, sid, tokens[0]).status == 401  # the old token, refused
    tokens[0] = rotated

    rng = random.Random(12)
    final = None
    for step in range(400):
        if step == 6:
            r = api.request("POST", f"/v1/sessions/{sid}/seats/1/leave",
                            headers=bearer(tokens.pop(1)))
            assert r.status == 200, r.body
        views = {s: get(api, sid, t).json() for s, t in tokens.items()}
        for token in (host, created["spectator_token"], *tokens.values()):
            assert events(api, sid, token).status == 200
        if views[0]["status"] == "finished":
            final = views[0]
            break
        seat = next((s for s in views if views[s]["legal_moves"]), None)
        assert seat is not None, views
        r = move(api, sid, tokens[seat], dict(rng.choice(views[seat]["legal_moves"])),
                 key=f"k{step}")
        assert r.status == 200, r.body
    assert final is not None and final["seed_reveal"] is not None
    seed, salt = str(final["seed_reveal"]["seed"]), final["seed_reveal"]["salt"]
    assert api.request("DELETE", f"/v1/sessions/{sid}", headers=bearer(host)).status == 204

    text = instance.output()
    records = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    claims = [r for r in records if r.get("route", "").endswith("/seats/<int:seat>/claim")]
    assert {r["status"] for r in claims} == {200, 403, 409, 410}  # the access log is there
    assert any(r["level"] == "debug" for r in records)  # debug logging was on
    for secret in secrets:
        body = secret.split("_", 1)[1]  # the random part alone, too
        assert secret not in text and body not in text
    assert salt not in text and seed not in text


def readme_seed_check() -> str:
    """The Python block of README "Fair seeds", as written there."""
    return readme_block("### Fair seeds", "python")


def test_the_readmes_seed_check_runs_as_written_against_a_real_server(instance):
    api = HttpApi(instance.url)
    options, dealer = {"target": 1}, 3
    created = create(api, "karnoeffel", ["human", "random", "random", "random"],
                     options=options, dealer=dealer)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    body = get(api, sid, token).json()
    first_hand = body["view"]["hands"][0]
    rng = random.Random(3)
    for _ in range(200):
        if body["status"] == "finished":
            break
        assert move(api, sid, token, dict(rng.choice(body["legal_moves"]))).status == 200
        body = get(api, sid, token).json()
    session = body
    assert session["status"] == "finished"
    check = readme_seed_check()
    assert "hashlib.sha256" in check and "/states" in check
    exec(check, {"session": session, "first_hand": first_hand, "BASE": instance.url,
                 "game": "karnoeffel", "dealer": dealer, "options": options, "my_seat": 0})
    # The check can fail: another first hand, or a forged reveal, is caught.
    other = first_hand[1:]  # a hand that was not dealt
    forged = {**session, "seed_reveal": {**session["seed_reveal"], "salt": "00" * 16}}
    for bad in ({"session": forged, "first_hand": first_hand},
                {"session": session, "first_hand": other}):
        with pytest.raises(AssertionError):
            exec(check, {"BASE": instance.url, "game": "karnoeffel", "dealer": dealer,
                         "options": options, "my_seat": 0, **bad})


def unparsed(port: int, data: bytes) -> None:
    """Send ``data``, then close the sending side (what is unfinished stays so) and read
    until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        while sock.recv(65536):
            pass


def test_request_bytes_gunicorn_cannot_parse_reach_no_log_line(instance):
    """gunicorn quotes what it cannot parse, and a secret there may have lost the prefix
    the log's redaction looks for (found by an audit): the rest of a claim's body sent
    beyond its Content-Length was logged at ``warning`` as the next request line (``'wi_…"}'``:
    the invitation code but its first three characters) or, without a line end, at
    ``debug`` as the bytes after which the client left; a chunk size made of body bytes at
    ``warning``; a head cut short with its headers (the claim's ``Idempotency-Key``) at
    ``debug``. Now each is logged with its length instead of its bytes. The same audit's
    successor found more: the rest of that body glued to the next request of a kept-alive
    connection was quoted as an invalid method (``'wi_…"}GET'``), and a header value
    gunicorn refuses (an unknown ``Transfer-Encoding``) whole."""
    code = "stwi_" + secrets.token_hex(16)  # shaped as an invitation code
    key = secrets.token_hex(16)  # a claim's Idempotency-Key: as secret as the code
    head = (f"POST /v1/sessions/{'A' * 22}/seats/0/claim HTTP/1.1\r\nHost: x\r\n"
            "Content-Type: application/json\r\n")
    body = json.dumps({"code": code}).encode()
    short = f"{head}Content-Length: 12\r\n\r\n".encode() + body
    unparsed(instance.port, short + b"\r\n\r\n")  # the rest: a "request line"
    unparsed(instance.port, short + b"GET /v1/games HTTP/1.1\r\nHost: x\r\n\r\n")
    unparsed(instance.port, short)  # the rest: a head cut short
    unparsed(instance.port, f"{head}Transfer-Encoding: chunked\r\n\r\n".encode()
             + code[3:].encode() + b"\r\n")  # body bytes where a chunk size belongs
    unparsed(instance.port, f"{head}Idempotency-Key: {key}\r\nContent-Le".encode())
    unparsed(instance.port, f"{head}Transfer-Encoding: {key}\r\n\r\n".encode())
    markers = {"Invalid HTTP request line": 1, "Invalid chunk size": 1,
               "No more data after": 2, "Invalid HTTP method": 1,
               "Unsupported transfer coding": 1}
    deadline = time.monotonic() + 10
    while (any(instance.output().count(m) < n for m, n in markers.items())
           and time.monotonic() < deadline):
        time.sleep(0.05)
    text = instance.output()
    assert all(text.count(m) >= n for m, n in markers.items()), text[-3000:]
    assert code[8:] not in text and key not in text, [
        line for line in text.splitlines() if code[8:] in line or key in line]
    assert "characters of the request, not logged]" in text
