"""A worker told to stop (SIGTERM): what waits on purpose answers now.

A long-poll (``GET .../events?wait=``) and an event stream wait for the next commit, up
to ``EVENTS_MAX_WAIT_SECONDS`` (25 s) and ``STREAM_MAX_SECONDS``: longer than the
graceful shutdown (``GRACEFUL_TIMEOUT``, 10 s), which then cut them off (a 502 through
nginx, an empty reply, a stream without its ``end``) and kept the worker to its timeout.
The hooks registered here (`service.sessions.live.Live.stop_waiting`) run once when the
worker is told to stop: a long-poll answers with what it has, a stream ends with
``event: end`` (reason ``shutdown``: reconnect). ``deploy/gunicorn.conf.py`` calls
`stopping` from the worker's SIGTERM, whatever the worker class.

Hooks are held weakly: an app that is gone (tests create many) leaves nothing behind.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable

_lock = threading.Lock()
_hooks: list[weakref.WeakMethod[Callable[[], None]]] = []


def on_stop(hook: Callable[[], None]) -> None:
    """Call ``hook`` (a bound method) when this process is told to stop."""
    with _lock:
        _hooks.append(weakref.WeakMethod(hook))  # type: ignore[arg-type]


def stopping() -> None:
    """Run the live hooks, once each."""
    with _lock:
        hooks = [ref() for ref in _hooks]
        _hooks.clear()
    for hook in hooks:
        if hook is not None:
            hook()


def stopping_soon() -> None:
    """`stopping` on a thread of its own: safe from a signal handler, which may have
    interrupted the very code that holds a lock a hook takes."""
    threading.Thread(target=stopping, name="stichwerk-stopping", daemon=True).start()
