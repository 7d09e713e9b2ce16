"""`service.lifecycle`: what a worker runs when it is told to stop (its SIGTERM,
deploy/gunicorn.conf.py's ``post_worker_init``). The end to end behaviour through a real
gunicorn: tests/deploy/test_graceful_stop.py."""

from __future__ import annotations

import gc

import pytest

from service import lifecycle


class Hook:
    def __init__(self) -> None:
        self.calls = 0

    def run(self) -> None:
        self.calls += 1


@pytest.fixture(autouse=True)
def own_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A list of hooks of this test's own: the apps of other tests keep theirs."""
    monkeypatch.setattr(lifecycle, "_hooks", [])


def test_each_hook_runs_once_however_often_the_process_is_told_to_stop():
    """"Run the live hooks, once each": a second SIGTERM (the arbiter's, then the pod's)
    does not end the streams of a worker a second time."""
    first, second = Hook(), Hook()
    lifecycle.on_stop(first.run)
    lifecycle.on_stop(second.run)
    lifecycle.stopping()
    lifecycle.stopping()
    assert (first.calls, second.calls) == (1, 1)


def test_a_hook_whose_object_is_gone_is_skipped():
    """Hooks are held weakly (tests create many apps): one whose object is gone is not
    called and stops nothing from running."""
    gone, kept = Hook(), Hook()
    lifecycle.on_stop(gone.run)
    lifecycle.on_stop(kept.run)
    del gone
    gc.collect()
    lifecycle.stopping()
    assert kept.calls == 1
