"""Session ids, tokens and invitation codes: making them, hashing them, telling who
presents one.

Who holds what (README "Trust model"):

* a **seat token** per human seat: acts and reads for that seat only;
* the **host token** (``host_token``, every session): reads public information only (as
  the spectator does), never moves; ends the session and re-invites unclaimed seats;
* the **spectator token**: reads public information only;
* an **invitation code** per human seat of an ``"seating": "invite"`` session: claimed
  once for that seat's token (`service.sessions.seating`).

Tokens are ``stw_`` + 43 URL-safe characters (256 random bits), codes ``stwi_`` + 22
(128 random bits); both are shown once. The store keeps only their SHA-256 (a fast hash
is enough for random secrets of that size); a presented token is hashed and compared with
every stored hash with `hmac.compare_digest`. Tokens and codes never appear in logs or
errors. Session ids are 128 random bits (22 URL-safe characters).

A claim or a rotation sent with an ``Idempotency-Key`` gets a token DERIVED from the secret
it presents (the code, the old token), that key and the session's derivation key
(`derived_token`), so that a retry of one whose answer was lost gets the same token again
without the store keeping more than its hash (`service.sessions.seating`). The derivation
key (256 random bits, ``token_key`` in the doc, never shown) is what keeps the token from
being a function of the request alone: whoever saw the request (a log of its headers,
the very leak a rotation answers) can ask the server again within the replay window,
never compute the token.
"""

from __future__ import annotations

import base64
import enum
import hashlib
import hmac
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.errors import ApiError

TOKEN_PREFIX = "stw_"
CODE_PREFIX = "stwi_"
SESSION_ID_RE = re.compile(r"[A-Za-z0-9_-]{22}")
TOKEN_RE = re.compile(r"stw_[A-Za-z0-9_-]{43}")
CODE_PATTERN = r"^stwi_[A-Za-z0-9_-]{22}$"
WWW_AUTHENTICATE = 'Bearer realm="stichwerk"'


class Role(enum.Enum):
    SEAT = "seat"
    HOST = "host"
    SPECTATOR = "spectator"


@dataclass(frozen=True)
class Viewer:
    """Who presented a token: a seat (with its number), the host or the spectator.
    The host and the spectator see what the spectator sees (``seat`` None)."""

    role: Role
    seat: int | None = None


def new_session_id() -> str:
    return secrets.token_urlsafe(16)


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def new_code() -> str:
    return CODE_PREFIX + secrets.token_urlsafe(16)


def new_derivation_key() -> str:
    """A session's key for `derived_token` (256 random bits, hex), kept in its doc."""
    return secrets.token_hex(32)


def derived_token(secret: str, purpose: str, sid: str, seat: int, key: str,
                  derivation_key: str) -> str:
    """A seat token made from ``secret`` (an invitation code or the seat's old token), an
    ``Idempotency-Key`` and the session's ``derivation_key`` (`new_derivation_key`):
    HMAC-SHA256 keyed with the secret over what the token is for, then HMAC-SHA256 of
    that keyed with the derivation key, as 43 URL-safe characters like `new_token`'s.
    Only the server can compute it, and only for whoever presents the secret and the
    key; without the derivation key the request alone does not make it."""
    message = f"{purpose}\0{sid}\0{seat}\0{key}".encode()
    inner = hmac.new(secret.encode(), message, hashlib.sha256).digest()
    digest = hmac.new(bytes.fromhex(derivation_key), inner, hashlib.sha256).digest()
    return TOKEN_PREFIX + base64.urlsafe_b64encode(digest).decode().rstrip("=")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def unauthorized(code: str, message: str) -> ApiError:
    """401 with ``WWW-Authenticate``: ``error="invalid_token"`` when a token was sent;
    none when there was no token at all (RFC 6750, 3.1: a request without credentials
    gets no error code)."""
    challenge = WWW_AUTHENTICATE if code == "missing_token" else \
        f'{WWW_AUTHENTICATE}, error="invalid_token"'
    return ApiError(401, code, message, {"Authorization": message},
                    {"WWW-Authenticate": challenge})


def session_not_found() -> ApiError:
    return ApiError(404, "session_not_found", "no such session (it may have ended or "
                    "expired)", {"session_id": "unknown, ended or expired"})


def check_session_id(sid: str) -> None:
    """A string that cannot be a session id is an unknown session (404)."""
    if not SESSION_ID_RE.fullmatch(sid):
        raise session_not_found()


def parse_bearer(authorization: str | None) -> str:
    """The token hash of an ``Authorization: Bearer <token>`` header (401 otherwise)."""
    return token_hash(bearer_token(authorization))


def bearer_token(authorization: str | None) -> str:
    """The token of an ``Authorization: Bearer <token>`` header (401 otherwise)."""
    if not authorization or not authorization.strip():
        raise unauthorized("missing_token", "send the seat, host or spectator token as "
                           "'Authorization: Bearer <token>'")
    scheme, _, token = authorization.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not TOKEN_RE.fullmatch(token):
        raise unauthorized("invalid_token", "the Authorization header must be "
                           "'Bearer <token>' with a token of this service")
    return token


def identify(doc: Mapping[str, Any], hashed: str) -> Viewer:
    """Who holds the token that hashes to ``hashed``; 401 if nobody of this session.
    Every stored hash is compared, in constant time each."""
    found: Viewer | None = None
    for seat, stored in enumerate(doc["tokens"]):
        if stored is not None and hmac.compare_digest(stored, hashed):
            found = Viewer(Role.SEAT, seat)
    host = doc.get("host")
    if host is not None and hmac.compare_digest(host, hashed):
        found = Viewer(Role.HOST)
    if hmac.compare_digest(doc["spectator"], hashed):
        found = Viewer(Role.SPECTATOR)
    if found is None:
        raise unauthorized("invalid_token", "the token is not a token of this session")
    return found


def seat_tokens(seats: Sequence[Mapping[str, Any]]
                ) -> tuple[list[dict[str, Any]], list[str | None]]:
    """A fresh token for every human seat: ``([{seat, token}], hash per seat)``; the
    tokens are shown once, only the hashes are stored (None for a bot seat)."""
    shown: list[dict[str, Any]] = []
    hashes: list[str | None] = []
    for i, seat in enumerate(seats):
        if seat["kind"] == "human":
            token = new_token()
            shown.append({"seat": i, "token": token})
            hashes.append(token_hash(token))
        else:
            hashes.append(None)
    return shown, hashes
