"""``Idempotency-Key``: a session move's stored key, its record and its replay, and the key
of a claim or a token rotation (README "Sessions", "Trust model").

* **A move** (`move_key`, `record`, `replayed`): the first answer (legal or not) is stored
  with the write under the SHA-256 of the token's hash and the key (per token: a rotated
  token starts afresh), with the fingerprint of the raw body bytes; a retry with the same
  key and body gets it again, marked ``Idempotent-Replayed: true``; the same key with
  another body is a 422 ``idempotency_key_reused``.
* **A claim or a rotation** (`seat_key`): nothing is stored; the key makes the new token
  with the code or the old token (`service.sessions.seating`, "Retries"), so it must be
  hard to guess: 16 characters at least.
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
    """The ``Idempotency-Key`` of a claim or a rotation, checked: with the code or the old
    token it makes the seat's token again, so it must be hard to guess."""
    if key is None:
        return None
    _once(key)
    if not SEAT_KEY_RE.fullmatch(key):
        raise ApiError(422, "validation_error", "Idempotency-Key of a claim or a token "
                       "rotation must be 16 to 255 visible ASCII characters (a random "
                       "one, such as a UUID)",
                       {"Idempotency-Key": "16 to 255 visible ASCII characters"})
    return key


def record(fingerprint: str, reply: Body) -> str:
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
