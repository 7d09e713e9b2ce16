"""Sealed stateless states: a match state as an opaque, authenticated, encrypted token.

A client that must not be able to forge or read its state (swap hands, choose scores,
read the other hands or the seed) carries a ``state_token`` instead of a ``state``. The
token is the state's JSON, compressed, padded and sealed with AES-256-GCM (an AEAD of the
``cryptography`` package) under a key of the service::

    token  = base64url( version | key_id | nonce | AES-GCM(plaintext, aad) )   (no "=")
    aad    = version | key_id | game id (UTF-8)
    plaintext = len(deflate) as 2 bytes | deflate(state JSON) | zero padding to PAD_BLOCK

* ``version``: one byte, `TOKEN_VERSION`; another version is refused.
* ``key_id``: 4 bytes of SHA-256 over the key (`key_id`), so opening finds the key in
  one dict lookup. Several keys open (rotation); the first one seals.
* ``nonce``: 12 random bytes per token, so two tokens of the same state differ.
* The game id is associated data: a token of another game fails authentication.
* Padding to a multiple of `PAD_BLOCK` bytes: the compressed length depends on the
  hidden cards, the padded one (in practice) does not, so a token's length tells nothing.

Every refusal is a 422 ``invalid_state_token`` (edited, truncated, too long, garbage,
another key, another game, another version); a missing key configuration is a 503
``state_sealing_unavailable`` (the service never makes up a key). No Flask here: the
resources get the app's `StateSealer` (`service.resources.games.request_sealer`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import zlib
from collections.abc import Iterable, Mapping
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from service.config import ConfigError
from service.errors import ApiError

TOKEN_VERSION = 1
KEY_BYTES = 32  # AES-256
KEY_ID_BYTES = 4
NONCE_BYTES = 12
TAG_BYTES = 16
LENGTH_BYTES = 2
PAD_BLOCK = 1024
HEADER_BYTES = 1 + KEY_ID_BYTES
MIN_TOKEN_BYTES = HEADER_BYTES + NONCE_BYTES + LENGTH_BYTES + TAG_BYTES
MAX_STATE_JSON_BYTES = 1 << 20  # decompression never yields more than this
ZLIB_LEVEL = 6
# Raw deflate with a 2 KiB window and small tables: 16 KiB of deflate state instead of
# zlib's default 256 KiB, which a request would allocate, zero and push through the CPU
# caches for a state of 1 to 3 KB (the compressed size is within 1 % of the default's).
ZLIB_WINDOW_BITS = 11
ZLIB_MEM_LEVEL = 4
EXTENSION = "stichwerk.state_sealer"
_ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_KEY_ID_LABEL = b"stichwerk/state-token/key-id/"


def key_id(key: bytes) -> bytes:
    """The 4-byte id of a key in the token (a digest: it says nothing about the key)."""
    return hashlib.sha256(_KEY_ID_LABEL + key).digest()[:KEY_ID_BYTES]


def _b64decode(text: str) -> bytes:
    raw = text.encode("ascii")
    if not raw or raw.translate(None, _ALPHABET) or len(raw) % 4 == 1:
        raise ValueError("not base64url")
    data = base64.urlsafe_b64decode(raw + b"=" * (-len(raw) % 4))
    if _b64encode(data) != text:  # the unused low bits of the last character were set
        raise ValueError("not canonical base64url")
    return data


def _b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def parse_keys(raw: str, name: str = "STATE_TOKEN_KEYS") -> tuple[bytes, ...]:
    """``STATE_TOKEN_KEYS``: comma-separated base64url keys of 32 bytes (the first seals,
    all open). Empty or unset: no key (sealing unavailable). Anything else that is not a
    list of distinct 32-byte keys is a `ConfigError` at startup."""
    keys: list[bytes] = []
    for position, item in enumerate(raw.split(",") if raw.strip() else []):
        text = item.strip()
        try:
            key = _b64decode(text)
        except (ValueError, UnicodeEncodeError, binascii.Error):
            raise ConfigError(f"{name}: key {position + 1} is not base64url") from None
        if len(key) != KEY_BYTES:
            raise ConfigError(f"{name}: key {position + 1} has {len(key)} bytes, not "
                              f"{KEY_BYTES} (make one with `make state-token-key`)")
        if any(key_id(key) == key_id(k) for k in keys):
            raise ConfigError(f"{name}: key {position + 1} is listed twice")
        keys.append(key)
    return tuple(keys)


def new_key() -> str:
    """A fresh key for ``STATE_TOKEN_KEYS`` (32 random bytes, base64url)."""
    return _b64encode(os.urandom(KEY_BYTES))


def invalid_token(reason: str) -> ApiError:
    return ApiError(422, "invalid_state_token",
                    "the state token was not sealed by this service for this game (edited, "
                    "truncated, of another game or key, or not a token at all)",
                    {"state_token": reason})


def sealing_unavailable() -> ApiError:
    return ApiError(503, "state_sealing_unavailable",
                    "this service has no state token key (STATE_TOKEN_KEYS is not set): it "
                    "cannot seal or open state tokens; send `state` instead",
                    {"state_token": "no key configured"})


class StateSealer:
    """Seals encoded states into tokens and opens them, with one or more keys."""

    def __init__(self, keys: Iterable[bytes], max_token_chars: int) -> None:
        self._keys = tuple(keys)
        if not self._keys:
            raise ValueError("a StateSealer needs at least one key")
        self._aeads = {key_id(k): AESGCM(k) for k in self._keys}
        self._seal_id = key_id(self._keys[0])
        self.max_token_chars = max_token_chars

    def seal(self, game_id: str, encoded: Mapping[str, Any]) -> str:
        deflater = zlib.compressobj(ZLIB_LEVEL, zlib.DEFLATED, -ZLIB_WINDOW_BITS,
                                    ZLIB_MEM_LEVEL)
        data = deflater.compress(json.dumps(encoded, separators=(",", ":")).encode())
        data += deflater.flush()
        if len(data) >= 1 << (8 * LENGTH_BYTES):
            raise _too_large(len(data), self.max_token_chars)
        body = len(data).to_bytes(LENGTH_BYTES, "big") + data
        plaintext = body + bytes(-len(body) % PAD_BLOCK)
        header = bytes([TOKEN_VERSION]) + self._seal_id
        nonce = os.urandom(NONCE_BYTES)
        sealed = self._aeads[self._seal_id].encrypt(nonce, plaintext,
                                                    header + game_id.encode())
        token = _b64encode(header + nonce + sealed)
        if len(token) > self.max_token_chars:  # only a state far beyond any real match
            raise _too_large(len(token), self.max_token_chars)
        return token

    def open(self, game_id: str, token: str) -> dict[str, Any]:
        """The encoded state in ``token``; `invalid_token` for anything else. The checks
        go cheapest first: length, alphabet, version, key id, then the AEAD."""
        if len(token) > self.max_token_chars:
            raise invalid_token(f"longer than {self.max_token_chars} characters")
        try:
            raw = _b64decode(token)
        except (ValueError, UnicodeEncodeError, binascii.Error):
            raise invalid_token("not base64url") from None
        if len(raw) < MIN_TOKEN_BYTES:
            raise invalid_token("too short")
        if raw[0] != TOKEN_VERSION:
            raise invalid_token("unknown token version")
        aead = self._aeads.get(raw[1:HEADER_BYTES])
        if aead is None:
            raise invalid_token("sealed with a key this service does not hold")
        nonce = raw[HEADER_BYTES:HEADER_BYTES + NONCE_BYTES]
        try:
            plaintext = aead.decrypt(nonce, raw[HEADER_BYTES + NONCE_BYTES:],
                                     raw[:HEADER_BYTES] + game_id.encode())
        except InvalidTag:
            raise invalid_token("authentication failed (edited, truncated or of another "
                                "game)") from None
        return _unpack(plaintext)


def _too_large(size: int, limit: int) -> ApiError:
    return ApiError(422, "invalid_state", f"the state is too large to seal ({size} "
                    f"bytes; STATE_TOKEN_MAX_CHARS is {limit})", {"state": "too large to seal"})


def _unpack(plaintext: bytes) -> dict[str, Any]:
    """Only what `StateSealer.seal` wrote passes the AEAD, so a failure here means a
    token of an incompatible build: still a refusal, never a 500."""
    length = int.from_bytes(plaintext[:LENGTH_BYTES], "big")
    try:
        inflater = zlib.decompressobj(-ZLIB_WINDOW_BITS)
        data = inflater.decompress(plaintext[LENGTH_BYTES:LENGTH_BYTES + length],
                                   MAX_STATE_JSON_BYTES)
        state = json.loads(data)
    except (zlib.error, ValueError):
        raise invalid_token("unreadable content") from None
    if not isinstance(state, dict) or inflater.unconsumed_tail:
        raise invalid_token("unreadable content")
    return state


def build_sealer(setting: str | Iterable[bytes] | None, max_token_chars: int,
                 ) -> StateSealer | None:
    """The app's sealer from the ``STATE_TOKEN_KEYS`` setting (a string as in the
    environment, or parsed keys); None without a key."""
    if setting is None:
        keys: tuple[bytes, ...] = ()
    elif isinstance(setting, str):
        keys = parse_keys(setting)
    else:
        keys = tuple(setting)
    return StateSealer(keys, max_token_chars) if keys else None
