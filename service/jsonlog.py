"""JSON logs: one JSON object per line, with the request id of the request being served.

Standard library only: ``deploy/gunicorn.conf.py`` names `JsonFormatter` in its logging
config (gunicorn's master imports it before any worker loads the app), and
``deploy/serve.py`` installs it too.

Every line has ``time`` (UTC, ISO 8601, milliseconds), ``level``, ``logger``,
``message`` and ``request_id`` (null outside a request); the access line of each request
(`service.observe`) adds ``method``, ``route`` (the URL rule, never the raw path: no
session id), ``status`` and ``duration_ms``. What is never logged: a header (seat
tokens), a body, a state, a card. An exception is logged by its type and stack only,
without its message (a message may quote the input). A query that may hold a secret
(a stream ticket, a token or an invitation code, as nginx's access log decides) is
written ``?[redacted]`` (a query past a quote too, and a fragment), and a secret
anywhere else in a message ``stt_[redacted]``, its prefix %-encoded or not: gunicorn logs
a request line it refuses whole, and a ticket in it was never used (`redact`). gunicorn's
own parse errors quote the request bytes they could not parse: a head cut short (its
headers), the rest of a body sent beyond its Content-Length (as a request line, a chunk
size, or a method when the next request follows), a method, a version, a header's name
or value, where a secret may have lost its prefix; `RequestBytesFilter`, on the
``gunicorn.error`` logger (deploy/gunicorn.conf.py), logs their length instead.
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import time
import traceback
from typing import Any

# The id of the request this thread serves (set and reset by service.observe).
REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "stichwerk_request_id", default=None)

# Fields an access line may add (`logger.info(..., extra={"fields": {...}})`).
ACCESS_FIELDS = ("method", "route", "status", "duration_ms")


# nginx's access-log rule (deploy/nginx/nginx.conf.template): a query with a `%`, a secret's
# name (any case) or a secret's prefix is redacted whole, up to a space (a quote ended it
# here until an audit); so is a fragment (never sent by a browser).
_QUERY = re.compile(r"[?#]\S*")
_SECRET_HINT = re.compile(r"%|#|ticket|token|code|st[tw]i?_", re.IGNORECASE)
# A secret's prefix anywhere (not only after a word boundary: ``/xstw_…``), in any case,
# its characters also %-encoded (``%73tt_…``, which the service decodes as ``stt_…``).
_SECRET = re.compile(r"((?:s|%[57]3)(?:t|%[57]4)(?:t|w|%[57][47])(?:i|%[46]9)?)(?:_|%5f)"
                     r"(?:[A-Za-z0-9_-]|%[0-9A-Fa-f]{2})+", re.IGNORECASE)


def redact(message: str) -> str:
    """``message`` without the secrets a request line may carry (see the module
    docstring); a message without ``?``, ``#``, ``_`` or ``%`` is returned as it is."""
    if "?" in message or "#" in message:
        message = _QUERY.sub(lambda m: f"{m.group()[0]}[redacted]"
                             if _SECRET_HINT.search(m.group()) else m.group(), message)
    if "_" in message or "%" in message:
        message = _SECRET.sub(r"\1_[redacted]", message)
    return message


# gunicorn's parse errors (`gunicorn.http.errors`) end with the bytes they quote (repr):
# every one of them that quotes what the client sent (the method, the version, a header's
# name or value, a line) is here.
_QUOTED = re.compile(r"(?P<what>No more data after|Invalid chunk size|Invalid chunk "
                     r"terminator is not '\\r\\n'|Invalid HTTP Header|Invalid HTTP request "
                     r"line|Expected HTTP/2 connection preface, got|Invalid PROXY line|"
                     r"Invalid HTTP method|Invalid HTTP Version|Invalid HTTP header name|"
                     r"Obsolete line folding is unacceptable|Unsupported transfer coding|"
                     r"Unable to comply with expectation):? "
                     r"(?P<quoted>b?(?P<q>['\"]).*(?P=q))$", re.DOTALL)
# What such a quote may keep: a header name alone (gunicorn quotes a valid one upper-cased;
# a line without a colon, which may be a secret alone on its line, is kept only if it
# looks like one: upper case, no digit), or a line of a request line's shape (whose query
# and secrets `redact` then handles); any other quote is never kept.
_HEADER_NAME = re.compile(r"[!#$%&*+.^_`|~A-Z-]+")
_KEPT = {"Invalid HTTP Header": _HEADER_NAME, "Invalid HTTP header name": _HEADER_NAME,
         "Obsolete line folding is unacceptable": _HEADER_NAME,
         "Invalid HTTP request line": re.compile(r"[A-Z]{1,20} \S+ HTTP/\S+")}


class RequestBytesFilter(logging.Filter):
    """Request bytes out of gunicorn's parse errors (install it on ``gunicorn.error``).

    gunicorn quotes what it could not parse: a head cut short ("Ignored premature client
    disconnection. No more data after: b'...'", at debug: its headers, an Idempotency-Key
    of a claim among them), the rest of a body sent beyond its Content-Length (read as the
    next request line, or as a chunk size: at warning), a chunk terminator, a header line
    without a colon. A secret in them may have lost its prefix (``stwi_`` cut to ``wi_``),
    which `redact` looks for. Such a quote is replaced by its length; a header name or a
    line shaped like a request line (``GET /path HTTP/1.1``) is kept. Only gunicorn's
    records pay for this, never the application's access lines."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        found = _QUOTED.search(message) if "'" in message or '"' in message else None
        if found is not None:
            quoted = found.group("quoted")
            inner = quoted[2:-1] if quoted.startswith("b") else quoted[1:-1]
            kept = _KEPT.get(found.group("what"))
            if kept is None or not kept.fullmatch(inner):
                record.msg = (f"{message[:found.start('quoted')]}[{len(inner)} characters "
                              "of the request, not logged]")
                record.args = ()
        return True


def _logged_id(request_id: str | None) -> str | None:
    """The request id as logged: the client chooses it, and a token has the characters of
    one (`service.observe`), so a secret in it is redacted as in a message (the client
    still gets it back whole)."""
    if request_id is None or "_" not in request_id:
        return request_id
    return _SECRET.sub(r"\1_[redacted]", request_id)


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message", "request_id", ...}`` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
                    + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": redact(record.getMessage()),
            "request_id": _logged_id(REQUEST_ID.get()),
            "pid": record.process,
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            out.update({k: fields[k] for k in ACCESS_FIELDS if k in fields})
        if record.exc_info and record.exc_info[0] is not None:
            kind, _, tb = record.exc_info
            out["exc_type"] = kind.__qualname__
            out["stack"] = "".join(traceback.format_tb(tb)).rstrip()
        # ensure_ascii: a lone surrogate or any odd character in a message cannot break
        # the line (or the log handler).
        return json.dumps(out, ensure_ascii=True, default=str)
