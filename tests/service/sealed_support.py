"""Helpers of the sealed-state tests: apps with known keys, the raw layout of a token,
and a driver that plays a match through the stateless routes holding only tokens."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from service.sealing import EXTENSION, StateSealer
from tests.service.http_harness import is_listed

Json = dict[str, Any]

KEY_A = base64.urlsafe_b64encode(bytes(range(32))).rstrip(b"=").decode()
KEY_B = base64.urlsafe_b64encode(bytes(range(100, 132))).rstrip(b"=").decode()
KEY_C = base64.urlsafe_b64encode(bytes(range(200, 232))).rstrip(b"=").decode()


def sealed_app(keys: str | None, **config: Any) -> Flask:
    """An app with ``STATE_TOKEN_KEYS`` = ``keys`` (None: no key at all)."""
    return create_app({"TESTING": True, "STATE_TOKEN_KEYS": keys, **config})


def sealer_of(app: Flask) -> StateSealer:
    """The app's sealer: the tests' oracle to read what a token holds."""
    sealer: StateSealer = app.extensions[EXTENSION]
    return sealer


def post(client: FlaskClient, game: str, resource: str, body: Json) -> Any:
    return client.post(f"/v1/games/{game}/{resource}", json=body)


def ok(response: Any, status: int = 200) -> Json:
    body: Json = response.get_json()
    assert response.status_code == status, (response.status_code, body)
    return body


def raw(token: str) -> bytes:
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


def text(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def flipped(token: str, index: int) -> str:
    """The token with one bit of byte ``index`` changed."""
    data = bytearray(raw(token))
    data[index] ^= 0x01
    return text(bytes(data))


# (region, first byte, last byte + 1) of a token's bytes; negative: from the end.
REGIONS = {"version": (0, 1), "key_id": (1, 5), "nonce": (5, 17),
           "ciphertext": (17, -16), "tag": (-16, None)}

Answer = Callable[[str, Json, Json, Json | None], None]


def play_sealed(client: FlaskClient, game: str, preset: str, seat: int, max_steps: int,
                on_answer: Answer | None = None) -> list[str]:
    """Create a sealed state and play random bot moves through /legal-moves, /bot-moves
    and /moves with the tokens only, asking for ``seat``'s view each time, until a hand
    is over and the next one is dealt. ``on_answer(route, request, answer, move)`` sees
    every /states and /moves answer. The tokens, in order."""
    body: Json = {"sealed": True, "preset": preset, "seat": seat}
    created = ok(post(client, game, "states", body), 201)
    if on_answer:
        on_answer("states", body, created, None)
    tokens = [created["state_token"]]
    hand_over = False
    for step in range(max_steps):
        token = tokens[-1]
        listed = ok(post(client, game, "legal-moves", {"state_token": token}))["moves"]
        assert listed, f"step {step}: nobody can move"
        choice = ok(post(client, game, "bot-moves",
                         {"state_token": token, "level": "random", "seed": step}))["move"]
        assert is_listed(choice, listed), (choice, listed)
        request = {"state_token": token, "move": choice, "seat": seat}
        answer = ok(post(client, game, "moves", request))
        assert answer["legal"] is True, (choice, answer)
        if on_answer:
            on_answer("moves", request, answer, choice)
        tokens.append(answer["state_token"])
        if hand_over and any(e["type"] == "hand_dealt" for e in answer["events"]):
            return tokens
        hand_over = hand_over or answer["hand"] is not None
    raise AssertionError(f"{game} {preset}: no hand over and dealt in {max_steps} moves")
