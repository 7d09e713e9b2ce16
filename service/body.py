"""Request bodies that cannot hurt: a size cap that holds for chunked bodies too, and JSON
checks that run once, right after parsing, before anything else sees the value.

* `ChunkedBodyLimit` (WSGI middleware): a body sent with ``Transfer-Encoding: chunked``
  has no ``Content-Length``, and Werkzeug would cut it silently at
  ``MAX_CONTENT_LENGTH`` (the rest is never read, the cut prefix is parsed). The
  middleware reads at most ``MAX_CONTENT_LENGTH + 1`` bytes and hands the application a
  body with a ``Content-Length``, so a larger one is the usual 413 ``payload_too_large``.
  Up to `DRAIN_BYTES` more are read and dropped, so that the client, still sending, gets
  the answer instead of a reset connection.
* `check_json`: nesting deeper than ``MAX_JSON_DEPTH`` (default 64; a game state nests
  about 6 deep), and a lone surrogate (``"\\ud800"``, in a key or a value: valid JSON
  syntax, but no Unicode text, so it could not be encoded into an answer or a log line)
  are refused as 400 ``invalid_json``. The depth is measured without recursion; the
  surrogate check looks at the raw bytes first (in a body decoded as strict UTF-8 only a
  ``\\uD8xx``-``\\uDFxx`` escape can make one).
* `fingerprint`: the ``Idempotency-Key`` fingerprint is the SHA-256 of the raw body bytes
  (no walk over the parsed value).
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask

DRAIN_BYTES = 1 << 20  # what is read and dropped of a chunked body over the limit

StartResponse = Callable[..., Any]


def _read_at_most(stream: Any, limit: int) -> bytes:
    parts: list[bytes] = []
    left = limit
    while left > 0:
        chunk = stream.read(min(left, 65536))
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


class ChunkedBodyLimit:
    """Turn a server-terminated chunked body into one with a ``Content-Length`` (at most
    ``MAX_CONTENT_LENGTH + 1`` bytes are kept, so a larger body is a 413)."""

    def __init__(self, wsgi_app: Callable[..., Iterable[bytes]], app: Flask) -> None:
        self.wsgi_app = wsgi_app
        self.config = app.config

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        # Only a stream the server terminates may be read to its end (gunicorn, waitress
        # and Werkzeug's server set wsgi.input_terminated for chunked bodies).
        if chunked and environ.get("wsgi.input_terminated"):
            limit = int(self.config["MAX_CONTENT_LENGTH"])
            stream = environ["wsgi.input"]
            data = _read_at_most(stream, limit + 1)
            if len(data) > limit:
                _read_at_most(stream, DRAIN_BYTES)
            environ["wsgi.input"] = io.BytesIO(data)
            environ["CONTENT_LENGTH"] = str(len(data))
            del environ["HTTP_TRANSFER_ENCODING"]
            del environ["wsgi.input_terminated"]
        return self.wsgi_app(environ, start_response)


# A surrogate code point comes only from a \uD800-\uDFFF escape: the body parser
# (`service.blueprint.JsonBodyParser`) decodes the bytes as strict UTF-8, which refuses
# the UTF-8 form of a surrogate (ED A0 80 ... ED BF BF) and UTF-16 or UTF-32 bodies.
# (json.loads, given the bytes, decoded them with "surrogatepass" and made surrogates of
# both: an audit found a key made so answered 500.) So a body without such an escape has
# none.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


_CONTAINERS = {dict, list}  # what json.loads makes of objects and arrays


def _too_deep(value: Any, max_depth: int) -> bool:
    """Level by level over the containers only (a list of 30,000 strings is one step)."""
    level = [value] if type(value) in _CONTAINERS else []
    depth = 0
    while level:
        depth += 1
        if depth > max_depth:
            return True
        below: list[Any] = []
        for item in level:
            children = item.values() if type(item) is dict else item
            if not _CONTAINERS.isdisjoint(map(type, children)):  # the common case: leaves
                below.extend([c for c in children if type(c) in _CONTAINERS])
        level = below
    return False


# too_deep_raw: every byte but the quotes and brackets goes; { } become [ ].
_STRUCTURE = bytes.maketrans(b"{}", b"[]")
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'"[]{}')


def too_deep_raw(raw: bytes, value: Any, max_depth: int) -> bool:
    """`_too_deep` for a body that a JSON parser accepted, on its bytes (a few µs instead
    of a walk over every container). Without a backslash every quote opens or closes a
    string, so dropping every other piece between quotes drops the strings; what is left
    of valid JSON is balanced brackets, and each pass that removes the empty pairs ``[]``
    removes exactly one level. A body with a backslash is walked (`_too_deep`)."""
    if b"\\" in raw:
        return _too_deep(value, max_depth)
    brackets = b"".join(raw.translate(None, _NOT_STRUCTURE).split(b'"')[::2])
    brackets = brackets.translate(_STRUCTURE)
    depth = 0
    while brackets:
        depth += 1
        if depth > max_depth:
            return True
        brackets = brackets.replace(b"[]", b"")
    return False


def _has_lone_surrogate(value: Any) -> bool:
    """Encoding the value as UTF-8 fails exactly when a key or a string holds a lone
    surrogate (json.dumps recurses, but only over a value already checked for depth)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_json(raw: bytes, value: Any, max_depth: int) -> str | None:
    """Why a parsed JSON body is refused (None: it is fine). Depth counts containers:
    ``{}`` is 1, ``{"a": []}`` is 2. About 1 ms for a 256 KB body."""
    if _too_deep(value, max_depth):
        return f"nesting deeper than {max_depth} levels"
    if _SURROGATE_ESCAPE.search(raw) and _has_lone_surrogate(value):
        return "a key or a string holds a lone UTF-16 surrogate (\\ud800-\\udfff)"
    return None


def fingerprint(raw: bytes) -> str:
    """The ``Idempotency-Key`` fingerprint of a request: its raw body bytes."""
    return hashlib.sha256(raw).hexdigest()
