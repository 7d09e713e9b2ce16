"""The state token as a credential: an edited, truncated, foreign or garbage token is a
422 `invalid_state_token` (every byte region flipped, every cut, another key, another
game, a too-long token refused before it is decoded); key rotation through
STATE_TOKEN_KEYS (the first key seals, all open, a removed key refuses); a bad key list
fails at startup with ConfigError; without a key, sealing is a 503
`state_sealing_unavailable` and the plain routes keep working."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask
from flask.testing import FlaskClient

from service.config import Config, ConfigError
from service.errors import ApiError
from service.sealing import KEY_BYTES, key_id, new_key, parse_keys
from tests.service.http_harness import expect_error
from tests.service.sealed_support import (
    KEY_A,
    KEY_B,
    KEY_C,
    REGIONS,
    Json,
    flipped,
    ok,
    post,
    raw,
    sealed_app,
    sealer_of,
    text,
)

ROOT = Path(__file__).resolve().parents[2]
ROUTES: dict[str, Json] = {"legal-moves": {}, "views": {"seat": 0},
                           "bot-moves": {"level": "random", "seed": 1}}


@pytest.fixture(scope="module")
def app() -> Flask:
    return sealed_app(KEY_A)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="module")
def token(app: Flask) -> str:
    created = ok(post(app.test_client(), "hearts", "states", {"sealed": True}), 201)
    value: str = created["state_token"]
    return value


def refused(client: FlaskClient, game: str, token: str, route: str = "views") -> Json:
    """Post ``token`` to ``route``: it must be a 422 invalid_state_token."""
    body = {"state_token": token, **ROUTES.get(route, {})}
    if route == "moves":
        body["move"] = {"seat": 0, "type": "play", "card": "C2"}
    errors: Json = expect_error(post(client, game, route, body), 422, "invalid_state_token",
                                "state_token")["errors"]
    return errors


def test_the_untouched_token_opens_on_every_route(client: FlaskClient, token: str) -> None:
    for route, extra in ROUTES.items():
        ok(post(client, "hearts", route, {"state_token": token, **extra}))


# ----- edited, truncated, garbage -----------------------------------------------------

@pytest.mark.parametrize("region", list(REGIONS))
def test_a_flipped_bit_anywhere_in_a_region_is_refused(client: FlaskClient, token: str,
                                                       region: str) -> None:
    size = len(raw(token))
    start, end = REGIONS[region]
    first = start % size
    last = (end if end is not None else size) % size or size
    for index in sorted({first, (first + last - 1) // 2, last - 1}):
        refused(client, "hearts", flipped(token, index))


def test_every_route_refuses_an_edited_token(client: FlaskClient, token: str) -> None:
    edited = flipped(token, len(raw(token)) // 2)
    for route in [*ROUTES, "moves"]:
        refused(client, "hearts", edited, route)


def test_a_changed_version_byte_is_named_as_such(client: FlaskClient, token: str) -> None:
    assert "version" in refused(client, "hearts", flipped(token, 0))["state_token"]


@pytest.mark.parametrize("cut", [1, 2, 3, 4, 16, 17, 100])
def test_a_truncated_token_is_refused(client: FlaskClient, token: str, cut: int) -> None:
    refused(client, "hearts", token[:-cut])


@pytest.mark.parametrize("keep", [0, 1, 7, 22, 40])
def test_a_token_cut_to_its_first_bytes_is_refused(client: FlaskClient, token: str,
                                                   keep: int) -> None:
    refused(client, "hearts", text(raw(token)[:keep]))


def test_a_token_with_bytes_appended_is_refused(client: FlaskClient, token: str) -> None:
    refused(client, "hearts", text(raw(token) + b"\x00" * 16))


@pytest.mark.parametrize("garbage", ["", "garbage", "!!!!", "ä-token", " " + "A" * 40,
                                     "eyJoYW5kcyI6W119", "A" * 2000,
                                     "AQ" + "A" * 2000])
def test_garbage_is_refused(client: FlaskClient, garbage: str) -> None:
    refused(client, "hearts", garbage)


def test_a_too_long_token_is_refused_before_it_is_decoded(app: Flask,
                                                          client: FlaskClient) -> None:
    limit = sealer_of(app).max_token_chars
    reason = refused(client, "hearts", "A" * (limit + 1))["state_token"]
    assert f"longer than {limit}" in reason
    # One character less is decoded (and refused for what it holds).
    assert "longer" not in refused(client, "hearts", "A" * limit)["state_token"]


def test_the_length_bound_comes_from_state_token_max_chars(token: str) -> None:
    app = sealed_app(KEY_A, STATE_TOKEN_MAX_CHARS=len(token) - 1)
    reason = refused(app.test_client(), "hearts", token)["state_token"]
    assert f"longer than {len(token) - 1}" in reason


# ----- foreign tokens -----------------------------------------------------------------

def test_a_token_of_another_key_is_refused(token: str) -> None:
    other = sealed_app(KEY_B).test_client()
    assert "key" in refused(other, "hearts", token)["state_token"]


def test_a_token_of_another_key_with_this_key_id_is_refused(token: str) -> None:
    """The key id only finds the key: a token forged under another key with the id of
    this one fails authentication."""
    forger = sealer_of(sealed_app(KEY_B))
    forged = raw(forger.seal("hearts", {"anything": 1}))
    spliced = text(raw(token)[:5] + forged[5:])
    refused(sealed_app(KEY_A).test_client(), "hearts", spliced)


@pytest.mark.parametrize(("sealed_for", "posted_to"), [
    ("hearts", "watten"), ("watten", "karnoeffel"), ("karnoeffel", "hearts")])
def test_a_token_of_another_game_is_refused(client: FlaskClient, sealed_for: str,
                                            posted_to: str) -> None:
    foreign = ok(post(client, sealed_for, "states", {"sealed": True}), 201)["state_token"]
    for route in ROUTES:
        refused(client, posted_to, foreign, route)


# ----- rotation -----------------------------------------------------------------------

def test_rotation_old_tokens_open_after_a_new_first_key_and_new_ones_use_it() -> None:
    before = sealed_app(KEY_A).test_client()
    old = ok(post(before, "watten", "states", {"sealed": True}), 201)["state_token"]
    rotated = sealed_app(f"{KEY_B},{KEY_A}").test_client()
    ok(post(rotated, "watten", "views", {"state_token": old, "seat": 0}))
    new = ok(post(rotated, "watten", "states", {"sealed": True}), 201)["state_token"]
    assert raw(new)[1:5] != raw(old)[1:5], "the new first key seals"
    refused(before, "watten", new)  # sealed with KEY_B, which `before` does not hold
    move = ok(post(rotated, "watten", "bot-moves", {"state_token": old, "level": "random",
                                                    "seed": 2}))["move"]
    moved = ok(post(rotated, "watten", "moves", {"state_token": old, "move": move}))
    assert raw(moved["state_token"])[1:5] == raw(new)[1:5], "a move reseals with KEY_B"


def test_rotation_a_removed_key_refuses_its_tokens() -> None:
    old = ok(post(sealed_app(KEY_A).test_client(), "watten", "states", {"sealed": True}),
             201)["state_token"]
    after = sealed_app(f"{KEY_B},{KEY_C}").test_client()
    assert "does not hold" in refused(after, "watten", old)["state_token"]


def test_keys_may_be_listed_with_spaces(token: str) -> None:
    app = sealed_app(f" {KEY_C} , {KEY_A} ")
    ok(post(app.test_client(), "hearts", "views", {"state_token": token, "seat": 0}))


# ----- configuration ------------------------------------------------------------------

@pytest.mark.parametrize(("raw_keys", "message"), [
    ("not*base64", "not base64url"),
    (KEY_A[:20], "bytes, not 32"),
    (KEY_A + "AAAA", "bytes, not 32"),
    (f"{KEY_A},{KEY_A}", "listed twice"),
    (f"{KEY_A},", "key 2"),
    ("ä", "not base64url"),
])
def test_a_bad_key_list_is_a_config_error(raw_keys: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_keys(raw_keys)
    with pytest.raises(ConfigError, match="STATE_TOKEN_KEYS"):
        Config.from_env({"STATE_TOKEN_KEYS": raw_keys})


def test_keys_parse_and_stay_out_of_the_config_repr() -> None:
    config = Config.from_env({"STATE_TOKEN_KEYS": f"{KEY_A},{KEY_B}"})
    assert len(config.state_token_keys) == 2
    assert all(len(k) == KEY_BYTES for k in config.state_token_keys)
    assert KEY_A not in repr(config) and repr(config.state_token_keys[0]) not in repr(config)
    assert Config.from_env({}).state_token_keys == ()
    assert Config.from_env({"STATE_TOKEN_KEYS": " "}).state_token_keys == ()


def test_state_token_max_chars_has_a_floor() -> None:
    with pytest.raises(ConfigError, match="STATE_TOKEN_MAX_CHARS"):
        Config.from_env({"STATE_TOKEN_MAX_CHARS": "10"})
    # A floor below today's tokens (1410 characters) would let a setting refuse them all.
    with pytest.raises(ConfigError, match="STATE_TOKEN_MAX_CHARS must be an integer from 4096 to"):
        Config.from_env({"STATE_TOKEN_MAX_CHARS": "1024"})
    assert Config.from_env({"STATE_TOKEN_MAX_CHARS": "4096"}).state_token_max_chars == 4096
    assert Config.from_env({}).state_token_max_chars == 16_384


def test_new_key_makes_a_key_that_parses() -> None:
    one, two = new_key(), new_key()
    assert one != two and len(parse_keys(f"{one},{two}")) == 2


def test_the_wsgi_app_does_not_start_with_a_bad_key() -> None:
    env = {**os.environ, "STATE_TOKEN_KEYS": "short", "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    done = subprocess.run([sys.executable, "-c", "import service.wsgi"], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "ConfigError" in done.stderr and "STATE_TOKEN_KEYS" in done.stderr
    assert "short" not in done.stderr.split("ConfigError", 1)[1], "the key is not echoed"


# ----- no key -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def keyless() -> FlaskClient:
    return sealed_app(None).test_client()


def test_without_a_key_sealing_is_a_503(keyless: FlaskClient) -> None:
    for game in ("watten", "karnoeffel", "hearts"):
        expect_error(post(keyless, game, "states", {"sealed": True}), 503,
                     "state_sealing_unavailable")


def test_without_a_key_every_route_refuses_a_token_with_a_503(keyless: FlaskClient,
                                                              token: str) -> None:
    for route, extra in [*ROUTES.items(), ("moves", {"move": {"seat": 0, "type": "play",
                                                              "card": "C2"}})]:
        expect_error(post(keyless, "hearts", route, {"state_token": token, **extra}), 503,
                     "state_sealing_unavailable")


def test_without_a_key_plain_states_still_work(keyless: FlaskClient) -> None:
    state = ok(post(keyless, "hearts", "states", {"seed": 1}), 201)["state"]
    ok(post(keyless, "hearts", "legal-moves", {"state": state}))
    plain = ok(post(keyless, "hearts", "states", {"sealed": False}), 201)
    assert set(plain) == {"sealed", "state"} and plain["sealed"] is False


def test_an_empty_key_list_means_no_key(token: str) -> None:
    expect_error(post(sealed_app("").test_client(), "hearts", "views",
                      {"state_token": token, "seat": 0}), 503, "state_sealing_unavailable")


def test_every_changed_character_of_the_text_is_refused(client: FlaskClient,
                                                        token: str) -> None:
    """Also the last one, whose low bits base64 leaves unused: only the canonical text
    of the bytes opens."""
    for index in (0, 1, 6, 23, len(token) // 2, len(token) - 2, len(token) - 1):
        for other in {"A", "B", "-", "_"} - {token[index]}:
            refused(client, "hearts", token[:index] + other + token[index + 1:])


def test_a_state_too_large_for_the_bound_is_not_sealed() -> None:
    sealer = sealer_of(sealed_app(KEY_A, STATE_TOKEN_MAX_CHARS=256))
    with pytest.raises(ApiError, match="too large to seal") as refusal:
        sealer.seal("hearts", {"noise": new_key() * 20})
    assert refusal.value.status == 422


def test_a_state_beyond_the_tokens_length_field_is_not_sealed_whatever_the_bound() -> None:
    """The token keeps the compressed length in 2 bytes: a state that compresses to 64 KiB
    or more is refused like any state too large (422), also under a bound that would let
    its token through, never a 500 (found by a mutation audit)."""
    sealer = sealer_of(sealed_app(KEY_A, STATE_TOKEN_MAX_CHARS=10_000_000))
    noise = os.urandom(90_000).hex()  # 4 bits a character: above 64 KiB deflated
    with pytest.raises(ApiError, match="too large to seal") as refusal:
        sealer.seal("hearts", {"noise": noise})
    assert refusal.value.status == 422


def test_a_tokens_length_does_not_follow_the_state(client: FlaskClient) -> None:
    """README "Sealed stateless states": the plaintext is padded to a multiple of 1024
    bytes, so every token of every game is 1410 characters, whatever the hands hold and
    however far the match is (a length that followed the compressed state would tell
    something about the hidden cards), and its first byte is the version, 1."""
    lengths = set()
    for game in ("watten", "karnoeffel", "hearts"):
        for dealer in (0, 1, 2):
            token = ok(post(client, game, "states", {"sealed": True, "dealer": dealer}),
                       201)["state_token"]
            for _ in range(6):  # a few moves in: passes, calls, cards on the table
                lengths.add(len(token))
                assert raw(token)[0] == 1
                move = ok(post(client, game, "legal-moves", {"state_token": token}))[
                    "moves"][0]
                if move["type"] == "pass":  # a descriptor: pass its first cards
                    move = {"seat": move["seat"], "type": "pass",
                            "cards": move["choose_from"][:move["count"]]}
                token = ok(post(client, game, "moves", {"state_token": token,
                                                        "move": move}))["state_token"]
    assert lengths == {1410}


def test_a_token_built_to_the_documented_format_opens() -> None:
    """Tokens carry no expiry and travel between instances of different builds (a rolling
    deploy), so the format is a contract (README "The token"): base64url without
    padding of version 1 | 4-byte key id | 12-byte nonce | AES-256-GCM of (2-byte
    big-endian length | raw deflate with a 2 KiB window | zeros to a multiple of 1024),
    with version, key id and game id as associated data. A token built here, apart from
    `StateSealer.seal`, opens to its state."""
    app = sealed_app(KEY_A)
    state = ok(post(app.test_client(), "watten", "states", {"seed": 5}), 201)["state"]
    key = raw(KEY_A)
    deflater = zlib.compressobj(6, zlib.DEFLATED, -11)
    data = deflater.compress(json.dumps(state).encode()) + deflater.flush()
    body = len(data).to_bytes(2, "big") + data
    header = bytes([1]) + key_id(key)
    nonce = bytes(range(12))
    sealed = AESGCM(key).encrypt(nonce, body + bytes(-len(body) % 1024),
                                 header + b"watten")
    token = text(header + nonce + sealed)
    assert sealer_of(app).open("watten", token) == state
    assert len(token) == 1410
