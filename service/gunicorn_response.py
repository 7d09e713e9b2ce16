"""`OneSendResponse`: gunicorn's HTTP/1 response, with the head sent together with the
first body bytes, in ONE ``sendall``.

Why (issue 15, session 23): gunicorn's `Response.write` sends the head (status line and
headers) in one system call and the body in the next. Every JSON answer of this service
is one body write, so every answer went out as two TCP segments (the listening socket has
``TCP_NODELAY``): two ``sendto`` calls, two trips through the loopback or network stack,
and a client that reads as soon as the first arrives is woken twice. Counted with `perf
stat -e 'syscalls:sys_enter_*'` on the workers under wrk: 2.00 ``sendto`` per stateless
``/moves``, 1.00 with this class. A/B against gunicorn's own, two gunicorns side by side,
6 alternating wrk rounds of 2 s: the JSON echo 1.080× the requests/s, Karnöffel's
``/moves`` 1.020×, about 8-10 µs less worker CPU per request (bench/SPEED.md, "One
send per answer").

Nothing else changes: the head is the same bytes (gunicorn builds it), it is sent at the
same moment (gunicorn sends it at the first body write, or at the end of a response with
no body), and every case the fast path does not cover goes through gunicorn's own code:
a response that must omit its body (``HEAD``, 204, 304), an empty or non-bytes write, a
write beyond ``Content-Length`` (truncated by gunicorn), files sent with ``sendfile``,
HTTP/2 (its own response class). A chunked body (no ``Content-Length``: the event
streams) sends its head with the first chunk, framed as gunicorn frames it.

`install` replaces the class `gunicorn.http.wsgi.create` builds for every HTTP/1 request
(gthread's and the sync worker's `handle_request` call it without a response class); the
deploy config calls it in each worker (``post_worker_init``), so the master is untouched.
"""

from __future__ import annotations

from gunicorn.http import wsgi


class OneSendResponse(wsgi.Response):
    """gunicorn's `Response`, whose first body write carries the head (see the module
    docstring)."""

    def write(self, arg: bytes) -> None:
        if (self.headers_sent or type(arg) is not bytes or not arg or self._omits_body
                or (self.response_length is not None and len(arg) > self.response_length)):
            super().write(arg)  # gunicorn's own path: head alone, then its rules
            return
        head = self.head_bytes()
        self.headers_sent = True
        self.sent += len(arg)
        if self.chunked:
            self.sock.sendall(b"".join((head, b"%X\r\n" % len(arg), arg, b"\r\n")))
        else:
            self.sock.sendall(head + arg)

    def head_bytes(self) -> bytes:
        """The status line and headers exactly as gunicorn's `send_headers` sends them."""
        lines = self.default_headers()
        lines.extend([f"{name}: {value}\r\n" for name, value in self.headers])
        lines.append("\r\n")
        return "".join(lines).encode("latin-1")


def install() -> None:
    """Every HTTP/1 response of this process from now on is a `OneSendResponse`."""
    wsgi.Response = OneSendResponse
