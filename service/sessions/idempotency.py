"""``Idempotency-Key``: a session move's stored key, its record and its replay, the key
of a claim or a token rotation, and a leave's stored key (README "Sessions", "Trust
model").

* **A move** (`move_key`, `record`, `replayed`): the first answer (legal or not) is stored
  with the write under the SHA-256 of the token's hash and the key (per token: a rotated
  token starts afresh), with the fingerprint of the raw body bytes; a retry with the same
  key and body gets it again, marked ``Idempotent-Replayed: true``; the same key with
  another body is a 422 ``idempotency_key_reused``.
* **A claim or a rotation** (`seat_key`): nothing is stored; the key makes the new token
  with the code or the old token (`service.sessions.seating`, "Retries"), so it must be
  hard to guess: 16 characters at least.
* **A leave** (`leave_key`, `seat_replayed`): the answer is stored with the write, as a
  move's, under the SHA-256 of the token's hash, the seat and the key (checked as the
  other seat routes' keys are: `seat_key`); the same leave again finds it before its
  (dead) token is refused, and answers it again.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from typing import Any

from service.body import fingerprint as body_fingerprint
from service.errors import ApiError, dump_json

Body = dict[str, Any]

REPLAYED = {"Idempotent-Replayed": "true"}  # the header of an answer given again
# Visible ASCII but the comma: a server joins a header sent twice into one value with a
# comma (gunicorn "a,b", waitress "a, b"), so a comma is how a repeated key shows. The
# spec's pattern says the same (service/schemas/sessions.py).
MOVE_KEY_RE = re.compile(r"[\x21-\x2b\x2d-\x7e]{1,255}")
SEAT_KEY_RE = re.compile(r"[\x21-\x2b\x2d-\x7e]{16,255}")  # a claim's, a rotation's: secret


def _once(key: str) -> None:
    """A key given more than once is refused, as a query parameter given more than once
    is (422 ``validation_error`` naming it), not read as one key ``a,b``."""
    if "," in key:
        raise ApiError(422, "validation_error", "the request is invalid: Idempotency-Key: "
                       "Given more than once (or holds a comma, which joins repeated "
                       "headers).", {"Idempotency-Key": "Given more than once."})


def move_key(hashed: str, key: str | None, raw_body: bytes) -> tuple[str | None, str]:
    """The stored key of a move's ``Idempotency-Key`` (per token: ``hashed`` is the
    token's hash) and the fingerprint of the raw body bytes (`service.body.fingerprint`:
    a retry sends the same bytes)."""
    if key is None:
        return None, ""
    _once(key)
    if not MOVE_KEY_RE.fullmatch(key):
        raise ApiError(422, "validation_error", "Idempotency-Key must be 1 to 255 visible "
                       "ASCII characters",
                       {"Idempotency-Key": "1 to 255 visible ASCII characters"})
    idem = hashlib.sha256(f"{hashed}:{key}".encode()).hexdigest()
    return idem, body_fingerprint(raw_body)


def seat_key(key: str | None) -> str | None:
    """The ``Idempotency-Key`` of a claim, a rotation or a leave, checked: with the code
    or the old token it makes the seat's token again, so it must be hard to guess (a
    leave's takes the same rule: one rule for the seat routes)."""
    if key is None:
        return None
    _once(key)
    if not SEAT_KEY_RE.fullmatch(key):
        raise ApiError(422, "validation_error", "Idempotency-Key of a claim, a token "
                       "rotation or a leave must be 16 to 255 visible ASCII characters (a "
                       "random one, such as a UUID)",
                       {"Idempotency-Key": "16 to 255 visible ASCII characters"})
    return key


def leave_key(hashed: str, seat: int, key: str | None) -> str | None:
    """The stored key of a leave's ``Idempotency-Key`` (None without one): per token
    (``hashed``: its hash) and seat, and never a move's key (whose hash input is
    ``<hash>:<key>``; a key holds no space)."""
    key = seat_key(key)
    if key is None:
        return None
    return hashlib.sha256(f"{hashed} leave {seat} {key}".encode()).hexdigest()


def seat_replayed(stored_record: str) -> tuple[Any, int]:
    """The body and status of a leave's stored answer (`record` with no fingerprint:
    the request has no body), to be given again as it was."""
    stored = json.loads(stored_record)
    return stored["b"], stored["s"]


def record(fingerprint: str, reply: Body | None) -> str:
    """What the store keeps of a move's first answer (compact JSON, as docs are kept)."""
    return dump_json({"f": fingerprint, "s": 200, "b": reply}).decode()


def replayed(stored_record: str, fingerprint: str, game_id: str) -> tuple[Any, int]:
    """The body and status of a stored answer, to be given again. One stored by a version
    before answers named their game (session 30) gets its ``game`` here, so that a retry
    across an upgrade still answers what the spec describes."""
    stored = json.loads(stored_record)
    if not hmac.compare_digest(stored["f"], fingerprint):
        raise ApiError(422, "idempotency_key_reused", "this Idempotency-Key was used with "
                       "another request body", {"Idempotency-Key": "used with another body"})
    body = stored["b"]
    if isinstance(body, dict) and "game" not in body:
        body = {"game": game_id, **body}
    return body, stored["s"]
