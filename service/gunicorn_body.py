"""A request body cut short of its ``Content-Length`` is an error under gunicorn, never a
shorter body (issue 11, hostile input).

gunicorn reads a body of known length with `gunicorn.http.body.LengthReader`, which hands
over whatever arrived when the client stops sending: a client that announces 120 bytes,
sends 100 and shuts down its sending side (or whose connection breaks) had its 100 bytes
parsed as the whole body, and gunicorn says the input is complete
(``wsgi.input_terminated``, so Werkzeug does not count the bytes either). A prefix that
happens to be valid JSON (a move followed by the spaces that never came) was applied.

`WholeLengthReader` raises `BodyCutShort` instead, on that read and on every later one.
The exception is two things at once, so that each party that meets it does the right
thing without code of its own:

* to the application a Werkzeug ``ClientDisconnected`` (a ``BadRequest``; Werkzeug's
  stream wrapper, which takes it for the ``OSError`` it also is, raises its own
  ``ClientDisconnected`` from it): Flask answers it with the service's 400
  ``bad_request`` in the error shape (`service.errors`), which the client reads if it
  still reads (a half-closed connection);
* to gunicorn a ``NoMoreData`` (a premature disconnection): when nobody in the
  application read the body (a route without one), gunicorn meets it while it drains
  the body for keep-alive, and closes the connection quietly, as it always did for a
  client that disconnected.

The cost is one comparison per body read (the read itself is unchanged). A client that
stalls inside its body holds its thread until it closes (then this 400), as any slow
client of gunicorn does: that is why the deploy puts nginx in front (nginx answers 408
after ``NGINX_CLIENT_BODY_TIMEOUT``, or closes when the client does, and never passes a
body cut short on). waitress (``make run``) hands a request to the application only once
its body is complete, and closes the connection of one that ends early.

`install` is called in every gunicorn worker (deploy/gunicorn.conf.py,
``post_worker_init``), whatever the worker class (the parser is gunicorn's in all).
"""

from __future__ import annotations

from gunicorn.http import message
from gunicorn.http.body import LengthReader
from gunicorn.http.errors import NoMoreData
from werkzeug.exceptions import ClientDisconnected


class BodyCutShort(ClientDisconnected, NoMoreData):  # type: ignore[misc]
    """The connection ended before the body's ``Content-Length`` bytes arrived (the
    answer's message: `service.errors.http_exception_answer`; this one is gunicorn's
    debug line)."""

    description = "the request body ended before the bytes its Content-Length announced"


class WholeLengthReader(LengthReader):  # type: ignore[misc]
    """gunicorn's reader of a body of known length (see the module docstring)."""

    def __init__(self, unreader: object, length: int) -> None:
        super().__init__(unreader, length)
        self.cut_short = False

    def read(self, size: int) -> bytes:
        if self.cut_short:
            raise BodyCutShort()
        left = self.length
        ret: bytes = super().read(size)  # gunicorn's checks of size, and its read
        if len(ret) < min(left, size):  # the connection ended first
            self.cut_short = True
            raise BodyCutShort()
        return ret


def install() -> None:
    """Every request of this process parsed from now on reads its body so."""
    message.LengthReader = WholeLengthReader  # type: ignore[misc]
